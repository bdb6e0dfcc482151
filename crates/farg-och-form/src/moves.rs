//! A move is one whole turn: place tiles in one line, trade tiles with the bag, or pass.

use crate::board::Placed;
use crate::hand::HAND_SIZE;
use crate::tile::Tile;

/// Tiles placed in one turn, kept sorted by cell so that the same set of placements is
/// always the same move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement {
    len: u8,
    // Unused entries stay default so that derived equality compares the placements only.
    items: [Placed; HAND_SIZE],
}

impl Placement {
    /// A placement of these tiles (None when empty, longer than six, or two share a cell).
    pub fn new(items: &[Placed]) -> Option<Placement> {
        if items.is_empty() || items.len() > HAND_SIZE {
            return None;
        }
        let mut p = Placement {
            len: items.len() as u8,
            items: [Placed::default(); HAND_SIZE],
        };
        p.items[..items.len()].copy_from_slice(items);
        p.items[..items.len()].sort_unstable_by_key(|q| (q.x, q.y));
        if p.items()
            .windows(2)
            .any(|w| (w[0].x, w[0].y) == (w[1].x, w[1].y))
        {
            return None;
        }
        Some(p)
    }

    /// The tiles with their cells, sorted by x then y.
    pub fn items(&self) -> &[Placed] {
        &self.items[..self.len as usize]
    }

    /// How many tiles are placed.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a placement holds at least one tile.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The tiles placed.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.items().iter().map(|p| p.tile)
    }
}

/// Tiles put back in exchange for new ones, sorted so that the same multiset is one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trade {
    len: u8,
    tiles: [Tile; HAND_SIZE],
}

impl Trade {
    /// A trade of these tiles (None when empty or more than six).
    pub fn new(tiles: &[Tile]) -> Option<Trade> {
        if tiles.is_empty() || tiles.len() > HAND_SIZE {
            return None;
        }
        let mut t = Trade {
            len: tiles.len() as u8,
            tiles: [Tile::default(); HAND_SIZE],
        };
        t.tiles[..tiles.len()].copy_from_slice(tiles);
        t.tiles[..tiles.len()].sort_unstable();
        Some(t)
    }

    /// The tiles traded, sorted.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    /// How many tiles are traded.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a trade holds at least one tile.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// One turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Place tiles from the hand in one line (`Gd@0,0 Gs@1,0`).
    Place(Placement),
    /// Trade tiles with the bag (`trade Gd Ro`).
    Trade(Trade),
    /// Neither placing nor trading is possible (`pass`).
    Pass,
}
