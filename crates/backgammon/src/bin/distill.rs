//! Supervised training of the evaluation nets from a teacher's judgement: GNU Backgammon's
//! cubeless evaluation of positions that our own play reaches. Self-play alone (TD, in
//! `train.rs`) needs millions of games to find what a strong evaluator already knows; here
//! gnubg labels the positions and the nets learn to reproduce its five probabilities.
//!
//! Three steps, resumable across sessions (each writes a file the next one reads):
//!
//! 1. `distill positions --games N --out pos.txt [--weights W] [--seed S] [--explore E]`:
//!    self-play at 1 ply (with a random move a fraction E of the time, so positions a
//!    strong player avoids are seen too), one gnubg Position ID per line, player on roll
//!    first seen from gnubg's side order, deduplicated; only contact and race positions
//!    (the end of the game and the bearoff database are exact already).
//! 2. `scripts/gnubg-label.sh pos.txt labels.txt PLIES JOBS`: gnubg evaluates each one.
//! 3. `distill train --data labels.txt[,more.txt] --out weights.bin [--hidden H]
//!    [--race-hidden R] [--epochs E] [--init W]`: cross-entropy on the five outputs,
//!    plain SGD with a decaying rate, 2 % of the positions held out to report the fit.
//!
//! `cargo run -p spelbord-backgammon --release --bin distill -- positions --games 20000 --out pos.txt`

use spelbord_backgammon::board::{in_play, START};
use spelbord_backgammon::bot::best_after;
use spelbord_backgammon::eval::{classify, shipped_nets, Class, Evaluator};
use spelbord_backgammon::gnubg::{position_id_of, sides_from_position_id};
use spelbord_backgammon::moves::TurnGen;
use spelbord_backgammon::net::{equity, features, Net, Nets, Probs, N_OUT};
use spelbord_core::Rng;
use std::collections::HashSet;
use std::io::{BufRead, Write};
use std::time::Instant;

fn opt<'a>(args: &'a [String], name: &str) -> Option<&'a str> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .map(|s| s.as_str())
}

fn num<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match opt(args, name) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|_| format!("{name}: not a number: {v}")),
    }
}

fn load(path: &str) -> Result<Nets, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    Nets::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

fn positions(args: &[String]) -> Result<(), String> {
    let games: usize = num(args, "--games", 1000)?;
    let seed: u64 = num(args, "--seed", 1)?;
    let explore: f64 = num(args, "--explore", 0.1)?;
    let out = opt(args, "--out").ok_or("--out FILE is needed")?;
    let nets = match opt(args, "--weights") {
        Some(w) => load(w)?,
        None => shipped_nets().clone(),
    };
    let mut ev = Evaluator::new(&nets);
    let mut rng = Rng::new(seed);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let mut seen = HashSet::new();
    let mut f = std::io::BufWriter::new(std::fs::File::create(out).map_err(|e| e.to_string())?);
    for _ in 0..games {
        let (mut me, mut opp) = (START, START);
        loop {
            if matches!(classify(&me, &opp), Class::Contact | Class::Race) {
                let id = position_id_of(&me, &opp);
                if seen.insert(id.clone()) {
                    writeln!(f, "{id}").map_err(|e| e.to_string())?;
                }
            }
            let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
            gen.legal_turns(&me, &opp, dice, &mut cands);
            let pick = if rng.unit() < explore {
                rng.below(cands.len() as u64) as usize
            } else {
                best_after(&cands, &mut ev).0
            };
            let c = cands[pick];
            if in_play(&c.me) == 0 {
                break;
            }
            me = c.opp;
            opp = c.me;
        }
    }
    f.flush().map_err(|e| e.to_string())?;
    eprintln!("{} distinct positions from {games} games", seen.len());
    Ok(())
}

/// One labelled position: its inputs and the teacher's five probabilities.
struct Sample {
    feats: Vec<(u16, f32)>,
    target: Probs,
}

fn read_labels(paths: &str) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let (mut contact, mut race) = (Vec::new(), Vec::new());
    for path in paths.split(',') {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
            let line = line.map_err(|e| e.to_string())?;
            let mut parts = line.split_whitespace();
            let Some(id) = parts.next() else { continue };
            let (me, opp) =
                sides_from_position_id(id).map_err(|e| format!("{path}:{}: {}", n + 1, e.key))?;
            let mut target = [0.0f32; N_OUT];
            for t in target.iter_mut() {
                *t = parts
                    .next()
                    .and_then(|v| v.parse().ok())
                    .ok_or_else(|| format!("{path}:{}: five probabilities expected", n + 1))?;
            }
            let mut feats = Vec::new();
            features(&me, &opp, &mut feats);
            let s = Sample { feats, target };
            match classify(&me, &opp) {
                Class::Contact => contact.push(s),
                Class::Race => race.push(s),
                _ => {}
            }
        }
    }
    Ok((contact, race))
}

