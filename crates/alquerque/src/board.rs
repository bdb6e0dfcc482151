//! The 5×5 board of lines, the two colours and the position of the pieces.
//!
//! Point `i` is column `i % 5` (a–e from the left) and row `i / 5` (1–5 from the
//! bottom), so a1 = 0, e1 = 4, c3 = 12, e5 = 24. Every point is joined to its
//! horizontal and vertical neighbours; the diagonal lines run only through the points
//! whose column plus row is even (a1, c1, e1, b2, d2, a3, c3, ...), and a diagonal line
//! that leaves such a point always arrives at another one, so diagonal jumps stay on
//! their line.

use spelbord_core::NotationError;

/// A set of points, one bit per point (bit `i` = point `i`).
pub type Bits = u32;

/// How many points the board has.
pub const NUM_POINTS: usize = 25;
/// Every point of the board.
pub const ALL_POINTS: Bits = (1 << NUM_POINTS) - 1;
/// No point (in the step tables).
pub const NONE: u8 = 25;
/// Captures in one move are at most the opponent's twelve pieces: thirteen landings.
pub const MAX_PATH: usize = 13;

/// The 0-based column (0 = a) of point `p`.
#[inline(always)]
pub const fn column(p: u8) -> u8 {
    p % 5
}

/// The 0-based row (0 = row 1, at Black's side) of point `p`.
#[inline(always)]
pub const fn row(p: u8) -> u8 {
    p / 5
}

/// Whether diagonal lines run through point `p` (column + row even).
#[inline(always)]
pub const fn has_diagonals(p: u8) -> bool {
    (column(p) + row(p)) & 1 == 0
}

/// The eight directions as (column, row) offsets: four along the board's rows and
/// columns, four diagonal.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

const fn offset(p: u8, d: usize, times: i8) -> u8 {
    let (dc, dr) = DIRECTIONS[d];
    let diagonal = dc != 0 && dr != 0;
    if diagonal && !has_diagonals(p) {
        return NONE;
    }
    let c = column(p) as i8 + dc * times;
    let r = row(p) as i8 + dr * times;
    if c < 0 || c > 4 || r < 0 || r > 4 {
        return NONE;
    }
    (r * 5 + c) as u8
}

const fn build(times: i8) -> [[u8; NUM_POINTS]; 8] {
    let mut t = [[NONE; NUM_POINTS]; 8];
    let mut d = 0;
    while d < 8 {
        let mut p = 0;
        while p < NUM_POINTS {
            t[d][p] = offset(p as u8, d, times);
            p += 1;
        }
        d += 1;
    }
    t
}

/// `STEP[dir][p]`: the neighbour of `p` along a line in that direction, or [`NONE`].
pub const STEP: [[u8; NUM_POINTS]; 8] = build(1);
/// `JUMP[dir][p]`: the point two steps along the same line, or [`NONE`].
pub const JUMP: [[u8; NUM_POINTS]; 8] = build(2);

const fn build_neighbours() -> [Bits; NUM_POINTS] {
    let mut t = [0; NUM_POINTS];
    let mut p = 0;
    while p < NUM_POINTS {
        let mut d = 0;
        while d < 8 {
            let q = STEP[d][p];
            if q != NONE {
                t[p] |= 1 << q;
            }
            d += 1;
        }
        p += 1;
    }
    t
}

/// `NEIGHBOURS[p]`: the points joined to `p` by a line.
pub const NEIGHBOURS: [Bits; NUM_POINTS] = build_neighbours();

/// The lines of the board as pairs of neighbouring points (each once, lower first),
/// for drawing.
pub fn lines() -> Vec<(u8, u8)> {
    let mut v = Vec::new();
    for p in 0..NUM_POINTS as u8 {
        let mut n = NEIGHBOURS[p as usize];
        while n != 0 {
            let q = n.trailing_zeros() as u8;
            n &= n - 1;
            if q > p {
                v.push((p, q));
            }
        }
    }
    v
}

