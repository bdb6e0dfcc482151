//! The evaluation: an estimate of one player's chance to win a position where the
//! mover is about to throw, from the stones in each Ute (the race to 41), the Högar
//! (what knock-outs can still draw on, and the guard against drying out), what the
//! mover's next throw can knock out of Stumpen, and the stones each side can land on
//! Stumpen from the heaps.

use crate::pos::{Heap, Pos, Role, TRACK_STUMPEN, WIN_ABOVE};

/// The weights of the evaluation (in stones of Ute, before the logistic).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// A stone in Högen, against a stone in Ute.
    pub hogen: f32,
    /// How hard an empty reserve (Högen + Ute) is punished: per missing stone below
    /// [`Weights::reserve_floor`], squared.
    pub dry: f32,
    /// Below this many stones in Högen + Ute a player is in danger of drying out.
    pub reserve_floor: f32,
    /// Each chance of landing on Stumpen (one Ute stone and a fuller Stumpen).
    pub landing: f32,
    /// The mover's expected knock-out on the next throw counts this much.
    pub tempo: f32,
    /// Extra for every stone past 28 in Ute, squared (the last stones are worth more).
    pub sprint: f32,
    /// Stones of advantage that make a 73 % favourite (the logistic's scale).
    pub scale: f32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            hogen: 0.3,
            dry: 0.6,
            reserve_floor: 7.0,
            landing: 1.0,
            tempo: 0.8,
            sprint: 0.04,
            scale: 7.0,
        }
    }
}

/// Chances (out of 36 throws) that `role` lands some stones from `heap` (holding `n`)
/// exactly on Stumpen with one throw: a die showing the distance as steps and the
/// other die giving fewer stones than the heap holds. From Hemma only a 1 step counts.
fn landing_chances(role: Role, heap: Heap, n: u8) -> u32 {
    if n < 2 {
        return 0;
    }
    let d = TRACK_STUMPEN - heap.track_pos(role);
    if d > 6 || (heap.is_hemma() && d != 1) {
        return 0;
    }
    let mut k = 0;
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            if (a == d && b < n) || (b == d && a < n) {
                k += 1;
            }
        }
    }
    k
}

/// `LANDING[role][heap][n]`: [`landing_chances`] for heaps of `n` stones (7 or more
/// behave alike), computed once: the evaluation runs at every leaf of the search.
static LANDING: std::sync::OnceLock<[[[u8; 8]; 14]; 2]> = std::sync::OnceLock::new();

fn landing_table() -> &'static [[[u8; 8]; 14]; 2] {
    LANDING.get_or_init(|| {
        let mut t = [[[0u8; 8]; 14]; 2];
        for r in Role::ALL {
            for h in Heap::rows() {
                for n in 0..8u8 {
                    t[r.index()][h.index()][n as usize] = landing_chances(r, h, n) as u8;
                }
            }
        }
        t
    })
}

/// The landing chances of `role` over the whole board, as an expected count of
/// landings next throw (heaps overlap, so it is capped at one).
pub fn landing_potential(p: &Pos, role: Role) -> f32 {
    let t = &landing_table()[role.index()];
    let mut k = 0u32;
    for (i, row) in t.iter().enumerate() {
        k += row[p.heaps[i].min(7) as usize] as u32;
    }
    (k as f32 / 36.0).min(1.0)
}

/// The mover's expected knock-out on the next throw (doubles: the sum from Stumpen,
/// the shortfall from Högen).
pub fn expected_knockout(p: &Pos) -> f32 {
    let avail = p.stumpen() as u32 - 1 + p.hogen[p.mover.index()] as u32;
    (1..=6u32).map(|d| (2 * d).min(avail)).sum::<u32>() as f32 / 36.0
}

/// The advantage of `me` in stones of Ute (before the logistic).
pub fn advantage(p: &Pos, me: Role, w: &Weights) -> f32 {
    let opp = me.other();
    let side = |r: Role| {
        let ute = p.ute[r.index()] as f32;
        let hogen = p.hogen[r.index()] as f32;
        let reserve = ute + hogen;
        let short = (w.reserve_floor - reserve).max(0.0);
        let sprint = (ute - 28.0).max(0.0);
        ute + w.hogen * hogen - w.dry * short * short
            + w.sprint * sprint * sprint
            + w.landing * landing_potential(p, r)
    };
    let tempo = w.tempo * expected_knockout(p);
    let tempo = if p.mover == me { tempo } else { -tempo };
    side(me) - side(opp) + tempo
}

/// The chance that `me` wins, 0–1 (1 or 0 once more than forty stones are in an Ute).
pub fn win_chance(p: &Pos, me: Role, w: &Weights) -> f32 {
    if p.ute[me.index()] > WIN_ABOVE {
        return 1.0;
    }
    if p.ute[me.other().index()] > WIN_ABOVE {
        return 0.0;
    }
    let x = advantage(p, me, w) / w.scale;
    1.0 / (1.0 + (-x).exp())
}
