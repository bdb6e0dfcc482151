//! The engine: iterative-deepening principal-variation search over [`Board`] with a
//! transposition table, quiescence on captures (a capture due is always searched past
//! the horizon: with compulsory capture there is no standing pat while one is due),
//! an extension for forced single replies, late-move reductions, and move ordering by
//! table move, capture size, killers and history. Repetitions along the game and the
//! search path, and the 30-move rule, score as draws.

use crate::board::{Board, Play};
use crate::eval::evaluate;
use crate::game::QUIET_LIMIT;
use spelbord_ai::SearchContext;

/// The score of a won position, less one per ply to the win.
pub const WIN: i32 = 30_000;
/// Scores beyond this are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// Deepest ply the search reaches (iterations plus extensions).
pub const MAX_PLY: usize = 128;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: u64,
    score: i32,
    depth: i16,
    bound: Bound,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The best move (`None` when the side to move has none).
    pub best: Option<Play>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation.
    pub pv: Vec<Play>,
    /// Scores of every root move at the last completed iteration (only when asked for).
    pub root_scores: Vec<(Play, i32)>,
}

/// The searcher; keeps its table, killers and history between the moves of one game.
pub struct Engine {
    table: Vec<Option<Entry>>,
    mask: usize,
    killers: [[u64; 2]; MAX_PLY + 1],
    history: Box<[[i32; 25]; 50]>,
    buffers: Vec<Vec<Play>>,
    /// Per ply: the moves with their ordering keys (kept to spare an allocation a node).
    ordered: Vec<Vec<(i32, Play)>>,
    /// Keys of the positions since the last capture, along the game and the search path.
    path: Vec<u64>,
    aborted: bool,
    /// A small deterministic value added to leaf scores (the weaker levels'
    /// misjudgement); 0 for exact play.
    pub noise: i32,
    noise_seed: u64,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("table", &self.table.len())
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// An engine with a table of 2^`tt_bits` entries.
    pub fn new(tt_bits: u32) -> Engine {
        let n = 1usize << tt_bits.clamp(8, 26);
        Engine {
            table: vec![None; n],
            mask: n - 1,
            killers: [[0; 2]; MAX_PLY + 1],
            history: Box::new([[0; 25]; 50]),
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            ordered: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            path: Vec::new(),
            aborted: false,
            noise: 0,
            noise_seed: 0,
        }
    }

    /// Sets the seed of the leaf noise.
    pub fn set_noise_seed(&mut self, seed: u64) {
        self.noise_seed = seed;
    }

