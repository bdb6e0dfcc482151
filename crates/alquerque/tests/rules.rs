//! One test per rule and per Decision of /work/shared/rules/alquerque.md (compulsory
//! capture unless said otherwise), then the huffing setting, then notation and the
//! partial-move interface.

use spelbord_alquerque::*;
use spelbord_core::{Game, Outcome, ToAct};

fn setup(position: &str) -> Alquerque {
    Alquerque::from_settings(AlquerqueSettings {
        huffing: false,
        position: position.into(),
    })
    .unwrap()
}

fn huffing(position: &str) -> Alquerque {
    Alquerque::from_settings(AlquerqueSettings {
        huffing: true,
        position: position.into(),
    })
    .unwrap()
}

fn moves(g: &Alquerque) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut s: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    s.sort();
    s
}

fn play(g: &mut Alquerque, m: &str) {
    let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
}

fn pt(name: &str) -> u8 {
    parse_point(name).unwrap()
}

// ---- board and setup ----

#[test]
fn board_diagonal_lines_run_only_through_the_even_points() {
    // A lone piece on c3 (2 + 2 even) has all eight lines; on b3 (1 + 2 odd) only four.
    let g = setup("....W/...../..B../...../..... b");
    assert_eq!(
        moves(&g),
        sorted(&["c3-b2", "c3-b3", "c3-b4", "c3-c2", "c3-c4", "c3-d2", "c3-d3", "c3-d4"])
    );
    let g = setup("....W/...../.B.../...../..... b");
    assert_eq!(moves(&g), sorted(&["b3-a3", "b3-b2", "b3-b4", "b3-c3"]));
    // Corners: a1 (even) has its diagonal, b1 (odd) none.
    assert_eq!(
        moves(&setup("....W/...../...../...../B.... b")),
        sorted(&["a1-a2", "a1-b1", "a1-b2"])
    );
    assert_eq!(
        moves(&setup("....W/...../...../...../.B... b")),
        sorted(&["b1-a1", "b1-b2", "b1-c1"])
    );
    for p in 0..25u8 {
        let even = (p % 5 + p / 5) % 2 == 0;
        assert_eq!(board::has_diagonals(p), even, "{}", point_name(p));
    }
}

#[test]
fn setup_decision_twelve_each_centre_empty() {
    let g = Alquerque::new(AlquerqueSettings::default());
    for p in 0..25u8 {
        let (c, r) = (p % 5, p / 5);
        let want = match (r, c) {
            (0 | 1, _) | (2, 0 | 1) => Some(Colour::Black),
            (3 | 4, _) | (2, 3 | 4) => Some(Colour::White),
            _ => None,
        };
        assert_eq!(g.at(p), want, "{}", point_name(p));
    }
    assert_eq!(g.at(pt("c3")), None);
    assert_eq!(g.board().black.count_ones(), 12);
    assert_eq!(g.board().white.count_ones(), 12);
}

#[test]
fn black_moves_first_decision() {
    let g = Alquerque::new(AlquerqueSettings::default());
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.turn(), Colour::Black);
    // Black's only moves are into the empty centre.
    assert_eq!(moves(&g), sorted(&["b2-c3", "b3-c3", "c2-c3", "d2-c3"]));
}

// ---- moves ----

#[test]
fn a_piece_steps_along_a_line_in_any_direction_backwards_too() {
    // White on c3 goes down (forwards for White) and up (backwards) and sideways.
    let g = setup("...../...../..W../...../B.... w");
    let m = moves(&g);
    for want in ["c3-c2", "c3-c4", "c3-b3", "c3-d3", "c3-b2", "c3-d4"] {
        assert!(m.contains(&want.to_string()), "{want} missing from {m:?}");
    }
    // Only onto empty points.
    let g = setup("...../..W../..B../...../..... b");
    assert!(!moves(&g).iter().any(|m| m == "c3-c4"));
    let step = g.parse_move("c3-c4").unwrap();
    assert!(
        g.why_illegal(&step).contains("not empty"),
        "{}",
        g.why_illegal(&step)
    );
    // Not two points at once, not off the lines.
    assert!("c3-c5".parse::<Move>().is_err());
    assert!("b3-c4".parse::<Move>().is_err(), "b3 has no diagonal");
}

