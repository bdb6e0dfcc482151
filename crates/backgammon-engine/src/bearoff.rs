//! A one-sided bearoff database: for every way to hold up to [`MAX_CHECKERS`] checkers in
//! the home board, the probability of bearing them all off in exactly `k` rolls when
//! playing to minimise the expected number of rolls. Computed once at first use (a
//! fraction of a second) and used for race endgames where no gammon is possible.

use crate::board::Side;
use crate::moves::raw_leaves;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Checkers the database covers.
pub const MAX_CHECKERS: u8 = 10;
/// Rolls tracked in each distribution (more is never needed for ten checkers).
pub const MAX_ROLLS: usize = 24;

/// The database.
#[derive(Debug)]
pub struct Bearoff {
    index: HashMap<u32, u32>,
    dist: Vec<[f32; MAX_ROLLS]>,
}

fn key(home: &[u8]) -> u32 {
    home.iter().take(6).fold(0u32, |k, &n| k * 16 + n as u32)
}

impl Bearoff {
    fn build() -> Bearoff {
        let mut positions: Vec<[u8; 6]> = Vec::new();
        let mut cur = [0u8; 6];
        fn rec(i: usize, left: u8, cur: &mut [u8; 6], out: &mut Vec<[u8; 6]>) {
            if i == 6 {
                out.push(*cur);
                return;
            }
            for n in 0..=left {
                cur[i] = n;
                rec(i + 1, left - n, cur, out);
            }
            cur[i] = 0;
        }
        rec(0, MAX_CHECKERS, &mut cur, &mut positions);
        let pip = |p: &[u8; 6]| -> u32 {
            p.iter()
                .enumerate()
                .map(|(i, &n)| (i as u32 + 1) * n as u32)
                .sum()
        };
        positions.sort_by_key(pip);
        let index: HashMap<u32, u32> = positions
            .iter()
            .enumerate()
            .map(|(i, p)| (key(p), i as u32))
            .collect();
        let mut dist = vec![[0f32; MAX_ROLLS]; positions.len()];
        let mut mean = vec![0f32; positions.len()];
        let mut leaves = Vec::new();
        let opp = [0u8; 25];
        for (pi, p) in positions.iter().enumerate() {
            if p.iter().all(|&n| n == 0) {
                dist[pi][0] = 1.0;
                continue;
            }
            let mut me = [0u8; 25];
            me[..6].copy_from_slice(p);
            let mut d = [0f32; MAX_ROLLS];
            let mut m = 0f32;
            for a in 1..=6u8 {
                for b in a..=6u8 {
                    let w = if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 };
                    raw_leaves(&me, &opp, [a, b], true, &mut leaves);
                    // Every roll bears off or moves something from a home board.
                    let best = leaves
                        .iter()
                        .map(|(_, s, _)| index[&key(&s[..6])] as usize)
                        .min_by(|&x, &y| mean[x].total_cmp(&mean[y]))
                        .unwrap_or(pi);
                    for k in 0..MAX_ROLLS - 1 {
                        d[k + 1] += w * dist[best][k];
                    }
                    m += w * (1.0 + mean[best]);
                }
            }
            dist[pi] = d;
            mean[pi] = m;
        }
        Bearoff { index, dist }
    }

    /// The shared database (built at first use).
    pub fn get() -> &'static Bearoff {
        static DB: OnceLock<Bearoff> = OnceLock::new();
        DB.get_or_init(Bearoff::build)
    }

    /// Whether a side fits the database: all checkers home, at most ten of them.
    pub fn covers(s: &Side) -> bool {
        crate::board::all_home(s) && crate::board::in_play(s) <= MAX_CHECKERS
    }

    /// The distribution of rolls to bear off for a side it covers.
    pub fn distribution(&self, s: &Side) -> Option<&[f32; MAX_ROLLS]> {
        self.index
            .get(&key(&s[..6]))
            .map(|&i| &self.dist[i as usize])
    }

    /// Expected rolls to bear off.
    pub fn mean_rolls(&self, s: &Side) -> Option<f32> {
        self.distribution(s)
            .map(|d| d.iter().enumerate().map(|(k, p)| k as f32 * p).sum())
    }

    /// The chance that the player on roll (`me`) bears off first, when both sides are
    /// covered.
    pub fn win_probability(&self, me: &Side, opp: &Side) -> Option<f32> {
        let pm = self.distribution(me)?;
        let po = self.distribution(opp)?;
        // I win with my k-th roll if the opponent needs k rolls or more.
        let mut at_least = [0f32; MAX_ROLLS + 1];
        for k in (0..MAX_ROLLS).rev() {
            at_least[k] = at_least[k + 1] + po[k];
        }
        Some((1..MAX_ROLLS).map(|k| pm[k] * at_least[k]).sum())
    }
}
