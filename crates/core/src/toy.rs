//! Tiny games that prove the trait's shapes; used by doc examples and core's tests.
//! [`Nim`] is a perfect-information game, [`DiceRace`] has dice (explicit chance) and
//! [`HighCard`] has hidden hands drawn from a deck (chance + views + determinizing).

use crate::{Determinize, Game, NotationError, Outcome, Rng, Seat, ToAct};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A number written as a move or chance outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct N(pub u8);
impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
impl FromStr for N {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(N).map_err(|_| {
            NotationError::not_a_move(
                "notANumber",
                vec![("text", s.trim().to_string())],
                format!("'{s}' is not a number"),
            )
        })
    }
}

/// Nim settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NimSettings {
    /// Stones at the start.
    pub stones: u8,
}

/// Take 1–3 stones; who takes the last stone wins.
#[derive(Debug, Clone, PartialEq)]
pub struct Nim {
    settings: NimSettings,
    left: u8,
    turn: Seat,
}

impl Game for Nim {
    type Move = N;
    type Chance = N;
    type Settings = NimSettings;
    type View = Nim;
    const IDS: &'static [&'static str] = &["nim"];
    fn default_settings(id: &str) -> Option<NimSettings> {
        (id == "nim").then_some(NimSettings { stones: 7 })
    }
    fn new(settings: NimSettings) -> Self {
        Nim {
            left: settings.stones,
            settings,
            turn: 0,
        }
    }
    fn id(&self) -> &'static str {
        "nim"
    }
    fn settings(&self) -> &NimSettings {
        &self.settings
    }
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> ToAct {
        if self.left == 0 {
            ToAct::Over(Outcome::win(1 - self.turn))
        } else {
            ToAct::Seat(self.turn)
        }
    }
    fn legal_moves(&self, out: &mut Vec<N>) {
        out.clear();
        out.extend((1..=3.min(self.left)).map(N));
    }
    fn play_unchecked(&mut self, m: &N) {
        self.left -= m.0;
        self.turn = 1 - self.turn;
    }
    fn view(&self, _: Seat) -> Nim {
        self.clone()
    }
}

/// Dice race settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RaceSettings {
    /// Distance to the goal.
    pub goal: u8,
}

/// Each turn a die is rolled (a chance event), then the mover advances one of their two
/// runners by it; who brings both runners to the goal first wins.
#[derive(Debug, Clone, PartialEq)]
pub struct DiceRace {
    settings: RaceSettings,
    pos: [[u8; 2]; 2],
    turn: Seat,
    die: Option<u8>,
}

impl Game for DiceRace {
    type Move = N;
    type Chance = N;
    type Settings = RaceSettings;
    type View = DiceRace;
    const IDS: &'static [&'static str] = &["dice-race"];
    fn default_settings(id: &str) -> Option<RaceSettings> {
        (id == "dice-race").then_some(RaceSettings { goal: 12 })
    }
    fn new(settings: RaceSettings) -> Self {
        DiceRace {
            settings,
            pos: [[0; 2]; 2],
            turn: 0,
            die: None,
        }
    }
    fn id(&self) -> &'static str {
        "dice-race"
    }
    fn settings(&self) -> &RaceSettings {
        &self.settings
    }
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> ToAct {
        for s in 0..2 {
            if self.pos[s].iter().all(|&p| p >= self.settings.goal) {
                return ToAct::Over(Outcome::win(s as Seat));
            }
        }
        if self.die.is_none() {
            ToAct::Chance
        } else {
            ToAct::Seat(self.turn)
        }
    }
    fn legal_moves(&self, out: &mut Vec<N>) {
        out.clear();
        if self.die.is_some() && matches!(self.to_act(), ToAct::Seat(_)) {
            let p = self.pos[self.turn as usize];
            out.extend(
                (0..2)
                    .filter(|&r| p[r] < self.settings.goal)
                    .map(|r| N(r as u8 + 1)),
            );
        }
    }
    fn play_unchecked(&mut self, m: &N) {
        let d = self.die.take().unwrap_or(0);
        let p = &mut self.pos[self.turn as usize][m.0 as usize - 1];
        *p = (*p + d).min(self.settings.goal);
        self.turn = 1 - self.turn;
    }
    fn chance_outcomes(&self, out: &mut Vec<(N, u32)>) {
        out.clear();
        if self.to_act() == ToAct::Chance {
            out.extend((1..=6).map(|d| (N(d), 1)));
        }
    }
    fn apply_chance(&mut self, c: &N) {
        self.die = Some(c.0);
    }
    fn view(&self, _: Seat) -> DiceRace {
        self.clone()
    }
}