#[test]
fn capture_jumps_along_a_line_over_an_adjacent_opponent_onto_the_empty_point_beyond() {
    let mut g = setup("W..../...W./..B../...../..... b");
    assert_eq!(moves(&g), sorted(&["c3xe5"]));
    play(&mut g, "c3xe5");
    assert_eq!(g.at(pt("d4")), None, "the jumped piece is removed");
    assert_eq!(g.at(pt("e5")), Some(Colour::Black));
    assert_eq!(g.at(pt("c3")), None);
    // No jump without a line: b3 has no diagonal to c4.
    let g = setup("W..../..W../.B.../...../..... b");
    assert!(
        moves(&g).iter().all(|m| !m.contains('x')),
        "{:?}",
        moves(&g)
    );
    // No jump onto an occupied point.
    let g = setup("W...B/...W./..B../...../..... b");
    assert!(!moves(&g).contains(&"c3xe5".to_string()));
}

#[test]
fn multi_capture_zigzags_while_the_piece_can() {
    // a1 jumps b2 to c3, then d3 to e3 and back diagonally over d4 to c5: three pieces
    // in a zigzag. (Or c3 over d4 to e5: two.)
    let mut g = setup("W..../...W./...W./.W.../B.... b");
    assert_eq!(moves(&g), sorted(&["a1xc3xe3xc5", "a1xc3xe5"]));
    play(&mut g, "a1xc3xe3xc5");
    for p in ["b2", "d3", "d4", "a1", "c3", "e3"] {
        assert_eq!(g.at(pt(p)), None, "{p}");
    }
    assert_eq!(g.at(pt("c5")), Some(Colour::Black));
    assert_eq!(
        g.last_play().unwrap().path(),
        [pt("a1"), pt("c3"), pt("e3"), pt("c5")]
    );
}

#[test]
fn captured_pieces_leave_at_once_and_the_piece_may_come_back_to_its_start() {
    // Round the ring d3, e4, d5, c4 and back to c3, either way round. (A victim's point
    // is never a landing point on this board, as on Dam's, so "at once" shows as the
    // start point being free to land on and no piece being jumped twice.)
    let g = setup("W..W./..W.W/..BW./...../..... b");
    assert_eq!(moves(&g), sorted(&["c3xc5xe5xe3xc3", "c3xe3xe5xc5xc3"]));
    let mut h = g.clone();
    play(&mut h, "c3xe3xe5xc5xc3");
    assert_eq!(h.at(pt("c3")), Some(Colour::Black));
    assert_eq!(h.board().white.count_ones(), 1);
    assert_eq!(h.last_play().unwrap().captured.count_ones(), 4);
}

#[test]
fn captures_are_compulsory_by_default_decision() {
    let g = setup("W..../...W./..B../...../B.... b");
    assert_eq!(moves(&g), sorted(&["c3xe5"]));
    let step = g.parse_move("a1-a2").unwrap();
    assert!(!g.is_legal(&step));
    assert_eq!(g.why_illegal(&step), "a capture is compulsory");
    let before = g.clone();
    let e = g.play(&step).unwrap_err();
    assert_eq!(
        e.position, before,
        "a refused move leaves the position as it was"
    );
}

#[test]
fn the_capturing_piece_must_go_on_jumping_decision() {
    let g = setup("W..../...W./...W./.W.../B.... b");
    let half = g.parse_move("a1xc3").unwrap();
    assert!(!g.is_legal(&half));
    assert_eq!(
        g.why_illegal(&half),
        "the capturing piece must go on jumping while it can"
    );
}

