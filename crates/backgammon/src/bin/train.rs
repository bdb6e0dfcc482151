//! Trains the evaluation nets by TD(λ) self-play (Tesauro's TD-Gammon method, with the
//! forward view: after each game every position's net output moves towards its λ-return,
//! the mix of the next positions' values and the final result).
//!
//! `cargo run -p spelbord-backgammon --release --bin train -- --minutes 30`
//! Options: `--minutes M` (wall-clock budget), `--out FILE` (default
//! `crates/backgammon-engine/data/weights.bin`), `--init FILE` (continue from weights),
//! `--hidden N` / `--race-hidden N`, `--seed S`, `--alpha A` / `--lambda L` (fixed,
//! instead of the schedule: for continuing a run). Single-threaded; run it under `nice`.
//!
//! The shipped weights no longer come from here but from `--bin distill` (nets learnt
//! from gnubg's judgement of positions from self-play); `--bin compare` plays two weight
//! files against each other.

use spelbord_backgammon::board::{in_play, Side, START};
use spelbord_backgammon::eval::{classify, final_probs, Class, Evaluator};
use spelbord_backgammon::moves::{Candidate, TurnGen};
use spelbord_backgammon::net::{equity, features, flip, Net, Nets, Probs};
use spelbord_core::Rng;
use std::time::Instant;

struct Args {
    minutes: f64,
    out: String,
    init: Option<String>,
    hidden: usize,
    race_hidden: usize,
    seed: u64,
    /// Fixed learning rate and λ (for continuing a run), instead of the schedule.
    alpha: Option<f32>,
    lambda: Option<f32>,
}

fn args() -> Args {
    let mut a = Args {
        minutes: 30.0,
        out: "crates/backgammon-engine/data/weights.bin".into(),
        init: None,
        hidden: 64,
        race_hidden: 32,
        seed: 2026,
        alpha: None,
        lambda: None,
    };
    let v: Vec<String> = std::env::args().collect();
    let mut i = 1;
    while i + 1 < v.len() {
        let val = v[i + 1].clone();
        match v[i].as_str() {
            "--minutes" => a.minutes = val.parse().unwrap_or(a.minutes),
            "--out" => a.out = val,
            "--init" => a.init = Some(val),
            "--hidden" => a.hidden = val.parse().unwrap_or(a.hidden),
            "--race-hidden" => a.race_hidden = val.parse().unwrap_or(a.race_hidden),
            "--seed" => a.seed = val.parse().unwrap_or(a.seed),
            "--alpha" => a.alpha = val.parse().ok(),
            "--lambda" => a.lambda = val.parse().ok(),
            other => eprintln!("ignoring unknown option {other}"),
        }
        i += 2;
    }
    a
}

/// One recorded position: the player on roll's view, its class and its value.
struct State {
    me: Side,
    opp: Side,
    class: Class,
    value: Probs,
}

fn main() {
    let a = args();
    let mut nets = match &a.init {
        Some(path) => {
            let bytes = std::fs::read(path).expect("read --init weights");
            Nets::from_bytes(&bytes).expect("parse --init weights")
        }
        None => Nets {
            contact: Net::random(a.hidden, a.seed),
            race: Net::random(a.race_hidden, a.seed + 1),
        },
    };
    let mut rng = Rng::new(a.seed);
    let start = Instant::now();
    let budget = a.minutes * 60.0;
    let mut games: u64 = 0;
    let mut plies: u64 = 0;
    let mut gen = TurnGen::default();
    let mut cands: Vec<Candidate> = Vec::new();
    let mut feats = Vec::new();
    let mut hid = Vec::new();
    let mut last_report = 0.0;
    let mut last_save = 0.0;
    let mut wins_first = 0u64;
    loop {
        let t = start.elapsed().as_secs_f64();
        if t >= budget {
            break;
        }
        let frac = t / budget;
        // Larger steps and longer credit assignment early, finer at the end.
        let alpha: f32 = if frac < 0.4 {
            0.1
        } else if frac < 0.8 {
            0.05
        } else {
            0.02
        };
        let lambda: f32 = if frac < 0.3 { 0.7 } else { 0.0 };
        let alpha = a.alpha.unwrap_or(alpha);
        let lambda = a.lambda.unwrap_or(lambda);

        // Self-play one game, recording every position before the roll.
        let mut states: Vec<State> = Vec::new();
        let (mut me, mut opp) = (START, START);
        let mut first = true;
        let final_result: Probs;
        loop {
            let dice = if first {
                // The opening roll: two different dice.
                loop {
                    let d1 = rng.below(6) as u8 + 1;
                    let d2 = rng.below(6) as u8 + 1;
                    if d1 != d2 {
                        break [d1, d2];
                    }
                }
            } else {
                [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1]
            };
            let class = classify(&me, &opp);
            states.push(State {
                me,
                opp,
                class,
                value: [0.0; 5],
            });
            first = false;
            gen.legal_turns(&me, &opp, dice, &mut cands);
            let mut ev = Evaluator::new(&nets);
            let mut best = 0;
            let mut best_eq = f32::NEG_INFINITY;
            let mut best_p = [0.0; 5];
            for (i, c) in cands.iter().enumerate() {
                let p = ev.after_move(&c.me, &c.opp);
                let e = equity(&p);
                if e > best_eq {
                    best_eq = e;
                    best = i;
                    best_p = p;
                }
            }
            plies += 1;
            let c = cands[best];
            if in_play(&c.me) == 0 {
                final_result = final_probs(&c.me, &c.opp);
                break;
            }
            // The next state's value from the next roller's view.
            let _ = best_p;
            me = c.opp;
            opp = c.me;
            if states.len() > 2000 {
                final_result = [0.5, 0.0, 0.0, 0.0, 0.0];
                break;
            }
        }
        if states.len() % 2 == 1 {
            wins_first += 1;
        }
        // Values of each state under the current nets (from its roller's view).
        {
            let mut ev = Evaluator::new(&nets);
            for s in states.iter_mut() {
                s.value = ev.on_roll(&s.me, &s.opp);
            }
        }
        // λ-returns backwards: the last roller won with `final_result`.
        let n = states.len();
        let mut g = final_result;
        for t in (0..n).rev() {
            if t + 1 < n {
                let v = states[t + 1].value;
                let mut mix = [0.0; 5];
                for k in 0..5 {
                    mix[k] = (1.0 - lambda) * v[k] + lambda * g[k];
                }
                g = flip(&mix);
            }
            let s = &states[t];
            let net = match s.class {
                Class::Contact => &mut nets.contact,
                Class::Race => &mut nets.race,
                _ => continue,
            };
            features(&s.me, &s.opp, &mut feats);
            net.train(&feats, &g, alpha, &mut hid);
        }
        games += 1;

        let t = start.elapsed().as_secs_f64();
        if t - last_report >= 60.0 {
            last_report = t;
            eprintln!(
                "{:6.1} min  {games} games  {:.0} games/s  {:.1} plies/game  first roller won {:.3}  alpha {alpha} lambda {lambda}",
                t / 60.0,
                games as f64 / t,
                plies as f64 / games as f64,
                wins_first as f64 / games as f64
            );
        }
        if t - last_save >= 300.0 {
            last_save = t;
            std::fs::write(&a.out, nets.to_bytes()).expect("write weights");
        }
    }
    let bytes = nets.to_bytes();
    std::fs::write(&a.out, &bytes).expect("write weights");
    let t = start.elapsed().as_secs_f64();
    println!(
        "trained {games} games ({plies} plies) in {:.1} min; wrote {} bytes to {}",
        t / 60.0,
        bytes.len(),
        a.out
    );
}
