//! Set-up positions in PDN's FEN form: `W:W21,22,K30:B1,2` — the side to move, then
//! each colour's squares, kings marked `K`, ranges allowed (`B1-12`).

use crate::board::{Bits, Board, Colour, BOTTOM_ROW, TOP_ROW};
use std::fmt;

/// A FEN that cannot be read, with the reason for a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError(pub String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN: {}", self.0)
    }
}
impl std::error::Error for FenError {}

fn err<T>(msg: impl Into<String>) -> Result<T, FenError> {
    Err(FenError(msg.into()))
}

fn square(text: &str) -> Result<u8, FenError> {
    let t = text.trim();
    let n: u32 = match t.parse() {
        Ok(n) => n,
        Err(_) => return err(format!("'{t}' is not a square number")),
    };
    if !(1..=32).contains(&n) {
        return err(format!("square {n} does not exist (squares are 1-32)"));
    }
    Ok(n as u8 - 1)
}

/// Reads one colour's list (`21,22,K30`, `1-12`) into (pieces, kings).
fn read_list(list: &str) -> Result<(Bits, Bits), FenError> {
    let mut pieces = 0;
    let mut kings = 0;
    for item in list.split(',') {
        let item = item.trim();
        if item.is_empty() {
            continue;
        }
        let (king, rest) = match item.strip_prefix(['K', 'k']) {
            Some(r) => (true, r),
            None => (false, item),
        };
        let (a, b) = match rest.split_once('-') {
            Some((a, b)) => (square(a)?, square(b.trim().trim_start_matches(['K', 'k']))?),
            None => {
                let s = square(rest)?;
                (s, s)
            }
        };
        if a > b {
            return err(format!("the range '{item}' runs backwards"));
        }
        for s in a..=b {
            let bit = 1 << s;
            if pieces & bit != 0 {
                return err(format!("square {} is listed twice", s + 1));
            }
            pieces |= bit;
            if king {
                kings |= bit;
            }
        }
    }
    Ok((pieces, kings))
}

/// The longest FEN text read.
pub const MAX_FEN_LEN: usize = 1_000;

/// Reads a FEN position (an empty text is an error; the caller decides on a default).
pub fn parse_fen(text: &str) -> Result<Board, FenError> {
    let t = text.trim().trim_matches('"').trim().trim_end_matches('.');
    // A full board is under 100 characters; a longer text is no position (the fuzzer fed
    // a 120 KB FEN of empty fields, accepted and then too long for its own record).
    if t.len() > MAX_FEN_LEN {
        return err(format!(
            "the position is longer than {MAX_FEN_LEN} characters"
        ));
    }
    if t.is_empty() {
        return err("the position is empty");
    }
    let mut fields = t.split(':');
    let turn = match fields.next().map(str::trim) {
        Some("B") | Some("b") => Colour::Black,
        Some("W") | Some("w") => Colour::White,
        Some(other) => return err(format!("'{other}' is not a side to move (B or W)")),
        None => return err("the side to move is missing"),
    };
    let mut black = None;
    let mut white = None;
    let mut kings = 0;
    for field in fields {
        let field = field.trim();
        let (colour, list) = match field.chars().next() {
            Some('B') | Some('b') => (Colour::Black, &field[1..]),
            Some('W') | Some('w') => (Colour::White, &field[1..]),
            Some(_) => {
                return err(format!(
                    "the field '{field}' does not start with a colour (B or W)"
                ))
            }
            None => continue,
        };
        let (p, k) = read_list(list)?;
        let slot = match colour {
            Colour::Black => &mut black,
            Colour::White => &mut white,
        };
        if slot.is_some() {
            return err(format!("the pieces of {colour:?} are given twice"));
        }
        *slot = Some(p);
        kings |= k;
    }
    let black = black.unwrap_or(0);
    let white = white.unwrap_or(0);
    if black & white != 0 {
        let s = (black & white).trailing_zeros() + 1;
        return err(format!("square {s} holds both a black and a white piece"));
    }
    if black.count_ones() > 12 || white.count_ones() > 12 {
        return err("a side has more than twelve pieces");
    }
    if black & !kings & BOTTOM_ROW != 0 || white & !kings & TOP_ROW != 0 {
        return err("a man stands on its crowning row (it would be a king: mark it K)");
    }
    // Positions that no game reaches (as the draughts programs refuse them): a side
    // loses its last piece only to the other side's capture, so the side that has just
    // moved always has pieces; the side to move may have none (the game is then over).
    if black | white == 0 {
        return err("there are no pieces at all");
    }
    let (moved, name) = match turn {
        Colour::Black => (white, "White"),
        Colour::White => (black, "Black"),
    };
    if moved == 0 {
        return err(format!(
            "{name} has no pieces, but {name} made the last move (only the side to move can have lost every piece)"
        ));
    }
    Ok(Board::from_parts(black, white, kings, turn))
}

fn write_list(out: &mut String, pieces: Bits, kings: Bits) {
    let mut first = true;
    for s in 0..32u8 {
        if pieces & (1 << s) != 0 {
            if !first {
                out.push(',');
            }
            first = false;
            if kings & (1 << s) != 0 {
                out.push('K');
            }
            out.push_str(&(s + 1).to_string());
        }
    }
}

/// Writes a position as FEN (`B:W21,22,K30:B1,2`), White's pieces first as PDN does.
pub fn write_fen(b: &Board) -> String {
    let mut out = String::new();
    out.push(b.turn.letter());
    out.push_str(":W");
    write_list(&mut out, b.white, b.kings);
    out.push_str(":B");
    write_list(&mut out, b.black, b.kings);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_that_cannot_arise_are_refused_with_the_reason() {
        for (fen, why) in [
            ("W:", "no pieces at all"),
            ("B:", "no pieces at all"),
            ("W:W:B", "no pieces at all"),
            ("B:B1,2", "White has no pieces"),
            ("W:W21", "Black has no pieces"),
            ("W:W21:B21", "both a black and a white piece"),
            (
                &format!("B:W18,32{}", ":".repeat(2_000)),
                "longer than 1000",
            ),
            ("W:W1-13", "more than twelve"),
            ("W:W1:B1-3:B5", "given twice"),
            ("X:W1:B5", "side to move"),
            ("W:W33:B1", "does not exist"),
            ("W:Wx:B1", "not a square number"),
            ("W:W9-5:B1", "runs backwards"),
            ("W:W21:B1:Q3", "does not start with a colour"),
        ] {
            let e = parse_fen(fen).expect_err(fen);
            assert!(e.0.contains(why), "{fen}: {e}");
        }
        // The side to move may have lost every piece: the game is over, and that arises.
        assert!(parse_fen("W:B1,2").is_ok());
        assert!(parse_fen("B:W21").is_ok());
        assert!(parse_fen("W:W21,22,K30:B1,2").is_ok());
    }
}
