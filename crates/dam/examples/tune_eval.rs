//! Fits the tuned evaluation (crate::eval::tuned: its 75 features and its pattern
//! tables) by logistic regression: `cargo run --release -p spelbord-dam --example
//! tune_eval -- LAMBDA EPOCHS OUT_DIR FILE...` (files from `selfplay_data`, optionally
//! with a teacher's score appended by `guinn_label`; REG, REG_KING, REG_PAT and
//! TEACHER_SCALE in the environment). OUT_DIR receives `weights.rs` and the two pattern
//! tables `patterns-mg.bin`, `patterns-eg.bin` (the files of `crates/dam/src`).
//!
//! Each position's target is LAMBDA × the game's result + (1 − LAMBDA) × the teacher's
//! score (or, without one, the engine's own search score) turned into an expectation,
//! all for Black; the model's expectation is sigmoid(eval / SCALE). Adam on the full
//! batch, from the weights the crate has; one block of positions in 10 is held out and
//! its loss against the game result and against the target is printed, to choose
//! LAMBDA, the ridges and the epochs.

use spelbord_dam::eval::{features, pattern_indices, phase, NF, PATTERNS, REGIONS};
use spelbord_dam::Board;

#[path = "common/data.rs"]
mod data;

/// Hundredths of a man per unit of logit: +1 man ≈ 66 % for the side ahead.
const SCALE: f64 = 150.0;
/// Pattern weights of one phase.
const NP: usize = REGIONS * PATTERNS;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

struct Row {
    x: Vec<(u8, i8)>,
    /// Black's and White's pattern indices (k * PATTERNS + index).
    own: [u32; REGIONS],
    opp: [u32; REGIONS],
    p: f64,
    result: f64,
    target: f64,
}

