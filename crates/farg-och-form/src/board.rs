//! The table: an unbounded grid of cells, stored densely over the bounding box of the
//! tiles (plus a margin) so that looking a cell up is one index, and a copy for a
//! computer player's look-ahead stays small.

use crate::line::Line;
use crate::tile::Tile;
use std::fmt;

/// A tile at a cell: `x` grows to the right, `y` upwards; the game's first tile is at 0,0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Placed {
    /// Column.
    pub x: i16,
    /// Row.
    pub y: i16,
    /// The tile.
    pub tile: Tile,
}

impl Placed {
    /// `tile` at `x,y`.
    pub fn new(tile: Tile, x: i16, y: i16) -> Placed {
        Placed { x, y, tile }
    }
}

impl fmt::Display for Placed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{},{}", self.tile, self.x, self.y)
    }
}

/// Free cells kept around the tiles so that the grid rarely has to grow.
const MARGIN: i32 = 8;

/// The tiles on the table.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Board {
    /// Grid origin (the cell at index 0).
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    /// 0 = empty, otherwise tile index + 1.
    cells: Vec<u8>,
    /// Every tile in the order it was placed (the board's history).
    tiles: Vec<Placed>,
    /// Bounding box of the tiles (meaningless while empty).
    min_x: i32,
    min_y: i32,
    max_x: i32,
    max_y: i32,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The tiles in order say everything; the grid is a cache.
        f.debug_list()
            .entries(self.tiles.iter().map(|p| p.to_string()))
            .finish()
    }
}

/// A direction a line runs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Axis {
    /// Along a row (x changes).
    Row,
    /// Along a column (y changes).
    Column,
}

impl Axis {
    /// The step along this axis.
    #[inline]
    pub fn step(self) -> (i32, i32) {
        match self {
            Axis::Row => (1, 0),
            Axis::Column => (0, 1),
        }
    }
    /// The other axis.
    #[inline]
    pub fn across(self) -> Axis {
        match self {
            Axis::Row => Axis::Column,
            Axis::Column => Axis::Row,
        }
    }
}

impl Board {
    /// An empty table.
    pub fn new() -> Board {
        Board::default()
    }

    /// Whether no tile has been placed.
    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// How many tiles are on the table.
    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    /// The tiles in the order they were placed.
    pub fn tiles(&self) -> &[Placed] {
        &self.tiles
    }

    /// The smallest and largest x and y of the tiles, `(min_x, min_y, max_x, max_y)`.
    pub fn bounds(&self) -> Option<(i32, i32, i32, i32)> {
        (!self.is_empty()).then_some((self.min_x, self.min_y, self.max_x, self.max_y))
    }

    /// The tile at `x,y`, if any.
    #[inline]
    pub fn get(&self, x: i32, y: i32) -> Option<Tile> {
        let (i, j) = (x - self.x0, y - self.y0);
        if i < 0 || j < 0 || i >= self.w || j >= self.h {
            return None;
        }
        let v = self.cells[(j * self.w + i) as usize];
        if v == 0 {
            None
        } else {
            Tile::from_index(v as usize - 1)
        }
    }

    /// Whether a tile lies at `x,y`.
    #[inline]
    pub fn occupied(&self, x: i32, y: i32) -> bool {
        self.get(x, y).is_some()
    }

    /// Whether any of the four neighbours of `x,y` holds a tile.
    #[inline]
    pub fn touches(&self, x: i32, y: i32) -> bool {
        self.occupied(x - 1, y)
            || self.occupied(x + 1, y)
            || self.occupied(x, y - 1)
            || self.occupied(x, y + 1)
    }

    /// Puts a tile on an empty cell (the caller checked the rules).
    pub fn place(&mut self, p: Placed) {
        let (x, y) = (p.x as i32, p.y as i32);
        if x < self.x0 || y < self.y0 || x >= self.x0 + self.w || y >= self.y0 + self.h {
            self.grow_to(x, y);
        }
        let idx = ((y - self.y0) * self.w + (x - self.x0)) as usize;
        self.cells[idx] = p.tile.index() as u8 + 1;
        if self.tiles.is_empty() {
            (self.min_x, self.max_x, self.min_y, self.max_y) = (x, x, y, y);
        } else {
            self.min_x = self.min_x.min(x);
            self.max_x = self.max_x.max(x);
            self.min_y = self.min_y.min(y);
            self.max_y = self.max_y.max(y);
        }
        self.tiles.push(p);
    }

