//! Fits the evaluation's weights to deeper searches (a variant at a time).
//!
//! `MORRIS_MODE=gen`: plays the strongest level against itself at `FIT_GEN_MS` a move
//! (default 20) with a tenth of the moves random among the legal ones, so that the
//! positions are the kind a search meets, not only the level's own lines; a quarter of
//! the positions where the mover has no mill to close (the static value is meant for
//! quiet positions) are searched afresh for `FIT_LABEL_MS` (default 300) and written as
//! `score<TAB>depth<TAB>moves from the start`, the score in hundredths of a man for the
//! mover.
//!
//! `MORRIS_MODE=fit FIT_IN=FILE[,FILE]`: the weights whose static value, through a
//! logistic curve of scale `FIT_SCALE` (default 150), is nearest the searched scores
//! through the same curve (mean squared difference), found by coordinate descent from the
//! shipped weights over all but `danger_moves` (`FIT_DANGER_MOVES` sets it). Every tenth
//! position is held out and its error printed for the shipped and the fitted weights.
//!
//! `cargo run --release -p spelbord-morris --example eval_fit` with `MORRIS_ONLY` (game
//! id, default `tre-i-rad`), `MORRIS_SEED`, `FIT_GAMES` (default 20).

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Rng, ToAct};
use spelbord_morris::eval::{evaluate_with, Weights};
use spelbord_morris::{First, Morris, MorrisBot, MorrisSettings, Variant};

mod common;
use common::{env, variant, weight, WEIGHT_NAMES};

/// The weights the fit moves: all but `danger_moves`, a threshold, not a value.
fn fitted() -> Vec<&'static str> {
    WEIGHT_NAMES
        .into_iter()
        .filter(|&n| n != "danger_moves")
        .collect()
}

fn slot<'a>(w: &'a mut Weights, name: &str) -> &'a mut i32 {
    weight(w, name).expect("a weight of the list")
}

fn zero(danger_moves: i32) -> Weights {
    let mut w = Weights::TUNED;
    for n in fitted() {
        *slot(&mut w, n) = 0;
    }
    w.danger_moves = danger_moves;
    w
}

fn gen(s: MorrisSettings, seed: u64) {
    let games = env("FIT_GAMES", 20);
    let gen_ms = env("FIT_GEN_MS", 20) as f64;
    let label_ms = env("FIT_LABEL_MS", 300) as f64;
    let mut rng = Rng::new(seed * 104_729 + 17);
    for game in 0..games {
        let mut g = Morris::new(s);
        let mut players = [
            MorrisBot::new(Level::Strongest, seed * 1000 + game),
            MorrisBot::new(Level::Strongest, seed * 1000 + game + 500),
        ];
        let mut moves: Vec<String> = Vec::new();
        let mut legal = Vec::new();
        while let ToAct::Seat(seat) = g.to_act() {
            g.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            let quiet = legal.iter().all(|m| m.remove.is_none());
            if quiet && g.plies() >= 4 && rng.below(4) == 0 {
                let mut labeller = MorrisBot::new(Level::Strongest, seed + g.plies() as u64);
                let mut ctx = SearchContext::new(Limits::time(label_ms), native_clock);
                if labeller.choose(&g, &mut ctx).is_some() {
                    if let Some(score) = ctx.thought.score {
                        println!("{score}\t{}\t{}", ctx.thought.depth, moves.join(" "));
                    }
                }
            }
            let m = if rng.below(10) == 0 {
                legal[rng.below(legal.len() as u64) as usize]
            } else {
                let mut ctx = SearchContext::new(Limits::time(gen_ms), native_clock);
                match players[seat as usize].choose(&g, &mut ctx) {
                    Some(m) => m,
                    None => break,
                }
            };
            moves.push(m.to_string());
            g.try_play(&m).expect("a legal move");
        }
        eprintln!("game {game}: {} turns", moves.len());
    }
}

