//! The game: the opening roll that names Hitom and Bortom, each turn's throw of both
//! dice as explicit chance events, one play a turn, and the end after every play.

use crate::notation::{split_dice, Dice};
use crate::pos::{EndReason, Heap, Move, Place, Pos, Refusal, Role, Transfer, Transfers};
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, SettingsError, ToAct};

/// Table settings. The rules have no variants; a table may start from a set-up
/// position (puzzles, tests, a position pasted from a game at a real table).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// A start position as [`Stumphog::position_text`] writes it (empty: the standard
    /// start with the opening roll).
    pub start: String,
}

/// Where in the turn cycle the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// Each player throws one die (chance); the higher becomes Hitom.
    Opening,
    /// The mover throws both dice (chance).
    Rolling,
    /// The mover makes one play with the dice.
    Moving,
    /// The game is over.
    Over,
}

/// The last play made: who, with which dice, what it was and where the stones went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LastPlay {
    /// Who played.
    pub role: Role,
    /// The dice it was made with.
    pub dice: Dice,
    /// The play.
    pub mv: Move,
    /// What went where.
    pub transfers: Transfers,
}

/// A game of Stumphög.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stumphog {
    settings: Settings,
    pos: Pos,
    phase: Phase,
    hitom_seat: Option<Seat>,
    dice: [u8; 2],
    opening: Option<Dice>,
    last: Option<LastPlay>,
    end: Option<(Role, EndReason)>,
    plays: u32,
}

impl Stumphog {
    /// A game from its settings, or why the start position cannot be used, as a kind
    /// (`stumphog.pos.…`; [`Game::from_settings`] gives it as the reason of
    /// `stumphog.badPosition`).
    pub fn try_from_settings(settings: Settings) -> Result<Stumphog, Problem> {
        if settings.start.trim().is_empty() {
            let mut pos = Pos::default();
            // Before the opening roll nobody has laid Stumpen's base yet.
            pos.heaps[Heap::STUMPEN.index()] = 0;
            pos.hogen = [28, 28];
            return Ok(Stumphog {
                settings,
                pos,
                phase: Phase::Opening,
                hitom_seat: None,
                dice: [0, 0],
                opening: None,
                last: None,
                end: None,
                plays: 0,
            });
        }
        let text = settings.start.trim();
        let (pos_text, seat) = match text.rsplit_once('/') {
            Some((p, s)) if p.matches('/').count() == 5 => match s.trim() {
                "0" => (p, 0),
                "1" => (p, 1),
                other => {
                    return Err(Problem::new(
                        "stumphog.pos.seat",
                        vec![("text", other.to_string())],
                        format!("Hitom's seat must be 0 or 1, not '{other}'"),
                    ))
                }
            },
            _ => (text, 0),
        };
        let pos = Pos::from_text(pos_text)?;
        let mut g = Stumphog::from_position(pos, seat);
        g.settings = settings;
        Ok(g)
    }

    /// A game from a position, Hitom at `hitom_seat`, the mover about to throw.
    pub fn from_position(pos: Pos, hitom_seat: Seat) -> Stumphog {
        Stumphog {
            settings: Settings {
                start: String::new(),
            },
            pos,
            phase: Phase::Rolling,
            hitom_seat: Some(hitom_seat.min(1)),
            dice: [0, 0],
            opening: None,
            last: None,
            end: None,
            plays: 0,
        }
    }

    /// The position as text, `HITOM ROW/BORTOM ROW/STUMPEN/HÖGAR/UTE/MOVER/HITOM SEAT`,
    /// e.g. `1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h/0` (the `start` setting reads it).
    pub fn position_text(&self) -> String {
        format!("{}/{}", self.pos.to_text(), self.hitom_seat.unwrap_or(0))
    }

