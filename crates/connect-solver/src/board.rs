//! Bitboards for both games, in the layout of Pascal Pons's Connect Four solver.
//!
//! Each column takes `HEIGHT + 1 = 7` bits, bit `7*c + r` is the cell of column `c`, row
//! `r` (row 0 at the bottom); the spare top bit of every column stays empty so that shifts
//! never carry a line from the top of one column into the next. Fem i rad uses nine
//! columns (63 bits) so that the edge discs take part in lines; only the seven middle
//! columns can be played.
//!
//! A position is two words: `mask` (every disc) and `current` (the discs of the side to
//! move, edge discs included). The side to move is all that matters for the value of a
//! position, so the colours never appear in the search.

use std::marker::PhantomData;

use crate::variant::Variant;

/// Rows of both grids.
pub(crate) const HEIGHT: usize = 6;
/// Bits per column: the rows plus one empty guard bit.
pub(crate) const H1: usize = HEIGHT + 1;
/// Playable cells of both games (Fem i rad's edge cells are not playable).
pub(crate) const CELLS: i32 = 42;
/// Playable columns of both games.
pub(crate) const COLUMNS: usize = 7;
/// The best possible score: win with your fourth disc.
pub(crate) const MAX_SCORE: i32 = (CELLS + 1) / 2 - 3;
/// The worst possible score.
pub(crate) const MIN_SCORE: i32 = -CELLS / 2 + 3;

const fn bottom_of(first: usize, columns: usize) -> u64 {
    let mut b = 0u64;
    let mut c = first;
    while c < first + columns {
        b |= 1u64 << (c * H1);
        c += 1;
    }
    b
}

const fn column_bits(col: usize) -> u64 {
    ((1u64 << HEIGHT) - 1) << (col * H1)
}

/// The shape of one game, fixed at compile time so that the search is specialised.
pub(crate) trait Geometry: Copy + Default + Send + Sync + 'static {
    /// The variant this geometry belongs to.
    const VARIANT: Variant;
    /// Columns in the bitboard, edges included.
    const WIDTH: usize;
    /// Bitboard column of the playable column 1.
    const FIRST: usize;
    /// Discs in a line needed to win.
    const LINE: u32;
    /// Edge discs owned by Red (who moves first).
    const RED_EDGE: u64;
    /// All edge discs.
    const EDGE: u64;
    /// Whether reflecting the board left-right maps game positions to game positions.
    const MIRROR: bool;
    /// One bit at the bottom of every playable column.
    const BOTTOM: u64 = bottom_of(Self::FIRST, COLUMNS);
    /// Every playable cell.
    const BOARD: u64 = Self::BOTTOM * ((1u64 << HEIGHT) - 1);
}

/// Standard Fyra i rad: 7×6, four in a row.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Fyra;

/// Fem i rad: 9×6 with full edge columns, five in a row.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Fem;

impl Geometry for Fyra {
    const VARIANT: Variant = Variant::Fyra;
    const WIDTH: usize = 7;
    const FIRST: usize = 0;
    const LINE: u32 = 4;
    const RED_EDGE: u64 = 0;
    const EDGE: u64 = 0;
    const MIRROR: bool = true;
}

/// Red's edge discs of Fem i rad: rows 0, 2, 4 of the left edge and rows 1, 3, 5 of the
/// right edge (the rules file's decision: bottom row Red on the left, Yellow on the right,
/// alternating upwards).
const FEM_RED_EDGE: u64 = (0b010101u64) | (0b101010u64 << (8 * H1));

impl Geometry for Fem {
    const VARIANT: Variant = Variant::Fem;
    const WIDTH: usize = 9;
    const FIRST: usize = 1;
    const LINE: u32 = 5;
    const RED_EDGE: u64 = FEM_RED_EDGE;
    const EDGE: u64 = column_bits(0) | column_bits(8);
    // Reflection swaps the colours of the edge discs, so a reflected position is never a
    // position of the game (with the same side to move): no symmetry to use.
    const MIRROR: bool = false;
}

