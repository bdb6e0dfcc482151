//! The engine: threat-space search as strong gomoku programs do it, on the incremental
//! [`Window`]. A VCF search (victory by continuous fours) and a VCT search (threes and
//! fours) prove forced wins and find the defences against them; on top, iterative
//! deepening PVS with a transposition table over a few candidate moves near the marks,
//! where every node first obeys the forcing rules (make five, block five, make an open
//! four, answer an open three).

use crate::cell::Cell;
use crate::pattern::{self, class};
use crate::window::{Idx, Window};
use spelbord_ai::SearchContext;
use spelbord_core::Rng;

/// The score of a won game, less one per ply until the win.
pub const WIN: i32 = 1_000_000;
/// Scores at least this far from zero are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 10_000;
const INF: i32 = WIN + 1;
/// Most fours the VCF at the main search's leaves tries (it runs at every leaf, so short).
const LEAF_VCF_DEPTH: u32 = 6;
/// The share of the move's time after which no new iteration starts. A cut-off iteration
/// still ranks the root moves it finished (the previous best first), so starting one late
/// costs nothing; at one half the Gomocup brain used a third of its turn.
const ITERATION_START: f64 = 0.85;

/// How one level searches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Most fours in a VCF (0: no VCF search).
    pub vcf_depth: u32,
    /// Most threats in a VCT (0: no VCT search).
    pub vct_depth: u32,
    /// Node budget of the VCF search at the root.
    pub vcf_nodes: u64,
    /// Node budget of the VCT search at the root.
    pub vct_nodes: u64,
    /// Deepest alpha-beta iteration.
    pub max_depth: u32,
    /// Candidate moves searched at each inner node.
    pub breadth: usize,
    /// Candidate moves searched at the root.
    pub root_breadth: usize,
    /// Root moves within this much of the best may be chosen instead.
    pub noise: i32,
    /// Percent chance of overlooking an open three (the beginner's mistake).
    pub overlook_three: u32,
    /// Whether root moves are checked against the opponent's VCF.
    pub defend_vcf: bool,
    /// Transposition table size, 2^bits entries.
    pub tt_bits: u32,
}

/// What the engine found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Found {
    /// The chosen move.
    pub best: Option<Idx>,
    /// Its score for the mover.
    pub score: i32,
    /// Deepest completed iteration (plies), or the length of a proven win.
    pub depth: u32,
    /// The expected line.
    pub pv: Vec<Idx>,
    /// How the move was found.
    pub how: How,
}

/// Which part of the engine chose the move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum How {
    /// No move (nothing to play).
    #[default]
    Nothing,
    /// Completes five.
    Five,
    /// Blocks the opponent's five.
    Block,
    /// Makes an open four (or a double four).
    OpenFour,
    /// The first move of a proven victory by continuous fours.
    Vcf,
    /// The first move of a proven victory by threes and fours.
    Vct,
    /// Alpha-beta.
    Search,
}

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
    depth: i8,
    bound: Bound,
    /// The best move as a paper cell: windows move between searches, cells do not.
    best: Option<Cell>,
}

/// The searcher; keeps its tables between moves.
pub struct Engine {
    tt: Vec<Option<Entry>>,
    tt_mask: u64,
    /// Keys of positions where a threat search failed, with the depth it failed at.
    fails: Vec<(u64, u8)>,
    stopped: bool,
    nodes: u64,
    max_nodes: u64,
    deadline: f64,
    line: Vec<Idx>,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine").finish_non_exhaustive()
    }
}

const FAIL_BITS: u32 = 18;

impl Engine {
    /// An engine with a table of 2^`tt_bits` entries.
    pub fn new(tt_bits: u32) -> Engine {
        let n = 1usize << tt_bits.clamp(8, 24);
        Engine {
            tt: vec![None; n],
            tt_mask: n as u64 - 1,
            fails: vec![(0, 0); 1 << FAIL_BITS],
            stopped: false,
            nodes: 0,
            max_nodes: u64::MAX,
            deadline: f64::INFINITY,
            line: Vec::new(),
        }
    }

    fn budget(&mut self, ctx: &SearchContext<'_>, share_ms: f64, nodes: u64) {
        self.stopped = false;
        self.nodes = 0;
        self.max_nodes = nodes;
        self.deadline = ctx.elapsed_ms() + share_ms;
    }

