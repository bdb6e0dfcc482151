//! The registry of Spelbord's games. Each game family is its own crate (rules and its
//! computer players side by side); this crate puts them behind one object-safe
//! [`Session`] interface that speaks notation strings, so the CLI, the web page and the
//! worker handle every game alike and only the board renderer knows a game's shape.

pub mod bench;
mod describe;
mod families;
mod session;

pub use describe::Describe;
pub use session::{new_session, open_record, BotAnswer, Entry, GameInfo, Session, GAMES};