/// A position of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Board<G: Geometry> {
    /// Discs of the side to move, edge discs included.
    current: u64,
    /// Every disc, edge discs included.
    mask: u64,
    /// Discs dropped so far (edge discs not counted).
    moves: i32,
    geometry: PhantomData<G>,
}

impl<G: Geometry> Default for Board<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Geometry> Board<G> {
    /// The start position: the edge discs only, Red to move.
    pub(crate) fn new() -> Self {
        Board {
            current: G::RED_EDGE,
            mask: G::EDGE,
            moves: 0,
            geometry: PhantomData,
        }
    }

    /// Discs dropped so far.
    #[inline]
    pub(crate) fn moves(&self) -> i32 {
        self.moves
    }

    /// The bit of the bottom-most empty cell of every playable column that is not full.
    #[inline]
    pub(crate) fn possible(&self) -> u64 {
        (self.mask + G::BOTTOM) & G::BOARD
    }

    /// The move bit of playable column `col` (0-based), zero if the column is full.
    #[inline]
    pub(crate) fn column_move(&self, col: usize) -> u64 {
        self.possible() & column_bits(G::FIRST + col)
    }

    /// Drops a disc on `bit`, which must be a bit of [`Board::possible`].
    #[inline]
    pub(crate) fn play(&mut self, bit: u64) {
        self.current ^= self.mask;
        self.mask |= bit;
        self.moves += 1;
    }

    /// Whether dropping on `bit` makes a line for the side to move.
    #[inline]
    pub(crate) fn is_winning_move(&self, bit: u64) -> bool {
        self.winning_position() & bit != 0
    }

    /// Whether the side to move can win with its next disc.
    #[inline]
    pub(crate) fn can_win_next(&self) -> bool {
        self.winning_position() & self.possible() != 0
    }

    /// Empty cells that would complete a line for the side to move.
    #[inline]
    pub(crate) fn winning_position(&self) -> u64 {
        winning_cells::<G>(self.current, self.mask)
    }

    /// Empty cells that would complete a line for the opponent.
    #[inline]
    pub(crate) fn opponent_winning_position(&self) -> u64 {
        winning_cells::<G>(self.current ^ self.mask, self.mask)
    }

    /// The moves that do not hand the opponent an immediate win. Zero means every move
    /// loses at once (the opponent has two threats, or one above a forced cell).
    #[inline]
    pub(crate) fn possible_non_losing_moves(&self) -> u64 {
        let mut possible = self.possible();
        let opponent_win = self.opponent_winning_position();
        let forced = possible & opponent_win;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            possible = forced;
        }
        // Never play right below a cell where the opponent would complete a line.
        possible & !(opponent_win >> 1)
    }

    /// How many line-completing cells the side to move owns after dropping on `bit`: the
    /// move-ordering heuristic (threat creation).
    #[inline]
    pub(crate) fn move_score(&self, bit: u64) -> u32 {
        winning_cells::<G>(self.current | bit, self.mask).count_ones()
    }

    /// Whether the side to move still has a line it could complete: a window of
    /// `G::LINE` cells holding none of the opponent's discs.
    #[inline]
    pub(crate) fn can_still_win(&self) -> bool {
        has_open_window::<G>(self.current, self.mask)
    }

    /// Whether the opponent, by answering every disc in the same column ("claimeven"),
    /// keeps the side to move from ever completing a line. That needs every column to
    /// have an even number of discs (the opponent's answer then always fits, and takes
    /// rows 1, 3, 5 while the side to move gets rows 0, 2, 4): the side to move can win
    /// only if some line is made of its own discs and empty cells of rows 0, 2, 4.
    #[inline]
    pub(crate) fn claimeven_stops_mover(&self) -> bool {
        const ODD_ROWS: u64 = 0b101010;
        const EVEN_ROWS: u64 = 0b010101;
        if self.possible() & (G::BOTTOM * ODD_ROWS) != 0 {
            return false;
        }
        let reachable = self.current | (G::BOARD & !self.mask & (G::BOTTOM * EVEN_ROWS));
        !has_line::<G>(reachable)
    }

    /// Whether the opponent still has a line it could complete.
    #[inline]
    pub(crate) fn opponent_can_still_win(&self) -> bool {
        has_open_window::<G>(self.current ^ self.mask, self.mask)
    }

    /// A unique key of the position; the side to move is implied by the disc count.
    #[inline]
    pub(crate) fn key(&self) -> u64 {
        self.current + self.mask + G::BOTTOM
    }

    /// The key of this position or of its mirror image, whichever is smaller, when the
    /// game has the mirror symmetry; the plain key otherwise.
    pub(crate) fn canonical_key(&self) -> u64 {
        let key = self.key();
        if G::MIRROR {
            key.min(mirror_key::<G>(key))
        } else {
            key
        }
    }

    /// Whether the side that just moved has a line (the game is won).
    pub(crate) fn last_mover_has_line(&self) -> bool {
        has_line::<G>(self.current ^ self.mask)
    }

    /// Whether every playable cell is filled.
    pub(crate) fn is_full(&self) -> bool {
        self.moves >= CELLS
    }

    #[cfg(test)]
    /// The owner of a cell from the point of view of the side to move: `Some(true)` for
    /// its disc, `Some(false)` for the opponent's, `None` for empty. `col` counts the
    /// bitboard's columns (edges included).
    pub(crate) fn cell(&self, col: usize, row: usize) -> Option<bool> {
        let bit = 1u64 << (col * H1 + row);
        if self.mask & bit == 0 {
            None
        } else {
            Some(self.current & bit != 0)
        }
    }
}

