//! One principal-variation search for every perfect-information board game of the suite,
//! written once and monomorphised per family: a family implements [`Rules`] over its own
//! copyable position (generate into a buffer, child by value, a hash key, its evaluation
//! and whatever ends its games), and [`Engine`] brings the rest: iterative deepening with
//! aspiration windows, a transposition table with mate-distance scores, killers and
//! history, late-move reductions, an optional null move, quiescence on noisy moves or
//! compulsory captures searched past the horizon, an extension for forced single
//! replies, repetitions and a quiet-move limit along the game and the search path, root
//! noise for the weaker levels, the principal variation, and exact scores for every root
//! move near the best (the weaker levels choose among them).
//!
//! The model is open_spiel's `algorithms/minimax.h` over one state, with what a strong
//! engine adds (Stockfish, Rapfi, Sanmill): the family's hooks are plain methods with
//! defaults, so a game that has no captures, passes or move limit writes none of them.
//!
//! The [`generic`] module runs the same search over any [`spelbord_core::Game`] through its
//! plain interface: the yardstick every family's engine is measured against.

use spelbord_ai::SearchContext;

pub mod generic;
pub use generic::{GameBot, GameRules, SearchConfig, Searchable};

/// The score of a won position, less one per ply to the win.
pub const WIN: i32 = 30_000;
/// Scores beyond this are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 1_000;
/// Above every score.
pub const INF: i32 = WIN + 1;
/// The deepest ply the main search reaches (iterations plus extensions); quiescence may
/// go [`Rules::Q_DEPTH`] plies further.
pub const MAX_PLY: usize = 120;

/// Move-ordering classes: the table's move, then noisy moves (captures), then the two
/// killers, then the rest by history.
const ORDER_TT: i32 = 1 << 30;
const ORDER_NOISY: i32 = 1 << 28;
const ORDER_KILLER: i32 = 1 << 27;
/// Quiet moves the family marks urgent ([`Rules::is_urgent`]): after the noisy moves,
/// before the killers.
const ORDER_URGENT: i32 = ORDER_KILLER + (1 << 26);
const HISTORY_CAP: i32 = 1 << 24;

/// A game's rules as the search sees them. Implemented by a small (often zero-sized)
/// value that may carry the table's settings; every method is called on the hot path
/// and should be `#[inline]`.
pub trait Rules {
    /// A position: copied for each child (copy-make). `Clone` rather than `Copy` so that
    /// the generic adapter ([`GameRules`]) can search any [`spelbord_core::Game`] by
    /// cloning it; a family's own position is `Copy`, and its clone is the same copy.
    type Pos: Clone;
    /// One decision of the side to move.
    type Move: Copy + PartialEq;

    /// Size of the history table: [`Rules::history_slot`] is below it.
    const HISTORY: usize;
    /// Half-moves without a move that [`Rules::resets_quiet`] after which the game is
    /// drawn ([`Rules::draw`]); `u16::MAX` for none.
    const QUIET_LIMIT: u16 = u16::MAX;
    /// Search noisy moves past the horizon, standing pat on the evaluation.
    const QUIESCE: bool = false;
    /// The deepest quiescence below the horizon.
    const Q_DEPTH: usize = 8;
    /// A position with a single legal move costs no depth.
    const SINGLE_REPLY_EXTENSION: bool = false;
    /// Null-move pruning through [`Rules::pass`] (only where zugzwang is rare).
    const NULL_MOVE: bool = false;
    /// Iterations that complete whatever the budget (they see every win in one and
    /// every defence against one when 2).
    const SURE_DEPTH: u32 = 0;
    /// From which move on (in order) quiet moves are searched shallower first.
    const LMR_FROM: usize = 3;
    /// From which move on the reduction is two plies at depth 6 and more.
    const LMR_DEEP_FROM: usize = 10;
    /// Late moves are reduced by ln(depth)·ln(index)/[`Rules::LMR_DIVISOR`] plies
    /// (rounded, at least one) instead of the fixed one or two; 0.0: the fixed ones.
    const LMR_DIVISOR: f32 = 0.0;
    /// Half-width of the root's aspiration window from depth 4 on (0: none), in
    /// evaluation units.
    const ASPIRATION: i32 = 0;
    /// Moves of equal ordering key keep the order [`Rules::generate`] gave them (a
    /// family whose generator already ranks its moves, as Luffarschack's threat
    /// patterns do); otherwise their order is unspecified.
    const STABLE_ORDER: bool = false;
    /// Quiet moves that refuted a sibling (the killers) are tried before the rest; off
    /// where the family's own order knows better.
    const KILLERS: bool = true;
    /// At the horizon, a quiet position where [`Rules::threatened`] holds is searched
    /// one ply more (within twice the iteration's depth from the root): a piece en prise
    /// is not a quiet position. Off by default.
    const THREAT_EXTENSION: bool = false;
    /// Forward pruning by a shallower proof (ProbCut, as checkers programs such as
    /// GuiNN do it): off the principal variation, a quiet node whose static value is at
    /// least beta + this margin, and whose search [`Rules::PROBCUT_REDUCTION`] plies
    /// shallower stays there too, is cut. Unlike a null move it plays real moves, so
    /// zugzwang does not fool it. 0: off.
    const PROBCUT_MARGIN: i32 = 0;
    /// How much shallower the ProbCut proof searches.
    const PROBCUT_REDUCTION: i32 = 4;
    /// The table keeps two entries a key: one kept while it is the deeper, and one
    /// always replaced, so a long search that overfills the table still keeps its
    /// deep results and its recent ones. Off: one entry a key, replaced unless a
    /// deeper one of this search holds it.
    const TT_TWO_WAY: bool = false;

