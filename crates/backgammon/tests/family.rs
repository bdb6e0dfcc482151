//! Backgammon's side of the family contract as the page uses it: turns built step by step
//! (`steps`, with the board after the chosen steps), refused steps with their reason, the
//! button moves and the rolls offered in the view, why a game ended, and the kinds of
//! errors a player can meet (files, pasted IDs, records).

use spelbord_backgammon::board::{Board, Side};
use spelbord_backgammon::{
    ActionKind, Backgammon, BackgammonEnd, Phase, Settings, StepView, WinKindName,
};
use spelbord_core::{Game, Replay};
use spelbord_family::Family;

fn side(pts: &[(u8, u8)]) -> Side {
    let mut s = [0u8; 25];
    for &(p, n) in pts {
        s[p as usize - 1] += n;
    }
    s
}

/// Black (seat 0) to play `dice` with `me` against White's `opp` (White's numbering).
fn moving(me: &[(u8, u8)], opp: &[(u8, u8)], dice: [u8; 2], s: Settings) -> Backgammon {
    let board = Board {
        sides: [side(me), side(opp)],
    };
    let g = Backgammon::from_parts(s, board, 0, Phase::Moving, dice, 1, None, [0, 0], false);
    g.check_invariants().unwrap();
    g
}

fn step(from: u8, to: u8) -> StepView {
    StepView {
        from,
        to,
        hit: false,
        dice: Vec::new(),
    }
}

fn has(next: &[StepView], from: u8, to: u8) -> bool {
    next.iter().any(|s| s.from == from && s.to == to)
}

/// The opening 6-5 of the standard start, Black to play.
fn opening_65() -> Backgammon {
    let mut r = Replay::<Backgammon>::with_manual_chance(Settings::default(), 0, true);
    r.play_chance_text("65").unwrap();
    r.current().clone()
}

#[test]
fn a_turn_built_step_by_step_shows_the_board_after_each_step() {
    let g = opening_65();
    let s0 = g.steps(&[]);
    assert!(has(&s0.next, 24, 18) && has(&s0.next, 13, 8) && has(&s0.next, 13, 7));
    // Black's 19 is White's 6-point.
    assert!(!has(&s0.next, 24, 19));
    assert!(s0.complete.is_none());
    let v0 = s0.view.unwrap();
    assert_eq!(v0.dice_left, vec![6, 5]);
    assert_eq!(v0.pips, [167, 167]);
    // Each step says which dice it can use.
    let s = s0.next.iter().find(|s| s.from == 24 && s.to == 18).unwrap();
    assert_eq!(s.dice, vec![6]);
    // One step: the checker has moved, the pips and the dice left follow.
    let s1 = g.steps(&[step(24, 18)]);
    let v1 = s1.view.unwrap();
    assert_eq!(v1.points[23][0], 1, "one checker left on Black's 24");
    assert_eq!(v1.points[17][0], 1, "one arrived on Black's 18");
    assert_eq!(v1.pips[0], 161);
    assert_eq!(v1.dice_left, vec![5]);
    assert!(has(&s1.next, 18, 13));
    assert!(s1.complete.is_none());
    // Two steps make the whole turn, in notation.
    let s2 = g.steps(&[step(24, 18), step(18, 13)]);
    assert_eq!(s2.complete.as_deref(), Some("24/13"));
    assert!(s2.next.is_empty());
    let v2 = s2.view.unwrap();
    assert_eq!(v2.pips[0], 156);
    assert!(v2.dice_left.is_empty());
    assert!(v2.refused.is_none());
    // The same turn in either order gives the same move.
    let a = g.steps(&[step(13, 8), step(13, 7)]);
    let b = g.steps(&[step(13, 7), step(13, 8)]);
    assert_eq!(a.complete.as_deref(), Some("13/8 13/7"));
    assert_eq!(a.complete, b.complete);
    // And the move is what the table plays.
    let m = g.parse_move(&s2.complete.unwrap()).unwrap();
    assert_eq!(g.clone().play(&m).unwrap().pip_count(0), 156);
}

