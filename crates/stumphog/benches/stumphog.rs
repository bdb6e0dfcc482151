//! Stumphög figures: perft speed, how long random and bot games last, the time per
//! play of each level, and the strongest level's score against a random and a greedy
//! player.
//!
//! `cargo bench -p spelbord-stumphog` with env `ST_RANDOM_GAMES` (default 100000),
//! `ST_GAMES` (default 10000, games per match), `ST_LEVELS` (e.g. `5:1,5:3`: extra
//! matches level against level, 1000 games each unless `ST_LEVEL_GAMES`), and
//! `ST_ONLY` (`perft`, `lengths`, `time`, `matches`, `levels`) to run one part.

use spelbord_ai::random::RandomBot;
use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{perft, Game, Replay, ToAct};
use spelbord_stumphog::bot::{GreedyBot, StumphogBot};
use spelbord_stumphog::{bot, default_time_ms, Settings, Stumphog};
use std::time::Instant;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn runs(part: &str) -> bool {
    std::env::var("ST_ONLY").map_or(true, |v| v.split(',').any(|p| p == part))
}

/// Median, 99th percentile and longest of a list of lengths.
fn spread(mut v: Vec<u32>) -> (u32, u32, u32) {
    v.sort_unstable();
    let at = |q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
    (at(0.5), at(0.99), *v.last().unwrap_or(&0))
}

/// Plays one game between two players (seat 0 first in the list); returns the winning
/// seat, the plays made and (ms, plays) of seat `timed`.
fn game(
    players: &mut [&mut dyn Bot<Stumphog>; 2],
    seed: u64,
    limit: u32,
) -> (Option<u8>, u32, f64, u32) {
    let mut r = Replay::<Stumphog>::new(Settings::default(), seed);
    let (mut ms, mut n) = (0.0, 0);
    while let ToAct::Seat(s) = r.current().to_act() {
        if r.len() as u32 >= limit {
            return (None, r.len() as u32, ms, n);
        }
        let g = r.current().clone();
        let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
        let t = Instant::now();
        let m = players[s as usize].choose(&g, &mut ctx).expect("a play");
        if s == 0 {
            ms += t.elapsed().as_secs_f64() * 1000.0;
            n += 1;
        }
        r.play(&m).expect("legal");
    }
    let w = r
        .current()
        .outcome()
        .and_then(|o| o.winners().first().copied());
    (w, r.len() as u32, ms, n)
}

/// `games` games of `a` against `b`, seats alternating; returns a's score, the lengths
/// and a's ms per play.
fn versus(
    a: &mut dyn Bot<Stumphog>,
    b: &mut dyn Bot<Stumphog>,
    games: usize,
    seed: u64,
) -> (f64, Vec<u32>, f64, usize) {
    let (mut wins, mut unfinished) = (0usize, 0usize);
    let mut lengths = Vec::new();
    let (mut ms, mut plays) = (0.0, 0u32);
    for i in 0..games {
        let a_seat = (i % 2) as u8;
        let (w, len, t, n) = if a_seat == 0 {
            game(&mut [&mut *a, &mut *b], seed + i as u64, 100_000)
        } else {
            let (w, len, _, _) = game(&mut [&mut *b, &mut *a], seed + i as u64, 100_000);
            (w, len, 0.0, 0)
        };
        ms += t;
        plays += n;
        lengths.push(len);
        match w {
            Some(s) if s == a_seat => wins += 1,
            None => unfinished += 1,
            _ => {}
        }
    }
    (
        wins as f64 / games as f64,
        lengths,
        ms / plays.max(1) as f64,
        unfinished,
    )
}

fn main() {
    if runs("perft") {
        let mut g = Stumphog::new(Settings::default());
        g.apply_chance(&spelbord_stumphog::Dice(4, 2));
        for d in 1..=3 {
            let t = Instant::now();
            let n = perft(&g, d);
            let s = t.elapsed().as_secs_f64();
            println!(
                "perft({d}) after the opening roll (Hitom to throw) = {n}  ({:.2} s, {:.1} M paths/s)",
                s,
                n as f64 / s / 1e6
            );
        }
    }
    if runs("lengths") {
        let n = env("ST_RANDOM_GAMES", 100_000);
        let mut a = RandomBot::new(1);
        let mut b = RandomBot::new(2);
        let t = Instant::now();
        let (_, lengths, _, unfinished) = versus(&mut a, &mut b, n, 1_000_000);
        let (med, p99, max) = spread(lengths);
        println!(
            "random games: {n}, plays median {med}, 99th percentile {p99}, longest {max}, unfinished within 100000: {unfinished} ({:.1} s)",
            t.elapsed().as_secs_f64()
        );
    }
    if runs("time") {
        for level in Level::ALL {
            let mut b = bot(level, 3);
            let mut r = Replay::<Stumphog>::new(Settings::default(), 77);
            let (mut ms, mut worst, mut n) = (0.0f64, 0.0f64, 0);
            while let ToAct::Seat(_) = r.current().to_act() {
                let g = r.current().clone();
                let mut ctx =
                    SearchContext::new(Limits::time(default_time_ms(level)), native_clock);
                let t = Instant::now();
                let m = b.choose(&g, &mut ctx).expect("a play");
                let e = t.elapsed().as_secs_f64() * 1000.0;
                ms += e;
                worst = worst.max(e);
                n += 1;
                r.play(&m).expect("legal");
            }
            println!(
                "level {}: {:.2} ms per play on average, {:.1} ms at worst, over {n} plays (budget {} ms)",
                level.number(),
                ms / n as f64,
                worst,
                default_time_ms(level)
            );
        }
    }
    if runs("matches") {
        let games = env("ST_GAMES", 10_000);
        for (name, opp) in [("random", 0), ("greedy", 1)] {
            let mut strongest =
                StumphogBot::new(spelbord_stumphog::bot::style(Level::Strongest), 5);
            let mut rnd = RandomBot::new(9);
            let mut greedy = GreedyBot::new(9);
            let other: &mut dyn Bot<Stumphog> = if opp == 0 { &mut rnd } else { &mut greedy };
            let t = Instant::now();
            let (score, lengths, ms, unfinished) = versus(&mut strongest, other, games, 50_000);
            let (med, p99, max) = spread(lengths);
            println!(
                "strongest vs {name}: wins {:.1} % of {games} games (±{:.1}), {ms:.2} ms per play, plays median {med}, 99th percentile {p99}, longest {max}, unfinished {unfinished} ({:.0} s)",
                score * 100.0,
                200.0 * (score * (1.0 - score) / games as f64).sqrt(),
                t.elapsed().as_secs_f64()
            );
        }
    }
    if runs("levels") {
        let games = env("ST_LEVEL_GAMES", 1000);
        if let Ok(spec) = std::env::var("ST_LEVELS") {
            for pair in spec.split(',') {
                let Some((a, b)) = pair.split_once(':') else {
                    continue;
                };
                let (Ok(a), Ok(b)) = (a.parse::<u8>(), b.parse::<u8>()) else {
                    continue;
                };
                let mut x = bot(Level::from_number(a), 11);
                let mut y = bot(Level::from_number(b), 12);
                let t = Instant::now();
                let (score, _, ms, _) = versus(x.as_mut(), y.as_mut(), games, 90_000);
                println!(
                    "level {a} vs level {b}: {:.1} % of {games} (±{:.1}), {ms:.2} ms per play ({:.0} s)",
                    score * 100.0,
                    200.0 * (score * (1.0 - score) / games as f64).sqrt(),
                    t.elapsed().as_secs_f64()
                );
            }
        }
    }
}
