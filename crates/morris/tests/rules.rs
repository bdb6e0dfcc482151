//! One scenario per rule and per **Decision** of `shared/rules/kvarn.md`, each failing if
//! that rule broke.
use spelbord_core::{Game, Illegal, Outcome, Replay, Rng, ToAct};
use spelbord_morris::board::{parse_point, Bits};
use spelbord_morris::{
    EndReason, First, Lot, Morris, MorrisMove, MorrisSettings, Pos, Variant, MOVE_LIMIT,
};

fn bits(names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|n| 1 << parse_point(n).unwrap_or_else(|| panic!("no point {n}")))
        .fold(0, |a, b| a | b)
}

fn pt(n: &str) -> u8 {
    parse_point(n).unwrap()
}

fn settings(v: Variant) -> MorrisSettings {
    MorrisSettings::new(v).with_first(First::White)
}

/// A set-up position: seat 0's and seat 1's men, the hands, the seat to move.
fn setup(s: MorrisSettings, white: &str, black: &str, hand: [u8; 2], turn: u8) -> Morris {
    Morris::with_position(
        s,
        Pos {
            men: [bits(white), bits(black)],
            hand,
            turn,
        },
    )
    .unwrap()
}

fn mv(g: &Morris, t: &str) -> MorrisMove {
    g.parse_move(t).unwrap()
}

