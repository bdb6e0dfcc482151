//! The engine's judgement of a quiet position, in hundredths of a man, for the side to
//! move: material (kings worth more), trading down when ahead, the back rank, the
//! centre, mobility, runaway men and tempo (advancement, which matters more as the
//! board empties).

use crate::board::{column, row, Bits, Board, Colour, Dir, BOTTOM_ROW, TOP_ROW};

/// A man.
pub const MAN: i32 = 100;
/// A king: worth more than a man, as it moves and captures both ways.
pub const KING: i32 = 150;

/// Squares 14, 15, 18, 19: the heart of the board.
const CENTRE: Bits = (1 << 13) | (1 << 14) | (1 << 17) | (1 << 18);
/// The ring around the centre: 10, 11, 22, 23.
const NEAR_CENTRE: Bits = (1 << 9) | (1 << 10) | (1 << 21) | (1 << 22);
/// Columns a and h and the top and bottom rows.
const EDGE: Bits = 0x1818_1818 | 0xF000_000F;
/// Black's bridge (1 and 3) guards the crowning squares best of the back rank.
const BLACK_BRIDGE: Bits = (1 << 0) | (1 << 2);
/// White's bridge (30 and 32).
const WHITE_BRIDGE: Bits = (1 << 29) | (1 << 31);

const fn cones() -> [[Bits; 32]; 2] {
    // cones[c][sq]: every square a man of colour c on sq could ever reach moving
    // forward, i.e. the widening diagonal cone up to its crowning row.
    let mut t = [[0; 32]; 2];
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 32 {
            let (a, b) = if c == 0 {
                (Dir::DownLeft, Dir::DownRight)
            } else {
                (Dir::UpLeft, Dir::UpRight)
            };
            let mut front: Bits = 1 << sq;
            let mut cone = 0;
            let mut i = 0;
            while i < 8 {
                front = a.shift(front) | b.shift(front);
                cone |= front;
                i += 1;
            }
            t[c][sq] = cone;
            sq += 1;
        }
        c += 1;
    }
    t
}

/// `CONE[colour][square]`: the squares ahead of a man that could stop it.
const CONE: [[Bits; 32]; 2] = cones();

#[inline]
fn steps(b: &Board, c: Colour) -> i32 {
    let me = b.pieces(c);
    let kings = me & b.kings;
    let empty = b.empty();
    let [f1, f2] = c.forward();
    let [b1, b2] = c.other().forward();
    (f1.shift(me) & empty).count_ones() as i32
        + (f2.shift(me) & empty).count_ones() as i32
        + (b1.shift(kings) & empty).count_ones() as i32
        + (b2.shift(kings) & empty).count_ones() as i32
}

/// Rows a man of `c` on `sq` has advanced from its own back row (0–6).
#[inline]
fn advance(c: Colour, sq: u32) -> i32 {
    let row = (sq / 4) as i32;
    match c {
        Colour::Black => row,
        Colour::White => 7 - row,
    }
}

