//! Building a play in clicks: which die gives the stones (and so which the steps), the
//! heap, or one of the plays without a heap. The page asks what may follow the clicks
//! so far and never derives a rule itself.

use crate::game::Stumphog;
use crate::pos::{Heap, Move};
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, NotationError};
use std::fmt;
use std::str::FromStr;

/// One click of a play being built.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Step {
    /// Which die is the stones and which the steps (`3-5`: three stones five steps).
    Split {
        /// Stones.
        stones: u8,
        /// Steps.
        steps: u8,
    },
    /// The heap the stones come from.
    Heap {
        /// The heap.
        heap: Heap,
    },
    /// Enter with the 6 (`in 5`).
    Enter,
    /// Enter six from the opponent on double six (`in 6!`).
    EnterFromOpponent,
    /// Knock out on doubles (`out 8`).
    KnockOut,
    /// Pass (only when nothing else fits).
    Pass,
}

impl Step {
    /// The steps that make up `m`, in the order the page offers them.
    pub fn of(m: &Move) -> Vec<Step> {
        match *m {
            Move::Shift {
                stones,
                steps,
                from,
            } => vec![Step::Split { stones, steps }, Step::Heap { heap: from }],
            Move::Enter(_) => vec![Step::Enter],
            Move::EnterFromOpponent => vec![Step::EnterFromOpponent],
            Move::KnockOut(_) => vec![Step::KnockOut],
            Move::Pass => vec![Step::Pass],
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Split { stones, steps } => write!(f, "{stones}-{steps}"),
            Step::Heap { heap } => write!(f, "{heap}"),
            Step::Enter => f.write_str("in"),
            Step::EnterFromOpponent => f.write_str("in!"),
            Step::KnockOut => f.write_str("out"),
            Step::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Step {
    type Err = NotationError;
    /// Reads `3-5`, `H2`, `in`, `in!`, `out`, `pass`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_lowercase();
        match t.as_str() {
            "in" => return Ok(Step::Enter),
            "in!" => return Ok(Step::EnterFromOpponent),
            "out" => return Ok(Step::KnockOut),
            "pass" => return Ok(Step::Pass),
            _ => {}
        }
        if let Some(heap) = Heap::parse(&t) {
            return Ok(Step::Heap { heap });
        }
        if let Some((a, b)) = t.split_once('-') {
            if let (Ok(stones), Ok(steps)) = (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
                if (1..=6).contains(&stones) && (1..=6).contains(&steps) {
                    return Ok(Step::Split { stones, steps });
                }
            }
        }
        Err(NotationError::not_a_move(
            "stumphog.move.notStep",
            vec![("text", s.trim().to_string())],
            format!(
                "'{}' is not a step: 3-5, H2, in, in!, out or pass",
                s.trim()
            ),
        ))
    }
}

impl Stumphog {
    /// Given the clicks so far (in any order), the clicks that can still lead to a legal
    /// play, and the play once the clicks pick exactly one (with 4-4 a heap alone is a
    /// whole play; with 3-5 a heap fits both splits unless it holds too few stones).
    /// Clicks that fit no play give nothing.
    pub fn next_steps(&self, chosen: &[Step]) -> (Vec<Step>, Option<Move>) {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut next: Vec<Step> = Vec::new();
        let mut fits: Vec<Move> = Vec::new();
        for m in &moves {
            let steps = Step::of(m);
            let all_in = chosen.iter().all(|c| steps.contains(c));
            let distinct = chosen
                .iter()
                .enumerate()
                .all(|(i, c)| !chosen[..i].contains(c));
            if !all_in || !distinct {
                continue;
            }
            fits.push(*m);
            for s in steps {
                if !chosen.contains(&s) && !next.contains(&s) {
                    next.push(s);
                }
            }
        }
        let complete = (!chosen.is_empty() && fits.len() == 1).then(|| fits[0]);
        (next, complete)
    }
}
