//! The shared suite of spelbord-core on all four tables.
use spelbord_connect::{Connect, ConnectSettings};
use spelbord_core::testing::{check_game, SuiteOptions};

#[test]
fn shared_suite_on_every_table() {
    for s in ConnectSettings::all() {
        check_game::<Connect>(
            s,
            &SuiteOptions {
                playouts: 60,
                max_moves: 5_000,
                seed: 7,
            },
        );
    }
}
