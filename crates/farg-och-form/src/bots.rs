//! Computer players. Each sees only its seat's [`View`]: the table, its own hand, the
//! scores and counts. `Casual` plays a decent but not always the best-scoring move (the
//! beginner levels), `Greedy` takes the highest score now, and `Strong` looks ahead over
//! what the others might hold, by sampling the unseen tiles ([`Determinize`]).

use crate::eval::{leave_value, trade_choice};
use crate::game::{FargOchForm, END_BONUS};
use crate::movegen;
use crate::moves::{Move, Placement, Trade};
use crate::view::View;
use spelbord_ai::{Bot, Level, SearchContext};
use spelbord_core::{resolve_chance, Determinize, Game, Rng, ToAct};

/// A computer player of `level`, with its own seed: Beginner and Easy play casually,
/// Medium greedily, Hard and Strongest look ahead.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<FargOchForm>> {
    match level {
        Level::Beginner => Box::new(Casual::new(seed, 3.0)),
        Level::Easy => Box::new(Casual::new(seed, 1.2)),
        Level::Medium => Box::new(Greedy::new(seed)),
        Level::Hard => Box::new(Strong::new(seed, 16)),
        Level::Strongest => Box::new(Strong::new(seed, 400)),
    }
}

/// The time budget per move for `level` in milliseconds (native; WebAssembly runs
/// about 1.5–2× slower, and the strongest level must answer within a second there).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner | Level::Easy | Level::Medium => 50.0,
        Level::Hard => 250.0,
        Level::Strongest => 450.0,
    }
}

/// The move to make when no placement fits or is wanted: trade the tiles outside the
/// best group (as many as the bag allows), else pass.
fn fallback(view: &View) -> Option<Move> {
    let mut legal = Vec::new();
    view.legal_moves(&mut legal);
    if legal.is_empty() {
        return None;
    }
    if view.bag_count > 0 {
        let mut t = trade_choice(view.hand.tiles());
        t.truncate(view.bag_count as usize);
        if let Some(tr) = Trade::new(&t) {
            let m = Move::Trade(tr);
            if legal.contains(&m) {
                return Some(m);
            }
        }
    }
    legal.into_iter().next()
}

/// Plays a decent move, choosing among placements with weights falling off with the
/// points given up (`temperature` points per factor e): a person who sees the good
/// moves but not always the best.
#[derive(Debug, Clone)]
pub struct Casual {
    rng: Rng,
    temperature: f64,
}

impl Casual {
    /// A casual player; higher `temperature` plays looser.
    pub fn new(seed: u64, temperature: f64) -> Casual {
        Casual {
            rng: Rng::new(seed),
            temperature,
        }
    }
}

impl Bot<FargOchForm> for Casual {
    fn choose(&mut self, view: &View, _ctx: &mut SearchContext<'_>) -> Option<Move> {
        let mut ps = Vec::new();
        view.placements_with_scores(&mut ps);
        let Some(best) = ps.iter().map(|&(_, s)| s).max() else {
            return fallback(view);
        };
        // Integer weights for the shared picker: 1000 · e^((s - best) / T).
        let weighted: Vec<(Placement, u32)> = ps
            .iter()
            .map(|&(p, s)| {
                let w = 1000.0 * ((s - best) as f64 / self.temperature).exp();
                (p, w.max(1.0) as u32)
            })
            .collect();
        let i = self.rng.pick_weighted(&weighted).unwrap_or(0);
        Some(Move::Place(weighted[i].0))
    }
}

/// Takes the highest score now (ties broken by lot); trades when nothing fits.
#[derive(Debug, Clone)]
pub struct Greedy {
    rng: Rng,
}

impl Greedy {
    /// A greedy player.
    pub fn new(seed: u64) -> Greedy {
        Greedy {
            rng: Rng::new(seed),
        }
    }
}

impl Bot<FargOchForm> for Greedy {
    fn choose(&mut self, view: &View, ctx: &mut SearchContext<'_>) -> Option<Move> {
        let mut ps = Vec::new();
        view.placements_with_scores(&mut ps);
        let Some(best) = ps.iter().map(|&(_, s)| s).max() else {
            return fallback(view);
        };
        let top: Vec<Placement> = ps
            .iter()
            .filter(|&&(_, s)| s == best)
            .map(|&(p, _)| p)
            .collect();
        ctx.thought.score = Some(best);
        Some(Move::Place(top[self.rng.below(top.len() as u64) as usize]))
    }
}

/// A move under consideration by [`Strong`].
#[derive(Debug, Clone)]
struct Candidate {
    mv: Move,
    /// Points now, with the end bonus when it ends the game.
    now: f64,
    /// Worth of the tiles kept.
    leave: f64,
    /// Sum over sampled worlds of the next player's best reply.
    reply: f64,
    /// Sum over sampled worlds of our own best score on our next turn.
    next: f64,
    samples: u32,
}

/// Looks ahead: for the most promising moves it samples what the others hold and what
/// comes out of the bag (common samples for every move), lets the next player answer
/// with their best-scoring reply, then measures its own best score on its next turn. A
/// move is worth its points now, plus what the hand it leaves promises, minus what it
/// hands the next player (a line of five left open is a Qwirkle for them), plus what it
/// sets up for itself.
#[derive(Debug, Clone)]
pub struct Strong {
    rng: Rng,
    /// Most sampled worlds per move (the time budget may stop it earlier).
    pub max_samples: u32,
    /// How many placements (best by points and leave) are looked at closely.
    pub width: usize,
    /// Weight of the next player's reply.
    pub reply_weight: f64,
    /// Weight of our own next turn.
    pub next_weight: f64,
    /// Weight of the kept hand's worth.
    pub leave_weight: f64,
}

