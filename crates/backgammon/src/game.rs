//! The game: a single game or a match, the doubling cube, the opening roll and each
//! turn's roll as explicit chance events, and scoring.
//!
//! Seat 0 is Black and seat 1 is White; each counts the points from its own side (see
//! [`crate::board`]). GNU Backgammon's player 0 and player 1 are seats 0 and 1.

use crate::board::{borne_off, in_play, opp_on, pips, Board, Side, Step, CHECKERS, START};
use crate::moves::{legal_turns, Candidate, Turn};
use crate::notation;
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, NotationError, Outcome, Problem, Seat, ToAct};
use std::fmt;
use std::str::FromStr;

/// The largest cube: GNU Backgammon's Match ID stores its logarithm in four bits.
pub const MAX_CUBE: u32 = 1 << 15;

/// Table settings (flat, for the record's query string). Beavers are not played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Points to win the match; 0 plays a single game (money play).
    pub match_length: u32,
    /// Whether the doubling cube is used.
    pub cube: bool,
    /// The Crawford rule in matches: no doubling in the game after a player first
    /// reaches match point.
    pub crawford: bool,
    /// The Jacoby rule in money play with the cube: gammons and backgammons count
    /// single unless the cube has been turned.
    pub jacoby: bool,
    /// A start position as GNU Backgammon writes it, `POSITIONID:MATCHID` (empty: the
    /// standard start). It lets a game begin from a pasted position; see
    /// [`crate::gnubg::game_from_start`].
    pub start: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            match_length: 0,
            cube: false,
            crawford: true,
            jacoby: true,
            start: String::new(),
        }
    }
}

/// Where in the turn cycle the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The opening roll of a game is due (chance): each player throws one die.
    Opening,
    /// The player to move may double before rolling (moves `roll` or `double`).
    BeforeRoll,
    /// The player's roll is due (chance).
    Rolling,
    /// The player plays the rolled dice (a whole turn).
    Moving,
    /// The opponent of the player to move answers a double (`take` or `drop`).
    Doubled,
    /// The single game or the match is over.
    Over,
}

/// How a game was won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinKind {
    /// The loser had borne off at least one checker.
    Single,
    /// The loser had borne off none.
    Gammon,
    /// The loser had borne off none and had a checker on the bar or in the winner's
    /// home board.
    Backgammon,
    /// The loser refused a double.
    Dropped,
}

/// The result of one finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// Who won.
    pub winner: Seat,
    /// Points won (cube value × 1, 2 or 3).
    pub points: u32,
    /// Single, gammon, backgammon or a dropped double.
    pub kind: WinKind,
    /// The board as the game ended.
    pub board: Board,
}

/// The player's decision: a whole turn, or a cube action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Play the dice (the empty turn, written `pass`, when they cannot be played).
    Play(Turn),
    /// Roll without doubling.
    Roll,
    /// Offer the cube at twice its value.
    Double,
    /// Accept the double.
    Take,
    /// Refuse the double and lose the game at the current cube value.
    Drop,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(t) => f.write_str(&notation::format_turn(t)),
            Move::Roll => f.write_str("roll"),
            Move::Double => f.write_str("double"),
            Move::Take => f.write_str("take"),
            Move::Drop => f.write_str("drop"),
        }
    }
}

impl FromStr for Move {
    type Err = NotationError;
    /// Reads a move without a position: cube words, `pass`, or steps as written (combined
    /// steps such as `24/13` need the position: use [`Game::parse_move`]).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match notation::keyword(s) {
            Some(m) => Ok(m),
            None => {
                let segs = notation::parse_segments(s)?;
                let mut steps = Vec::new();
                for seg in segs {
                    steps.push(Step {
                        from: seg.from,
                        to: seg.to,
                        hit: seg.hit,
                    });
                }
                if steps.len() > 4 {
                    return Err(notation::too_many_steps());
                }
                Ok(Move::Play(Turn::from_steps(&steps)))
            }
        }
    }
}

