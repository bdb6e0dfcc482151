//! The board: one bitboard per colour (bit `row * 8 + column`, a1 = bit 0, h8 = bit 63)
//! and the number of pieces on each of the 46 lines (8 rows, 8 columns, 15 diagonals,
//! 15 anti-diagonals), kept up to date move by move, since that count is how far a piece
//! moves. Connection is tested by flood fill on the bitboard (a handful of shifts per
//! step of the group's width), measured faster than the quad-count Euler number.

use serde::Serialize;

/// A set of squares, bit `row * 8 + column`.
pub type Bits = u64;
/// A square 0–63: `row * 8 + column`, a1 = 0, h1 = 7, a8 = 56, h8 = 63.
pub type Square = u8;

/// The two sides. Black moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Colour {
    /// Seat 0, starts on rows 1 and 8, moves first.
    Black = 0,
    /// Seat 1, starts on columns a and h.
    White = 1,
}

impl Colour {
    /// Both colours, Black first.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::White];

    /// The other side.
    #[inline]
    pub fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// The seat that plays this colour (Black 0, White 1).
    #[inline]
    pub fn seat(self) -> u8 {
        self as u8
    }

    /// The colour of a seat (0 Black, anything else White).
    #[inline]
    pub fn of_seat(seat: u8) -> Colour {
        if seat == 0 {
            Colour::Black
        } else {
            Colour::White
        }
    }
}

/// The eight directions a piece may move in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Direction {
    /// Up the column (towards row 8).
    North,
    /// Down the column.
    South,
    /// Along the row towards h.
    East,
    /// Along the row towards a.
    West,
    /// Up and towards h.
    NorthEast,
    /// Down and towards a.
    SouthWest,
    /// Up and towards a.
    NorthWest,
    /// Down and towards h.
    SouthEast,
}

impl Direction {
    /// All directions, in index order (pairs of opposites share a line).
    pub const ALL: [Direction; 8] = [
        Direction::North,
        Direction::South,
        Direction::East,
        Direction::West,
        Direction::NorthEast,
        Direction::SouthWest,
        Direction::NorthWest,
        Direction::SouthEast,
    ];
    /// How many directions there are.
    pub const NUM: usize = 8;

    /// (row step, column step).
    pub fn delta(self) -> (i8, i8) {
        DELTA[self as usize]
    }

    /// Which kind of line a move in this direction runs along.
    pub fn line(self) -> LineKind {
        LineKind::ALL[DIR_LINE[self as usize]]
    }
}

/// The four kinds of line through a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum LineKind {
    /// The row (horizontal).
    Row,
    /// The column (vertical).
    Column,
    /// The diagonal rising towards h (a1–h8 direction).
    Diagonal,
    /// The diagonal rising towards a (h1–a8 direction).
    AntiDiagonal,
}

impl LineKind {
    /// All kinds, in index order.
    pub const ALL: [LineKind; 4] = [
        LineKind::Row,
        LineKind::Column,
        LineKind::Diagonal,
        LineKind::AntiDiagonal,
    ];
}

const DELTA: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
];
/// The line kind (index into [`LineKind::ALL`]) of each direction.
const DIR_LINE: [usize; 8] = [1, 1, 0, 0, 2, 2, 3, 3];
/// No square: off the board.
const OFF: u8 = 64;

/// The number of lines: 8 rows, 8 columns, 15 diagonals, 15 anti-diagonals.
pub const NUM_LINES: usize = 46;

const fn lines_of(s: usize) -> [u8; 4] {
    let r = s / 8;
    let c = s % 8;
    [
        r as u8,
        (8 + c) as u8,
        (16 + r + 7 - c) as u8,
        (31 + r + c) as u8,
    ]
}

const fn make_lines() -> [[u8; 4]; 64] {
    let mut t = [[0; 4]; 64];
    let mut s = 0;
    while s < 64 {
        t[s] = lines_of(s);
        s += 1;
    }
    t
}

/// `LINES[square]`: the row, column, diagonal and anti-diagonal line numbers.
const LINES: [[u8; 4]; 64] = make_lines();

