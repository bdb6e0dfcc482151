//! Luffarschack: free five in a row on endless squared paper, for Spelbord.
//!
//! Crosses (Black, who starts) and rings (White) take turns marking empty cells; five or
//! more in an unbroken line wins at once. The paper has no edge (coordinates are signed
//! `x,y`, the first mark at the origin); settings give the bounded 15×15 and 19×19
//! boards, gomoku's exactly-five rule and the Russian opening. The engine is a
//! threat-space search (VCF and VCT) under an alpha-beta search, with levels from
//! beginner to strongest, and a Gomocup-protocol brain drives it from a terminal.
//!
//! ```
//! use spelbord_core::Game;
//! use spelbord_luffarschack::{Cell, Luffarschack, LuffarschackSettings};
//!
//! let mut g = Luffarschack::new(LuffarschackSettings::default());
//! for text in ["0,0", "0,1", "1,0", "1,1", "2,0", "2,1", "3,0", "3,1"] {
//!     let m = g.parse_move(text).unwrap();
//!     g.try_play(&m).unwrap();
//! }
//! assert!(g.wins_at(Cell::new(4, 0)) && g.wins_at(Cell::new(-1, 0)));
//! // Far from the origin is just as good paper.
//! assert!(g.is_legal(&"-1000000,1000000".parse().unwrap()));
//! ```

mod baseline;
mod bot;
pub mod cell;
pub mod family;
mod game;
pub mod gomocup;
pub mod pattern;
pub mod positions;
pub mod search;
mod settings;
mod view;
pub mod window;

pub use baseline::{baseline_bot, window_count};
pub use bot::{bot, default_time_ms, style, LuffarschackBot};
pub use cell::Cell;
pub use game::{
    cell_key, Bounds, EndReason, Line, Luffarschack, Mark, NoChance, OpeningLimit, Refusal,
    DIRECTIONS, ID, NEAR,
};
pub use settings::{LuffarschackSettings, Paper};
pub use view::{BoardView, MarkView, Threat, ThreatKind};

/// One step of a move in the partial-move interface: a move is one click on a cell.
pub type Step = Cell;
