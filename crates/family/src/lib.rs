//! The family contract: everything the suite needs of a game family, implemented in the
//! family's own crate. A family is one unit: its crate (rules, notation, file formats,
//! engine, and an `impl Family`), one line in the registry (`crates/games`), and one
//! folder `www/games/<family>/` (board renderer, page glue, rules pages, strings).
//! The game list, the settings dialog, links, saving, the worker and the shared tests
//! all work from this trait, so none of them is written again per family.
//!
//! What crosses to the page is typed: the board view, the partial-move steps, the end
//! reason and the analysis are `Serialize` types (serde straight to JS objects, enums by
//! name); errors are kinds with arguments ([`spelbord_core::Problem`]).

use serde::{de::DeserializeOwned, Serialize};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat};

pub use spelbord_ai;
pub use spelbord_core;

/// One game a family plays, as the game list shows it.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The id used in links and records (`fyra-i-rad`).
    pub id: &'static str,
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
}

impl GameInfo {
    /// A two-player game.
    pub const fn two(id: &'static str) -> Self {
        GameInfo {
            id,
            min_seats: 2,
            max_seats: 2,
        }
    }
}

/// One field of the table-settings dialog, over one key of the settings query string.
/// The dialog is built from these; its default comes from the family's default settings.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Field {
    /// The settings key (`popout`).
    pub key: &'static str,
    /// Its label: a key of the family's strings.
    pub label: &'static str,
    /// A checkbox or a choice.
    pub kind: FieldKind,
    /// When set, this field is the number of seats (Färg och form's 2–4 players).
    pub seats: bool,
}

/// What a settings field looks like.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", tag = "type")]
pub enum FieldKind {
    /// A checkbox: `true` / `false`.
    Bool,
    /// One of several values.
    Select {
        /// The values with their labels (keys of the family's strings).
        options: Vec<Choice>,
    },
}

/// One option of a [`FieldKind::Select`].
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Choice {
    /// The value in the query string.
    pub value: &'static str,
    /// Its label: a key of the family's strings.
    pub label: &'static str,
}

impl Field {
    /// A checkbox field.
    pub const fn bool(key: &'static str, label: &'static str) -> Self {
        Field {
            key,
            label,
            kind: FieldKind::Bool,
            seats: false,
        }
    }
    /// A choice among `options` (value, label key).
    pub fn select(
        key: &'static str,
        label: &'static str,
        options: &[(&'static str, &'static str)],
    ) -> Self {
        Field {
            key,
            label,
            kind: FieldKind::Select {
                options: options
                    .iter()
                    .map(|&(value, label)| Choice { value, label })
                    .collect(),
            },
            seats: false,
        }
    }
    /// Marks the field as the number of seats.
    pub fn seat_count(mut self) -> Self {
        self.seats = true;
        self
    }
}

/// The answer of the partial-move interface: given the steps chosen so far, what may
/// come next. A turn built in several clicks (a multi-jump, both dice, the removal after
/// a mill, tiles placed one by one) is asked about step by step; the page only draws it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Steps<S, V> {
    /// The legal next steps (empty when the chosen steps lead nowhere or are complete
    /// and nothing may be added).
    pub next: Vec<S>,
    /// The whole move in notation when the chosen steps already make one.
    pub complete: Option<String>,
    /// The board with the chosen steps applied, where the family can show it (the
    /// checkers moved and hit while a backgammon turn is built).
    pub view: Option<V>,
}

impl<S, V> Steps<S, V> {
    /// No step possible.
    pub fn none() -> Self {
        Steps {
            next: Vec::new(),
            complete: None,
            view: None,
        }
    }
}

/// A computer player's answer.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct BotAnswer {
    /// The move in notation.
    pub mv: String,
    /// Score from the mover's side, in the bot's units.
    pub score: Option<i32>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub ms: f64,
}

