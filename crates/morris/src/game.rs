//! The three games as one [`Game`]: the position plus what the rules remember between
//! turns (who won the draw for the first move, the repetition history and the count of
//! moves without a capture), and why a game ended.

use crate::board::{point_name, points_of, Bits, Pos, Rules, ALL_POINTS};
use crate::moves::MorrisMove;
use crate::settings::{First, MorrisSettings, Variant};
use serde::Serialize;
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, SettingsError, ToAct};

/// Half-moves of the moving phase without a capture after which the game is drawn
/// (**Decision**: 50 moves by each player).
pub const MOVE_LIMIT: u16 = 100;

/// A step of a turn as the player clicks it: a point index (0–23, see [`crate::board`]).
pub type Step = u8;

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    /// The loser is down to two men (on the board and in hand together).
    TwoPieces,
    /// The loser cannot move on their turn.
    NoMoves,
    /// `kvarn-12`: all 24 men stand on the board after placing, nobody captured (a draw).
    FullBoard,
    /// The same position stood for the third time with the same player to move (a draw).
    Repetition,
    /// 50 moves by each player of the moving phase without a capture (a draw).
    MoveLimit,
}

/// The draw by lot for the first move: which colour starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lot {
    /// Seat 0 (White, Yellow in `kvarn-12`) starts.
    White,
    /// Seat 1 (Black, Blue in `kvarn-12`) starts.
    Black,
}

impl Lot {
    /// The seat that starts.
    pub fn seat(self) -> Seat {
        match self {
            Lot::White => 0,
            Lot::Black => 1,
        }
    }
}

impl std::fmt::Display for Lot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Lot::White => "white",
            Lot::Black => "black",
        })
    }
}

impl std::str::FromStr for Lot {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, NotationError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" | "yellow" | "0" => Ok(Lot::White),
            "black" | "blue" | "1" => Ok(Lot::Black),
            _ => Err(NotationError::kind(
                "morris.badLot",
                vec![("text", s.trim().to_string())],
                format!("'{s}' is not a colour that can start (white or black; yellow or blue)"),
            )),
        }
    }
}

/// The colour of `seat` in `variant`: White and Black, Yellow and Blue in `kvarn-12`.
pub fn colour_name(variant: Variant, seat: Seat) -> &'static str {
    match (variant, seat) {
        (Variant::Kvarn12, 0) => "Yellow",
        (Variant::Kvarn12, _) => "Blue",
        (_, 0) => "White",
        _ => "Black",
    }
}

/// The last turn played, for drawing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastTurn {
    /// The seat that played it.
    pub seat: Seat,
    /// The move.
    pub mv: MorrisMove,
    /// Men taken by side intervention or diagonal custody (`kvarn-12`).
    pub automatic: Bits,
    /// Whether the move closed a mill.
    pub mill: bool,
}

/// A game of `kvarn`, `kvarn-12` or `tre-i-rad`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Morris {
    settings: MorrisSettings,
    rules: Rules,
    pos: Pos,
    /// Whether the first move has been settled (by the setting or the draw by lot).
    started: bool,
    /// Whether who starts was drawn by lot (shown by the app).
    by_lot: bool,
    /// The seat that made (or makes) the first move.
    starter: Seat,
    /// Half-moves of the moving phase since the last capture.
    quiet: u16,
    /// Keys of the positions since the last placement or capture, the current one last.
    history: Vec<u64>,
    last: Option<LastTurn>,
    plies: u32,
    status: ToAct,
    end: Option<EndReason>,
}