    /// The position's hash key (the side to move included).
    fn hash(&self, p: &Self::Pos) -> u64;
    /// Every legal move of the side to move, appended to `out`.
    fn generate(&self, p: &Self::Pos, out: &mut Vec<Self::Move>);
    /// The position after `m`.
    fn play(&self, p: &Self::Pos, m: &Self::Move) -> Self::Pos;
    /// A non-zero key of `m`, unique among the moves of one position (table, killers).
    fn move_key(&self, m: &Self::Move) -> u64;
    /// Where `m`'s history lives (the side to move included), below [`Rules::HISTORY`].
    fn history_slot(&self, p: &Self::Pos, m: &Self::Move) -> usize;
    /// The static value of `p` for the side to move.
    fn evaluate(&self, p: &Self::Pos) -> i32;

    /// A capture or another move that changes the material: ordered first, never
    /// reduced, the moves quiescence searches.
    #[inline]
    fn is_noisy(&self, _p: &Self::Pos, _m: &Self::Move) -> bool {
        false
    }
    /// A quiet move that answers a threat (in morris, a man put into the gap of the
    /// opponent's open mill): ordered after the noisy moves and before the killers, and
    /// never reduced.
    #[inline]
    fn is_urgent(&self, _p: &Self::Pos, _m: &Self::Move) -> bool {
        false
    }
    /// Order among noisy moves (bigger first; at most a few dozen).
    #[inline]
    fn noisy_rank(&self, _p: &Self::Pos, _m: &Self::Move) -> i32 {
        0
    }
    /// Whether `m` is irreversible: the repetition history and the quiet count restart.
    #[inline]
    fn resets_quiet(&self, _p: &Self::Pos, _m: &Self::Move) -> bool {
        false
    }
    /// Whether the side to move must capture now: the horizon waits until it has
    /// (with compulsory capture there is no standing pat while one is due).
    #[inline]
    fn capture_due(&self, _p: &Self::Pos) -> bool {
        false
    }
    /// Whether the opponent of the side to move threatens a capture (for
    /// [`Rules::THREAT_EXTENSION`]).
    #[inline]
    fn threatened(&self, _p: &Self::Pos) -> bool {
        false
    }
    /// When `m` from `p` ends the game: the score of `child` for its side to move,
    /// `ply` plies from the root (see [`mate_in`]).
    #[inline]
    fn ended(
        &self,
        _p: &Self::Pos,
        _m: &Self::Move,
        _child: &Self::Pos,
        _ply: usize,
    ) -> Option<i32> {
        None
    }
    /// The score for the side to move of a position with no legal move and no pass.
    #[inline]
    fn no_moves(&self, _p: &Self::Pos, ply: usize) -> i32 {
        -(WIN - ply as i32)
    }
    /// The score for the side to move of a position drawn by repetition or the quiet
    /// limit (some games count the pieces then).
    #[inline]
    fn draw(&self, _p: &Self::Pos, _ply: usize) -> i32 {
        0
    }
    /// An exact value of `p` for the side to move from the family's knowledge (an
    /// endgame database), `ply` plies from the root, `quiet` half-moves after the last
    /// irreversible move (a database that ignores the quiet limit must turn a win too
    /// far away into a draw); never asked at the root.
    #[inline]
    fn probe(&self, _p: &Self::Pos, _ply: usize, _quiet: u16) -> Option<i32> {
        None
    }
    /// Nodes the family searched inside its hooks since it last answered (a threat
    /// search in [`Rules::evaluate`]): counted into the context, and the clock is read
    /// whenever it is not zero, so a family returns them in batches of a few hundred.
    #[inline]
    fn spent(&self) -> u64 {
        0
    }
    /// Whether a score that rests on a repetition of a position above the node (a draw
    /// only on this path) is kept out of the table: reached by another path the
    /// position may be lost or won (graph-history interaction). Its best move is kept
    /// for the ordering. Off: every score is stored.
    #[inline]
    fn path_safe_table(&self) -> bool {
        false
    }
    /// The position with the other side to move and nothing else changed, where the
    /// rules let a player with no move pass (and for the null move).
    #[inline]
    fn pass(&self, _p: &Self::Pos) -> Option<Self::Pos> {
        None
    }
}

/// A win (`won`) or loss `ply` plies from the root for the side to move: sooner wins
/// and later losses score higher.
#[inline]
pub fn mate_in(won: bool, ply: usize) -> i32 {
    if won {
        WIN - ply as i32
    } else {
        -(WIN - ply as i32)
    }
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
    best: u64,
    score: i32,
    depth: i16,
    bound: Bound,
    age: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    best: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    age: 0,
};

/// What a search found.
#[derive(Debug, Clone, PartialEq)]
pub struct Found<M> {
    /// The best move (`None` when the side to move has none).
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation.
    pub pv: Vec<M>,
    /// Scores of the root moves at the last completed iteration, exact for those within
    /// the asked margin of the best (only when a margin is asked for).
    pub root_scores: Vec<(M, i32)>,
}

