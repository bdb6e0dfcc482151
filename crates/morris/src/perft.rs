//! A fast move-path count straight on [`Pos`] (no game history), for measuring speed.
//! It ends lines where the rules end the game on the board alone (two men, no move, the
//! full board of `kvarn-12`); repetition and the move limit need a history and are left
//! out, so deep counts into the moving phase may exceed [`spelbord_core::perft`]'s.

use crate::board::{Pos, Rules};
use crate::settings::Variant;

/// Whether the game is over on the board alone.
pub fn over(p: &Pos, r: &Rules) -> bool {
    p.total(0) <= 2
        || p.total(1) <= 2
        || (r.variant == Variant::Kvarn12 && p.moving_phase() && p.empty() == 0)
        || !p.has_move(r)
}

/// Move paths of `depth` turns from `p` (bulk-counting the last turn).
pub fn perft(p: &Pos, r: &Rules, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if over(p, r) {
        return 0;
    }
    let mut n = 0;
    if depth == 1 {
        p.for_each_move(r, |_| n += 1);
        return n;
    }
    p.for_each_move(r, |m| {
        let mut c = *p;
        c.apply(r, &m);
        n += perft(&c, r, depth - 1);
    });
    n
}
