//! The neural-network evaluation in the TD-Gammon line: a position seen by the player on
//! roll (before the dice) goes in, five probabilities come out: win, win a gammon or
//! more, win a backgammon, lose a gammon or more, lose a backgammon. One net for
//! positions with contact and one for races. Input weights ship as 8-bit integers, the rest as 16-bit.

// Dense layer arithmetic reads best with explicit indices.
#![allow(clippy::needless_range_loop)]

use crate::board::{borne_off, pips, Side};
use std::sync::OnceLock;

/// Raw inputs per side: four units per point (blot, point, three or more, overflow), the
/// bar, borne off, and the pip count.
pub const RAW_PER_SIDE: usize = 24 * 4 + 3;
/// Hand-made inputs per side, in the spirit of Berliner's and gnubg's: what a strong
/// evaluator needs and a small net finds hard to compute from the raw counts (see
/// [`judged`]).
pub const JUDGED_PER_SIDE: usize = 6;
/// Inputs per side.
pub const PER_SIDE: usize = RAW_PER_SIDE + JUDGED_PER_SIDE;
/// Inputs of each net.
pub const N_IN: usize = 2 * PER_SIDE;
/// Outputs: P(win), P(win gammon+), P(win backgammon), P(lose gammon+), P(lose backgammon).
pub const N_OUT: usize = 5;

/// The five probabilities from the point of view of the player on roll.
pub type Probs = [f32; N_OUT];

/// The inputs that are not zero, as (index, value).
pub fn features(me: &Side, opp: &Side, out: &mut Vec<(u16, f32)>) {
    out.clear();
    for (side, other, base) in [(me, opp, 0usize), (opp, me, PER_SIDE)] {
        for (i, &n) in side[..24].iter().enumerate() {
            let k = base + i * 4;
            match n {
                0 => {}
                1 => out.push((k as u16, 1.0)),
                2 => out.push((k as u16 + 1, 1.0)),
                _ => {
                    out.push((k as u16 + 2, 1.0));
                    if n > 3 {
                        out.push((k as u16 + 3, (n - 3) as f32 / 2.0));
                    }
                }
            }
        }
        let k = base + 96;
        if side[24] > 0 {
            out.push((k as u16, side[24] as f32 / 2.0));
        }
        let off = borne_off(side);
        if off > 0 {
            out.push((k as u16 + 1, off as f32 / 15.0));
        }
        out.push((k as u16 + 2, pips(side) as f32 / 100.0));
        let j = judged(side, other);
        for (n, v) in j.iter().enumerate() {
            if *v != 0.0 {
                out.push(((base + RAW_PER_SIDE + n) as u16, *v));
            }
        }
    }
}

/// Whether `x` has made its point `p` (1–24).
#[inline]
fn made(x: &Side, p: usize) -> bool {
    (1..=24).contains(&p) && x[p - 1] >= 2
}

