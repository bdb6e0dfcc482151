//! The evaluation: material first, then what each phase values. While placing, men on
//! the well-connected points, lines with two men and an open third, and already the
//! moving phase to come: the free steps of the men placed, men walled in, and lines
//! still open, and the men still in hand (worth what a man placed brings beyond itself:
//! without it the side that has just placed looked a man ahead at every other ply, and
//! the search compared values a man apart by parity); while moving, mobility, blocked men, the danger of being shut in (few
//! moves left: a player who cannot move loses), mills that can close next move and
//! double mills (a man that closes a mill at each swing); when flying, every open line
//! is a threat. Scores are in hundredths of a man, from the side to move.

use crate::board::{points_of, Pos, Rules, LINE_MASKS};

/// What the evaluation counts as a man.
pub const MAN: i32 = 100;

/// The weights of the evaluation's terms (hundredths of a man).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Weights {
    /// A closed mill.
    pub mill: i32,
    /// Two men and an open third a man of ours cannot reach next turn.
    pub half_open: i32,
    /// An empty point that closes a mill of ours next turn.
    pub threat: i32,
    /// While placing: per neighbour of each man's point.
    pub place_points: i32,
    /// While placing: per empty neighbour of each man (its steps once moving starts).
    pub place_mobility: i32,
    /// While placing: per man with no empty neighbour.
    pub place_blocked: i32,
    /// While placing: per line with one man of ours and two empty points.
    pub place_open: i32,
    /// While placing: two or more threat points (a block takes only one).
    pub place_fork: i32,
    /// While placing: per man still in hand, on top of its material: what a man placed
    /// is worth beyond itself (its free steps and lines), so that the side that has just
    /// placed does not look a man richer than the side about to place.
    pub place_hand: i32,
    /// While moving: per step a man can make.
    pub mobility: i32,
    /// While moving: per man that cannot step.
    pub blocked: i32,
    /// While moving: per move short of `danger_moves`: nearly shut in.
    pub danger: i32,
    /// Moves below which the shut-in danger counts.
    pub danger_moves: i32,
    /// While moving: a man that closes a mill at each swing (at most two count).
    pub double: i32,
    /// On top of `threat`: a threat point the opponent cannot block, having no man in
    /// hand, none beside the gap and no flight. Whoever moves, the mill closes unless
    /// the opponent takes a man first; at the horizon the quiescence search, which
    /// follows only captures, cannot see that the opponent's quiet move changes nothing.
    pub unstoppable: i32,
}

impl Weights {
    /// The evaluation before issue 31 (the new terms off): the yardstick of the matches.
    pub const OLD: Weights = Weights {
        mill: 10,
        half_open: 6,
        threat: 25,
        place_points: 2,
        place_mobility: 0,
        place_blocked: 0,
        place_open: 0,
        place_fork: 0,
        place_hand: 0,
        mobility: 4,
        blocked: 8,
        danger: 0,
        danger_moves: 0,
        double: 60,
        unstoppable: 0,
    };

    /// The weights the levels play with (tuned by self-play matches, see the README).
    pub const TUNED: Weights = Weights {
        mill: 10,
        half_open: 6,
        threat: 25,
        place_points: 2,
        place_mobility: 25,
        place_blocked: 10,
        place_open: 3,
        place_fork: 30,
        place_hand: 100,
        mobility: 35,
        blocked: 10,
        danger: 25,
        danger_moves: 4,
        double: 60,
        unstoppable: 40,
    };
}

impl Default for Weights {
    fn default() -> Self {
        Weights::TUNED
    }
}

/// The static value of `p` for the seat to move, with the levels' weights.
pub fn evaluate(p: &Pos, r: &Rules) -> i32 {
    evaluate_with(p, r, &Weights::TUNED)
}

/// The static value of `p` for the seat to move, with weights `w`.
pub fn evaluate_with(p: &Pos, r: &Rules, w: &Weights) -> i32 {
    let me = p.turn as usize;
    side(p, r, me, w) - side(p, r, 1 - me, w)
}

/// Material only: men on the board and in hand, for the side to move.
pub fn material(p: &Pos) -> i32 {
    let me = p.turn;
    MAN * (p.total(me) as i32 - p.total(1 - me) as i32)
}

