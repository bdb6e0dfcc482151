//! Cube decisions from the evaluation: double, take or drop.
//!
//! **Money play** uses Rick Janowski's model ("Take-Points in Money Games", 1993): from
//! the net's five probabilities come the average value of a win `W` and of a loss `L`;
//! the live-cube take point `(L − ½)/(W + L + ½)` and cash point `(L + 1)/(W + L + ½)`
//! give piecewise-linear equities for a centred cube, an owned cube and a cube the
//! opponent holds, and the cubeful equity is `x · live + (1 − x) · dead` with the cube
//! efficiency `x` (0.68 with contact; 0.6 to 0.7 by pip count in a race, as the cube is
//! less efficient when few rolls are left). With the Jacoby rule and the cube centred the
//! dead part counts single games and the live part is capped at the point cashed. The
//! player doubles when both answers are worth
//! more to it than not doubling, and takes when the redoubled game is worth more than the
//! point it would give up. "Too good to double" and Jacoby come out of the same sums.
//!
//! **Match play** follows GNU Backgammon's cubeful 0-ply formulas (Jørn Thyssen's
//! generalisation of Janowski to match play): the probabilities become match-winning
//! chances through the Kazaross XG2 match equity table (`met.rs`, as distributed with GNU
//! Backgammon; Crawford and post-Crawford scores from their own tables), gammons and
//! backgammons weighted by the net's rates. Each player's cash point at a cube comes
//! from the match equities with the taker's redouble fully live, found up the cube levels
//! until a cube is dead; the live-cube chance is piecewise linear between the cash
//! points of whoever may double, and the cubeful chance weighs it with the dead-cube one
//! by the cube efficiency. No double when the cube is dead (a win at the present cube
//! already wins the match), none in the Crawford game; at 2-away 2-away the cube is left
//! out of the sums, as gnubg leaves it. Given gnubg's probabilities, these formulas give
//! gnubg's own equities (`tests/gnubg_program.rs` checks it against the program).

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
    x * live_equity(p, w, l, access) + (1.0 - x) * dead
}

/// The live-cube part of [`janowski`]: piecewise linear in `p` between the take point
/// `(L − ½)/(W + L + ½)` and the cash point `(L + 1)/(W + L + ½)` of whoever may double.
pub fn live_equity(p: f64, w: f64, l: f64, access: Access) -> f64 {
    let tp = (l - 0.5) / (w + l + 0.5);
    let cp = (l + 1.0) / (w + l + 0.5);
    match access {
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
    }
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
    let access = match g.cube_owner() {
        None => Access::Centred,
        Some(o) if o == g.turn() => Access::Own,
        Some(_) => Access::Theirs,
    };
    let nd = if gammons_count(g) {
        janowski(pw, w, l, dead, x, access)
    } else {
        // Jacoby: no gammons while the cube stays centred. The dead part counts single
        // games only, and past either side's cash point the live part is the single
        // point cashed, not a gammon played for (as gnubg counts it).
        let single = 2.0 * pw - 1.0;
        let live = live_equity(pw, w, l, Access::Centred).clamp(-1.0, 1.0);
        x * live + (1.0 - x) * single
    };
    let dt = 2.0 * janowski(pw, w, l, dead, x, Access::Theirs);
    (nd, dt, 1.0)
}

/// How a player's wins divide: the share that are gammons (not backgammons) and the share
/// that are backgammons.
#[derive(Debug, Clone, Copy)]
struct Rates {
    gammon: f64,
    backgammon: f64,
}

/// The rates of the player on roll and of its opponent, from the mover's probabilities.
fn rates(p: &Probs) -> (Rates, Rates) {
    let [w, wg, wb, lg, lb] = p.map(|x| x as f64);
    let share = |part: f64, of: f64| if of > 1e-9 { part / of } else { 0.0 };
    (
        Rates {
            gammon: share(wg - wb, w),
            backgammon: share(wb, w),
        },
        Rates {
            gammon: share(lg - lb, 1.0 - w),
            backgammon: share(lb, 1.0 - w),
        },
    )
}

/// A match score seen from one player: the points it still needs, the points its
/// opponent needs, and whether the table's post-Crawford entries apply.
#[derive(Debug, Clone, Copy)]
struct MatchView {
    me: i64,
    opp: i64,
    post: bool,
}

impl MatchView {
    fn of(g: &Backgammon, seat: u8) -> MatchView {
        let len = g.settings().match_length as i64;
        let s = g.match_score();
        let (me, opp) = (
            len - s[seat as usize] as i64,
            len - s[1 - seat as usize] as i64,
        );
        MatchView {
            me,
            opp,
            post: g.is_crawford_game() || me == 1 || opp == 1,
        }
    }

    fn flip(self) -> MatchView {
        MatchView {
            me: self.opp,
            opp: self.me,
            post: self.post,
        }
    }

    /// Match-winning chance after the player wins `won` points and the opponent `lost`.
    fn mwc(self, won: i64, lost: i64) -> f64 {
        match_equity_at(self.me - won, self.opp - lost, self.post)
    }

    /// Match-winning chance of a game won at cube `c`, single, gammon or backgammon
    /// in the proportions `r`.
    fn win(self, c: i64, r: Rates) -> f64 {
        (1.0 - r.gammon - r.backgammon) * self.mwc(c, 0)
            + r.gammon * self.mwc(2 * c, 0)
            + r.backgammon * self.mwc(3 * c, 0)
    }

    /// Match-winning chance of a game lost at cube `c`, the opponent winning in the
    /// proportions `r`.
    fn lose(self, c: i64, r: Rates) -> f64 {
        (1.0 - r.gammon - r.backgammon) * self.mwc(0, c)
            + r.gammon * self.mwc(0, 2 * c)
            + r.backgammon * self.mwc(0, 3 * c)
    }