/// Mean absolute error of the cubeless equity, and of P(win), over `samples`.
fn fit(net: &Net, samples: &[Sample]) -> (f64, f64) {
    let mut hid = Vec::new();
    let (mut de, mut dw) = (0.0f64, 0.0f64);
    for s in samples {
        let p = net.forward(&s.feats, &mut hid);
        de += (equity(&p) - equity(&s.target)).abs() as f64;
        dw += (p[0] - s.target[0]).abs() as f64;
    }
    let n = samples.len().max(1) as f64;
    (de / n, dw / n)
}

fn train_one(
    name: &str,
    net: &mut Net,
    mut data: Vec<Sample>,
    epochs: usize,
    rate: f32,
    seed: u64,
) {
    let mut rng = Rng::new(seed);
    // A fixed shuffle, then the last 2 % held out.
    for i in (1..data.len()).rev() {
        data.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let held = (data.len() / 50).max(1).min(data.len());
    let valid = data.split_off(data.len() - held);
    let mut order: Vec<usize> = (0..data.len()).collect();
    let mut hid = Vec::new();
    let t0 = Instant::now();
    let (e0, w0) = fit(net, &valid);
    eprintln!(
        "{name}: {} samples, {} held out; before: equity error {e0:.4}, P(win) error {w0:.4}",
        data.len(),
        valid.len()
    );
    for epoch in 0..epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        // From `rate` down to a tenth of it, linearly.
        let alpha = rate * (1.0 - 0.9 * epoch as f32 / epochs.max(1) as f32);
        for &i in &order {
            net.train_ce(&data[i].feats, &data[i].target, alpha, &mut hid);
        }
        let (e, w) = fit(net, &valid);
        eprintln!(
            "{name}: epoch {}/{epochs} rate {alpha:.4}: equity error {e:.4}, P(win) error {w:.4} ({:.0} s)",
            epoch + 1,
            t0.elapsed().as_secs_f64()
        );
    }
}

fn train(args: &[String]) -> Result<(), String> {
    let data = opt(args, "--data").ok_or("--data FILE[,FILE] is needed")?;
    let out = opt(args, "--out").ok_or("--out FILE is needed")?;
    let hidden: usize = num(args, "--hidden", 128)?;
    let race_hidden: usize = num(args, "--race-hidden", 64)?;
    let epochs: usize = num(args, "--epochs", 20)?;
    let rate: f32 = num(args, "--rate", 0.05)?;
    let seed: u64 = num(args, "--seed", 7)?;
    let mut nets = match opt(args, "--init") {
        Some(w) => load(w)?,
        None => Nets {
            contact: Net::random(hidden, seed),
            race: Net::random(race_hidden, seed + 1),
        },
    };
    // A net of another size than the one in --init starts afresh.
    if nets.contact.n_hid != hidden && opt(args, "--hidden").is_some() {
        nets.contact = Net::random(hidden, seed);
    }
    if nets.race.n_hid != race_hidden && opt(args, "--race-hidden").is_some() {
        nets.race = Net::random(race_hidden, seed + 1);
    }
    let (contact, race) = read_labels(data)?;
    let only = opt(args, "--only").unwrap_or("both");
    if only != "race" {
        train_one("contact", &mut nets.contact, contact, epochs, rate, seed);
    }
    if only != "contact" {
        train_one("race", &mut nets.race, race, epochs, rate, seed + 1);
    }
    std::fs::write(out, nets.to_bytes()).map_err(|e| format!("{out}: {e}"))?;
    eprintln!("wrote {out}");
    Ok(())
}

/// `distill check --weights W --data F`: how closely the weights (as stored, 8-bit)
/// follow the labels, and the same file rewritten in the current format (`--out`).
fn check(args: &[String]) -> Result<(), String> {
    let nets = load(opt(args, "--weights").ok_or("--weights FILE is needed")?)?;
    let (contact, race) = read_labels(opt(args, "--data").ok_or("--data FILE is needed")?)?;
    let (ce, cw) = fit(&nets.contact, &contact);
    let (re, rw) = fit(&nets.race, &race);
    eprintln!(
        "contact: {} positions, equity error {ce:.4}, P(win) error {cw:.4}",
        contact.len()
    );
    eprintln!(
        "race: {} positions, equity error {re:.4}, P(win) error {rw:.4}",
        race.len()
    );
    if let Some(out) = opt(args, "--out") {
        let again = Nets::from_bytes(&nets.to_bytes())?;
        let (ce, _) = fit(&again.contact, &contact);
        let (re, _) = fit(&again.race, &race);
        eprintln!("rewritten: contact equity error {ce:.4}, race {re:.4}");
        std::fs::write(out, again.to_bytes()).map_err(|e| format!("{out}: {e}"))?;
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r = match args.first().map(|s| s.as_str()) {
        Some("positions") => positions(&args[1..]),
        Some("train") => train(&args[1..]),
        Some("check") => check(&args[1..]),
        _ => Err(
            "usage: distill positions --games N --out FILE | distill train --data FILE --out FILE"
                .into(),
        ),
    };
    match r {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("distill: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
