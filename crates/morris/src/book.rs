//! The opening book of the placing phase: for the positions at the start of a game, the
//! moves a deep search of our own engine found best (several when they are of equal
//! value), computed offline by `examples/book_build.rs` and shipped as a small binary
//! file. The strongest level plays from it while the position is in the book, choosing
//! among the moves of equal value by its seed.
//!
//! The board has 16 symmetries (the square's 8, each with or without the inner and outer
//! squares swapped); they keep every line, neighbour, side and diagonal of all three
//! games, and the colours may be swapped too, so one entry serves every position alike
//! by symmetry and either colour to move: positions are stored in their canonical form
//! (the least key over the 32 images), moves in the same frame.
//!
//! The file: a magic `MBK1`, then per entry the canonical key (8 bytes, little endian,
//! [`Pos::key`]), the number of moves (1 byte) and each move as its point and its removal
//! (1 byte each, 255 for none), entries in increasing key order (looked up by bisection).

use crate::board::{Pos, POINTS};
use crate::moves::MorrisMove;

/// The magic at the start of a book file.
pub const MAGIC: &[u8; 4] = b"MBK1";
/// No removal, in a book move.
const NONE: u8 = u8::MAX;

/// The 16 symmetries of the board as point permutations (`SYMMETRIES[t][p]` is the image
/// of point `p`); the identity first.
pub static SYMMETRIES: [[u8; POINTS]; 16] = symmetries();

/// The point at column `c`, row `r` (0–6 each), if there is one.
const fn point_at(c: i32, r: i32) -> u8 {
    let mut p = 0;
    while p < POINTS {
        let (pc, pr) = coords_const(p as u8);
        if pc as i32 == c && pr as i32 == r {
            return p as u8;
        }
        p += 1;
    }
    u8::MAX
}

/// [`crate::board::coords`] for the compile-time tables.
const fn coords_const(p: u8) -> (u8, u8) {
    let n = crate::board::NAMES[p as usize].as_bytes();
    (n[0] - b'a', n[1] - b'1')
}

const fn symmetries() -> [[u8; POINTS]; 16] {
    let mut out = [[0u8; POINTS]; 16];
    let mut t = 0;
    while t < 16 {
        let (swap, mirror, turns) = (t >= 8, (t / 4) % 2 == 1, t % 4);
        let mut p = 0;
        while p < POINTS {
            let (c, r) = coords_const(p as u8);
            let (mut x, mut y) = (c as i32 - 3, r as i32 - 3);
            if swap {
                // The inner square (ring 1) and the outer one (ring 3) change places.
                let ring = if x.abs() > y.abs() { x.abs() } else { y.abs() };
                if ring == 1 {
                    x *= 3;
                    y *= 3;
                } else if ring == 3 {
                    x /= 3;
                    y /= 3;
                }
            }
            if mirror {
                x = -x;
            }
            let mut k = 0;
            while k < turns {
                let nx = y;
                y = -x;
                x = nx;
                k += 1;
            }
            out[t][p] = point_at(x + 3, y + 3);
            p += 1;
        }
        t += 1;
    }
    out
}

/// The image of a point set under symmetry `t`.
#[inline]
pub fn map_bits(t: usize, bits: u32) -> u32 {
    let mut out = 0;
    let mut b = bits;
    while b != 0 {
        let p = b.trailing_zeros() as usize;
        b &= b - 1;
        out |= 1 << SYMMETRIES[t][p];
    }
    out
}

/// The image of a position under symmetry `t` of the board (0–15), with the colours
/// swapped as well for `t` 16–31 (the rules do not depend on the colour: the same
/// position with the other colours has the same moves for the side to move).
pub fn map_pos(t: usize, p: &Pos) -> Pos {
    let (a, b) = (map_bits(t % 16, p.men[0]), map_bits(t % 16, p.men[1]));
    if t < 16 {
        Pos { men: [a, b], ..*p }
    } else {
        Pos {
            men: [b, a],
            hand: [p.hand[1], p.hand[0]],
            turn: p.turn ^ 1,
        }
    }
}

