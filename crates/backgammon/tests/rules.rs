//! One scenario per rule of `shared/rules/backgammon.md`; each fails if its rule breaks.

use spelbord_backgammon::board::{step_target, Board, Side, StepError, START};
use spelbord_backgammon::{Backgammon, Dice, Move, Phase, Settings, Step, WinKind, BAR, OFF};
use spelbord_core::{Game, Outcome, ToAct};

/// A side from (point, checkers) pairs in its own numbering (25 = bar).
fn side(pts: &[(u8, u8)]) -> Side {
    let mut s = [0u8; 25];
    for &(p, n) in pts {
        s[p as usize - 1] += n;
    }
    s
}

/// Black (seat 0) to play `dice` with `me` against White's `opp` (White's numbering).
fn moving(me: &[(u8, u8)], opp: &[(u8, u8)], dice: [u8; 2]) -> Backgammon {
    moving_with(me, opp, dice, Settings::default())
}

fn moving_with(me: &[(u8, u8)], opp: &[(u8, u8)], dice: [u8; 2], s: Settings) -> Backgammon {
    let board = Board {
        sides: [side(me), side(opp)],
    };
    let g = Backgammon::from_parts(s, board, 0, Phase::Moving, dice, 1, None, [0, 0], false);
    g.check_invariants().unwrap();
    g
}

fn pm(g: Backgammon, text: &str) -> Backgammon {
    let m = g.parse_move(text).unwrap();
    g.play(&m).unwrap()
}

fn turns(g: &Backgammon) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut out: Vec<String> = v.iter().map(|m| g.format_move(m)).collect();
    out.sort();
    out
}

#[test]
fn start_position_and_opening_roll() {
    let g = Backgammon::new(Settings::default());
    assert_eq!(g.checkers(0, 24), 2);
    assert_eq!(g.checkers(0, 13), 5);
    assert_eq!(g.checkers(0, 8), 3);
    assert_eq!(g.checkers(0, 6), 5);
    assert_eq!(g.pip_count(0), 167);
    assert_eq!(g.pip_count(1), 167);
    // The opening roll: each throws one die; equal dice are thrown again (never listed).
    assert_eq!(g.to_act(), ToAct::Chance);
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    assert_eq!(outs.len(), 30);
    assert!(outs.iter().all(|(d, _)| d.0 != d.1));
    // The higher die moves first and plays both numbers.
    let mut h = g.clone();
    h.apply_chance(&Dice(2, 5));
    assert_eq!(h.to_act(), ToAct::Seat(1));
    assert_eq!(h.dice(), Some([2, 5]));
    let mut k = g.clone();
    k.apply_chance(&Dice(6, 1));
    assert_eq!(k.to_act(), ToAct::Seat(0));
    assert!(turns(&k).contains(&"13/7 8/7".to_string()));
    // After the opening, each turn's roll is a chance event of 36 ordered outcomes.
    let k = pm(k, "13/7 8/7");
    assert_eq!(k.to_act(), ToAct::Chance);
    k.chance_outcomes(&mut outs);
    assert_eq!(outs.len(), 36);
}

#[test]
fn checkers_move_forward_only() {
    let g = moving(&[(8, 15)], &[(24, 15)], [3, 1]);
    for m in turns(&g) {
        assert!(!m.contains("8/9") && !m.contains("8/11"));
    }
    assert!(g.parse_move("8/11").is_err());
    assert!(g.parse_move("5/8").is_err());
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    for m in v {
        if let Move::Play(t) = m {
            assert!(t.steps().iter().all(|s| s.to < s.from));
        }
    }
}

#[test]
fn only_open_points() {
    // White holds Black's 5-point (White's 20) with two checkers: no landing there.
    let g = moving(&[(8, 2), (6, 13)], &[(20, 2), (1, 13)], [3, 3]);
    for m in turns(&g) {
        assert!(!m.contains("/5"), "{m} lands on a closed point");
    }
    assert!(g.parse_move("8/5(2)").is_err());
    // One opposing checker (a blot) is open and is hit.
    let g = moving(&[(8, 2), (6, 13)], &[(20, 1), (1, 14)], [3, 3]);
    assert!(turns(&g).iter().any(|m| m.contains("8/5*")));
}

