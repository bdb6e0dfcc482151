//! The old huffing rule ("blåsning"), written once against a small trait so that every
//! family that has it plays it alike: Dam's `huffing` setting (dam.md) and Alquerque's
//! (alquerque.md).
//!
//! With the rule on, captures are not forced. A player may step although a capture was
//! possible, or stop a capture sequence before its end; such a move is a *fault*.
//! Before their own move the opponent then gives a verdict: **insist** (the faulty
//! move is taken back and the offender must capture properly), **allow** (it stands),
//! or **huff** one of the pieces that could have captured — or the piece that stopped
//! early — off the board. Huffing is not a move: the huffer then moves as usual.
//!
//! This crate knows nothing of any one board: a family implements [`HuffingBoard`]
//! for its position (Dam's 32 dark squares, Alquerque's 25 points) and keeps the
//! fault (here [`Fault`], with its own snapshot type for "insist", or the family's
//! own record of it) between the offending move and the verdict. Both families take
//! the moves allowed under huffing from [`huffing_plays`] and the fault from
//! [`offence`], and both run [`check::position`] over positions of their own games,
//! so the rule is written and tested once.

use std::fmt;

pub mod check;

/// A set of points or squares, one bit each (wide enough for any of our boards).
pub type Points = u64;

/// What the huffing rule needs from a position.
pub trait HuffingBoard {
    /// One piece's whole move (a step, a complete capture or a stopped one).
    type Play: Copy + Eq;
    /// The moves the compulsory-capture rule allows ("jeu forcé").
    fn proper_plays(&self, out: &mut Vec<Self::Play>);
    /// Every non-capturing move, whether or not a capture is possible.
    fn all_steps(&self, out: &mut Vec<Self::Play>);
    /// Every complete capture sequence.
    fn complete_captures(&self, out: &mut Vec<Self::Play>);
    /// The pieces of the side to move that could capture now.
    fn capturers(&self) -> Points;
    /// Whether `p` captures.
    fn is_capture(p: &Self::Play) -> bool;
    /// Hops of a capture.
    fn hops(p: &Self::Play) -> usize;
    /// The capture `p` stopped after `hops` hops.
    fn prefix(p: &Self::Play, hops: usize) -> Self::Play;
    /// The point the moving piece starts from.
    fn origin(p: &Self::Play) -> u8;
    /// The point the moving piece ends on.
    fn destination(p: &Self::Play) -> u8;
}

/// Every move the rules allow under huffing: steps and stopped sequences are allowed
/// beside the proper captures (each such move is a fault). With no capture possible
/// these are just the proper moves.
pub fn huffing_plays<B: HuffingBoard>(b: &B, out: &mut Vec<B::Play>) {
    out.clear();
    if b.capturers() == 0 {
        b.proper_plays(out);
        return;
    }
    b.all_steps(out);
    let mut full = Vec::new();
    b.complete_captures(&mut full);
    let start = out.len();
    for p in &full {
        for k in 1..B::hops(p) {
            let q = B::prefix(p, k);
            if !out[start..].contains(&q) && !full.contains(&q) {
                out.push(q);
            }
        }
    }
    for p in full {
        if !out[start..].contains(&p) {
            out.push(p);
        }
    }
}

/// What a faulty move exposes to the opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Offence {
    /// The offender's pieces the opponent may huff, on the points where they stand
    /// after the move (a piece that could capture and moved is followed to its new
    /// point).
    pub huffable: Points,
    /// The move stopped a capture sequence early (rather than ignoring a capture).
    pub stopped_early: bool,
}

/// Whether `p` (allowed under huffing) is a fault in `b`, and what it exposes.
pub fn offence<B: HuffingBoard>(b: &B, p: &B::Play) -> Option<Offence> {
    let mut proper = Vec::new();
    b.proper_plays(&mut proper);
    if proper.contains(p) {
        return None;
    }
    let stopped_early = B::is_capture(p);
    let to: Points = 1 << B::destination(p);
    let huffable = if stopped_early {
        to
    } else {
        let could = b.capturers();
        let from: Points = 1 << B::origin(p);
        if could & from != 0 {
            (could & !from) | to
        } else {
            could
        }
    };
    Some(Offence {
        huffable,
        stopped_early,
    })
}

