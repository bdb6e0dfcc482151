//! The neural-network evaluation in the TD-Gammon line: a position seen by the player on
//! roll (before the dice) goes in, five probabilities come out: win, win a gammon or
//! more, win a backgammon, lose a gammon or more, lose a backgammon. One net for
//! positions with contact and one for races. Weights ship as 16-bit integers.

// Dense layer arithmetic reads best with explicit indices.
#![allow(clippy::needless_range_loop)]

use crate::board::{borne_off, pips, Side};

/// Inputs per side: four units per point (blot, point, three or more, overflow), the
/// bar, borne off, and the pip count.
pub const PER_SIDE: usize = 24 * 4 + 3;
/// Inputs of each net.
pub const N_IN: usize = 2 * PER_SIDE;
/// Outputs: P(win), P(win gammon+), P(win backgammon), P(lose gammon+), P(lose backgammon).
pub const N_OUT: usize = 5;

/// The five probabilities from the point of view of the player on roll.
pub type Probs = [f32; N_OUT];

/// The inputs that are not zero, as (index, value).
pub fn features(me: &Side, opp: &Side, out: &mut Vec<(u16, f32)>) {
    out.clear();
    for (side, base) in [(me, 0usize), (opp, PER_SIDE)] {
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
    }
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

    /// One gradient step moving the outputs for `feats` towards `target` (rate `alpha`).
    pub fn train(&mut self, feats: &[(u16, f32)], target: &Probs, alpha: f32, hid: &mut Vec<f32>) {
        let out = self.forward(feats, hid);
        let n = self.n_hid;
        let mut dout = [0.0f32; N_OUT];
        for o in 0..N_OUT {
            dout[o] = (target[o] - out[o]) * out[o] * (1.0 - out[o]);
        }
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

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&(self.n_hid as u16).to_le_bytes());
        for layer in [&self.w1, &self.b1, &self.w2, &self.b2] {
            let max = layer.iter().fold(1e-6f32, |m, w| m.max(w.abs()));
            let scale = max / 32767.0;
            out.extend_from_slice(&scale.to_le_bytes());
            for w in layer.iter() {
                let q = (w / scale).round().clamp(-32767.0, 32767.0) as i16;
                out.extend_from_slice(&q.to_le_bytes());
            }
        }
    }

    fn read(bytes: &[u8], pos: &mut usize) -> Result<Net, String> {
        let mut take = |n: usize| -> Result<&[u8], String> {
            let s = bytes
                .get(*pos..*pos + n)
                .ok_or_else(|| "the weights file is truncated".to_string())?;
            *pos += n;
            Ok(s)
        };
        let h = take(2)?;
        let n_hid = u16::from_le_bytes([h[0], h[1]]) as usize;
        let sizes = [N_IN * n_hid, n_hid, N_OUT * n_hid, N_OUT];
        let mut layers: Vec<Vec<f32>> = Vec::new();
        for size in sizes {
            let s = take(4)?;
            let scale = f32::from_le_bytes([s[0], s[1], s[2], s[3]]);
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
        let w1 = layers.pop().unwrap_or_default();
        Ok(Net {
            n_hid,
            w1,
            b1,
            w2,
            b2,
        })
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

const MAGIC: &[u8; 4] = b"BGN1";

impl Nets {
    /// Serializes both nets with 16-bit weights (one scale per layer).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        self.contact.write(&mut out);
        self.race.write(&mut out);
        out
    }

    /// Reads nets written by [`Nets::to_bytes`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Nets, String> {
        if bytes.get(..4) != Some(MAGIC.as_slice()) {
            return Err("not a backgammon weights file".into());
        }
        let mut pos = 4;
        let contact = Net::read(bytes, &mut pos)?;
        let race = Net::read(bytes, &mut pos)?;
        Ok(Nets { contact, race })
    }
}