#[test]
fn one_checker_may_take_both_dice_through_an_open_point() {
    let g = moving(&START_PTS, &START_PTS, [6, 5]);
    assert!(turns(&g).contains(&"24/13".to_string()));
    // With both intermediate points (18 and 19) closed, 24/13 is impossible.
    let g = moving(&[(24, 2), (6, 13)], &[(7, 2), (6, 2), (2, 11)], [6, 5]);
    assert!(!turns(&g).iter().any(|m| m == "24/13"));
    assert!(g.parse_move("24/13").is_err());
    // With one of them open it is possible.
    let g = moving(&[(24, 2), (6, 13)], &[(7, 2), (2, 13)], [6, 5]);
    assert!(turns(&g).iter().any(|m| m.starts_with("24/13")));
}

const START_PTS: [(u8, u8); 4] = [(24, 2), (13, 5), (8, 3), (6, 5)];

#[test]
fn doubles_are_played_four_times() {
    let g = moving(&START_PTS, &START_PTS, [6, 6]);
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    assert!(!v.is_empty());
    for m in &v {
        let Move::Play(t) = m else { panic!() };
        assert_eq!(t.steps().len(), 4, "{m}");
    }
    assert!(turns(&g).contains(&"24/18(2) 13/7(2)".to_string()));
}

#[test]
fn both_dice_must_be_used_when_possible() {
    // Black's lone runner on 20; the 6 first is blocked (14), the 5 then the 6 works.
    let g = moving(&[(20, 1), (1, 14)], &[(11, 2), (23, 13)], [6, 5]);
    assert_eq!(turns(&g), vec!["20/9".to_string()]);
    let err = g
        .clone()
        .play(&Move::Play(spelbord_backgammon::Turn::from_steps(&[
            Step {
                from: 20,
                to: 15,
                hit: false,
            },
        ])));
    let reason = err.unwrap_err().reason;
    assert!(reason.contains("both dice"), "{reason}");
}

#[test]
fn only_one_die_playable_must_be_played() {
    // After 20/15 the 6 is blocked too (9), and the 6 is blocked from 20 (14).
    let g = moving(&[(20, 1), (1, 14)], &[(11, 2), (16, 2), (23, 11)], [6, 5]);
    assert_eq!(turns(&g), vec!["20/15".to_string()]);
}

#[test]
fn either_but_not_both_the_higher_must_be_played() {
    // 20/14 or 20/15 singly, but 9 is closed so not both: the 6 must be played.
    let g = moving(&[(20, 1), (1, 14)], &[(16, 2), (23, 13)], [6, 5]);
    assert_eq!(turns(&g), vec!["20/14".to_string()]);
    let reason = g.why_illegal(&g.parse_move("20/15").unwrap_or(Move::Roll));
    assert!(!reason.is_empty());
    assert!(g.parse_move("20/15").is_err());
}

#[test]
fn hitting_at_the_end_and_on_an_intermediate_point() {
    // A White blot on Black's 18 (White's 7): 24/18*/13 hits on the way.
    let g = moving(&[(24, 1), (6, 14)], &[(7, 1), (2, 14)], [6, 5]);
    let t = turns(&g);
    assert!(t.contains(&"24/18*/13".to_string()), "{t:?}");
    let m = g.parse_move("24/18*/13").unwrap();
    let h = g.clone().play(&m).unwrap();
    assert_eq!(h.bar(1), 1);
    // Written without the hit mark the same turn is found; `24/13` is the other way
    // round, through 19, without hitting.
    assert_eq!(g.parse_move("24/18 18/13").unwrap(), m);
    let quiet = g.parse_move("24/13").unwrap();
    assert_ne!(quiet, m);
    assert_eq!(g.clone().play(&quiet).unwrap().bar(1), 0);
    // Hitting at the end of a move.
    let g = moving(&[(13, 1), (6, 14)], &[(18, 1), (1, 14)], [6, 1]);
    let m = g.parse_move("13/7* 6/5").unwrap();
    assert_eq!(g.format_move(&m), "13/7* 6/5");
    assert_eq!(g.parse_move("13/7 6/5").unwrap(), m);
    assert_eq!(g.clone().play(&m).unwrap().bar(1), 1);
}

