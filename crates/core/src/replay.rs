use crate::{
    Game, MoveError, Problem, Record, RecordError, RecordProblem, Rng, SettingsError, ToAct,
};
use std::borrow::Cow;

/// A game in progress with its whole history: the driver between rules and a table.
/// It resolves chance events from the seeded generator (or from outcomes entered by
/// hand), keeps every position for looking back and undo, and turns into a [`Record`].
///
/// A dice game asks for [`ToAct::Chance`] whenever dice are due; the driver throws them
/// from the record's seed, so the same record replays the same dice:
/// ```
/// use spelbord_core::{Game, Record, Replay, ToAct};
/// use spelbord_core::toy::DiceRace;
/// let mut r = Replay::<DiceRace>::new(DiceRace::default_settings("dice-race").unwrap(), 42);
/// assert!(matches!(r.current().to_act(), ToAct::Seat(0))); // the first die is already thrown
/// r.play_text("1").unwrap();
/// let again = Replay::<DiceRace>::from_record(&r.record()).unwrap();
/// assert_eq!(again.current(), r.current());
/// // Dice thrown at the table are entered by hand and kept in the record.
/// let mut m = Replay::<DiceRace>::with_manual_chance(DiceRace::default_settings("dice-race").unwrap(), 0, true);
/// m.play_chance_text("6").unwrap();
/// assert_eq!(m.record().moves, vec!["!6"]);
/// ```
#[derive(Debug, Clone)]
pub struct Replay<G: Game> {
    settings: G::Settings,
    seed: u64,
    /// When set, chance events wait for [`Replay::play_chance`] (dice thrown at the table).
    pub manual_chance: bool,
    /// Record tokens: moves and `!`-prefixed chance outcomes entered by hand.
    tokens: Vec<String>,
    /// `ends[i]`: how many tokens led to the position after `i` player moves.
    ends: Vec<usize>,
    /// Earlier positions kept whole (`(ply, position, generator)`, by ply, ply 0 first
    /// once a move is played), every `stride` plies. Keeping every position made a long
    /// record cost memory quadratic in its length (a position can hold a history that
    /// grows with the game): at most [`CHECKPOINTS`] are kept, the stride doubling when
    /// there would be more. Every checkpoint is before the current position, so chance
    /// outcomes entered now never make one stale.
    checkpoints: Vec<(usize, G, Rng)>,
    stride: usize,
    /// The position now and its generator.
    now: (G, Rng),
}

/// How many earlier positions a [`Replay`] keeps at most (see `checkpoints`): looking at
/// an earlier position of a game of `n` moves replays at most `2n / CHECKPOINTS` moves.
pub const CHECKPOINTS: usize = 64;

impl<G: Game> Replay<G> {
    /// A new game with these settings; chance events of the set-up are drawn from `seed`.
    pub fn new(settings: G::Settings, seed: u64) -> Self {
        Self::with_manual_chance(settings, seed, false)
    }

    /// Like [`Replay::new`], optionally leaving chance events to be entered by hand.
    pub fn with_manual_chance(settings: G::Settings, seed: u64, manual_chance: bool) -> Self {
        Self::start(G::new(settings.clone()), settings, seed, manual_chance)
    }

    /// A new game with settings a person gave: an error when they make no game (a bad
    /// position in a link), never a silent start position.
    pub fn try_new(
        settings: G::Settings,
        seed: u64,
        manual_chance: bool,
    ) -> Result<Self, SettingsError> {
        let g = G::from_settings(settings.clone())?;
        Ok(Self::start(g, settings, seed, manual_chance))
    }

    fn start(mut g: G, settings: G::Settings, seed: u64, manual_chance: bool) -> Self {
        let mut rng = Rng::new(seed);
        if !manual_chance {
            resolve_chance(&mut g, &mut rng);
        }
        Replay {
            settings,
            seed,
            manual_chance,
            tokens: Vec::new(),
            ends: vec![0],
            checkpoints: Vec::new(),
            stride: 1,
            now: (g, rng),
        }
    }

    /// Replays a record; the error names the first move that could not be played.
    pub fn from_record(rec: &Record) -> Result<Self, RecordError> {
        Self::from_record_with(rec, rec.moves.iter().any(|t| t.starts_with('!')))
    }

