//! Drawing data for each family's board: plain data in, no rules in the renderer.
use spelbord_core::Game;

/// What a board renderer (or the terminal) needs to draw a position.
pub trait Describe: Game {
    /// Drawing data as JSON; `seat` is the seat whose eyes the board is drawn for in
    /// hidden-information games (`None`: nothing hidden is shown).
    fn describe(&self, seat: Option<u8>) -> serde_json::Value;
    /// A plain-text board for the terminal.
    fn ascii(&self) -> String;
}