impl<M: Copy> Found<M> {
    /// The weaker levels' choice: among the root moves within `margin` of the best
    /// (their scores exact when the search was asked for that margin), the better ones
    /// likelier. A proven win is always taken, and a move that loses by force is never
    /// chosen while another does not; when every move loses, the search's best (it
    /// resists longest). With no margin, the best move.
    pub fn pick_near(&self, margin: i32, rng: &mut spelbord_core::Rng) -> Option<M> {
        if margin <= 0 || self.root_scores.is_empty() {
            return self.best;
        }
        let best = self.root_scores.iter().map(|&(_, s)| s).max()?;
        if best >= WIN_BOUND {
            return self.best;
        }
        let near: Vec<(M, u32)> = self
            .root_scores
            .iter()
            .filter(|&&(_, s)| s >= best - margin && s > -WIN_BOUND)
            .map(|&(m, s)| (m, (margin - (best - s) + 1) as u32))
            .collect();
        match rng.pick_weighted(&near) {
            Some(i) => Some(near[i].0),
            None => self.best,
        }
    }
}

/// One root iteration: the moves searched with their scores, and the best of them.
type Iteration<M> = (Vec<(M, i32)>, Option<(M, i32)>);

/// The searcher; keeps its table, killers and history between the moves of one game.
pub struct Engine<R: Rules> {
    /// The rules it searches (a family may keep its table's settings there).
    pub rules: R,
    table: Vec<Entry>,
    mask: usize,
    age: u8,
    killers: Vec<[u64; 2]>,
    history: Vec<i32>,
    /// Per ply: the generated moves and their ordering keys (no allocation a node).
    buffers: Vec<Vec<R::Move>>,
    ordered: Vec<Vec<(i32, R::Move)>>,
    /// Keys of the positions since the last irreversible move, along the game and the
    /// search path, the current node's last (for repetition draws).
    path: Vec<u64>,
    /// With [`Rules::path_safe_table`]: the lowest index on `path` of a repeated
    /// position that a score searched since the current node's entry rests on.
    rep_floor: usize,
    aborted: bool,
    iteration: u32,
    /// Late-move reductions by depth and move index (with [`Rules::LMR_DIVISOR`]).
    reductions: Vec<[i32; 64]>,
    /// A small deterministic value added to leaf scores (the weaker levels'
    /// misjudgement), ± this much; 0 for exact play.
    pub noise: i32,
    noise_seed: u64,
    /// The root moves the search may choose among, in the order it tries them first
    /// (empty: every legal move, in generation order). A family restricts the root with
    /// it (morris's mill guard) or varies the choice among equal moves by shuffling it.
    pub root_moves: Vec<R::Move>,
}

impl<R: Rules> std::fmt::Debug for Engine<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("table", &self.table.len())
            .field("noise", &self.noise)
            .finish_non_exhaustive()
    }
}

impl<R: Rules> Engine<R> {
    /// An engine for `rules` with a table of 2^`tt_bits` entries.
    pub fn new(rules: R, tt_bits: u32) -> Engine<R> {
        let n = 1usize << tt_bits.clamp(8, 26);
        let plies = MAX_PLY + R::Q_DEPTH + 2;
        Engine {
            rules,
            table: vec![EMPTY; n],
            mask: n - 1,
            age: 0,
            killers: vec![[0; 2]; plies],
            history: vec![0; R::HISTORY],
            buffers: (0..plies).map(|_| Vec::with_capacity(48)).collect(),
            ordered: (0..plies).map(|_| Vec::with_capacity(48)).collect(),
            path: Vec::with_capacity(256),
            rep_floor: usize::MAX,
            aborted: false,
            iteration: 0,
            // Only a family that asks for them has the table (it is read only then).
            reductions: (0..if R::LMR_DIVISOR > 0.0 { 64 } else { 0 })
                .map(|d| {
                    let mut row = [0; 64];
                    for (i, r) in row.iter_mut().enumerate().skip(1) {
                        let x = (d.max(1) as f32).ln() * (i as f32).ln() / R::LMR_DIVISOR.max(1e-3);
                        // Never so deep that the move is not searched at all.
                        *r = (x.round() as i32).clamp(1, (d - 2).max(1));
                    }
                    row
                })
                .collect(),
            noise: 0,
            noise_seed: 0,
            root_moves: Vec::new(),
        }
    }

    /// Sets the seed of the leaf noise.
    pub fn set_noise_seed(&mut self, seed: u64) {
        self.noise_seed = seed;
    }

