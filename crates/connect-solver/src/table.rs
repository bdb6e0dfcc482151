//! The transposition table: one `u64` per entry holding the quotient of the key by the
//! (prime) table size, the best move found (3 bits) and both a lower and an upper bound on
//! the score (6 bits each). Since `key = quotient * size + index`, the entry identifies its
//! key exactly, with no false hits (the Chinese-remainder trick of Pons's solver, widened
//! to 63-bit keys for Fem i rad).
//!
//! A new position replaces whatever was in its slot: buckets of two (keeping the two most
//! recent) saved only 1 % of the nodes on the benchmark positions and cost more time for
//! the second probe.
//!
//! Both bounds are kept because the iterative narrowing searches the same positions with
//! null windows at different scores: one probe proves `score <= a`, the next `score > b`,
//! and a table holding only the latest bound would forget the first proof.

use crate::board::{MAX_SCORE, MIN_SCORE};

/// Bits of an entry below the quotient: move (3), lower bound (6), upper bound (6).
const PAYLOAD: u32 = 15;

/// What the table knows about a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    /// A proven lower bound on the score, if any.
    pub lo: Option<i32>,
    /// A proven upper bound on the score, if any.
    pub hi: Option<i32>,
    /// The best (or refuting) move found: 0 none, else column + 1.
    pub mv: u8,
}

/// A fixed-size table of score bounds, replacing on collision.
#[derive(Clone)]
pub(crate) struct Table {
    entries: Vec<u64>,
    size: u64,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Table({} entries)", self.size)
    }
}

fn is_prime(n: u64) -> bool {
    n >= 2
        && (2..)
            .take_while(|d| d * d <= n)
            .all(|d| !n.is_multiple_of(d))
}

fn encode(bound: Option<i32>) -> u64 {
    // Every bound the search proves lies in MIN_SCORE..=MAX_SCORE: 37 values in 6 bits.
    debug_assert!(bound.is_none_or(|b| (MIN_SCORE..=MAX_SCORE).contains(&b)));
    bound.map_or(0, |b| (b - MIN_SCORE + 1) as u64)
}

fn decode(bits: u64) -> Option<i32> {
    (bits != 0).then(|| bits as i32 + MIN_SCORE - 1)
}

impl Table {
    /// A table of the largest prime number of entries below `2^log2` (at least `2^15`).
    pub(crate) fn new(log2: u32) -> Table {
        // At least 2^15 (a prime above 2^14), so that a 63-bit key's quotient (< 2^49) fits
        // above the 15 payload bits.
        let log2 = log2.clamp(15, 32);
        let mut size = (1u64 << log2) - 1;
        while !is_prime(size) {
            size -= 1;
        }
        let entries = vec![0; size as usize];
        // Gigabyte tables are probed at random: huge pages spare a TLB miss per probe.
        spelbord_hugepages::advise(&entries);
        Table { entries, size }
    }

    /// Forgets every entry.
    pub(crate) fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = 0);
    }

    /// Records bounds and a move for `key`, merged with what is already known of it.
    #[inline]
    pub(crate) fn put(&mut self, key: u64, lo: Option<i32>, hi: Option<i32>, mv: u8) {
        let i = (key % self.size) as usize;
        let q = key / self.size;
        let old = self.entries[i];
        let (mut lo, mut hi) = (lo, hi);
        if old != 0 && old >> PAYLOAD == q {
            let (olo, ohi) = (decode((old >> 6) & 63), decode(old & 63));
            lo = lo.max(olo);
            hi = match (hi, ohi) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        self.entries[i] = (q << PAYLOAD) | ((mv as u64 & 7) << 12) | (encode(lo) << 6) | encode(hi);
    }

    /// What is known of `key` (an empty entry if nothing).
    #[inline]
    pub(crate) fn get(&self, key: u64) -> Entry {
        let e = self.entries[(key % self.size) as usize];
        if e != 0 && e >> PAYLOAD == key / self.size {
            Entry {
                lo: decode((e >> 6) & 63),
                hi: decode(e & 63),
                mv: (e >> 12) as u8 & 7,
            }
        } else {
            Entry::default()
        }
    }

    /// Bytes of memory held.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_merge_and_other_keys_miss() {
        let mut t = Table::new(15);
        let k = 0x7FFF_FFFF_FFFF_FFF0u64;
        assert_eq!(t.get(k), Entry::default());
        t.put(k, None, Some(3), 2);
        t.put(k, Some(-2), None, 5);
        assert_eq!(
            t.get(k),
            Entry {
                lo: Some(-2),
                hi: Some(3),
                mv: 5
            }
        );
        t.put(k, Some(MIN_SCORE), Some(MAX_SCORE), 1);
        assert_eq!(t.get(k).lo, Some(-2));
        assert_eq!(t.get(k).hi, Some(3));
        // The same slot, another key: replaced, and the old key misses.
        let other = k - t.size;
        t.put(other, Some(MAX_SCORE), Some(MAX_SCORE), 7);
        assert_eq!(t.get(k), Entry::default());
        assert_eq!(t.get(other).lo, Some(MAX_SCORE));
        assert_eq!(t.get(other).mv, 7);
        assert_eq!(t.get(other + 1), Entry::default());
    }
}
