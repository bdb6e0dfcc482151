//! The 6×6 board, the two colours, groups and their openings, and the moves.
//!
//! Square `i` is column `i % 6` (a–f from the left) and row `i / 6` (1–6 from the
//! bottom), so a1 = 0, f1 = 5, a6 = 30, f6 = 35. Pieces of one colour that touch
//! horizontally or vertically form a group; an empty square next to a group is one of
//! its *openings*. A group without openings is enclosed (the board's edge closes as
//! well as pieces do).

use spelbord_core::NotationError;

/// A set of squares, one bit per square (bit `i` = square `i`).
pub type Bits = u64;

/// Squares on the board.
pub const NUM_SQUARES: usize = 36;
/// Every square.
pub const ALL: Bits = (1 << NUM_SQUARES) - 1;
const COL_A: Bits = 0x4104_1041;
const COL_F: Bits = COL_A << 5;
/// Row 1 (White's start).
pub const ROW_1: Bits = 0x3F;
/// Row 6 (Black's start).
pub const ROW_6: Bits = 0x3F << 30;

/// The squares next to any square of `b`, horizontally or vertically.
#[inline(always)]
pub const fn neighbours(b: Bits) -> Bits {
    (((b & !COL_F) << 1) | ((b & !COL_A) >> 1) | (b << 6) | (b >> 6)) & ALL
}

/// The group of `pieces` that contains the squares of `seed`.
#[inline]
pub fn group_of(seed: Bits, pieces: Bits) -> Bits {
    let mut g = seed & pieces;
    loop {
        let n = (g | neighbours(g)) & pieces;
        if n == g {
            return g;
        }
        g = n;
    }
}

/// The openings of a group: the empty squares next to it.
#[inline]
pub fn openings(group: Bits, empty: Bits) -> Bits {
    neighbours(group) & empty
}

/// The groups of `pieces`, each as a set of squares, lowest square first.
pub fn groups(pieces: Bits) -> Vec<Bits> {
    let mut v = Vec::new();
    let mut left = pieces;
    while left != 0 {
        let g = group_of(left & left.wrapping_neg(), pieces);
        v.push(g);
        left &= !g;
    }
    v
}

/// The name of square `s` (`c3`).
pub fn square_name(s: u8) -> String {
    if s as usize >= NUM_SQUARES {
        return "?".into();
    }
    format!("{}{}", (b'a' + s % 6) as char, s / 6 + 1)
}

/// Reads a square name (`c3`, case-insensitive).
pub fn parse_square(s: &str) -> Result<u8, NotationError> {
    let t = s.trim();
    let b = t.as_bytes();
    let bad = || {
        NotationError::not_a_move(
            "surround.move.noSuchSquare",
            vec![("square", t.to_string())],
            format!("'{t}' is not a square (squares are a1 to f6)"),
        )
    };
    if b.len() != 2 {
        return Err(bad());
    }
    let c = b[0].to_ascii_lowercase();
    if !(b'a'..=b'f').contains(&c) || !(b'1'..=b'6').contains(&b[1]) {
        return Err(bad());
    }
    Ok((b[1] - b'1') * 6 + (c - b'a'))
}

/// The two sides. White starts on row 1 and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Colour {
    /// Seat 0: row 1, moves first.
    White = 0,
    /// Seat 1: row 6.
    Black = 1,
}

impl Colour {
    /// The other side.
    #[inline(always)]
    pub const fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
    /// The seat that plays this colour.
    pub const fn seat(self) -> u8 {
        self as u8
    }
    /// The colour of a seat (0 White, anything else Black).
    pub const fn of_seat(s: u8) -> Colour {
        if s == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    }
}

/// A move: one piece one square horizontally or vertically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Step {
    /// The square the piece leaves.
    pub from: u8,
    /// The square it arrives on.
    pub to: u8,
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", square_name(self.from), square_name(self.to))
    }
}

impl std::str::FromStr for Step {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Step, NotationError> {
        let t = s.trim();
        let Some((a, b)) = t.split_once('-') else {
            return Err(NotationError::not_a_move(
                "surround.move.notMove",
                vec![("mv", t.to_string())],
                format!("'{t}' is not a move (write c1-c2)"),
            ));
        };
        let (from, to) = (parse_square(a)?, parse_square(b)?);
        if neighbours(1 << from) & (1 << to) == 0 {
            // The same kind as the rule's refusal, so the page words it alike.
            return Err(NotationError::kind(
                "surround.oneSquare",
                vec![],
                format!("'{t}' is not a move: a piece moves one square horizontally or vertically"),
            ));
        }
        Ok(Step { from, to })
    }
}

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build_zobrist() -> [[u64; NUM_SQUARES]; 2] {
    let mut t = [[0; NUM_SQUARES]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < NUM_SQUARES {
            t[c][s] = splitmix((c * 64 + s) as u64 ^ 0x5A55_0A0D);
            s += 1;
        }
        c += 1;
    }
    t
}

