//! The shared test suite of every Spelbord game, for each settings variant.

use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::{Game, Record, Replay};
use spelbord_lines_of_action::{LinesOfAction, LoaSettings, Simultaneous};

fn opts() -> SuiteOptions {
    SuiteOptions {
        playouts: if cfg!(debug_assertions) { 15 } else { 60 },
        max_moves: 5_000,
        seed: 11,
    }
}

#[test]
fn suite_draw_on_simultaneous_connection() {
    check_game::<LinesOfAction>(LoaSettings::default(), &opts());
}

#[test]
fn suite_mover_wins() {
    check_game::<LinesOfAction>(
        LoaSettings {
            simultaneous: Simultaneous::MoverWins,
            ..Default::default()
        },
        &opts(),
    );
}

#[test]
fn suite_set_up_position() {
    check_game::<LinesOfAction>(
        LoaSettings {
            position: "1b1bww2/2w4w/b6w/3w4/3b1w1w/ww6/7b/1bw1bbb1 b".into(),
            ..Default::default()
        },
        &opts(),
    );
}

#[test]
fn suite_a_position_where_black_must_pass() {
    check_game::<LinesOfAction>(
        LoaSettings {
            position: "6wb/6ww/8/8/8/8/ww6/bw6 b".into(),
            ..Default::default()
        },
        &opts(),
    );
}

#[test]
fn settings_travel_in_a_record() {
    let s = LoaSettings {
        simultaneous: Simultaneous::MoverWins,
        position: "6wb/6ww/8/8/8/8/ww6/bw6 b".into(),
    };
    let mut r = Replay::<LinesOfAction>::new(s.clone(), 1);
    r.play_text("pass").unwrap();
    let text = r.record().to_text(LinesOfAction::RECORD_SEPARATOR);
    let back =
        Replay::<LinesOfAction>::from_record(&Record::parse_for::<LinesOfAction>(&text).unwrap())
            .unwrap();
    assert_eq!(back.settings(), &s);
    assert_eq!(back.current(), r.current());
}
