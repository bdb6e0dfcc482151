//! Every registered game opens, plays, travels as a record and refuses bad input
//! with a message through the dynamic interface the page and the CLI use.
use spelbord_ai::{native_clock, Level};
use spelbord_core::ToAct;
use spelbord_games::{new_session, open_record, GAMES};

#[test]
fn every_game_opens_plays_and_round_trips() {
    for info in GAMES {
        let mut s = new_session(info.id, "", 5).expect("opens");
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
        // Bad input changes nothing.
        let before = s.record();
        assert!(s.play("not a move").is_err());
        assert_eq!(s.record(), before);
        let _ = s.describe(s.len(), None);
        assert!(!s.ascii(0).is_empty());
    }
}

#[test]
fn hostile_records_are_refused_with_messages() {
    let long = "fyra-i-rad|||".to_string() + &"1 ".repeat(150_000);
    for bad in [
        "",
        "<script>",
        "fyra-i-rad|popout=maybe||",
        "fyra-i-rad|colour=blue||",
        "fyra-i-rad|variant=fem||",
        "fyra-i-rad||xyz|",
        "fem-i-rad|||8",
        &long,
    ] {
        let err = open_record(bad)
            .err()
            .unwrap_or_else(|| panic!("{bad:.40} accepted"));
        assert!(!err.to_string().is_empty());
    }
    assert!(new_session("schack", "", 0).is_err());
}
