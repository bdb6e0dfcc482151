//! The computer player: move choice by the nets at 1 ply, then a 2-ply look (every
//! opponent roll and its best reply) at the best candidates while time allows, and at the
//! strongest level a 3-ply look at the best few of those (gnubg's "2-ply": what its own
//! analysis judges by). Cube decisions from the evaluation one roll ahead, at 2 ply for
//! each roll where the decision is close. Weaker levels add noise to the equities, so
//! they make the kind of misjudgements people make rather than random moves.

use crate::board::Side;
use crate::cube;
pub use crate::eval::best_after;
use crate::eval::{shipped_nets, Evaluator};
use crate::game::{Backgammon, Move, Phase};
pub use crate::measure::{measure_evals, measure_parts};
use crate::moves::{Candidate, TurnGen};
use crate::net::{equity, flip, Probs};
use spelbord_ai::{Bot, Level, SearchContext};
use spelbord_core::{Game, Rng};

/// How a level plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Standard deviation of the noise added to each candidate's equity.
    pub noise: f32,
    /// Candidates looked at 2 ply deep (0: 1-ply only).
    pub deep: usize,
    /// Of those, the best few looked at 3 ply deep (every opponent roll and its best
    /// reply, then every roll of ours and our best answer), when within `margin3` of the
    /// best at 2 ply (0: no 3-ply look).
    pub deep3: usize,
    /// How far below the best 2-ply equity a candidate may be and still get the 3-ply look.
    pub margin3: f32,
    /// Whether cube decisions look one roll ahead (else the position's own value).
    pub cube_lookahead: bool,
    /// In a close cube decision, each roll's best play is chosen among this many
    /// candidates looked at 2 ply (0: by 1 ply only).
    pub cube_deep: usize,
    /// The weight of a candidate's 2-ply value in its final value where it had the
    /// 3-ply look (0: the 3-ply value alone). Each ply leans the other way (the side
    /// that moved last is seen a little too well), so a mean of two depths leans less.
    pub blend: f32,
}

/// The style of a level.
pub fn style(level: Level) -> Style {
    match level {
        Level::Beginner => Style {
            noise: 0.12,
            deep: 0,
            deep3: 0,
            margin3: 0.0,
            cube_lookahead: false,
            cube_deep: 0,
            blend: 0.0,
        },
        Level::Easy => Style {
            noise: 0.05,
            deep: 0,
            deep3: 0,
            margin3: 0.0,
            cube_lookahead: false,
            cube_deep: 0,
            blend: 0.0,
        },
        Level::Medium => Style {
            noise: 0.0,
            deep: 0,
            deep3: 0,
            margin3: 0.0,
            cube_lookahead: true,
            cube_deep: 0,
            blend: 0.0,
        },
        Level::Hard => Style {
            noise: 0.0,
            deep: 5,
            deep3: 0,
            margin3: 0.0,
            cube_lookahead: true,
            cube_deep: 0,
            blend: 0.0,
        },
        Level::Strongest => Style {
            noise: 0.0,
            deep: 16,
            deep3: 4,
            margin3: 0.1,
            cube_lookahead: true,
            cube_deep: 4,
            blend: 0.0,
        },
    }
}

/// The backgammon player.
#[derive(Debug)]
pub struct BackgammonBot {
    style: Style,
    rng: Rng,
    gen: TurnGen,
}

/// A player of `level`, with its own seed for the noise of the weaker levels.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Backgammon>> {
    Box::new(BackgammonBot::new(style(level), seed))
}

/// The time budget of a level in milliseconds (the strongest answers well within 1 s in
/// the browser: its 3-ply look takes about 0.1 s natively, about 0.55 s at most in
/// Chromium; past the budget it keeps its 2-ply choice).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner | Level::Easy | Level::Medium => 200.0,
        Level::Hard => 400.0,
        Level::Strongest => 700.0,
    }
}

/// How close (in points of equity at the present cube) a cube decision must be for the
/// 2-ply look: the errors of a 1-ply look one roll ahead are mostly within it.
const CUBE_WINDOW: f64 = 0.15;

/// The 21 distinct rolls with their weights out of 36.
pub const ROLLS: [([u8; 2], f32); 21] = {
    let mut out = [([0u8; 2], 0.0f32); 21];
    let mut k = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            out[k] = ([a, b], if a == b { 1.0 } else { 2.0 });
            k += 1;
            b += 1;
        }
        a += 1;
    }
    out
};

/// Sorts scored candidates best first. Every sort in this file goes through here: each
/// sort call with a closure of its own is compiled anew, and one more made the
/// WebAssembly module 8 KB (gzip) bigger.
#[inline(never)]
fn best_first(v: &mut [(usize, f32)]) {
    v.sort_by(|a, b| b.1.total_cmp(&a.1));
}

impl BackgammonBot {
    /// A player with a style.
    pub fn new(style: Style, seed: u64) -> Self {
        BackgammonBot {
            style,
            rng: Rng::new(seed),
            gen: TurnGen::default(),
        }
    }

