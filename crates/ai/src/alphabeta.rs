//! Iterative-deepening negamax alpha-beta with principal-variation search and a
//! transposition table, for two-player games of perfect information without chance.
//! A game plugs in through [`Searchable`]: a position hash, a static evaluation and
//! (optionally) a move ordering. Levels below the strongest search shallower and choose
//! with some noise among near-equal moves, but never miss a win in one or a forced block.
use crate::{Bot, Level, SearchContext, Thought};
use spelbord_core::{Game, Outcome, Rng, Seat, ToAct};

/// The score of a won game, less one per ply until the win: faster wins score higher,
/// slower losses score higher than faster ones.
pub const WIN: i32 = 1_000_000;
/// Scores at least this far from zero are proven wins or losses.
pub const WIN_BOUND: i32 = WIN - 10_000;
const INF: i32 = WIN + 1;
/// The deepest iteration when no limit is given.
const MAX_PLY: u32 = 128;
/// The table depth of a result whose subtree reached the end of the game on every line:
/// it holds at any depth.
const SOLVED: u8 = u8::MAX;

/// What the search needs from a game beyond [`Game`].
pub trait Searchable: Game<View = Self> {
    /// A hash of the position, the seat to move included (equal positions, equal keys).
    fn hash_key(&self) -> u64;
    /// The static value of the position for the seat to move; keep it within ±`WIN_BOUND`/2.
    fn evaluate(&self) -> i32;
    /// Sorts `moves` best-looking first (the default keeps the generated order).
    fn order_moves(&self, _moves: &mut [Self::Move]) {}
    /// The position after `m` for the search. A game may leave out bookkeeping the search
    /// does itself, such as a repetition history (see [`Searchable::repetition_keys`]).
    fn search_child(&self, m: &Self::Move) -> Self {
        let mut c = self.clone();
        c.play_unchecked(m);
        c
    }
    /// For games where positions can repeat: the keys of the positions played so far in
    /// the game (the current one included). The search then scores any repetition along
    /// its path as a draw. Empty (the default) turns the check off.
    fn repetition_keys(&self) -> Vec<u64> {
        Vec::new()
    }
}

/// How one level searches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchConfig {
    /// Deepest iteration in plies (the time budget usually stops it first).
    pub max_depth: u32,
    /// Root moves scoring within this much of the best may be chosen, the likelier the
    /// closer they score to the best (0: always the best). Proven wins are never traded
    /// for noise.
    pub noise: i32,
    /// The transposition table has 2^`tt_bits` entries.
    pub tt_bits: u32,
}

impl SearchConfig {
    /// A generic ladder: `unit` is what the game's evaluation counts as a small edge.
    pub fn for_level(level: Level, unit: i32) -> SearchConfig {
        let (max_depth, noise, tt_bits) = match level {
            Level::Beginner => (2, 2 * unit, 12),
            Level::Easy => (4, unit, 14),
            Level::Medium => (7, unit / 2, 16),
            Level::Hard => (MAX_PLY, 0, 17),
            Level::Strongest => (MAX_PLY, 0, 18),
        };
        SearchConfig {
            max_depth,
            noise,
            tt_bits,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone)]
struct Entry<M> {
    key: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    age: u8,
    best: Option<M>,
}

/// A transposition table: one slot per hash bucket, kept when it is deeper and current.
struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: u64,
    age: u8,
}