fn env(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// The model's evaluation of a row, for Black.
fn eval(w: &[f64], r: &Row) -> f64 {
    let mut e = 0.0;
    for &(i, xv) in &r.x {
        let i = i as usize;
        e += xv as f64 * (w[i] * r.p + w[NF + i] * (1.0 - r.p));
    }
    let (pm, pe) = (2 * NF, 2 * NF + NP);
    for k in 0..REGIONS {
        let (a, o) = (r.own[k] as usize, r.opp[k] as usize);
        e += (w[pm + a] - w[pm + o]) * r.p + (w[pe + a] - w[pe + o]) * (1.0 - r.p);
    }
    e
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lambda: f64 = args[0].parse().expect("LAMBDA");
    let epochs: usize = args[1].parse().expect("EPOCHS");
    let out = std::path::PathBuf::from(&args[2]);
    // Ridge penalty on every linear weight but material's.
    let reg = env("REG", 0.0);
    // The king squares and trapped kings are rare with a full board: a stronger ridge
    // there keeps single games from setting those weights.
    let reg_king = env("REG_KING", 1e-8);
    // Most patterns are seen rarely: the ridge keeps those near zero.
    let reg_pat = env("REG_PAT", 1e-7);
    // Teacher units per logit; 0: fitted to the game results below.
    let mut teacher_scale = env("TEACHER_SCALE", 0.0);
    let mut raw: Vec<(Board, f64, f64, Option<f64>)> = Vec::new();
    for file in &args[3..] {
        let text = std::fs::read_to_string(file).expect("data file");
        for line in text.lines() {
            if let Some(d) = data::parse(line) {
                raw.push((d.board, d.result, d.score, d.teacher));
            }
        }
    }
    let taught: Vec<(f64, f64)> = raw
        .iter()
        .filter_map(|&(_, r, _, t)| t.map(|t| (t, r)))
        .collect();
    if teacher_scale == 0.0 && !taught.is_empty() {
        // The teacher's units: the scale at which its scores best predict the results.
        let mut best = (f64::MAX, 0.0);
        for s in (20..=600).step_by(10) {
            let l = taught
                .iter()
                .map(|&(t, r)| (sigmoid(t.clamp(-3000.0, 3000.0) / s as f64) - r).powi(2))
                .sum::<f64>()
                / taught.len() as f64;
            if l < best.0 {
                best = (l, s as f64);
            }
        }
        teacher_scale = best.1;
        eprintln!(
            "teacher: {} positions, scale {teacher_scale}, loss vs result {:.5}",
            taught.len(),
            best.0
        );
    }
    let rows: Vec<Row> = raw
        .iter()
        .map(|&(b, result, score, teacher)| {
            // Decisive scores (wins found, database values) count as certain.
            let s = match teacher {
                Some(t) => sigmoid(t.clamp(-3000.0, 3000.0) / teacher_scale),
                None => sigmoid(score.clamp(-3000.0, 3000.0) / SCALE),
            };
            let (x, pieces) = features(&b);
            let (own, opp) = pattern_indices(&b);
            let idx = |v: [u16; REGIONS]| {
                let mut o = [0u32; REGIONS];
                for k in 0..REGIONS {
                    o[k] = (k * PATTERNS) as u32 + v[k] as u32;
                }
                o
            };
            Row {
                x: x.iter()
                    .enumerate()
                    .filter(|(_, v)| **v != 0)
                    .map(|(i, v)| (i as u8, (*v).clamp(-127, 127) as i8))
                    .collect(),
                own: idx(own),
                opp: idx(opp),
                p: phase(pieces) as f64 / 256.0,
                result,
                target: lambda * result + (1.0 - lambda) * s,
            }
        })
        .collect();
    eprintln!("{} positions", rows.len());
    let nw = 2 * NF + 2 * NP;
    // Start from the crate's own weights.
    let mut w = vec![0.0f64; nw];
    for i in 0..NF {
        w[i] = spelbord_dam::weights::MG[i] as f64;
        w[NF + i] = spelbord_dam::weights::EG[i] as f64;
    }
    for i in 0..NP {
        w[2 * NF + i] = spelbord_dam::eval::PATTERN_MG[i] as f64;
        w[2 * NF + NP + i] = spelbord_dam::eval::PATTERN_EG[i] as f64;
    }
    let (mut m, mut v) = (vec![0.0; nw], vec![0.0; nw]);
    let (b1, b2) = (0.9, 0.999);
    let lr = env("LR", 1.0);
    let loss = |w: &[f64], rows: &[&Row], vs_result: bool| {
        let mut l = 0.0;
        for r in rows {
            let y = sigmoid(eval(w, r) / SCALE);
            let t = if vs_result { r.result } else { r.target };
            l += (y - t) * (y - t);
        }
        l / rows.len() as f64
    };
    let (train, hold): (Vec<&Row>, Vec<&Row>) = {
        let mut t = Vec::new();
        let mut h = Vec::new();
        for (k, r) in rows.iter().enumerate() {
            // Blocks of 500 consecutive positions (whole games, mostly), so that held-out
            // positions do not share games with the training ones.
            if (k / 500) % 10 == 7 {
                h.push(r)
            } else {
                t.push(r)
            }
        }
        (t, h)
    };
    eprintln!(
        "start: held-out loss vs result {:.5}, vs target {:.5}",
        loss(&w, &hold, true),
        loss(&w, &hold, false)
    );
    let mut g = vec![0.0f64; nw];
    for epoch in 1..=epochs {
        g.iter_mut().for_each(|x| *x = 0.0);
        for r in &train {
            let y = sigmoid(eval(&w, r) / SCALE);
            let d = 2.0 * (y - r.target) * y * (1.0 - y) / SCALE;
            for &(i, xv) in &r.x {
                let i = i as usize;
                g[i] += d * xv as f64 * r.p;
                g[NF + i] += d * xv as f64 * (1.0 - r.p);
            }
            let (pm, pe) = (2 * NF, 2 * NF + NP);
            for k in 0..REGIONS {
                let (a, o) = (r.own[k] as usize, r.opp[k] as usize);
                g[pm + a] += d * r.p;
                g[pm + o] -= d * r.p;
                g[pe + a] += d * (1.0 - r.p);
                g[pe + o] -= d * (1.0 - r.p);
            }
        }
        let n = train.len() as f64;
        for k in 0..nw {
            let r = if k >= 2 * NF {
                reg_pat
            } else {
                let i = k % NF;
                if i < 2 {
                    0.0
                } else if (30..62).contains(&i) || i == 69 {
                    reg_king
                } else {
                    reg
                }
            };
            if g[k] == 0.0 && w[k] == 0.0 {
                continue;
            }
            let gk = g[k] / n + 2.0 * r * w[k];
            m[k] = b1 * m[k] + (1.0 - b1) * gk;
            v[k] = b2 * v[k] + (1.0 - b2) * gk * gk;
            let mh = m[k] / (1.0 - b1.powi(epoch as i32));
            let vh = v[k] / (1.0 - b2.powi(epoch as i32));
            w[k] -= lr * mh / (vh.sqrt() + 1e-12);
        }
        if epoch % 50 == 0 || epoch == epochs {
            eprintln!(
                "epoch {epoch}: train {:.5}, held-out vs result {:.5}, vs target {:.5}",
                loss(&w, &train, false),
                loss(&w, &hold, true),
                loss(&w, &hold, false)
            );
        }
    }
    let fmt = |a: &[f64]| {
        a.iter()
            .map(|x| format!("{}", x.round() as i64))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let bin = |a: &[f64]| {
        a.iter()
            .map(|x| x.round().clamp(-127.0, 127.0) as i8 as u8)
            .collect::<Vec<u8>>()
    };
    let used = w[2 * NF..].iter().filter(|x| x.round() != 0.0).count();
    let text = format!(
        "//! The tuned evaluation's weights (see crate::eval::tuned), written by\n\
         //! `examples/tune_eval.rs` (lambda {lambda}, {epochs} epochs, {} positions, teacher scale\n\
         //! {teacher_scale}): for each feature, its value with a full board (MG) and with an empty\n\
         //! one (EG), in hundredths of a man; the pattern tables ({used} values not zero) are\n\
         //! `patterns-mg.bin` and `patterns-eg.bin`, read by crate::eval.\n\n\
         /// Weights with 24 pieces on the board.\n\
         pub const MG: [i16; crate::eval::NF] = [{}];\n\
         /// Weights with no pieces on the board.\n\
         pub const EG: [i16; crate::eval::NF] = [{}];\n",
        rows.len(),
        fmt(&w[..NF]),
        fmt(&w[NF..2 * NF])
    );
    std::fs::create_dir_all(&out).expect("OUT_DIR");
    std::fs::write(out.join("weights.rs"), text).expect("write weights");
    std::fs::write(out.join("patterns-mg.bin"), bin(&w[2 * NF..2 * NF + NP])).expect("write");
    std::fs::write(out.join("patterns-eg.bin"), bin(&w[2 * NF + NP..])).expect("write");
    eprintln!("wrote {}: {used} pattern values not zero", out.display());
}
