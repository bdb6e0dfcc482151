//! Whole turns: every legal way to play a roll, one per distinct resulting position.
//!
//! The rules on using the dice (both if possible; only one → that one; either but not
//! both → the higher; doubles four times) are applied here, in one place, by generating
//! every step sequence and keeping only those that use the most dice.

use crate::board::{apply_step, step_target, undo_step, Side, Step, BAR, OFF};
use std::collections::HashMap;

/// A whole turn: up to four single-die steps in playing order (none when the roll cannot
/// be played and the turn passes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Turn {
    steps: [Step; 4],
    len: u8,
}

impl Turn {
    /// The empty turn: the roll cannot be played and the turn passes.
    pub const PASS: Turn = Turn {
        steps: [Step {
            from: 0,
            to: 0,
            hit: false,
        }; 4],
        len: 0,
    };

    /// A turn from its steps (at most four are kept).
    pub fn from_steps(steps: &[Step]) -> Turn {
        let mut t = Turn::default();
        for s in steps.iter().take(4) {
            t.steps[t.len as usize] = *s;
            t.len += 1;
        }
        t
    }

    /// The steps in playing order.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// Whether this is the empty turn (no legal play: the turn passes).
    pub fn is_pass(&self) -> bool {
        self.len == 0
    }
}

/// One legal turn with the position it leaves (mover's side, opponent's side).
#[derive(Debug, Clone, Copy)]
pub struct Candidate {
    /// The turn.
    pub turn: Turn,
    /// The mover's checkers after the turn.
    pub me: Side,
    /// The opponent's checkers after the turn (hit checkers on the bar).
    pub opp: Side,
}

/// A complete legal step sequence: the steps, the dice used in order.
#[derive(Debug, Clone, Copy)]
pub struct Sequence {
    /// The steps in order.
    pub turn: Turn,
    /// The die used by each step.
    pub dice: [u8; 4],
}

struct Gen<'a> {
    me: Side,
    opp: Side,
    steps: [Step; 4],
    dice_used: [u8; 4],
    max_depth: usize,
    leaves: &'a mut Vec<(Sequence, Side, Side)>,
    /// Doubles: steps go from non-increasing source points, which reaches every distinct
    /// result once without permuting the same steps (the gnubg trick). Off when all
    /// orders are wanted (building a turn step by step).
    prune_doubles: bool,
}

impl Gen<'_> {
    fn record(&mut self, depth: usize) {
        if depth < self.max_depth {
            return;
        }
        if depth > self.max_depth {
            self.max_depth = depth;
            self.leaves.clear();
        }
        let mut dice = [0; 4];
        dice[..depth].copy_from_slice(&self.dice_used[..depth]);
        self.leaves.push((
            Sequence {
                turn: Turn::from_steps(&self.steps[..depth]),
                dice,
            },
            self.me,
            self.opp,
        ));
    }

    fn dfs(&mut self, dice: &[u8], depth: usize, min_from: u8) {
        let Some((&d, rest)) = dice.split_first() else {
            self.record(depth);
            return;
        };
        let mut moved = false;
        let top = if self.prune_doubles { min_from } else { BAR };
        for from in (1..=top).rev() {
            if self.me[from as usize - 1] == 0 {
                continue;
            }
            let Ok(to) = step_target(&self.me, &self.opp, from, d) else {
                continue;
            };
            moved = true;
            let hit = apply_step(&mut self.me, &mut self.opp, from, to);
            self.steps[depth] = Step { from, to, hit };
            self.dice_used[depth] = d;
            self.dfs(rest, depth + 1, from);
            undo_step(&mut self.me, &mut self.opp, from, to, hit);
            // With a checker on the bar only the bar may move.
            if from == BAR {
                break;
            }
        }
        if !moved {
            self.record(depth);
        }
    }
}

/// Every complete legal step sequence for `dice` (all orders; not deduplicated), with
/// the dice rules applied. Empty when the roll cannot be played.
pub fn sequences(me: &Side, opp: &Side, dice: [u8; 2], all_orders: bool) -> Vec<Sequence> {
    let mut leaves = Vec::new();
    raw_leaves(me, opp, dice, !all_orders, &mut leaves);
    leaves.into_iter().map(|(s, _, _)| s).collect()
}

