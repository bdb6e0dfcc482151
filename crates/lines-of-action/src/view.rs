//! What the page needs to draw and play a position: a typed board view (pieces, the
//! counts that set each distance, legal destinations, groups, the last move, the end),
//! the partial-move steps of a click-built move, and a text picture for terminals.

use crate::board::{groups, square_name, squares, Colour, Direction, Square};
use crate::game::{EndReason, LinesOfAction, Simultaneous};
use crate::moves::Move;
use serde::Serialize;
use spelbord_core::{Game, Outcome, ToAct};

/// One step of building a move by clicks: a square (0–63, a1 = 0). The first step picks
/// the piece, the second its destination.
pub type Step = Square;

/// One direction from a piece: how many pieces are on the line (the distance it must
/// move), where that lands, and whether the move is legal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DirectionView {
    /// The direction.
    pub direction: Direction,
    /// Pieces of both colours on the whole line this way runs along: the distance.
    pub count: u8,
    /// The square that distance reaches, `None` when it leaves the board.
    pub target: Option<Square>,
    /// Whether the piece's owner may make this move now (only ever true for the side to
    /// move, while the game goes on).
    pub legal: bool,
    /// Whether the move would capture (it lands on an opposing piece).
    pub capture: bool,
}

/// One piece on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PieceView {
    /// Its square (0–63, a1 = 0).
    pub square: Square,
    /// The square's name (`b1`).
    pub name: String,
    /// Its colour.
    pub colour: Colour,
    /// Which of its colour's groups it belongs to (an index into the view's groups).
    pub group: usize,
    /// All eight directions, in [`Direction::ALL`] order.
    pub directions: Vec<DirectionView>,
    /// The squares it may move to now (empty unless it belongs to the side to act).
    pub dests: Vec<Square>,
}

/// The last move, for marking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct LastMoveView {
    /// Where the piece started (`None` for a pass).
    pub from: Option<Square>,
    /// Where it landed (`None` for a pass).
    pub to: Option<Square>,
    /// Whether it captured the piece that stood on `to`.
    pub capture: bool,
    /// Whether the move was a pass.
    pub pass: bool,
    /// The move in notation.
    pub notation: String,
}

/// How the game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// The winner, `None` for a draw.
    pub winner: Option<Colour>,
    /// Why it ended.
    pub reason: EndReason,
    /// The winner's one group (empty on a draw), for highlighting.
    pub winning_group: Vec<Square>,
}

/// Everything a canvas needs to draw a position of Lines of Action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// What stands on each square, index `row * 8 + column` (a1 = 0, h8 = 63).
    pub squares: Vec<Option<Colour>>,
    /// Every piece with its line counts and destinations.
    pub pieces: Vec<PieceView>,
    /// The side to move, `None` once the game is over.
    pub to_move: Option<Colour>,
    /// The seat the view was made for (`None`: a spectator, who sees the moves of
    /// whoever is to act).
    pub seat: Option<u8>,
    /// The side to move has no legal slide: its only move is to pass.
    pub must_pass: bool,
    /// The last move, if any.
    pub last_move: Option<LastMoveView>,
    /// Black's connected groups, each a list of squares (largest first).
    pub black_groups: Vec<Vec<Square>>,
    /// White's connected groups, each a list of squares (largest first).
    pub white_groups: Vec<Vec<Square>>,
    /// How often the current position has occurred (the third time draws).
    pub repetitions: usize,
    /// The setting for a move that connects both sides.
    pub simultaneous: Simultaneous,
    /// How the game ended, once it is over (winner, reason, winning group). Named `end`,
    /// not `result`: the page's state puts the shell's own `result` beside the view's
    /// fields, which would hide this one.
    pub end: Option<ResultView>,
}

/// Groups of a side as sorted square lists, largest first (ties: lowest square first).
fn group_lists(bits: u64) -> Vec<Vec<Square>> {
    let mut g: Vec<Vec<Square>> = groups(bits).into_iter().map(squares).collect();
    g.sort_by(|a, b| b.len().cmp(&a.len()).then(a[0].cmp(&b[0])));
    g
}

