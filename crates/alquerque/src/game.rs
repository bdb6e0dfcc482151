//! Alquerque as a [`Game`]: the board plus what the rules remember between moves —
//! the positions since the last capture (threefold repetition), the count of moves
//! without a capture, and under huffing the faulty move waiting for a verdict.

use crate::board::{Bits, Board, Colour, Play};
use crate::huffing::{self, Fault, HuffingBoard, Points, Verdict};
use crate::moves::Move;
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, SettingsError, ToAct};

/// Half-moves without a capture after which the game is drawn (30 by each player).
pub const QUIET_LIMIT: u16 = 60;

/// The table's rule settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AlquerqueSettings {
    /// The source's own rule: captures are not enforced, and a faulty move may be
    /// insisted on, allowed, or punished by huffing a piece (as in Dam).
    pub huffing: bool,
    /// A set-up position (`WWWWW/WWWWW/BB.WW/BBBBB/BBBBB b`, row 5 first, then the side
    /// to move); empty for the standard start. A position that cannot be read falls
    /// back to the start (check it with [`Alquerque::set_up`] first).
    pub position: String,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    /// The loser has no pieces left (the source's win condition).
    NoPieces,
    /// The player to move cannot move and has lost (our Decision).
    NoMoves,
    /// The same position came a third time with the same player to move: a draw.
    Repetition,
    /// 30 moves by each player passed without a capture: a draw.
    MoveLimit,
}

/// What "insist" restores: the game as it stood before the faulty move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Before {
    board: Board,
    quiet: u16,
    history: Vec<u64>,
    last: Option<Play>,
}

/// One click of a move being built: a point, or (answering a faulty move) insist or
/// allow. Huffing a piece is a click on its point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Step {
    /// A point, by index (a1 = 0, e5 = 24).
    Point(u8),
    /// Insist that the faulty move be taken back.
    Insist,
    /// Let the faulty move stand.
    Allow,
}

/// A game of Alquerque.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alquerque {
    settings: AlquerqueSettings,
    board: Board,
    /// Half-moves since the last capture (or huff).
    quiet: u16,
    /// Keys of the positions since the last capture, current last.
    history: Vec<u64>,
    last: Option<Play>,
    /// The last piece huffed, and whose it was.
    huffed: Option<(u8, Colour)>,
    fault: Option<Fault<Play, Before>>,
    /// After "insist" the offender must make a proper move.
    forced: bool,
    status: ToAct,
    end: Option<EndReason>,
}

impl HuffingBoard for Board {
    type Play = Play;
    fn proper_plays(&self, out: &mut Vec<Play>) {
        self.generate(out);
    }
    fn all_steps(&self, out: &mut Vec<Play>) {
        self.generate_steps(out);
    }
    fn complete_captures(&self, out: &mut Vec<Play>) {
        self.generate_captures(self.jumpers(), out);
    }
    fn capturers(&self) -> Points {
        self.jumpers() as Points
    }
    fn is_capture(p: &Play) -> bool {
        p.is_capture()
    }
    fn hops(p: &Play) -> usize {
        p.hops()
    }
    fn prefix(p: &Play, hops: usize) -> Play {
        p.prefix(hops)
    }
    fn origin(p: &Play) -> u8 {
        p.from()
    }
    fn destination(p: &Play) -> u8 {
        p.to()
    }
}

/// The points of a set, in order.
pub fn points_of(bits: Bits) -> Vec<u8> {
    (0..25u8).filter(|p| bits & (1 << p) != 0).collect()
}

/// A set-up position that cannot be read (kind `alquerque.badPosition`), `e` its reason.
pub fn unreadable(e: NotationError) -> Problem {
    Problem::because(
        "alquerque.badPosition",
        vec![],
        "the set-up position cannot be read",
        e.0,
    )
}

impl Alquerque {
    /// A game from settings, or the reason the set-up position cannot be read (the
    /// `Game::from_settings` of the trait gives the same as a kind).
    pub fn set_up(settings: AlquerqueSettings) -> Result<Alquerque, NotationError> {
        let board = if settings.position.trim().is_empty() {
            Board::start()
        } else {
            Board::from_position(&settings.position)?
        };
        Ok(Alquerque::with_board(settings, board))
    }