/// Reflects a key left-right (7-bit groups in reverse order).
#[inline]
pub(crate) fn mirror_key<G: Geometry>(key: u64) -> u64 {
    let mut out = 0u64;
    let group = (1u64 << H1) - 1;
    let mut c = 0;
    while c < G::WIDTH {
        out |= ((key >> (c * H1)) & group) << ((G::WIDTH - 1 - c) * H1);
        c += 1;
    }
    out
}

/// Empty playable cells that would complete a line of `G::LINE` for the owner of `p`.
#[inline(always)]
pub(crate) fn winning_cells<G: Geometry>(p: u64, mask: u64) -> u64 {
    // Discs needed around the cell; vertically only the discs below can count.
    let need = G::LINE as usize - 1;
    let mut r = p << 1;
    for k in 2..=need {
        r &= p << k;
    }
    for s in [H1, H1 - 1, H1 + 1] {
        // a[k]: the k cells "behind" (x - s, ..., x - k*s) are discs; b[k] the same ahead.
        let mut a = [0u64; 5];
        let mut b = [0u64; 5];
        a[0] = !0;
        b[0] = !0;
        for k in 1..=need {
            a[k] = a[k - 1] & (p << (k * s));
            b[k] = b[k - 1] & (p >> (k * s));
        }
        for k in 0..=need {
            r |= a[k] & b[need - k];
        }
    }
    r & G::BOARD & !mask
}

/// Whether some window of `G::LINE` cells in a line is free of the discs that are not
/// `own` (so the owner of `own` could still fill it).
#[inline]
pub(crate) fn has_open_window<G: Geometry>(own: u64, mask: u64) -> bool {
    let free = (G::BOARD | G::EDGE) & !(mask & !own);
    has_line::<G>(free)
}