    /// Whether a double from cube `c` can gain the player anything: it needs more than
    /// `c` points.
    fn may_double(self, c: i64) -> bool {
        self.me > c
    }

    /// Whether the cube at `c` is left out of the sums, as gnubg leaves it: dead for both
    /// players, or at 2-away 2-away, where the first double kills it.
    fn cubeless(self, c: i64) -> bool {
        (self.me <= c && self.opp <= c) || (self.me == 2 && self.opp == 2)
    }
}

/// The player's cash point at cube `c`: the winning chance above which the opponent should
/// pass its double (`None` when it cannot double). The opponent's take is judged with
/// the cube it would own at `2c` fully live: its own cash point there, found the same
/// way, up the cube levels until a cube is dead (Thyssen's generalisation of Janowski's
/// live-cube take point to match play, as GNU Backgammon computes it).
fn cash_point(v: MatchView, c: i64, mine: Rates, theirs: Rates) -> Option<f64> {
    if !v.may_double(c) {
        return None;
    }
    let pass = v.mwc(c, 0);
    let win = v.win(2 * c, mine);
    let p = match cash_point(v.flip(), 2 * c, theirs, mine) {
        // The taker redoubles us out at its cash point: below it we lose 2c.
        Some(their_cash) => {
            let t = 1.0 - their_cash;
            let cashed = v.mwc(0, 2 * c);
            t + (1.0 - t) * (pass - cashed) / (win - cashed).max(1e-9)
        }
        None => {
            let lose = v.lose(2 * c, theirs);
            (pass - lose) / (win - lose).max(1e-9)
        }
    };
    Some(p.clamp(0.0, 1.0))
}

/// Cubeful match-winning chance of the player on roll at cube `c` with winning chance
/// `w` and rates `mine`, `theirs`: the dead-cube chance and the live-cube one (piecewise
/// linear between the cash points of whoever may double) weighed by the cube
/// efficiency `x`.
fn cubeful(
    v: MatchView,
    c: i64,
    w: f64,
    (mine, theirs): (Rates, Rates),
    access: Access,
    x: f64,
) -> f64 {
    let (win, lose) = (v.win(c, mine), v.lose(c, theirs));
    let dead = w * win + (1.0 - w) * lose;
    if v.cubeless(c) {
        return dead;
    }
    let mine_cp = match access {
        Access::Theirs => None,
        _ => cash_point(v, c, mine, theirs),
    };
    let theirs_cp = match access {
        Access::Own => None,
        _ => cash_point(v.flip(), c, theirs, mine),
    };
    // Below the opponent's cash point it doubles us out; above ours we cash.
    let opp_tg = theirs_cp.map_or(0.0, |cp| 1.0 - cp);
    let tg = mine_cp.unwrap_or(1.0);
    let (lo, hi) = (
        if theirs_cp.is_some() {
            v.mwc(0, c)
        } else {
            lose
        },
        if mine_cp.is_some() { v.mwc(c, 0) } else { win },
    );
    let lerp = |p0: f64, m0: f64, p1: f64, m1: f64| {
        if p1 - p0 > 1e-9 {
            m0 + (m1 - m0) * (w - p0) / (p1 - p0)
        } else {
            m1
        }
    };
    let live = if w <= opp_tg {
        lerp(0.0, lose, opp_tg, lo)
    } else if w < tg {
        lerp(opp_tg, lo, tg, hi)
    } else {
        lerp(tg, hi, 1.0, win)
    };
    x * live + (1.0 - x) * dead
}

/// Match play: no double, double/take and double/pass for `seat` on roll, as
/// match-winning chances (GNU Backgammon's cubeful 0-ply formulas), with the
/// match-winning chance a point of equity is worth at the present cube (half the
/// difference between a single game won and lost).
fn match_decision_span(g: &Backgammon, seat: u8, p: &Probs) -> (f64, f64, f64, f64) {
    let v = MatchView::of(g, seat);
    let c = g.cube_value() as i64;
    let (me_side, opp_side) = g.sides();
    // No cube in the Crawford game: gnubg's formulas are then the cubeless ones.
    let x = if g.is_crawford_game() {
        0.0
    } else {
        cube_efficiency(me_side, opp_side)
    };
    let w = p[0] as f64;
    let r = rates(p);
    let access = match g.cube_owner() {
        None => Access::Centred,
        Some(o) if o == seat => Access::Own,
        Some(_) => Access::Theirs,
    };
    let nd = cubeful(v, c, w, r, access, x);
    let dt = cubeful(v, 2 * c, w, r, Access::Theirs, x);
    let dp = v.mwc(c, 0);
    (nd, dt, dp, (v.mwc(c, 0) - v.mwc(0, c)) / 2.0)
}

/// [`match_decision_span`] without the span.
fn match_decision(g: &Backgammon, seat: u8, p: &Probs) -> (f64, f64, f64) {
    let (nd, dt, dp, _) = match_decision_span(g, seat, p);
    (nd, dt, dp)
}

/// gnubg's cube figures for a match position from the mover's probabilities `p` (for
/// checking our formulas against the program): no double, double/take and double/pass
/// in equity normalised to the present cube, as `cfevaluate` prints them.
pub fn match_cube_equities(g: &Backgammon, seat: u8, p: &Probs) -> (f64, f64, f64) {
    let (nd, dt, dp, span) = match_decision_span(g, seat, p);
    let v = MatchView::of(g, seat);
    let c = g.cube_value() as i64;
    let mid = (v.mwc(c, 0) + v.mwc(0, c)) / 2.0;
    let eq = |m: f64| (m - mid) / span.max(1e-12);
    (eq(nd), eq(dt), eq(dp))
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
