//! The strongest level's mill guard ("never walks into a mill it could prevent in one
//! move"), in all three games. In Kvarn 12 a block prevents a mill only if it leaves the
//! opponent no side intervention or diagonal custody instead: a block that loses two
//! men to save one prevents nothing.
use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Rng, ToAct};
use spelbord_morris::board::{parse_point, Bits};
use spelbord_morris::search::engine;
use spelbord_morris::{
    bot, guarded_moves, style, First, Morris, MorrisBot, MorrisMove, MorrisSettings, Pos, Style,
    Variant,
};

fn bits(names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|n| 1 << parse_point(n).unwrap())
        .fold(0, |a, b| a | b)
}

fn nodes(n: u64) -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(n),
    }
}

/// Whether the opponent can close a mill on its next turn after `m` (from the legal
/// moves alone, independent of the guard's own test).
fn allows_a_mill(g: &Morris, m: &MorrisMove) -> bool {
    let after = g.clone().play(m).unwrap();
    if after.outcome().is_some() {
        return false;
    }
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    replies.iter().any(|r| r.remove.is_some())
}

/// Whether the opponent can take a man on its next turn after `m` (a mill, or in Kvarn
/// 12 a side intervention or a diagonal custody), from the legal moves alone.
fn allows_a_capture(g: &Morris, m: &MorrisMove) -> bool {
    let after = g.clone().play(m).unwrap();
    if after.outcome().is_some() {
        return false;
    }
    let mine = after.pos().total(g.turn());
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    replies
        .iter()
        .any(|r| after.clone().play(r).unwrap().pos().total(g.turn()) < mine)
}

/// A game of `plies` random turns (fewer if it ends first).
fn random_game(s: MorrisSettings, plies: usize, rng: &mut Rng) -> Morris {
    let mut g = Morris::new(s.with_first(First::White));
    let mut moves = Vec::new();
    for _ in 0..plies {
        if !matches!(g.to_act(), ToAct::Seat(_)) {
            break;
        }
        g.legal_moves(&mut moves);
        let m = moves[rng.below(moves.len() as u64) as usize];
        g.play_unchecked(&m);
    }
    g
}

/// Whether `m` itself takes a man (a trade counts as preventing).
fn takes(g: &Morris, m: &MorrisMove) -> bool {
    let after = g.clone().play(m).unwrap();
    after.pos().total(1 - g.turn()) < g.pos().total(1 - g.turn())
}

/// Kvarn 12 while placing, Blue to move (Yellow 9 in hand, Blue 10): Yellow threatens
/// the diagonal mill g1-f2-e3, and Blue's second man stands on `blue`.
fn kvarn12_threat(blue: &str) -> Morris {
    Morris::with_position(
        MorrisSettings::new(Variant::Kvarn12).with_first(First::White),
        Pos {
            men: [bits("b6 e3 g1"), bits(&format!("d1 {blue}"))],
            hand: [9, 10],
            turn: 1,
        },
    )
    .unwrap()
}

#[test]
fn in_kvarn_12_the_strongest_level_blocks_the_mill_it_can_prevent() {
    // Only a Blue man on f2 stops the mill, and with Blue's other man on a4 nothing
    // takes it there.
    let g = kvarn12_threat("a4");
    let set = guarded_moves(&g).expect("the guard has a choice to make here");
    assert_eq!(
        set.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        ["f2"]
    );
    for seed in 0..3 {
        let mut b = bot(Level::Strongest, seed);
        let mut ctx = SearchContext::new(nodes(200_000), || 0.0);
        let m = b.choose(&g, &mut ctx).unwrap();
        assert!(!allows_a_mill(&g, &m), "{m} leaves Yellow the mill");
        assert_eq!(m.to_string(), "f2");
    }
}

#[test]
fn in_kvarn_12_a_block_that_walks_into_side_intervention_prevents_nothing() {
    // With Blue's other man on f6 instead, a Blue man on f2 stands on the corner of the
    // side f2-f4-f6 beside it, and Yellow's f4 takes both (and the mill is open again).
    // The guard has no block to offer, and the level does not walk into that one.
    let g = kvarn12_threat("f6");
    assert_eq!(guarded_moves(&g), None);
    let f2 = "f2".parse::<MorrisMove>().unwrap();
    assert!(allows_a_capture(&g, &f2) && !allows_a_mill(&g, &f2));
    let mut after = g.clone().play(&f2).unwrap();
    after = after.play(&"f4".parse().unwrap()).unwrap();
    assert_eq!(after.pos().total(1), g.pos().total(1) - 2);
    for seed in 0..3 {
        let mut b = bot(Level::Strongest, seed);
        let mut ctx = SearchContext::new(nodes(200_000), || 0.0);
        let m = b.choose(&g, &mut ctx).unwrap();
        assert_ne!(m.to_string(), "f2");
    }
}

