//! The family contract: steps in notation with the table after the play, the end
//! reason, hand-entered dice, positions opened from text, and the preview opening.

use spelbord_core::{Game, Replay};
use spelbord_family::Family;
use spelbord_stumphog::{Dice, EndReason, Pos, Settings, Step, Stumphog};

#[test]
fn the_preview_opening_is_legal_with_seed_1() {
    let mut r = Replay::<Stumphog>::new(Settings::default(), 1);
    for m in Stumphog::preview_moves("stumphog") {
        r.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(Stumphog::preview_moves("stumphog").len() >= 4);
}

#[test]
fn steps_give_the_play_in_notation_and_the_table_after_it() {
    let mut g = Stumphog::from_position(
        Pos::from_text("1,6,1,1,1,1,1/1,1,3,1,1,1,1/1/20,28/0,0/h").unwrap(),
        0,
    );
    g.apply_chance(&Dice(3, 5));
    let s = Family::steps(&g, &[]);
    assert!(s.next.contains(&"3-5".parse::<Step>().unwrap()));
    assert!(s.complete.is_none() && s.view.is_none());
    let s = Family::steps(&g, &["3-5".parse().unwrap()]);
    assert_eq!(s.complete.as_deref(), Some("[3-5] 3-5 H2"));
    let after = s.view.expect("the table after the play");
    assert_eq!(after.heaps[1].stones, 3);
    assert_eq!(after.last_play.unwrap().transfers[0].stones, 3);
    let json = serde_json::to_value(Family::steps(&g, &[]).next).unwrap();
    assert_eq!(
        json[0],
        serde_json::json!({"kind": "split", "stones": 3, "steps": 5})
    );
    let back: Vec<Step> = serde_json::from_value(json).unwrap();
    assert_eq!(back, Family::steps(&g, &[]).next);
    let heap: Step =
        serde_json::from_value(serde_json::json!({"kind": "heap", "heap": "H2"})).unwrap();
    assert_eq!(heap, "H2".parse().unwrap());
}

#[test]
fn end_reason_hand_dice_and_positions_from_text() {
    const { assert!(<Stumphog as Family>::HAND_CHANCE) };
    let mut r = Stumphog::open_position("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/5,1/39,1/h/1")
        .expect("a position")
        .expect("a sound one");
    assert_eq!(r.current().hitom_seat(), Some(1));
    let mut m = Replay::<Stumphog>::with_manual_chance(r.settings().clone(), 0, true);
    m.play_chance_text("1-1").unwrap();
    m.play_text("out 2").unwrap();
    assert_eq!(
        Family::end_reason(m.current()),
        Some(EndReason::ThrewAwayStumpen)
    );
    assert!(Family::ascii(m.current()).contains("Hitom wins"));
    r.truncate(0);
    assert!(Stumphog::open_position("not a position").is_none());
    let bad = Stumphog::open_position("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/5,1/39,9/h").unwrap();
    assert_eq!(bad.err().map(|p| p.key), Some("stumphog.badPosition"));
    let e = Stumphog::from_settings(Settings { start: "x".into() }).unwrap_err();
    assert_eq!(e.0.key, "stumphog.badPosition");
}

#[test]
fn refusals_are_kinds_naming_the_rule() {
    let mut g = Stumphog::from_position(
        Pos::from_text("1,1,1,1,5,1,1/1,1,1,1,1,1,1/1/23,28/0,0/h").unwrap(),
        0,
    );
    g.apply_chance(&Dice(1, 4));
    let e = g.clone().play(&"1-4 H5".parse().unwrap()).unwrap_err();
    let p = e.kind.problem();
    assert_eq!(p.key, "stumphog.hemmaNeedsOne");
    assert_eq!(p.arg("heap"), Some("H5"));
    let e = g.clone().play(&"pass".parse().unwrap()).unwrap_err();
    assert_eq!(e.kind.problem().key, "stumphog.mustPlay");
    let fresh = Stumphog::new(Settings::default());
    assert_eq!(
        fresh.illegal(&"pass".parse().unwrap()).problem().key,
        "chanceDue"
    );
}
