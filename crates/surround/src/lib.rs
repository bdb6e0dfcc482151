//! Surround for Spelbord — **a reconstruction**. The source names the game and gives a
//! few sentences (two players, six pieces each; move one piece at a time; pieces are
//! taken only by enclosing them completely; while there is an opening they cannot be
//! taken; the player with the most pieces left wins); its pictures of the setup and of
//! captures are lost. Everything else here — the 6×6 board, the setup on the back
//! rows, orthogonal steps, groups, the board edge closing, no self-enclosure, and the
//! end rules — is our reconstruction (surround.md), the only playable version there is.
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_surround::{Surround, SurroundSettings};
//!
//! let mut g = Surround::new(SurroundSettings::default());
//! let m = g.parse_move("c1-c2").unwrap();
//! g.try_play(&m).unwrap();
//! // A move is two clicks: a piece, then where it goes.
//! let (pieces, _) = g.next_steps(&[]);
//! assert_eq!(pieces.len(), 6);
//! let (to, done) = g.next_steps(&[30]);
//! assert_eq!((to, done), (vec![24], None));
//! ```

mod baseline;
pub mod board;
mod bot;
pub mod eval;
mod family;
mod game;
pub mod perft;
pub mod search;
mod speed;
mod view;

pub use baseline::baseline_bot;
pub use board::{parse_square, square_name, squares_of, Bits, Board, Colour, Effect, Step};
pub use bot::{bot, default_time_ms, style, Style, SurroundBot};
pub use game::{
    result_by_count, Click, EndReason, LastMove, NoChance, Surround, SurroundSettings, QUIET_LIMIT,
};
pub use speed::{engine_speed, perft_speed, Speed};
pub use view::{GroupView, LastMoveView, ResultView, SquareView, SurroundView};
