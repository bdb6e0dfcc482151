//! Surround as a [`Game`]: the board plus what the end rules remember — the positions
//! since the last capture (threefold repetition) and the count of moves without one.
//!
//! The source keeps only a few sentences of this game and its pictures are lost; the
//! board, the setup and every detail below beyond "enclose to capture, openings
//! protect, most pieces left wins" are our reconstruction (surround.md).

use crate::board::{groups, openings, square_name, squares_of, Bits, Board, Colour, Step};
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, SettingsError, ToAct};

/// Half-moves without a capture after which the game ends (30 by each player).
pub const QUIET_LIMIT: u16 = 60;

/// The table's settings: the game has no variants; a set-up position may be given.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SurroundSettings {
    /// A set-up position (`BBBBBB/....../....../....../....../WWWWWW w`, row 6 first,
    /// then the side to move); empty for the start. One that cannot be read falls back
    /// to the start (check it with [`Surround::set_up`] first).
    pub position: String,
}

/// Why a game ended; the winner is then whoever has more pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    /// A player has no pieces left.
    NoPieces,
    /// The player to move cannot move.
    NoMoves,
    /// 30 moves by each player passed without a capture.
    MoveLimit,
    /// The same position came a third time with the same player to move.
    Repetition,
}

/// A click of a move being built: a square index (a1 = 0, f6 = 35).
pub type Click = u8;

/// The last move and what it took, for drawing and animating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMove {
    /// The move.
    pub step: Step,
    /// The squares of the pieces it captured.
    pub captured: Bits,
}

/// A game of Surround.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Surround {
    settings: SurroundSettings,
    board: Board,
    quiet: u16,
    /// Keys of the positions since the last capture, current last.
    history: Vec<u64>,
    last: Option<LastMove>,
    status: ToAct,
    end: Option<EndReason>,
}

/// The result by pieces left: more wins, equal draws.
pub fn result_by_count(b: &Board) -> Outcome {
    let w = b.white.count_ones();
    let k = b.black.count_ones();
    match w.cmp(&k) {
        std::cmp::Ordering::Greater => Outcome::win(Colour::White.seat()),
        std::cmp::Ordering::Less => Outcome::win(Colour::Black.seat()),
        std::cmp::Ordering::Equal => Outcome::Draw,
    }
}

/// A set-up position that cannot be read (kind `surround.badPosition`), `e` its reason.
pub fn unreadable(e: NotationError) -> Problem {
    Problem::because(
        "surround.badPosition",
        vec![],
        "the set-up position cannot be read",
        e.0,
    )
}

impl Surround {
    /// A game from settings, or the reason the set-up position cannot be read (the
    /// `Game::from_settings` of the trait gives the same as a kind).
    pub fn set_up(settings: SurroundSettings) -> Result<Surround, NotationError> {
        let board = if settings.position.trim().is_empty() {
            Board::start()
        } else {
            Board::from_position(&settings.position)?
        };
        Ok(Surround::with_board(settings, board))
    }