    /// Forgets the table, killers and history (a new game).
    pub fn clear(&mut self) {
        self.table.iter_mut().for_each(|e| *e = EMPTY);
        self.killers.iter_mut().for_each(|k| *k = [0; 2]);
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    /// Searches `root` within `ctx`'s limits and `max_depth`. `quiet` counts the
    /// half-moves since the last irreversible move and `game_keys` are the positions of
    /// the game since then (the root may be last), for the draw rules. With `margin > 0`
    /// the root moves within `margin` of the best get exact scores in
    /// [`Found::root_scores`] (`i32::MAX`: every move).
    pub fn search(
        &mut self,
        root: &R::Pos,
        quiet: u16,
        game_keys: &[u64],
        max_depth: u32,
        margin: i32,
        ctx: &mut SearchContext<'_>,
    ) -> Found<R::Move> {
        let mut moves = Vec::new();
        self.rules.generate(root, &mut moves);
        if !self.root_moves.is_empty() {
            // The caller's moves in the caller's order, those that are legal here.
            // (None legal: a list for another position, and every move is searched.)
            let chosen: Vec<R::Move> = self
                .root_moves
                .iter()
                .filter(|m| moves.contains(m))
                .copied()
                .collect();
            if !chosen.is_empty() {
                moves = chosen;
            }
        }
        let mut found = Found {
            best: moves.first().copied(),
            score: 0,
            depth: 0,
            pv: moves.first().copied().into_iter().collect(),
            root_scores: Vec::new(),
        };
        if moves.is_empty() {
            found.score = self.rules.no_moves(root, 0);
            return found;
        }
        let root_key = self.rules.hash(root);
        self.path.clear();
        self.path.extend_from_slice(game_keys);
        if self.path.last() != Some(&root_key) {
            self.path.push(root_key);
        }
        self.age = self.age.wrapping_add(1);
        self.aborted = false;
        // A win at once needs no search.
        for m in &moves {
            let child = self.rules.play(root, m);
            if let Some(v) = self.rules.ended(root, m, &child, 1) {
                if -v >= WIN_BOUND {
                    found.best = Some(*m);
                    found.score = -v;
                    found.depth = 1;
                    found.pv = vec![*m];
                    return found;
                }
            }
        }
        if moves.len() == 1 && margin == 0 {
            found.depth = 1;
            found.score = self.rules.evaluate(root);
            return found;
        }
        // Age the history so that old positions do not dominate.
        self.history.iter_mut().for_each(|h| *h /= 8);
        let mut order: Vec<(R::Move, i32)> = moves
            .iter()
            .map(|m| (*m, self.rules.noisy_rank(root, m)))
            .collect();
        order.sort_by_key(|&(_, r)| std::cmp::Reverse(r));
        let limit = max_depth
            .min(ctx.limits.max_depth.unwrap_or(u32::MAX))
            .clamp(1, MAX_PLY as u32 - 8);
        for depth in 1..=limit {
            self.iteration = depth;
            let prev = found.score;
            let aspire = R::ASPIRATION > 0 && margin == 0 && depth >= 4 && prev.abs() < WIN_BOUND;
            let (mut lo, mut hi) = if aspire {
                (prev - R::ASPIRATION, prev + R::ASPIRATION)
            } else {
                (-INF, INF)
            };
            let (scored, best) = loop {
                let (scored, best) =
                    self.root_iteration(root, &order, depth, lo, hi, quiet, margin, ctx);
                if self.aborted {
                    break (scored, best);
                }
                match best {
                    // Outside the window: the scores are bounds; search again wider.
                    Some((_, s)) if s <= lo && lo > -INF => lo = -INF,
                    Some((_, s)) if s >= hi && hi < INF => hi = INF,
                    _ => break (scored, best),
                }
            };
            if self.aborted {
                // A move that beat the first (the previous best, searched first with the
                // full window) in a cut-short iteration is still better evidence.
                if let Some((m, s)) = best {
                    if found.depth == 0 || (scored.len() > 1 && Some(m) != found.best) {
                        found.best = Some(m);
                        found.score = s;
                        found.pv = vec![m];
                    }
                }
                break;
            }
            let Some((m, s)) = best else { break };
            found.best = Some(m);
            found.score = s;
            found.depth = depth;
            // The root is searched outside `negamax`; storing it lets the principal
            // variation be read from the table.
            self.store(
                root_key,
                self.rules.move_key(&m),
                s,
                depth as i32,
                Bound::Exact,
                0,
            );
            let mut scored = scored;
            // Next iteration: best first, then the rest by their scores (unsearched last).
            scored.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            for (m, _) in &order {
                if !scored.iter().any(|(x, _)| x == m) {
                    scored.push((*m, -INF));
                }
            }
            if margin > 0 {
                found.root_scores = scored.clone();
            }
            order = scored;
            found.pv = self.pv(root, m);
            // A proven result within this depth cannot change; otherwise stop when the
            // budget is spent (the sure iterations always complete).
            if s.abs() >= WIN_BOUND && (WIN - s.abs()) as u32 <= depth {
                break;
            }
            if depth >= R::SURE_DEPTH && ctx.out_of_budget() {
                break;
            }
        }
        found
    }

    /// One iteration over the root moves in `order` with the window (`lo`, `hi`).
    #[allow(clippy::too_many_arguments)]
    fn root_iteration(
        &mut self,
        root: &R::Pos,
        order: &[(R::Move, i32)],
        depth: u32,
        lo: i32,
        hi: i32,
        quiet: u16,
        margin: i32,
        ctx: &mut SearchContext<'_>,
    ) -> Iteration<R::Move> {
        self.aborted = false;
        let mut alpha = lo;
        let mut best: Option<(R::Move, i32)> = None;
        let mut scored = Vec::with_capacity(order.len());
        let d = depth as i32 - 1;
        for (i, (m, _)) in order.iter().enumerate() {
            let child = self.rules.play(root, m);
            let s = if let Some(v) = self.rules.ended(root, m, &child, 1) {
                -v
            } else {
                let q = if self.rules.resets_quiet(root, m) {
                    0
                } else {
                    quiet.saturating_add(1)
                };
                // Moves within the margin of the best get exact scores.
                let floor = match best {
                    Some((_, bs)) if margin > 0 => {
                        bs.saturating_sub(margin).saturating_sub(1).max(-INF)
                    }
                    _ => alpha,
                };
                // The quiet count bounds the repetition scan, so an irreversible move
                // needs no path of its own.
                self.path.push(self.rules.hash(&child));
                let s = if i == 0 {
                    -self.negamax(&child, d, -hi, -floor, 1, q, ctx)
                } else {
                    let mut s = -self.negamax(&child, d, -floor - 1, -floor, 1, q, ctx);
                    if s > floor && s < hi && !self.aborted {
                        s = -self.negamax(&child, d, -hi, -floor, 1, q, ctx);
                    }
                    s
                };
                self.path.pop();
                s
            };
            if self.aborted {
                break;
            }
            scored.push((*m, s));
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((*m, s));
                alpha = alpha.max(s);
            }
        }
        (scored, best)
    }

