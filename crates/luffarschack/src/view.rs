//! What the renderer draws: the marks, the last one, the winning lines, the rectangle
//! the marks cover (so the paper can be drawn round it) and the threats on the paper,
//! for the screen-reader announcement.

use crate::cell::Cell;
use crate::game::{Bounds, EndReason, Line, Luffarschack, Mark, OpeningLimit};
use crate::pattern::class;
use crate::window::Window;
use serde::Serialize;
use spelbord_core::{Game, Seat};

/// One mark on the paper.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct MarkView {
    /// Its cell.
    pub cell: Cell,
    /// Cross or ring.
    pub mark: Mark,
    /// The move that made it, from 1.
    pub number: u32,
    /// The cell in the game's notation (`3,-1`, `h8`).
    pub name: String,
}

/// What a threat on the paper is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ThreatKind {
    /// A four: this cell completes five.
    Four,
    /// An open three: a mark on this cell makes an open four.
    OpenThree,
}

/// A threat: the cell where it would be carried out, and whose it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Threat {
    /// Whose threat.
    pub mark: Mark,
    /// A four or an open three.
    pub kind: ThreatKind,
    /// The cell that carries it out.
    pub cell: Cell,
    /// The cell in notation.
    pub name: String,
}

/// The board as the renderer draws it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// The side of a bounded board, `None` for the endless paper.
    pub size: Option<u32>,
    /// Every mark, in move order.
    pub marks: Vec<MarkView>,
    /// The last move.
    pub last_move: Option<Cell>,
    /// The lines of the winning move (strike them through).
    pub winning_lines: Vec<Line>,
    /// The rectangle the marks cover (`None` on empty paper): draw the paper round it.
    pub bounds: Option<Bounds>,
    /// Whose turn it is (`None` once the game is over).
    pub to_move: Option<Mark>,
    /// The seat the view is for, if any.
    pub seat: Option<Seat>,
    /// Why the game ended.
    pub end_reason: Option<EndReason>,
    /// The fours and open threes on the paper.
    pub threats: Vec<Threat>,
    /// The opening rule limiting the next mark, if any (the first mark at the origin,
    /// the Russian opening's centre and third mark).
    pub opening: Option<OpeningLimit>,
}

impl Luffarschack {
    /// The typed board for the renderer (nothing is hidden: `seat` only says who looks).
    pub fn board_view(&self, seat: Option<Seat>) -> BoardView {
        let marks = self
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &c)| MarkView {
                cell: c,
                mark: Mark::of_seat((i % 2) as Seat),
                number: i as u32 + 1,
                name: self.format_move(&c),
            })
            .collect();
        BoardView {
            size: self.size(),
            marks,
            last_move: self.last_move(),
            winning_lines: self.winning_lines().to_vec(),
            bounds: self.bounds(),
            to_move: self.seat_to_move().map(Mark::of_seat),
            seat,
            end_reason: self.end_reason(),
            threats: if self.outcome().is_some() {
                Vec::new()
            } else {
                self.threats()
            },
            opening: self.opening_limit(),
        }
    }

    /// The fours (cells completing five) and open threes (cells making an open four) of
    /// both players, in cell order.
    pub fn threats(&self) -> Vec<Threat> {
        let mut out = Vec::new();
        if self.mark_count() == 0 {
            return out;
        }
        let w = Window::of_game(self);
        let mut cells: Vec<_> = w.candidates().collect();
        cells.sort_by_key(|&i| w.cell(i));
        for mark in Mark::ALL {
            for &i in &cells {
                let kind = match w.class(i, mark as usize) {
                    class::FIVE => ThreatKind::Four,
                    class::OPEN_FOUR => ThreatKind::OpenThree,
                    _ => continue,
                };
                let cell = w.cell(i);
                if self.is_legal(&cell) {
                    out.push(Threat {
                        mark,
                        kind,
                        cell,
                        name: self.format_move(&cell),
                    });
                }
            }
        }
        out
    }

    /// A plain-text board: `X` crosses, `O` rings, `.` empty paper, the last move in
    /// brackets; the endless paper is shown round the marks (at most 41 cells a side,
    /// round the last move).
    pub fn ascii(&self) -> String {
        let (x0, y0, x1, y1) = match (self.size(), self.bounds()) {
            (Some(n), _) => (0, 0, n as i64 - 1, n as i64 - 1),
            (None, None) => (-2, -2, 2, 2),
            (None, Some(b)) => {
                let (mut x0, mut x1) = (b.min_x as i64 - 1, b.max_x as i64 + 1);
                let (mut y0, mut y1) = (b.min_y as i64 - 1, b.max_y as i64 + 1);
                let last = self.last_move().unwrap_or(Cell::ORIGIN);
                if x1 - x0 > 40 {
                    x0 = (last.x as i64 - 20).max(x0);
                    x1 = x0 + 40;
                }
                if y1 - y0 > 40 {
                    y0 = (last.y as i64 - 20).max(y0);
                    y1 = y0 + 40;
                }
                (x0, y0, x1, y1)
            }
        };
        let last = self.last_move();
        let mut s = String::new();
        for y in (y0..=y1).rev() {
            match self.size() {
                Some(_) => s.push_str(&format!("{:>3} ", y + 1)),
                None => s.push_str(&format!("{y:>6} ")),
            }
            for x in x0..=x1 {
                let c = Cell::new(x as i32, y as i32);
                let ch = match self.mark_at(c) {
                    Some(Mark::Cross) => 'X',
                    Some(Mark::Ring) => 'O',
                    None => '.',
                };
                if Some(c) == last {
                    s.push('(');
                    s.push(ch);
                    s.push(')');
                } else {
                    s.push(' ');
                    s.push(ch);
                    s.push(' ');
                }
            }
            s.push('\n');
        }
        match self.size() {
            Some(_) => {
                s.push_str("    ");
                for x in x0..=x1 {
                    s.push_str(&format!(" {} ", (b'a' + x as u8) as char));
                }
            }
            None => s.push_str(&format!("       x from {x0} to {x1}")),
        }
        s.push('\n');
        s
    }
}