/// The name of point `p` (`c3`).
pub fn point_name(p: u8) -> String {
    if p as usize >= NUM_POINTS {
        return "?".into();
    }
    format!("{}{}", (b'a' + column(p)) as char, row(p) + 1)
}

/// Reads a point name (`c3`, case-insensitive).
pub fn parse_point(s: &str) -> Result<u8, NotationError> {
    let t = s.trim();
    let b = t.as_bytes();
    if b.len() != 2
        || !(b'a'..=b'e').contains(&b[0].to_ascii_lowercase())
        || !(b'1'..=b'5').contains(&b[1])
    {
        return Err(NotationError::not_a_move(
            "alquerque.move.noSuchPoint",
            vec![("point", t.to_string())],
            format!("'{t}' is not a point (points are a1 to e5)"),
        ));
    }
    Ok((b[1] - b'1') * 5 + (b[0].to_ascii_lowercase() - b'a'))
}

/// The point halfway between two points on one line two steps apart, if they are.
pub fn between(a: u8, b: u8) -> Option<u8> {
    if a as usize >= NUM_POINTS {
        return None;
    }
    (0..8)
        .find(|&d| JUMP[d][a as usize] == b)
        .map(|d| STEP[d][a as usize])
}

/// Whether `a` and `b` are joined by a line.
pub fn adjacent(a: u8, b: u8) -> bool {
    (a as usize) < NUM_POINTS && (b as usize) < NUM_POINTS && NEIGHBOURS[a as usize] & (1 << b) != 0
}

/// The two sides. Black starts at the bottom and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Colour {
    /// Seat 0: the bottom two and a half rows, moves first.
    Black = 0,
    /// Seat 1: the top two and a half rows.
    White = 1,
}

impl Colour {
    /// The other side.
    #[inline(always)]
    pub const fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }
    /// The seat that plays this colour.
    pub const fn seat(self) -> u8 {
        self as u8
    }
    /// The colour of a seat (0 Black, anything else White).
    pub const fn of_seat(s: u8) -> Colour {
        if s == 0 {
            Colour::Black
        } else {
            Colour::White
        }
    }
}

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build_zobrist() -> [[u64; NUM_POINTS]; 2] {
    let mut t = [[0; NUM_POINTS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < NUM_POINTS {
            t[c][p] = splitmix((c * 64 + p) as u64 ^ 0x0A10_EE0E);
            p += 1;
        }
        c += 1;
    }
    t
}

/// Zobrist keys, computed at compile time so native and WebAssembly builds hash alike.
const ZOBRIST: [[u64; NUM_POINTS]; 2] = build_zobrist();
const WHITE_TO_MOVE: u64 = splitmix(0x5EED_0A1C);

/// One piece's whole move: a step to a neighbour, or a capture sequence given by its
/// landing points. The jumped pieces follow from the path (each lies halfway along a
/// hop), so two moves with the same path are the same move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    path: [u8; MAX_PATH],
    len: u8,
    /// The points of the pieces this move captures.
    pub captured: Bits,
}

impl Play {
    /// A step from `from` to `to` (not checked).
    pub fn step(from: u8, to: u8) -> Play {
        let mut path = [0; MAX_PATH];
        path[0] = from;
        path[1] = to;
        Play {
            path,
            len: 2,
            captured: 0,
        }
    }

    /// A capture along `points` (the start and every landing), if each hop jumps two
    /// steps along one line; the pieces jumped are taken from the geometry.
    pub fn capture(points: &[u8]) -> Option<Play> {
        if points.len() < 2 || points.len() > MAX_PATH {
            return None;
        }
        let mut path = [0; MAX_PATH];
        let mut captured = 0;
        for (i, w) in points.windows(2).enumerate() {
            let over = between(w[0], w[1])?;
            if captured & (1 << over) != 0 {
                // A piece jumped is gone: the same point cannot be jumped twice.
                return None;
            }
            captured |= 1 << over;
            path[i] = w[0];
        }
        path[points.len() - 1] = points[points.len() - 1];
        Some(Play {
            path,
            len: points.len() as u8,
            captured,
        })
    }

