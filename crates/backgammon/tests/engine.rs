//! The engine: shipped weights, the bearoff database, legal and sensible choices.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_backgammon::bearoff::Bearoff;
use spelbord_backgammon::board::{Board, Side};
use spelbord_backgammon::bot::{bot, style, BackgammonBot, HeuristicBot, Style, ROLLS};
use spelbord_backgammon::eval::{shipped_nets, Evaluator};
use spelbord_backgammon::moves::{legal_turns, Candidate};
use spelbord_backgammon::net::equity;
use spelbord_backgammon::{Backgammon, Move, Phase, Settings};
use spelbord_core::{Game, Outcome, Replay, Rng};

fn side(pts: &[(u8, u8)]) -> Side {
    let mut s = [0u8; 25];
    for &(p, n) in pts {
        s[p as usize - 1] += n;
    }
    s
}

#[test]
fn shipped_weights_are_a_trained_net() {
    let n = shipped_nets();
    assert!(n.contact.n_hid >= 32 && n.race.n_hid >= 16);
    // The file is small enough for the site.
    let bytes = n.to_bytes();
    assert!(bytes.len() < 64 * 1024, "{} bytes", bytes.len());
}

#[test]
fn bearoff_database_exact_values() {
    let db = Bearoff::get();
    // One checker on the ace point: off in one roll.
    let close = |x: Option<f32>, y: f32| x.is_some_and(|x| (x - y).abs() < 1e-5);
    assert!(close(db.mean_rolls(&side(&[(1, 1)])), 1.0));
    // One checker on the 6-point: off in one roll with 27 of the 36 rolls (any 6, any
    // double but 1-1, and 5-1 5-2 5-3 5-4 4-2 4-3 both ways).
    let d = db.distribution(&side(&[(6, 1)])).unwrap();
    assert!((d[1] - 27.0 / 36.0).abs() < 1e-6, "{}", d[1]);
    // On roll with one checker on the ace point wins outright.
    assert!(close(
        db.win_probability(&side(&[(1, 1)]), &side(&[(1, 1)])),
        1.0
    ));
    // Two checkers on the ace point: off in one roll always.
    assert!(close(db.mean_rolls(&side(&[(1, 2)])), 1.0));
    // Expected rolls grow with the pips.
    let a = db.mean_rolls(&side(&[(6, 5), (5, 5)])).unwrap();
    let b = db.mean_rolls(&side(&[(2, 5), (1, 5)])).unwrap();
    assert!(a > b && b >= 3.0 && a < 12.0, "{a} {b}");
    assert!(db.distribution(&side(&[(6, 11)])).is_none());
}

#[test]
fn every_level_plays_legal_moves_to_the_end() {
    for (k, level) in Level::ALL.into_iter().enumerate() {
        let s = Settings {
            match_length: 3,
            cube: true,
            ..Settings::default()
        };
        let mut r = Replay::<Backgammon>::new(s, 40 + k as u64);
        let mut b = bot(level, 1);
        let mut n = 0;
        while r.current().outcome().is_none() && n < 3000 {
            let g = r.current().clone();
            let mut ctx = SearchContext::new(Limits::time(50.0), native_clock);
            let m = b.choose(&g, &mut ctx).expect("a move");
            assert!(g.is_legal(&m), "{level:?} chose {m}");
            r.play(&m).unwrap();
            n += 1;
        }
        assert!(r.current().outcome().is_some());
    }
}

#[test]
fn cube_decisions_follow_the_position() {
    let s = Settings {
        cube: true,
        jacoby: false,
        ..Settings::default()
    };
    // A race Black wins almost surely but cannot gammon: double, and White must drop.
    let board = Board {
        sides: [side(&[(1, 2)]), side(&[(6, 4), (5, 4)])],
    };
    let g = Backgammon::from_parts(
        s.clone(),
        board,
        0,
        Phase::BeforeRoll,
        [0, 0],
        1,
        None,
        [0, 0],
        false,
    );
    let mut b = BackgammonBot::new(style(Level::Strongest), 1);
    let mut ctx = SearchContext::new(Limits::time(500.0), native_clock);
    assert_eq!(b.choose(&g, &mut ctx), Some(Move::Double));
    let d = g.play(&Move::Double).unwrap();
    assert_eq!(b.choose(&d, &mut ctx), Some(Move::Drop));
    // The start position: no double.
    let g = Backgammon::from_parts(
        s,
        Board::default(),
        0,
        Phase::BeforeRoll,
        [0, 0],
        1,
        None,
        [0, 0],
        false,
    );
    assert_eq!(b.choose(&g, &mut ctx), Some(Move::Roll));
}

