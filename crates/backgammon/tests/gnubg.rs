//! GNU Backgammon interop: Position ID, Match ID and `.mat` files.
//!
//! Test vectors: the start position `4HPwATDgc/ABMA` and the Match ID `QYkqASAAIAAA`
//! (score 2–4 in a 9-point match, player 0 holding a 2-cube, player 1 has rolled 52) are
//! the examples of GNU Backgammon's manual. `vzsAAFhu2xFABA` with its decoded board comes
//! from a third-party library's tests (bglib), not from the manual; it agrees with the
//! manual's bit layout. Everything else is checked by round trips.

use spelbord_backgammon::board::{Board, Side, START};
use spelbord_backgammon::gnubg::{
    game_from_ids, match_id, moves_for_position, parse_match_id, position_id, position_id_of,
    sides_from_position_id,
};
use spelbord_backgammon::mat::{export_mat, import_mat};
use spelbord_backgammon::{Backgammon, Dice, Phase, Settings};
use spelbord_core::{Game, Replay, Rng, ToAct};

#[test]
fn start_position_id() {
    assert_eq!(position_id_of(&START, &START), "4HPwATDgc/ABMA");
    assert_eq!(
        sides_from_position_id("4HPwATDgc/ABMA").unwrap(),
        (START, START)
    );
    let mut g = Backgammon::new(Settings::default());
    g.apply_chance(&Dice(3, 1));
    assert_eq!(position_id(&g), "4HPwATDgc/ABMA");
}

#[test]
fn third_party_position_vector() {
    let a: Side = [
        6, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 1,
    ];
    let b: Side = [
        0, 3, 2, 2, 2, 3, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0,
    ];
    // GNU Backgammon 1.07 itself reads this ID with `a` as the opponent (its
    // `board()[0]`) and `b` on roll (`board()[1]`): the opponent's checkers come first.
    assert_eq!(position_id_of(&b, &a), "vzsAAFhu2xFABA");
    assert_eq!(sides_from_position_id("vzsAAFhu2xFABA").unwrap(), (b, a));
}

#[test]
fn manual_match_id_example() {
    let m = parse_match_id("QYkqASAAIAAA").unwrap();
    assert_eq!(m.cube, 2);
    assert_eq!(m.cube_owner, Some(0));
    assert_eq!(m.dice_owner, 1);
    assert!(!m.crawford);
    assert_eq!(m.game_state, 1);
    assert_eq!(m.turn, 1);
    assert!(!m.doubled);
    assert_eq!(m.dice, [5, 2]);
    assert_eq!(m.match_length, 9);
    assert_eq!(m.score, [2, 4]);
    // And back: the same situation built here encodes to the manual's ID.
    let g = game_from_ids("vzsAAFhu2xFABA", "QYkqASAAIAAA", Settings::default()).unwrap();
    assert_eq!(g.settings().match_length, 9);
    assert_eq!(g.match_score(), [2, 4]);
    assert_eq!((g.cube_value(), g.cube_owner()), (2, Some(0)));
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.dice(), Some([5, 2]));
    assert_eq!(match_id(&g), "QYkqASAAIAAA");
    assert_eq!(position_id(&g), "vzsAAFhu2xFABA");
}

#[test]
fn bad_ids_are_errors() {
    for bad in [
        "",
        "4HPwATDgc/ABM",
        "4HPwATDgc/ABMA!",
        "!!!!!!!!!!!!!!",
        "//////////////",
        "🎲🎲🎲🎲🎲🎲🎲",
    ] {
        assert!(sides_from_position_id(bad).is_err(), "{bad}");
    }
    for bad in ["", "QYkqASAAIAA", "????????????", "////////////"] {
        assert!(
            parse_match_id(bad).is_err()
                || game_from_ids("4HPwATDgc/ABMA", bad, Settings::default()).is_err(),
            "{bad}"
        );
    }
    assert!(moves_for_position("4HPwATDgc/ABMA", "77").is_err());
}

