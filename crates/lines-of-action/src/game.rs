//! Lines of Action as a [`Game`]: the board plus what the rules remember between moves
//! (the positions since the last capture, for threefold repetition), the end rules and
//! the `simultaneous` setting.

use crate::board::{
    connected, parse_square, square_name, Bits, Board, Colour, Direction, LineKind, Slide, Square,
};
use crate::moves::Move;
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, SettingsError, ToAct};
use std::fmt;

/// What a move that leaves both players connected at once means.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum Simultaneous {
    /// The game is drawn (the source's rule).
    #[default]
    Draw,
    /// The player who made the move wins (some tournaments' rule).
    MoverWins,
}

/// The table's rule settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LoaSettings {
    /// What a move that connects both players at once means.
    pub simultaneous: Simultaneous,
    /// A set-up position (see [`parse_position`]); empty for the standard setup. One
    /// that cannot be read falls back to the standard setup (check it with
    /// [`LinesOfAction::set_up`] first).
    pub position: String,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    /// The winner joined all their pieces into one group with their own move.
    Connected,
    /// The opponent's move left the winner connected (typically by capturing the
    /// winner's last separated piece).
    ConnectedByOpponent,
    /// One move left both players connected: a draw, or the mover's win under the
    /// `mover-wins` setting.
    BothConnected,
    /// The same position, with the same player to move, occurred for the third time.
    Repetition,
}

/// A game of Lines of Action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinesOfAction {
    settings: LoaSettings,
    board: Board,
    /// Keys of the positions since the last capture, the current one last (a capture
    /// cannot be undone, so no earlier position can come back).
    history: Vec<u64>,
    last: Option<Move>,
    status: ToAct,
    end: Option<EndReason>,
}

/// A set-up position that cannot be read: why, as a kind (`loa.pos.…`) with its
/// arguments, for the page to word in the player's language, and in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError(pub Problem);

impl PositionError {
    /// The kind of the reason (`loa.pos.rows`).
    pub fn key(&self) -> &'static str {
        self.0.key
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}
impl std::error::Error for PositionError {}

/// A set-up position that cannot be read (kind `loa.badPosition`), `e` its reason.
pub fn unreadable(e: PositionError) -> Problem {
    Problem::because(
        "loa.badPosition",
        vec![],
        "the set-up position cannot be read",
        e.0,
    )
}

