//! The transposition table: one `u64` per entry holding the quotient of the key by the
//! (prime) table size, the best move found (3 bits) and an 8-bit bound. Since `key = quotient * size + index`, the entry
//! identifies its key exactly, with no false hits (the Chinese-remainder trick of Pons's
//! solver, widened to 63-bit keys for Fem i rad).

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

impl Table {
    /// A table of the largest prime number of entries below `2^log2` (at least `2^12`).
    pub(crate) fn new(log2: u32) -> Table {
        // At least 2^12 entries, so that a 63-bit key's quotient fits in the top 53 bits.
        let log2 = log2.clamp(12, 32);
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

    /// Stores a non-zero `value` and a move (0: none, else column + 1) for `key`.
    #[inline]
    pub(crate) fn put(&mut self, key: u64, value: u8, best: u8) {
        let i = (key % self.size) as usize;
        self.entries[i] = ((key / self.size) << 11) | ((best as u64 & 7) << 8) | value as u64;
    }

    /// The value and move stored for `key`, or `(0, 0)`.
    #[inline]
    pub(crate) fn get(&self, key: u64) -> (u8, u8) {
        let e = self.entries[(key % self.size) as usize];
        if e >> 11 == key / self.size {
            (e as u8, (e >> 8) as u8 & 7)
        } else {
            (0, 0)
        }
    }

    /// Bytes of memory held.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * 8
    }
}
