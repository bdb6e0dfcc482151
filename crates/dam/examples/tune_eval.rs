//! Fits the tuned evaluation's weights (crate::eval::tuned) to self-play positions by
//! logistic regression: `cargo run --release -p spelbord-dam --example tune_eval --
//! LAMBDA EPOCHS OUT.rs FILE...` (files from `selfplay_data`; REG and REG_KING in the environment).
//!
//! Each position's target is LAMBDA × the game's result + (1 − LAMBDA) × the engine's
//! own search score turned into an expectation, both for Black; the model's expectation
//! is sigmoid(eval / SCALE). Adam on the full batch; one position in 10 is held out and
//! its loss against the game result alone is printed, to choose LAMBDA and the epochs.

use spelbord_dam::eval::{features, phase, NF};
use spelbord_dam::{Board, Colour};

/// Hundredths of a man per unit of logit: +1 man ≈ 66 % for the side ahead.
const SCALE: f64 = 150.0;

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

struct Row {
    classic: f64,
    x: Vec<(u8, i8)>,
    p: f64,
    result: f64,
    target: f64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let lambda: f64 = args[0].parse().expect("LAMBDA");
    // Ridge penalty on every weight but material's (keeps the square tables smooth
    // where the data are thin): REG, from the environment, default 5e-10.
    let reg: f64 = std::env::var("REG")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0.0);
    // The king squares and trapped kings are rare with a full board: a stronger ridge
    // there (REG_KING, default 1e-8) keeps single games from setting those weights.
    let reg_king: f64 = std::env::var("REG_KING")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1e-8);
    let epochs: usize = args[1].parse().expect("EPOCHS");
    let out = &args[2];
    let mut rows = Vec::new();
    for file in &args[3..] {
        let text = std::fs::read_to_string(file).expect("data file");
        for line in text.lines() {
            let w: Vec<&str> = line.split_whitespace().collect();
            if w.len() < 6 {
                continue;
            }
            let hex = |s: &str| u32::from_str_radix(s, 16).expect("hex");
            let turn = if w[3] == "b" {
                Colour::Black
            } else {
                Colour::White
            };
            let b = Board::from_parts(hex(w[0]), hex(w[1]), hex(w[2]), turn);
            let result: f64 = w[4].parse().expect("result");
            let score: f64 = w[5].parse().expect("score");
            // Decisive search scores (wins found, database values) count as certain.
            let s = sigmoid(score.clamp(-3000.0, 3000.0) / SCALE);
            let (x, pieces) = features(&b);
            let sparse = x
                .iter()
                .enumerate()
                .filter(|(_, v)| **v != 0)
                .map(|(i, v)| (i as u8, (*v).clamp(-127, 127) as i8))
                .collect();
            let c = spelbord_dam::eval::classic(&b) as f64;
            rows.push(Row {
                classic: if turn == Colour::Black { c } else { -c },
                x: sparse,
                p: phase(pieces) as f64 / 256.0,
                result,
                target: lambda * result + (1.0 - lambda) * s,
            });
        }
    }
    eprintln!("{} positions", rows.len());
    // Weights: [0..NF) full board, [NF..2NF) empty board. Start from material.
    let mut w = vec![0.0f64; 2 * NF];
    w[0] = 100.0;
    w[NF] = 100.0;
    w[1] = 150.0;
    w[NF + 1] = 150.0;
    let (mut m, mut v) = (vec![0.0; 2 * NF], vec![0.0; 2 * NF]);
    let (b1, b2, lr) = (0.9, 0.999, 2.0);
    let loss = |w: &[f64], rows: &[&Row], vs_result: bool| {
        let mut l = 0.0;
        for r in rows {
            let mut e = 0.0;
            for &(i, xv) in &r.x {
                let i = i as usize;
                e += xv as f64 * (w[i] * r.p + w[NF + i] * (1.0 - r.p));
            }
            let y = sigmoid(e / SCALE);
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
    eprintln!("start: held-out loss {:.5}", loss(&w, &hold, true));
    let classic = hold
        .iter()
        .map(|r| (sigmoid(r.classic / SCALE) - r.result).powi(2))
        .sum::<f64>()
        / hold.len() as f64;
    eprintln!("the handcrafted evaluation: held-out loss {classic:.5}");
    for epoch in 1..=epochs {
        let mut g = vec![0.0f64; 2 * NF];
        for r in &train {
            let mut e = 0.0;
            for &(i, xv) in &r.x {
                let i = i as usize;
                e += xv as f64 * (w[i] * r.p + w[NF + i] * (1.0 - r.p));
            }
            let y = sigmoid(e / SCALE);
            let d = 2.0 * (y - r.target) * y * (1.0 - y) / SCALE;
            for &(i, xv) in &r.x {
                let i = i as usize;
                g[i] += d * xv as f64 * r.p;
                g[NF + i] += d * xv as f64 * (1.0 - r.p);
            }
        }
        let n = train.len() as f64;
        for k in 0..2 * NF {
            let i = k % NF;
            let r = if i < 2 {
                0.0
            } else if (30..62).contains(&i) || i == 69 {
                reg_king
            } else {
                reg
            };
            let gk = g[k] / n + 2.0 * r * w[k];
            m[k] = b1 * m[k] + (1.0 - b1) * gk;
            v[k] = b2 * v[k] + (1.0 - b2) * gk * gk;
            let mh = m[k] / (1.0 - b1.powi(epoch as i32));
            let vh = v[k] / (1.0 - b2.powi(epoch as i32));
            w[k] -= lr * mh / (vh.sqrt() + 1e-12);
        }
        if epoch % 100 == 0 || epoch == epochs {
            eprintln!(
                "epoch {epoch}: train {:.5}, held-out vs result {:.5}",
                loss(&w, &train, false),
                loss(&w, &hold, true)
            );
        }
    }
    let fmt = |a: &[f64]| {
        a.iter()
            .map(|x| format!("{}", x.round() as i64))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let text = format!(
        "//! The tuned evaluation's weights (see crate::eval::tuned), written by\n\
         //! `examples/tune_eval.rs` (lambda {lambda}, {epochs} epochs, {} positions): for each\n\
         //! feature, its value with a full board (MG) and with an empty one (EG), in\n\
         //! hundredths of a man.\n\n\
         /// Weights with 24 pieces on the board.\n\
         pub const MG: [i16; crate::eval::NF] = [{}];\n\
         /// Weights with no pieces on the board.\n\
         pub const EG: [i16; crate::eval::NF] = [{}];\n",
        rows.len(),
        fmt(&w[..NF]),
        fmt(&w[NF..])
    );
    std::fs::write(out, text).expect("write weights");
}