/// The hand-made inputs of side `x` against side `y`, each in 0..1 or close:
/// 0. the share of the 36 rolls on which `y`, rolling, could hit a blot of `x` (direct and
///    combined shots, blocked combinations left out);
/// 1. the longest prime of `x` (consecutive made points) / 6;
/// 2. `x`'s made points in its home board / 6;
/// 3. `x`'s anchors in `y`'s home board / 2;
/// 4. `x`'s checkers back (in `y`'s home board or on the bar) / 5;
/// 5. `y`'s made points in the twelve points ahead of `x`'s rearmost checker / 6 (the
///    blockade it has to pass).
pub fn judged(x: &Side, y: &Side) -> [f32; JUDGED_PER_SIDE] {
    // `y`'s checkers in x's numbering: y's point q is x's point 25 - q, y's bar x's 0;
    // y moves up x's numbers.
    let mut y_at = [0u8; 25];
    y_at[0] = y[24];
    for q in 1..=24 {
        y_at[25 - q] = y[q - 1];
    }
    // Pairs (source, distance) from which y could hit a blot of x.
    let mut shots: [(u8, u8); 64] = [(0, 0); 64];
    let mut n_shots = 0;
    for b in 1..=24usize {
        if x[b - 1] != 1 {
            continue;
        }
        for s in 0..b {
            if y_at[s] > 0 && n_shots < shots.len() {
                shots[n_shots] = (s as u8, (b - s) as u8);
                n_shots += 1;
            }
        }
    }
    let open = |p: usize| !made(x, p);
    let mut hit_rolls = 0u32;
    if n_shots > 0 {
        for d1 in 1..=6usize {
            for d2 in d1..=6usize {
                let hits = shots[..n_shots].iter().any(|&(s, d)| {
                    let (s, d) = (s as usize, d as usize);
                    if d1 == d2 {
                        d % d1 == 0 && d / d1 <= 4 && (1..d / d1).all(|k| open(s + k * d1))
                    } else {
                        d == d1 || d == d2 || (d == d1 + d2 && (open(s + d1) || open(s + d2)))
                    }
                });
                if hits {
                    hit_rolls += if d1 == d2 { 1 } else { 2 };
                }
            }
        }
    }
    let mut prime = 0;
    let mut run = 0;
    for p in 1..=24 {
        if made(x, p) {
            run += 1;
            prime = prime.max(run);
        } else {
            run = 0;
        }
    }
    let home = (1..=6).filter(|&p| made(x, p)).count();
    let anchors = (19..=24).filter(|&p| made(x, p)).count();
    let back: u32 = x[18..25].iter().map(|&n| n as u32).sum();
    let rear = (1..=25).rev().find(|&p| x[p - 1] > 0).unwrap_or(0);
    // y's made point at x's point p is y's point 25 - p.
    let blockade = (rear.saturating_sub(12).max(1)..rear)
        .filter(|&p| p <= 24 && y[24 - p] >= 2)
        .count();
    [
        hit_rolls as f32 / 36.0,
        prime as f32 / 6.0,
        home as f32 / 6.0,
        anchors as f32 / 2.0,
        back as f32 / 5.0,
        blockade as f32 / 6.0,
    ]
}

/// The equity of a set of probabilities in points per game (cubeless, money scoring).
pub fn equity(p: &Probs) -> f32 {
    2.0 * p[0] - 1.0 + p[1] - p[3] + p[2] - p[4]
}

/// The same probabilities seen by the other player.
pub fn flip(p: &Probs) -> Probs {
    [1.0 - p[0], p[3], p[4], p[1], p[2]]
}

/// Makes the outputs consistent (a gammon is a win, a backgammon a gammon).
pub fn sanitize(p: &mut Probs) {
    for x in p.iter_mut() {
        *x = x.clamp(0.0, 1.0);
    }
    p[1] = p[1].min(p[0]);
    p[2] = p[2].min(p[1]);
    p[3] = p[3].min(1.0 - p[0]);
    p[4] = p[4].min(p[3]);
}

#[inline]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// A two-layer perceptron with sigmoid hidden units and sigmoid outputs.
#[derive(Debug, Clone, PartialEq)]
pub struct Net {
    /// Hidden units.
    pub n_hid: usize,
    /// Input weights, input-major: `w1[i * n_hid + h]`, so a sparse input adds one row.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Output weights: `w2[o * n_hid + h]`.
    pub w2: Vec<f32>,
    /// Output biases.
    pub b2: Vec<f32>,
}

impl Net {
    /// A net with small pseudo-random weights (for training from scratch).
    pub fn random(n_hid: usize, seed: u64) -> Net {
        let mut rng = spelbord_core::Rng::new(seed);
        let mut r = |scale: f64| ((rng.unit() * 2.0 - 1.0) * scale) as f32;
        Net {
            n_hid,
            w1: (0..N_IN * n_hid).map(|_| r(0.2)).collect(),
            b1: (0..n_hid).map(|_| r(0.1)).collect(),
            w2: (0..N_OUT * n_hid).map(|_| r(0.2)).collect(),
            b2: vec![0.0; N_OUT],
        }
    }

    /// Runs the net: fills the hidden activations and returns the outputs.
    pub fn forward(&self, feats: &[(u16, f32)], hid: &mut Vec<f32>) -> Probs {
        hid.clear();
        hid.extend_from_slice(&self.b1);
        for &(i, v) in feats {
            let row = &self.w1[i as usize * self.n_hid..(i as usize + 1) * self.n_hid];
            if v == 1.0 {
                for (h, w) in hid.iter_mut().zip(row) {
                    *h += w;
                }
            } else {
                for (h, w) in hid.iter_mut().zip(row) {
                    *h += w * v;
                }
            }
        }
        for h in hid.iter_mut() {
            *h = sigmoid(*h);
        }
        let mut out = [0.0; N_OUT];
        for (o, x) in out.iter_mut().enumerate() {
            let row = &self.w2[o * self.n_hid..(o + 1) * self.n_hid];
            let s: f32 = row.iter().zip(hid.iter()).map(|(w, h)| w * h).sum();
            *x = sigmoid(s + self.b2[o]);
        }
        out
    }

