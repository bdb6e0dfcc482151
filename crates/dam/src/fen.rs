//! Set-up positions in PDN's FEN form: `W:W21,22,K30:B1,2` — the side to move, then
//! each colour's squares, kings marked `K`, ranges allowed (`B1-12`).

use crate::board::{Bits, Board, Colour, BOTTOM_ROW, TOP_ROW};
use spelbord_core::Problem;
use std::fmt;

/// A FEN that cannot be read: why, as a kind (`dam.fen.…`) with its arguments, for the
/// page to word in the player's language, and in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FenError(pub Problem);

impl FenError {
    /// The kind of the reason (`dam.fen.listedTwice`).
    pub fn key(&self) -> &'static str {
        self.0.key
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "bad FEN: {}", self.0.message)
    }
}
impl std::error::Error for FenError {}

/// A set-up position that cannot be read (kind `dam.badFen`), `e` its reason.
pub fn unreadable(e: FenError) -> Problem {
    Problem::because(
        "dam.badFen",
        vec![],
        "the set-up position (FEN) cannot be read",
        e.0,
    )
}

fn err<T>(p: Problem) -> Result<T, FenError> {
    Err(FenError(p))
}

fn square(text: &str) -> Result<u8, FenError> {
    let t = text.trim();
    let n: u32 = match t.parse() {
        Ok(n) => n,
        Err(_) => {
            return err(Problem::new(
                "dam.notSquare",
                vec![("text", t.to_string())],
                format!("'{t}' is not a square number"),
            ))
        }
    };
    if !(1..=32).contains(&n) {
        return err(Problem::new(
            "dam.noSuchSquare",
            vec![("n", n.to_string())],
            format!("square {n} does not exist (squares are 1-32)"),
        ));
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
            return err(Problem::new(
                "dam.fen.backwards",
                vec![("range", item.to_string())],
                format!("the range '{item}' runs backwards"),
            ));
        }
        for s in a..=b {
            let bit = 1 << s;
            if pieces & bit != 0 {
                return err(Problem::new(
                    "dam.fen.listedTwice",
                    vec![("n", (s + 1).to_string())],
                    format!("square {} is listed twice", s + 1),
                ));
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
        return err(Problem::new(
            "dam.fen.tooLong",
            vec![("max", MAX_FEN_LEN.to_string())],
            format!("the position is longer than {MAX_FEN_LEN} characters"),
        ));
    }
    if t.is_empty() {
        return err(Problem::new(
            "dam.fen.empty",
            vec![],
            "the position is empty",
        ));
    }
    let mut fields = t.split(':');
    let turn = match fields.next().map(str::trim) {
        Some("B") | Some("b") => Colour::Black,
        Some("W") | Some("w") => Colour::White,
        Some("") | None => {
            return err(Problem::new(
                "dam.fen.sideMissing",
                vec![],
                "the side to move (B or W) is missing",
            ))
        }
        Some(other) => {
            return err(Problem::new(
                "dam.fen.badSide",
                vec![("text", other.to_string())],
                format!("'{other}' is not a side to move (B or W)"),
            ))
        }
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
                return err(Problem::new(
                    "dam.fen.noColour",
                    vec![("field", field.to_string())],
                    format!("the field '{field}' does not start with a colour (B or W)"),
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
            return err(match colour {
                Colour::Black => Problem::new(
                    "dam.fen.blackTwice",
                    vec![],
                    "Black's pieces are given twice",
                ),
                Colour::White => Problem::new(
                    "dam.fen.whiteTwice",
                    vec![],
                    "White's pieces are given twice",
                ),
            });
        }
        *slot = Some(p);
        kings |= k;
    }
    let black = black.unwrap_or(0);
    let white = white.unwrap_or(0);
    if black & white != 0 {
        let s = (black & white).trailing_zeros() + 1;
        return err(Problem::new(
            "dam.fen.bothColours",
            vec![("n", s.to_string())],
            format!("square {s} holds both a black and a white piece"),
        ));
    }
    if black.count_ones() > 12 {
        return err(Problem::new(
            "dam.fen.blackTooMany",
            vec![("count", black.count_ones().to_string())],
            format!("Black has {} pieces (twelve at most)", black.count_ones()),
        ));
    }
    if white.count_ones() > 12 {
        return err(Problem::new(
            "dam.fen.whiteTooMany",
            vec![("count", white.count_ones().to_string())],
            format!("White has {} pieces (twelve at most)", white.count_ones()),
        ));
    }
    let crowned = (black & !kings & BOTTOM_ROW) | (white & !kings & TOP_ROW);
    if crowned != 0 {
        let s = crowned.trailing_zeros() + 1;
        return err(Problem::new(
            "dam.fen.uncrowned",
            vec![("n", s.to_string())],
            format!(
                "the man on square {s} stands on its crowning row (it would be a king: mark it K)"
            ),
        ));
    }
    // Positions that no game reaches (as the draughts programs refuse them): a side
    // loses its last piece only to the other side's capture, so the side that has just
    // moved always has pieces; the side to move may have none (the game is then over).
    if black | white == 0 {
        return err(Problem::new(
            "dam.fen.noPieces",
            vec![],
            "there are no pieces at all",
        ));
    }
    match turn {
        Colour::Black if white == 0 => err(Problem::new(
            "dam.fen.whiteNone",
            vec![],
            "White has no pieces, but White made the last move (only the side to move can have lost every piece)",
        )),
        Colour::White if black == 0 => err(Problem::new(
            "dam.fen.blackNone",
            vec![],
            "Black has no pieces, but Black made the last move (only the side to move can have lost every piece)",
        )),
        _ => Ok(Board::from_parts(black, white, kings, turn)),
    }
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
    fn each_bad_position_is_refused_with_its_own_kind_and_arguments() {
        let long = format!("B:W18,32{}", ":".repeat(2_000));
        for (fen, key, args, english) in [
            ("W:", "dam.fen.noPieces", vec![], "no pieces at all"),
            ("B:", "dam.fen.noPieces", vec![], "no pieces at all"),
            ("W:W:B", "dam.fen.noPieces", vec![], "no pieces at all"),
            ("B:B1,2", "dam.fen.whiteNone", vec![], "White has no pieces"),
            ("W:W21", "dam.fen.blackNone", vec![], "Black has no pieces"),
            (
                "W:W21:B21",
                "dam.fen.bothColours",
                vec![("n", "21")],
                "both a black and a white piece",
            ),
            (
                &long,
                "dam.fen.tooLong",
                vec![("max", "1000")],
                "longer than 1000",
            ),
            (
                "W:W1-13",
                "dam.fen.whiteTooMany",
                vec![("count", "13")],
                "White has 13 pieces",
            ),
            (
                "W:W20:B1-13",
                "dam.fen.blackTooMany",
                vec![("count", "13")],
                "Black has 13 pieces",
            ),
            ("W:W1:B1-3:B5", "dam.fen.blackTwice", vec![], "given twice"),
            ("W:W21:W22:B1", "dam.fen.whiteTwice", vec![], "given twice"),
            (
                "X:W1:B5",
                "dam.fen.badSide",
                vec![("text", "X")],
                "side to move",
            ),
            (":W21:B1", "dam.fen.sideMissing", vec![], "side to move"),
            ("", "dam.fen.empty", vec![], "empty"),
            ("\"\"", "dam.fen.empty", vec![], "empty"),
            (
                "W:W33:B1",
                "dam.noSuchSquare",
                vec![("n", "33")],
                "square 33 does not exist",
            ),
            (
                "W:W0:B1",
                "dam.noSuchSquare",
                vec![("n", "0")],
                "square 0 does not exist",
            ),
            (
                "W:W21-K40:B1",
                "dam.noSuchSquare",
                vec![("n", "40")],
                "does not exist",
            ),
            (
                "W:Wx:B1",
                "dam.notSquare",
                vec![("text", "x")],
                "not a square number",
            ),
            (
                "W:W99999999999:B1",
                "dam.notSquare",
                vec![("text", "99999999999")],
                "not a square",
            ),
            (
                "W:W9-5:B1",
                "dam.fen.backwards",
                vec![("range", "9-5")],
                "runs backwards",
            ),
            (
                "W:W21,22,21:B1",
                "dam.fen.listedTwice",
                vec![("n", "21")],
                "listed twice",
            ),
            (
                "W:W21-24,22:B1",
                "dam.fen.listedTwice",
                vec![("n", "22")],
                "listed twice",
            ),
            (
                "W:W21:B1:Q3",
                "dam.fen.noColour",
                vec![("field", "Q3")],
                "does not start with a colour",
            ),
            (
                "W:W1:B5",
                "dam.fen.uncrowned",
                vec![("n", "1")],
                "crowning row",
            ),
            (
                "B:W21:B30",
                "dam.fen.uncrowned",
                vec![("n", "30")],
                "crowning row",
            ),
        ] {
            let e = parse_fen(fen).expect_err(fen);
            assert_eq!(e.key(), key, "{fen:.20}: {e}");
            let want: Vec<(&str, String)> =
                args.into_iter().map(|(k, v)| (k, v.to_string())).collect();
            assert_eq!(e.0.args, want, "{fen:.20}: {e}");
            assert!(e.0.message.contains(english), "{fen:.20}: {e}");
            assert!(e.to_string().starts_with("bad FEN: "), "{e}");
        }
        // The side to move may have lost every piece: the game is over, and that arises.
        assert!(parse_fen("W:B1,2").is_ok());
        assert!(parse_fen("B:W21").is_ok());
        assert!(parse_fen("W:W21,22,K30:B1,2").is_ok());
        assert!(parse_fen("W:WK1:B5").is_ok());
    }
}
