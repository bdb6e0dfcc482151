//! The shared Spelbord suite: the standard start and a set-up start position (the
//! rules have no variants; `start` is the only setting).

use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_stumphog::{Settings, Stumphog};

fn opts(playouts: usize) -> SuiteOptions {
    let playouts = if cfg!(debug_assertions) {
        playouts.div_ceil(4)
    } else {
        playouts
    };
    // Random games end within a few hundred plays (see the bench); 20,000 is generous.
    SuiteOptions {
        playouts,
        max_moves: 20_000,
        seed: 18,
    }
}

#[test]
fn standard_start() {
    check_game::<Stumphog>(Settings::default(), &opts(200));
}

#[test]
fn set_up_start_with_bortom_at_seat_0() {
    let s = Settings {
        start: "2,1,3,1,1,4,1/1,5,1,1,2,1,6/3/20,6/5,6/b/1".into(),
    };
    Stumphog::try_from_settings(s.clone()).expect("a sound position");
    check_game::<Stumphog>(s, &opts(100));
}