impl Morris {
    /// A game from a set-up position (tests, analysis). The seat to move is the position's;
    /// the draw by lot is skipped. Refuses positions the game cannot reach in form (too
    /// many men, men on one point twice).
    pub fn with_position(settings: MorrisSettings, pos: Pos) -> Result<Morris, String> {
        let rules = Rules::of(&settings);
        if pos.men[0] & pos.men[1] != 0 {
            return Err("a point holds men of both colours".into());
        }
        if (pos.men[0] | pos.men[1]) & !ALL_POINTS != 0 {
            return Err("a man stands off the board".into());
        }
        if pos.turn > 1 {
            return Err("the seat to move must be 0 or 1".into());
        }
        for s in 0..2 {
            if pos.total(s) > rules.men as u32 {
                return Err(format!(
                    "{} has more than {} men",
                    colour_name(settings.variant, s),
                    rules.men
                ));
            }
        }
        // Turns alternate and each places one man: the hands differ by at most one, and
        // when they differ the seat with more in hand is to move.
        let [h0, h1] = pos.hand;
        let starter = match h0.cmp(&h1) {
            std::cmp::Ordering::Equal => pos.turn,
            std::cmp::Ordering::Less => 0,
            std::cmp::Ordering::Greater => 1,
        };
        if h0.abs_diff(h1) > 1 || (h0 != h1 && pos.turn == starter) {
            return Err(format!(
                "men in hand {h0} and {h1} do not fit alternate placing with seat {} to move",
                pos.turn
            ));
        }
        let mut g = Morris::new(settings);
        g.pos = pos;
        g.started = true;
        g.by_lot = false;
        g.starter = starter;
        g.history = vec![pos.key()];
        g.update_status();
        Ok(g)
    }

    /// Plays a record's move list (`d2 d3 a1`) from the start; with `first: lot` the first
    /// move is White's.
    pub fn from_moves(settings: MorrisSettings, moves: &str) -> Result<Morris, String> {
        let mut g = Morris::new(settings);
        if g.to_act() == ToAct::Chance {
            g.apply_chance(&Lot::White);
        }
        for (i, tok) in spelbord_core::split_moves(moves, ' ').iter().enumerate() {
            let m = g
                .parse_move(tok)
                .map_err(|e| format!("move {}: {e}", i + 1))?;
            g.try_play(&m).map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        Ok(g)
    }

    /// The position.
    pub fn pos(&self) -> &Pos {
        &self.pos
    }

    /// The rules of this table.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The game played.
    pub fn variant(&self) -> Variant {
        self.settings.variant
    }

    /// The seat to move (also once the game is over: the one who would move).
    pub fn turn(&self) -> Seat {
        self.pos.turn
    }

    /// The seat that makes the first move (seat 0 until the draw by lot is made).
    pub fn starter(&self) -> Seat {
        self.starter
    }

    /// Whether the first move was drawn by lot (rather than fixed by the `first` setting).
    pub fn drawn_by_lot(&self) -> bool {
        self.by_lot
    }

    /// Whether the first move is settled (the draw by lot is made or not needed).
    pub fn started(&self) -> bool {
        self.started
    }

    /// The last turn played.
    pub fn last_turn(&self) -> Option<LastTurn> {
        self.last
    }

    /// Turns played.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Half-moves of the moving phase since the last capture (the draw comes at [`MOVE_LIMIT`]).
    pub fn quiet_moves(&self) -> u16 {
        self.quiet
    }

    /// Keys of the positions since the last placement or capture, the current one last.
    pub fn game_keys(&self) -> &[u64] {
        &self.history
    }

    /// How often the current position has stood (with the same seat to move).
    pub fn repetitions(&self) -> usize {
        let k = self.pos.key();
        self.history.iter().filter(|&&h| h == k).count()
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end
    }

    /// Whether `seat` may fly now (three men left, flying on in this game).
    pub fn flies(&self, seat: Seat) -> bool {
        self.pos.flies(&self.rules, seat)
    }

    /// The colour name of `seat` in this game.
    pub fn colour(&self, seat: Seat) -> &'static str {
        colour_name(self.settings.variant, seat)
    }