#[test]
fn the_bar_first_and_entering() {
    // A checker on the bar must enter before any other checker moves.
    let g = moving(&[(25, 1), (13, 14)], &[(1, 15)], [6, 1]);
    for m in turns(&g) {
        assert!(m.contains("bar/"), "{m}");
    }
    let reason = g.why_illegal(&Move::Play(spelbord_backgammon::Turn::from_steps(&[
        Step {
            from: 13,
            to: 7,
            hit: false,
        },
        Step {
            from: 13,
            to: 12,
            hit: false,
        },
    ])));
    assert!(reason.contains("bar"), "{reason}");
    assert_eq!(
        step_target(&side(&[(25, 1), (13, 14)]), &side(&[(1, 15)]), 13, 6),
        Err(StepError::BarFirst)
    );
    // Die 3 enters on the 22-point.
    let g = moving(&[(25, 1), (13, 14)], &[(1, 15)], [3, 1]);
    assert!(turns(&g)
        .iter()
        .any(|m| m.starts_with("bar/22") || m.contains("bar/22")));
    assert!(turns(&g).contains(&"bar/21".to_string()));
}

#[test]
fn blocked_entry_forfeits() {
    // Black's 19 (White's 6) closed: two on the bar with 6-5 enter one (bar/20) only.
    let g = moving(&[(25, 2), (13, 13)], &[(6, 2), (1, 13)], [6, 5]);
    assert_eq!(turns(&g), vec!["bar/20".to_string()]);
    // A closed board: nothing enters, the turn passes.
    let g = moving(
        &[(25, 1), (13, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (7, 3)],
        [6, 5],
    );
    assert_eq!(turns(&g), vec!["pass".to_string()]);
    let h = g
        .clone()
        .play(&Move::Play(spelbord_backgammon::Turn::PASS))
        .unwrap();
    assert_eq!(h.turn(), 1);
    assert_eq!(h.to_act(), ToAct::Chance);
    assert_eq!(h.bar(0), 1);
}

#[test]
fn bearing_off_only_with_all_fifteen_home() {
    let me = side(&[(7, 1), (6, 14)]);
    let opp = side(&[(24, 15)]);
    assert_eq!(step_target(&me, &opp, 6, 6), Err(StepError::NotAllHome));
    // After 7/6 with the 1, the 6 bears off: 7/off.
    let g = moving(&[(7, 1), (6, 14)], &[(24, 15)], [6, 1]);
    assert!(
        turns(&g).contains(&"7/off".to_string()) || turns(&g).contains(&"7/6 6/off".to_string())
    );
    // A checker hit while bearing off must come round first.
    let me = side(&[(25, 1), (6, 13)]);
    assert_eq!(step_target(&me, &opp, 6, 6), Err(StepError::BarFirst));
}

#[test]
fn higher_die_bears_off_from_the_highest_point_and_moving_inside_is_allowed() {
    // Checkers on 4 and 3 only: 6 and 5 are larger than every point: both bear off.
    let g = moving(&[(4, 1), (3, 1)], &[(24, 15)], [6, 5]);
    assert_eq!(turns(&g), vec!["4/off 3/off".to_string()]);
    // A die larger than the point may not bear off while a higher point is occupied.
    let me = side(&[(6, 1), (4, 1)]);
    assert_eq!(
        step_target(&me, &side(&[(24, 15)]), 4, 5),
        Err(StepError::HigherPointOccupied)
    );
    // Exact dice bear off; moving inside the home board instead is also legal.
    let g = moving(&[(6, 2), (5, 2), (2, 1)], &[(12, 15)], [6, 1]);
    let t = turns(&g);
    assert!(t.contains(&"6/5 6/off".to_string()), "{t:?}");
    assert!(t.contains(&"6/off 2/1".to_string()), "{t:?}");
    assert!(t
        .iter()
        .any(|m| m.starts_with("6/off") && !m.contains("off 6/off")));
}

fn finish(me: &[(u8, u8)], opp: &[(u8, u8)], s: Settings, cube: u32) -> (Backgammon, Outcome) {
    let board = Board {
        sides: [side(me), side(opp)],
    };
    let g = Backgammon::from_parts(
        s,
        board,
        0,
        Phase::Moving,
        [6, 5],
        cube,
        None,
        [0, 0],
        false,
    );
    let m = g.parse_move("2/off 1/off").unwrap();
    let h = g.play(&m).unwrap();
    let o = h.outcome().unwrap();
    (h, o)
}

#[test]
fn single_gammon_and_backgammon() {
    let s = Settings::default();
    // The loser bore off a checker: single.
    let (h, o) = finish(&[(2, 1), (1, 1)], &[(1, 14)], s.clone(), 1);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 1
        }
    );
    assert_eq!(h.last_game().unwrap().kind, WinKind::Single);
    // None borne off: gammon.
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (7, 1)], s.clone(), 1);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 2
        }
    );
    // None off and a checker in the winner's home board (White's 19–24): backgammon.
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (20, 1)], s.clone(), 1);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 3
        }
    );
    // ... or on the bar.
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (25, 1)], s.clone(), 1);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 3
        }
    );
    // Times the cube.
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (7, 1)], s, 4);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 8
        }
    );
}

