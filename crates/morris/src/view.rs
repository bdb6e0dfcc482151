//! What the renderer draws: a typed, serializable picture of the position (points,
//! lines, men, hands, phase, the last turn with its captures, legal first clicks), and a
//! plain-text board for the terminal.

use crate::board::{coords, point_name, points_of, Bits, LINES, NAMES, POINTS, SIDE_CORNERS};
use crate::game::{EndReason, Morris};
use crate::settings::Variant;
use serde::Serialize;
use spelbord_core::{Game, Outcome, Seat, ToAct};

/// A colour of men.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Colour {
    /// Seat 0 in `kvarn` and `tre-i-rad`.
    White,
    /// Seat 1 in `kvarn` and `tre-i-rad`.
    Black,
    /// Seat 0 in `kvarn-12`.
    Yellow,
    /// Seat 1 in `kvarn-12`.
    Blue,
}

/// What a seat is doing this phase of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// Men still in hand: each turn places one.
    Placing,
    /// All placed: a man moves to a neighbouring point.
    Moving,
    /// Three men left with flying on: a man moves to any empty point.
    Flying,
}

/// How a man was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum CaptureKind {
    /// Removed by the mover's choice after closing a mill.
    Mill,
    /// `kvarn-12`: stood on a corner of the side whose midpoint the mover took.
    SideIntervention,
    /// `kvarn-12`: stood in the middle of a diagonal the mover closed at both ends.
    DiagonalCustody,
}

/// One point of the board.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PointView {
    /// Its index, the step the UI sends back when it is clicked.
    pub index: u8,
    /// Its name (`d2`).
    pub name: &'static str,
    /// Column 0–6 (a–g) from the left.
    pub col: u8,
    /// Row 0–6 (1–7) from the bottom.
    pub row: u8,
    /// The seat whose man stands here.
    pub man: Option<Seat>,
}

/// A man taken in the last turn.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Capture {
    /// Where it stood.
    pub point: u8,
    /// Why it was taken.
    pub kind: CaptureKind,
}

/// The last turn played.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct LastView {
    /// Who played it.
    pub seat: Seat,
    /// Where the man came from (`None`: placed from the hand).
    pub from: Option<u8>,
    /// Where it went.
    pub to: u8,
    /// Whether it closed a mill.
    pub mill: bool,
    /// The men it took, automatic captures first.
    pub captures: Vec<Capture>,
    /// The move in notation.
    pub notation: String,
}

/// A line filled by one colour.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct MillView {
    /// Whose men fill it.
    pub seat: Seat,
    /// Its three points.
    pub points: [u8; 3],
}

/// How the game ended.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ResultView {
    /// The winner (`None`: a draw).
    pub winner: Option<Seat>,
    /// Why it ended.
    pub reason: Option<EndReason>,
}

/// Everything a canvas needs to draw a position of the morris games.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// The game id.
    pub game: &'static str,
    /// The 24 points.
    pub points: Vec<PointView>,
    /// The segments to draw between neighbouring points (diagonals in `kvarn-12`).
    pub segments: Vec<[u8; 2]>,
    /// The colour of each seat.
    pub colours: [Colour; 2],
    /// The seat to move (`None` before the draw by lot and after the end).
    pub to_move: Option<Seat>,
    /// What each seat is doing.
    pub phase: [Phase; 2],
    /// Men each seat has in hand, shown beside the board.
    pub in_hand: [u8; 2],
    /// Men each seat has on the board.
    pub on_board: [u8; 2],
    /// Men each seat has lost.
    pub lost: [u8; 2],
    /// The seat that made the first move (`None` before the draw by lot).
    pub starter: Option<Seat>,
    /// Whether who starts was drawn by lot.
    pub drawn_by_lot: bool,
    /// The lines standing filled by one colour.
    pub mills: Vec<MillView>,
    /// The points the seat to move may click first (empty when `seat` may not move now).
    pub selectable: Vec<u8>,
    /// The last turn.
    pub last: Option<LastView>,
    /// Half-moves of the moving phase since the last capture.
    pub quiet_moves: u16,
    /// The half-moves without capture that draw the game.
    pub move_limit: u16,
    /// The result, once the game is over (`end`, since the page's state has a `result`
    /// of its own beside the view's fields).
    pub end: Option<ResultView>,
}

