//! Move-path counts from the start, depths 1–6, from an independent brute-force
//! generator written here from the rules text alone (coordinates and a 5×5 array, no
//! bitboards, no tables shared with the crate), against both of the crate's counters:
//! the fast board perft and the `Game`-level perft the UI and bots see.

use spelbord_alquerque::perft::perft;
use spelbord_alquerque::{Alquerque, AlquerqueSettings, Board};
use spelbord_core::Game;

/// Our own reading of the rules: a cell is 0 empty, 1 Black, 2 White; `grid[row][col]`
/// with row 0 = row 1.
type Grid = [[u8; 5]; 5];

fn start() -> Grid {
    let mut g = [[0; 5]; 5];
    for (r, row) in g.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = match (r, c) {
                (0 | 1, _) | (2, 0 | 1) => 1,
                (3 | 4, _) | (2, 3 | 4) => 2,
                _ => 0,
            };
        }
    }
    g
}

fn on_board(c: i32, r: i32) -> bool {
    (0..5).contains(&c) && (0..5).contains(&r)
}

/// The directions a line leaves (c, r) in: diagonals only where c + r is even.
fn lines_from(c: i32, r: i32) -> Vec<(i32, i32)> {
    let mut v = vec![(1, 0), (-1, 0), (0, 1), (0, -1)];
    if (c + r) % 2 == 0 {
        v.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
    }
    v
}

/// Every complete capture sequence of the piece now on (c, r), continuing while it can.
fn captures(g: &Grid, c: i32, r: i32, me: u8, out: &mut Vec<Grid>) {
    let mut went_on = false;
    for (dc, dr) in lines_from(c, r) {
        let (oc, or) = (c + dc, r + dr);
        let (lc, lr) = (c + 2 * dc, r + 2 * dr);
        if !on_board(lc, lr) {
            continue;
        }
        let victim = g[or as usize][oc as usize];
        if victim == 0 || victim == me || g[lr as usize][lc as usize] != 0 {
            continue;
        }
        went_on = true;
        let mut h = *g;
        h[r as usize][c as usize] = 0;
        h[or as usize][oc as usize] = 0;
        h[lr as usize][lc as usize] = me;
        captures(&h, lc, lr, me, out);
    }
    if !went_on {
        out.push(*g);
    }
}

/// The positions after each legal move of `me` (one entry per move path; two paths
/// can end in the same position and count twice, as they are two moves).
fn children(g: &Grid, me: u8) -> Vec<Grid> {
    let mut caps = Vec::new();
    for r in 0..5 {
        for c in 0..5 {
            if g[r as usize][c as usize] != me {
                continue;
            }
            let mut mine = Vec::new();
            captures(g, c, r, me, &mut mine);
            // A lone entry equal to the position itself means "no capture from here".
            if !(mine.len() == 1 && mine[0] == *g) {
                caps.extend(mine);
            }
        }
    }
    if !caps.is_empty() {
        return caps;
    }
    let mut steps = Vec::new();
    for r in 0..5 {
        for c in 0..5 {
            if g[r as usize][c as usize] != me {
                continue;
            }
            for (dc, dr) in lines_from(c, r) {
                let (tc, tr) = (c + dc, r + dr);
                if on_board(tc, tr) && g[tr as usize][tc as usize] == 0 {
                    let mut h = *g;
                    h[r as usize][c as usize] = 0;
                    h[tr as usize][tc as usize] = me;
                    steps.push(h);
                }
            }
        }
    }
    steps
}

fn brute(g: &Grid, me: u8, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let kids = children(g, me);
    if depth == 1 {
        return kids.len() as u64;
    }
    kids.iter().map(|h| brute(h, 3 - me, depth - 1)).sum()
}

/// The counts for depths 1–9, as both generators agree on them. Depth 1: the four
/// steps into c3; then White must capture (one way only, d4 over c3 and on where it
/// can), which keeps the tree narrow while the board is full.
const TABLE: [u64; 9] = [4, 5, 6, 12, 29, 109, 541, 2730, 14375];

#[test]
fn the_brute_force_generator_gives_the_table() {
    let g = start();
    for (i, &want) in TABLE.iter().enumerate() {
        assert_eq!(
            brute(&g, 1, i as u32 + 1),
            want,
            "brute force, depth {}",
            i + 1
        );
    }
}

#[test]
fn the_board_perft_agrees_with_the_brute_force_generator() {
    let b = Board::start();
    for (i, &want) in TABLE.iter().enumerate() {
        assert_eq!(
            perft(&b, i as u32 + 1),
            want,
            "board perft, depth {}",
            i + 1
        );
    }
}

#[test]
fn the_game_trait_counts_the_same() {
    // The Game-level list (what the UI and bots see) includes the draw rules, which
    // cannot trigger this early.
    let g = Alquerque::new(AlquerqueSettings::default());
    for (i, &want) in TABLE.iter().enumerate() {
        assert_eq!(
            spelbord_core::perft(&g, i as u32 + 1),
            want,
            "game perft, depth {}",
            i + 1
        );
    }
}

#[test]
fn deeper_counts_agree_in_release() {
    // Depths 10–12 are cross-checked only in an optimized build.
    if cfg!(debug_assertions) {
        return;
    }
    let (g, b) = (start(), Board::start());
    for d in 10..=12 {
        assert_eq!(perft(&b, d), brute(&g, 1, d), "depth {d}");
    }
}