impl<M: Clone> Table<M> {
    fn new(bits: u32) -> Self {
        let n = 1usize << bits.clamp(4, 26);
        Table {
            slots: vec![None; n],
            mask: n as u64 - 1,
            age: 0,
        }
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<&Entry<M>> {
        self.slots[(key & self.mask) as usize]
            .as_ref()
            .filter(|e| e.key == key)
    }

    #[inline]
    fn store(&mut self, e: Entry<M>) {
        let slot = &mut self.slots[(e.key & self.mask) as usize];
        let replace = match slot {
            None => true,
            Some(old) => old.age != e.age || old.key == e.key || e.depth >= old.depth,
        };
        if replace {
            *slot = Some(e);
        }
    }
}

/// Mate scores are stored relative to the node, so a win found via another path keeps
/// its true distance.
fn to_tt(score: i32, ply: u32) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: u32) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// The value of a finished game for `seat`, `ply` plies from the root.
fn outcome_score(o: &Outcome, seat: Seat, seats: usize, ply: u32) -> i32 {
    let v = o.value_for(seat, seats);
    let even = 1.0 / seats.max(1) as f64;
    if (v - even).abs() < 1e-9 {
        0
    } else if v > even {
        WIN - ply as i32
    } else {
        -(WIN - ply as i32)
    }
}

/// The alpha-beta searcher; keeps its table between moves of one game.
pub struct AlphaBeta<G: Searchable> {
    config: SearchConfig,
    rng: Rng,
    table: Option<Table<G::Move>>,
    killers: Vec<[Option<G::Move>; 2]>,
    buffers: Vec<Vec<G::Move>>,
    /// Keys of the positions along the current path (and the game before the root).
    path: Vec<u64>,
    repetitions: bool,
    root_best: Option<G::Move>,
    aborted: bool,
    /// Set when some line of the iteration was cut by depth, not by the end of the game.
    horizon: bool,
}

impl<G: Searchable> std::fmt::Debug for AlphaBeta<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AlphaBeta")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

/// A search result.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult<M> {
    /// The chosen move (`None` only when there is no legal move).
    pub best: Option<M>,
    /// What the search found.
    pub thought: Thought,
}

impl<G: Searchable> AlphaBeta<G> {
    /// A searcher with this configuration; `seed` drives the noise of the weaker levels.
    pub fn new(config: SearchConfig, seed: u64) -> Self {
        AlphaBeta {
            config,
            rng: Rng::new(seed),
            table: None,
            killers: Vec::new(),
            buffers: Vec::new(),
            path: Vec::new(),
            repetitions: false,
            root_best: None,
            aborted: false,
            horizon: false,
        }
    }

    /// A searcher for `level`, with `unit` the evaluation's small edge (see
    /// [`SearchConfig::for_level`]).
    pub fn for_level(level: Level, unit: i32, seed: u64) -> Self {
        Self::new(SearchConfig::for_level(level, unit), seed)
    }

    /// The configuration.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// Searches `g` within the context's limits and the level's depth; fills
    /// `ctx.thought` and returns the chosen move.
    pub fn search(&mut self, g: &G, ctx: &mut SearchContext<'_>) -> Option<G::Move> {
        let result = self.search_result(g, ctx);
        ctx.thought = result.thought.clone();
        result.best
    }

    /// Like [`AlphaBeta::search`], returning the result.
    pub fn search_result(&mut self, g: &G, ctx: &mut SearchContext<'_>) -> SearchResult<G::Move> {
        let Some(seat) = g.seat_to_move() else {
            return SearchResult {
                best: None,
                thought: Thought::default(),
            };
        };
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            return SearchResult {
                best: None,
                thought: Thought::default(),
            };
        }
        g.order_moves(&mut moves);
        let table = self
            .table
            .get_or_insert_with(|| Table::new(self.config.tt_bits));
        table.age = table.age.wrapping_add(1);
        self.path = g.repetition_keys();
        self.repetitions = !self.path.is_empty();
        if let Some(last) = self.path.last() {
            // The root itself is on the path through the game history; keep it off the
            // stack so the search pushes it like any other node.
            if *last == g.hash_key() {
                self.path.pop();
            }
        }

