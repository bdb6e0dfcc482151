//! What a hand left after a move is worth: tiles that build towards a long line of one
//! colour or one shape are worth keeping; identical tiles can never share a line.

use crate::tile::{Tile, KINDS};

/// Points a kept group of `n` tiles (one colour or one shape, all different) is worth:
/// the start of a line the player can extend, towards a Qwirkle.
const GROUP: [f64; 7] = [0.0, 0.0, 0.8, 2.0, 3.5, 5.0, 6.0];
/// Points lost for each extra copy of a tile kept.
const DUPLICATE: f64 = 1.8;

/// The worth of keeping `kept` for the next turn.
pub fn leave_value(kept: &[Tile]) -> f64 {
    let mut counts = [0u8; KINDS];
    let mut colour_shapes = [0u8; 6];
    let mut shape_colours = [0u8; 6];
    for &t in kept {
        counts[t.index()] += 1;
        colour_shapes[t.colour() as usize] |= 1 << t.shape() as u8;
        shape_colours[t.shape() as usize] |= 1 << t.colour() as u8;
    }
    let dups: u32 = counts.iter().map(|&c| c.saturating_sub(1) as u32).sum();
    let best = colour_shapes
        .iter()
        .chain(shape_colours.iter())
        .map(|m| m.count_ones() as usize)
        .max()
        .unwrap_or(0);
    GROUP[best.min(6)] - DUPLICATE * dups as f64
}

/// The tiles worth trading away: extra copies and every tile outside the largest group
/// (all of them when the hand has no group worth keeping).
pub fn trade_choice(hand: &[Tile]) -> Vec<Tile> {
    let mut best: Option<(usize, bool, usize)> = None;
    for c in 0..6usize {
        for colour_group in [true, false] {
            let mut seen = 0u8;
            for &t in hand {
                let (a, b) = if colour_group {
                    (t.colour() as usize, t.shape() as u8)
                } else {
                    (t.shape() as usize, t.colour() as u8)
                };
                if a == c {
                    seen |= 1 << b;
                }
            }
            let n = seen.count_ones() as usize;
            if best.is_none_or(|(m, _, _)| n > m) {
                best = Some((n, colour_group, c));
            }
        }
    }
    let Some((n, colour_group, c)) = best else {
        return Vec::new();
    };
    if n <= 1 {
        return hand.to_vec();
    }
    let mut kept_kinds: Vec<Tile> = Vec::new();
    let mut out = Vec::new();
    for &t in hand {
        let in_group = if colour_group {
            t.colour() as usize == c
        } else {
            t.shape() as usize == c
        };
        if in_group && !kept_kinds.contains(&t) {
            kept_kinds.push(t);
        } else {
            out.push(t);
        }
    }
    out
}
