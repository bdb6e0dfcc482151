use crate::{Illegal, NotationError, Outcome, PlayError, Rng, SettingsError};
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

/// A seat at the table, numbered from 0 in turn order (seat 0 moves first in the
/// two-player games unless the game's rules say otherwise).
pub type Seat = u8;

/// Who acts next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ToAct {
    /// A player chooses a move.
    Seat(Seat),
    /// A chance event is due (dice, a tile draw): see [`Game::chance_outcomes`].
    Chance,
    /// The game is over.
    Over(Outcome),
}

/// The rules of one game family. A [`Game::Move`] is one whole player decision: where a
/// turn has several steps (both dice, a multi-jump) the move is the whole turn, so rules
/// such as "use both dice" or "finish the jump" are checked in one place.
pub trait Game: Clone + Debug + Send + Sync + Sized + 'static {
    /// One player decision (a whole turn).
    type Move: Clone + Eq + Hash + Debug + Display + FromStr<Err = NotationError> + Send + Sync;
    /// The outcome of one chance event (a roll of the dice, one tile drawn).
    type Chance: Clone + Eq + Debug + Display + FromStr<Err = NotationError> + Send + Sync;
    /// The table's rule settings (variants), flat enough for a URL query string.
    type Settings: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What one seat may see. Perfect-information games use `Self`.
    type View: Clone + Debug + Send + Sync;

    /// The ids of the games this type plays (`fyra-i-rad`, `fem-i-rad`, ...).
    const IDS: &'static [&'static str];
    /// What separates moves in a record: a space, unless the move notation itself
    /// contains spaces (backgammon's `24/18 13/8`).
    const RECORD_SEPARATOR: char = ' ';

    /// The default settings of game `id`, or `None` when this type does not play it.
    fn default_settings(id: &str) -> Option<Self::Settings>;
    /// The start position (before any chance event of the set-up). Settings that carry a
    /// position (a FEN, a Position ID) fall back to the standard start when they are bad:
    /// code that reads settings a person gave calls [`Game::from_settings`] instead.
    fn new(settings: Self::Settings) -> Self;
    /// The start position, or why these settings make no game (a bad position in a link).
    fn from_settings(settings: Self::Settings) -> Result<Self, SettingsError> {
        Ok(Self::new(settings))
    }
    /// The id of the game being played.
    fn id(&self) -> &'static str;
    /// The settings this game was started with.
    fn settings(&self) -> &Self::Settings;
    /// How many seats play (2–4).
    fn num_seats(&self) -> usize;
    /// Who acts next, or the outcome.
    fn to_act(&self) -> ToAct;
    /// Clears `out` and fills it with every legal move of the seat to act, each once.
    /// Empty unless [`ToAct::Seat`].
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move known to be legal. May panic or corrupt the position otherwise.
    fn play_unchecked(&mut self, m: &Self::Move);

    /// Lists the possible outcomes of the due chance event with integer weights
    /// (clears `out`; empty unless [`ToAct::Chance`]).
    fn chance_outcomes(&self, out: &mut Vec<(Self::Chance, u32)>) {
        out.clear();
    }
    /// Applies a chance outcome taken from [`Game::chance_outcomes`].
    fn apply_chance(&mut self, _c: &Self::Chance) {}

    /// What `seat` may see of this position.
    fn view(&self, seat: Seat) -> Self::View;

    /// Whether `m` is legal here.
    fn is_legal(&self, m: &Self::Move) -> bool {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.contains(m)
    }

    /// Why `m` is not legal here, as a kind (the default names no rule; families override
    /// it to name the rule, such as Dam's compulsory capture).
    fn illegal(&self, m: &Self::Move) -> Illegal {
        match self.to_act() {
            ToAct::Over(_) => Illegal::GameOver,
            ToAct::Chance => Illegal::ChanceDue,
            ToAct::Seat(_) => Illegal::NotLegal {
                mv: self.format_move(m),
            },
        }
    }

    /// Why `m` is not legal here, in English.
    fn why_illegal(&self, m: &Self::Move) -> String {
        self.illegal(m).to_string()
    }

    /// Plays `m`, or hands the unchanged position back with the reason.
    fn play(mut self, m: &Self::Move) -> Result<Self, PlayError<Self>> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(self)
        } else {
            let reason = self.why_illegal(m);
            let kind = self.illegal(m);
            Err(PlayError {
                position: self,
                reason,
                kind,
            })
        }
    }

    /// Plays `m` in place if legal; otherwise leaves the position as it was.
    fn try_play(&mut self, m: &Self::Move) -> Result<(), Illegal> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            Err(self.illegal(m))
        }
    }

    /// Reads a move in this position's context (defaults to [`FromStr`]).
    fn parse_move(&self, s: &str) -> Result<Self::Move, NotationError> {
        s.trim().parse()
    }
    /// Writes a move in this position's context (defaults to [`Display`]); notation that
    /// depends on the position, such as backgammon's hit mark `*`, is written here.
    fn format_move(&self, m: &Self::Move) -> String {
        m.to_string()
    }

    /// Splits the move list of a record into tokens (on [`Game::RECORD_SEPARATOR`];
    /// a game may accept shorter forms, like Connect Four's `4435`).
    fn split_record_moves(text: &str) -> Vec<String> {
        crate::split_moves(text, Self::RECORD_SEPARATOR)
    }

    /// Checks the game's own invariants (pieces accounted for, lines valid ...).
    /// The shared test suite calls it after every move of its random playouts.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// The seat to move, if a player is to act.
    fn seat_to_move(&self) -> Option<Seat> {
        match self.to_act() {
            ToAct::Seat(s) => Some(s),
            _ => None,
        }
    }

    /// The outcome, if the game is over.
    fn outcome(&self) -> Option<Outcome> {
        match self.to_act() {
            ToAct::Over(o) => Some(o),
            _ => None,
        }
    }
}

/// Hidden-information games: a computer player sees only a [`Game::View`] and samples
/// the hidden rest (the other hands, the bag) consistently with it before it searches.
///
/// A hidden-hand game deals its cards as chance events and keeps the other hand out of
/// the view; any determinization agrees with what the seat saw:
/// ```
/// use spelbord_core::{Determinize, Game, Replay, Rng};
/// use spelbord_core::toy::HighCard;
/// let r = Replay::<HighCard>::new(HighCard::default_settings("high-card").unwrap(), 7);
/// let view = r.current().view(0);
/// assert_eq!(view.other_count, 3); // seat 0 knows how many cards seat 1 holds, not which
/// let guess = HighCard::determinize(&view, &mut Rng::new(1));
/// assert_eq!(guess.view(0).hand, view.hand);
/// ```
pub trait Determinize: Game {
    /// A full position consistent with `view`, the hidden parts drawn from `rng`.
    fn determinize(view: &Self::View, rng: &mut Rng) -> Self;
}