    #[inline]
    fn tick(&mut self, ctx: &mut SearchContext<'_>) -> bool {
        self.nodes += 1;
        if self.stopped {
            return true;
        }
        // The clock is read every 512 nodes only: it costs more than a node in wasm.
        if ctx.tick()
            || self.nodes >= self.max_nodes
            || (self.nodes & 511 == 0 && ctx.elapsed_ms() > self.deadline)
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn failed(&self, key: u64, depth: u32) -> bool {
        let (k, d) = self.fails[(key as usize) & ((1 << FAIL_BITS) - 1)];
        k == key && d as u32 >= depth
    }

    fn fail(&mut self, key: u64, depth: u32) {
        if !self.stopped {
            self.fails[(key as usize) & ((1 << FAIL_BITS) - 1)] = (key, depth.min(255) as u8);
        }
    }

    /// A victory by continuous fours for the side to move within `depth` fours and the
    /// given budget: its moves (attacker and defender alternating), or `None`.
    pub fn vcf(
        &mut self,
        w: &mut Window,
        depth: u32,
        nodes: u64,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Vec<Idx>> {
        self.budget(ctx, share_ms, nodes);
        self.line.clear();
        let found = self.vcf_node(w, depth, ctx)?;
        let mut line = vec![found];
        line.extend(self.line.iter().rev());
        Some(line)
    }

    fn vcf_node(&mut self, w: &mut Window, depth: u32, ctx: &mut SearchContext<'_>) -> Option<Idx> {
        if self.tick(ctx) {
            return None;
        }
        let me = w.side();
        let opp = 1 - me;
        if let Some(f) = w.find_class(me, class::FIVE) {
            self.line.clear();
            return Some(f);
        }
        let moves = if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            // The block must itself be a four to keep the initiative.
            if blocks.len() > 1 || w.class(blocks[0], me) < class::FOUR {
                return None;
            }
            if w.class(blocks[0], me) >= class::OPEN_FOUR {
                // A block that makes an open four wins as surely.
                self.line.clear();
                return Some(blocks[0]);
            }
            blocks
        } else if let Some(f) = w.find_class(me, class::OPEN_FOUR) {
            self.line.clear();
            return Some(f);
        } else {
            let mut v: Vec<(i32, Idx)> = w
                .candidates()
                .filter(|&i| matches!(w.class(i, me), class::FOUR | class::FOUR_THREE))
                .map(|i| (-(w.class(i, me) as i32 * 1000 + w.move_score(i, me)), i))
                .collect();
            v.sort_unstable();
            v.into_iter().map(|(_, i)| i).collect()
        };
        if depth == 0 {
            return None;
        }
        let key = w.hash() ^ 0xF0F0;
        if self.failed(key, depth) {
            return None;
        }
        for m in moves {
            w.make(m);
            let reply = w.five_point_near(m, me);
            let mut won = None;
            if let Some(f) = reply {
                w.make(f);
                won = self.vcf_node(w, depth - 1, ctx);
                w.unmake();
            }
            w.unmake();
            if self.stopped {
                return None;
            }
            if let (Some(next), Some(f)) = (won, reply) {
                self.line.push(next);
                self.line.push(f);
                return Some(m);
            }
        }
        self.fail(key, depth);
        None
    }

    /// A victory by threes and fours for the side to move within `depth` threats, or
    /// `None`. Each three is proven against every defence (the blocks of the open four
    /// it threatens and the defender's own fours).
    pub fn vct(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        nodes: u64,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Idx> {
        self.budget(ctx, share_ms, nodes);
        self.vct_attack(w, depth, vcf_depth, ctx)
    }

    fn vct_attack(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Idx> {
        if self.tick(ctx) {
            return None;
        }
        let me = w.side();
        let opp = 1 - me;
        if let Some(f) = w.find_class(me, class::FIVE) {
            return Some(f);
        }
        if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            if blocks.len() > 1 {
                return None;
            }
            // The attacker's earlier threat still stands after the forced block.
            w.make(blocks[0]);
            let r = self.vct_defend(w, depth, vcf_depth, ctx);
            w.unmake();
            return r.then_some(blocks[0]);
        }
        if let Some(f) = w.find_class(me, class::OPEN_FOUR) {
            return Some(f);
        }
        if depth == 0 {
            return None;
        }
        let key = w.hash() ^ 0x0F0F;
        if self.failed(key, depth) {
            return None;
        }
        if let Some(m) = self.vcf_node(w, vcf_depth, ctx) {
            return Some(m);
        }
        if self.stopped {
            return None;
        }
        let only_fours = w.has_at_least(opp, class::OPEN_FOUR);
        let mut v: Vec<(i32, Idx)> = w
            .candidates()
            .filter(|&i| {
                let c = w.class(i, me);
                if only_fours {
                    matches!(c, class::FOUR | class::FOUR_THREE)
                } else {
                    matches!(
                        c,
                        class::OPEN_THREE | class::DOUBLE_THREE | class::FOUR | class::FOUR_THREE
                    )
                }
            })
            .map(|i| {
                let rank = match w.class(i, me) {
                    class::FOUR_THREE => 4,
                    class::DOUBLE_THREE => 3,
                    class::OPEN_THREE => 2,
                    _ => 1,
                };
                (-(rank * 100_000 + w.move_score(i, me)), i)
            })
            .collect();
        v.sort_unstable();
        v.truncate(16);
        for (_, m) in v {
            w.make(m);
            let r = self.vct_defend(w, depth - 1, vcf_depth, ctx);
            w.unmake();
            if self.stopped {
                return None;
            }
            if r {
                return Some(m);
            }
        }
        self.fail(key, depth);
        None
    }

    /// Whether the attacker (not to move) wins against every defence.
    fn vct_defend(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        ctx: &mut SearchContext<'_>,
    ) -> bool {
        if self.tick(ctx) {
            return false;
        }
        let def = w.side();
        let att = 1 - def;
        if w.count(def, class::FIVE) > 0 {
            return false;
        }
        if w.count(att, class::FIVE) > 0 {
            let blocks = w.cells_of_class(att, class::FIVE, 2);
            if blocks.len() > 1 {
                return true;
            }
            w.make(blocks[0]);
            let r = self.vct_attack(w, depth, vcf_depth, ctx).is_some();
            w.unmake();
            return r;
        }
        if !w.has_at_least(att, class::OPEN_FOUR) {
            return false;
        }
        let options = defences(w);
        for o in options {
            w.make(o);
            let r = self.vct_attack(w, depth, vcf_depth, ctx).is_some();
            w.unmake();
            if self.stopped || !r {
                return false;
            }
        }
        true
    }

    /// Chooses a move for the side to move in `w`.
    pub fn think(
        &mut self,
        w: &mut Window,
        style: &Style,
        rng: &mut Rng,
        ctx: &mut SearchContext<'_>,
    ) -> Found {
        let me = w.side();
        let opp = 1 - me;
        let quick = |best: Idx, score: i32, how: How| Found {
            best: Some(best),
            score,
            depth: 1,
            pv: vec![best],
            how,
        };
        if let Some(f) = w.find_class(me, class::FIVE) {
            return quick(f, WIN - 1, How::Five);
        }
        if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            let score = if blocks.len() > 1 { -(WIN - 2) } else { 0 };
            return quick(blocks[0], score, How::Block);
        }
        if let Some(f) = w.find_class(me, class::OPEN_FOUR) {
            return quick(f, WIN - 3, How::OpenFour);
        }
        let total = ctx.limits.time_ms;
        let left = |ctx: &SearchContext<'_>| (total - ctx.elapsed_ms()).max(0.0);
        if style.vcf_depth > 0 {
            if let Some(line) = self.vcf(w, style.vcf_depth, style.vcf_nodes, total * 0.1, ctx) {
                let n = line.len() as i32;
                return Found {
                    best: Some(line[0]),
                    score: WIN - n,
                    depth: line.len() as u32,
                    pv: line,
                    how: How::Vcf,
                };
            }
        }
        if style.vct_depth > 0 {
            let share = left(ctx) * 0.35;
            if let Some(m) = self.vct(
                w,
                style.vct_depth,
                style.vcf_depth,
                style.vct_nodes,
                share,
                ctx,
            ) {
                return Found {
                    best: Some(m),
                    score: WIN_BOUND + 1,
                    depth: style.vct_depth,
                    pv: vec![m],
                    how: How::Vct,
                };
            }
        }

        // The root moves: the answers to an open three, or the likeliest candidates.
        let threatened = w.has_at_least(opp, class::OPEN_FOUR);
        let overlook =
            threatened && style.overlook_three > 0 && rng.below(100) < style.overlook_three as u64;
        let mut roots = if threatened && !overlook {
            let d = defences(w);
            if d.is_empty() {
                top_moves(w, style.root_breadth)
            } else {
                d
            }
        } else {
            top_moves(w, style.root_breadth)
        };
        if roots.is_empty() {
            return Found::default();
        }
        if style.defend_vcf && roots.len() > 1 {
            // If the opponent has a VCF were it to move now, keep the moves that stop it.
            w.pass();
            let threat = self
                .vcf(
                    w,
                    style.vcf_depth,
                    style.vcf_nodes / 4,
                    left(ctx) * 0.1,
                    ctx,
                )
                .is_some();
            w.pass();
            if threat {
                let mut safe = Vec::new();
                for &m in &roots {
                    w.make(m);
                    let each = left(ctx) * 0.2 / roots.len() as f64;
                    let lost = self
                        .vcf(w, style.vcf_depth, style.vcf_nodes / 8, each, ctx)
                        .is_some();
                    w.unmake();
                    if !lost {
                        safe.push(m);
                    }
                }
                if !safe.is_empty() {
                    roots = safe;
                }
            }
        }

        self.budget(ctx, f64::INFINITY, u64::MAX);
        let mut best = roots[0];
        let mut found = Found {
            best: Some(best),
            score: 0,
            depth: 0,
            pv: vec![best],
            how: How::Search,
        };
        let mut scored: Vec<(Idx, i32)> = roots.iter().map(|&m| (m, 0)).collect();
        for depth in 1..=style.max_depth.max(1) as i32 {
            let mut alpha = -INF;
            let mut iteration: Vec<(Idx, i32)> = Vec::with_capacity(scored.len());
            for (i, &(m, _)) in scored.iter().enumerate() {
                w.make(m);
                let s = if i == 0 || style.noise > 0 {
                    -self.negamax(w, depth - 1, 1, -INF, INF, style, ctx)
                } else {
                    let mut s = -self.negamax(w, depth - 1, 1, -alpha - 1, -alpha, style, ctx);
                    if s > alpha && !self.stopped {
                        s = -self.negamax(w, depth - 1, 1, -INF, -alpha, style, ctx);
                    }
                    s
                };
                w.unmake();
                if self.stopped {
                    break;
                }
                iteration.push((m, s));
                if style.noise == 0 {
                    alpha = alpha.max(s);
                }
            }
            if self.stopped && iteration.is_empty() {
                break;
            }
            // A partial iteration still ranks the moves it finished (the previous best
            // first, so a move that beat it was searched in full), best first.
            let complete = !self.stopped;
            iteration.sort_by_key(|&(_, s)| -s);
            let rest: Vec<(Idx, i32)> = scored
                .iter()
                .filter(|(m, _)| !iteration.iter().any(|(n, _)| n == m))
                .copied()
                .collect();
            scored = iteration;
            scored.extend(rest);
            best = scored[0].0;
            found.best = Some(best);
            found.score = scored[0].1;
            if complete {
                found.depth = depth as u32;
            }
            found.pv = self.principal_variation(w, best, depth as usize);
            if !complete
                || found.score.abs() >= WIN_BOUND
                || ctx.out_of_budget()
                || ctx.elapsed_ms() > total * ITERATION_START
            {
                break;
            }
        }
        if style.noise > 0 && found.score.abs() < WIN_BOUND && found.depth > 0 {
            let top = scored[0].1;
            let near: Vec<(Idx, u32)> = scored
                .iter()
                .filter(|&&(_, s)| s >= top - style.noise)
                .map(|&(m, s)| (m, (style.noise - (top - s) + 1) as u32))
                .collect();
            if let Some(i) = rng.pick_weighted(&near) {
                if near[i].0 != best {
                    found.best = Some(near[i].0);
                    found.pv = vec![near[i].0];
                }
            }
        }
        found
    }

    fn principal_variation(&self, w: &mut Window, first: Idx, depth: usize) -> Vec<Idx> {
        let mut pv = vec![first];
        w.make(first);
        while pv.len() < depth.max(1) {
            let key = w.hash();
            let Some(e) = self.tt[(key & self.tt_mask) as usize].filter(|e| e.key == key) else {
                break;
            };
            let Some(m) = e.best.and_then(|c| w.index(c)).filter(|&m| w.is_empty(m)) else {
                break;
            };
            pv.push(m);
            w.make(m);
        }
        for _ in 0..pv.len() {
            w.unmake();
        }
        pv
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        w: &mut Window,
        depth: i32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
        style: &Style,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if self.tick(ctx) {
            return 0;
        }
        let me = w.side();
        let opp = 1 - me;
        if w.count(me, class::FIVE) > 0 {
            return WIN - ply - 1;
        }
        let mut forced = false;
        let moves = if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            if blocks.len() > 1 {
                return -(WIN - ply - 2);
            }
            forced = true;
            blocks
        } else if w.has_at_least(me, class::OPEN_FOUR) {
            return WIN - ply - 3;
        } else if depth <= 0 {
            // A quiet leaf may still hide a forced win by fours: strong programs look
            // for it there, or the horizon hides every combination one ply away.
            if style.vcf_depth > 0
                && w.has_at_least(me, class::FOUR)
                && self
                    .vcf_node(w, LEAF_VCF_DEPTH.min(style.vcf_depth), ctx)
                    .is_some()
            {
                return WIN - ply - 5;
            }
            return evaluate(w);
        } else if w.has_at_least(opp, class::OPEN_FOUR) {
            let d = defences(w);
            if d.is_empty() {
                // Two open threes or worse and no four to answer with: lost.
                return -(WIN - ply - 4);
            }
            d
        } else {
            top_moves(w, style.breadth)
        };
        if moves.is_empty() {
            return 0; // a full board
        }
        let key = w.hash();
        let slot = (key & self.tt_mask) as usize;
        let mut tt_move = None;
        if let Some(e) = self.tt[slot].filter(|e| e.key == key) {
            tt_move = e.best.and_then(|c| w.index(c));
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
        let mut moves = moves;
        if let Some(i) = moves.iter().position(|&m| Some(m) == tt_move) {
            moves[..=i].rotate_right(1);
        }
        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = None;
        let child_depth = if forced { depth } else { depth - 1 };
        for (i, &m) in moves.iter().enumerate() {
            w.make(m);
            let mut s;
            if i == 0 {
                s = -self.negamax(w, child_depth, ply + 1, -beta, -alpha, style, ctx);
            } else {
                s = -self.negamax(w, child_depth, ply + 1, -alpha - 1, -alpha, style, ctx);
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(w, child_depth, ply + 1, -beta, -alpha, style, ctx);
                }
            }
            w.unmake();
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(m);
            }
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let replace = self.tt[slot].is_none_or(|e| e.key == key || depth >= e.depth as i32);
        if replace {
            self.tt[slot] = Some(Entry {
                key,
                score: to_tt(best, ply),
                depth: depth.clamp(-1, 100) as i8,
                bound,
                best: best_move.map(|m| w.cell(m)),
            });
        }
        best
    }
}