fn play(g: &Morris, t: &str) -> Morris {
    g.clone()
        .play(&mv(g, t))
        .unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn refused(g: &Morris, t: &str) -> String {
    let m = mv(g, t);
    let err = g.clone().play(&m).expect_err(t);
    assert_eq!(&err.position, g, "a refused move changed the position");
    err.reason
}

fn moves(g: &Morris) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

fn removals(g: &Morris, prefix: &str) -> Vec<String> {
    moves(g)
        .into_iter()
        .filter_map(|m| m.strip_prefix(&format!("{prefix}x")).map(String::from))
        .collect()
}

// ---- kvarn ----

#[test]
fn kvarn_nine_men_each_placed_one_at_a_time_on_empty_points() {
    let g = Morris::new(settings(Variant::Kvarn));
    assert_eq!(g.pos().hand, [9, 9]);
    assert_eq!(moves(&g).len(), 24);
    let g = play(&g, "d2");
    assert_eq!(g.pos().hand, [8, 9]);
    assert_eq!(g.turn(), 1);
    assert!(refused(&g, "d2").contains("not empty"));
    assert!(refused(&g, "d2-d3").contains("place your men first"));
}

#[test]
fn kvarn_moving_phase_steps_along_a_line_without_jumping() {
    // All placed: White's men a1 d2 g7 b4 ..., Black's elsewhere.
    let g = setup(
        settings(Variant::Kvarn),
        "a1 d2 g7 b4",
        "d1 f4 a7 c5",
        [0, 0],
        0,
    );
    assert!(refused(&g, "g1").contains("all your men are placed"));
    assert!(refused(&g, "a1-a7").contains("not empty"));
    assert!(refused(&g, "a1-g1").contains("not neighbours"));
    assert!(refused(&g, "d2-d6").contains("not neighbours"));
    assert!(refused(&g, "d1-g1").contains("not yours"));
    assert!(refused(&g, "c3-d3").contains("no man on c3"));
    for m in moves(&g) {
        let m = mv(&g, &m);
        let (f, t) = (m.from.unwrap(), m.to);
        assert!(g.rules().neighbours(f) & (1 << t) != 0, "{m} jumps");
    }
    assert_eq!(
        moves(&g),
        vec![
            "a1-a4", "b4-a4", "b4-b2", "b4-b6", "b4-c4", "d2-b2", "d2-d3", "d2-f2", "g7-d7",
            "g7-g4"
        ]
    );
}

#[test]
fn kvarn_a_player_who_can_move_must_move() {
    // a1 and g1 are walled in, d3 has one free neighbour: that step is White's only
    // move, and there is no passing.
    let g = setup(
        settings(Variant::Kvarn),
        "a1 g1 d3",
        "d1 a4 g4 d2 c3",
        [0, 0],
        0,
    );
    assert_eq!(moves(&g), vec!["d3-e3"]);
    assert!(g.parse_move("pass").is_err());
    assert!(g.parse_move("").is_err());
}

#[test]
fn kvarn_closing_a_mill_by_placing_removes_one_opposing_man() {
    let g = Morris::from_moves(settings(Variant::Kvarn), "a1 b2 d1 f2").unwrap();
    assert_eq!(removals(&g, "g1"), vec!["b2", "f2"]);
    assert!(refused(&g, "g1").contains("closes a mill"));
    let g = play(&g, "g1xb2");
    assert_eq!(g.pos().men[1], bits("f2"));
    assert_eq!(g.pos().total(1), 8);
    assert!(g.parse_move("g1xb2xf2").is_err());
}

#[test]
fn kvarn_closing_a_mill_by_moving_removes_one_opposing_man() {
    let g = setup(
        settings(Variant::Kvarn),
        "a1 d1 g4 c5",
        "b2 f2 d6 b6",
        [0, 0],
        0,
    );
    assert_eq!(removals(&g, "g4-g1"), vec!["b2", "b6", "d6", "f2"]);
    let g = play(&g, "g4-g1xd6");
    assert_eq!(g.pos().men[1], bits("b2 f2 b6"));
    assert!(refused(
        &setup(
            settings(Variant::Kvarn),
            "a1 d1 g4 c5",
            "b2 f2 d6 b6",
            [0, 0],
            0
        ),
        "g4-g7xb2"
    )
    .contains("closes no mill"));
}

#[test]
fn kvarn_a_mill_opened_and_closed_again_removes_again() {
    let s = settings(Variant::Kvarn);
    let g = setup(s, "a1 d1 g1 c5", "b6 d6 f6 e3 f4", [0, 0], 0);
    let g = play(&g, "g1-g4");
    let g = play(&g, "e3-d3");
    let g = play(&g, "g4-g1xf4");
    assert_eq!(g.pos().men[1], bits("b6 d6 f6 d3"));
    assert!(g.last_turn().unwrap().mill);
}

#[test]
fn kvarn_decision_men_in_mills_are_protected_while_others_stand_outside() {
    let s = settings(Variant::Kvarn);
    // Black's a7-d7-g7 is a mill; b2 stands outside.
    let g = setup(s, "a1 d1 g4 c5", "a7 d7 g7 b2", [0, 0], 0);
    assert_eq!(removals(&g, "g4-g1"), vec!["b2"]);
    assert!(refused(&g, "g4-g1xd7").contains("stands in a mill"));
    // Once every black man stands in a mill, any may go.
    let g = setup(s, "a1 d1 g4 c5", "a7 d7 g7", [0, 0], 0);
    assert_eq!(removals(&g, "g4-g1"), vec!["a7", "d7", "g7"]);
}

#[test]
fn kvarn_decision_two_mills_at_once_remove_one_man() {
    // d1 closes a1-d1-g1 and d1-d2-d3 at once.
    let g = setup(
        settings(Variant::Kvarn),
        "a1 g1 d2 d3",
        "b6 e4 c4 a7 e5",
        [1, 1],
        0,
    );
    let all = removals(&g, "d1");
    assert_eq!(all.len(), 5);
    assert!(g.parse_move("d1xb6xe4").is_err());
    let g = play(&g, "d1xb6");
    assert_eq!(g.pos().total(1), 5);
}

#[test]
fn kvarn_a_player_down_to_two_men_has_lost() {
    let g = setup(settings(Variant::Kvarn), "a1 d1 g4", "b6 d6 f6", [0, 0], 0);
    // Black's men form a mill, so any may go; the third capture leaves two.
    let g = play(&g, "g4-g1xd6");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::TwoPieces));
    assert!(refused(&g, "b6-d6").contains("over"));
}

#[test]
fn kvarn_a_player_who_cannot_move_has_lost() {
    // Black's a1, d1, b4 and e4 have every neighbour taken.
    let g = setup(
        settings(Variant::Kvarn),
        "a4 d2 g1 b2 b6 c4 f4 e5 e3",
        "a1 d1 b4 e4",
        [0, 0],
        1,
    );
    assert_eq!(g.end_reason(), Some(EndReason::NoMoves), "{}", g.ascii());
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    // One free neighbour and the game goes on.
    let h = setup(
        settings(Variant::Kvarn),
        "a4 d2 g1 b2 b6 c4 f4 e5",
        "a1 d1 b4 e4",
        [0, 0],
        1,
    );
    assert_eq!(moves(&h), vec!["e4-e3"]);
}

