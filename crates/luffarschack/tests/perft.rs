//! Move-path counts. Luffarschack has no published perft tables, so the counts are
//! cross-checked against arithmetic (the bounded boards) and against a brute-force
//! generator written here from the rules alone (the endless paper).

use spelbord_core::{perft, Game};
use spelbord_luffarschack::{Luffarschack, LuffarschackSettings, Paper, NEAR};
use std::collections::HashMap;

fn on(board: Paper, russian_opening: bool) -> Luffarschack {
    Luffarschack::new(LuffarschackSettings {
        board,
        exactly_five: false,
        russian_opening,
    })
}

#[test]
fn perft_bounded_boards_match_arithmetic() {
    let g = on(Paper::Board15, false);
    assert_eq!(perft(&g, 1), 225);
    assert_eq!(perft(&g, 2), 225 * 224);
    let g = on(Paper::Board19, false);
    assert_eq!(perft(&g, 2), 361 * 360);
    // Russian opening on 15×15: the centre; any of the 224 others; then a cell outside
    // the 5×5 square (200 cells, one fewer when White's mark is among them).
    let g = on(Paper::Board15, true);
    assert_eq!(perft(&g, 1), 1);
    assert_eq!(perft(&g, 2), 224);
    assert_eq!(perft(&g, 3), 24 * 200 + 200 * 199);
    let g = on(Paper::Board19, true);
    assert_eq!(perft(&g, 3), 24 * (361 - 25) + (360 - 24) * (361 - 25 - 1));
}

/// An independent count on endless paper: the origin first, then every empty cell
/// within `NEAR` of a mark, a line of five ending the game.
fn brute(marks: &mut HashMap<(i32, i32), u8>, turn: u8, first: bool, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut cells: Vec<(i32, i32)> = if first {
        vec![(0, 0)]
    } else {
        let mut v = Vec::new();
        for &(x, y) in marks.keys() {
            for dy in -NEAR..=NEAR {
                for dx in -NEAR..=NEAR {
                    let c = (x + dx, y + dy);
                    if !marks.contains_key(&c) && !v.contains(&c) {
                        v.push(c);
                    }
                }
            }
        }
        v
    };
    cells.sort();
    let mut total = 0;
    for c in cells {
        marks.insert(c, turn);
        let five = [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
            let run = |s: i32| {
                (1..5)
                    .take_while(|k| marks.get(&(c.0 + s * k * dx, c.1 + s * k * dy)) == Some(&turn))
                    .count()
            };
            1 + run(1) + run(-1) >= 5
        });
        total += if depth == 1 {
            1
        } else if five {
            0
        } else {
            brute(marks, 1 - turn, false, depth - 1)
        };
        marks.remove(&c);
    }
    total
}

#[test]
fn perft_endless_paper_matches_a_brute_force_count() {
    let g = Luffarschack::new(LuffarschackSettings::default());
    let mut marks = HashMap::new();
    for depth in 1..=4 {
        assert_eq!(
            perft(&g, depth),
            brute(&mut marks, 0, true, depth),
            "depth {depth}"
        );
    }
    assert_eq!(perft(&g, 1), 1);
    assert_eq!(perft(&g, 2), 24);
    // From a middle game where crosses have four: games end inside the count.
    let mut g = g;
    let mut marks = HashMap::new();
    for (i, t) in ["0,0", "0,1", "1,0", "1,1", "2,0", "5,5", "3,0", "-1,2"]
        .iter()
        .enumerate()
    {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
        marks.insert((m.x, m.y), (i % 2) as u8);
    }
    for depth in 1..=3 {
        assert_eq!(
            perft(&g, depth),
            brute(&mut marks, 0, false, depth),
            "depth {depth}"
        );
    }
}
