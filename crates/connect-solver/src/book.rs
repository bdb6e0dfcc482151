//! Opening books: the exact score of every position with a given number of discs.
//!
//! The search only ever asks the book about positions that are in it (positions at the
//! book's depth where the side to move cannot win at once and has a move that does not
//! lose at once; see [`book_positions`]), so the book need not store keys at all. It is a
//! *static function* (the retrieval structure behind XOR filters): a table of
//! `1.23 n + 32` cells of `width` bits, and the value of key `k` is the XOR of the three
//! cells that `k` hashes to. About 1.23 × 6 bits per position instead of 8+ bytes.
//!
//! Fyra i rad stores each mirror pair once (the smaller of the two keys).
//!
//! Byte format (little-endian): `SBK1`, variant (0 fyra, 1 fem), depth, width (bits per
//! value), min (i8, the score stored as 0), seed (u64), segment length (u32), positions
//! (u32), then the cells packed `width` bits each.

use std::collections::{HashMap, HashSet};

use crate::board::{Board, Fem, Fyra, Geometry, COLUMNS};
use crate::search::Solver;
use crate::variant::Variant;

mod shipped {
    include!(concat!(env!("OUT_DIR"), "/shipped_books.rs"));
}

/// The strategy book shipped with Spelbord for `variant` (see [`crate::Strategy`]), or
/// `None` if none was generated.
pub fn shipped_strategy(variant: Variant) -> Option<crate::Strategy> {
    let bytes = match variant {
        Variant::Fyra => shipped::FYRA_STRATEGY,
        Variant::Fem => shipped::FEM_STRATEGY,
    }?;
    crate::Strategy::from_bytes(bytes)
        .ok()
        .filter(|s| s.variant() == variant)
}

const MAGIC: &[u8; 4] = b"SBK1";

/// The opening book shipped with Spelbord for `variant` (from `books/`, embedded at build
/// time), or `None` if none was generated.
pub fn shipped_book(variant: Variant) -> Option<Book> {
    let bytes = match variant {
        Variant::Fyra => shipped::FYRA,
        Variant::Fem => shipped::FEM,
    }?;
    // The bytes are checked when the book is generated; a bad file leaves the solver
    // without a book rather than failing.
    Book::from_bytes(bytes)
        .ok()
        .filter(|b| b.variant() == variant)
}
const HEADER: usize = 4 + 1 + 1 + 1 + 1 + 8 + 4 + 4;

/// Exact scores of all positions at one depth of one game.
#[derive(Clone)]
pub struct Book {
    variant: Variant,
    depth: u8,
    width: u8,
    min: i8,
    seed: u64,
    segment: u32,
    positions: u32,
    cells: Vec<u8>,
}

impl std::fmt::Debug for Book {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Book({}, depth {}, {} positions, {} bytes)",
            self.variant,
            self.depth,
            self.positions,
            self.cells.len() + HEADER
        )
    }
}

