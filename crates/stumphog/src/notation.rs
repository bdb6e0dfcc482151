//! Notation: a play `3-5 H2` (stones, steps, source heap), `in 5`, `in 6!`, `out 8`,
//! `pass`; in a record the dice come before each play: `[6-5] in 5`. Dice: `6-5`.

use crate::pos::{Heap, Move};
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// Two dice as thrown, written `6-5`. At the opening roll the first die is seat 0's and
/// the second seat 1's; on a turn both are the mover's and their order does not matter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dice(pub u8, pub u8);

impl Dice {
    /// The two values.
    pub fn values(self) -> [u8; 2] {
        [self.0, self.1]
    }
    /// Whether both show the same.
    pub fn is_double(self) -> bool {
        self.0 == self.1
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0, self.1)
    }
}

/// Text that is not a move (kind `notAMove`), `key` (`stumphog.move.…`) saying why, `mv`
/// the text.
fn not_a_move(key: &'static str, mv: &str, message: String) -> NotationError {
    NotationError::not_a_move(key, vec![("mv", mv.to_string())], message)
}

fn not_dice(s: &str) -> NotationError {
    let s = s.trim();
    not_a_move(
        "stumphog.move.dice",
        s,
        format!("'{s}' is not two dice: write them like 6-5 (each 1 to 6)"),
    )
}

impl FromStr for Dice {
    type Err = NotationError;
    /// Reads `6-5`, `65`, `6 5`, `[6-5]`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let inner = s.trim().trim_start_matches('[').trim_end_matches(']');
        let mut digits = Vec::new();
        for c in inner.chars() {
            match c {
                '-' | '–' | ' ' | ',' => {}
                '1'..='6' => digits.push(c as u8 - b'0'),
                _ => return Err(not_dice(s)),
            }
        }
        match digits[..] {
            [a, b] => Ok(Dice(a, b)),
            _ => Err(not_dice(s)),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Shift {
                stones,
                steps,
                from,
            } => write!(f, "{stones}-{steps} {from}"),
            Move::Enter(n) => write!(f, "in {n}"),
            Move::EnterFromOpponent => f.write_str("in 6!"),
            Move::KnockOut(n) => write!(f, "out {n}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

fn die(t: &str, what: &str, whole: &str) -> Result<u8, NotationError> {
    match t.trim().parse::<u8>() {
        Ok(n) if (1..=6).contains(&n) => Ok(n),
        _ => Err(NotationError::not_a_move(
            "stumphog.move.die",
            vec![("text", t.trim().to_string()), ("mv", whole.to_string())],
            format!("'{whole}': the {what} come from a die, 1 to 6"),
        )),
    }
}

impl FromStr for Move {
    type Err = NotationError;
    /// Reads a play without its dice: `3-5 H2`, `in 5`, `in 6!`, `out 8`, `pass`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let low = t.to_lowercase();
        if low == "pass" {
            return Ok(Move::Pass);
        }
        if let Some(rest) = low.strip_prefix("in") {
            let rest = rest.trim();
            if rest == "6!" {
                return Ok(Move::EnterFromOpponent);
            }
            return Ok(Move::Enter(die(rest, "stones entered", t)?));
        }
        if let Some(rest) = low.strip_prefix("out") {
            return match rest.trim().parse::<u8>() {
                Ok(n) if (2..=12).contains(&n) && n % 2 == 0 => Ok(Move::KnockOut(n)),
                _ => Err(not_a_move(
                    "stumphog.move.out",
                    t,
                    format!(
                        "'{t}': knocking out moves the sum of two equal dice (out 2, 4, ... 12)"
                    ),
                )),
            };
        }
        let mut parts = t.split_whitespace();
        let (Some(split), Some(heap), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(not_a_move(
                "stumphog.move.notPlay",
                t,
                format!(
                    "'{t}' is not a play: write 3-5 H2 (stones-steps heap), in 5, in 6!, out 8 \
                     or pass"
                ),
            ));
        };
        let split = split.replace('–', "-");
        let Some((a, b)) = split.split_once('-') else {
            return Err(not_a_move(
                "stumphog.move.split",
                t,
                format!("'{t}': write the stones and steps as 3-5 (stones first)"),
            ));
        };
        let stones = die(a, "stones", t)?;
        let steps = die(b, "steps", t)?;
        let from = Heap::parse(heap).ok_or_else(|| {
            NotationError::not_a_move(
                "stumphog.move.noHeap",
                vec![("heap", heap.to_string())],
                format!("'{heap}' is not a heap: H1–H7 (Hitom's row), B1–B7 (Bortom's row) or S"),
            )
        })?;
        Ok(Move::Shift {
            stones,
            steps,
            from,
        })
    }
}

/// Splits `[6-5] in 5` into the dice (if written) and the play.
pub fn split_dice(s: &str) -> Result<(Option<Dice>, &str), NotationError> {
    let t = s.trim();
    if let Some(rest) = t.strip_prefix('[') {
        let Some((d, play)) = rest.split_once(']') else {
            return Err(not_a_move(
                "stumphog.move.brackets",
                t,
                format!("'{t}': the dice are written in brackets, [6-5]"),
            ));
        };
        return Ok((Some(d.parse()?), play.trim()));
    }
    Ok((None, t))
}