/// The inverse of symmetry `t` (0–31: a colour swap is its own inverse).
pub fn inverse(t: usize) -> usize {
    let board = (0..16)
        .find(|&u| (0..POINTS).all(|p| SYMMETRIES[u][SYMMETRIES[t % 16][p] as usize] as usize == p))
        .unwrap_or(0);
    board + (t / 16) * 16
}

/// The image of a move under symmetry `t` (0–31; the colours do not move the points).
pub fn map_move(t: usize, m: &MorrisMove) -> MorrisMove {
    let f = |q: u8| SYMMETRIES[t % 16][q as usize % POINTS];
    MorrisMove {
        from: m.from.map(f),
        to: f(m.to),
        remove: m.remove.map(f),
    }
}

/// The canonical form of `p`: the least key over its 32 images (board symmetries and
/// colours), and a symmetry that maps `p` onto it.
pub fn canonical(p: &Pos) -> (u64, usize) {
    (0..32)
        .map(|t| (map_pos(t, p).key(), t))
        .min()
        .unwrap_or((p.key(), 0))
}

/// The position of a key ([`Pos::key`] read back).
pub fn position(key: u64) -> Pos {
    const MEN: u64 = (1 << POINTS) - 1;
    Pos {
        men: [(key & MEN) as u32, (key >> 24 & MEN) as u32],
        hand: [(key >> 48 & 15) as u8, (key >> 52 & 15) as u8],
        turn: (key >> 56 & 1) as u8,
    }
}

/// A book: canonical keys and their moves of equal value, in the canonical frame.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Book {
    entries: Vec<(u64, Vec<MorrisMove>)>,
}

impl Book {
    /// Reads a book file; `None` if it is not one.
    pub fn parse(bytes: &[u8]) -> Option<Book> {
        let mut rest = bytes.strip_prefix(MAGIC)?;
        let mut entries: Vec<(u64, Vec<MorrisMove>)> = Vec::new();
        while !rest.is_empty() {
            let key = u64::from_le_bytes(rest.get(..8)?.try_into().ok()?);
            let n = *rest.get(8)? as usize;
            let moves = rest.get(9..9 + 2 * n)?;
            rest = &rest[9 + 2 * n..];
            let moves = moves
                .chunks_exact(2)
                .map(|c| {
                    (c[0] < POINTS as u8 && (c[1] == NONE || c[1] < POINTS as u8)).then_some(
                        MorrisMove {
                            from: None,
                            to: c[0],
                            remove: (c[1] != NONE).then_some(c[1]),
                        },
                    )
                })
                .collect::<Option<Vec<_>>>()?;
            if entries.last().is_some_and(|&(k, _)| k >= key) || moves.is_empty() {
                return None;
            }
            entries.push((key, moves));
        }
        Some(Book { entries })
    }

