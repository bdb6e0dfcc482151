//! Computer players: the engine at five levels, and the generic baseline it is
//! measured against.

use crate::eval::{concentration, UNIT};
use crate::game::LinesOfAction;
use crate::moves::Move;
use crate::search::{Engine, Found};
use spelbord_ai::{Bot, Level, SearchContext, Thought};
use spelbord_core::{Game, Rng, ToAct};
use spelbord_search::{GameBot, SearchConfig, Searchable};

/// How one level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Misjudgement added to each leaf, ± this much.
    pub noise: i32,
    /// Root moves within this much of the best may be chosen instead of it.
    pub margin: i32,
    /// Transposition table size, 2^bits entries.
    pub tt_bits: u32,
}

/// The style of a level. The weak levels look only a few moves ahead, misjudge
/// positions a little and sometimes settle for a nearly-as-good move: they drift and
/// miss deeper plans, like people, but never miss a win in one or the defence against
/// one (every level completes the two plies that see them).
pub fn style(level: Level) -> Style {
    let (max_depth, noise, margin, tt_bits) = match level {
        Level::Beginner => (2, 4 * UNIT, 3 * UNIT, 12),
        Level::Easy => (3, 2 * UNIT, UNIT, 14),
        Level::Medium => (5, UNIT / 2, 0, 16),
        Level::Hard => (64, 0, 0, 18),
        Level::Strongest => (99, 0, 0, 19),
    };
    Style {
        max_depth,
        noise,
        margin,
        tt_bits,
    }
}

/// Milliseconds a level thinks per move (the strongest stays within a second in the
/// browser).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner => 150.0,
        Level::Easy => 250.0,
        Level::Medium => 400.0,
        Level::Hard => 600.0,
        Level::Strongest => 1000.0,
    }
}

/// The engine playing at one level.
pub struct LoaBot {
    style: Style,
    engine: Engine,
    rng: Rng,
}

impl std::fmt::Debug for LoaBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoaBot")
            .field("style", &self.style)
            .finish()
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' choices.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<LinesOfAction>> {
    Box::new(LoaBot::new(level, seed))
}

impl LoaBot {
    /// A player of `level`.
    pub fn new(level: Level, seed: u64) -> LoaBot {
        Self::with_style(style(level), seed)
    }

    /// A player with an explicit style.
    pub fn with_style(style: Style, seed: u64) -> LoaBot {
        let mut engine = crate::search::engine(style.tt_bits);
        engine.noise = style.noise;
        LoaBot {
            style,
            engine,
            rng: Rng::new(seed),
        }
    }

    /// Searches the position and reports what it found (the chosen move aside).
    pub fn analyse(&mut self, g: &LinesOfAction, ctx: &mut SearchContext<'_>) -> Found {
        self.engine.rules.simultaneous = g.settings().simultaneous;
        self.engine.set_noise_seed(self.rng.next_u64());
        let depth = self.style.max_depth;
        self.engine.search(
            g.board(),
            quiet(g.game_keys()),
            g.game_keys(),
            depth,
            self.style.margin,
            ctx,
        )
    }

    fn pick(&mut self, found: &Found) -> Option<crate::board::Slide> {
        found.pick_near(self.style.margin, &mut self.rng)
    }
}

impl Bot<LinesOfAction> for LoaBot {
    fn choose(&mut self, g: &LinesOfAction, ctx: &mut SearchContext<'_>) -> Option<Move> {
        if !matches!(g.to_act(), ToAct::Seat(_)) {
            return None;
        }
        if !g.board().has_slide() {
            return Some(Move::Pass);
        }
        let found = self.analyse(g, ctx);
        let chosen = self.pick(&found)?;
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv: found.pv.iter().map(|p| p.to_string()).collect(),
        };
        Some(Move::Slide(chosen))
    }
}

impl Searchable for LinesOfAction {
    fn hash_key(&self) -> u64 {
        self.board().hash
    }

    fn evaluate(&self) -> i32 {
        concentration(self.board())
    }

    fn search_child(&self, m: &Move) -> Self {
        LinesOfAction::search_child(self, m)
    }

    fn repetition_keys(&self) -> Vec<u64> {
        self.game_keys().to_vec()
    }
}

/// The yardstick: the shared search's generic adapter (`spelbord_search::generic`, written
/// once for every game, cloning the game for each child) at its strongest setting, searching through the plain [`Game`]
/// interface with a concentration-only evaluation.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<LinesOfAction>> {
    Box::new(GameBot::<LinesOfAction>::new(
        SearchConfig::for_level(Level::Strongest, UNIT),
        seed,
    ))
}

/// The half-moves since the last capture, from the game's positions since then.
fn quiet(keys: &[u64]) -> u16 {
    keys.len().saturating_sub(1).min(u16::MAX as usize) as u16
}
