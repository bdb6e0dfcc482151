//! The computer players: strength against random play, wins in one and forced blocks at
//! every level, mate distance, and cancellation.
use spelbord_ai::random::RandomBot;
use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_connect::{bot, searcher, Connect, ConnectMove, ConnectSettings, Variant, WIN};
use spelbord_core::{Game, Outcome};
use std::sync::atomic::AtomicBool;

fn nodes(n: u64) -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(n),
    }
}

fn pos(settings: ConnectSettings, moves: &str) -> Connect {
    Connect::from_moves(settings, moves).unwrap_or_else(|e| panic!("{moves}: {e}"))
}

#[test]
fn the_strong_bot_beats_random_play_every_time() {
    let games = if cfg!(debug_assertions) { 4 } else { 20 };
    let budget = if cfg!(debug_assertions) {
        3_000
    } else {
        20_000
    };
    for settings in ConnectSettings::all() {
        for game in 0..games {
            let strong_seat = (game % 2) as u8;
            let mut strong = bot(Level::Strongest, game);
            let mut random = RandomBot::new(1000 + game);
            let mut g = Connect::new(settings);
            while let Some(seat) = g.seat_to_move() {
                let mut ctx = SearchContext::new(nodes(budget), native_clock);
                let m = if seat == strong_seat {
                    strong.choose(&g, &mut ctx)
                } else {
                    Bot::<Connect>::choose(&mut random, &g, &mut ctx)
                }
                .expect("a move");
                g = g.play(&m).expect("a legal move");
            }
            assert_eq!(
                g.outcome(),
                Some(Outcome::win(strong_seat)),
                "{settings:?} game {game}\n{}",
                g.diagram()
            );
        }
    }
}

/// Positions with the one right move: (settings, moves, the move, what it shows).
fn must_positions() -> Vec<(ConnectSettings, &'static str, ConnectMove, &'static str)> {
    let fyra = ConnectSettings::new(Variant::Fyra);
    let fem = ConnectSettings::new(Variant::Fem);
    let d = ConnectMove::Drop;
    vec![
        (fyra, "112233", d(4), "win in one rather than block"),
        (
            fyra,
            "121212",
            d(1),
            "vertical win in one rather than block",
        ),
        (fyra, "17273", d(4), "block a row"),
        (fyra, "12121", d(1), "block a column"),
        (fyra, "1223433447", d(4), "win on the diagonal"),
        (fyra, "122343344", d(4), "block the diagonal"),
        (fem, "112233", d(4), "win with the edge disc"),
        (fem, "17273", d(4), "block a line that uses the edge disc"),
        (
            fem,
            "45566771",
            d(4),
            "win on the second row with the red right edge",
        ),
        (fem, "4556677", d(4), "block Red's second row with its edge"),
        (
            fem,
            "17171717",
            d(1),
            "win with five in a column rather than block",
        ),
        (
            fyra.with_popout(true),
            "4112233447",
            ConnectMove::Pop(4),
            "win by a pop that makes lines for both",
        ),
        (
            fyra.with_popout(true),
            "17273",
            d(4),
            "block with PopOut on",
        ),
        (
            fem.with_popout(true),
            "17273",
            d(4),
            "block in fem-i-rad with PopOut",
        ),
    ]
}

#[test]
fn every_level_wins_in_one_and_blocks() {
    for (settings, moves, want, what) in must_positions() {
        let g = pos(settings, moves);
        assert!(
            g.is_legal(&want),
            "{what}: {want} not legal\n{}",
            g.diagram()
        );
        for level in Level::ALL {
            for seed in 0..4 {
                let mut b = bot(level, seed);
                // The level's own time, capped in nodes to keep the test quick.
                let limits = Limits {
                    max_nodes: Some(20_000),
                    ..Limits::time(spelbord_connect::default_time_ms(level))
                };
                let mut ctx = SearchContext::new(limits, native_clock);
                let m = b.choose(&g, &mut ctx);
                assert_eq!(
                    m,
                    Some(want),
                    "{what}, {level:?} seed {seed}\n{}",
                    g.diagram()
                );
            }
        }
    }
}

