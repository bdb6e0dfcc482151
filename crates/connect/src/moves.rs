//! A move and its notation: `4` drops into column 4, `p4` pops out of column 4. Columns
//! are numbered 1–7 among the PLAYABLE columns (fem-i-rad's edge columns have no number).
use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// How many playable columns both games have.
pub const PLAYABLE_COLUMNS: u8 = 7;

/// One move; the number is the playable column 1–7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ConnectMove {
    /// Drop a disc into the column; it falls to the lowest empty cell.
    Drop(u8),
    /// PopOut: take one's own disc out of the bottom row; the discs above fall one cell.
    Pop(u8),
}

impl ConnectMove {
    /// The playable column number 1–7 the move is made in.
    pub fn column(self) -> u8 {
        match self {
            ConnectMove::Drop(c) | ConnectMove::Pop(c) => c,
        }
    }

    /// Whether this is a pop.
    pub fn is_pop(self) -> bool {
        matches!(self, ConnectMove::Pop(_))
    }
}

impl fmt::Display for ConnectMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConnectMove::Drop(c) => write!(f, "{c}"),
            ConnectMove::Pop(c) => write!(f, "p{c}"),
        }
    }
}

impl FromStr for ConnectMove {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let (pop, digits) = match t.strip_prefix(['p', 'P']) {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        if digits.is_empty() {
            return Err(if t.is_empty() {
                NotationError::kind(
                    "connect.emptyMove",
                    vec![],
                    "an empty move: write a column 1-7 (`4`) or a pop (`p4`)",
                )
            } else {
                NotationError::kind(
                    "connect.popNoColumn",
                    vec![("text", t.to_string())],
                    format!("'{t}' names no column: write `p` and a column 1-7, as `p4`"),
                )
            });
        }
        if !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(NotationError::kind(
                "connect.notAMove",
                vec![("text", t.to_string())],
                format!("'{t}' is not a move: write a column 1-7 (`4`) or a pop (`p4`)"),
            ));
        }
        // Parse through u32 guarded by length, so a long string of digits is an error, not
        // an overflow.
        let n: u32 = if digits.len() > 3 {
            u32::MAX
        } else {
            digits.parse().unwrap_or(u32::MAX)
        };
        if !(1..=PLAYABLE_COLUMNS as u32).contains(&n) {
            return Err(NotationError::kind(
                "connect.noColumn",
                vec![("col", digits.to_string())],
                format!("there is no column {digits}: the columns are numbered 1-7"),
            ));
        }
        let c = n as u8;
        Ok(if pop {
            ConnectMove::Pop(c)
        } else {
            ConnectMove::Drop(c)
        })
    }
}

/// Splits a record's move list: moves separated by blanks, and runs written without
/// spaces (`4435`, even `44p35`) as the common Connect Four solvers write them. A piece
/// that is not made of moves is kept whole so that reading it names the bad token.
pub fn split_moves(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for piece in text.split_whitespace() {
        match split_run(piece) {
            Some(tokens) => out.extend(tokens),
            None => out.push(piece.to_string()),
        }
    }
    out
}

fn split_run(piece: &str) -> Option<Vec<String>> {
    let b = piece.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'1'..=b'7' => {
                tokens.push((b[i] as char).to_string());
                i += 1;
            }
            b'p' | b'P' if i + 1 < b.len() && (b'1'..=b'7').contains(&b[i + 1]) => {
                tokens.push(format!("p{}", b[i + 1] as char));
                i += 2;
            }
            _ => return None,
        }
    }
    Some(tokens)
}
