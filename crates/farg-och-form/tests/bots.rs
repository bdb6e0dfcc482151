//! The computer players: every level plays whole games with legal moves only, greedy
//! takes the highest score, the beginner levels play decent but not always the best.
mod common;
use common::*;
use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::Game;
use spelbord_farg_och_form::*;

fn ctx() -> SearchContext<'static> {
    SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(if cfg!(debug_assertions) { 300 } else { 1_500 }),
        },
        || 0.0,
    )
}

#[test]
fn every_level_plays_whole_games_of_every_size_legally() {
    for players in 2..=4u8 {
        let mut bots: Vec<_> = (0..players)
            .map(|s| bot(Level::ALL[(s as usize + players as usize) % 5], s as u64))
            .collect();
        let r = play_game(Settings { players }, players as u64, &mut bots, |_, _| {});
        assert!(r.current().outcome().is_some());
        r.current().check_invariants().unwrap();
    }
}

#[test]
fn greedy_takes_the_highest_score_and_casual_is_decent_but_not_always_best() {
    let mut greedy = bot(Level::Medium, 1);
    let mut beginner = bot(Level::Beginner, 1);
    let (mut best_sum, mut beginner_sum, mut beginner_best, mut n) = (0, 0, 0, 0);
    let mut drivers = vec![bot(Level::Easy, 5), bot(Level::Easy, 6)];
    for seed in 0..4 {
        play_game(Settings::default(), seed, &mut drivers, |g, _| {
            let seat = g.turn().unwrap();
            let mut ps = Vec::new();
            g.placements_with_scores(&mut ps);
            let Some(best) = ps.iter().map(|&(_, s)| s).max() else {
                return;
            };
            let v = g.view(seat);
            let Some(Move::Place(p)) = greedy.choose(&v, &mut ctx()) else {
                panic!("greedy did not place")
            };
            assert_eq!(g.placement_score(p.items()).unwrap(), best);
            let Some(Move::Place(q)) = beginner.choose(&v, &mut ctx()) else {
                panic!("the beginner did not place")
            };
            let s = g.placement_score(q.items()).unwrap();
            beginner_sum += s;
            best_sum += best;
            beginner_best += (s == best) as i32;
            n += 1;
        });
    }
    assert!(n > 40);
    assert!(
        beginner_best < n * 9 / 10,
        "the beginner always found the best ({beginner_best}/{n})"
    );
    assert!(
        beginner_sum * 2 > best_sum,
        "the beginner is not decent: {beginner_sum} of {best_sum}"
    );
}

#[test]
fn every_level_answers_legally_beside_a_closed_line() {
    // A full line of six: no tile may join it.
    let six = "Ro@0,0 Rx@1,0 Rd@2,0 Rs@3,0 R*@4,0 Rc@5,0";
    let g = pos(six, &["Ro Bd Gc Y* Pc Rd", "Bs Ys Oo Px Gd Rc"], 0);
    for level in Level::ALL {
        let m = bot(level, 3).choose(&g.view(0), &mut ctx()).unwrap();
        assert!(g.is_legal(&m), "{level:?}: {m}");
    }
}

#[test]
fn time_budgets_grow_with_the_level_and_fit_the_browser() {
    let t: Vec<f64> = Level::ALL.iter().map(|&l| default_time_ms(l)).collect();
    assert!(t.windows(2).all(|w| w[0] <= w[1]));
    // The strongest must answer within a second in WebAssembly (~2x slower than native).
    assert!(t[4] * 2.0 <= 1000.0);
}
