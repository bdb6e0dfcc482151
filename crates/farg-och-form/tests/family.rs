//! The family contract as the page uses it: turns built step by step (placements tile by
//! tile, trades tile by tile, a whole move for a hint), refused steps, what the view tells
//! the seat to move and nobody else, why a game ended, the ranking, the game file, and
//! errors as kinds.
mod common;
use common::*;
use spelbord_ai::Level;
use spelbord_core::{Game, Replay, ToAct};
use spelbord_family::{ExportMeta, Family};
use spelbord_farg_och_form::*;

fn place(t: &str, x: i32, y: i32) -> FargOchFormStep {
    FargOchFormStep::Place(StepTile {
        t: t.parse().unwrap(),
        x,
        y,
    })
}
fn trade(t: &str) -> FargOchFormStep {
    FargOchFormStep::Trade {
        t: t.parse().unwrap(),
    }
}

#[test]
fn the_first_move_is_built_tile_by_tile_and_completes_at_the_largest_group() {
    let g = pos("", &["Rs Bs Ys Oo Px Gd", "Bo Yo Po Rx Gx Oc"], 0);
    let s = g.steps(&[]);
    // The first move must place: no trade steps, and Rs may start at 0,0.
    assert!(s
        .next
        .iter()
        .all(|x| matches!(x, FargOchFormStep::Place(_))));
    assert!(s.next.contains(&place("Rs", 0, 0)));
    assert!(s.complete.is_none());
    let one = [place("Rs", 0, 0)];
    let s = g.steps(&one);
    assert_eq!(
        s.complete, None,
        "one tile is short of the first move's three"
    );
    assert!(s.next.contains(&place("Bs", 1, 0)));
    assert!(!s
        .next
        .iter()
        .any(|x| matches!(x, FargOchFormStep::Place(p) if p.t.to_string() == "Oo")));
    let v = s.view.unwrap();
    assert_eq!(v.pending.len(), 1);
    assert_eq!(v.pending_score, Some(1));
    let three = [place("Rs", 0, 0), place("Bs", 1, 0), place("Ys", 2, 0)];
    let s = g.steps(&three);
    assert_eq!(s.complete.as_deref(), Some("Rs@0,0 Bs@1,0 Ys@2,0"));
    assert!(s.next.is_empty());
    assert_eq!(s.view.unwrap().pending_score, Some(3));
}

#[test]
fn steps_that_lead_nowhere_are_refused() {
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let none = |chosen: &[FargOchFormStep]| {
        let s = g.steps(chosen);
        s.next.is_empty() && s.complete.is_none() && s.view.is_none()
    };
    assert!(none(&[place("Rs", 0, 0)]), "a taken cell");
    assert!(none(&[place("Bs", 3, 0)]), "a tile not in the hand");
    assert!(none(&[place("Rs", 10, 10)]), "a cell touching nothing");
    assert!(
        none(&[place("Rs", 3, 0), place("Rs", 4, 0)]),
        "one Rs used twice"
    );
    assert!(
        none(&[place("Rs", 3, 0), trade("R*")]),
        "placing and trading mixed"
    );
    assert!(none(&[trade("Bs")]), "trading a tile not in the hand");
    // Nothing is offered to a seat that is not to move, nor at a chance event.
    let r = Replay::<FargOchForm>::new(Settings::default(), 3);
    assert!(r.position(0).steps(&[]).view.is_some());
    let mut g2 = FargOchForm::new(Settings::default());
    assert_eq!(g2.to_act(), ToAct::Chance);
    assert!(g2.steps(&[]).next.is_empty());
    g2 = r.current().clone();
    assert!(!g2.steps(&[]).next.is_empty());
}

#[test]
fn every_placement_of_real_games_is_built_step_by_step_to_the_same_move() {
    let mut bots = vec![bot(Level::Easy, 4), bot(Level::Medium, 5)];
    let mut built = 0;
    play_game(Settings::default(), 33, &mut bots, |g, m| {
        let Move::Place(p) = m else { return };
        let mut chosen = Vec::new();
        for q in p.items() {
            let step = place(&q.tile.to_string(), q.x as i32, q.y as i32);
            let s = g.steps(&chosen);
            assert!(s.next.contains(&step), "{step:?} offered after {chosen:?}");
            chosen.push(step);
        }
        let s = g.steps(&chosen);
        assert_eq!(s.complete, Some(g.format_move(m)));
        assert_eq!(
            s.view.unwrap().pending_score,
            g.placement_score(p.items()).ok()
        );
        built += 1;
    });
    assert!(built > 10);
}

