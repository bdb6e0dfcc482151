//! One test per rule and per Decision of /work/shared/rules/lines-of-action.md.

use spelbord_core::{Game, Outcome, ToAct};
use spelbord_lines_of_action::board::parse_square;
use spelbord_lines_of_action::*;

fn setup(position: &str) -> LinesOfAction {
    LinesOfAction::set_up(LoaSettings {
        position: position.into(),
        ..Default::default()
    })
    .unwrap()
}

fn mover_wins(position: &str) -> LinesOfAction {
    LinesOfAction::set_up(LoaSettings {
        position: position.into(),
        simultaneous: Simultaneous::MoverWins,
    })
    .unwrap()
}

fn moves(g: &LinesOfAction) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

fn moves_from(g: &LinesOfAction, from: &str) -> Vec<String> {
    moves(g)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect()
}

fn play(g: &mut LinesOfAction, m: &str) {
    let mv = g.parse_move(m).unwrap();
    g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
}

fn sq(name: &str) -> Square {
    parse_square(name).unwrap()
}

fn rule(g: &LinesOfAction, m: &str) -> &'static str {
    let mv: Move = m.parse().unwrap();
    assert!(!g.is_legal(&mv), "{m} should be illegal");
    g.rule_broken(&mv).map(|p| p.key).unwrap_or("none")
}

#[test]
fn standard_setup_black_on_b1_g1_and_b8_g8_white_on_a2_a7_and_h2_h7_corners_empty() {
    let g = LinesOfAction::new(LoaSettings::default());
    for s in 0..64u8 {
        let (col, row) = (s % 8, s / 8);
        let want = if (row == 0 || row == 7) && (1..=6).contains(&col) {
            Some(Colour::Black)
        } else if (col == 0 || col == 7) && (1..=6).contains(&row) {
            Some(Colour::White)
        } else {
            None
        };
        assert_eq!(g.piece(s), want, "square {}", square_name(s));
    }
    for corner in ["a1", "h1", "a8", "h8"] {
        assert_eq!(g.piece_on(corner), None);
    }
    assert_eq!(g.to_act(), ToAct::Seat(0), "Black moves first");
    assert_eq!(
        g.position_text(),
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"
    );
}

#[test]
fn a_piece_moves_exactly_as_many_squares_as_there_are_pieces_on_its_line() {
    let g = LinesOfAction::new(LoaSettings::default());
    // b1: row 1 holds 6 (to h1), column b holds 2 (to b3), the diagonal b1-h7 holds 2
    // (b1 and h7, to d3); the other diagonal (b1, a2) would leave the board.
    assert_eq!(moves_from(&g, "b1"), ["b1-b3", "b1-d3", "b1-h1"]);
    // c1's diagonal to a3 holds c1, b2 (empty) and a3 (White): 2, a capture.
    assert_eq!(moves_from(&g, "c1"), ["c1-c3", "c1-e3", "c1xa3"]);
    assert_eq!(rule(&g, "b1-b2"), "loa.distance");
    assert_eq!(rule(&g, "b1-c3"), "loa.notALine");
}

#[test]
fn the_count_takes_the_whole_line_both_ways_and_both_colours() {
    // Row 4: White a4, Black d4 and g4: three pieces, on both sides of d4.
    let g = setup("1b6/8/8/8/w2b2b1/8/8/w6w b");
    assert!(
        g.is_legal(&g.parse_move("d4xa4").unwrap()),
        "three squares west"
    );
    assert_eq!(rule(&g, "d4-e4"), "loa.distance");
    assert_eq!(rule(&g, "d4-g4"), "loa.landsOnOwn");
    // Column d holds only d4: one square north or south.
    assert!(moves_from(&g, "d4").contains(&"d4-d5".to_string()));
    assert!(moves_from(&g, "d4").contains(&"d4-d3".to_string()));
}

#[test]
fn a_piece_may_jump_over_its_own_pieces() {
    // Row 4: Black d4 and e4: d4 moves two east, over e4, to f4.
    let g = setup("1b6/8/8/8/3bb3/8/8/w6w b");
    assert!(moves_from(&g, "d4").contains(&"d4-f4".to_string()));
}

#[test]
fn a_piece_may_not_jump_over_an_opponent() {
    // Row 4: Black d4, White e4: two squares east would pass over e4.
    let g = setup("1b6/8/8/8/3bw3/8/8/w6w b");
    assert_eq!(rule(&g, "d4-f4"), "loa.jumpsOpponent");
    assert!(!moves_from(&g, "d4").iter().any(|m| m.ends_with("f4")));
}