#[test]
fn doubles_are_built_four_steps_deep() {
    let mut r = Replay::<Backgammon>::with_manual_chance(Settings::default(), 0, true);
    r.play_chance_text("31").unwrap();
    r.play_text("8/5 6/5").unwrap();
    r.play_chance_text("33").unwrap();
    let g = r.current().clone();
    let v = g.steps(&[]).view.unwrap();
    assert_eq!(v.dice_left, vec![3, 3, 3, 3]);
    let chosen = [step(13, 10), step(13, 10), step(10, 7), step(10, 7)];
    for k in 0..4 {
        let s = g.steps(&chosen[..k]);
        assert!(s.complete.is_none(), "after {k} steps");
        assert!(has(&s.next, chosen[k].from, chosen[k].to), "step {k}");
        assert_eq!(s.view.unwrap().dice_left.len(), 4 - k);
    }
    let done = g.steps(&chosen);
    assert_eq!(done.complete.as_deref(), Some("13/7(2)"));
    // A fifth step is refused with a reason.
    let five = [chosen.to_vec(), vec![step(6, 3)]].concat();
    let s = g.steps(&five);
    assert!(s.next.is_empty() && s.complete.is_none());
    assert_eq!(
        s.view.unwrap().refused.unwrap().key,
        "backgammon.tooManySteps"
    );
}

#[test]
fn a_hit_sends_the_blot_to_the_bar_in_the_view() {
    // A White blot on Black's 18 (White's 7): 24/18* hits it.
    let g = moving(
        &[(24, 1), (6, 14)],
        &[(7, 1), (2, 14)],
        [6, 5],
        Settings::default(),
    );
    let s0 = g.steps(&[]);
    let hit = s0.next.iter().find(|s| s.from == 24 && s.to == 18).unwrap();
    assert!(hit.hit, "the rules mark the step that hits");
    let before = s0.view.unwrap().pips[1];
    let v = g.steps(&[step(24, 18)]).view.unwrap();
    assert_eq!(v.bar, [0, 1]);
    assert_eq!(v.points[17], [1, 0]);
    // White's blot went from its 7 to the bar (25 pips): 18 more to go.
    assert_eq!(v.pips[1], before + 18);
}

#[test]
fn refused_steps_say_why() {
    // Black's 18 is held by two White checkers: 24/18 is blocked.
    let g = moving(
        &[(24, 2), (6, 13)],
        &[(7, 2), (2, 13)],
        [6, 5],
        Settings::default(),
    );
    let s = g.steps(&[step(24, 18)]);
    assert!(s.next.is_empty() && s.complete.is_none());
    let why = s.view.unwrap().refused.unwrap();
    assert_eq!(
        (why.key, why.arg("step")),
        ("backgammon.blocked", Some("24/18"))
    );
    // Backwards.
    let why = g.steps(&[step(6, 12)]).view.unwrap().refused.unwrap();
    assert_eq!(why.key, "backgammon.backwards");
    // The view of a turn being built explains each checker that cannot move.
    let v = g.steps(&[]).view.unwrap();
    let r = v
        .refusals
        .iter()
        .find(|r| r.from == 24 && r.die == 6)
        .unwrap();
    assert_eq!(r.why.key, "backgammon.blocked");
    assert!(
        !v.refusals.iter().any(|r| r.from == 24 && r.die == 5),
        "24/19 is fine"
    );
    // A checker on the bar first.
    let bar = moving(
        &[(25, 1), (13, 14)],
        &[(1, 15)],
        [6, 1],
        Settings::default(),
    );
    let v = bar.steps(&[]).view.unwrap();
    let r = v.refusals.iter().find(|r| r.from == 13).unwrap();
    assert_eq!(r.why.key, "backgammon.barFirst");
    let why = bar.steps(&[step(13, 7)]).view.unwrap().refused.unwrap();
    assert_eq!(why.key, "backgammon.barFirst");
    // Both dice must be used: a lone runner that can play 20/15/9 but not 20/14 first.
    let lone = moving(
        &[(20, 1), (1, 14)],
        &[(11, 2), (23, 13)],
        [6, 5],
        Settings::default(),
    );
    let s = lone.steps(&[]);
    assert_eq!(s.next.len(), 1);
    let why = lone.steps(&[step(20, 14)]).view.unwrap().refused.unwrap();
    assert_eq!(why.key, "backgammon.blocked");
    // No steps without dice.
    let before_roll = Backgammon::new(Settings::default());
    let why = before_roll.steps(&[]).view.unwrap().refused.unwrap();
    assert_eq!(why.key, "backgammon.notRolled");
}