        // The one-ply look every level makes: a win in one is played at once, and a move
        // that hands the opponent a win in one is avoided whenever another move does not.
        let seats = g.num_seats();
        let mut safe = Vec::new();
        for m in &moves {
            let child = g.search_child(m);
            match child.to_act() {
                ToAct::Over(o) => {
                    let s = outcome_score(&o, seat, seats, 1);
                    if s > 0 {
                        return SearchResult {
                            best: Some(m.clone()),
                            thought: Thought {
                                score: Some(s),
                                depth: 1,
                                pv: vec![g.format_move(m)],
                            },
                        };
                    }
                    if s == 0 {
                        safe.push(m.clone());
                    }
                }
                ToAct::Seat(s2) if s2 != seat => {
                    if !gives_win_in_one(&child, s2) {
                        safe.push(m.clone());
                    }
                }
                _ => safe.push(m.clone()),
            }
        }

        let max_depth = ctx
            .limits
            .max_depth
            .unwrap_or(MAX_PLY)
            .min(self.config.max_depth)
            .clamp(1, MAX_PLY);
        let mut best = safe.first().unwrap_or(&moves[0]).clone();
        let mut thought = Thought {
            score: None,
            depth: 0,
            pv: vec![g.format_move(&best)],
        };
        for depth in 1..=max_depth {
            self.aborted = false;
            self.horizon = false;
            self.root_best = None;
            let score = self.negamax(g, depth as i32, 0, -INF, INF, ctx);
            if self.aborted {
                break;
            }
            if let Some(m) = self.root_best.clone() {
                best = m;
            }
            thought = Thought {
                score: Some(score),
                depth,
                pv: self.principal_variation(g, &best, depth),
            };
            let proven = score.abs() >= WIN_BOUND && (WIN - score.abs()) as u32 <= depth;
            if proven || !self.horizon || ctx.out_of_budget() {
                break;
            }
        }

