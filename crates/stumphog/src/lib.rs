//! Stumphög for Spelbord: the dice-and-stones game of fourteen heaps and the shared
//! Stumpen, read precisely from its loose source (`shared/rules/stumphog.md`).
//!
//! The dice are explicit chance events: the opening roll names Hitom and Bortom, then
//! each turn's throw of both dice; a [`Move`] is the one play made with them.
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_stumphog::{Dice, Role, Settings, Stumphog};
//! let mut g = Stumphog::new(Settings::default());
//! g.apply_chance(&Dice(5, 2)); // seat 0 threw higher: Hitom
//! assert_eq!(g.role_of(0), Some(Role::Hitom));
//! g.apply_chance(&Dice(6, 3)); // Hitom's first throw
//! let m = g.parse_move("[6-3] in 3").unwrap();
//! let g = g.play(&m).unwrap();
//! assert_eq!(g.pos().hogen[Role::Hitom.index()], 24);
//! ```

pub mod bot;
pub mod eval;
mod family;
mod game;
mod notation;
mod pos;
mod steps;
mod view;

pub use bot::{bot, default_time_ms};
pub use game::{LastPlay, Phase, Settings, Stumphog};
pub use notation::Dice;
pub use pos::{
    EndReason, Heap, Move, Place, Pos, Refusal, Role, Transfer, Transfers, STONES, WARNING_AT,
    WIN_ABOVE,
};
pub use steps::Step;
pub use view::{BoardView, HeapView, LastPlayView, PlayView, PlayerView, Zone};
