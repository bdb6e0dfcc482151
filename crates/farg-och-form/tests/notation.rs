//! Notation: `Gd@0,0 Gs@1,0`, `trade Gd Ro`, `pass`; bad notation gives a clear error.
mod common;
use common::*;
use spelbord_core::{Game, Replay};
use spelbord_farg_och_form::*;

#[test]
fn tiles_are_a_colour_letter_and_a_shape_letter() {
    let t: Tile = "Gd".parse().unwrap();
    assert_eq!((t.colour(), t.shape()), (Colour::Green, Shape::Diamond));
    let all: Vec<String> = Tile::all().map(|t| t.to_string()).collect();
    assert_eq!(all.len(), 36);
    for s in &all {
        assert_eq!(&s.parse::<Tile>().unwrap().to_string(), s);
    }
    assert_eq!(
        "P*".parse::<Tile>().unwrap(),
        Tile::new(Colour::Purple, Shape::Star)
    );
    assert_eq!(
        "Oo".parse::<Tile>().unwrap(),
        Tile::new(Colour::Orange, Shape::Circle)
    );
    assert_eq!(
        "Bc".parse::<Tile>().unwrap(),
        Tile::new(Colour::Blue, Shape::Clover)
    );
}

#[test]
fn moves_read_and_write_exactly_as_the_rules_show() {
    for s in [
        "Gd@0,0 Gs@1,0",
        "trade Ro Gd",
        "pass",
        "Rx@-3,12",
        "Gd@0,0 Gs@0,1",
    ] {
        let m: Move = s.parse().unwrap();
        assert_eq!(m.to_string(), s);
    }
    // Order and spacing do not matter when reading; writing is sorted by cell.
    let m: Move = "  Gs@1,0   Gd@0,0 ".parse().unwrap();
    assert_eq!(m.to_string(), "Gd@0,0 Gs@1,0");
    // A trade is written in the colour order R O Y G B P, then by shape.
    let t: Move = "trade Gd Ro".parse().unwrap();
    assert_eq!(t.to_string(), "trade Ro Gd");
    // The same set of placements is one move.
    assert_eq!(m, "Gd@0,0 Gs@1,0".parse().unwrap());
}

#[test]
fn bad_notation_gives_a_clear_error_and_never_panics() {
    let cases = [
        ("", "empty"),
        ("Xd@0,0", "not a colour"),
        ("gd@0,0", "not a colour"),
        ("GD@0,0", "not a shape"),
        ("Gd", "not a placement"),
        ("Gd@0", "not a cell"),
        ("Gd@a,0", "whole number"),
        ("Gd@0,99999", "too far"),
        ("Gd@0,0 Gs@0,0", "same cell"),
        ("trade", "names the tiles"),
        ("trade Gd Gd Gd Gd Gd Gd Gd", "at most six"),
        ("pass now", "nothing after"),
        (
            "Gd@0,0 Gs@1,0 Gx@2,0 Go@3,0 G*@4,0 Gc@5,0 Gd@6,0",
            "at most six",
        ),
        ("Gdd@0,0", "not a tile"),
        ("Gé@0,0", "not a shape"),
        ("é@0,0", "not a tile"),
    ];
    for (s, want) in cases {
        let e = s.parse::<Move>().unwrap_err().to_string();
        assert!(e.contains(want), "'{s}' gave '{e}', wanted '{want}'");
    }
    for s in ["lot", "lot 9", "lot x", "Q"] {
        assert!(s.parse::<Draw>().is_err());
    }
    assert_eq!("lot 2".parse::<Draw>().unwrap(), Draw::Lot(2));
}

#[test]
fn an_illegal_move_in_a_record_is_refused_with_its_reason() {
    let mut r = Replay::<FargOchForm>::new(Settings::default(), 5);
    let before = r.current().clone();
    let e = r.play_text("Gd@7,7").unwrap_err();
    assert!(!e.to_string().is_empty());
    assert_eq!(r.current(), &before);
    assert!(r
        .play_text("nonsense")
        .unwrap_err()
        .to_string()
        .contains("not"));
    let g = pos("Ro@0,0", &["Rx Bd Gc Y* Pc Rd", "Bs Ys Oo Px Gd Rc"], 0);
    assert!(g
        .why_illegal(&mv(&g, "Gd@1,0"))
        .contains("not in your hand"));
    assert!(g.why_illegal(&mv(&g, "Rx@0,0")).contains("already holds"));
    assert!(g
        .why_illegal(&mv(&g, "trade Oo"))
        .contains("only tiles in your hand"));
}
