use crate::{Game, ToAct};

/// Counts the move paths of `depth` player moves from `g` (chance events are expanded
/// into every outcome and do not count as a ply; a finished game ends its paths early
/// and contributes nothing). This is the number the published perft tables give.
pub fn perft<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match g.to_act() {
        ToAct::Over(_) => 0,
        ToAct::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            outs.iter()
                .map(|(c, _)| {
                    let mut h = g.clone();
                    h.apply_chance(c);
                    perft(&h, depth)
                })
                .sum()
        }
        ToAct::Seat(_) => {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            if depth == 1 {
                return moves.len() as u64;
            }
            moves
                .iter()
                .map(|m| {
                    let mut h = g.clone();
                    h.play_unchecked(m);
                    perft(&h, depth - 1)
                })
                .sum()
        }
    }
}

/// [`perft`] split by first move, in notation (for finding where two generators differ).
pub fn perft_divide<G: Game>(g: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .iter()
        .map(|m| {
            let mut h = g.clone();
            h.play_unchecked(m);
            (g.format_move(m), perft(&h, depth.saturating_sub(1)))
        })
        .collect()
}

/// The work between two calls of [`perft_with`]'s watch: a few microseconds in every game.
pub const WATCH_WORK: u64 = 1024;

/// [`perft`] that reports as it goes and can be stopped: `watch(leaves, done)` is called
/// after every [`WATCH_WORK`] units of work with the leaves counted so far and the share
/// of the tree done (0–1, each move weighing the same among its siblings: an estimate);
/// when it answers `false` the count stops and the result is `None`. Long counts
/// (`perft dam 30`) show progress and honour a node or time limit this way.
///
/// Work is positions visited plus the moves and chance outcomes they generate, so the
/// watch is called as often in wall time in a game with hundreds of moves a position
/// (Luffarschack's paper) as in one with seven: a fixed count of positions let a time
/// limit of 50 ms run 21 s there, and a node limit of 10 count 1.78 M leaves.
pub fn perft_with<G: Game>(
    g: &G,
    depth: u32,
    watch: &mut dyn FnMut(u64, f64) -> bool,
) -> Option<u64> {
    struct W<'a> {
        work: u64,
        next_watch: u64,
        leaves: u64,
        done: f64,
        stopped: bool,
        watch: &'a mut dyn FnMut(u64, f64) -> bool,
    }
    fn go<G: Game>(g: &G, depth: u32, share: f64, w: &mut W<'_>) -> u64 {
        if w.stopped {
            return 0;
        }
        w.work += 1;
        if w.work >= w.next_watch {
            w.next_watch = w.work + WATCH_WORK;
            if !(w.watch)(w.leaves, w.done) {
                w.stopped = true;
                return 0;
            }
        }
        if depth == 0 {
            w.leaves += 1;
            w.done += share;
            return 1;
        }
        match g.to_act() {
            ToAct::Over(_) => {
                w.done += share;
                0
            }
            ToAct::Chance => {
                let mut outs = Vec::new();
                g.chance_outcomes(&mut outs);
                w.work += outs.len() as u64;
                if outs.is_empty() {
                    w.done += share;
                    return 0;
                }
                let part = share / outs.len() as f64;
                let mut n = 0;
                for (c, _) in &outs {
                    // Once stopped, no more clones: unwinding 64 plies of Luffarschack's
                    // hundreds of siblings cost 150 ms.
                    if w.stopped {
                        break;
                    }
                    let mut h = g.clone();
                    h.apply_chance(c);
                    n += go(&h, depth, part, w);
                }
                n
            }
            ToAct::Seat(_) => {
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                w.work += moves.len() as u64;
                if depth == 1 || moves.is_empty() {
                    w.leaves += moves.len() as u64;
                    w.done += share;
                    return moves.len() as u64;
                }
                let part = share / moves.len() as f64;
                let mut n = 0;
                for m in &moves {
                    if w.stopped {
                        break;
                    }
                    let mut h = g.clone();
                    h.play_unchecked(m);
                    n += go(&h, depth - 1, part, w);
                }
                n
            }
        }
    }
    let mut w = W {
        work: 0,
        next_watch: WATCH_WORK,
        leaves: 0,
        done: 0.0,
        stopped: false,
        watch,
    };
    let n = go(g, depth, 1.0, &mut w);
    (!w.stopped).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::{Nim, NimSettings};

    #[test]
    fn the_watched_count_agrees_and_stops_when_told() {
        let g = Nim::new(NimSettings { stones: 40 });
        let mut calls = 0;
        let mut last = 0.0;
        let n = perft_with(&g, 12, &mut |_, done| {
            calls += 1;
            assert!(done >= last && done <= 1.0 + 1e-9);
            last = done;
            true
        });
        assert_eq!(n, Some(perft(&g, 12)));
        assert!(calls > 0, "a count this long reports");
        let mut told = 0;
        assert_eq!(
            perft_with(&g, 12, &mut |_, _| {
                told += 1;
                told < 3
            }),
            None
        );
        assert_eq!(told, 3);
    }

    #[test]
    fn a_node_limit_stops_within_a_watch_of_work() {
        // Nim's tree at depth 12 has far more leaves than the limit.
        let g = Nim::new(NimSettings { stones: 40 });
        assert!(perft(&g, 14) > 1_000_000);
        let mut seen = 0;
        let n = perft_with(&g, 14, &mut |leaves, _| {
            seen = leaves;
            leaves < 10
        });
        assert_eq!(n, None);
        assert!(
            (10..10 + WATCH_WORK).contains(&seen),
            "stopped at {seen} leaves"
        );
    }
}
