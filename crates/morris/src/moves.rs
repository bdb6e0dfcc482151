//! A whole turn and its notation: `d2` (placement), `d2-d3` (step or flight), with a
//! mill's removal appended after `x` (`d2-d3xa1`, `d2xa1`).
use crate::board::{parse_point, point_name, POINTS};
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// One whole turn: a man placed on `to` (no `from`) or moved from `from` to `to`, and
/// the opposing man removed after closing a mill. Automatic captures of `kvarn-12`
/// follow from the move and are not part of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MorrisMove {
    /// The point the man leaves (`None`: placed from the hand).
    pub from: Option<u8>,
    /// The point the man is put on.
    pub to: u8,
    /// The opposing man removed after a mill.
    pub remove: Option<u8>,
}

impl MorrisMove {
    /// A placement on `to`.
    pub fn place(to: u8) -> Self {
        MorrisMove {
            from: None,
            to,
            remove: None,
        }
    }

    /// A move from `from` to `to`.
    pub fn step(from: u8, to: u8) -> Self {
        MorrisMove {
            from: Some(from),
            to,
            remove: None,
        }
    }

    /// The same move removing the man on `r`.
    pub fn removing(self, r: u8) -> Self {
        MorrisMove {
            remove: Some(r),
            ..self
        }
    }

    /// The points in the order the player clicks them: from (if moving), to, removal.
    pub fn steps(&self) -> Vec<u8> {
        self.from
            .into_iter()
            .chain(std::iter::once(self.to))
            .chain(self.remove)
            .collect()
    }
}

impl fmt::Display for MorrisMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(from) = self.from {
            write!(f, "{}-", point_name(from))?;
        }
        f.write_str(point_name(self.to))?;
        if let Some(r) = self.remove {
            write!(f, "x{}", point_name(r))?;
        }
        Ok(())
    }
}

fn point(s: &str, whole: &str) -> Result<u8, NotationError> {
    parse_point(s).ok_or_else(|| {
        NotationError::kind(
            "morris.badPoint",
            vec![("text", s.to_string()), ("mv", whole.to_string())],
            format!("'{s}' in '{whole}' is not a point of the board (a1, d1, g1, b2 ... g7)"),
        )
    })
}

impl FromStr for MorrisMove {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Self, NotationError> {
        let s = text.trim();
        if s.is_empty() {
            return Err(NotationError::kind(
                "morris.emptyMove",
                vec![],
                "an empty move",
            ));
        }
        if s.len() > 16 {
            return Err(NotationError::kind(
                "morris.tooLong",
                vec![("text", s.chars().take(24).collect())],
                format!("'{s}' is too long for a move"),
            ));
        }
        let lower = s.to_ascii_lowercase();
        let (body, remove) = match lower.split_once('x') {
            Some((b, r)) => (b, Some(point(r, s)?)),
            None => (lower.as_str(), None),
        };
        let (from, to) = match body.split_once('-') {
            Some((a, b)) => (Some(point(a, s)?), point(b, s)?),
            None => (None, point(body, s)?),
        };
        if from == Some(to) {
            return Err(NotationError::kind(
                "morris.samePoint",
                vec![("mv", s.to_string())],
                format!("'{s}' moves a man onto the point it stands on"),
            ));
        }
        debug_assert!((to as usize) < POINTS);
        Ok(MorrisMove { from, to, remove })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_back_and_rejects_nonsense() {
        for t in ["d2", "d2-d3", "d2-d3xa1", "d2xa1", "a1-g7"] {
            let m: MorrisMove = t.parse().unwrap();
            assert_eq!(m.to_string(), t);
        }
        assert_eq!(
            "D2-D3XA1".parse::<MorrisMove>().unwrap().to_string(),
            "d2-d3xa1"
        );
        for bad in [
            "", "d4", "h1", "a1-", "-a1", "a1x", "a1-a1", "xx", "a1-b2-c3", "a1xb2xc3",
        ] {
            assert!(bad.parse::<MorrisMove>().is_err(), "{bad}");
        }
    }
}