/// The lines filled by one colour, given each seat's men.
fn mills_of(men: &[Bits; 2], lines: usize) -> Vec<MillView> {
    let mut mills = Vec::new();
    for s in 0..2u8 {
        for l in &LINES[..lines] {
            if l.iter().all(|&q| men[s as usize] & (1 << q) != 0) {
                mills.push(MillView {
                    seat: s,
                    points: *l,
                });
            }
        }
    }
    mills
}

/// The men a move to `to` took automatically (`kvarn-12`), each with how.
fn automatic_captures(to: u8, taken: Bits) -> Vec<Capture> {
    points_of(taken)
        .map(|q| Capture {
            point: q,
            kind: if SIDE_CORNERS[to as usize] & (1 << q) != 0 {
                CaptureKind::SideIntervention
            } else {
                CaptureKind::DiagonalCustody
            },
        })
        .collect()
}

impl Morris {
    /// The colours of the two seats.
    pub fn colours(&self) -> [Colour; 2] {
        match self.variant() {
            Variant::Kvarn12 => [Colour::Yellow, Colour::Blue],
            _ => [Colour::White, Colour::Black],
        }
    }

    /// The phase of `seat`.
    pub fn phase(&self, seat: Seat) -> Phase {
        if self.pos().hand[seat as usize & 1] > 0 {
            Phase::Placing
        } else if self.flies(seat) {
            Phase::Flying
        } else {
            Phase::Moving
        }
    }

    /// The drawing data, for the eyes of `seat` (`None`: a spectator; legal first clicks
    /// are listed for whoever is to move then).
    pub fn board_view(&self, seat: Option<u8>) -> BoardView {
        let p = self.pos();
        let rules = self.rules();
        let points = (0..POINTS as u8)
            .map(|i| {
                let (col, row) = coords(i);
                PointView {
                    index: i,
                    name: NAMES[i as usize],
                    col,
                    row,
                    man: (0..2).find(|&s| p.men[s as usize] & (1 << i) != 0),
                }
            })
            .collect();
        let segments = LINES[..rules.lines()]
            .iter()
            .flat_map(|l| [[l[0], l[1]], [l[1], l[2]]])
            .collect();
        let mills = mills_of(&p.men, rules.lines());
        let to_move = self.seat_to_move();
        let selectable = match to_move {
            Some(m) if seat.is_none_or(|s| s == m) => self.next_steps(&[]).0,
            _ => Vec::new(),
        };
        let last = self.last_turn().map(|l| {
            let mut captures = automatic_captures(l.mv.to, l.automatic);
            if let Some(r) = l.mv.remove {
                captures.push(Capture {
                    point: r,
                    kind: CaptureKind::Mill,
                });
            }
            LastView {
                seat: l.seat,
                from: l.mv.from,
                to: l.mv.to,
                mill: l.mill,
                captures,
                notation: l.mv.to_string(),
            }
        });
        let result = match self.to_act() {
            ToAct::Over(o) => Some(ResultView {
                winner: match o {
                    Outcome::Win { winner, .. } => Some(winner),
                    _ => None,
                },
                reason: self.end_reason(),
            }),
            _ => None,
        };
        let men = rules.men;
        BoardView {
            game: self.id(),
            points,
            segments,
            colours: self.colours(),
            to_move,
            phase: [self.phase(0), self.phase(1)],
            in_hand: p.hand,
            on_board: [p.on_board(0) as u8, p.on_board(1) as u8],
            lost: [
                men.saturating_sub(p.total(0) as u8),
                men.saturating_sub(p.total(1) as u8),
            ],
            starter: self.started().then(|| self.starter()),
            drawn_by_lot: self.drawn_by_lot(),
            mills,
            selectable,
            last,
            quiet_moves: self.quiet_moves(),
            move_limit: crate::game::MOVE_LIMIT,
            end: result,
        }
    }