#[inline]
fn mix(mut z: u64) -> u64 {
    // splitmix64's finaliser: every key bit affects every hash bit.
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[inline]
fn reduce(x: u64, n: u32) -> usize {
    (((x & 0xFFFF_FFFF) * n as u64) >> 32) as usize
}

/// The three cells of `key`, one in each segment.
#[inline]
fn cells_of(key: u64, seed: u64, segment: u32) -> [usize; 3] {
    let h = mix(key ^ seed);
    let s = segment as usize;
    [
        reduce(h, segment),
        reduce(h.rotate_left(21), segment) + s,
        reduce(h.rotate_left(42), segment) + 2 * s,
    ]
}

fn read_bits(bytes: &[u8], index: usize, width: u8) -> u32 {
    let bit = index * width as usize;
    let lo = bytes.get(bit / 8).copied().unwrap_or(0) as u32;
    let hi = bytes.get(bit / 8 + 1).copied().unwrap_or(0) as u32;
    ((lo | hi << 8) >> (bit % 8)) & ((1 << width) - 1)
}

fn write_bits(bytes: &mut [u8], index: usize, width: u8, value: u32) {
    for i in 0..width as usize {
        let bit = index * width as usize + i;
        if value >> i & 1 != 0 {
            bytes[bit / 8] |= 1 << (bit % 8);
        } else {
            bytes[bit / 8] &= !(1 << (bit % 8));
        }
    }
}

impl Book {
    /// Builds a book from `(canonical key, exact score)` pairs of positions at `depth`.
    pub(crate) fn build(
        variant: Variant,
        depth: u8,
        entries: &[(u64, i32)],
    ) -> Result<Book, String> {
        let mut values: HashMap<u64, i32> = HashMap::with_capacity(entries.len());
        for &(k, v) in entries {
            if let Some(old) = values.insert(k, v) {
                if old != v {
                    return Err(format!("key {k:x} given two scores {old} and {v}"));
                }
            }
        }
        let keys: Vec<u64> = {
            let mut k: Vec<u64> = values.keys().copied().collect();
            k.sort_unstable();
            k
        };
        let min = values.values().copied().min().unwrap_or(0);
        let max = values.values().copied().max().unwrap_or(0);
        let span = (max - min) as u32;
        let width = (32 - span.leading_zeros()).max(1) as u8;
        let n = keys.len();
        let segment = (n as u64 * 123 / 300 + 11) as u32;
        let size = 3 * segment as usize;
        for attempt in 0..64u64 {
            let seed = mix(attempt.wrapping_add(0x5EED));
            let mut count = vec![0u32; size];
            let mut xor = vec![0u64; size];
            for &k in &keys {
                for c in cells_of(k, seed, segment) {
                    count[c] += 1;
                    xor[c] ^= k;
                }
            }
            // Peel: a cell hit by one key can take that key's value last of its three.
            let mut queue: Vec<usize> = (0..size).filter(|&c| count[c] == 1).collect();
            let mut order: Vec<(u64, usize)> = Vec::with_capacity(n);
            while let Some(c) = queue.pop() {
                if count[c] != 1 {
                    continue;
                }
                let k = xor[c];
                order.push((k, c));
                for d in cells_of(k, seed, segment) {
                    count[d] -= 1;
                    xor[d] ^= k;
                    if count[d] == 1 {
                        queue.push(d);
                    }
                }
            }
            if order.len() != n {
                continue;
            }
            let mut cells = vec![0u8; (size * width as usize).div_ceil(8)];
            for &(k, c) in order.iter().rev() {
                let value = (values[&k] - min) as u32;
                let other = cells_of(k, seed, segment)
                    .into_iter()
                    .filter(|&d| d != c)
                    .fold(0, |acc, d| acc ^ read_bits(&cells, d, width));
                write_bits(&mut cells, c, width, value ^ other);
            }
            return Ok(Book {
                variant,
                depth,
                width,
                min: min as i8,
                seed,
                segment,
                positions: n as u32,
                cells,
            });
        }
        Err("could not build the book's table (no seed worked)".to_string())
    }

    /// Builds a book from exact scores of positions given as move strings, all with
    /// `depth` discs (for tools and tests; [`generate_book`] solves them itself).
    pub fn from_scores(
        variant: Variant,
        depth: u8,
        scores: &[(String, i32)],
    ) -> Result<Book, String> {
        let mut entries = Vec::with_capacity(scores.len());
        for (moves, score) in scores {
            let key = match variant {
                Variant::Fyra => book_key::<Fyra>(moves, depth)?,
                Variant::Fem => book_key::<Fem>(moves, depth)?,
            };
            entries.push((key, *score));
        }
        Book::build(variant, depth, &entries)
    }

    /// Reads a book written by [`Book::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, String> {
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return Err("not a Spelbord connect book (bad header)".to_string());
        }
        let variant = match bytes[4] {
            0 => Variant::Fyra,
            1 => Variant::Fem,
            v => return Err(format!("book: unknown variant byte {v}")),
        };
        let depth = bytes[5];
        let width = bytes[6];
        let min = bytes[7] as i8;
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let seed = u64::from_le_bytes(bytes[8..16].try_into().map_err(|_| "book: short")?);
        let segment = u32_at(16);
        let positions = u32_at(20);
        if !(1..=8).contains(&width) || depth as i32 > 40 {
            return Err(format!("book: bad width {width} or depth {depth}"));
        }
        let expected = (3 * segment as usize * width as usize).div_ceil(8);
        if bytes.len() != HEADER + expected {
            return Err(format!(
                "book: {} bytes of cells, expected {expected}",
                bytes.len() - HEADER
            ));
        }
        Ok(Book {
            variant,
            depth,
            width,
            min,
            seed,
            segment,
            positions,
            cells: bytes[HEADER..].to_vec(),
        })
    }

    /// The bytes of the book, as read by [`Book::from_bytes`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + self.cells.len());
        out.extend_from_slice(MAGIC);
        out.push(self.variant.index() as u8);
        out.push(self.depth);
        out.push(self.width);
        out.push(self.min as u8);
        out.extend_from_slice(&self.seed.to_le_bytes());
        out.extend_from_slice(&self.segment.to_le_bytes());
        out.extend_from_slice(&self.positions.to_le_bytes());
        out.extend_from_slice(&self.cells);
        out
    }

    /// The game of the book.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The number of discs of the positions in the book.
    pub fn depth(&self) -> u8 {
        self.depth
    }

    /// Positions stored.
    pub fn len(&self) -> usize {
        self.positions as usize
    }

    /// Whether the book stores no position.
    pub fn is_empty(&self) -> bool {
        self.positions == 0
    }

    /// The score stored for a canonical key; meaningless for a key not in the book.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> i32 {
        let v = cells_of(key, self.seed, self.segment)
            .into_iter()
            .fold(0, |acc, c| acc ^ read_bits(&self.cells, c, self.width));
        v as i32 + self.min as i32
    }

    /// The score the book gives the position after `moves` (which must have the book's
    /// depth), without searching. For tests and tools.
    pub fn lookup(&self, moves: &str) -> Result<i32, String> {
        match self.variant {
            Variant::Fyra => self.lookup_of::<Fyra>(moves),
            Variant::Fem => self.lookup_of::<Fem>(moves),
        }
    }

    fn lookup_of<G: Geometry>(&self, moves: &str) -> Result<i32, String> {
        let board = crate::notation::parse::<G>(moves)?;
        if board.moves() != self.depth as i32 {
            return Err(format!("the book holds positions of {} discs", self.depth));
        }
        if !is_book_position(&board) {
            return Err("the position is decided at once; the book does not hold it".into());
        }
        Ok(self.get(board.canonical_key()))
    }
}

