//! Cube decisions from the evaluation: double, take or drop.
//!
//! **Money play** uses Rick Janowski's model ("Take-Points in Money Games", 1993): from
//! the net's five probabilities come the average value of a win `W` and of a loss `L`;
//! the live-cube take point `(L − ½)/(W + L + ½)` and cash point `(L + 1)/(W + L + ½)`
//! give piecewise-linear equities for a centred cube, an owned cube and a cube the
//! opponent holds, and the cubeful equity is `x · live + (1 − x) · dead` with the cube
//! efficiency `x` (0.68 with contact; 0.6 to 0.7 by pip count in a race, as the cube is
//! less efficient when few rolls are left). The player doubles when both answers are worth
//! more to it than not doubling, and takes when the redoubled game is worth more than the
//! point it would give up. "Too good to double" and Jacoby come out of the same sums.
//!
//! **Match play** turns the probabilities into match-winning chances with the Kazaross
//! XG2 match equity table (`met.rs`, as distributed with GNU
//! Backgammon), Crawford and post-Crawford scores read from their own tables, and applies
//! the same model to the match-winning chances: the take point and the doubler's cash
//! point in the match, and the cube efficiency for what owning the cube is worth. No
//! double when the cube is dead (a win at the present cube already wins the match), none
//! in the Crawford game.

use crate::board::{contact, pips, Side};
use crate::game::Backgammon;
use crate::met::{POST, PRE};
use crate::net::{equity, Probs};
use spelbord_core::Game;

/// Longest match the table covers (longer matches read it at 25).
pub const MET_SIZE: usize = 25;

/// Match-winning chance of the player who needs `a` points against one who needs `b`
/// before a game starts; `post_crawford` when the Crawford game has been played (it
/// matters only when someone needs 1).
pub fn match_equity_at(a: i64, b: i64, post_crawford: bool) -> f64 {
    if a <= 0 {
        return 1.0;
    }
    if b <= 0 {
        return 0.0;
    }
    let (ia, ib) = (
        (a as usize).min(MET_SIZE) - 1,
        (b as usize).min(MET_SIZE) - 1,
    );
    if post_crawford && (a == 1 || b == 1) {
        return if a == 1 { 1.0 - POST[ib] } else { POST[ia] };
    }
    PRE[ia][ib]
}

/// Match-winning chance at a score (pre-Crawford: a first score at 1-away makes the next
/// game the Crawford game, which the table's entries at 1-away are).
pub fn match_equity(a: i64, b: i64) -> f64 {
    match_equity_at(a, b, false)
}

/// The cube efficiency `x` of Janowski's model for the position (`me` on roll).
pub fn cube_efficiency(me: &Side, opp: &Side) -> f64 {
    if contact(me, opp) {
        0.68
    } else {
        (0.55 + 0.00125 * pips(me) as f64).clamp(0.6, 0.7)
    }
}

/// The chances of each way a game can end, from the mover's probabilities: won single,
/// gammon, backgammon, then lost single, gammon, backgammon (they sum to 1).
fn outcome_shares(p: &Probs) -> [f64; 6] {
    let [w, wg, wb, lg, lb] = p.map(|x| x as f64);
    [w - wg, wg - wb, wb, (1.0 - w) - lg, lg - lb, lb]
}

/// The average of `values` (one per way a game can be won, then lost) over the wins and
/// over the losses; a single game's value (`values[0]`, `values[3]`) where the game can
/// hardly be won or lost.
fn averages(p: &Probs, values: [f64; 6]) -> (f64, f64) {
    let s = outcome_shares(p);
    let w = p[0] as f64;
    let won: f64 = (0..3).map(|k| s[k] * values[k]).sum();
    let lost: f64 = (3..6).map(|k| s[k] * values[k]).sum();
    let wv = if w > 1e-6 { won / w } else { values[0] };
    let lv = if w < 1.0 - 1e-6 {
        lost / (1.0 - w)
    } else {
        values[3]
    };
    (wv, lv)
}

/// Average value of a win and of a loss (1 for a single game, 2 a gammon, 3 a
/// backgammon), from the mover's probabilities.
fn win_loss_values(p: &Probs) -> (f64, f64) {
    averages(p, [1.0, 2.0, 3.0, 1.0, 2.0, 3.0])
}