/// Every complete legal step sequence with the position it leaves (pruned for doubles,
/// so a position may repeat), into a reused buffer. Empty when the roll cannot be played.
pub(crate) fn raw_leaves(
    me: &Side,
    opp: &Side,
    dice: [u8; 2],
    prune_doubles: bool,
    leaves: &mut Vec<(Sequence, Side, Side)>,
) {
    leaves.clear();
    let mut g = Gen {
        me: *me,
        opp: *opp,
        steps: [Step::default(); 4],
        dice_used: [0; 4],
        max_depth: 0,
        leaves,
        prune_doubles: prune_doubles && dice[0] == dice[1],
    };
    if dice[0] == dice[1] {
        g.dfs(&[dice[0]; 4], 0, BAR);
    } else {
        g.dfs(&[dice[0], dice[1]], 0, BAR);
        g.dfs(&[dice[1], dice[0]], 0, BAR);
    }
    let max = g.max_depth;
    if max == 0 {
        leaves.clear();
        return;
    }
    // Either die but not both: the higher must be played.
    if max == 1 && dice[0] != dice[1] {
        let hi = dice[0].max(dice[1]);
        if leaves.iter().any(|(s, _, _)| s.dice[0] == hi) {
            leaves.retain(|(s, _, _)| s.dice[0] == hi);
        }
    }
}

/// A cheap hash for deduplicating resulting positions (FxHash-style).
fn position_hash(me: &Side, opp: &Side) -> u64 {
    let mut h: u64 = 0;
    for chunk in me.iter().chain(opp.iter()) {
        h = (h.rotate_left(5) ^ *chunk as u64).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

/// Reusable buffers for [`legal_turns`], so that hot loops (search, training) do not
/// allocate for every roll.
#[derive(Debug, Default)]
pub struct TurnGen {
    leaves: Vec<(Sequence, Side, Side)>,
    seen: HashMap<u64, Vec<usize>>,
}

impl TurnGen {
    /// Fills `out` with the legal turns of the mover (`me`) for `dice`, one per distinct
    /// resulting position; a single [`Turn::PASS`] when the roll cannot be played. Never
    /// inlined, for the reason [`crate::eval::best_after`] gives.
    #[inline(never)]
    pub fn legal_turns(&mut self, me: &Side, opp: &Side, dice: [u8; 2], out: &mut Vec<Candidate>) {
        out.clear();
        raw_leaves(me, opp, dice, true, &mut self.leaves);
        if self.leaves.is_empty() {
            out.push(Candidate {
                turn: Turn::PASS,
                me: *me,
                opp: *opp,
            });
            return;
        }
        self.seen.clear();
        for (seq, m, o) in self.leaves.iter() {
            let h = position_hash(m, o);
            let bucket = self.seen.entry(h).or_default();
            if bucket.iter().any(|&i| out[i].me == *m && out[i].opp == *o) {
                continue;
            }
            bucket.push(out.len());
            out.push(Candidate {
                turn: canonical(me, opp, seq.turn),
                me: *m,
                opp: *o,
            });
        }
    }
}

/// The canonical form of a turn: steps sorted from the back of the board forwards (a
/// valid playing order: a checker arriving somewhere comes from further back, and the
/// bar is furthest back), with the hit marks recomputed in that order.
pub fn canonical(me: &Side, opp: &Side, t: Turn) -> Turn {
    let mut steps: Vec<Step> = t.steps().to_vec();
    steps.sort_by(|a, b| b.from.cmp(&a.from).then(b.to.cmp(&a.to)));
    let (mut m, mut o) = (*me, *opp);
    for s in steps.iter_mut() {
        s.hit = apply_step(&mut m, &mut o, s.from, s.to);
    }
    Turn::from_steps(&steps)
}

/// Convenience: the legal turns with fresh buffers.
pub fn legal_turns(me: &Side, opp: &Side, dice: [u8; 2]) -> Vec<Candidate> {
    let mut out = Vec::new();
    TurnGen::default().legal_turns(me, opp, dice, &mut out);
    out
}

/// Plays the steps of a turn on a copy of the sides; `None` if a step is not playable.
pub fn play_steps(me: &Side, opp: &Side, steps: &[Step]) -> Option<(Side, Side)> {
    let (mut m, mut o) = (*me, *opp);
    for s in steps {
        if s.from == 0 || s.from > BAR || s.to > 24 || s.to >= s.from {
            return None;
        }
        let d = s.from - s.to;
        // Bearing off may use a larger die; check with the exact distance first.
        let ok = match step_target(&m, &o, s.from, d) {
            Ok(t) => t == s.to,
            Err(_) => false,
        };
        let ok =
            ok || (s.to == OFF && (d..=6).any(|dd| step_target(&m, &o, s.from, dd) == Ok(OFF)));
        if !ok {
            return None;
        }
        apply_step(&mut m, &mut o, s.from, s.to);
    }
    Some((m, o))
}
