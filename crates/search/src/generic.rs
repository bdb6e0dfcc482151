//! The yardstick: the shared search over any [`Game`] through its plain interface,
//! cloning the game for each child. Each family measures its engine against this bot with
//! a material-only evaluation ([`Searchable`]), so the comparison shows what the family's
//! own position, evaluation and search settings add over a search that knows only the
//! rules. It is kept deliberately plain, as the old generic alpha-beta was: principal
//! variation search, iterative deepening, the table and killers, the game's own move
//! order, repetitions along the path scored as draws — no late-move reductions, history,
//! quiescence or extensions.

use crate::{mate_in, Engine, Found, Rules, MAX_PLY};
use spelbord_ai::{Bot, Level, SearchContext, Thought};
use spelbord_core::{Game, Rng, Seat, ToAct};
use std::hash::{Hash, Hasher};

/// What the generic search needs from a game beyond [`Game`].
pub trait Searchable: Game<View = Self> {
    /// A hash of the position, the seat to move included (equal positions, equal keys).
    fn hash_key(&self) -> u64;
    /// The static value of the position for the seat to move; keep it well inside
    /// ±[`crate::WIN_BOUND`].
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

/// How one level searches (a generic ladder for bots without a style of their own).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchConfig {
    /// Deepest iteration in plies (the time budget usually stops it first).
    pub max_depth: u32,
    /// Root moves scoring within this much of the best may be chosen, the likelier the
    /// closer they score to the best (0: always the best). Proven wins are never traded
    /// for noise, and a move that loses by force is never chosen while another does not.
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
            Level::Hard => (MAX_PLY as u32, 0, 17),
            Level::Strongest => (MAX_PLY as u32, 0, 18),
        };
        SearchConfig {
            max_depth,
            noise,
            tt_bits,
        }
    }
}

/// A position of the generic search: the game, and whether this node is the turn the
/// rules skip. The shared search is negamax, one side and then the other; when a game
/// lets the seat that just moved move again (a verdict under huffing), the child is
/// first a node of the opponent with nothing to do but pass ([`Rules::pass`]), so the
/// sides still alternate.
#[derive(Debug, Clone)]
pub struct Node<G> {
    /// The game.
    pub game: G,
    skip: bool,
}

impl<G> Node<G> {
    /// The node of `game` with its seat to move to move.
    pub fn new(game: G) -> Node<G> {
        Node { game, skip: false }
    }
}

/// Keeps a skipped turn apart from the same game with its own seat to move.
const SKIP_KEY: u64 = 0x5C1F_F00D_0BAD_CAFE;

/// The rules of any [`Searchable`] game as the shared search sees them.
#[derive(Debug)]
pub struct GameRules<G>(std::marker::PhantomData<fn() -> G>);

impl<G> Default for GameRules<G> {
    fn default() -> Self {
        GameRules(std::marker::PhantomData)
    }
}

/// FNV-1a: a move's key from its `Hash` (the search wants a number per move).
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x100_0000_01B3);
        }
    }
}

/// The value of a finished game for `seat`, `ply` plies from the root.
fn outcome_score(o: &spelbord_core::Outcome, seat: Seat, seats: usize, ply: usize) -> i32 {
    let v = o.value_for(seat, seats);
    let even = 1.0 / seats.max(1) as f64;
    if (v - even).abs() < 1e-9 {
        0
    } else {
        mate_in(v > even, ply)
    }
}

impl<G: Searchable> Rules for GameRules<G>
where
    G::Move: Copy,
{
    type Pos = Node<G>;
    type Move = G::Move;
    // No history: every quiet move shares one slot, so with a stable sort the game's own
    // order stands after the table's move and the killers (as in the old generic search).
    const HISTORY: usize = 1;
    const STABLE_ORDER: bool = true;
    // No reductions: the yardstick searches every move to full depth.
    const LMR_FROM: usize = usize::MAX;
    const LMR_DEEP_FROM: usize = usize::MAX;
    // Every win in one and every defence against one, whatever the budget.
    const SURE_DEPTH: u32 = 2;

    #[inline]
    fn hash(&self, p: &Node<G>) -> u64 {
        p.game.hash_key() ^ if p.skip { SKIP_KEY } else { 0 }
    }
    #[inline]
    fn generate(&self, p: &Node<G>, out: &mut Vec<G::Move>) {
        if !p.skip {
            p.game.legal_moves(out);
            p.game.order_moves(out);
        }
    }
    #[inline]
    fn play(&self, p: &Node<G>, m: &G::Move) -> Node<G> {
        let game = p.game.search_child(m);
        let skip = matches!(game.to_act(), ToAct::Seat(s) if Some(s) == p.game.seat_to_move());
        Node { game, skip }
    }
    #[inline]
    fn move_key(&self, m: &G::Move) -> u64 {
        let mut h = Fnv(0xCBF2_9CE4_8422_2325);
        m.hash(&mut h);
        h.finish() | 1
    }
    #[inline]
    fn history_slot(&self, _p: &Node<G>, _m: &G::Move) -> usize {
        0
    }
    #[inline]
    fn evaluate(&self, p: &Node<G>) -> i32 {
        if p.skip {
            -p.game.evaluate()
        } else {
            p.game.evaluate()
        }
    }
    #[inline]
    fn ended(&self, p: &Node<G>, _m: &G::Move, child: &Node<G>, ply: usize) -> Option<i32> {
        match child.game.to_act() {
            ToAct::Seat(_) => None,
            ToAct::Over(o) => {
                let mover = p.game.seat_to_move()?;
                Some(-outcome_score(&o, mover, child.game.num_seats(), ply))
            }
            // Chance is not searched here: a chance node is valued by the evaluation.
            ToAct::Chance => Some(child.game.evaluate()),
        }
    }
    #[inline]
    fn pass(&self, p: &Node<G>) -> Option<Node<G>> {
        p.skip.then(|| Node::new(p.game.clone()))
    }
}

