//! What the computer player knows about the connection games: a threat-based evaluation
//! (open lines, threats on the rows that favour their owner, immediate and double
//! threats), a move ordering that tries wins, blocks and threat-making drops first, and
//! the position hash: what [`crate::search`] plays Connect with.
use crate::board::{bottom, col_mask, threat_cells, top, Geometry, ROWS, STRIDE};
use crate::game::{Connect, RED};
use crate::moves::{ConnectMove, PLAYABLE_COLUMNS};
use crate::settings::Variant;
use spelbord_core::Seat;
use std::sync::OnceLock;

/// What the evaluation counts as a small edge (the weaker levels' noise is in these units).
pub const EVAL_UNIT: i32 = 10;

/// A position where the side to move wins at once, or the opponent has two immediate
/// threats, is worth about this much (well inside the search's proven-win scores, which
/// start at [`spelbord_search::WIN_BOUND`], 29,000).
pub(crate) const DECISIVE: i32 = 20_000;

/// The value of a disc in the centre column (half of it in the columns beside).
pub(crate) const CENTRE: i32 = 3;

/// Every possible line (as a bitboard) of a variant that touches a playable cell.
fn windows(v: Variant) -> &'static [u64] {
    static FYRA: OnceLock<Vec<u64>> = OnceLock::new();
    static FEM: OnceLock<Vec<u64>> = OnceLock::new();
    let cell = match v {
        Variant::Fyra => &FYRA,
        Variant::Fem => &FEM,
    };
    cell.get_or_init(|| {
        let g = Geometry::of(v);
        let playable = g.playable();
        let mut out = Vec::new();
        let (w, h, k) = (g.width as i32, ROWS as i32, g.need as i32);
        for col in 0..w {
            for row in 0..h {
                for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let (ec, er) = (col + dc * (k - 1), row + dr * (k - 1));
                    if ec >= w || er < 0 || er >= h {
                        continue;
                    }
                    let mut m = 0u64;
                    for i in 0..k {
                        m |= 1u64 << ((col + dc * i) as u32 * STRIDE + (row + dr * i) as u32);
                    }
                    if m & playable != 0 {
                        out.push(m);
                    }
                }
            }
        }
        out
    })
}

/// Rows 1, 3 and 5 counted from 1 at the bottom (bit rows 0, 2, 4): the rows where the
/// first player's threats tend to hold at the end, while the second player's hold on rows
/// 2, 4 and 6 (the odd/even threat rule of Connect Four theory).
const fn odd_rows() -> u64 {
    let mut m = 0u64;
    let mut col = 0;
    while col < 9 {
        m |= 0b010101 << (col * STRIDE);
        col += 1;
    }
    m
}
pub(crate) const ODD_ROWS: u64 = odd_rows();

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The hash of a disc pair (the seat to move follows from the discs, see the history).
pub(crate) fn hash_discs(d: [u64; 2]) -> u64 {
    mix(d[0] ^ mix(d[1].wrapping_add(0x9E37_79B9_7F4A_7C15)))
}

/// The cells where a drop would land now, per playable column.
#[inline]
pub(crate) fn landing_cells(g: &Geometry, occupied: u64) -> u64 {
    let playable = g.playable();
    ((occupied & playable) + g.playable_bottom()) & playable
}

/// The open lines: each line holding discs of one side only counts for that side, the
/// more the discs the more.
#[inline]
pub(crate) fn line_score(v: Variant, need: u32, mine: u64, theirs: u64) -> i32 {
    let weights: &[i32] = if need == 4 {
        &[0, 1, 4, 9]
    } else {
        &[0, 1, 3, 7, 12]
    };
    let mut score = 0;
    for &w in windows(v) {
        let (a, b) = (w & mine, w & theirs);
        if b == 0 {
            score += weights.get(a.count_ones() as usize).copied().unwrap_or(0);
        } else if a == 0 {
            score -= weights.get(b.count_ones() as usize).copied().unwrap_or(0);
        }
    }
    score
}

/// The static value of `c` for the seat to move.
pub fn evaluate(c: &Connect) -> i32 {
    let me = c.turn();
    evaluate_boards(
        &c.geometry(),
        c.variant(),
        me,
        c.bitboard(me),
        c.bitboard(1 - me),
    )
}

/// The static value for `me` (to move, with discs `mine` against `theirs`).
#[inline]
pub(crate) fn evaluate_boards(
    geo: &Geometry,
    variant: Variant,
    me: Seat,
    mine: u64,
    theirs: u64,
) -> i32 {
    let occupied = mine | theirs;
    let empty = geo.playable() & !occupied;
    let need = geo.need;
    let my_threats = threat_cells(mine, need) & empty;
    let their_threats = threat_cells(theirs, need) & empty;
    let landing = landing_cells(geo, occupied);

    if my_threats & landing != 0 {
        return DECISIVE;
    }
    let their_now = (their_threats & landing).count_ones();
    if their_now >= 2 {
        return -DECISIVE;
    }

    let mut score = line_score(variant, need, mine, theirs);

    // Threats: worth more on the rows that suit their owner, and more when low (they
    // constrain play sooner). Immediate threats of the opponent must be answered now.
    let good = |seat| if seat == RED { ODD_ROWS } else { !ODD_ROWS };
    let threat_value = |t: u64, seat| -> i32 {
        let t = t & !landing;
        (t & good(seat)).count_ones() as i32 * 30 + (t & !good(seat)).count_ones() as i32 * 12
    };
    score += threat_value(my_threats, me) - threat_value(their_threats, 1 - me);
    // One immediate threat of the opponent dictates my next move.
    score -= their_now as i32 * 20;
    // The centre columns take part in the most lines.
    score += centre_score(geo, mine, theirs);
    score
}