#[test]
fn kvarn_flying_is_a_setting_for_the_last_three_men() {
    let s = settings(Variant::Kvarn);
    assert!(!s.flying, "flying is off by default");
    let g = setup(s, "a1 d1 b4", "d6 f6 b6 e4 c5", [0, 0], 0);
    assert!(refused(&g, "a1-g7").contains("not neighbours"));
    assert!(!g.flies(0));
    let f = setup(s.with_flying(true), "a1 d1 b4", "d6 f6 b6 e4 c5", [0, 0], 0);
    assert!(f.flies(0) && !f.flies(1));
    let f2 = play(&f, "a1-g7");
    assert_eq!(f2.pos().men[0], bits("g7 d1 b4"));
    // Four men do not fly, and neither do three while men are still in hand.
    let four = setup(
        s.with_flying(true),
        "a1 d1 b4 c3",
        "d6 f6 b6 e4 c5",
        [0, 0],
        0,
    );
    assert!(!four.flies(0));
    let placing = setup(s.with_flying(true), "a1 d1 b4", "d6 f6 b6", [1, 1], 0);
    assert!(!placing.flies(0));
}

#[test]
fn decision_who_starts_is_drawn_by_lot_and_shown() {
    for v in Variant::ALL {
        let g = Morris::new(MorrisSettings::new(v));
        assert_eq!(g.to_act(), ToAct::Chance);
        let mut outs = Vec::new();
        g.chance_outcomes(&mut outs);
        assert_eq!(outs, vec![(Lot::White, 1), (Lot::Black, 1)]);
        assert!(refused(
            &{
                let mut h = g.clone();
                h.apply_chance(&Lot::Black);
                h
            },
            "d2-d3"
        )
        .contains("place"));
        let mut b = g.clone();
        b.apply_chance(&Lot::Black);
        assert_eq!(b.to_act(), ToAct::Seat(1));
        let view = b.board_view(None);
        assert_eq!(view.starter, Some(1));
        assert!(view.drawn_by_lot);
        // The seed of the record decides: over a few seeds both colours start.
        let starters: std::collections::HashSet<u8> = (0..16)
            .map(|seed| {
                Replay::<Morris>::new(MorrisSettings::new(v), seed)
                    .current()
                    .turn()
            })
            .collect();
        assert_eq!(starters.len(), 2);
        // The `first` setting fixes it: no draw, the chosen colour moves.
        let fixed = Morris::new(MorrisSettings::new(v).with_first(First::Black));
        assert_eq!(fixed.to_act(), ToAct::Seat(1));
        assert!(!fixed.board_view(None).drawn_by_lot);
    }
}

// ---- kvarn-12 ----

#[test]
fn kvarn_12_twelve_men_each() {
    let g = Morris::new(settings(Variant::Kvarn12));
    assert_eq!(g.pos().hand, [12, 12]);
    assert_eq!(g.colour(0), "Yellow");
    assert_eq!(g.colour(1), "Blue");
}

#[test]
fn kvarn_12_the_four_diagonals_are_lines() {
    let s12 = settings(Variant::Kvarn12);
    let g = setup(s12, "a1 c3 d6 f4", "g7 d7 a7 e4 g1", [0, 0], 0);
    let g = play(&g, "a1-b2");
    assert_eq!(g.pos().men[0], bits("b2 c3 d6 f4"));
    let plain = setup(
        settings(Variant::Kvarn),
        "a1 c3 d6 f4",
        "g7 d7 a7 e4 g1",
        [0, 0],
        0,
    );
    assert!(refused(&plain, "a1-b2").contains("not neighbours"));
    // A mill on a diagonal removes a man.
    let m = setup(s12, "a1 c3 b4", "g7 d7 a4 e4", [0, 0], 0);
    assert_eq!(removals(&m, "b4-b2"), vec!["a4", "d7", "e4", "g7"]);
}

#[test]
fn kvarn_12_a_mill_removes_any_man_even_one_in_a_mill() {
    let g = setup(
        settings(Variant::Kvarn12),
        "a1 d1 g4",
        "a7 d7 g7 b4",
        [0, 0],
        0,
    );
    assert_eq!(removals(&g, "g4-g1"), vec!["a7", "b4", "d7", "g7"]);
}

#[test]
fn kvarn_12_side_intervention_when_placing() {
    // Blue on a1 and g1: Yellow placing on d1 takes both.
    let g = setup(settings(Variant::Kvarn12), "c5", "a1 g1", [11, 10], 0);
    let g = play(&g, "d1");
    assert_eq!(g.pos().men[1], 0);
    assert_eq!(g.pos().total(1), 10);
    assert_eq!(g.last_turn().unwrap().automatic, bits("a1 g1"));
    let v = serde_json::to_value(g.board_view(None)).unwrap();
    assert_eq!(v["last"]["captures"][0]["kind"], "sideIntervention");
}

