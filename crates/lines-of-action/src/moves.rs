//! Moves and their notation: `b1-d3` for a move, `b1xd3` for a capture, `pass` for the
//! turn of a player with no legal move.

use crate::board::{parse_square, Slide, Square};
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// One player decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece moves (and captures when it lands on an opponent).
    Slide(Slide),
    /// The player has no legal move and passes (our Decision).
    Pass,
}

impl Move {
    /// A slide from `from` to `to`.
    pub fn slide(from: Square, to: Square, capture: bool) -> Move {
        Move::Slide(Slide { from, to, capture })
    }

    /// The slide, unless this is a pass.
    pub fn as_slide(&self) -> Option<Slide> {
        match self {
            Move::Slide(s) => Some(*s),
            Move::Pass => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Slide(s) => s.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;

    /// Reads `b1-d3`, `b1xd3` or `pass` (either case, surrounding space ignored).
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        let sep = t
            .char_indices()
            .find(|&(_, c)| c == '-' || c == 'x' || c == 'X');
        let Some((i, c)) = sep else {
            return Err(NotationError::not_a_move(
                "loa.move.notMove",
                vec![("mv", t.to_string())],
                format!("'{t}' is not a move: write it like b1-d3, or b1xd3 for a capture"),
            ));
        };
        let (a, b) = (&t[..i], &t[i + c.len_utf8()..]);
        let square = |name: &str| {
            let name = name.trim();
            parse_square(name).ok_or_else(|| {
                NotationError::not_a_move(
                    "loa.move.noSuchSquare",
                    vec![("square", name.to_string())],
                    format!("'{name}' in '{t}' is not a square (a1 to h8)"),
                )
            })
        };
        let (from, to) = (square(a)?, square(b)?);
        if from == to {
            return Err(NotationError::not_a_move(
                "loa.move.sameSquare",
                vec![("mv", t.to_string())],
                format!("'{t}' starts and ends on the same square"),
            ));
        }
        Ok(Move::slide(from, to, c != '-'))
    }
}
