//! The morris board as bitmasks: 24 points in one `u32`, the lines, neighbours, the sides
//! and diagonals of the extra captures of `kvarn-12`, all as tables built at compile time,
//! and [`Pos`], the position the rules and the search share.
//!
//! Points are numbered 0–23 row by row from the bottom, left to right, in the order the
//! rules list them: `a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7`.

use crate::moves::MorrisMove;
use crate::settings::{MorrisSettings, Variant};
use spelbord_core::Seat;

/// A set of points, bit `p` for point `p`.
pub type Bits = u32;

/// The number of points.
pub const POINTS: usize = 24;
/// Every point.
pub const ALL_POINTS: Bits = (1 << POINTS) - 1;

/// The points' names, by index.
pub const NAMES: [&str; POINTS] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// The lines of three points: the 16 of the plain board, then the 4 diagonals of `kvarn-12`.
pub const LINES: [[u8; 3]; 20] = [
    // Rows.
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [9, 10, 11],
    [12, 13, 14],
    [15, 16, 17],
    [18, 19, 20],
    [21, 22, 23],
    // Columns.
    [0, 9, 21],
    [3, 10, 18],
    [6, 11, 15],
    [1, 4, 7],
    [16, 19, 22],
    [8, 12, 17],
    [5, 13, 20],
    [2, 14, 23],
    // Diagonals (kvarn-12): a1-b2-c3, g1-f2-e3, a7-b6-c5, g7-f6-e5.
    [0, 3, 6],
    [2, 5, 8],
    [21, 18, 15],
    [23, 20, 17],
];

/// The lines of the plain board (the first 16 of [`LINES`]).
pub const PLAIN_LINES: usize = 16;

/// The four cross lines joining the squares' midpoints (`a4-b4-c4` ...): the lines that
/// are not a side of a square and not a diagonal.
const CROSS_LINES: [usize; 4] = [3, 4, 11, 12];

const fn mask(l: [u8; 3]) -> Bits {
    (1 << l[0]) | (1 << l[1]) | (1 << l[2])
}

/// The lines as point sets.
pub const LINE_MASKS: [Bits; 20] = {
    let mut out = [0; 20];
    let mut i = 0;
    while i < 20 {
        out[i] = mask(LINES[i]);
        i += 1;
    }
    out
};

/// For each point, the neighbours along the lines of the plain board (`[0]`) and with
/// the diagonals (`[1]`).
pub const NEIGHBOURS: [[Bits; POINTS]; 2] = {
    let mut out = [[0; POINTS]; 2];
    let mut i = 0;
    while i < 20 {
        let [a, b, c] = LINES[i];
        let (a, b, c) = (a as usize, b as usize, c as usize);
        let mut k = if i < PLAIN_LINES { 0 } else { 1 };
        while k < 2 {
            out[k][a] |= 1 << b;
            out[k][b] |= (1 << a) | (1 << c);
            out[k][c] |= 1 << b;
            k += 1;
        }
        i += 1;
    }
    out
};

/// For each point, the lines through it: two on the plain board, and a third (or 0)
/// for the corners on a diagonal.
pub const LINES_THROUGH: [[Bits; 3]; POINTS] = {
    let mut out = [[0; 3]; POINTS];
    let mut i = 0;
    while i < 20 {
        let mut j = 0;
        while j < 3 {
            let p = LINES[i][j] as usize;
            let slot = if i >= PLAIN_LINES {
                2
            } else if out[p][0] == 0 {
                0
            } else {
                1
            };
            out[p][slot] = LINE_MASKS[i];
            j += 1;
        }
        i += 1;
    }
    out
};

/// Side intervention (`kvarn-12`): for the midpoint of a side of a square, the side's two
/// corners; 0 for every other point.
pub const SIDE_CORNERS: [Bits; POINTS] = {
    let mut out = [0; POINTS];
    let mut i = 0;
    while i < PLAIN_LINES {
        let cross = i == CROSS_LINES[0]
            || i == CROSS_LINES[1]
            || i == CROSS_LINES[2]
            || i == CROSS_LINES[3];
        if !cross {
            let [a, b, c] = LINES[i];
            out[b as usize] = (1 << a) | (1 << c);
        }
        i += 1;
    }
    out
};

/// Diagonal custody (`kvarn-12`): for a point at one end of a diagonal, the diagonal's
/// middle point and its other end; `None` elsewhere.
pub const CUSTODY: [Option<(u8, u8)>; POINTS] = {
    let mut out = [None; POINTS];
    let mut i = PLAIN_LINES;
    while i < 20 {
        let [a, b, c] = LINES[i];
        out[a as usize] = Some((b, c));
        out[c as usize] = Some((b, a));
        i += 1;
    }
    out
};

