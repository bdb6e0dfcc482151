//! Färg och form: the rules of Qwirkle for 2–4 players, with hidden hands, a bag drawn
//! from by seeded chance events, notation, and computer players that plan.
//!
//! - [`FargOchForm`] implements [`spelbord_core::Game`]: bag draws (one tile at a time,
//!   weighted by the copies left) and the lot for the first turn are chance events, so
//!   a record replays exactly from its seed. Moves are written `Gd@0,0 Gs@1,0`,
//!   `trade Gd Ro` and `pass`, and records separate them with `;`.
//! - [`View`] is what one seat sees; [`spelbord_core::Determinize`] samples the rest.
//! - [`bot`] gives the computer players: Beginner and Easy play casually ([`Casual`]),
//!   Medium takes the highest score now ([`Greedy`]), Hard and Strongest look ahead over
//!   what the others might hold ([`Strong`]).
//! - For a table: [`FargOchForm::board_tiles`], [`FargOchForm::bounds`],
//!   [`FargOchForm::hand`], [`FargOchForm::scores`], [`FargOchForm::last_move_cells`],
//!   and for building a placement by clicks [`FargOchForm::cells_for_next_tile`] and
//!   [`FargOchForm::placement_score`].
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
mod family;
mod game;
mod hand;
mod line;
mod movegen;
mod moves;
mod notation;
mod refusal;
mod rules;
mod tile;
mod view;

pub use bench::{measure_placements, MovegenFigures};
pub use board::{Axis, Board, Placed};
pub use bots::{bot, default_time_ms, Casual, Greedy, Strong};
pub use family::{
    FargOchFormEnd, FargOchFormStep, FargOchFormView, LastMove, NoTrade, Ranked, StepTile,
};
pub use game::{FargOchForm, Settings, END_BONUS, MAX_PLAYERS};
pub use hand::{Hand, HAND_SIZE};
pub use line::{Line, MAX_LINE};
pub use movegen::{best_score, for_each_placement};
pub use moves::{Move, Placement, Trade};
pub use notation::Draw;
pub use refusal::Refusal;
pub use rules::check_placement;
pub use tile::{Colour, Shape, Tile, COPIES, KINDS, TOTAL_TILES};
pub use view::View;
