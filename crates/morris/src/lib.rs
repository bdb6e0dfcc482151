//! The morris games of the rule sheet: `kvarn` (nine men's morris, optional flying),
//! `kvarn-12` (twelve men, the four diagonals, side intervention and diagonal custody)
//! and `tre-i-rad` (nine markers, no captures while placing, flying with three), with
//! bitboard rules and an alpha-beta engine.
//!
//! A move is a whole turn: a placement or a move, and the removal after a mill. The UI
//! builds it click by click with [`Morris::next_steps`].
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_morris::{First, Morris, MorrisSettings, Variant};
//!
//! let s = MorrisSettings::new(Variant::Kvarn).with_first(First::White);
//! // White closes the mill a1-d1-g1 with its third man and removes Black's man on b2.
//! let g = Morris::from_moves(s, "a1 b2 d1 f2 g1xb2").unwrap();
//! assert_eq!(g.pos().hand, [6, 7]);
//! // The UI builds the same turn click by click: g1 closes the mill, so the next step is
//! // the man to remove (b2 or f2, as point indices), and then the move is complete.
//! let g = Morris::from_moves(s, "a1 b2 d1 f2").unwrap();
//! let (next, done) = g.next_steps(&[2]);
//! assert_eq!((next, done), (vec![3, 5], None));
//! let (_, done) = g.next_steps(&[2, 3]);
//! assert_eq!(done.unwrap().to_string(), "g1xb2");
//! ```

mod baseline;
pub mod board;
pub mod book;
mod bot;
pub mod endgame;
pub mod eval;
mod family;
mod game;
mod moves;
pub mod perft;
pub mod search;
mod settings;
pub mod speed;
mod view;

pub use baseline::baseline_bot;
pub use bot::{book_moves, book_of, bot, default_time_ms, guarded_moves, style, MorrisBot, Style};

pub use board::{Bits, Pos, Rules};
pub use game::{colour_name, EndReason, LastTurn, Lot, Morris, Step, MOVE_LIMIT};
pub use moves::MorrisMove;
pub use settings::{First, MorrisSettings, Variant};
pub use view::{
    BoardView, Capture, CaptureKind, Colour, LastView, MillView, Phase, PointView, ResultView,
};
