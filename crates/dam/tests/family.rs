//! Dam's side of the family contract: turns built square by square through `steps`, the
//! choices and reports the page shows as moves from Rust, PDN rounds, why a game ended,
//! and errors as kinds.

use spelbord_core::{Game, Replay};
use spelbord_dam::*;
use spelbord_family::Family;

fn setup(huffing: bool, fen: &str) -> Dam {
    Dam::from_settings(DamSettings {
        huffing,
        fen: fen.into(),
    })
    .unwrap()
}

fn play(g: &mut Dam, m: &str) {
    let mv = g.parse_move(m).unwrap();
    g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
}

fn sorted(mut v: Vec<u8>) -> Vec<u8> {
    v.sort();
    v
}

fn json<T: serde::Serialize>(v: &T) -> serde_json::Value {
    serde_json::to_value(v).unwrap()
}

#[test]
fn a_double_jump_is_built_square_by_square() {
    // Black must take 14x23x32 (over 18, then over 27).
    let g = setup(false, "B:W18,27,29:B1,14");
    let s = g.steps(&[]);
    assert_eq!(s.next, vec![14], "only the capturing man may be picked up");
    assert!(s.complete.is_none());
    let s = g.steps(&[14]);
    assert_eq!(s.next, vec![23]);
    assert!(s.complete.is_none());
    let s = g.steps(&[14, 23]);
    assert_eq!(s.next, vec![32], "the jump must go on");
    assert!(
        s.complete.is_none(),
        "a jump stopped early is no move without huffing"
    );
    let v = s.view.expect("a view of the hop made so far");
    assert_eq!(v.last, vec![14, 23]);
    assert_eq!(v.captured, vec![18], "the man jumped so far");
    assert!(
        v.squares[13].is_none() && v.squares[22].is_some(),
        "the man stands on 23 now"
    );
    let s = g.steps(&[14, 23, 32]);
    assert!(s.next.is_empty());
    assert_eq!(s.complete.as_deref(), Some("14x23x32"));
    assert_eq!(
        s.view.unwrap().captured,
        vec![18, 27],
        "in the order jumped"
    );
    // The complete move is one the game plays.
    let mut g2 = g.clone();
    play(&mut g2, "14x23x32");
    assert_eq!(g2.board_view(None).captured, vec![18, 27]);
}

#[test]
fn steps_that_lead_nowhere_are_refused() {
    let g = setup(false, "B:W18,27,29:B1,14");
    for chosen in [
        &[1u8][..],
        &[14, 18],
        &[14, 23, 27],
        &[2],
        &[0],
        &[99],
        &[14, 23, 32, 27],
    ] {
        let s = g.steps(chosen);
        assert!(s.next.is_empty(), "{chosen:?}");
        assert!(s.complete.is_none(), "{chosen:?}");
    }
}

#[test]
fn a_step_is_the_piece_then_its_square() {
    let g = Dam::new(DamSettings::default());
    assert_eq!(sorted(g.steps(&[]).next), vec![9, 10, 11, 12]);
    assert_eq!(sorted(g.steps(&[11]).next), vec![15, 16]);
    let s = g.steps(&[11, 15]);
    assert_eq!(s.complete.as_deref(), Some("11-15"));
    assert!(s.next.is_empty());
}

#[test]
fn under_huffing_a_jump_may_stop_early_and_go_on() {
    let g = setup(true, "B:W18,27,29:B1,14");
    let s = g.steps(&[14, 23]);
    assert_eq!(
        s.complete.as_deref(),
        Some("14x23"),
        "stopping here is a (faulty) move"
    );
    assert_eq!(s.next, vec![32], "and the jump may go on");
    // The man on 1 may step, ignoring the capture.
    assert_eq!(sorted(g.steps(&[]).next), vec![1, 14]);
}

#[test]
fn a_faulty_move_offers_its_answers_as_moves() {
    let mut g = setup(true, "");
    for m in ["11-15", "23-19", "15-18", "22-17"] {
        play(&mut g, m);
    }
    let v = g.board_view(None);
    assert!(v.fault);
    assert_eq!(v.choices.insist.as_deref(), Some("insist"));
    assert_eq!(v.choices.allow.as_deref(), Some("allow"));
    assert_eq!(
        json(&v.choices.huff),
        serde_json::json!([{"sq": 17, "mv": "huff17"}])
    );
    assert!(
        v.choices.offer.is_none(),
        "no draw offer while a fault waits"
    );
    assert!(
        g.steps(&[]).next.is_empty(),
        "no piece moves until it is answered"
    );
    // Every choice is a legal move.
    for mv in [
        v.choices.insist.unwrap(),
        v.choices.allow.unwrap(),
        v.choices.huff[0].mv.clone(),
    ] {
        let m = g.parse_move(&mv).unwrap();
        assert!(g.is_legal(&m), "{mv}");
    }
    play(&mut g, "huff17");
    let v = g.board_view(None);
    assert_eq!(
        json(&v.decided),
        serde_json::json!({"by": 0, "what": "huff", "sq": 17})
    );
    // Remembered over Black's move, forgotten after White's answer.
    play(&mut g, "8-11");
    assert!(g.board_view(None).decided.is_some());
    play(&mut g, "24-20");
    assert!(g.board_view(None).decided.is_none());
}