/// The centre columns take part in the most lines: two points a disc in the middle
/// column, one in its neighbours (shared by the drop-only and the PopOut evaluation).
pub(crate) fn centre_score(geo: &Geometry, mine: u64, theirs: u64) -> i32 {
    let centre = col_mask(geo.full_col(4));
    let near = col_mask(geo.full_col(3)) | col_mask(geo.full_col(5));
    CENTRE
        * (2 * ((mine & centre).count_ones() as i32 - (theirs & centre).count_ones() as i32)
            + (mine & near).count_ones() as i32
            - (theirs & near).count_ones() as i32)
}

/// Sorts `moves` (of the side to move, with discs `mine` against `theirs`) best-looking
/// first: drops that win, then drops that block, then drops by the threats they make (and
/// the centre), drops that let the opponent drop onto a threat next to last, pops last.
pub(crate) fn order_moves(geo: &Geometry, mine: u64, theirs: u64, moves: &mut [ConnectMove]) {
    let occupied = mine | theirs;
    let empty = geo.playable() & !occupied;
    let need = geo.need;
    let my_threats = threat_cells(mine, need) & empty;
    let their_threats = threat_cells(theirs, need) & empty;
    let mut keyed = [(0i32, ConnectMove::Drop(1)); 2 * PLAYABLE_COLUMNS as usize];
    let n = moves.len().min(keyed.len());
    for (slot, &m) in keyed.iter_mut().zip(moves.iter()) {
        let col = geo.full_col(m.column());
        let centre = 3 - (m.column() as i32 - 4).abs();
        let key = match m {
            ConnectMove::Drop(_) => {
                let bit = (occupied + bottom(col)) & col_mask(col);
                if bit & my_threats != 0 {
                    100_000
                } else if bit & their_threats != 0 {
                    50_000
                } else if bit & top(col) == 0 && (bit << 1) & their_threats != 0 {
                    // Dropping here lets the opponent drop on their threat.
                    -50_000 + centre
                } else {
                    let after = threat_cells(mine | bit, need) & empty & !bit;
                    (after & !my_threats).count_ones() as i32 * 100 + centre * 10
                }
            }
            ConnectMove::Pop(_) => -1_000 + centre * 10,
        };
        *slot = (key, m);
    }
    // A stable insertion sort: at most 14 moves.
    let keyed = &mut keyed[..n];
    for i in 1..n {
        let mut j = i;
        while j > 0 && keyed[j - 1].0 < keyed[j].0 {
            keyed.swap(j - 1, j);
            j -= 1;
        }
    }
    for (dst, (_, m)) in moves.iter_mut().zip(keyed.iter()) {
        *dst = *m;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::ConnectSettings;
    use spelbord_core::Game;

    #[test]
    fn windows_count_the_lines_of_each_grid() {
        // 7x6, four: 24 horizontal, 21 vertical, 12 + 12 diagonal.
        assert_eq!(windows(Variant::Fyra).len(), 69);
        // 9x6, five: 5*6 horizontal, 2*7 vertical (edge columns left out), 2*5*2 diagonal.
        assert_eq!(windows(Variant::Fem).len(), 30 + 14 + 20);
    }

    #[test]
    fn the_empty_grids_are_even() {
        for v in Variant::ALL {
            assert_eq!(evaluate(&Connect::new(ConnectSettings::new(v))), 0);
        }
    }

    /// The drop-only evaluation and move ordering, as they were before PopOut had its own
    /// (values taken from that code): a guard that they stay unchanged.
    #[test]
    fn the_drop_only_evaluation_and_ordering_are_unchanged() {
        let cases: [(Variant, bool, &str, i32, &str); 12] = [
            (Variant::Fyra, false, "4", -13, "4 3 5 2 6 1 7"),
            (Variant::Fyra, false, "4453343", -2, "4 3 5 2 6 1 7"),
            (Variant::Fyra, false, "3141", 15, "5 2 6 4 3 1 7"),
            (Variant::Fyra, false, "44444", -12, "4 3 5 2 6 1 7"),
            (
                Variant::Fyra,
                false,
                "1223433447",
                DECISIVE,
                "4 2 3 5 6 1 7",
            ),
            (
                Variant::Fyra,
                false,
                "54712566226127126621574377157631",
                DECISIVE,
                "3 4 5",
            ),
            (Variant::Fem, false, "4556677", -61, "4 3 5 2 6 1 7"),
            (Variant::Fem, false, "445566", -7, "3 2 7 4 5 6 1"),
            (Variant::Fem, false, "4455132", 19, "4 3 5 2 6 1 7"),
            // With PopOut on, what the drop-only searcher (`legacy_searcher`) still sees.
            (Variant::Fyra, true, "4435", -5, "2 1 4 3 5 6 7 p4 p3"),
            (Variant::Fyra, true, "4112233447", 19, "2 4 3 5 6 1 7 p4"),
            (Variant::Fem, true, "17273", -38, "4 3 5 2 6 1 7 p7"),
        ];
        for (v, pop, moves, value, order) in cases {
            let c = Connect::from_moves(ConnectSettings::new(v).with_popout(pop), moves).unwrap();
            assert_eq!(evaluate(&c), value, "{v:?} {pop} {moves}");
            let mut ms = Vec::new();
            c.legal_moves(&mut ms);
            let me = c.turn();
            order_moves(&c.geometry(), c.bitboard(me), c.bitboard(1 - me), &mut ms);
            let got: Vec<String> = ms.iter().map(|m| m.to_string()).collect();
            assert_eq!(got.join(" "), order, "{v:?} {pop} {moves}");
        }
    }
}
