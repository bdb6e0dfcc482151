//! Färg och form: the rules of Qwirkle for 2–4 players, with hidden hands, a bag drawn
//! from by seeded chance events, notation, and computer players that plan.
//!
//! ```
//! use spelbord_core::{Game, Replay};
//! use spelbord_farg_och_form::{FargOchForm, Settings};
//! let mut r = Replay::<FargOchForm>::new(Settings { players: 2 }, 7);
//! let mut moves = Vec::new();
//! r.current().legal_moves(&mut moves);
//! // The starting player must place their largest group: every first move does.
//! let need = r.current().must_play();
//! assert!(moves.iter().all(|m| m.to_string().split(' ').count() == need));
//! r.play(&moves[0]).unwrap();
//! ```

mod bench;
mod board;
mod bots;
mod eval;
mod game;
mod hand;
mod line;
mod movegen;
mod moves;
mod notation;
mod rules;
mod tile;
mod view;

pub use bench::{measure_placements, MovegenFigures};
pub use board::{Axis, Board, Placed};
pub use bots::{bot, default_time_ms, Casual, Greedy, Strong};
pub use game::{FargOchForm, Settings, END_BONUS, MAX_PLAYERS};
pub use hand::{Hand, HAND_SIZE};
pub use line::{Line, MAX_LINE};
pub use movegen::{best_score, for_each_placement};
pub use moves::{Move, Placement, Trade};
pub use notation::Draw;
pub use rules::check_placement;
pub use tile::{Colour, Shape, Tile, COPIES, KINDS, TOTAL_TILES};
pub use view::View;
