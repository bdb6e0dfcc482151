//! The engine: iterative-deepening principal-variation search over [`Pos`] with a
//! transposition table keyed by the exact position, a quiescence search of mill closings
//! (a mill is a capture: stopping before it misjudges the position), killer and history
//! move ordering, and draws by repetition along the path and by the move limit.

use crate::board::{Pos, Rules, LINE_MASKS};
use crate::endgame::Table;
use crate::eval::{evaluate_with, Weights};
use crate::game::MOVE_LIMIT;
use crate::moves::MorrisMove;
use crate::settings::Variant;
use spelbord_ai::SearchContext;

/// The score of a won position, less one per ply to the win.
pub const WIN: i32 = 30_000;
/// Scores beyond this are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 96;
/// Mill closings the quiescence search follows past the horizon.
const QUIESCENCE: u32 = 4;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    best: u32,
    score: i32,
    depth: i16,
    bound: Bound,
}

const NO_MOVE: u32 = u32::MAX;

/// A move in 15 bits for the table and the killers.
fn pack(m: &MorrisMove) -> u32 {
    let f = m.from.map_or(31, u32::from);
    let r = m.remove.map_or(31, u32::from);
    f | (m.to as u32) << 5 | r << 10
}

/// A bijective mix of the exact key, so the table's low bits spread evenly.
#[inline]
pub fn mix(key: u64) -> u64 {
    let mut z = key.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The best move (`None` when the side to move has none).
    pub best: Option<MorrisMove>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation.
    pub pv: Vec<MorrisMove>,
    /// Scores of every root move at the last completed iteration (only when asked for).
    pub root_scores: Vec<(MorrisMove, i32)>,
}

/// The searcher; keeps its table, killers and history between the moves of one game.
pub struct Engine {
    rules: Rules,
    table: Vec<Option<Entry>>,
    mask: usize,
    killers: [[u32; 2]; MAX_PLY + 1],
    history: Vec<i32>,
    buffers: Vec<Vec<MorrisMove>>,
    /// Keys of the positions since the last irreversible turn, along the game and the path.
    path: Vec<u64>,
    aborted: bool,
    /// Misjudgement added to leaves, ± this much (0 for exact play).
    pub noise: i32,
    /// The evaluation's weights.
    pub weights: Weights,
    noise_seed: u64,
    /// The retrograde table of three flying men against three: positions it covers are
    /// scored exactly, as leaves (`None`: the search alone).
    pub endgame: Option<&'static Table>,
    /// The root moves the search may choose among (empty: every legal move).
    pub root_moves: Vec<MorrisMove>,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("table", &self.table.len())
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// An engine for `rules` with a table of 2^`tt_bits` entries.
    pub fn new(rules: Rules, tt_bits: u32) -> Engine {
        let n = 1usize << tt_bits.clamp(8, 26);
        Engine {
            rules,
            table: vec![None; n],
            mask: n - 1,
            killers: [[NO_MOVE; 2]; MAX_PLY + 1],
            history: vec![0; 25 * 24],
            buffers: Vec::new(),
            path: Vec::new(),
            aborted: false,
            noise: 0,
            weights: Weights::TUNED,
            noise_seed: 0,
            endgame: None,
            root_moves: Vec::new(),
        }
    }

    /// The rules searched.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Reseeds the leaf noise.
    pub fn set_noise_seed(&mut self, seed: u64) {
        self.noise_seed = seed;
    }

    fn leaf(&self, p: &Pos) -> i32 {
        let v = evaluate_with(p, &self.rules, &self.weights);
        if self.noise == 0 {
            return v;
        }
        let h = mix(p.key() ^ self.noise_seed);
        v + (h % (2 * self.noise as u64 + 1)) as i32 - self.noise
    }