const fn make_dest() -> [[[u8; 9]; 8]; 64] {
    let mut t = [[[OFF; 9]; 8]; 64];
    let mut s = 0;
    while s < 64 {
        let mut d = 0;
        while d < 8 {
            let mut n = 1;
            while n <= 8 {
                let r = (s / 8) as i32 + DELTA[d].0 as i32 * n as i32;
                let c = (s % 8) as i32 + DELTA[d].1 as i32 * n as i32;
                if r >= 0 && r < 8 && c >= 0 && c < 8 {
                    t[s][d][n] = (r * 8 + c) as u8;
                }
                n += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
}

/// `DEST[square][direction][n]`: the square `n` steps away, or [`OFF`].
const DEST: [[[u8; 9]; 8]; 64] = make_dest();

const fn make_rays() -> [[Bits; 8]; 64] {
    let mut t = [[0; 8]; 64];
    let mut s = 0;
    while s < 64 {
        let mut d = 0;
        while d < 8 {
            let mut n = 1;
            while n <= 8 {
                let to = DEST[s][d][n];
                if to != OFF {
                    t[s][d] |= 1 << to;
                }
                n += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
}

/// `RAY[square][direction]`: every square beyond `square` in that direction.
const RAY: [[Bits; 8]; 64] = make_rays();

const fn make_line_masks() -> [Bits; NUM_LINES] {
    let mut t = [0; NUM_LINES];
    let mut s = 0;
    while s < 64 {
        let l = lines_of(s);
        let mut k = 0;
        while k < 4 {
            t[l[k] as usize] |= 1 << s;
            k += 1;
        }
        s += 1;
    }
    t
}

/// The squares of each line.
pub const LINE_MASKS: [Bits; NUM_LINES] = make_line_masks();

const fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn make_zobrist() -> [[u64; 64]; 2] {
    let mut t = [[0; 64]; 2];
    let mut i = 0;
    while i < 128 {
        t[i / 64][i % 64] = splitmix(0x4C4F_4100 + i as u64 * 0x1_0000_0001);
        i += 1;
    }
    t
}

/// Position keys: one per piece on a square.
const ZOBRIST: [[u64; 64]; 2] = make_zobrist();
/// Key of White to move.
const ZOBRIST_WHITE: u64 = splitmix(0x0057_4849_5445);

/// Every square but column a.
pub const NOT_A: Bits = !0x0101_0101_0101_0101;
/// Every square but column h.
pub const NOT_H: Bits = !0x8080_8080_8080_8080;
/// The squares on the edge of the board.
pub const EDGE: Bits = 0xFF81_8181_8181_81FF;

/// The square's row, 0 for row 1.
#[inline]
pub fn row(s: Square) -> u8 {
    s / 8
}

/// The square's column, 0 for a.
#[inline]
pub fn column(s: Square) -> u8 {
    s % 8
}

/// The square at `column` (0 = a) and `row` (0 = row 1).
#[inline]
pub fn square(column: u8, row: u8) -> Square {
    row * 8 + column
}

/// The square's name, `a1`–`h8` (`?` for a number off the board).
pub fn square_name(s: Square) -> String {
    if s >= 64 {
        return "?".into();
    }
    let mut t = String::with_capacity(2);
    t.push((b'a' + column(s)) as char);
    t.push((b'1' + row(s)) as char);
    t
}

/// Reads a square name like `b1` (either case).
pub fn parse_square(text: &str) -> Option<Square> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let c = b[0].to_ascii_lowercase();
    let r = b[1];
    if !(b'a'..=b'h').contains(&c) || !(b'1'..=b'8').contains(&r) {
        return None;
    }
    Some(square(c - b'a', r - b'1'))
}

/// The squares of a set, lowest first.
pub fn squares(mut bits: Bits) -> Vec<Square> {
    let mut v = Vec::with_capacity(bits.count_ones() as usize);
    while bits != 0 {
        v.push(bits.trailing_zeros() as Square);
        bits &= bits - 1;
    }
    v
}

/// The squares and their eight neighbours.
#[inline]
pub fn spread(b: Bits) -> Bits {
    let h = b | ((b << 1) & NOT_A) | ((b >> 1) & NOT_H);
    h | (h << 8) | (h >> 8)
}

/// The group of `pieces` that contains the lowest set bit of `seed & pieces`.
#[inline]
fn group_of(pieces: Bits, seed: Bits) -> Bits {
    let mut g = seed & seed.wrapping_neg();
    loop {
        let n = spread(g) & pieces;
        if n == g {
            return g;
        }
        g = n;
    }
}

/// Whether `pieces` form one group (touching in the 8-neighbourhood). No pieces or a
/// single piece count as connected.
#[inline]
pub fn connected(pieces: Bits) -> bool {
    pieces == 0 || group_of(pieces, pieces) == pieces
}

/// The squares of the board in a 10×10 frame of empty squares (bit `10 * (row + 1) +
/// column + 1`), so that every 2×2 quad touching the board, the edge ones included, is
/// four neighbouring bits.
#[inline]
fn framed(pieces: Bits) -> u128 {
    let mut f = 0u128;
    for r in 0..8 {
        f |= (((pieces >> (8 * r)) & 0xFF) as u128) << (10 * (r + 1) + 1);
    }
    f
}

/// The 81 quad corners of the frame: rows and columns 0–8.
const QUAD_CORNERS: u128 = {
    let mut m = 0u128;
    let mut r = 0;
    while r < 9 {
        let mut c = 0;
        while c < 9 {
            m |= 1u128 << (10 * r + c);
            c += 1;
        }
        r += 1;
    }
    m
};

/// The Euler number of `pieces` under 8-connection (groups less holes) by Gray's quad
/// count, as the Lines of Action programs use it: `(Q1 − Q3 − 2·Qd) / 4` over the 81
/// 2×2 quads touching the board, Q1 and Q3 counting quads of one and three pieces, Qd
/// those of two diagonal ones. A connected set has at most 1, so more than 1 proves the
/// pieces apart without a flood fill.
#[inline]
pub fn euler_number(pieces: Bits) -> i32 {
    let f = framed(pieces);
    let (a, b, c, d) = (f, f >> 1, f >> 10, f >> 11);
    let odd = a ^ b ^ c ^ d;
    let pair = (a & b) | (c & d);
    let q1 = (odd & !pair & QUAD_CORNERS).count_ones() as i32;
    let q3 = (odd & pair & QUAD_CORNERS).count_ones() as i32;
    let qd = (((a & d & !b & !c) | (b & c & !a & !d)) & QUAD_CORNERS).count_ones() as i32;
    (q1 - q3 - 2 * qd) / 4
}

/// [`connected`] with the quad count first: an Euler number above 1 answers at once,
/// and the flood fill settles the rest (a set with holes). Kept as the benchmark's
/// yardstick, not used by the engine: computed from scratch the quad count is slower
/// than the bitboard flood fill, which stops at the first group (`cargo bench`: 12.1 M
/// against 31.8 M sets a second on the pieces of random games).
#[inline]
pub fn connected_by_quads(pieces: Bits) -> bool {
    pieces.count_ones() <= 1 || (euler_number(pieces) <= 1 && connected(pieces))
}

/// The groups of `pieces`, each as a set, the one holding the lowest square first.
pub fn groups(pieces: Bits) -> Vec<Bits> {
    let mut rest = pieces;
    let mut v = Vec::new();
    while rest != 0 {
        let g = group_of(rest, rest);
        v.push(g);
        rest &= !g;
    }
    v
}

/// How many groups `pieces` form.
#[inline]
pub fn group_count(pieces: Bits) -> u32 {
    let mut rest = pieces;
    let mut n = 0;
    while rest != 0 {
        rest &= !group_of(rest, rest);
        n += 1;
    }
    n
}

/// One piece move: from a square to another, `capture` when it lands on an opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slide {
    /// Where the piece stands.
    pub from: Square,
    /// Where it lands.
    pub to: Square,
    /// Whether it lands on (and removes) an opposing piece.
    pub capture: bool,
}

impl Slide {
    /// A compact code (from, to, capture) for tables and killers; never 0 for a real move
    /// since `from != to`.
    #[inline]
    pub fn code(self) -> u16 {
        self.from as u16 | (self.to as u16) << 6 | (self.capture as u16) << 12
    }

    /// The move of a [`Slide::code`].
    #[inline]
    pub fn from_code(c: u16) -> Slide {
        Slide {
            from: (c & 63) as u8,
            to: ((c >> 6) & 63) as u8,
            capture: c & (1 << 12) != 0,
        }
    }
}

impl std::fmt::Display for Slide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{}{}",
            square_name(self.from),
            if self.capture { 'x' } else { '-' },
            square_name(self.to)
        )
    }
}

/// A position: where the pieces stand and who is to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    /// Black's pieces.
    pub black: Bits,
    /// White's pieces.
    pub white: Bits,
    /// The side to move.
    pub turn: Colour,
    /// The position key (pieces and side to move).
    pub hash: u64,
    /// Pieces of both colours on each line (see [`NUM_LINES`]).
    counts: [u8; NUM_LINES],
}

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

