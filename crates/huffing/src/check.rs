//! The huffing rule as a check that every family runs on positions of its own game:
//! what the game lists as legal under huffing and which fault it records for each
//! move, compared with the rule as stated (not with [`crate::huffing_plays`]'s code).
//! Dam's and Alquerque's tests call [`position`] over the positions of seeded random
//! games, so one statement of the rule is tested against both boards.

use crate::{HuffingBoard, Offence, Points};

/// Checks one position with huffing on. `allowed` is every piece move the game lists
/// as legal; `fault_of` plays a move on a copy of the game and returns the fault the
/// game then records (`None` for a proper move).
pub fn position<B: HuffingBoard>(
    b: &B,
    allowed: &[B::Play],
    fault_of: impl Fn(&B::Play) -> Option<Offence>,
) -> Result<(), String>
where
    B::Play: std::fmt::Debug,
{
    let mut proper = Vec::new();
    b.proper_plays(&mut proper);
    for (i, p) in allowed.iter().enumerate() {
        if allowed[..i].contains(p) {
            return Err(format!("{p:?} is listed twice"));
        }
    }
    let capturers = b.capturers();
    if capturers == 0 {
        // Nothing to miss: exactly the ordinary moves, none of them a fault.
        if allowed.len() != proper.len() || proper.iter().any(|p| !allowed.contains(p)) {
            return Err("without a capture the moves must be the ordinary ones".into());
        }
    } else {
        let mut steps = Vec::new();
        b.all_steps(&mut steps);
        let mut full = Vec::new();
        b.complete_captures(&mut full);
        if let Some(p) = proper.iter().find(|p| !allowed.contains(p)) {
            return Err(format!("the proper move {p:?} is missing"));
        }
        if let Some(p) = steps.iter().find(|p| !allowed.contains(p)) {
            return Err(format!("the step {p:?} (ignoring a capture) is missing"));
        }
        for c in &full {
            for k in 1..B::hops(c) {
                let q = B::prefix(c, k);
                if !allowed.contains(&q) {
                    return Err(format!("{c:?} stopped after {k} hops is missing"));
                }
            }
        }
        for p in allowed {
            let is_prefix = full.contains(p)
                || full
                    .iter()
                    .any(|c| (1..B::hops(c)).any(|k| B::prefix(c, k) == *p));
            if B::is_capture(p) && !is_prefix {
                return Err(format!("{p:?} is no part of a capture sequence"));
            }
            if !B::is_capture(p) && !steps.contains(p) {
                return Err(format!("{p:?} is neither a step nor a capture"));
            }
        }
    }
    for p in allowed {
        let got = fault_of(p);
        let want = if proper.contains(p) {
            None
        } else if B::is_capture(p) {
            // Stopped early: only the piece that stopped may be huffed, where it stands.
            Some(Offence {
                huffable: 1 << B::destination(p),
                stopped_early: true,
            })
        } else {
            // Ignored a capture: every piece that could have captured, the moved one
            // followed to its new point.
            let from: Points = 1 << B::origin(p);
            let huffable = if capturers & from != 0 {
                (capturers & !from) | 1 << B::destination(p)
            } else {
                capturers
            };
            Some(Offence {
                huffable,
                stopped_early: false,
            })
        };
        if got != want {
            return Err(format!(
                "{p:?}: the game records {got:?}, the rule says {want:?}"
            ));
        }
        if let Some(o) = got {
            if o.huffable == 0 {
                return Err(format!("{p:?} is a fault with nothing to huff"));
            }
        }
    }
    Ok(())
}