    /// The start and every landing point.
    #[inline]
    pub fn path(&self) -> &[u8] {
        &self.path[..self.len as usize]
    }
    /// Where the piece started.
    #[inline]
    pub fn from(&self) -> u8 {
        self.path[0]
    }
    /// Where the piece ends.
    #[inline]
    pub fn to(&self) -> u8 {
        self.path[self.len as usize - 1]
    }
    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }
    /// Number of hops of a capture (0 for a step).
    pub fn hops(&self) -> usize {
        if self.is_capture() {
            self.len as usize - 1
        } else {
            0
        }
    }
    /// The capture stopped after its first `hops` hops.
    pub fn prefix(&self, hops: usize) -> Play {
        let n = (hops + 1).min(self.len as usize);
        Play::capture(&self.path[..n]).unwrap_or(*self)
    }
    /// A compact key for move ordering (path points, 5 bits each, low hops first).
    pub fn key(&self) -> u64 {
        let mut k = self.len as u64;
        for &p in self.path().iter().take(12) {
            k = (k << 5) | p as u64;
        }
        k
    }
}

impl std::fmt::Display for Play {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sep = if self.is_capture() { "x" } else { "-" };
        for (i, &p) in self.path().iter().enumerate() {
            if i > 0 {
                f.write_str(sep)?;
            }
            f.write_str(&point_name(p))?;
        }
        Ok(())
    }
}

/// The pieces and the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Black's pieces.
    pub black: Bits,
    /// White's pieces.
    pub white: Bits,
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

impl Board {
    /// The traditional start: Black on rows 1–2 and a3, b3; White on rows 4–5 and d3,
    /// e3; c3 empty; Black to move.
    pub fn start() -> Board {
        let black = 0b11_11111_11111;
        let white = (0b11 << 13) | (0b11111_11111 << 15);
        Board::from_parts(black, white, Colour::Black)
    }

    /// A board from its pieces (points off the board are dropped, and a point given
    /// to both colours stays Black's).
    pub fn from_parts(black: Bits, white: Bits, turn: Colour) -> Board {
        let mut b = Board {
            black: black & ALL_POINTS,
            white: white & ALL_POINTS & !black,
            turn,
            hash: 0,
        };
        b.hash = b.compute_hash();
        b
    }

