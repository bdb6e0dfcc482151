//! A player's hand: up to six tiles, hidden from the other players.

use crate::tile::{Tile, KINDS};
use std::fmt;

/// How many tiles a full hand holds.
pub const HAND_SIZE: usize = 6;

/// Up to six tiles in the order they were drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand {
    len: u8,
    // Unused entries stay `Tile::default()` so that derived equality is equality of hands.
    tiles: [Tile; HAND_SIZE],
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.tiles().iter().map(|t| t.to_string()))
            .finish()
    }
}

impl Hand {
    /// An empty hand.
    pub fn new() -> Hand {
        Hand::default()
    }

    /// A hand of these tiles (at most six are kept).
    pub fn of(tiles: &[Tile]) -> Hand {
        let mut h = Hand::new();
        for &t in tiles.iter().take(HAND_SIZE) {
            h.push(t);
        }
        h
    }

    /// The tiles, in the order drawn.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    /// How many tiles it holds.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether it holds no tile.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds a tile (ignored when full; the rules never overfill a hand).
    pub fn push(&mut self, t: Tile) {
        if (self.len as usize) < HAND_SIZE {
            self.tiles[self.len as usize] = t;
            self.len += 1;
        }
    }

    /// Removes one copy of `t`; false when the hand has none.
    pub fn remove(&mut self, t: Tile) -> bool {
        let n = self.len as usize;
        let Some(i) = self.tiles[..n].iter().position(|&h| h == t) else {
            return false;
        };
        self.tiles.copy_within(i + 1..n, i);
        self.tiles[n - 1] = Tile::default();
        self.len -= 1;
        true
    }

    /// How many copies of each kind of tile it holds.
    pub fn counts(&self) -> [u8; KINDS] {
        let mut c = [0u8; KINDS];
        for t in self.tiles() {
            c[t.index()] += 1;
        }
        c
    }

    /// Whether it holds all of `tiles` (as a multiset).
    pub fn contains_all(&self, tiles: impl IntoIterator<Item = Tile>) -> bool {
        let mut c = self.counts();
        for t in tiles {
            if c[t.index()] == 0 {
                return false;
            }
            c[t.index()] -= 1;
        }
        true
    }

    /// The largest number of tiles sharing one colour or one shape, identical tiles
    /// counted once: what a player announces to decide who starts.
    pub fn largest_group(&self) -> usize {
        let mut colour_shapes = [0u8; 6];
        let mut shape_colours = [0u8; 6];
        for t in self.tiles() {
            colour_shapes[t.colour() as usize] |= 1 << t.shape() as u8;
            shape_colours[t.shape() as usize] |= 1 << t.colour() as u8;
        }
        colour_shapes
            .iter()
            .chain(shape_colours.iter())
            .map(|m| m.count_ones() as usize)
            .max()
            .unwrap_or(0)
    }
}