/// Who holds the cube, seen from the player whose equity is computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Centred: either may double.
    Centred,
    /// The player owns it.
    Own,
    /// The opponent owns it.
    Theirs,
}

/// Janowski's cubeful equity per unit of the cube, for winning chance `p`, win and loss
/// values `w`, `l`, the dead-cube equity `dead` and cube efficiency `x`.
pub fn janowski(p: f64, w: f64, l: f64, dead: f64, x: f64, access: Access) -> f64 {
    let tp = (l - 0.5) / (w + l + 0.5);
    let cp = (l + 1.0) / (w + l + 0.5);
    let live = match access {
        Access::Centred => {
            if p <= tp {
                // The opponent doubles us out; below it we are not worse than −L.
                -l + (l - 1.0) * p / tp.max(1e-9)
            } else if p >= cp {
                1.0 + (w - 1.0) * (p - cp) / (1.0 - cp).max(1e-9)
            } else {
                -1.0 + 2.0 * (p - tp) / (cp - tp)
            }
        }
        Access::Own => {
            if p >= cp {
                1.0 + (w - 1.0) * (p - cp) / (1.0 - cp).max(1e-9)
            } else {
                -l + (l + 1.0) * p / cp
            }
        }
        Access::Theirs => {
            if p <= tp {
                -l + (l - 1.0) * p / tp.max(1e-9)
            } else {
                -1.0 + (w + 1.0) * (p - tp) / (1.0 - tp)
            }
        }
    };
    x * live + (1.0 - x) * dead
}

/// Money play: whether gammons count for the cube value now (Jacoby).
fn gammons_count(g: &Backgammon) -> bool {
    !(g.settings().jacoby && g.cube_value() == 1)
}

/// Whether a double by `seat` cannot gain it anything in the match: a win at the
/// present cube already wins the match.
pub fn cube_is_dead(g: &Backgammon, seat: u8) -> bool {
    let len = g.settings().match_length;
    len > 0 && len.saturating_sub(g.match_score()[seat as usize]) <= g.cube_value()
}

/// The three money equities of a double decision, per unit of the present cube, for the
/// player on roll with probabilities `p`: no double, double/take, double/pass.
pub fn money_decision(g: &Backgammon, p: &Probs) -> (f64, f64, f64) {
    let (me, opp) = g.sides();
    let x = cube_efficiency(me, opp);
    let pw = p[0] as f64;
    let (w, l) = win_loss_values(p);
    let dead = equity(p) as f64;
    let own = g.cube_owner() == Some(g.turn());
    let nd = if gammons_count(g) {
        let access = if own { Access::Own } else { Access::Centred };
        janowski(pw, w, l, dead, x, access)
    } else {
        // Jacoby: no gammons while the cube stays centred, so the dead part counts single
        // games only; the live part is the chance to turn the cube and play for them.
        let single = 2.0 * pw - 1.0;
        janowski(pw, w, l, single, x, Access::Centred)
    };
    let dt = 2.0 * janowski(pw, w, l, dead, x, Access::Theirs);
    (nd, dt, 1.0)
}

/// One cube level of a match decision for `seat`: the match-winning chance of a single
/// game won and lost at `cube` (which define "±1"), and the dead-cube equity and the
/// values of a win and of a loss in those units.
struct Level {
    lose1: f64,
    span: f64,
    dead: f64,
    w: f64,
    l: f64,
}

fn level(g: &Backgammon, seat: u8, p: &Probs, cube: u32) -> Level {
    let len = g.settings().match_length as i64;
    let s = g.match_score();
    let (a, b) = (
        len - s[seat as usize] as i64,
        len - s[1 - seat as usize] as i64,
    );
    let post = g.is_crawford_game() || a == 1 || b == 1;
    let me = |x: i64, y: i64| match_equity_at(x, y, post);
    let c = cube as i64;
    let (win1, lose1) = (me(a - c, b), me(a, b - c));
    let span = (win1 - lose1).max(1e-9);
    let to_eq = |m: f64| 2.0 * (m - lose1) / span - 1.0;
    let (wv, lv) = averages(
        p,
        [
            win1,
            me(a - 2 * c, b),
            me(a - 3 * c, b),
            lose1,
            me(a, b - 2 * c),
            me(a, b - 3 * c),
        ],
    );
    let w = p[0] as f64;
    let dead = w * wv + (1.0 - w) * lv;
    let (wv, lv) = (to_eq(wv), -to_eq(lv));
    Level {
        lose1,
        span,
        dead: to_eq(dead),
        w: wv.max(0.5),
        l: lv.max(0.5),
    }
}

