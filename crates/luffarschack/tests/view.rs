//! The renderer's data: the typed view (serialized by name), partial moves, end reasons,
//! the threats announced for screen readers, and the terminal board.

use spelbord_core::Game;
use spelbord_luffarschack::{
    Cell, EndReason, Luffarschack, LuffarschackSettings, Mark, Paper, ThreatKind,
};

fn play(moves: &str, settings: LuffarschackSettings) -> Luffarschack {
    let mut g = Luffarschack::new(settings);
    for t in moves.split_whitespace() {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
    }
    g
}

#[test]
fn the_view_carries_marks_last_move_bounds_and_the_winning_line() {
    let g = play(
        "0,0 0,1 1,0 1,1 2,0 2,1 3,0 -3,7 4,0",
        LuffarschackSettings::default(),
    );
    let v = g.board_view(Some(0));
    assert_eq!(v.marks.len(), 9);
    assert_eq!(v.marks[1].mark, Mark::Ring);
    assert_eq!(v.marks[8].number, 9);
    assert_eq!(v.last_move, Some(Cell::new(4, 0)));
    let b = v.bounds.unwrap();
    assert_eq!((b.min_x, b.min_y, b.max_x, b.max_y), (-3, 0, 4, 7));
    assert_eq!(v.winning_lines.len(), 1);
    assert_eq!(v.winning_lines[0].cells.first(), Some(&Cell::new(0, 0)));
    assert_eq!(v.winning_lines[0].cells.last(), Some(&Cell::new(4, 0)));
    assert_eq!(v.end_reason, Some(EndReason::FiveInARow));
    assert_eq!(v.to_move, None);
    let json = serde_json::to_value(&v).unwrap();
    assert_eq!(json["marks"][0]["mark"], "cross");
    assert_eq!(json["marks"][0]["cell"]["x"], 0);
    assert_eq!(json["lastMove"]["x"], 4);
    assert_eq!(json["bounds"]["minX"], -3);
    assert_eq!(json["endReason"], "fiveInARow");
    assert_eq!(json["winningLines"][0]["mark"], "cross");
    assert_eq!(json["size"], serde_json::Value::Null);
}

#[test]
fn the_view_names_cells_in_the_games_notation() {
    let s = LuffarschackSettings {
        board: Paper::Board15,
        ..Default::default()
    };
    let g = play("h8 a1", s);
    let v = g.board_view(None);
    assert_eq!(v.size, Some(15));
    assert_eq!(v.marks[0].name, "h8");
    assert_eq!(v.marks[1].name, "a1");
    assert_eq!(v.to_move, Some(Mark::Cross));
    assert!(g.ascii().contains("(O)"));
    assert!(g.ascii().contains(" a  b  c"));
}

#[test]
fn threats_announce_fours_and_open_threes() {
    // Crosses: an open three on row 0; rings: a four closed at one end on row 3.
    let g = play(
        "0,0 -1,3 1,0 0,3 2,0 1,3 9,9 2,3",
        LuffarschackSettings::default(),
    );
    let t = g.board_view(None).threats;
    let four: Vec<_> = t.iter().filter(|t| t.kind == ThreatKind::Four).collect();
    assert_eq!(four.len(), 2, "{t:?}");
    assert!(four.iter().all(|t| t.mark == Mark::Ring));
    assert!(four.iter().any(|t| t.cell == Cell::new(3, 3)));
    let threes: Vec<_> = t
        .iter()
        .filter(|t| t.kind == ThreatKind::OpenThree && t.mark == Mark::Cross)
        .map(|t| t.cell)
        .collect();
    assert!(
        threes.contains(&Cell::new(3, 0)) && threes.contains(&Cell::new(-1, 0)),
        "{threes:?}"
    );
    let json = serde_json::to_value(&t[0]).unwrap();
    assert!(json["kind"] == "four" || json["kind"] == "openThree");
}

#[test]
fn partial_moves_are_one_click() {
    let g = play("0,0", LuffarschackSettings::default());
    let (next, done) = g.next_steps(&[]);
    assert_eq!(next.len(), 24);
    assert_eq!(done, None);
    // Any empty cell completes a move, listed or not; a taken one does not.
    assert_eq!(
        g.next_steps(&[Cell::new(50, -50)]),
        (vec![], Some(Cell::new(50, -50)))
    );
    assert_eq!(g.next_steps(&[Cell::ORIGIN]), (vec![], None));
    assert_eq!(
        g.next_steps(&[Cell::new(1, 1), Cell::new(2, 2)]),
        (vec![], None)
    );
}

#[test]
fn end_reasons_are_named() {
    assert_eq!(Luffarschack::new(Default::default()).end_reason(), None);
    assert_eq!(
        serde_json::to_value(EndReason::FullBoard).unwrap(),
        "fullBoard"
    );
    let json = serde_json::to_value(LuffarschackSettings::default()).unwrap();
    assert_eq!(json["board"], "unbounded");
    assert_eq!(json["exactly-five"], false);
}

#[test]
fn the_ascii_board_shows_far_games_round_the_last_move() {
    let g = play("0,0 1000000,1000000", LuffarschackSettings::default());
    let a = g.ascii();
    assert!(a.contains("(O)"), "{a}");
    assert!(a.lines().count() <= 43);
}

#[test]
fn the_view_shows_the_opening_rule_that_limits_the_next_mark() {
    // The endless paper: the first mark at the origin, then no limit.
    let g = play("", LuffarschackSettings::default());
    let o = g.board_view(None).opening.unwrap();
    assert_eq!(o.key, "luffarschack.firstAtOrigin");
    assert_eq!(o.only, Some(Cell::new(0, 0)));
    assert_eq!(o.args.get("centre").map(String::as_str), Some("0,0"));
    assert!(play("0,0", LuffarschackSettings::default())
        .board_view(None)
        .opening
        .is_none());
    // A bounded board without the Russian opening: nothing limits the first mark.
    let b15 = LuffarschackSettings {
        board: Paper::Board15,
        ..Default::default()
    };
    assert!(play("", b15).board_view(None).opening.is_none());
    // The Russian opening: the centre first, then Black's second mark outside the 5×5.
    let ru = LuffarschackSettings {
        board: Paper::Board15,
        russian_opening: true,
        ..Default::default()
    };
    let o = play("", ru).board_view(None).opening.unwrap();
    assert_eq!(o.key, "luffarschack.russianCentre");
    assert_eq!(o.only, Some(Cell::new(7, 7)));
    assert!(play("h8", ru).board_view(None).opening.is_none());
    let v = play("h8 i9", ru).board_view(None);
    let o = v.opening.unwrap();
    assert_eq!(o.key, "luffarschack.russianThird");
    let b = o.outside.unwrap();
    assert_eq!((b.min_x, b.min_y, b.max_x, b.max_y), (5, 5, 9, 9));
    // The limit agrees with the rules: a cell inside is refused, one just outside is not.
    let g = play("h8 i9", ru);
    assert!(!g.is_legal(&Cell::new(9, 9)));
    assert!(g.is_legal(&Cell::new(10, 9)));
    assert!(play("h8 i9 k8", ru).board_view(None).opening.is_none());
    let json = serde_json::to_value(play("h8 i9", ru).board_view(None)).unwrap();
    assert_eq!(json["opening"]["outside"]["minX"], 5);
    assert_eq!(json["opening"]["args"]["centre"], "h8");
}
