//! The engine: iterative-deepening principal-variation search over [`Board`] with a
//! transposition table, quiescence on captures (the side to move may stand pat or try
//! each capturing move), move ordering by table move, capture size, killers and
//! history, and late-move reductions. Game ends score by the pieces left, as the rules
//! do; a repetition along the path ends the line the same way.

use crate::board::{Bits, Board, Step};
use crate::eval::evaluate;
use crate::game::QUIET_LIMIT;
use spelbord_ai::SearchContext;

/// The score of a won position, less one per ply to the win.
pub const WIN: i32 = 30_000;
/// Scores beyond this are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 96;
/// Deepest quiescence below the horizon.
const Q_DEPTH: i32 = 8;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: u16,
    score: i32,
    depth: i16,
    bound: Bound,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The best move (`None` when the side to move has none).
    pub best: Option<Step>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation.
    pub pv: Vec<Step>,
    /// Scores of every root move at the last completed iteration (only when asked for).
    pub root_scores: Vec<(Step, i32)>,
}

fn key(m: &Step) -> u16 {
    m.from as u16 * 64 + m.to as u16 + 1
}

/// The score of a finished game for the side to move, by pieces left.
#[inline]
pub fn end_score(b: &Board, ply: usize) -> i32 {
    let me = b.pieces(b.turn).count_ones();
    let opp = b.pieces(b.turn.other()).count_ones();
    match me.cmp(&opp) {
        std::cmp::Ordering::Greater => WIN - ply as i32,
        std::cmp::Ordering::Less => -(WIN - ply as i32),
        std::cmp::Ordering::Equal => 0,
    }
}

/// The searcher; keeps its table, killers and history between the moves of one game.
pub struct Engine {
    table: Vec<Option<Entry>>,
    mask: usize,
    killers: [[u16; 2]; MAX_PLY + 1],
    history: Box<[[i32; 36]; 72]>,
    buffers: Vec<Vec<(Step, Bits)>>,
    /// Per ply: the moves with their ordering keys (kept to spare an allocation a node).
    ordered: Vec<Vec<(i32, Step, Bits)>>,
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
            history: Box::new([[0; 36]; 72]),
            buffers: (0..=MAX_PLY + Q_DEPTH as usize + 2)
                .map(|_| Vec::with_capacity(48))
                .collect(),
            ordered: (0..=MAX_PLY).map(|_| Vec::with_capacity(48)).collect(),
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