#[test]
fn the_engine_beats_the_heuristic() {
    // A short match at 1 ply (the bench plays 10,000 games).
    let games = if cfg!(debug_assertions) { 40 } else { 200 };
    let mut engine = BackgammonBot::new(style(Level::Medium), 3);
    let mut heur = HeuristicBot;
    let mut points = 0i64;
    let mut rng = Rng::new(1);
    for i in 0..games {
        let engine_seat = (i % 2) as u8;
        let mut r = Replay::<Backgammon>::new(Settings::default(), rng.next_u64());
        while r.current().outcome().is_none() {
            let g = r.current().clone();
            let mut ctx = SearchContext::new(Limits::time(1000.0), native_clock);
            let m = if g.seat_to_move() == Some(engine_seat) {
                engine.choose(&g, &mut ctx)
            } else {
                heur.choose(&g, &mut ctx)
            };
            r.play(&m.unwrap()).unwrap();
        }
        if let Some(Outcome::Win { winner, points: p }) = r.current().outcome() {
            points += if winner == engine_seat {
                p as i64
            } else {
                -(p as i64)
            };
        }
    }
    let ppg = points as f64 / games as f64;
    assert!(ppg > 0.3, "engine scored {ppg:+.3} points per game");
}

#[test]
fn a_side_with_checkers_off_cannot_be_gammoned() {
    use spelbord_backgammon::eval::Evaluator;
    let mut ev = Evaluator::new(shipped_nets());
    // Black (on roll) has borne off five; White has all fifteen on its 6-point: a race.
    let me = side(&[(6, 4), (5, 3), (4, 3)]);
    let opp = side(&[(6, 15)]);
    let p = ev.on_roll(&me, &opp);
    assert_eq!((p[3], p[4]), (0.0, 0.0), "{p:?}");
    assert!(p[0] > 0.9 && p[1] > 0.0, "{p:?}");
    // Seen from White, the same position: White cannot gammon Black.
    let q = ev.on_roll(&opp, &me);
    assert_eq!((q[1], q[2]), (0.0, 0.0), "{q:?}");
}

/// The computer never doubles when the cube is dead: at 2–0 in a 3-point match after the
/// Crawford game, holding a 2-cube, a win of the game already wins the match.
#[test]
fn no_double_with_a_dead_cube() {
    use spelbord_backgammon::cube::cube_is_dead;
    use spelbord_backgammon::gnubg::game_from_ids;
    // Black (player 0) on roll, 2-0 to 3, post-Crawford, Black owns a 2-cube, a racing
    // position Black is sure to win.
    let mut me = [0u8; 25];
    me[0] = 15;
    let mut opp = [0u8; 25];
    opp[0] = 15;
    let pos = spelbord_backgammon::gnubg::position_id_of(&me, &opp);
    // cube log 1, owner 0, dice owner 0, not Crawford, playing, turn 0, length 3, score 2-0.
    let g = game_from_ids(&pos, "AQFgACAAAAAA", Settings::default()).unwrap();
    assert_eq!(
        (g.cube_value(), g.cube_owner(), g.match_score()),
        (2, Some(0), [2, 0])
    );
    assert!(cube_is_dead(&g, 0));
    assert!(
        g.may_double(0),
        "the rules allow it; only the computer must not"
    );
    for level in [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Strongest,
    ] {
        // The weak levels' whims (3% of pre-roll decisions) would show in 200 tries.
        for seed in 0..200 {
            let mut b = bot(level, seed);
            let mut ctx = SearchContext::new(Limits::time(50.0), native_clock);
            assert_eq!(b.choose(&g, &mut ctx), Some(Move::Roll), "{level:?}");
        }
    }
}

/// A middle-game position from the strongest level's own play (seeded), `me` on roll.
fn middle_game(seed: u64, plies: usize) -> (Side, Side) {
    let mut r = Replay::<Backgammon>::new(Settings::default(), seed);
    let mut b = bot(Level::Medium, seed);
    for _ in 0..plies {
        let g = r.current().clone();
        let mut ctx = SearchContext::new(Limits::time(50.0), native_clock);
        let m = b.choose(&g, &mut ctx).expect("a move");
        r.play(&m).unwrap();
    }
    let g = r.current();
    let (me, opp) = g.sides();
    (*me, *opp)
}