#[test]
fn ids_round_trip_through_random_games() {
    let settings = [
        Settings::default(),
        Settings {
            cube: true,
            ..Settings::default()
        },
        Settings {
            match_length: 7,
            cube: true,
            ..Settings::default()
        },
    ];
    let mut checked = 0;
    for (k, s) in settings.iter().enumerate() {
        let mut rng = Rng::new(k as u64 + 5);
        let mut r = Replay::<Backgammon>::new(s.clone(), 99 + k as u64);
        let mut moves = Vec::new();
        for _ in 0..300 {
            let g = r.current().clone();
            if g.outcome().is_some() {
                break;
            }
            if g.phase() != Phase::Opening {
                let back = game_from_ids(&position_id(&g), &match_id(&g), s.clone()).unwrap();
                assert_eq!(back.board(), g.board(), "{}", position_id(&g));
                assert_eq!(back.phase(), g.phase());
                assert_eq!(back.to_act(), g.to_act());
                // A pair: gnubg writes the higher die first, whatever order they fell in.
                let hi_first = |d: Option<[u8; 2]>| d.map(|[a, b]| [a.max(b), a.min(b)]);
                assert_eq!(hi_first(back.dice()), hi_first(g.dice()));
                assert_eq!(
                    (back.cube_value(), back.cube_owner()),
                    (g.cube_value(), g.cube_owner())
                );
                assert_eq!(back.match_score(), g.match_score());
                assert_eq!(back.is_crawford_game(), g.is_crawford_game());
                checked += 1;
            }
            g.legal_moves(&mut moves);
            let m = moves[rng.below(moves.len() as u64) as usize];
            r.play(&m).unwrap();
        }
    }
    assert!(checked > 100);
}

#[test]
fn cli_lists_the_turns_of_a_position() {
    let list = moves_for_position("4HPwATDgc/ABMA", "31").unwrap();
    assert!(list.contains(&"8/5 6/5".to_string()));
    assert!(list.contains(&"24/21 24/23".to_string()) || list.contains(&"24/23 24/21".to_string()));
    let mut dedup = list.clone();
    dedup.dedup();
    assert_eq!(dedup.len(), list.len());
    let list = moves_for_position("4HPwATDgc/ABMA", "66").unwrap();
    assert!(list.contains(&"24/18(2) 13/7(2)".to_string()));
}

fn random_match(seed: u64, s: Settings) -> Replay<Backgammon> {
    let mut r = Replay::<Backgammon>::new(s, seed);
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    while r.current().outcome().is_none() {
        let g = r.current().clone();
        g.legal_moves(&mut moves);
        let m = moves[rng.below(moves.len() as u64) as usize];
        r.play(&m).unwrap();
    }
    r
}

#[test]
fn mat_export_and_import_round_trip() {
    for (seed, s) in [
        (
            1,
            Settings {
                match_length: 3,
                cube: true,
                ..Settings::default()
            },
        ),
        (2, Settings::default()),
        (
            3,
            Settings {
                match_length: 5,
                cube: true,
                ..Settings::default()
            },
        ),
    ] {
        let r = random_match(seed, s.clone());
        let text = export_mat(&r, ["Black", "White"]);
        assert!(text.starts_with(&format!(" {} point match", s.match_length)));
        assert!(text.contains(" Game 1"));
        let back = import_mat(&text, s.clone()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.names, ["Black".to_string(), "White".to_string()]);
        let g = back.replay.current();
        assert_eq!(g.outcome(), r.current().outcome(), "{text}");
        assert_eq!(g.match_score(), r.current().match_score());
        assert_eq!(g.board(), r.current().board());
    }
}

