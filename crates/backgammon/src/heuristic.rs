//! A simple hand-written player to measure the engine against: it prefers moves that
//! gain in the race, make points and leave few blots within reach.

use crate::board::{pips, Side};
use crate::moves::Candidate;

/// A plain score of a position after the mover's turn (higher is better for the mover).
pub fn score(me: &Side, opp: &Side) -> i32 {
    let mut s = pips(opp) as i32 - pips(me) as i32;
    for (i, &n) in me[..24].iter().enumerate() {
        let p = i + 1;
        if n >= 2 && p <= 11 {
            // Made points in and near the home board block and are safe.
            s += if p <= 6 { 6 } else { 4 };
        }
        if n == 1 {
            // A blot costs more the further it has to travel if hit, and only when an
            // opposing checker is behind it.
            let exposed =
                (0..25).any(|j| opp[j] > 0 && 25 - (j as i32 + 1) < p as i32) || opp[24] > 0;
            if exposed {
                s -= 4 + p as i32 / 3;
            }
        }
    }
    s
}

/// The candidate the heuristic likes best (the first on ties).
pub fn choose(cands: &[Candidate]) -> usize {
    let mut best = 0;
    let mut best_score = i32::MIN;
    for (i, c) in cands.iter().enumerate() {
        let v = score(&c.me, &c.opp);
        if v > best_score {
            best_score = v;
            best = i;
        }
    }
    best
}