    /// Searches `p` (with `quiet` moves since a capture and `keys` the game's positions
    /// since the last irreversible turn) to `max_depth` or the context's limits.
    pub fn search(
        &mut self,
        p: &Pos,
        quiet: u16,
        keys: &[u64],
        max_depth: u32,
        want_root_scores: bool,
        ctx: &mut SearchContext<'_>,
    ) -> Found {
        let mut moves = Vec::new();
        p.generate(&self.rules, &mut moves);
        if !self.root_moves.is_empty() {
            moves.retain(|m| self.root_moves.contains(m));
        }
        let mut found = Found {
            best: moves.first().copied(),
            score: 0,
            depth: 0,
            pv: moves.first().copied().into_iter().collect(),
            root_scores: Vec::new(),
        };
        if moves.is_empty() {
            return found;
        }
        self.path.clear();
        self.path.extend_from_slice(keys);
        if self.path.last() == Some(&p.key()) {
            self.path.pop();
        }
        let scope = 0;
        // Variety: the seed shuffles the root moves before the (stable) ordering, so among
        // moves of equal value the one searched first, and kept, differs by seed.
        let mut h = self.noise_seed;
        for i in (1..moves.len()).rev() {
            h = mix(h);
            moves.swap(i, (h % (i as u64 + 1)) as usize);
        }
        self.order(p, &mut moves, 0, NO_MOVE);
        let max_depth = max_depth
            .min(ctx.limits.max_depth.unwrap_or(u32::MAX))
            .clamp(1, MAX_PLY as u32 - 8);
        for depth in 1..=max_depth {
            self.aborted = false;
            let mut alpha = -INF;
            let beta = INF;
            let mut best = None;
            let mut best_score = -INF;
            let mut scores = Vec::new();
            for (i, m) in moves.iter().enumerate() {
                let s = if want_root_scores || i == 0 {
                    -self.child(p, m, quiet, scope, depth as i32 - 1, 1, -beta, -alpha, ctx)
                } else {
                    let mut s = -self.child(
                        p,
                        m,
                        quiet,
                        scope,
                        depth as i32 - 1,
                        1,
                        -alpha - 1,
                        -alpha,
                        ctx,
                    );
                    if s > alpha && !self.aborted {
                        s = -self.child(
                            p,
                            m,
                            quiet,
                            scope,
                            depth as i32 - 1,
                            1,
                            -beta,
                            -alpha,
                            ctx,
                        );
                    }
                    s
                };
                if self.aborted {
                    break;
                }
                scores.push((*m, s));
                if s > best_score {
                    best_score = s;
                    best = Some(*m);
                }
                if s > alpha && !want_root_scores {
                    alpha = s;
                }
            }
            if self.aborted {
                // A partial iteration still improves the choice if its first (the
                // previous best) move was searched and another beat it.
                if let Some(b) = best {
                    if scores.len() > 1 && best_score > scores[0].1 {
                        found.best = Some(b);
                        found.score = best_score;
                        found.pv = vec![b];
                    }
                }
                break;
            }
            let b = best.expect("at least one root move");
            found.best = Some(b);
            found.score = best_score;
            found.depth = depth;
            found.pv = self.pv(p, b, depth);
            found.root_scores = scores;
            // The best move first next time, the others by this iteration's scores.
            let mut sorted = found.root_scores.clone();
            sorted.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            moves = sorted.iter().map(|(m, _)| *m).collect();
            if best_score.abs() >= WIN_BOUND || ctx.out_of_budget() {
                break;
            }
        }
        found
    }

    fn pv(&self, p: &Pos, first: MorrisMove, depth: u32) -> Vec<MorrisMove> {
        let mut pv = vec![first];
        let mut pos = *p;
        pos.apply(&self.rules, &first);
        let mut moves = Vec::new();
        while pv.len() < depth as usize {
            let Some(e) = self.probe(pos.key()) else {
                break;
            };
            moves.clear();
            pos.generate(&self.rules, &mut moves);
            let Some(m) = moves.iter().find(|m| pack(m) == e.best).copied() else {
                break;
            };
            pv.push(m);
            pos.apply(&self.rules, &m);
        }
        pv
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        self.table[(mix(key) as usize) & self.mask].filter(|e| e.key == key)
    }

    #[inline]
    fn store(&mut self, e: Entry) {
        let slot = &mut self.table[(mix(e.key) as usize) & self.mask];
        if slot.is_none_or(|old| old.key == e.key || e.depth >= old.depth - 2) {
            *slot = Some(e);
        }
    }