#[test]
fn mat_import_of_a_written_match() {
    let text = "; [Site \"Spelbord\"]\n\n 3 point match\n\n Game 1\n Anna : 0                      Bo : 0\n  1)                             31: 8/5 6/5\n  2) 52: 13/8 13/11             Doubles => 2\n  3)  Drops\n";
    // Bo opens, Anna plays, Bo doubles and Anna drops: Bo leads 1–0 in game 2.
    let r = import_mat(text, Settings::default()).unwrap();
    assert_eq!(r.names, ["Anna".to_string(), "Bo".to_string()]);
    assert_eq!(r.replay.current().match_score(), [0, 1]);
    assert_eq!(r.replay.current().game_number(), 2);
    // A move that is not legal is refused with the line named.
    let bad =
        " 3 point match\n\n Game 1\n A : 0                          B : 0\n  1) 31: 8/5 6/9\n";
    let e = import_mat(bad, Settings::default()).unwrap_err();
    assert!(e.message.starts_with("line 5"), "{e}");
    assert_eq!(e.key, "backgammon.matMove");
    assert_eq!(
        (e.arg("line"), e.arg("cell")),
        (Some("5"), Some("31: 8/5 6/9"))
    );
    let e = import_mat("hello", Settings::default()).unwrap_err();
    assert_eq!(
        (e.key, e.arg("line")),
        ("backgammon.matBeforeGame", Some("1"))
    );
    // Unsupported parts of the format are named as such.
    let beaver = " 3 point match\n\n Game 1\n A : 0                          B : 0\n  1) 31: 8/5 6/5                Beavers => 4\n";
    let e = import_mat(beaver, Settings::default()).unwrap_err();
    assert_eq!((e.key, e.arg("line")), ("backgammon.matBeaver", Some("5")));
    let e = import_mat(" x point match\n", Settings::default()).unwrap_err();
    assert_eq!(e.key, "backgammon.matLength");
    let e = import_mat(" 3 point match\n", Settings::default()).unwrap_err();
    assert_eq!(e.key, "backgammon.matNoGame");
    let _ = Board::default();
}

#[test]
fn mat_export_layout() {
    let s = Settings {
        match_length: 3,
        cube: true,
        ..Settings::default()
    };
    let mut r = Replay::<Backgammon>::with_manual_chance(s.clone(), 0, true);
    r.play_chance_text("13").unwrap(); // White threw the higher die
    r.play_text("8/5 6/5").unwrap();
    r.play_text("roll").unwrap();
    r.play_chance_text("52").unwrap();
    r.play_text("13/8 13/11").unwrap();
    r.play_text("double").unwrap();
    r.play_text("drop").unwrap();
    let text = export_mat(&r, ["Anna", "Bo"]);
    let expected = " 3 point match\n\n Game 1\n Anna : 0                        Bo : 0\n  1)                             31: 8/5 6/5\n  2) 52: 13/11 13/8               Doubles => 2\n  3)  Drops                       Wins 1 point\n";
    assert!(text.starts_with(expected), "{text}");
    assert!(
        text.contains(" Game 2\n Anna : 0                        Bo : 1\n"),
        "{text}"
    );
    let back = import_mat(&text, s).unwrap();
    assert_eq!(back.replay.current().match_score(), [0, 1]);
}

/// The `start` setting (`POSITIONID:MATCHID`) sets up the game a record begins from, so a
/// pasted position travels in the record like any other setting.
#[test]
fn start_setting_sets_up_the_position_in_a_record() {
    use spelbord_backgammon::gnubg::game_from_start;
    use spelbord_core::Record;
    let s = Settings {
        start: "vzsAAFhu2xFABA:QYkqASAAIAAA".into(),
        ..Settings::default()
    };
    let g = Backgammon::new(s.clone());
    assert_eq!(position_id(&g), "vzsAAFhu2xFABA");
    assert_eq!(match_id(&g), "QYkqASAAIAAA");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    // Through a record: the settings carry the position, the moves go on from it.
    let text = "backgammon|start=vzsAAFhu2xFABA%3AQYkqASAAIAAA|5|";
    let r =
        Replay::<Backgammon>::from_record(&Record::parse_for::<Backgammon>(text).unwrap()).unwrap();
    assert_eq!(r.settings(), &s);
    assert_eq!(position_id(r.current()), "vzsAAFhu2xFABA");
    // A Position ID alone: Black to roll in a money game.
    let g = game_from_start(&Settings {
        start: "4HPwATDgc/ABMA".into(),
        ..Settings::default()
    })
    .unwrap();
    assert_eq!(g.to_act(), ToAct::Chance);
    assert_eq!(g.turn(), 0);
    // A bad start is an error where it is entered, and the standard start in `new`.
    let bad = Settings {
        start: "nonsense:QYkqASAAIAAA".into(),
        ..Settings::default()
    };
    assert!(game_from_start(&bad).is_err());
    assert_eq!(Backgammon::new(bad).board(), &Board::default());
}