#[test]
fn kvarn_12_side_intervention_when_moving() {
    // The inner square's side c3-c4-c5: Yellow steps b4-c4 between Blue's c3 and c5.
    let g = setup(
        settings(Variant::Kvarn12),
        "b4 g7 d6",
        "c3 c5 a7 g1 d1",
        [0, 0],
        0,
    );
    let g = play(&g, "b4-c4");
    assert_eq!(g.pos().men[1], bits("a7 g1 d1"));
    // One corner only: nothing is taken.
    let h = setup(
        settings(Variant::Kvarn12),
        "b4 g7 d6",
        "c3 a7 g1 d1",
        [0, 0],
        0,
    );
    let h = play(&h, "b4-c4");
    assert_eq!(h.pos().men[1], bits("c3 a7 g1 d1"));
}

#[test]
fn kvarn_12_diagonal_custody_when_placing() {
    // Yellow on a1, Blue in the middle b2: Yellow placing c3 takes b2.
    let g = setup(settings(Variant::Kvarn12), "a1", "b2", [11, 11], 0);
    let g = play(&g, "c3");
    assert_eq!(g.pos().men[1], 0);
    let v = serde_json::to_value(g.board_view(None)).unwrap();
    assert_eq!(v["last"]["captures"][0]["kind"], "diagonalCustody");
}

#[test]
fn kvarn_12_diagonal_custody_when_moving() {
    // Yellow g7, Blue f6: Yellow steps e4-e5 to the other end and takes f6.
    let g = setup(
        settings(Variant::Kvarn12),
        "g7 e4 a1",
        "f6 a7 d1 b4",
        [0, 0],
        0,
    );
    let g = play(&g, "e4-e5");
    assert_eq!(g.pos().men[1], bits("a7 d1 b4"));
    assert_eq!(g.quiet_moves(), 0, "a capture resets the move count");
}

#[test]
fn kvarn_12_only_the_mover_captures() {
    // Blue steps onto f6 between Yellow's g7 and e5: Blue is safe, and Yellow's men stay.
    let g = setup(
        settings(Variant::Kvarn12),
        "g7 e5 a1 d1",
        "f4 a7 b4",
        [0, 0],
        1,
    );
    let g = play(&g, "f4-f6");
    assert_eq!(g.pos().men[1], bits("f6 a7 b4"));
    assert_eq!(g.pos().men[0], bits("g7 e5 a1 d1"));
    // Placing a corner beside an opposing midpoint, the other corner already ours, is
    // safe too: the man on the midpoint did not arrive now.
    let h = setup(settings(Variant::Kvarn12), "d1", "g1", [11, 11], 1);
    let h = play(&h, "a1");
    assert_eq!(h.pos().men, [bits("d1"), bits("a1 g1")]);
    // Whereas the mover putting a man on the midpoint does capture.
    let k = setup(settings(Variant::Kvarn12), "a1 g1", "c5", [10, 11], 1);
    assert_eq!(play(&k, "d1").pos().men, [0, bits("c5 d1")]);
}

#[test]
fn kvarn_12_decision_automatic_captures_come_before_the_mill_choice() {
    // Yellow d2 d3 on the cross line; Blue a1 g1 on the outer side and b6 elsewhere.
    // Yellow placing d1 closes d1-d2-d3 and intervenes: a1 and g1 go first, then the
    // mill removes one of the men left (only b6).
    let g = setup(settings(Variant::Kvarn12), "d2 d3", "a1 g1 b6", [9, 9], 0);
    assert_eq!(removals(&g, "d1"), vec!["b6"]);
    assert!(refused(&g, "d1xa1").contains("already taken"));
    let g2 = play(&g, "d1xb6");
    assert_eq!(g2.pos().men[1], 0);
    // With nothing left on the board after the automatic captures, the mill removes nothing.
    let h = setup(settings(Variant::Kvarn12), "d2 d3", "a1 g1", [10, 10], 0);
    assert_eq!(
        moves(&h)
            .iter()
            .filter(|m| m.starts_with("d1"))
            .collect::<Vec<_>>(),
        vec!["d1"]
    );
    assert!(refused(&h, "d1xa1").contains("nothing is left"));
}