    /// One gradient step moving the outputs for `feats` towards `target` (rate `alpha`),
    /// on the squared error (TD self-play).
    pub fn train(&mut self, feats: &[(u16, f32)], target: &Probs, alpha: f32, hid: &mut Vec<f32>) {
        let out = self.forward(feats, hid);
        let mut dout = [0.0f32; N_OUT];
        for o in 0..N_OUT {
            dout[o] = (target[o] - out[o]) * out[o] * (1.0 - out[o]);
        }
        self.backprop(feats, &dout, alpha, hid);
    }

    /// One step of supervised learning towards a teacher's probabilities: the gradient of
    /// the cross-entropy of each sigmoid output, which (unlike the squared error) does not
    /// vanish when an output saturates on the wrong side.
    pub fn train_ce(
        &mut self,
        feats: &[(u16, f32)],
        target: &Probs,
        alpha: f32,
        hid: &mut Vec<f32>,
    ) {
        let out = self.forward(feats, hid);
        let mut dout = [0.0f32; N_OUT];
        for o in 0..N_OUT {
            dout[o] = target[o] - out[o];
        }
        self.backprop(feats, &dout, alpha, hid);
    }

    /// Moves every weight along the output errors `dout` (after [`Net::forward`] filled
    /// `hid` for `feats`).
    fn backprop(&mut self, feats: &[(u16, f32)], dout: &[f32; N_OUT], alpha: f32, hid: &[f32]) {
        let n = self.n_hid;
        let mut dhid = vec![0.0f32; n];
        for o in 0..N_OUT {
            let row = &mut self.w2[o * n..(o + 1) * n];
            for h in 0..n {
                dhid[h] += dout[o] * row[h];
                row[h] += alpha * dout[o] * hid[h];
            }
            self.b2[o] += alpha * dout[o];
        }
        for h in 0..n {
            dhid[h] *= hid[h] * (1.0 - hid[h]);
            self.b1[h] += alpha * dhid[h];
        }
        for &(i, v) in feats {
            let row = &mut self.w1[i as usize * n..(i as usize + 1) * n];
            for h in 0..n {
                row[h] += alpha * dhid[h] * v;
            }
        }
    }

    /// The scale of each hidden unit's input weights: they are stored as 8-bit integers
    /// per hidden unit (column), so a unit's sum stays one integer sum.
    pub fn column_scales(&self) -> Vec<f32> {
        let n = self.n_hid;
        (0..n)
            .map(|h| {
                let max = (0..N_IN).fold(1e-9f32, |m, i| m.max(self.w1[i * n + h].abs()));
                max / 127.0
            })
            .collect()
    }

    fn write(&self, out: &mut Vec<u8>) {
        let n = self.n_hid;
        out.extend_from_slice(&(n as u16).to_le_bytes());
        let scales = self.column_scales();
        for s in &scales {
            out.extend_from_slice(&s.to_le_bytes());
        }
        for i in 0..N_IN {
            for h in 0..n {
                let q = (self.w1[i * n + h] / scales[h])
                    .round()
                    .clamp(-127.0, 127.0) as i8;
                out.push(q as u8);
            }
        }
        for layer in [&self.b1, &self.w2, &self.b2] {
            let max = layer.iter().fold(1e-6f32, |m, w| m.max(w.abs()));
            let scale = max / 32767.0;
            out.extend_from_slice(&scale.to_le_bytes());
            for w in layer.iter() {
                let q = (w / scale).round().clamp(-32767.0, 32767.0) as i16;
                out.extend_from_slice(&q.to_le_bytes());
            }
        }
    }