/// A roll of two dice, written `31`. At the opening roll the first die is Black's (seat
/// 0) and the second White's; otherwise both are the roller's. Rolls are ordered (36
/// outcomes of weight 1), so dice entered by hand may be written in either order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Dice(pub u8, pub u8);

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.0, self.1)
    }
}

impl FromStr for Dice {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let digits: Vec<u8> = s
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | ','))
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect();
        match digits[..] {
            [a, b] if (1..=6).contains(&a) && (1..=6).contains(&b) => Ok(Dice(a, b)),
            _ => Err(NotationError::kind(
                "backgammon.notARoll",
                vec![("text", s.trim().to_string())],
                format!(
                    "'{}' is not a roll of two dice (write it like 31)",
                    s.trim()
                ),
            )),
        }
    }
}

/// A game of backgammon, or a whole match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backgammon {
    settings: Settings,
    board: Board,
    turn: Seat,
    phase: Phase,
    dice: [u8; 2],
    cube: u32,
    cube_owner: Option<Seat>,
    score: [u32; 2],
    crawford_game: bool,
    crawford_done: bool,
    game_number: u32,
    last_game: Option<GameResult>,
    outcome: Option<Outcome>,
    /// The turn played by the last move, with its mover, while its board is shown (for
    /// the board's mark of where it landed); `None` after a cube action or a new game.
    last_play: Option<(Seat, Turn)>,
}

