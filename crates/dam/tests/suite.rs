//! The shared test suite of every Spelbord game, for each settings variant of Dam.

use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::{Game, Replay};
use spelbord_dam::{Dam, DamSettings};

fn opts() -> SuiteOptions {
    SuiteOptions {
        playouts: if cfg!(debug_assertions) { 20 } else { 60 },
        max_moves: 3_000,
        seed: 7,
    }
}

#[test]
fn suite_standard() {
    check_game::<Dam>(DamSettings::default(), &opts());
}

#[test]
fn suite_huffing() {
    check_game::<Dam>(
        DamSettings {
            huffing: true,
            fen: String::new(),
        },
        &opts(),
    );
}

#[test]
fn suite_set_up_position() {
    check_game::<Dam>(
        DamSettings {
            huffing: false,
            fen: "W:W18,21,22,K30:B1-5,K14".into(),
        },
        &opts(),
    );
}

#[test]
fn settings_travel_in_a_record() {
    let s = DamSettings {
        huffing: true,
        fen: "W:W21,22,K30:B1,2".into(),
    };
    let mut r = Replay::<Dam>::new(s.clone(), 1);
    r.play_text("21-17").unwrap();
    let text = r.record().to_text(Dam::RECORD_SEPARATOR);
    let back = Replay::<Dam>::from_record(&spelbord_core::Record::parse_for::<Dam>(&text).unwrap())
        .unwrap();
    assert_eq!(back.settings(), &s);
    assert_eq!(back.current(), r.current());
}
