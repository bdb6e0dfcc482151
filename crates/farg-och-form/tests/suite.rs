//! The shared suite for every table size, and invariants over seeded random games.
mod common;
use common::*;
use spelbord_ai::Level;
use spelbord_core::testing::{check_game, SuiteOptions};
use spelbord_core::{Game, Record, Replay, Rng, ToAct};
use spelbord_farg_och_form::*;

#[test]
fn shared_suite_for_two_three_and_four_players() {
    let playouts = if cfg!(debug_assertions) { 4 } else { 25 };
    for players in 2..=4 {
        check_game::<FargOchForm>(
            Settings { players },
            &SuiteOptions {
                playouts,
                max_moves: 1000,
                seed: players as u64 * 100,
            },
        );
    }
}

#[test]
fn invariants_hold_through_seeded_games_of_every_size() {
    // Random moves (placements preferred half the time, so that games reach the end),
    // checking after every move: all 108 tiles accounted for, every line valid, scores
    // equal a recount from the placements.
    let games = if cfg!(debug_assertions) { 6 } else { 60 };
    for seed in 0..games {
        let players = 2 + (seed % 3) as u8;
        let mut rng = Rng::new(seed);
        let mut r = Replay::<FargOchForm>::new(Settings { players }, seed);
        while let ToAct::Seat(_) = r.current().to_act() {
            let g = r.current();
            g.check_invariants().unwrap();
            let placed: usize = g.board_tiles().len();
            let held: usize = g.hand_sizes().iter().map(|&n| n as usize).sum();
            assert_eq!(placed + held + g.bag_count(), 108);
            for line in g.board().lines() {
                assert!(Line::of(line.iter().map(|p| p.tile)).is_valid());
                assert!(line.len() <= 6);
            }
            assert_eq!(g.recount_scores().unwrap(), g.scores());
            let v = legal(g);
            let place: Vec<Move> = v
                .iter()
                .filter(|m| matches!(m, Move::Place(_)))
                .copied()
                .collect();
            let m = if !place.is_empty() && rng.below(2) == 0 {
                place[rng.below(place.len() as u64) as usize]
            } else {
                v[rng.below(v.len() as u64) as usize]
            };
            r.play(&m).unwrap();
        }
        r.current().check_invariants().unwrap();
    }
}

#[test]
fn a_record_replays_exactly() {
    let mut bots = vec![
        bot(Level::Medium, 1),
        bot(Level::Easy, 2),
        bot(Level::Beginner, 3),
    ];
    let r = play_game(Settings { players: 3 }, 77, &mut bots, |_, _| {});
    let text = r.record().to_text(FargOchForm::RECORD_SEPARATOR);
    assert!(text.starts_with("farg-och-form|players=3|4d|"), "{text}");
    assert!(text.contains(';'));
    let back =
        Replay::<FargOchForm>::from_record(&Record::parse_for::<FargOchForm>(&text).unwrap())
            .unwrap();
    assert_eq!(back.current(), r.current());
    assert_eq!(back.moves(), r.moves());
    // A different seed deals differently.
    let other = Replay::<FargOchForm>::new(Settings { players: 3 }, 78);
    assert_ne!(other.position(0), r.position(0));
}

#[test]
fn a_record_with_hand_entered_draws_replays() {
    let mut r = Replay::<FargOchForm>::with_manual_chance(Settings::default(), 0, true);
    for t in "Ro Rx Rd Bs Gc Y* Bo Yx Gd Ps Oc R*".split(' ') {
        r.play_chance_text(t).unwrap();
    }
    assert_eq!(r.current().turn(), Some(0));
    r.play_text("Ro@0,0 Rx@1,0 Rd@2,0").unwrap();
    for t in ["Po", "Pd", "Px"] {
        r.play_chance_text(t).unwrap();
    }
    r.play_text("Yx@1,1").unwrap();
    r.play_chance_text("Gs").unwrap();
    let rec = r.record();
    let text = rec.to_text(';');
    let back =
        Replay::<FargOchForm>::from_record(&Record::parse_for::<FargOchForm>(&text).unwrap())
            .unwrap();
    assert_eq!(back.current(), r.current());
    assert_eq!(r.current().scores(), &[3, 2]);
}

#[test]
fn settings_are_read_from_a_query_string() {
    let s: Settings = serde_urlencoded::from_str("players=4").unwrap();
    assert_eq!(s.players, 4);
    assert_eq!(
        FargOchForm::default_settings("farg-och-form"),
        Some(Settings { players: 2 })
    );
    assert_eq!(FargOchForm::default_settings("qwirkle"), None);
    let rec = Record::parse_for::<FargOchForm>("farg-och-form|players=4|1|").unwrap();
    let r = Replay::<FargOchForm>::from_record(&rec).unwrap();
    assert_eq!(r.current().num_seats(), 4);
    let bad = Record::parse_for::<FargOchForm>("farg-och-form|colours=7|1|").unwrap();
    assert!(Replay::<FargOchForm>::from_record(&bad).is_err());
}