    /// A game from a set-up board.
    pub fn with_board(settings: AlquerqueSettings, board: Board) -> Alquerque {
        let mut g = Alquerque {
            settings,
            board,
            quiet: 0,
            history: vec![board.hash],
            last: None,
            huffed: None,
            fault: None,
            forced: false,
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
    /// The colour on the board to move (with a fault pending: the one giving the verdict).
    pub fn turn(&self) -> Colour {
        self.board.turn
    }
    /// What stands on point `p` (0–24).
    pub fn at(&self, p: u8) -> Option<Colour> {
        self.board.at(p)
    }
    /// The last piece move (`None` before the first, and after "insist" took it back).
    pub fn last_play(&self) -> Option<Play> {
        self.last
    }
    /// The last piece huffed off the board, and whose it was.
    pub fn last_huffed(&self) -> Option<(u8, Colour)> {
        self.huffed
    }
    /// The faulty move waiting for a verdict (huffing only).
    pub fn fault(&self) -> Option<&Fault<Play, Before>> {
        self.fault.as_ref()
    }
    /// The pieces the opponent may huff now (empty unless a fault is pending).
    pub fn huffable_points(&self) -> Vec<u8> {
        self.fault
            .as_ref()
            .map(|f| points_of(f.offence.huffable as Bits))
            .unwrap_or_default()
    }
    /// The proper captures the offender had before the faulty move (for the huffing
    /// prompt: what was missed).
    pub fn missed_captures(&self) -> Vec<Play> {
        let mut v = Vec::new();
        if let Some(f) = &self.fault {
            f.before.board.generate(&mut v);
        }
        v
    }
    /// Half-moves since the last capture (the draw comes at [`QUIET_LIMIT`]).
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
    /// Whether the compulsory-capture rule binds the side to move now.
    pub fn captures_enforced(&self) -> bool {
        !self.settings.huffing || self.forced
    }

    /// Every piece move the rules allow now.
    fn plays(&self, out: &mut Vec<Play>) {
        out.clear();
        if self.captures_enforced() {
            self.board.generate(out);
        } else {
            huffing::huffing_plays(&self.board, out);
        }
    }

    /// The legal piece moves as point paths, for building a move hop by hop.
    pub fn legal_paths(&self) -> Vec<Vec<u8>> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.iter()
            .map(|m| m.points())
            .filter(|p| !p.is_empty())
            .collect()
    }

    /// The legal next clicks after `chosen`, and the move they make if complete. A
    /// piece move is its start point, then each landing point in turn (a step is two
    /// clicks, a capture one click a hop, so the path is drawn as it grows). Under
    /// huffing a capture stopped early is itself a move, so `chosen` can be complete
    /// and still have next steps. Answering a fault: [`Step::Insist`], [`Step::Allow`]
    /// or the point of a huffable piece, one click.
    pub fn next_steps(&self, chosen: &[Step]) -> (Vec<Step>, Option<Move>) {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if self.fault.is_some() {
            let to_step = |m: &Move| match m {
                Move::Verdict(Verdict::Insist) => Step::Insist,
                Move::Verdict(Verdict::Allow) => Step::Allow,
                Move::Verdict(Verdict::Huff(p)) => Step::Point(*p),
                Move::Play(p) => Step::Point(p.from()),
            };
            return match chosen {
                [] => (moves.iter().map(to_step).collect(), None),
                [s] => (Vec::new(), moves.iter().find(|m| to_step(m) == *s).copied()),
                _ => (Vec::new(), None),
            };
        }
        let mut points = Vec::with_capacity(chosen.len());
        for s in chosen {
            match s {
                Step::Point(p) => points.push(*p),
                _ => return (Vec::new(), None),
            }
        }
        let mut next = Vec::new();
        let mut complete = None;
        for m in &moves {
            let Move::Play(p) = m else { continue };
            let path = p.path();
            if !path.starts_with(&points) {
                continue;
            }
            if path.len() == points.len() {
                complete = Some(*m);
            } else {
                let s = Step::Point(path[points.len()]);
                if !next.contains(&s) {
                    next.push(s);
                }
            }
        }
        (next, complete)
    }

    fn update_status(&mut self) {
        let (s, e) = self.compute_status();
        self.status = s;
        self.end = e;
    }

    fn compute_status(&self) -> (ToAct, Option<EndReason>) {
        let mover = self.board.turn.seat();
        if self.fault.is_some() {
            return (ToAct::Seat(mover), None);
        }
        let me = self.board.pieces(self.board.turn);
        let opp = self.board.pieces(self.board.turn.other());
        if opp == 0 {
            // Only a huff can leave the side not to move without pieces.
            return (ToAct::Over(Outcome::win(mover)), Some(EndReason::NoPieces));
        }
        if me == 0 {
            return (
                ToAct::Over(Outcome::win(1 - mover)),
                Some(EndReason::NoPieces),
            );
        }
        if !self.board.has_moves() {
            return (
                ToAct::Over(Outcome::win(1 - mover)),
                Some(EndReason::NoMoves),
            );
        }
        if self.repetitions() >= 3 {
            return (ToAct::Over(Outcome::Draw), Some(EndReason::Repetition));
        }
        if self.quiet >= QUIET_LIMIT {
            return (ToAct::Over(Outcome::Draw), Some(EndReason::MoveLimit));
        }
        (ToAct::Seat(mover), None)
    }

    fn play_piece(&mut self, p: &Play) {
        let offence = if self.captures_enforced() {
            None
        } else {
            huffing::offence(&self.board, p)
        };
        let fault = offence.map(|offence| Fault {
            play: *p,
            offence,
            before: Before {
                board: self.board,
                quiet: self.quiet,
                history: self.history.clone(),
                last: self.last,
            },
        });
        self.board = self.board.apply(p);
        if p.is_capture() {
            self.quiet = 0;
            self.history.clear();
        } else {
            self.quiet += 1;
        }
        self.history.push(self.board.hash);
        self.last = Some(*p);
        self.huffed = None;
        self.fault = fault;
        self.forced = false;
    }

    fn give_verdict(&mut self, v: Verdict) {
        let Some(f) = self.fault.take() else { return };
        match v {
            Verdict::Insist => {
                self.board = f.before.board;
                self.quiet = f.before.quiet;
                self.history = f.before.history;
                self.last = f.before.last;
                self.forced = true;
            }
            Verdict::Allow => {}
            Verdict::Huff(p) => {
                let whose = self.board.turn.other();
                self.board = self.board.without(p);
                self.huffed = Some((p, whose));
                // A piece leaving the board is irreversible, like a capture.
                self.quiet = 0;
                self.history.clear();
                self.history.push(self.board.hash);
            }
        }
    }

    /// The position as text, for a terminal: points and lines, row 5 at the top.
    pub fn ascii(&self) -> String {
        let mut s = String::new();
        for r in (0..5u8).rev() {
            s.push_str(&format!("{}  ", r + 1));
            for c in 0..5u8 {
                s.push(match self.board.at(r * 5 + c) {
                    Some(Colour::Black) => 'B',
                    Some(Colour::White) => 'W',
                    None => '.',
                });
                if c < 4 {
                    s.push('-');
                }
            }
            s.push('\n');
            if r > 0 {
                s.push_str("   ");
                for c in 0..5u8 {
                    s.push('|');
                    if c < 4 {
                        // Between rows r-1 and r: the diagonal leaves the even point.
                        s.push(if (c + r - 1) % 2 == 0 { '/' } else { '\\' });
                    }
                }
                s.push('\n');
            }
        }
        s.push_str("   a b c d e\n");
        let who = match self.board.turn {
            Colour::Black => "Black",
            Colour::White => "White",
        };
        match (&self.status, self.fault.is_some()) {
            (ToAct::Over(o), _) => s.push_str(&format!("over: {o:?} ({:?})\n", self.end)),
            (_, true) => s.push_str(&format!("{who} to judge the fault\n")),
            _ => s.push_str(&format!("{who} to move\n")),
        }
        s
    }
}

/// Alquerque has no chance events; this type has no values.
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
        Err(NotationError::no_chance("Alquerque"))
    }
}

