//! Fast move-path counts straight on the bitboards (bulk counting at the last ply), for
//! the perft tests and the benchmark. A move that connects a side ends its path, as in
//! the game; repetition is ignored, which changes nothing below 8 plies (a threefold
//! repetition needs at least 8).

use crate::board::Board;
use crate::game::Simultaneous;
use crate::search::decided;

/// Counts the move paths of `depth` plies from `b` (a position nobody has won).
pub fn perft(b: &Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0u64;
    let mut any = false;
    if depth == 1 {
        let c = b.count_slides() as u64;
        // No slide: the one move is a pass.
        return c.max(1);
    }
    b.for_each_slide(|m| {
        any = true;
        let child = b.apply(m);
        if decided(&child, b.turn, m.capture, Simultaneous::Draw).is_none() {
            n += perft(&child, depth - 1);
        }
    });
    if !any {
        n = perft(&b.pass(), depth - 1);
    }
    n
}
