//! The family contract: the settings field, two-click steps, end reasons, set-up
//! positions from text, error kinds, and the preview opening.

use spelbord_core::{Game, Illegal, Replay};
use spelbord_family::{Family, FieldKind};
use spelbord_lines_of_action::{EndReason, LinesOfAction, LoaSettings, Simultaneous};

#[test]
fn the_preview_opening_is_legal() {
    let mut r = Replay::<LinesOfAction>::new(LoaSettings::default(), 0);
    for m in LinesOfAction::preview_moves("lines-of-action") {
        r.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn the_dialog_offers_both_end_rules_by_their_query_values() {
    let fields = LinesOfAction::fields("lines-of-action");
    assert_eq!(fields[0].key, "simultaneous");
    let FieldKind::Select { options } = &fields[0].kind else {
        panic!("a select");
    };
    let values: Vec<&str> = options.iter().map(|o| o.value).collect();
    assert_eq!(values, ["draw", "mover-wins"]);
    for v in values {
        let s: LoaSettings = serde_urlencoded::from_str(&format!("simultaneous={v}")).unwrap();
        assert_eq!(
            s.simultaneous,
            if v == "draw" {
                Simultaneous::Draw
            } else {
                Simultaneous::MoverWins
            }
        );
    }
}

#[test]
fn steps_are_the_piece_then_its_destination_in_notation() {
    let g = LinesOfAction::new(LoaSettings::default());
    assert_eq!(Family::steps(&g, &[]).next.len(), 12);
    assert_eq!(Family::steps(&g, &[2]).next, vec![16, 18, 20]); // c1: a3, c3, e3
    assert_eq!(
        Family::steps(&g, &[2, 16]).complete.as_deref(),
        Some("c1xa3")
    );
    assert_eq!(Family::steps(&g, &[2, 3]).complete, None);
}

#[test]
fn the_end_reason_and_a_position_opened_from_text() {
    let r = LinesOfAction::open_position("7w/6w1/8/b7/8/1w1b4/8/8 b")
        .unwrap()
        .unwrap();
    let mut r = r;
    r.play_text("d3xb3").unwrap();
    assert_eq!(
        Family::end_reason(r.current()),
        Some(EndReason::ConnectedByOpponent)
    );
    let bad = LinesOfAction::open_position("8/8/8/8/8/8/8/8 b").unwrap();
    let bad = bad.unwrap_err();
    assert_eq!(bad.key, "loa.badPosition");
    // Why, as a kind of its own for the page to word (no English passed through).
    let why = bad.reason.expect("the reason as a kind");
    assert_eq!(why.key, "loa.pos.blackNone");
    assert!(bad.args.is_empty(), "{:?}", bad.args);
    assert_eq!(
        bad.message,
        "the set-up position cannot be read: Black has no pieces (each side needs at least one)"
    );
    assert!(LinesOfAction::open_position("b1-d3").is_none());
    let e = LinesOfAction::from_settings(LoaSettings {
        position: "nonsense".into(),
        ..Default::default()
    })
    .err()
    .unwrap();
    assert_eq!(e.0.key, "loa.badPosition");
    assert_eq!(e.0.reason.unwrap().key, "loa.pos.rows");
}

#[test]
fn illegal_moves_are_kinds_naming_the_rule() {
    let g = LinesOfAction::new(LoaSettings::default());
    let kind = |m: &str| match g.illegal(&m.parse().unwrap()) {
        Illegal::Rule(p) => p.key,
        other => panic!("{m}: {other:?}"),
    };
    assert_eq!(kind("b1-b2"), "loa.distance");
    assert_eq!(kind("a2-c2"), "loa.notYours");
    assert_eq!(kind("pass"), "loa.mayNotPass");
    let Illegal::Rule(p) = g.illegal(&"b1-b2".parse().unwrap()) else {
        unreachable!()
    };
    assert_eq!(p.arg("count"), Some("2"));
    assert_eq!(p.arg("distance"), Some("1"));
}
