//! Computer players: the engine at five levels, its answers to draw offers and faulty
//! moves, and the generic baseline it is measured against.

use crate::board::{Board, Play};
use crate::game::{Dam, DrawOffer};
use crate::moves::Move;
use crate::search::{Engine, Found};
use spelbord_ai::{Bot, Level, Limits, SearchContext, Thought};
use spelbord_core::{Game, Rng, ToAct};

/// How one level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Misjudgement added to each leaf, ± this much (hundredths of a man).
    pub noise: i32,
    /// Root moves within this much of the best may be chosen instead of it.
    pub margin: i32,
    /// Transposition table size, 2^bits entries.
    pub tt_bits: u32,
    /// Plays the opening book's move where it has one ([`crate::book`]).
    pub book: bool,
}

/// The style of a level. The weak levels look only a few moves ahead, misjudge
/// positions a little and sometimes settle for a nearly-as-good move: they miss deep
/// shots and drift positionally, like people, but never throw a piece away at random.
pub fn style(level: Level) -> Style {
    match level {
        Level::Beginner => Style {
            max_depth: 2,
            noise: 30,
            margin: 40,
            tt_bits: 14,
            book: false,
        },
        Level::Easy => Style {
            max_depth: 4,
            noise: 12,
            margin: 15,
            tt_bits: 15,
            book: false,
        },
        Level::Medium => Style {
            max_depth: 8,
            noise: 0,
            margin: 0,
            tt_bits: 17,
            book: false,
        },
        Level::Hard => Style {
            max_depth: 64,
            noise: 0,
            margin: 0,
            tt_bits: 18,
            book: true,
        },
        Level::Strongest => Style {
            max_depth: 100,
            noise: 0,
            margin: 0,
            tt_bits: 19,
            book: true,
        },
    }
}

/// Milliseconds a level thinks per move (the strongest stays well inside a second in
/// the browser, where WebAssembly runs about half as fast as native code).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner => 150.0,
        Level::Easy => 250.0,
        Level::Medium => 350.0,
        Level::Hard => 500.0,
        Level::Strongest => 700.0,
    }
}

/// The engine playing at one level.
pub struct DamBot {
    style: Style,
    engine: Engine,
    rng: Rng,
}

impl std::fmt::Debug for DamBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DamBot")
            .field("style", &self.style)
            .finish()
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' choices.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Dam>> {
    Box::new(DamBot::new(level, seed))
}

impl DamBot {
    /// A player of `level`.
    pub fn new(level: Level, seed: u64) -> DamBot {
        Self::with_style(style(level), seed)
    }

    /// A player with an explicit style.
    pub fn with_style(style: Style, seed: u64) -> DamBot {
        let mut engine = crate::search::engine(style.tt_bits);
        engine.noise = style.noise;
        engine.set_noise_seed(seed);
        DamBot {
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

    /// A short search of a position the bot does not move in yet (answers to offers
    /// and faults): bounded by nodes so that several fit in one move's budget.
    fn probe(&mut self, g: &Dam, nodes: u64, ctx: &mut SearchContext<'_>) -> i32 {
        if let ToAct::Over(o) = g.to_act() {
            let me = g.board().turn.seat();
            return match o.value_for(me, 2) {
                v if v > 0.6 => crate::search::WIN,
                v if v < 0.4 => -crate::search::WIN,
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

impl Bot<Dam> for DamBot {
    fn choose(&mut self, g: &Dam, ctx: &mut SearchContext<'_>) -> Option<Move> {
        let ToAct::Seat(me) = g.to_act() else {
            return None;
        };
        let budget = match self.style.max_depth {
            d if d <= 4 => 20_000,
            d if d <= 8 => 100_000,
            _ => 400_000,
        };
        if let DrawOffer::Pending { .. } = g.draw_offer() {
            // The board's side to move is the offerer: its score is the bot's loss.
            let mine = -self.probe(g, budget, ctx);
            return Some(if mine < 0 {
                Move::AcceptDraw
            } else {
                Move::DeclineDraw
            });
        }
        if g.fault().is_some() {
            let mut options = Vec::new();
            g.legal_moves(&mut options);
            let each = budget / options.len().max(1) as u64;
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
        if self.style.book {
            if let Some(p) = crate::book::lookup(g.board()) {
                ctx.thought = Thought {
                    score: None,
                    depth: 0,
                    pv: vec![p.to_string()],
                };
                return Some(Move::Play(p));
            }
        }
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
