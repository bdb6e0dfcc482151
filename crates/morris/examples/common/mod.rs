//! What the morris tools (`selfplay`, `eval_fit`, `guard_match`, `think`) read from
//! their environment, written once. Each tool uses part of it.
#![allow(dead_code)]

use spelbord_morris::eval::Weights;
use spelbord_morris::Variant;

/// A number from the environment, or `default` when unset or not a number.
pub fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The game of `MORRIS_ONLY` (a game id), or `default`.
pub fn variant(default: Variant) -> Variant {
    std::env::var("MORRIS_ONLY")
        .ok()
        .and_then(|id| Variant::ALL.into_iter().find(|v| v.id() == id))
        .unwrap_or(default)
}

/// The names of the evaluation's weights, as the tools' specs and fits spell them.
pub const WEIGHT_NAMES: [&str; 15] = [
    "mill",
    "half_open",
    "threat",
    "place_points",
    "place_mobility",
    "place_blocked",
    "place_open",
    "place_fork",
    "place_hand",
    "mobility",
    "blocked",
    "danger",
    "danger_moves",
    "double",
    "unstoppable",
];

/// The weight called `name` in `w` (`None`: no such weight).
pub fn weight<'a>(w: &'a mut Weights, name: &str) -> Option<&'a mut i32> {
    Some(match name {
        "mill" => &mut w.mill,
        "half_open" => &mut w.half_open,
        "threat" => &mut w.threat,
        "place_points" => &mut w.place_points,
        "place_mobility" => &mut w.place_mobility,
        "place_blocked" => &mut w.place_blocked,
        "place_open" => &mut w.place_open,
        "place_fork" => &mut w.place_fork,
        "place_hand" => &mut w.place_hand,
        "mobility" => &mut w.mobility,
        "blocked" => &mut w.blocked,
        "danger" => &mut w.danger,
        "danger_moves" => &mut w.danger_moves,
        "double" => &mut w.double,
        "unstoppable" => &mut w.unstoppable,
        _ => return None,
    })
}
