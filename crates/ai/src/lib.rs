//! Computer players written once against [`spelbord_core::Game`]: the [`Bot`] interface,
//! search limits and cancellation, and a random player. The search is `spelbord-search`;
//! per-game evaluations live in each game's crate, beside its rules.

mod bot;
pub mod random;

pub use bot::{native_clock, Bot, Level, Limits, SearchContext, Thought};