#[test]
fn kvarn_12_decision_a_full_board_after_placing_is_a_draw() {
    // Fill the board at random until the last placement captures nothing: then all 24
    // men stand, nobody captured, and the game is drawn.
    let mut rng = Rng::new(5);
    for _ in 0..10_000 {
        let mut pts: Vec<u8> = (0..24).collect();
        for i in (1..24).rev() {
            pts.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let yellow: Bits = pts[..12].iter().map(|&p| 1 << p).sum();
        let blue: Bits = pts[12..23].iter().map(|&p| 1 << p).sum();
        let Ok(g) = Morris::with_position(
            settings(Variant::Kvarn12),
            Pos {
                men: [yellow, blue],
                hand: [0, 1],
                turn: 1,
            },
        ) else {
            continue;
        };
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        let m = v[0];
        let e = g.pos().effect(g.rules(), None, m.to);
        if e.mill || e.automatic != 0 {
            continue;
        }
        let after = g.clone().play(&m).unwrap();
        assert_eq!(after.outcome(), Some(Outcome::Draw));
        assert_eq!(after.end_reason(), Some(EndReason::FullBoard));
        return;
    }
    panic!("no full board found");
}

#[test]
fn kvarn_12_never_flies() {
    let g = setup(
        settings(Variant::Kvarn12),
        "a1 d1 b4",
        "d6 f6 b6 e4 c5",
        [0, 0],
        0,
    );
    assert!(!g.flies(0));
    assert!(refused(&g, "a1-g7").contains("not neighbours"));
    assert!(MorrisSettings::new(Variant::Kvarn12)
        .with_flying(true)
        .check()
        .is_err());
}

// ---- tre-i-rad ----

#[test]
fn tre_i_rad_decision_rows_made_while_placing_do_not_capture() {
    let s = settings(Variant::TreIRad);
    let g = Morris::new(s);
    assert_eq!(g.pos().hand, [9, 9]);
    let g = Morris::from_moves(s, "a1 b2 d1 f2").unwrap();
    assert_eq!(removals(&g, "g1"), Vec::<String>::new());
    assert!(refused(&g, "g1xb2").contains("while placing"));
    let g = play(&g, "g1");
    assert_eq!(g.pos().men[1], bits("b2 f2"));
}

#[test]
fn tre_i_rad_decision_moves_follow_the_lines_without_diagonals() {
    let g = setup(
        settings(Variant::TreIRad),
        "a1 c3 d6 f4",
        "g7 d7 a7 e4 g1",
        [0, 0],
        0,
    );
    assert!(refused(&g, "a1-b2").contains("not neighbours"));
    // A diagonal is no row either.
    let h = setup(
        settings(Variant::TreIRad),
        "a1 c3 b4 f4",
        "g7 d7 a7 e4",
        [0, 0],
        0,
    );
    assert!(removals(&h, "b4-b2").is_empty());
}

#[test]
fn tre_i_rad_a_row_made_by_moving_removes_a_marker_not_in_a_row() {
    let s = settings(Variant::TreIRad);
    let g = setup(s, "a1 d1 g4 c5", "a7 d7 g7 b2 f6", [0, 0], 0);
    assert_eq!(removals(&g, "g4-g1"), vec!["b2", "f6"]);
    assert!(refused(&g, "g4-g1xa7").contains("stands in a mill"));
}

#[test]
fn tre_i_rad_decision_if_every_marker_stands_in_a_row_any_may_be_removed() {
    let g = setup(
        settings(Variant::TreIRad),
        "a1 d1 g4 c5",
        "a7 d7 g7 b6 d6 f6",
        [0, 0],
        0,
    );
    assert_eq!(removals(&g, "g4-g1").len(), 6);
}

#[test]
fn tre_i_rad_three_markers_always_fly() {
    let g = setup(
        settings(Variant::TreIRad),
        "a1 d1 b4",
        "d6 f6 b6 e4 c5",
        [0, 0],
        0,
    );
    assert!(g.flies(0));
    let g = play(&g, "a1-g7");
    assert_eq!(g.pos().men[0], bits("g7 d1 b4"));
    assert!(MorrisSettings::new(Variant::TreIRad)
        .with_flying(true)
        .check()
        .is_err());
}

#[test]
fn tre_i_rad_the_winner_reduces_the_opponent_to_two_markers() {
    let g = setup(
        settings(Variant::TreIRad),
        "a1 d1 g4 c5",
        "b6 d6 f6",
        [0, 0],
        0,
    );
    let g = play(&g, "g4-g1xb6");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::TwoPieces));
}