fn side(p: &Pos, r: &Rules, s: usize, w: &Weights) -> i32 {
    let mine = p.men[s];
    let empty = p.empty();
    let placing = p.hand[s] > 0;
    let flying = p.flies(r, s as u8);
    let mut v = MAN * p.total(s as u8) as i32;

    let mut mills = 0;
    let mut half_open = 0;
    let mut open = 0;
    let mut threat_points = 0u32;
    for &l in &LINE_MASKS[..r.lines()] {
        let n = (mine & l).count_ones();
        if n == 3 {
            mills += 1;
        } else if n == 2 && empty & l != 0 {
            let e = empty & l;
            let gap = e.trailing_zeros() as u8;
            // Can a man of ours reach the gap next turn? (In Tre i rad a row placed takes
            // nothing: there only a man that can step into the gap later threatens.)
            let reach =
                (placing && r.place_captures) || flying || r.neighbours(gap) & mine & !l != 0;
            if reach {
                threat_points |= e;
            } else {
                half_open += 1;
            }
        } else if n == 1 && (empty & l).count_ones() == 2 {
            open += 1;
        }
    }
    let threats = threat_points.count_ones() as i32;
    let o = 1 - s;
    if w.unstoppable != 0 && p.hand[o] == 0 && !p.flies(r, o as u8) {
        let theirs = p.men[o];
        let unstoppable = points_of(threat_points)
            .filter(|&t| r.neighbours(t) & theirs == 0)
            .count() as i32;
        v += w.unstoppable * unstoppable;
    }
    // No bonus for whose turn it is: the quiescence search plays the mills out, and a
    // side-to-move bonus made leaf values swing by ply (measured: 59 % -> 67 % against
    // the baseline over 60 games).
    v += w.mill * mills + w.half_open * half_open + w.threat * threats;

    if placing {
        // Men on points with many neighbours keep the most options, and the men placed
        // now are the ones that must move later: their free steps and the men already
        // walled in decide who is shut in when the placing ends.
        let mut mobility = 0;
        let mut blocked = 0;
        for m in points_of(mine) {
            let n = r.neighbours(m);
            v += w.place_points * n.count_ones() as i32;
            let free = (n & empty).count_ones() as i32;
            mobility += free;
            blocked += (free == 0) as i32;
        }
        v += w.place_mobility * mobility - w.place_blocked * blocked + w.place_open * open;
        // Not in Kvarn 12, where the board fills up and a man placed frees few steps:
        // there the term lost (46.8 % over 140 self-play games at 100 ms; 47.8 % over 200
        // with the mill guard that weighs side intervention and custody).
        if !r.diagonals {
            v += w.place_hand * p.hand[s] as i32;
        }
        if threats >= 2 {
            v += w.place_fork;
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
        v += w.mobility * mobility - w.blocked * blocked + w.double * doubles.min(2);
        v -= w.danger * (w.danger_moves - mobility).max(0);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::parse_point;
    use crate::settings::{MorrisSettings, Variant};

    fn pos(white: &str, black: &str, turn: u8) -> Pos {
        let bits = |s: &str| {
            s.split_whitespace()
                .map(|n| 1u32 << parse_point(n).unwrap())
                .fold(0, |a, b| a | b)
        };
        Pos {
            men: [bits(white), bits(black)],
            hand: [0, 0],
            turn,
        }
    }

    #[test]
    fn a_threat_the_opponent_cannot_block_is_worth_more_than_one_it_can() {
        let r = Rules::of(&MorrisSettings::new(Variant::Kvarn));
        let off = Weights {
            unstoppable: 0,
            ..Weights::TUNED
        };
        let on = Weights {
            unstoppable: 40,
            ..Weights::TUNED
        };
        let gain = |p: &Pos| evaluate_with(p, &r, &on) - evaluate_with(p, &r, &off);
        // White's b2 and f2 with the gap d2, which d1 reaches. Black's d3 can block it.
        let blockable = pos("b2 f2 d1", "d3 a7 g7", 0);
        assert_eq!(gain(&blockable), 0);
        // With Black's man on a4 instead nothing of Black's reaches d2, whoever moves.
        let unblockable = pos("b2 f2 d1", "a4 a7 g7", 0);
        assert_eq!(gain(&unblockable), 40);
        assert_eq!(
            gain(&Pos {
                turn: 1,
                ..unblockable
            }),
            -40
        );
        // A man in hand could still be placed on the gap.
        let placing = Pos {
            hand: [1, 1],
            ..unblockable
        };
        assert_eq!(gain(&placing), 0);
    }
}
