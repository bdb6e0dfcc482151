//! The engine: iterative-deepening principal-variation search over [`Board`] with a
//! transposition table, late-move reductions, and move ordering by the table's move,
//! captures, killers and history. Wins are found where they happen: every move is
//! tested for a connection as it is made, so a win in one is seen at depth 1 and a
//! defence against one at depth 2, and those two iterations always complete.

use crate::board::{connected, Board, Colour, Slide};
use crate::eval::evaluate;
use crate::game::Simultaneous;
use spelbord_ai::SearchContext;

/// The score of a won position, less one per ply to the win.
pub const WIN: i32 = 30_000;
/// Scores beyond this are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 100;
/// Iterations that always complete, whatever the budget: they see every win in one
/// and every defence against one.
const SURE_DEPTH: u32 = 2;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    score: i32,
    best: u16,
    depth: i8,
    bound: Bound,
    age: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    score: 0,
    best: 0,
    depth: -1,
    bound: Bound::Upper,
    age: 0,
};

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The best slide (`None` when the side to move has none and must pass).
    pub best: Option<Slide>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation.
    pub pv: Vec<Slide>,
    /// Every root move's score at the last completed iteration, exact for those within
    /// the asked margin of the best (only when a margin is asked for).
    pub root_scores: Vec<(Slide, i32)>,
}

/// The result for the mover of a move that ended the game, or `None` when it goes on.
/// The opponent's pieces change only by a capture, and they were not connected before
/// (else the game would be over), so only a capture can connect them.
#[inline]
pub fn decided(child: &Board, mover: Colour, capture: bool, sim: Simultaneous) -> Option<i32> {
    let me = connected(child.pieces(mover));
    let them = capture && connected(child.pieces(mover.other()));
    match (me, them) {
        (true, true) => Some(if sim == Simultaneous::MoverWins {
            WIN
        } else {
            0
        }),
        (true, false) => Some(WIN),
        (false, true) => Some(-WIN),
        (false, false) => None,
    }
}

/// The searcher; keeps its table, killers and history between the moves of one game.
pub struct Engine {
    table: Vec<Entry>,
    mask: usize,
    age: u8,
    killers: [[u16; 2]; MAX_PLY + 1],
    history: Vec<i32>,
    buffers: Vec<Vec<(Slide, i32)>>,
    /// Keys of the positions of the game since the last capture and along the search
    /// path (a repetition scores as a draw).
    path: Vec<u64>,
    aborted: bool,
    iteration: u32,
    /// What a move that connects both sides means.
    pub simultaneous: Simultaneous,
    /// Misjudgement added to each leaf, ± this much (the weaker levels).
    pub noise: i32,
    noise_seed: u64,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("table", &self.table.len())
            .field("noise", &self.noise)
            .finish_non_exhaustive()
    }
}

