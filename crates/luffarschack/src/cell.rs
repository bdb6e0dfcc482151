//! A cell of the squared paper and its notation: `x,y` on the endless paper, `h8` on a
//! bounded board (columns `a`… from the left, rows `1`… from the bottom).

use serde::{Deserialize, Serialize};
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// How far from the origin a mark may go along x or y. The paper has no edge in the
/// rules; this bound only keeps every neighbour and line offset inside `i32` (a game
/// would need a billion moves to reach it).
pub const LIMIT: i32 = 1_000_000_000;

/// One cell of the paper: `x` grows to the right, `y` upwards. On a bounded board the
/// cells are `0..size` both ways, `a1` being `(0, 0)`. A move is the cell it marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Cell {
    /// Column, to the right.
    pub x: i32,
    /// Row, upwards.
    pub y: i32,
}

impl Cell {
    /// The cell at `(x, y)`.
    pub const fn new(x: i32, y: i32) -> Cell {
        Cell { x, y }
    }

    /// The origin, where the first mark of an endless game goes.
    pub const ORIGIN: Cell = Cell { x: 0, y: 0 };

    /// Whether the cell lies within [`LIMIT`] of the origin along both axes.
    pub fn on_paper(self) -> bool {
        self.x.abs() <= LIMIT && self.y.abs() <= LIMIT
    }

    /// The cell `k` steps along direction `(dx, dy)`, or `None` past [`LIMIT`].
    pub fn step(self, dx: i32, dy: i32, k: i32) -> Option<Cell> {
        let x = self.x as i64 + dx as i64 * k as i64;
        let y = self.y as i64 + dy as i64 * k as i64;
        (x.abs() <= LIMIT as i64 && y.abs() <= LIMIT as i64).then(|| Cell::new(x as i32, y as i32))
    }

    /// The Chebyshev distance (king moves) to `other`, saturating.
    pub fn distance(self, other: Cell) -> u32 {
        let dx = (self.x as i64 - other.x as i64).unsigned_abs();
        let dy = (self.y as i64 - other.y as i64).unsigned_abs();
        dx.max(dy).min(u32::MAX as u64) as u32
    }

    /// The bounded-board name of the cell (`h8`), if it has one on a board of `size`.
    pub fn board_name(self, size: u32) -> Option<String> {
        let s = size as i32;
        if (0..s).contains(&self.x) && (0..s).contains(&self.y) && self.x < 26 {
            Some(format!("{}{}", (b'a' + self.x as u8) as char, self.y + 1))
        } else {
            None
        }
    }

    /// Reads the endless-paper form `x,y` (signed integers within [`LIMIT`]).
    pub fn parse_xy(s: &str) -> Result<Cell, NotationError> {
        let s = s.trim();
        let Some((a, b)) = s.split_once(',') else {
            return Err(NotationError::not_a_move(
                "luffarschack.move.notXy",
                vec![("cell", s.to_string())],
                format!("'{s}' is not a cell: write x,y (for example 0,0 or 3,-2)"),
            ));
        };
        let coord = |t: &str, axis: &str| -> Result<i32, NotationError> {
            let t = t.trim();
            let v: i64 = t.parse().map_err(|_| {
                NotationError::not_a_move(
                    "luffarschack.move.notNumber",
                    vec![("text", t.to_string()), ("cell", s.to_string())],
                    format!("'{t}' is not a whole number for {axis} in '{s}'"),
                )
            })?;
            if v.abs() > LIMIT as i64 {
                // The same kind as the rule's refusal of a cell too far out.
                return Err(NotationError::not_a_move(
                    "luffarschack.tooFar",
                    vec![("cell", s.to_string())],
                    format!("{axis} = {t} is farther than {LIMIT} from the origin"),
                ));
            }
            Ok(v as i32)
        };
        Ok(Cell::new(coord(a, "x")?, coord(b, "y")?))
    }

    /// Reads the bounded-board form `h8` on a board of `size` (column letter, row from 1).
    pub fn parse_board(s: &str, size: u32) -> Result<Cell, NotationError> {
        let s = s.trim();
        let mut chars = s.chars();
        let Some(letter) = chars.next().filter(char::is_ascii_alphabetic) else {
            return Err(NotationError::not_a_move(
                "luffarschack.move.notCell",
                vec![("cell", s.to_string())],
                format!(
                    "'{s}' is not a cell: write a column letter and a row number (for example h8)"
                ),
            ));
        };
        let x = (letter.to_ascii_lowercase() as u8 - b'a') as i32;
        let row = chars.as_str();
        let y: i64 = row.parse().map_err(|_| {
            NotationError::not_a_move(
                "luffarschack.move.notRow",
                vec![("text", row.to_string()), ("cell", s.to_string())],
                format!("'{row}' is not a row number in '{s}'"),
            )
        })?;
        let n = size as i64;
        // The same kind as the rule's refusal of a cell off the board.
        let off = |english: String| {
            NotationError::not_a_move(
                "luffarschack.offBoard",
                vec![("cell", s.to_string()), ("size", size.to_string())],
                english,
            )
        };
        if x as i64 >= n {
            let last = (b'a' + (size.clamp(1, 26) - 1) as u8) as char;
            return Err(off(format!(
                "there is no column {letter} on a {size}×{size} board (columns a–{last})"
            )));
        }
        if !(1..=n).contains(&y) {
            return Err(off(format!(
                "there is no row {y} on a {size}×{size} board (rows 1–{size})"
            )));
        }
        Ok(Cell::new(x, (y - 1) as i32))
    }
}

/// The endless-paper form `x,y`.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// Reads `x,y`, or a board name such as `h8` (as on a 19×19 board, the largest).
impl FromStr for Cell {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Cell, NotationError> {
        if s.contains(',') {
            Cell::parse_xy(s)
        } else {
            Cell::parse_board(s, 19)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_reads_both_forms() {
        assert_eq!("1,-1".parse::<Cell>().unwrap(), Cell::new(1, -1));
        assert_eq!(
            " -1000000 , 7 ".parse::<Cell>().unwrap(),
            Cell::new(-1_000_000, 7)
        );
        assert_eq!("h8".parse::<Cell>().unwrap(), Cell::new(7, 7));
        assert_eq!(Cell::parse_board("H8", 15).unwrap(), Cell::new(7, 7));
        assert!(Cell::parse_board("p1", 15).is_err());
        assert!(Cell::parse_board("a16", 15).is_err());
        assert!(Cell::parse_board("a0", 15).is_err());
        assert!(Cell::parse_board("é1", 15).is_err());
        assert!(Cell::parse_xy("1,").is_err());
        assert!(Cell::parse_xy("99999999999,0").is_err());
        assert!(Cell::parse_xy("1000000001,0").is_err());
        assert!("".parse::<Cell>().is_err());
        assert_eq!(Cell::new(7, 7).board_name(15).as_deref(), Some("h8"));
        assert_eq!(Cell::new(15, 0).board_name(15), None);
    }

    #[test]
    fn steps_stop_at_the_limit() {
        assert_eq!(Cell::new(LIMIT, 0).step(1, 0, 1), None);
        assert_eq!(Cell::new(0, 0).step(1, -1, 3), Some(Cell::new(3, -3)));
        assert_eq!(
            Cell::new(-LIMIT, LIMIT).distance(Cell::new(LIMIT, 0)),
            2 * LIMIT as u32
        );
    }
}
