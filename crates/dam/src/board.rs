//! The 32 playable squares as bits, the two colours, and the position of the pieces.
//!
//! Bit `i` is PDN square `i + 1`. Seen with White at the bottom, the dark squares are
//! counted row by row from the top: row 0 holds squares 1–4 (b8, d8, f8, h8), row 1
//! squares 5–8 (a7, c7, e7, g7) and so on down to 29–32 (a1, c1, e1, g1). Black starts
//! on 1–12 and moves "down" (towards higher numbers), White on 21–32 and moves "up".

use crate::zobrist;

/// A set of squares, one bit per square (bit `i` = PDN square `i + 1`).
pub type Bits = u32;

/// Rows 0, 2, 4, 6 (squares 1–4, 9–12, 17–20, 25–28): their squares sit on columns b, d, f, h.
pub const EVEN_ROWS: Bits = 0x0F0F_0F0F;
/// Rows 1, 3, 5, 7: their squares sit on columns a, c, e, g.
pub const ODD_ROWS: Bits = 0xF0F0_F0F0;
/// The first square of each row (columns b or a).
const FIRST_IN_ROW: Bits = 0x1111_1111;
/// The last square of each row (columns h or g).
const LAST_IN_ROW: Bits = 0x8888_8888;
/// White's crowning row, squares 1–4.
pub const TOP_ROW: Bits = 0x0000_000F;
/// Black's crowning row, squares 29–32.
pub const BOTTOM_ROW: Bits = 0xF000_0000;

/// One of the four diagonal directions (left and right as seen with White at the bottom).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    /// Towards higher square numbers and column a (Black's forward).
    DownLeft = 0,
    /// Towards higher square numbers and column h (Black's forward).
    DownRight = 1,
    /// Towards lower square numbers and column a (White's forward).
    UpLeft = 2,
    /// Towards lower square numbers and column h (White's forward).
    UpRight = 3,
}

impl Dir {
    /// All four directions.
    pub const ALL: [Dir; 4] = [Dir::DownLeft, Dir::DownRight, Dir::UpLeft, Dir::UpRight];

    /// Every square of `b` moved one step in this direction (squares falling off vanish).
    /// The shift differs by row parity because rows alternate between columns b–h and a–g.
    #[inline(always)]
    pub const fn shift(self, b: Bits) -> Bits {
        match self {
            Dir::DownLeft => ((b & EVEN_ROWS) << 4) | ((b & ODD_ROWS & !FIRST_IN_ROW) << 3),
            Dir::DownRight => ((b & EVEN_ROWS & !LAST_IN_ROW) << 5) | ((b & ODD_ROWS) << 4),
            Dir::UpLeft => ((b & EVEN_ROWS) >> 4) | ((b & ODD_ROWS & !FIRST_IN_ROW) >> 5),
            Dir::UpRight => ((b & EVEN_ROWS & !LAST_IN_ROW) >> 3) | ((b & ODD_ROWS) >> 4),
        }
    }

    /// The opposite direction.
    #[inline(always)]
    pub const fn back(self) -> Dir {
        match self {
            Dir::DownLeft => Dir::UpRight,
            Dir::DownRight => Dir::UpLeft,
            Dir::UpLeft => Dir::DownRight,
            Dir::UpRight => Dir::DownLeft,
        }
    }
}

/// No square (in the step tables).
pub const NONE: u8 = 32;

const fn build_steps(skip: bool) -> [[u8; 32]; 4] {
    let mut t = [[NONE; 32]; 4];
    let mut d = 0;
    while d < 4 {
        let dir = Dir::ALL[d];
        let mut s = 0;
        while s < 32 {
            let one = dir.shift(1 << s);
            let target = if skip { dir.shift(one) } else { one };
            if target != 0 {
                t[d][s] = target.trailing_zeros() as u8;
            }
            s += 1;
        }
        d += 1;
    }
    t
}