/// A file format a family reads or writes (PDN, gnubg's `.mat`).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Format {
    /// Its name in the API (`pdn`).
    pub id: &'static str,
    /// The file extension, without the dot.
    pub extension: &'static str,
    /// The MIME type of a download.
    pub mime: &'static str,
    /// Whether the page can export a game in it.
    pub export: bool,
    /// Whether the page can open a game from it.
    pub import: bool,
}

/// Names and date for the tags of an exported file.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct ExportMeta {
    /// Seat names, in seat order (empty: unknown).
    #[serde(default)]
    pub names: Vec<String>,
    /// The date as `YYYY-MM-DD` (empty: unknown).
    #[serde(default)]
    pub date: String,
}

/// Words for people: a key of the family's strings with named arguments, worded by the
/// page in the player's language (as errors are). By convention an argument `p` is a
/// seat number (the page names the seat) and a value starting with `@` is itself a key
/// of the strings (a role, a direction); anything else is said as it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Words {
    /// The key (`stumphog.saidShift`).
    pub key: &'static str,
    /// The named arguments.
    pub args: std::collections::BTreeMap<&'static str, String>,
}

impl Words {
    /// Words of `key` with `args`.
    pub fn new(key: &'static str, args: impl IntoIterator<Item = (&'static str, String)>) -> Self {
        Words {
            key,
            args: args.into_iter().collect(),
        }
    }
}