#[test]
fn a_trade_is_built_tile_by_tile_up_to_what_the_bag_holds() {
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bd Gc Gc Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let s = g.steps(&[]);
    let trades: Vec<_> = s
        .next
        .iter()
        .filter(|x| matches!(x, FargOchFormStep::Trade { .. }))
        .collect();
    assert_eq!(trades.len(), 5, "each kind in the hand once (two Gc)");
    let s = g.steps(&[trade("Gc")]);
    assert!(s.next.contains(&trade("Gc")), "the second Gc may follow");
    assert_eq!(s.complete.as_deref(), Some("trade Gc"));
    let s = g.steps(&[trade("Gc"), trade("Gc")]);
    assert!(!s.next.contains(&trade("Gc")), "no third Gc");
    let done = s.complete.unwrap();
    assert!(g.is_legal(&mv(&g, &done)));
    assert_eq!(s.view.unwrap().trading, vec!["Gc", "Gc"]);
    // A bag of two: a third tile cannot be put aside.
    let holes: Vec<(i32, i32)> = (0..14).map(|k| (20 + k % 6, 20 + k / 6)).collect();
    let table = format!(
        "{} {} {}",
        block(0, 0, &[]),
        block(10, 0, &[]),
        block(20, 20, &holes)
    );
    let g = pos(&table, &["Ro Rx Rd Rs R* Rc", "Oo Ox Od Os O* Oc"], 0);
    assert_eq!(g.bag_count(), 2);
    assert_eq!(g.board_view(Some(0)).trade_max, 2);
    let s = g.steps(&[trade("Ro"), trade("Rx")]);
    assert!(s.complete.is_some());
    assert!(s.next.is_empty());
    assert!(g
        .steps(&[trade("Ro"), trade("Rx"), trade("Rd")])
        .view
        .is_none());
}

#[test]
fn a_whole_move_as_a_step_shows_its_tiles() {
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let s = g.steps(&[FargOchFormStep::Move {
        mv: "Rs@3,0 R*@4,0".into(),
    }]);
    assert_eq!(s.complete.as_deref(), Some("Rs@3,0 R*@4,0"));
    let v = s.view.unwrap();
    assert_eq!(v.pending.len(), 2);
    assert_eq!(v.pending_score, Some(5));
    let bad = g.steps(&[FargOchFormStep::Move {
        mv: "nonsense".into(),
    }]);
    assert!(bad.view.is_none());
    let mixed = g.steps(&[
        FargOchFormStep::Move { mv: "pass".into() },
        place("Rs", 3, 0),
    ]);
    assert!(mixed.view.is_none());
}

#[test]
fn steps_cross_to_the_page_with_a_tag() {
    let json = serde_json::to_value(place("G*", -1, 2)).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"kind": "place", "t": "G*", "x": -1, "y": 2})
    );
    let back: FargOchFormStep =
        serde_json::from_value(serde_json::json!({"kind": "trade", "t": "Bo"})).unwrap();
    assert_eq!(back, trade("Bo"));
    assert!(serde_json::from_value::<FargOchFormStep>(
        serde_json::json!({"kind": "trade", "t": "Zz"})
    )
    .is_err());
}

#[test]
fn only_the_seat_to_move_is_told_its_pass_and_trades() {
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let mine = g.board_view(Some(0));
    assert_eq!(mine.trade_max, 6);
    assert_eq!(mine.no_trade, None);
    assert_eq!(mine.pass, None, "a seat that can trade may not pass");
    let theirs = g.board_view(Some(1));
    assert_eq!(theirs.hand.as_ref().unwrap().len(), 6);
    assert_eq!((theirs.trade_max, theirs.pass), (0, None));
    assert!(g.board_view(None).hand.is_none());
    // The first move may not trade, and says so.
    let first = pos("", &["Rs Bs Ys Oo Px Gd", "Bo Yo Po Rx Gx Oc"], 0);
    assert_eq!(first.board_view(Some(0)).no_trade, Some(NoTrade::FirstMove));
    // Stuck with the bag empty: the pass is offered, in notation.
    let stuck = stuck_position();
    let v = stuck.board_view(Some(0));
    assert_eq!(v.pass.as_deref(), Some("pass"));
    assert_eq!(v.no_trade, Some(NoTrade::BagEmpty));
}