/// `STEP[dir][sq]`: the neighbouring square in that direction, or [`NONE`].
pub const STEP: [[u8; 32]; 4] = build_steps(false);
/// `JUMP[dir][sq]`: the landing square of a jump in that direction, or [`NONE`].
pub const JUMP: [[u8; 32]; 4] = build_steps(true);

/// The 0-based row (0 = top, squares 1–4) of square index `sq`.
#[inline(always)]
pub const fn row(sq: u8) -> u8 {
    sq / 4
}

/// The 0-based column (0 = a … 7 = h) of square index `sq`.
pub const fn column(sq: u8) -> u8 {
    let r = row(sq);
    let c = sq % 4;
    if r & 1 == 0 {
        2 * c + 1
    } else {
        2 * c
    }
}

/// The square between two squares a jump apart, if they are a jump apart.
pub fn between(from: u8, to: u8) -> Option<u8> {
    if from >= 32 {
        return None;
    }
    Dir::ALL
        .iter()
        .find(|d| JUMP[**d as usize][from as usize] == to)
        .map(|d| STEP[*d as usize][from as usize])
}

/// Whether two squares are diagonal neighbours.
pub fn adjacent(from: u8, to: u8) -> bool {
    from < 32
        && Dir::ALL
            .iter()
            .any(|d| STEP[*d as usize][from as usize] == to)
}

/// Black or White. Black moves first and sits at seat 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Moves first, starts on squares 1–12.
    Black = 0,
    /// Starts on squares 21–32.
    White = 1,
}

impl Colour {
    /// Both colours, Black first.
    pub const ALL: [Colour; 2] = [Colour::Black, Colour::White];

    /// The other colour.
    #[inline(always)]
    pub const fn other(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// The seat playing this colour (Black 0, White 1).
    pub const fn seat(self) -> u8 {
        self as u8
    }

    /// The colour of a seat (0 Black, anything else White).
    pub const fn of_seat(seat: u8) -> Colour {
        if seat == 0 {
            Colour::Black
        } else {
            Colour::White
        }
    }

    /// The two forward directions of this colour's men.
    #[inline(always)]
    pub const fn forward(self) -> [Dir; 2] {
        match self {
            Colour::Black => [Dir::DownLeft, Dir::DownRight],
            Colour::White => [Dir::UpLeft, Dir::UpRight],
        }
    }

    /// The row where this colour's men are crowned.
    #[inline(always)]
    pub const fn crowning_row(self) -> Bits {
        match self {
            Colour::Black => BOTTOM_ROW,
            Colour::White => TOP_ROW,
        }
    }

    /// The letter used in FEN and PDN (`B`, `W`).
    pub const fn letter(self) -> char {
        match self {
            Colour::Black => 'B',
            Colour::White => 'W',
        }
    }
}

/// A man or a king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rank {
    /// An uncrowned piece: moves and captures forward only.
    Man,
    /// A crowned piece: moves and captures both ways.
    King,
}

/// What stands on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Its colour.
    pub colour: Colour,
    /// Man or king.
    pub rank: Rank,
}

/// One move of a piece: a step, or a jump with every landing square. `squares[0]` is
/// where the piece starts; the path has `len` squares (0-based indices). Two jumps that
/// capture the same pieces by different paths are different moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Play {
    squares: [u8; 13],
    len: u8,
    jump: bool,
    /// The pieces this move captures (empty for a step).
    pub captured: Bits,
}

impl Play {
    /// A step from one square to a neighbour (0-based).
    #[inline]
    pub fn step(from: u8, to: u8) -> Play {
        let mut squares = [0; 13];
        squares[0] = from;
        squares[1] = to;
        Play {
            squares,
            len: 2,
            jump: false,
            captured: 0,
        }
    }