    /// The partial-move interface: given the points chosen so far this turn (from, to,
    /// removal — a placement has no from), the points that may come next and the whole
    /// move if the chosen points make one. Points that fit no legal move give nothing.
    pub fn next_steps(&self, chosen: &[Step]) -> (Vec<Step>, Option<MorrisMove>) {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut next = Vec::new();
        let mut done = None;
        for m in &moves {
            let s = m.steps();
            if s.len() < chosen.len() || s[..chosen.len()] != *chosen {
                continue;
            }
            if s.len() == chosen.len() {
                done = Some(*m);
            } else if !next.contains(&s[chosen.len()]) {
                next.push(s[chosen.len()]);
            }
        }
        next.sort_unstable();
        (next, done)
    }

    fn update_status(&mut self) {
        let (status, end) = self.compute_status();
        self.status = status;
        self.end = end;
    }

    fn compute_status(&self) -> (ToAct, Option<EndReason>) {
        if !self.started {
            return (ToAct::Chance, None);
        }
        let to_move = self.pos.turn;
        for loser in [to_move, 1 - to_move] {
            if self.pos.total(loser) <= 2 {
                return (
                    ToAct::Over(Outcome::win(1 - loser)),
                    Some(EndReason::TwoPieces),
                );
            }
        }
        if self.rules.variant == Variant::Kvarn12
            && self.pos.moving_phase()
            && self.pos.empty() == 0
        {
            return (ToAct::Over(Outcome::Draw), Some(EndReason::FullBoard));
        }
        if !self.pos.has_move(&self.rules) {
            return (
                ToAct::Over(Outcome::win(1 - to_move)),
                Some(EndReason::NoMoves),
            );
        }
        if self.repetitions() >= 3 {
            return (ToAct::Over(Outcome::Draw), Some(EndReason::Repetition));
        }
        if self.quiet >= MOVE_LIMIT {
            return (ToAct::Over(Outcome::Draw), Some(EndReason::MoveLimit));
        }
        (ToAct::Seat(to_move), None)
    }

    /// Plays a legal move; `remember` keeps the repetition history (the search keeps its own).
    pub(crate) fn play_move(&mut self, m: &MorrisMove, remember: bool) {
        let seat = self.pos.turn;
        let effect = self.pos.effect(&self.rules, m.from, m.to);
        let taken = self.pos.apply(&self.rules, m);
        if taken != 0 {
            self.quiet = 0;
        } else if m.from.is_some() {
            self.quiet = self.quiet.saturating_add(1);
        }
        if taken != 0 || m.from.is_none() {
            // Placements and captures cannot be undone: no earlier position can come back.
            self.history.clear();
        }
        if remember {
            self.history.push(self.pos.key());
        }
        self.plies += 1;
        self.last = Some(LastTurn {
            seat,
            mv: *m,
            automatic: effect.automatic,
            mill: effect.mill,
        });
        self.update_status();
    }

    /// A copy for the search: no repetition history (the search keeps its own path).
    pub(crate) fn search_copy(&self) -> Morris {
        Morris {
            history: Vec::new(),
            ..self.clone()
        }
    }

