//! The engine and the bots: the incremental window agrees with a fresh count, every level
//! takes a win and blocks a four, the threat searches prove what the rules confirm.

mod common;

use common::*;
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Rng, ToAct};
use spelbord_luffarschack::search::{Engine, How, WIN_BOUND};
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{
    bot, style, Cell, Luffarschack, LuffarschackBot, LuffarschackSettings, Paper,
};

/// A random game of `n` marks that stays near the marks (so threats arise).
fn random_game(settings: LuffarschackSettings, n: usize, rng: &mut Rng) -> Luffarschack {
    let mut g = Luffarschack::new(settings);
    let mut moves = Vec::new();
    for _ in 0..n {
        if !matches!(g.to_act(), ToAct::Seat(_)) {
            break;
        }
        g.legal_moves(&mut moves);
        let near: Vec<Cell> = match g.last_move() {
            Some(l) => moves
                .iter()
                .copied()
                .filter(|c| c.distance(l) <= 2)
                .collect(),
            None => moves.clone(),
        };
        let pool = if near.is_empty() { &moves } else { &near };
        let m = pool[rng.below(pool.len() as u64) as usize];
        g.play_unchecked(&m);
    }
    g
}

#[test]
fn the_window_keeps_its_patterns_up_to_date() {
    let mut rng = Rng::new(9);
    for s in [
        LuffarschackSettings::default(),
        LuffarschackSettings {
            exactly_five: true,
            ..Default::default()
        },
        LuffarschackSettings {
            board: Paper::Board15,
            ..Default::default()
        },
    ] {
        for _ in 0..6 {
            let g = random_game(s, 40, &mut rng);
            let mut w = Window::of_game(&g);
            w.check().unwrap();
            // Make and take back random candidate moves, checking against a fresh count.
            for _ in 0..30 {
                let c: Vec<_> = w.candidates().collect();
                if c.is_empty() {
                    break;
                }
                let m = c[rng.below(c.len() as u64) as usize];
                w.make(m);
                w.check().unwrap();
                if rng.below(3) == 0 {
                    w.unmake();
                    w.check().unwrap();
                }
            }
        }
    }
}

#[test]
fn the_window_key_is_the_game_key() {
    let mut rng = Rng::new(4);
    let g = random_game(LuffarschackSettings::default(), 30, &mut rng);
    let w = Window::of_game(&g);
    let side = if g.to_move() as usize == 1 {
        0x5bd1_e995_2c6e_1f37
    } else {
        0
    };
    assert_eq!(w.hash(), g.hash_key() ^ side);
}

#[test]
fn every_level_takes_a_win_in_one() {
    // Crosses have four in a row with one end open; rings have a four too, but crosses
    // move first.
    let g = endless(
        &[(0, 0), (1, 0), (2, 0), (3, 0), (-5, -5)],
        &[(-1, 0), (0, 5), (1, 5), (2, 5), (3, 5)],
    );
    assert_eq!(g.to_act(), ToAct::Seat(0));
    for level in Level::ALL {
        for seed in 0..4 {
            let m = bot(level, seed).choose(&g, &mut nodes(50_000)).unwrap();
            assert_eq!(m, Cell::new(4, 0), "{level:?} seed {seed}");
        }
    }
}

#[test]
fn every_level_blocks_a_four() {
    // Rings threaten five at 4,5 (a four closed at the other end); crosses have nothing.
    let g = endless(
        &[(0, 0), (5, 0), (-3, 3), (-1, 5)],
        &[(0, 5), (1, 5), (2, 5), (3, 5)],
    );
    assert_eq!(g.to_act(), ToAct::Seat(0));
    for level in Level::ALL {
        for seed in 0..4 {
            let m = bot(level, seed).choose(&g, &mut nodes(50_000)).unwrap();
            assert_eq!(m, Cell::new(4, 5), "{level:?} seed {seed}");
        }
    }
}

#[test]
fn every_level_plays_an_open_four_when_it_has_an_open_three() {
    // Crosses: an open three 0..2,0; rings have nothing pressing.
    let g = endless(&[(0, 0), (1, 0), (2, 0)], &[(0, 3), (5, 5), (-4, 4)]);
    for level in Level::ALL {
        let m = bot(level, 1).choose(&g, &mut nodes(50_000)).unwrap();
        let h = after(&g, m);
        assert!(
            five_points(&h, spelbord_luffarschack::Mark::Cross).len() >= 2,
            "{level:?} played {m}"
        );
    }
}

