//! Finding every legal placement fast. A placement fills every empty cell of one
//! segment of a row or column (at most six cells, the segment's ends bordered by empty
//! cells) so we walk the segments from each start, cut them as soon as they cannot
//! hold a valid line, and fill their empty cells by depth-first search over the hand's
//! distinct tiles, with the cross line of each cell checked from a per-line table. A
//! single tile is generated along rows only, so that every set of placements comes once.

use crate::board::{Axis, Board, Placed};
use crate::hand::Hand;
use crate::line::{Line, MAX_LINE};
use crate::tile::Tile;

/// The hand's distinct tiles with how many copies of each it holds.
struct Kinds {
    tiles: [Tile; 6],
    counts: [u8; 6],
    n: usize,
}

impl Kinds {
    fn of(hand: &Hand) -> Kinds {
        let mut k = Kinds {
            tiles: [Tile::default(); 6],
            counts: [0; 6],
            n: 0,
        };
        for &t in hand.tiles() {
            match k.tiles[..k.n].iter().position(|&u| u == t) {
                Some(i) => k.counts[i] += 1,
                None => {
                    k.tiles[k.n] = t;
                    k.counts[k.n] = 1;
                    k.n += 1;
                }
            }
        }
        k
    }
}

/// What a cell of the line being walked holds, and for an empty one which of the hand's
/// kinds its cross line accepts and how long that cross line is.
#[derive(Clone, Copy, Default)]
struct Cell {
    tile: Option<Tile>,
    fits: u8,
    cross_len: u8,
}

/// Calls `f` with every legal placement of `hand` on `board` (sorted by cell) and its
/// score. `must_play` is the size of the compulsory first move (used while the table is
/// empty).
pub fn for_each_placement(
    board: &Board,
    hand: &Hand,
    must_play: usize,
    mut f: impl FnMut(&[Placed], i32),
) {
    let kinds = Kinds::of(hand);
    if kinds.n == 0 {
        return;
    }
    let mut items = [Placed::default(); MAX_LINE];
    let Some((min_x, min_y, max_x, max_y)) = board.bounds() else {
        first_moves(&kinds, must_play, &mut items, &mut f);
        return;
    };
    let hand_len = hand.len();
    let mut cells: Vec<Cell> = Vec::new();
    let mut anchors: Vec<i32> = Vec::new();
    for axis in [Axis::Row, Axis::Column] {
        let (l_lo, l_hi, p_min, p_max) = match axis {
            Axis::Row => (min_y - 1, max_y + 1, min_x, max_x),
            Axis::Column => (min_x - 1, max_x + 1, min_y, max_y),
        };
        // A segment touching the tiles starts at most five cells before them.
        let p_lo = p_min - (MAX_LINE as i32 - 1);
        let p_hi = p_max + MAX_LINE as i32 + 1;
        let at = |l: i32, p: i32| match axis {
            Axis::Row => (p, l),
            Axis::Column => (l, p),
        };
        for l in l_lo..=l_hi {
            cells.clear();
            for p in p_lo..=p_hi {
                let (x, y) = at(l, p);
                let mut c = Cell {
                    tile: board.get(x, y),
                    ..Cell::default()
                };
                let (cx, cy) = axis.across().step();
                let lonely = !board.occupied(x - cx, y - cy) && !board.occupied(x + cx, y + cy);
                if c.tile.is_none() && lonely {
                    // No cross line: every kind fits across (most cells; no scan needed).
                    c.fits = (1u8 << kinds.n) - 1;
                } else if c.tile.is_none() {
                    let cross = board.line_through(x, y, axis.across());
                    c.cross_len = cross.len;
                    for k in 0..kinds.n {
                        if cross.accepts(kinds.tiles[k]) {
                            c.fits |= 1 << k;
                        }
                    }
                }
                cells.push(c);
            }
            // next_anchor[i]: the first cell from i on that holds a tile or has one
            // across; a segment must reach one.
            anchors.clear();
            anchors.resize(cells.len() + 1, i32::MAX);
            for i in (0..cells.len()).rev() {
                let c = cells[i];
                anchors[i] = if c.tile.is_some() || c.cross_len > 0 {
                    i as i32 + p_lo
                } else {
                    anchors[i + 1]
                };
            }
            let cell = |p: i32| cells[(p - p_lo) as usize];
            for a in p_lo + 1..=p_max + 1 {
                if cell(a - 1).tile.is_some() || anchors[(a - p_lo) as usize] >= a + MAX_LINE as i32
                {
                    continue;
                }
                let mut empties = [0i32; MAX_LINE];
                let mut ne = 0;
                let mut line = Line::default();
                let mut anchored = false;
                for b in a..a + MAX_LINE as i32 {
                    let c = cell(b);
                    match c.tile {
                        Some(t) => {
                            line = line.with(t);
                            if !line.is_valid() {
                                break;
                            }
                            anchored = true;
                        }
                        None => {
                            if ne == hand_len || c.fits == 0 {
                                break;
                            }
                            empties[ne] = b;
                            ne += 1;
                            anchored |= c.cross_len > 0;
                        }
                    }
                    if cell(b + 1).tile.is_some() || ne == 0 || !anchored {
                        continue;
                    }
                    if axis == Axis::Column && ne == 1 {
                        continue;
                    }
                    // Fill the most constrained cells first (those beside tiles across
                    // the line): dead ends show up before the free cells multiply.
                    let mut order = empties;
                    order[..ne].sort_by_key(|&p| (cell(p).fits.count_ones(), p));
                    let seg = Segment {
                        axis,
                        l,
                        len: (b - a + 1) as usize,
                        empties: &order[..ne],
                        p_lo,
                        cells: &cells,
                    };
                    let mut counts = kinds.counts;
                    fill(&seg, &kinds, 0, line, 0, &mut counts, &mut items, &mut f);
                }
            }
        }
    }
}

