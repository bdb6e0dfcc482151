//! Lines of Action for Spelbord.
//!
//! Bitboard rules with the line counts kept move by move: a piece moves exactly as
//! many squares as there are pieces on its line, over its own pieces but never the
//! opponent's, and captures by landing. A player wins by joining all their pieces into
//! one group, also when the opponent's move does it for them; a move that connects both
//! is a draw or, under the `mover-wins` setting, the mover's win. A player without a
//! move passes, and threefold repetition draws. The engine is an iterative-deepening
//! PVS with the published programs' evaluation, at five levels.
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_lines_of_action::{LinesOfAction, LoaSettings};
//!
//! let mut g = LinesOfAction::new(LoaSettings::default());
//! let m = g.parse_move("b1-d3").unwrap();
//! g.try_play(&m).unwrap();
//! // The page builds a move by two clicks: the piece, then where it goes.
//! let (dests, _) = g.next_steps(&[8]); // a2: row 2 holds a2 and h2, so two squares
//! assert!(dests.contains(&10)); // c2
//! let (_, done) = g.next_steps(&[8, 10]);
//! assert_eq!(done.unwrap().to_string(), "a2-c2");
//! ```

pub mod board;
mod bot;
pub mod eval;
mod family;
mod game;
mod moves;
pub mod perft;
pub mod search;
pub mod speed;
mod view;

pub use board::{square_name, Colour, Direction, LineKind, Slide, Square};
pub use bot::{baseline_bot, bot, default_time_ms, style, LoaBot, Style};
pub use game::{
    direction_between, parse_position, write_position, EndReason, LinesOfAction, LoaSettings,
    NoChance, PositionError, Simultaneous,
};
pub use moves::Move;
pub use speed::{engine_speed, perft_speed, Speed};
pub use view::{BoardView, DirectionView, LastMoveView, PieceView, ResultView, Step};