    /// The file of this book.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for (key, moves) in &self.entries {
            out.extend_from_slice(&key.to_le_bytes());
            out.push(moves.len() as u8);
            for m in moves {
                out.push(m.to);
                out.push(m.remove.unwrap_or(NONE));
            }
        }
        out
    }

    /// Adds (or replaces) the entry of `p` with `moves` (in `p`'s own frame; placements).
    pub fn insert(&mut self, p: &Pos, moves: &[MorrisMove]) {
        let (key, t) = canonical(p);
        let mut ms: Vec<MorrisMove> = moves.iter().map(|m| map_move(t, m)).collect();
        ms.sort_by_key(|m| (m.to, m.remove));
        ms.dedup();
        match self.entries.binary_search_by_key(&key, |e| e.0) {
            Ok(i) => self.entries[i].1 = ms,
            Err(i) => self.entries.insert(i, (key, ms)),
        }
    }

    /// The entries: canonical positions and their moves in the canonical frame.
    pub fn entries(&self) -> impl Iterator<Item = (Pos, &[MorrisMove])> {
        self.entries
            .iter()
            .map(|(k, ms)| (position(*k), ms.as_slice()))
    }

    /// How many positions the book holds.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The book's moves for `p` in `p`'s own frame: every image of every stored move
    /// under the symmetries that map `p` onto its canonical form (a symmetric position
    /// has several, so moves alike by symmetry all appear), each once, sorted.
    pub fn moves(&self, p: &Pos) -> Vec<MorrisMove> {
        let (key, _) = canonical(p);
        let Ok(i) = self.entries.binary_search_by_key(&key, |e| e.0) else {
            return Vec::new();
        };
        let mut out: Vec<MorrisMove> = (0..32)
            .filter(|&t| map_pos(t, p).key() == key)
            .flat_map(|t| {
                let back = inverse(t);
                self.entries[i].1.iter().map(move |m| map_move(back, m))
            })
            .collect();
        out.sort_by_key(|m| (m.to, m.remove));
        out.dedup();
        out
    }
}

/// The point names of a move list, for messages.
pub fn names(moves: &[MorrisMove]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{LINE_MASKS, NEIGHBOURS, SIDE_CORNERS};

    #[test]
    fn the_sixteen_symmetries_keep_the_board_of_every_game() {
        let mut seen = std::collections::HashSet::new();
        for (t, s) in SYMMETRIES.iter().enumerate() {
            assert!(seen.insert(*s), "symmetry {t} repeats another");
            let mut image = [false; POINTS];
            for &q in s {
                assert!((q as usize) < POINTS, "symmetry {t} leaves the board");
                image[q as usize] = true;
            }
            assert!(image.iter().all(|&b| b), "symmetry {t} is no permutation");
            // Lines (diagonals included) go to lines, neighbours to neighbours, and a
            // side's midpoint and corners to another side's.
            for &l in &LINE_MASKS {
                assert!(LINE_MASKS.contains(&map_bits(t, l)), "symmetry {t}");
            }
            for (p, &q) in s.iter().enumerate() {
                for n in &NEIGHBOURS {
                    assert_eq!(map_bits(t, n[p]), n[q as usize]);
                }
                assert_eq!(map_bits(t, SIDE_CORNERS[p]), SIDE_CORNERS[q as usize]);
            }
            assert_eq!(inverse(inverse(t)), t);
            assert_eq!(inverse(inverse(t + 16)), t + 16);
        }
        assert_eq!(SYMMETRIES[0], std::array::from_fn(|p| p as u8));
    }

    #[test]
    fn a_book_finds_its_moves_in_every_image_and_survives_its_file() {
        let mut p = Pos::start(9, 0);
        // White on a1, Black on d2: the entry stores White's answer g7... as a1's image.
        p.men = [1 << 0, 1 << 4];
        p.hand = [8, 8];
        let mut book = Book::default();
        let best = MorrisMove {
            from: None,
            to: 23,
            remove: None,
        };
        book.insert(&p, &[best]);
        assert!(book.moves(&p).contains(&best));
        for t in 0..32 {
            let q = map_pos(t, &p);
            let ms = book.moves(&q);
            assert!(
                ms.contains(&map_move(t, &best)),
                "symmetry {t}: {}",
                names(&ms)
            );
        }
        let again = Book::parse(&book.to_bytes()).unwrap();
        assert_eq!(again, book);
        assert!(Book::parse(b"XXXX").is_none());
        assert!(Book::parse(&book.to_bytes()[..10]).is_none());
        // A position not in the book has no moves; the other colour's start is the same.
        assert!(book.moves(&Pos::start(9, 0)).is_empty());
        assert_eq!(
            canonical(&Pos::start(9, 0)).0,
            canonical(&Pos::start(9, 1)).0
        );
    }
}
