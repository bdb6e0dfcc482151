//! The shared suite of spelbord-core on every table (each game, `kvarn` with flying, and
//! the fixed starters as well as the draw by lot).
use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_morris::{First, Morris, MorrisSettings};

#[test]
fn shared_suite_on_every_table() {
    for s in MorrisSettings::all() {
        for first in [First::Lot, First::White, First::Black] {
            check_game::<Morris>(
                s.with_first(first),
                &SuiteOptions {
                    playouts: 25,
                    max_moves: 3_000,
                    seed: 11,
                },
            );
        }
    }
}