impl Level {
    fn mwc(&self, e: f64) -> f64 {
        self.lose1 + (e + 1.0) / 2.0 * self.span
    }
}

/// Match play: Janowski's model applied to the match-winning chances, each cube level in
/// its own units (a single game won or lost at that cube is ±1), compared as match-winning
/// chances: no double, double/take, double/pass.
fn match_decision(g: &Backgammon, seat: u8, p: &Probs) -> (f64, f64, f64) {
    let (nd, dt, dp, _) = match_decision_span(g, seat, p);
    (nd, dt, dp)
}

/// [`match_decision`], with the match-winning chance a point of equity is worth at the
/// present cube (half the difference between a single game won and lost).
fn match_decision_span(g: &Backgammon, seat: u8, p: &Probs) -> (f64, f64, f64, f64) {
    let len = g.settings().match_length;
    let s = g.match_score();
    let (a, b) = (len - s[seat as usize], len - s[1 - seat as usize]);
    let c = g.cube_value();
    let (me_side, opp_side) = g.sides();
    let x = cube_efficiency(me_side, opp_side);
    let pw = p[0] as f64;
    let now = level(g, seat, p, c);
    let access = if g.cube_owner() == Some(seat) {
        Access::Own
    } else {
        Access::Centred
    };
    let nd = now.mwc(janowski(pw, now.w, now.l, now.dead, x, access));
    let up = level(g, seat, p, 2 * c);
    // The taker's redouble is worth something only if that cube is not dead for it.
    let x_up = if b > 2 * c { x } else { 0.0 };
    let dt = up.mwc(janowski(pw, up.w, up.l, up.dead, x_up, Access::Theirs));
    let post = g.is_crawford_game() || a == 1 || b == 1;
    let dp = match_equity_at(a as i64 - c as i64, b as i64, post);
    (nd, dt, dp, now.span / 2.0)
}

/// How close the cube decisions of `seat` (on roll, probabilities `p`) are, in points of
/// equity at the present cube: how much better doubling is than not (the better of take
/// and pass for the taker), and how much better passing is than taking for the taker.
/// Near zero, a small error in `p` turns the decision; the computer looks deeper there.
pub fn margins(g: &Backgammon, seat: u8, p: &Probs) -> (f64, f64) {
    let mut p = *p;
    crate::net::sanitize(&mut p);
    let (nd, dt, dp, unit) = if g.settings().match_length > 0 {
        match_decision_span(g, seat, &p)
    } else {
        let (nd, dt, dp) = money_decision(g, &p);
        (nd, dt, dp, 1.0)
    };
    let unit = unit.max(1e-9);
    ((dt.min(dp) - nd) / unit, (dt - dp) / unit)
}

/// Whether the player on roll (`seat`, with probabilities `p` before rolling) should
/// double.
pub fn should_double(g: &Backgammon, seat: u8, p: &Probs) -> bool {
    if cube_is_dead(g, seat) || !g.may_double(seat) {
        return false;
    }
    // Averaged probabilities can stray a rounding error outside 0..1.
    let mut p = *p;
    crate::net::sanitize(&mut p);
    let p = &p;
    let (nd, dt, dp) = if g.settings().match_length > 0 {
        match_decision(g, seat, p)
    } else {
        money_decision(g, p)
    };
    // A tie (a certain win that cannot be a gammon) is a double: the point is cashed now
    // rather than rolled for.
    dt.min(dp) >= nd - 1e-6
}

/// Whether the player answering a double (`seat`, with probabilities `p` from its own
/// view, the doubler on roll) should take.
pub fn should_take(g: &Backgammon, seat: u8, p: &Probs) -> bool {
    // The doubler's view of the same decision: take when the redoubled game is worth less
    // to it than the pass.
    let mut flipped = crate::net::flip(p);
    crate::net::sanitize(&mut flipped);
    let doubler = 1 - seat;
    let (_, dt, dp) = if g.settings().match_length > 0 {
        match_decision(g, doubler, &flipped)
    } else {
        money_decision(g, &flipped)
    };
    dt <= dp
}