    /// A jump along `path` (0-based, at least two squares, each hop a jump); `None` when
    /// the path is too long or a hop is not a jump.
    pub fn jump(path: &[u8]) -> Option<Play> {
        if path.len() < 2 || path.len() > 13 {
            return None;
        }
        let mut squares = [0; 13];
        let mut captured = 0;
        for (i, w) in path.windows(2).enumerate() {
            let mid = between(w[0], w[1])?;
            captured |= 1 << mid;
            squares[i] = w[0];
        }
        squares[path.len() - 1] = path[path.len() - 1];
        Some(Play {
            squares,
            len: path.len() as u8,
            jump: true,
            captured,
        })
    }

    /// Where the piece starts (0-based).
    #[inline(always)]
    pub fn from(&self) -> u8 {
        self.squares[0]
    }

    /// Where the piece ends (0-based).
    #[inline(always)]
    pub fn to(&self) -> u8 {
        self.squares[self.len as usize - 1]
    }

    /// Whether this move captures.
    #[inline(always)]
    pub fn is_jump(&self) -> bool {
        self.jump
    }

    /// Every square of the path, 0-based, start first.
    pub fn path(&self) -> &[u8] {
        &self.squares[..self.len as usize]
    }

    /// The path as PDN square numbers 1–32.
    pub fn squares(&self) -> Vec<u8> {
        self.path().iter().map(|s| s + 1).collect()
    }

    /// The same jump stopped after `hops` jumps (`1 <= hops`).
    pub(crate) fn prefix(&self, hops: usize) -> Play {
        Play::jump(&self.path()[..=hops]).unwrap_or(*self)
    }

    /// Move-ordering key: same start, end and captures mean the same effect.
    #[inline(always)]
    pub fn key(&self) -> u64 {
        ((self.from() as u64) << 40) | ((self.to() as u64) << 32) | self.captured as u64
    }
}

/// Where the pieces stand and who is to move. Copy-make: [`Board::apply`] returns a new
/// board, which keeps search code simple and fast on 32-bit words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Black's pieces.
    pub black: Bits,
    /// White's pieces.
    pub white: Bits,
    /// The kings of either colour.
    pub kings: Bits,
    /// Who moves.
    pub turn: Colour,
    /// Zobrist key of the above, kept up to date incrementally.
    pub hash: u64,
}

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

impl Board {
    /// The start position: Black on 1–12, White on 21–32, Black to move.
    pub fn start() -> Board {
        Board::from_parts(0x0000_0FFF, 0xFFF0_0000, 0, Colour::Black)
    }

    /// A board from piece sets (no checks; see [`crate::fen`] for checked set-ups).
    pub fn from_parts(black: Bits, white: Bits, kings: Bits, turn: Colour) -> Board {
        let mut b = Board {
            black,
            white,
            kings,
            turn,
            hash: 0,
        };
        b.hash = b.compute_hash();
        b
    }