#[test]
fn a_draw_offer_and_its_answers_are_moves() {
    let mut g = Dam::new(DamSettings::default());
    let v = g.board_view(None);
    assert_eq!(v.choices.offer.as_deref(), Some("offer"));
    assert!(v.choices.accept.is_none());
    play(&mut g, "offer");
    let v = g.board_view(None);
    assert_eq!(v.offer, Some(0));
    assert!(v.choices.offer.is_none());
    assert_eq!(v.choices.accept.as_deref(), Some("accept"));
    assert_eq!(v.choices.decline.as_deref(), Some("decline"));
    play(&mut g, "decline");
    let v = g.board_view(None);
    assert!(v.choices.offer.is_none(), "one offer a turn");
    assert_eq!(
        json(&v.decided),
        serde_json::json!({"by": 1, "what": "decline", "sq": null})
    );
    play(&mut g, "11-15");
    play(&mut g, "offer");
    play(&mut g, "accept");
    assert_eq!(json(&g.end_reason()), serde_json::json!("agreement"));
}

#[test]
fn rounds_follow_pdn_numbering() {
    // 1. 11-15 23-19 2. 15-18 22-17 huff17 3. 8-11 offer decline 19-16
    let mut g = setup(true, "");
    let mut rounds = Vec::new();
    for m in [
        "11-15", "23-19", "15-18", "22-17", "huff17", "8-11", "offer", "decline", "19-16",
    ] {
        play(&mut g, m);
        rounds.push(g.round());
    }
    assert_eq!(rounds, vec![1, 1, 2, 2, 2, 3, 3, 3, 3]);
    // A set-up with White to move starts with White's half of round 1.
    let mut g = setup(false, "W:W21,22:B1,2");
    play(&mut g, "21-17");
    assert_eq!(g.round(), 1);
    play(&mut g, "1-5");
    assert_eq!(g.round(), 2);
    assert_eq!(g.board_view(None).round, 2);
}

#[test]
fn the_end_says_why() {
    let end = |g: &Dam| json(&g.end_reason());
    let mut g = setup(false, "B:W18,27:B14");
    assert_eq!(end(&g), serde_json::Value::Null);
    play(&mut g, "14x23x32");
    assert_eq!(end(&g), serde_json::json!({"noPieces": {"loser": "white"}}));
    // White's man on 29 is blocked by Black on 25 and 22... : White cannot move.
    let g = setup(false, "W:W29:B25,22");
    assert_eq!(end(&g), serde_json::json!({"noMoves": {"loser": "white"}}));
    // Kings shuffling: the third time the same position is a draw.
    let mut g = setup(false, "B:WK32:BK1");
    for m in [
        "1-5", "32-28", "5-1", "28-32", "1-5", "32-28", "5-1", "28-32",
    ] {
        play(&mut g, m);
    }
    assert_eq!(end(&g), serde_json::json!("repetition"));
    // Forty moves each without a capture or a man moving.
    let mut g = setup(false, "B:WK29,K32:BK1,K4");
    let cycle = [
        "1-5", "32-28", "4-8", "29-25", "5-9", "28-24", "8-12", "25-21", "9-5", "24-28", "12-8",
        "21-25", "5-1", "28-32", "8-4", "25-29",
    ];
    let mut n = 0;
    while g.end_reason().is_none() {
        // Vary the path so no position comes round a third time.
        let m = cycle[n % cycle.len()];
        let mv = g.parse_move(m).unwrap();
        if g.try_play(&mv).is_err() {
            panic!("{m} after {n}");
        }
        n += 1;
        assert!(n <= 80);
    }
    assert!(matches!(
        g.end_reason(),
        Some(DamEnd::MoveLimit | DamEnd::Repetition)
    ));
}