/// A faulty move waiting for the opponent's verdict; `S` is what the family needs to
/// take the move back on "insist".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault<P, S> {
    /// The move that was made.
    pub play: P,
    /// What it exposes.
    pub offence: Offence,
    /// The game as it was before the move.
    pub before: S,
}

/// The opponent's answer to a fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Take the move back; its player must capture properly (`insist`).
    Insist,
    /// Let the move stand (`allow`).
    Allow,
    /// Remove the offender's piece on this point (`huff` and the point, `huffc3`).
    Huff(u8),
}

impl Verdict {
    /// Every verdict open against `o`: insist, allow, then a huff per huffable piece.
    pub fn options(o: &Offence) -> Vec<Verdict> {
        let mut v = vec![Verdict::Insist, Verdict::Allow];
        let mut h = o.huffable;
        while h != 0 {
            v.push(Verdict::Huff(h.trailing_zeros() as u8));
            h &= h - 1;
        }
        v
    }

    /// Writes the verdict, naming points with `name`.
    pub fn write(&self, f: &mut fmt::Formatter<'_>, name: impl Fn(u8) -> String) -> fmt::Result {
        match self {
            Verdict::Insist => f.write_str("insist"),
            Verdict::Allow => f.write_str("allow"),
            Verdict::Huff(p) => write!(f, "huff{}", name(*p)),
        }
    }