/// High card settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HighCardSettings {
    /// Cards in each hand.
    pub hand: u8,
}

/// Cards 1–9 are dealt one at a time (chance events weighted by what the deck holds)
/// into two hidden hands; then the seats take turns laying a card, scoring its value.
/// The higher total wins.
#[derive(Debug, Clone, PartialEq)]
pub struct HighCard {
    settings: HighCardSettings,
    deck: Vec<u8>,
    hands: [Vec<u8>; 2],
    score: [i32; 2],
    turn: Seat,
}

/// One seat's view of [`HighCard`]: its own hand, the other's hand size, the scores.
#[derive(Debug, Clone, PartialEq)]
pub struct HighCardView {
    /// Whose view.
    pub seat: Seat,
    /// Own hand.
    pub hand: Vec<u8>,
    /// How many cards the other seat holds.
    pub other_count: usize,
    /// Cards not seen by this seat (the deck and the other hand, as a multiset).
    pub unseen: Vec<u8>,
    /// The position with the hidden parts removed.
    pub public: HighCard,
}

impl HighCard {
    fn dealing(&self) -> bool {
        self.hands.iter().map(Vec::len).sum::<usize>() + self.dealt_played()
            < 2 * self.settings.hand as usize
    }
    fn dealt_played(&self) -> usize {
        (9 - self.deck.len()) - self.hands.iter().map(Vec::len).sum::<usize>()
    }
}

impl Game for HighCard {
    type Move = N;
    type Chance = N;
    type Settings = HighCardSettings;
    type View = HighCardView;
    const IDS: &'static [&'static str] = &["high-card"];
    fn default_settings(id: &str) -> Option<HighCardSettings> {
        (id == "high-card").then_some(HighCardSettings { hand: 3 })
    }
    fn new(settings: HighCardSettings) -> Self {
        HighCard {
            settings,
            deck: (1..=9).collect(),
            hands: [vec![], vec![]],
            score: [0; 2],
            turn: 0,
        }
    }
    fn id(&self) -> &'static str {
        "high-card"
    }
    fn settings(&self) -> &HighCardSettings {
        &self.settings
    }
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> ToAct {
        if self.dealing() {
            ToAct::Chance
        } else if self.hands.iter().all(Vec::is_empty) {
            ToAct::Over(Outcome::Scores(self.score.to_vec()))
        } else {
            ToAct::Seat(self.turn)
        }
    }
    fn legal_moves(&self, out: &mut Vec<N>) {
        out.clear();
        if let ToAct::Seat(s) = self.to_act() {
            out.extend(self.hands[s as usize].iter().map(|&c| N(c)));
        }
    }
    fn play_unchecked(&mut self, m: &N) {
        let h = &mut self.hands[self.turn as usize];
        if let Some(i) = h.iter().position(|&c| c == m.0) {
            h.remove(i);
        }
        self.score[self.turn as usize] += m.0 as i32;
        self.turn = 1 - self.turn;
    }
    fn chance_outcomes(&self, out: &mut Vec<(N, u32)>) {
        out.clear();
        if self.dealing() {
            out.extend(self.deck.iter().map(|&c| (N(c), 1)));
        }
    }
    fn apply_chance(&mut self, c: &N) {
        if let Some(i) = self.deck.iter().position(|&d| d == c.0) {
            self.deck.remove(i);
            let seat = if self.hands[0].len() <= self.hands[1].len() {
                0
            } else {
                1
            };
            self.hands[seat].push(c.0);
        }
    }
    fn view(&self, seat: Seat) -> HighCardView {
        let other = 1 - seat as usize;
        let mut unseen = self.deck.clone();
        unseen.extend(&self.hands[other]);
        unseen.sort_unstable();
        let mut public = self.clone();
        public.deck.clear();
        public.hands[other].clear();
        HighCardView {
            seat,
            hand: self.hands[seat as usize].clone(),
            other_count: self.hands[other].len(),
            unseen,
            public,
        }
    }
}

impl Determinize for HighCard {
    fn determinize(view: &HighCardView, rng: &mut Rng) -> HighCard {
        let mut unseen = view.unseen.clone();
        rng.shuffle(&mut unseen);
        let mut g = view.public.clone();
        let other = 1 - view.seat as usize;
        g.hands[other] = unseen.split_off(unseen.len() - view.other_count);
        g.deck = unseen;
        g
    }
}