/// Whether the discs `p` contain a line of `G::LINE`.
#[inline]
pub(crate) fn has_line<G: Geometry>(p: u64) -> bool {
    [1, H1, H1 - 1, H1 + 1].into_iter().any(|s| {
        let mut m = p;
        for k in 1..G::LINE as usize {
            m &= p >> (k * s);
        }
        m != 0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fem_start_has_the_decided_edge_colours() {
        let b = Board::<Fem>::new();
        // Red (to move) owns the bottom-left and the second cell of the right edge.
        assert_eq!(b.cell(0, 0), Some(true));
        assert_eq!(b.cell(8, 0), Some(false));
        assert_eq!(b.cell(0, 1), Some(false));
        assert_eq!(b.cell(8, 1), Some(true));
        for row in 0..HEIGHT {
            assert_ne!(
                b.cell(0, row),
                b.cell(8, row),
                "row {row} edges must differ"
            );
            assert!(b.cell(0, row).is_some() && b.cell(8, row).is_some());
        }
        assert_eq!(b.possible().count_ones(), 7);
        assert_eq!((Fem::BOARD).count_ones(), 42);
        assert_eq!((Fyra::BOARD).count_ones(), 42);
    }

    /// The claimeven bound, played out: wherever it says the side to move cannot win, the
    /// side to move never completes a line in random games in which the opponent answers
    /// every disc in the same column. Both answers of the test must occur.
    fn claimeven_holds<G: Geometry>(seed: u64) -> (usize, usize) {
        let mut state = seed;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut stopped, mut open) = (0, 0);
        for _ in 0..20000 {
            // A random game to an even number of discs in which nobody completes a line
            // (so that late, crowded positions occur too).
            let mut b = Board::<G>::new();
            let plies = 2 * (10 + next() % 11) as i32;
            let mut tries = 0;
            while b.moves() < plies && tries < 200 {
                tries += 1;
                let col = (next() % COLUMNS as u64) as usize;
                let bit = b.column_move(col);
                if bit != 0 && !b.is_winning_move(bit) {
                    b.play(bit);
                }
            }
            if b.moves() % 2 != 0 {
                continue;
            }
            let stops = b.claimeven_stops_mover();
            if b.possible() & (G::BOTTOM * 0b101010) != 0 {
                assert!(!stops, "the bound needs every column of even height");
                continue;
            }
            if !stops {
                open += 1;
                continue;
            }
            stopped += 1;
            for _ in 0..20 {
                let mut g = b;
                while !g.is_full() {
                    let cols: Vec<usize> =
                        (0..COLUMNS).filter(|&c| g.column_move(c) != 0).collect();
                    let col = cols[(next() % cols.len() as u64) as usize];
                    g.play(g.column_move(col));
                    assert!(!g.last_mover_has_line(), "the side to move made a line");
                    let answer = g.column_move(col);
                    assert_ne!(answer, 0, "the same column must have room for the answer");
                    g.play(answer);
                    if g.last_mover_has_line() {
                        break; // the opponent won: fine for the bound
                    }
                }
            }
        }
        (stopped, open)
    }

    #[test]
    fn claimeven_bound_is_sound() {
        let (stopped, open) = claimeven_holds::<Fyra>(0x1234_5678_9ABC_DEF1);
        assert!(
            stopped > 50 && open > 50,
            "fyra: {stopped} stopped, {open} open"
        );
        let (stopped, open) = claimeven_holds::<Fem>(0x0FED_CBA9_8765_4321);
        assert!(
            stopped > 50 && open > 50,
            "fem: {stopped} stopped, {open} open"
        );
    }

    #[test]
    fn winning_cells_match_has_line() {
        // Exhaustive check on random positions: a cell is winning iff adding it makes a line.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        fn check<G: Geometry>(p: u64, mask: u64) {
            if has_line::<G>(p) {
                return;
            }
            let w = winning_cells::<G>(p, mask);
            for bit in (0..64)
                .map(|i| 1u64 << i)
                .filter(|b| b & G::BOARD & !mask != 0)
            {
                assert_eq!(w & bit != 0, has_line::<G>(p | bit), "p={p:x} bit={bit:x}");
            }
            assert_eq!(w & !(G::BOARD & !mask), 0);
        }
        for _ in 0..20000 {
            // Random column heights (discs stand on each other), random owners.
            let heights = |g_first: usize, r: u64| {
                let mut m = 0u64;
                for c in g_first..g_first + COLUMNS {
                    let h = ((r >> (4 * c)) % 7) as usize;
                    m |= ((1u64 << h) - 1) << (c * H1);
                }
                m
            };
            let mask_f = heights(0, next());
            let p = mask_f & next();
            check::<Fyra>(p, mask_f);
            let mask_m = heights(1, next()) | Fem::EDGE;
            let p = (mask_m & next() & Fem::BOARD) | Fem::RED_EDGE;
            check::<Fem>(p, mask_m);
        }
    }
}
