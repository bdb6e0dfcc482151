//! The placement rule in one place: one line, one shared attribute, no gaps, touching
//! the table, lines valid; and the score it earns. Move generation finds the same
//! placements much faster (see `movegen.rs`); the tests check that they agree.

use crate::board::{Axis, Board, Placed};
use crate::hand::Hand;
use crate::line::{Line, MAX_LINE};
use crate::refusal::Refusal;
use crate::tile::Tile;

/// Why a line is not allowed.
fn line_error(tiles: &[Tile]) -> Refusal {
    if tiles.len() > MAX_LINE {
        return Refusal::LineTooLong(tiles.len());
    }
    for (i, a) in tiles.iter().enumerate() {
        if tiles[i + 1..].contains(a) {
            return Refusal::TwoIdentical(*a);
        }
    }
    Refusal::NoSharedAttribute(tiles.to_vec())
}

/// The tiles of the run through `x,y` along `axis` once `new` tiles are on the table.
fn run_with(board: &Board, new: &[Placed], x: i32, y: i32, axis: Axis) -> Vec<Tile> {
    let at = |cx: i32, cy: i32| {
        board.get(cx, cy).or_else(|| {
            new.iter()
                .find(|p| p.x as i32 == cx && p.y as i32 == cy)
                .map(|p| p.tile)
        })
    };
    let (dx, dy) = axis.step();
    let (mut sx, mut sy) = (x, y);
    while at(sx - dx, sy - dy).is_some() {
        sx -= dx;
        sy -= dy;
    }
    let mut out = Vec::new();
    while let Some(t) = at(sx, sy) {
        out.push(t);
        sx += dx;
        sy += dy;
        if out.len() > 2 * MAX_LINE + 1 {
            break;
        }
    }
    out
}

/// Checks a placement of `items` on `board` and returns its score, or why it breaks a
/// rule. `hand`: the mover's hand (None skips the check, for recounting history).
/// `must_play`: how many tiles the game's first move must place. `complete`: false for
/// a placement still being built, which may hold fewer tiles than the first move needs.
pub fn check_placement(
    board: &Board,
    hand: Option<&Hand>,
    must_play: usize,
    items: &[Placed],
    complete: bool,
) -> Result<i32, Refusal> {
    if items.is_empty() {
        return Err(Refusal::NoTiles);
    }
    if items.len() > MAX_LINE {
        return Err(Refusal::TooManyTiles);
    }
    if let Some(h) = hand {
        if !h.contains_all(items.iter().map(|p| p.tile)) {
            let mut c = h.counts();
            for p in items {
                if c[p.tile.index()] == 0 {
                    return Err(Refusal::NotInHand(p.tile));
                }
                c[p.tile.index()] -= 1;
            }
        }
    }
    for (i, p) in items.iter().enumerate() {
        if board.occupied(p.x as i32, p.y as i32) {
            return Err(Refusal::CellTaken(p.x as i32, p.y as i32));
        }
        if items[..i].iter().any(|q| (q.x, q.y) == (p.x, p.y)) {
            return Err(Refusal::SameCell(p.x as i32, p.y as i32));
        }
    }
    let axis = if items.iter().all(|p| p.y == items[0].y) {
        Axis::Row
    } else if items.iter().all(|p| p.x == items[0].x) {
        Axis::Column
    } else {
        return Err(Refusal::NotOneLine);
    };
    let along = |p: &Placed| match axis {
        Axis::Row => p.x as i32,
        Axis::Column => p.y as i32,
    };
    let lo = items.iter().map(along).min().unwrap_or(0);
    let hi = items.iter().map(along).max().unwrap_or(0);
    if board.is_empty() {
        if complete && items.len() != must_play {
            return Err(Refusal::FirstMoveSize(must_play));
        }
        let across_zero = items.iter().all(|p| match axis {
            Axis::Row => p.y == 0,
            Axis::Column => p.x == 0,
        });
        if lo != 0 || hi != items.len() as i32 - 1 || !across_zero {
            return Err(Refusal::FirstMoveAtOrigin);
        }
    } else {
        let (x0, y0) = (items[0].x as i32, items[0].y as i32);
        for v in lo..=hi {
            let (cx, cy) = match axis {
                Axis::Row => (v, y0),
                Axis::Column => (x0, v),
            };
            let filled = board.occupied(cx, cy)
                || items.iter().any(|p| (p.x as i32, p.y as i32) == (cx, cy));
            if !filled {
                return Err(Refusal::Gap(cx, cy));
            }
        }
        if !items.iter().any(|p| board.touches(p.x as i32, p.y as i32)) {
            return Err(Refusal::MustTouch);
        }
    }
    let mut score = 0;
    let mut lines = 0;
    let main = run_with(board, items, items[0].x as i32, items[0].y as i32, axis);
    if main.len() >= 2 {
        if !Line::of(main.iter().copied()).is_valid() {
            return Err(line_error(&main));
        }
        score += Line::points(main.len());
        lines += 1;
    }
    for p in items {
        let cross = run_with(board, items, p.x as i32, p.y as i32, axis.across());
        if cross.len() >= 2 {
            if !Line::of(cross.iter().copied()).is_valid() {
                return Err(line_error(&cross));
            }
            score += Line::points(cross.len());
            lines += 1;
        }
    }
    // A lone tile that forms no line of two (only the game's first move) scores 1.
    if lines == 0 {
        score = 1;
    }
    Ok(score)
}