#[test]
fn a_roll_that_cannot_be_played_is_a_pass_button() {
    // Black on the bar against a closed board.
    let g = moving(
        &[(25, 1), (6, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (12, 3)],
        [6, 1],
        Settings::default(),
    );
    let s = g.steps(&[]);
    assert_eq!(s.complete.as_deref(), Some("pass"));
    let v = g.board_view(None);
    assert_eq!(v.actions.len(), 1);
    assert_eq!(
        (v.actions[0].kind, v.actions[0].mv.as_str()),
        (ActionKind::Pass, "pass")
    );
}

#[test]
fn the_view_offers_cube_buttons_and_the_rolls_with_their_notation() {
    let s = Settings {
        cube: true,
        ..Settings::default()
    };
    let mut r = Replay::<Backgammon>::with_manual_chance(s, 0, true);
    // The opening roll: Black's die first; equal dice are thrown again.
    let v = r.current().board_view(None);
    assert_eq!(v.rolls.len(), 36);
    let text = |v: &spelbord_backgammon::BackgammonView, d: [u8; 2]| {
        v.rolls.iter().find(|x| x.dice == d).unwrap().text.clone()
    };
    assert_eq!(text(&v, [2, 2]), None);
    assert_eq!(text(&v, [3, 1]).as_deref(), Some("31"));
    assert_eq!(text(&v, [1, 3]).as_deref(), Some("13"));
    assert!(v.actions.is_empty());
    r.play_chance_text("31").unwrap();
    assert!(r.current().board_view(None).rolls.is_empty());
    r.play_text("8/5 6/5").unwrap();
    // White may double before rolling.
    let v = r.current().board_view(None);
    let kinds: Vec<_> = v.actions.iter().map(|a| (a.kind, a.mv.clone())).collect();
    assert_eq!(
        kinds,
        vec![
            (ActionKind::Roll, "roll".into()),
            (ActionKind::Double, "double".into())
        ]
    );
    assert_eq!(v.last_to, vec![5], "Black's checkers landed on its 5");
    r.play_text("roll").unwrap();
    // A roll after the opening: any two dice, in either order.
    let v = r.current().board_view(None);
    assert!(v.last_to.is_empty());
    assert_eq!(text(&v, [2, 2]).as_deref(), Some("22"));
    assert_eq!(text(&v, [6, 4]).as_deref(), Some("64"));
    r.play_chance_text(&text(&v, [6, 4]).unwrap()).unwrap();
    assert_eq!(r.current().dice(), Some([6, 4]));
    assert_eq!(r.current().board_view(None).dice_left, vec![6, 4]);
}

#[test]
fn end_reasons_name_the_kind_of_win_and_the_match() {
    // Black bears off its last checker; White has borne off none and is out of Black's
    // home board: a gammon.
    let g = moving(&[(2, 1)], &[(12, 15)], [6, 5], Settings::default());
    assert!(g.end_reason().is_none());
    let g = g.clone().play(&g.parse_move("2/off").unwrap()).unwrap();
    assert_eq!(
        g.end_reason(),
        Some(BackgammonEnd::BearOff {
            kind: WinKindName::Gammon,
            points: 2
        })
    );
    // With a checker back in Black's home board: a backgammon.
    let g = moving(&[(2, 1)], &[(12, 14), (24, 1)], [6, 5], Settings::default());
    let g = g.clone().play(&g.parse_move("2/off").unwrap()).unwrap();
    assert_eq!(
        g.end_reason(),
        Some(BackgammonEnd::BearOff {
            kind: WinKindName::Backgammon,
            points: 3
        })
    );
    // White has borne off one: a single game.
    let g = moving(&[(2, 1)], &[(12, 14)], [6, 5], Settings::default());
    let g = g.clone().play(&g.parse_move("2/off").unwrap()).unwrap();
    assert_eq!(
        g.end_reason(),
        Some(BackgammonEnd::BearOff {
            kind: WinKindName::Single,
            points: 1
        })
    );
    // A dropped double in a money game.
    let s = Settings {
        cube: true,
        ..Settings::default()
    };
    let mut r = Replay::<Backgammon>::with_manual_chance(s, 0, true);
    r.play_chance_text("31").unwrap();
    r.play_text("8/5 6/5").unwrap();
    r.play_text("double").unwrap();
    assert!(r.current().end_reason().is_none());
    r.play_text("drop").unwrap();
    assert_eq!(
        r.current().end_reason(),
        Some(BackgammonEnd::Dropped { points: 1 })
    );
    // A one-point match won by bearing off says the match is won.
    let s = Settings {
        match_length: 1,
        ..Settings::default()
    };
    let g = moving(&[(2, 1)], &[(12, 14)], [6, 5], s);
    let g = g.clone().play(&g.parse_move("2/off").unwrap()).unwrap();
    assert_eq!(
        g.end_reason(),
        Some(BackgammonEnd::MatchBearOff {
            kind: WinKindName::Single,
            points: 1,
            score: 1,
            against: 0,
            length: 1
        })
    );
    // A two-point match ended by a dropped redouble: White doubles, Black takes and
    // redoubles, White drops.
    let s = Settings {
        match_length: 2,
        cube: true,
        ..Settings::default()
    };
    let mut r = Replay::<Backgammon>::with_manual_chance(s, 0, true);
    r.play_chance_text("31").unwrap();
    r.play_text("8/5 6/5").unwrap();
    r.play_text("double").unwrap();
    r.play_text("take").unwrap();
    r.play_chance_text("31").unwrap();
    r.play_text("8/5 6/5").unwrap();
    r.play_text("double").unwrap();
    r.play_text("drop").unwrap();
    assert_eq!(
        r.current().end_reason(),
        Some(BackgammonEnd::MatchDropped {
            points: 2,
            score: 2,
            against: 0,
            length: 2
        })
    );
}

#[test]
fn errors_a_player_can_meet_are_kinds() {
    // A pasted text without a Position ID, and a bad one.
    let e = Backgammon::open_position("nonsense").unwrap().unwrap_err();
    assert_eq!(e.key, "backgammon.noPositionId");
    let e = Backgammon::open_position("4HPwATDgc/AB!A")
        .unwrap()
        .unwrap_err();
    assert_eq!(
        (e.key, e.arg("ch")),
        ("backgammon.idBadCharacter", Some("!"))
    );
    let e = Backgammon::open_position("4HPwATDgc/ABMA:cAkAAA!AAAAA")
        .unwrap()
        .unwrap_err();
    assert_eq!(e.key, "backgammon.idBadCharacter");
    let ok = Backgammon::open_position("Position ID: vzsAAFhu2xFABA\nMatch ID: QYkqASAAIAAA")
        .unwrap()
        .unwrap();
    assert_eq!(ok.current().settings().match_length, 9);
    // A bad file.
    let e = Backgammon::import("mat", "hello").unwrap_err();
    assert_eq!(e.key, "backgammon.matBeforeGame");
    // Notation.
    let g = opening_65();
    for (text, key) in [
        ("24/x", "backgammon.notAPoint"),
        ("24", "backgammon.notAMove"),
        ("13/18", "backgammon.backwards"),
        ("8/5(x)", "backgammon.badCount"),
        ("8/5(7)", "backgammon.countTooLarge"),
        ("24/20", "backgammon.noSuchPlay"),
    ] {
        assert_eq!(g.parse_move(text).unwrap_err().0.key, key, "{text}");
    }
    assert_eq!(
        "77".parse::<spelbord_backgammon::Dice>().unwrap_err().0.key,
        "backgammon.notARoll"
    );
    // Rules refusals name the rule.
    let e = g
        .clone()
        .play(&spelbord_backgammon::Move::Double)
        .unwrap_err();
    assert_eq!(e.kind.problem().key, "backgammon.noCube");
    let e = g
        .clone()
        .play(&spelbord_backgammon::Move::Play(
            spelbord_backgammon::Turn::PASS,
        ))
        .unwrap_err();
    assert_eq!(e.kind.problem().key, "backgammon.mayNotPass");
    let half = spelbord_backgammon::Turn::from_steps(&[spelbord_backgammon::Step {
        from: 24,
        to: 18,
        hit: false,
    }]);
    let e = g
        .clone()
        .play(&spelbord_backgammon::Move::Play(half))
        .unwrap_err();
    assert_eq!(e.kind.problem().key, "backgammon.bothDice");
}

#[test]
fn the_preview_moves_are_legal_with_the_catalog_seed() {
    let mut r = Replay::<Backgammon>::new(Settings::default(), 1);
    for m in Backgammon::preview_moves("backgammon") {
        r.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// A game worth more than the match needs ends the match at its length in what the page
/// shows: a gammon that wins a 1-point match says 1–0, not 2–0.
#[test]
fn points_beyond_the_match_length_are_capped_in_the_display() {
    let s = Settings {
        match_length: 1,
        ..Settings::default()
    };
    let g = moving(&[(2, 1)], &[(12, 15)], [6, 5], s);
    let g = g.clone().play(&g.parse_move("2/off").unwrap()).unwrap();
    assert_eq!(g.match_score(), [2, 0], "the rules keep the points won");
    assert_eq!(
        g.end_reason(),
        Some(BackgammonEnd::MatchBearOff {
            kind: WinKindName::Gammon,
            points: 2,
            score: 1,
            against: 0,
            length: 1
        })
    );
    let v = g.board_view(None);
    assert_eq!(v.score, [1, 0]);
    assert!(!v.crawford);
}