#[test]
fn jacoby_rule_in_money_play() {
    let s = Settings {
        cube: true,
        ..Settings::default()
    };
    // Cube not turned: the gammon counts single.
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (7, 1)], s.clone(), 1);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 1
        }
    );
    // Turned: it counts.
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (7, 1)], s.clone(), 2);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 4
        }
    );
    // Without Jacoby it counts at cube 1.
    let s = Settings { jacoby: false, ..s };
    let (_, o) = finish(&[(2, 1), (1, 1)], &[(1, 14), (7, 1)], s, 1);
    assert_eq!(
        o,
        Outcome::Win {
            winner: 0,
            points: 2
        }
    );
}

#[test]
fn cube_double_take_drop() {
    let s = Settings {
        cube: true,
        ..Settings::default()
    };
    let mut g = Backgammon::new(s.clone());
    g.apply_chance(&Dice(3, 1));
    g = pm(g, "8/5 6/5");
    // White may double before rolling.
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.to_act(), ToAct::Seat(1));
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    assert_eq!(v, vec![Move::Roll, Move::Double]);
    let d = g.clone().play(&Move::Double).unwrap();
    assert_eq!(d.to_act(), ToAct::Seat(0));
    d.legal_moves(&mut v);
    assert_eq!(v, vec![Move::Take, Move::Drop]);
    // Take: the cube doubles and belongs to the taker; the doubler rolls.
    let t = d.clone().play(&Move::Take).unwrap();
    assert_eq!((t.cube_value(), t.cube_owner()), (2, Some(0)));
    assert_eq!(t.to_act(), ToAct::Chance);
    assert!(!t.may_double(1) && t.may_double(0));
    // Drop: the doubler wins the cube's value.
    let p = d.play(&Move::Drop).unwrap();
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            winner: 1,
            points: 1
        })
    );
    // No cube at the table: no doubling, the roll is a chance event straight away.
    let mut g = Backgammon::new(Settings::default());
    g.apply_chance(&Dice(3, 1));
    let g = pm(g, "8/5 6/5");
    assert_eq!(g.to_act(), ToAct::Chance);
    assert!(!g.is_legal(&g.parse_move("double").unwrap()));
}