    /// The rule a move breaks, as a kind with arguments for the page (`None` if it is
    /// legal); its English wording is the message.
    fn broken_rule(&self, m: &MorrisMove) -> Option<Problem> {
        let p = &self.pos;
        let me = p.turn as usize;
        let r = &self.rules;
        let name = |q: u8| point_name(q).to_string();
        if m.to as usize >= 24
            || m.from.is_some_and(|f| f >= 24)
            || m.remove.is_some_and(|x| x >= 24)
        {
            return Some(Problem::new(
                "morris.offBoard",
                vec![],
                "that point is not on the board",
            ));
        }
        match m.from {
            None if p.hand[me] == 0 => {
                return Some(Problem::new(
                    "morris.allPlaced",
                    vec![],
                    "all your men are placed: move one along a line (from-to, as d2-d3)",
                ))
            }
            Some(_) if p.hand[me] > 0 => {
                return Some(Problem::new(
                    "morris.placeFirst",
                    vec![("n", p.hand[me].to_string())],
                    format!("place your men first ({} still in hand)", p.hand[me]),
                ))
            }
            Some(f) if p.men[me] & (1 << f) == 0 => {
                return Some(if p.men[1 - me] & (1 << f) != 0 {
                    Problem::new(
                        "morris.notYours",
                        vec![("at", name(f))],
                        format!("the man on {} is not yours", name(f)),
                    )
                } else {
                    Problem::new(
                        "morris.noMan",
                        vec![("at", name(f))],
                        format!("there is no man on {}", name(f)),
                    )
                })
            }
            _ => {}
        }
        if p.empty() & (1 << m.to) == 0 {
            return Some(Problem::new(
                "morris.occupied",
                vec![("at", name(m.to))],
                format!("{} is not empty", name(m.to)),
            ));
        }
        if let Some(f) = m.from {
            if p.destinations(r, f) & (1 << m.to) == 0 {
                let (key, why) = if r.flying {
                    (
                        "morris.notNeighboursFlying",
                        "a man moves along a line to a neighbouring point (flying only with three men left)",
                    )
                } else if r.diagonals {
                    (
                        "morris.notNeighboursDiagonals",
                        "a man moves along a line (diagonals included) to a neighbouring point, never jumping",
                    )
                } else {
                    (
                        "morris.notNeighbours",
                        "a man moves along a line to a neighbouring point, never jumping",
                    )
                };
                return Some(Problem::new(
                    key,
                    vec![("from", name(f)), ("to", name(m.to))],
                    format!("{} and {} are not neighbours: {why}", name(f), name(m.to)),
                ));
            }
        }
        let e = p.effect(r, m.from, m.to);
        let mv = MorrisMove { remove: None, ..*m }.to_string();
        match (e.mill && e.theirs != 0, m.remove) {
            (true, None) => Some(Problem::new(
                "morris.mustRemove",
                vec![("mv", mv.clone())],
                format!("{mv} closes a mill: name the man to remove ({mv}x...)"),
            )),
            (false, Some(_))
                if !e.mill && !r.place_captures && m.from.is_none() && r.mill_at(m.to, e.mine) =>
            {
                Some(Problem::new(
                    "morris.noPlaceCapture",
                    vec![],
                    "rows made while placing do not capture in tre-i-rad",
                ))
            }
            (false, Some(_)) if e.mill => Some(Problem::new(
                "morris.nothingLeft",
                vec![],
                "the automatic captures took every opposing man: nothing is left to remove",
            )),
            (false, Some(_)) => Some(Problem::new(
                "morris.noMill",
                vec![("mv", mv.clone())],
                format!("{mv} closes no mill, so it removes nothing"),
            )),
            (true, Some(x)) => {
                if e.automatic & (1 << x) != 0 {
                    Some(Problem::new(
                        "morris.alreadyTaken",
                        vec![("at", name(x))],
                        format!(
                            "the man on {} is already taken by the move itself (side intervention or diagonal custody)",
                            name(x)
                        ),
                    ))
                } else if e.theirs & (1 << x) == 0 {
                    Some(Problem::new(
                        "morris.noOpponent",
                        vec![("at", name(x))],
                        format!("there is no opposing man on {}", name(x)),
                    ))
                } else if r.removable(e.theirs) & (1 << x) == 0 {
                    Some(Problem::new(
                        "morris.inMill",
                        vec![("at", name(x))],
                        format!(
                            "the man on {} stands in a mill, and other men stand outside mills",
                            name(x)
                        ),
                    ))
                } else {
                    None
                }
            }
            (false, None) => None,
        }
    }