#[test]
fn the_last_move_is_shown_without_a_trades_tiles() {
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let mut r = Replay::<FargOchForm>::new(Settings::default(), 9);
    let mut v = Vec::new();
    r.current().legal_moves(&mut v);
    let seat = r.current().turn().unwrap();
    r.play(&v[0]).unwrap();
    assert!(
        matches!(r.current().board_view(None).last_move, Some(LastMove::Place { seat: s, .. }) if s == seat)
    );
    let m = mv(&g, "trade Bd Gc");
    let mut d = g.play(&m).unwrap();
    // Draw the tiles back from any order the bag allows.
    while d.to_act() == ToAct::Chance {
        let mut outs = Vec::new();
        d.chance_outcomes(&mut outs);
        d.apply_chance(&outs[0].0);
    }
    let last = d.board_view(Some(1)).last_move;
    assert_eq!(last, Some(LastMove::Trade { seat: 0, tiles: 2 }));
    let json = serde_json::to_value(last).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"kind": "trade", "seat": 0, "tiles": 2})
    );
}

#[test]
fn why_a_game_ended_and_the_ranking() {
    // Every player passing in a row: blocked, and the tied scores share first place.
    let g = stuck_position();
    assert_eq!(g.end_reason(), None);
    let m = mv(&g, "pass");
    let over = g.play(&m).unwrap().play(&m).unwrap();
    assert_eq!(over.end_reason(), Some(FargOchFormEnd::Blocked));
    assert_eq!(serde_json::to_value(over.end_reason()).unwrap(), "blocked");
    let v = over.board_view(None);
    assert_eq!(
        v.ranking,
        vec![
            Ranked {
                seat: 0,
                place: 1,
                score: 0
            },
            Ranked {
                seat: 1,
                place: 1,
                score: 0
            }
        ]
    );
    // Games played to the end by the bots: who went out is named, as a seat.
    let mut out = 0;
    for seed in 0..4 {
        let mut bots = vec![
            bot(Level::Medium, seed),
            bot(Level::Medium, seed + 1),
            bot(Level::Easy, seed),
        ];
        let r = play_game(Settings { players: 3 }, 100 + seed, &mut bots, |_, _| {});
        let g = r.current();
        let reason = g.end_reason().unwrap();
        match g.went_out() {
            Some(seat) => {
                out += 1;
                assert_eq!(reason, FargOchFormEnd::WentOut { seat });
                assert_eq!(
                    serde_json::to_value(reason).unwrap(),
                    serde_json::json!({"wentOut": {"seat": format!("seat{seat}")}})
                );
            }
            None => assert_eq!(reason, FargOchFormEnd::Blocked),
        }
        let ranking = g.board_view(None).ranking;
        assert_eq!(ranking.len(), 3);
        assert!(ranking.windows(2).all(|w| w[0].score >= w[1].score));
        for r in &ranking {
            let better = g.scores().iter().filter(|&&s| s > r.score).count();
            assert_eq!(r.place as usize, better + 1);
        }
    }
    assert!(out > 0, "some game ended by a player going out");
    assert!(pos("", &["Rs Bs Ys Oo Px Gd", "Bo Yo Po Rx Gx Oc"], 0)
        .board_view(None)
        .ranking
        .is_empty());
}

