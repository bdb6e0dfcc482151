//! Every family of the registry runs the same checks, so none can skip them: the shared
//! suite, play and records through the dynamic interface the page and the CLI use, hostile
//! input refused with a kind, its page folder with every language, and the catalog the
//! game list reads without loading any game module.
use spelbord_ai::{native_clock, Level};
use spelbord_core::testing::SuiteOptions;
use spelbord_core::ToAct;
use spelbord_games::{families, games, new_session, open_record};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn every_family_runs_the_shared_suite() {
    let opts = SuiteOptions {
        playouts: if cfg!(debug_assertions) { 3 } else { 12 },
        max_moves: 3_000,
        seed: 11,
    };
    let fams = families();
    assert!(fams.len() >= 4, "the registry lists the families");
    for f in fams {
        (f.check)(&opts);
    }
}

#[test]
fn every_game_opens_plays_and_round_trips() {
    for (_, info) in games() {
        let mut s = new_session(info.id, "", 5, false).expect("opens");
        assert_eq!(s.id(), info.id);
        for _ in 0..6 {
            if !matches!(s.to_act(s.len()), ToAct::Seat(_)) {
                break;
            }
            let a = s
                .bot_move(Level::Beginner, 1, 50.0, native_clock)
                .expect("a bot move");
            s.play(&a.mv).expect("the bot's move is legal");
        }
        let rec = s.record();
        let back = open_record(&rec).expect("reopens");
        assert_eq!(back.record(), rec);
        assert_eq!(back.moves(), s.moves());
        // Bad input changes nothing, and says what kind of problem it is.
        let before = s.record();
        let e = s.play("not a move").expect_err("refused");
        assert!(!e.problem().key.is_empty());
        assert_eq!(s.record(), before);
        let mover = match s.to_act(s.len()) {
            ToAct::Seat(m) => Some(m),
            _ => None,
        };
        let state = serde_json::to_value(&*s.state(s.len(), mover)).expect("serializable");
        assert_eq!(state["family"], s.family());
        assert_eq!(
            state["legal"].as_array().map(Vec::len),
            Some(s.legal(s.len()).len())
        );
        assert!(!s.ascii(0).is_empty());
    }
}

#[test]
fn hostile_records_are_refused_with_kinds() {
    let long = "fyra-i-rad|||".to_string() + &"1 ".repeat(150_000);
    for (bad, key) in [
        ("", "noGameId"),
        ("<script>", "noGameId"),
        ("fyra-i-rad|popout=maybe||", "badSettings"),
        ("fyra-i-rad|colour=blue||", "unknownSetting"),
        // Which of two values counts would be a guess; an empty query part is no setting.
        ("fyra-i-rad|popout=true&popout=false||", "repeatedSetting"),
        ("luffarschack|board=15x15&board=19x19||", "repeatedSetting"),
        ("fyra-i-rad|&&&||", "badSettings"),
        ("fyra-i-rad|popout=true&||", "badSettings"),
        ("fyra-i-rad|variant=fem||", "wrongGame"),
        ("fyra-i-rad||xyz|", "badSeed"),
        ("fem-i-rad|||8", "connect.noColumn"),
        ("schack|||", "unknownGame"),
        // A bad position in a link is an error, never a silent start position.
        ("dam|fen=W%3AW99||", "dam.badFen"),
        ("backgammon|start=nonsense||", "backgammon.positionIdLength"),
        ("dam|fen=garbage||", "dam.badFen"),
        // FENs no game reaches: no pieces at all, or none for the side that just moved.
        ("dam|fen=W%3A||", "dam.badFen"),
        ("dam|fen=B%3A||", "dam.badFen"),
        ("dam|fen=W%3AW21||", "dam.badFen"),
        // A player count outside 2-4 was clamped while the record kept it.
        ("farg-och-form|players=200||", "fof.fileBadPlayers"),
        ("farg-och-form|players=0||", "fof.fileBadPlayers"),
        ("farg-och-form|players=1||", "fof.fileBadPlayers"),
        ("farg-och-form|players=5||", "fof.fileBadPlayers"),
        (long.as_str(), "tooLong"),
    ] {
        let err = open_record(bad)
            .err()
            .unwrap_or_else(|| panic!("{bad:.40} accepted"));
        assert_eq!(err.problem().key, key, "{bad:.40}: {err}");
        assert!(!err.to_string().is_empty());
    }
    assert!(new_session("schack", "", 0, false).is_err());
    assert!(new_session("farg-och-form", "players=200", 0, false).is_err());
    assert!(new_session("dam", "fen=nonsense", 0, false).is_err());
}

