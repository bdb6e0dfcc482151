//! Fast move-path counts from a [`Board`] under compulsory capture (bulk counting at
//! the last ply), for the benchmark; the tests check them against an independent
//! brute-force generator.

use crate::board::{Board, Play};

/// Counts the move paths of `depth` plies.
pub fn perft(b: &Board, depth: u32) -> u64 {
    let mut stack: Vec<Vec<Play>> = (0..depth.max(1)).map(|_| Vec::with_capacity(32)).collect();
    perft_with(b, depth, &mut stack)
}

fn perft_with(b: &Board, depth: u32, stack: &mut [Vec<Play>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, rest)) = stack.split_first_mut() else {
        return 0;
    };
    moves.clear();
    b.generate(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for p in moves.iter() {
        n += perft_with(&b.apply(p), depth - 1, rest);
    }
    n
}