/// Zobrist keys, computed at compile time so native and WebAssembly builds hash alike.
const ZOBRIST: [[u64; NUM_SQUARES]; 2] = build_zobrist();
const BLACK_TO_MOVE: u64 = splitmix(0xB1AC);

/// The pieces and the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's pieces.
    pub white: Bits,
    /// Black's pieces.
    pub black: Bits,
    /// The side to move.
    pub turn: Colour,
    /// Zobrist key of pieces and side to move.
    pub hash: u64,
}

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

/// What a move does, worked out before it is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effect {
    /// The opposing pieces it captures (every enclosed opposing group).
    pub captured: Bits,
    /// Whether it leaves the mover's own group enclosed without capturing (refused).
    pub self_enclosed: bool,
}

impl Board {
    /// The start: White fills row 1, Black row 6, White to move.
    pub fn start() -> Board {
        Board::from_parts(ROW_1, ROW_6, Colour::White)
    }

    /// A board from its pieces (squares off the board are dropped; a square given to
    /// both colours stays White's).
    pub fn from_parts(white: Bits, black: Bits, turn: Colour) -> Board {
        let mut b = Board {
            white: white & ALL,
            black: black & ALL & !white,
            turn,
            hash: 0,
        };
        b.hash = b.compute_hash();
        b
    }

