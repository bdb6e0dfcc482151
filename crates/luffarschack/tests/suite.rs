//! The shared test suite of every Spelbord game, for each of the twelve tables
//! (three papers × exactly five × Russian opening).

use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::{Game, Record, Replay};
use spelbord_luffarschack::{Luffarschack, LuffarschackSettings, Paper};

fn opts() -> SuiteOptions {
    SuiteOptions {
        playouts: if cfg!(debug_assertions) { 3 } else { 8 },
        // Random marks on endless paper rarely line up five; the bounded boards fill up.
        max_moves: 5_000,
        seed: 3,
    }
}

fn suite(board: Paper) {
    for s in LuffarschackSettings::all()
        .into_iter()
        .filter(|s| s.board == board)
    {
        check_game::<Luffarschack>(s, &opts());
    }
}

#[test]
fn suite_unbounded() {
    suite(Paper::Unbounded);
}

#[test]
fn suite_15x15() {
    suite(Paper::Board15);
}

#[test]
fn suite_19x19() {
    suite(Paper::Board19);
}

#[test]
fn settings_travel_in_a_record() {
    for s in LuffarschackSettings::all() {
        let mut r = Replay::<Luffarschack>::new(s, 0);
        let first = r.current().centre();
        r.play(&first).unwrap();
        let text = r.record().to_text(Luffarschack::RECORD_SEPARATOR);
        let back =
            Replay::<Luffarschack>::from_record(&Record::parse_for::<Luffarschack>(&text).unwrap())
                .unwrap();
        assert_eq!(back.settings(), &s, "{text}");
        assert_eq!(back.current(), r.current());
    }
    let s = LuffarschackSettings {
        board: Paper::Board15,
        exactly_five: true,
        russian_opening: false,
    };
    let r = Replay::<Luffarschack>::new(s, 0);
    assert_eq!(
        r.record().settings,
        "board=15x15&exactly-five=true&russian-opening=false"
    );
}