#[test]
fn match_play_with_crawford() {
    let s = Settings {
        match_length: 3,
        cube: true,
        ..Settings::default()
    };
    let mut g = Backgammon::new(s);
    // Game 1: Black doubles at once, White drops: 1–0.
    g.apply_chance(&Dice(3, 1));
    g = pm(g, "8/5 6/5");
    g = g.play(&Move::Roll).unwrap();
    g.apply_chance(&Dice(2, 1));
    g = pm(g, "13/11 6/5");
    g = g.play(&Move::Double).unwrap();
    g = g.play(&Move::Drop).unwrap();
    assert_eq!(g.match_score(), [1, 0]);
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.game_number(), 2);
    assert_eq!(g.board(), &Board::default());
    // Game 2: White opens; Black doubles, White takes and owns the 2-cube.
    g.apply_chance(&Dice(1, 4));
    g = pm(g, "24/23 13/9");
    g = g.play(&Move::Double).unwrap();
    g = g.play(&Move::Take).unwrap();
    g.apply_chance(&Dice(6, 6));
    g = pm(g, "24/18(2) 13/7(2)");
    // The owner may redouble; Black drops the 4-cube: 1–2.
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.to_act(), ToAct::Seat(1));
    g = g.play(&Move::Double).unwrap();
    g = g.play(&Move::Drop).unwrap();
    assert_eq!(g.match_score(), [1, 2]);
    // White at match point: the next game is the Crawford game, no doubling.
    assert!(g.is_crawford_game());
    g.apply_chance(&Dice(3, 1));
    g = pm(g, "8/5 6/5");
    assert_eq!(
        g.phase(),
        Phase::Rolling,
        "no doubling in the Crawford game"
    );
    assert!(g.clone().play(&Move::Double).is_err());
}

#[test]
fn a_match_ends_with_its_outcome() {
    let s = Settings {
        match_length: 1,
        cube: false,
        ..Settings::default()
    };
    let board = Board {
        sides: [side(&[(1, 1)]), side(&[(1, 15)])],
    };
    let g = Backgammon::from_parts(s, board, 0, Phase::Moving, [2, 1], 1, None, [0, 0], true);
    let g = pm(g, "1/off");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            winner: 0,
            points: 1
        })
    );
    assert_eq!(g.match_score(), [2, 0], "a gammon scores 2");
}

#[test]
fn turns_are_listed_once_per_resulting_position() {
    // 6-5 from the start: 24/18/13 and 24/19/13 are one turn.
    let g = moving(&START_PTS, &START_PTS, [6, 5]);
    let t = turns(&g);
    assert_eq!(t.iter().filter(|m| *m == "24/13").count(), 1);
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut boards: Vec<_> = v
        .iter()
        .map(|m| *g.clone().play(m).unwrap().board())
        .collect();
    let n = boards.len();
    boards.sort_by_key(|b| format!("{b:?}"));
    boards.dedup();
    assert_eq!(boards.len(), n);
}

