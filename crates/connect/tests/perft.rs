//! Published counts and cross-checks of the move generator.
use spelbord_connect::bench::bitboard_perft;
use spelbord_connect::{Connect, ConnectSettings, Variant};
use spelbord_core::{perft, perft_divide, Game};
use std::collections::HashSet;

fn start(v: Variant, popout: bool) -> Connect {
    Connect::new(ConnectSettings::new(v).with_popout(popout))
}

#[test]
fn fyra_i_rad_perft_matches_the_published_table() {
    // Move sequences of 1-6 plies on 7x6: 7^n (no game ends before ply 7).
    let g = start(Variant::Fyra, false);
    let table = [7, 49, 343, 2_401, 16_807, 117_649];
    for (i, &n) in table.iter().enumerate() {
        assert_eq!(perft(&g, i as u32 + 1), n, "depth {}", i + 1);
    }
}

#[test]
fn fyra_i_rad_distinct_positions_match_oeis_a212693() {
    // Distinct positions after n plies, n = 0..7 (OEIS A212693).
    let expected = [1usize, 7, 49, 238, 1_120, 4_263, 16_422, 54_859];
    let mut layer = vec![start(Variant::Fyra, false)];
    let mut moves = Vec::new();
    for (n, &want) in expected.iter().enumerate() {
        let keys: HashSet<(u64, u64)> = layer
            .iter()
            .map(|g| (g.bitboard(0), g.bitboard(1)))
            .collect();
        assert_eq!(keys.len(), want, "positions after {n} plies");
        let mut seen = HashSet::new();
        let mut next = Vec::new();
        for g in &layer {
            if g.outcome().is_some() {
                continue;
            }
            g.legal_moves(&mut moves);
            for m in &moves {
                let c = g.clone().play(m).unwrap();
                if seen.insert((c.bitboard(0), c.bitboard(1))) {
                    next.push(c);
                }
            }
        }
        layer = next;
    }
}

#[test]
fn the_bitboard_perft_agrees_with_the_generic_one() {
    let depth = if cfg!(debug_assertions) { 6 } else { 8 };
    for v in Variant::ALL {
        for popout in [false, true] {
            let g = start(v, popout);
            for d in 1..=depth.min(if popout { 6 } else { depth }) {
                assert_eq!(bitboard_perft(&g, d), perft(&g, d), "{v:?} popout={popout}");
            }
        }
    }
}

#[test]
fn games_end_from_ply_seven() {
    // Depth 7 counts moves made from positions after 6 plies: none is over yet, and only
    // the seven that stacked one column six times offer six moves, so 7^7 - 7 = 823 536
    // (the published count). At depth 8 the games Red won at ply 7 end their paths.
    for v in Variant::ALL {
        let g = start(v, false);
        assert_eq!(bitboard_perft(&g, 7), 823_536, "{v:?}");
        assert!(bitboard_perft(&g, 8) < 7 * 823_536, "{v:?}");
    }
    // The published 7x6 count at depth 8 (positions where Red won at ply 7 end).
    assert_eq!(bitboard_perft(&start(Variant::Fyra, false), 8), 5_673_234);
}

#[test]
fn popout_perft_counts_pops() {
    // Ply 3: after Red's and Yellow's drops, Red has 7 drops and exactly one pop (her
    // disc is at the bottom of its column, whatever Yellow did): 7 * 7 * 8.
    for v in Variant::ALL {
        let g = start(v, true);
        assert_eq!(perft(&g, 1), 7);
        assert_eq!(perft(&g, 2), 49);
        assert_eq!(perft(&g, 3), 392, "{v:?}");
        for d in 1..=5 {
            assert!(perft(&g, d) >= perft(&start(v, false), d));
        }
    }
}