    fn check_state(&self) -> Result<(), String> {
        let p = &self.pos;
        if p.men[0] & p.men[1] != 0 {
            return Err("a point holds men of both colours".into());
        }
        if (p.men[0] | p.men[1]) & !ALL_POINTS != 0 {
            return Err("a man stands off the board".into());
        }
        for s in 0..2 {
            if p.total(s) > self.rules.men as u32 {
                return Err(format!("seat {s} has more men than the game gives"));
            }
        }
        // Turns alternate and each seat places one man a turn: the hands differ by at
        // most one, the starter's being the smaller.
        let (a, b) = (
            p.hand[self.starter as usize],
            p.hand[1 - self.starter as usize],
        );
        if !(a == b || a + 1 == b) {
            return Err(format!("hands {:?} do not fit alternate placing", p.hand));
        }
        if self.started && self.history.last() != Some(&p.key()) {
            return Err("the repetition history does not end with this position".into());
        }
        if self.quiet > MOVE_LIMIT {
            return Err("the count of moves without capture passed its limit".into());
        }
        if (self.status.clone(), self.end) != self.compute_status() {
            return Err("the cached status is stale".into());
        }
        if let Some(l) = self.last {
            if points_of(l.automatic).any(|q| p.men[l.seat as usize ^ 1] & (1 << q) != 0) {
                return Err("a man taken automatically is still on the board".into());
            }
        }
        Ok(())
    }
}

impl Game for Morris {
    type Move = MorrisMove;
    type Chance = Lot;
    type Settings = MorrisSettings;
    type View = Morris;

    const IDS: &'static [&'static str] = &["kvarn", "kvarn-12", "tre-i-rad"];

    fn default_settings(id: &str) -> Option<MorrisSettings> {
        Variant::from_id(id).map(MorrisSettings::new)
    }

    /// Refuses `flying` outside `kvarn` (Tre i rad always flies, Kvarn 12 never does), so
    /// a hand-made link says so instead of being read as something else.
    fn from_settings(settings: MorrisSettings) -> Result<Self, SettingsError> {
        settings.check().map_err(|e| {
            SettingsError::new(
                "morris.noFlying",
                vec![("game", settings.variant.id().to_string())],
                e,
            )
        })?;
        Ok(Morris::new(settings))
    }

    fn new(settings: MorrisSettings) -> Self {
        let rules = Rules::of(&settings);
        let (started, starter) = match settings.first {
            First::Lot => (false, 0),
            First::White => (true, 0),
            First::Black => (true, 1),
        };
        let pos = Pos::start(rules.men, starter);
        let mut g = Morris {
            settings,
            rules,
            pos,
            started,
            by_lot: settings.first == First::Lot,
            starter,
            quiet: 0,
            history: if started { vec![pos.key()] } else { Vec::new() },
            last: None,
            plies: 0,
            status: ToAct::Chance,
            end: None,
        };
        g.update_status();
        g
    }

    fn id(&self) -> &'static str {
        self.settings.variant.id()
    }

    fn settings(&self) -> &MorrisSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        self.status.clone()
    }

    fn legal_moves(&self, out: &mut Vec<MorrisMove>) {
        out.clear();
        if matches!(self.status, ToAct::Seat(_)) {
            self.pos.generate(&self.rules, out);
        }
    }

    fn is_legal(&self, m: &MorrisMove) -> bool {
        matches!(self.status, ToAct::Seat(_)) && self.broken_rule(m).is_none()
    }

    /// Every refusal a player can meet names its rule (`morris.<rule>`), so the page words
    /// it in the player's language.
    fn illegal(&self, m: &MorrisMove) -> Illegal {
        match self.status {
            ToAct::Over(_) => Illegal::GameOver,
            ToAct::Chance => Illegal::ChanceDue,
            ToAct::Seat(_) => match self.broken_rule(m) {
                Some(p) => Illegal::Rule(p),
                None => Illegal::NotLegal {
                    mv: self.format_move(m),
                },
            },
        }
    }

    fn play_unchecked(&mut self, m: &MorrisMove) {
        self.play_move(m, true);
    }

    fn chance_outcomes(&self, out: &mut Vec<(Lot, u32)>) {
        out.clear();
        if self.status == ToAct::Chance {
            out.push((Lot::White, 1));
            out.push((Lot::Black, 1));
        }
    }

    fn apply_chance(&mut self, c: &Lot) {
        if self.started {
            return;
        }
        self.started = true;
        self.starter = c.seat();
        self.pos.turn = c.seat();
        self.history = vec![self.pos.key()];
        self.update_status();
    }

    fn view(&self, _seat: Seat) -> Morris {
        self.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_state()
    }
}