    /// The Zobrist key computed from scratch.
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Colour::White {
            zobrist::WHITE_TO_MOVE
        } else {
            0
        };
        for (c, set) in [(0, self.black), (1, self.white)] {
            let mut s = set;
            while s != 0 {
                let sq = s.trailing_zeros() as usize;
                s &= s - 1;
                let k = (self.kings >> sq) & 1;
                h ^= zobrist::PIECE[c * 2 + k as usize][sq];
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

    /// Every occupied square.
    #[inline(always)]
    pub fn occupied(&self) -> Bits {
        self.black | self.white
    }

    /// Every empty square.
    #[inline(always)]
    pub fn empty(&self) -> Bits {
        !(self.black | self.white)
    }

    /// What stands on square index `sq` (0-based).
    pub fn piece_at(&self, sq: u8) -> Option<Piece> {
        if sq >= 32 {
            return None;
        }
        let bit = 1 << sq;
        let colour = if self.black & bit != 0 {
            Colour::Black
        } else if self.white & bit != 0 {
            Colour::White
        } else {
            return None;
        };
        let rank = if self.kings & bit != 0 {
            Rank::King
        } else {
            Rank::Man
        };
        Some(Piece { colour, rank })
    }

    /// The pieces of the side to move that can step somewhere (ignoring captures).
    #[inline]
    pub fn steppers(&self) -> Bits {
        let me = self.pieces(self.turn);
        let kings = me & self.kings;
        let empty = self.empty();
        let [f1, f2] = self.turn.forward();
        let [b1, b2] = self.turn.other().forward();
        (me & (f1.back().shift(empty) | f2.back().shift(empty)))
            | (kings & (b1.back().shift(empty) | b2.back().shift(empty)))
    }

    /// The pieces of the side to move that can capture something.
    #[inline]
    pub fn jumpers(&self) -> Bits {
        let me = self.pieces(self.turn);
        let opp = self.pieces(self.turn.other());
        let kings = me & self.kings;
        let empty = self.empty();
        let mut j = 0;
        for d in self.turn.forward() {
            let b = d.back();
            j |= me & b.shift(b.shift(empty) & opp);
        }
        if kings != 0 {
            for d in self.turn.other().forward() {
                let b = d.back();
                j |= kings & b.shift(b.shift(empty) & opp);
            }
        }
        j
    }

    /// Whether the side to move has any move at all.
    #[inline]
    pub fn has_moves(&self) -> bool {
        self.steppers() != 0 || self.jumpers() != 0
    }

    /// Every move of the side to move under the compulsory-capture rule: the complete
    /// jump sequences if any piece can capture, otherwise every step. Appends to `out`.
    pub fn generate(&self, out: &mut Vec<Play>) {
        let jumpers = self.jumpers();
        if jumpers != 0 {
            self.generate_jumps(jumpers, out);
        } else {
            self.generate_steps(out);
        }
    }

    /// How many moves [`Board::generate`] would list; steps are counted without
    /// listing them (bulk counting at the last ply of perft).
    pub fn count_moves(&self, scratch: &mut Vec<Play>) -> u64 {
        let jumpers = self.jumpers();
        if jumpers != 0 {
            scratch.clear();
            self.generate_jumps(jumpers, scratch);
            return scratch.len() as u64;
        }
        let me = self.pieces(self.turn);
        let kings = me & self.kings;
        let empty = self.empty();
        let [f1, f2] = self.turn.forward();
        let [b1, b2] = self.turn.other().forward();
        ((f1.shift(me) & empty).count_ones()
            + (f2.shift(me) & empty).count_ones()
            + (b1.shift(kings) & empty).count_ones()
            + (b2.shift(kings) & empty).count_ones()) as u64
    }

    /// Every step of the side to move (appended to `out`).
    pub fn generate_steps(&self, out: &mut Vec<Play>) {
        let me = self.pieces(self.turn);
        let empty = self.empty();
        let kings = me & self.kings;
        let dirs: [Dir; 4] = match self.turn {
            Colour::Black => [Dir::DownLeft, Dir::DownRight, Dir::UpLeft, Dir::UpRight],
            Colour::White => [Dir::UpLeft, Dir::UpRight, Dir::DownLeft, Dir::DownRight],
        };
        for (i, d) in dirs.iter().enumerate() {
            let movers = if i < 2 { me } else { kings };
            let mut targets = d.shift(movers) & empty;
            let back = d.back() as usize;
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                out.push(Play::step(STEP[back][to as usize], to));
            }
        }
    }

    /// Every complete jump sequence of the pieces in `jumpers` (appended to `out`).
    pub fn generate_jumps(&self, jumpers: Bits, out: &mut Vec<Play>) {
        let me = self.pieces(self.turn);
        let opp = self.pieces(self.turn.other());
        let mut js = jumpers;
        while js != 0 {
            let from = js.trailing_zeros() as u8;
            js &= js - 1;
            let king = self.kings & (1 << from) != 0;
            // The jumping piece has left its square: a king may pass over it again.
            let occupied = (me | opp) & !(1 << from);
            let mut path = [0u8; 13];
            path[0] = from;
            self.jump_from(from, king, occupied, opp, 0, &mut path, 1, out);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn jump_from(
        &self,
        sq: u8,
        king: bool,
        occupied: Bits,
        opp: Bits,
        captured: Bits,
        path: &mut [u8; 13],
        len: usize,
        out: &mut Vec<Play>,
    ) {
        let dirs: &[Dir] = if king {
            &Dir::ALL
        } else {
            match self.turn {
                Colour::Black => &[Dir::DownLeft, Dir::DownRight],
                Colour::White => &[Dir::UpLeft, Dir::UpRight],
            }
        };
        let mut extended = false;
        for &d in dirs {
            let over = STEP[d as usize][sq as usize];
            let land = JUMP[d as usize][sq as usize];
            if land == NONE {
                continue;
            }
            let over_bit = 1 << over;
            // Captured pieces stay on the board until the move is over, so they block
            // landing squares and can never be jumped a second time.
            if opp & over_bit == 0 || captured & over_bit != 0 || occupied & (1 << land) != 0 {
                continue;
            }
            extended = true;
            path[len] = land;
            let now = captured | over_bit;
            // A man reaching the far row is crowned and the move ends there.
            if !king && self.turn.crowning_row() & (1 << land) != 0 {
                out.push(Play {
                    squares: *path_prefix(path, len + 1),
                    len: (len + 1) as u8,
                    jump: true,
                    captured: now,
                });
            } else {
                self.jump_from(land, king, occupied, opp, now, path, len + 1, out);
            }
            path[len] = 0;
        }
        if !extended && len > 1 {
            out.push(Play {
                squares: *path_prefix(path, len),
                len: len as u8,
                jump: true,
                captured,
            });
        }
    }

    /// The board after `p` (which must be a move of the side to move).
    #[inline]
    pub fn apply(&self, p: &Play) -> Board {
        let from = p.from() as usize;
        let to = p.to() as usize;
        let c = self.turn as usize;
        let from_bit = 1u32 << from;
        let to_bit = 1u32 << to;
        let was_king = self.kings & from_bit != 0;
        let crowned = !was_king && self.turn.crowning_row() & to_bit != 0;
        let mut b = *self;
        let mut h = self.hash ^ zobrist::WHITE_TO_MOVE;
        h ^= zobrist::PIECE[c * 2 + was_king as usize][from];
        h ^= zobrist::PIECE[c * 2 + (was_king || crowned) as usize][to];
        let mut caps = p.captured;
        while caps != 0 {
            let sq = caps.trailing_zeros() as usize;
            caps &= caps - 1;
            let k = (self.kings >> sq) & 1;
            h ^= zobrist::PIECE[(1 - c) * 2 + k as usize][sq];
        }
        // A king may end a ring of jumps on the square it started from: clear, then set.
        match self.turn {
            Colour::Black => {
                b.black = (b.black & !from_bit) | to_bit;
                b.white &= !p.captured;
            }
            Colour::White => {
                b.white = (b.white & !from_bit) | to_bit;
                b.black &= !p.captured;
            }
        }
        b.kings &= !p.captured;
        if was_king {
            b.kings = (b.kings & !from_bit) | to_bit;
        } else if crowned {
            b.kings |= to_bit;
        }
        b.turn = self.turn.other();
        b.hash = h;
        b
    }

    /// Whether `p` moves a man (rather than a king).
    #[inline(always)]
    pub fn moves_man(&self, p: &Play) -> bool {
        self.kings & (1 << p.from()) == 0
    }
}

#[inline(always)]
fn path_prefix(path: &[u8; 13], len: usize) -> &[u8; 13] {
    // Entries past `len` are kept zero by the caller, so the array is already the prefix.
    debug_assert!(path[len..].iter().all(|&s| s == 0));
    path
}