    /// The stones and whose play it is.
    pub fn pos(&self) -> &Pos {
        &self.pos
    }
    /// The phase of the turn.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The dice of the play being made (once thrown).
    pub fn dice(&self) -> Option<Dice> {
        (self.phase == Phase::Moving).then_some(Dice(self.dice[0], self.dice[1]))
    }
    /// The opening roll, seat 0's die first (once thrown).
    pub fn opening_roll(&self) -> Option<Dice> {
        self.opening
    }
    /// The seat that is Hitom (`None` before the opening roll).
    pub fn hitom_seat(&self) -> Option<Seat> {
        self.hitom_seat
    }
    /// The seat playing `role` (`None` before the opening roll).
    pub fn seat_of(&self, role: Role) -> Option<Seat> {
        self.hitom_seat.map(|h| match role {
            Role::Hitom => h,
            Role::Bortom => 1 - h,
        })
    }
    /// The role of `seat` (`None` before the opening roll).
    pub fn role_of(&self, seat: Seat) -> Option<Role> {
        self.hitom_seat
            .map(|h| if seat == h { Role::Hitom } else { Role::Bortom })
    }
    /// Whose play or throw it is (`None` before the opening roll and once over).
    pub fn mover(&self) -> Option<Role> {
        matches!(self.phase, Phase::Rolling | Phase::Moving).then_some(self.pos.mover)
    }
    /// The last play made.
    pub fn last_play(&self) -> Option<&LastPlay> {
        self.last.as_ref()
    }
    /// Plays made so far (passes included).
    pub fn plays_made(&self) -> u32 {
        self.plays
    }
    /// Why the game ended.
    pub fn end_reason(&self) -> Option<EndReason> {
        self.end.map(|e| e.1)
    }
    /// Who won.
    pub fn winner(&self) -> Option<Role> {
        self.end.map(|e| e.0)
    }
    /// Whether `role` has thirty or more stones in Ute, so their opponent is warned:
    /// "Stumpvarning!".
    pub fn stumpvarning(&self, role: Role) -> bool {
        self.hitom_seat.is_some() && self.pos.ute[role.index()] >= crate::pos::WARNING_AT
    }

    /// Why `m` is not legal now, as a kind the page can word, or `None` when it is.
    pub fn illegal_reason(&self, m: &Move) -> Option<Refusal> {
        match self.phase {
            Phase::Over => Some(Refusal::GameOver),
            Phase::Opening | Phase::Rolling => Some(Refusal::NotThrown),
            Phase::Moving => self.pos.illegal(self.dice, m),
        }
    }

    /// What a legal play would move where (for showing where stones land before the
    /// player confirms); `None` when `m` is not legal now.
    pub fn transfers(&self, m: &Move) -> Option<Vec<Transfer>> {
        if self.illegal_reason(m).is_some() {
            return None;
        }
        let mut p = self.pos;
        Some(p.apply(m).list())
    }

    /// Where the stones of a shift from `from` moving `steps` would land for the mover.
    pub fn landing(&self, from: Heap, steps: u8) -> Place {
        self.pos.landing(from, steps)
    }
}

impl Game for Stumphog {
    type Move = Move;
    type Chance = Dice;
    type Settings = Settings;
    type View = Stumphog;

