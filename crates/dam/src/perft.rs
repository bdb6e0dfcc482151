//! Fast move-path counts from a [`Board`] under the compulsory-capture rule, for the
//! published perft table and the benchmark: bulk counting at the last ply, and a
//! hashing variant that remembers subtree counts.

use crate::board::{Board, Play};

/// Counts the move paths of `depth` plies (bulk counting: the last ply is the length
/// of the move list, not a visit to each leaf).
pub fn perft(b: &Board, depth: u32) -> u64 {
    let mut stack: Vec<Vec<Play>> = (0..depth.max(1)).map(|_| Vec::with_capacity(32)).collect();
    perft_with(b, depth, &mut stack)
}

fn perft_with(b: &Board, depth: u32, stack: &mut [Vec<Play>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = match stack.split_first_mut() {
        Some(x) => x,
        None => return 0,
    };
    if depth == 1 {
        return b.count_moves(moves);
    }
    moves.clear();
    b.generate(moves);
    let mut n = 0;
    for p in moves.iter() {
        n += perft_with(&b.apply(p), depth - 1, rest);
    }
    n
}

/// [`perft`] with a table of subtree counts keyed by position and depth (`2^bits`
/// entries): transpositions are counted once. Only for benchmarks; the tests use the
/// plain count.
pub fn perft_hashed(b: &Board, depth: u32, bits: u32) -> u64 {
    let mut table = vec![(0u64, 0u64); 1 << bits];
    let mut stack: Vec<Vec<Play>> = (0..depth.max(1)).map(|_| Vec::with_capacity(32)).collect();
    hashed(b, depth, &mut stack, &mut table)
}

fn hashed(b: &Board, depth: u32, stack: &mut [Vec<Play>], table: &mut [(u64, u64)]) -> u64 {
    if depth <= 1 {
        return perft_with(b, depth, stack);
    }
    // The depth is folded into the key so one table serves every depth.
    let key = b.hash ^ (depth as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let slot = (key as usize) & (table.len() - 1);
    if table[slot].0 == key {
        return table[slot].1;
    }
    let (moves, rest) = match stack.split_first_mut() {
        Some(x) => x,
        None => return 0,
    };
    moves.clear();
    b.generate(moves);
    let mut n = 0;
    // `rest` holds the deeper buffers; this level's list is untouched below.
    for p in moves.iter() {
        n += hashed(&b.apply(p), depth - 1, rest, table);
    }
    table[slot] = (key, n);
    n
}
