//! Line patterns: what a mark on an empty cell makes along one line, read from the
//! cells up to five steps either side. Every such neighbourhood is classified once into a
//! table (2^18 entries per rule), so the engine's incremental board looks a pattern up
//! with one index.
//!
//! A key packs the eight cells at offsets −4…−1, 1…4 with two bits each (0 empty, 1 the
//! mover's mark, 2 blocked: the other mark or the edge) and, in bits 16 and 17, whether
//! the cells at −5 and +5 hold the mover's mark (which only matters for exactly five,
//! where it turns a five into an overline).

use std::sync::OnceLock;

/// Nothing worth naming.
pub const NONE: u8 = 0;
/// A two that can become a closed three.
pub const TWO: u8 = 1;
/// A two that can become an open three.
pub const OPEN_TWO: u8 = 2;
/// A three that can become a four (one more mark gives one winning point).
pub const THREE: u8 = 3;
/// An open three: one more mark makes an open four.
pub const OPEN_THREE: u8 = 4;
/// A four: exactly one cell completes five.
pub const FOUR: u8 = 5;
/// An open four (or two fours in one line): two cells complete five.
pub const OPEN_FOUR: u8 = 6;
/// Five (exactly five under that rule).
pub const FIVE: u8 = 7;

/// Number of patterns.
pub const PATTERNS: usize = 8;

const E: u8 = 0;
const M: u8 = 1;
const B: u8 = 2;

/// Bit offset of each line index 1..=9 (index 5, the cell itself, has none).
const fn slot(i: usize) -> usize {
    if i < 5 {
        2 * (i - 1)
    } else {
        2 * (i - 2)
    }
}

fn decode(key: u32) -> [u8; 11] {
    let mut line = [B; 11];
    for i in (1..=9).filter(|&i| i != 5) {
        line[i] = match (key >> slot(i)) & 3 {
            0 => E,
            1 => M,
            _ => B,
        };
    }
    line[0] = if key & (1 << 16) != 0 { M } else { B };
    line[10] = if key & (1 << 17) != 0 { M } else { B };
    line[5] = M;
    line
}

fn five(line: &[u8; 11], exact: bool) -> bool {
    let left = (0..5).rev().take_while(|&i| line[i] == M).count();
    let right = (6..11).take_while(|&i| line[i] == M).count();
    let run = 1 + left + right;
    if exact {
        run == 5
    } else {
        run >= 5
    }
}

fn classify(key: u32, exact: bool, memo: &mut [u8]) -> u8 {
    let k = key as usize;
    if memo[k] != u8::MAX {
        return memo[k];
    }
    let mut line = decode(key);
    let p = if five(&line, exact) {
        FIVE
    } else {
        let empties: Vec<usize> = (1..=9).filter(|&i| i != 5 && line[i] == E).collect();
        let mut wins = 0;
        for &e in &empties {
            line[e] = M;
            if five(&line, exact) {
                wins += 1;
            }
            line[e] = E;
        }
        if wins >= 2 {
            OPEN_FOUR
        } else if wins == 1 {
            FOUR
        } else {
            let best = empties
                .iter()
                .map(|&e| classify(key | (1 << slot(e)), exact, memo))
                .max()
                .unwrap_or(NONE);
            match best {
                OPEN_FOUR => OPEN_THREE,
                FOUR => THREE,
                OPEN_THREE => OPEN_TWO,
                THREE => TWO,
                _ => NONE,
            }
        }
    };
    memo[k] = p;
    p
}

fn build(exact: bool) -> Vec<u8> {
    let mut memo = vec![u8::MAX; 1 << 18];
    for key in 0..(1u32 << 18) {
        classify(key, exact, &mut memo);
    }
    memo
}

/// The pattern table of a rule (built on first use, a few tens of milliseconds).
pub fn table(exact: bool) -> &'static [u8] {
    static FREE: OnceLock<Vec<u8>> = OnceLock::new();
    static EXACT: OnceLock<Vec<u8>> = OnceLock::new();
    if exact {
        EXACT.get_or_init(|| build(true))
    } else {
        FREE.get_or_init(|| build(false))
    }
}

/// The part of a rule's table where the cells at ±5 hold no mark of the mover (a quarter
/// of the table, 64 KB: it stays in the first-level cache). Under free fives it is the
/// whole story, since a run reaching ±5 already counts five without it.
pub fn small_table(exact: bool) -> &'static [u8] {
    static FREE: OnceLock<Vec<u8>> = OnceLock::new();
    static EXACT: OnceLock<Vec<u8>> = OnceLock::new();
    let lock = if exact { &EXACT } else { &FREE };
    lock.get_or_init(|| table(exact)[..1 << 16].to_vec())
}