/// The best turn by 1 ply, written out again for the tests below.
fn best_1ply(me: &Side, opp: &Side, dice: [u8; 2], ev: &mut Evaluator) -> Candidate {
    let cands = legal_turns(me, opp, dice);
    *cands
        .iter()
        .max_by(|a, b| {
            equity(&ev.after_move(&a.me, &a.opp)).total_cmp(&equity(&ev.after_move(&b.me, &b.opp)))
        })
        .unwrap()
}

/// The mover's equity after `c` at 2 ply.
fn value2(c: &Candidate, ev: &mut Evaluator) -> f32 {
    ROLLS
        .iter()
        .map(|&(d, w)| {
            let r = best_1ply(&c.opp, &c.me, d, ev);
            -equity(&ev.after_move(&r.me, &r.opp)) * w / 36.0
        })
        .sum()
}

#[test]
fn the_strongest_level_looks_three_plies_deep_at_its_best_candidates() {
    let (me, opp) = middle_game(11, 14);
    let dice = [4, 2];
    let cands = legal_turns(&me, &opp, dice);
    assert!(cands.len() >= 4, "{} candidates", cands.len());
    let mut ev = Evaluator::new(shipped_nets());
    let st = Style {
        deep3: 3,
        margin3: 10.0,
        ..style(Level::Strongest)
    };
    let mut ctx = SearchContext::new(Limits::time(60_000.0), native_clock);
    let ranked = BackgammonBot::new(st, 1).rank(&cands, &mut ev, &mut ctx);
    assert_eq!(ctx.thought.depth, 3);
    let two = BackgammonBot::new(Style { deep3: 0, ..st }, 1).rank(&cands, &mut ev, &mut ctx);
    // The 3-ply look takes the three best at 2 ply, and only those, and orders them.
    let mut top: Vec<usize> = ranked[..3].iter().map(|r| r.0).collect();
    let mut top2: Vec<usize> = two[..3].iter().map(|r| r.0).collect();
    top.sort();
    top2.sort();
    assert_eq!(top, top2);
    assert!(ranked[0].1 >= ranked[1].1 && ranked[1].1 >= ranked[2].1);
    // Each value is the opponent's best reply (by 1 ply) to every roll, valued at 2 ply
    // from our side: every roll of ours and our best answer.
    for &(i, v) in &ranked[..3] {
        let c = &cands[i];
        let mut want = 0.0f32;
        for &(d, w) in ROLLS.iter() {
            let r = best_1ply(&c.opp, &c.me, d, &mut ev);
            let after = Candidate {
                turn: r.turn,
                me: r.opp,
                opp: r.me,
            };
            // Our 2-ply value of the position the reply leaves is minus the replier's.
            let mut ours = 0.0f32;
            for &(d2, w2) in ROLLS.iter() {
                let a = best_1ply(&after.me, &after.opp, d2, &mut ev);
                ours += equity(&ev.after_move(&a.me, &a.opp)) * w2 / 36.0;
            }
            want += ours * w / 36.0;
        }
        assert!((v - want).abs() < 1e-4, "candidate {i}: {v} against {want}");
    }
}

#[test]
fn close_cube_decisions_look_two_plies_deep_for_each_roll() {
    let (me, opp) = middle_game(5, 20);
    let mut ev = Evaluator::new(shipped_nets());
    let mut b = BackgammonBot::new(style(Level::Strongest), 1);
    let got = b.pre_roll_deep(&me, &opp, 3, &mut ev);
    // Each roll: the three best turns by 1 ply, the best of them at 2 ply, its
    // probabilities; weighted over the rolls.
    let mut want = 0.0f32;
    for &(d, w) in ROLLS.iter() {
        let mut cands = legal_turns(&me, &opp, d);
        cands.sort_by(|a, b| {
            equity(&ev.after_move(&b.me, &b.opp)).total_cmp(&equity(&ev.after_move(&a.me, &a.opp)))
        });
        let best = cands
            .iter()
            .take(3)
            .map(|c| value2(c, &mut ev))
            .fold(f32::NEG_INFINITY, f32::max);
        want += best * w / 36.0;
    }
    assert!(
        (equity(&got) - want).abs() < 1e-4,
        "{} against {want}",
        equity(&got)
    );
    // And it is not the 1-ply look's value.
    let shallow = b.pre_roll(&me, &opp, true, &mut ev);
    assert!((equity(&shallow) - want).abs() > 1e-4);
}

