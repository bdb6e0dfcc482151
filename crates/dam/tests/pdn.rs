//! Notation, FEN and PDN files: reading, writing, round trips, and bad input.

use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_dam::*;

#[test]
fn move_notation_reads_and_writes() {
    let m: Move = "11-15".parse().unwrap();
    assert_eq!(m.to_string(), "11-15");
    assert_eq!(m.squares(), vec![11, 15]);
    let j: Move = "15x24x31".parse().unwrap();
    assert_eq!(j.to_string(), "15x24x31");
    assert_eq!(j.squares(), vec![15, 24, 31]);
    for bad in [
        "", "11", "11-33", "0-4", "11-19", "15x17", "11-15x18", "x", "huff0", "huff",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad} should not read");
    }
    for word in ["offer", "accept", "decline", "insist", "allow", "huff15"] {
        assert_eq!(word.parse::<Move>().unwrap().to_string(), word);
    }
}

#[test]
fn short_capture_notation_is_read_when_unambiguous() {
    let g = Dam::from_settings(DamSettings {
        huffing: false,
        fen: "B:W14,23:B9".into(),
    })
    .unwrap();
    assert_eq!(g.parse_move("9x27").unwrap().to_string(), "9x18x27");
    // Round the ring both ways: 10x10 is ambiguous and the message says so.
    let ring = Dam::from_settings(DamSettings {
        huffing: false,
        fen: "B:W14,15,22,23:BK10".into(),
    })
    .unwrap();
    let e = ring.parse_move("10x10").unwrap_err().to_string();
    assert!(e.contains("ambiguous"), "{e}");
}

#[test]
fn fen_reads_lists_ranges_and_kings() {
    let b = parse_fen("W:W21,22,K30:B1,2").unwrap();
    assert_eq!(b.turn, Colour::White);
    assert_eq!(squares_of(b.white), vec![21, 22, 30]);
    assert_eq!(squares_of(b.black), vec![1, 2]);
    assert_eq!(squares_of(b.kings), vec![30]);
    let r = parse_fen("B:W21-32:B1-12").unwrap();
    assert_eq!(r, Board::start());
    assert_eq!(
        write_fen(&r),
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(parse_fen(&write_fen(&b)).unwrap(), b);
    for bad in [
        "",
        "X:W1:B2",
        "W:W1,1:B2",
        "W:W5:B5",
        "W:W40:B2",
        "W:W1-40",
        "W:W9-5",
        "W:B29",
        "W:W1",
        "W:Q5",
        "W:W1-32:B",
    ] {
        assert!(parse_fen(bad).is_err(), "{bad} should not read");
    }
}

const GAME: &str = r#"[Event "Club match"]
[Site "Göteborg"]
[Date "1927.03.01"]
[Round "3"]
[White "Svensson, Erik"]
[Black "Lind, Anna"]
[Result "0-1"]

{A quiet opening} 1. 11-15 23-19 2. 8-11 22-17 {White prepares} 3. 9-13 17-14 4. 10x17
21x14 {forced} 5. 15-18 26-22 0-1
"#;

#[test]
fn a_pdn_game_is_read_with_tags_comments_and_result() {
    let g = parse_pdn(GAME).unwrap();
    assert_eq!(g.tag("Site"), Some("Göteborg"));
    assert_eq!(g.tag("Black"), Some("Lind, Anna"));
    assert_eq!(g.result, PdnResult::BlackWins);
    assert_eq!(g.intro.as_deref(), Some("A quiet opening"));
    assert_eq!(g.moves.len(), 10);
    assert_eq!(g.moves[3].comment.as_deref(), Some("White prepares"));
    assert_eq!(g.moves[7].comment.as_deref(), Some("forced"));
    assert_eq!(g.moves[6].mv.to_string(), "10x17");
    let end = g.final_position();
    assert_eq!(end.last_move(), vec![26, 22]);
}

#[test]
fn pdn_round_trips() {
    let g = parse_pdn(GAME).unwrap();
    let text = write_pdn(&g);
    assert!(text.starts_with("[Event \"Club match\"]\n[Site \"Göteborg\"]\n[Date \"1927.03.01\"]\n[Round \"3\"]\n[White \"Svensson, Erik\"]\n[Black \"Lind, Anna\"]\n[Result \"0-1\"]\n"), "{text}");
    assert!(
        text.contains("{A quiet opening} 1. 11-15 23-19 2. 8-11 22-17 {White prepares} 3. 9-13"),
        "{text}"
    );
    assert!(text.trim_end().ends_with("0-1"));
    assert_eq!(parse_pdn(&text).unwrap(), g);
}

#[test]
fn a_set_up_game_writes_game_type_and_fen() {
    let settings = DamSettings {
        huffing: false,
        fen: "W:W21,22,K30:B1,2".into(),
    };
    let g = Dam::new(settings.clone());
    let mut moves = Vec::new();
    let mut d = g.clone();
    for m in ["22-18", "1-6"] {
        let mv = d.parse_move(m).unwrap();
        d.try_play(&mv).unwrap();
        moves.push(mv);
    }
    let p = PdnGame::from_moves(&settings, &moves);
    let text = write_pdn(&p);
    assert!(
        text.contains("[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"W:W21,22,K30:B1,2\"]"),
        "{text}"
    );
    assert!(text.contains("1... 22-18 2. 1-6 *"), "{text}");
    let back = parse_pdn(&text).unwrap();
    assert_eq!(back.settings(), settings);
    assert_eq!(back.moves, p.moves);
}

#[test]
fn pdn_with_ranges_in_fen_and_short_captures() {
    let text = "[FEN \"B:W14,23,K32:B9-10\"]\n1. 9x27 32x23 *";
    let g = parse_pdn(text).unwrap();
    assert_eq!(g.moves[0].mv.to_string(), "9x18x27");
    assert_eq!(g.moves[1].mv.to_string(), "32x23");
}

#[test]
fn a_finished_game_gets_its_result() {
    let settings = DamSettings {
        huffing: false,
        fen: "B:W14:B9".into(),
    };
    let mut g = Dam::new(settings.clone());
    let m = g.parse_move("9x18").unwrap();
    g.try_play(&m).unwrap();
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(
        PdnGame::from_moves(&settings, &[m]).result,
        PdnResult::BlackWins
    );
}

#[test]
fn huffing_games_round_trip_with_their_tag_and_tokens() {
    let text = "[Huffing \"1\"]\n[FEN \"B:W18,32:B1,14\"]\n1. 1-6 huff14 18-15 *";
    let g = parse_pdn(text).unwrap();
    assert!(g.settings().huffing);
    assert_eq!(g.moves.len(), 3);
    assert_eq!(parse_pdn(&write_pdn(&g)).unwrap().moves, g.moves);
}

#[test]
fn several_games_in_one_file() {
    let two = format!("{GAME}\n[Event \"Second\"]\n1. 9-14 22-18 *\n");
    let games = parse_pdn_games(&two).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tag("Event"), Some("Second"));
    assert_eq!(games[1].result, PdnResult::Unknown);
}