    fn pv(&self, root: &R::Pos, first: R::Move) -> Vec<R::Move> {
        let mut pv = vec![first];
        let mut seen = vec![self.rules.hash(root)];
        let mut p = self.rules.play(root, &first);
        let mut prev = root.clone();
        let mut moves = Vec::new();
        while pv.len() < 32 {
            let key = self.rules.hash(&p);
            if seen.contains(&key) {
                break;
            }
            if let Some(&m) = pv.last() {
                if self.rules.ended(&prev, &m, &p, pv.len()).is_some() {
                    break;
                }
            }
            seen.push(key);
            let Some(e) = self.probe(key) else { break };
            moves.clear();
            self.rules.generate(&p, &mut moves);
            let Some(m) = moves.iter().find(|m| self.rules.move_key(m) == e.best) else {
                break;
            };
            pv.push(*m);
            let next = self.rules.play(&p, m);
            prev = std::mem::replace(&mut p, next);
        }
        pv
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        let i = key as usize & self.mask;
        let e = self.table[i];
        if e.key == key && e.depth >= 0 {
            return Some(e);
        }
        if R::TT_TWO_WAY {
            let e = self.table[i ^ 1];
            if e.key == key && e.depth >= 0 {
                return Some(e);
            }
        }
        None
    }

    #[inline]
    fn store(&mut self, key: u64, best: u64, score: i32, depth: i32, bound: Bound, ply: usize) {
        let new = Entry {
            key,
            best,
            score: to_tt(score, ply),
            depth: depth.clamp(0, i16::MAX as i32) as i16,
            bound,
            age: self.age,
        };
        let i = key as usize & self.mask;
        if R::TT_TWO_WAY {
            // Even slot: the deeper entry; odd slot: the latest one.
            let (deep, recent) = (i & !1, i | 1);
            let d = self.table[deep];
            if d.key == key || d.age != self.age || depth as i16 >= d.depth {
                // One entry a key: the deeper entry displaced becomes the latest, and a
                // shallower copy of this key goes.
                if d.key != key && d.depth >= 0 {
                    self.table[recent] = d;
                } else if self.table[recent].key == key {
                    self.table[recent] = EMPTY;
                }
                self.table[deep] = new;
            } else {
                self.table[recent] = new;
            }
            return;
        }
        let slot = &mut self.table[i];
        // Keep a deeper entry of this search; replace anything of an older one.
        if slot.key == key || slot.age != self.age || depth as i16 >= slot.depth - 2 {
            *slot = new;
        }
    }

    /// Whether the position at the end of the path occurred before within the last
    /// `quiet` half-moves. A move and its reply cannot restore a position, so the
    /// nearest possible repetition lies four plies back, and only the same side to move
    /// matches.
    #[inline]
    fn repeated(&mut self, quiet: u16) -> bool {
        let n = self.path.len();
        let key = self.path[n - 1];
        let mut i = 4;
        while i <= quiet as usize && i < n {
            if self.path[n - 1 - i] == key {
                self.rep_floor = self.rep_floor.min(n - 1 - i);
                return true;
            }
            i += 2;
        }
        false
    }

