//! Perfect play in Fyra i rad (Connect Four, 7×6) and Fem i rad (9×6 with full edge
//! columns, five in a row): a bitboard solver in the style of Pascal Pons's Connect Four
//! solver, and opening books small enough to ship in a web page.
//!
//! ```
//! use spelbord_connect_solver::{solve, Variant};
//! // Three Red discs stand in column 4 and Red is to move: dropping a fourth wins at once,
//! // with Red's fourth disc, for 22 - 4 = 18.
//! let a = solve(Variant::Fyra, "434343").unwrap();
//! assert_eq!(a.columns[3], Some(18));
//! assert_eq!(a.score, 18);
//! ```

pub mod bench;
mod board;
mod book;
mod notation;
mod search;
mod strategy;
mod table;
mod variant;

pub use book::{book_positions, generate_book, shipped_book, shipped_strategy, Book};
pub use search::{best_move, solve, validate, Analysis, Solver, DEFAULT_TABLE_LOG2};
pub use strategy::{generate_strategy, strategy_roots, Strategy};
pub use variant::Variant;