        if self.config.noise > 0 && thought.depth > 0 && !ctx.stopped() {
            if let Some(m) = self.noisy_choice(g, &safe, thought.depth, ctx) {
                if m != best {
                    best = m;
                    thought.pv = vec![g.format_move(&best)];
                }
            }
        }
        SearchResult {
            best: Some(best),
            thought,
        }
    }

    /// Scores each safe root move exactly at `depth` and picks among those close to the
    /// best: the weaker levels' human-like variety. Proven wins are kept exact.
    fn noisy_choice(
        &mut self,
        g: &G,
        safe: &[G::Move],
        depth: u32,
        ctx: &mut SearchContext<'_>,
    ) -> Option<G::Move> {
        let seat = g.seat_to_move()?;
        let mut scored = Vec::with_capacity(safe.len());
        for m in safe {
            self.aborted = false;
            let s = self.child_value(g, m, seat, depth as i32, 0, -INF, INF, ctx);
            if self.aborted {
                return None;
            }
            scored.push((m.clone(), s));
        }
        let top = scored.iter().map(|(_, s)| *s).max()?;
        let margin = if top.abs() >= WIN_BOUND {
            0
        } else {
            self.config.noise
        };
        // The closer to the best, the likelier: weight margin + 1 - shortfall.
        let near: Vec<(G::Move, u32)> = scored
            .into_iter()
            .filter(|(_, s)| *s >= top - margin)
            .map(|(m, s)| (m, (margin + 1 - (top - s)) as u32))
            .collect();
        let i = self.rng.pick_weighted(&near)?;
        Some(near[i].0.clone())
    }

    /// The principal variation from the table, starting with the root's best move.
    fn principal_variation(&self, g: &G, first: &G::Move, depth: u32) -> Vec<String> {
        let mut pv = vec![g.format_move(first)];
        let mut pos = g.search_child(first);
        let mut seen = vec![g.hash_key()];
        while (pv.len() as u32) < depth && pos.seat_to_move().is_some() {
            let key = pos.hash_key();
            if seen.contains(&key) {
                break;
            }
            seen.push(key);
            let Some(m) = self
                .table
                .as_ref()
                .and_then(|t| t.probe(key))
                .and_then(|e| e.best.clone())
            else {
                break;
            };
            if !pos.is_legal(&m) {
                break;
            }
            pv.push(pos.format_move(&m));
            pos = pos.search_child(&m);
        }
        pv
    }

    /// The value for `seat` of playing `m` in `g` (at `ply`), searched to `depth - 1`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child_value(
        &mut self,
        g: &G,
        m: &G::Move,
        seat: Seat,
        depth: i32,
        ply: u32,
        alpha: i32,
        beta: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        let child = g.search_child(m);
        match child.to_act() {
            ToAct::Over(o) => outcome_score(&o, seat, child.num_seats(), ply + 1),
            ToAct::Seat(s2) => {
                self.path.push(g.hash_key());
                let v = if s2 == seat {
                    self.negamax(&child, depth - 1, ply + 1, alpha, beta, ctx)
                } else {
                    -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha, ctx)
                };
                self.path.pop();
                v
            }
            // Chance is not searched here: a chance node is valued by the evaluation of
            // the seat that moved.
            ToAct::Chance => {
                self.horizon = true;
                -child.evaluate()
            }
        }
    }

    /// Negamax with alpha-beta from the view of the seat to move in `g`.
    fn negamax(
        &mut self,
        g: &G,
        depth: i32,
        ply: u32,
        alpha: i32,
        beta: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        // Each node learns whether its own subtree met the horizon (to store a solved
        // result as such), then passes that up.
        let outer = std::mem::replace(&mut self.horizon, false);
        let v = self.negamax_node(g, depth, ply, alpha, beta, ctx);
        self.horizon |= outer;
        v
    }

    fn negamax_node(
        &mut self,
        g: &G,
        depth: i32,
        ply: u32,
        mut alpha: i32,
        mut beta: i32,
        ctx: &mut SearchContext<'_>,
    ) -> i32 {
        if ctx.tick() {
            self.aborted = true;
            return 0;
        }
        let Some(seat) = g.seat_to_move() else {
            return g
                .outcome()
                .map_or(0, |o| outcome_score(&o, 0, g.num_seats(), ply));
        };
        let key = g.hash_key();
        if self.repetitions && ply > 0 && self.path.contains(&key) {
            // A draw by this path only: not a solved value of the position.
            self.horizon = true;
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY {
            self.horizon = true;
            return g.evaluate();
        }
        // Mate-distance pruning: no line from here can beat a win already closer to the root.
        alpha = alpha.max(-(WIN - ply as i32));
        beta = beta.min(WIN - ply as i32 - 1);
        if alpha >= beta {
            self.horizon = true;
            return alpha;
        }

        let mut tt_move = None;
        if let Some(e) = self.table.as_ref().and_then(|t| t.probe(key)) {
            tt_move = e.best.clone();
            if ply > 0 && e.depth as i32 >= depth {
                let s = from_tt(e.score, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    if e.depth != SOLVED {
                        self.horizon = true;
                    }
                    return s;
                }
            }
        }

        let p = ply as usize;
        if self.buffers.len() <= p {
            self.buffers.resize_with(p + 1, Vec::new);
            self.killers.resize(p + 1, [None, None]);
        }
        let mut moves = std::mem::take(&mut self.buffers[p]);
        g.legal_moves(&mut moves);
        g.order_moves(&mut moves);
        // The table's move first, then this ply's killers, keeping the rest in order.
        let mut front = 0;
        for c in std::iter::once(tt_move.clone())
            .chain(self.killers[p].iter().cloned())
            .flatten()
        {
            if let Some(i) = moves[front..].iter().position(|m| *m == c) {
                moves[front..=front + i].rotate_right(1);
                front += 1;
            }
        }

        let alpha0 = alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        for (i, m) in moves.iter().enumerate() {
            let mut score;
            if i == 0 {
                score = self.child_value(g, m, seat, depth, ply, alpha, beta, ctx);
            } else {
                score = self.child_value(g, m, seat, depth, ply, alpha, alpha + 1, ctx);
                if score > alpha && score < beta && !self.aborted {
                    score = self.child_value(g, m, seat, depth, ply, alpha, beta, ctx);
                }
            }
            if self.aborted {
                self.buffers[p] = moves;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m.clone());
                if ply == 0 {
                    self.root_best = Some(m.clone());
                }
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                let k = &mut self.killers[p];
                if k[0].as_ref() != Some(m) {
                    k[1] = k[0].take();
                    k[0] = Some(m.clone());
                }
                break;
            }
        }
        self.buffers[p] = moves;

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if let Some(t) = self.table.as_mut() {
            let age = t.age;
            t.store(Entry {
                key,
                score: to_tt(best_score, ply),
                depth: if self.horizon {
                    depth.clamp(0, SOLVED as i32 - 1) as u8
                } else {
                    SOLVED
                },
                bound,
                age,
                best: best_move,
            });
        }
        best_score
    }
}