#[test]
fn landing_on_an_opponent_captures_it() {
    // Row 4: Black d4, White f4: two squares east lands on f4.
    let mut g = setup("1b6/8/8/8/3b1w2/8/8/w6w b");
    play(&mut g, "d4xf4");
    assert_eq!(g.piece_on("f4"), Some(Colour::Black));
    assert_eq!(g.piece_on("d4"), None);
    assert_eq!(
        g.board().white.count_ones(),
        2,
        "the captured piece is removed"
    );
    // The capture mark may be left out when reading: the move is the same.
    let g = setup("1b6/8/8/8/3b1w2/8/8/w6w b");
    assert_eq!(g.parse_move("d4-f4").unwrap().to_string(), "d4xf4");
}

#[test]
fn a_piece_may_not_land_on_its_own_piece() {
    let g = setup("1b6/8/8/8/3b1b2/8/8/w6w b");
    assert_eq!(rule(&g, "d4-f4"), "loa.landsOnOwn");
}

#[test]
fn only_the_side_to_move_moves_and_only_from_its_own_pieces() {
    let g = LinesOfAction::new(LoaSettings::default());
    assert_eq!(rule(&g, "a2-c2"), "loa.notYours");
    assert_eq!(rule(&g, "d4-d5"), "loa.noPiece");
}

#[test]
fn one_connected_group_wins_with_the_movers_own_move() {
    // Black a1 and b3: b3-b2 joins them (diagonally, the 8-neighbourhood).
    let mut g = setup("7w/8/8/4w3/8/1b6/8/b7 b");
    play(&mut g, "b3-b2");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::Connected));
    assert_eq!(g.winning_group(), Some(1 << sq("a1") | 1 << sq("b2")));
    let v = g.board_view(None);
    let r = v.end.unwrap();
    assert_eq!(r.winner, Some(Colour::Black));
    assert_eq!(r.winning_group, vec![sq("a1"), sq("b2")]);
}

#[test]
fn pieces_touching_only_diagonally_are_connected() {
    // Black a1 and c3 with b2 empty are apart; a1 and b2 touch corner to corner.
    let g = setup("7w/8/8/4w3/8/2b5/8/b7 b");
    assert!(matches!(g.to_act(), ToAct::Seat(0)));
    let g = setup("7w/8/8/4w3/8/8/1b6/b7 b");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
}

#[test]
fn the_opponents_capture_of_the_last_separated_piece_hands_over_the_win() {
    // White: b3 apart from g7-h8. Black d3xb3 (row 3 holds 2) leaves White one group,
    // and Black (a5, b3) still apart: White wins by Black's move.
    let mut g = setup("7w/6w1/8/b7/8/1w1b4/8/8 b");
    play(&mut g, "d3xb3");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
    assert_eq!(g.end_reason(), Some(EndReason::ConnectedByOpponent));
}

#[test]
fn a_single_remaining_piece_is_connected() {
    // White b3 and h8: capturing b3 leaves White one piece, which wins.
    let mut g = setup("7w/8/8/b7/8/1w1b4/8/8 b");
    play(&mut g, "d3xb3");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
    assert_eq!(g.winning_group(), Some(1 << sq("h8")));
}

#[test]
fn connecting_both_at_once_is_a_draw_by_default() {
    // d3xb3 joins Black (a2, b3) and leaves White g7-h8 as one group.
    let pos = "7w/6w1/8/8/8/1w1b4/b7/8 b";
    let mut g = setup(pos);
    assert_eq!(g.settings().simultaneous, Simultaneous::Draw);
    play(&mut g, "d3xb3");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
    assert_eq!(g.end_reason(), Some(EndReason::BothConnected));
}

#[test]
fn connecting_both_at_once_wins_for_the_mover_under_mover_wins() {
    let mut g = mover_wins("7w/6w1/8/8/8/1w1b4/b7/8 b");
    play(&mut g, "d3xb3");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::BothConnected));
    // The setting does not change a win handed over to the opponent alone.
    let mut g = mover_wins("7w/6w1/8/b7/8/1w1b4/8/8 b");
    play(&mut g, "d3xb3");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
}

