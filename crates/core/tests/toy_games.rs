//! The trait carries a perfect-information game, a dice game and a hidden-hand game.
use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::toy::{DiceRace, HighCard, Nim};
use spelbord_core::*;

#[test]
fn shared_suite_runs_on_every_kind() {
    let o = SuiteOptions {
        playouts: 30,
        ..Default::default()
    };
    check_game::<Nim>(Nim::default_settings("nim").unwrap(), &o);
    check_game::<DiceRace>(DiceRace::default_settings("dice-race").unwrap(), &o);
    check_game::<HighCard>(HighCard::default_settings("high-card").unwrap(), &o);
}

#[test]
fn perft_counts_move_paths_and_expands_chance() {
    let nim = Nim::new(NimSettings { stones: 4 });
    // 1,2,3 then from 3,2,1 left: 3+2+1 = 6.
    assert_eq!(perft(&nim, 1), 3);
    assert_eq!(perft(&nim, 2), 6);
    let race = DiceRace::new(DiceRace::default_settings("dice-race").unwrap());
    // Six rolls, two runners each.
    assert_eq!(perft(&race, 1), 12);
}
use spelbord_core::toy::NimSettings;

#[test]
fn illegal_move_hands_back_the_unchanged_position() {
    let g = Nim::new(NimSettings { stones: 2 });
    let err = g.clone().play(&"3".parse().unwrap()).unwrap_err();
    assert_eq!(err.position, g);
    assert!(err.reason.contains("not a legal move"));
}

#[test]
fn seeded_chance_replays_exactly_and_hand_entered_dice_are_kept() {
    let s = DiceRace::default_settings("dice-race").unwrap();
    let mut a = Replay::<DiceRace>::new(s.clone(), 42);
    for _ in 0..6 {
        a.play_text("1").unwrap();
    }
    let text = a.record().to_text(' ');
    let b = Replay::<DiceRace>::from_record(&Record::parse(&text, ' ').unwrap()).unwrap();
    assert_eq!(a.current(), b.current());
    // Another seed gives other dice (with overwhelming likelihood over six rolls).
    let mut c = Replay::<DiceRace>::new(s.clone(), 43);
    for _ in 0..6 {
        c.play_text("1").unwrap();
    }
    assert_ne!(a.current(), c.current());

    let mut m = Replay::<DiceRace>::with_manual_chance(s, 0, true);
    assert_eq!(m.current().to_act(), ToAct::Chance);
    assert!(m.play_chance_text("7").is_err(), "a die shows 1-6");
    m.play_chance_text("5").unwrap();
    m.play_text("2").unwrap();
    m.play_chance_text("3").unwrap();
    let rec = m.record();
    assert_eq!(rec.moves, vec!["!5", "2", "!3"]);
    let back = Replay::<DiceRace>::from_record(&rec).unwrap();
    assert_eq!(back.current(), m.current());
}

#[test]
fn a_view_hides_the_other_hand_and_determinizing_respects_it() {
    let mut r = Replay::<HighCard>::new(HighCard::default_settings("high-card").unwrap(), 7);
    let g = r.current().clone();
    let v = g.view(0);
    assert_eq!(v.hand.len(), 3);
    assert_eq!(v.other_count, 3);
    assert!(
        v.public.view(1).hand.is_empty(),
        "the view's position holds no hidden cards"
    );
    let mut rng = Rng::new(1);
    for _ in 0..20 {
        let d = HighCard::determinize(&v, &mut rng);
        assert_eq!(d.view(0).hand, v.hand);
        assert_eq!(d.view(0).unseen, v.unseen);
    }
    r.play_text(&v.hand[0].to_string()).unwrap();
}

#[test]
fn bad_records_get_messages_not_panics() {
    for bad in [
        "",
        "|||",
        "nim|stones=x||",
        "nim||zz|",
        "nim|colour=red||",
        "nim|||1 1 1 1 1 1 1 1",
        "nim|||9",
        "NIM|||",
    ] {
        let res = Record::parse(bad, ' ').and_then(|r| Replay::<Nim>::from_record(&r));
        assert!(res.is_err(), "{bad:?} accepted");
        assert!(!res.unwrap_err().message().is_empty());
    }
    let err = Record::parse("nim|||1 2 9", ' ')
        .and_then(|r| Replay::<Nim>::from_record(&r))
        .unwrap_err();
    assert_eq!(err.move_index, Some(3));
}

#[test]
fn settings_travel_as_a_query_string() {
    let mut r = Replay::<Nim>::new(NimSettings { stones: 11 }, 0);
    r.play_text("3").unwrap();
    let rec = r.record();
    assert_eq!(rec.to_text(' '), "nim|stones=11|0|3");
    let back = Replay::<Nim>::from_record(&rec).unwrap();
    assert_eq!(back.current(), r.current());
    let mut d = Replay::<Nim>::new(NimSettings { stones: 7 }, 0);
    d.truncate(0);
    assert_eq!(d.record().to_text(' '), "nim||0|");
}

#[test]
fn outcome_values() {
    assert_eq!(Outcome::Scores(vec![3, 5, 5]).winners(), vec![1, 2]);
    assert_eq!(Outcome::Scores(vec![3, 5, 5]).value_for(1, 3), 0.5);
    assert_eq!(Outcome::Draw.value_for(0, 2), 0.5);
    assert_eq!(Outcome::win(1).value_for(0, 2), 0.0);
}

#[test]
fn a_move_that_is_not_a_number_is_refused_with_a_reason_of_its_own() {
    use spelbord_core::testing::assert_not_a_move;
    let nim = Nim::new(NimSettings { stones: 4 });
    assert_not_a_move(
        |t| nim.parse_move(t),
        " x2 ",
        "notANumber",
        &[("text", "x2")],
    );
    let e = nim.parse_move("x2").unwrap_err();
    assert_eq!(e.to_string(), "not a move: 'x2' is not a number");
    // A game without chance events says so as its own kind.
    let e = NotationError::no_chance("Nim");
    assert_eq!(e.problem().key, "noChanceDue");
    assert!(e.problem().args.is_empty() && e.problem().reason.is_none());
}
