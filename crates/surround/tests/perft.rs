//! Move-path counts from the start from an independent brute-force generator written
//! here from the rules text alone (a 6×6 array and flood fills, nothing shared with the
//! crate), against the crate's board perft and its `Game`-level perft.

use spelbord_core::Game;
use spelbord_surround::perft::perft;
use spelbord_surround::{Board, Surround, SurroundSettings};

/// 0 empty, 1 White, 2 Black; `grid[row][col]`, row 0 = row 1.
type Grid = [[u8; 6]; 6];

fn start() -> Grid {
    let mut g = [[0; 6]; 6];
    g[0] = [1; 6];
    g[5] = [2; 6];
    g
}

const DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

fn inside(c: i32, r: i32) -> bool {
    (0..6).contains(&c) && (0..6).contains(&r)
}

/// The group at (c, r) and whether it has an opening.
fn group(g: &Grid, c: i32, r: i32) -> (Vec<(i32, i32)>, bool) {
    let who = g[r as usize][c as usize];
    let mut seen = vec![(c, r)];
    let mut i = 0;
    let mut open = false;
    while i < seen.len() {
        let (x, y) = seen[i];
        i += 1;
        for (dx, dy) in DIRS {
            let (nx, ny) = (x + dx, y + dy);
            if !inside(nx, ny) {
                continue;
            }
            let v = g[ny as usize][nx as usize];
            if v == 0 {
                open = true;
            } else if v == who && !seen.contains(&(nx, ny)) {
                seen.push((nx, ny));
            }
        }
    }
    (seen, open)
}

fn children(g: &Grid, me: u8) -> Vec<Grid> {
    let mut out = Vec::new();
    let has = |g: &Grid, w: u8| g.iter().flatten().any(|&v| v == w);
    if !has(g, 1) || !has(g, 2) {
        return out;
    }
    for r in 0..6 {
        for c in 0..6 {
            if g[r as usize][c as usize] != me {
                continue;
            }
            for (dx, dy) in DIRS {
                let (tc, tr) = (c + dx, r + dy);
                if !inside(tc, tr) || g[tr as usize][tc as usize] != 0 {
                    continue;
                }
                let mut h = *g;
                h[r as usize][c as usize] = 0;
                h[tr as usize][tc as usize] = me;
                // Every enclosed opposing group anywhere goes.
                let mut taken = false;
                let mut gone = Vec::new();
                for y in 0..6 {
                    for x in 0..6 {
                        if h[y as usize][x as usize] == 3 - me {
                            let (cells, open) = group(&h, x, y);
                            if !open {
                                gone.extend(cells);
                            }
                        }
                    }
                }
                for (x, y) in gone {
                    h[y as usize][x as usize] = 0;
                    taken = true;
                }
                if !taken && !group(&h, tc, tr).1 {
                    continue;
                }
                out.push(h);
            }
        }
    }
    out
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

/// The counts for depths 1–7, as both generators agree on them.
const TABLE: [u64; 7] = [6, 36, 372, 3844, 41534, 448618, 5469178];

#[test]
fn the_brute_force_generator_gives_the_table() {
    let deepest = if cfg!(debug_assertions) { 4 } else { 6 };
    let g = start();
    for (i, &want) in TABLE.iter().enumerate().take(deepest) {
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
    let deepest = if cfg!(debug_assertions) { 5 } else { 7 };
    let b = Board::start();
    for (i, &want) in TABLE.iter().enumerate().take(deepest) {
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
    let deepest = if cfg!(debug_assertions) { 4 } else { 5 };
    let g = Surround::new(SurroundSettings::default());
    for (i, &want) in TABLE.iter().enumerate().take(deepest) {
        assert_eq!(
            spelbord_core::perft(&g, i as u32 + 1),
            want,
            "game perft, depth {}",
            i + 1
        );
    }
}

#[test]
fn a_middle_game_counts_alike() {
    // Captures happen along these paths, so the capture code is compared too.
    let text = "..B.../.BWB../..W.B./.W..../W..W../...... w";
    let b = Board::from_position(text).unwrap();
    let mut g = [[0u8; 6]; 6];
    for (r, row) in g.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = match b.at((r * 6 + c) as u8) {
                Some(spelbord_surround::Colour::White) => 1,
                Some(spelbord_surround::Colour::Black) => 2,
                None => 0,
            };
        }
    }
    let deepest = if cfg!(debug_assertions) { 3 } else { 5 };
    for d in 1..=deepest {
        assert_eq!(perft(&b, d), brute(&g, 1, d), "depth {d}");
    }
}