    fn read(bytes: &[u8], pos: &mut usize, wide: bool) -> Result<Net, String> {
        let mut take = |n: usize| -> Result<&[u8], String> {
            let s = bytes
                .get(*pos..*pos + n)
                .ok_or_else(|| "the weights file is truncated".to_string())?;
            *pos += n;
            Ok(s)
        };
        let h = take(2)?;
        let n_hid = u16::from_le_bytes([h[0], h[1]]) as usize;
        let f32_at = |c: &[u8]| f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        let w1: Vec<f32> = if wide {
            let scale = f32_at(take(4)?);
            take(N_IN * n_hid * 2)?
                .chunks_exact(2)
                .map(|c| i16::from_le_bytes([c[0], c[1]]) as f32 * scale)
                .collect()
        } else {
            let scales: Vec<f32> = take(4 * n_hid)?.chunks_exact(4).map(f32_at).collect();
            take(N_IN * n_hid)?
                .iter()
                .enumerate()
                .map(|(k, &q)| q as i8 as f32 * scales[k % n_hid])
                .collect()
        };
        let mut layers: Vec<Vec<f32>> = Vec::new();
        for size in [n_hid, N_OUT * n_hid, N_OUT] {
            let scale = f32_at(take(4)?);
            let raw = take(size * 2)?;
            layers.push(
                raw.chunks_exact(2)
                    .map(|c| i16::from_le_bytes([c[0], c[1]]) as f32 * scale)
                    .collect(),
            );
        }
        let b2 = layers.pop().unwrap_or_default();
        let w2 = layers.pop().unwrap_or_default();
        let b1 = layers.pop().unwrap_or_default();
        Ok(Net {
            n_hid,
            w1,
            b1,
            w2,
            b2,
        })
    }
}

/// Logistic sigmoid from a table with linear interpolation: the same arithmetic natively
/// and in WebAssembly (where `exp` is a slow software routine), within 2e-6 of the exact
/// value.
#[inline]
pub fn fast_sigmoid(x: f32) -> f32 {
    sigmoid_from(sigmoid_table(), x)
}

const SIG_RANGE: f32 = 16.0;
const SIG_STEPS: usize = 4096;

fn sigmoid_table() -> &'static [f32] {
    static TABLE: OnceLock<Vec<f32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        (0..=SIG_STEPS + 1)
            .map(|i| sigmoid(-SIG_RANGE + 2.0 * SIG_RANGE * i as f32 / SIG_STEPS as f32))
            .collect()
    })
}

#[inline]
fn sigmoid_from(t: &[f32], x: f32) -> f32 {
    let u = ((x + SIG_RANGE) * (SIG_STEPS as f32 / (2.0 * SIG_RANGE))).clamp(0.0, SIG_STEPS as f32);
    let i = u as usize;
    let f = u - i as f32;
    match (t.get(i), t.get(i + 1)) {
        (Some(a), Some(b)) => a + (b - a) * f,
        _ => 1.0,
    }
}

/// Inputs are fixed point with this many steps per unit (inputs reach 7.5 and weights
/// 127, so sixty of them stay far inside i32).
const INPUT_ONE: i32 = 4096;
/// A net prepared for fast evaluation: the input weights as the 8-bit integers of the
/// weights file, summed in 32-bit integers (exact, and vectorised into SIMD lanes natively
/// and with WebAssembly's `simd128`), hidden units padded to a multiple of 8.
#[derive(Debug, Clone)]
pub struct QNet {
    n_hid: usize,
    /// `n_hid` rounded up to a multiple of 8 (the padding weights are zero).
    stride: usize,
    w1: Vec<i8>,
    /// Per hidden unit: the real value of one unit of its accumulator, and its bias.
    unit: Vec<f32>,
    b1: Vec<f32>,
    w2: Vec<f32>,
    b2: [f32; N_OUT],
}

impl QNet {
    /// The integer form of `net`.
    pub fn new(net: &Net) -> QNet {
        let n = net.n_hid;
        let stride = n.div_ceil(8) * 8;
        let scales = net.column_scales();
        let mut w1 = vec![0i8; N_IN * stride];
        for i in 0..N_IN {
            for h in 0..n {
                w1[i * stride + h] =
                    (net.w1[i * n + h] / scales[h]).round().clamp(-127.0, 127.0) as i8;
            }
        }
        let mut unit = vec![0f32; stride];
        let mut b1 = vec![0f32; stride];
        for h in 0..n {
            unit[h] = scales[h] / INPUT_ONE as f32;
            b1[h] = net.b1[h];
        }
        let mut w2 = vec![0f32; N_OUT * stride];
        for o in 0..N_OUT {
            w2[o * stride..o * stride + n].copy_from_slice(&net.w2[o * n..(o + 1) * n]);
        }
        let mut b2 = [0f32; N_OUT];
        b2.copy_from_slice(&net.b2[..N_OUT]);
        QNet {
            n_hid: n,
            stride,
            w1,
            unit,
            b1,
            w2,
            b2,
        }
    }

