//! The tuning data's line format, shared by the examples that read it: `black white
//! kings turn result score [teacher]` (hex bitboards, `b`/`w` to move, the game's result
//! and scores for Black), as `selfplay_data` writes and `guinn_label` extends it.

use spelbord_dam::{Board, Colour};

/// One line of tuning data.
pub struct Line {
    /// The position.
    pub board: Board,
    /// The game's result for Black (1, 0.5, 0).
    pub result: f64,
    /// Our engine's search score for Black.
    pub score: f64,
    /// A teacher's score for Black, when the line has one.
    pub teacher: Option<f64>,
}

/// Reads one line; `None` for a line that is not one.
pub fn parse(line: &str) -> Option<Line> {
    let w: Vec<&str> = line.split_whitespace().collect();
    if w.len() < 6 {
        return None;
    }
    let hex = |s: &str| u32::from_str_radix(s, 16).ok();
    let turn = match w[3] {
        "b" => Colour::Black,
        "w" => Colour::White,
        _ => return None,
    };
    Some(Line {
        board: Board::from_parts(hex(w[0])?, hex(w[1])?, hex(w[2])?, turn),
        result: w[4].parse().ok()?,
        score: w[5].parse().ok()?,
        teacher: w.get(6).and_then(|s| s.parse().ok()),
    })
}