impl Game for Alquerque {
    type Move = Move;
    type Chance = NoChance;
    type Settings = AlquerqueSettings;
    type View = Alquerque;

    const IDS: &'static [&'static str] = &["alquerque"];

    fn default_settings(id: &str) -> Option<AlquerqueSettings> {
        (id == "alquerque").then(AlquerqueSettings::default)
    }

    fn from_settings(settings: AlquerqueSettings) -> Result<Self, SettingsError> {
        Alquerque::set_up(settings).map_err(|e| SettingsError(unreadable(e)))
    }

    fn new(settings: AlquerqueSettings) -> Self {
        let board = Board::from_position(&settings.position).unwrap_or_else(|_| Board::start());
        Alquerque::with_board(settings, board)
    }

    fn id(&self) -> &'static str {
        "alquerque"
    }

    fn settings(&self) -> &AlquerqueSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        self.status.clone()
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if !matches!(self.status, ToAct::Seat(_)) {
            return;
        }
        if let Some(f) = &self.fault {
            out.extend(Verdict::options(&f.offence).into_iter().map(Move::Verdict));
            return;
        }
        let mut plays = Vec::new();
        self.plays(&mut plays);
        out.extend(plays.into_iter().map(Move::Play));
    }

    /// Why `m` is refused, naming the rule (kinds `alquerque.<rule>`).
    fn illegal(&self, m: &Move) -> Illegal {
        match self.status {
            ToAct::Over(_) => return Illegal::GameOver,
            ToAct::Chance => return Illegal::ChanceDue,
            ToAct::Seat(_) => {}
        }
        let rule = |key: &'static str, args: Vec<(&'static str, String)>, msg: String| {
            Illegal::Rule(Problem::new(key, args, msg))
        };
        let name = crate::board::point_name;
        if self.fault.is_some() {
            return match m {
                Move::Verdict(Verdict::Huff(p)) => rule(
                    "alquerque.notHuffable",
                    vec![("point", name(*p))],
                    format!(
                        "only a piece that could have captured (or that stopped its captures \
                         early) may be huffed, not the one on {}",
                        name(*p)
                    ),
                ),
                _ => rule(
                    "alquerque.answerFault",
                    vec![],
                    "first answer the faulty move: insist, allow or huff a piece".into(),
                ),
            };
        }
        let p = match m {
            Move::Verdict(_) => {
                return rule(
                    "alquerque.noFault",
                    vec![],
                    "there is no faulty move to answer".into(),
                )
            }
            Move::Play(p) => p,
        };
        let from = name(p.from());
        match self.board.at(p.from()) {
            None => {
                return rule(
                    "alquerque.noPiece",
                    vec![("point", from.clone())],
                    format!("there is no piece on {from}"),
                )
            }
            Some(c) if c != self.board.turn => {
                return rule(
                    "alquerque.notYours",
                    vec![("point", from.clone())],
                    format!("the piece on {from} is not yours"),
                )
            }
            Some(_) => {}
        }
        if !p.is_capture() {
            if self.board.at(p.to()).is_some() {
                let to = name(p.to());
                return rule(
                    "alquerque.occupied",
                    vec![("point", to.clone())],
                    format!("{to} is not empty"),
                );
            }
            if self.captures_enforced() && self.board.jumpers() != 0 {
                return rule(
                    "alquerque.mustCapture",
                    vec![],
                    "a capture is compulsory".into(),
                );
            }
            return Illegal::NotLegal { mv: p.to_string() };
        }
        let mut full = Vec::new();
        self.board
            .generate_captures(self.board.jumpers(), &mut full);
        if full
            .iter()
            .any(|q| q.path().len() > p.path().len() && q.path().starts_with(p.path()))
        {
            rule(
                "alquerque.mustContinue",
                vec![],
                "the capturing piece must go on jumping while it can".into(),
            )
        } else {
            rule(
                "alquerque.notACapture",
                vec![("mv", p.to_string())],
                format!(
                    "{p} is not a possible capture: each hop jumps an opposing piece onto \
                     an empty point"
                ),
            )
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        match m {
            Move::Play(p) => self.play_piece(p),
            Move::Verdict(v) => self.give_verdict(*v),
        }
        self.update_status();
    }

    fn view(&self, _seat: Seat) -> Alquerque {
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
        if let Some(f) = &self.fault {
            let offender = self.board.pieces(self.board.turn.other()) as Points;
            if f.offence.huffable & !offender != 0 {
                return Err("a huffable point holds no piece of the offender".into());
            }
            if f.offence.huffable == 0 {
                return Err("a fault with nothing to huff".into());
            }
            if !self.settings.huffing {
                return Err("a fault without the huffing setting".into());
            }
        }
        Ok(())
    }
}