/// The column (0–6, a–g) and row (0–6, 1–7) of a point.
pub fn coords(p: u8) -> (u8, u8) {
    let n = NAMES[p as usize % POINTS].as_bytes();
    (n[0] - b'a', n[1] - b'1')
}

/// The name of a point (`d2`); `"?"` off the board.
pub fn point_name(p: u8) -> &'static str {
    NAMES.get(p as usize).copied().unwrap_or("?")
}

/// The point a name (`d2`, also `D2`) stands for.
pub fn parse_point(s: &str) -> Option<u8> {
    let s = s.trim().to_ascii_lowercase();
    NAMES.iter().position(|n| *n == s).map(|p| p as u8)
}

/// The points of a set, lowest first.
pub fn points_of(bits: Bits) -> impl Iterator<Item = u8> {
    let mut b = bits;
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let p = b.trailing_zeros() as u8;
            b &= b - 1;
            Some(p)
        }
    })
}

/// The rules of one table, as the move generator needs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The game.
    pub variant: Variant,
    /// The diagonals are lines (`kvarn-12`).
    pub diagonals: bool,
    /// A mill made while placing captures (not in `tre-i-rad`).
    pub place_captures: bool,
    /// A man in a mill may not be removed while others stand outside mills.
    pub protect_mills: bool,
    /// Side intervention and diagonal custody (`kvarn-12`).
    pub extra_captures: bool,
    /// A player with exactly three men (none in hand) may move one to any empty point.
    pub flying: bool,
    /// Men each player starts with.
    pub men: u8,
}

impl Rules {
    /// The rules of a table.
    pub fn of(settings: &MorrisSettings) -> Rules {
        let v = settings.variant;
        Rules {
            variant: v,
            diagonals: v == Variant::Kvarn12,
            place_captures: v != Variant::TreIRad,
            protect_mills: v != Variant::Kvarn12,
            extra_captures: v == Variant::Kvarn12,
            flying: settings.flies(),
            men: v.men(),
        }
    }

    /// How many of [`LINES`] count.
    #[inline]
    pub fn lines(&self) -> usize {
        if self.diagonals {
            LINES.len()
        } else {
            PLAIN_LINES
        }
    }

    /// The neighbours of `p` in this game.
    #[inline]
    pub fn neighbours(&self, p: u8) -> Bits {
        NEIGHBOURS[self.diagonals as usize][p as usize]
    }

    /// The points of `bits` that stand in a mill (a line all in `bits`).
    #[inline]
    pub fn in_mills(&self, bits: Bits) -> Bits {
        let mut m = 0;
        for &l in &LINE_MASKS[..self.lines()] {
            if bits & l == l {
                m |= l;
            }
        }
        m
    }

    /// Whether `bits` fill a line through `p`.
    #[inline]
    pub fn mill_at(&self, p: u8, bits: Bits) -> bool {
        let ls = &LINES_THROUGH[p as usize];
        let n = if self.diagonals { 3 } else { 2 };
        ls[..n].iter().any(|&l| l != 0 && bits & l == l)
    }

    /// The opposing men (`theirs`) that a man put on `p` takes automatically, `mine` being
    /// the mover's men after the move: side intervention and diagonal custody.
    #[inline]
    pub fn automatic_captures(&self, p: u8, mine: Bits, theirs: Bits) -> Bits {
        if !self.extra_captures {
            return 0;
        }
        let mut taken = 0;
        let corners = SIDE_CORNERS[p as usize];
        if corners != 0 && theirs & corners == corners {
            taken |= corners;
        }
        if let Some((mid, far)) = CUSTODY[p as usize] {
            if theirs & (1 << mid) != 0 && mine & (1 << far) != 0 {
                taken |= 1 << mid;
            }
        }
        taken
    }

    /// The opposing men `theirs` that a mill may remove.
    #[inline]
    pub fn removable(&self, theirs: Bits) -> Bits {
        if !self.protect_mills {
            return theirs;
        }
        let free = theirs & !self.in_mills(theirs);
        if free != 0 {
            free
        } else {
            theirs
        }
    }
}

/// What one turn does, before the removal is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Effect {
    /// The mover's men after the move.
    pub mine: Bits,
    /// The opponent's men after the automatic captures.
    pub theirs: Bits,
    /// The men the automatic captures took.
    pub automatic: Bits,
    /// Whether the move closed a mill that captures.
    pub mill: bool,
}

/// A position: the men on the board, the men in hand and the seat to move. Everything
/// the rules need to list and play moves (the game adds the history for the draws).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pos {
    /// The men of each seat on the board.
    pub men: [Bits; 2],
    /// The men each seat still has to place.
    pub hand: [u8; 2],
    /// The seat to move.
    pub turn: Seat,
}

