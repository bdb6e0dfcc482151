//! A line: a maximal run of touching tiles in a row or a column. It must share one
//! attribute (all one colour with different shapes, or all one shape with different
//! colours), so it holds no two identical tiles and at most six.

use crate::tile::Tile;

/// The longest line the rules allow.
pub const MAX_LINE: usize = 6;

/// The colours and shapes seen in a run of tiles, enough to tell whether it is a valid
/// line and whether a tile may join it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Line {
    /// Tiles in the run.
    pub len: u8,
    /// Colours present, one bit each.
    pub colours: u8,
    /// Shapes present, one bit each.
    pub shapes: u8,
}

impl Line {
    /// The run of these tiles.
    pub fn of(tiles: impl IntoIterator<Item = Tile>) -> Line {
        let mut l = Line::default();
        for t in tiles {
            l = l.with(t);
        }
        l
    }

    /// The run with `t` added.
    #[inline]
    pub fn with(self, t: Tile) -> Line {
        Line {
            len: self.len + 1,
            colours: self.colours | 1 << (t.colour() as u8),
            shapes: self.shapes | 1 << (t.shape() as u8),
        }
    }

    /// Whether the run shares one attribute: one colour and all shapes different, or one
    /// shape and all colours different (an empty run or a lone tile is valid).
    #[inline]
    pub fn is_valid(self) -> bool {
        let n = self.len as u32;
        n <= MAX_LINE as u32
            && ((self.colours.count_ones() <= 1 && self.shapes.count_ones() == n)
                || (self.shapes.count_ones() <= 1 && self.colours.count_ones() == n))
    }

    /// Whether `t` may join the run (the run with it is still a valid line).
    #[inline]
    pub fn accepts(self, t: Tile) -> bool {
        self.with(t).is_valid()
    }

    /// The kinds of tile that may join the run, one bit per tile index.
    pub fn accepted(self) -> u64 {
        let n = self.len as u32;
        if n == 0 {
            return (1u64 << 36) - 1;
        }
        let mut out = 0u64;
        if n >= MAX_LINE as u32 {
            return out;
        }
        // All one colour with different shapes: that colour with a missing shape.
        if self.colours.count_ones() == 1 && self.shapes.count_ones() == n {
            let c = self.colours.trailing_zeros() as u64;
            for s in 0..6u64 {
                if self.shapes & (1 << s) == 0 {
                    out |= 1 << (c * 6 + s);
                }
            }
        }
        // All one shape with different colours: that shape with a missing colour.
        if self.shapes.count_ones() == 1 && self.colours.count_ones() == n {
            let s = self.shapes.trailing_zeros() as u64;
            for c in 0..6u64 {
                if self.colours & (1 << c) == 0 {
                    out |= 1 << (c * 6 + s);
                }
            }
        }
        out
    }

    /// The points the run scores when a tile was placed in it this turn: its length if
    /// it is at least two, plus six for a completed line of six (a Qwirkle).
    #[inline]
    pub fn points(len: usize) -> i32 {
        match len {
            0 | 1 => 0,
            MAX_LINE => 12,
            n => n as i32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepted_kinds_are_exactly_the_tiles_that_keep_the_line_valid() {
        let runs: [&[&str]; 6] = [
            &[],
            &["Gd"],
            &["Gd", "Gs"],
            &["Gd", "Bd", "Rd"],
            &["Ro", "Rx", "Rd", "Rs", "R*", "Rc"],
            &["Gd", "Bs"],
        ];
        for run in runs {
            let line = Line::of(run.iter().map(|t| t.parse::<Tile>().unwrap()));
            let mask = line.accepted();
            for t in Tile::all() {
                assert_eq!(mask >> t.index() & 1 == 1, line.accepts(t), "{run:?} + {t}");
            }
        }
    }
}