/// A rule's table indexed by ternary keys: the four cells either side as base-3 digits
/// (cell −4…−1 then 1…4, weights 1, 3, 9 …), plus 6561 if the cell at −5 holds the
/// mover's mark and 13122 if the one at +5 does. 26 KB instead of 256 KB, and under free
/// fives only its first 6.5 KB is read: the window's pattern lookups (the engine's
/// hottest load) stay in the first-level cache.
pub fn ternary_table(exact: bool) -> &'static [u8] {
    static FREE: OnceLock<Vec<u8>> = OnceLock::new();
    static EXACT: OnceLock<Vec<u8>> = OnceLock::new();
    let lock = if exact { &EXACT } else { &FREE };
    lock.get_or_init(|| {
        let t = table(exact);
        (0..TERNARY_KEYS)
            .map(|k| t[binary_key(k) as usize])
            .collect()
    })
}

/// Number of ternary keys.
pub const TERNARY_KEYS: u32 = 6561 * 4;

/// The binary key of a ternary key.
fn binary_key(ternary: u32) -> u32 {
    let mut key = 0;
    let mut t = ternary % 6561;
    for i in 0..8 {
        key |= (t % 3) << (2 * i);
        t /= 3;
    }
    key | (ternary / 6561) << 16
}

/// The key of a line written as 11 characters (`x` mine, `.` empty, `o` blocked), the
/// middle one being the cell itself: for tests.
pub fn key_of(text: &str) -> u32 {
    let b = text.as_bytes();
    let mut key = 0;
    for i in (1..=9).filter(|&i| i != 5) {
        let v = match b.get(i) {
            Some(b'.') => 0,
            Some(b'x') => 1,
            _ => 2,
        };
        key |= v << slot(i);
    }
    if b.first() == Some(&b'x') {
        key |= 1 << 16;
    }
    if b.get(10) == Some(&b'x') {
        key |= 1 << 17;
    }
    key
}

/// What one cell is worth to one player, from its four line patterns: the threat a mark
/// there would make. Ordered: a higher class is a stronger threat.
pub mod class {
    /// Nothing.
    pub const NONE: u8 = 0;
    /// Twos and closed threes.
    pub const LOW: u8 = 1;
    /// Makes one open three.
    pub const OPEN_THREE: u8 = 2;
    /// Makes two open threes at once.
    pub const DOUBLE_THREE: u8 = 3;
    /// Makes a four.
    pub const FOUR: u8 = 4;
    /// Makes a four and an open three at once.
    pub const FOUR_THREE: u8 = 5;
    /// Makes an open four or two fours: wins next move unless the other side has five.
    pub const OPEN_FOUR: u8 = 6;
    /// Makes five: wins now.
    pub const FIVE: u8 = 7;
    /// Number of classes.
    pub const COUNT: usize = 8;
}

/// The class of a cell from its four patterns.
pub fn cell_class(p: [u8; 4]) -> u8 {
    CLASS_OF[class_key(p)]
}

/// The index of four patterns (three bits each) in [`CLASS_OF`].
#[inline]
pub fn class_key(p: [u8; 4]) -> usize {
    p[0] as usize | (p[1] as usize) << 3 | (p[2] as usize) << 6 | (p[3] as usize) << 9
}

/// Every combination of four patterns classified once: the window reclassifies a cell
/// each time one of its patterns changes (the hottest loop of the engine), and a load is
/// cheaper than the counting below.
pub static CLASS_OF: [u8; 1 << 12] = class_table();

const fn class_table() -> [u8; 1 << 12] {
    let mut t = [0u8; 1 << 12];
    let mut k = 0;
    while k < 1 << 12 {
        let p = [
            (k & 7) as u8,
            ((k >> 3) & 7) as u8,
            ((k >> 6) & 7) as u8,
            ((k >> 9) & 7) as u8,
        ];
        t[k] = classify_cell(p);
        k += 1;
    }
    t
}

const fn classify_cell(p: [u8; 4]) -> u8 {
    let mut fives = 0;
    let mut open_fours = 0;
    let mut fours = 0;
    let mut threes = 0;
    let mut low = false;
    let mut i = 0;
    while i < 4 {
        match p[i] {
            FIVE => fives += 1,
            OPEN_FOUR => open_fours += 1,
            FOUR => fours += 1,
            OPEN_THREE => threes += 1,
            NONE => {}
            _ => low = true,
        }
        i += 1;
    }
    if fives > 0 {
        class::FIVE
    } else if open_fours > 0 || fours >= 2 {
        class::OPEN_FOUR
    } else if fours == 1 && threes > 0 {
        class::FOUR_THREE
    } else if fours == 1 {
        class::FOUR
    } else if threes >= 2 {
        class::DOUBLE_THREE
    } else if threes == 1 {
        class::OPEN_THREE
    } else if low {
        class::LOW
    } else {
        class::NONE
    }
}

/// Number of cell kinds up to the order of the four directions: multisets of four
/// patterns out of [`PATTERNS`].
pub const COMBOS: usize = 330;