    /// Searches `root` within `ctx`'s limits (and `max_depth`) under compulsory
    /// capture. `quiet` counts half-moves since the last capture, `game_keys` are the
    /// positions of the game since then (the root last), for the draw rules. With
    /// `all_scores` every root move gets an exact score (slower; for the weaker levels).
    pub fn search(
        &mut self,
        root: &Board,
        quiet: u16,
        game_keys: &[u64],
        max_depth: u32,
        all_scores: bool,
        ctx: &mut SearchContext<'_>,
    ) -> Found {
        let mut moves = Vec::new();
        root.generate(&mut moves);
        let mut found = Found {
            best: moves.first().copied(),
            score: 0,
            depth: 0,
            pv: Vec::new(),
            root_scores: Vec::new(),
        };
        if moves.is_empty() {
            found.score = -WIN;
            return found;
        }
        self.path.clear();
        self.path.extend_from_slice(game_keys);
        if self.path.last() != Some(&root.hash) {
            self.path.push(root.hash);
        }
        self.aborted = false;
        if moves.len() == 1 && !all_scores {
            found.depth = 1;
            found.pv = vec![moves[0]];
            found.score = evaluate(root);
            return found;
        }
        for row in self.history.iter_mut() {
            for h in row.iter_mut() {
                *h /= 8;
            }
        }
        let mut order: Vec<(Play, i32)> = moves.iter().map(|m| (*m, 0)).collect();
        order.sort_by_key(|(m, _)| std::cmp::Reverse(m.captured.count_ones()));
        let limit = max_depth.clamp(1, MAX_PLY as u32 - 8);
        for depth in 1..=limit {
            let mut alpha = -INF;
            let beta = INF;
            let mut best: Option<(Play, i32)> = None;
            let mut scored = Vec::with_capacity(order.len());
            for (i, (m, _)) in order.iter().enumerate() {
                let child = root.apply(m);
                let q = next_quiet(m, quiet);
                let d = depth as i32 - 1;
                let score = if all_scores || i == 0 {
                    -self.child(&child, d, -INF, INF, q, ctx)
                } else {
                    let s = -self.child(&child, d, -alpha - 1, -alpha, q, ctx);
                    if s > alpha && !self.aborted {
                        -self.child(&child, d, -beta, -alpha, q, ctx)
                    } else {
                        s
                    }
                };
                if self.aborted {
                    break;
                }
                scored.push((*m, score));
                if best.is_none_or(|(_, b)| score > b) {
                    best = Some((*m, score));
                    if !all_scores {
                        alpha = alpha.max(score);
                    }
                }
            }
            if let Some((m, s)) = best {
                // A move that beat the previous best in a cut-short iteration is still
                // better evidence than the older iteration.
                if !self.aborted || found.depth == 0 || s > found.score {
                    found.best = Some(m);
                    found.score = s;
                }
            }
            if self.aborted {
                break;
            }
            found.depth = depth;
            if let Some(m) = found.best {
                self.store(Entry {
                    key: root.hash,
                    best: m.key(),
                    score: found.score,
                    depth: depth as i16,
                    bound: Bound::Exact,
                });
            }
            scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            if all_scores {
                found.root_scores = scored.clone();
            }
            order = scored;
            found.pv = self.pv(root);
            if found.pv.first() != found.best.as_ref() {
                found.pv = found.best.into_iter().collect();
            }
            if found.score.abs() >= WIN_BOUND || ctx.out_of_budget() {
                break;
            }
        }
        found
    }

    fn child(
        &mut self,
        b: &Board,
        depth: i32,
        alpha: i32,
        beta: i32,
        quiet: u16,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        self.path.push(b.hash);
        let s = self.negamax(b, depth, alpha, beta, 1, quiet, ctx);
        self.path.pop();
        s
    }

    fn pv(&self, root: &Board) -> Vec<Play> {
        let mut pv = Vec::new();
        let mut b = *root;
        let mut moves = Vec::new();
        for _ in 0..24 {
            let Some(e) = self.probe(b.hash) else { break };
            moves.clear();
            b.generate(&mut moves);
            let Some(m) = moves.iter().find(|m| m.key() == e.best) else {
                break;
            };
            pv.push(*m);
            b = b.apply(m);
        }
        pv
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        self.table[key as usize & self.mask].filter(|e| e.key == key)
    }

    #[inline]
    fn store(&mut self, e: Entry) {
        let slot = &mut self.table[e.key as usize & self.mask];
        if slot.is_none_or(|old| old.key == e.key || e.depth >= old.depth - 2) {
            *slot = Some(e);
        }
    }