    fn gauss(&mut self) -> f32 {
        // Sum of uniforms: close enough to a normal for noise.
        let s: f64 = (0..6).map(|_| self.rng.unit()).sum();
        ((s - 3.0) / (0.5f64)) as f32 / 1.414
    }

    /// The probabilities for the player on roll before rolling, looking one roll ahead
    /// when `lookahead` (each roll answered by the best 1-ply move).
    pub fn pre_roll(
        &mut self,
        me: &Side,
        opp: &Side,
        lookahead: bool,
        ev: &mut Evaluator,
    ) -> Probs {
        if !lookahead {
            return ev.on_roll(me, opp);
        }
        let mut acc = [0.0f32; 5];
        let mut cands = Vec::new();
        for (dice, w) in ROLLS {
            self.gen.legal_turns(me, opp, dice, &mut cands);
            let p = best_after(&cands, ev).1;
            for k in 0..5 {
                acc[k] += p[k] * w / 36.0;
            }
        }
        acc
    }

    /// The mover's probabilities after candidate `c` at 2 ply: the mean over the
    /// opponent's rolls of its best reply by 1 ply, which is the opponent's look one roll
    /// ahead, seen from the mover.
    fn two_ply(&mut self, c: &Candidate, ev: &mut Evaluator) -> Probs {
        flip(&self.pre_roll(&c.opp, &c.me, true, ev))
    }

    /// The probabilities for the player on roll before rolling, each roll answered by
    /// the best of its `n` best candidates by 1 ply, looked at 2 ply (gnubg's 2-ply cube
    /// decision).
    pub fn pre_roll_deep(&mut self, me: &Side, opp: &Side, n: usize, ev: &mut Evaluator) -> Probs {
        let mut acc = [0.0f32; 5];
        let mut cands = Vec::new();
        for (dice, w) in ROLLS {
            self.gen.legal_turns(me, opp, dice, &mut cands);
            let probs: Vec<Probs> = cands.iter().map(|c| ev.after_move(&c.me, &c.opp)).collect();
            let mut scored: Vec<(usize, f32)> = probs.iter().map(equity).enumerate().collect();
            best_first(&mut scored);
            let mut best = probs[scored[0].0];
            let mut best_eq = f32::NEG_INFINITY;
            for &(i, _) in scored.iter().take(n) {
                let c = cands[i];
                let p = if crate::board::in_play(&c.me) == 0 {
                    probs[i]
                } else {
                    self.two_ply(&c, ev)
                };
                if equity(&p) > best_eq {
                    best_eq = equity(&p);
                    best = p;
                }
            }
            for k in 0..5 {
                acc[k] += best[k] * w / 36.0;
            }
        }
        acc
    }

    /// The cube's view of the position for `seat` on roll: one roll ahead by 1 ply, and
    /// where that makes the decision close (see [`cube::margins`]), by 2 ply.
    fn cube_probs(&mut self, g: &Backgammon, seat: u8, ev: &mut Evaluator) -> Probs {
        let (me, opp) = g.sides();
        let p = self.pre_roll(me, opp, self.style.cube_lookahead, ev);
        if self.style.cube_deep == 0 || cube::cube_is_dead(g, seat) {
            return p;
        }
        let (double, pass) = cube::margins(g, seat, &p);
        if double.abs() < CUBE_WINDOW || (double > -CUBE_WINDOW && pass.abs() < CUBE_WINDOW) {
            self.pre_roll_deep(me, opp, self.style.cube_deep, ev)
        } else {
            p
        }
    }

    /// Equities of every candidate (mover's view), 1-ply then 2-ply for the best few
    /// while the budget lasts; sorted best first.
    pub fn rank(
        &mut self,
        cands: &[Candidate],
        ev: &mut Evaluator,
        ctx: &mut SearchContext<'_>,
    ) -> Vec<(usize, f32)> {
        let mut scored: Vec<(usize, f32)> = cands
            .iter()
            .enumerate()
            .map(|(i, c)| {
                ctx.tick();
                (i, equity(&ev.after_move(&c.me, &c.opp)))
            })
            .collect();
        best_first(&mut scored);
        ctx.thought.depth = 1;
        let deep = self.style.deep.min(scored.len());
        if deep >= 2 {
            let mut deeper: Vec<(usize, f32)> = Vec::new();
            for &(i, e1) in scored.iter().take(deep) {
                let c = &cands[i];
                if crate::board::in_play(&c.me) == 0 {
                    deeper.push((i, e1));
                    continue;
                }
                let before = ev.evals;
                let acc = self.two_ply(c, ev);
                ctx.nodes += ev.evals - before;
                deeper.push((i, equity(&acc)));
                if ctx.out_of_budget() {
                    break;
                }
            }
            if deeper.len() >= 2 || deeper.len() == deep {
                ctx.thought.depth = 2;
                best_first(&mut deeper);
                self.third_ply(cands, &mut deeper, ev, ctx);
                let done: Vec<usize> = deeper.iter().map(|d| d.0).collect();
                deeper.extend(scored.into_iter().filter(|s| !done.contains(&s.0)));
                return deeper;
            }
        }
        scored
    }

