//! Computer players: the engine at five levels, its verdicts on faulty moves under
//! huffing, and the levels' time budgets.

use crate::board::{Board, Play};
use crate::game::Alquerque;
use crate::moves::Move;
use crate::search::{Engine, Found, WIN};
use spelbord_ai::{Bot, Level, Limits, SearchContext, Thought};
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

/// The style of a level. The weak levels look only a few moves ahead, misjudge
/// positions a little and sometimes settle for a nearly-as-good move: they walk into
/// zigzag shots a few moves deep, like people, but never hand over a piece for nothing
/// that a two-ply look would see.
pub fn style(level: Level) -> Style {
    match level {
        Level::Beginner => Style {
            max_depth: 2,
            noise: 35,
            margin: 45,
            tt_bits: 12,
        },
        Level::Easy => Style {
            max_depth: 4,
            noise: 15,
            margin: 20,
            tt_bits: 14,
        },
        Level::Medium => Style {
            max_depth: 7,
            noise: 4,
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
            max_depth: 100,
            noise: 0,
            margin: 0,
            tt_bits: 18,
        },
    }
}

/// Milliseconds a level thinks per move (the strongest stays well inside a second in
/// the browser, where WebAssembly runs at about half native speed).
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
pub struct AlquerqueBot {
    style: Style,
    engine: Engine,
    rng: Rng,
}

impl std::fmt::Debug for AlquerqueBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AlquerqueBot")
            .field("style", &self.style)
            .finish()
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' choices.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Alquerque>> {
    Box::new(AlquerqueBot::new(level, seed))
}

impl AlquerqueBot {
    /// A player of `level`.
    pub fn new(level: Level, seed: u64) -> AlquerqueBot {
        Self::with_style(style(level), seed)
    }

    /// A player with an explicit style.
    pub fn with_style(style: Style, seed: u64) -> AlquerqueBot {
        let mut engine = crate::search::engine(style.tt_bits);
        engine.noise = style.noise;
        AlquerqueBot {
            style,
            engine,
            rng: Rng::new(seed),
        }
    }

    fn search(
        &mut self,
        b: &Board,
        quiet: u16,
        keys: &[u64],
        ctx: &mut SearchContext<'_>,
    ) -> Found {
        let depth = self
            .style
            .max_depth
            .min(ctx.limits.max_depth.unwrap_or(u32::MAX));
        self.engine.set_noise_seed(self.rng.next_u64());
        self.engine
            .search(b, quiet, keys, depth, self.style.margin, ctx)
    }

    /// A short search of a position after a verdict, bounded by nodes so that every
    /// verdict fits in one move's budget; the score is for the side to move there.
    fn probe(&mut self, g: &Alquerque, nodes: u64, ctx: &mut SearchContext<'_>) -> i32 {
        if let ToAct::Over(o) = g.to_act() {
            return match o.value_for(g.board().turn.seat(), 2) {
                v if v > 0.6 => WIN,
                v if v < 0.4 => -WIN,
                _ => 0,
            };
        }
        let mut sub = SearchContext::new(
            Limits {
                time_ms: f64::INFINITY,
                max_depth: None,
                max_nodes: Some(nodes),
            },
            || 0.0,
        );
        let f = self.search(g.board(), g.quiet_moves(), g.game_keys(), &mut sub);
        ctx.nodes += sub.nodes;
        f.score
    }

    fn pick(&mut self, found: &Found) -> Option<Play> {
        found.pick_near(self.style.margin, &mut self.rng)
    }
}

impl Bot<Alquerque> for AlquerqueBot {
    fn choose(&mut self, g: &Alquerque, ctx: &mut SearchContext<'_>) -> Option<Move> {
        let ToAct::Seat(me) = g.to_act() else {
            return None;
        };
        if g.fault().is_some() {
            let budget = match self.style.max_depth {
                d if d <= 4 => 20_000,
                d if d <= 8 => 100_000,
                _ => 400_000,
            };
            let mut options = Vec::new();
            g.legal_moves(&mut options);
            // The probes share the move's node budget when the caller set one.
            let budget = ctx.limits.max_nodes.map_or(budget, |n| n.min(budget));
            let each = (budget / options.len().max(1) as u64).max(1);
            let mut best: Option<(Move, i32)> = None;
            for m in options {
                let mut after = g.clone();
                after.play_unchecked(&m);
                let s = self.probe(&after, each, ctx);
                // After "insist" the offender moves; otherwise the bot does.
                let mine = if after.board().turn.seat() == me {
                    s
                } else {
                    -s
                };
                if best.is_none_or(|(_, b)| mine > b) {
                    best = Some((m, mine));
                }
            }
            return best.map(|(m, _)| m);
        }
        // The bot's own move obeys the capture rule even under huffing: a faulty move
        // can never gain, as the opponent may always insist on the proper one.
        let found = self.search(g.board(), g.quiet_moves(), g.game_keys(), ctx);
        let chosen = self.pick(&found)?;
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv: found.pv.iter().map(|p| p.to_string()).collect(),
        };
        Some(Move::Play(chosen))
    }
}
