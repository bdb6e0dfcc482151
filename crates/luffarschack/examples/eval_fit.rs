//! Fits the evaluation and the move ordering to Rapfi's judgement: reads positions
//! labelled `moves<TAB>eval<TAB>best` (Rapfi's score for the mover, its move), fits
//! (1) a value for every cell kind ([`pattern::COMBOS`]) as the mover's and as the
//! waiting side's, plus the threat terms, so that sigmoid(eval/200) matches Rapfi's
//! (its own scaling), and (2) a move score for every cell kind as attack and as defence
//! so that a softmax over the candidates picks Rapfi's move; prints held-out errors
//! beside the shipped evaluation's and ordering's, and writes the tables as Rust:
//! `cargo run --release -p spelbord-luffarschack --example eval_fit -- DATA OUT.rs [exact]`.
use spelbord_luffarschack::cell::Cell;
use spelbord_luffarschack::pattern::{class, COMBOS, COMBO_OF};
use spelbord_luffarschack::search::{evaluate, top_moves};
use spelbord_luffarschack::window::Window;

const EXTRAS: usize = 3;
const NV: usize = 2 * COMBOS + EXTRAS;
/// Move-score weights: attack and defence by cell kind, and by the distances (0-3 for
/// 1, 2, 3, farther) to the last two marks.
const NP: usize = 2 * COMBOS + 16;

struct Pos {
    /// Nonzero value features: (index, count).
    x: Vec<(u16, f32)>,
    target: f32,
    old: f32,
    /// Per candidate: (attack kind, defence kind); the index of Rapfi's move.
    cands: Vec<(u16, u16, u16)>,
    best: Option<usize>,
    old_rank: usize,
}

fn score(wp: &[f32], (a, d, n): (u16, u16, u16)) -> f32 {
    wp[a as usize] + wp[COMBOS + d as usize] + wp[2 * COMBOS + n as usize]
}

/// One step of Adam on the mean gradient `g / n` with an L2 pull `reg` towards zero.
#[allow(clippy::too_many_arguments)]
fn adam(
    w: &mut [f32],
    m1: &mut [f32],
    m2: &mut [f32],
    g: &[f32],
    n: f32,
    reg: f32,
    lr: f32,
    epoch: usize,
) {
    let t = (epoch + 1) as f32;
    for j in 0..w.len() {
        let gj = g[j] / n + reg * w[j];
        m1[j] = 0.9 * m1[j] + 0.1 * gj;
        m2[j] = 0.999 * m2[j] + 0.001 * gj * gj;
        let mh = m1[j] / (1.0 - 0.9f32.powf(t));
        let vh = m2[j] / (1.0 - 0.999f32.powf(t));
        w[j] -= lr * mh / (vh.sqrt() + 1e-12);
    }
}

fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let data = std::fs::read_to_string(&a[1]).expect("data");
    let out = a.get(2).cloned().unwrap_or("/tmp/eval_tables.rs".into());
    let exact = a.get(3).is_some_and(|s| s == "exact");
    let mut all = Vec::new();
    let mut ranks = [0usize; 6];
    for line in data.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() < 3 {
            continue;
        }
        let moves: Vec<Cell> = f[0]
            .split_whitespace()
            .filter_map(|t| {
                let (x, y) = t.split_once(',')?;
                Some(Cell::new(x.parse().ok()?, y.parse().ok()?))
            })
            .collect();
        let ev: f32 = f[1].parse().unwrap_or(0.0);
        let stones: Vec<(Cell, usize)> =
            moves.iter().enumerate().map(|(i, &c)| (c, i % 2)).collect();
        let w = Window::bounded(15, exact, &stones, moves.len() % 2);
        let me = w.side();
        let opp = 1 - me;
        if w.count(opp, class::FIVE) > 0 || w.has_at_least(me, class::OPEN_FOUR) {
            continue;
        }
        let best_cell = f[2]
            .split_once(',')
            .and_then(|(x, y)| Some(Cell::new(x.parse().ok()?, y.parse().ok()?)));
        let best_idx = best_cell.and_then(|c| w.index(c));
        // The policy: only where the move comes from the ranked beam.
        let mut cands = Vec::new();
        let mut best = None;
        let mut old_rank = usize::MAX;
        if !w.has_at_least(opp, class::OPEN_FOUR) {
            let order = top_moves(&w, 1000);
            for (r, &i) in order.iter().enumerate() {
                if Some(i) == best_idx {
                    best = Some(cands.len());
                    old_rank = r;
                }
                let c = w.cell(i);
                let near = |k: usize| {
                    let Some(l) = moves.len().checked_sub(k).map(|j| moves[j]) else {
                        return 3;
                    };
                    ((c.x - l.x).abs().max((c.y - l.y).abs()) - 1).clamp(0, 3) as u16
                };
                cands.push((
                    COMBO_OF[w.combo(i, me)],
                    COMBO_OF[w.combo(i, opp)],
                    near(1) * 4 + near(2),
                ));
            }
            let b = match old_rank {
                0 => 0,
                1..=2 => 1,
                3..=7 => 2,
                8..=11 => 3,
                usize::MAX => 5,
                _ => 4,
            };
            ranks[b] += 1;
        }
        let mut counts = vec![0f32; NV];
        for i in 0..w.cells_len() {
            if !w.is_empty(i) {
                continue;
            }
            let ca = COMBO_OF[w.combo(i, me)] as usize;
            let cb = COMBO_OF[w.combo(i, opp)] as usize;
            if ca != 0 {
                counts[ca] += 1.0;
            }
            if cb != 0 {
                counts[COMBOS + cb] += 1.0;
            }
        }
        let free = !w.has_at_least(opp, class::FOUR);
        if free && w.count(me, class::FOUR_THREE) > 0 {
            counts[2 * COMBOS] = 1.0;
        } else if free && w.count(me, class::DOUBLE_THREE) > 0 {
            counts[2 * COMBOS + 1] = 1.0;
        }
        if w.has_at_least(opp, class::OPEN_FOUR) {
            counts[2 * COMBOS + 2] = 1.0;
        }
        let x = counts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c != 0.0)
            .map(|(i, &c)| (i as u16, c))
            .collect();
        let decided = ev.abs() > 3000.0;
        all.push(Pos {
            x,
            target: if decided {
                f32::NAN
            } else {
                sigmoid(ev / 200.0)
            },
            old: evaluate(&w) as f32,
            cands,
            best,
            old_rank,
        });
    }
    let n = all.len();
    eprintln!(
        "{n} positions; Rapfi's move in the shipped order: first {}, 2-3 {}, 4-8 {}, 9-12 {}, later {}, not a candidate {}",
        ranks[0], ranks[1], ranks[2], ranks[3], ranks[4], ranks[5]
    );
    let test = |i: usize| i.is_multiple_of(10);
    // The shipped evaluation's best scale.
    let mut best_k = (f32::MAX, 0.0);
    for k in [
        25.0, 50.0, 100.0, 150.0, 200.0, 300.0, 400.0, 600.0, 800.0, 1200.0,
    ] {
        let mut e = 0.0;
        let mut m = 0;
        for (i, p) in all.iter().enumerate() {
            if !test(i) && !p.target.is_nan() {
                e += (sigmoid(p.old / k) - p.target).powi(2);
                m += 1;
            }
        }
        if e / (m as f32) < best_k.0 {
            best_k = (e / m as f32, k);
        }
    }
    let k_old = best_k.1;
    let mse = |w: &[f32], on_test: bool| {
        let (mut e, mut eo, mut m) = (0.0f64, 0.0f64, 0);
        for (i, p) in all.iter().enumerate() {
            if test(i) != on_test || p.target.is_nan() {
                continue;
            }
            let z: f32 = p.x.iter().map(|&(j, c)| w[j as usize] * c).sum();
            e += ((sigmoid(z / 200.0) - p.target) as f64).powi(2);
            eo += ((sigmoid(p.old / k_old) - p.target) as f64).powi(2);
            m += 1;
        }
        (e / m as f64, eo / m as f64)
    };
    // Value fit: Adam on the squared error of the win rates.
    let mut wv = vec![0f32; NV];
    let (mut m1, mut m2) = (vec![0f32; NV], vec![0f32; NV]);
    let lr = 2.0f32;
    for epoch in 0..400 {
        let mut g = vec![0f32; NV];
        for (i, p) in all.iter().enumerate() {
            if test(i) || p.target.is_nan() {
                continue;
            }
            let z: f32 = p.x.iter().map(|&(j, c)| wv[j as usize] * c).sum();
            let s = sigmoid(z / 200.0);
            let d = 2.0 * (s - p.target) * s * (1.0 - s) / 200.0;
            for &(j, c) in &p.x {
                g[j as usize] += d * c;
            }
        }
        adam(&mut wv, &mut m1, &mut m2, &g, n as f32, 1e-9, lr, epoch);
        if epoch % 100 == 99 {
            let (tr, _) = mse(&wv, false);
            let (te, old) = mse(&wv, true);
            eprintln!("value epoch {epoch}: train {tr:.5} test {te:.5} (shipped, scale {k_old}: {old:.5})");
        }
    }
    // Policy fit: softmax over candidates, score = attack[kind] + defence[kind].
    let mut wp = vec![0f32; NP];
    let (mut p1, mut p2) = (vec![0f32; NP], vec![0f32; NP]);
    let acc = |wp: &[f32], on_test: bool| {
        let (mut top1, mut top8, mut old1, mut old8, mut m) = (0, 0, 0, 0, 0);
        for (i, p) in all.iter().enumerate() {
            let Some(b) = p.best else { continue };
            if test(i) != on_test {
                continue;
            }
            let sb = score(wp, p.cands[b]);
            let above = p.cands.iter().filter(|&&c| score(wp, c) > sb).count();
            top1 += (above == 0) as usize;
            top8 += (above < 8) as usize;
            old1 += (p.old_rank == 0) as usize;
            old8 += (p.old_rank < 8) as usize;
            m += 1;
        }
        let f = |x: usize| 100.0 * x as f64 / m.max(1) as f64;
        (f(top1), f(top8), f(old1), f(old8))
    };
    for epoch in 0..300 {
        let mut g = vec![0f32; NP];
        let mut m = 0;
        for (i, p) in all.iter().enumerate() {
            let Some(b) = p.best else { continue };
            if test(i) {
                continue;
            }
            m += 1;
            let s: Vec<f32> = p.cands.iter().map(|&c| score(&wp, c)).collect();
            let mx = s.iter().cloned().fold(f32::MIN, f32::max);
            let z: f32 = s.iter().map(|v| (v - mx).exp()).sum();
            for (k, &(a, d, n)) in p.cands.iter().enumerate() {
                let pr = (s[k] - mx).exp() / z - if k == b { 1.0 } else { 0.0 };
                g[a as usize] += pr;
                g[COMBOS + d as usize] += pr;
                g[2 * COMBOS + n as usize] += pr;
            }
        }
        adam(&mut wp, &mut p1, &mut p2, &g, m as f32, 1e-4, 0.05, epoch);
        if epoch % 100 == 99 {
            let (a1, a8, o1, o8) = acc(&wp, true);
            eprintln!("policy epoch {epoch}: test top-1 {a1:.1} % top-8 {a8:.1} % (shipped {o1:.1} %, {o8:.1} %)");
        }
    }
    // Both fits as Rust tables: values in the shipped evaluation's units (its best
    // scale `k_old` against Rapfi's 200, so the levels' noise keeps its meaning), move
    // scores as integers, 100 to a unit of the softmax's logit.
    let units = k_old / 200.0;
    let mut s = String::new();
    s.push_str(&format!("// Scale: {units} of Rapfi's units.\n"));
    s.push_str(
        "// Written by `cargo run --release -p spelbord-luffarschack --example eval_fit`.\n",
    );
    let list = |v: &[f32], k: f32| -> String {
        v.iter()
            .map(|x| format!("{}", (x * k).round() as i32))
            .collect::<Vec<_>>()
            .join(", ")
    };
    s.push_str(&format!(
        "pub static MOVER: [i32; COMBOS] = [{}];\n",
        list(&wv[..COMBOS], units)
    ));
    s.push_str(&format!(
        "pub static WAITER: [i32; COMBOS] = [{}];\n",
        list(&wv[COMBOS..2 * COMBOS], units)
    ));
    // A four-three or double three the other side cannot interrupt is a win Rapfi
    // proves, so such positions are left out of the fit: their terms keep the hand-set
    // values of the evaluation before (in its units).
    s.push_str(&format!(
        "pub static THREATS: [i32; 3] = [4000, 1500, {}];\n",
        (wv[2 * COMBOS + 2] * units).round() as i32
    ));
    s.push_str(&format!(
        "pub static ATTACK: [i32; COMBOS] = [{}];\n",
        list(&wp[..COMBOS], 100.0)
    ));
    s.push_str(&format!(
        "pub static DEFEND: [i32; COMBOS] = [{}];\n",
        list(&wp[COMBOS..2 * COMBOS], 100.0)
    ));
    s.push_str(&format!(
        "pub static NEAR: [i32; 16] = [{}];\n",
        list(&wp[2 * COMBOS..], 100.0)
    ));
    std::fs::write(&out, s).expect("write");
    eprintln!("written {out}");
}