    fn grow_to(&mut self, x: i32, y: i32) {
        let (lo_x, lo_y, hi_x, hi_y) = if self.w == 0 {
            (x, y, x, y)
        } else {
            (
                self.x0.min(x),
                self.y0.min(y),
                (self.x0 + self.w - 1).max(x),
                (self.y0 + self.h - 1).max(y),
            )
        };
        let (nx0, ny0) = (lo_x - MARGIN, lo_y - MARGIN);
        let (nw, nh) = (hi_x - lo_x + 1 + 2 * MARGIN, hi_y - lo_y + 1 + 2 * MARGIN);
        let mut cells = vec![0u8; (nw * nh) as usize];
        for p in &self.tiles {
            let (i, j) = (p.x as i32 - nx0, p.y as i32 - ny0);
            cells[(j * nw + i) as usize] = p.tile.index() as u8 + 1;
        }
        (self.x0, self.y0, self.w, self.h, self.cells) = (nx0, ny0, nw, nh, cells);
    }

    /// How far the run of tiles from `x,y` (exclusive) reaches in direction `(dx,dy)`,
    /// and the line of those tiles.
    #[inline]
    pub fn run(&self, x: i32, y: i32, dx: i32, dy: i32) -> (i32, Line) {
        let mut n = 0;
        let mut line = Line::default();
        let (mut cx, mut cy) = (x + dx, y + dy);
        while let Some(t) = self.get(cx, cy) {
            n += 1;
            line = line.with(t);
            cx += dx;
            cy += dy;
        }
        (n, line)
    }

    /// The tiles on both sides of the empty cell `x,y` along `axis` as one line: what a
    /// tile placed there joins.
    #[inline]
    pub fn line_through(&self, x: i32, y: i32, axis: Axis) -> Line {
        let (dx, dy) = axis.step();
        let (_, a) = self.run(x, y, -dx, -dy);
        let (_, b) = self.run(x, y, dx, dy);
        Line {
            len: a.len + b.len,
            colours: a.colours | b.colours,
            shapes: a.shapes | b.shapes,
        }
    }

    /// The kinds of tile that fit, alone, on some cell beside the tiles (one bit per
    /// tile index); every kind on an empty table. Any placement holds a tile that would
    /// fit alone, so a kind outside this set can never be placed again.
    pub fn accepted_anywhere(&self) -> u64 {
        if self.is_empty() {
            return (1u64 << 36) - 1;
        }
        let mut out = 0u64;
        for p in &self.tiles {
            let (x, y) = (p.x as i32, p.y as i32);
            for (cx, cy) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
                if self.occupied(cx, cy) {
                    continue;
                }
                out |= self.line_through(cx, cy, Axis::Row).accepted()
                    & self.line_through(cx, cy, Axis::Column).accepted();
            }
        }
        out
    }

    /// Every line (maximal run of two or more tiles) on the table, as its tiles.
    pub fn lines(&self) -> Vec<Vec<Placed>> {
        let mut out = Vec::new();
        if self.is_empty() {
            return out;
        }
        for axis in [Axis::Row, Axis::Column] {
            let (dx, dy) = axis.step();
            for p in &self.tiles {
                let (x, y) = (p.x as i32, p.y as i32);
                // Start only at the first tile of each run.
                if self.occupied(x - dx, y - dy) || !self.occupied(x + dx, y + dy) {
                    continue;
                }
                let mut run = Vec::new();
                let (mut cx, mut cy) = (x, y);
                while let Some(t) = self.get(cx, cy) {
                    run.push(Placed::new(t, cx as i16, cy as i16));
                    cx += dx;
                    cy += dy;
                }
                out.push(run);
            }
        }
        out
    }
}
