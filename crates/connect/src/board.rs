//! The grid as bitboards. Each full-grid column takes 7 bits, rows 0–5 from the bottom and
//! one always-empty guard bit on top (the layout of John Tromp's and Pascal Pons' solvers):
//! the guard bit stops lines and shifts from wrapping into the next column, and 9 columns
//! × 7 bits still fit in one `u64`.
use crate::settings::Variant;

/// Rows of the grid (both games).
pub const ROWS: u32 = 6;
/// Bits per column: the rows and a guard bit.
pub(crate) const STRIDE: u32 = ROWS + 1;
/// Shifts that step along a line: up, right, right-down, right-up.
pub(crate) const DIRECTIONS: [u32; 4] = [1, STRIDE, STRIDE - 1, STRIDE + 1];

/// The shape of one variant's grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Geometry {
    /// Columns of the full grid (7, or 9 with the edges).
    pub width: u32,
    /// Full-grid index of playable column 1.
    pub first: u32,
    /// Discs in a line that win.
    pub need: u32,
}

impl Geometry {
    pub(crate) const fn of(v: Variant) -> Geometry {
        match v {
            Variant::Fyra => Geometry {
                width: 7,
                first: 0,
                need: 4,
            },
            Variant::Fem => Geometry {
                width: 9,
                first: 1,
                need: 5,
            },
        }
    }

    /// Full-grid column of playable column `n` (1–7).
    #[inline]
    pub(crate) fn full_col(&self, n: u8) -> u32 {
        self.first + n as u32 - 1
    }

    /// Every cell of the seven playable columns.
    pub(crate) fn playable(&self) -> u64 {
        (0..7).fold(0, |m, c| m | col_mask(self.first + c))
    }

    /// The bottom cells of the seven playable columns.
    pub(crate) fn playable_bottom(&self) -> u64 {
        (0..7).fold(0, |m, c| m | bottom(self.first + c))
    }

    /// Every cell of the full grid.
    pub(crate) fn all_cells(&self) -> u64 {
        (0..self.width).fold(0, |m, c| m | col_mask(c))
    }

    /// The edge discs of fem-i-rad by seat (empty for fyra-i-rad). Decision: the bottom row
    /// has Red left and Yellow right, and the colours alternate going up.
    pub(crate) fn edges(&self) -> [u64; 2] {
        let mut e = [0u64; 2];
        if self.first == 0 {
            return e;
        }
        let right = self.width - 1;
        for row in 0..ROWS {
            let red_left = row % 2 == 0;
            let (l, r) = if red_left { (0, 1) } else { (1, 0) };
            e[l] |= cell_bit(0, row);
            e[r] |= cell_bit(right, row);
        }
        e
    }
}

/// The bit of a cell.
#[inline]
pub(crate) const fn cell_bit(col: u32, row: u32) -> u64 {
    1u64 << (col * STRIDE + row)
}

/// The six cells of a column.
#[inline]
pub(crate) const fn col_mask(col: u32) -> u64 {
    ((1u64 << ROWS) - 1) << (col * STRIDE)
}

/// The bottom cell of a column.
#[inline]
pub(crate) const fn bottom(col: u32) -> u64 {
    1u64 << (col * STRIDE)
}

/// The top cell of a column.
#[inline]
pub(crate) const fn top(col: u32) -> u64 {
    1u64 << (col * STRIDE + ROWS - 1)
}

/// The lowest cell of every run of `need` discs of `b` along shift `s`.
#[inline]
fn run_starts(b: u64, s: u32, need: u32) -> u64 {
    let m = b & (b >> s);
    match need {
        4 => m & (m >> (2 * s)),
        5 => m & (m >> (2 * s)) & (b >> (4 * s)),
        _ => (2..need).fold(m, |r, i| r & (b >> (i * s))),
    }
}

/// Whether `b` holds `need` or more discs in a line.
#[inline]
pub(crate) fn has_line(b: u64, need: u32) -> bool {
    DIRECTIONS.iter().any(|&s| run_starts(b, s, need) != 0)
}

/// Every cell of `b` that lies in a line of `need` or more.
pub(crate) fn line_cells(b: u64, need: u32) -> u64 {
    let mut cells = 0;
    for s in DIRECTIONS {
        let r = run_starts(b, s, need);
        for i in 0..need {
            cells |= r << (i * s);
        }
    }
    cells
}

/// Cells (occupied or not, guard bits included) where a disc of `b` would complete a line
/// of `need`: the threats. The caller masks with the empty cells it cares about.
#[inline]
pub(crate) fn threat_cells(b: u64, need: u32) -> u64 {
    let mut w = 0;
    for s in DIRECTIONS {
        // below[i]: discs at x-s .. x-i*s; above[i]: discs at x+s .. x+i*s. The guard bits
        // are empty, so a chain that would wrap into another column breaks there.
        let mut below = [!0u64; 5];
        let mut above = [!0u64; 5];
        for i in 1..need as usize {
            below[i] = below[i - 1] & (b << (i as u32 * s));
            above[i] = above[i - 1] & (b >> (i as u32 * s));
        }
        for a in 0..need as usize {
            w |= below[a] & above[need as usize - 1 - a];
        }
    }
    w
}