    /// Whether the position at the end of the path occurred before since the last
    /// capture (a move and its reply cannot restore a position, so the nearest
    /// repetition lies four plies back).
    fn repeated(&self, quiet: u16) -> bool {
        let n = self.path.len();
        let key = self.path[n - 1];
        let mut i = 4;
        while i <= quiet as usize && i < n {
            if self.path[n - 1 - i] == key {
                return true;
            }
            i += 2;
        }
        false
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        b: &Board,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u16,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if ctx.tick() {
            self.aborted = true;
            return 0;
        }
        if quiet >= QUIET_LIMIT || (quiet >= 4 && self.repeated(quiet)) {
            return 0;
        }
        let jumpers = b.jumpers();
        if (depth <= 0 && jumpers == 0) || ply >= MAX_PLY - 1 {
            return self.leaf(b);
        }
        let alpha0 = alpha;
        let mut tt_move = 0;
        if let Some(e) = self.probe(b.hash) {
            tt_move = e.best;
            if e.depth as i32 >= depth {
                let s = from_tt(e.score, ply);
                match e.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        if jumpers != 0 {
            b.generate_captures(jumpers, &mut moves);
        } else {
            b.generate_steps(&mut moves);
        }
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return -(WIN - ply as i32);
        }
        let side = b.turn as usize * 25;
        let killers = self.killers[ply];
        let mut keyed = std::mem::take(&mut self.ordered[ply]);
        keyed.clear();
        keyed.extend(moves.iter().map(|m| {
            let k = m.key();
            let order = if k == tt_move {
                1 << 30
            } else if m.is_capture() {
                (1 << 28) + m.captured.count_ones() as i32 * 1000
            } else if k == killers[0] {
                1 << 27
            } else if k == killers[1] {
                (1 << 27) - 1
            } else {
                self.history[side + m.from() as usize][m.to() as usize]
            };
            (order, *m)
        }));
        self.buffers[ply] = moves;
        keyed.sort_unstable_by_key(|&(o, _)| std::cmp::Reverse(o));

        // A forced reply costs no depth: the line is as long as the choices in it.
        let single = keyed.len() == 1;
        let next = if single { depth } else { depth - 1 };
        let mut best = -INF;
        let mut best_key = 0;
        for (i, &(order, m)) in keyed.iter().enumerate() {
            let child = b.apply(&m);
            let q = next_quiet(&m, quiet);
            self.path.push(child.hash);
            let score = if i == 0 {
                -self.negamax(&child, next, -beta, -alpha, ply + 1, q, ctx)
            } else {
                // Late quiet moves are searched shallower first; a surprise re-searches.
                let reduce = if depth >= 3 && i >= 3 && !m.is_capture() && order < (1 << 27) {
                    1 + (depth >= 6 && i >= 8) as i32
                } else {
                    0
                };
                let mut s =
                    -self.negamax(&child, next - reduce, -alpha - 1, -alpha, ply + 1, q, ctx);
                if s > alpha && reduce > 0 && !self.aborted {
                    s = -self.negamax(&child, next, -alpha - 1, -alpha, ply + 1, q, ctx);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, next, -beta, -alpha, ply + 1, q, ctx);
                }
                s
            };
            self.path.pop();
            if self.aborted {
                self.ordered[ply] = keyed;
                return 0;
            }
            if score > best {
                best = score;
                best_key = m.key();
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !m.is_capture() {
                    let k = m.key();
                    if self.killers[ply][0] != k {
                        self.killers[ply][1] = self.killers[ply][0];
                        self.killers[ply][0] = k;
                    }
                    let h = &mut self.history[side + m.from() as usize][m.to() as usize];
                    *h = (*h + depth * depth).min(1 << 24);
                }
                break;
            }
        }
        self.ordered[ply] = keyed;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(Entry {
            key: b.hash,
            best: best_key,
            score: to_tt(best, ply),
            depth: depth.max(0) as i16,
            bound,
        });
        best
    }

    #[inline]
    fn leaf(&self, b: &Board) -> i32 {
        let e = evaluate(b);
        if self.noise == 0 {
            return e;
        }
        // Deterministic per position, so the misjudgement is consistent within a search
        // like a person's, not a fresh coin at every visit.
        let h = (b.hash ^ self.noise_seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
        let r = (h % (2 * self.noise as u64 + 1)) as i32 - self.noise;
        e + r
    }
}

/// The count of half-moves without a capture after `m`.
#[inline]
pub fn next_quiet(m: &Play, quiet: u16) -> u16 {
    if m.is_capture() {
        0
    } else {
        quiet + 1
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