impl Pos {
    /// The empty board, `men` in each hand, `turn` to move.
    pub fn start(men: u8, turn: Seat) -> Pos {
        Pos {
            men: [0, 0],
            hand: [men, men],
            turn: turn & 1,
        }
    }

    /// A key that tells positions apart exactly (men, hands and the seat to move).
    #[inline]
    pub fn key(&self) -> u64 {
        self.men[0] as u64
            | (self.men[1] as u64) << 24
            | (self.hand[0] as u64 & 15) << 48
            | (self.hand[1] as u64 & 15) << 52
            | (self.turn as u64 & 1) << 56
    }

    /// The empty points.
    #[inline]
    pub fn empty(&self) -> Bits {
        ALL_POINTS & !(self.men[0] | self.men[1])
    }

    /// Men of `seat` on the board.
    #[inline]
    pub fn on_board(&self, seat: Seat) -> u32 {
        self.men[seat as usize & 1].count_ones()
    }

    /// Men of `seat` left in the game: on the board and in hand.
    #[inline]
    pub fn total(&self, seat: Seat) -> u32 {
        self.on_board(seat) + self.hand[seat as usize & 1] as u32
    }

    /// Whether `seat` may fly now: flying is on, all its men are placed and three remain.
    #[inline]
    pub fn flies(&self, rules: &Rules, seat: Seat) -> bool {
        rules.flying && self.hand[seat as usize & 1] == 0 && self.on_board(seat) == 3
    }

    /// Whether both seats have placed all their men.
    #[inline]
    pub fn moving_phase(&self) -> bool {
        self.hand == [0, 0]
    }

    /// The points the seat to move may move its man on `from` to (none for a placement).
    #[inline]
    pub fn destinations(&self, rules: &Rules, from: u8) -> Bits {
        let me = self.turn as usize;
        if self.hand[me] > 0 || self.men[me] & (1 << from) == 0 {
            return 0;
        }
        if self.flies(rules, self.turn) {
            self.empty()
        } else {
            rules.neighbours(from) & self.empty()
        }
    }

    /// What putting a man on `to` (from `from`, or from the hand) does.
    #[inline]
    pub fn effect(&self, rules: &Rules, from: Option<u8>, to: u8) -> Effect {
        let me = self.turn as usize;
        let mut mine = self.men[me] | 1 << to;
        if let Some(f) = from {
            mine &= !(1 << f);
        }
        let before = self.men[1 - me];
        let automatic = rules.automatic_captures(to, mine, before);
        let mill = (from.is_some() || rules.place_captures) && rules.mill_at(to, mine);
        Effect {
            mine,
            theirs: before & !automatic,
            automatic,
            mill,
        }
    }

    /// Calls `f` for each whole turn of the seat to move (placement or step or flight,
    /// with the removal after a mill). Nothing when it has no men to play.
    #[inline]
    pub fn for_each_move(&self, rules: &Rules, mut f: impl FnMut(MorrisMove)) {
        let me = self.turn as usize;
        let empty = self.empty();
        let mut turn = |from: Option<u8>, to: u8| {
            let e = self.effect(rules, from, to);
            if e.mill && e.theirs != 0 {
                for r in points_of(rules.removable(e.theirs)) {
                    f(MorrisMove {
                        from,
                        to,
                        remove: Some(r),
                    });
                }
            } else {
                f(MorrisMove {
                    from,
                    to,
                    remove: None,
                });
            }
        };
        if self.hand[me] > 0 {
            for to in points_of(empty) {
                turn(None, to);
            }
            return;
        }
        let fly = self.flies(rules, self.turn);
        for from in points_of(self.men[me]) {
            let dests = if fly {
                empty
            } else {
                rules.neighbours(from) & empty
            };
            for to in points_of(dests) {
                turn(Some(from), to);
            }
        }
    }

    /// Appends every whole turn of the seat to move to `out`.
    pub fn generate(&self, rules: &Rules, out: &mut Vec<MorrisMove>) {
        self.for_each_move(rules, |m| out.push(m));
    }

    /// Whether the seat to move has any move (cheaper than listing them).
    #[inline]
    pub fn has_move(&self, rules: &Rules) -> bool {
        let me = self.turn as usize;
        let empty = self.empty();
        if empty == 0 {
            return false;
        }
        if self.hand[me] > 0 || self.flies(rules, self.turn) {
            return self.hand[me] > 0 || self.men[me] != 0;
        }
        points_of(self.men[me]).any(|p| rules.neighbours(p) & empty != 0)
    }