/// Black's start: b1–g1 and b8–g8.
pub const START_BLACK: Bits = 0x7E00_0000_0000_007E;
/// White's start: a2–a7 and h2–h7.
pub const START_WHITE: Bits = 0x0081_8181_8181_8100;

impl Board {
    /// The standard setup, Black to move.
    pub fn start() -> Board {
        Board::from_parts(START_BLACK, START_WHITE, Colour::Black)
    }

    /// A board from the two sets of pieces (a square in both counts as Black's).
    pub fn from_parts(black: Bits, white: Bits, turn: Colour) -> Board {
        let white = white & !black;
        let mut b = Board {
            black,
            white,
            turn,
            hash: 0,
            counts: [0; NUM_LINES],
        };
        for (i, m) in LINE_MASKS.iter().enumerate() {
            b.counts[i] = ((black | white) & m).count_ones() as u8;
        }
        b.hash = b.compute_hash();
        b
    }

    /// The key computed from scratch (the incremental one must equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Colour::White {
            ZOBRIST_WHITE
        } else {
            0
        };
        for (c, bits) in [(0, self.black), (1, self.white)] {
            let mut b = bits;
            while b != 0 {
                h ^= ZOBRIST[c][b.trailing_zeros() as usize];
                b &= b - 1;
            }
        }
        h
    }

    /// Whether the kept line counts match the pieces.
    pub fn counts_are_current(&self) -> bool {
        LINE_MASKS
            .iter()
            .zip(self.counts.iter())
            .all(|(m, &n)| (self.occupied() & m).count_ones() == n as u32)
    }

    /// The pieces of colour `c`.
    #[inline]
    pub fn pieces(&self, c: Colour) -> Bits {
        match c {
            Colour::Black => self.black,
            Colour::White => self.white,
        }
    }

    /// The side to move's pieces.
    #[inline]
    pub fn mine(&self) -> Bits {
        self.pieces(self.turn)
    }

    /// The other side's pieces.
    #[inline]
    pub fn theirs(&self) -> Bits {
        self.pieces(self.turn.other())
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bits {
        self.black | self.white
    }

    /// What stands on `s`.
    pub fn piece_at(&self, s: Square) -> Option<Colour> {
        if s >= 64 {
            return None;
        }
        let b = 1u64 << s;
        if self.black & b != 0 {
            Some(Colour::Black)
        } else if self.white & b != 0 {
            Some(Colour::White)
        } else {
            None
        }
    }

    /// Pieces of both colours on the line through `s` of `kind`.
    #[inline]
    pub fn line_count(&self, s: Square, kind: LineKind) -> u8 {
        self.counts[LINES[s as usize & 63][kind as usize] as usize]
    }

    /// Where a piece of the side to move on `from` would go in direction `d`, and whether
    /// it may: `(target, legal)`, target `None` when the distance leaves the board.
    pub fn target(&self, from: Square, d: Direction) -> (Option<Square>, bool) {
        let n = self.line_count(from, d.line());
        let to = DEST[from as usize & 63][d as usize][n as usize];
        if to == OFF {
            return (None, false);
        }
        let me = self.pieces(self.piece_at(from).unwrap_or(self.turn));
        let opp = self.occupied() & !me;
        let tb = 1u64 << to;
        let path = (RAY[from as usize][d as usize] ^ RAY[to as usize][d as usize]) & !tb;
        (Some(to), me & tb == 0 && path & opp == 0)
    }

    /// Calls `f` with every legal slide of the side to move: for each piece and direction,
    /// exactly as far as the line holds pieces, over own pieces only, never onto one.
    #[inline]
    pub fn for_each_slide(&self, mut f: impl FnMut(Slide)) {
        let me = self.mine();
        let opp = self.theirs();
        let mut p = me;
        while p != 0 {
            let s = p.trailing_zeros() as usize;
            p &= p - 1;
            let lines = &LINES[s];
            for d in 0..8 {
                let n = self.counts[lines[DIR_LINE[d]] as usize];
                let to = DEST[s][d][n as usize];
                if to == OFF {
                    continue;
                }
                let tb = 1u64 << to;
                if me & tb != 0 {
                    continue;
                }
                let path = (RAY[s][d] ^ RAY[to as usize][d]) & !tb;
                if path & opp != 0 {
                    continue;
                }
                f(Slide {
                    from: s as u8,
                    to,
                    capture: opp & tb != 0,
                });
            }
        }
    }

    /// Fills `out` with every legal slide of the side to move (clears it first).
    pub fn generate(&self, out: &mut Vec<Slide>) {
        out.clear();
        self.for_each_slide(|m| out.push(m));
    }

    /// How many legal slides the side to move has.
    #[inline]
    pub fn count_slides(&self) -> u32 {
        let mut n = 0;
        self.for_each_slide(|_| n += 1);
        n
    }

    /// Whether the side to move has a legal slide.
    pub fn has_slide(&self) -> bool {
        // Short of an early exit in the closure, count; positions without moves are rare.
        self.count_slides() > 0
    }

    /// The position after slide `m` (legal for the side to move).
    #[inline]
    pub fn apply(&self, m: Slide) -> Board {
        let mut b = *self;
        let c = self.turn as usize;
        let fb = 1u64 << m.from;
        let tb = 1u64 << m.to;
        let moved = fb | tb;
        match self.turn {
            Colour::Black => b.black ^= moved,
            Colour::White => b.white ^= moved,
        }
        b.hash ^= ZOBRIST[c][m.from as usize] ^ ZOBRIST[c][m.to as usize] ^ ZOBRIST_WHITE;
        for l in LINES[m.from as usize & 63] {
            b.counts[l as usize] -= 1;
        }
        if m.capture {
            match self.turn {
                Colour::Black => b.white &= !tb,
                Colour::White => b.black &= !tb,
            }
            b.hash ^= ZOBRIST[1 - c][m.to as usize];
        } else {
            for l in LINES[m.to as usize & 63] {
                b.counts[l as usize] += 1;
            }
        }
        b.turn = self.turn.other();
        b
    }

    /// The position after the side to move passes.
    #[inline]
    pub fn pass(&self) -> Board {
        let mut b = *self;
        b.turn = self.turn.other();
        b.hash ^= ZOBRIST_WHITE;
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_the_geometry() {
        assert_eq!(DEST[0][Direction::NorthEast as usize][7], 63);
        assert_eq!(DEST[0][Direction::South as usize][1], OFF);
        assert_eq!(RAY[0][Direction::East as usize], 0xFE);
        assert_eq!(LINE_MASKS.iter().map(|m| m.count_ones()).sum::<u32>(), 256);
        assert_eq!(parse_square("h8"), Some(63));
        assert_eq!(square_name(9), "b2");
        assert_eq!(parse_square("i1"), None);
    }

    #[test]
    fn connection_is_the_8_neighbourhood() {
        // a1, b2, c3 touch diagonally; h1 and a2 do not wrap around.
        assert!(connected(1 | 1 << 9 | 1 << 18));
        assert!(!connected(1 << 7 | 1 << 8));
        assert_eq!(group_count(1 << 7 | 1 << 8 | 1 << 63), 3);
        assert!(connected(0) && connected(1 << 40));
    }

    /// Groups less holes by brute force on a grid: holes are the empty regions
    /// (4-connected, the frame round the board counting as outside) that do not reach it.
    fn euler_by_hand(pieces: Bits) -> i32 {
        let on = |r: i32, c: i32| {
            (0..8).contains(&r) && (0..8).contains(&c) && pieces >> (r * 8 + c) & 1 == 1
        };
        let mut seen = [[false; 10]; 10];
        let mut holes = 0;
        for r0 in -1..9 {
            for c0 in -1..9 {
                if on(r0, c0) || seen[(r0 + 1) as usize][(c0 + 1) as usize] {
                    continue;
                }
                let mut stack = vec![(r0, c0)];
                seen[(r0 + 1) as usize][(c0 + 1) as usize] = true;
                let mut outside = false;
                while let Some((r, c)) = stack.pop() {
                    outside |= !(0..8).contains(&r) || !(0..8).contains(&c);
                    for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                        let (nr, nc) = (r + dr, c + dc);
                        if (-1..9).contains(&nr)
                            && (-1..9).contains(&nc)
                            && !on(nr, nc)
                            && !seen[(nr + 1) as usize][(nc + 1) as usize]
                        {
                            seen[(nr + 1) as usize][(nc + 1) as usize] = true;
                            stack.push((nr, nc));
                        }
                    }
                }
                holes += !outside as i32;
            }
        }
        group_count(pieces) as i32 - holes
    }

    #[test]
    fn the_quad_count_is_groups_less_holes() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let ring = 0b111 | 0b101 << 8 | 0b111 << 16;
        assert_eq!(euler_number(ring), 0, "one group round one hole");
        assert_eq!(
            euler_number(1 | 1 << 9),
            1,
            "diagonal neighbours are one group"
        );
        assert_eq!(euler_number(1 | 1 << 63), 2);
        for i in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Sparse to dense sets.
            let p = match i % 3 {
                0 => x & x.rotate_left(17),
                1 => x,
                _ => x | x.rotate_left(29),
            };
            assert_eq!(euler_number(p), euler_by_hand(p), "{p:#x}");
            assert_eq!(connected_by_quads(p), connected(p), "{p:#x}");
        }
    }
}
