//! Words for people: every family says its moves and its positions in words, with keys
//! the page has strings for in every language, and every argument a string names given.
//! Positions come from whole games the computer plays, from the opening to the end. A
//! set-up position that cannot be read says why in words of every language too: the
//! reason is a kind of its own, never English passed through.
use spelbord_ai::{native_clock, Level};
use spelbord_core::{Problem, ToAct};
use spelbord_family::Words;
use spelbord_games::{family_of, import, new_session, open_record, Session};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

/// Every game of the suite.
const GAMES: [&str; 13] = [
    "fyra-i-rad",
    "fem-i-rad",
    "luffarschack",
    "kvarn",
    "kvarn-12",
    "tre-i-rad",
    "dam",
    "alquerque",
    "surround",
    "lines-of-action",
    "backgammon",
    "stumphog",
    "farg-och-form",
];

const LANGS: [&str; 3] = ["sv", "en", "da"];

/// The JavaScript string literals of `text` in order, with whether a `:` follows each
/// (a key) — enough to read the `'key': 'value'` tables of a `strings.js`.
fn literals(text: &str) -> Vec<(String, bool)> {
    let mut out = Vec::new();
    let mut it = text.chars().peekable();
    while let Some(c) = it.next() {
        if c == '/' && it.peek() == Some(&'/') {
            // A comment runs to the end of its line (and may hold an apostrophe).
            for d in it.by_ref() {
                if d == '\n' {
                    break;
                }
            }
            continue;
        }
        if c != '\'' && c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(d) = it.next() {
            match d {
                '\\' => {
                    if let Some(e) = it.next() {
                        s.push(e);
                    }
                }
                d if d == c => break,
                d => s.push(d),
            }
        }
        while it.peek().is_some_and(|d| d.is_whitespace()) {
            it.next();
        }
        let key = it.peek() == Some(&':');
        out.push((s, key));
    }
    out
}

/// Words by language: `sv` → key → words.
type Tables = BTreeMap<&'static str, BTreeMap<String, String>>;

/// A family's strings by language, with the shell's: `sv` → key → words.
fn strings(family: &str) -> Tables {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let text = std::fs::read_to_string(root.join(format!("www/games/{family}/strings.js")))
        .expect("the family's strings");
    let mut out = BTreeMap::new();
    for lang in LANGS {
        let start = text
            .find(&format!("\n  {lang}: {{"))
            .unwrap_or_else(|| panic!("{family}: no {lang} table"));
        let end = text[start + 1..]
            .find("\n  },")
            .or_else(|| text[start + 1..].find("\n  }"))
            .map_or(text.len(), |e| start + 1 + e);
        // The shell's own words (`err.notAMove`, `err.noChanceDue`) first, the family's
        // after, as the page adds them.
        let shell = std::fs::read_to_string(root.join(format!("www/i18n/{lang}.js")))
            .expect("the shell's strings");
        let mut table = BTreeMap::new();
        for lits in [literals(&shell), literals(&text[start..end])] {
            for w in lits.windows(2) {
                if w[0].1 && !w[1].1 {
                    table.insert(w[0].0.clone(), w[1].0.clone());
                }
            }
        }
        out.insert(lang, table);
    }
    out
}

/// The `{name}` placeholders of a string.
fn placeholders(s: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = s;
    while let Some(i) = rest.find('{') {
        let Some(j) = rest[i..].find('}') else { break };
        out.insert(rest[i + 1..i + j].to_string());
        rest = &rest[i + j..];
    }
    out
}

/// The `@key` words inside an argument (a whole value, or several in a list).
fn word_keys(v: &str) -> Vec<String> {
    v.split('@')
        .skip(1)
        .map(|t| {
            let k: String = t
                .chars()
                .take_while(|c| c.is_alphanumeric() || "._*-".contains(*c))
                .collect();
            k.trim_end_matches(['.', '-']).to_string()
        })
        .collect()
}