#[test]
fn the_player_chooses_freely_among_sequences_decision() {
    // Three pieces one way, two the other: both are legal (no rule of the majority);
    // the steps of the idle piece on e1 are not (a capture is due).
    let g = setup("W..../...W./...W./.W.../B...B b");
    assert_eq!(moves(&g), sorted(&["a1xc3xe3xc5", "a1xc3xe5"]));
}

// ---- end ----

#[test]
fn a_player_who_loses_all_pieces_has_lost() {
    let mut g = setup("...../...W./..B../...../..... b");
    play(&mut g, "c3xe5");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::NoPieces));
    assert!(moves(&g).is_empty());
    assert_eq!(
        setup("....W/...../...../...../..... b").end_reason(),
        Some(EndReason::NoPieces)
    );
    assert_eq!(
        setup("....W/...../...../...../..... b").to_act(),
        ToAct::Over(Outcome::win(1))
    );
}

#[test]
fn a_player_who_cannot_move_has_lost_decision() {
    // White's a5 is hemmed in: b5, a4, b4 are Black and c5, a3, c3 behind them are taken.
    let g = setup("WBB../BB.../B.B../...../..... w");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::NoMoves));
    assert!(moves(&g).is_empty());
}

#[test]
fn threefold_repetition_is_a_draw_decision() {
    let mut g = setup("....W/...../...../...../B.... b");
    let cycle = ["a1-a2", "e5-e4", "a2-a1", "e4-e5"];
    for m in cycle {
        play(&mut g, m);
    }
    assert_eq!(g.repetitions(), 2);
    for m in &cycle[..3] {
        play(&mut g, m);
    }
    assert!(matches!(g.to_act(), ToAct::Seat(1)));
    play(&mut g, cycle[3]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
    assert_eq!(g.end_reason(), Some(EndReason::Repetition));
}

#[test]
fn thirty_moves_each_without_a_capture_is_a_draw_decision() {
    // Two lone pieces wander without ever meeting or repeating a position; after 60
    // half-moves the game is drawn, not one earlier.
    fn walk(g: &Alquerque, seen: &mut Vec<u64>, out: &mut Vec<Move>) -> bool {
        if out.len() == 60 {
            return true;
        }
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        for m in v {
            let mut h = g.clone();
            h.play_unchecked(&m);
            let b = h.board();
            let apart = board::NEIGHBOURS[b.black.trailing_zeros() as usize] & b.white == 0;
            if !apart || seen.contains(&b.hash) {
                continue;
            }
            seen.push(b.hash);
            out.push(m);
            if walk(&h, seen, out) {
                return true;
            }
            out.pop();
        }
        false
    }
    let start = setup("....W/...../...../...../B.... b");
    let mut path = Vec::new();
    assert!(walk(&start, &mut vec![start.board().hash], &mut path));
    let mut g = start;
    let mut n = 0;
    for m in &path {
        assert!(matches!(g.to_act(), ToAct::Seat(_)), "over after {n}");
        g.try_play(m).unwrap();
        n += 1;
        assert_eq!(g.quiet_moves(), n);
        assert!(g.repetitions() < 3);
    }
    assert_eq!(n, 60);
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
    assert_eq!(g.end_reason(), Some(EndReason::MoveLimit));
}

#[test]
fn a_capture_resets_the_count_of_quiet_moves() {
    let mut g = setup("W..../...W./...../..B../B.... b");
    play(&mut g, "a1-a2");
    play(&mut g, "a5-a4");
    assert_eq!(g.quiet_moves(), 2);
    play(&mut g, "c2-c3");
    assert_eq!(g.quiet_moves(), 3);
    // White must take c3 (d4 over c3 to b2).
    play(&mut g, "d4xb2");
    assert_eq!(g.quiet_moves(), 0);
    assert_eq!(g.game_keys().len(), 1);
}

// ---- huffing ----

/// Black could take d4 from c3 but steps elsewhere.
const MISSED: &str = "W..../...W./..B../...../B.... b";

#[test]
fn huffing_allows_ignoring_a_capture_then_the_opponent_chooses() {
    let mut g = huffing(MISSED);
    let m = moves(&g);
    assert!(m.contains(&"a1-a2".to_string()) && m.contains(&"c3xe5".to_string()));
    play(&mut g, "a1-a2");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(moves(&g), sorted(&["allow", "huffc3", "insist"]));
    assert_eq!(g.huffable_points(), vec![pt("c3")]);
    assert_eq!(g.missed_captures()[0].to_string(), "c3xe5");
}

#[test]
fn huffing_the_moved_piece_follows_it_to_its_new_point() {
    let mut g = huffing(MISSED);
    play(&mut g, "c3-c2");
    assert_eq!(g.huffable_points(), vec![pt("c2")]);
}

#[test]
fn insist_takes_the_move_back_and_forces_the_capture() {
    let mut g = huffing(MISSED);
    play(&mut g, "a1-a2");
    play(&mut g, "insist");
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.at(pt("a1")), Some(Colour::Black));
    assert_eq!(g.at(pt("a2")), None);
    assert_eq!(moves(&g), sorted(&["c3xe5"]));
    assert!(g.last_play().is_none());
}

