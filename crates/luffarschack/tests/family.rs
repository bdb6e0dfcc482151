//! The family contract: the dialog's fields are settings keys, steps are one click on a
//! cell, refusals are kinds with arguments, and the view crosses as named JSON.

use spelbord_core::{Game, Illegal, Replay};
use spelbord_family::{settings_pairs, Family, FieldKind};
use spelbord_luffarschack::{Cell, EndReason, Luffarschack, LuffarschackSettings};

#[test]
fn every_field_is_a_settings_key_with_its_values() {
    let pairs = settings_pairs::<Luffarschack>(&LuffarschackSettings::default());
    for f in Luffarschack::fields("luffarschack") {
        assert!(
            pairs.iter().any(|(k, _)| k == f.key),
            "{} is no setting",
            f.key
        );
        if let FieldKind::Select { options } = &f.kind {
            for o in options {
                let text = format!("{}={}", f.key, o.value);
                let s = spelbord_core::merge_settings::<Luffarschack>(
                    &LuffarschackSettings::default(),
                    &text,
                );
                assert!(s.is_ok(), "{text} does not read");
            }
        }
    }
    assert_eq!(Luffarschack::GAMES[0].id, "luffarschack");
}

#[test]
fn steps_are_one_click_on_a_cell() {
    let g = Luffarschack::new(LuffarschackSettings::default());
    let s = g.steps(&[]);
    assert_eq!(s.next, vec![Cell::ORIGIN]);
    assert_eq!(g.steps(&[Cell::ORIGIN]).complete.as_deref(), Some("0,0"));
    assert_eq!(g.steps(&[Cell::new(1, 0)]).complete, None);
    let json = serde_json::to_value(&s.next).unwrap();
    assert_eq!(json[0]["x"], 0);
    let back: Cell = serde_json::from_value(serde_json::json!({"x": -4, "y": 9})).unwrap();
    assert_eq!(back, Cell::new(-4, 9));
}

#[test]
fn refusals_are_kinds_with_arguments() {
    let mut r = Replay::<Luffarschack>::new(LuffarschackSettings::default(), 0);
    r.play_text("0,0").unwrap();
    let g = r.current();
    match g.illegal(&Cell::ORIGIN) {
        Illegal::Rule(p) => {
            assert_eq!(p.key, "luffarschack.occupied");
            assert_eq!(p.arg("cell"), Some("0,0"));
            assert_eq!(p.arg("mark"), Some("cross"));
        }
        other => panic!("{other:?}"),
    }
    let first = Luffarschack::new(LuffarschackSettings::default());
    match first.illegal(&Cell::new(2, 2)) {
        Illegal::Rule(p) => assert_eq!(p.key, "luffarschack.firstAtOrigin"),
        other => panic!("{other:?}"),
    }
    assert!(r.play_text("0,0").is_err());
    assert_eq!(r.len(), 1);
}

#[test]
fn the_contract_view_and_end_reason_cross_by_name() {
    let mut g = Luffarschack::new(LuffarschackSettings::default());
    for t in [
        "0,0", "0,1", "1,0", "1,1", "2,0", "2,1", "3,0", "3,1", "4,0",
    ] {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
    }
    assert_eq!(Family::end_reason(&g), Some(EndReason::FiveInARow));
    let v = serde_json::to_value(Family::board_view(&g, None)).unwrap();
    assert_eq!(v["endReason"], "fiveInARow");
    assert_eq!(
        v["winningLines"][0]["cells"].as_array().map(|a| a.len()),
        Some(5)
    );
    assert!(Family::ascii(&g).contains("(X)"));
    let mut preview = Replay::<Luffarschack>::new(LuffarschackSettings::default(), 0);
    for m in Luffarschack::preview_moves("luffarschack") {
        preview.play_text(m).unwrap();
    }
    assert_eq!(preview.current().outcome(), None);
}
