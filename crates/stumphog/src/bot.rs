//! Computer players: expectimax over the 21 distinct throws. Every play is looked at
//! through the opponent's every throw and best answer (2 ply); the stronger levels look
//! a further throw ahead (3 ply) at their best candidates while the time lasts. The
//! weaker levels see only their own play and misjudge positions by a random amount, so
//! they make the mistakes of a player who counts today's stones and not tomorrow's.
//!
//! The whole game is far too large to solve exactly: 55 free stones over 19 places give
//! C(73, 18) ≈ 5.5 × 10^16 stone layouts before the mover is counted (see the
//! `state_space` test), so play is by search and evaluation.

use crate::eval::{win_chance, Weights};
use crate::game::{Phase, Stumphog};
use crate::pos::{Move, Pos, Role};
use spelbord_ai::{Bot, Level, SearchContext};
use spelbord_core::{Game, Rng};

/// The 21 distinct throws with their weights out of 36.
pub const THROWS: [([u8; 2], f32); 21] = {
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

/// How a level plays.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Plies searched for every play: 1 (own play only) or 2 (the opponent's answer).
    pub depth: u32,
    /// Best candidates looked at one throw further (3 ply) while time lasts.
    pub deep: usize,
    /// Misjudgement: the standard deviation of noise added to each play's win chance in
    /// logit units (one unit is about seven stones of advantage), so a sure win or loss
    /// is never misjudged and a close call often is.
    pub noise: f32,
    /// The evaluation's weights.
    pub weights: Weights,
}

/// The style of a level. Measured (1000 games each): 2 ply beats 1 ply 61.8 %, and a
/// 3-ply look at the best twelve candidates scored 48.1 ± 3.2 % against 2 ply alone, so
/// depth past 2 buys little in a game this ruled by the dice; the strongest level still
/// checks its best three candidates a throw deeper.
pub fn style(level: Level) -> Style {
    let weights = Weights::default();
    let (depth, deep, noise) = match level {
        Level::Beginner => (1, 0, 0.6),
        Level::Easy => (1, 0, 0.2),
        Level::Medium => (2, 0, 0.3),
        Level::Hard => (2, 0, 0.0),
        Level::Strongest => (2, 3, 0.0),
    };
    Style {
        depth,
        deep,
        noise,
        weights,
    }
}

/// Milliseconds a level may think per play (the strongest stays inside a second in the
/// browser, where WebAssembly runs at about half native speed).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner | Level::Easy => 100.0,
        Level::Medium => 200.0,
        Level::Hard => 400.0,
        Level::Strongest => 700.0,
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' misjudgements.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Stumphog>> {
    Box::new(StumphogBot::new(style(level), seed))
}

/// The position after `m`, or the winner if the play ended the game.
fn child(p: &Pos, m: &Move) -> Result<Pos, Role> {
    let mut q = *p;
    q.apply(m);
    match q.decided(p.mover) {
        Some((w, _)) => Err(w),
        None => {
            q.mover = p.mover.other();
            Ok(q)
        }
    }
}

/// The distinct results of every play with `dice` (plays that leave the same position
/// are searched once), with one play that leads to each.
fn children(p: &Pos, dice: [u8; 2], moves: &mut Vec<Move>) -> Vec<(Move, Result<Pos, Role>)> {
    p.plays(dice, moves);
    let mut out: Vec<(Move, Result<Pos, Role>)> = Vec::with_capacity(moves.len());
    for m in moves.iter() {
        let c = child(p, m);
        if !out.iter().any(|(_, o)| *o == c) {
            out.push((*m, c));
        }
    }
    out
}

/// The expectimax searcher (values are `root`'s chance to win).
struct Search<'a, 'b> {
    root: Role,
    w: Weights,
    ctx: &'a mut SearchContext<'b>,
    /// Move and result buffers by remaining depth, so the search allocates nothing.
    moves: Vec<Vec<Move>>,
    seen: Vec<Vec<Pos>>,
}

