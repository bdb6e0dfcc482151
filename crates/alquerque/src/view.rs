//! The typed board view the renderer draws from: points and lines, pieces, the last
//! move with its path and captures, what may be clicked, and the huffing prompt.

use crate::board::{has_diagonals, lines, point_name, Colour, NUM_POINTS};
use crate::game::{points_of, Alquerque, EndReason};
use serde::Serialize;
use spelbord_core::{Game, Outcome, ToAct};

/// One point of the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PointView {
    /// Index 0–24 (a1 = 0, e5 = 24): what steps and clicks name.
    pub index: u8,
    /// The name (`c3`).
    pub name: String,
    /// Column 0–4 from the left (a–e).
    pub column: u8,
    /// Row 0–4 from the bottom (rows 1–5).
    pub row: u8,
    /// Whether diagonal lines run through the point.
    pub diagonals: bool,
    /// The piece on it.
    pub piece: Option<Colour>,
}

/// What the seat to act is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// A piece move.
    Move,
    /// The verdict on the opponent's faulty move (huffing).
    Verdict,
    /// The game is over.
    Over,
}

/// The huffing prompt: the faulty move and what it exposes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FaultView {
    /// Whose move was faulty.
    pub offender: Colour,
    /// The faulty move's points (start and landings).
    pub path: Vec<u8>,
    /// It stopped a capture sequence early (otherwise it ignored a capture).
    pub stopped_early: bool,
    /// The offender's pieces that may be huffed.
    pub huffable: Vec<u8>,
    /// The proper captures the offender had (each a path), to show what was missed.
    pub missed: Vec<Vec<u8>>,
}

/// The result, when the game is over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// The winner, or `None` for a draw.
    pub winner: Option<Colour>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// Everything a canvas needs to draw an Alquerque position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct AlquerqueView {
    /// The 25 points, by index.
    pub points: Vec<PointView>,
    /// The lines, as pairs of point indices.
    pub lines: Vec<[u8; 2]>,
    /// The colour to act (`None` when over). Not `toAct`: the page's state has its own.
    pub to_move: Option<Colour>,
    /// What the seat to act is asked for.
    pub phase: Phase,
    /// Whether the viewing seat may act now (any seat when viewed with `None`).
    pub my_turn: bool,
    /// The last piece move's points (start, then every landing), for drawing its path.
    pub last_move: Vec<u8>,
    /// The points of the pieces the last move captured.
    pub last_captured: Vec<u8>,
    /// The point of the piece huffed last, if the last action was a huff.
    pub last_huffed: Option<u8>,
    /// Points holding a piece that may move now (empty unless `my_turn`).
    pub movable: Vec<u8>,
    /// Whether the side to move must capture (compulsory capture, a capture possible).
    pub capture_required: bool,
    /// The huffing prompt, while a verdict is due.
    pub fault: Option<FaultView>,
    /// Pieces left: Black, White.
    pub pieces: [u8; 2],
    /// Half-moves since the last capture, and the limit that draws.
    pub quiet_moves: u16,
    /// The draw limit of half-moves without a capture.
    pub quiet_limit: u16,
    /// The result, when over. Not `result`: the page's state has its own.
    pub end: Option<ResultView>,
}

impl Alquerque {
    /// The typed view for the renderer, as seen from `seat` (`None`: a spectator or a
    /// hot-seat table, which may act for whoever is to act).
    pub fn board_view(&self, seat: Option<u8>) -> AlquerqueView {
        let b = self.board();
        let points = (0..NUM_POINTS as u8)
            .map(|p| PointView {
                index: p,
                name: point_name(p),
                column: p % 5,
                row: p / 5,
                diagonals: has_diagonals(p),
                piece: b.at(p),
            })
            .collect();
        let status = self.to_act();
        let to_move = match status {
            ToAct::Seat(s) => Some(Colour::of_seat(s)),
            _ => None,
        };
        let phase = match (&status, self.fault().is_some()) {
            (ToAct::Over(_), _) => Phase::Over,
            (_, true) => Phase::Verdict,
            _ => Phase::Move,
        };
        let my_turn = match (seat, &status) {
            (_, ToAct::Over(_)) => false,
            (None, _) => true,
            (Some(s), ToAct::Seat(t)) => s == *t,
            _ => false,
        };
        let mut movable = Vec::new();
        if my_turn && phase == Phase::Move {
            for path in self.legal_paths() {
                if !movable.contains(&path[0]) {
                    movable.push(path[0]);
                }
            }
            movable.sort_unstable();
        }
        let fault = self.fault().map(|f| FaultView {
            offender: b.turn.other(),
            path: f.play.path().to_vec(),
            stopped_early: f.offence.stopped_early,
            huffable: self.huffable_points(),
            missed: self
                .missed_captures()
                .iter()
                .map(|p| p.path().to_vec())
                .collect(),
        });
        let result = match (&status, self.end_reason()) {
            (ToAct::Over(o), Some(reason)) => Some(ResultView {
                winner: match o {
                    Outcome::Win { winner, .. } => Some(Colour::of_seat(*winner)),
                    _ => None,
                },
                reason,
            }),
            _ => None,
        };
        let last = self.last_play();
        AlquerqueView {
            points,
            lines: lines().into_iter().map(|(a, c)| [a, c]).collect(),
            to_move,
            phase,
            my_turn,
            last_move: last.map(|p| p.path().to_vec()).unwrap_or_default(),
            last_captured: last.map(|p| points_of(p.captured)).unwrap_or_default(),
            last_huffed: self.last_huffed().map(|(p, _)| p),
            movable,
            capture_required: phase == Phase::Move && self.captures_enforced() && b.jumpers() != 0,
            fault,
            pieces: [b.black.count_ones() as u8, b.white.count_ones() as u8],
            quiet_moves: self.quiet_moves(),
            quiet_limit: crate::QUIET_LIMIT,
            end: result,
        }
    }
}