/// Reads a position: the rows from 8 down to 1 separated by `/`, `b` a Black piece,
/// `w` a White one, a digit for that many empty squares, then the side to move (`b` or
/// `w`). The standard setup is `1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b`.
pub fn parse_position(text: &str) -> Result<Board, PositionError> {
    let err = |p: Problem| Err(PositionError(p));
    let mut parts = text.split_whitespace();
    let Some(rows) = parts.next() else {
        return err(Problem::new(
            "loa.pos.empty",
            vec![],
            "the position is empty",
        ));
    };
    let turn = match parts.next() {
        None | Some("b") | Some("B") => Colour::Black,
        Some("w") | Some("W") => Colour::White,
        Some(t) => {
            return err(Problem::new(
                "loa.pos.badSide",
                vec![("text", t.to_string())],
                format!("'{t}' is not a side to move (b or w)"),
            ))
        }
    };
    if let Some(t) = parts.next() {
        return err(Problem::new(
            "loa.pos.extra",
            vec![("text", t.to_string())],
            format!("unexpected '{t}' after the side to move"),
        ));
    }
    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != 8 {
        return err(Problem::new(
            "loa.pos.rows",
            vec![("count", rows.len().to_string())],
            format!("a position has 8 rows, not {}", rows.len()),
        ));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (i, r) in rows.iter().enumerate() {
        let row = 7 - i as u8;
        let mut col = 0u8;
        for ch in r.chars() {
            if col >= 8 && ch != '0' {
                return err(Problem::new(
                    "loa.pos.rowTooLong",
                    vec![("row", (row + 1).to_string())],
                    format!("row {} has more than 8 squares", row + 1),
                ));
            }
            match ch {
                '1'..='8' => col += ch as u8 - b'0',
                'b' | 'B' | 'x' => {
                    black |= 1 << (row * 8 + col);
                    col += 1;
                }
                'w' | 'W' | 'o' => {
                    white |= 1 << (row * 8 + col);
                    col += 1;
                }
                _ => {
                    return err(Problem::new(
                        "loa.pos.badChar",
                        vec![("ch", ch.to_string()), ("row", (row + 1).to_string())],
                        format!("'{ch}' in row {} is not b, w or 1-8", row + 1),
                    ))
                }
            }
        }
        if col != 8 {
            return err(Problem::new(
                "loa.pos.rowLength",
                vec![("row", (row + 1).to_string()), ("count", col.to_string())],
                format!("row {} has {col} squares, not 8", row + 1),
            ));
        }
    }
    if black == 0 {
        return err(Problem::new(
            "loa.pos.blackNone",
            vec![],
            "Black has no pieces (each side needs at least one)",
        ));
    }
    if white == 0 {
        return err(Problem::new(
            "loa.pos.whiteNone",
            vec![],
            "White has no pieces (each side needs at least one)",
        ));
    }
    Ok(Board::from_parts(black, white, turn))
}

/// Writes a position in the form [`parse_position`] reads.
pub fn write_position(b: &Board) -> String {
    let mut s = String::new();
    for row in (0..8u8).rev() {
        let mut empty = 0;
        for col in 0..8u8 {
            match b.piece_at(row * 8 + col) {
                None => empty += 1,
                Some(c) => {
                    if empty > 0 {
                        s.push((b'0' + empty) as char);
                        empty = 0;
                    }
                    s.push(if c == Colour::Black { 'b' } else { 'w' });
                }
            }
        }
        if empty > 0 {
            s.push((b'0' + empty) as char);
        }
        if row > 0 {
            s.push('/');
        }
    }
    s.push(' ');
    s.push(if b.turn == Colour::Black { 'b' } else { 'w' });
    s
}

/// The direction and distance from `from` to `to`, if they share a row, column or diagonal.
pub fn direction_between(from: Square, to: Square) -> Option<(Direction, u8)> {
    let dr = (to / 8) as i8 - (from / 8) as i8;
    let dc = (to % 8) as i8 - (from % 8) as i8;
    if (dr == 0 && dc == 0) || !(dr == 0 || dc == 0 || dr.abs() == dc.abs()) {
        return None;
    }
    let step = (dr.signum(), dc.signum());
    let d = Direction::ALL.into_iter().find(|d| d.delta() == step)?;
    Some((d, dr.abs().max(dc.abs()) as u8))
}

impl LinesOfAction {
    /// A game from settings, or why the set-up position cannot be read.
    pub fn set_up(settings: LoaSettings) -> Result<LinesOfAction, PositionError> {
        let board = if settings.position.trim().is_empty() {
            Board::start()
        } else {
            parse_position(&settings.position)?
        };
        Ok(LinesOfAction::with_board(settings, board))
    }

    /// The rule move `m` breaks in this position, as a kind with arguments (`None` if
    /// the move is legal or the game is not waiting for a move).
    pub fn rule_broken(&self, m: &Move) -> Option<Problem> {
        if !matches!(self.status, ToAct::Seat(_)) {
            return None;
        }
        match m {
            Move::Pass if self.board.has_slide() => Some(Problem::new(
                "loa.mayNotPass",
                vec![],
                "a player may pass only when none of their pieces can move",
            )),
            Move::Pass => None,
            Move::Slide(s) if s.from >= 64 || s.to >= 64 => Some(Problem::new(
                "loa.offBoard",
                vec![],
                "that square is off the board",
            )),
            Move::Slide(s) => self.slide_fault(s.from, s.to, s.capture),
        }
    }

    /// A game from a set-up board.
    pub fn with_board(settings: LoaSettings, board: Board) -> LinesOfAction {
        let mut g = LinesOfAction {
            settings,
            board,
            history: vec![board.hash],
            last: None,
            status: ToAct::Seat(board.turn.seat()),
            end: None,
        };
        (g.status, g.end) = g.judge(None);
        g
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// What stands on `s` (0–63, a1 = 0).
    pub fn piece(&self, s: Square) -> Option<Colour> {
        self.board.piece_at(s)
    }

    /// What stands on the named square (`b1`).
    pub fn piece_on(&self, name: &str) -> Option<Colour> {
        parse_square(name).and_then(|s| self.board.piece_at(s))
    }

    /// The colour to move (also after the game has ended: who would move next).
    pub fn turn(&self) -> Colour {
        self.board.turn
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.last
    }

    /// Why the game ended, if it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// The winner's pieces (their one group), once someone has won.
    pub fn winning_group(&self) -> Option<Bits> {
        match &self.status {
            ToAct::Over(Outcome::Win { winner, .. }) => {
                Some(self.board.pieces(Colour::of_seat(*winner)))
            }
            _ => None,
        }
    }

    /// Keys of the positions since the last capture, the current one last.
    pub fn game_keys(&self) -> &[u64] {
        &self.history
    }

    /// How often the current position (same pieces, same side to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let h = self.board.hash;
        self.history.iter().filter(|&&k| k == h).count()
    }

    /// The position in the form [`parse_position`] reads.
    pub fn position_text(&self) -> String {
        write_position(&self.board)
    }

    /// Who is to act, and why the game ended, judged after `mover` moved (`None` for a
    /// set-up position, where nobody made the last move).
    fn judge(&self, mover: Option<Colour>) -> (ToAct, Option<EndReason>) {
        let black = connected(self.board.black);
        let white = connected(self.board.white);
        match (black, white) {
            (true, true) => {
                let o = match (mover, self.settings.simultaneous) {
                    (Some(m), Simultaneous::MoverWins) => Outcome::win(m.seat()),
                    _ => Outcome::Draw,
                };
                (ToAct::Over(o), Some(EndReason::BothConnected))
            }
            (true, false) | (false, true) => {
                let c = if black { Colour::Black } else { Colour::White };
                let reason = match mover {
                    Some(m) if m != c => EndReason::ConnectedByOpponent,
                    _ => EndReason::Connected,
                };
                (ToAct::Over(Outcome::win(c.seat())), Some(reason))
            }
            (false, false) if self.repetitions() >= 3 => {
                (ToAct::Over(Outcome::Draw), Some(EndReason::Repetition))
            }
            (false, false) => (ToAct::Seat(self.board.turn.seat()), None),
        }
    }

    /// Plays a legal move, keeping the repetition history only if `keep_history`.
    pub(crate) fn apply(&mut self, m: &Move, keep_history: bool) {
        let mover = self.board.turn;
        match m {
            Move::Slide(s) => {
                self.board = self.board.apply(*s);
                if s.capture {
                    self.history.clear();
                }
            }
            Move::Pass => self.board = self.board.pass(),
        }
        if keep_history {
            self.history.push(self.board.hash);
        } else {
            self.history.clear();
        }
        self.last = Some(*m);
        (self.status, self.end) = self.judge(Some(mover));
    }

    /// The position after `m` without the repetition history (the search keeps its own).
    pub(crate) fn search_child(&self, m: &Move) -> LinesOfAction {
        let mut c = LinesOfAction {
            settings: self.settings.clone(),
            board: self.board,
            history: Vec::new(),
            last: self.last,
            status: self.status.clone(),
            end: self.end,
        };
        c.apply(m, false);
        c
    }

    /// The legal slides of the side to act (empty when the game is over).
    pub fn legal_slides(&self) -> Vec<Slide> {
        let mut v = Vec::new();
        if matches!(self.status, ToAct::Seat(_)) {
            self.board.generate(&mut v);
        }
        v
    }

    /// Which movement rule slide `from`–`to` breaks (`None` if it is legal), as a kind
    /// with its arguments: `loa.<rule>`.
    fn slide_fault(&self, from: Square, to: Square, capture: bool) -> Option<Problem> {
        let b = &self.board;
        let (f, t) = (square_name(from), square_name(to));
        let Some(owner) = b.piece_at(from) else {
            return Some(Problem::new(
                "loa.noPiece",
                vec![("square", f.clone())],
                format!("there is no piece on {f}"),
            ));
        };
        if owner != b.turn {
            return Some(Problem::new(
                "loa.notYours",
                vec![("square", f.clone())],
                format!("the piece on {f} is the opponent's"),
            ));
        }
        let Some((d, dist)) = direction_between(from, to) else {
            return Some(Problem::new(
                "loa.notALine",
                vec![("from", f.clone()), ("to", t.clone())],
                format!("{f} to {t} is not along a row, a column or a diagonal"),
            ));
        };
        let n = b.line_count(from, d.line());
        if dist != n {
            let line = match d.line() {
                LineKind::Row => "row",
                LineKind::Column => "column",
                LineKind::Diagonal | LineKind::AntiDiagonal => "diagonal",
            };
            return Some(Problem::new(
                "loa.distance",
                vec![
                    ("square", f.clone()),
                    ("line", line.to_string()),
                    ("count", n.to_string()),
                    ("distance", dist.to_string()),
                ],
                format!(
                    "a piece moves exactly as many squares as there are pieces on its line: \
                     the {line} through {f} holds {n}, so it moves {n}, not {dist}"
                ),
            ));
        }
        let (dr, dc) = d.delta();
        for k in 1..dist as i8 {
            let s = (from as i8 + k * (dr * 8 + dc)) as Square;
            if b.piece_at(s) == Some(b.turn.other()) {
                let over = square_name(s);
                return Some(Problem::new(
                    "loa.jumpsOpponent",
                    vec![("square", over.clone())],
                    format!(
                        "a piece may jump over its own pieces but not over the opponent's (on {over})"
                    ),
                ));
            }
        }
        match b.piece_at(to) {
            Some(c) if c == b.turn => Some(Problem::new(
                "loa.landsOnOwn",
                vec![("square", t.clone())],
                format!("a piece may not land on its own piece (on {t})"),
            )),
            Some(_) if !capture => Some(Problem::new(
                "loa.captureMark",
                vec![("mv", format!("{f}x{t}"))],
                format!("the move lands on an opposing piece and captures it: write {f}x{t}"),
            )),
            None if capture => Some(Problem::new(
                "loa.nothingToCapture",
                vec![("square", t.clone()), ("mv", format!("{f}-{t}"))],
                format!("there is nothing to capture on {t}: write {f}-{t}"),
            )),
            _ => None,
        }
    }
}

/// Lines of Action has no chance events; this type has no values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChance {}

impl fmt::Display for NoChance {
    fn fmt(&self, _f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

impl std::str::FromStr for NoChance {
    type Err = NotationError;
    fn from_str(_s: &str) -> Result<Self, NotationError> {
        Err(NotationError::no_chance("Lines of Action"))
    }
}

impl Game for LinesOfAction {
    type Move = Move;
    type Chance = NoChance;
    type Settings = LoaSettings;
    type View = LinesOfAction;

    const IDS: &'static [&'static str] = &["lines-of-action"];

    fn default_settings(id: &str) -> Option<LoaSettings> {
        (id == "lines-of-action").then(LoaSettings::default)
    }

    /// The set-up position must be readable (kind `loa.badPosition`).
    fn from_settings(settings: LoaSettings) -> Result<Self, SettingsError> {
        LinesOfAction::set_up(settings).map_err(|e| SettingsError(unreadable(e)))
    }

    fn new(settings: LoaSettings) -> Self {
        let board = parse_position(&settings.position).unwrap_or_else(|_| Board::start());
        LinesOfAction::with_board(settings, board)
    }

    fn id(&self) -> &'static str {
        "lines-of-action"
    }

    fn settings(&self) -> &LoaSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        self.status.clone()
    }

    /// Every legal slide, or the one move `pass` when no piece can move.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if !matches!(self.status, ToAct::Seat(_)) {
            return;
        }
        self.board.for_each_slide(|s| out.push(Move::Slide(s)));
        if out.is_empty() {
            out.push(Move::Pass);
        }
    }

    fn is_legal(&self, m: &Move) -> bool {
        if !matches!(self.status, ToAct::Seat(_)) {
            return false;
        }
        match m {
            Move::Pass => !self.board.has_slide(),
            Move::Slide(s) => {
                s.from < 64 && s.to < 64 && self.slide_fault(s.from, s.to, s.capture).is_none()
            }
        }
    }

    /// Names the rule a move breaks (`loa.<rule>`: noPiece, notYours, notALine,
    /// distance, jumpsOpponent, landsOnOwn, captureMark, nothingToCapture, mayNotPass).
    fn illegal(&self, m: &Move) -> Illegal {
        match self.status {
            ToAct::Over(_) => Illegal::GameOver,
            ToAct::Chance => Illegal::ChanceDue,
            ToAct::Seat(_) => match self.rule_broken(m) {
                Some(p) => Illegal::Rule(p),
                None => Illegal::NotLegal { mv: m.to_string() },
            },
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        self.apply(m, true);
    }

    fn view(&self, _seat: Seat) -> LinesOfAction {
        self.clone()
    }

    /// Reads a move; a slide written with the wrong mark (`-` for a capture or `x` for a
    /// plain move) is read as the legal move between the same squares.
    fn parse_move(&self, s: &str) -> Result<Move, NotationError> {
        let m: Move = s.trim().parse()?;
        if let Move::Slide(sl) = m {
            let other = Move::slide(sl.from, sl.to, !sl.capture);
            if !self.is_legal(&m) && self.is_legal(&other) {
                return Ok(other);
            }
        }
        Ok(m)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let b = &self.board;
        if b.black & b.white != 0 {
            return Err("a square holds both colours".into());
        }
        if b.black.count_ones() > 12 || b.white.count_ones() > 12 {
            return Err("more than twelve pieces of a colour".into());
        }
        if b.black == 0 || b.white == 0 {
            return Err("a side has no pieces".into());
        }
        if !b.counts_are_current() {
            return Err("the line counts are stale".into());
        }
        if b.hash != b.compute_hash() {
            return Err("the position key is stale".into());
        }
        if self.history.last() != Some(&b.hash) {
            return Err("the repetition history does not end with this position".into());
        }
        let mover = self.last.map(|_| b.turn.other());
        if (self.status.clone(), self.end) != self.judge(mover) {
            return Err("the cached status is stale".into());
        }
        Ok(())
    }
}
