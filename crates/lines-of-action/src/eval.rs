//! The engine's judgement of a position, for the side to move, in the line of the
//! published programs (Winands' MIA, Björnsson's YL, Mona): concentration (how close the
//! pieces stand to their centre of mass), centralisation, where the centre of mass
//! stands, quads (2×2 blocks holding three or more pieces), connectedness (links
//! between touching pieces, and how many groups), mobility (captures count double,
//! moves onto the edge half), blocked pieces and walls, and a bonus for the side to
//! move. Units: a small edge is about 10.

use crate::board::{group_count, Bits, Board, Colour, Slide, EDGE, NOT_A, NOT_H};

/// What the evaluation counts as a small edge (for the weaker levels' noise).
pub const UNIT: i32 = 10;

/// The least possible sum of distances to the centre of mass for `n` pieces: 8 can
/// stand at distance 1, 16 more at distance 2, the rest at 3.
const fn min_sum(n: i32) -> i32 {
    if n <= 1 {
        0
    } else if n <= 9 {
        n - 1
    } else if n <= 25 {
        8 + 2 * (n - 9)
    } else {
        40 + 3 * (n - 25)
    }
}

const fn make_centre() -> [i32; 64] {
    let mut t = [0; 64];
    let mut s = 0;
    while s < 64 {
        let r = (s / 8) as i32;
        let c = (s % 8) as i32;
        // Distance from the centre in rings: 0 for d4-e5 ... 3 on the edge.
        let dr = if r < 4 { 3 - r } else { r - 4 };
        let dc = if c < 4 { 3 - c } else { c - 4 };
        let ring = if dr > dc { dr } else { dc };
        t[s] = match ring {
            0 => 6,
            1 => 4,
            2 => 1,
            _ => -4,
        };
        if (r == 0 || r == 7) && (c == 0 || c == 7) {
            t[s] = -10;
        }
        s += 1;
    }
    t
}

/// Centralisation by square: the centre helps a piece join others from every side;
/// the edge and above all the corners halve its ways to do so.
const CENTRE: [i32; 64] = make_centre();

/// The squares whose 2×2 block (with the squares one column and one row up) lies on
/// the board.
const QUAD_ORIGINS: Bits = 0x007F_7F7F_7F7F_7F7F;

/// How many 2×2 blocks hold at least three of `p`.
#[inline]
fn quads(p: Bits) -> i32 {
    let a = p;
    let b = p >> 1;
    let c = p >> 8;
    let d = p >> 9;
    // At least three of four: a majority either way round.
    (((a & b & (c | d)) | (c & d & (a | b))) & QUAD_ORIGINS).count_ones() as i32
}

/// Links between touching pieces of `p` (each pair once).
#[inline]
fn links(p: Bits) -> i32 {
    let east = p & ((p >> 1) & NOT_H);
    let north = p & (p >> 8);
    let ne = p & ((p >> 9) & NOT_H);
    let nw = p & ((p >> 7) & NOT_A);
    (east.count_ones() + north.count_ones() + ne.count_ones() + nw.count_ones()) as i32
}

/// Mobility in half-moves: a capture 4, a move onto the edge 1, any other 2; and the
/// number of pieces without a legal move.
#[inline]
fn mobility(b: &Board) -> (i32, i32) {
    let mut m = 0;
    let mut moved: Bits = 0;
    b.for_each_slide(|s: Slide| {
        moved |= 1 << s.from;
        m += if s.capture {
            4
        } else if EDGE & (1 << s.to) != 0 {
            1
        } else {
            2
        };
    });
    (m, (b.mine() & !moved).count_ones() as i32)
}

