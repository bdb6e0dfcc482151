//! The shared test suite of every Spelbord game, from the start and from a set-up.

use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::{Game, Record, Replay};
use spelbord_surround::{Surround, SurroundSettings};

fn opts() -> SuiteOptions {
    SuiteOptions {
        playouts: if cfg!(debug_assertions) { 30 } else { 150 },
        max_moves: 2_000,
        seed: 13,
    }
}

#[test]
fn suite_start() {
    check_game::<Surround>(SurroundSettings::default(), &opts());
}

#[test]
fn suite_set_up_position() {
    check_game::<Surround>(
        SurroundSettings {
            position: "..B.../.BWB../..W.B./.W..../W..W../...... w".into(),
        },
        &opts(),
    );
}

#[test]
fn settings_travel_in_a_record() {
    let s = SurroundSettings {
        position: "BW..../....../W...../....../....../.....B w".into(),
    };
    let mut r = Replay::<Surround>::new(s.clone(), 1);
    r.play_text("a4-a5").unwrap();
    let text = r.record().to_text(Surround::RECORD_SEPARATOR);
    let back =
        Replay::<Surround>::from_record(&Record::parse_for::<Surround>(&text).unwrap()).unwrap();
    assert_eq!(back.settings(), &s);
    assert_eq!(back.current(), r.current());
}

#[test]
fn a_bad_set_up_position_is_an_error_not_a_panic() {
    for bad in [
        "x",
        "BBBBBB/WWWWWW w",
        "BBBBBBB/....../....../....../....../WWWWWW w",
        "BW..../W...../....../....../....../...... w",
    ] {
        let s = SurroundSettings {
            position: bad.into(),
        };
        assert!(Surround::from_settings(s.clone()).is_err(), "{bad}");
        assert!(Surround::new(s).check_invariants().is_ok());
    }
}
