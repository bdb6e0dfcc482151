//! Hidden hands: a view shows only what a seat may see; computer players choose from the
//! view alone; determinizing samples the unseen tiles consistently.
mod common;
use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::{Determinize, Game, Replay, Rng, Seat, ToAct};
use spelbord_farg_och_form::*;

/// A game some moves in, with seat `seat` to move.
fn midgame(seed: u64, moves: usize) -> FargOchForm {
    let mut r = Replay::<FargOchForm>::new(Settings::default(), seed);
    let mut bots = [bot(Level::Medium, 1), bot(Level::Medium, 2)];
    for _ in 0..moves {
        let ToAct::Seat(s) = r.current().to_act() else {
            break;
        };
        let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), || 0.0);
        let m = bots[s as usize]
            .choose(&r.current().view(s), &mut ctx)
            .unwrap();
        r.play(&m).unwrap();
    }
    r.current().clone()
}

/// The same position with the other seat's hand and the bag shuffled together and
/// dealt again: what `seat` sees is unchanged.
fn reshuffled(g: &FargOchForm, seat: Seat, seed: u64) -> FargOchForm {
    let v = g.view(seat);
    let mut rng = Rng::new(seed);
    loop {
        let h = FargOchForm::determinize(&v, &mut rng);
        if h != *g {
            return h;
        }
    }
}

#[test]
fn a_view_shows_the_table_own_hand_scores_and_counts_only() {
    let g = midgame(3, 7);
    let seat = g.turn().unwrap();
    let other = 1 - seat;
    let v = g.view(seat);
    assert_eq!(v.hand.tiles(), g.hand(seat));
    assert_eq!(&v.board, g.board());
    assert_eq!(v.scores, g.scores());
    assert_eq!(v.hand_sizes, g.hand_sizes());
    assert_eq!(v.bag_count as usize, g.bag_count());
    // The unseen multiset is the bag plus the other hand.
    let unseen: usize = v.unseen.iter().map(|&c| c as usize).sum();
    assert_eq!(unseen, g.bag_count() + g.hand(other).len());
    for &t in g.hand(other) {
        assert!(v.unseen[t.index()] > 0);
    }
    // Nothing of the other hand or the bag's content is in the view's game.
    assert!(v.game().hand(other).is_empty());
    let h = reshuffled(&g, seat, 9);
    assert_ne!(h.hand(other), g.hand(other));
    assert_eq!(
        h.view(seat),
        v,
        "same view for the seat whatever the others hold"
    );
    assert_ne!(h.view(other), g.view(other));
}

#[test]
fn determinizing_keeps_what_the_seat_sees_and_accounts_for_every_tile() {
    let g = midgame(5, 10);
    let seat = g.turn().unwrap();
    let v = g.view(seat);
    let mut rng = Rng::new(1);
    let mut different = 0;
    for _ in 0..30 {
        let d = FargOchForm::determinize(&v, &mut rng);
        d.check_invariants().unwrap();
        assert_eq!(d.view(seat), v);
        assert_eq!(d.hand_sizes(), g.hand_sizes());
        if d.hand(1 - seat) != g.hand(1 - seat) {
            different += 1;
        }
    }
    assert!(different > 20);
}

#[test]
fn a_computer_players_choice_depends_only_on_its_view() {
    let limits = Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(if cfg!(debug_assertions) { 600 } else { 3_000 }),
    };
    for (seed, moves) in [(3, 6), (8, 15), (12, 30)] {
        let g = midgame(seed, moves);
        let ToAct::Seat(seat) = g.to_act() else {
            continue;
        };
        let h = reshuffled(&g, seat, seed);
        assert_eq!(g.view(seat), h.view(seat));
        for level in Level::ALL {
            let mut ctx_a = SearchContext::new(limits, || 0.0);
            let mut ctx_b = SearchContext::new(limits, || 0.0);
            let a = bot(level, 42).choose(&g.view(seat), &mut ctx_a);
            let b = bot(level, 42).choose(&h.view(seat), &mut ctx_b);
            assert!(a.is_some());
            assert_eq!(a, b, "{level:?} chose differently with the same view");
        }
    }
}
