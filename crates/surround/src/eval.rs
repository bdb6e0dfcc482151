//! The engine's judgement of a position, in hundredths of a piece, for the side to
//! move: material above all (the winner is who has more pieces left), then the
//! safety of groups (one opening left is one move from capture, two is a worry), room
//! to move, and the centre, from which a piece reaches every side.

use crate::board::{groups, neighbours, openings, Bits, Board, Colour};

/// A piece.
pub const PIECE: i32 = 100;

const fn centre_mask() -> Bits {
    // c3, d3, c4, d4 and the ring around them.
    let mut m = 0;
    let mut r = 1;
    while r <= 4 {
        let mut c = 1;
        while c <= 4 {
            m |= 1 << (r * 6 + c);
            c += 1;
        }
        r += 1;
    }
    m
}

const CENTRE: Bits = centre_mask();

/// Group safety for `c`: penalties for groups low on openings.
fn danger(b: &Board, c: Colour) -> i32 {
    let empty = b.empty();
    let mut s = 0;
    for g in groups(b.pieces(c)) {
        let size = g.count_ones() as i32;
        s += match openings(g, empty).count_ones() {
            0 | 1 => 35 * size,
            2 => 10 * size,
            _ => 0,
        };
    }
    s
}

fn room(b: &Board, c: Colour) -> i32 {
    let empty = b.empty();
    let mut n = 0;
    let mut m = b.pieces(c);
    while m != 0 {
        n += (neighbours(m & m.wrapping_neg()) & empty).count_ones() as i32;
        m &= m - 1;
    }
    n
}

/// The value of the position for the side to move.
pub fn evaluate(b: &Board) -> i32 {
    let me = b.turn;
    let opp = me.other();
    let material = PIECE * (b.pieces(me).count_ones() as i32 - b.pieces(opp).count_ones() as i32);
    // The side to move can often save one endangered group; count the opponent's a
    // little more than our own.
    let safety = (danger(b, opp) * 5) / 4 - danger(b, me);
    let mobility = 3 * (room(b, me) - room(b, opp));
    let centre = 4
        * ((b.pieces(me) & CENTRE).count_ones() as i32
            - (b.pieces(opp) & CENTRE).count_ones() as i32);
    material + safety + mobility + centre
}

/// Material only, for the side to move: the generic baseline's evaluation.
pub fn material(b: &Board) -> i32 {
    PIECE * (b.pieces(b.turn).count_ones() as i32 - b.pieces(b.turn.other()).count_ones() as i32)
}