#[test]
fn every_family_has_its_page_folder_in_every_language() {
    for f in families() {
        let dir = root().join("www/games").join(f.name);
        for file in ["board.js", "index.js", "strings.js", "rules.js"] {
            assert!(
                dir.join(file).is_file(),
                "family '{}' lacks www/games/{}/{file}",
                f.name,
                f.name
            );
        }
    }
}

/// `www/catalog.json` is what the registry says; `SPELBORD_WRITE_CATALOG=1` rewrites it.
#[test]
fn the_catalog_is_current() {
    let now = serde_json::to_string_pretty(&spelbord_games::catalog::catalog()).unwrap() + "\n";
    let path = root().join("www/catalog.json");
    if std::env::var_os("SPELBORD_WRITE_CATALOG").is_some() {
        std::fs::write(&path, &now).unwrap();
    }
    let file = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        file == now,
        "www/catalog.json is out of date: run SPELBORD_WRITE_CATALOG=1 cargo test -p spelbord-games --test registry the_catalog_is_current"
    );
}

/// No family ignores or clamps a setting: every value its dialog offers opens and is kept
/// in the record, anything else is refused with a kind (a clamped or ignored value would
/// play another table than the record says); settings outside the dialog (a set-up
/// position, a match length) refuse garbage alike.
#[test]
fn every_setting_outside_its_values_is_refused() {
    use spelbord_family::FieldKind;
    let hostile = [
        "200",
        "0",
        "1",
        "-1",
        "nonsense",
        "<b>x</b>",
        "1e308",
        "NaN",
        "99999999999",
    ];
    for f in families() {
        for g in f.games {
            let fields = (f.fields)(g.id);
            let defaults = (f.defaults)(g.id);
            for (key, default) in &defaults {
                let offered: Option<Vec<String>> =
                    fields.iter().find(|x| x.key == key).map(|x| match &x.kind {
                        FieldKind::Bool => vec!["true".into(), "false".into()],
                        FieldKind::Select { options } => {
                            options.iter().map(|o| o.value.to_string()).collect()
                        }
                    });
                if let Some(values) = &offered {
                    for v in values {
                        let s = new_session(g.id, &format!("{key}={v}"), 1, false)
                            .unwrap_or_else(|e| panic!("{} {key}={v}: {e}", g.id));
                        let back = open_record(&s.record()).expect("reopens");
                        let kept = (f.defaults)(g.id)
                            .into_iter()
                            .any(|(k, d)| k == *key && d == *v)
                            || back.settings().contains(&format!("{key}={v}"));
                        assert!(
                            kept,
                            "{} {key}={v}: record says '{}'",
                            g.id,
                            back.settings()
                        );
                    }
                }
                for v in hostile {
                    if offered.as_ref().is_some_and(|o| o.iter().any(|x| x == v)) || v == default {
                        continue;
                    }
                    let text = format!("{key}={}", v.replace('<', "%3C").replace('>', "%3E"));
                    match new_session(g.id, &text, 1, false) {
                        Err(e) => assert!(!e.problem().key.is_empty()),
                        Ok(s) => {
                            // Not a number (garbage, markup): never a setting.
                            assert!(v.parse::<f64>().is_ok(), "{} {text}: accepted", g.id);
                            // A number the game takes (a 200-point backgammon match) must
                            // be what it plays by: kept in the record, and a seat count is
                            // the table's seats (Färg och form clamped 200 players to 4).
                            let back = open_record(&s.record()).expect("reopens");
                            assert!(
                                back.settings()
                                    .split('&')
                                    .any(|kv| kv == format!("{key}={v}")),
                                "{} {text}: record says '{}'",
                                g.id,
                                back.settings()
                            );
                            if fields.iter().any(|x| x.key == key && x.seats) {
                                assert_eq!(s.seats().to_string(), v, "{} {text}", g.id);
                            }
                        }
                    }
                }
            }
        }
    }
}