#[test]
fn the_stronger_levels_answer_an_open_three() {
    // Rings have an open three 0..2,3 and crosses no four to play: they must block it
    // (at one of its ends or beyond) or lose to the open four.
    let g = endless(
        &[(0, 0), (-3, -1), (5, -2), (7, 0)],
        &[(0, 3), (1, 3), (2, 3), (-6, 6)],
    );
    for level in [Level::Medium, Level::Hard, Level::Strongest] {
        let m = bot(level, 2).choose(&g, &mut nodes(200_000)).unwrap();
        let h = after(&g, m);
        let mut w = Window::of_game(&h);
        let lost = Engine::new(12)
            .vcf(&mut w, 4, 100_000, f64::INFINITY, &mut nodes(1_000_000))
            .is_some()
            || w.has_at_least(1, spelbord_luffarschack::pattern::class::OPEN_FOUR);
        assert!(!lost, "{level:?} played {m}, leaving the three open");
    }
}

#[test]
fn the_strongest_level_finds_a_four_three() {
    // 3,0 makes a four (0..3,0, closed by the ring at -1,0) and an open three (3,0..3,2):
    // after the forced block at 4,0 the three becomes an open four.
    let g = endless(
        &[(0, 0), (1, 0), (2, 0), (3, 1), (3, 2)],
        &[(-1, 0), (10, 10), (-10, 10), (10, -10), (-10, -10)],
    );
    let mut w = Window::of_game(&g);
    let line = Engine::new(14)
        .vcf(&mut w, 8, 100_000, f64::INFINITY, &mut nodes(1_000_000))
        .expect("a VCF");
    let cells: Vec<Cell> = line.iter().map(|&i| w.cell(i)).collect();
    assert_eq!(cells[0], Cell::new(3, 0));
    check_vcf_line(&g, &cells).unwrap();
    let mut b = LuffarschackBot::new(Level::Strongest, 0);
    let mut ctx = nodes(1_000_000);
    assert_eq!(b.choose(&g, &mut ctx), Some(Cell::new(3, 0)));
    assert!(ctx.thought.score.unwrap() >= WIN_BOUND);
}

#[test]
fn the_engine_vcf_agrees_with_a_solver_that_knows_only_the_rules() {
    let mut rng = Rng::new(21);
    let mut found = 0;
    let mut tried = 0;
    for exact in [false, true] {
        let s = LuffarschackSettings {
            exactly_five: exact,
            ..Default::default()
        };
        while tried < 60 {
            let g = random_game(s, 14 + rng.below(16) as usize, &mut rng);
            if g.outcome().is_some() {
                continue;
            }
            tried += 1;
            let mut w = Window::of_game(&g);
            let line =
                Engine::new(14).vcf(&mut w, 3, u64::MAX, f64::INFINITY, &mut nodes(u64::MAX));
            let naive = naive_vcf(&g, 3);
            assert_eq!(
                line.is_some(),
                naive,
                "engine vs rules on\n{}\n{:?}\n{:?}",
                g.ascii(),
                g.moves()
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
                line.as_ref()
                    .map(|l| l.iter().map(|&i| w.cell(i).to_string()).collect::<Vec<_>>())
            );
            if let Some(line) = line {
                found += 1;
                let cells: Vec<Cell> = line.iter().map(|&i| w.cell(i)).collect();
                check_vcf_line(&g, &cells).unwrap_or_else(|e| panic!("{e}\n{}", g.ascii()));
            }
        }
        tried = 0;
    }
    assert!(
        found >= 10,
        "only {found} positions had a VCF: the test proves little"
    );
}

