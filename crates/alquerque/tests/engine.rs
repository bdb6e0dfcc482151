//! The engine and the bots: legal answers at every level, wins in one taken, losses in
//! one avoided, a shot seen, and sensible verdicts under huffing.

use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_alquerque::*;
use spelbord_core::{Game, Rng, ToAct};

fn nodes(n: u64) -> SearchContext<'static> {
    SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(n),
        },
        || 0.0,
    )
}

fn setup(position: &str, huffing: bool) -> Alquerque {
    Alquerque::from_settings(AlquerqueSettings {
        huffing,
        position: position.into(),
    })
    .unwrap()
}

#[test]
fn every_level_answers_legally_in_random_positions() {
    let mut rng = Rng::new(5);
    for level in Level::ALL {
        let mut b = bot(level, 11);
        for huff in [false, true] {
            let mut g = setup("", huff);
            let mut moves = Vec::new();
            for _ in 0..30 {
                let ToAct::Seat(_) = g.to_act() else { break };
                let m = b.choose(&g, &mut nodes(3_000)).expect("a move");
                assert!(g.is_legal(&m), "{level:?} chose {m}");
                // Random replies keep the positions varied (faults included).
                let mut h = g.clone();
                h.play_unchecked(&m);
                if let ToAct::Seat(_) = h.to_act() {
                    h.legal_moves(&mut moves);
                    let r = moves[rng.below(moves.len() as u64) as usize];
                    h.play_unchecked(&r);
                }
                g = h;
            }
        }
    }
}

#[test]
fn every_level_takes_a_win_in_one() {
    // a1xc3xe3xc5 takes White's last three pieces; a1xc3xe5 leaves one.
    let g = setup("...../...W./...W./.W.../B...B b", false);
    for level in Level::ALL {
        for seed in 0..8 {
            let m = bot(level, seed).choose(&g, &mut nodes(20_000)).unwrap();
            assert_eq!(m.to_string(), "a1xc3xe3xc5", "{level:?} seed {seed}");
        }
    }
}

#[test]
fn every_level_blocks_a_loss_in_one() {
    // Black's last piece: a1-b2 lets c3 jump it (to a1); a1-a2 and a1-b1 are safe.
    let g = setup("....W/...../..W../...../B.... b", false);
    for level in Level::ALL {
        for seed in 0..8 {
            let m = bot(level, seed).choose(&g, &mut nodes(20_000)).unwrap();
            assert_ne!(
                m.to_string(),
                "a1-b2",
                "{level:?} seed {seed} walks into the capture"
            );
        }
    }
}

#[test]
fn the_engine_gives_one_to_take_three() {
    // Found by an exhaustive material-only search over random middle games: b4-b5 hands
    // White a capture, and five plies on Black is two pieces up. A search that sees
    // only the captures at once (depth 1 plus quiescence) calls it a lost piece.
    let g = setup("..WWW/WBWWW/W..W./B.B.B/BBBBB b", false);
    let mut e = spelbord_alquerque::search::engine(16);
    let shallow = e.search(g.board(), 0, g.game_keys(), 1, 0, &mut nodes(1_000_000));
    assert_ne!(shallow.best.unwrap().to_string(), "b4-b5");
    let mut e = spelbord_alquerque::search::engine(16);
    let found = e.search(g.board(), 0, g.game_keys(), 8, 0, &mut nodes(2_000_000));
    assert_eq!(found.best.unwrap().to_string(), "b4-b5");
    assert!(found.score >= 150, "{}", found.score);
    // The principal variation is legal move by move.
    let mut h = g.clone();
    for p in &found.pv {
        let m = Move::Play(*p);
        assert!(h.is_legal(&m), "{p} in {:?}", found.pv);
        h.play_unchecked(&m);
        if h.outcome().is_some() {
            break;
        }
    }
    // And the strongest bot plays it.
    let m = bot(Level::Strongest, 1)
        .choose(&g, &mut nodes(500_000))
        .unwrap();
    assert_eq!(m.to_string(), "b4-b5");
}