/// The strongest level's search (all three depths, no time limit) on `dice`.
fn deep_rank(
    me: &Side,
    opp: &Side,
    dice: [u8; 2],
    seed: u64,
) -> (Vec<Candidate>, Vec<(usize, f32)>) {
    let cands = legal_turns(me, opp, dice);
    let mut ev = Evaluator::new(shipped_nets());
    let mut ctx = SearchContext::new(Limits::time(600_000.0), native_clock);
    let ranked = BackgammonBot::new(style(Level::Strongest), seed).rank(&cands, &mut ev, &mut ctx);
    (cands, ranked)
}

#[test]
fn the_deep_search_ranks_every_legal_turn_once_and_is_deterministic() {
    for (seed, plies, dice) in [
        (3, 9, [6, 1]),
        (11, 14, [4, 2]),
        (21, 30, [5, 5]),
        (5, 40, [3, 1]),
    ] {
        let (me, opp) = middle_game(seed, plies);
        let (cands, ranked) = deep_rank(&me, &opp, dice, 1);
        // Every candidate exactly once, best first by finite values.
        let mut idx: Vec<usize> = ranked.iter().map(|r| r.0).collect();
        idx.sort_unstable();
        assert_eq!(idx, (0..cands.len()).collect::<Vec<_>>(), "seed {seed}");
        assert!(ranked
            .iter()
            .all(|r| r.1.is_finite() && r.1.abs() <= 3.0 + 1e-4));
        // The choice is one of the legal turns for these dice.
        let chosen = cands[ranked[0].0];
        assert!(legal_turns(&me, &opp, dice)
            .iter()
            .any(|c| c.turn == chosen.turn));
        // The same position and seed give the same ranking; another seed too (the
        // strongest level adds no noise).
        let (_, again) = deep_rank(&me, &opp, dice, 1);
        let (_, other) = deep_rank(&me, &opp, dice, 99);
        assert_eq!(format!("{ranked:?}"), format!("{again:?}"));
        assert_eq!(format!("{ranked:?}"), format!("{other:?}"));
    }
}

#[test]
fn with_one_legal_turn_the_deep_search_gives_the_1ply_answer() {
    // On the bar against a five-point board (only its 6-point open): a roll without a 6
    // enters nowhere, and the pass is the one turn.
    let opp = side(&[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (13, 5)]);
    let me = side(&[(25, 1), (6, 5), (8, 3), (13, 4), (24, 2)]);
    for dice in [[5, 5], [4, 1], [3, 2]] {
        let cands = legal_turns(&me, &opp, dice);
        assert_eq!(cands.len(), 1, "{dice:?}: {} candidates", cands.len());
        let (_, ranked) = deep_rank(&me, &opp, dice, 1);
        let mut ev = Evaluator::new(shipped_nets());
        let one = equity(&ev.after_move(&cands[0].me, &cands[0].opp));
        assert_eq!(ranked, vec![(0, one)]);
    }
}

#[test]
fn odd_positions_never_panic_and_get_a_legal_turn() {
    let positions = [
        // Bearoff, both sides with checkers off (the database).
        (
            side(&[(1, 2), (2, 3), (5, 1)]),
            side(&[(1, 1), (3, 2), (6, 2)]),
        ),
        // Bearoff against contact: the opponent still has a checker back.
        (
            side(&[(1, 3), (2, 3), (4, 3)]),
            side(&[(24, 1), (6, 5), (5, 5)]),
        ),
        // On the bar against a closed board (every roll passes).
        (
            side(&[(25, 2), (6, 5), (8, 3), (13, 5)]),
            side(&[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 3), (25, 2)]),
        ),
        // Two on the bar against an open board.
        (
            side(&[(25, 2), (6, 5), (8, 3), (13, 5)]),
            side(&[(6, 5), (8, 3), (13, 5), (24, 2)]),
        ),
        // One checker each left.
        (side(&[(3, 1)]), side(&[(24, 1)])),
        // A prime against a back checker.
        (
            side(&[(4, 2), (5, 2), (6, 2), (7, 2), (8, 2), (9, 2), (13, 3)]),
            side(&[(24, 1), (6, 5), (8, 3), (13, 6)]),
        ),
    ];
    for (me, opp) in positions {
        for (dice, _) in ROLLS {
            let (cands, ranked) = deep_rank(&me, &opp, dice, 1);
            assert!(!cands.is_empty(), "a pass is a candidate");
            assert_eq!(ranked.len(), cands.len());
            assert!(
                ranked.iter().all(|r| r.1.is_finite()),
                "{dice:?}: {ranked:?}"
            );
        }
    }
}
