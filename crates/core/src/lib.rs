//! The Game trait and the shared vocabulary of Spelbord.
//!
//! Every game of the suite implements [`Game`]: who is to act (a seat, a chance event or
//! nobody because the game is over), the legal moves, playing a move, and chance outcomes
//! with integer weights. Rules hold no random generator: a driver ([`Replay`]) draws chance
//! outcomes from the seeded [`Rng`] that the game [`Record`] carries, so a recorded game
//! replays exactly.
//!
//! A dice game fits by returning [`ToAct::Chance`] whenever dice are due; a hidden-hand game
//! by drawing its tiles as chance events and by hiding the other hands in [`Game::view`].
//! Both kinds are shown, working, in this crate's tests (`tests/toy_games.rs`).
//!
//! ```
//! use spelbord_core::{Game, Outcome, Rng, ToAct};
//! # use spelbord_core::toy::Nim;
//! // A finished game refuses every move and hands the unchanged position back.
//! let mut g = Nim::new(Nim::default_settings("nim").unwrap());
//! let mut moves = Vec::new();
//! while let ToAct::Seat(_) = g.to_act() {
//!     g.legal_moves(&mut moves);
//!     g = g.play(&moves[0]).unwrap();
//! }
//! assert!(matches!(g.to_act(), ToAct::Over(Outcome::Win { .. })));
//! ```

mod error;
mod game;
mod outcome;
mod perft;
mod record;
mod replay;
mod rng;
pub mod testing;
#[doc(hidden)]
pub mod toy;

pub use error::{
    Illegal, MoveError, NotationError, PlayError, Problem, RecordError, RecordProblem,
    SettingsError,
};
pub use game::{Determinize, Game, Seat, ToAct};
pub use outcome::Outcome;
pub use perft::{perft, perft_divide, perft_with, WATCH_WORK};
pub use record::{split_moves, Record, MAX_RECORD_LEN};
pub use replay::{merge_settings, resolve_chance, settings_for, Replay};
pub use rng::Rng;