/// The positional terms of one side, bar mobility.
fn side(me: Bits, opp: Bits) -> i32 {
    let n = me.count_ones() as i32;
    if n <= 1 {
        return 0;
    }
    let (mut sr, mut sc, mut centre) = (0, 0, 0);
    let (mut minr, mut maxr, mut minc, mut maxc) = (7, 0, 7, 0);
    let mut p = me;
    while p != 0 {
        let s = p.trailing_zeros() as usize;
        p &= p - 1;
        let (r, c) = ((s / 8) as i32, (s % 8) as i32);
        sr += r;
        sc += c;
        centre += CENTRE[s];
        minr = minr.min(r);
        maxr = maxr.max(r);
        minc = minc.min(c);
        maxc = maxc.max(c);
    }
    // Centre of mass, rounded to a square.
    let (cr, cc) = ((2 * sr + n) / (2 * n), (2 * sc + n) / (2 * n));
    let mut dist = 0;
    let mut p = me;
    while p != 0 {
        let s = p.trailing_zeros() as i32;
        p &= p - 1;
        dist += (s / 8 - cr).abs().max((s % 8 - cc).abs());
    }
    let surplus = dist - min_sum(n);
    let mut score = 0;
    // Concentration weighs most, and more as pieces come off: with few pieces each
    // straggler is a larger share of the work left.
    score -= surplus * 40 / n;
    score += centre * 3 / n;
    // A centre of mass near the middle of the board keeps the group flexible.
    let off = (2 * cr - 7).abs().max((2 * cc - 7).abs());
    score -= off * 3;
    // Uniformity: a compact bounding box.
    score -= (maxr - minr + 1) * (maxc - minc + 1) / 2;
    score += quads(me) * 6;
    score += links(me) * 12 / n;
    score -= (group_count(me) as i32 - 1) * 10;
    // Walls: a piece on the edge whose neighbours on the inside are all the opponent's
    // is shut in.
    let mut e = me & EDGE;
    while e != 0 {
        let s = e.trailing_zeros();
        e &= e - 1;
        let around = crate::board::spread(1 << s) & !EDGE & !(1 << s);
        if around != 0 && around & !opp == 0 {
            score -= 12;
        }
    }
    score
}

/// The value of a position for the side to move (positions where nobody has won).
pub fn evaluate(b: &Board) -> i32 {
    let me = b.mine();
    let opp = b.theirs();
    let (mob_me, blocked_me) = mobility(b);
    let (mob_opp, blocked_opp) = mobility(&b.pass());
    let mut s = side(me, opp) - side(opp, me);
    s += mob_me - mob_opp;
    s -= 6 * (blocked_me - blocked_opp);
    // Moving next is worth a tempo: in a race to connect it is often the whole game.
    s + 12
}

/// Concentration only (the sum of distances to the centre of mass beyond the least
/// possible), for the side to move: the simple evaluation the baseline bot uses.
pub fn concentration(b: &Board) -> i32 {
    fn surplus(p: Bits) -> i32 {
        let n = p.count_ones() as i32;
        if n <= 1 {
            return 0;
        }
        let (mut sr, mut sc) = (0, 0);
        for s in crate::board::squares(p) {
            sr += (s / 8) as i32;
            sc += (s % 8) as i32;
        }
        let (cr, cc) = ((2 * sr + n) / (2 * n), (2 * sc + n) / (2 * n));
        let d: i32 = crate::board::squares(p)
            .into_iter()
            .map(|s| ((s / 8) as i32 - cr).abs().max(((s % 8) as i32 - cc).abs()))
            .sum();
        (d - min_sum(n)) * 40 / n
    }
    let c = surplus(b.pieces(Colour::White)) - surplus(b.pieces(Colour::Black));
    if b.turn == Colour::Black {
        c
    } else {
        -c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_level_bar_the_tempo() {
        let b = Board::start();
        assert_eq!(evaluate(&b), 12);
        assert_eq!(concentration(&b), 0);
    }

    #[test]
    fn quads_and_links_count_blocks_and_touches() {
        // a1, b1, a2: one quad with three pieces; three links (a1-b1, a1-a2, b1-a2).
        let p = 1 | 1 << 1 | 1 << 8;
        assert_eq!(quads(p), 1);
        assert_eq!(links(p), 3);
        // h1 and a2 do not touch.
        assert_eq!(links(1 << 7 | 1 << 8), 0);
        assert_eq!(quads(1 << 7 | 1 << 8 | 1 << 15), 0);
    }
}