#[test]
fn every_level_answers_legally_and_ends_games() {
    let mut rng = Rng::new(5);
    for s in [
        LuffarschackSettings::default(),
        LuffarschackSettings {
            board: Paper::Board15,
            exactly_five: true,
            russian_opening: true,
        },
        LuffarschackSettings {
            russian_opening: true,
            ..Default::default()
        },
    ] {
        for level in Level::ALL {
            let mut g = Luffarschack::new(s);
            let mut a = bot(level, rng.next_u64());
            let mut b = bot(Level::Beginner, rng.next_u64());
            for ply in 0..90 {
                let ToAct::Seat(seat) = g.to_act() else { break };
                let p = if seat == 0 { &mut a } else { &mut b };
                let m = p.choose(&g, &mut nodes(8_000)).expect("a move");
                assert!(
                    g.is_legal(&m),
                    "{level:?} ply {ply}: {m} ({})",
                    g.why_illegal(&m)
                );
                g.play_unchecked(&m);
            }
            assert!(
                g.outcome().is_some(),
                "{level:?} did not finish a game against the beginner\n{}",
                g.ascii()
            );
        }
    }
}

#[test]
fn the_style_ladder_grows_stronger() {
    let s: Vec<_> = Level::ALL.iter().map(|&l| style(l)).collect();
    for w in s.windows(2) {
        assert!(w[1].vcf_depth >= w[0].vcf_depth && w[1].max_depth >= w[0].max_depth);
        assert!(w[1].noise <= w[0].noise);
    }
    let mut w = Window::of_game(&endless(&[(0, 0)], &[]));
    let f = Engine::new(10).think(
        &mut w,
        &style(Level::Strongest),
        &mut Rng::new(1),
        &mut nodes(10_000),
    );
    assert_eq!(f.how, How::Search);
}

#[test]
fn the_engine_plays_far_from_the_origin_and_at_the_edge_of_the_paper() {
    use spelbord_luffarschack::cell::LIMIT;
    // A fight a million cells out, and one at the last representable cells.
    for (x, y) in [(1_000_000, -1_000_000), (LIMIT - 1, LIMIT - 1)] {
        let g = endless(
            &[(0, 0), (x, y), (x - 1, y), (x - 2, y)],
            &[(x, y - 1), (x + 1, y + 1), (x - 3, y)],
        );
        for level in Level::ALL {
            let m = bot(level, 7).choose(&g, &mut nodes(30_000)).unwrap();
            assert!(g.is_legal(&m), "{level:?}: {m}");
            assert!(
                m.distance(Cell::new(x, y)) <= 4,
                "{level:?} wandered off to {m}"
            );
        }
    }
    // Two fights a billion cells apart, wider than any window: a four far from the
    // latest move is still blocked.
    let g = endless(
        &[
            (0, 0),
            (LIMIT, LIMIT),
            (LIMIT, LIMIT - 2),
            (LIMIT - 2, LIMIT),
            (LIMIT - 4, LIMIT - 4),
        ],
        &[(1, 0), (2, 0), (3, 0), (4, 0), (LIMIT - 5, LIMIT)],
    );
    assert!(Window::of_game(&g).index(Cell::new(4, 0)).is_none());
    for level in Level::ALL {
        let m = bot(level, 1).choose(&g, &mut nodes(30_000)).unwrap();
        // The rings' four 1..4,0 is closed by the cross at the origin: 5,0 is the block.
        assert_eq!(m, Cell::new(5, 0), "{level:?}");
    }
}

#[test]
fn the_main_search_hands_the_window_back_at_the_root() {
    // The shared search holds the window as handles and takes marks back to reach
    // them; after a search cut off anywhere the window must be the position it got.
    let mut rng = Rng::new(11);
    for n in [6, 14, 24] {
        let g = random_game(LuffarschackSettings::default(), n, &mut rng);
        if !matches!(g.to_act(), ToAct::Seat(_)) {
            continue;
        }
        let mut w = Window::of_game(&g);
        let before = (w.hash(), w.stones(), w.side());
        for budget in [50, 3_000, 20_000] {
            let f = Engine::new(12).think(
                &mut w,
                &style(Level::Strongest),
                &mut Rng::new(1),
                &mut nodes(budget),
            );
            assert_eq!((w.hash(), w.stones(), w.side()), before);
            assert!(w.check().is_ok(), "{:?}", w.check());
            let best = f.best.expect("a move");
            assert!(w.is_empty(best), "{} plays on a mark", w.cell(best));
        }
    }
}
