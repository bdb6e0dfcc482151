//! Alquerque for Spelbord: the 5×5 board of lines where Dam began.
//!
//! Twelve pieces a side step along the lines in any direction and capture by jumping,
//! zigzagging on while they can. By default captures are compulsory (with a free
//! choice among sequences); the `huffing` setting plays the source's own rule, where a
//! missed capture lets the opponent huff the piece ([`huffing`]: Dam's mechanism, the
//! one implementation both families use). A player without pieces or without a move has lost; threefold repetition
//! and 30 moves each without a capture draw.
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_alquerque::{Alquerque, AlquerqueSettings, Step};
//!
//! let mut g = Alquerque::new(AlquerqueSettings::default());
//! let m = g.parse_move("b2-c3").unwrap();
//! g.try_play(&m).unwrap();
//! // White must capture (b4 over b3, or d4 over c3, both to b2); the UI builds a
//! // capture click by click.
//! let (b4, d4) = (Step::Point(16), Step::Point(18));
//! assert_eq!(g.next_steps(&[]), (vec![b4, d4], None));
//! let (next, done) = g.next_steps(&[d4, Step::Point(6)]);
//! assert!(next.is_empty());
//! assert_eq!(done.unwrap().to_string(), "d4xb2");
//! ```

mod baseline;
pub mod board;
mod bot;
pub mod eval;
mod family;
mod game;
mod moves;
pub mod perft;
pub mod search;
mod speed;
mod view;

/// The huffing rule, shared with Dam (the `spelbord-huffing` crate).
pub use spelbord_huffing as huffing;

pub use baseline::baseline_bot;
pub use board::{parse_point, point_name, Bits, Board, Colour, Play};
pub use bot::{bot, default_time_ms, style, AlquerqueBot, Style};
pub use game::{
    points_of, Alquerque, AlquerqueSettings, Before, EndReason, NoChance, Step, QUIET_LIMIT,
};
pub use huffing::{Fault, Offence, Verdict};
pub use moves::Move;
pub use speed::{engine_speed, perft_speed, Speed};
pub use view::{AlquerqueView, FaultView, Phase, PointView, ResultView};