#[test]
fn bad_pdn_names_the_line_and_the_problem() {
    let cases: [(&str, usize, &str); 9] = [
        ("[Event \"x\"]\n[GameType \"20\"]\n*", 2, "GameType 20"),
        ("[Event \"x\"]\n1. 11-15 23-19\n2. 11-16 *", 3, "11-16"),
        ("[Event \"x]\n1. 11-15", 1, "quote"),
        ("[Event \"x\"]\n\n1. 11-15 {never closed", 3, "comment"),
        ("[FEN \"W:W5:B5\"]\n*", 1, "FEN"),
        ("[Result \"3-0\"]\n*", 1, "result"),
        (
            "1. 11-15 23-19\n2. 8-11 22-17\n3. 9-13 17-14\n4. 10-15",
            4,
            "capture is compulsory",
        ),
        ("1. 11-15 (1. 9-14 22-18", 1, "variation"),
        ("1. 11-15 zz", 1, "zz"),
    ];
    for (text, line, words) in cases {
        let e = parse_pdn(text).unwrap_err();
        assert_eq!(e.line, line, "{text}: {e}");
        assert!(e.to_string().contains(words), "{text}: {e}");
        assert!(e.to_string().starts_with(&format!("line {line}:")), "{e}");
    }
}

#[test]
fn variations_nags_and_marks_are_skipped() {
    let g = parse_pdn("1. 11-15! (1. 9-14 {old} 22-18) 23-19?! $2 2. 8-11 *").unwrap();
    assert_eq!(g.moves.len(), 3);
}

#[test]
fn random_and_truncated_input_never_panics() {
    let mut rng = Rng::new(99);
    let alphabet: Vec<char> = "[]{}()\"\\ \n.-x0123456789KWB:,*/;$!?abcFENResult"
        .chars()
        .collect();
    for _ in 0..3000 {
        let n = rng.below(80) as usize;
        let s: String = (0..n)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        let _ = parse_pdn(&s);
        let _ = parse_fen(&s);
        let _ = s.parse::<Move>();
        let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
        let _ = parse_pdn(&String::from_utf8_lossy(&bytes));
    }
    let full = format!("{GAME}\n[FEN \"W:W21-24,K30:B1-4\"]\n1... 22-18 {{x}} 2. 1-6 *");
    for cut in 0..full.len() {
        if full.is_char_boundary(cut) {
            let _ = parse_pdn(&full[..cut]);
        }
    }
}

#[test]
fn a_replay_becomes_a_pdn_game() {
    let mut r = spelbord_core::Replay::<Dam>::new(DamSettings::default(), 0);
    for m in ["11-15", "23-19", "offer", "decline", "8-11"] {
        r.play_text(m).unwrap();
    }
    let p = PdnGame::from_texts(r.settings(), &r.moves()).unwrap();
    let text = write_pdn(&p);
    assert!(
        text.contains("1. 11-15 23-19 offer decline 2. 8-11 *"),
        "{text}"
    );
    assert_eq!(parse_pdn(&text).unwrap().moves, p.moves);
    let bad = PdnGame::from_texts(&DamSettings::default(), &["11-15".into(), "11-15".into()]);
    assert!(bad.unwrap_err().message.starts_with("move 2 '11-15'"));
}