    /// Replays a record, leaving chance events to be entered by hand if `manual_chance`
    /// (a table where the dice are thrown for real, before its first throw is entered).
    pub fn from_record_with(rec: &Record, manual_chance: bool) -> Result<Self, RecordError> {
        let settings = settings_for::<G>(&rec.game, &rec.settings)?;
        let mut r = Self::try_new(settings, rec.seed, manual_chance)?;
        // A setting must not turn the game into another one (`fyra-i-rad|variant=fem`).
        if r.current().id() != rec.game {
            return Err(RecordError::new(RecordProblem::WrongGame {
                id: rec.game.clone(),
            }));
        }
        let mut n = 0;
        for tok in &rec.moves {
            if let Some(c) = tok.strip_prefix('!') {
                r.play_chance_text(c)
                    .map_err(|e| RecordError::at(n + 1, e))?;
            } else {
                n += 1;
                r.play_text(tok).map_err(|e| RecordError::at(n, e))?;
            }
        }
        Ok(r)
    }

    /// The position now.
    pub fn current(&self) -> &G {
        &self.now.0
    }

    /// The position after `i` player moves (clamped to the last). An earlier position
    /// that is not a checkpoint is replayed from the nearest one before it.
    pub fn position(&self, i: usize) -> Cow<'_, G> {
        if i >= self.len() {
            return Cow::Borrowed(&self.now.0);
        }
        match self.checkpoints.binary_search_by_key(&i, |c| c.0) {
            Ok(k) => Cow::Borrowed(&self.checkpoints[k].1),
            Err(_) => Cow::Owned(self.rebuild(i).0),
        }
    }

    /// The position after `i < len()` player moves and its generator, replayed from the
    /// nearest checkpoint at or before it.
    fn rebuild(&self, i: usize) -> (G, Rng) {
        let k = self.checkpoints.partition_point(|c| c.0 <= i) - 1;
        let (ply, g, rng) = &self.checkpoints[k];
        let (mut g, mut rng) = (g.clone(), rng.clone());
        for tok in &self.tokens[self.ends[*ply]..self.ends[i]] {
            self.replay_token(&mut g, &mut rng, tok);
        }
        (g, rng)
    }

    /// Applies one token this replay once accepted (so it is legal where it stands).
    fn replay_token(&self, g: &mut G, rng: &mut Rng, tok: &str) {
        if let Some(c) = tok.strip_prefix('!') {
            if let Ok(c) = c.parse::<G::Chance>() {
                g.apply_chance(&c);
            }
        } else if let Ok(m) = g.parse_move(tok) {
            g.play_unchecked(&m);
            if !self.manual_chance {
                resolve_chance(g, rng);
            }
        }
    }

    /// How many player moves have been played.
    pub fn len(&self) -> usize {
        self.ends.len() - 1
    }

    /// Whether no move has been played.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The seed of the chance events.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The settings.
    pub fn settings(&self) -> &G::Settings {
        &self.settings
    }

    /// Plays a move at the end of the game; on error nothing changes.
    pub fn play(&mut self, m: &G::Move) -> Result<(), MoveError> {
        let text = self.now.0.format_move(m);
        if !self.now.0.is_legal(m) {
            return Err(MoveError::Illegal(self.now.0.illegal(m)));
        }
        let ply = self.len();
        if ply.is_multiple_of(self.stride) {
            self.checkpoints
                .push((ply, self.now.0.clone(), self.now.1.clone()));
            if self.checkpoints.len() > CHECKPOINTS {
                self.stride *= 2;
                let stride = self.stride;
                self.checkpoints
                    .retain(|(p, _, _)| p.is_multiple_of(stride));
            }
        }
        let (g, rng) = &mut self.now;
        g.play_unchecked(m);
        if !self.manual_chance {
            resolve_chance(g, rng);
        }
        self.tokens.push(text);
        self.ends.push(self.tokens.len());
        Ok(())
    }

    /// Reads and plays a move in notation; on error nothing changes.
    pub fn play_text(&mut self, s: &str) -> Result<(), MoveError> {
        let m = self.current().parse_move(s)?;
        self.play(&m)
    }

    /// Applies a chance outcome entered by hand (its notation without the `!`).
    pub fn play_chance_text(&mut self, s: &str) -> Result<(), MoveError> {
        let g = &self.now.0;
        if g.to_act() != ToAct::Chance {
            return Err(MoveError::Chance(Problem::new(
                "noChanceDue",
                vec![],
                "no chance event is due here",
            )));
        }
        let c: G::Chance = s.trim().parse()?;
        let mut outs = Vec::new();
        g.chance_outcomes(&mut outs);
        if !outs.iter().any(|(o, w)| *o == c && *w > 0) {
            return Err(MoveError::Chance(Problem::new(
                "chanceImpossible",
                vec![("text", s.to_string())],
                format!("{s} cannot happen here"),
            )));
        }
        self.now.0.apply_chance(&c);
        self.tokens.push(format!("!{c}"));
        // A chance outcome is not a player move: it belongs to the position now.
        let last = self.ends.len() - 1;
        self.ends[last] = self.tokens.len();
        Ok(())
    }

    /// Takes back to `n` player moves (undo); later moves are forgotten.
    pub fn truncate(&mut self, n: usize) {
        if n >= self.len() {
            return;
        }
        self.now = self.rebuild(n);
        // Checkpoints stay strictly before the position now.
        self.checkpoints.retain(|c| c.0 < n);
        self.ends.truncate(n + 1);
        self.tokens.truncate(self.ends[n]);
    }

    /// The player moves in notation, in order.
    pub fn moves(&self) -> Vec<String> {
        self.tokens
            .iter()
            .filter(|t| !t.starts_with('!'))
            .cloned()
            .collect()
    }

    /// The record of the game so far.
    pub fn record(&self) -> Record {
        let g = &self.now.0;
        let default = G::default_settings(g.id());
        let settings = if default.as_ref() == Some(&self.settings) {
            String::new()
        } else {
            serde_urlencoded::to_string(&self.settings).unwrap_or_default()
        };
        Record {
            game: g.id().to_string(),
            settings,
            seed: self.seed,
            moves: self.tokens.clone(),
        }
    }
}

