//! Fyra i rad (Connect Four, 7×6, four in a row) and Fem i rad (the 9×6 "5-in-a-Row" box
//! variant: edge columns pre-filled, five in a row), both with the PopOut setting, and
//! their computer players.
//!
//! ```
//! use spelbord_connect::{Connect, ConnectMove, ConnectSettings, Variant};
//! use spelbord_core::{Game, Outcome};
//! // Red builds four in column 1 while Yellow plays column 2.
//! let g = Connect::from_moves(ConnectSettings::new(Variant::Fyra), "1212121").unwrap();
//! assert_eq!(g.outcome(), Some(Outcome::win(0)));
//! assert_eq!(g.winning_cells(), vec![(0, 0), (0, 1), (0, 2), (0, 3)]);
//! // A refused move names the rule and leaves the position as it was.
//! let full = Connect::from_moves(ConnectSettings::new(Variant::Fyra), "444444").unwrap();
//! let err = full.clone().play(&ConnectMove::Drop(4)).unwrap_err();
//! assert_eq!(err.reason, "column 4 is full");
//! assert_eq!(err.position, full);
//! ```

pub mod bench;
mod board;
mod eval;
mod family;
mod game;
mod moves;
mod popout;
pub mod search;
mod settings;

pub use eval::{evaluate, EVAL_UNIT};
pub use family::{ColumnValue, ConnectAnalysis, ConnectEnd, ConnectView, LastMove};
pub use game::{colour_name, Connect, NoChance, RED, YELLOW};
pub use moves::{split_moves, ConnectMove, PLAYABLE_COLUMNS};
pub use popout::evaluate_popout;
pub use search::{SearchConfig, Searcher, WIN, WIN_BOUND};
pub use settings::{ConnectSettings, Variant};

use spelbord_ai::{Bot, Level};

/// The computer player of `level`; `seed` varies the weaker levels' choices. With PopOut
/// on, the strong levels ([`Level::Hard`] and up) search with the PopOut-aware evaluation
/// ([`popout_searcher`]); otherwise the drop-only one ([`searcher`]).
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Connect>> {
    Box::new(Searcher::new(
        SearchConfig::for_level(level, EVAL_UNIT),
        level >= Level::Hard,
        seed,
    ))
}

/// The searcher with the drop-only evaluation, for callers that want its [`SearchConfig`]
/// or results. This is also how every level played PopOut before it had an evaluation of
/// its own (see [`legacy_searcher`]).
pub fn searcher(level: Level, seed: u64) -> Searcher {
    Searcher::new(SearchConfig::for_level(level, EVAL_UNIT), false, seed)
}

/// The searcher that plays PopOut with the drop-only evaluation (the bot before the
/// PopOut-aware one), kept for measuring the new one against it.
pub fn legacy_searcher(level: Level, seed: u64) -> Searcher {
    searcher(level, seed)
}

/// The searcher with the PopOut-aware evaluation and move ordering (with PopOut off it
/// plays exactly like [`searcher`]).
pub fn popout_searcher(level: Level, seed: u64) -> Searcher {
    Searcher::new(SearchConfig::for_level(level, EVAL_UNIT), true, seed)
}

/// The time budget per move of `level` in milliseconds (the strongest answers well within
/// a second in the browser; the weaker levels are limited by depth and finish sooner).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner => 100.0,
        Level::Easy => 150.0,
        Level::Medium => 250.0,
        Level::Hard => 400.0,
        Level::Strongest => 1000.0,
    }
}