/// Speed figures: `(name, value)` pairs, rates end in `/s`.
pub type Figures = Vec<(String, f64)>;
/// A measurement's rows of named numbers.
pub type Rows = Vec<Vec<(&'static str, f64)>>;

/// The contract of a game family. Implemented in the family's crate; the registry lists
/// the type once.
pub trait Family: Game {
    /// The family's name: its registry key and its folder under `www/games/`.
    const FAMILY: &'static str;
    /// The games this family plays, in the order of the game list.
    const GAMES: &'static [GameInfo];
    /// Whether chance outcomes may be entered by hand (dice thrown at the table).
    const HAND_CHANCE: bool = false;
    /// Whether seats hold what others may not see (hands): then the legal moves, which
    /// name the mover's tiles, go only to the mover's eyes.
    const HIDDEN_INFORMATION: bool = false;

    /// The typed data a board renderer draws.
    type BoardView: Serialize;
    /// One step of a turn built in several clicks.
    type Step: Serialize + DeserializeOwned + Clone + PartialEq;
    /// Why a finished game ended, by name.
    type EndReason: Serialize;
    /// What the analysis view shows (exact values of the moves).
    type Analysis: Serialize;

    /// The settings the dialog offers for game `id` (keys of the settings query string).
    fn fields(_id: &str) -> Vec<Field> {
        Vec::new()
    }
    /// The board as seat `seat` may see it (`None`: nothing hidden is shown).
    fn board_view(&self, seat: Option<Seat>) -> Self::BoardView;
    /// Partial moves: the legal next steps after `chosen`.
    fn steps(&self, chosen: &[Self::Step]) -> Steps<Self::Step, Self::BoardView>;
    /// Why the game ended, once it is over.
    fn end_reason(&self) -> Option<Self::EndReason>;
    /// A plain-text board for the terminal.
    fn ascii(&self) -> String;
    /// Move `m`, to be played from this position, in words for people (the move list,
    /// the status line, screen readers); `None`: the family has none yet and the page
    /// shows the notation.
    fn move_words(&self, _m: &Self::Move) -> Option<Words> {
        None
    }
    /// The position in words, one line each (*Beskriv brädet*), as seat `seat` may see
    /// it; empty: the family's page describes it.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        Vec::new()
    }
    /// A data file the family's engine loads at run time in the browser rather than
    /// carrying it in the module (Backgammon's nets): its name in the site's `data/`
    /// folder. `None`: the module has everything.
    fn engine_data() -> Option<&'static str> {
        None
    }
    /// Whether the engine's data is in place (always, for a family without such a file).
    fn engine_data_ready() -> bool {
        true
    }
    /// Whether the engine can play well without its data file, so that a page that cannot
    /// fetch it (offline before it was ever cached) plays on without it: Dam's endgame
    /// database is such a help; Backgammon's nets are not.
    fn engine_data_optional() -> bool {
        false
    }
    /// Whether the engine wants its data file in this position. Dam's database is worth
    /// fetching only once the pieces thin out; a game that never gets there never loads it.
    fn engine_data_wanted(&self) -> bool {
        true
    }
    /// Installs the bytes of [`Family::engine_data`]'s file, refusing any file that is not
    /// the one this build expects.
    fn install_engine_data(_bytes: &[u8]) -> Result<(), Problem> {
        Ok(())
    }
    /// A few opening moves for the game list's preview of game `id`.
    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &[]
    }

    /// A computer player of this level.
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>>;
    /// Its thinking time per move in milliseconds.
    fn default_time_ms(level: Level) -> f64;
    /// A move from the family's perfect player (a solver with its book), given the whole
    /// game, where it has one for this position; `None` hands over to [`Family::bot`].
    fn perfect_move(_game: &Replay<Self>, _time_ms: f64, _clock: fn() -> f64) -> Option<BotAnswer> {
        None
    }
    /// Whether [`Family::analyze`] can ever answer (the page offers the analysis toggle).
    const ANALYSIS: bool = false;
    /// The exact value of every move where a solver knows it within the time.
    fn analyze(_game: &Replay<Self>, _time_ms: f64, _clock: fn() -> f64) -> Option<Self::Analysis> {
        None
    }

    /// The file formats the family reads or writes.
    fn formats() -> &'static [Format] {
        &[]
    }
    /// The game in file format `format`.
    fn export(_game: &Replay<Self>, format: &str, _meta: &ExportMeta) -> Result<String, Problem> {
        Err(no_format(format))
    }
    /// A game read from a file (or pasted text) in format `format`.
    fn import(format: &str, _text: &str) -> Result<Replay<Self>, Problem> {
        Err(no_format(format))
    }
    /// The family's speed figures (`cargo xtask bench` runs them natively and in
    /// WebAssembly): `(name, value)` pairs, rates end in `/s`.
    fn bench(_clock: fn() -> f64) -> Figures {
        Vec::new()
    }
    /// A named measurement with numeric arguments, for the project's benchmarks that run
    /// the same code natively and in the browser (`cargo xtask bench-solver`): rows of
    /// named numbers, or `None` when the family has no measurement of that name.
    fn measure(
        _name: &str,
        _args: &[f64],
        _clock: fn() -> f64,
    ) -> Option<Vec<Vec<(&'static str, f64)>>> {
        None
    }
    /// Opens a position given in the family's own notation for positions (a FEN, a gnubg
    /// Position ID), as the command line and links accept it; `None`: the family has none.
    fn open_position(_text: &str) -> Option<Result<Replay<Self>, Problem>> {
        None
    }
}

/// The error for a format a family does not have.
pub fn no_format(format: &str) -> Problem {
    Problem::new(
        "noFormat",
        vec![("format", format.to_string())],
        format!("no file format '{format}' for this game"),
    )
}

/// The default partial-move interface of one-click games: a step is a whole move in
/// notation; no steps chosen lists every legal move, one chosen step is complete if legal.
pub fn one_click_steps<G: Game, V>(g: &G, chosen: &[String]) -> Steps<String, V> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let legal: Vec<String> = moves.iter().map(|m| g.format_move(m)).collect();
    match chosen {
        [] => Steps {
            next: legal,
            complete: None,
            view: None,
        },
        [one] if legal.contains(one) => Steps {
            next: Vec::new(),
            complete: Some(one.clone()),
            view: None,
        },
        _ => Steps::none(),
    }
}

/// The settings of `id` as query-string pairs (for the dialog's defaults).
pub fn settings_pairs<G: Game>(settings: &G::Settings) -> Vec<(String, String)> {
    serde_urlencoded::to_string(settings)
        .ok()
        .and_then(|t| serde_urlencoded::from_str(&t).ok())
        .unwrap_or_default()
}