#[test]
fn fyra_i_rad_perft_is_mirror_symmetric() {
    // The 7x6 grid is symmetric; fem-i-rad is not (its edge colours swap in the mirror).
    for popout in [false, true] {
        let g = start(Variant::Fyra, popout);
        let d = perft_divide(&g, 5);
        for i in 0..7 {
            assert_eq!(d[i].1, d[6 - i].1, "popout={popout}: {d:?}");
        }
    }
}

/// A slow, obvious implementation of the rules on a 2D grid, to cross-check the bitboards.
#[derive(Clone)]
struct Naive {
    grid: Vec<Vec<Option<u8>>>,
    first: usize,
    need: usize,
    popout: bool,
    turn: u8,
    over: bool,
}

impl Naive {
    fn new(v: Variant, popout: bool) -> Naive {
        let (w, first, need) = match v {
            Variant::Fyra => (7, 0, 4),
            Variant::Fem => (9, 1, 5),
        };
        let mut grid = vec![vec![None; 6]; w];
        if first == 1 {
            grid[0] = (0..6).map(|r| Some((r % 2) as u8)).collect();
            grid[w - 1] = (0..6).map(|r| Some(1 - (r % 2) as u8)).collect();
        }
        Naive {
            grid,
            first,
            need,
            popout,
            turn: 0,
            over: false,
        }
    }
    fn line(&self, who: u8) -> bool {
        let w = self.grid.len() as i32;
        for c in 0..w {
            for r in 0..6 {
                for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let ok = (0..self.need as i32).all(|i| {
                        let (x, y) = (c + dc * i, r + dr * i);
                        (0..w).contains(&x)
                            && (0..6).contains(&y)
                            && self.grid[x as usize][y as usize] == Some(who)
                    });
                    if ok {
                        return true;
                    }
                }
            }
        }
        false
    }
    fn children(&self) -> Vec<Naive> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        for n in 0..7 {
            let c = self.first + n;
            if let Some(r) = self.grid[c].iter().position(|x| x.is_none()) {
                let mut g = self.clone();
                g.grid[c][r] = Some(self.turn);
                g.over = g.line(self.turn);
                g.turn = 1 - self.turn;
                out.push(g);
            }
        }
        for n in 0..7 {
            let c = self.first + n;
            if self.popout && self.grid[c][0] == Some(self.turn) {
                let mut g = self.clone();
                g.grid[c].remove(0);
                g.grid[c].push(None);
                g.over = g.line(0) || g.line(1);
                g.turn = 1 - self.turn;
                out.push(g);
            }
        }
        if !self.popout && out.iter().all(|g| !g.over) {
            let full = (0..7).all(|n| self.grid[self.first + n][5].is_some());
            debug_assert!(!full);
        }
        out
    }
    fn perft(&self, d: u32) -> u64 {
        if d == 0 {
            return 1;
        }
        self.children().iter().map(|c| c.perft(d - 1)).sum()
    }
}

#[test]
fn the_bitboards_agree_with_a_plain_grid() {
    // From a few middle-game positions (so that lines, full columns and pops all occur).
    let depth = if cfg!(debug_assertions) { 3 } else { 4 };
    for v in Variant::ALL {
        for popout in [false, true] {
            for moves in ["", "4444332", "1122334455667", "444444333"] {
                let settings = ConnectSettings::new(v).with_popout(popout);
                let Ok(g) = Connect::from_moves(settings, moves) else {
                    continue;
                };
                let mut n = Naive::new(v, popout);
                for m in spelbord_connect::split_moves(moves) {
                    let m: spelbord_connect::ConnectMove = m.parse().unwrap();
                    let c = n.first + m.column() as usize - 1;
                    let r = n.grid[c].iter().position(|x| x.is_none()).unwrap();
                    n.grid[c][r] = Some(n.turn);
                    n.turn = 1 - n.turn;
                }
                n.over = g.outcome().is_some();
                assert_eq!(
                    perft(&g, depth),
                    n.perft(depth),
                    "{v:?} popout={popout} after '{moves}'"
                );
            }
        }
    }
}