/// The positional terms for one colour.
fn side(b: &Board, c: Colour, pieces_total: i32) -> i32 {
    let me = b.pieces(c);
    let opp = b.pieces(c.other());
    let men = me & !b.kings;
    let kings = me & b.kings;
    let opp_men = (opp & !b.kings).count_ones() as i32;
    let mut s = 0;

    // The back rank keeps the opponent's men from crowning: worth most while the
    // opponent still has men to crown and while there are many pieces on the board.
    let (back, bridge) = match c {
        Colour::Black => (TOP_ROW, BLACK_BRIDGE),
        Colour::White => (BOTTOM_ROW, WHITE_BRIDGE),
    };
    if opp_men > 0 {
        s += (men & back).count_ones() as i32 * 6 * pieces_total / 12;
        if men & bridge == bridge {
            s += 8;
        }
    }

    s += (men & CENTRE).count_ones() as i32 * 6 + (men & NEAR_CENTRE).count_ones() as i32 * 2;
    s += (kings & CENTRE).count_ones() as i32 * 10 + (kings & NEAR_CENTRE).count_ones() as i32 * 5;
    // Kings on the edge of the board have half their moves.
    s -= (kings & EDGE).count_ones() as i32 * 4;

    // Tempo: men should advance, and more urgently as the board empties.
    let phase = 24 - pieces_total;
    let mut m = men;
    let occupied = b.occupied();
    let opp_kings = opp & b.kings;
    while m != 0 {
        let sq = m.trailing_zeros();
        m &= m - 1;
        let adv = advance(c, sq);
        s += adv * (phase / 6);
        // A runaway: nothing in its way and no opponent that could get in front.
        let cone = CONE[c as usize][sq as usize];
        if cone & occupied == 0 && opp_kings == 0 {
            s += 20 + 6 * adv;
        } else if cone & opp == 0 {
            s += 4 + 2 * adv;
        }
    }
    s
}

/// Double corners (1 and 5, 28 and 32): where a lone king holds out longest.
const DOUBLE_CORNERS: Bits = (1 << 0) | (1 << 4) | (1 << 27) | (1 << 31);

fn distance(a: u32, b: u32) -> i32 {
    let (ra, ca) = (row(a as u8) as i32, column(a as u8) as i32);
    let (rb, cb) = (row(b as u8) as i32, column(b as u8) as i32);
    (ra - rb).abs().max((ca - cb).abs())
}

/// Converting a won ending: the side ahead brings its kings to the opponent's pieces,
/// and the side behind is kept out of the double corners. Black's view.
fn ending(b: &Board, material: i32) -> i32 {
    if material == 0 || b.kings == 0 {
        return 0;
    }
    let (strong, weak) = if material > 0 {
        (b.black, b.white)
    } else {
        (b.white, b.black)
    };
    if weak.count_ones() > 4 {
        return 0;
    }
    let mut s = 0;
    let mut k = strong & b.kings;
    while k != 0 {
        let sq = k.trailing_zeros();
        k &= k - 1;
        let mut nearest = 8;
        let mut w = weak;
        while w != 0 {
            let t = w.trailing_zeros();
            w &= w - 1;
            nearest = nearest.min(distance(sq, t));
        }
        s += 2 * (8 - nearest);
    }
    s -= 6 * (weak & b.kings & DOUBLE_CORNERS).count_ones() as i32;
    if material > 0 {
        s
    } else {
        -s
    }
}

/// The value of a quiet position for the side to move.
pub fn evaluate(b: &Board) -> i32 {
    let bm = (b.black & !b.kings).count_ones() as i32;
    let bk = (b.black & b.kings).count_ones() as i32;
    let wm = (b.white & !b.kings).count_ones() as i32;
    let wk = (b.white & b.kings).count_ones() as i32;
    let total = bm + bk + wm + wk;
    let material = MAN * (bm - wm) + KING * (bk - wk);
    // Trading down when ahead turns an edge into a win: the same lead counts for more
    // with fewer pieces left.
    let trade = material * (24 - total) / 40;
    let mobility = 2 * (steps(b, Colour::Black) - steps(b, Colour::White));
    let score = material + trade + ending(b, material) + mobility + side(b, Colour::Black, total)
        - side(b, Colour::White, total);
    match b.turn {
        Colour::Black => score,
        Colour::White => -score,
    }
}

/// Material only (men and kings), for the side to move: the baseline's evaluation.
pub fn material(b: &Board) -> i32 {
    let bm = (b.black & !b.kings).count_ones() as i32;
    let bk = (b.black & b.kings).count_ones() as i32;
    let wm = (b.white & !b.kings).count_ones() as i32;
    let wk = (b.white & b.kings).count_ones() as i32;
    let score = MAN * (bm - wm) + KING * (bk - wk);
    match b.turn {
        Colour::Black => score,
        Colour::White => -score,
    }
}
