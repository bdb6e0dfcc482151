//! Computer players: the engine at five levels and their time budgets.

use crate::board::Step;
use crate::game::Surround;
use crate::search::{Engine, Found};
use spelbord_ai::{Bot, Level, SearchContext, Thought};
use spelbord_core::{Game, Rng, ToAct};

/// How one level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Misjudgement added to each leaf, ± this much (hundredths of a piece).
    pub noise: i32,
    /// Root moves within this much of the best may be chosen instead of it.
    pub margin: i32,
    /// Transposition table size, 2^bits entries.
    pub tt_bits: u32,
}

/// The style of a level: the weak ones look two or four moves ahead and misjudge a
/// little, so they walk into enclosures a few moves deep, as people do, but they see a
/// capture in one and never leave a group to be taken next move for nothing.
pub fn style(level: Level) -> Style {
    match level {
        Level::Beginner => Style {
            max_depth: 2,
            noise: 30,
            margin: 40,
            tt_bits: 12,
        },
        Level::Easy => Style {
            max_depth: 4,
            noise: 12,
            margin: 15,
            tt_bits: 14,
        },
        Level::Medium => Style {
            max_depth: 7,
            noise: 3,
            margin: 0,
            tt_bits: 16,
        },
        Level::Hard => Style {
            max_depth: 64,
            noise: 0,
            margin: 0,
            tt_bits: 17,
        },
        Level::Strongest => Style {
            max_depth: 90,
            noise: 0,
            margin: 0,
            tt_bits: 18,
        },
    }
}

/// Milliseconds a level thinks per move (the strongest stays well inside a second in
/// the browser).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner => 150.0,
        Level::Easy => 250.0,
        Level::Medium => 350.0,
        Level::Hard => 500.0,
        Level::Strongest => 800.0,
    }
}

/// The engine playing at one level.
pub struct SurroundBot {
    style: Style,
    engine: Engine,
    rng: Rng,
}

impl std::fmt::Debug for SurroundBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SurroundBot")
            .field("style", &self.style)
            .finish()
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' choices.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Surround>> {
    Box::new(SurroundBot::new(level, seed))
}

impl SurroundBot {
    /// A player of `level`.
    pub fn new(level: Level, seed: u64) -> SurroundBot {
        Self::with_style(style(level), seed)
    }

    /// A player with an explicit style.
    pub fn with_style(style: Style, seed: u64) -> SurroundBot {
        let mut engine = crate::search::engine(style.tt_bits);
        engine.noise = style.noise;
        SurroundBot {
            style,
            engine,
            rng: Rng::new(seed),
        }
    }

    fn pick(&mut self, found: &Found) -> Option<Step> {
        found
            .pick_near(self.style.margin, &mut self.rng)
            .map(|m| m.step)
    }
}

impl Bot<Surround> for SurroundBot {
    fn choose(&mut self, g: &Surround, ctx: &mut SearchContext<'_>) -> Option<Step> {
        let ToAct::Seat(_) = g.to_act() else {
            return None;
        };
        let depth = self
            .style
            .max_depth
            .min(ctx.limits.max_depth.unwrap_or(u32::MAX));
        self.engine.set_noise_seed(self.rng.next_u64());
        let found = self.engine.search(
            g.board(),
            g.quiet_moves(),
            g.game_keys(),
            depth,
            self.style.margin,
            ctx,
        );
        let chosen = self.pick(&found)?;
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv: found.pv.iter().map(|p| p.to_string()).collect(),
        };
        Some(chosen)
    }
}
