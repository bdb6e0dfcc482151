//! The solver's speed on a fixed set of positions, shared by the native `bench` binary and
//! the WebAssembly module (`cargo xtask bench-solver` runs both and prints them side by
//! side). Positions come from random games with fixed seeds, cut at several disc counts,
//! so both runs see exactly the same positions.

use crate::search::{validate, Solver};
use crate::variant::Variant;

/// One timed position.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// The game.
    pub variant: Variant,
    /// Discs on the board.
    pub discs: usize,
    /// The position, in digit notation.
    pub moves: String,
    /// The exact score, or `None` when the node limit stopped the search.
    pub score: Option<i32>,
    /// Milliseconds for the strongest level's answer (the score and a best move).
    pub best_ms: f64,
    /// Milliseconds for a full analysis (the exact score of every column), `None` if over
    /// the node limit.
    pub analysis_ms: Option<f64>,
    /// Nodes of the best-move search.
    pub nodes: u64,
}

/// `count` positions of `discs` discs from random games (seeded by `seed` and `discs`):
/// each move uniformly among the columns that keep the game going.
pub fn positions(variant: Variant, discs: usize, count: usize, seed: u64) -> Vec<String> {
    let mut state = seed ^ (discs as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut out = Vec::new();
    let mut attempts = 0;
    while out.len() < count && attempts < 100 * count {
        attempts += 1;
        let mut moves = String::new();
        let mut tries = 0;
        while moves.len() < discs && tries < 1000 {
            tries += 1;
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let next = format!("{moves}{}", 1 + state % 7);
            if validate(variant, &next).is_ok() {
                moves = next;
            }
        }
        if moves.len() == discs && !out.contains(&moves) {
            out.push(moves);
        }
    }
    out
}

/// Times every position of `discs` × `count` with `solver` (its table cleared before each
/// position, as at the start of a game; its books kept), each search stopped after
/// `limit` nodes. `clock` gives milliseconds.
pub fn run(
    solver: &mut Solver,
    variant: Variant,
    discs: &[usize],
    count: usize,
    limit: u64,
    clock: fn() -> f64,
) -> Vec<Timing> {
    let mut out = Vec::new();
    solver.set_node_limit(Some(limit));
    for &d in discs {
        for moves in positions(variant, d, count, 0x5EED) {
            solver.clear();
            let t = clock();
            let best = solver.perfect(variant, &moves);
            let best_ms = clock() - t;
            let nodes = solver.nodes();
            solver.clear();
            let t = clock();
            let analysis = solver.analyze(variant, &moves);
            let analysis_ms = analysis.is_ok().then(|| clock() - t);
            out.push(Timing {
                variant,
                discs: d,
                moves,
                score: best.ok().map(|(s, _)| s),
                best_ms,
                analysis_ms,
                nodes,
            });
        }
    }
    solver.set_node_limit(None);
    out
}

/// Median and worst of `times` (milliseconds), `None` if empty.
pub fn median_worst(times: &[f64]) -> Option<(f64, f64)> {
    let mut t = times.to_vec();
    t.sort_by(f64::total_cmp);
    Some((*t.get(t.len() / 2)?, *t.last()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_fixed_distinct_and_playable() {
        let a = positions(Variant::Fyra, 12, 4, 0x5EED);
        assert_eq!(a, positions(Variant::Fyra, 12, 4, 0x5EED));
        assert_eq!(a.len(), 4);
        for p in &a {
            assert_eq!(p.len(), 12);
            assert!(validate(Variant::Fyra, p).is_ok());
        }
        assert_ne!(a, positions(Variant::Fyra, 12, 4, 1));
    }

    #[test]
    fn timings_carry_scores_and_the_limit_stops_hard_positions() {
        fn clock() -> f64 {
            0.0
        }
        let mut s = Solver::with_table_log2(16);
        let rows = run(&mut s, Variant::Fyra, &[30], 2, u64::MAX, clock);
        assert_eq!(rows.len(), 2);
        for r in &rows {
            let exact = Solver::with_table_log2(16)
                .score(Variant::Fyra, &r.moves)
                .unwrap();
            assert_eq!(r.score, Some(exact));
            assert!(r.analysis_ms.is_some());
        }
        // Four discs in most positions take millions of nodes, so a 1000-node limit stops
        // those searches (and a position decided in a few nodes still gets its score).
        let rows = run(&mut s, Variant::Fyra, &[4], 4, 1000, clock);
        assert!(rows
            .iter()
            .any(|r| r.score.is_none() && r.analysis_ms.is_none()));
        assert!(rows.iter().all(|r| r.nodes <= 1001));
        assert_eq!(median_worst(&[3.0, 1.0, 2.0]), Some((2.0, 3.0)));
        assert_eq!(median_worst(&[]), None);
    }
}