    /// A game from a set-up board.
    pub fn with_board(settings: SurroundSettings, board: Board) -> Surround {
        let mut g = Surround {
            settings,
            board,
            quiet: 0,
            history: vec![board.hash],
            last: None,
            status: ToAct::Seat(0),
            end: None,
        };
        g.update_status();
        g
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The side to move.
    pub fn turn(&self) -> Colour {
        self.board.turn
    }
    /// What stands on square `s` (0–35).
    pub fn at(&self, s: u8) -> Option<Colour> {
        self.board.at(s)
    }
    /// The last move and its captures.
    pub fn last_move(&self) -> Option<LastMove> {
        self.last
    }
    /// Half-moves since the last capture (the game ends at [`QUIET_LIMIT`]).
    pub fn quiet_moves(&self) -> u16 {
        self.quiet
    }
    /// Keys of the positions since the last capture, the current one last.
    pub fn game_keys(&self) -> &[u64] {
        &self.history
    }
    /// How often the current position has occurred (same pieces, same side to move).
    pub fn repetitions(&self) -> usize {
        let h = self.board.hash;
        self.history.iter().filter(|&&k| k == h).count()
    }
    /// Why the game ended (`None` while it goes on).
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// The groups of `c` with their openings, as square lists.
    pub fn groups(&self, c: Colour) -> Vec<(Vec<u8>, Vec<u8>)> {
        let empty = self.board.empty();
        groups(self.board.pieces(c))
            .into_iter()
            .map(|g| (squares_of(g), squares_of(openings(g, empty))))
            .collect()
    }

    /// The legal next clicks after `chosen`, and the move they make if complete: first
    /// a piece of the side to move, then the square it goes to.
    pub fn next_steps(&self, chosen: &[Click]) -> (Vec<Click>, Option<Step>) {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        match chosen {
            [] => {
                let mut v: Vec<Click> = moves.iter().map(|m| m.from).collect();
                v.dedup();
                (v, None)
            }
            [from] => (
                moves
                    .iter()
                    .filter(|m| m.from == *from)
                    .map(|m| m.to)
                    .collect(),
                None,
            ),
            [from, to] => (
                Vec::new(),
                moves
                    .iter()
                    .find(|m| m.from == *from && m.to == *to)
                    .copied(),
            ),
            _ => (Vec::new(), None),
        }
    }

    fn update_status(&mut self) {
        let (s, e) = self.compute_status();
        self.status = s;
        self.end = e;
    }

    fn compute_status(&self) -> (ToAct, Option<EndReason>) {
        let b = &self.board;
        let reason = if b.white == 0 || b.black == 0 {
            Some(EndReason::NoPieces)
        } else if !b.has_moves() {
            Some(EndReason::NoMoves)
        } else if self.quiet >= QUIET_LIMIT {
            Some(EndReason::MoveLimit)
        } else if self.repetitions() >= 3 {
            Some(EndReason::Repetition)
        } else {
            None
        };
        match reason {
            Some(r) => (ToAct::Over(result_by_count(b)), Some(r)),
            None => (ToAct::Seat(b.turn.seat()), None),
        }
    }

    /// The position as text, for a terminal: row 6 at the top.
    pub fn ascii(&self) -> String {
        let mut s = String::new();
        for r in (0..6u8).rev() {
            s.push_str(&format!("{} ", r + 1));
            for c in 0..6u8 {
                s.push(' ');
                s.push(match self.board.at(r * 6 + c) {
                    Some(Colour::White) => 'W',
                    Some(Colour::Black) => 'B',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s.push_str("   a b c d e f\n");
        match &self.status {
            ToAct::Over(o) => s.push_str(&format!("over: {o:?} ({:?})\n", self.end)),
            _ => s.push_str(&format!("{:?} to move\n", self.board.turn)),
        }
        s
    }
}

/// Surround has no chance events; this type has no values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChance {}

impl std::fmt::Display for NoChance {
    fn fmt(&self, _f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

impl std::str::FromStr for NoChance {
    type Err = NotationError;
    fn from_str(_s: &str) -> Result<Self, NotationError> {
        Err(NotationError::no_chance("Surround"))
    }
}

impl Game for Surround {
    type Move = Step;
    type Chance = NoChance;
    type Settings = SurroundSettings;
    type View = Surround;

    const IDS: &'static [&'static str] = &["surround"];

    fn default_settings(id: &str) -> Option<SurroundSettings> {
        (id == "surround").then(SurroundSettings::default)
    }

    fn from_settings(settings: SurroundSettings) -> Result<Self, SettingsError> {
        Surround::set_up(settings).map_err(|e| SettingsError(unreadable(e)))
    }

    fn new(settings: SurroundSettings) -> Self {
        let board = Board::from_position(&settings.position).unwrap_or_else(|_| Board::start());
        Surround::with_board(settings, board)
    }

    fn id(&self) -> &'static str {
        "surround"
    }

    fn settings(&self) -> &SurroundSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        self.status.clone()
    }

    fn legal_moves(&self, out: &mut Vec<Step>) {
        out.clear();
        if matches!(self.status, ToAct::Seat(_)) {
            self.board.generate(out);
        }
    }

    fn is_legal(&self, m: &Step) -> bool {
        matches!(self.status, ToAct::Seat(_))
            && (m.from as usize) < crate::board::NUM_SQUARES
            && (m.to as usize) < crate::board::NUM_SQUARES
            && self.board.at(m.from) == Some(self.board.turn)
            && self.board.at(m.to).is_none()
            && crate::board::neighbours(1 << m.from) & (1 << m.to) != 0
            && !self.board.effect(m).self_enclosed
    }

    /// Why `m` is refused, naming the rule (kinds `surround.<rule>`).
    fn illegal(&self, m: &Step) -> Illegal {
        if let ToAct::Over(_) = self.status {
            return Illegal::GameOver;
        }
        let rule = |key: &'static str, args: Vec<(&'static str, String)>, msg: String| {
            Illegal::Rule(Problem::new(key, args, msg))
        };
        let from = square_name(m.from);
        match self.board.at(m.from) {
            None => {
                return rule(
                    "surround.noPiece",
                    vec![("square", from.clone())],
                    format!("there is no piece on {from}"),
                )
            }
            Some(c) if c != self.board.turn => {
                return rule(
                    "surround.notYours",
                    vec![("square", from.clone())],
                    format!("the piece on {from} is not yours"),
                )
            }
            Some(_) => {}
        }
        let to = square_name(m.to);
        if self.board.at(m.to).is_some() {
            return rule(
                "surround.occupied",
                vec![("square", to.clone())],
                format!("{to} is not empty"),
            );
        }
        if (m.to as usize) >= crate::board::NUM_SQUARES
            || crate::board::neighbours(1 << m.from) & (1 << m.to) == 0
        {
            return rule(
                "surround.oneSquare",
                vec![],
                "a piece moves one square horizontally or vertically".into(),
            );
        }
        if self.board.effect(m).self_enclosed {
            return rule(
                "surround.selfEnclosure",
                vec![],
                "the move would enclose your own group, and it captures nothing".into(),
            );
        }
        Illegal::NotLegal { mv: m.to_string() }
    }

    fn play_unchecked(&mut self, m: &Step) {
        let captured = self.board.effect(m).captured;
        self.board = self.board.apply(m, captured);
        if captured != 0 {
            self.quiet = 0;
            self.history.clear();
        } else {
            self.quiet += 1;
        }
        self.history.push(self.board.hash);
        self.last = Some(LastMove { step: *m, captured });
        self.update_status();
    }

    fn view(&self, _seat: Seat) -> Surround {
        self.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.board.check()?;
        if self.history.last() != Some(&self.board.hash) {
            return Err("the repetition history does not end with this position".into());
        }
        if self.history.len() != self.quiet as usize + 1 {
            return Err("the history does not reach back exactly to the last capture".into());
        }
        if (self.status.clone(), self.end) != self.compute_status() {
            return Err("the cached status is stale".into());
        }
        Ok(())
    }
}
