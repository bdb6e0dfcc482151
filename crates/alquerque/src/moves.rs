//! A player's decision and its notation: a piece's move (`b2-c3`, `a1xc3xe5`) or,
//! under huffing, the verdict on the opponent's faulty move (`insist`, `allow`,
//! `huffc3`).

use crate::board::{adjacent, parse_point, point_name, Play, MAX_PATH};
use crate::huffing::Verdict;
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// One decision of the seat to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// A piece's whole move: a step or a capture sequence (with huffing possibly
    /// stopped early).
    Play(Play),
    /// Huffing: the answer to the opponent's faulty move.
    Verdict(Verdict),
}

impl Move {
    /// The points of a piece's move (empty for a verdict).
    pub fn points(&self) -> Vec<u8> {
        match self {
            Move::Play(p) => p.path().to_vec(),
            Move::Verdict(_) => Vec::new(),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(p) => write!(f, "{p}"),
            Move::Verdict(v) => v.write(f, point_name),
        }
    }
}

/// Text that is not a move, `key` saying why, `mv` the text.
fn not_a_move(key: &'static str, mv: &str, message: String) -> NotationError {
    NotationError::not_a_move(key, vec![("mv", mv.to_string())], message)
}

impl FromStr for Play {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Play, NotationError> {
        let t = s.trim();
        let capture = t.contains(['x', 'X']);
        if capture && t.contains('-') {
            return Err(not_a_move(
                "alquerque.move.mixed",
                t,
                format!(
                    "'{t}' mixes '-' and 'x': a move is a step (b2-c3) or a capture (a1xc3xe5)"
                ),
            ));
        }
        let parts: Vec<&str> = t.split(['x', 'X', '-']).collect();
        if parts.len() < 2 {
            return Err(not_a_move(
                "alquerque.move.notMove",
                t,
                format!("'{t}' is not a move (write b2-c3 or a1xc3)"),
            ));
        }
        if parts.len() > MAX_PATH {
            return Err(not_a_move(
                "alquerque.move.tooLong",
                t,
                format!("'{t}' has too many points"),
            ));
        }
        let points = parts
            .iter()
            .map(|p| parse_point(p))
            .collect::<Result<Vec<_>, _>>()?;
        if capture {
            Play::capture(&points).ok_or_else(|| {
                not_a_move(
                    "alquerque.move.notCapture",
                    t,
                    format!(
                        "'{t}' is not a capture: each hop jumps one point along a line, \
                         and no point twice"
                    ),
                )
            })
        } else if points.len() != 2 || !adjacent(points[0], points[1]) {
            Err(not_a_move(
                "alquerque.move.notStep",
                t,
                format!("'{t}' is not a step: a piece steps to a neighbouring point along a line"),
            ))
        } else {
            Ok(Play::step(points[0], points[1]))
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        let t = s.trim();
        if t.is_empty() {
            return Err(NotationError::not_a_move(
                "alquerque.move.empty",
                vec![],
                "an empty move",
            ));
        }
        if let Some(v) = Verdict::parse(t, parse_point) {
            return v.map(Move::Verdict);
        }
        Ok(Move::Play(t.parse()?))
    }
}