fn book_key<G: Geometry>(moves: &str, depth: u8) -> Result<u64, String> {
    let board = crate::notation::parse::<G>(moves)?;
    if board.moves() != depth as i32 {
        return Err(format!("{moves}: not a position of {depth} discs"));
    }
    Ok(board.canonical_key())
}

/// Whether the search may ask the book about `board`: it cannot end the game at once.
fn is_book_position<G: Geometry>(board: &Board<G>) -> bool {
    !board.last_mover_has_line() && !board.can_win_next() && board.possible_non_losing_moves() != 0
}

/// Every position the search may look up in a book of `depth`, one per mirror pair, each
/// with one move string that reaches it, sorted by key.
pub fn book_positions(variant: Variant, depth: u8) -> Vec<String> {
    match variant {
        Variant::Fyra => positions_of::<Fyra>(depth),
        Variant::Fem => positions_of::<Fem>(depth),
    }
}

fn positions_of<G: Geometry>(depth: u8) -> Vec<String> {
    let mut seen: HashSet<u64> = HashSet::new();
    let mut found: Vec<(u64, String)> = Vec::new();
    let mut level: Vec<(Board<G>, String)> = vec![(Board::new(), String::new())];
    for d in 0..depth {
        let mut next = Vec::new();
        seen.clear();
        for (board, moves) in &level {
            for col in 0..COLUMNS {
                let bit = board.column_move(col);
                if bit == 0 || board.is_winning_move(bit) {
                    continue;
                }
                let mut child = *board;
                child.play(bit);
                if seen.insert(child.canonical_key()) {
                    let mut m = moves.clone();
                    m.push(char::from(b'1' + col as u8));
                    next.push((child, m));
                }
            }
        }
        level = next;
        if d + 1 == depth {
            for (board, moves) in &level {
                if is_book_position(board) {
                    found.push((board.canonical_key(), moves.clone()));
                }
            }
        }
    }
    if depth == 0 {
        let b = Board::<G>::new();
        if is_book_position(&b) {
            found.push((b.canonical_key(), String::new()));
        }
    }
    found.sort();
    found.into_iter().map(|(_, m)| m).collect()
}

/// Solves every book position of `depth` with `solver` (which should have no book of
/// this variant) and builds the book; `progress(done, total, moves, score)` is called
/// after every position.
pub fn generate_book(
    variant: Variant,
    depth: u8,
    solver: &mut Solver,
    mut progress: impl FnMut(usize, usize, &str, i32),
) -> Result<Book, String> {
    let positions = book_positions(variant, depth);
    let mut entries = Vec::with_capacity(positions.len());
    for (i, moves) in positions.iter().enumerate() {
        let (key, score) = match variant {
            Variant::Fyra => solve_entry::<Fyra>(solver, moves)?,
            Variant::Fem => solve_entry::<Fem>(solver, moves)?,
        };
        entries.push((key, score));
        progress(i + 1, positions.len(), moves, score);
    }
    Book::build(variant, depth, &entries)
}

fn solve_entry<G: Geometry>(solver: &mut Solver, moves: &str) -> Result<(u64, i32), String> {
    let board = crate::notation::parse::<G>(moves)?;
    solver.use_variant::<G>();
    Ok((board.canonical_key(), solver.solve_board(&board)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_function_returns_every_stored_value_and_round_trips() {
        let entries: Vec<(u64, i32)> = (0..5000u64)
            .map(|i| (mix(i) >> 1, (i % 37) as i32 - 18))
            .collect();
        let book = Book::build(Variant::Fyra, 9, &entries).unwrap();
        let book = Book::from_bytes(&book.to_bytes()).unwrap();
        for &(k, v) in &entries {
            assert_eq!(book.get(k), v);
        }
        assert_eq!(book.len(), 5000);
        assert_eq!(book.depth(), 9);
        // About 1.23 cells of 6 bits per entry.
        assert!(book.to_bytes().len() < 5000 * 6 * 13 / 80 + 100);
    }

    #[test]
    fn bad_bytes_are_an_error() {
        assert!(Book::from_bytes(b"").is_err());
        assert!(Book::from_bytes(b"SBK1").is_err());
        let book = Book::build(Variant::Fem, 2, &[(1, 3), (2, -4)]).unwrap();
        let mut bytes = book.to_bytes();
        bytes.pop();
        assert!(Book::from_bytes(&bytes).is_err());
        let mut bytes = book.to_bytes();
        bytes[4] = 7;
        assert!(Book::from_bytes(&bytes).is_err());
    }
}