    /// Stops the search when the budget is spent, but never inside a sure iteration.
    #[inline]
    fn stop(&mut self, ctx: &mut SearchContext<'_>) -> bool {
        if self.iteration <= R::SURE_DEPTH {
            ctx.nodes += 1;
            return false;
        }
        if ctx.tick() {
            self.aborted = true;
        }
        // Work the family did inside its hooks (a threat search at a leaf) counts too,
        // and a large amount of it reads the clock at once.
        let spent = self.rules.spent();
        if spent > 0 {
            ctx.nodes += spent;
            if ctx.out_of_budget() {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Searches the child `p` (its key already last on the path).
    #[allow(clippy::too_many_arguments)]
    fn child(
        &mut self,
        parent: &R::Pos,
        m: &R::Move,
        p: &R::Pos,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u16,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if let Some(v) = self.rules.ended(parent, m, p, ply) {
            return v;
        }
        let q = if self.rules.resets_quiet(parent, m) {
            0
        } else {
            quiet.saturating_add(1)
        };
        // The quiet count bounds the repetition scan, so positions before an
        // irreversible move are never compared.
        self.path.push(self.rules.hash(p));
        let s = self.negamax(p, depth, alpha, beta, ply, q, ctx);
        self.path.pop();
        s
    }

    /// The node `p` (its key last on the path); with [`Rules::path_safe_table`] it keeps
    /// apart the repetitions its own subtree rests on.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        p: &R::Pos,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u16,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if !self.rules.path_safe_table() {
            return self.node(p, depth, alpha, beta, ply, quiet, ctx);
        }
        let above = std::mem::replace(&mut self.rep_floor, usize::MAX);
        let v = self.node(p, depth, alpha, beta, ply, quiet, ctx);
        self.rep_floor = self.rep_floor.min(above);
        v
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        p: &R::Pos,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        quiet: u16,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if self.stop(ctx) {
            return 0;
        }
        if quiet >= R::QUIET_LIMIT || (quiet >= 4 && self.repeated(quiet)) {
            return self.rules.draw(p, ply);
        }
        if let Some(v) = self.rules.probe(p, ply, quiet) {
            return v;
        }
        let capture_due = self.rules.capture_due(p);
        let mut depth = depth;
        if R::THREAT_EXTENSION
            && depth == 0
            && !capture_due
            && ply < 2 * self.iteration as usize
            && self.rules.threatened(p)
        {
            depth = 1;
        }
        if (depth <= 0 && !capture_due) || ply >= MAX_PLY - 1 {
            return if R::QUIESCE {
                self.quiesce(p, alpha, beta, ply, 0, ctx)
            } else {
                self.leaf(p)
            };
        }
        // No line from here can beat a win already closer to the root.
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }
        let key = self.rules.hash(p);
        let alpha0 = alpha;
        let mut tt_move = 0;
        if let Some(e) = self.probe(key) {
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

        // Null move: if passing still holds the opponent below beta, a real move will
        // too. Not in the principal variation, nor where a capture is due.
        if R::NULL_MOVE && depth >= 3 && beta - alpha == 1 && beta.abs() < WIN_BOUND && !capture_due
        {
            if let Some(null) = self.rules.pass(p) {
                let r = if depth >= 6 { 3 } else { 2 };
                // A quiet count of 0 keeps the repetition scan off the pass.
                self.path.push(self.rules.hash(&null));
                let v = -self.negamax(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, 0, ctx);
                self.path.pop();
                if self.aborted {
                    return 0;
                }
                if v >= beta {
                    return beta;
                }
            }
        }

        if R::PROBCUT_MARGIN > 0
            && depth > R::PROBCUT_REDUCTION
            && beta - alpha == 1
            && beta.abs() < WIN_BOUND - R::PROBCUT_MARGIN
            && !capture_due
            && ply > 1
        {
            let bound = beta + R::PROBCUT_MARGIN;
            if self.rules.evaluate(p) >= bound {
                let v = self.negamax(
                    p,
                    depth - R::PROBCUT_REDUCTION,
                    bound - 1,
                    bound,
                    ply,
                    quiet,
                    ctx,
                );
                if self.aborted {
                    return 0;
                }
                if v >= bound {
                    return v;
                }
            }
        }

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        self.rules.generate(p, &mut moves);
        if moves.is_empty() {
            self.buffers[ply] = moves;
            return match self.rules.pass(p) {
                Some(next) => {
                    self.path.push(self.rules.hash(&next));
                    let v = -self.negamax(&next, depth - 1, -beta, -alpha, ply + 1, 0, ctx);
                    self.path.pop();
                    v
                }
                None => self.rules.no_moves(p, ply),
            };
        }
        let [k0, k1] = self.killers[ply];
        let mut keyed = std::mem::take(&mut self.ordered[ply]);
        keyed.clear();
        keyed.extend(moves.iter().map(|m| {
            let k = self.rules.move_key(m);
            let slot = self.rules.history_slot(p, m);
            let order = if k == tt_move {
                ORDER_TT
            } else if self.rules.is_noisy(p, m) {
                ORDER_NOISY
                    + (self.rules.noisy_rank(p, m).clamp(0, 255) << 17)
                    + (self.history[slot] >> 8)
            } else if self.rules.is_urgent(p, m) {
                ORDER_URGENT + (self.history[slot] >> 8)
            } else if R::KILLERS && k == k0 {
                ORDER_KILLER
            } else if R::KILLERS && k == k1 {
                ORDER_KILLER - 1
            } else {
                self.history[slot]
            };
            (order, *m)
        }));
        self.buffers[ply] = moves;
        if R::STABLE_ORDER {
            keyed.sort_by_key(|&(o, _)| std::cmp::Reverse(o));
        } else {
            keyed.sort_unstable_by_key(|&(o, _)| std::cmp::Reverse(o));
        }

        // A forced reply costs no depth: the line is as long as the choices in it.
        let next = if R::SINGLE_REPLY_EXTENSION && keyed.len() == 1 {
            depth
        } else {
            depth - 1
        };
        let mut best = -INF;
        let mut best_key = 0;
        for i in 0..keyed.len() {
            let (order, m) = keyed[i];
            let child = self.rules.play(p, &m);
            let noisy = self.rules.is_noisy(p, &m);
            let score = if i == 0 {
                -self.child(p, &m, &child, next, -beta, -alpha, ply + 1, quiet, ctx)
            } else {
                // Late quiet moves are searched shallower first; a surprise re-searches.
                let reduce = if depth >= 3 && i >= R::LMR_FROM && !noisy && order < ORDER_KILLER - 1
                {
                    if R::LMR_DIVISOR > 0.0 {
                        self.reductions[depth.min(63) as usize][i.min(63)]
                    } else {
                        1 + (depth >= 6 && i >= R::LMR_DEEP_FROM) as i32
                    }
                } else {
                    0
                };
                let mut s = -self.child(
                    p,
                    &m,
                    &child,
                    next - reduce,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    quiet,
                    ctx,
                );
                if s > alpha && reduce > 0 && !self.aborted {
                    s = -self.child(p, &m, &child, next, -alpha - 1, -alpha, ply + 1, quiet, ctx);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.child(p, &m, &child, next, -beta, -alpha, ply + 1, quiet, ctx);
                }
                s
            };
            if self.aborted {
                self.ordered[ply] = keyed;
                return 0;
            }
            if score > best {
                best = score;
                best_key = self.rules.move_key(&m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !noisy {
                    let k = self.rules.move_key(&m);
                    let killers = &mut self.killers[ply];
                    if killers[0] != k {
                        killers[1] = killers[0];
                        killers[0] = k;
                    }
                    let h = &mut self.history[self.rules.history_slot(p, &m)];
                    *h = (*h + depth * depth).min(HISTORY_CAP);
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
        if self.rules.path_safe_table() && self.rep_floor < self.path.len() - 1 {
            // The score rests on a repetition of a position above this node: true on
            // this path only. The move still orders a later search; depth 0 never cuts.
            self.store(key, best_key, 0, 0, Bound::Upper, ply);
        } else {
            self.store(key, best_key, best, depth, bound, ply);
        }
        best
    }

    /// Noisy moves only, standing pat on the static value.
    fn quiesce(
        &mut self,
        p: &R::Pos,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qd: usize,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        moves.clear();
        self.rules.generate(p, &mut moves);
        if moves.is_empty() && self.rules.pass(p).is_none() {
            self.buffers[ply] = moves;
            return self.rules.no_moves(p, ply);
        }
        let stand = self.leaf(p);
        if stand >= beta || qd >= R::Q_DEPTH || ply + 1 >= self.buffers.len() {
            self.buffers[ply] = moves;
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        moves.retain(|m| self.rules.is_noisy(p, m));
        let rules = &self.rules;
        moves.sort_by_cached_key(|m| std::cmp::Reverse(rules.noisy_rank(p, m)));
        // Deeper plies use deeper buffers, so this list stays intact while we recurse.
        for i in 0..moves.len() {
            let m = moves[i];
            if self.stop(ctx) {
                self.buffers[ply] = moves;
                return 0;
            }
            let child = self.rules.play(p, &m);
            let s = match self.rules.ended(p, &m, &child, ply + 1) {
                Some(v) => -v,
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, qd + 1, ctx),
            };
            if self.aborted {
                self.buffers[ply] = moves;
                return 0;
            }
            best = best.max(s);
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply] = moves;
        best
    }

    #[inline]
    fn leaf(&self, p: &R::Pos) -> i32 {
        let e = self.rules.evaluate(p);
        if self.noise == 0 {
            return e;
        }
        // Deterministic per position, so the misjudgement is consistent within a search
        // like a person's, not a fresh coin at every visit.
        let h = (self.rules.hash(p) ^ self.noise_seed).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
        e + (h % (2 * self.noise as u64 + 1)) as i32 - self.noise
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A game with no moves whose positions are their own keys: only the table is used.
    struct Keys<const TWO: bool>;

    impl<const TWO: bool> Rules for Keys<TWO> {
        type Pos = u64;
        type Move = u8;
        const HISTORY: usize = 1;
        const TT_TWO_WAY: bool = TWO;
        const LMR_DIVISOR: f32 = 1.5;
        fn hash(&self, p: &u64) -> u64 {
            *p
        }
        fn generate(&self, _p: &u64, _out: &mut Vec<u8>) {}
        fn play(&self, p: &u64, _m: &u8) -> u64 {
            *p
        }
        fn move_key(&self, m: &u8) -> u64 {
            u64::from(*m) + 1
        }
        fn history_slot(&self, _p: &u64, _m: &u8) -> usize {
            0
        }
        fn evaluate(&self, _p: &u64) -> i32 {
            0
        }
    }

    fn depth_of<R: Rules>(e: &Engine<R>, key: u64) -> Option<i16> {
        e.probe(key).map(|x| x.depth)
    }

    #[test]
    fn a_two_way_table_keeps_the_deep_entry_and_the_latest() {
        // 256 entries: keys 5, 261 and 517 share a slot (and its pair).
        let mut e = Engine::new(Keys::<true>, 8);
        e.store(5, 1, 10, 10, Bound::Exact, 0);
        e.store(261, 1, 20, 1, Bound::Exact, 0);
        assert_eq!(depth_of(&e, 5), Some(10));
        assert_eq!(depth_of(&e, 261), Some(1));
        e.store(517, 1, 30, 2, Bound::Exact, 0);
        assert_eq!(depth_of(&e, 5), Some(10), "the deep entry stays");
        assert_eq!(depth_of(&e, 517), Some(2), "the latest replaces the latest");
        assert_eq!(depth_of(&e, 261), None);
        // A deeper one takes the deep slot and the one it displaces becomes the latest.
        e.store(261, 1, 40, 12, Bound::Exact, 0);
        assert_eq!(depth_of(&e, 261), Some(12));
        assert_eq!(depth_of(&e, 5), Some(10));
        assert_eq!(depth_of(&e, 517), None);
        // One entry a key: a shallower result for the deep key replaces it in place.
        e.store(5, 1, 50, 3, Bound::Exact, 0);
        assert_eq!(e.probe(5).map(|x| (x.depth, x.score)), Some((3, 50)));
        assert_eq!(depth_of(&e, 261), Some(12));
        // A new search may overwrite anything of the old one.
        e.age = e.age.wrapping_add(1);
        e.store(517, 1, 60, 1, Bound::Exact, 0);
        assert_eq!(depth_of(&e, 517), Some(1));
        assert_eq!(depth_of(&e, 261), Some(12));
        assert_eq!(depth_of(&e, 5), None);
    }

    #[test]
    fn a_one_way_table_keeps_one_entry_a_slot() {
        let mut e = Engine::new(Keys::<false>, 8);
        e.store(5, 1, 10, 10, Bound::Exact, 0);
        e.store(261, 1, 20, 1, Bound::Exact, 0);
        assert_eq!(depth_of(&e, 5), Some(10));
        assert_eq!(depth_of(&e, 261), None);
        e.store(261, 1, 20, 9, Bound::Exact, 0);
        assert_eq!(depth_of(&e, 261), Some(9));
        assert_eq!(depth_of(&e, 5), None);
    }

    #[test]
    fn late_move_reductions_grow_with_depth_and_index_and_leave_a_search() {
        let e = Engine::new(Keys::<true>, 8);
        for d in 3..64 {
            for i in 1..64 {
                let r = e.reductions[d][i];
                assert!(
                    r >= 1 && r <= (d as i32 - 2).max(1),
                    "depth {d} move {i}: {r}"
                );
                assert!(r >= e.reductions[d][i - 1].max(1) && r >= e.reductions[d - 1][i]);
            }
        }
        assert_eq!(e.reductions[3][3], 1);
        assert!(e.reductions[20][20] >= 4);
    }

    /// A small game on a graph: the position is a node, the moves its edges, every
    /// node a draw by evaluation; a node without edges is lost for its side to move.
    /// R (A to move) goes to P or Z1. P (B): Q or W, and W (A) has no move. Q (A) → X
    /// (B) → Y (A), and Y goes back to P or to L (B) → L2 (A), which has no move. Z1
    /// (B) → Z2 (A) → X. Every line from R loses: P is lost (B plays W), so from X,
    /// Y's way back to P loses as L does. Below R → P → Q, though, Y → P repeats P:
    /// a draw on that path only.
    struct Cycle<const SAFE: bool>;

    const R: u64 = 0;
    const P: u64 = 1;
    const Q: u64 = 2;
    const X: u64 = 3;
    const Y: u64 = 4;
    const W: u64 = 5;
    const L: u64 = 6;
    const L2: u64 = 7;
    const Z1: u64 = 8;
    const Z2: u64 = 9;

    impl<const SAFE: bool> Rules for Cycle<SAFE> {
        type Pos = u64;
        type Move = u64;
        const HISTORY: usize = 1;
        fn hash(&self, p: &u64) -> u64 {
            // Nonzero keys (0 marks an empty slot).
            *p + 100
        }
        fn generate(&self, p: &u64, out: &mut Vec<u64>) {
            let to: &[u64] = match *p {
                R => &[P, Z1],
                P => &[Q, W],
                Q => &[X],
                X => &[Y],
                Y => &[P, L],
                L => &[L2],
                Z1 => &[Z2],
                Z2 => &[X],
                _ => &[],
            };
            out.extend_from_slice(to);
        }
        fn play(&self, _p: &u64, m: &u64) -> u64 {
            *m
        }
        fn move_key(&self, m: &u64) -> u64 {
            *m + 1
        }
        fn history_slot(&self, _p: &u64, _m: &u64) -> usize {
            0
        }
        fn evaluate(&self, _p: &u64) -> i32 {
            0
        }
        fn path_safe_table(&self) -> bool {
            SAFE
        }
    }

    /// R's two moves searched to equal depth in that order, as a root iteration does,
    /// with their scores for A.
    fn cycle_scores<const SAFE: bool>() -> (i32, i32) {
        use spelbord_ai::{native_clock, Limits};
        let mut e = Engine::new(Cycle::<SAFE>, 8);
        let mut ctx = SearchContext::new(Limits::depth(12), native_clock);
        e.path = vec![e.rules.hash(&R)];
        let mut after = |e: &mut Engine<Cycle<SAFE>>, c: u64| {
            e.path.push(e.rules.hash(&c));
            let v = -e.negamax(&c, 7, -INF, INF, 1, 1, &mut ctx);
            e.path.pop();
            v
        };
        (after(&mut e, P), after(&mut e, Z1))
    }

    #[test]
    fn a_draw_by_repetition_on_one_path_is_not_stored_for_another() {
        // Without the guard, X's draw found below R → P → Q is taken from the table
        // below R → Z1 → Z2, where P lies ahead and loses.
        let (p, z) = cycle_scores::<false>();
        assert!(p <= -WIN_BOUND, "R → P loses: {p}");
        assert_eq!(z, 0, "the stored path-bound draw");
        let (p, z) = cycle_scores::<true>();
        assert!(p <= -WIN_BOUND, "R → P loses: {p}");
        assert!(z <= -WIN_BOUND, "R → Z1 loses too: {z}");
    }

    #[test]
    fn table_scores_keep_their_distance() {
        for (score, ply) in [(WIN - 7, 3), (-(WIN - 9), 5), (120, 4), (-3, 0)] {
            assert_eq!(from_tt(to_tt(score, ply), ply), score);
        }
        // A win stored 3 plies below the root is a win in 4 from a node one ply deep.
        assert_eq!(from_tt(to_tt(WIN - 5, 3), 1), WIN - 3);
    }
}