    /// The key recomputed from scratch.
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Colour::White {
            WHITE_TO_MOVE
        } else {
            0
        };
        for (c, set) in [self.black, self.white].into_iter().enumerate() {
            let mut s = set;
            while s != 0 {
                let p = s.trailing_zeros() as usize;
                s &= s - 1;
                h ^= ZOBRIST[c][p];
            }
        }
        h
    }

    /// The pieces of `c`.
    #[inline(always)]
    pub fn pieces(&self, c: Colour) -> Bits {
        match c {
            Colour::Black => self.black,
            Colour::White => self.white,
        }
    }
    /// Every occupied point.
    #[inline(always)]
    pub fn occupied(&self) -> Bits {
        self.black | self.white
    }
    /// Every empty point.
    #[inline(always)]
    pub fn empty(&self) -> Bits {
        ALL_POINTS & !self.occupied()
    }
    /// What stands on `p`.
    pub fn at(&self, p: u8) -> Option<Colour> {
        if p as usize >= NUM_POINTS {
            None
        } else if self.black & (1 << p) != 0 {
            Some(Colour::Black)
        } else if self.white & (1 << p) != 0 {
            Some(Colour::White)
        } else {
            None
        }
    }

    /// The pieces of the side to move that can capture now.
    pub fn jumpers(&self) -> Bits {
        self.jumpers_of(self.turn)
    }

    /// The pieces of `c` that could capture if it were `c`'s turn.
    pub fn jumpers_of(&self, c: Colour) -> Bits {
        let me = self.pieces(c);
        let opp = self.pieces(c.other());
        let empty = self.empty();
        let mut out = 0;
        let mut m = me;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            m &= m - 1;
            for d in 0..8 {
                let land = JUMP[d][p];
                if land != NONE && empty & (1 << land) != 0 && opp & (1 << STEP[d][p]) != 0 {
                    out |= 1 << p;
                    break;
                }
            }
        }
        out
    }

    /// The opposing pieces `c` could jump now, each once.
    pub fn targets_of(&self, c: Colour) -> Bits {
        let me = self.pieces(c);
        let opp = self.pieces(c.other());
        let empty = self.empty();
        let mut out = 0;
        let mut m = me;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            m &= m - 1;
            for d in 0..8 {
                let land = JUMP[d][p];
                if land != NONE && empty & (1 << land) != 0 {
                    let over = STEP[d][p];
                    if opp & (1 << over) != 0 {
                        out |= 1 << over;
                    }
                }
            }
        }
        out
    }

    /// Every step of the side to move, capture or not available.
    pub fn generate_steps(&self, out: &mut Vec<Play>) {
        let empty = self.empty();
        let mut m = self.pieces(self.turn);
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut to = NEIGHBOURS[p as usize] & empty;
            while to != 0 {
                let q = to.trailing_zeros() as u8;
                to &= to - 1;
                out.push(Play::step(p, q));
            }
        }
    }

    /// How many steps `c` has (for mobility).
    pub fn count_steps(&self, c: Colour) -> u32 {
        let empty = self.empty();
        let mut m = self.pieces(c);
        let mut n = 0;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            m &= m - 1;
            n += (NEIGHBOURS[p] & empty).count_ones();
        }
        n
    }

    /// Every complete capture sequence of the pieces in `from` (the side to move's):
    /// a piece goes on jumping while it can, and each jumped piece leaves the board at
    /// once, so a later hop may land where an earlier victim stood.
    pub fn generate_captures(&self, from: Bits, out: &mut Vec<Play>) {
        let opp = self.pieces(self.turn.other());
        let mut m = from & self.pieces(self.turn);
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            let occ = self.occupied() & !(1 << p);
            let mut path = [0u8; MAX_PATH];
            path[0] = p;
            Self::extend(p, &mut path, 1, opp, occ, 0, out);
        }
    }

    fn extend(
        at: u8,
        path: &mut [u8; MAX_PATH],
        len: usize,
        opp: Bits,
        occ: Bits,
        captured: Bits,
        out: &mut Vec<Play>,
    ) {
        let mut extended = false;
        for d in 0..8 {
            let land = JUMP[d][at as usize];
            if land == NONE || occ & (1 << land) != 0 {
                continue;
            }
            let over = STEP[d][at as usize];
            if opp & (1 << over) == 0 {
                continue;
            }
            extended = true;
            path[len] = land;
            let gone = !(1u32 << over);
            Self::extend(
                land,
                path,
                len + 1,
                opp & gone,
                occ & gone,
                captured | (1 << over),
                out,
            );
        }
        if !extended && len > 1 {
            let mut p = [0u8; MAX_PATH];
            p[..len].copy_from_slice(&path[..len]);
            out.push(Play {
                path: p,
                len: len as u8,
                captured,
            });
        }
    }

    /// The moves of the compulsory-capture rule: every complete capture sequence when
    /// some piece can capture, otherwise every step.
    pub fn generate(&self, out: &mut Vec<Play>) {
        let j = self.jumpers();
        if j != 0 {
            self.generate_captures(j, out);
        } else {
            self.generate_steps(out);
        }
    }

    /// Whether the side to move has any move at all.
    pub fn has_moves(&self) -> bool {
        let empty = self.empty();
        let mut m = self.pieces(self.turn);
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            m &= m - 1;
            if NEIGHBOURS[p] & empty != 0 {
                return true;
            }
        }
        // A piece hemmed in by pieces may still jump.
        self.jumpers() != 0
    }

    /// The position after `p` (legal for the side to move), the other side to move.
    pub fn apply(&self, p: &Play) -> Board {
        let c = self.turn as usize;
        let (from, to) = (p.from(), p.to());
        let mut b = *self;
        // A capture round a ring can end where it began: clear, then set.
        let vacate = !(1u32 << from);
        let arrive = 1u32 << to;
        let mut h = self.hash ^ ZOBRIST[c][from as usize] ^ ZOBRIST[c][to as usize] ^ WHITE_TO_MOVE;
        let mut cap = p.captured;
        while cap != 0 {
            let q = cap.trailing_zeros() as usize;
            cap &= cap - 1;
            h ^= ZOBRIST[1 - c][q];
        }
        match self.turn {
            Colour::Black => {
                b.black = (b.black & vacate) | arrive;
                b.white &= !p.captured;
            }
            Colour::White => {
                b.white = (b.white & vacate) | arrive;
                b.black &= !p.captured;
            }
        }
        b.turn = self.turn.other();
        b.hash = h;
        b
    }

    /// The board with the piece on `p` removed (huffed), the side to move unchanged.
    pub fn without(&self, p: u8) -> Board {
        let bit = !(1u32 << p);
        Board::from_parts(self.black & bit, self.white & bit, self.turn)
    }

    /// The board in the position notation (`WWWWW/WWWWW/BB.WW/BBBBB/BBBBB b`): rows 5
    /// to 1, then the side to move.
    pub fn to_position(&self) -> String {
        let mut s = String::new();
        for r in (0..5).rev() {
            for c in 0..5 {
                s.push(match self.at(r * 5 + c) {
                    Some(Colour::Black) => 'B',
                    Some(Colour::White) => 'W',
                    None => '.',
                });
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if self.turn == Colour::Black { 'b' } else { 'w' });
        s
    }

    /// Reads the position notation of [`Board::to_position`]; what is wrong comes as a
    /// kind of its own (`alquerque.pos.…`), for the page to word.
    pub fn from_position(text: &str) -> Result<Board, NotationError> {
        let t = text.trim();
        let (rows, side) = t.split_once(' ').unwrap_or((t, "b"));
        let turn = match side.trim().to_ascii_lowercase().as_str() {
            "b" => Colour::Black,
            "w" => Colour::White,
            _ => {
                let other = side.trim();
                return Err(NotationError::kind(
                    "alquerque.pos.badSide",
                    vec![("text", other.to_string())],
                    format!("side to move '{other}': write b or w"),
                ));
            }
        };
        let rows: Vec<&str> = rows.split('/').collect();
        if rows.len() != 5 {
            return Err(NotationError::kind(
                "alquerque.pos.rows",
                vec![("count", rows.len().to_string())],
                format!(
                    "a position has five rows separated by '/' (row 5 first), not {}",
                    rows.len()
                ),
            ));
        }
        let (mut black, mut white): (Bits, Bits) = (0, 0);
        for (i, line) in rows.iter().enumerate() {
            let r = 4 - i as u8;
            let cells: Vec<char> = line.trim().chars().collect();
            if cells.len() != 5 {
                return Err(NotationError::kind(
                    "alquerque.pos.rowLength",
                    vec![
                        ("row", (r + 1).to_string()),
                        ("count", cells.len().to_string()),
                    ],
                    format!("row {} has {} points, not 5", r + 1, cells.len()),
                ));
            }
            for (c, ch) in cells.into_iter().enumerate() {
                let bit = 1 << (r * 5 + c as u8);
                match ch {
                    'B' | 'b' => black |= bit,
                    'W' | 'w' => white |= bit,
                    '.' => {}
                    _ => {
                        return Err(NotationError::kind(
                            "alquerque.pos.badChar",
                            vec![("ch", ch.to_string()), ("row", (r + 1).to_string())],
                            format!("'{ch}' in row {}: only B, W and . may be used", r + 1),
                        ))
                    }
                }
            }
        }
        for (key, who, n) in [
            ("alquerque.pos.blackTooMany", "Black", black.count_ones()),
            ("alquerque.pos.whiteTooMany", "White", white.count_ones()),
        ] {
            if n > 12 {
                return Err(NotationError::kind(
                    key,
                    vec![("count", n.to_string())],
                    format!("{who} has {n} pieces (twelve at most)"),
                ));
            }
        }
        let b = Board::from_parts(black, white, turn);
        // Nothing the text can say breaks the board's own invariants any more; should one,
        // its kind has words but the English detail stays in the message.
        b.check().map_err(|e| {
            NotationError::kind(
                "alquerque.pos.invalid",
                vec![],
                format!("the position breaks the board's rules: {e}"),
            )
        })?;
        Ok(b)
    }

    /// The board's own invariants.
    pub fn check(&self) -> Result<(), String> {
        if self.black & self.white != 0 {
            return Err("a point holds both colours".into());
        }
        if (self.black | self.white) & !ALL_POINTS != 0 {
            return Err("a piece off the board".into());
        }
        if self.black.count_ones() > 12 || self.white.count_ones() > 12 {
            return Err("more than twelve pieces of a colour".into());
        }
        if self.hash != self.compute_hash() {
            return Err("the position key is stale".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_named_from_a1_to_e5() {
        assert_eq!(point_name(0), "a1");
        assert_eq!(point_name(12), "c3");
        assert_eq!(point_name(24), "e5");
        for p in 0..25 {
            assert_eq!(parse_point(&point_name(p)).unwrap(), p);
        }
        assert!(parse_point("f1").is_err());
        assert!(parse_point("a6").is_err());
        assert!(parse_point("").is_err());
        assert!(parse_point("ä1").is_err());
    }

    #[test]
    fn the_board_has_56_lines() {
        // 2 * 5 * 4 = 40 along rows and columns, and one diagonal in each of the 16
        // squares between the points (the corners with column + row even).
        assert_eq!(lines().len(), 56);
    }

    #[test]
    fn positions_read_back() {
        let b = Board::start();
        assert_eq!(b.to_position(), "WWWWW/WWWWW/BB.WW/BBBBB/BBBBB b");
        assert_eq!(Board::from_position(&b.to_position()).unwrap(), b);
        assert!(Board::from_position("WWWWW/WWWWW/BB.WW/BBBBB b").is_err());
        assert!(Board::from_position("WWWWW/WWWWW/BBxWW/BBBBB/BBBBB b").is_err());
        assert!(Board::from_position("WWWWW/WWWWW/BB.WW/BBBBB/BBBBB q").is_err());
        assert!(Board::from_position("WWWWWW/WWWW/BB.WW/BBBBB/BBBBB b").is_err());
    }

    #[test]
    fn each_bad_position_is_refused_with_its_own_kind_and_arguments() {
        for (text, key, args) in [
            (
                "WWWWW/WWWWW/BB.WW/BBBBB b",
                "alquerque.pos.rows",
                vec![("count", "4")],
            ),
            (
                "WWWWW/WWWWW/BBxWW/BBBBB/BBBBB b",
                "alquerque.pos.badChar",
                vec![("ch", "x"), ("row", "3")],
            ),
            (
                "WWWWW/WWWWW/BB.WW/BBBBB/BBBBB q",
                "alquerque.pos.badSide",
                vec![("text", "q")],
            ),
            (
                "WWWWWW/WWWW/BB.WW/BBBBB/BBBBB b",
                "alquerque.pos.rowLength",
                vec![("row", "5"), ("count", "6")],
            ),
            (
                "BBBBB/BBBBB/BBB../...../W.... w",
                "alquerque.pos.blackTooMany",
                vec![("count", "13")],
            ),
            (
                "B..../...../WWW../WWWWW/WWWWW b",
                "alquerque.pos.whiteTooMany",
                vec![("count", "13")],
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