/// A segment being filled.
struct Segment<'a> {
    axis: Axis,
    l: i32,
    len: usize,
    empties: &'a [i32],
    p_lo: i32,
    cells: &'a [Cell],
}

#[allow(clippy::too_many_arguments)]
fn fill(
    seg: &Segment<'_>,
    kinds: &Kinds,
    i: usize,
    line: Line,
    cross_points: i32,
    counts: &mut [u8; 6],
    items: &mut [Placed; MAX_LINE],
    f: &mut impl FnMut(&[Placed], i32),
) {
    if i == seg.empties.len() {
        let mut sorted = *items;
        sorted[..i].sort_unstable_by_key(|q| (q.x, q.y));
        f(&sorted[..i], Line::points(seg.len) + cross_points);
        return;
    }
    let p = seg.empties[i];
    let c = seg.cells[(p - seg.p_lo) as usize];
    let (x, y) = match seg.axis {
        Axis::Row => (p, seg.l),
        Axis::Column => (seg.l, p),
    };
    let pts = if c.cross_len > 0 {
        Line::points(c.cross_len as usize + 1)
    } else {
        0
    };
    for k in 0..kinds.n {
        if counts[k] == 0 || c.fits & (1 << k) == 0 {
            continue;
        }
        let t = kinds.tiles[k];
        let next = line.with(t);
        if !next.is_valid() {
            continue;
        }
        counts[k] -= 1;
        items[i] = Placed::new(t, x as i16, y as i16);
        fill(
            seg,
            kinds,
            i + 1,
            next,
            cross_points + pts,
            counts,
            items,
            f,
        );
        counts[k] += 1;
    }
}

/// The game's first move: `must_play` tiles forming a line from 0,0 to the right or
/// upwards.
fn first_moves(
    kinds: &Kinds,
    must_play: usize,
    items: &mut [Placed; MAX_LINE],
    f: &mut impl FnMut(&[Placed], i32),
) {
    let n = must_play.clamp(1, MAX_LINE);
    let score = if n == 1 { 1 } else { Line::points(n) };
    let mut counts = kinds.counts;
    for axis in [Axis::Row, Axis::Column] {
        if axis == Axis::Column && n == 1 {
            break;
        }
        first_fill(
            kinds,
            axis,
            n,
            0,
            Line::default(),
            &mut counts,
            items,
            &mut |p| f(p, score),
        );
    }
}

#[allow(clippy::too_many_arguments)]
fn first_fill(
    kinds: &Kinds,
    axis: Axis,
    n: usize,
    i: usize,
    line: Line,
    counts: &mut [u8; 6],
    items: &mut [Placed; MAX_LINE],
    f: &mut impl FnMut(&[Placed]),
) {
    if i == n {
        f(&items[..n]);
        return;
    }
    let (x, y) = match axis {
        Axis::Row => (i as i16, 0),
        Axis::Column => (0, i as i16),
    };
    for k in 0..kinds.n {
        if counts[k] == 0 {
            continue;
        }
        let next = line.with(kinds.tiles[k]);
        if !next.is_valid() {
            continue;
        }
        counts[k] -= 1;
        items[i] = Placed::new(kinds.tiles[k], x, y);
        first_fill(kinds, axis, n, i + 1, next, counts, items, f);
        counts[k] += 1;
    }
}

/// The highest score any placement of `hand` earns on `board` (None when none fits).
pub fn best_score(board: &Board, hand: &Hand, must_play: usize) -> Option<i32> {
    let mut best = None;
    for_each_placement(board, hand, must_play, |_, s| {
        if best.is_none_or(|b| s > b) {
            best = Some(s);
        }
    });
    best
}

/// Whether `hand` can place any tile on `board`.
pub fn can_place(board: &Board, hand: &Hand, must_play: usize) -> bool {
    if board.is_empty() {
        return !hand.is_empty();
    }
    let mut found = false;
    for_each_placement(board, hand, must_play, |_, _| found = true);
    found
}
