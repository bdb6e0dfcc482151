//! The shared test suite of every Spelbord game, for each settings variant.

use spelbord_alquerque::{Alquerque, AlquerqueSettings};
use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::{Game, Record, Replay};

fn opts() -> SuiteOptions {
    SuiteOptions {
        playouts: if cfg!(debug_assertions) { 30 } else { 150 },
        max_moves: 2_000,
        seed: 11,
    }
}

#[test]
fn suite_compulsory_capture() {
    check_game::<Alquerque>(AlquerqueSettings::default(), &opts());
}

#[test]
fn suite_huffing() {
    check_game::<Alquerque>(
        AlquerqueSettings {
            huffing: true,
            position: String::new(),
        },
        &opts(),
    );
}

#[test]
fn suite_set_up_position() {
    check_game::<Alquerque>(
        AlquerqueSettings {
            huffing: false,
            position: "W.W.W/.W.W./B.B.B/.B.B./..... w".into(),
        },
        &opts(),
    );
}

#[test]
fn settings_travel_in_a_record() {
    let s = AlquerqueSettings {
        huffing: true,
        position: "W..../...W./..B../...../B.... b".into(),
    };
    let mut r = Replay::<Alquerque>::new(s.clone(), 1);
    r.play_text("a1-a2").unwrap();
    r.play_text("huffc3").unwrap();
    let text = r.record().to_text(Alquerque::RECORD_SEPARATOR);
    let back =
        Replay::<Alquerque>::from_record(&Record::parse_for::<Alquerque>(&text).unwrap()).unwrap();
    assert_eq!(back.settings(), &s);
    assert_eq!(back.current(), r.current());
}

#[test]
fn a_bad_set_up_position_is_an_error_not_a_panic() {
    for bad in [
        "",
        "x",
        "WWWWW/WWWWW/BB.WW/BBBBB b",
        "WWWWWWWWWWWWW/...../...../...../..... b",
    ] {
        let s = AlquerqueSettings {
            huffing: false,
            position: bad.into(),
        };
        if !bad.is_empty() {
            assert!(Alquerque::from_settings(s.clone()).is_err(), "{bad}");
        }
        // `new` cannot fail: it falls back to the start.
        let g = Alquerque::new(s);
        assert!(g.check_invariants().is_ok());
    }
}