#[test]
fn allow_lets_the_move_stand_and_the_opponent_moves() {
    let mut g = huffing(MISSED);
    play(&mut g, "a1-a2");
    play(&mut g, "allow");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.at(pt("a2")), Some(Colour::Black));
    assert!(g.fault().is_none());
    assert!(moves(&g).iter().all(|m| m.contains('-') || m.contains('x')));
}

#[test]
fn huff_removes_the_piece_and_is_not_a_move() {
    let mut g = huffing(MISSED);
    play(&mut g, "a1-a2");
    play(&mut g, "huffc3");
    assert_eq!(g.at(pt("c3")), None);
    assert_eq!(g.last_huffed(), Some((pt("c3"), Colour::Black)));
    // White, having huffed, now makes its own move.
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert!(moves(&g).contains(&"d4-c3".to_string()));
    // A huff is irreversible, like a capture.
    assert_eq!(g.quiet_moves(), 0);
}

#[test]
fn huffing_allows_stopping_a_sequence_early_and_the_stopper_may_be_huffed() {
    let mut g = huffing("W..../...W./...W./.W.../B.... b");
    let m = moves(&g);
    for want in [
        "a1xc3",
        "a1xc3xe3",
        "a1xc3xe3xc5",
        "a1xc3xe5",
        "a1-a2",
        "a1-b1",
    ] {
        assert!(m.contains(&want.to_string()), "{want} missing from {m:?}");
    }
    play(&mut g, "a1xc3xe3");
    assert_eq!(g.fault().map(|f| f.offence.stopped_early), Some(true));
    assert_eq!(moves(&g), sorted(&["allow", "huffe3", "insist"]));
    let mut insisted = g.clone();
    play(&mut insisted, "insist");
    assert_eq!(moves(&insisted), sorted(&["a1xc3xe3xc5", "a1xc3xe5"]));
    play(&mut g, "huffe3");
    assert_eq!(g.at(pt("e3")), None);
    assert_eq!(
        g.at(pt("b2")),
        None,
        "the pieces taken before stopping stay taken"
    );
    assert_eq!(g.at(pt("d3")), None);
}

#[test]
fn a_proper_move_under_huffing_is_no_fault() {
    let mut g = huffing("W..../...W./...W./.W.../B.... b");
    play(&mut g, "a1xc3xe5");
    assert!(g.fault().is_none());
    assert_eq!(g.to_act(), ToAct::Seat(1));
    // Nor is a step when no capture is possible.
    let mut g = huffing("");
    play(&mut g, "b2-c3");
    assert!(g.fault().is_none());
}

#[test]
fn a_huff_that_takes_the_last_piece_wins() {
    let mut g = huffing("W..../...W./..B../...../..... b");
    play(&mut g, "c3-c2");
    play(&mut g, "huffc2");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
    assert_eq!(g.end_reason(), Some(EndReason::NoPieces));
}

