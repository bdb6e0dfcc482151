//! Helpers shared by the engine tests: positions from move lists and an independent
//! VCF solver that knows nothing but the rules.
#![allow(dead_code)]

use spelbord_ai::{Limits, SearchContext};
use spelbord_core::Game;
use spelbord_luffarschack::{Cell, Luffarschack, LuffarschackSettings, Mark};

/// A search context bounded by nodes only (machine-independent).
pub fn nodes(n: u64) -> SearchContext<'static> {
    SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(n),
        },
        || 0.0,
    )
}

/// The position with crosses on `x` and rings on `o` (crosses first, alternating; the
/// longer list may be one longer), starting at the origin.
pub fn position(
    settings: LuffarschackSettings,
    x: &[(i32, i32)],
    o: &[(i32, i32)],
) -> Luffarschack {
    let mut g = Luffarschack::new(settings);
    let n = x.len().max(o.len());
    for i in 0..n {
        if let Some(&(a, b)) = x.get(i) {
            g.try_play(&Cell::new(a, b))
                .unwrap_or_else(|e| panic!("cross {a},{b}: {e}"));
        }
        if let Some(&(a, b)) = o.get(i) {
            g.try_play(&Cell::new(a, b))
                .unwrap_or_else(|e| panic!("ring {a},{b}: {e}"));
        }
    }
    g
}

/// The position on the endless paper with free fives.
pub fn endless(x: &[(i32, i32)], o: &[(i32, i32)]) -> Luffarschack {
    position(LuffarschackSettings::default(), x, o)
}

/// Cells where `m` would complete a winning line.
pub fn five_points(g: &Luffarschack, m: Mark) -> Vec<Cell> {
    g.nearby_cells(1)
        .into_iter()
        .filter(|&c| !g.lines_through(c, m).is_empty())
        .collect()
}

/// Plays `c` on a copy (any legal cell).
pub fn after(g: &Luffarschack, c: Cell) -> Luffarschack {
    let mut h = g.clone();
    h.try_play(&c).unwrap();
    h
}

/// Whether the player to move wins by continuous fours within `depth` fours, by brute
/// force over the rules alone.
pub fn naive_vcf(g: &Luffarschack, depth: u32) -> bool {
    let me = g.to_move();
    if !five_points(g, me).is_empty() {
        return true;
    }
    let theirs = five_points(g, me.other());
    let tries: Vec<Cell> = if theirs.len() > 1 {
        return false;
    } else if theirs.len() == 1 {
        theirs
    } else {
        g.nearby_cells(2).into_iter().collect()
    };
    // An open four (two cells completing five) wins at any depth, as in the engine.
    for c in tries {
        let h = after(g, c);
        let mine = five_points(&h, me);
        match mine.len() {
            0 => continue,
            1 if depth > 0 => {
                let k = after(&h, mine[0]);
                if k.outcome().is_none() && naive_vcf(&k, depth - 1) {
                    return true;
                }
            }
            1 => {}
            _ => return true,
        }
    }
    false
}

/// Checks that `line` (cells in order, attacker first) is a sound VCF in `g`: every
/// attacker move but the last makes a four the defender must block where the line
/// says, and the last one wins.
pub fn check_vcf_line(g: &Luffarschack, line: &[Cell]) -> Result<(), String> {
    let me = g.to_move();
    let mut h = g.clone();
    for (i, &c) in line.iter().enumerate() {
        if i % 2 == 1 {
            let forced = five_points(&h, me);
            if forced != vec![c] && !(forced.len() > 1 && forced.contains(&c)) {
                return Err(format!("reply {c} is not the forced block {forced:?}"));
            }
        }
        h.try_play(&c).map_err(|e| format!("{c}: {e}"))?;
        if i % 2 == 0 && i + 1 < line.len() && five_points(&h, me).is_empty() {
            return Err(format!("{c} makes no four"));
        }
    }
    match h.outcome() {
        Some(o) if o.winners() == [me.seat()] => Ok(()),
        // Or it ends in an open four (two cells complete five, the defender has none).
        _ if five_points(&h, me).len() >= 2 && five_points(&h, me.other()).is_empty() => Ok(()),
        _ => Err("the line does not end in five".into()),
    }
}
