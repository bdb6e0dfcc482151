//! Dam's opening book: the moves our own search chose, searched for many times longer
//! than a level thinks in play, in the positions of the first plies — the start, every
//! position two plies on, the 156 three-move ballots with White to move, and with Black
//! to move after each of White's best answers to a ballot. The strong levels play from it;
//! the weaker ones think for themselves (their variety).
//!
//! Built by `cargo run --release -p spelbord-dam --example opening_book` (see there). The
//! file is a sorted list of 10-byte entries: the position's 64-bit Zobrist key
//! (little-endian; half of it is not enough: two positions within eight plies of the start
//! share their high 32 bits), then the move's first and last square (0-based). The lookup
//! asks only in opening positions (at least [`MIN_PIECES`] on the board) and plays only a
//! legal move there with exactly those squares; otherwise it is silent.

use crate::board::{Board, Play};

/// The book as built into the module (a few kilobytes).
const DATA: &[u8] = include_bytes!("book.bin");
/// Bytes an entry.
pub const ENTRY: usize = 10;
/// No book position has fewer pieces on the board; fewer means the game is past it.
pub const MIN_PIECES: u32 = 20;

const _: () = assert!(
    DATA.len().is_multiple_of(ENTRY),
    "book.bin is a list of 10-byte entries"
);

/// One book entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Entry {
    /// The position's Zobrist key.
    pub key: u64,
    /// The move's first square (0-based).
    pub from: u8,
    /// The move's last square (0-based).
    pub to: u8,
}

/// The key a position is filed under.
pub fn key(b: &Board) -> u64 {
    b.hash
}

/// Reads a book file: its entries, or why it is not one (a length that is not a whole
/// number of entries, keys out of order or repeated, a square off the board).
pub fn parse(bytes: &[u8]) -> Result<Vec<Entry>, String> {
    if !bytes.len().is_multiple_of(ENTRY) {
        return Err(format!(
            "a book is a list of {ENTRY}-byte entries; {} bytes is not",
            bytes.len()
        ));
    }
    let mut out: Vec<Entry> = Vec::with_capacity(bytes.len() / ENTRY);
    for (i, c) in bytes.chunks_exact(ENTRY).enumerate() {
        let e = Entry {
            key: u64::from_le_bytes(c[..8].try_into().unwrap_or_default()),
            from: c[8],
            to: c[9],
        };
        if e.from >= 32 || e.to >= 32 || e.from == e.to {
            return Err(format!("entry {i}: squares {} and {}", e.from, e.to));
        }
        if out.last().is_some_and(|p| p.key >= e.key) {
            return Err(format!("entry {i}: keys not in increasing order"));
        }
        out.push(e);
    }
    Ok(out)
}

/// Writes entries as a book file (sorted by key; a repeated key keeps its first entry).
pub fn write(entries: &[Entry]) -> Vec<u8> {
    let mut sorted = entries.to_vec();
    sorted.sort_by_key(|e| e.key);
    sorted.dedup_by_key(|e| e.key);
    let mut out = Vec::with_capacity(sorted.len() * ENTRY);
    for e in sorted {
        out.extend_from_slice(&e.key.to_le_bytes());
        out.push(e.from);
        out.push(e.to);
    }
    out
}

/// The entries of the built-in book.
pub fn entries() -> Vec<Entry> {
    parse(DATA).unwrap_or_default()
}

/// The entry filed under `key` in a book file's bytes (binary search; no allocation).
fn find(bytes: &[u8], key: u64) -> Option<(u8, u8)> {
    let n = bytes.len() / ENTRY;
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let c = &bytes[mid * ENTRY..mid * ENTRY + ENTRY];
        let k = u64::from_le_bytes(c[..8].try_into().unwrap_or_default());
        match k.cmp(&key) {
            std::cmp::Ordering::Less => lo = mid + 1,
            std::cmp::Ordering::Greater => hi = mid,
            std::cmp::Ordering::Equal => return Some((c[8], c[9])),
        }
    }
    None
}

/// The book's move in `b`, if it has one: a legal move under the capture rule whose
/// first and last squares are the entry's, and the only such move.
pub fn lookup(b: &Board) -> Option<Play> {
    lookup_in(DATA, b)
}

/// [`lookup`] in a given book file.
pub fn lookup_in(bytes: &[u8], b: &Board) -> Option<Play> {
    if b.occupied().count_ones() < MIN_PIECES {
        return None;
    }
    let (from, to) = find(bytes, key(b))?;
    let mut moves = Vec::new();
    b.generate(&mut moves);
    let mut matching = moves.iter().filter(|m| m.from() == from && m.to() == to);
    match (matching.next(), matching.next()) {
        (Some(m), None) => Some(*m),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_malformed_book_is_refused() {
        assert!(parse(&[1, 2, 3]).is_err(), "a torn entry");
        let e = |key: u64, from: u8, to: u8| Entry { key, from, to };
        let good = write(&[e(9, 8, 12), e(3, 21, 17)]);
        assert_eq!(parse(&good).unwrap(), vec![e(3, 21, 17), e(9, 8, 12)]);
        let mut unsorted = good[ENTRY..].to_vec();
        unsorted.extend_from_slice(&good[..ENTRY]);
        assert!(parse(&unsorted).is_err(), "keys out of order");
        let mut off_board = good.clone();
        off_board[8] = 40;
        assert!(parse(&off_board).is_err(), "a square off the board");
    }

    #[test]
    fn lookup_finds_only_legal_moves_of_book_positions() {
        let start = Board::start();
        // 11-15 (0-based 10 → 14) is legal at the start; 22-18 is White's, not Black's.
        let book = write(&[Entry {
            key: key(&start),
            from: 10,
            to: 14,
        }]);
        let m = lookup_in(&book, &start).expect("the book's move");
        assert_eq!((m.from(), m.to()), (10, 14));
        let illegal = write(&[Entry {
            key: key(&start),
            from: 21,
            to: 17,
        }]);
        assert_eq!(lookup_in(&illegal, &start), None);
        // Past the opening the book is not asked.
        let sparse = Board::from_parts(0b111, 0b111 << 29, 0, start.turn);
        let book = write(&[Entry {
            key: key(&sparse),
            from: 0,
            to: 4,
        }]);
        assert_eq!(lookup_in(&book, &sparse), None);
    }
}
