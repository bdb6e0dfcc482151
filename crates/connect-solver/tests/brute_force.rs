//! The solver against an independent, deliberately simple minimax (no pruning, no
//! bitboards, no tables) on positions near the end of the game, for both variants.

use spelbord_connect_solver::{best_move, solve, Solver, Variant};

/// A plain grid: `cells[col][row]`, 0 empty, 1 Red, 2 Yellow; Fem i rad's edge columns
/// included as columns 0 and 8.
#[derive(Clone)]
struct Grid {
    cells: Vec<[u8; 6]>,
    first: usize,
    line: usize,
    dropped: i32,
}

impl Grid {
    fn new(variant: Variant) -> Grid {
        match variant {
            Variant::Fyra => Grid {
                cells: vec![[0; 6]; 7],
                first: 0,
                line: 4,
                dropped: 0,
            },
            Variant::Fem => {
                let mut cells = vec![[0; 6]; 9];
                // Bottom row: Red left, Yellow right; alternating upwards.
                cells[0] = [1, 2, 1, 2, 1, 2];
                cells[8] = [2, 1, 2, 1, 2, 1];
                Grid {
                    cells,
                    first: 1,
                    line: 5,
                    dropped: 0,
                }
            }
        }
    }

    fn to_move(&self) -> u8 {
        if self.dropped % 2 == 0 {
            1
        } else {
            2
        }
    }

    /// Drops into playable column `c` (0-based); returns the row, or None if full.
    fn drop(&mut self, c: usize) -> Option<usize> {
        let who = self.to_move();
        let col = &mut self.cells[self.first + c];
        let row = col.iter().position(|&x| x == 0)?;
        col[row] = who;
        self.dropped += 1;
        Some(row)
    }

    fn undo(&mut self, c: usize, row: usize) {
        self.cells[self.first + c][row] = 0;
        self.dropped -= 1;
    }

    /// Whether the disc at (col, row) is part of a line.
    fn line_through(&self, col: usize, row: usize) -> bool {
        let who = self.cells[col][row];
        let w = self.cells.len() as i32;
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            let mut n = 1;
            for sign in [1, -1] {
                let (mut c, mut r) = (col as i32 + sign * dc, row as i32 + sign * dr);
                while (0..w).contains(&c)
                    && (0..6).contains(&r)
                    && self.cells[c as usize][r as usize] == who
                {
                    n += 1;
                    c += sign * dc;
                    r += sign * dr;
                }
            }
            if n >= self.line {
                return true;
            }
        }
        false
    }

    /// Exact score for the side to move by full minimax.
    fn minimax(&mut self) -> i32 {
        let mut best = None;
        for c in 0..7 {
            let Some(row) = self.drop(c) else { continue };
            let score = if self.line_through(self.first + c, row) {
                // The mover's discs at the end: the ones they have dropped, this one included.
                22 - (self.dropped + 1) / 2
            } else if self.dropped == 42 {
                0
            } else {
                -self.minimax()
            };
            self.undo(c, row);
            best = Some(best.map_or(score, |b: i32| b.max(score)));
        }
        best.expect("minimax is only called on positions with a free cell")
    }
}

/// Random positions with `discs` discs where the game is not over, from a fixed seed.
fn random_positions(variant: Variant, discs: i32, count: usize, mut seed: u64) -> Vec<String> {
    let mut out = Vec::new();
    while out.len() < count {
        let mut g = Grid::new(variant);
        let mut moves = String::new();
        let mut ok = true;
        while g.dropped < discs {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let c = (seed % 7) as usize;
            match g.drop(c) {
                Some(row) if g.line_through(g.first + c, row) => {
                    ok = false;
                    break;
                }
                Some(_) => moves.push(char::from(b'1' + c as u8)),
                None => {}
            }
        }
        if ok {
            out.push(moves);
        }
    }
    out
}

fn check_against_minimax(variant: Variant, discs: i32, count: usize, seed: u64) {
    let mut solver = Solver::with_table_log2(16);
    for moves in random_positions(variant, discs, count, seed) {
        let mut g = Grid::new(variant);
        for ch in moves.chars() {
            g.drop(ch as usize - '1' as usize);
        }
        let expected = g.minimax();
        let analysis = solver.analyze(variant, &moves).unwrap();
        assert_eq!(analysis.score, expected, "{variant} {moves}");
        assert_eq!(
            solve(variant, &moves).unwrap().score,
            expected,
            "{variant} {moves}"
        );
        // Each column's score is the minimax score of the move.
        for c in 0..7 {
            let Some(row) = g.drop(c) else {
                assert_eq!(
                    analysis.columns[c],
                    None,
                    "{variant} {moves} column {}",
                    c + 1
                );
                continue;
            };
            let score = if g.line_through(g.first + c, row) {
                22 - (g.dropped + 1) / 2
            } else if g.dropped == 42 {
                0
            } else {
                -g.minimax()
            };
            g.undo(c, row);
            assert_eq!(
                analysis.columns[c],
                Some(score),
                "{variant} {moves} column {}",
                c + 1
            );
        }
        // `best_columns` (null-window tests) names exactly the columns that reach the
        // score, centre first.
        let (score, cols) = solver.best_columns(variant, &moves).unwrap();
        assert_eq!(score, expected, "{variant} {moves}");
        let want: Vec<u8> = [4u8, 3, 5, 2, 6, 1, 7]
            .into_iter()
            .filter(|&c| analysis.columns[c as usize - 1] == Some(expected))
            .collect();
        assert_eq!(cols, want, "{variant} {moves}");
        // The perfect move reaches the position's score: the most central such column,
        // with the score, whether the table is warm or cleared.
        let best = best_move(variant, &moves, &mut solver).unwrap();
        assert_eq!(
            analysis.columns[best as usize - 1],
            Some(expected),
            "{variant} {moves}"
        );
        assert_eq!(best, want[0], "{variant} {moves}");
        solver.clear();
        assert_eq!(
            solver.perfect(variant, &moves).unwrap(),
            (expected, want[0]),
            "{variant} {moves}"
        );
    }
}

// Depth of the brute force: 42 - discs plies. Release runs more positions and deeper.
fn scale(release: usize, debug: usize) -> usize {
    if cfg!(debug_assertions) {
        debug
    } else {
        release
    }
}

#[test]
fn fyra_i_rad_matches_minimax_near_the_end() {
    check_against_minimax(Variant::Fyra, 34, scale(40, 8), 0x1234_5678);
    check_against_minimax(Variant::Fyra, 32, scale(10, 1), 0x2345_6789);
    check_against_minimax(Variant::Fyra, 30, scale(4, 0), 0x3456_789A);
}

#[test]
fn fem_i_rad_matches_minimax_near_the_end() {
    check_against_minimax(Variant::Fem, 34, scale(40, 8), 0x3456_789A);
    check_against_minimax(Variant::Fem, 32, scale(10, 1), 0x4567_89AB);
    check_against_minimax(Variant::Fem, 30, scale(4, 0), 0x5678_9ABC);
}