#[test]
fn only_an_exposed_piece_may_be_huffed() {
    let mut g = huffing(MISSED);
    play(&mut g, "a1-a2");
    let wrong = g.parse_move("huffa2").unwrap();
    assert!(!g.is_legal(&wrong));
    assert!(g.why_illegal(&wrong).contains("could have captured"));
    let step = g.parse_move("d4-d5").unwrap();
    assert!(g.why_illegal(&step).contains("first answer"));
    // And a verdict with no fault pending is refused.
    let g = huffing("");
    assert_eq!(
        g.why_illegal(&g.parse_move("allow").unwrap()),
        "there is no faulty move to answer"
    );
}

// ---- notation ----

#[test]
fn notation_reads_and_writes_points_steps_and_captures() {
    let m: Move = "a1xc3xe5".parse().unwrap();
    assert_eq!(m.to_string(), "a1xc3xe5");
    assert_eq!(m.points(), vec![0, 12, 24]);
    assert_eq!("B2-C3".parse::<Move>().unwrap().to_string(), "b2-c3");
    assert_eq!("huffC3".parse::<Move>().unwrap().to_string(), "huffc3");
    for bad in [
        "",
        "a1",
        "a1-a3",
        "a1xa2",
        "a1-b2xc3",
        "z9-a1",
        "huff",
        "huffz9",
        "a1xc3xa1xc3",
        "insist now",
        "a1--a2",
        "-",
        "x",
        "a1xc3xe5xc3xa1xa3xa5xc5xe5xe3xe1xc1xa1xa3",
    ] {
        assert!(bad.parse::<Move>().is_err(), "'{bad}' should not read");
    }
}

#[test]
fn arbitrary_text_never_panics() {
    let alphabet: Vec<char> = "abcdefx-12345 hufinstalowXÅ\u{0}".chars().collect();
    let mut rng = spelbord_core::Rng::new(3);
    let g = huffing("");
    for _ in 0..20_000 {
        let len = rng.below(14) as usize;
        let s: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        if let Ok(m) = g.parse_move(&s) {
            let _ = g.is_legal(&m);
            let _ = g.why_illegal(&m);
            let _ = g.clone().play(&m);
        }
    }
}

// ---- the partial-move interface ----

#[test]
fn a_multi_capture_is_built_hop_by_hop() {
    let g = setup("W..../...W./...W./.W.../B.... b");
    let p = |n: &str| Step::Point(pt(n));
    let (first, done) = g.next_steps(&[]);
    assert_eq!(first, vec![p("a1")]);
    assert!(done.is_none());
    let (next, done) = g.next_steps(&[p("a1")]);
    assert_eq!(next, vec![p("c3")]);
    assert!(done.is_none());
    let (mut next, done) = g.next_steps(&[p("a1"), p("c3")]);
    next.sort_by_key(|s| match s {
        Step::Point(x) => *x,
        _ => 99,
    });
    assert_eq!(next, vec![p("e3"), p("e5")]);
    assert!(done.is_none(), "the capture must go on");
    let (next, done) = g.next_steps(&[p("a1"), p("c3"), p("e3"), p("c5")]);
    assert!(next.is_empty());
    assert_eq!(done.unwrap().to_string(), "a1xc3xe3xc5");
    // A wrong click leads nowhere.
    assert_eq!(g.next_steps(&[p("b1")]), (vec![], None));
    assert_eq!(g.next_steps(&[Step::Allow]), (vec![], None));
}

#[test]
fn under_huffing_a_stopped_capture_is_complete_and_can_still_go_on() {
    let g = huffing("W..../...W./...W./.W.../B.... b");
    let p = |n: &str| Step::Point(pt(n));
    let (next, done) = g.next_steps(&[p("a1"), p("c3")]);
    assert_eq!(done.unwrap().to_string(), "a1xc3");
    assert_eq!(next.len(), 2);
}