impl Backgammon {
    /// A position from its parts (for importing GNU Backgammon IDs and tests); the game
    /// goes on from `phase` with `turn` to act.
    #[allow(clippy::too_many_arguments)]
    pub fn from_parts(
        settings: Settings,
        board: Board,
        turn: Seat,
        phase: Phase,
        dice: [u8; 2],
        cube: u32,
        cube_owner: Option<Seat>,
        score: [u32; 2],
        crawford_game: bool,
    ) -> Backgammon {
        let crawford_done = crawford_game
            || (settings.match_length > 0 && score.iter().any(|&s| s + 1 >= settings.match_length));
        Backgammon {
            settings,
            board,
            turn: turn.min(1),
            phase,
            dice,
            cube,
            cube_owner,
            score,
            crawford_game,
            crawford_done,
            game_number: 1,
            last_game: None,
            outcome: None,
            last_play: None,
        }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The player on roll (who rolls, moves, or has just doubled).
    pub fn turn(&self) -> Seat {
        self.turn
    }
    /// The phase of the turn.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The dice of the turn being played, if rolled.
    pub fn dice(&self) -> Option<[u8; 2]> {
        (self.phase == Phase::Moving).then_some(self.dice)
    }
    /// `seat`'s checkers on its own point `point` (1–24).
    pub fn checkers(&self, seat: Seat, point: u8) -> u8 {
        if (1..=24).contains(&point) {
            self.board.sides[seat as usize & 1][point as usize - 1]
        } else {
            0
        }
    }
    /// Checkers of each colour on each point in Black's numbering: `[i] = (black, white)`
    /// on Black's point `i + 1` (White's point `24 - i`).
    pub fn points(&self) -> [(u8, u8); 24] {
        let mut out = [(0, 0); 24];
        for (i, o) in out.iter_mut().enumerate() {
            *o = (
                self.board.sides[0][i],
                opp_on(&self.board.sides[1], i as u8 + 1),
            );
        }
        out
    }
    /// `seat`'s checkers on the bar.
    pub fn bar(&self, seat: Seat) -> u8 {
        self.board.sides[seat as usize & 1][24]
    }
    /// `seat`'s checkers borne off.
    pub fn borne_off(&self, seat: Seat) -> u8 {
        borne_off(&self.board.sides[seat as usize & 1])
    }
    /// `seat`'s pip count.
    pub fn pip_count(&self, seat: Seat) -> u32 {
        pips(&self.board.sides[seat as usize & 1])
    }
    /// The cube's value.
    pub fn cube_value(&self) -> u32 {
        self.cube
    }
    /// Who owns the cube (`None`: centred).
    pub fn cube_owner(&self) -> Option<Seat> {
        self.cube_owner
    }
    /// The match score by seat (points won in earlier games).
    pub fn match_score(&self) -> [u32; 2] {
        self.score
    }
    /// Whether this game is the Crawford game (no doubling).
    pub fn is_crawford_game(&self) -> bool {
        self.crawford_game
    }
    /// The number of the game in the match, from 1.
    pub fn game_number(&self) -> u32 {
        self.game_number
    }
    /// The result of the last finished game (in a match, the one before this).
    pub fn last_game(&self) -> Option<&GameResult> {
        self.last_game.as_ref()
    }
    /// The last move's turn and its mover, when the last move played the dice (not a cube
    /// action) in the game on the board.
    pub fn last_play(&self) -> Option<(Seat, &Turn)> {
        self.last_play.as_ref().map(|(s, t)| (*s, t))
    }
    /// Whether `seat` may double now (cube in use, not the Crawford game, cube centred or
    /// owned by `seat`).
    pub fn may_double(&self, seat: Seat) -> bool {
        self.settings.cube
            && !self.crawford_game
            && self.cube < MAX_CUBE
            && self.cube_owner != Some(1 - seat)
            && self.outcome.is_none()
    }

    /// The mover's side and the opponent's side.
    pub fn sides(&self) -> (&Side, &Side) {
        let t = self.turn as usize;
        (&self.board.sides[t], &self.board.sides[1 - t])
    }

    /// The legal turns with their resulting positions (empty unless [`Phase::Moving`]).
    pub fn candidates(&self) -> Vec<Candidate> {
        if self.phase != Phase::Moving {
            return Vec::new();
        }
        let (me, opp) = self.sides();
        legal_turns(me, opp, self.dice)
    }

    fn start_turn(&mut self) {
        self.dice = [0, 0];
        self.phase = if self.may_double(self.turn) {
            Phase::BeforeRoll
        } else {
            Phase::Rolling
        };
    }

    /// Scores a game won by `winner` bearing off its last checker.
    fn win_kind(&self, winner: Seat) -> (WinKind, u32) {
        let loser = &self.board.sides[1 - winner as usize];
        if borne_off(loser) > 0 {
            (WinKind::Single, 1)
        } else if loser[18..25].iter().any(|&n| n > 0) {
            (WinKind::Backgammon, 3)
        } else {
            (WinKind::Gammon, 2)
        }
    }

    fn end_game(&mut self, winner: Seat, kind: WinKind, mult: u32) {
        // Jacoby: in money play gammons count only once the cube has been turned.
        let jacoby = self.settings.match_length == 0
            && self.settings.cube
            && self.settings.jacoby
            && self.cube == 1;
        let mult = if jacoby { 1 } else { mult };
        let points = self.cube * mult;
        self.last_game = Some(GameResult {
            winner,
            points,
            kind,
            board: self.board,
        });
        let len = self.settings.match_length;
        if len == 0 {
            self.outcome = Some(Outcome::Win { winner, points });
            self.phase = Phase::Over;
            return;
        }
        self.score[winner as usize] += points;
        if self.score[winner as usize] >= len {
            // The match is won once; its score is in `match_score`.
            self.outcome = Some(Outcome::Win { winner, points: 1 });
            self.phase = Phase::Over;
            return;
        }
        if self.crawford_game {
            self.crawford_game = false;
        } else if self.settings.crawford
            && !self.crawford_done
            && self.score[winner as usize] + 1 == len
        {
            self.crawford_game = true;
            self.crawford_done = true;
        }
        self.board = Board::default();
        self.last_play = None;
        self.cube = 1;
        self.cube_owner = None;
        self.dice = [0, 0];
        self.phase = Phase::Opening;
        self.game_number += 1;
    }

    /// Plays a legal turn's steps on the board and ends the game or passes the turn.
    fn play_turn(&mut self, t: &Turn) {
        let s = self.turn as usize;
        let [a, b] = &mut self.board.sides;
        let (me, opp) = if s == 0 { (a, b) } else { (b, a) };
        for st in t.steps() {
            crate::board::apply_step(me, opp, st.from, st.to);
        }
        self.last_play = Some((self.turn, *t));
        if in_play(me) == 0 {
            let (kind, mult) = self.win_kind(self.turn);
            self.end_game(self.turn, kind, mult);
            return;
        }
        self.turn = 1 - self.turn;
        self.start_turn();
    }

    /// Lists the legal next single steps after `partial` steps of a turn being built, and
    /// whether `partial` is already a whole legal turn. Errors say why a step is refused.
    pub fn next_steps(&self, partial: &[Step]) -> Result<NextSteps, Problem> {
        notation::next_steps(self, partial)
    }

    /// The legal turn that the steps (in any valid order, hits marked or not) make.
    pub fn turn_from_steps(&self, steps: &[Step]) -> Result<Move, Problem> {
        notation::turn_from_steps(self, steps)
    }

    /// This position with `steps` of the mover's turn played on the board (steps known
    /// to be playable, from [`Backgammon::next_steps`]); the rest stays as it is.
    pub(crate) fn with_steps(&self, steps: &[Step]) -> Backgammon {
        let mut g = self.clone();
        let s = g.turn as usize;
        let [a, b] = &mut g.board.sides;
        let (me, opp) = if s == 0 { (a, b) } else { (b, a) };
        for st in steps {
            crate::board::apply_step(me, opp, st.from, st.to);
        }
        g
    }

    pub(crate) fn raw_dice(&self) -> [u8; 2] {
        self.dice
    }
    pub(crate) fn game_over_phase(&self) -> bool {
        self.outcome.is_some()
    }
}

/// What may follow a partly built turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextSteps {
    /// Single steps that keep the turn on the way to some legal turn.
    pub steps: Vec<Step>,
    /// The dice each of `steps` can be played with (same order; higher first).
    pub step_dice: Vec<Vec<u8>>,
    /// Dice not yet used (by the first legal sequence that starts with the steps).
    pub dice_left: Vec<u8>,
    /// The whole turn, when the steps already make one.
    pub complete: Option<Move>,
}