#[test]
fn the_strongest_level_never_walks_into_a_mill_it_could_prevent() {
    // Positions of every phase from random play in all three games; wherever the
    // opponent threatens a mill and some move would stop every mill of its next turn
    // without leaving it another capture (Kvarn 12's side intervention or custody), the
    // strongest level's move must
    // stop them too or itself take a man (a trade), unless every such move loses by force
    // (then it may choose the longest defence among all).
    let mut rng = Rng::new(31);
    let mut preventable = [0; 3];
    let mut free_lets_through = 0;
    for (k, v) in Variant::ALL.into_iter().enumerate() {
        for game in 0..50u64 {
            let plies = 4 + rng.below(30) as usize;
            let g = random_game(MorrisSettings::new(v), plies, &mut rng);
            if !matches!(g.to_act(), ToAct::Seat(_)) {
                continue;
            }
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            let stoppers: Vec<_> = moves
                .iter()
                .filter(|m| !allows_a_capture(&g, m) || takes(&g, m))
                .collect();
            // The guard answers a mill threat (a move that takes nothing and lets a mill
            // through); a side intervention or custody threatened alone is the search's.
            let mill_threat = moves.iter().any(|m| allows_a_mill(&g, m) && !takes(&g, m));
            if !mill_threat || stoppers.is_empty() || stoppers.len() == moves.len() {
                continue;
            }
            preventable[k] += 1;
            // The same search without the guard, which must sometimes let the capture
            // through for this test to test the guard.
            let mut free = MorrisBot::with_style(
                Style {
                    guard: false,
                    ..style(Level::Strongest)
                },
                game,
            );
            let mut ctx = SearchContext::new(nodes(30_000), || 0.0);
            let m = free.choose(&g, &mut ctx).unwrap();
            free_lets_through += (allows_a_capture(&g, &m) && !takes(&g, &m)) as u32;
            let mut b = bot(Level::Strongest, game);
            let mut ctx = SearchContext::new(nodes(30_000), || 0.0);
            let m = b.choose(&g, &mut ctx).unwrap();
            if allows_a_capture(&g, &m) && !takes(&g, &m) {
                // Only the fallback may do this: every stopper loses by force.
                let mut e = engine(*g.rules(), 16);
                e.root_moves = stoppers.iter().map(|m| **m).collect();
                let mut c = SearchContext::new(nodes(30_000), || 0.0);
                let f = e.search(g.pos(), g.quiet_moves(), g.game_keys(), 80, 0, &mut c);
                assert!(
                    f.score <= -spelbord_morris::search::WIN_BOUND,
                    "{v:?}: {m} lets the opponent take a man; {} would not\n{}",
                    stoppers[0],
                    g.ascii()
                );
            }
        }
    }
    assert!(preventable.iter().all(|&n| n >= 10), "{preventable:?}");
    assert!(free_lets_through >= 3, "{free_lets_through}");
}

#[test]
fn the_fast_mill_test_agrees_with_the_move_list() {
    // Pos::can_close_mill (what the guard asks after every move, in the tree too) against
    // the legal moves with a removal, over positions of every phase of every game, flying
    // Kvarn included.
    let mut rng = Rng::new(7);
    let mut yes = 0;
    let mut checked = 0;
    for s in [
        MorrisSettings::new(Variant::Kvarn),
        MorrisSettings::new(Variant::Kvarn).with_flying(true),
        MorrisSettings::new(Variant::Kvarn12),
        MorrisSettings::new(Variant::TreIRad),
    ] {
        for _ in 0..300 {
            let plies = rng.below(80) as usize;
            let g = random_game(s, plies, &mut rng);
            let mut list = Vec::new();
            g.pos().generate(g.rules(), &mut list);
            let by_list = list.iter().any(|m| m.remove.is_some());
            assert_eq!(
                g.pos().can_close_mill(g.rules()),
                by_list,
                "{:?}\n{}",
                s.variant,
                g.ascii()
            );
            checked += 1;
            yes += by_list as u32;
        }
    }
    assert!(yes >= 200 && checked - yes >= 200, "{yes} of {checked}");
}

#[test]
fn the_horizon_sees_side_intervention_and_custody() {
    // Kvarn 12, Yellow to move: g4-g1 puts Yellow on both corners of the side a1-d1-g1,
    // and Blue's d2-d1 then takes both by side intervention. A one-ply search sees it
    // only if the quiescence plays automatic captures out as it does mills (a block
    // walking into one is what the guard must weigh in Kvarn 12).
    let g = Morris::with_position(
        MorrisSettings::new(Variant::Kvarn12).with_first(First::White),
        Pos {
            men: [bits("a1 g4 c5 d6"), bits("d2 b6 f4 e3")],
            hand: [0, 0],
            turn: 0,
        },
    )
    .unwrap();
    let mut e = engine(*g.rules(), 12);
    let mut ctx = SearchContext::new(nodes(u64::MAX), || 0.0);
    let f = e.search(g.pos(), 0, g.game_keys(), 1, i32::MAX, &mut ctx);
    let score = |name: &str| {
        f.root_scores
            .iter()
            .find(|(m, _)| m.to_string() == name)
            .map(|&(_, s)| s)
            .unwrap()
    };
    let best = f.root_scores.iter().map(|&(_, s)| s).max().unwrap();
    assert!(
        score("g4-g1") <= best - 150,
        "g4-g1 {} best {best}: {:?}",
        score("g4-g1"),
        f.root_scores
    );
}

#[test]
fn the_automatic_capture_test_agrees_with_the_moves_played() {
    // Pos::can_capture_automatically (the guard's test of a block in Kvarn 12) against
    // the legal moves played out: some move takes more men than its mill removal. Never
    // in Kvarn or Tre i rad.
    let mut rng = Rng::new(11);
    let mut yes = 0;
    for v in Variant::ALL {
        for _ in 0..300 {
            let plies = rng.below(60) as usize;
            let g = random_game(MorrisSettings::new(v), plies, &mut rng);
            if !matches!(g.to_act(), ToAct::Seat(_)) {
                continue;
            }
            let theirs = g.pos().total(1 - g.turn());
            let mut list = Vec::new();
            g.legal_moves(&mut list);
            let by_play = list.iter().any(|m| {
                let after = g.clone().play(m).unwrap();
                theirs - after.pos().total(1 - g.turn()) > m.remove.is_some() as u32
            });
            assert_eq!(
                g.pos().can_capture_automatically(g.rules()),
                by_play,
                "{v:?}\n{}",
                g.ascii()
            );
            yes += by_play as u32;
            assert!(!by_play || v == Variant::Kvarn12);
        }
    }
    assert!(yes >= 50, "{yes}");
}
