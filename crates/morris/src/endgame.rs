//! Perfect play with three men against three when both fly (`kvarn` with `flying`, and
//! `tre-i-rad`, whose last three markers always fly): a retrograde table of every such
//! position, computed on first need (in the browser: in the worker) rather than shipped.
//!
//! Why computed, not shipped: the table holds 2024 × 2024 bytes (4 MiB) and its
//! non-draw entries do not compress to anything the page budget could carry, while the
//! build itself is a breadth-first walk backwards from the positions won at once that
//! touches only decided positions (draws are never expanded): well under a second
//! natively, about twice that in WebAssembly (`cargo bench -p spelbord-morris`, and
//! `cargo xtask bench` prints both).
//!
//! Why one table serves both games, and for both colours: with three men each and both
//! flying, the two games have the same moves (the plain board's lines, any empty point),
//! a mill leaves the opponent two men whatever it removes, and the rules do not depend on
//! the colour. So an entry is keyed by the mover's three points and the opponent's three.
//!
//! Values are distances in plies under best play from the mover's side: odd `d` wins in
//! `d` plies (1: a mill now), even `d > 0` loses in `d` plies, 0 is a draw (no side can
//! force a mill; the game ends by repetition or the move limit). The draws by repetition
//! and by the move limit are outside the table; the search applies the move limit to the
//! distance (a win that needs more quiet moves than the limit leaves is a draw).

use crate::board::{points_of, Bits, Pos, Rules, ALL_POINTS, LINE_MASKS, PLAIN_LINES};
use std::sync::OnceLock;

/// The 3-point sets of the board: C(24, 3).
pub const SETS: usize = 2024;
/// Entries of the table (some never valid: both sets sharing a point).
pub const ENTRIES: usize = SETS * SETS;
/// Moves of a side with three flying men and no mill to close: each of 3 men to each of
/// the 18 empty points, all leading to different positions.
const FLYING_MOVES: u8 = 3 * 18;
/// Marks an entry whose two sets overlap.
const INVALID: u8 = u8::MAX;

/// `C(n, k)` for n < 24, k ≤ 3.
const fn choose(n: usize, k: usize) -> usize {
    match k {
        1 => n,
        2 => n * n.saturating_sub(1) / 2,
        _ => n * n.saturating_sub(1) * n.saturating_sub(2) / 6,
    }
}

/// The rank of a 3-point set in the combinatorial number system (0..2024).
#[inline]
pub fn rank(set: Bits) -> usize {
    let a = set.trailing_zeros() as usize;
    let rest = set & (set - 1);
    let b = rest.trailing_zeros() as usize;
    let c = (rest & (rest - 1)).trailing_zeros() as usize;
    choose(a, 1) + choose(b, 2) + choose(c, 3)
}

/// The 3-point sets by rank.
fn sets() -> Vec<Bits> {
    let mut out = vec![0; SETS];
    for c in 2..24 {
        for b in 1..c {
            for a in 0..b {
                let s = (1 << a) | (1 << b) | (1 << c);
                out[rank(s)] = s;
            }
        }
    }
    out
}

/// Whether the side with men `mine` closes a mill with its next flying move: a line of
/// the plain board holds two of its men and an empty third point.
#[inline]
fn mill_next(mine: Bits, empty: Bits) -> bool {
    LINE_MASKS[..PLAIN_LINES]
        .iter()
        .any(|&l| (mine & l).count_ones() == 2 && empty & l != 0)
}

/// The retrograde table of three flying men against three.
pub struct Table {
    value: Vec<u8>,
    /// How many positions are won, lost (for the side to move) and drawn.
    pub counts: [u32; 3],
    /// The longest win, in plies.
    pub longest: u8,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("counts", &self.counts)
            .field("longest", &self.longest)
            .finish()
    }
}

