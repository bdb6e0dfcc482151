//! The typed board view the renderer draws from: the grid, pieces, the last move and
//! its captures (to animate), the groups with their openings (shown on demand), and
//! what may be clicked.

use crate::board::{squares_of, Colour, NUM_SQUARES};
use crate::game::{EndReason, Surround, QUIET_LIMIT};
use serde::Serialize;
use spelbord_core::{Game, Outcome, ToAct};

/// One square of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SquareView {
    /// Index 0–35 (a1 = 0, f6 = 35): what clicks name.
    pub index: u8,
    /// The name (`c3`).
    pub name: String,
    /// Column 0–5 from the left (a–f).
    pub column: u8,
    /// Row 0–5 from the bottom (rows 1–6).
    pub row: u8,
    /// The piece on it.
    pub piece: Option<Colour>,
}

/// A group of touching pieces and its openings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct GroupView {
    /// Whose group.
    pub colour: Colour,
    /// Its squares.
    pub squares: Vec<u8>,
    /// The empty squares next to it: while it has one, it cannot be taken.
    pub openings: Vec<u8>,
}

/// The last move, for marking and for animating its captures.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct LastMoveView {
    /// The square the piece left.
    pub from: u8,
    /// The square it arrived on.
    pub to: u8,
    /// Who moved.
    pub by: Colour,
    /// The squares of the pieces it captured.
    pub captured: Vec<u8>,
}

/// The result, when the game is over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// The winner (more pieces left), or `None` for a draw.
    pub winner: Option<Colour>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Everything a canvas needs to draw a Surround position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SurroundView {
    /// The 36 squares, by index.
    pub squares: Vec<SquareView>,
    /// The side to move (`None` when over).
    pub to_move: Option<Colour>,
    /// Whether the viewing seat may move now (any seat when viewed with `None`).
    pub my_turn: bool,
    /// The last move.
    pub last_move: Option<LastMoveView>,
    /// Squares holding a piece that may move now (empty unless `my_turn`).
    pub movable: Vec<u8>,
    /// Every group on the board with its openings.
    pub groups: Vec<GroupView>,
    /// Pieces left: White, Black.
    pub pieces: [u8; 2],
    /// Half-moves since the last capture.
    pub quiet_moves: u16,
    /// The half-moves without a capture that end the game.
    pub quiet_limit: u16,
    /// The result, when over. Not `result`: the page's state has its own.
    pub end: Option<ResultView>,
}

impl Surround {
    /// The typed view for the renderer, as seen from `seat` (`None`: a spectator or a
    /// hot-seat table, which may act for whoever is to move).
    pub fn board_view(&self, seat: Option<u8>) -> SurroundView {
        let b = self.board();
        let status = self.to_act();
        let my_turn = match (seat, &status) {
            (_, ToAct::Over(_)) => false,
            (None, _) => true,
            (Some(s), ToAct::Seat(t)) => s == *t,
            _ => false,
        };
        let movable = if my_turn {
            self.next_steps(&[]).0
        } else {
            Vec::new()
        };
        let mut groups = Vec::new();
        for c in [Colour::White, Colour::Black] {
            for (squares, openings) in self.groups(c) {
                groups.push(GroupView {
                    colour: c,
                    squares,
                    openings,
                });
            }
        }
        SurroundView {
            squares: (0..NUM_SQUARES as u8)
                .map(|s| SquareView {
                    index: s,
                    name: crate::board::square_name(s),
                    column: s % 6,
                    row: s / 6,
                    piece: b.at(s),
                })
                .collect(),
            to_move: match status {
                ToAct::Seat(s) => Some(Colour::of_seat(s)),
                _ => None,
            },
            my_turn,
            last_move: self.last_move().map(|l| LastMoveView {
                from: l.step.from,
                to: l.step.to,
                by: b.turn.other(),
                captured: squares_of(l.captured),
            }),
            movable,
            groups,
            pieces: [b.white.count_ones() as u8, b.black.count_ones() as u8],
            quiet_moves: self.quiet_moves(),
            quiet_limit: QUIET_LIMIT,
            end: match (&status, self.end_reason()) {
                (ToAct::Over(o), Some(reason)) => Some(ResultView {
                    winner: match o {
                        Outcome::Win { winner, .. } => Some(Colour::of_seat(*winner)),
                        _ => None,
                    },
                    reason,
                }),
                _ => None,
            },
        }
    }
}