/// Whether `seat`, to move in `g`, has a move that wins at once.
fn gives_win_in_one<G: Searchable>(g: &G, seat: Seat) -> bool {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.iter().any(|m| {
        let c = g.search_child(m);
        matches!(c.to_act(), ToAct::Over(o) if o.winners() == [seat])
    })
}

impl<G: Searchable> Bot<G> for AlphaBeta<G> {
    fn choose(&mut self, view: &G, ctx: &mut SearchContext<'_>) -> Option<G::Move> {
        self.search(view, ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{native_clock, Limits};
    use spelbord_core::toy::{Nim, NimSettings};
    use std::hash::{DefaultHasher, Hash, Hasher};

    // Nim (take 1-3, the last stone wins): a multiple of four stones loses for the mover.
    impl Searchable for Nim {
        fn hash_key(&self) -> u64 {
            let mut h = DefaultHasher::new();
            format!("{self:?}").hash(&mut h);
            h.finish()
        }
        fn evaluate(&self) -> i32 {
            0
        }
    }

    fn nim(stones: u8) -> Nim {
        Nim::new(NimSettings { stones })
    }

    #[test]
    fn finds_the_win_and_its_distance() {
        let mut s = AlphaBeta::<Nim>::new(SearchConfig::for_level(Level::Strongest, 1), 1);
        let mut ctx = SearchContext::new(Limits::depth(12), native_clock);
        let m = s.search(&nim(7), &mut ctx).unwrap();
        // Take 3, leaving 4: the opponent takes k, we take 4 - k and the last stone.
        assert_eq!(m.0, 3);
        assert_eq!(ctx.thought.score, Some(WIN - 3));
        assert_eq!(ctx.thought.pv[0], "3");
        // From 8 every move loses, as late as possible: in 4 plies.
        let mut ctx = SearchContext::new(Limits::depth(12), native_clock);
        s.search(&nim(8), &mut ctx).unwrap();
        assert_eq!(ctx.thought.score, Some(-(WIN - 4)));
    }

    #[test]
    fn the_one_ply_look_takes_a_win_at_every_level() {
        for level in Level::ALL {
            for seed in 0..5 {
                let mut s = AlphaBeta::<Nim>::for_level(level, 1, seed);
                let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
                assert_eq!(s.search(&nim(3), &mut ctx).map(|m| m.0), Some(3));
                // With 5 stones, taking 1 is the only move not handing over a win in one.
                let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
                assert_eq!(s.search(&nim(5), &mut ctx).map(|m| m.0), Some(1));
            }
        }
    }

    #[test]
    fn an_exhausted_budget_still_moves_and_over_games_do_not() {
        let mut s = AlphaBeta::<Nim>::for_level(Level::Strongest, 1, 1);
        let mut ctx = SearchContext::new(
            Limits {
                max_nodes: Some(0),
                ..Limits::time(0.0)
            },
            native_clock,
        );
        let m = s.search(&nim(40), &mut ctx).unwrap();
        assert!(nim(40).is_legal(&m));
        let mut ctx = SearchContext::new(Limits::time(10.0), native_clock);
        assert_eq!(s.search(&nim(0), &mut ctx), None);
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