    /// The key recomputed from scratch.
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Colour::Black {
            BLACK_TO_MOVE
        } else {
            0
        };
        for (c, set) in [self.white, self.black].into_iter().enumerate() {
            let mut s = set;
            while s != 0 {
                h ^= ZOBRIST[c][s.trailing_zeros() as usize];
                s &= s - 1;
            }
        }
        h
    }

    /// The pieces of `c`.
    #[inline(always)]
    pub fn pieces(&self, c: Colour) -> Bits {
        match c {
            Colour::White => self.white,
            Colour::Black => self.black,
        }
    }
    /// Every empty square.
    #[inline(always)]
    pub fn empty(&self) -> Bits {
        ALL & !(self.white | self.black)
    }
    /// What stands on `s`.
    pub fn at(&self, s: u8) -> Option<Colour> {
        if s as usize >= NUM_SQUARES {
            None
        } else if self.white & (1 << s) != 0 {
            Some(Colour::White)
        } else if self.black & (1 << s) != 0 {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// What moving a piece of the side to move from `m.from` to `m.to` (an empty
    /// neighbour) would do.
    #[inline]
    pub fn effect(&self, m: &Step) -> Effect {
        let me = (self.pieces(self.turn) & !(1 << m.from)) | (1 << m.to);
        let opp = self.pieces(self.turn.other());
        let empty = ALL & !(me | opp);
        // Only a group next to the arrival square can have lost its last opening.
        let mut captured = 0;
        let mut touching = neighbours(1 << m.to) & opp;
        while touching != 0 {
            let g = group_of(touching & touching.wrapping_neg(), opp);
            touching &= !g;
            if openings(g, empty) == 0 {
                captured |= g;
            }
        }
        let self_enclosed = captured == 0 && openings(group_of(1 << m.to, me), empty) == 0;
        Effect {
            captured,
            self_enclosed,
        }
    }

    /// Every legal move of the side to move (steps onto empty squares that do not
    /// enclose the mover's own group unless they capture).
    pub fn generate(&self, out: &mut Vec<Step>) {
        let empty = self.empty();
        let mut m = self.pieces(self.turn);
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut to = neighbours(1 << from) & empty;
            while to != 0 {
                let t = to.trailing_zeros() as u8;
                to &= to - 1;
                let s = Step { from, to: t };
                if !self.effect(&s).self_enclosed {
                    out.push(s);
                }
            }
        }
    }

    /// Every legal move with the pieces it captures (for the engine, which needs both).
    pub fn generate_with_captures(&self, out: &mut Vec<(Step, Bits)>) {
        self.for_each_capture_step(|s, c| out.push((s, c)));
    }

    /// Calls `f` with every legal move and the pieces it captures.
    #[inline]
    pub fn for_each_capture_step(&self, mut f: impl FnMut(Step, Bits)) {
        let empty = self.empty();
        let mut m = self.pieces(self.turn);
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut to = neighbours(1 << from) & empty;
            while to != 0 {
                let t = to.trailing_zeros() as u8;
                to &= to - 1;
                let s = Step { from, to: t };
                let e = self.effect(&s);
                if !e.self_enclosed {
                    f(s, e.captured);
                }
            }
        }
    }

    /// Whether the side to move has a legal move.
    pub fn has_moves(&self) -> bool {
        let empty = self.empty();
        let mut m = self.pieces(self.turn);
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut to = neighbours(1 << from) & empty;
            while to != 0 {
                let t = to.trailing_zeros() as u8;
                to &= to - 1;
                if !self.effect(&Step { from, to: t }).self_enclosed {
                    return true;
                }
            }
        }
        false
    }

    /// The position after `m` with its captures made, the other side to move.
    pub fn apply(&self, m: &Step, captured: Bits) -> Board {
        let c = self.turn as usize;
        let mut h =
            self.hash ^ ZOBRIST[c][m.from as usize] ^ ZOBRIST[c][m.to as usize] ^ BLACK_TO_MOVE;
        let mut cap = captured;
        while cap != 0 {
            h ^= ZOBRIST[1 - c][cap.trailing_zeros() as usize];
            cap &= cap - 1;
        }
        let moved = (1u64 << m.from) | (1u64 << m.to);
        let mut b = *self;
        match self.turn {
            Colour::White => {
                b.white ^= moved;
                b.black &= !captured;
            }
            Colour::Black => {
                b.black ^= moved;
                b.white &= !captured;
            }
        }
        b.turn = self.turn.other();
        b.hash = h;
        b
    }

    /// The position after `m`, its captures worked out.
    pub fn play(&self, m: &Step) -> Board {
        self.apply(m, self.effect(m).captured)
    }

    /// The board as text: rows 6 to 1 separated by `/`, `W`, `B` or `.`, then the side
    /// to move (`w` or `b`).
    pub fn to_position(&self) -> String {
        let mut s = String::new();
        for r in (0..6u8).rev() {
            for c in 0..6u8 {
                s.push(match self.at(r * 6 + c) {
                    Some(Colour::White) => 'W',
                    Some(Colour::Black) => 'B',
                    None => '.',
                });
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.turn == Colour::White { 'w' } else { 'b' });
        s
    }

    /// Reads the text of [`Board::to_position`]; what is wrong comes as a kind of its own
    /// (`surround.pos.…`), for the page to word.
    pub fn from_position(text: &str) -> Result<Board, NotationError> {
        let t = text.trim();
        let (rows, side) = t.split_once(' ').unwrap_or((t, "w"));
        let turn = match side.trim().to_ascii_lowercase().as_str() {
            "w" => Colour::White,
            "b" => Colour::Black,
            _ => {
                let other = side.trim();
                return Err(NotationError::kind(
                    "surround.pos.badSide",
                    vec![("text", other.to_string())],
                    format!("side to move '{other}': write w or b"),
                ));
            }
        };
        let rows: Vec<&str> = rows.split('/').collect();
        if rows.len() != 6 {
            return Err(NotationError::kind(
                "surround.pos.rows",
                vec![("count", rows.len().to_string())],
                format!(
                    "a position has six rows separated by '/' (row 6 first), not {}",
                    rows.len()
                ),
            ));
        }
        let (mut white, mut black): (Bits, Bits) = (0, 0);
        for (i, line) in rows.iter().enumerate() {
            let r = 5 - i as u8;
            let cells: Vec<char> = line.trim().chars().collect();
            if cells.len() != 6 {
                return Err(NotationError::kind(
                    "surround.pos.rowLength",
                    vec![
                        ("row", (r + 1).to_string()),
                        ("count", cells.len().to_string()),
                    ],
                    format!("row {} has {} squares, not 6", r + 1, cells.len()),
                ));
            }
            for (c, ch) in cells.into_iter().enumerate() {
                let bit = 1u64 << (r * 6 + c as u8);
                match ch {
                    'W' | 'w' => white |= bit,
                    'B' | 'b' => black |= bit,
                    '.' => {}
                    _ => {
                        return Err(NotationError::kind(
                            "surround.pos.badChar",
                            vec![("ch", ch.to_string()), ("row", (r + 1).to_string())],
                            format!("'{ch}' in row {}: only W, B and . may be used", r + 1),
                        ))
                    }
                }
            }
        }
        for (key, who, n) in [
            ("surround.pos.whiteTooMany", "White", white.count_ones()),
            ("surround.pos.blackTooMany", "Black", black.count_ones()),
        ] {
            if n > 6 {
                return Err(NotationError::kind(
                    key,
                    vec![("count", n.to_string())],
                    format!("{who} has {n} pieces (six at most)"),
                ));
            }
        }
        // An enclosed group is removed by the move that encloses it, so none stands.
        let empty = ALL & !(white | black);
        for (key, who, pieces) in [
            ("surround.pos.whiteEnclosed", "white", white),
            ("surround.pos.blackEnclosed", "black", black),
        ] {
            if let Some(g) = groups(pieces)
                .into_iter()
                .find(|&g| openings(g, empty) == 0)
            {
                let sq = square_name(g.trailing_zeros() as u8);
                return Err(NotationError::kind(
                    key,
                    vec![("sq", sq.clone())],
                    format!(
                        "the {who} group on {sq} has no empty square beside it: it would have been taken off"
                    ),
                ));
            }
        }
        let b = Board::from_parts(white, black, turn);
        // Nothing the text can say breaks the board's own invariants any more; should one,
        // its kind has words but the English detail stays in the message.
        b.check().map_err(|e| {
            NotationError::kind(
                "surround.pos.invalid",
                vec![],
                format!("the position breaks the board's rules: {e}"),
            )
        })?;
        Ok(b)
    }

    /// The board's own invariants: six pieces at most a side, no enclosed group left
    /// standing (every move removes the enclosed opposing groups and may not enclose
    /// its own), the key up to date.
    pub fn check(&self) -> Result<(), String> {
        if self.white & self.black != 0 {
            return Err("a square holds both colours".into());
        }
        if self.white.count_ones() > 6 || self.black.count_ones() > 6 {
            return Err("more than six pieces of a colour".into());
        }
        let empty = self.empty();
        for c in [Colour::White, Colour::Black] {
            for g in groups(self.pieces(c)) {
                if openings(g, empty) == 0 {
                    return Err(format!("an enclosed {c:?} group is still on the board"));
                }
            }
        }
        if self.hash != self.compute_hash() {
            return Err("the position key is stale".into());
        }
        Ok(())
    }
}

