//! What issue 31 asks of the strongest level beyond the rules: variety between seeds, the
//! evaluation's sense of the placing phase, and the same move for the same seed.

use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::Game;
use spelbord_morris::eval::{evaluate_with, Weights};
use spelbord_morris::{First, Morris, MorrisBot, MorrisSettings, Variant};
use std::collections::HashSet;

fn depth(d: u32) -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: Some(d),
        max_nodes: None,
    }
}

fn first_move(g: &Morris, seed: u64) -> String {
    let mut bot = MorrisBot::new(Level::Strongest, seed);
    let mut ctx = SearchContext::new(depth(3), || 0.0);
    bot.choose(g, &mut ctx).unwrap().to_string()
}

#[test]
fn seeds_vary_the_strongest_levels_choice_among_equal_moves() {
    // The empty board has four points of each kind that are alike by symmetry: equal
    // values, and a choice that must not be the same for every seed.
    let g = Morris::new(MorrisSettings::new(Variant::Kvarn).with_first(First::White));
    let chosen: HashSet<String> = (0..12).map(|s| first_move(&g, s)).collect();
    assert!(chosen.len() >= 2, "{chosen:?}");
    // A seed is a seed: the same one plays the same move.
    assert_eq!(first_move(&g, 5), first_move(&g, 5));
}

#[test]
fn placing_values_free_men_over_walled_in_ones() {
    // White's men on a1 and d1 are both walled in by Black (a4, b2/d2 and g1), against
    // the same men of White on the open points b4 and d6 elsewhere: the same material,
    // the same lines, so only the moving phase to come tells them apart.
    let s = MorrisSettings::new(Variant::Kvarn).with_first(First::White);
    let shut = Morris::from_moves(s, "a1 a4 d1 d2 f4 g1").unwrap();
    let free = Morris::from_moves(s, "b4 a4 d6 d2 f4 g1").unwrap();
    let w = Weights::TUNED;
    let value = |g: &Morris| evaluate_with(g.pos(), g.rules(), &w);
    // White is to move in both (six men placed), and its free men are worth more.
    assert_eq!(shut.pos().turn, 0);
    assert!(
        value(&free) > value(&shut),
        "{} {}",
        value(&free),
        value(&shut)
    );
    // The old evaluation, without the placing phase's mobility, saw less of it.
    let old = |g: &Morris| evaluate_with(g.pos(), g.rules(), &Weights::OLD);
    assert!(value(&free) - value(&shut) > old(&free) - old(&shut));
}