impl Strong {
    /// A strong player sampling at most `max_samples` worlds per move.
    pub fn new(seed: u64, max_samples: u32) -> Strong {
        Strong {
            rng: Rng::new(seed),
            max_samples,
            width: 10,
            reply_weight: 1.0,
            next_weight: 0.5,
            leave_weight: 0.5,
        }
    }

    fn candidates(&self, view: &View) -> Vec<Candidate> {
        let mut ps = Vec::new();
        view.placements_with_scores(&mut ps);
        let hand = view.hand.tiles();
        let goes_out_possible = view.bag_count == 0;
        let mut cands: Vec<Candidate> = ps
            .iter()
            .map(|&(p, s)| {
                let mut kept = hand.to_vec();
                for t in p.tiles() {
                    if let Some(i) = kept.iter().position(|&k| k == t) {
                        kept.swap_remove(i);
                    }
                }
                let out = goes_out_possible && kept.is_empty();
                Candidate {
                    mv: Move::Place(p),
                    now: (s + if out { END_BONUS } else { 0 }) as f64,
                    leave: leave_value(&kept),
                    reply: 0.0,
                    next: 0.0,
                    samples: 0,
                }
            })
            .collect();
        cands.sort_by(|a, b| {
            let va = a.now + self.leave_weight * a.leave;
            let vb = b.now + self.leave_weight * b.leave;
            vb.total_cmp(&va)
        });
        cands.truncate(self.width);
        if view.bag_count > 0 && view.game().must_play() == 0 {
            let mut trades = Vec::new();
            let mut t = trade_choice(hand);
            t.truncate(view.bag_count as usize);
            trades.push(t);
            let mut all = hand.to_vec();
            all.truncate(view.bag_count as usize);
            trades.push(all);
            for t in trades {
                let Some(tr) = Trade::new(&t) else { continue };
                let mv = Move::Trade(tr);
                if cands.iter().any(|c| c.mv == mv) {
                    continue;
                }
                let mut kept = hand.to_vec();
                for x in &t {
                    if let Some(i) = kept.iter().position(|k| k == x) {
                        kept.swap_remove(i);
                    }
                }
                cands.push(Candidate {
                    mv,
                    now: 0.0,
                    leave: leave_value(&kept),
                    reply: 0.0,
                    next: 0.0,
                    samples: 0,
                });
            }
        }
        cands
    }

    fn value(&self, c: &Candidate) -> f64 {
        let n = c.samples.max(1) as f64;
        c.now + self.leave_weight * c.leave - self.reply_weight * c.reply / n
            + self.next_weight * c.next / n
    }
}

/// The best a seat can score with its hand now, counting the end bonus when the move
/// uses up its last tile with the bag empty; and that move.
fn best_reply(g: &FargOchForm) -> Option<(i32, Placement)> {
    let seat = g.turn()?;
    let hand = &g.hands[seat as usize];
    let out_bonus = g.bag_count() == 0;
    let mut best: Option<(i32, Placement)> = None;
    movegen::for_each_placement(&g.board, hand, g.must_play(), |items, s| {
        let s = s + if out_bonus && items.len() == hand.len() {
            END_BONUS
        } else {
            0
        };
        if best.is_none_or(|(b, _)| s > b) {
            if let Some(p) = Placement::new(items) {
                best = Some((s, p));
            }
        }
    });
    best
}

impl Bot<FargOchForm> for Strong {
    fn choose(&mut self, view: &View, ctx: &mut SearchContext<'_>) -> Option<Move> {
        let mut legal = Vec::new();
        view.legal_moves(&mut legal);
        if legal.len() <= 1 {
            return legal.pop();
        }
        let mut cands = self.candidates(view);
        if cands.is_empty() {
            return fallback(view);
        }
        let me = view.seat;
        for _ in 0..self.max_samples {
            if ctx.out_of_budget() {
                break;
            }
            let world = FargOchForm::determinize(view, &mut self.rng);
            let draw_seed = self.rng.next_u64();
            for c in cands.iter_mut() {
                ctx.tick();
                let mut g = world.clone();
                let mut draws = Rng::new(draw_seed);
                g.play_unchecked(&c.mv);
                resolve_chance(&mut g, &mut draws);
                c.samples += 1;
                if g.to_act() != ToAct::Seat(g.turn) {
                    continue;
                }
                // The next player answers with their best-scoring placement.
                let Some((r, p)) = best_reply(&g) else {
                    continue;
                };
                c.reply += r as f64;
                g.play_unchecked(&Move::Place(p));
                resolve_chance(&mut g, &mut draws);
                // With more players, the ones between are assumed to leave us be.
                if g.turn() != Some(me) && g.num_seats() > 2 {
                    g.turn = me;
                }
                if g.turn() == Some(me) {
                    if let Some((n, _)) = best_reply(&g) {
                        c.next += n as f64;
                    }
                }
            }
        }
        let best = cands
            .iter()
            .max_by(|a, b| self.value(a).total_cmp(&self.value(b)))?;
        ctx.thought.score = Some(self.value(best).round() as i32);
        ctx.thought.depth = best.samples;
        Some(best.mv)
    }
}
