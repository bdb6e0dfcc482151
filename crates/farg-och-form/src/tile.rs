//! Tiles: six colours × six shapes, three copies of each in the bag.

use spelbord_core::NotationError;
use std::fmt;
use std::str::FromStr;

/// A tile's colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    /// `R`
    Red,
    /// `O`
    Orange,
    /// `Y`
    Yellow,
    /// `G`
    Green,
    /// `B`
    Blue,
    /// `P`
    Purple,
}

impl Colour {
    /// Every colour, in notation order.
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Purple,
    ];
    /// How many colours there are.
    pub const NUM: usize = 6;

    /// The notation letter (`R O Y G B P`).
    pub fn letter(self) -> char {
        b"ROYGBP"[self as usize] as char
    }

    /// The colour of a notation letter.
    pub fn from_letter(c: char) -> Option<Colour> {
        "ROYGBP"
            .find(c)
            .map(|i| Colour::ALL[i])
            .filter(|_| c.is_ascii())
    }
}

/// A tile's shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// `o`
    Circle,
    /// `x`
    Cross,
    /// `d`
    Diamond,
    /// `s`
    Square,
    /// `*`
    Star,
    /// `c`
    Clover,
}

impl Shape {
    /// Every shape, in notation order.
    pub const ALL: [Shape; 6] = [
        Shape::Circle,
        Shape::Cross,
        Shape::Diamond,
        Shape::Square,
        Shape::Star,
        Shape::Clover,
    ];
    /// How many shapes there are.
    pub const NUM: usize = 6;

    /// The notation letter (`o x d s * c`).
    pub fn letter(self) -> char {
        b"oxds*c"[self as usize] as char
    }

    /// The shape of a notation letter.
    pub fn from_letter(c: char) -> Option<Shape> {
        "oxds*c"
            .find(c)
            .map(|i| Shape::ALL[i])
            .filter(|_| c.is_ascii())
    }
}

/// One kind of tile: a colour and a shape (index `colour * 6 + shape`, 0..36).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Tile(u8);

/// How many kinds of tile there are (6 × 6).
pub const KINDS: usize = 36;
/// How many copies of each kind the bag starts with.
pub const COPIES: u8 = 3;
/// How many tiles the game has (108).
pub const TOTAL_TILES: usize = KINDS * COPIES as usize;

impl Tile {
    /// The tile of this colour and shape.
    pub fn new(colour: Colour, shape: Shape) -> Tile {
        Tile(colour as u8 * 6 + shape as u8)
    }

    /// The tile with index `i` (0..36), if any.
    pub fn from_index(i: usize) -> Option<Tile> {
        (i < KINDS).then_some(Tile(i as u8))
    }

    /// Its index 0..36.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// Its colour.
    pub fn colour(self) -> Colour {
        Colour::ALL[(self.0 / 6) as usize]
    }

    /// Its shape.
    pub fn shape(self) -> Shape {
        Shape::ALL[(self.0 % 6) as usize]
    }

    /// Every kind of tile, in index order.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..KINDS as u8).map(Tile)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour().letter(), self.shape().letter())
    }
}

impl FromStr for Tile {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Tile, NotationError> {
        let mut cs = s.chars();
        let (Some(c), Some(h), None) = (cs.next(), cs.next(), cs.next()) else {
            return Err(crate::refusal::notation(
                "fof.notATile",
                s,
                format!("'{s}' is not a tile: write a colour letter (R O Y G B P) and a shape letter (o x d s * c), e.g. Gd"),
            ));
        };
        let colour = Colour::from_letter(c).ok_or_else(|| {
            crate::refusal::notation(
                "fof.notAColour",
                s,
                format!("'{c}' in '{s}' is not a colour: use R O Y G B P (capital letters)"),
            )
        })?;
        let shape = Shape::from_letter(h).ok_or_else(|| {
            crate::refusal::notation(
                "fof.notAShape",
                s,
                format!("'{h}' in '{s}' is not a shape: use o x d s * c (small letters)"),
            )
        })?;
        Ok(Tile::new(colour, shape))
    }
}
