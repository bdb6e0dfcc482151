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

/// The value of a quiet position for the side to move: the tuned evaluation unless
/// [`set_classic`] switched back to the handcrafted one (for comparing the two).
#[inline]
pub fn evaluate(b: &Board) -> i32 {
    if CLASSIC.load(std::sync::atomic::Ordering::Relaxed) {
        classic(b)
    } else {
        tuned(b)
    }
}

static CLASSIC: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Chooses the handcrafted evaluation (`true`) or the tuned one (`false`, the default)
/// for every engine in the process: the self-play comparison switches it between the
/// two players' moves.
pub fn set_classic(on: bool) {
    CLASSIC.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// The handcrafted evaluation the tuned one replaced, for the side to move.
pub fn classic(b: &Board) -> i32 {
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

// ---------------------------------------------------------------------------------
// The tuned evaluation: a linear function of the features below, each the difference
// Black minus White, with two weights per feature (one for a full board, one for an
// empty one) blended by the number of pieces left. The weights (crate::weights) were
// fitted by logistic regression to the results of our own engine's self-play games
// (`examples/selfplay_data.rs`, `examples/tune_eval.rs`); endings of 4 pieces or fewer
// were labelled by our own database.

/// Number of features.
pub const NF: usize = 75;
/// Feature indices.
pub mod f {
    /// Men.
    pub const MAN: usize = 0;
    /// Kings.
    pub const KING: usize = 1;
    /// A man on each square counted from its own side (28 squares: none on the last row).
    pub const MAN_SQ: usize = 2;
    /// A king on each square counted from its own side (32).
    pub const KING_SQ: usize = 30;
    /// Steps available (mobility).
    pub const MOBILITY: usize = 62;
    /// Men with a free path to the crowning row and no enemy king.
    pub const RUNAWAY: usize = 63;
    /// Rows advanced, summed over those runaways.
    pub const RUNAWAY_ADV: usize = 64;
    /// Men with no enemy piece in their cone.
    pub const UNOPPOSED: usize = 65;
    /// Both bridge squares held while the opponent has men.
    pub const BRIDGE: usize = 66;
    /// Own pieces the opponent could capture now.
    pub const EN_PRISE: usize = 67;
    /// Black to move (+1) or White (−1).
    pub const TO_MOVE: usize = 68;
    /// Kings without a step.
    pub const TRAPPED_KING: usize = 69;
    /// Men without a step.
    pub const BLOCKED_MAN: usize = 70;
    /// Kings in a double corner.
    pub const KING_CORNER: usize = 71;
    /// The handcrafted ending term (the side ahead closing in), from Black's view.
    pub const ENDING: usize = 72;
    /// Men on the two edge columns.
    pub const MAN_EDGE: usize = 73;
    /// Men defended from behind (a friendly piece on a square behind them).
    pub const BACKED: usize = 74;
}

/// Square `sq` as seen from colour `c`'s own side (Black's numbering).
#[inline(always)]
fn rel(c: Colour, sq: u32) -> usize {
    match c {
        Colour::Black => sq as usize,
        Colour::White => 31 - sq as usize,
    }
}

/// Columns a and h.
const SIDE_COLUMNS: Bits = 0x1818_1818 & !(0xF000_000F);

/// How many of `c`'s pieces the opponent could jump if it were to move.
#[inline]
fn en_prise(b: &Board, c: Colour) -> i32 {
    let me = b.pieces(c);
    let opp = b.pieces(c.other());
    let empty = b.empty();
    let opp_kings = opp & b.kings;
    let mut hit = 0;
    for d in Dir::ALL {
        // An attacker on the far side of `me` in direction d.back() jumping along d.
        let attackers = if c.other().forward().contains(&d) {
            opp
        } else {
            opp_kings
        };
        hit |= me & d.shift(attackers) & d.back().shift(empty);
    }
    hit.count_ones() as i32
}

/// Adds colour `c`'s features with sign `sign` (+1 Black, −1 White).
#[inline]
fn side_features(b: &Board, c: Colour, sign: i32, x: &mut [i32; NF]) {
    let me = b.pieces(c);
    let opp = b.pieces(c.other());
    let men = me & !b.kings;
    let kings = me & b.kings;
    let occupied = b.occupied();
    let empty = !occupied;
    let opp_kings = opp & b.kings;
    x[f::MAN] += sign * men.count_ones() as i32;
    x[f::KING] += sign * kings.count_ones() as i32;
    let [f1, f2] = c.forward();
    let [b1, b2] = c.other().forward();
    let men_steps = (f1.back().shift(empty) | f2.back().shift(empty)) & men;
    x[f::BLOCKED_MAN] += sign * (men & !men_steps).count_ones() as i32;
    let all_dirs = f1.back().shift(empty)
        | f2.back().shift(empty)
        | b1.back().shift(empty)
        | b2.back().shift(empty);
    x[f::TRAPPED_KING] += sign * (kings & !all_dirs).count_ones() as i32;
    x[f::MOBILITY] += sign
        * ((f1.shift(me) & empty).count_ones()
            + (f2.shift(me) & empty).count_ones()
            + (b1.shift(kings) & empty).count_ones()
            + (b2.shift(kings) & empty).count_ones()) as i32;
    x[f::MAN_EDGE] += sign * (men & SIDE_COLUMNS).count_ones() as i32;
    x[f::BACKED] += sign * (men & (f1.shift(me) | f2.shift(me))).count_ones() as i32;
    x[f::KING_CORNER] += sign * (kings & DOUBLE_CORNERS).count_ones() as i32;
    let bridge = match c {
        Colour::Black => BLACK_BRIDGE,
        Colour::White => WHITE_BRIDGE,
    };
    if opp & !b.kings != 0 && men & bridge == bridge {
        x[f::BRIDGE] += sign;
    }
    let mut m = men;
    while m != 0 {
        let sq = m.trailing_zeros();
        m &= m - 1;
        x[f::MAN_SQ + rel(c, sq)] += sign;
        let cone = CONE[c as usize][sq as usize];
        if cone & occupied == 0 && opp_kings == 0 {
            x[f::RUNAWAY] += sign;
            x[f::RUNAWAY_ADV] += sign * advance(c, sq);
        } else if cone & opp == 0 {
            x[f::UNOPPOSED] += sign;
        }
    }
    let mut k = kings;
    while k != 0 {
        let sq = k.trailing_zeros();
        k &= k - 1;
        x[f::KING_SQ + rel(c, sq)] += sign;
    }
    x[f::EN_PRISE] += sign * en_prise(b, c);
}

/// The features of `b` (Black minus White) and its piece count.
pub fn features(b: &Board) -> ([i32; NF], i32) {
    let mut x = [0; NF];
    side_features(b, Colour::Black, 1, &mut x);
    side_features(b, Colour::White, -1, &mut x);
    x[f::TO_MOVE] = if b.turn == Colour::Black { 1 } else { -1 };
    let material = MAN * x[f::MAN] + KING * x[f::KING];
    x[f::ENDING] = ending(b, material);
    (x, (b.black | b.white).count_ones() as i32)
}

/// Weight of the full-board set at `pieces` pieces (out of 256).
#[inline(always)]
pub fn phase(pieces: i32) -> i32 {
    (pieces.clamp(0, 24) * 256) / 24
}

/// The tuned evaluation for the side to move.
pub fn tuned(b: &Board) -> i32 {
    let (x, pieces) = features(b);
    let p = phase(pieces);
    let (mut mg, mut eg) = (0i32, 0i32);
    for ((&xi, &wm), &we) in x.iter().zip(&crate::weights::MG).zip(&crate::weights::EG) {
        mg += xi * wm as i32;
        eg += xi * we as i32;
    }
    let (pm, pe) = pattern_values(b);
    mg += pm;
    eg += pe;
    let score = (mg * p + eg * (256 - p)) / 256;
    match b.turn {
        Colour::Black => score,
        Colour::White => -score,
    }
}

// ---------------------------------------------------------------------------------
// Patterns: the men standing in each 4×4 region of the board (eight dark squares,
// three states each), looked up in a table of learnt values, as strong draughts
// programs (Scan) value structure. Each side's regions are read from its own side of
// the board (White's turned half a turn), so one table serves both colours and the
// evaluation stays symmetric: Black's value less White's.

/// Regions: rows 2r..2r+3 (r = 0, 1, 2) by columns 2c..2c+3 (c = 0, 1, 2).
pub const REGIONS: usize = 9;
/// Men in a region: 3^8.
pub const PATTERNS: usize = 6561;

/// `TERNARY[m]`: the bits of `m` read as base-3 digits (bit i → 3^i).
const TERNARY: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut m = 0;
    while m < 256 {
        let (mut v, mut p, mut i) = (0u16, 1u16, 0);
        while i < 8 {
            if m & (1 << i) != 0 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[m] = v;
        m += 1;
    }
    t
};

/// The eight bits of region (rows from `2 * rb`, squares `cb`, `cb + 1` of each row) of
/// `bits`: a 4×4 block of the board holds two squares of each of its four rows, at the
/// same offset in every row.
#[inline(always)]
fn region(bits: Bits, rb: usize, cb: usize) -> usize {
    let base = 8 * rb + cb;
    let mut x = 0;
    let mut i = 0;
    while i < 4 {
        x |= (((bits >> (base + 4 * i)) & 3) as usize) << (2 * i);
        i += 1;
    }
    x
}

/// One side's pattern indices, its own men as digit 1 and the opponent's as 2.
#[inline(always)]
fn view_indices(own: Bits, opp: Bits) -> [u16; REGIONS] {
    let mut out = [0u16; REGIONS];
    for (k, o) in out.iter_mut().enumerate() {
        let (rb, cb) = (k / 3, k % 3);
        *o = TERNARY[region(own, rb, cb)] + 2 * TERNARY[region(opp, rb, cb)];
    }
    out
}

/// Reads signed bytes: the pattern tables are binary files written by the tuner
/// (`examples/tune_eval.rs`), one table of REGIONS × PATTERNS values a phase, in
/// hundredths of a man (the fitted values stay well inside ±127; a byte each keeps the
/// module small).
const fn table(bytes: &[u8]) -> [i8; REGIONS * PATTERNS] {
    // A table of another size is from another layout: fail the build, not the play.
    assert!(bytes.len() == REGIONS * PATTERNS);
    let mut t = [0i8; REGIONS * PATTERNS];
    let mut i = 0;
    while i < t.len() {
        t[i] = bytes[i] as i8;
        i += 1;
    }
    t
}

/// Pattern values with 24 pieces on the board.
pub static PATTERN_MG: [i8; REGIONS * PATTERNS] = table(include_bytes!("patterns-mg.bin"));
/// Pattern values with no pieces on the board.
pub static PATTERN_EG: [i8; REGIONS * PATTERNS] = table(include_bytes!("patterns-eg.bin"));

/// The pattern tables' value of `b` for Black, with a full board and with an empty one.
#[inline]
pub fn pattern_values(b: &Board) -> (i32, i32) {
    let (own, opp) = pattern_indices(b);
    let (mut mg, mut eg) = (0, 0);
    for k in 0..REGIONS {
        let (a, o) = (
            k * PATTERNS + own[k] as usize,
            k * PATTERNS + opp[k] as usize,
        );
        mg += PATTERN_MG[a] as i32 - PATTERN_MG[o] as i32;
        eg += PATTERN_EG[a] as i32 - PATTERN_EG[o] as i32;
    }
    (mg, eg)
}

/// The pattern indices of Black's view and of White's (its board turned half a turn:
/// square s is square 31 − s).
#[inline]
pub fn pattern_indices(b: &Board) -> ([u16; REGIONS], [u16; REGIONS]) {
    let bm = b.black & !b.kings;
    let wm = b.white & !b.kings;
    (
        view_indices(bm, wm),
        view_indices(wm.reverse_bits(), bm.reverse_bits()),
    )
}