/// Draws due chance events from `rng` until a seat must act or the game is over.
pub fn resolve_chance<G: Game>(g: &mut G, rng: &mut Rng) {
    let mut outs = Vec::new();
    // A bound guards against a game that keeps asking for chance forever.
    for _ in 0..10_000 {
        if g.to_act() != ToAct::Chance {
            return;
        }
        g.chance_outcomes(&mut outs);
        let Some(i) = rng.pick_weighted(&outs) else {
            return;
        };
        let c = outs[i].0.clone();
        g.apply_chance(&c);
    }
}

/// The settings of game `id` from a query string over its defaults (empty: the defaults).
pub fn settings_for<G: Game>(id: &str, text: &str) -> Result<G::Settings, RecordError> {
    let base = G::default_settings(id)
        .ok_or_else(|| RecordError::new(RecordProblem::UnknownGame { id: id.to_string() }))?;
    if text.trim().is_empty() {
        return Ok(base);
    }
    merge_settings::<G>(&base, text.trim())
}

/// Reads a settings query string over `base`: keys given replace the defaults (each key
/// at most once).
pub fn merge_settings<G: Game>(base: &G::Settings, text: &str) -> Result<G::Settings, RecordError> {
    let bad = || {
        RecordError::new(RecordProblem::BadSettings {
            text: text.to_string(),
        })
    };
    // `&&&` or `a=1&&b=2` is no query a page or a record writes: refused, not read as
    // the defaults.
    if text.split('&').any(str::is_empty) {
        return Err(bad());
    }
    let base_text = serde_urlencoded::to_string(base).map_err(|_| bad())?;
    let given: Vec<(String, String)> = serde_urlencoded::from_str(text).map_err(|_| bad())?;
    for (i, (k, _)) in given.iter().enumerate() {
        if given[..i].iter().any(|(j, _)| j == k) {
            return Err(RecordError::new(RecordProblem::RepeatedSetting {
                key: k.clone(),
            }));
        }
    }
    let mut pairs: Vec<(String, String)> =
        serde_urlencoded::from_str(&base_text).unwrap_or_default();
    for (k, v) in given {
        match pairs.iter_mut().find(|(pk, _)| *pk == k) {
            Some(p) => p.1 = v,
            None => return Err(RecordError::new(RecordProblem::UnknownSetting { key: k })),
        }
    }
    let merged = serde_urlencoded::to_string(&pairs).map_err(|_| bad())?;
    serde_urlencoded::from_str(&merged).map_err(|_| bad())
}