#[test]
fn the_engine_finds_a_forced_win_through_a_sacrifice() {
    let g = setup("...W./.WW.W/...../BB.../...BB b", false);
    let mut e = spelbord_alquerque::search::engine(16);
    let found = e.search(g.board(), 0, g.game_keys(), 20, 0, &mut nodes(3_000_000));
    assert_eq!(found.best.unwrap().to_string(), "b2-c3");
    assert!(found.score >= search::WIN_BOUND, "{}", found.score);
}

#[test]
fn the_judge_huffs_a_piece_rather_than_insist_on_losing_one() {
    // Black ignored c3xe5. Insisting hands White's d4 to Black; allowing leaves d4
    // hanging (b2 blocks White's own capture); huffing c3 wins a piece.
    let mut g = setup("W..../...W./..B../.B.../B.... b", true);
    g.try_play(&g.parse_move("a1-a2").unwrap()).unwrap();
    for level in [Level::Medium, Level::Hard, Level::Strongest] {
        let m = bot(level, 1).choose(&g, &mut nodes(200_000)).unwrap();
        assert_eq!(m.to_string(), "huffc3", "{level:?}");
    }
}

#[test]
fn the_baseline_answers_legally() {
    let mut g = setup("", true);
    let mut b = baseline_bot(3);
    for _ in 0..20 {
        let ToAct::Seat(_) = g.to_act() else { break };
        let m = b.choose(&g, &mut nodes(5_000)).unwrap();
        assert!(g.is_legal(&m), "{m}");
        g.play_unchecked(&m);
    }
}

#[test]
fn every_level_answers_in_a_lost_position() {
    // From a game on the site: White's lone b3 loses by force whatever it does, and the
    // lower levels, which pick among nearly-best moves that do not lose, had none left.
    let moves = "c2-c3 c4xc2 c1xc3 e3xc1 c3xe3 b4-c4 d1-d2 c1-d1 e1xc1 c4-b4 d2-e1 d4-c4 \
        c1-d1 e4-d4 b1-c1 d4-e4 b2-b1 b4xb2 b1xb3 c4-b4 d1-d2 b4xb2 a1xc3 b5-b4 e1-d1 c5-c4 \
        c3xc5 d5xb5 a3xc5 b5xd5 d2-c3 a4-b4 d1-e1 b4xd2 e1xc3 a5-b5 e2-e1 e4xe2 e1xe3 d5-c5 \
        a2-b2 b5-a5 b2-a3 c5-b5 c1-d1 b5-c5 d1-d2 a5-b5 d2-c1 b5-a5 c1-b2 a5-b5 e3-e2 e5-e4 \
        b2-c1 e4-e5 c1-b1 c5-d5 e2-e3 d5-c5 c3-b4 b5xb3 a3xc3 c5-d5 b1-b2 d5-c5 b2-a2 e5-d5 \
        a2-a3 d5-e5 a3-b2 e5-d5 c3-d3 d5-e5 b2-b3 c5-c4 d3-d2 e5-d5 d2-c2 c4-c5 b3-c3 c5-b5 \
        c3-d4 d5xd3 e3xc3 b5-a5 c2-d2 a5-a4 c3-c4 a4-a3 d2-c1 a3-b3 c1-b1 b3-a3 b1-a1 a3-b3 \
        a1-a2";
    let mut g = setup("", false);
    for m in moves.split_whitespace() {
        let mv = g.parse_move(m).unwrap();
        g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(g.to_act(), ToAct::Seat(1));
    for level in Level::ALL {
        for seed in 0..4 {
            let m = bot(level, seed)
                .choose(&g, &mut nodes(20_000))
                .unwrap_or_else(|| panic!("{level:?} found no move"));
            assert!(g.is_legal(&m));
        }
    }
}