/// Checks `w` against the strings: its key in every language, every placeholder of
/// each language's words given, every `@key` word in an argument there too, and a seat
/// a number.
fn check(id: &str, what: &str, w: &Words, tables: &Tables) {
    for lang in LANGS {
        let text = tables[lang]
            .get(w.key)
            .unwrap_or_else(|| panic!("{id} {what}: '{}' has no {lang} words", w.key));
        for ph in placeholders(text) {
            assert!(
                w.args.contains_key(ph.as_str()),
                "{id} {what}: {lang} '{}' names {{{ph}}}, not among {:?}",
                w.key,
                w.args
            );
        }
        for (name, v) in &w.args {
            for k in word_keys(v) {
                assert!(
                    tables[lang].contains_key(&k),
                    "{id} {what}: '{}' argument {name} names '{k}', which has no {lang} words",
                    w.key
                );
            }
        }
    }
    if let Some(p) = w.args.get("p") {
        assert!(p.parse::<usize>().is_ok(), "{id} {what}: seat {p}");
    }
}

/// A whole game of `id` between two beginners (a long one stops at `limit` moves).
fn played(id: &str, seed: u64, limit: usize) -> Box<dyn Session> {
    let mut s = new_session(id, "", seed, false).expect("opens");
    while s.len() < limit && matches!(s.to_act(s.len()), ToAct::Seat(_)) {
        let a = s
            .bot_move(Level::Beginner, seed ^ s.len() as u64, 5.0, native_clock)
            .expect("a move");
        s.play(&a.mv).expect("legal");
    }
    s
}

#[test]
fn every_move_has_words_with_strings_in_every_language() {
    for id in GAMES.iter().filter(|&&g| g != "farg-och-form") {
        let s = played(id, 9, 120);
        let tables = strings(s.family());
        assert!(s.len() >= 4, "{id}: {} moves", s.len());
        for (j, mv) in s.moves().iter().enumerate() {
            let w = s
                .move_words(j)
                .unwrap_or_else(|| panic!("{id}: words for {mv}"));
            check(id, &format!("move {j} {mv}"), &w, &tables);
            // The move list's short form, where there is one, names no argument the
            // words lack either.
            let short: &'static str = Box::leak(format!("{}.short", w.key).into_boxed_str());
            if tables["sv"].contains_key(short) {
                let sw = Words {
                    key: short,
                    args: w.args.clone(),
                };
                check(id, &format!("move {j} {mv} (short)"), &sw, &tables);
            }
        }
    }
}

#[test]
fn a_move_not_yet_played_has_the_words_it_gets_once_played() {
    // The hint is said before it is played: the same words as the move list's after.
    for id in GAMES {
        let s = played(id, 5, 40);
        for (j, mv) in s.moves().iter().enumerate() {
            assert_eq!(s.words_for(j, mv), s.move_words(j), "{id}: move {j} {mv}");
        }
        // Not a move there, or not a move at all: no words (and no panic).
        let n = s.len();
        for bad in ["", "zz", "99999", "\u{0}"] {
            assert_eq!(s.words_for(n, bad), None, "{id}: {bad:?}");
        }
        if n > 0 {
            let first = &s.moves()[0];
            let legal_now = s.legal(n);
            if !legal_now.contains(first) && !legal_now.is_empty() {
                assert_eq!(
                    s.words_for(n, first),
                    None,
                    "{id}: {first} is not legal at {n}"
                );
            }
        }
        assert_eq!(
            s.words_for(n + 5, "a1"),
            s.words_for(n, "a1"),
            "{id}: past the end"
        );
    }
}

#[test]
fn backgammon_says_a_hit_the_bar_bearing_off_and_doubles_in_words() {
    // Hits, entering from the bar and bearing off all come up in a whole game.
    let mut seen = BTreeSet::new();
    for seed in 1..4 {
        let s = played("backgammon", seed, 400);
        for (j, mv) in s.moves().iter().enumerate() {
            let w = s.move_words(j).expect("words");
            let vals: Vec<&str> = w.args.values().map(String::as_str).collect();
            if mv.contains('*') {
                assert!(vals.contains(&"@bg.wHit"), "{mv}: the hit said");
                seen.insert("hit");
            }
            if mv.starts_with("bar/") || mv.contains(" bar/") {
                assert!(vals.contains(&"@bg.wBar"), "{mv}: from the bar said");
                seen.insert("bar");
            }
            if mv.contains("/off") {
                assert!(vals.contains(&"@bg.wOff"), "{mv}: bearing off said");
                seen.insert("off");
            }
            if mv.contains("(2)") || mv.contains("(3)") || mv.contains("(4)") {
                assert!(
                    vals.iter()
                        .any(|v| ["@bg.wTwo", "@bg.wThree", "@bg.wFour"].contains(v)),
                    "{mv}: how many checkers said"
                );
                seen.insert("count");
            }
            // The numbers of the notation are the numbers said, in the same order.
            if w.key.starts_with("bg.saidPlay") {
                let said: Vec<&String> = ["f1", "t1", "f2", "t2", "f3", "t3", "f4", "t4"]
                    .iter()
                    .filter_map(|k| w.args.get(k))
                    .filter(|v| !v.starts_with('@'))
                    .collect();
                let first = mv.split([' ', '/', '*', '(']).find(|t| !t.is_empty());
                if let (Some(f), Some(first)) = (said.first(), first) {
                    if first != "bar" {
                        assert_eq!(f.as_str(), first, "{mv}: {w:?}");
                    }
                }
            }
        }
    }
    for k in ["hit", "bar", "off", "count"] {
        assert!(seen.contains(k), "three games had a {k}: {seen:?}");
    }
}