fn to_tt(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score + ply
    } else if score <= -WIN_BOUND {
        score - ply
    } else {
        score
    }
}

fn from_tt(score: i32, ply: i32) -> i32 {
    if score >= WIN_BOUND {
        score - ply
    } else if score <= -WIN_BOUND {
        score + ply
    } else {
        score
    }
}

/// The static value of a position for the side to move.
pub fn evaluate(w: &Window) -> i32 {
    let me = w.side();
    let opp = 1 - me;
    let mut s = w.value(me) * 5 / 4 - w.value(opp);
    // Threats the mover can play at once are nearly decisive when the other side has no
    // four to interrupt them with.
    if !w.has_at_least(opp, class::FOUR) {
        if w.count(me, class::FOUR_THREE) > 0 {
            s += 4_000;
        } else if w.count(me, class::DOUBLE_THREE) > 0 {
            s += 1_500;
        }
    }
    if w.has_at_least(opp, class::OPEN_FOUR) {
        // The mover must answer an open three: the tempo is the other side's.
        s -= 150;
    }
    s.clamp(-WIN_BOUND / 2, WIN_BOUND / 2)
}

/// The answers to the opponent's open three (or double threats): every cell that leaves
/// the opponent without an open four or five to make, and the mover's own fours.
pub fn defences(w: &mut Window) -> Vec<Idx> {
    let me = w.side();
    let opp = 1 - me;
    let mut lines = Vec::new();
    for q in w.cells_of_class(opp, class::OPEN_FOUR, 64) {
        w.line_cells(q, opp, pattern::FOUR, &mut lines);
    }
    let mut out = Vec::new();
    for r in lines {
        w.make(r);
        let ok = w.count(opp, class::FIVE) == 0 && !w.has_at_least(opp, class::OPEN_FOUR);
        w.unmake();
        if ok {
            out.push(r);
        }
    }
    let mut fours: Vec<Idx> = w
        .candidates()
        .filter(|&i| w.class(i, me) >= class::FOUR && !out.contains(&i))
        .collect();
    out.append(&mut fours);
    let mut scored: Vec<(i32, Idx)> = out.into_iter().map(|i| (-w.move_score(i, me), i)).collect();
    scored.sort_unstable();
    scored.into_iter().map(|(_, i)| i).collect()
}

/// The `n` likeliest moves near the marks, best first.
pub fn top_moves(w: &Window, n: usize) -> Vec<Idx> {
    let me = w.side();
    let mut v: Vec<(i32, Idx)> = w.candidates().map(|i| (-w.move_score(i, me), i)).collect();
    v.sort_unstable();
    v.truncate(n.max(1));
    v.into_iter().map(|(_, i)| i).collect()
}