impl Engine {
    /// An engine with a table of 2^`tt_bits` entries.
    pub fn new(tt_bits: u32) -> Engine {
        let n = 1usize << tt_bits.clamp(8, 24);
        Engine {
            table: vec![EMPTY; n],
            mask: n - 1,
            age: 0,
            killers: [[0; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 4096],
            buffers: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            path: Vec::with_capacity(256),
            aborted: false,
            iteration: 0,
            simultaneous: Simultaneous::Draw,
            noise: 0,
            noise_seed: 0,
        }
    }

    /// Sets the seed of the leaf noise.
    pub fn set_noise_seed(&mut self, seed: u64) {
        self.noise_seed = seed;
    }

    /// Forgets the table, killers and history (a new game).
    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|e| *e = EMPTY);
        self.history.iter_mut().for_each(|h| *h = 0);
        self.killers = [[0; 2]; MAX_PLY + 1];
    }

    #[inline]
    fn leaf(&self, b: &Board) -> i32 {
        let v = evaluate(b);
        if self.noise == 0 {
            return v;
        }
        let mut z = (b.hash ^ self.noise_seed).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z ^= z >> 31;
        v + (z % (2 * self.noise as u64 + 1)) as i32 - self.noise
    }

    #[inline]
    fn stop(&mut self, ctx: &mut SearchContext<'_>) -> bool {
        if self.iteration <= SURE_DEPTH {
            ctx.nodes += 1;
            return false;
        }
        if ctx.tick() {
            self.aborted = true;
        }
        self.aborted
    }

    /// Searches `b` (not finished, side to move with at least one slide) to at most
    /// `max_depth` plies within the context's limits. `keys` are the game's positions
    /// since the last capture (the current one may be last). With `margin > 0` the root
    /// moves within `margin` of the best get exact scores in [`Found::root_scores`].
    pub fn search(
        &mut self,
        b: &Board,
        keys: &[u64],
        max_depth: u32,
        margin: i32,
        ctx: &mut SearchContext<'_>,
    ) -> Found {
        self.age = self.age.wrapping_add(1);
        self.path.clear();
        self.path.extend_from_slice(keys);
        if self.path.last() == Some(&b.hash) {
            self.path.pop();
        }
        let mut root: Vec<(Slide, i32)> = Vec::new();
        b.for_each_slide(|m| root.push((m, 0)));
        let mut found = Found {
            best: root.first().map(|m| m.0),
            score: 0,
            depth: 0,
            pv: root.first().map(|m| vec![m.0]).unwrap_or_default(),
            root_scores: Vec::new(),
        };
        if root.is_empty() {
            return found;
        }
        // A win at once needs no search.
        for &(m, _) in &root {
            if decided(&b.apply(m), b.turn, m.capture, self.simultaneous) == Some(WIN) {
                found.best = Some(m);
                found.score = WIN - 1;
                found.depth = 1;
                found.pv = vec![m];
                return found;
            }
        }
        let max_depth = max_depth
            .min(ctx.limits.max_depth.unwrap_or(u32::MAX))
            .clamp(1, MAX_PLY as u32 - 1);
        self.path.push(b.hash);
        for depth in 1..=max_depth {
            self.iteration = depth;
            self.aborted = false;
            let mut alpha = -INF;
            let beta = INF;
            let mut best: Option<(Slide, i32)> = None;
            let mut scores = Vec::with_capacity(root.len());
            for (i, &(m, _)) in root.iter().enumerate() {
                let child = b.apply(m);
                let s = if let Some(v) = decided(&child, b.turn, m.capture, self.simultaneous) {
                    to_ply(v, 1)
                } else {
                    let d = depth as i32 - 1;
                    // Moves within the margin of the best get exact scores.
                    let floor = match best {
                        Some((_, bs)) if margin > 0 => (bs - margin - 1).max(-INF),
                        _ => alpha,
                    };
                    if i == 0 {
                        -self.negamax(&child, d, 1, -beta, -floor, ctx)
                    } else {
                        let mut s = -self.negamax(&child, d, 1, -floor - 1, -floor, ctx);
                        if s > floor && !self.aborted {
                            s = -self.negamax(&child, d, 1, -beta, -floor, ctx);
                        }
                        s
                    }
                };
                if self.aborted {
                    break;
                }
                scores.push((m, s));
                if best.is_none_or(|(_, bs)| s > bs) {
                    best = Some((m, s));
                    alpha = alpha.max(s);
                }
            }
            if self.aborted {
                // A partial iteration still counts when its first move (the previous
                // best, searched with the full window) was beaten by another.
                if let Some((m, s)) = best {
                    if scores.len() > 1 && Some(m) != found.best {
                        found.best = Some(m);
                        found.score = s;
                        found.pv = self.principal_variation(b, m, depth);
                    }
                }
                break;
            }
            let (m, s) = best.unwrap_or(root[0]);
            found.best = Some(m);
            found.score = s;
            found.depth = depth;
            found.pv = self.principal_variation(b, m, depth);
            found.root_scores = if margin > 0 {
                scores.clone()
            } else {
                Vec::new()
            };
            // The next iteration starts with the best moves of this one.
            for r in root.iter_mut() {
                r.1 = scores.iter().find(|x| x.0 == r.0).map_or(-INF, |x| x.1);
            }
            root.sort_by_key(|c| std::cmp::Reverse(c.1));
            if s.abs() >= WIN_BOUND && (WIN - s.abs()) as u32 <= depth {
                break;
            }
            if depth >= SURE_DEPTH && ctx.out_of_budget() {
                break;
            }
        }
        self.path.pop();
        found
    }

    fn principal_variation(&self, b: &Board, first: Slide, depth: u32) -> Vec<Slide> {
        let mut pv = vec![first];
        let mut pos = b.apply(first);
        let mut seen = vec![b.hash];
        while (pv.len() as u32) < depth {
            if decided(
                &pos,
                pos.turn.other(),
                pv.last().is_some_and(|m| m.capture),
                self.simultaneous,
            )
            .is_some()
                || seen.contains(&pos.hash)
            {
                break;
            }
            seen.push(pos.hash);
            let e = self.table[pos.hash as usize & self.mask];
            if e.key != pos.hash || e.best == 0 {
                break;
            }
            let m = Slide::from_code(e.best);
            let mut legal = false;
            pos.for_each_slide(|x| legal |= x == m);
            if !legal {
                break;
            }
            pv.push(m);
            pos = pos.apply(m);
        }
        pv
    }

    fn negamax(
        &mut self,
        b: &Board,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if self.stop(ctx) {
            return 0;
        }
        let key = b.hash;
        // A repetition: a draw by this path (the game itself draws at the third time).
        if self.path.contains(&key) {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.leaf(b);
        }
        // No line from here can beat a win already closer to the root.
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let slot = key as usize & self.mask;
        let e = self.table[slot];
        let mut tt_move = 0;
        if e.key == key && e.depth >= 0 {
            tt_move = e.best;
            if e.depth as i32 >= depth {
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

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        let me = b.turn;
        let hist = &self.history[me as usize * 4096..me as usize * 4096 + 4096];
        let [k0, k1] = self.killers[ply];
        b.for_each_slide(|m| {
            let c = m.code();
            let score = if c == tt_move {
                1 << 30
            } else if m.capture {
                (1 << 28) + hist[(m.from as usize) << 6 | m.to as usize]
            } else if c == k0 {
                1 << 27
            } else if c == k1 {
                (1 << 27) - 1
            } else {
                hist[(m.from as usize) << 6 | m.to as usize]
            };
            moves.push((m, score));
        });
        if moves.is_empty() {
            // No legal slide: the side to move passes.
            self.buffers[ply] = moves;
            self.path.push(key);
            let v = -self.negamax(&b.pass(), depth - 1, ply + 1, -beta, -alpha, ctx);
            self.path.pop();
            return v;
        }
        moves.sort_unstable_by_key(|c| std::cmp::Reverse(c.1));

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = 0u16;
        self.path.push(key);
        for i in 0..moves.len() {
            let (m, order) = moves[i];
            let child = b.apply(m);
            let score = if let Some(v) = decided(&child, me, m.capture, self.simultaneous) {
                to_ply(v, ply + 1)
            } else if i == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, ctx)
            } else {
                // Late quiet moves are searched shallower first.
                let reduce = if depth >= 3 && i >= 3 && order < (1 << 27) - 1 {
                    if i >= 10 && depth >= 5 {
                        2
                    } else {
                        1
                    }
                } else {
                    0
                };
                let mut s =
                    -self.negamax(&child, depth - 1 - reduce, ply + 1, -alpha - 1, -alpha, ctx);
                if s > alpha && reduce > 0 && !self.aborted {
                    s = -self.negamax(&child, depth - 1, ply + 1, -alpha - 1, -alpha, ctx);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, ctx);
                }
                s
            };
            if self.aborted {
                self.path.pop();
                self.buffers[ply] = moves;
                return 0;
            }
            if score > best {
                best = score;
                best_move = m.code();
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !m.capture {
                    let k = &mut self.killers[ply];
                    if k[0] != m.code() {
                        k[1] = k[0];
                        k[0] = m.code();
                    }
                    let h = &mut self.history
                        [me as usize * 4096 + ((m.from as usize) << 6 | m.to as usize)];
                    *h += depth * depth;
                    if *h > 1 << 24 {
                        self.history.iter_mut().for_each(|x| *x /= 2);
                    }
                }
                break;
            }
        }
        self.path.pop();
        self.buffers[ply] = moves;

        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let old = &self.table[slot];
        if old.key == key || old.age != self.age || depth as i8 >= old.depth {
            self.table[slot] = Entry {
                key,
                score: to_tt(best, ply),
                best: best_move,
                depth: depth.min(i8::MAX as i32) as i8,
                bound,
                age: self.age,
            };
        }
        best
    }
}

/// A game result seen `ply` plies from the root: wins sooner score higher.
#[inline]
fn to_ply(v: i32, ply: usize) -> i32 {
    if v >= WIN_BOUND {
        v - ply as i32
    } else if v <= -WIN_BOUND {
        v + ply as i32
    } else {
        v
    }
}

/// Win scores go into the table relative to the node, so another path keeps the distance.
#[inline]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
