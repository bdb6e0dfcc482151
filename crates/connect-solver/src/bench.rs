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

/// One move of the strongest level in a game from the start (see [`lines`]).
#[derive(Clone, Debug, PartialEq)]
pub struct LineMove {
    /// Discs on the board when it was to move.
    pub discs: usize,
    /// Milliseconds for its answer (the score and a perfect move).
    pub ms: f64,
    /// Nodes searched.
    pub nodes: u64,
    /// Whether the solver answered within the node limit (else the page's level would
    /// have fallen back to the search).
    pub solved: bool,
}

/// The positions the strongest level meets in play: `games` games from the empty board,
/// the level (the solver's perfect move, its table kept between its moves as in the
/// worker and cleared for each game, books as given to `solver`) against uniformly random
/// replies; it plays Red in even-numbered games and Yellow in odd ones. A move over
/// `limit` nodes is counted and replaced by a random one, so the game goes on.
pub fn lines(
    solver: &mut Solver,
    variant: Variant,
    games: usize,
    limit: u64,
    clock: fn() -> f64,
) -> Vec<LineMove> {
    let mut out = Vec::new();
    solver.set_node_limit(Some(limit));
    for game in 0..games {
        let mut state = 0x5EED_u64 ^ (game as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        // A uniformly random legal drop (one that ends the game included).
        let mut random = |moves: &str| -> Option<String> {
            let legal: Vec<String> = (1..=7)
                .map(|c| format!("{moves}{c}"))
                .filter(|m| playable(variant, m))
                .collect();
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (!legal.is_empty()).then(|| legal[(state % legal.len() as u64) as usize].clone())
        };
        solver.clear();
        let mut moves = String::new();
        let bot_parity = game % 2;
        while validate(variant, &moves).is_ok() {
            if moves.len() % 2 == bot_parity {
                let t = clock();
                let answer = solver.perfect(variant, &moves);
                out.push(LineMove {
                    discs: moves.len(),
                    ms: clock() - t,
                    nodes: solver.nodes(),
                    solved: answer.is_ok(),
                });
                match answer {
                    Ok((_, col)) => moves.push(char::from(b'0' + col)),
                    Err(_) => match random(&moves) {
                        Some(m) => moves = m,
                        None => break,
                    },
                }
            } else {
                match random(&moves) {
                    Some(m) => moves = m,
                    None => break,
                }
            }
        }
    }
    solver.set_node_limit(None);
    out
}

/// Whether `moves` is a legal sequence of drops (its last may end the game).
fn playable(variant: Variant, moves: &str) -> bool {
    use crate::board::{Fem, Fyra};
    match variant {
        Variant::Fyra => crate::notation::parse::<Fyra>(moves).is_ok(),
        Variant::Fem => crate::notation::parse::<Fem>(moves).is_ok(),
    }
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
        // In play, the level moves on its own parity; with 1000 nodes it cannot answer in
        // the opening and can near the end.
        let moves = lines(&mut s, Variant::Fyra, 2, 1000, clock);
        assert!(moves.iter().any(|m| m.discs == 0));
        assert!(moves.iter().any(|m| m.discs == 1));
        assert!(moves.iter().any(|m| m.solved));
        assert!(moves.iter().any(|m| !m.solved && m.discs < 6));
        assert!(moves.iter().all(|m| m.nodes <= 1001));
        assert_eq!(median_worst(&[]), None);
    }
}
