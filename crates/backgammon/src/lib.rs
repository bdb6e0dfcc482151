//! Backgammon for Spelbord: the exact rules with matches and the doubling cube, GNU
//! Backgammon interop (Position ID, Match ID, `.mat` match files) and a neural-network
//! engine trained by TD(λ) self-play.
//!
//! ```
//! use spelbord_backgammon::{gnubg, Backgammon, Dice, Settings};
//! use spelbord_core::Game;
//! let mut g = Backgammon::new(Settings::default());
//! g.apply_chance(&Dice(3, 1)); // the opening roll: Black threw 3, White 1
//! let m = g.parse_move("8/5 6/5").unwrap();
//! let g = g.play(&m).unwrap();
//! assert_eq!(g.checkers(0, 5), 2);
//! // The CLI's `moves backgammon --position ID --dice 31`:
//! let turns = gnubg::moves_for_position("4HPwATDgc/ABMA", "31").unwrap();
//! assert!(turns.contains(&"8/5 6/5".to_string()));
//! println!("{}", turns.len());
//! ```

pub mod bot;
pub mod cube;
pub use spelbord_backgammon_engine::{bearoff, board, eval, measure, moves, net};
mod family;
mod game;
pub mod gnubg;
pub mod heuristic;
pub mod mat;
mod met;
pub mod notation;

pub use board::{Board, Step, BAR, OFF};
pub use bot::{bot, default_time_ms, measure_evals};
pub use family::{
    ActionKind, ActionView, BackgammonEnd, BackgammonView, CubeView, LastGameView, PhaseName,
    RefusalView, RollView, StepView, WinKindName,
};
pub use game::{Backgammon, Dice, GameResult, Move, NextSteps, Phase, Settings, WinKind, MAX_CUBE};
pub use moves::{Candidate, Turn};