#[test]
fn tre_i_rad_decision_a_player_who_cannot_move_has_lost() {
    let g = setup(
        settings(Variant::TreIRad),
        "a4 d2 g1 b2 b6 c4 f4 e5 e3",
        "a1 d1 b4 e4",
        [0, 0],
        1,
    );
    assert_eq!(g.end_reason(), Some(EndReason::NoMoves));
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
}

// ---- all three ----

#[test]
fn decision_threefold_repetition_is_a_draw() {
    for s in MorrisSettings::all() {
        let mut g = setup(s, "a1 d2 g7 b4", "d1 f4 a7 c5", [0, 0], 0);
        // Shuffle b4-b6 / a7-d7 and back: the start position stands a third time.
        for (i, t) in [
            "b4-b6", "a7-d7", "b6-b4", "d7-a7", "b4-b6", "a7-d7", "b6-b4", "d7-a7",
        ]
        .iter()
        .enumerate()
        {
            assert!(g.outcome().is_none(), "{s:?}: over before move {i}");
            g = play(&g, t);
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome(), Some(Outcome::Draw), "{s:?}");
        assert_eq!(g.end_reason(), Some(EndReason::Repetition));
    }
}

#[test]
fn decision_fifty_moves_each_without_a_capture_is_a_draw() {
    for s in MorrisSettings::all() {
        let mut rng = Rng::new(9);
        let mut g = setup(s, "a1 d2 g7 b4", "d1 f4 a7 c5", [0, 0], 0);
        let mut v = Vec::new();
        while g.outcome().is_none() {
            let q = g.quiet_moves();
            g.legal_moves(&mut v);
            // Wander without capturing and without standing anywhere a third time.
            let quiet: Vec<Morris> = v
                .iter()
                .map(|m| g.clone().play(m).unwrap())
                .filter(|c| {
                    c.quiet_moves() == q + 1 && c.end_reason() != Some(EndReason::Repetition)
                })
                .collect();
            assert!(!quiet.is_empty(), "{s:?}: stuck at {q}\n{}", g.ascii());
            g = quiet[rng.below(quiet.len() as u64) as usize].clone();
            if g.quiet_moves() < MOVE_LIMIT {
                assert!(g.outcome().is_none() || g.end_reason() != Some(EndReason::MoveLimit));
            }
        }
        assert_eq!(g.quiet_moves(), MOVE_LIMIT, "{s:?}: {:?}", g.end_reason());
        assert_eq!(g.end_reason(), Some(EndReason::MoveLimit));
        assert_eq!(g.outcome(), Some(Outcome::Draw));
    }
}

#[test]
fn placements_do_not_count_toward_the_move_limit() {
    let g = Morris::from_moves(settings(Variant::Kvarn), "a1 b2 d1 f2").unwrap();
    assert_eq!(g.quiet_moves(), 0);
}

// ---- the interface ----

#[test]
fn next_steps_builds_a_turn_click_by_click() {
    let s = settings(Variant::Kvarn);
    let g = Morris::from_moves(s, "a1 b2 d1 f2").unwrap();
    let (first, done) = g.next_steps(&[]);
    assert_eq!(first.len(), 20);
    assert_eq!(done, None);
    // A quiet placement is complete at once; a mill asks for the man to remove.
    let (next, done) = g.next_steps(&[pt("c5")]);
    assert!(next.is_empty());
    assert_eq!(done, Some(MorrisMove::place(pt("c5"))));
    let (next, done) = g.next_steps(&[pt("g1")]);
    assert_eq!(next, vec![pt("b2"), pt("f2")]);
    assert_eq!(done, None);
    let (_, done) = g.next_steps(&[pt("g1"), pt("f2")]);
    assert_eq!(done, Some(MorrisMove::place(pt("g1")).removing(pt("f2"))));
    // Nonsense gives nothing.
    assert_eq!(g.next_steps(&[pt("a1")]), (vec![], None));
    assert_eq!(g.next_steps(&[99]), (vec![], None));
    // Moving: the man, then its destinations, then the removal.
    let m = setup(s, "a1 d1 g4 c5", "b2 f2 d6 b6", [0, 0], 0);
    assert_eq!(
        m.next_steps(&[]).0,
        vec![pt("a1"), pt("d1"), pt("g4"), pt("c5")]
    );
    assert_eq!(
        m.next_steps(&[pt("g4")]).0,
        vec![pt("g1"), pt("f4"), pt("g7")]
    );
    assert_eq!(m.next_steps(&[pt("g4"), pt("g1")]).0.len(), 4);
    assert_eq!(
        m.next_steps(&[pt("g4"), pt("g7")]).1,
        Some(MorrisMove::step(pt("g4"), pt("g7")))
    );
}