/// The kind of each [`class_key`] with the directions' order forgotten: index 0 is a
/// cell with no pattern at all. The fitted evaluation and move ordering weigh a cell by
/// its kind, as Rapfi's classical evaluation weighs its pattern combinations.
pub static COMBO_OF: [u16; 1 << 12] = combo_table();

const fn combo_table() -> [u16; 1 << 12] {
    // The sorted quadruples in lexicographic order get the indices 0..COMBOS.
    let mut index = [0u16; 1 << 12];
    let mut n = 0u16;
    let mut a = 0;
    while a < PATTERNS {
        let mut b = a;
        while b < PATTERNS {
            let mut c = b;
            while c < PATTERNS {
                let mut d = c;
                while d < PATTERNS {
                    index[a | b << 3 | c << 6 | d << 9] = n;
                    n += 1;
                    d += 1;
                }
                c += 1;
            }
            b += 1;
        }
        a += 1;
    }
    let mut t = [0u16; 1 << 12];
    let mut k = 0;
    while k < 1 << 12 {
        let mut p = [k & 7, (k >> 3) & 7, (k >> 6) & 7, (k >> 9) & 7];
        // Four elements sorted by a fixed network.
        let mut i = 0;
        while i < 4 {
            let mut j = 0;
            while j + 1 < 4 - i {
                if p[j] > p[j + 1] {
                    let x = p[j];
                    p[j] = p[j + 1];
                    p[j + 1] = x;
                }
                j += 1;
            }
            i += 1;
        }
        t[k] = index[p[0] | p[1] << 3 | p[2] << 6 | p[3] << 9];
        k += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pat(line: &str, exact: bool) -> u8 {
        table(exact)[key_of(line) as usize]
    }

    #[test]
    fn patterns_name_the_threats() {
        // The middle character `_` is the cell being marked.
        assert_eq!(pat("o.xxx_xx..o", false), FIVE); // six in a row wins freely
        assert_eq!(pat("o.xxx_xx..o", true), NONE); // ... and never under exactly five
        assert_eq!(pat("o..xx_x...o", false), OPEN_FOUR);
        assert_eq!(pat("o..ox_xx..o", false), FOUR);
        assert_eq!(pat("o...x_x...o", false), OPEN_THREE);
        assert_eq!(pat("o..ox_x...o", false), THREE);
        assert_eq!(pat("o...x_....o", false), OPEN_TWO);
        assert_eq!(pat("o...._....o", false), NONE);
        assert_eq!(pat("o...o_o...o", false), NONE);
        // x x . [x] x x: the gap makes six, a win freely; exactly five must go right.
        assert_eq!(pat("o.xx._xx..o", false), FOUR);
        assert_eq!(pat("o.xx._xx..o", true), THREE);
    }

    #[test]
    fn overlines_do_not_count_under_exactly_five() {
        // Completing at 6 would make six (the x at 7): only the cell at 1 completes five.
        assert_eq!(pat("o.xxx_.x..o", true), FOUR);
        assert_eq!(pat("o.xxx_.x..o", false), OPEN_FOUR);
        // The cells at -5 and +5 decide whether a run of five is an overline.
        assert_eq!(pat("xxxxx_.....", false), FIVE);
        assert_eq!(pat("xxxxx_.....", true), NONE);
        assert_eq!(pat("oxxxx_.....", true), FIVE);
        assert_eq!(pat("....._xxxxx", true), NONE);
        assert_eq!(pat("....._xxxx.", true), FIVE);
    }

    #[test]
    fn combos_forget_the_order_of_directions() {
        let seen: std::collections::BTreeSet<u16> = COMBO_OF.iter().copied().collect();
        assert_eq!(seen.len(), COMBOS);
        assert_eq!(COMBO_OF[0], 0);
        let a = class_key([FOUR, NONE, OPEN_THREE, TWO]);
        let b = class_key([TWO, OPEN_THREE, FOUR, NONE]);
        assert_eq!(COMBO_OF[a], COMBO_OF[b]);
        assert_ne!(COMBO_OF[a], COMBO_OF[class_key([FOUR, NONE, THREE, TWO])]);
    }

    #[test]
    fn classes_combine_lines() {
        assert_eq!(
            cell_class([FOUR, OPEN_THREE, NONE, NONE]),
            class::FOUR_THREE
        );
        assert_eq!(cell_class([FOUR, FOUR, NONE, NONE]), class::OPEN_FOUR);
        assert_eq!(
            cell_class([OPEN_THREE, OPEN_THREE, TWO, NONE]),
            class::DOUBLE_THREE
        );
        assert_eq!(cell_class([FIVE, NONE, NONE, NONE]), class::FIVE);
        assert_eq!(cell_class([TWO, NONE, NONE, NONE]), class::LOW);
    }
}
