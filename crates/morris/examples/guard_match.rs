//! The strongest level against the generic alpha-beta bot of `spelbord-search`, with the mill
//! guard on or off, and (with `MORRIS_DIAG=1`) what the guard changes: at every engine turn
//! where it narrows the choice, an unguarded twin searches the same position for the same
//! time, and the example counts where the two part and what the guarded move then allows.
//!
//! `cargo run --release -p spelbord-morris --example guard_match` — environment:
//! `MORRIS_GAMES` (default 200), `MORRIS_MS` (per move, default 10), `MORRIS_ONLY` (game
//! id, default `kvarn-12`), `MORRIS_GUARD` (`on` or `off`, default `on`), `MORRIS_FROM`
//! (first game index, default 0: runs can be split and added up), `MORRIS_DIAG`.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, ToAct};
use spelbord_morris::speed::opening;
use spelbord_morris::{
    baseline_bot, guarded_moves, style, Morris, MorrisBot, MorrisMove, Style, Variant,
};
use std::time::Instant;

mod common;
use common::{env, variant};

/// Men the opponent can take next turn after `m` without a mill (side intervention or
/// diagonal custody), the most of any reply.
fn automatic_threat(g: &Morris, m: &MorrisMove) -> u32 {
    let (r, mut p) = (*g.rules(), *g.pos());
    p.apply(&r, m);
    let mut replies = Vec::new();
    p.generate(&r, &mut replies);
    replies
        .iter()
        .map(|x| p.effect(&r, x.from, x.to).automatic.count_ones())
        .max()
        .unwrap_or(0)
}

/// Whether `m` itself takes a man (a trade, for the guard).
fn takes(g: &Morris, m: &MorrisMove) -> bool {
    let mut p = *g.pos();
    p.apply(g.rules(), m) != 0
}

/// Whether after `m` the mover could close a mill of its own if it moved again: the
/// counter-threat a free choice makes instead of blocking.
fn counter_threat(g: &Morris, m: &MorrisMove) -> bool {
    let mut p = *g.pos();
    p.apply(g.rules(), m);
    p.turn ^= 1;
    p.can_close_mill(g.rules())
}

#[derive(Default)]
struct Diag {
    engine_turns: u64,
    narrowed: [u64; 2],
    parted: [u64; 2],
    fallback: u64,
    auto_after_guarded: u64,
    auto_after_free: u64,
    score_gap: i64,
    guarded_trade: u64,
    free_counter: u64,
}

fn main() {
    let v = variant(Variant::Kvarn12);
    let games = env("MORRIS_GAMES", 200);
    let from = env("MORRIS_FROM", 0);
    let ms = env("MORRIS_MS", 10) as f64;
    let guard = std::env::var("MORRIS_GUARD").map_or(true, |s| s != "off");
    let diag = std::env::var("MORRIS_DIAG").is_ok_and(|s| s == "1");
    let strongest = style(Level::Strongest);
    let mut d = Diag::default();
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let (mut depths, mut searches) = (0u64, 0u64);
    let t = Instant::now();
    for i in from..from + games {
        // Each opening (two random placements each) is played with both colours, as in
        // the crate's benchmark.
        let mut g = opening(v, i / 2, 4);
        let engine_seat = (i % 2) as u8;
        let mut engine = MorrisBot::with_style(Style { guard, ..strongest }, i);
        let mut twin = MorrisBot::with_style(
            Style {
                guard: false,
                ..strongest
            },
            i,
        );
        let mut base = baseline_bot(i);
        while let ToAct::Seat(seat) = g.to_act() {
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let m = if seat == engine_seat {
                let narrowed = guarded_moves(&g);
                let m = engine.choose(&g, &mut ctx);
                depths += ctx.thought.depth as u64;
                searches += 1;
                if diag {
                    d.engine_turns += 1;
                    if let (Some(set), Some(m)) = (&narrowed, m) {
                        let phase = g.pos().moving_phase() as usize;
                        d.narrowed[phase] += 1;
                        if guard && !set.contains(&m) {
                            d.fallback += 1;
                        }
                        let mut tctx = SearchContext::new(Limits::time(ms), native_clock);
                        let free = twin.choose(&g, &mut tctx);
                        if let Some(f) = free.filter(|f| !set.contains(f)) {
                            d.parted[phase] += 1;
                            if std::env::var("MORRIS_SHOW").is_ok_and(|s| s == "1") {
                                println!(
                                    "game {i} ply {}: guarded {m} ({:?}) free {f} ({:?}) hands {:?}\n{}",
                                    g.plies(),
                                    ctx.thought.score,
                                    tctx.thought.score,
                                    g.pos().hand,
                                    g.ascii()
                                );
                            }
                            d.auto_after_guarded += (automatic_threat(&g, &m) > 0) as u64;
                            d.guarded_trade += takes(&g, &m) as u64;
                            d.free_counter += counter_threat(&g, &f) as u64;
                            d.auto_after_free += (automatic_threat(&g, &f) > 0) as u64;
                            d.score_gap += (tctx.thought.score.unwrap_or(0)
                                - ctx.thought.score.unwrap_or(0))
                            .clamp(-1000, 1000) as i64;
                        }
                    }
                }
                m
            } else {
                base.choose(&g, &mut ctx)
            };
            let Some(m) = m else { break };
            g.try_play(&m).expect("a bot played an illegal move");
        }
        match g.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == engine_seat => wins += 1,
            Some(Outcome::Win { .. }) => losses += 1,
            _ => draws += 1,
        }
    }
    let n = games.max(1) as f64;
    let mean = (wins as f64 + draws as f64 / 2.0) / n;
    // The 95 % interval of the mean game score (1, ½, 0), from the games' own spread.
    let var = (wins as f64 * (1.0 - mean).powi(2)
        + draws as f64 * (0.5 - mean).powi(2)
        + losses as f64 * mean.powi(2))
        / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    println!(
        "{} guard {}: games {from}..{} at {ms} ms/move, strongest vs generic alpha-beta: \
         +{wins} ={draws} -{losses} = {:.1} % (95 % interval {:.1}-{:.1} %), mean depth {:.1}, {:.0} s",
        v.id(),
        if guard { "on" } else { "off" },
        from + games,
        100.0 * mean,
        100.0 * (mean - half),
        100.0 * (mean + half),
        depths as f64 / searches.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
    if diag {
        println!(
            "  engine turns {}; guard narrowed the choice placing {} / moving {}; the unguarded \
             twin chose outside the guarded set placing {} / moving {}; fallback (all guarded \
             moves lost) {}; of the parted turns, the guarded move allowed an automatic capture \
             {} times, the twin's {}; mean score gap twin-guarded {:.1}; guarded move a trade {}, \
             twin's move leaves a mill threat of its own {}",
            d.engine_turns,
            d.narrowed[0],
            d.narrowed[1],
            d.parted[0],
            d.parted[1],
            d.fallback,
            d.auto_after_guarded,
            d.auto_after_free,
            d.score_gap as f64 / (d.parted[0] + d.parted[1]).max(1) as f64,
            d.guarded_trade,
            d.free_counter
        );
    }
}
