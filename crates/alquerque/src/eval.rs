//! The engine's judgement of a position, in hundredths of a piece, for the side to
//! move: material (with trading down when ahead), mobility, the centre (points with
//! more lines are worth more), and the safety of pieces (those that can be jumped now,
//! and those left loose with empty points on both sides of a line).

use crate::board::{Bits, Board, Colour, NEIGHBOURS, NONE, NUM_POINTS, STEP};

/// A piece.
pub const PIECE: i32 = 100;

const fn degrees() -> [i32; NUM_POINTS] {
    let mut t = [0; NUM_POINTS];
    let mut p = 0;
    while p < NUM_POINTS {
        t[p] = NEIGHBOURS[p].count_ones() as i32;
        p += 1;
    }
    t
}

/// Lines through each point: 3 in a corner, up to 8 at c3 and the other strong points.
const DEGREE: [i32; NUM_POINTS] = degrees();

fn centre(pieces: Bits) -> i32 {
    let mut s = 0;
    let mut m = pieces;
    while m != 0 {
        let p = m.trailing_zeros() as usize;
        m &= m - 1;
        // The middle 3×3 counts extra: from there a piece reaches both wings.
        let (c, r) = (p % 5, p / 5);
        let inner = (1..=3).contains(&c) && (1..=3).contains(&r);
        s += DEGREE[p] + if inner { 2 } else { 0 };
    }
    s
}

/// Pieces of `c` standing between two empty points of a line: any enemy arriving on
/// one side can jump them.
fn loose(b: &Board, c: Colour) -> i32 {
    let empty = b.empty();
    let mut n = 0;
    let mut m = b.pieces(c);
    while m != 0 {
        let p = m.trailing_zeros() as usize;
        m &= m - 1;
        // Directions come in opposite pairs: (0,1), (2,3), (4,7), (5,6).
        for (d, e) in [(0, 1), (2, 3), (4, 7), (5, 6)] {
            let (x, y) = (STEP[d][p], STEP[e][p]);
            if x != NONE && y != NONE && empty & (1 << x) != 0 && empty & (1 << y) != 0 {
                n += 1;
            }
        }
    }
    n
}

/// The value of the position for the side to move.
pub fn evaluate(b: &Board) -> i32 {
    let me = b.turn;
    let opp = me.other();
    let mine = b.pieces(me).count_ones() as i32;
    let theirs = b.pieces(opp).count_ones() as i32;
    let total = mine + theirs;
    let material = PIECE * (mine - theirs);
    // The same lead counts for more with fewer pieces left.
    let trade = material * (24 - total) / 32;
    let mobility = 3 * (b.count_steps(me) as i32 - b.count_steps(opp) as i32);
    let centre = 2 * (centre(b.pieces(me)) - centre(b.pieces(opp)));
    // Pieces the opponent could jump: one can often be saved, two rarely.
    let hit = (b.targets_of(opp) & b.pieces(me)).count_ones() as i32;
    let threat = match hit {
        0 => 0,
        1 => 25,
        n => 25 + 55 * (n - 1),
    };
    // Pieces we could jump (only possible off the quiescence path: the search leaves a
    // position alone only when the side to move has no capture).
    let gain = if b.jumpers() != 0 { 60 } else { 0 };
    let safety = 3 * (loose(b, opp) - loose(b, me));
    material + trade + mobility + centre - threat + gain + safety
}

/// Material only, for the side to move: the generic baseline's evaluation.
pub fn material(b: &Board) -> i32 {
    PIECE * (b.pieces(b.turn).count_ones() as i32 - b.pieces(b.turn.other()).count_ones() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_level_and_a_piece_up_is_good() {
        let s = Board::start();
        assert_eq!(
            evaluate(&s),
            -evaluate(
                &Board {
                    turn: Colour::White,
                    ..s
                }
                .rehash()
            )
        );
        let up = Board::from_position("WWWWW/WWWW./BB.WW/BBBBB/BBBBB b").unwrap();
        assert!(evaluate(&up) > 60, "{}", evaluate(&up));
        assert_eq!(material(&up), 100);
    }

    impl Board {
        fn rehash(mut self) -> Board {
            self.hash = self.compute_hash();
            self
        }
    }
}