#[test]
fn is_legal_agrees_with_the_generator_on_every_candidate() {
    let mut rng = Rng::new(77);
    let mut v = Vec::new();
    for s in MorrisSettings::all() {
        for _ in 0..8 {
            let mut g = Morris::new(s.with_first(First::White));
            for _ in 0..rng.below(80) {
                g.legal_moves(&mut v);
                if v.is_empty() {
                    break;
                }
                let m = v[rng.below(v.len() as u64) as usize];
                g.play_unchecked(&m);
            }
            g.legal_moves(&mut v);
            let mut n = 0;
            for from in std::iter::once(None).chain((0..24).map(Some)) {
                for to in 0..24 {
                    for remove in std::iter::once(None).chain((0..24).map(Some)) {
                        let m = MorrisMove { from, to, remove };
                        assert_eq!(g.is_legal(&m), v.contains(&m), "{s:?} {m}\n{}", g.ascii());
                        if !v.contains(&m) && g.outcome().is_none() {
                            let why = g.why_illegal(&m);
                            assert!(!why.ends_with("is legal"), "{m}: {why}");
                            // The page words every refusal by its kind, never by English.
                            match g.illegal(&m) {
                                Illegal::Rule(p) => {
                                    assert!(p.key.starts_with("morris."), "{m}: {}", p.key);
                                    assert_eq!(p.message, why);
                                }
                                other => panic!("{m}: no rule named: {other:?}"),
                            }
                        }
                        n += g.is_legal(&m) as usize;
                    }
                }
            }
            assert_eq!(n, v.len());
        }
    }
}

#[test]
fn end_reasons_and_the_view_serialize_by_name() {
    assert_eq!(
        serde_json::to_value(EndReason::TwoPieces).unwrap(),
        "twoPieces"
    );
    assert_eq!(
        serde_json::to_value(EndReason::FullBoard).unwrap(),
        "fullBoard"
    );
    let g = Morris::from_moves(settings(Variant::Kvarn12), "a1 b2").unwrap();
    let v = serde_json::to_value(g.board_view(Some(0))).unwrap();
    assert_eq!(v["colours"], serde_json::json!(["yellow", "blue"]));
    assert_eq!(v["phase"], serde_json::json!(["placing", "placing"]));
    assert_eq!(v["inHand"], serde_json::json!([11, 11]));
    assert_eq!(v["segments"].as_array().unwrap().len(), 40);
    assert_eq!(v["points"][3]["name"], "b2");
    assert_eq!(v["points"][3]["man"], 1);
    assert_eq!(v["selectable"].as_array().unwrap().len(), 22);
    // Not Yellow's turn: nothing to click for Blue's eyes.
    let other = serde_json::to_value(g.board_view(Some(1))).unwrap();
    assert!(other["selectable"].as_array().unwrap().is_empty());
    let plain = Morris::new(settings(Variant::Kvarn)).board_view(None);
    assert_eq!(plain.segments.len(), 32);
}

#[test]
fn ascii_draws_the_board() {
    let g = Morris::from_moves(settings(Variant::Kvarn12), "a1 g7").unwrap();
    let a = g.ascii();
    assert!(a.starts_with("7 +-----------+-----------B\n"), "{a}");
    assert!(a.contains("1 Y-----------+-----------+"), "{a}");
    assert!(a.contains('\\') && a.contains('/'), "diagonals drawn:\n{a}");
}