    /// The board as a turn stands before its removal is chosen: the man put on `to` (moved
    /// from `from`, or placed from the hand), the men taken automatically gone, the mills
    /// as they now stand, `last` this turn so far, and the removable men `removable` as
    /// the selectable points.
    pub(crate) fn turn_view(&self, from: Option<u8>, to: u8, removable: Vec<u8>) -> BoardView {
        let e = self.pos().effect(self.rules(), from, to);
        let me = self.turn() as usize & 1;
        let mut men = [0; 2];
        men[me] = e.mine;
        men[1 - me] = e.theirs;
        let mut v = self.board_view(None);
        for p in &mut v.points {
            p.man = (0..2).find(|&s| men[s as usize] & (1 << p.index) != 0);
        }
        v.mills = mills_of(&men, self.rules().lines());
        if from.is_none() {
            v.in_hand[me] = v.in_hand[me].saturating_sub(1);
        }
        v.on_board = [men[0].count_ones() as u8, men[1].count_ones() as u8];
        v.lost[1 - me] += e.automatic.count_ones() as u8;
        v.selectable = removable;
        v.last = Some(LastView {
            seat: me as Seat,
            from,
            to,
            mill: e.mill,
            captures: automatic_captures(to, e.automatic),
            notation: crate::MorrisMove {
                from,
                to,
                remove: None,
            }
            .to_string(),
        });
        v
    }

    /// A plain-text board: `W`/`B` (`Y`/`B` in `kvarn-12`) for men, `+` for empty points,
    /// rows 7 to 1, then who is to move and the men in hand.
    pub fn ascii(&self) -> String {
        const W: usize = 25;
        const H: usize = 13;
        let mut grid = vec![vec![' '; W]; H];
        let at = |p: u8| {
            let (c, r) = coords(p);
            (c as usize * 4, (6 - r as usize) * 2)
        };
        for l in &LINES[..self.rules().lines()] {
            for pair in [[l[0], l[1]], [l[1], l[2]]] {
                let ((x1, y1), (x2, y2)) = (at(pair[0]), at(pair[1]));
                if y1 == y2 {
                    for c in &mut grid[y1][x1.min(x2) + 1..x1.max(x2)] {
                        *c = '-';
                    }
                } else if x1 == x2 {
                    for row in grid.iter_mut().take(y1.max(y2)).skip(y1.min(y2) + 1) {
                        row[x1] = '|';
                    }
                } else {
                    // A diagonal step of one point: four columns, two text rows.
                    let (x, y) = ((x1 + x2) / 2, (y1 + y2) / 2);
                    let down_right = (x2 > x1) == (y2 > y1);
                    grid[y][x] = if down_right { '\\' } else { '/' };
                }
            }
        }
        let marks: Vec<char> = self
            .colours()
            .iter()
            .map(|c| match c {
                Colour::White => 'W',
                Colour::Black | Colour::Blue => 'B',
                Colour::Yellow => 'Y',
            })
            .collect();
        let p = self.pos();
        for i in 0..POINTS as u8 {
            let (x, y) = at(i);
            grid[y][x] = (0..2)
                .find(|&s| p.men[s] & (1 << i) != 0)
                .map_or('+', |s| marks[s]);
        }
        let mut out = String::new();
        for (y, row) in grid.iter().enumerate() {
            let label = if y % 2 == 0 {
                char::from(b'7' - (y / 2) as u8)
            } else {
                ' '
            };
            out.push(label);
            out.push(' ');
            out.extend(row.iter());
            out.truncate(out.trim_end().len());
            out.push('\n');
        }
        out.push_str("  a   b   c   d   e   f   g\n");
        let status = match self.to_act() {
            ToAct::Seat(s) => format!("{} to move", self.colour(s)),
            ToAct::Chance => "who starts is to be drawn".into(),
            ToAct::Over(Outcome::Win { winner, .. }) => format!("{} won", self.colour(winner)),
            ToAct::Over(_) => "drawn".into(),
        };
        out.push_str(&format!(
            "{status}; in hand {} {}, {} {}\n",
            self.colour(0),
            p.hand[0],
            self.colour(1),
            p.hand[1]
        ));
        if let Some(l) = self.last_turn() {
            out.push_str(&format!("last: {}", l.mv));
            let auto: Vec<&str> = points_of(l.automatic).map(point_name).collect();
            if !auto.is_empty() {
                out.push_str(&format!(" (took {})", auto.join(" ")));
            }
            out.push('\n');
        }
        out
    }
}