#[test]
fn the_verdict_is_one_click() {
    let mut g = huffing(MISSED);
    play(&mut g, "a1-a2");
    let (steps, done) = g.next_steps(&[]);
    assert_eq!(
        steps,
        vec![Step::Insist, Step::Allow, Step::Point(pt("c3"))]
    );
    assert!(done.is_none());
    assert_eq!(
        g.next_steps(&[Step::Point(pt("c3"))])
            .1
            .unwrap()
            .to_string(),
        "huffc3"
    );
    assert_eq!(
        g.next_steps(&[Step::Insist]).1.unwrap().to_string(),
        "insist"
    );
    assert_eq!(g.next_steps(&[Step::Point(pt("a2"))]).1, None);
}

// ---- the board view ----

#[test]
fn the_view_names_everything_the_canvas_draws() {
    let mut g = huffing(MISSED);
    play(&mut g, "a1-a2");
    let v = g.board_view(Some(1));
    assert_eq!(v.points.len(), 25);
    assert_eq!(v.lines.len(), 56);
    assert_eq!(v.phase, Phase::Verdict);
    assert!(v.my_turn);
    assert_eq!(v.last_move, vec![pt("a1"), pt("a2")]);
    let f = v.fault.as_ref().unwrap();
    assert_eq!(f.offender, Colour::Black);
    assert_eq!(f.huffable, vec![pt("c3")]);
    assert_eq!(f.missed, vec![vec![pt("c3"), pt("e5")]]);
    assert!(!g.board_view(Some(0)).my_turn);
    let json = serde_json::to_string(&v).unwrap();
    for key in [
        "\"phase\":\"verdict\"",
        "\"piece\":\"black\"",
        "\"stoppedEarly\":false",
        "\"lastMove\"",
    ] {
        assert!(json.contains(key), "{key} missing in {json}");
    }
    // A capture shows its path and its victims; the result names the reason.
    let mut g = setup("...../...W./..B../...../..... b");
    let v = g.board_view(None);
    assert!(v.capture_required);
    assert_eq!(v.movable, vec![pt("c3")]);
    play(&mut g, "c3xe5");
    let v = g.board_view(None);
    assert_eq!(v.last_captured, vec![pt("d4")]);
    let json = serde_json::to_string(&v).unwrap();
    assert!(json.contains("\"reason\":\"noPieces\""), "{json}");
    assert!(json.contains("\"winner\":\"black\""), "{json}");
    assert!(g.ascii().contains("a b c d e"));
}

#[test]
fn each_unreadable_move_says_why_as_a_kind_of_its_own() {
    use spelbord_core::testing::assert_not_a_move;
    let g = Alquerque::new(Alquerque::default_settings("alquerque").unwrap());
    let read = |t: &str| g.parse_move(t);
    for (text, key, args) in [
        ("k9-c3", "alquerque.move.noSuchPoint", vec![("point", "k9")]),
        ("b2-c", "alquerque.move.noSuchPoint", vec![("point", "c")]),
        (
            "hufff1",
            "alquerque.move.noSuchPoint",
            vec![("point", "f1")],
        ),
        ("a1xb2-c3", "alquerque.move.mixed", vec![("mv", "a1xb2-c3")]),
        ("c3", "alquerque.move.notMove", vec![("mv", "c3")]),
        (
            "a1xa3xa5xc5xe5xe3xe1xc1xa1xa3xa5xc5xe5xe3xe1",
            "alquerque.move.tooLong",
            vec![("mv", "a1xa3xa5xc5xe5xe3xe1xc1xa1xa3xa5xc5xe5xe3xe1")],
        ),
        ("a1xa2", "alquerque.move.notCapture", vec![("mv", "a1xa2")]),
        ("a1-a3", "alquerque.move.notStep", vec![("mv", "a1-a3")]),
        ("  ", "alquerque.move.empty", vec![]),
    ] {
        assert_not_a_move(read, text, key, &args);
    }
    assert_eq!(
        g.parse_move("k9-c3").unwrap_err().to_string(),
        "not a move: 'k9' is not a point (points are a1 to e5)"
    );
}