    /// The value for the side to move after `m` is played in `p` (negated by the caller).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child(
        &mut self,
        p: &Pos,
        m: &MorrisMove,
        quiet: u16,
        scope: usize,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        let mut c = *p;
        let taken = c.apply(&self.rules, m);
        let irreversible = taken != 0 || m.from.is_none();
        let quiet = if taken != 0 {
            0
        } else if m.from.is_some() {
            quiet + 1
        } else {
            quiet
        };
        self.path.push(p.key());
        let scope = if irreversible { self.path.len() } else { scope };
        let v = self.negamax(&c, quiet, scope, depth, ply, alpha, beta, ctx);
        self.path.pop();
        v
    }

    /// The result of a position where the game is over, if it is (for the side to move).
    #[inline]
    fn terminal(&self, p: &Pos, quiet: u16, scope: usize, ply: usize) -> Option<i32> {
        if p.total(p.turn) <= 2 {
            return Some(-(WIN - ply as i32));
        }
        if self.rules.variant == Variant::Kvarn12 && p.moving_phase() && p.empty() == 0 {
            return Some(0);
        }
        if !p.has_move(&self.rules) {
            return Some(-(WIN - ply as i32));
        }
        if quiet >= MOVE_LIMIT {
            return Some(0);
        }
        if let Some(d) = self.endgame.and_then(|t| t.probe(p, &self.rules)) {
            // A win needs d - 1 quiet moves before the mill: past the move limit it is a
            // draw (the table itself knows nothing of the limit).
            let d = d as i32;
            return Some(if d == 0 || quiet as i32 + d > MOVE_LIMIT as i32 {
                0
            } else if d % 2 == 1 {
                WIN - (ply as i32 + d)
            } else {
                -(WIN - (ply as i32 + d))
            });
        }
        // After the table: a repetition along the path counts as a draw for the search,
        // but the table's lines are exact (a win shortens at every move and never
        // repeats), so a position it covers keeps its value.
        let key = p.key();
        if self.path[scope.min(self.path.len())..].contains(&key) {
            return Some(0);
        }
        None
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        p: &Pos,
        quiet: u16,
        scope: usize,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if ctx.tick() {
            self.aborted = true;
            return 0;
        }
        if let Some(v) = self.terminal(p, quiet, scope, ply) {
            return v;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(p, ply, alpha, beta, QUIESCENCE, ctx);
        }
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let key = p.key();
        let mut tt_move = NO_MOVE;
        // The table's key knows nothing of the move limit: only lines that cannot reach it
        // are stored or taken from it (a value near the limit is searched afresh).
        let limit_free = quiet as i32 + depth < MOVE_LIMIT as i32;
        if let Some(e) = self.probe(key) {
            tt_move = e.best;
            if e.depth as i32 >= depth && limit_free {
                let s = from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        p.generate(&self.rules, &mut moves);
        self.order(p, &mut moves, ply, tt_move);
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = NO_MOVE;
        for (i, m) in moves.iter().enumerate() {
            let s = if i == 0 {
                -self.child(p, m, quiet, scope, depth - 1, ply + 1, -beta, -alpha, ctx)
            } else {
                let mut s = -self.child(
                    p,
                    m,
                    quiet,
                    scope,
                    depth - 1,
                    ply + 1,
                    -alpha - 1,
                    -alpha,
                    ctx,
                );
                if s > alpha && s < beta && !self.aborted {
                    s = -self.child(p, m, quiet, scope, depth - 1, ply + 1, -beta, -alpha, ctx);
                }
                s
            };
            if self.aborted {
                self.buffers[ply] = moves;
                return 0;
            }
            if s > best {
                best = s;
                best_move = pack(m);
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                let pm = pack(m);
                if m.remove.is_none() {
                    let k = &mut self.killers[ply];
                    if k[0] != pm {
                        k[1] = k[0];
                        k[0] = pm;
                    }
                    let h = &mut self.history[history_index(m)];
                    *h = (*h + depth * depth).min(1 << 20);
                }
                break;
            }
        }
        self.buffers[ply] = moves;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if !limit_free {
            return best;
        }
        self.store(Entry {
            key,
            best: best_move,
            score: to_tt(best, ply),
            depth: depth as i16,
            bound,
        });
        best
    }

    /// Past the horizon, only mill closings are searched: the side to move may also stand
    /// on the evaluation (no move forces a mill).
    fn quiesce(
        &mut self,
        p: &Pos,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        left: u32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        let stand = self.leaf(p);
        if stand >= beta || left == 0 || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        let rules = self.rules;
        p.for_each_move(&rules, |m| {
            // In Kvarn 12 side intervention and diagonal custody capture as surely as a
            // mill: a horizon before them misjudges a block that walks into one.
            if m.remove.is_some()
                || (rules.extra_captures && p.effect(&rules, m.from, m.to).automatic != 0)
            {
                moves.push(m);
            }
        });
        self.order(p, &mut moves, ply, NO_MOVE);
        for m in moves.iter() {
            if ctx.tick() {
                self.aborted = true;
                break;
            }
            let mut c = *p;
            c.apply(&self.rules, m);
            // A mill that leaves the opponent two men or no move wins at once.
            let s = if c.total(c.turn) <= 2 || !c.has_move(&self.rules) {
                WIN - ply as i32 - 1
            } else {
                -self.quiesce(&c, ply + 1, -beta, -alpha, left - 1, ctx)
            };
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

    /// Sorts moves best-looking first: the table move, mills (taking men that threaten a
    /// mill first), blocks of the opponent's open lines, killers, then history.
    fn order(&self, p: &Pos, moves: &mut [MorrisMove], ply: usize, tt_move: u32) {
        let me = p.turn as usize;
        let empty = p.empty();
        let mut their_gaps = 0u32;
        let mut their_pairs = 0u32;
        for &l in &LINE_MASKS[..self.rules.lines()] {
            if (p.men[1 - me] & l).count_ones() == 2 && empty & l != 0 {
                their_gaps |= empty & l;
                their_pairs |= p.men[1 - me] & l;
            }
        }
        let killers = self.killers[ply.min(MAX_PLY)];
        let score = |m: &MorrisMove| -> i32 {
            let pm = pack(m);
            if pm == tt_move {
                return i32::MAX;
            }
            let mut s = 0;
            if let Some(r) = m.remove {
                s += 2_000_000;
                if their_pairs & (1 << r) != 0 {
                    s += 100_000;
                }
            }
            if their_gaps & (1 << m.to) != 0 {
                s += 1_000_000;
            }
            if pm == killers[0] {
                s += 500_000;
            } else if pm == killers[1] {
                s += 400_000;
            }
            s + self.history[history_index(m)]
        };
        moves.sort_by_cached_key(|m| std::cmp::Reverse(score(m)));
    }
}

fn history_index(m: &MorrisMove) -> usize {
    m.from.map_or(24, |f| f as usize) * 24 + m.to as usize
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
