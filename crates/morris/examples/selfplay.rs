//! Self-play matches that tune the evaluation and check the levels' soundness.
//!
//! `MORRIS_MODE=tune` (default): the strongest level with the shipped weights (or those
//! of `MORRIS_W`, e.g. `place_mobility=20,mobility=30`) against the same level with the
//! evaluation before issue 31 ([`Weights::OLD`]), over seeded openings (`MORRIS_PLIES`
//! random turns, default 4) each played with both colours. Prints the first side's score
//! with a 95 % interval.
//!
//! `MORRIS_MODE=start`: the strongest level against itself from the empty board, each
//! game with other seeds: a sound level never loses a drawn game from the start, so
//! every decisive game is a flaw. Prints wins by colour and draws, and how many of the
//! games were move-for-move alike (the seeds' variety).
//!
//! `cargo run --release -p spelbord-morris --example selfplay` — environment:
//! `MORRIS_GAMES` (default 40), `MORRIS_MS` (per move, default 50), `MORRIS_ONLY` (game
//! id, default `kvarn`), `MORRIS_FLYING` (`on` or `off`, default off), `MORRIS_SEED`.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_morris::eval::Weights;
use spelbord_morris::{style, First, Morris, MorrisBot, MorrisSettings, Style, Variant};
use std::collections::HashSet;
use std::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The shipped weights with the overrides of `MORRIS_W` (`name=value,...`).
fn weights() -> Weights {
    let mut w = Weights::TUNED;
    let spec = std::env::var("MORRIS_W").unwrap_or_default();
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').expect("MORRIS_W: name=value");
        let v: i32 = v.parse().expect("MORRIS_W: a number");
        let slot = match k {
            "mill" => &mut w.mill,
            "half_open" => &mut w.half_open,
            "threat" => &mut w.threat,
            "place_points" => &mut w.place_points,
            "place_mobility" => &mut w.place_mobility,
            "place_blocked" => &mut w.place_blocked,
            "place_open" => &mut w.place_open,
            "place_fork" => &mut w.place_fork,
            "mobility" => &mut w.mobility,
            "blocked" => &mut w.blocked,
            "danger" => &mut w.danger,
            "danger_moves" => &mut w.danger_moves,
            "double" => &mut w.double,
            _ => panic!("MORRIS_W: no weight {k}"),
        };
        *slot = v;
    }
    w
}

/// ` flying on` / ` flying off` for Kvarn, where it is a setting.
fn flying_label(v: Variant, flying: bool) -> &'static str {
    match (v, flying) {
        (Variant::Kvarn, true) => " flying on",
        (Variant::Kvarn, false) => " flying off",
        _ => "",
    }
}

fn play(g: &mut Morris, bots: &mut [MorrisBot; 2], ms: f64) -> Vec<String> {
    let mut moves = Vec::new();
    while let ToAct::Seat(seat) = g.to_act() {
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        let Some(m) = bots[seat as usize].choose(g, &mut ctx) else {
            break;
        };
        moves.push(m.to_string());
        g.try_play(&m).expect("a bot played an illegal move");
    }
    moves
}

fn main() {
    let v = std::env::var("MORRIS_ONLY")
        .ok()
        .and_then(|id| Variant::ALL.into_iter().find(|v| v.id() == id))
        .unwrap_or(Variant::Kvarn);
    let games = env("MORRIS_GAMES", 40);
    let ms = env("MORRIS_MS", 50) as f64;
    let seed = env("MORRIS_SEED", 1);
    let flying = std::env::var("MORRIS_FLYING").is_ok_and(|s| s == "on");
    let start_mode = std::env::var("MORRIS_MODE").is_ok_and(|s| s == "start");
    let plies = env("MORRIS_PLIES", 4) as usize;
    let mut s = MorrisSettings::new(v).with_first(First::White);
    if v == Variant::Kvarn {
        s = s.with_flying(flying);
    }
    let strongest = style(Level::Strongest);
    let t = Instant::now();
    if start_mode {
        let (mut wins, mut draws) = ([0u64; 2], 0u64);
        let mut seen = HashSet::new();
        for i in 0..games {
            let mut g = Morris::new(s);
            let mut bots = [
                MorrisBot::new(Level::Strongest, seed * 1000 + 2 * i),
                MorrisBot::new(Level::Strongest, seed * 1000 + 2 * i + 1),
            ];
            let moves = play(&mut g, &mut bots, ms);
            match g.outcome() {
                Some(Outcome::Win { winner, .. }) => {
                    wins[winner as usize & 1] += 1;
                    println!("decisive: {} won: {}", winner, moves.join(" "));
                }
                _ => draws += 1,
            }
            seen.insert(moves);
        }
        println!(
            "{}{}: {games} games from the start at {ms} ms/move, level 5 against \
             itself: white won {}, black won {}, draws {draws}; distinct games {}; {:.0} s",
            v.id(),
            flying_label(v, flying),
            wins[0],
            wins[1],
            seen.len(),
            t.elapsed().as_secs_f64()
        );
        return;
    }
    let w = weights();
    let (mut won, mut drawn, mut lost) = (0u64, 0u64, 0u64);
    for i in 0..games {
        let mut rng = Rng::new(seed * 7919 + i / 2 + 1);
        let mut g = Morris::new(s);
        let mut legal = Vec::new();
        for _ in 0..plies {
            g.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            g.play_unchecked(&legal[rng.below(legal.len() as u64) as usize]);
        }
        let tuned_seat = (i % 2) as usize;
        let tuned = MorrisBot::with_style(
            Style {
                weights: w,
                ..strongest
            },
            i,
        );
        let old = MorrisBot::with_style(
            Style {
                weights: Weights::OLD,
                ..strongest
            },
            i,
        );
        let mut bots = if tuned_seat == 0 {
            [tuned, old]
        } else {
            [old, tuned]
        };
        play(&mut g, &mut bots, ms);
        match g.outcome() {
            Some(Outcome::Win { winner, .. }) if winner as usize == tuned_seat => won += 1,
            Some(Outcome::Win { .. }) => lost += 1,
            _ => drawn += 1,
        }
    }
    let n = games.max(1) as f64;
    let mean = (won as f64 + drawn as f64 / 2.0) / n;
    let var = (won as f64 * (1.0 - mean).powi(2)
        + drawn as f64 * (0.5 - mean).powi(2)
        + lost as f64 * mean.powi(2))
        / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    println!(
        "{}{}: {games} games at {ms} ms/move, weights {:?} against the old: +{won} \
         ={drawn} -{lost} = {:.1} % (95 % interval {:.1}-{:.1} %), {:.0} s",
        v.id(),
        flying_label(v, flying),
        std::env::var("MORRIS_W").unwrap_or_else(|_| "shipped".into()),
        100.0 * mean,
        100.0 * (mean - half),
        100.0 * (mean + half),
        t.elapsed().as_secs_f64()
    );
}