#[test]
fn a_bad_pdn_names_its_line_as_a_kind() {
    let e = Dam::import("pdn", "[Event \"x\"]\n1. 11-15 23-19\n2. 11-17 *")
        .err()
        .unwrap();
    assert_eq!(e.key, "dam.pdnMove");
    assert_eq!(e.arg("line"), Some("3"));
    assert_eq!(e.arg("mv"), Some("11-17"));
    let e = Dam::import("pdn", "1. 11-15 23-19 2. 11-16 *")
        .err()
        .unwrap();
    assert_eq!(e.key, "dam.pdnIllegal");
    let e = Dam::import("pdn", "[Event \"x\"\n").err().unwrap();
    assert_eq!(e.key, "dam.pdnTag");
    let e = Dam::import("pdn", "").err().unwrap();
    assert_eq!(e.key, "dam.pdnEmpty");
    let e = Dam::open_position("W:W99:B1").unwrap().err().unwrap();
    assert_eq!(e.key, "dam.badFen");
}

#[test]
fn a_bad_set_up_position_gives_its_reason_as_a_kind_of_its_own() {
    // Pasted as a position: the outer kind, and why as its reason (no English for the
    // page to pass through).
    let e = Dam::open_position("W:W33:B1").unwrap().err().unwrap();
    assert_eq!(e.key, "dam.badFen");
    assert!(e.args.is_empty(), "{:?}", e.args);
    let why = e.reason.as_deref().expect("the reason as a kind");
    assert_eq!(why.key, "dam.noSuchSquare");
    assert_eq!(why.arg("n"), Some("33"));
    assert_eq!(
        e.message,
        "the set-up position (FEN) cannot be read: square 33 does not exist (squares are 1-32)"
    );
    // In a link's settings.
    let settings = DamSettings {
        fen: "W:W21:B1:B2".into(),
        ..Default::default()
    };
    let e = <Dam as Game>::from_settings(settings.clone())
        .err()
        .unwrap();
    assert_eq!(e.0.key, "dam.badFen");
    assert_eq!(e.0.reason.as_ref().unwrap().key, "dam.fen.blackTwice");
    // In a record's replay (no line to blame).
    let e = PdnGame::from_texts(&settings, &[]).unwrap_err();
    assert_eq!(e.problem.key, "dam.badFen");
    assert_eq!(e.problem.reason.as_ref().unwrap().key, "dam.fen.blackTwice");
    // In a PDN file's FEN tag: the line, and the reason.
    let e = Dam::import("pdn", "[Event \"x\"]\n[FEN \"W:W21,22,21:B1\"]\n*")
        .err()
        .unwrap();
    assert_eq!(e.key, "dam.pdnFen");
    assert_eq!(e.arg("line"), Some("2"));
    let why = e.reason.as_deref().expect("the reason as a kind");
    assert_eq!(why.key, "dam.fen.listedTwice");
    assert_eq!(why.arg("n"), Some("21"));
    assert_eq!(
        e.message,
        "line 2: the set-up position (FEN) cannot be read: square 21 is listed twice"
    );
}

#[test]
fn pdn_export_and_import_round_trip() {
    let mut r = Replay::<Dam>::try_new(
        DamSettings {
            huffing: true,
            fen: String::new(),
        },
        0,
        false,
    )
    .unwrap();
    for m in [
        "11-15", "23-19", "15-18", "22-17", "huff17", "8-11", "offer", "decline", "19-16",
    ] {
        r.play_text(m).unwrap();
    }
    let meta = spelbord_family::ExportMeta {
        names: vec!["Ann".into(), String::new()],
        date: "2024-05-01".into(),
    };
    let text = Dam::export(&r, "pdn", &meta).unwrap();
    assert!(text.contains("[Black \"Ann\"]") && text.contains("[Date \"2024.05.01\"]"));
    assert!(
        text.contains("1. 11-15 23-19 2. 15-18 22-17 huff17 3. 8-11 offer decline 3... 19-16 *"),
        "{text}"
    );
    let back = Dam::import("pdn", &text).unwrap();
    assert_eq!(back.moves(), r.moves());
}

#[test]
fn notation_errors_are_kinds() {
    let g = Dam::new(DamSettings::default());
    let key = |s: &str| g.parse_move(s).unwrap_err().problem().key;
    assert_eq!(key("11-17"), "dam.notStep");
    assert_eq!(key("11x17"), "dam.notJump");
    assert_eq!(key("11-x15"), "dam.mixedMove");
    assert_eq!(key("40-44"), "dam.noSuchSquare");
    assert_eq!(key("a-b"), "dam.notSquare");
    assert_eq!(key("11"), "dam.notMove");
}