    /// Hidden units.
    pub fn hidden(&self) -> usize {
        self.n_hid
    }

    /// Runs the net (`acc` and `hid` are scratch space).
    pub fn forward(&self, feats: &[(u16, f32)], acc: &mut Vec<i32>, hid: &mut Vec<f32>) -> Probs {
        self.accumulate(feats, acc);
        self.finish(acc, hid)
    }

    /// The hidden units' sums as integers (the first layer).
    pub fn accumulate(&self, feats: &[(u16, f32)], acc: &mut Vec<i32>) {
        let st = self.stride;
        acc.clear();
        acc.resize(st, 0);
        for &(i, v) in feats {
            let row = &self.w1[i as usize * st..(i as usize + 1) * st];
            if v == 1.0 {
                for (a, &w) in acc.iter_mut().zip(row) {
                    *a += (w as i32) << 12;
                }
            } else {
                // Inputs are never negative: adding a half and truncating rounds them (and
                // needs no `roundf`, a library call in WebAssembly).
                let x = (v * INPUT_ONE as f32 + 0.5) as i32;
                for (a, &w) in acc.iter_mut().zip(row) {
                    *a += w as i32 * x;
                }
            }
        }
    }

    /// The outputs from the hidden units' sums (the rest of the net).
    pub fn finish(&self, acc: &[i32], hid: &mut Vec<f32>) -> Probs {
        let st = self.stride;
        let table = sigmoid_table();
        hid.clear();
        hid.extend(
            acc.iter()
                .zip(&self.unit)
                .zip(&self.b1)
                .map(|((&a, &u), &b)| sigmoid_from(table, a as f32 * u + b)),
        );
        // Padding units are sigmoid(0) = 0.5 but meet zero output weights.
        let mut out = [0.0; N_OUT];
        for (o, x) in out.iter_mut().enumerate() {
            let row = &self.w2[o * st..(o + 1) * st];
            // Eight partial sums, so the sum vectorises (float addition is not
            // reassociated by the compiler on its own).
            let mut lanes = [0f32; 8];
            for (w, h) in row.chunks_exact(8).zip(hid.chunks_exact(8)) {
                for k in 0..8 {
                    lanes[k] += w[k] * h[k];
                }
            }
            *x = sigmoid_from(table, lanes.iter().sum::<f32>() + self.b2[o]);
        }
        out
    }
}

/// Both nets in their fast form.
#[derive(Debug, Clone)]
pub struct QNets {
    /// For positions with contact.
    pub contact: QNet,
    /// For races.
    pub race: QNet,
}

impl QNets {
    /// The fast form of `nets`.
    pub fn new(nets: &Nets) -> QNets {
        QNets {
            contact: QNet::new(&nets.contact),
            race: QNet::new(&nets.race),
        }
    }
}

/// The contact and race nets.
#[derive(Debug, Clone, PartialEq)]
pub struct Nets {
    /// For positions where the checkers can still meet.
    pub contact: Net,
    /// For pure races.
    pub race: Net,
}

const MAGIC: &[u8; 4] = b"BGN3";
/// The previous layout (input weights in 16 bits), still read for converting files.
const MAGIC_16: &[u8; 4] = b"BGN2";

impl Nets {
    /// Serializes both nets: input weights in 8 bits (one scale per hidden unit), the
    /// rest in 16 bits (one scale per layer).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        self.contact.write(&mut out);
        self.race.write(&mut out);
        out
    }

    /// Reads nets written by [`Nets::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Nets, String> {
        let wide = match bytes.get(..4) {
            Some(m) if m == MAGIC.as_slice() => false,
            Some(m) if m == MAGIC_16.as_slice() => true,
            _ => return Err("not a backgammon weights file".into()),
        };
        let mut pos = 4;
        let contact = Net::read(bytes, &mut pos, wide)?;
        let race = Net::read(bytes, &mut pos, wide)?;
        Ok(Nets { contact, race })
    }
}
