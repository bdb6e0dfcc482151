//! Fast move-path counts from a [`Board`] (bulk counting at the last ply). A finished
//! game ends its paths: a side without pieces has no moves here either.

use crate::board::{Bits, Board, Step};

/// Counts the move paths of `depth` plies.
pub fn perft(b: &Board, depth: u32) -> u64 {
    let mut stack: Vec<Vec<(Step, Bits)>> =
        (0..depth.max(1)).map(|_| Vec::with_capacity(48)).collect();
    perft_with(b, depth, &mut stack)
}

fn perft_with(b: &Board, depth: u32, stack: &mut [Vec<(Step, Bits)>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    if b.white == 0 || b.black == 0 {
        return 0;
    }
    let Some((moves, rest)) = stack.split_first_mut() else {
        return 0;
    };
    moves.clear();
    b.generate_with_captures(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for (m, c) in moves.iter() {
        n += perft_with(&b.apply(m, *c), depth - 1, rest);
    }
    n
}
