//! `Replay` keeps a bounded number of positions and replays the rest on demand: every
//! position it shows, after any play, undo and chance entered by hand, must be the one a
//! plain replay that keeps every position reaches.
use spelbord_core::toy::{DiceRace, Nim, NimSettings, RaceSettings};
use spelbord_core::{Game, Record, Replay, Rng, ToAct};

/// Plays `n` moves with a seeded choice, keeping every position the simple way (clones).
fn play_long<G: Game + PartialEq>(r: &mut Replay<G>, rng: &mut Rng, n: usize) -> Vec<G> {
    let mut all = vec![r.current().clone()];
    let mut moves = Vec::new();
    let mut outs = Vec::new();
    for _ in 0..n {
        match r.current().to_act() {
            ToAct::Seat(_) => {
                r.current().legal_moves(&mut moves);
                let m = moves[rng.below(moves.len() as u64) as usize].clone();
                r.play(&m).expect("legal");
                all.push(r.current().clone());
            }
            ToAct::Chance => {
                r.current().chance_outcomes(&mut outs);
                let c = outs[rng.below(outs.len() as u64) as usize].0.to_string();
                r.play_chance_text(&c).expect("possible");
                *all.last_mut().unwrap() = r.current().clone();
            }
            ToAct::Over(_) => break,
        }
    }
    all
}

fn check_all<G: Game + PartialEq>(r: &Replay<G>, all: &[G]) {
    assert_eq!(r.len() + 1, all.len());
    for (i, g) in all.iter().enumerate() {
        assert_eq!(&*r.position(i), g, "position {i}");
    }
    assert_eq!(r.current(), all.last().unwrap());
}

#[test]
fn earlier_positions_replay_exactly_past_the_checkpoints() {
    let mut rng = Rng::new(3);
    let mut r = Replay::<Nim>::new(NimSettings { stones: 250 }, 0);
    let mut all = play_long(&mut r, &mut rng, 1_000);
    assert!(
        r.len() > 100,
        "long enough to thin the checkpoints: {}",
        r.len()
    );
    check_all(&r, &all);
    // Undo to several points, each followed by new moves.
    for n in [r.len() - 1, 97, 64, 65, 1, 0, 33] {
        r.truncate(n);
        all.truncate(n + 1);
        check_all(&r, &all);
        let more = play_long(&mut r, &mut rng, 40);
        all.extend(more.into_iter().skip(1));
        check_all(&r, &all);
    }
    let back = Replay::<Nim>::from_record(&r.record()).unwrap();
    check_all(&back, &all);
}

#[test]
fn chance_entered_by_hand_and_drawn_from_the_seed_replay_alike() {
    for manual in [false, true] {
        let mut rng = Rng::new(9);
        let mut r = Replay::<DiceRace>::with_manual_chance(RaceSettings { goal: 250 }, 77, manual);
        let mut all = play_long(&mut r, &mut rng, 2_000);
        assert!(r.len() > 100, "{}", r.len());
        check_all(&r, &all);
        for n in [150, 70, 3] {
            r.truncate(n);
            all.truncate(n + 1);
            check_all(&r, &all);
            let more = play_long(&mut r, &mut rng, 30);
            all.extend(more.into_iter().skip(1));
            check_all(&r, &all);
        }
        let rec: Record = r.record();
        assert_eq!(rec.moves.iter().any(|t| t.starts_with('!')), manual);
        let back = Replay::<DiceRace>::from_record(&rec).unwrap();
        check_all(&back, &all);
    }
}

#[test]
fn a_record_over_the_maximum_is_refused_with_the_maximum_named() {
    let moves = "1 ".repeat(spelbord_core::MAX_RECORD_LEN / 2);
    let text = format!("nim|||{moves}");
    // Exactly at the maximum it is read.
    let at_max = &text[..spelbord_core::MAX_RECORD_LEN];
    assert!(Record::parse(at_max, ' ').is_ok());
    let e = Record::parse(&text, ' ').expect_err("refused");
    let p = e.problem();
    assert_eq!(p.key, "tooLong");
    assert!(p.args.iter().any(|(k, v)| *k == "max" && v == "100000"));
    assert!(p.message.contains("100000"), "{}", p.message);
}