    /// Whether the seat to move has a turn that closes a mill and removes a man: what
    /// [`Pos::generate`] lists with a removal, found from the open lines without listing
    /// every turn (the mill guard asks this of every position after each of its moves).
    pub fn can_close_mill(&self, rules: &Rules) -> bool {
        let me = self.turn as usize;
        let mine = self.men[me];
        let empty = self.empty();
        let placing = self.hand[me] > 0;
        if placing && !rules.place_captures {
            return false;
        }
        let fly = !placing && self.flies(rules, self.turn);
        for &l in &LINE_MASKS[..rules.lines()] {
            let gap = empty & l;
            if (mine & l).count_ones() != 2 || gap == 0 {
                continue;
            }
            let to = gap.trailing_zeros() as u8;
            // The men that can reach the gap without leaving the line open.
            let froms = if placing {
                0
            } else if fly {
                mine & !l
            } else {
                rules.neighbours(to) & mine & !l
            };
            // A mill removes a man only if the automatic captures of the same move left
            // one (they never take the last of a real game, but the rule is the rule).
            if placing {
                if self.effect(rules, None, to).theirs != 0 {
                    return true;
                }
            } else if points_of(froms).any(|f| self.effect(rules, Some(f), to).theirs != 0) {
                return true;
            }
        }
        false
    }

    /// Whether the seat to move has a turn that takes a man by side intervention or
    /// diagonal custody (Kvarn 12's automatic captures; never in the other games).
    pub fn can_capture_automatically(&self, rules: &Rules) -> bool {
        if !rules.extra_captures {
            return false;
        }
        let me = self.turn as usize;
        let empty = self.empty();
        if self.hand[me] > 0 {
            return points_of(empty).any(|to| self.effect(rules, None, to).automatic != 0);
        }
        points_of(self.men[me]).any(|f| {
            points_of(self.destinations(rules, f))
                .any(|to| self.effect(rules, Some(f), to).automatic != 0)
        })
    }

    /// Whether `m` keeps the opponent from closing a mill on its next turn: after it the
    /// opponent has no turn that removes a man, or `m` itself takes a man (a trade; a move
    /// that wins takes one too). The mill guard's test. In Kvarn 12 a block that leaves
    /// the opponent a side intervention or a diagonal custody instead prevents nothing:
    /// the only block there is often on the midpoint between two corners or in custody,
    /// and walking into it loses one or two men to save one.
    #[inline]
    pub fn prevents_mill(&self, rules: &Rules, m: &MorrisMove) -> bool {
        let mut c = *self;
        c.apply(rules, m) != 0 || !(c.can_close_mill(rules) || c.can_capture_automatically(rules))
    }

    /// Plays a whole turn (assumed legal) and says which opposing men left the board
    /// (automatic captures and the removal together).
    #[inline]
    pub fn apply(&mut self, rules: &Rules, m: &MorrisMove) -> Bits {
        let me = self.turn as usize;
        let e = self.effect(rules, m.from, m.to);
        let mut theirs = e.theirs;
        if let Some(r) = m.remove {
            theirs &= !(1 << r);
        }
        let taken = self.men[1 - me] & !theirs;
        self.men[me] = e.mine;
        self.men[1 - me] = theirs;
        if m.from.is_none() {
            self.hand[me] = self.hand[me].saturating_sub(1);
        }
        self.turn ^= 1;
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_fit_the_board() {
        // Every point is on one row and one column; the 12 corners are on a diagonal.
        for l in &LINES_THROUGH {
            assert!(l[0] != 0 && l[1] != 0);
        }
        assert_eq!((0..24).filter(|&p| LINES_THROUGH[p][2] != 0).count(), 12);
        // 32 neighbour pairs on the plain board, 40 with the diagonals.
        let pairs = |k: usize| NEIGHBOURS[k].iter().map(|b| b.count_ones()).sum::<u32>() / 2;
        assert_eq!(pairs(0), 32);
        assert_eq!(pairs(1), 40);
        // 12 side midpoints, 8 diagonal ends.
        assert_eq!(SIDE_CORNERS.iter().filter(|&&c| c != 0).count(), 12);
        assert_eq!(CUSTODY.iter().filter(|c| c.is_some()).count(), 8);
        assert_eq!(
            SIDE_CORNERS[parse_point("d1").unwrap() as usize],
            (1 << parse_point("a1").unwrap()) | (1 << parse_point("g1").unwrap())
        );
        // b4 is the midpoint of the side b2-b6 (its cross line a4-c4 is no side).
        assert_eq!(
            SIDE_CORNERS[parse_point("b4").unwrap() as usize],
            (1 << parse_point("b2").unwrap()) | (1 << parse_point("b6").unwrap())
        );
        assert_eq!(SIDE_CORNERS[parse_point("a1").unwrap() as usize], 0);
        for (p, name) in NAMES.iter().enumerate() {
            assert_eq!(parse_point(name), Some(p as u8));
            let (c, r) = coords(p as u8);
            assert_eq!(format!("{}{}", (b'a' + c) as char, r + 1), *name);
        }
    }
}
