//! A player's decision and its notation: a piece's move in PDN (`11-15`, `15x24x31`),
//! the draw-offer actions, and the three answers to a faulty move under huffing.

use crate::board::{adjacent, Play};
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// One decision of the seat to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece's whole move: a step or a complete (or, with huffing, stopped) jump.
    Play(Play),
    /// Offer a draw (`offer`): the opponent must answer before the offerer moves.
    OfferDraw,
    /// Accept the pending draw offer (`accept`): the game ends drawn.
    AcceptDraw,
    /// Decline the pending draw offer (`decline`): the offerer then makes a move.
    DeclineDraw,
    /// Huffing: take the faulty move back; its player must capture instead (`insist`).
    Insist,
    /// Huffing: let the faulty move stand (`allow`).
    Allow,
    /// Huffing: remove ("huff") the offender on this square (0-based) (`huff15`).
    Huff(u8),
}

impl Move {
    /// The path of a piece's move as PDN squares 1–32 (empty for the other decisions).
    pub fn squares(&self) -> Vec<u8> {
        match self {
            Move::Play(p) => p.squares(),
            _ => Vec::new(),
        }
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.is_jump() { 'x' } else { '-' };
        for (i, s) in self.path().iter().enumerate() {
            if i > 0 {
                write!(f, "{sep}")?;
            }
            write!(f, "{}", s + 1)?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(p) => write!(f, "{p}"),
            Move::OfferDraw => f.write_str("offer"),
            Move::AcceptDraw => f.write_str("accept"),
            Move::DeclineDraw => f.write_str("decline"),
            Move::Insist => f.write_str("insist"),
            Move::Allow => f.write_str("allow"),
            Move::Huff(s) => write!(f, "huff{}", s + 1),
        }
    }
}

/// Reads a PDN square number 1–32 as a 0-based index.
pub(crate) fn read_square(s: &str) -> Result<u8, NotationError> {
    let n: u32 = s.trim().parse().map_err(|_| {
        NotationError::kind(
            "dam.notSquare",
            vec![("text", s.trim().to_string())],
            format!("'{s}' is not a square number"),
        )
    })?;
    if !(1..=32).contains(&n) {
        return Err(NotationError::kind(
            "dam.noSuchSquare",
            vec![("n", n.to_string())],
            format!("square {n} does not exist (squares are 1-32)"),
        ));
    }
    Ok(n as u8 - 1)
}

/// The squares and kind of a written piece move, without checking the geometry.
pub(crate) fn read_path(s: &str) -> Result<(Vec<u8>, bool), NotationError> {
    let s = s.trim();
    let jump = s.contains('x') || s.contains('X') || s.contains(':');
    if jump && s.contains('-') {
        return Err(NotationError::kind(
            "dam.mixedMove",
            vec![("mv", s.to_string())],
            format!("'{s}' mixes '-' and 'x': a move is a step (11-15) or a capture (15x24)"),
        ));
    }
    let parts: Vec<&str> = s.split(['x', 'X', ':', '-']).collect();
    if parts.len() < 2 {
        return Err(NotationError::kind(
            "dam.notMove",
            vec![("mv", s.to_string())],
            format!("'{s}' is not a move (write 11-15 or 15x24)"),
        ));
    }
    if parts.len() > 13 {
        return Err(NotationError::kind(
            "dam.tooManySquares",
            vec![("mv", s.to_string())],
            format!("'{s}' has too many squares"),
        ));
    }
    let squares = parts
        .iter()
        .map(|p| read_square(p))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((squares, jump))
}

impl FromStr for Play {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Play, NotationError> {
        let (squares, jump) = read_path(s)?;
        if jump {
            Play::jump(&squares).ok_or_else(|| {
                NotationError::kind(
                    "dam.notJump",
                    vec![("mv", s.trim().to_string())],
                    format!(
                        "'{}' is not a capture: each hop must jump two squares diagonally",
                        s.trim()
                    ),
                )
            })
        } else if squares.len() != 2 || !adjacent(squares[0], squares[1]) {
            Err(NotationError::kind(
                "dam.notStep",
                vec![("mv", s.trim().to_string())],
                format!(
                    "'{}' is not a step: a move goes to a diagonal neighbour",
                    s.trim()
                ),
            ))
        } else {
            Ok(Play::step(squares[0], squares[1]))
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        let t = s.trim();
        let lower = t.to_ascii_lowercase();
        Ok(match lower.as_str() {
            "offer" => Move::OfferDraw,
            "accept" => Move::AcceptDraw,
            "decline" => Move::DeclineDraw,
            "insist" => Move::Insist,
            "allow" => Move::Allow,
            _ => {
                if let Some(rest) = lower.strip_prefix("huff") {
                    return Ok(Move::Huff(read_square(rest)?));
                }
                if t.is_empty() {
                    return Err(NotationError::kind(
                        "dam.emptyMove",
                        vec![],
                        "an empty move",
                    ));
                }
                Move::Play(t.parse()?)
            }
        })
    }
}