    /// Reads `insist`, `allow` or `huff<point>` (case-insensitive), reading the point
    /// with `point`; `None` when the text is not a verdict at all.
    pub fn parse<E>(s: &str, point: impl Fn(&str) -> Result<u8, E>) -> Option<Result<Verdict, E>> {
        let lower = s.trim().to_ascii_lowercase();
        match lower.as_str() {
            "insist" => Some(Ok(Verdict::Insist)),
            "allow" => Some(Ok(Verdict::Allow)),
            _ => lower
                .strip_prefix("huff")
                .map(|rest| point(rest).map(Verdict::Huff)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-line toy: points 0..8 in a row, pieces jump one neighbour; the mover's
    /// pieces and the opponent's as bits. Enough to pin the rule down without a board.
    #[derive(Clone, Copy)]
    struct Line {
        me: u8,
        opp: u8,
    }
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct P {
        path: [u8; 3],
        len: u8,
    }
    impl Line {
        fn empty(&self) -> u8 {
            !(self.me | self.opp)
        }
        fn can_jump(&self, at: u8, opp: u8) -> bool {
            at + 2 < 8 && opp & (1 << (at + 1)) != 0 && self.empty() & (1 << (at + 2)) != 0
        }
    }
    impl HuffingBoard for Line {
        type Play = P;
        fn proper_plays(&self, out: &mut Vec<P>) {
            if self.capturers() != 0 {
                self.complete_captures(out)
            } else {
                self.all_steps(out)
            }
        }
        fn all_steps(&self, out: &mut Vec<P>) {
            for a in 0..7u8 {
                if self.me & (1 << a) != 0 && self.empty() & (1 << (a + 1)) != 0 {
                    out.push(P {
                        path: [a, a + 1, 0],
                        len: 2,
                    });
                }
            }
        }
        fn complete_captures(&self, out: &mut Vec<P>) {
            for a in 0..8u8 {
                if self.me & (1 << a) != 0 && self.can_jump(a, self.opp) {
                    let b = a + 2;
                    let rest = self.opp & !(1 << (a + 1));
                    if self.can_jump(b, rest) {
                        out.push(P {
                            path: [a, b, b + 2],
                            len: 3,
                        });
                    } else {
                        out.push(P {
                            path: [a, b, 0],
                            len: 2,
                        });
                    }
                }
            }
        }
        fn capturers(&self) -> Points {
            (0..8u8)
                .filter(|&a| self.me & (1 << a) != 0 && self.can_jump(a, self.opp))
                .fold(0, |s, a| s | 1 << a)
        }
        fn is_capture(p: &P) -> bool {
            p.path[1] == p.path[0] + 2
        }
        fn hops(p: &P) -> usize {
            if Self::is_capture(p) {
                p.len as usize - 1
            } else {
                0
            }
        }
        fn prefix(p: &P, hops: usize) -> P {
            let mut q = *p;
            q.len = hops as u8 + 1;
            for i in q.len as usize..3 {
                q.path[i] = 0;
            }
            q
        }
        fn origin(p: &P) -> u8 {
            p.path[0]
        }
        fn destination(p: &P) -> u8 {
            p.path[p.len as usize - 1]
        }
    }

    #[test]
    fn stopping_early_and_ignoring_a_capture_are_faults() {
        // Me on 0 and 6, opponent on 1 and 3: 0x2x4 is the proper capture.
        let b = Line {
            me: 0b0100_0001,
            opp: 0b0000_1010,
        };
        let mut v = Vec::new();
        huffing_plays(&b, &mut v);
        let stop = P {
            path: [0, 2, 0],
            len: 2,
        };
        let full = P {
            path: [0, 2, 4],
            len: 3,
        };
        let step = P {
            path: [6, 7, 0],
            len: 2,
        };
        assert!(v.contains(&stop) && v.contains(&full) && v.contains(&step));
        assert_eq!(v.len(), 3);
        assert_eq!(offence(&b, &full), None);
        assert_eq!(
            offence(&b, &stop),
            Some(Offence {
                huffable: 1 << 2,
                stopped_early: true
            })
        );
        // Stepping another piece leaves the capturer on 0 to be huffed.
        assert_eq!(
            offence(&b, &step),
            Some(Offence {
                huffable: 1,
                stopped_early: false
            })
        );
        assert_eq!(
            Verdict::options(&offence(&b, &step).unwrap()),
            vec![Verdict::Insist, Verdict::Allow, Verdict::Huff(0)]
        );
    }

    #[test]
    fn without_a_capture_nothing_is_a_fault() {
        let b = Line { me: 1, opp: 1 << 5 };
        let mut v = Vec::new();
        huffing_plays(&b, &mut v);
        assert_eq!(v.len(), 1);
        assert_eq!(offence(&b, &v[0]), None);
    }

    #[test]
    fn the_shared_check_catches_a_wrong_list_or_a_wrong_fault() {
        let b = Line {
            me: 0b0100_0001,
            opp: 0b0000_1010,
        };
        let mut v = Vec::new();
        huffing_plays(&b, &mut v);
        let right = |p: &P| offence(&b, p);
        assert_eq!(check::position(&b, &v, right), Ok(()));
        // A list without the stopped capture (as under jeu forcé) is refused...
        let short: Vec<P> = v
            .iter()
            .copied()
            .filter(|p| p.len != 2 || p.path[0] != 0)
            .collect();
        assert!(check::position(&b, &short, right).is_err());
        // ... and so is a game that records no fault, or huffs the wrong piece.
        assert!(check::position(&b, &v, |_| None).is_err());
        assert!(check::position(&b, &v, |p| offence(&b, p).map(|o| Offence {
            huffable: o.huffable << 1,
            ..o
        }))
        .is_err());
    }

    #[test]
    fn verdicts_read_back() {
        struct W(Verdict);
        impl fmt::Display for W {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.write(f, |p| p.to_string())
            }
        }
        for v in [Verdict::Insist, Verdict::Allow, Verdict::Huff(7)] {
            let text = W(v).to_string();
            let back = Verdict::parse(&text, |s| s.parse::<u8>()).unwrap().unwrap();
            assert_eq!(back, v);
        }
        assert!(Verdict::parse("huffzz", |s| s.parse::<u8>())
            .unwrap()
            .is_err());
        assert!(Verdict::parse("a1-b2", |s| s.parse::<u8>()).is_none());
    }
}
