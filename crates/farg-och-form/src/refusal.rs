//! Why a move is refused, as a kind with arguments (`fof.<name>` in the page's strings,
//! `err.fof.<name>`), with its English wording for the terminal and the tests. Notation
//! errors (text that is no move) are kinds too, made here so every key is in one place.

use crate::tile::Tile;
use spelbord_core::{NotationError, Problem};
use std::fmt;

/// A rule a move breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// It is nobody's turn to place (a chance event is due or the game is over).
    NoTurn,
    /// A placement of no tiles.
    NoTiles,
    /// More than six tiles in one turn.
    TooManyTiles,
    /// A tile that is not in the mover's hand (or more copies than it holds).
    NotInHand(Tile),
    /// A cell that already holds a tile.
    CellTaken(i32, i32),
    /// Two tiles of the placement on one cell.
    SameCell(i32, i32),
    /// The tiles are not in one row or one column.
    NotOneLine,
    /// The first move must place exactly this many tiles (the largest group).
    FirstMoveSize(usize),
    /// The first move starts at 0,0 and goes to the right or upwards.
    FirstMoveAtOrigin,
    /// The tiles leave an empty cell between them.
    Gap(i32, i32),
    /// None of the tiles touches the table.
    MustTouch,
    /// A line of more than six tiles.
    LineTooLong(usize),
    /// Two identical tiles in one line.
    TwoIdentical(Tile),
    /// A line whose tiles share neither one colour nor one shape.
    NoSharedAttribute(Vec<Tile>),
    /// The first move must place, not trade.
    FirstMoveNoTrade(usize),
    /// More tiles traded than the bag holds.
    TradeMoreThanBag(usize),
    /// A traded tile that is not in the hand.
    TradeNotInHand,
    /// A pass while trading is possible.
    PassCanTrade,
    /// A pass while a tile can be placed.
    PassCanPlace,
}

fn tiles_text(tiles: &[Tile]) -> String {
    tiles
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Refusal {
    /// The kind, its arguments and the English wording.
    pub fn problem(&self) -> Problem {
        use Refusal::*;
        let cell = |x: &i32, y: &i32| vec![("x", x.to_string()), ("y", y.to_string())];
        let (key, args) = match self {
            NoTurn => ("fof.noTurn", vec![]),
            NoTiles => ("fof.noTiles", vec![]),
            TooManyTiles => ("fof.tooManyTiles", vec![]),
            NotInHand(t) => ("fof.notInHand", vec![("tile", t.to_string())]),
            CellTaken(x, y) => ("fof.cellTaken", cell(x, y)),
            SameCell(x, y) => ("fof.sameCell", cell(x, y)),
            NotOneLine => ("fof.notOneLine", vec![]),
            FirstMoveSize(n) => ("fof.firstMoveSize", vec![("n", n.to_string())]),
            FirstMoveAtOrigin => ("fof.firstMoveAtOrigin", vec![]),
            Gap(x, y) => ("fof.gap", cell(x, y)),
            MustTouch => ("fof.mustTouch", vec![]),
            LineTooLong(n) => ("fof.lineTooLong", vec![("n", n.to_string())]),
            TwoIdentical(t) => ("fof.twoIdentical", vec![("tile", t.to_string())]),
            NoSharedAttribute(ts) => ("fof.noSharedAttribute", vec![("tiles", tiles_text(ts))]),
            FirstMoveNoTrade(n) => ("fof.firstMoveNoTrade", vec![("n", n.to_string())]),
            TradeMoreThanBag(n) => ("fof.tradeMoreThanBag", vec![("n", n.to_string())]),
            TradeNotInHand => ("fof.tradeNotInHand", vec![]),
            PassCanTrade => ("fof.passCanTrade", vec![]),
            PassCanPlace => ("fof.passCanPlace", vec![]),
        };
        Problem::new(key, args, self.english())
    }

    fn english(&self) -> String {
        use Refusal::*;
        match self {
            NoTurn => "it is nobody's turn to place".into(),
            NoTiles => "place at least one tile".into(),
            TooManyTiles => "at most six tiles can be placed in a turn".into(),
            NotInHand(t) => format!("{t} is not in your hand"),
            CellTaken(x, y) => format!("the cell {x},{y} already holds a tile"),
            SameCell(x, y) => format!("two tiles on the cell {x},{y}"),
            NotOneLine => "the tiles of a turn must lie in one row or one column".into(),
            FirstMoveSize(n) => format!(
                "the first move must place exactly {n} tiles (the largest group in the hand)"
            ),
            FirstMoveAtOrigin => "the first tile of the game goes at 0,0 and the others next to it, to the right or upwards".into(),
            Gap(x, y) => format!("the tiles must form one unbroken line: the cell {x},{y} is empty"),
            MustTouch => "at least one tile must touch a tile already on the table".into(),
            LineTooLong(n) => format!("a line may hold at most six tiles, this one would hold {n}"),
            TwoIdentical(t) => format!("a line may not hold two identical tiles ({t})"),
            NoSharedAttribute(ts) => format!(
                "the tiles of a line must share one colour (with different shapes) or one shape (with different colours): {}",
                tiles_text(ts)
            ),
            FirstMoveNoTrade(n) => format!("the first move must place {n} tiles, not trade"),
            TradeMoreThanBag(n) => {
                format!("only as many tiles as the bag holds can be traded ({n})")
            }
            TradeNotInHand => "you can trade only tiles in your hand".into(),
            PassCanTrade => "you can trade tiles, so you cannot pass".into(),
            PassCanPlace => "you can place a tile, so you cannot pass".into(),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

impl std::error::Error for Refusal {}

/// A notation error of kind `fof.<name>` with the text it is about (`text`).
pub(crate) fn notation(key: &'static str, text: &str, english: String) -> NotationError {
    NotationError::kind(key, vec![("text", text.to_string())], english)
}