impl Search<'_, '_> {
    fn new<'a, 'b>(root: Role, w: Weights, ctx: &'a mut SearchContext<'b>) -> Search<'a, 'b> {
        Search {
            root,
            w,
            ctx,
            moves: (0..8).map(|_| Vec::with_capacity(64)).collect(),
            seen: (0..8).map(|_| Vec::with_capacity(64)).collect(),
        }
    }

    fn leaf(&mut self, c: &Result<Pos, Role>) -> f32 {
        self.ctx.tick();
        match c {
            Ok(p) => win_chance(p, self.root, &self.w),
            Err(w) => (*w == self.root) as u8 as f32,
        }
    }

    /// The value of `p` (mover about to throw) searched `depth` plies: the average over
    /// the throws of the mover's best play.
    fn expect(&mut self, p: &Pos, depth: u32) -> f32 {
        if depth == 0 {
            return self.leaf(&Ok(*p));
        }
        let d = depth as usize;
        let mut moves = std::mem::take(&mut self.moves[d]);
        let mut seen = std::mem::take(&mut self.seen[d]);
        let maximize = p.mover == self.root;
        let mut total = 0.0;
        for (dice, weight) in THROWS {
            p.plays(dice, &mut moves);
            seen.clear();
            let mut best = if maximize { -1.0f32 } else { 2.0f32 };
            for m in moves.iter() {
                let c = child(p, m);
                let v = match c {
                    Ok(q) if depth > 1 => {
                        // Plays that leave the same position are searched once.
                        if seen.contains(&q) {
                            continue;
                        }
                        seen.push(q);
                        self.expect(&q, depth - 1)
                    }
                    _ => self.leaf(&c),
                };
                best = if maximize { best.max(v) } else { best.min(v) };
            }
            total += weight * best;
        }
        self.moves[d] = moves;
        self.seen[d] = seen;
        total / 36.0
    }

    /// The value of a play's result searched `depth` plies in all.
    fn value(&mut self, c: &Result<Pos, Role>, depth: u32) -> f32 {
        match c {
            Ok(q) if depth > 1 => self.expect(q, depth - 1),
            _ => self.leaf(c),
        }
    }
}

/// The Stumphög player.
#[derive(Debug)]
pub struct StumphogBot {
    style: Style,
    rng: Rng,
}

impl StumphogBot {
    /// A player with a style.
    pub fn new(style: Style, seed: u64) -> Self {
        StumphogBot {
            style,
            rng: Rng::new(seed),
        }
    }

    fn gauss(&mut self) -> f32 {
        // A sum of uniforms: close enough to a normal for misjudgement.
        let s: f64 = (0..12).map(|_| self.rng.unit()).sum();
        (s - 6.0) as f32
    }

    /// Every distinct play with its value for the mover, best first.
    pub fn rank(&mut self, g: &Stumphog, ctx: &mut SearchContext<'_>) -> Vec<(Move, f32)> {
        let Some(dice) = g.dice() else {
            return Vec::new();
        };
        let p = *g.pos();
        let mut moves = Vec::new();
        let kids = children(&p, dice.values(), &mut moves);
        let mut s = Search::new(p.mover, self.style.weights, ctx);
        let mut scored: Vec<(usize, f32)> = kids
            .iter()
            .enumerate()
            .map(|(i, (_, c))| (i, s.value(c, 1)))
            .collect();
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        s.ctx.thought.depth = 1;
        if self.style.depth >= 2 && kids.len() > 1 {
            let mut two = Vec::with_capacity(scored.len());
            for &(i, _) in &scored {
                two.push((i, s.value(&kids[i].1, 2)));
            }
            // The 2-ply pass is cheap (a few thousand leaves); it always completes.
            scored = two;
            scored.sort_by(|a, b| b.1.total_cmp(&a.1));
            s.ctx.thought.depth = 2;
            let deep = self.style.deep.min(scored.len());
            if deep >= 2 && !s.ctx.out_of_budget() {
                let mut three: Vec<(usize, f32)> = Vec::new();
                for &(i, _) in scored.iter().take(deep) {
                    let v = s.value(&kids[i].1, 3);
                    if s.ctx.stopped() {
                        break;
                    }
                    three.push((i, v));
                }
                if three.len() >= 2 {
                    s.ctx.thought.depth = 3;
                    three.sort_by(|a, b| b.1.total_cmp(&a.1));
                    let done: Vec<usize> = three.iter().map(|t| t.0).collect();
                    three.extend(scored.iter().filter(|t| !done.contains(&t.0)));
                    scored = three;
                }
            }
        }
        scored.into_iter().map(|(i, v)| (kids[i].0, v)).collect()
    }
}

