//! Computer players written once against [`spelbord_core::Game`]: the [`Bot`] interface,
//! search limits and cancellation, and generic algorithms. Per-game evaluations live in
//! each game's crate, beside its rules.

pub mod alphabeta;
mod bot;
pub mod random;

pub use alphabeta::{AlphaBeta, SearchConfig, SearchResult, Searchable};
pub use bot::{native_clock, Bot, Level, Limits, SearchContext, Thought};