#[test]
fn odd_settings_and_positions_are_refused_not_panicked() {
    assert!(Morris::with_position(
        settings(Variant::Kvarn),
        Pos {
            men: [1, 1],
            hand: [0, 0],
            turn: 0
        }
    )
    .is_err());
    assert!(Morris::with_position(
        settings(Variant::Kvarn),
        Pos {
            men: [0, 0],
            hand: [10, 10],
            turn: 0
        }
    )
    .is_err());
    assert!(Morris::with_position(
        settings(Variant::Kvarn),
        Pos {
            men: [0, 0],
            hand: [3, 5],
            turn: 0
        }
    )
    .is_err());
    assert!(Morris::with_position(
        settings(Variant::Kvarn),
        Pos {
            men: [0, 0],
            hand: [3, 3],
            turn: 7
        }
    )
    .is_err());
    // Settings from a link: unknown values are errors, missing ones defaults.
    let ok: MorrisSettings =
        serde_json::from_str(r#"{"variant":"kvarn-12","first":"blue"}"#).unwrap();
    assert_eq!(ok.variant, Variant::Kvarn12);
    assert_eq!(ok.first, First::Black);
    assert!(serde_json::from_str::<MorrisSettings>(r#"{"variant":"kvarn-13"}"#).is_err());
    // Moves off the board fed in directly are refused with a reason.
    let g = Morris::new(settings(Variant::Kvarn));
    let m = MorrisMove {
        from: None,
        to: 200,
        remove: None,
    };
    assert!(!g.is_legal(&m));
    assert!(g.why_illegal(&m).contains("not on the board"));
    assert_eq!(g.next_steps(&[200, 3]), (vec![], None));
}

/// The kind (`morris.<rule>`) and arguments of the refusal of `text`.
fn kind_of(g: &Morris, text: &str) -> (&'static str, Vec<(&'static str, String)>) {
    match g.illegal(&mv(g, text)) {
        Illegal::Rule(p) => (p.key, p.args),
        other => panic!("{text}: {other:?}"),
    }
}

#[test]
fn refusals_are_kinds_with_arguments_for_the_page() {
    let g = play(&Morris::new(settings(Variant::Kvarn)), "d2");
    assert_eq!(
        kind_of(&g, "d2"),
        ("morris.occupied", vec![("at", "d2".into())])
    );
    assert_eq!(
        kind_of(&g, "d2-d3"),
        ("morris.placeFirst", vec![("n", "9".into())])
    );
    let g = setup(
        settings(Variant::Kvarn),
        "a1 d2 g7 b4",
        "d1 f4 a7 c5",
        [0, 0],
        0,
    );
    assert_eq!(kind_of(&g, "g1").0, "morris.allPlaced");
    assert_eq!(
        kind_of(&g, "a1-g1"),
        (
            "morris.notNeighbours",
            vec![("from", "a1".into()), ("to", "g1".into())]
        )
    );
    assert_eq!(
        kind_of(&g, "d1-g1"),
        ("morris.notYours", vec![("at", "d1".into())])
    );
    assert_eq!(
        kind_of(&g, "c3-d3"),
        ("morris.noMan", vec![("at", "c3".into())])
    );
    let flying = setup(
        settings(Variant::Kvarn).with_flying(true),
        "a1 d2 g7 b4",
        "d1 f4 a7 c5",
        [0, 0],
        0,
    );
    assert_eq!(kind_of(&flying, "a1-g1").0, "morris.notNeighboursFlying");
    let twelve = setup(
        settings(Variant::Kvarn12),
        "a1 d2 g7 b4",
        "d1 f4 a7 c5",
        [0, 0],
        0,
    );
    assert_eq!(kind_of(&twelve, "a1-g1").0, "morris.notNeighboursDiagonals");
    let g = Morris::from_moves(settings(Variant::Kvarn), "a1 b2 d1 f2").unwrap();
    assert_eq!(
        kind_of(&g, "g1"),
        ("morris.mustRemove", vec![("mv", "g1".into())])
    );
    assert_eq!(
        kind_of(&g, "g1xa1"),
        ("morris.noOpponent", vec![("at", "a1".into())])
    );
    assert_eq!(
        kind_of(&g, "c3xb2"),
        ("morris.noMill", vec![("mv", "c3".into())])
    );
    // Notation and settings name their kinds too.
    let bad = g.parse_move("d4").unwrap_err();
    assert_eq!(bad.problem().key, "morris.badPoint");
    assert_eq!(
        g.parse_move("").unwrap_err().problem().key,
        "morris.emptyMove"
    );
    assert_eq!(
        g.parse_move("a1-a1").unwrap_err().problem().key,
        "morris.samePoint"
    );
    assert_eq!(
        "red".parse::<Lot>().unwrap_err().problem().key,
        "morris.badLot"
    );
    let e =
        Morris::from_settings(MorrisSettings::new(Variant::TreIRad).with_flying(true)).unwrap_err();
    assert_eq!(e.0.key, "morris.noFlying");
    assert!(Morris::from_settings(MorrisSettings::new(Variant::Kvarn).with_flying(true)).is_ok());
}