#[test]
fn the_game_file_replays_the_game_and_bad_files_are_kinds() {
    let mut bots = vec![bot(Level::Easy, 1), bot(Level::Easy, 2)];
    let r = play_game(Settings { players: 2 }, 0x5eed, &mut bots, |_, _| {});
    let meta = ExportMeta {
        names: vec!["Anna".into(), "Dator \"stark\"".into()],
        date: "2025-03-01".into(),
    };
    let text = FargOchForm::export(&r, "text", &meta).unwrap();
    assert!(text.starts_with("[Game \"farg-och-form\"]\n[Players \"2\"]\n[Seed \"5eed\"]\n"));
    assert!(text.contains("[Seat2 \"Dator 'stark'\"]"));
    assert!(text.contains("\n1. "));
    let back = FargOchForm::import("text", &text).unwrap();
    assert_eq!(back.moves(), r.moves());
    assert_eq!(back.current(), r.current());
    // Moves without numbers are read too.
    let bare = format!("[Seed \"5eed\"]\n{}", r.moves().join("\n"));
    assert_eq!(
        FargOchForm::import("text", &bare).unwrap().current(),
        r.current()
    );
    let key = |t: &str| FargOchForm::import("text", t).unwrap_err();
    assert_eq!(key("1. pass").key, "fof.fileNoSeed");
    assert_eq!(key("[Seed \"xyz\"]").key, "badSeed");
    assert_eq!(
        key("[Seed \"1\"]\n[Players \"7\"]").key,
        "fof.fileBadPlayers"
    );
    assert_eq!(key("[Game \"dam\"]\n[Seed \"1\"]").key, "fof.fileOtherGame");
    let bad = key("[Seed \"1\"]\n1. Zz@0,0");
    assert_eq!(bad.key, "fof.notAColour");
    assert_eq!(bad.arg("move"), Some("1"));
    assert_eq!(bad.arg("text"), Some("Zz"));
    assert_eq!(
        FargOchForm::import("pdn", &text).unwrap_err().key,
        "noFormat"
    );
}

#[test]
fn refusals_and_notation_errors_are_kinds_with_arguments() {
    let g = pos("", &["Rs Bs Ys Oo Px Gd", "Bo Yo Po Rx Gx Oc"], 0);
    let p = g.illegal(&mv(&g, "Rs@0,0 Bs@1,0")).problem();
    assert_eq!((p.key, p.arg("n")), ("fof.firstMoveSize", Some("3")));
    assert_eq!(
        g.illegal(&mv(&g, "trade Rs")).problem().key,
        "fof.firstMoveNoTrade"
    );
    assert_eq!(g.illegal(&mv(&g, "pass")).problem().key, "fof.passCanPlace");
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bo Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let cases = [
        ("Rs@3,0 R*@4,1", "fof.notOneLine"),
        ("Rs@3,0 Bo@4,0", "fof.noSharedAttribute"),
        ("Rs@3,0 R*@5,0", "fof.gap"),
        ("Rs@10,10 R*@11,10", "fof.mustTouch"),
        ("Gd@3,0", "fof.notInHand"),
        ("Rs@0,0", "fof.cellTaken"),
        ("pass", "fof.passCanTrade"),
        ("trade Oo", "fof.tradeNotInHand"),
    ];
    for (m, key) in cases {
        assert_eq!(g.illegal(&mv(&g, m)).problem().key, key, "{m}");
    }
    let gap = g.illegal(&mv(&g, "Rs@3,0 R*@5,0")).problem();
    assert_eq!((gap.arg("x"), gap.arg("y")), (Some("4"), Some("0")));
    let notation = [
        ("", "fof.emptyMove"),
        ("Gd", "fof.notAPlacement"),
        ("Gd@0", "fof.notACell"),
        ("Gd@a,0", "fof.notANumber"),
        ("Gd@0,99999", "fof.tooFar"),
        ("Gd@0,0 Gs@0,0", "fof.twoOnOneCell"),
        ("trade", "fof.tradeNamesTiles"),
        ("trade Gd Gd Gd Gd Gd Gd Gd", "fof.tradeTooMany"),
        ("pass now", "fof.passAlone"),
        (
            "Gd@0,0 Gs@1,0 Gx@2,0 Go@3,0 G*@4,0 Gc@5,0 Gd@6,0",
            "fof.placeTooMany",
        ),
        ("Gdd@0,0", "fof.notATile"),
        ("Qd@0,0", "fof.notAColour"),
        ("Gq@0,0", "fof.notAShape"),
    ];
    for (s, key) in notation {
        assert_eq!(s.parse::<Move>().unwrap_err().problem().key, key, "'{s}'");
    }
    assert_eq!(
        "lot 9".parse::<Draw>().unwrap_err().problem().key,
        "fof.badLot"
    );
}