#[test]
fn the_search_prefers_the_fastest_win() {
    // Red plays 5 for two threats on the bottom row (2 and 6): a win on her next move.
    let g = pos(ConnectSettings::new(Variant::Fyra), "3141");
    let mut s = searcher(Level::Strongest, 1);
    let mut ctx = SearchContext::new(Limits::depth(8), native_clock);
    let m = s.search(&g, &mut ctx);
    assert_eq!(m, Some(ConnectMove::Drop(5)), "{:?}", ctx.thought);
    assert_eq!(ctx.thought.score, Some(WIN - 3));
    assert_eq!(ctx.thought.pv.first().map(String::as_str), Some("5"));
    // And the loser sees the loss: Yellow after 5 loses in 2 plies whatever she does.
    let h = g.play(&ConnectMove::Drop(5)).unwrap();
    let mut ctx = SearchContext::new(Limits::depth(6), native_clock);
    let _ = s.search(&h, &mut ctx);
    assert_eq!(ctx.thought.score, Some(-(WIN - 2)));
}

#[test]
fn a_tiny_budget_still_gives_a_legal_move() {
    let g = pos(ConnectSettings::new(Variant::Fem).with_popout(true), "4435");
    for level in Level::ALL {
        let mut b = bot(level, 3);
        for limits in [nodes(1), Limits::time(0.0)] {
            let mut ctx = SearchContext::new(limits, native_clock);
            let m = b.choose(&g, &mut ctx).expect("a move");
            assert!(g.is_legal(&m), "{level:?}: {m}");
        }
        let stop = AtomicBool::new(true);
        let mut ctx = SearchContext::new(Limits::time(1e9), native_clock).with_stop(&stop);
        let m = b.choose(&g, &mut ctx).expect("a move");
        assert!(g.is_legal(&m));
    }
}

#[test]
fn the_thought_reports_depth_score_and_line() {
    let g = Connect::new(ConnectSettings::new(Variant::Fyra));
    let mut s = searcher(Level::Hard, 1);
    let mut ctx = SearchContext::new(Limits::depth(8), native_clock);
    let m = s.search(&g, &mut ctx).unwrap();
    assert_eq!(ctx.thought.depth, 8);
    assert!(ctx.thought.score.is_some());
    assert_eq!(ctx.thought.pv[0], m.to_string());
    assert!(ctx.thought.pv.len() > 1);
    // The centre is the best first move of Connect Four.
    assert_eq!(m, ConnectMove::Drop(4));
}

#[test]
fn a_finished_game_gets_no_move() {
    let g = pos(ConnectSettings::new(Variant::Fyra), "1212121");
    let mut b = bot(Level::Strongest, 1);
    let mut ctx = SearchContext::new(Limits::time(50.0), native_clock);
    assert_eq!(b.choose(&g, &mut ctx), None);
}

#[test]
fn popout_repetition_ends_the_search_as_a_draw() {
    // The search scores a return to an earlier position as a draw and still moves legally.
    let g = pos(
        ConnectSettings::new(Variant::Fyra).with_popout(true),
        "1 2 p1 p2 1 2",
    );
    let mut b = bot(Level::Strongest, 1);
    let mut ctx = SearchContext::new(nodes(50_000), native_clock);
    let m = b.choose(&g, &mut ctx).unwrap();
    assert!(g.is_legal(&m));
}

#[test]
fn weaker_levels_vary_but_strongest_is_steady() {
    let g = pos(ConnectSettings::new(Variant::Fyra), "44");
    let mut seen = std::collections::HashSet::new();
    for seed in 0..12 {
        let mut b = bot(Level::Beginner, seed);
        let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
        seen.insert(b.choose(&g, &mut ctx).unwrap());
    }
    assert!(seen.len() > 1, "a beginner always plays the same: {seen:?}");
    let mut seen = std::collections::HashSet::new();
    for seed in 0..4 {
        let mut b = bot(Level::Strongest, seed);
        let mut ctx = SearchContext::new(Limits::depth(10), native_clock);
        seen.insert(b.choose(&g, &mut ctx).unwrap());
    }
    assert_eq!(seen.len(), 1);
}

#[test]
fn a_solved_endgame_stops_the_deepening() {
    // Ten empty cells left: once every line reaches the end of the game the search stops,
    // at depth ten or less, instead of deepening to its limit until the time runs out.
    let g = pos(
        ConnectSettings::new(Variant::Fyra),
        "54712566226127126621574377157631",
    );
    assert!(g.outcome().is_none());
    let mut s = searcher(Level::Strongest, 1);
    let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
    let m = s.search(&g, &mut ctx).unwrap();
    assert!(g.is_legal(&m));
    assert!(ctx.thought.depth <= 10, "{:?}", ctx.thought);
}
