//! Dam: English draughts (checkers) for Spelbord.
//!
//! Bitboard rules with PDN square numbering (Black moves first from 1–12), the
//! compulsory capture of the modern game or, as a setting, the older huffing rule;
//! draws by agreement, threefold repetition and the 40-move rule; PDN and FEN import
//! and export; and an alpha-beta engine with levels from beginner to strongest.
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_dam::{parse_pdn, write_pdn, Dam, DamSettings};
//! use spelbord_family::Family;
//!
//! let mut g = Dam::new(DamSettings::default());
//! let m = g.parse_move("11-15").unwrap();
//! g.try_play(&m).unwrap();
//! assert_eq!(g.last_move(), vec![11, 15]);
//! // The page builds a move square by square: the piece, then where it goes.
//! assert!(g.steps(&[23]).next.contains(&19));
//! assert_eq!(g.steps(&[23, 19]).complete.as_deref(), Some("23-19"));
//!
//! let game = parse_pdn("[Event \"Demo\"]\n1. 11-15 23-19 *").unwrap();
//! assert!(write_pdn(&game).contains("1. 11-15 23-19 *"));
//! ```

mod ballots;
mod baseline;
pub mod board;
pub mod book;
mod bot;
pub mod endgame;
pub mod eval;
mod family;
mod fen;
mod game;
mod huffing;
mod moves;
mod pdn;
pub mod perft;
pub mod search;
mod speed;
pub mod weights;
mod zobrist;

pub use ballots::BALLOTS;
pub use baseline::baseline_bot;
pub use board::{Bits, Board, Colour, Piece, Play, Rank};
pub use bot::{bot, default_time_ms, style, DamBot, Style};
pub use family::{
    Choices, DamEnd, DamView, DecidedView, DecisionKind, HuffChoice, PieceView, Side,
};
pub use fen::{parse_fen, write_fen, FenError};
pub use game::{
    colour_in_game, squares_of, Dam, DamSettings, Decided, DrawOffer, Fault, NoChance, QUIET_LIMIT,
};
pub use moves::Move;
pub use pdn::{parse_pdn, parse_pdn_games, write_pdn, PdnError, PdnGame, PdnMove, PdnResult};
pub use speed::{engine_speed, perft_speed, Speed};