#[test]
fn every_position_has_words_with_strings_in_every_language() {
    for (g, id) in GAMES.iter().enumerate() {
        for seed in [3u64, 11] {
            let s = played(id, seed + g as u64, 300);
            let tables = strings(s.family());
            let n = s.len();
            // The opening, the middle game and the end (where the game ended, or the
            // longest it ran), and a few on the way.
            let mut plies: BTreeSet<usize> = [0, 1, n / 4, n / 2, 3 * n / 4, n - 1, n]
                .into_iter()
                .filter(|&p| p <= n)
                .collect();
            plies.extend((0..=n).step_by(7));
            for ply in plies {
                let seats = (0..s.seats()).map(|i| Some(i as u8));
                for seat in std::iter::once(None).chain(seats) {
                    let lines = s.position_words(ply, seat);
                    assert!(!lines.is_empty(), "{id} ply {ply}: no words");
                    for w in &lines {
                        check(id, &format!("ply {ply} seat {seat:?}"), w, &tables);
                    }
                }
            }
            // The end is said: something is on the board.
            let end = s.position_words(n, None);
            assert!(end.len() >= 2, "{id}: the end in {} line(s)", end.len());
        }
    }
}

#[test]
fn position_words_say_what_is_on_the_board() {
    // Dam's opening: Black's men on 1–12, White's on 21–32, no kings.
    let s = new_session("dam", "", 1, false).expect("opens");
    let w = s.position_words(0, None);
    let men = |p: &str| {
        w.iter()
            .find(|w| w.key == "dam.descMen" && w.args["p"] == p)
            .map(|w| w.args["sq"].clone())
    };
    let list = |a: u8, b: u8| {
        (a..=b)
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    assert_eq!(men("0"), Some(list(1, 12)));
    assert_eq!(men("1"), Some(list(21, 32)));
    assert!(!w.iter().any(|w| w.key == "dam.descKings"));
    assert_eq!(w.iter().filter(|w| w.key == "dam.descNoKings").count(), 2);
    // Fyra i rad after 4 4 3: column 4 holds red then yellow, column 3 red.
    let mut s = new_session("fyra-i-rad", "", 1, false).expect("opens");
    for m in ["4", "4", "3"] {
        s.play(m).expect("legal");
    }
    let w = s.position_words(3, None);
    let col = |c: &str| {
        w.iter()
            .find(|w| w.args.get("col").map(String::as_str) == Some(c))
    };
    assert_eq!(
        col("4").expect("column 4").args["discs"],
        "@seat.connect.0, @seat.connect.1"
    );
    assert_eq!(col("3").expect("column 3").args["discs"], "@seat.connect.0");
    assert_eq!(col("1").expect("column 1").key, "connect.descColEmpty");
    // Backgammon's opening: each side 2 on 24, 5 on 13, 3 on 8, 5 on 6, in its own numbers.
    let s = new_session("backgammon", "", 1, false).expect("opens");
    for w in s
        .position_words(0, None)
        .iter()
        .filter(|w| w.key == "bg.desc")
    {
        assert_eq!(
            w.args["pts"],
            "2 @bg.wOn 24, 5 @bg.wOn 13, 3 @bg.wOn 8, 5 @bg.wOn 6"
        );
        assert_eq!(w.args["pips"], "167");
    }
    // Luffarschack: a cross on the first mark, a ring one up and one to the right.
    let mut s = new_session("luffarschack", "", 1, false).expect("opens");
    for m in ["0,0", "1,1"] {
        s.play(m).expect("legal");
    }
    let w = s.position_words(2, None);
    let row = |k: &str| w.iter().find(|w| w.key == k).expect(k);
    assert_eq!(row("lf.descRowFirst").args["x"], "@lf.descMidCol");
    assert_eq!(row("lf.descRow").args["o"], "1 @lf.descRight");
    assert_eq!(row("lf.descRow").args["vd"], "@lf.up");
}

#[test]
fn farg_och_form_words_name_only_the_seats_own_hand() {
    for seed in [2u64, 5, 8] {
        let s = played("farg-och-form", seed, 40);
        for ply in [0, 1, s.len() / 2, s.len()] {
            let public = s.position_words(ply, None);
            assert!(
                public.iter().all(|w| w.key != "fof.descHand"),
                "no hand for a board drawn for no seat"
            );
            for seat in 0..s.seats() as u8 {
                let words = s.position_words(ply, Some(seat));
                // Everything but the seat's own hand is what anyone is told.
                let rest: Vec<&Words> = words.iter().filter(|w| w.key != "fof.descHand").collect();
                assert_eq!(
                    rest,
                    public.iter().collect::<Vec<_>>(),
                    "seat {seat} ply {ply}"
                );
                let hand: Vec<&Words> = words.iter().filter(|w| w.key == "fof.descHand").collect();
                assert_eq!(hand.len(), 1, "seat {seat} is told its own hand");
                // And that hand is the seat's: its tiles, as its view has them.
                let view = serde_json::to_value(&*s.state(ply, Some(seat))).expect("serializable");
                let tiles: Vec<String> = view["hand"]
                    .as_array()
                    .expect("the seat's hand")
                    .iter()
                    .map(|t| {
                        let c: Vec<char> = t.as_str().expect("a tile").chars().collect();
                        format!("@fof.colour.{} @fof.shape.{}", c[0], c[1])
                    })
                    .collect();
                let said = &hand[0].args["tiles"];
                let expected = if tiles.is_empty() {
                    "@fof.descNone".to_string()
                } else {
                    tiles.join(", ")
                };
                assert_eq!(said, &expected, "seat {seat} ply {ply}");
            }
        }
    }
}

/// Where a bad set-up position comes from: a link's settings, a pasted position, a file.
enum From {
    Link(&'static str),
    Paste(String),
    File(&'static str, &'static str),
}

/// Checks a problem against the strings, as the page words it: `err.<key>` in every
/// language, each placeholder given (`{reason}` by the reason, which is worded the same
/// way), and no English `detail` passed through.
fn check_problem(what: &str, p: &Problem, tables: &Tables) {
    let key = format!("err.{}", p.key);
    assert!(
        p.arg("detail").is_none(),
        "{what}: '{key}' passes English through: {:?}",
        p.args
    );
    for lang in LANGS {
        let text = tables[lang]
            .get(&key)
            .unwrap_or_else(|| panic!("{what}: '{key}' has no {lang} words"));
        let ph = placeholders(text);
        for name in &ph {
            let given = p.arg(name).is_some() || (name == "reason" && p.reason.is_some());
            assert!(
                given,
                "{what}: {lang} '{key}' names {{{name}}}, not among {:?}",
                p.args
            );
        }
        if p.reason.is_some() {
            assert!(
                ph.contains("reason"),
                "{what}: {lang} '{key}' drops the reason"
            );
        }
    }
    if let Some(r) = &p.reason {
        check_problem(what, r, tables);
    }
}

#[test]
fn a_bad_set_up_position_says_why_in_words_of_every_language() {
    use From::*;
    let long = format!("B:W18,32{}", ":".repeat(2_000));
    let cases: Vec<(&str, From, &str)> = vec![
        ("dam", Link("fen=W:W33:B1"), "dam.noSuchSquare"),
        ("dam", Link("fen=W:Wx:B1"), "dam.notSquare"),
        ("dam", Paste(long), "dam.fen.tooLong"),
        ("dam", Link("fen=%22%22"), "dam.fen.empty"),
        ("dam", Link("fen=:W21:B1"), "dam.fen.sideMissing"),
        ("dam", Link("fen=X:W1:B5"), "dam.fen.badSide"),
        ("dam", Link("fen=W:W21:B1:Q3"), "dam.fen.noColour"),
        ("dam", Link("fen=W:W9-5:B1"), "dam.fen.backwards"),
        ("dam", Link("fen=W:W21,22,21:B1"), "dam.fen.listedTwice"),
        ("dam", Link("fen=W:W21:B1-3:B5"), "dam.fen.blackTwice"),
        ("dam", Link("fen=W:W21:W22:B1"), "dam.fen.whiteTwice"),
        ("dam", Link("fen=W:W21:B21"), "dam.fen.bothColours"),
        ("dam", Link("fen=W:W20:B1-13"), "dam.fen.blackTooMany"),
        ("dam", Link("fen=W:W17-29:B1"), "dam.fen.whiteTooMany"),
        ("dam", Link("fen=W:W1:B5"), "dam.fen.uncrowned"),
        ("dam", Link("fen=W:"), "dam.fen.noPieces"),
        ("dam", Link("fen=W:W21"), "dam.fen.blackNone"),
        ("dam", Paste("B:B1,2".into()), "dam.fen.whiteNone"),
        (
            "dam",
            File("pdn", "[Event \"x\"]\n[FEN \"W:W33:B1\"]\n*"),
            "dam.noSuchSquare",
        ),
        (
            "alquerque",
            Link("position=W..../x%20b"),
            "alquerque.pos.rows",
        ),
        (
            "alquerque",
            Link("position=WWWWW/WWWWW/BB.WW/BBBBB/BBBBB%20q"),
            "alquerque.pos.badSide",
        ),
        (
            "alquerque",
            Link("position=WWWWWW/WWWW/BB.WW/BBBBB/BBBBB%20b"),
            "alquerque.pos.rowLength",
        ),
        (
            "alquerque",
            Paste("WWWWW/WWWWW/BBxWW/BBBBB/BBBBB b".into()),
            "alquerque.pos.badChar",
        ),
        (
            "alquerque",
            Link("position=BBBBB/BBBBB/BBB../...../W....%20w"),
            "alquerque.pos.blackTooMany",
        ),
        (
            "alquerque",
            Link("position=B..../...../WWW../WWWWW/WWWWW%20b"),
            "alquerque.pos.whiteTooMany",
        ),
        (
            "surround",
            Link("position=BBBBBB/WWWWWW%20w"),
            "surround.pos.rows",
        ),
        (
            "surround",
            Link("position=BBBBBB/....../....../....../....../WWWWWW%20x"),
            "surround.pos.badSide",
        ),
        (
            "surround",
            Link("position=BBBBBB/....../....../....../....../WWWWW%20w"),
            "surround.pos.rowLength",
        ),
        (
            "surround",
            Paste("BBBBBB/....../..?.../....../....../WWWWWW w".into()),
            "surround.pos.badChar",
        ),
        (
            "surround",
            Link("position=BBBBBB/....../....../....../W...../WWWWWW%20w"),
            "surround.pos.whiteTooMany",
        ),
        (
            "surround",
            Link("position=BBBBBB/B...../....../....../....../WWWWWW%20w"),
            "surround.pos.blackTooMany",
        ),
        (
            "surround",
            Link("position=BW..../W...../....../....../....../......%20w"),
            "surround.pos.blackEnclosed",
        ),
        (
            "surround",
            Link("position=....../....../....../....../B...../WB....%20w"),
            "surround.pos.whiteEnclosed",
        ),
        ("lines-of-action", Link("position=8/8%20b"), "loa.pos.rows"),
        (
            "lines-of-action",
            Link("position=1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1%20x"),
            "loa.pos.badSide",
        ),
        (
            "lines-of-action",
            Link("position=1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1%20b%20now"),
            "loa.pos.extra",
        ),
        (
            "lines-of-action",
            Link("position=bbbbbbbbb/8/8/8/8/8/8/w7%20b"),
            "loa.pos.rowTooLong",
        ),
        (
            "lines-of-action",
            Paste("9/8/8/8/8/8/8/8 b".into()),
            "loa.pos.badChar",
        ),
        (
            "lines-of-action",
            Link("position=1bbbbbb1/w5w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1%20b"),
            "loa.pos.rowLength",
        ),
        (
            "lines-of-action",
            Link("position=8/8/8/8/8/8/8/w7%20w"),
            "loa.pos.blackNone",
        ),
        (
            "lines-of-action",
            Paste("8/8/8/8/8/8/8/b7 b".into()),
            "loa.pos.whiteNone",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0"),
            "stumphog.pos.parts",
        ),
        (
            "stumphog",
            Link("start=a/b/c/d/e/f"),
            "stumphog.pos.hitomRow",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1/1/27,29/0,0/h"),
            "stumphog.pos.bortomRow",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/x/27,28/0,0/h"),
            "stumphog.pos.stumpen",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28,0/0,0/h"),
            "stumphog.pos.hogar",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,300/h"),
            "stumphog.pos.ute",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/x"),
            "stumphog.pos.mover",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h/2"),
            "stumphog.pos.seat",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,1/h"),
            "stumphog.pos.stones",
        ),
        (
            "stumphog",
            Link("start=0,1,1,1,1,1,2/1,1,1,1,1,1,1/1/27,28/0,0/h"),
            "stumphog.pos.emptyHeap",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/0,14/41,0/b"),
            "stumphog.pos.threwAway",
        ),
        (
            "stumphog",
            Link("start=1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/0,55/0,0/b"),
            "stumphog.pos.driedOut",
        ),
    ];
    let mut seen = BTreeSet::new();
    for (id, from, reason) in cases {
        let fam = family_of(id).expect(id).name;
        let tables = strings(fam);
        let (what, p) = match &from {
            Link(settings) => {
                let rec = format!("{id}|{settings}||");
                let e = open_record(&rec)
                    .err()
                    .unwrap_or_else(|| panic!("{rec} opened"));
                (rec, e.problem())
            }
            Paste(text) => {
                let f = family_of(id).unwrap();
                let e = (f.open_position)(text)
                    .unwrap_or_else(|| panic!("{id}: '{text:.40}' is not taken as a position"))
                    .err()
                    .unwrap_or_else(|| panic!("{id}: '{text:.40}' opened"));
                (format!("{id} pasted '{text:.40}'"), e)
            }
            File(format, text) => {
                let e = import(id, format, text)
                    .err()
                    .unwrap_or_else(|| panic!("{text} opened"));
                (format!("{id} {format} '{text}'"), e)
            }
        };
        let why = p
            .reason
            .as_deref()
            .unwrap_or_else(|| panic!("{what}: '{}' gives no reason as a kind", p.key));
        assert_eq!(why.key, reason, "{what}: {p}");
        check_problem(&what, &p, &tables);
        seen.insert(reason);
    }
    assert!(seen.len() >= 50, "{} kinds of reason", seen.len());
}

/// A fixed-seed xorshift generator for the mangling tests.
struct Xorshift(u64);

impl Xorshift {
    /// A number below `n`.
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }

    /// `start` mangled one to three times: a character swapped for one of `alphabet`,
    /// dropped or added, or the text cut short.
    fn mangle(&mut self, start: &str, alphabet: &[char]) -> String {
        let mut t: Vec<char> = start.chars().collect();
        for _ in 0..1 + self.below(3) {
            let i = self.below(t.len() + 1);
            match self.below(4) {
                0 if i < t.len() => t[i] = alphabet[self.below(alphabet.len())],
                1 if i < t.len() => {
                    t.remove(i);
                }
                2 => t.truncate(i),
                _ => t.insert(i, alphabet[self.below(alphabet.len())]),
            }
        }
        t.into_iter().collect()
    }
}

/// `text` with every byte but letters and digits percent-encoded, as a settings value.
fn encoded(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[test]
fn mangled_set_up_positions_never_panic_and_always_say_why_in_words() {
    // Each family's start written out, then mangled: characters swapped, dropped, added,
    // the text cut short. Whatever comes of it opens, or is refused with a kind (and a
    // reason) that has words in every language.
    let starts = [
        ("dam", "fen", "B:W21-32:B1-12"),
        ("alquerque", "position", "WWWWW/WWWWW/BB.WW/BBBBB/BBBBB b"),
        (
            "surround",
            "position",
            "BBBBBB/....../....../....../....../WWWWWW w",
        ),
        (
            "lines-of-action",
            "position",
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
        ),
        (
            "stumphog",
            "start",
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h",
        ),
    ];
    let alphabet: Vec<char> = "BWbwKkhx.:/,- 0123456789é\"".chars().collect();
    let mut rng = Xorshift(0x2545_f491_4f6c_dd1d);
    let mut refused = 0;
    for (id, key, start) in starts {
        let tables = strings(family_of(id).unwrap().name);
        let f = family_of(id).unwrap();
        for _ in 0..400 {
            let text = rng.mangle(start, &alphabet);
            let rec = format!("{id}|{key}={}||", encoded(&text));
            if let Err(e) = open_record(&rec) {
                let p = e.problem();
                check_problem(&rec, &p, &tables);
                refused += 1;
            }
            if let Some(Err(p)) = (f.open_position)(&text) {
                check_problem(&format!("{id} pasted '{text}'"), &p, &tables);
            }
        }
    }
    assert!(
        refused > 500,
        "only {refused} mangled positions were refused"
    );
}

/// The record separator of game `id`'s move list.
fn separator(id: &str) -> char {
    match id {
        "backgammon" | "stumphog" | "farg-och-form" => ';',
        _ => ' ',
    }
}

/// Checks a move refused as unreadable: kind `notAMove`, its reason `reason`, words in
/// every language.
fn check_unreadable(what: &str, p: &Problem, reason: &str, tables: &Tables) {
    assert_eq!(p.key, "notAMove", "{what}: {p}");
    let why = p
        .reason
        .as_deref()
        .unwrap_or_else(|| panic!("{what}: '{}' gives no reason as a kind", p.key));
    assert_eq!(why.key, reason, "{what}: {p}");
    check_problem(what, p, tables);
}

#[test]
fn a_move_that_cannot_be_read_says_why_in_words_of_every_language() {
    // (game, settings, the bad move, its reason): each is typed into the move box of a new
    // game, and sent in a link as the record's first move.
    let cases: Vec<(&str, &str, &str, &str)> = vec![
        ("alquerque", "", "k9-c3", "alquerque.move.noSuchPoint"),
        ("alquerque", "", "a1xb2-c3", "alquerque.move.mixed"),
        ("alquerque", "", "c3", "alquerque.move.notMove"),
        (
            "alquerque",
            "",
            "a1xa3xa5xc5xe5xe3xe1xc1xa1xa3xa5xc5xe5xe3",
            "alquerque.move.tooLong",
        ),
        ("alquerque", "", "a1xa2", "alquerque.move.notCapture"),
        ("alquerque", "", "a1-a3", "alquerque.move.notStep"),
        ("surround", "", "c1-g2", "surround.move.noSuchSquare"),
        ("surround", "", "c1c2", "surround.move.notMove"),
        ("lines-of-action", "", "b1d3", "loa.move.notMove"),
        ("lines-of-action", "", "b1-i3", "loa.move.noSuchSquare"),
        ("lines-of-action", "", "b1-b1", "loa.move.sameSquare"),
        ("luffarschack", "", "h8", "luffarschack.move.notXy"),
        ("luffarschack", "", "3,y", "luffarschack.move.notNumber"),
        ("luffarschack", "", "0,-2000000000", "luffarschack.tooFar"),
        (
            "luffarschack",
            "board=15x15",
            "8h",
            "luffarschack.move.notCell",
        ),
        (
            "luffarschack",
            "board=15x15",
            "h8x",
            "luffarschack.move.notRow",
        ),
        ("luffarschack", "board=15x15", "p1", "luffarschack.offBoard"),
        (
            "luffarschack",
            "board=15x15",
            "3,4",
            "luffarschack.move.xyOnBoard",
        ),
        ("stumphog", "", "[6-5 in 5", "stumphog.move.brackets"),
        ("stumphog", "", "[6-7] in 5", "stumphog.move.dice"),
        ("stumphog", "", "in 7", "stumphog.move.die"),
        ("stumphog", "", "out 7", "stumphog.move.out"),
        ("stumphog", "", "3-5", "stumphog.move.notPlay"),
        ("stumphog", "", "35 H2", "stumphog.move.split"),
        ("stumphog", "", "3-5 H9", "stumphog.move.noHeap"),
    ];
    let mut seen = BTreeSet::new();
    for (id, settings, bad, reason) in cases {
        let tables = strings(family_of(id).expect(id).name);
        // Typed into the move box.
        let mut s = new_session(id, settings, 0, false).expect(id);
        let what = format!("{id} typed '{bad}'");
        let e = s
            .play(bad)
            .err()
            .unwrap_or_else(|| panic!("{what}: played"));
        check_unreadable(&what, &e.problem(), reason, &tables);
        // In a link, as the first move.
        let rec = format!("{id}|{settings}||{bad}");
        let e = open_record(&rec)
            .err()
            .unwrap_or_else(|| panic!("{rec} opened"));
        let p = e.problem();
        assert_eq!(p.arg("move"), Some("1"), "{rec}: {p}");
        check_unreadable(&rec, &p, reason, &tables);
        seen.insert(reason);
    }
    // Typed only (a link's move list has no empty move): Alquerque's empty move.
    let mut s = new_session("alquerque", "", 0, false).unwrap();
    let e = s.play(" ").unwrap_err();
    let tables = strings("alquerque");
    check_unreadable(
        "alquerque ' '",
        &e.problem(),
        "alquerque.move.empty",
        &tables,
    );
    seen.insert("alquerque.move.empty");
    // Stumphög: dice written that are not the ones thrown, and a click step that is none.
    let tables = strings("stumphog");
    let s = new_session("stumphog", "", 0, false).unwrap();
    let thrown = s.legal(0)[0].clone();
    let dice = if thrown.starts_with("[1-1]") {
        "[2-2]"
    } else {
        "[1-1]"
    };
    let mut s = s;
    let e = s.play(&format!("{dice} pass")).unwrap_err();
    check_unreadable(
        &format!("stumphog {dice} pass"),
        &e.problem(),
        "stumphog.move.otherDice",
        &tables,
    );
    seen.insert("stumphog.move.otherDice");
    let e = "7-1".parse::<spelbord_stumphog::Step>().unwrap_err();
    check_unreadable(
        "stumphog step '7-1'",
        e.problem(),
        "stumphog.move.notStep",
        &tables,
    );
    seen.insert("stumphog.move.notStep");
    // A chance outcome entered by hand that cannot be read: Stumphög's dice in a link.
    let e = open_record("stumphog||0|!6-9").err().expect("!6-9 opened");
    check_unreadable("stumphog !6-9", &e.problem(), "stumphog.move.dice", &tables);
    assert_eq!(seen.len(), 28, "{seen:?}");
}

#[test]
fn mangled_moves_never_panic_and_are_always_refused_in_words() {
    // In every game, positions reached by a few random legal moves; at each, a legal move
    // mangled (characters swapped, dropped, added, the text cut short) is typed into the
    // move box and sent in a link as the next move. Whatever comes of it is played (and
    // taken back) or refused with a kind that has words in every language, never with
    // English passed through.
    let alphabet: Vec<char> = "abcdefhkx-:/,;[]!|. 0123456789HBSpinoutRYé"
        .chars()
        .collect();
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    let (mut tried, mut refused) = (0, 0);
    let mut unreadable = BTreeSet::new();
    for id in GAMES {
        let tables = strings(family_of(id).unwrap().name);
        for walk in 0..8u64 {
            let mut s = new_session(id, "", walk, false).expect("opens");
            for _ in 0..rng.below(12) {
                if !matches!(s.to_act(s.len()), ToAct::Seat(_)) {
                    break;
                }
                let legal = s.legal(s.len());
                let m = legal[rng.below(legal.len())].clone();
                s.play(&m).unwrap_or_else(|e| panic!("{id} {m}: {e}"));
            }
            if !matches!(s.to_act(s.len()), ToAct::Seat(_)) {
                continue;
            }
            let legal = s.legal(s.len());
            for _ in 0..30 {
                let start = &legal[rng.below(legal.len())];
                let text = rng.mangle(start, &alphabet);
                tried += 1;
                let n = s.len();
                match s.play(&text) {
                    Ok(()) => s.truncate(n),
                    Err(e) => {
                        let p = e.problem();
                        check_problem(&format!("{id} typed '{text}'"), &p, &tables);
                        if let Some(r) = &p.reason {
                            unreadable.insert(r.key);
                        }
                        refused += 1;
                    }
                }
                let sep = if s.is_empty() {
                    String::new()
                } else {
                    separator(id).to_string()
                };
                let rec = format!("{}{sep}{text}", s.record());
                if let Err(e) = open_record(&rec) {
                    check_problem(&rec, &e.problem(), &tables);
                }
            }
        }
    }
    assert!(tried >= 2_500, "only {tried} mangled moves");
    assert!(
        refused * 2 > tried,
        "only {refused} of {tried} mangled moves were refused"
    );
    assert!(
        unreadable.len() >= 15,
        "the mangled moves met only these reasons: {unreadable:?}"
    );
}
