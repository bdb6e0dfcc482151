//! What the table UI asks: where the next tile of a placement being built may go, the
//! score of a pending placement, and what to draw.
mod common;
use common::*;
use spelbord_ai::Level;
use spelbord_core::Game;
use spelbord_farg_och_form::*;
use std::collections::BTreeSet;

/// The cells for `tile` next, found from the full list of legal moves.
fn cells_from_moves(g: &FargOchForm, partial: &[Placed], tile: Tile) -> Vec<(i32, i32)> {
    let mut out = BTreeSet::new();
    for m in legal(g) {
        let Move::Place(p) = m else { continue };
        if p.len() <= partial.len() || !partial.iter().all(|q| p.items().contains(q)) {
            continue;
        }
        for q in p.items() {
            if q.tile == tile && !partial.iter().any(|r| (r.x, r.y) == (q.x, q.y)) {
                out.insert((q.x as i32, q.y as i32));
            }
        }
    }
    out.into_iter().collect()
}

#[test]
fn the_first_tile_may_go_where_a_legal_first_move_puts_it() {
    let g = pos("", &["Rs Bs Ys Oo Px Gd", "Bo Yo Po Rx Gx Oc"], 0);
    assert_eq!(g.must_play(), 3);
    let rs: Tile = "Rs".parse().unwrap();
    assert_eq!(
        g.cells_for_next_tile(&[], rs),
        vec![(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)]
    );
    let partial = placed("Rs@0,0");
    let bs: Tile = "Bs".parse().unwrap();
    assert_eq!(
        g.cells_for_next_tile(&partial, bs),
        vec![(0, 1), (0, 2), (1, 0), (2, 0)]
    );
    let partial = placed("Rs@0,0 Bs@1,0");
    assert_eq!(
        g.cells_for_next_tile(&partial, "Ys".parse().unwrap()),
        vec![(2, 0)]
    );
    // Oo is in no legal first move with them.
    assert!(g
        .cells_for_next_tile(&partial, "Oo".parse().unwrap())
        .is_empty());
    // A pending first move is scored although it is still short of three tiles.
    assert_eq!(g.placement_score(&partial), Ok(2));
    assert!(g.placement_score(&placed("Rs@0,0 Oo@1,0")).is_err());
}

#[test]
fn next_cells_agree_with_the_legal_moves_through_real_games() {
    let mut bots = vec![bot(Level::Easy, 1), bot(Level::Medium, 2)];
    let mut checked = 0;
    play_game(Settings::default(), 21, &mut bots, |g, m| {
        let Move::Place(p) = m else { return };
        let seat = g.turn().unwrap();
        // Build the chosen move tile by tile; at each step compare the helper with the
        // list of legal moves, for every tile in the hand.
        for k in 0..p.len() {
            let partial = &p.items()[..k];
            for &t in g.hand(seat) {
                assert_eq!(
                    g.cells_for_next_tile(partial, t),
                    cells_from_moves(g, partial, t)
                );
            }
            let next = p.items()[k];
            assert!(g
                .cells_for_next_tile(partial, next.tile)
                .contains(&(next.x as i32, next.y as i32)));
            checked += 1;
        }
        assert_eq!(
            g.placement_score(p.items()).unwrap(),
            check_placement(g.board(), None, g.must_play(), p.items(), true).unwrap()
        );
    });
    assert!(checked > 20);
}

#[test]
fn drawing_accessors_show_the_table_hands_scores_and_last_move() {
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0",
        &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    assert_eq!(g.bounds(), Some((0, 0, 2, 0)));
    assert_eq!(g.tile_at(1, 0), Some("Rx".parse().unwrap()));
    assert_eq!(g.tile_at(1, 1), None);
    assert_eq!(g.board_tiles().len(), 3);
    let m = mv(&g, "Rs@3,0 R*@4,0");
    let g = g.play(&m).unwrap();
    let g = {
        // Draw two tiles from the bag (the driver would do this from the seed).
        let mut g = g;
        let mut outs = Vec::new();
        while g.to_act() == spelbord_core::ToAct::Chance {
            g.chance_outcomes(&mut outs);
            g.apply_chance(&outs[0].0);
        }
        g
    };
    assert_eq!(g.last_move(), Some((0, m)));
    assert_eq!(g.last_move_cells(), vec![(3, 0), (4, 0)]);
    assert_eq!(g.bounds(), Some((0, 0, 4, 0)));
    assert_eq!(g.scores(), &[5, 0]);
    assert_eq!(g.hand(0).len(), 6);
    assert_eq!(g.hand_sizes(), vec![6, 6]);
    assert_eq!(g.turn(), Some(1));
    assert_eq!(g.bag_count(), 108 - 5 - 12);
}