    /// Searches `root` within `ctx`'s limits (and `max_depth`). `quiet` counts
    /// half-moves since the last capture, `game_keys` are the positions since then (the
    /// root last). With `all_scores` every root move gets an exact score.
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
        root.generate_with_captures(&mut moves);
        let mut found = Found {
            best: moves.first().map(|m| m.0),
            score: 0,
            depth: 0,
            pv: Vec::new(),
            root_scores: Vec::new(),
        };
        if moves.is_empty() {
            found.score = end_score(root, 0);
            return found;
        }
        self.path.clear();
        self.path.extend_from_slice(game_keys);
        if self.path.last() != Some(&root.hash) {
            self.path.push(root.hash);
        }
        self.aborted = false;
        for row in self.history.iter_mut() {
            for h in row.iter_mut() {
                *h /= 8;
            }
        }
        let mut order: Vec<((Step, Bits), i32)> = moves.iter().map(|m| (*m, 0)).collect();
        order.sort_by_key(|((_, c), _)| std::cmp::Reverse(c.count_ones()));
        let limit = max_depth.clamp(1, MAX_PLY as u32 - 4);
        for depth in 1..=limit {
            let mut alpha = -INF;
            let mut best: Option<(Step, i32)> = None;
            let mut scored = Vec::with_capacity(order.len());
            for (i, ((m, cap), _)) in order.iter().enumerate() {
                let child = root.apply(m, *cap);
                let q = if *cap != 0 { 0 } else { quiet + 1 };
                let d = depth as i32 - 1;
                self.path.push(child.hash);
                let score = if all_scores || i == 0 {
                    -self.negamax(&child, d, -INF, INF, 1, q, ctx)
                } else {
                    let s = -self.negamax(&child, d, -alpha - 1, -alpha, 1, q, ctx);
                    if s > alpha && !self.aborted {
                        -self.negamax(&child, d, -INF, -alpha, 1, q, ctx)
                    } else {
                        s
                    }
                };
                self.path.pop();
                if self.aborted {
                    break;
                }
                scored.push(((*m, *cap), score));
                if best.is_none_or(|(_, b)| score > b) {
                    best = Some((*m, score));
                    if !all_scores {
                        alpha = alpha.max(score);
                    }
                }
            }
            if let Some((m, s)) = best {
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
                    best: key(&m),
                    score: found.score,
                    depth: depth as i16,
                    bound: Bound::Exact,
                });
            }
            scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            if all_scores {
                found.root_scores = scored.iter().map(|((m, _), s)| (*m, *s)).collect();
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

    fn pv(&self, root: &Board) -> Vec<Step> {
        let mut pv = Vec::new();
        let mut b = *root;
        let mut moves = Vec::new();
        for _ in 0..32 {
            let Some(e) = self.probe(b.hash) else { break };
            moves.clear();
            b.generate_with_captures(&mut moves);
            let Some((m, c)) = moves.iter().find(|(m, _)| key(m) == e.best) else {
                break;
            };
            pv.push(*m);
            b = b.apply(m, *c);
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
        if b.white == 0 || b.black == 0 {
            return end_score(b, ply);
        }
        if quiet >= QUIET_LIMIT || (quiet >= 4 && self.repeated(quiet)) {
            return end_score(b, ply);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(b, alpha, beta, ply, 0, ctx);
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
        b.generate_with_captures(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return end_score(b, ply);
        }
        let side = b.turn as usize * 36;
        let killers = self.killers[ply];
        let mut keyed = std::mem::take(&mut self.ordered[ply]);
        keyed.clear();
        keyed.extend(moves.iter().map(|&(m, cap)| {
            let k = key(&m);
            let order = if k == tt_move {
                1 << 30
            } else if cap != 0 {
                (1 << 28) + cap.count_ones() as i32 * 1000
            } else if k == killers[0] {
                1 << 27
            } else if k == killers[1] {
                (1 << 27) - 1
            } else {
                self.history[side + m.from as usize][m.to as usize]
            };
            (order, m, cap)
        }));
        self.buffers[ply] = moves;
        keyed.sort_unstable_by_key(|&(o, _, _)| std::cmp::Reverse(o));

        let mut best = -INF;
        let mut best_key = 0;
        for (i, &(order, m, cap)) in keyed.iter().enumerate() {
            let child = b.apply(&m, cap);
            let q = if cap != 0 { 0 } else { quiet + 1 };
            self.path.push(child.hash);
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, q, ctx)
            } else {
                let reduce = if depth >= 3 && i >= 4 && cap == 0 && order < (1 << 27) {
                    1 + (depth >= 6 && i >= 10) as i32
                } else {
                    0
                };
                let mut s = -self.negamax(
                    &child,
                    depth - 1 - reduce,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    q,
                    ctx,
                );
                if s > alpha && reduce > 0 && !self.aborted {
                    s = -self.negamax(&child, depth - 1, -alpha - 1, -alpha, ply + 1, q, ctx);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1, q, ctx);
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
                best_key = key(&m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if cap == 0 {
                    let k = key(&m);
                    if self.killers[ply][0] != k {
                        self.killers[ply][1] = self.killers[ply][0];
                        self.killers[ply][0] = k;
                    }
                    let h = &mut self.history[side + m.from as usize][m.to as usize];
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

    /// Captures only, standing pat on the static value (no capture is compulsory).
    fn quiesce(
        &mut self,
        b: &Board,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qd: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        b.generate_with_captures(&mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return end_score(b, ply);
        }
        let stand = self.leaf(b);
        if stand >= beta || qd >= Q_DEPTH || ply >= MAX_PLY + Q_DEPTH as usize {
            self.buffers[ply] = moves;
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        moves.retain(|(_, c)| *c != 0);
        moves.sort_unstable_by_key(|(_, c)| std::cmp::Reverse(c.count_ones()));
        // Deeper plies use deeper buffers, so this list stays intact while we recurse.
        for i in 0..moves.len() {
            let (m, cap) = moves[i];
            if ctx.tick() {
                self.aborted = true;
                self.buffers[ply] = moves;
                return 0;
            }
            let child = b.apply(&m, cap);
            let s = if child.white == 0 || child.black == 0 {
                -end_score(&child, ply + 1)
            } else {
                -self.quiesce(&child, -beta, -alpha, ply + 1, qd + 1, ctx)
            };
            if self.aborted {
                self.buffers[ply] = moves;
                return 0;
            }
            if s > best {
                best = s;
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply] = moves;
        best
    }

    #[inline]
    fn leaf(&self, b: &Board) -> i32 {
        let e = evaluate(b);
        if self.noise == 0 {
            return e;
        }
        let h = (b.hash ^ self.noise_seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
        e + (h % (2 * self.noise as u64 + 1)) as i32 - self.noise
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