/// One labelled position: its features (the value each weight adds at 1), the value of
/// material alone, and the searched score.
struct Sample {
    features: [i32; 14],
    base: i32,
    score: f64,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn loss(samples: &[&Sample], w: &[i32; 14], scale: f64) -> f64 {
    let mut sum = 0.0;
    for s in samples {
        let v = s.base + s.features.iter().zip(w).map(|(f, w)| f * w).sum::<i32>();
        let d = sigmoid(v as f64 / scale) - sigmoid(s.score / scale);
        sum += d * d;
    }
    sum / samples.len().max(1) as f64
}

fn fit(s: MorrisSettings) {
    let scale = env("FIT_SCALE", 150) as f64;
    let danger_moves = env("FIT_DANGER_MOVES", Weights::TUNED.danger_moves as u64) as i32;
    let files = std::env::var("FIT_IN").expect("FIT_IN: the files of `gen`");
    let mut samples = Vec::new();
    for f in files.split(',') {
        let text = std::fs::read_to_string(f).expect("FIT_IN: a readable file");
        for line in text.lines() {
            let mut parts = line.splitn(3, '\t');
            let (Some(score), Some(_depth), Some(moves)) =
                (parts.next(), parts.next(), parts.next())
            else {
                continue;
            };
            let Ok(score) = score.parse::<f64>() else {
                continue;
            };
            let Ok(g) = Morris::from_moves(s, moves) else {
                continue;
            };
            let (p, r) = (g.pos(), g.rules());
            let z = zero(danger_moves);
            let base = evaluate_with(p, r, &z);
            let mut features = [0; 14];
            for (f, n) in features.iter_mut().zip(fitted()) {
                let mut unit = z;
                *slot(&mut unit, n) = 1;
                *f = evaluate_with(p, r, &unit) - base;
            }
            // Won and lost scores are far past the curve's bend: a man and a half.
            samples.push(Sample {
                features,
                base,
                score: score.clamp(-600.0, 600.0),
            });
        }
    }
    let (train, held): (Vec<_>, Vec<_>) =
        samples.iter().enumerate().partition(|(i, _)| i % 10 != 0);
    let train: Vec<&Sample> = train.into_iter().map(|(_, s)| s).collect();
    let held: Vec<&Sample> = held.into_iter().map(|(_, s)| s).collect();
    let mut shipped = Weights::TUNED;
    shipped.danger_moves = danger_moves;
    let names = fitted();
    let mut w = [0; 14];
    for (k, n) in names.iter().enumerate() {
        w[k] = *slot(&mut shipped, n);
    }
    let start = w;
    let mut best = loss(&train, &w, scale);
    println!(
        "{} positions ({} held out); shipped weights: train {best:.5}, held out {:.5}",
        samples.len(),
        held.len(),
        loss(&held, &w, scale)
    );
    for step in [16, 8, 4, 2, 1] {
        loop {
            let mut improved = false;
            for k in 0..14 {
                for d in [step, -step] {
                    let mut t = w;
                    t[k] += d;
                    let l = loss(&train, &t, scale);
                    if l < best - 1e-9 {
                        best = l;
                        w = t;
                        improved = true;
                    }
                }
            }
            if !improved {
                break;
            }
        }
    }
    println!(
        "fitted: train {best:.5}, held out {:.5}",
        loss(&held, &w, scale)
    );
    let spec: Vec<String> = (0..14)
        .filter(|&k| w[k] != start[k])
        .map(|k| format!("{}={}", names[k], w[k]))
        .collect();
    println!("danger_moves={danger_moves},{}", spec.join(","));
}

fn main() {
    let v = variant(Variant::TreIRad);
    let s = MorrisSettings::new(v).with_first(First::White);
    match std::env::var("MORRIS_MODE").as_deref() {
        Ok("fit") => fit(s),
        _ => gen(s, env("MORRIS_SEED", 1)),
    }
}