impl Bot<Stumphog> for StumphogBot {
    fn choose(&mut self, g: &Stumphog, ctx: &mut SearchContext<'_>) -> Option<Move> {
        if g.phase() != Phase::Moving {
            return None;
        }
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        let mut ranked = self.rank(g, ctx);
        if self.style.noise > 0.0 {
            for r in ranked.iter_mut() {
                let v = r.1.clamp(1e-6, 1.0 - 1e-6);
                let logit = (v / (1.0 - v)).ln() + self.style.noise * self.gauss();
                r.1 = 1.0 / (1.0 + (-logit).exp());
            }
            ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        }
        let (m, v) = *ranked.first()?;
        ctx.thought.score = Some((v * 1000.0) as i32);
        ctx.thought.pv = vec![g.format_move(&m)];
        Some(m)
    }
}

/// The greedy player of the benchmarks: the play that puts the most stones into its
/// own Ute now (ties broken at random).
#[derive(Debug)]
pub struct GreedyBot {
    rng: Rng,
}

impl GreedyBot {
    /// A greedy player with its own seed for ties.
    pub fn new(seed: u64) -> Self {
        GreedyBot {
            rng: Rng::new(seed),
        }
    }
}

impl Bot<Stumphog> for GreedyBot {
    fn choose(&mut self, g: &Stumphog, _ctx: &mut SearchContext<'_>) -> Option<Move> {
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        let me = g.pos().mover.index();
        let gain = |m: &Move| {
            let mut p = *g.pos();
            p.apply(m);
            p.ute[me]
        };
        let best = legal.iter().map(gain).max()?;
        let top: Vec<Move> = legal.into_iter().filter(|m| gain(m) == best).collect();
        let i = self.rng.below(top.len() as u64) as usize;
        top.get(i).copied()
    }
}

/// Counts perft 3 after the opening roll with the given clock: (paths, ms).
pub fn perft_speed(clock: fn() -> f64) -> (u64, f64) {
    let mut g = Stumphog::new(crate::Settings::default());
    g.apply_chance(&crate::Dice(4, 2));
    let start = clock();
    let n = spelbord_core::perft(&g, 3);
    (n, clock() - start)
}

/// Runs the strongest search on the positions of a seeded game for about `ms`
/// milliseconds with the given clock (pass `performance.now` in WebAssembly): (leaves, ms).
pub fn search_speed(clock: fn() -> f64, ms: f64) -> (u64, f64) {
    let mut r = spelbord_core::Replay::<Stumphog>::new(crate::Settings::default(), 7);
    let mut b = StumphogBot::new(style(Level::Strongest), 1);
    let start = clock();
    let mut leaves = 0;
    loop {
        let g = r.current().clone();
        if g.outcome().is_some() {
            r = spelbord_core::Replay::new(crate::Settings::default(), leaves ^ 7);
            continue;
        }
        let mut ctx = SearchContext::new(spelbord_ai::Limits::time(f64::INFINITY), clock);
        let m = b.choose(&g, &mut ctx);
        leaves += ctx.nodes;
        if let Some(m) = m {
            let _ = r.play(&m);
        }
        let t = clock() - start;
        if t >= ms {
            return (leaves, t);
        }
    }
}
