//! Notation: `Gd@0,0 Gs@1,0` places a green diamond at 0,0 and a green square at 1,0
//! (x to the right, y upwards); `trade Gd Ro` trades two tiles; `pass` passes. A chance
//! event is a tile drawn from the bag (`Gd`) or the lot for the first turn (`lot 1`).

use crate::board::Placed;
use crate::moves::{Move, Placement, Trade};
use crate::refusal::notation;
use crate::tile::Tile;
use spelbord_core::{NotationError, Seat};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(p) => {
                for (i, q) in p.items().iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{q}")?;
                }
                Ok(())
            }
            Move::Trade(t) => {
                f.write_str("trade")?;
                for x in t.tiles() {
                    write!(f, " {x}")?;
                }
                Ok(())
            }
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// The largest coordinate the notation accepts: far beyond any reachable cell (108
/// tiles can reach no further than 107 from the first), small enough for `i16`.
const MAX_COORD: i32 = 1000;

fn parse_coord(s: &str, whole: &str) -> Result<i16, NotationError> {
    let v: i32 = s.trim().parse().map_err(|_| {
        notation(
            "fof.notANumber",
            whole,
            format!("'{s}' in '{whole}' is not a whole number"),
        )
    })?;
    if v.abs() > MAX_COORD {
        return Err(notation(
            "fof.tooFar",
            whole,
            format!("{v} in '{whole}' is too far from the first tile"),
        ));
    }
    Ok(v as i16)
}

impl FromStr for Placed {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Placed, NotationError> {
        let Some((tile, cell)) = s.split_once('@') else {
            return Err(notation(
                "fof.notAPlacement",
                s,
                format!("'{s}' is not a placement: write tile@x,y, e.g. Gd@0,0"),
            ));
        };
        let tile: Tile = tile.parse()?;
        let Some((x, y)) = cell.split_once(',') else {
            return Err(notation(
                "fof.notACell",
                s,
                format!("'{cell}' in '{s}' is not a cell: write x,y, e.g. 1,-2"),
            ));
        };
        Ok(Placed::new(tile, parse_coord(x, s)?, parse_coord(y, s)?))
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        let words: Vec<&str> = s.split_whitespace().collect();
        match words.first() {
            None => Err(notation(
                "fof.emptyMove",
                s,
                "an empty move: write tiles with cells (Gd@0,0 Gs@1,0), trade Gd Ro, or pass"
                    .into(),
            )),
            Some(&"pass") => {
                if words.len() > 1 {
                    Err(notation(
                        "fof.passAlone",
                        s,
                        "'pass' takes nothing after it".into(),
                    ))
                } else {
                    Ok(Move::Pass)
                }
            }
            Some(&"trade") => {
                let tiles = words[1..]
                    .iter()
                    .map(|w| w.parse())
                    .collect::<Result<Vec<Tile>, _>>()?;
                if tiles.is_empty() {
                    return Err(notation(
                        "fof.tradeNamesTiles",
                        s,
                        "a trade names the tiles to trade, e.g. trade Gd Ro".into(),
                    ));
                }
                Trade::new(&tiles).map(Move::Trade).ok_or_else(|| {
                    notation(
                        "fof.tradeTooMany",
                        s,
                        "a trade is of at most six tiles (a hand holds six)".into(),
                    )
                })
            }
            Some(_) => {
                let items = words
                    .iter()
                    .map(|w| w.parse())
                    .collect::<Result<Vec<Placed>, _>>()?;
                if items.len() > 6 {
                    return Err(notation(
                        "fof.placeTooMany",
                        s,
                        "at most six tiles can be placed (a hand holds six)".into(),
                    ));
                }
                Placement::new(&items).map(Move::Place).ok_or_else(|| {
                    notation(
                        "fof.twoOnOneCell",
                        s,
                        format!("two tiles on the same cell in '{s}'"),
                    )
                })
            }
        }
    }
}

/// A chance event: a tile drawn from the bag, or the lot that picks who starts among
/// players whose largest groups tie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Draw {
    /// This tile comes out of the bag (`Gd`).
    Tile(Tile),
    /// The lot falls on this seat (`lot 1`, seats counted from 0).
    Lot(Seat),
}

impl fmt::Display for Draw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Draw::Tile(t) => write!(f, "{t}"),
            Draw::Lot(s) => write!(f, "lot {s}"),
        }
    }
}

impl FromStr for Draw {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Draw, NotationError> {
        let s = s.trim();
        if let Some(rest) = s.strip_prefix("lot") {
            let seat: Seat = rest.trim().parse().map_err(|_| {
                notation(
                    "fof.badLot",
                    s,
                    format!("'{s}': write the lot as 'lot' and a seat 0-3"),
                )
            })?;
            if seat > 3 {
                return Err(notation("fof.badLot", s, format!("'{s}': seats are 0-3")));
            }
            return Ok(Draw::Lot(seat));
        }
        s.parse().map(Draw::Tile)
    }
}