/// The squares of a set, in order.
pub fn squares_of(bits: Bits) -> Vec<u8> {
    (0..NUM_SQUARES as u8)
        .filter(|s| bits & (1 << s) != 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_stop_at_the_edges() {
        assert_eq!(squares_of(neighbours(1)), vec![1, 6]);
        assert_eq!(squares_of(neighbours(1 << 5)), vec![4, 11]);
        assert_eq!(squares_of(neighbours(1 << 35)), vec![29, 34]);
        assert_eq!(squares_of(neighbours(1 << 14)), vec![8, 13, 15, 20]);
    }

    #[test]
    fn squares_and_positions_read_back() {
        for s in 0..36 {
            assert_eq!(parse_square(&square_name(s)).unwrap(), s);
        }
        for bad in ["g1", "a7", "a0", "", "aa", "ö1"] {
            assert!(parse_square(bad).is_err(), "{bad}");
        }
        let b = Board::start();
        assert_eq!(
            b.to_position(),
            "BBBBBB/....../....../....../....../WWWWWW w"
        );
        assert_eq!(Board::from_position(&b.to_position()).unwrap(), b);
        assert!(Board::from_position("BBBBBB/WWWWWW w").is_err());
        // An enclosed group cannot stand on the board.
        assert!(Board::from_position("BW..../W...../....../....../....../...... w").is_err());
    }

    #[test]
    fn each_bad_position_is_refused_with_its_own_kind_and_arguments() {
        for (text, key, args) in [
            ("BBBBBB/WWWWWW w", "surround.pos.rows", vec![("count", "2")]),
            (
                "BBBBBB/....../....../....../....../WWWWWW x",
                "surround.pos.badSide",
                vec![("text", "x")],
            ),
            (
                "BBBBBB/....../....../....../....../WWWWW w",
                "surround.pos.rowLength",
                vec![("row", "1"), ("count", "5")],
            ),
            (
                "BBBBBB/....../..?.../....../....../WWWWWW w",
                "surround.pos.badChar",
                vec![("ch", "?"), ("row", "4")],
            ),
            (
                "BBBBBB/....../....../....../W...../WWWWWW w",
                "surround.pos.whiteTooMany",
                vec![("count", "7")],
            ),
            (
                "BBBBBB/B...../....../....../....../WWWWWW w",
                "surround.pos.blackTooMany",
                vec![("count", "7")],
            ),
            (
                "BW..../W...../....../....../....../...... w",
                "surround.pos.blackEnclosed",
                vec![("sq", "a6")],
            ),
            (
                "....WB/.....W/....../....../....../...... b",
                "surround.pos.blackEnclosed",
                vec![("sq", "f6")],
            ),
            (
                "....../....../....../....../B...../WB.... w",
                "surround.pos.whiteEnclosed",
                vec![("sq", "a1")],
            ),
        ] {
            let e = Board::from_position(text).expect_err(text);
            assert_eq!(e.problem().key, key, "{text}: {e}");
            let want: Vec<(&str, String)> =
                args.into_iter().map(|(k, v)| (k, v.to_string())).collect();
            assert_eq!(e.problem().args, want, "{text}: {e}");
        }
    }
}