impl Game for Backgammon {
    type Move = Move;
    type Chance = Dice;
    type Settings = Settings;
    type View = Backgammon;

    const IDS: &'static [&'static str] = &["backgammon"];
    const RECORD_SEPARATOR: char = ';';

    fn default_settings(id: &str) -> Option<Settings> {
        (id == "backgammon").then(Settings::default)
    }

    fn from_settings(settings: Settings) -> Result<Self, spelbord_core::SettingsError> {
        if settings.start.is_empty() {
            return Ok(Self::new(settings));
        }
        crate::gnubg::game_from_start(&settings).map_err(crate::family::bad_start)
    }

    fn new(settings: Settings) -> Self {
        if !settings.start.is_empty() {
            // The page checks a pasted position before it makes a table of it; a record
            // edited by hand into a bad one starts from the standard position instead,
            // because `new` cannot fail.
            if let Ok(g) = crate::gnubg::game_from_start(&settings) {
                return g;
            }
        }
        Backgammon {
            settings,
            board: Board::default(),
            turn: 0,
            phase: Phase::Opening,
            dice: [0, 0],
            cube: 1,
            cube_owner: None,
            score: [0, 0],
            crawford_game: false,
            crawford_done: false,
            game_number: 1,
            last_game: None,
            outcome: None,
            last_play: None,
        }
    }

    fn id(&self) -> &'static str {
        "backgammon"
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        if let Some(o) = &self.outcome {
            return ToAct::Over(o.clone());
        }
        match self.phase {
            Phase::Opening | Phase::Rolling => ToAct::Chance,
            Phase::BeforeRoll | Phase::Moving => ToAct::Seat(self.turn),
            Phase::Doubled => ToAct::Seat(1 - self.turn),
            Phase::Over => ToAct::Over(Outcome::Draw),
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        match self.phase {
            Phase::BeforeRoll => out.extend([Move::Roll, Move::Double]),
            Phase::Doubled => out.extend([Move::Take, Move::Drop]),
            Phase::Moving => out.extend(self.candidates().into_iter().map(|c| Move::Play(c.turn))),
            _ => {}
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        match m {
            Move::Roll => {
                self.phase = Phase::Rolling;
                self.last_play = None;
            }
            Move::Double => {
                self.phase = Phase::Doubled;
                self.last_play = None;
            }
            Move::Take => {
                self.last_play = None;
                self.cube *= 2;
                self.cube_owner = Some(1 - self.turn);
                self.phase = Phase::Rolling;
            }
            Move::Drop => self.end_game(self.turn, WinKind::Dropped, 1),
            Move::Play(t) => self.play_turn(t),
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Dice, u32)>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        match self.phase {
            // Equal opening dice are thrown again: leaving them out gives the same odds.
            Phase::Opening => {
                for a in 1..=6 {
                    for b in 1..=6 {
                        if a != b {
                            out.push((Dice(a, b), 1));
                        }
                    }
                }
            }
            Phase::Rolling => {
                for a in 1..=6 {
                    for b in 1..=6 {
                        out.push((Dice(a, b), 1));
                    }
                }
            }
            _ => {}
        }
    }

    fn apply_chance(&mut self, c: &Dice) {
        match self.phase {
            Phase::Opening => {
                self.turn = if c.0 > c.1 { 0 } else { 1 };
                self.dice = [c.0, c.1];
                self.phase = Phase::Moving;
            }
            Phase::Rolling => {
                self.dice = [c.0, c.1];
                self.phase = Phase::Moving;
            }
            _ => {}
        }
    }

    fn view(&self, _seat: Seat) -> Backgammon {
        self.clone()
    }

    /// A turn is legal when its steps can be played in order with the dice and leave the
    /// position of a legal turn (so any valid order of the same steps is accepted).
    fn is_legal(&self, m: &Move) -> bool {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        if v.contains(m) {
            return true;
        }
        match m {
            Move::Play(t) => self.outcome.is_none() && self.turn_from_steps(t.steps()).is_ok(),
            _ => false,
        }
    }

    fn illegal(&self, m: &Move) -> spelbord_core::Illegal {
        use spelbord_core::Illegal;
        match self.to_act() {
            ToAct::Over(_) => Illegal::GameOver,
            ToAct::Chance => Illegal::ChanceDue,
            ToAct::Seat(_) => notation::illegal(self, m),
        }
    }

    fn parse_move(&self, s: &str) -> Result<Move, NotationError> {
        notation::parse_move(self, s)
    }

    fn check_invariants(&self) -> Result<(), String> {
        for s in 0..2 {
            let n = in_play(&self.board.sides[s]);
            if n > CHECKERS {
                return Err(format!("seat {s} has {n} checkers in play"));
            }
        }
        let (b, w) = (&self.board.sides[0], &self.board.sides[1]);
        for p in 1..=24u8 {
            if b[p as usize - 1] > 0 && opp_on(w, p) > 0 {
                return Err(format!("both colours on Black's {p}-point"));
            }
        }
        if self.phase == Phase::Moving && !self.dice.iter().all(|d| (1..=6).contains(d)) {
            return Err(format!("bad dice {:?}", self.dice));
        }
        if !self.cube.is_power_of_two() || self.cube > MAX_CUBE {
            return Err(format!("bad cube {}", self.cube));
        }
        if self.phase == Phase::Opening && self.board.sides != [START, START] {
            return Err("a game starts from the standard position".into());
        }
        Ok(())
    }
}