    const IDS: &'static [&'static str] = &["stumphog"];
    // Plays contain spaces (`3-5 H2`, `[6-5] in 5`).
    const RECORD_SEPARATOR: char = ';';

    fn default_settings(id: &str) -> Option<Settings> {
        (id == "stumphog").then(Settings::default)
    }

    fn new(settings: Settings) -> Self {
        // `new` cannot fail: a start position edited by hand into a bad one falls back to
        // the standard start (the page checks a position with `from_settings` first).
        Stumphog::try_from_settings(settings.clone()).unwrap_or_else(|_| {
            let mut g = Stumphog::try_from_settings(Settings::default()).expect("standard start");
            g.settings = settings;
            g
        })
    }

    fn from_settings(settings: Settings) -> Result<Self, SettingsError> {
        Stumphog::try_from_settings(settings).map_err(|e| {
            SettingsError(Problem::because(
                "stumphog.badPosition",
                vec![],
                "the position cannot be read",
                e,
            ))
        })
    }

    fn id(&self) -> &'static str {
        "stumphog"
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Opening | Phase::Rolling => ToAct::Chance,
            Phase::Moving => ToAct::Seat(self.seat_of(self.pos.mover).unwrap_or(0)),
            Phase::Over => {
                let (w, _) = self.end.unwrap_or((Role::Hitom, EndReason::DriedOut));
                ToAct::Over(Outcome::win(self.seat_of(w).unwrap_or(0)))
            }
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.phase == Phase::Moving {
            self.pos.plays(self.dice, out);
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        if self.phase != Phase::Moving {
            return;
        }
        let role = self.pos.mover;
        let transfers = self.pos.apply(m);
        self.last = Some(LastPlay {
            role,
            dice: Dice(self.dice[0], self.dice[1]),
            mv: *m,
            transfers,
        });
        self.plays += 1;
        self.dice = [0, 0];
        if let Some(end) = self.pos.decided(role) {
            self.end = Some(end);
            self.phase = Phase::Over;
        } else {
            self.pos.mover = role.other();
            self.phase = Phase::Rolling;
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Dice, u32)>) {
        out.clear();
        match self.phase {
            // Equal opening throws are thrown again: leaving them out gives the same odds
            // and keeps every chance event one step forward (perft and search end).
            Phase::Opening => {
                for a in 1..=6 {
                    for b in 1..=6 {
                        if a != b {
                            out.push((Dice(a, b), 1));
                        }
                    }
                }
            }
            // Ordered throws of weight 1, so dice entered by hand read in either order.
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
        let ok = |d: u8| (1..=6).contains(&d);
        if !ok(c.0) || !ok(c.1) {
            return;
        }
        match self.phase {
            Phase::Opening if c.0 != c.1 => {
                let hitom: Seat = if c.0 > c.1 { 0 } else { 1 };
                self.hitom_seat = Some(hitom);
                self.opening = Some(*c);
                // Hitom lays one stone from their 28 as the base of Stumpen.
                self.pos.heaps[Heap::STUMPEN.index()] = 1;
                self.pos.hogen = [27, 28];
                self.pos.mover = Role::Hitom;
                self.phase = Phase::Rolling;
            }
            Phase::Rolling => {
                self.dice = [c.0, c.1];
                self.phase = Phase::Moving;
            }
            _ => {}
        }
    }

    fn view(&self, _seat: Seat) -> Stumphog {
        self.clone()
    }

    fn is_legal(&self, m: &Move) -> bool {
        self.illegal_reason(m).is_none()
    }

    fn illegal(&self, m: &Move) -> Illegal {
        match self.illegal_reason(m) {
            Some(Refusal::GameOver) => Illegal::GameOver,
            Some(Refusal::NotThrown) => Illegal::ChanceDue,
            Some(r) => Illegal::Rule(r.problem()),
            None => Illegal::NotLegal {
                mv: self.format_move(m),
            },
        }
    }

    fn parse_move(&self, s: &str) -> Result<Move, NotationError> {
        let (dice, play) = split_dice(s)?;
        if let (Some(d), Some(now)) = (dice, self.dice()) {
            let (mut a, mut b) = (d.values(), now.values());
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                return Err(NotationError::not_a_move(
                    "stumphog.move.otherDice",
                    vec![
                        ("mv", s.trim().to_string()),
                        ("dice", now.to_string()),
                        ("written", d.to_string()),
                    ],
                    format!("'{}': the dice are {now}, not {d}", s.trim()),
                ));
            }
        }
        play.parse()
    }

    fn format_move(&self, m: &Move) -> String {
        match self.dice() {
            Some(d) => format!("[{d}] {m}"),
            None => m.to_string(),
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        let p = &self.pos;
        if p.total() != crate::pos::STONES {
            return Err(format!("{} stones on the table, not 70", p.total()));
        }
        match self.phase {
            Phase::Opening => {
                if p.stumpen() != 0 || p.hogen != [28, 28] || p.ute != [0, 0] {
                    return Err("before the opening roll Stumpen is not laid".into());
                }
                if Heap::rows().any(|h| p.stones(h) != 1) {
                    return Err("before the opening roll every heap holds one stone".into());
                }
            }
            _ => {
                p.check()?;
                if self.hitom_seat.is_none() {
                    return Err("no Hitom after the opening roll".into());
                }
            }
        }
        if self.phase == Phase::Moving && !self.dice.iter().all(|d| (1..=6).contains(d)) {
            return Err(format!("bad dice {:?}", self.dice));
        }
        if (self.phase == Phase::Over) != self.end.is_some() {
            return Err("the end reason and the phase disagree".into());
        }
        if self.phase != Phase::Over && self.phase != Phase::Opening {
            if let Some(e) = p.decided(p.mover.other()) {
                return Err(format!("the game should have ended: {e:?}"));
            }
        }
        Ok(())
    }
}