    /// The 3-ply look at the best few of `ranked` (sorted by 2-ply equity): each
    /// candidate's value is the mean over the opponent's rolls of its best reply (chosen at
    /// 1 ply, as gnubg chooses inner moves) valued at 2 ply. It replaces the 2-ply values
    /// of those candidates only if all of them were done in time: values of different
    /// depths do not compare (each ply leans the other way).
    fn third_ply(
        &mut self,
        cands: &[Candidate],
        ranked: &mut [(usize, f32)],
        ev: &mut Evaluator,
        ctx: &mut SearchContext<'_>,
    ) {
        let Some(&(_, top)) = ranked.first() else {
            return;
        };
        let k = ranked
            .iter()
            .take(self.style.deep3)
            .take_while(|r| top - r.1 <= self.style.margin3)
            .count();
        if k < 2 || ctx.out_of_budget() {
            return;
        }
        let mut values = Vec::with_capacity(k);
        let mut replies = Vec::new();
        for &(i, _) in ranked.iter().take(k) {
            let before = ev.evals;
            let c = &cands[i];
            if crate::board::in_play(&c.me) == 0 {
                return;
            }
            let mut acc = 0.0f32;
            for (dice, w) in ROLLS {
                self.gen.legal_turns(&c.opp, &c.me, dice, &mut replies);
                let r = replies[best_after(&replies, ev).0];
                // The reply leaves us on roll at (r.opp, r.me): our look one roll ahead.
                let v = if crate::board::in_play(&r.me) == 0 {
                    -equity(&ev.after_move(&r.me, &r.opp))
                } else {
                    equity(&self.pre_roll(&r.opp, &r.me, true, ev))
                };
                acc += v * w / 36.0;
            }
            ctx.nodes += ev.evals - before;
            values.push(acc);
            if ctx.out_of_budget() && values.len() < k {
                return;
            }
        }
        ctx.thought.depth = 3;
        let b = self.style.blend;
        for (r, v) in ranked.iter_mut().zip(values) {
            r.1 = b * r.1 + (1.0 - b) * v;
        }
        best_first(&mut ranked[..k]);
    }

    fn choose_turn(&mut self, g: &Backgammon, ctx: &mut SearchContext<'_>) -> Option<Move> {
        let cands = g.candidates();
        if cands.len() <= 1 {
            return cands.first().map(|c| Move::Play(c.turn));
        }
        let mut ev = Evaluator::new(shipped_nets());
        let mut ranked = self.rank(&cands, &mut ev, ctx);
        if self.style.noise > 0.0 {
            for r in ranked.iter_mut() {
                r.1 += self.style.noise * self.gauss();
            }
            best_first(&mut ranked);
        }
        let (best, eq) = ranked[0];
        ctx.thought.score = Some((eq * 1000.0) as i32);
        ctx.thought.pv = vec![g.format_move(&Move::Play(cands[best].turn))];
        Some(Move::Play(cands[best].turn))
    }
}

impl Bot<Backgammon> for BackgammonBot {
    fn choose(&mut self, g: &Backgammon, ctx: &mut SearchContext<'_>) -> Option<Move> {
        match g.phase() {
            Phase::Moving => self.choose_turn(g, ctx),
            Phase::BeforeRoll => {
                if !g.may_double(g.turn()) {
                    return Some(Move::Roll);
                }
                let mut ev = Evaluator::new(shipped_nets());
                let p = self.cube_probs(g, g.turn(), &mut ev);
                let mut m = if cube::should_double(g, g.turn(), &p) {
                    Move::Double
                } else {
                    Move::Roll
                };
                // Beginners sometimes double on a whim, or hold back a good double.
                // Never with a dead cube: that is no human mistake, only a gift.
                if self.style.noise >= 0.1
                    && self.rng.unit() < 0.03
                    && !cube::cube_is_dead(g, g.turn())
                {
                    m = if m == Move::Double {
                        Move::Roll
                    } else {
                        Move::Double
                    };
                }
                Some(m)
            }
            Phase::Doubled => {
                let mut ev = Evaluator::new(shipped_nets());
                let p_doubler = self.cube_probs(g, g.turn(), &mut ev);
                let p = flip(&p_doubler);
                let take = cube::should_take(g, 1 - g.turn(), &p);
                Some(if take { Move::Take } else { Move::Drop })
            }
            _ => {
                let mut v = Vec::new();
                g.legal_moves(&mut v);
                v.into_iter().next()
            }
        }
    }
}

/// The heuristic opponent for benchmarks: pip count, made points, exposed blots; it
/// never doubles and takes every double.
#[derive(Debug, Default)]
pub struct HeuristicBot;

impl Bot<Backgammon> for HeuristicBot {
    fn choose(&mut self, g: &Backgammon, _ctx: &mut SearchContext<'_>) -> Option<Move> {
        match g.phase() {
            Phase::Moving => {
                let c = g.candidates();
                c.get(crate::heuristic::choose(&c))
                    .map(|c| Move::Play(c.turn))
            }
            Phase::BeforeRoll => Some(Move::Roll),
            Phase::Doubled => Some(Move::Take),
            _ => None,
        }
    }
}
