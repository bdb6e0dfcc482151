//! The published perft table of English draughts from the start position.

use spelbord_dam::perft::perft;
use spelbord_dam::{Board, Dam, DamSettings};

/// Leaves after 1..=10 plies from the start (Black to move).
const TABLE: [u64; 10] = [
    7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564,
];

#[test]
fn perft_table_from_the_start() {
    // The full table runs in release (the lead runs the suite with --release); a debug
    // build stops at depth 8 so that `cargo test` stays quick.
    let deepest = if cfg!(debug_assertions) { 8 } else { 10 };
    let b = Board::start();
    for (i, &want) in TABLE.iter().enumerate().take(deepest) {
        assert_eq!(perft(&b, i as u32 + 1), want, "perft({})", i + 1);
    }
}

#[test]
fn the_game_trait_counts_the_same() {
    // The Game-level move list (what the UI and bots see) agrees with the fast generator.
    let g = Dam::from_settings(DamSettings::default()).unwrap();
    let depth = if cfg!(debug_assertions) { 5 } else { 7 };
    for d in 1..=depth {
        assert_eq!(
            spelbord_core::perft(&g, d),
            TABLE[d as usize - 1],
            "depth {d}"
        );
    }
}
