//! Move generation agrees with the placement rule, checked by brute force: every way to
//! fill the empty cells of every short stretch of every row and column near the tiles
//! with tiles from the hand, judged by `check_placement`.
mod common;
use common::*;
use spelbord_ai::Level;
use spelbord_core::Game;
use spelbord_farg_och_form::*;
use std::collections::{HashMap, HashSet};

fn permutations(
    tiles: &[Tile],
    k: usize,
    out: &mut Vec<Vec<Tile>>,
    cur: &mut Vec<Tile>,
    used: &mut Vec<bool>,
) {
    if cur.len() == k {
        out.push(cur.clone());
        return;
    }
    for i in 0..tiles.len() {
        if !used[i] {
            used[i] = true;
            cur.push(tiles[i]);
            permutations(tiles, k, out, cur, used);
            cur.pop();
            used[i] = false;
        }
    }
}

fn brute_force(g: &FargOchForm) -> HashMap<Move, i32> {
    let seat = g.turn().unwrap();
    let hand_tiles = g.hand(seat).to_vec();
    let hand = Hand::of(&hand_tiles);
    let mut found = HashMap::new();
    let (x0, y0, x1, y1) = g.bounds().unwrap_or((0, 0, 0, 0));
    let mut perms_by_k: Vec<Vec<Vec<Tile>>> = Vec::new();
    for k in 0..=hand_tiles.len() {
        let mut out = Vec::new();
        permutations(
            &hand_tiles,
            k,
            &mut out,
            &mut Vec::new(),
            &mut vec![false; hand_tiles.len()],
        );
        perms_by_k.push(out);
    }
    for axis in [Axis::Row, Axis::Column] {
        let (l_lo, l_hi, p_lo, p_hi) = match axis {
            Axis::Row => (y0 - 1, y1 + 1, x0 - 6, x1 + 6),
            Axis::Column => (x0 - 1, x1 + 1, y0 - 6, y1 + 6),
        };
        for l in l_lo..=l_hi {
            for a in p_lo..=p_hi {
                for b in a..(a + 6).min(p_hi + 1) {
                    let cell = |p: i32| match axis {
                        Axis::Row => (p, l),
                        Axis::Column => (l, p),
                    };
                    let empties: Vec<(i32, i32)> = (a..=b)
                        .map(cell)
                        .filter(|&(x, y)| g.tile_at(x, y).is_none())
                        .collect();
                    // Only stretches whose ends are the placed tiles (others repeat).
                    if empties.is_empty()
                        || empties.len() > hand_tiles.len()
                        || empties[0] != cell(a)
                        || *empties.last().unwrap() != cell(b)
                    {
                        continue;
                    }
                    for perm in &perms_by_k[empties.len()] {
                        let items: Vec<Placed> = empties
                            .iter()
                            .zip(perm)
                            .map(|(&(x, y), &t)| Placed::new(t, x as i16, y as i16))
                            .collect();
                        if let Ok(s) =
                            check_placement(g.board(), Some(&hand), g.must_play(), &items, true)
                        {
                            found.insert(Move::Place(Placement::new(&items).unwrap()), s);
                        }
                    }
                }
            }
        }
    }
    found
}

fn generated(g: &FargOchForm) -> HashMap<Move, i32> {
    let mut v = Vec::new();
    g.placements_with_scores(&mut v);
    let n = v.len();
    let map: HashMap<Move, i32> = v.into_iter().map(|(p, s)| (Move::Place(p), s)).collect();
    assert_eq!(map.len(), n, "a placement generated twice");
    map
}

#[test]
fn generation_finds_exactly_the_legal_placements_with_their_scores() {
    let games = if cfg!(debug_assertions) { 1 } else { 6 };
    let mut positions = 0;
    for seed in 0..games {
        let mut bots = vec![bot(Level::Beginner, seed), bot(Level::Medium, seed + 1)];
        let mut k = 0;
        play_game(Settings::default(), seed, &mut bots, |g, _| {
            k += 1;
            let every = if cfg!(debug_assertions) { 12 } else { 4 };
            if k % every != 1 {
                return;
            }
            let gen = generated(g);
            let brute = brute_force(g);
            let a: HashSet<&Move> = gen.keys().collect();
            let b: HashSet<&Move> = brute.keys().collect();
            assert_eq!(
                a, b,
                "generated and brute-force placements differ in\n{g:?}"
            );
            for (m, s) in &gen {
                assert_eq!(brute[m], *s, "score of {m}");
            }
            // And the game's legality check agrees.
            for m in gen.keys() {
                assert!(g.is_legal(m));
            }
            positions += 1;
        });
    }
    assert!(positions > 0);
}

#[test]
fn first_moves_are_every_ordering_of_the_largest_group_right_or_up() {
    let g = pos("", &["Ro Rx Rd Rs Bo Go", "Bs Ys Oo Px Gd Rc"], 0);
    assert_eq!(g.must_play(), 4);
    let gen = generated(&g);
    assert_eq!(gen.len(), 24 * 2);
    assert_eq!(gen, brute_force(&g));
    assert!(gen.values().all(|&s| s == 4));
}

#[test]
fn duplicate_tiles_in_hand_give_each_placement_once() {
    let g = pos(
        "Ro@0,0 Rx@1,0",
        &["Rd Rd Rd Bo Bo Go", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let gen = generated(&g);
    assert_eq!(gen, brute_force(&g));
    let rd_at_2: Vec<_> = gen.keys().filter(|m| m.to_string() == "Rd@2,0").collect();
    assert_eq!(rd_at_2.len(), 1);
}

#[test]
fn the_speed_measurement_runs_on_crowded_tables() {
    // A clock that never moves: one round over the positions.
    let f = measure_placements(|| 0.0, 0.0);
    assert_eq!(f.positions, 40);
    assert_eq!(f.generations, 40);
    assert!(f.tiles_on_table >= 40.0);
    assert!(f.placements > 40);
}