#[test]
fn a_player_without_a_legal_move_passes() {
    // Black a1 is shut in by White a2, b1, b2 and h8 by g8, g7, h7: every line through
    // them passes over White first.
    let mut g = setup("6wb/6ww/8/8/8/8/ww6/bw6 b");
    assert_eq!(moves(&g), ["pass"]);
    assert_eq!(g.next_steps(&[]), (vec![], Some(Move::Pass)));
    assert!(g.board_view(None).must_pass);
    play(&mut g, "pass");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert!(!moves(&g).contains(&"pass".to_string()));
    // Passing is not allowed while a piece can move.
    let g = LinesOfAction::new(LoaSettings::default());
    assert_eq!(rule(&g, "pass"), "loa.mayNotPass");
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = LinesOfAction::new(LoaSettings::default());
    for round in 0..2 {
        for m in ["b1-b3", "a2-c2", "b3-b1", "c2-a2"] {
            assert!(matches!(g.to_act(), ToAct::Seat(_)), "round {round}, {m}");
            play(&mut g, m);
        }
        assert_eq!(g.repetitions(), round + 2);
    }
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
    assert_eq!(g.end_reason(), Some(EndReason::Repetition));
}

#[test]
fn a_position_repeats_only_with_the_same_player_to_move() {
    // After the pass the pieces stand as before but White is to move: a new position.
    let mut g = setup("6wb/6ww/8/8/8/8/ww6/bw6 b");
    play(&mut g, "pass");
    assert_eq!(g.repetitions(), 1);
}

#[test]
fn notation_reads_and_writes_moves_captures_and_pass() {
    for text in ["b1-d3", "c1xa3", "pass"] {
        let m: Move = text.parse().unwrap();
        assert_eq!(m.to_string(), text);
    }
    assert_eq!("  B1-D3 ".parse::<Move>().unwrap().to_string(), "b1-d3");
    for bad in [
        "", "b1", "b1-b1", "i1-b2", "b1-b9", "b1d3", "xx", "b1--d3", "é1-d3",
    ] {
        assert!(bad.parse::<Move>().is_err(), "'{bad}' should not read");
    }
    let m = Move::slide(sq("b1"), sq("d3"), false);
    assert_eq!(m.to_string(), "b1-d3");
}

#[test]
fn a_game_record_is_the_moves_separated_by_spaces() {
    let mut r = spelbord_core::Replay::<LinesOfAction>::new(LoaSettings::default(), 1);
    r.play_text("b1-d3").unwrap();
    r.play_text("a3-c5").unwrap();
    let text = r.record().to_text(LinesOfAction::RECORD_SEPARATOR);
    assert!(text.ends_with("b1-d3 a3-c5"), "{text}");
}

#[test]
fn illegal_moves_name_the_rule_and_leave_the_position() {
    let g = LinesOfAction::new(LoaSettings::default());
    let err = g.clone().play(&"b1-b2".parse().unwrap()).unwrap_err();
    assert!(err.reason.contains("exactly"), "{}", err.reason);
    assert_eq!(err.position, g);
    let over = setup("7w/8/8/4w3/8/8/1b6/b7 b");
    assert_eq!(
        over.why_illegal(&"b2-b3".parse().unwrap()),
        "the game is over"
    );
}

#[test]
fn bad_set_up_positions_are_refused_and_new_falls_back_to_the_start() {
    for bad in [
        "",
        "8/8/8 b",
        "9/8/8/8/8/8/8/8 b",
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x",
        "8/8/8/8/8/8/8/b7 b",
        "bbbbbbbbb/8/8/8/8/8/8/w7 b",
        "1bqbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    ] {
        assert!(parse_position(bad).is_err(), "'{bad}'");
    }
    // Each with its own kind and the arguments its wording needs.
    for (bad, key, args) in [
        ("", "loa.pos.empty", vec![]),
        ("8/8/8 b", "loa.pos.rows", vec![("count", "3")]),
        (
            "9/8/8/8/8/8/8/8 b",
            "loa.pos.badChar",
            vec![("ch", "9"), ("row", "8")],
        ),
        (
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x",
            "loa.pos.badSide",
            vec![("text", "x")],
        ),
        (
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b now",
            "loa.pos.extra",
            vec![("text", "now")],
        ),
        ("8/8/8/8/8/8/8/b7 b", "loa.pos.whiteNone", vec![]),
        ("8/8/8/8/8/8/8/w7 w", "loa.pos.blackNone", vec![]),
        (
            "bbbbbbbbb/8/8/8/8/8/8/w7 b",
            "loa.pos.rowTooLong",
            vec![("row", "8")],
        ),
        (
            "1bqbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
            "loa.pos.badChar",
            vec![("ch", "q"), ("row", "8")],
        ),
        (
            "1bbbbbb1/w5w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
            "loa.pos.rowLength",
            vec![("row", "7"), ("count", "7")],
        ),
    ] {
        let e = parse_position(bad).expect_err(bad);
        assert_eq!(e.key(), key, "'{bad}': {e}");
        let want: Vec<(&str, String)> = args.into_iter().map(|(k, v)| (k, v.to_string())).collect();
        assert_eq!(e.0.args, want, "'{bad}': {e}");
    }
    let g = LinesOfAction::new(LoaSettings {
        position: "nonsense".into(),
        ..Default::default()
    });
    assert_eq!(g.board(), &board::Board::start());
}

