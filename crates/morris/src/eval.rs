//! The evaluation: material first, then what each phase values. While placing, men on
//! the well-connected points and lines with two men and an open third; while moving,
//! mobility, blocked men, mills that can close next move and double mills (a man that
//! closes a mill at each swing); when flying, every open line is a threat. Scores are in
//! hundredths of a man, from the side to move.

use crate::board::{points_of, Pos, Rules, LINE_MASKS};

/// What the evaluation counts as a man.
pub const MAN: i32 = 100;

/// The static value of `p` for the seat to move.
pub fn evaluate(p: &Pos, r: &Rules) -> i32 {
    let me = p.turn as usize;
    side(p, r, me) - side(p, r, 1 - me)
}

/// Material only: men on the board and in hand, for the side to move.
pub fn material(p: &Pos) -> i32 {
    let me = p.turn;
    MAN * (p.total(me) as i32 - p.total(1 - me) as i32)
}

fn side(p: &Pos, r: &Rules, s: usize) -> i32 {
    let mine = p.men[s];
    let empty = p.empty();
    let placing = p.hand[s] > 0;
    let flying = p.flies(r, s as u8);
    let mut v = MAN * p.total(s as u8) as i32;

    let mut mills = 0;
    let mut half_open = 0;
    let mut threat_points = 0u32;
    for &l in &LINE_MASKS[..r.lines()] {
        let n = (mine & l).count_ones();
        if n == 3 {
            mills += 1;
        } else if n == 2 && empty & l != 0 {
            let e = empty & l;
            let gap = e.trailing_zeros() as u8;
            // Can a man of ours reach the gap next turn?
            let reach = placing || flying || r.neighbours(gap) & mine & !l != 0;
            if reach {
                threat_points |= e;
            } else {
                half_open += 1;
            }
        }
    }
    let threats = threat_points.count_ones() as i32;
    // No bonus for whose turn it is: the quiescence search plays the mills out, and a
    // side-to-move bonus made leaf values swing by ply (measured: 59 % -> 67 % against
    // the baseline over 60 games).
    v += 10 * mills + 6 * half_open + 25 * threats;

    if placing {
        // Men on points with many neighbours keep the most options.
        for m in points_of(mine) {
            v += 2 * r.neighbours(m).count_ones() as i32;
        }
    } else if !flying {
        let mut mobility = 0;
        let mut blocked = 0;
        let mut doubles = 0;
        for m in points_of(mine) {
            let free = r.neighbours(m) & empty;
            mobility += free.count_ones() as i32;
            if free == 0 {
                blocked += 1;
            }
            // A double mill: leaving a standing mill closes another one.
            if r.mill_at(m, mine) {
                for e in points_of(free) {
                    if r.mill_at(e, (mine & !(1 << m)) | 1 << e) {
                        doubles += 1;
                    }
                }
            }
        }
        v += 4 * mobility - 8 * blocked + 60 * doubles.min(2);
    }
    v
}