impl LinesOfAction {
    /// The typed view of this position for `seat` (`None`: a spectator).
    pub fn board_view(&self, seat: Option<u8>) -> BoardView {
        let b = self.board();
        let to_move = match self.to_act() {
            ToAct::Seat(s) => Some(Colour::of_seat(s)),
            _ => None,
        };
        let acting = to_move.filter(|c| seat.is_none_or(|s| s == c.seat()));
        let legal = self.legal_slides();
        let black_groups = group_lists(b.black);
        let white_groups = group_lists(b.white);
        let mut pieces = Vec::new();
        for s in squares(b.occupied()) {
            let Some(colour) = b.piece_at(s) else {
                continue;
            };
            let gs = if colour == Colour::Black {
                &black_groups
            } else {
                &white_groups
            };
            let group = gs.iter().position(|g| g.contains(&s)).unwrap_or(0);
            let mine = acting == Some(colour);
            let directions = Direction::ALL
                .iter()
                .map(|&d| {
                    let (target, ok) = b.target(s, d);
                    DirectionView {
                        direction: d,
                        count: b.line_count(s, d.line()),
                        target,
                        legal: mine && ok,
                        capture: target
                            .and_then(|t| b.piece_at(t))
                            .is_some_and(|c| c != colour),
                    }
                })
                .collect();
            let dests = if mine {
                legal.iter().filter(|m| m.from == s).map(|m| m.to).collect()
            } else {
                Vec::new()
            };
            pieces.push(PieceView {
                square: s,
                name: square_name(s),
                colour,
                group,
                directions,
                dests,
            });
        }
        let last_move = self.last_move().map(|m| match m {
            Move::Slide(s) => LastMoveView {
                from: Some(s.from),
                to: Some(s.to),
                capture: s.capture,
                pass: false,
                notation: m.to_string(),
            },
            Move::Pass => LastMoveView {
                from: None,
                to: None,
                capture: false,
                pass: true,
                notation: m.to_string(),
            },
        });
        let end = match (self.to_act(), self.end_reason()) {
            (ToAct::Over(o), Some(reason)) => Some(ResultView {
                winner: match o {
                    Outcome::Win { winner, .. } => Some(Colour::of_seat(winner)),
                    _ => None,
                },
                reason,
                winning_group: self.winning_group().map(squares).unwrap_or_default(),
            }),
            _ => None,
        };
        BoardView {
            squares: (0..64).map(|s| b.piece_at(s)).collect(),
            pieces,
            to_move,
            seat,
            must_pass: to_move.is_some() && legal.is_empty(),
            last_move,
            black_groups,
            white_groups,
            repetitions: self.repetitions(),
            simultaneous: self.settings().simultaneous,
            end,
        }
    }

    /// Given the squares clicked so far (the piece, then its destination), the squares
    /// that may be clicked next and the move, once the clicks make one. With no legal
    /// slide the move is `pass` at once.
    pub fn next_steps(&self, chosen: &[Step]) -> (Vec<Step>, Option<Move>) {
        if !matches!(self.to_act(), ToAct::Seat(_)) {
            return (Vec::new(), None);
        }
        let legal = self.legal_slides();
        if legal.is_empty() {
            return (Vec::new(), chosen.is_empty().then_some(Move::Pass));
        }
        match chosen {
            [] => {
                let mut v: Vec<Step> = legal.iter().map(|m| m.from).collect();
                v.sort_unstable();
                v.dedup();
                (v, None)
            }
            [from] => {
                let mut v: Vec<Step> = legal
                    .iter()
                    .filter(|m| m.from == *from)
                    .map(|m| m.to)
                    .collect();
                v.sort_unstable();
                (v, None)
            }
            [from, to] => (
                Vec::new(),
                legal
                    .iter()
                    .find(|m| m.from == *from && m.to == *to)
                    .map(|&s| Move::Slide(s)),
            ),
            _ => (Vec::new(), None),
        }
    }

    /// The board as text, row 8 at the top: `b` Black, `w` White, `.` empty, then the
    /// side to move or the result.
    pub fn ascii(&self) -> String {
        let b = self.board();
        let mut s = String::new();
        for row in (0..8u8).rev() {
            s.push((b'1' + row) as char);
            for col in 0..8u8 {
                s.push(' ');
                s.push(match b.piece_at(row * 8 + col) {
                    Some(Colour::Black) => 'b',
                    Some(Colour::White) => 'w',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s.push_str("  a b c d e f g h\n");
        match self.to_act() {
            ToAct::Seat(seat) => {
                s.push_str(&format!("{:?} to move\n", Colour::of_seat(seat)));
            }
            ToAct::Over(o) => {
                let who = match o {
                    Outcome::Win { winner, .. } => format!("{:?} wins", Colour::of_seat(winner)),
                    _ => "draw".into(),
                };
                s.push_str(&format!("{who} ({:?})\n", self.end_reason()));
            }
            ToAct::Chance => {}
        }
        s
    }
}