/// A record whose `start` is no position is an error with the reason, never silently the
/// standard start (a hostile or mistyped link).
#[test]
fn a_bad_start_in_a_record_is_an_error() {
    use spelbord_core::Record;
    for text in [
        "backgammon|start=nonsense||",
        "backgammon|start=4HPwATDgc%2FABMA%3Anonsense||",
        "backgammon|start=%3A||",
    ] {
        let rec = Record::parse_for::<Backgammon>(text).unwrap();
        let e = Replay::<Backgammon>::from_record(&rec).unwrap_err();
        assert!(
            e.to_string().contains("Position ID") || e.to_string().contains("Match ID"),
            "{text}: {e}"
        );
    }
}

/// Match IDs no game can reach are refused with the reason. The IDs are built bit by bit
/// (the manual's layout); GNU Backgammon 1.07 refuses only the score beyond the match
/// length ("Illegal match ID") and cannot set up any offered double.
#[test]
fn impossible_match_ids_are_refused_with_the_reason() {
    let start = "4HPwATDgc/ABMA";
    for (id, key, what) in [
        (
            "PxkAAAAAAAAA",
            "backgammon.idDoubleAtMax",
            "cube 32768 and a double offered",
        ),
        (
            "MAFgAFAAAAAA",
            "backgammon.idScoreBeyond",
            "5-0 in a 3-point match, playing",
        ),
        (
            "MAFgADAAAAAA",
            "backgammon.idScoreBeyond",
            "3-0 in a 3-point match, playing",
        ),
        (
            "sBlgACAAAAAA",
            "backgammon.idCrawfordDouble",
            "a double in the Crawford game",
        ),
        (
            "sAFgABAAAAAA",
            "backgammon.idCrawfordScore",
            "Crawford at 1-0 to 3",
        ),
        (
            "ERkAAAAAAAAA",
            "backgammon.idDoubleNotOwner",
            "White owns the cube, Black doubles",
        ),
        (
            "MJkFAAAAAAAA",
            "backgammon.idDoubleAfterRoll",
            "a double with the dice thrown",
        ),
        (
            "MAkAAAAAAAAA",
            "backgammon.idTurn",
            "White to act, Black on roll, no double",
        ),
    ] {
        let e = game_from_ids(start, id, Settings::default()).unwrap_err();
        assert_eq!(e.key, key, "{what}: {e}");
    }
    // What can arise still loads: a double offered by the cube's owner, the Crawford game.
    let ok = game_from_ids(start, "MBkAAAAAAAAA", Settings::default()).unwrap();
    assert_eq!(ok.phase(), Phase::Doubled);
    let crawford = game_from_ids(start, "sAFgACAAAAAA", Settings::default()).unwrap();
    assert!(crawford.is_crawford_game());
}

#[test]
fn a_match_id_before_the_opening_roll_needs_the_starting_position() {
    // The Match ID of a game not yet started, with a position from the middle of one.
    let mid = match_id(&Backgammon::new(Settings::default()));
    assert_eq!(parse_match_id(&mid).unwrap().game_state, 0);
    let e = game_from_ids("vzsAAFhu2xFABA", &mid, Settings::default()).unwrap_err();
    assert_eq!(e.key, "backgammon.idNotStarted");
    assert!(e.args.is_empty());
    // The starting position itself opens.
    let start = position_id(&Backgammon::new(Settings::default()));
    assert!(game_from_ids(&start, &mid, Settings::default()).is_ok());
}