#[test]
fn notation_reads_every_form() {
    let g = moving(&START_PTS, &START_PTS, [3, 1]);
    let m = g.parse_move("8/5 6/5").unwrap();
    assert_eq!(g.format_move(&m), "8/5 6/5");
    assert_eq!(g.parse_move("6/5 8/5").unwrap(), m);
    let g = moving(&START_PTS, &START_PTS, [5, 5]);
    let m = g.parse_move("13/3(2)").unwrap();
    assert_eq!(g.format_move(&m), "13/3(2)");
    assert_eq!(g.parse_move("13/8 13/8 8/3 8/3").unwrap(), m);
    assert_eq!(g.parse_move("13/8/3(2)").unwrap(), m);
    // GNU Backgammon's numbers: 25 for the bar, 0 for off.
    let g = moving(&[(25, 1), (6, 14)], &[(1, 15)], [3, 1]);
    assert_eq!(
        g.parse_move("25/22 6/5").unwrap(),
        g.parse_move("bar/22 6/5").unwrap()
    );
    let g = moving(&[(6, 2), (5, 13)], &[(24, 15)], [6, 6]);
    assert_eq!(
        g.parse_move("6/0(2) 5/0(2)").unwrap(),
        g.parse_move("6/off(2) 5/off(2)").unwrap()
    );
    // Bad input is an error, never a panic.
    for bad in [
        "", "x", "24/", "/18", "24/18(9)", "99/1", "bar", "24/18 (", "6/off/3", "0/0", "🎲",
    ] {
        let _ = g.parse_move(bad);
        let _ = bad.parse::<Move>();
        let _ = bad.parse::<Dice>();
    }
    assert!("31".parse::<Dice>().is_ok() && "3-1".parse::<Dice>().is_ok());
    assert!("71".parse::<Dice>().is_err() && "3".parse::<Dice>().is_err());
}

#[test]
fn building_a_turn_step_by_step() {
    let g = moving(&START_PTS, &START_PTS, [6, 5]);
    let first = g.next_steps(&[]).unwrap();
    assert!(first.steps.iter().any(|s| s.from == 24 && s.to == 18));
    assert!(first.complete.is_none());
    let s1 = Step {
        from: 24,
        to: 18,
        hit: false,
    };
    let next = g.next_steps(&[s1]).unwrap();
    assert_eq!(next.dice_left, vec![5]);
    assert!(next.steps.iter().any(|s| s.from == 18 && s.to == 13));
    let s2 = Step {
        from: 18,
        to: 13,
        hit: false,
    };
    let done = g.next_steps(&[s1, s2]).unwrap();
    assert_eq!(done.complete, Some(g.parse_move("24/13").unwrap()));
    assert_eq!(
        g.turn_from_steps(&[s1, s2]),
        Ok(g.parse_move("24/13").unwrap())
    );
    // The same turn played the other way round (5 first) is accepted too.
    let other = Move::Play(spelbord_backgammon::Turn::from_steps(&[
        Step {
            from: 24,
            to: 19,
            hit: false,
        },
        Step {
            from: 19,
            to: 13,
            hit: false,
        },
    ]));
    let g2 = moving(&[(24, 2), (6, 13)], &[(2, 15)], [6, 5]);
    let a = g2.clone().play(&other).unwrap();
    let b = g2.clone().play(&g2.parse_move("24/13").unwrap()).unwrap();
    assert_eq!(a.board(), b.board());
    // Refused steps say why.
    let blocked = moving(&[(24, 2), (6, 13)], &[(7, 2), (2, 13)], [6, 5]);
    let e = blocked
        .next_steps(&[Step {
            from: 24,
            to: 18,
            hit: false,
        }])
        .unwrap_err();
    assert!(e.message.contains("held by two"), "{e}");
    assert_eq!(
        (e.key, e.arg("step")),
        ("backgammon.blocked", Some("24/18"))
    );
    let bar = moving(&[(25, 1), (13, 14)], &[(1, 15)], [6, 1]);
    let e = bar
        .next_steps(&[Step {
            from: 13,
            to: 7,
            hit: false,
        }])
        .unwrap_err();
    assert!(e.message.contains("bar"), "{e}");
    assert_eq!(
        (e.key, e.arg("step")),
        ("backgammon.barFirst", Some("13/7"))
    );
    let lone = moving(&[(20, 1), (1, 14)], &[(11, 2), (23, 13)], [6, 5]);
    let ok = lone.next_steps(&[]).unwrap();
    assert_eq!(
        ok.steps,
        vec![Step {
            from: 20,
            to: 15,
            hit: false
        }]
    );
    let _ = (BAR, OFF, START);
}
