//! The shared Spelbord suite over every settings variant.

use spelbord_backgammon::{Backgammon, Settings};
use spelbord_core::testing::{check_game, SuiteOptions};

fn opts(playouts: usize) -> SuiteOptions {
    // Debug builds run a third of the playouts (the lead runs the suite in release).
    let playouts = if cfg!(debug_assertions) {
        playouts.div_ceil(3)
    } else {
        playouts
    };
    SuiteOptions {
        playouts,
        max_moves: 5_000,
        seed: 11,
    }
}

#[test]
fn single_game_without_cube() {
    check_game::<Backgammon>(Settings::default(), &opts(30));
}

#[test]
fn money_game_with_cube_and_jacoby() {
    let s = Settings {
        cube: true,
        ..Settings::default()
    };
    check_game::<Backgammon>(s, &opts(30));
}

#[test]
fn money_game_with_cube_without_jacoby() {
    let s = Settings {
        cube: true,
        jacoby: false,
        ..Settings::default()
    };
    check_game::<Backgammon>(s, &opts(15));
}

#[test]
fn match_with_cube_and_crawford() {
    let s = Settings {
        match_length: 5,
        cube: true,
        ..Settings::default()
    };
    check_game::<Backgammon>(s, &opts(15));
}

#[test]
fn match_without_cube_or_crawford() {
    let s = Settings {
        match_length: 3,
        cube: false,
        crawford: false,
        ..Settings::default()
    };
    check_game::<Backgammon>(s, &opts(10));
}
