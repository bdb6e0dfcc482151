//! Issue 31: the seed varies the choice among moves of equal value at every level, in
//! every game, and the same seed plays the same game. Node-limited searches, so the
//! results do not depend on the machine's speed.

use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, ToAct};
use spelbord_morris::{bot, First, Morris, MorrisSettings};
use std::collections::HashSet;

fn nodes(n: u64) -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(n),
    }
}

/// The first `plies` turns of a game of `level` against itself from the empty board,
/// both seats seeded from `seed`.
fn opening(s: MorrisSettings, level: Level, seed: u64, plies: usize) -> Vec<String> {
    let mut g = Morris::new(s);
    let mut bots: [Box<dyn Bot<Morris>>; 2] = [bot(level, 2 * seed), bot(level, 2 * seed + 1)];
    let mut moves = Vec::new();
    while let ToAct::Seat(seat) = g.to_act() {
        if moves.len() == plies {
            break;
        }
        let mut ctx = SearchContext::new(nodes(3_000), || 0.0);
        let m = bots[seat as usize].choose(&g, &mut ctx).unwrap();
        moves.push(m.to_string());
        g = g.play(&m).unwrap();
    }
    moves
}

#[test]
fn every_level_of_every_game_varies_its_first_move_by_seed() {
    // The empty board has at least four points alike by symmetry for each kind of point:
    // whichever kind a level prefers, equal moves exist, and the seed must choose among
    // them rather than always the first generated.
    for s in MorrisSettings::all() {
        let s = s.with_first(First::White);
        for level in Level::ALL {
            let firsts: HashSet<String> = (0..12)
                .map(|seed| opening(s, level, seed, 1)[0].clone())
                .collect();
            assert!(
                firsts.len() >= 3,
                "{:?} flying {} {level:?}: {firsts:?}",
                s.variant,
                s.flying
            );
        }
    }
}

#[test]
fn every_level_of_every_game_plays_other_openings_with_other_seeds_and_repeats_with_one() {
    for s in MorrisSettings::all() {
        let s = s.with_first(First::White);
        for level in Level::ALL {
            let games: HashSet<Vec<String>> =
                (0..6).map(|seed| opening(s, level, seed, 8)).collect();
            assert!(
                games.len() >= 5,
                "{:?} flying {} {level:?}: only {} of 6 openings differ",
                s.variant,
                s.flying,
                games.len()
            );
            assert_eq!(opening(s, level, 3, 8), opening(s, level, 3, 8));
        }
    }
}