impl Table {
    /// Builds the table: every position where the mover can close a mill is won in 1;
    /// then backwards, breadth first, a position one of whose moves reaches a loss is a
    /// win one ply longer, and one all of whose 54 moves reach wins is a loss one ply
    /// longer than the longest. Processing in order of distance makes wins as short and
    /// losses as long as possible.
    pub fn build() -> Table {
        let sets = sets();
        let mut value = vec![0u8; ENTRIES];
        let mut left = vec![FLYING_MOVES; ENTRIES];
        let mut queue: Vec<u32> = Vec::new();
        for (i, &m) in sets.iter().enumerate() {
            for (j, &o) in sets.iter().enumerate() {
                let k = j * SETS + i;
                if m & o != 0 {
                    value[k] = INVALID;
                } else if mill_next(m, ALL_POINTS & !(m | o)) {
                    value[k] = 1;
                    queue.push(k as u32);
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let k = queue[head] as usize;
            head += 1;
            let d = value[k];
            let (m, o) = (sets[k % SETS], sets[k / SETS]);
            let empty = ALL_POINTS & !(m | o);
            // The positions before: the opponent (to move there) had one man elsewhere,
            // on a point now empty, and flew it to where it stands. They all share the
            // row of `m` (entries are keyed opponent-major), which keeps the walk in cache.
            let row = rank(m) * SETS;
            for x in points_of(o) {
                for y in points_of(empty) {
                    let before = (o & !(1 << x)) | 1 << y;
                    let q = row + rank(before);
                    if value[q] != 0 {
                        continue; // decided already (or won at once)
                    }
                    if d.is_multiple_of(2) {
                        value[q] = d + 1;
                        queue.push(q as u32);
                    } else {
                        left[q] -= 1;
                        if left[q] == 0 {
                            value[q] = d + 1;
                            queue.push(q as u32);
                        }
                    }
                }
            }
        }
        let mut counts = [0u32; 3];
        let mut longest = 0;
        for &v in &value {
            match v {
                INVALID => {}
                0 => counts[2] += 1,
                v if v % 2 == 1 => {
                    counts[0] += 1;
                    longest = longest.max(v);
                }
                _ => counts[1] += 1,
            }
        }
        Table {
            value,
            counts,
            longest,
        }
    }

    /// How many positions have each distance (index 0: draws).
    pub fn histogram(&self) -> Vec<u32> {
        let mut h = vec![0u32; self.longest as usize + 2];
        for &v in &self.value {
            if v != INVALID {
                h[v as usize] += 1;
            }
        }
        h
    }

    /// The table, built once per process (in the browser: once per worker).
    pub fn get() -> &'static Table {
        TABLE.get_or_init(Table::build)
    }

    /// The table if it has been built already (never builds it).
    pub fn built() -> Option<&'static Table> {
        TABLE.get()
    }

    /// Whether the table covers `p` under `rules`: the moving phase, three men each, both
    /// flying on the plain board.
    #[inline]
    pub fn covers(p: &Pos, rules: &Rules) -> bool {
        rules.flying
            && !rules.diagonals
            && p.hand == [0, 0]
            && p.men[0].count_ones() == 3
            && p.men[1].count_ones() == 3
    }

    /// The distance of `p` for the side to move (see the module), if the table covers it.
    #[inline]
    pub fn probe(&self, p: &Pos, rules: &Rules) -> Option<u8> {
        if !Table::covers(p, rules) {
            return None;
        }
        let me = p.turn as usize & 1;
        let v = self.value[rank(p.men[1 - me]) * SETS + rank(p.men[me])];
        (v != INVALID).then_some(v)
    }
}

static TABLE: OnceLock<Table> = OnceLock::new();

/// Whether a game under `rules` can reach the table's positions at all.
pub fn applies(rules: &Rules) -> bool {
    rules.flying && !rules.diagonals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_number_the_sets_densely() {
        let s = sets();
        let mut seen = vec![false; SETS];
        for &m in &s {
            assert_eq!(m.count_ones(), 3);
            assert!(!seen[rank(m)]);
            seen[rank(m)] = true;
        }
        assert_eq!(rank(0b111), 0);
        assert_eq!(rank(0b111 << 21), SETS - 1);
    }
}