#[test]
fn settings_read_from_a_query_string_by_name() {
    let s: LoaSettings = serde_urlencoded::from_str("simultaneous=mover-wins").unwrap();
    assert_eq!(s.simultaneous, Simultaneous::MoverWins);
    let s: LoaSettings = serde_urlencoded::from_str("").unwrap();
    assert_eq!(s, LoaSettings::default());
    assert_eq!(
        serde_urlencoded::to_string(LoaSettings::default()).unwrap(),
        "simultaneous=draw&position="
    );
    assert_eq!(
        LinesOfAction::default_settings("lines-of-action"),
        Some(LoaSettings::default())
    );
    assert_eq!(LinesOfAction::default_settings("dam"), None);
}

#[test]
fn next_steps_pick_a_piece_then_its_destination() {
    let g = LinesOfAction::new(LoaSettings::default());
    let (pieces, none) = g.next_steps(&[]);
    assert_eq!(none, None);
    assert_eq!(pieces.len(), 12, "every Black piece can move");
    let (dests, none) = g.next_steps(&[sq("b1")]);
    assert_eq!(none, None);
    assert_eq!(dests, vec![sq("h1"), sq("b3"), sq("d3")]);
    let (_, m) = g.next_steps(&[sq("b1"), sq("d3")]);
    assert_eq!(m.unwrap().to_string(), "b1-d3");
    assert_eq!(g.next_steps(&[sq("b1"), sq("b2")]), (vec![], None));
    assert_eq!(
        g.next_steps(&[sq("a2")]),
        (vec![], None),
        "not Black's piece"
    );
    assert_eq!(g.next_steps(&[200, 201, 202]), (vec![], None));
}

#[test]
fn the_board_view_shows_counts_destinations_groups_and_the_last_move() {
    let mut g = LinesOfAction::new(LoaSettings::default());
    play(&mut g, "c1xa3");
    let v = g.board_view(None);
    assert_eq!(v.to_move, Some(Colour::White));
    let last = v.last_move.clone().unwrap();
    assert_eq!(
        (last.from, last.to, last.capture),
        (Some(sq("c1")), Some(sq("a3")), true)
    );
    let a2 = v.pieces.iter().find(|p| p.name == "a2").unwrap();
    let north = &a2.directions[0];
    assert_eq!(north.direction, Direction::North);
    // Column a now holds a2, a3 (Black), a4-a7: six pieces.
    assert_eq!(north.count, 6);
    assert!(!north.legal, "it would pass over Black's a3");
    assert!(!a2.dests.is_empty());
    let b1 = v.pieces.iter().find(|p| p.name == "b1").unwrap();
    assert!(b1.dests.is_empty(), "not White's piece");
    assert!(b1.directions.iter().all(|d| !d.legal));
    assert_eq!(v.black_groups.iter().map(|g| g.len()).sum::<usize>(), 12);
    assert_eq!(v.white_groups.iter().map(|g| g.len()).sum::<usize>(), 11);
    // Seat 0 (Black) watching White's turn gets no destinations.
    assert!(g
        .board_view(Some(0))
        .pieces
        .iter()
        .all(|p| p.dests.is_empty()));
    assert!(g.ascii().contains("White to move"));
}

#[test]
fn each_unreadable_move_says_why_as_a_kind_of_its_own() {
    use spelbord_core::testing::assert_not_a_move;
    let g = LinesOfAction::set_up(LoaSettings::default()).unwrap();
    let read = |t: &str| g.parse_move(t);
    assert_not_a_move(read, "b1d3", "loa.move.notMove", &[("mv", "b1d3")]);
    assert_not_a_move(read, "b1-i3", "loa.move.noSuchSquare", &[("square", "i3")]);
    assert_not_a_move(
        read,
        "z9 x d3",
        "loa.move.noSuchSquare",
        &[("square", "z9")],
    );
    assert_not_a_move(read, "b1-b1", "loa.move.sameSquare", &[("mv", "b1-b1")]);
    assert_eq!(
        g.parse_move("b1-i3").unwrap_err().to_string(),
        "not a move: 'i3' in 'b1-i3' is not a square (a1 to h8)"
    );
    assert_eq!(
        "x".parse::<NoChance>().unwrap_err().problem().key,
        "noChanceDue"
    );
}