/// The generic bot: the shared search over [`GameRules`] at one [`SearchConfig`]; keeps
/// its table between the moves of one game.
pub struct GameBot<G: Searchable>
where
    G::Move: Copy,
{
    engine: Engine<GameRules<G>>,
    config: SearchConfig,
    rng: Rng,
}

impl<G: Searchable> std::fmt::Debug for GameBot<G>
where
    G::Move: Copy,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameBot")
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

impl<G: Searchable> GameBot<G>
where
    G::Move: Copy,
{
    /// A bot with this configuration; `seed` drives the weaker levels' choices.
    pub fn new(config: SearchConfig, seed: u64) -> Self {
        GameBot {
            engine: Engine::new(GameRules::default(), config.tt_bits),
            config,
            rng: Rng::new(seed),
        }
    }

    /// A bot for `level`, with `unit` the evaluation's small edge.
    pub fn for_level(level: Level, unit: i32, seed: u64) -> Self {
        Self::new(SearchConfig::for_level(level, unit), seed)
    }

    /// The configuration.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// Searches `g` within the context's limits and the level's depth; fills
    /// `ctx.thought` and returns the chosen move (`None` when the game is over).
    pub fn search(&mut self, g: &G, ctx: &mut SearchContext<'_>) -> Option<G::Move> {
        g.seat_to_move()?;
        let keys = g.repetition_keys();
        // The whole game's positions are scanned for repetitions.
        let quiet = keys.len().min(u16::MAX as usize - 1) as u16;
        let found: Found<G::Move> = self.engine.search(
            &Node::new(g.clone()),
            quiet,
            &keys,
            self.config.max_depth,
            self.config.noise,
            ctx,
        );
        let best = found.pick_near(self.config.noise, &mut self.rng)?;
        let line = if Some(best) == found.best {
            &found.pv[..]
        } else {
            std::slice::from_ref(&best)
        };
        let mut pos = g.clone();
        let mut pv = Vec::new();
        for m in line {
            if !pos.is_legal(m) {
                break;
            }
            pv.push(pos.format_move(m));
            pos = pos.search_child(m);
        }
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv,
        };
        Some(best)
    }
}

impl<G: Searchable> Bot<G> for GameBot<G>
where
    G::Move: Copy,
{
    fn choose(&mut self, view: &G, ctx: &mut SearchContext<'_>) -> Option<G::Move> {
        self.search(view, ctx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::WIN;
    use spelbord_ai::{native_clock, Limits};
    use spelbord_core::toy::{Nim, NimSettings};
    use std::hash::DefaultHasher;

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
        let mut s = GameBot::<Nim>::new(SearchConfig::for_level(Level::Strongest, 1), 1);
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
    fn every_level_takes_a_win_in_one_and_never_hands_one_over() {
        for level in Level::ALL {
            for seed in 0..5 {
                let mut s = GameBot::<Nim>::for_level(level, 1, seed);
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
        let mut s = GameBot::<Nim>::for_level(Level::Strongest, 1, 1);
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

    /// Nim where taking exactly two stones lets the taker move again: the skipped turn
    /// keeps the search's sides alternating.
    #[derive(Debug, Clone, PartialEq)]
    struct Again(Nim, Seat);

    impl Game for Again {
        type Move = spelbord_core::toy::N;
        type Chance = spelbord_core::toy::N;
        type Settings = NimSettings;
        type View = Again;
        const IDS: &'static [&'static str] = &["again"];
        fn default_settings(_: &str) -> Option<NimSettings> {
            None
        }
        fn new(s: NimSettings) -> Self {
            Again(Nim::new(s), 0)
        }
        fn id(&self) -> &'static str {
            "again"
        }
        fn settings(&self) -> &NimSettings {
            self.0.settings()
        }
        fn num_seats(&self) -> usize {
            2
        }
        fn to_act(&self) -> ToAct {
            match self.0.to_act() {
                ToAct::Seat(_) => ToAct::Seat(self.1),
                ToAct::Over(_) => ToAct::Over(spelbord_core::Outcome::win(self.1 ^ 1)),
                c => c,
            }
        }
        fn legal_moves(&self, out: &mut Vec<Self::Move>) {
            self.0.legal_moves(out);
        }
        fn play_unchecked(&mut self, m: &Self::Move) {
            self.0.play_unchecked(m);
            if m.0 != 2 || self.0.seat_to_move().is_none() {
                self.1 ^= 1;
            }
        }
        fn view(&self, _: Seat) -> Again {
            self.clone()
        }
    }

    impl Searchable for Again {
        fn hash_key(&self) -> u64 {
            let mut h = DefaultHasher::new();
            format!("{self:?}").hash(&mut h);
            h.finish()
        }
        fn evaluate(&self) -> i32 {
            0
        }
    }

    #[test]
    fn a_seat_that_moves_twice_is_searched_from_its_own_side() {
        // Four stones: take 2 and move again, then take the last 2 and win. Without the
        // skipped turn the search would score the second move for the wrong side.
        let g = Again(nim(4), 0);
        let mut s = GameBot::<Again>::for_level(Level::Strongest, 1, 1);
        let mut ctx = SearchContext::new(Limits::depth(8), native_clock);
        assert_eq!(s.search(&g, &mut ctx).map(|m| m.0), Some(2));
        assert!(
            ctx.thought.score.unwrap() >= crate::WIN_BOUND,
            "{:?}",
            ctx.thought
        );
    }
}
