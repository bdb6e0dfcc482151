//! Cube decisions from the evaluation: double, take or drop.
//!
//! Money play compares cubeless equities (with gammons) against the classic windows of a
//! live cube: double from about 0.40 (0.45 to redouble), take down to -0.57, and do not
//! double when playing on for a gammon is worth more than the opponent's drop. In a
//! match the outcome probabilities are turned into match-winning chances with a match
//! equity table computed from typical single/gammon/backgammon rates, and the choice
//! maximises those chances (no double vs double/take vs double/drop).

use crate::game::Backgammon;
use crate::net::{equity, Probs};
use spelbord_core::Game;
use std::sync::OnceLock;

/// Longest match the table covers (longer matches are treated as this long).
const MET_SIZE: usize = 32;

/// Match-winning chance of the player who needs `a` points against one who needs `b`,
/// playing cubeless games that end single, gammon or backgammon at typical rates.
pub fn match_equity(a: i64, b: i64) -> f64 {
    if a <= 0 {
        return 1.0;
    }
    if b <= 0 {
        return 0.0;
    }
    static MET: OnceLock<Vec<Vec<f64>>> = OnceLock::new();
    let met = MET.get_or_init(|| {
        // Each game: half the wins each side; of the wins 77% single, 21% gammon, 2% bg.
        let w = [(1usize, 0.5 * 0.77), (2, 0.5 * 0.21), (3, 0.5 * 0.02)];
        let mut m = vec![vec![0.0f64; MET_SIZE + 1]; MET_SIZE + 1];
        for a in 1..=MET_SIZE {
            for b in 1..=MET_SIZE {
                let mut v = 0.0;
                for &(pts, p) in &w {
                    v += p * if pts >= a { 1.0 } else { m[a - pts][b] };
                    v += p * if pts >= b { 0.0 } else { m[a][b - pts] };
                }
                m[a][b] = v;
            }
        }
        m
    });
    met[(a as usize).min(MET_SIZE)][(b as usize).min(MET_SIZE)]
}

/// Match-winning chance of `seat` from outcome probabilities `p` (seat's view) when the
/// game is played for `cube`, at the current score.
fn mwc(g: &Backgammon, seat: u8, p: &Probs, cube: u32) -> f64 {
    let len = g.settings().match_length as i64;
    let s = g.match_score();
    let a = len - s[seat as usize] as i64;
    let b = len - s[1 - seat as usize] as i64;
    let c = cube as i64;
    let (w, wg, wb, lg, lb) = (
        p[0] as f64,
        p[1] as f64,
        p[2] as f64,
        p[3] as f64,
        p[4] as f64,
    );
    let win1 = w - wg;
    let win2 = wg - wb;
    let lose1 = (1.0 - w) - lg;
    let lose2 = lg - lb;
    win1 * match_equity(a - c, b)
        + win2 * match_equity(a - 2 * c, b)
        + wb * match_equity(a - 3 * c, b)
        + lose1 * match_equity(a, b - c)
        + lose2 * match_equity(a, b - 2 * c)
        + lb * match_equity(a, b - 3 * c)
}

/// Money play: whether gammons count for the cube value now (Jacoby).
fn gammons_count(g: &Backgammon) -> bool {
    !(g.settings().jacoby && g.cube_value() == 1)
}

fn no_gammons(p: &Probs) -> Probs {
    [p[0], 0.0, 0.0, 0.0, 0.0]
}

/// Whether a double by `seat` cannot gain it anything in the match: a win at the
/// present cube already wins the match.
pub fn cube_is_dead(g: &Backgammon, seat: u8) -> bool {
    let len = g.settings().match_length;
    len > 0 && len.saturating_sub(g.match_score()[seat as usize]) <= g.cube_value()
}

/// Whether the player on roll (`seat`, with probabilities `p` before rolling) should
/// double.
pub fn should_double(g: &Backgammon, seat: u8, p: &Probs) -> bool {
    if cube_is_dead(g, seat) {
        return false;
    }
    if g.settings().match_length > 0 {
        let nd = mwc(g, seat, p, g.cube_value());
        let dt = mwc(g, seat, p, 2 * g.cube_value());
        let len = g.settings().match_length as i64;
        let dp = match_equity(
            len - g.match_score()[seat as usize] as i64 - g.cube_value() as i64,
            len - g.match_score()[1 - seat as usize] as i64,
        );
        // Keep a margin for the cube access given away.
        return dt.min(dp) > nd + 0.01;
    }
    let play_on = if gammons_count(g) {
        equity(p)
    } else {
        equity(&no_gammons(p))
    };
    // After the double, gammons always count (the cube has been turned).
    let doubled = equity(p);
    let threshold = if g.cube_owner().is_some() { 0.45 } else { 0.40 };
    if doubled < threshold {
        return false;
    }
    // Too good: playing on is worth more than the point the opponent would cash.
    let opponent_drops = !take_decision(doubled);
    !(opponent_drops && play_on > 1.02)
}

fn take_decision(doubler_equity: f32) -> bool {
    -doubler_equity >= -0.57
}

/// Whether the player answering a double (`seat`, with probabilities `p` from its own
/// view, the doubler on roll) should take.
pub fn should_take(g: &Backgammon, seat: u8, p: &Probs) -> bool {
    if g.settings().match_length > 0 {
        let len = g.settings().match_length as i64;
        let dt = mwc(g, seat, p, 2 * g.cube_value());
        let dp = match_equity(
            len - g.match_score()[seat as usize] as i64,
            len - g.match_score()[1 - seat as usize] as i64 - g.cube_value() as i64,
        );
        return dt >= dp;
    }
    equity(p) >= -0.57
}
