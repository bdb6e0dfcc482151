//! Moves in words: the families that say their moves in words say every move of a game
//! so, with keys the page has strings for in every language.
use spelbord_ai::{native_clock, Level};
use spelbord_core::ToAct;
use spelbord_games::new_session;
use std::path::PathBuf;

#[test]
fn every_move_has_words_with_strings_in_every_language() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    for (id, family) in [
        ("fyra-i-rad", "connect"),
        ("luffarschack", "luffarschack"),
        ("stumphog", "stumphog"),
        ("lines-of-action", "lines-of-action"),
        ("kvarn", "morris"),
        ("kvarn-12", "morris"),
        ("tre-i-rad", "morris"),
        ("dam", "dam"),
        ("alquerque", "alquerque"),
        ("surround", "surround"),
    ] {
        let strings = std::fs::read_to_string(root.join(format!("www/games/{family}/strings.js")))
            .expect("the family's strings");
        let mut s = new_session(id, "", 9, false).expect("opens");
        for _ in 0..12 {
            if !matches!(s.to_act(s.len()), ToAct::Seat(_)) {
                break;
            }
            let a = s
                .bot_move(Level::Beginner, 3, 30.0, native_clock)
                .expect("a move");
            s.play(&a.mv).expect("legal");
        }
        assert!(s.len() >= 4, "{id}: {} moves", s.len());
        for (j, mv) in s.moves().iter().enumerate() {
            let w = s
                .move_words(j)
                .unwrap_or_else(|| panic!("{id}: words for {mv}"));
            // Once for each of sv, en and da.
            let n = strings.matches(&format!("'{}'", w.key)).count();
            assert_eq!(n, 3, "{id}: '{}' in every language", w.key);
            // A seat is a number the page names.
            if let Some(p) = w.args.get("p") {
                assert!(p.parse::<usize>().is_ok(), "{id}: seat {p}");
            }
        }
    }
}
