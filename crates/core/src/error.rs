//! Errors as kinds with arguments. The page words each kind in the player's language from
//! its key (`err.<key>` in the strings tables, `{name}` placeholders filled from the
//! arguments); `Display` gives the English wording for the terminal and for logs. No
//! page ever matches the English text.
use serde::Serialize;
use std::fmt;

/// One problem a person is told about: a key naming its kind (`notAMove`, `dam.mustCapture`)
/// and the arguments its wording needs, with the English wording alongside.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Problem {
    /// The kind: `err.<key>` in the page's strings.
    pub key: &'static str,
    /// Named arguments for the wording (`{"mv": "4"}`).
    #[serde(serialize_with = "args_as_map")]
    #[cfg_attr(feature = "ts", ts(as = "std::collections::BTreeMap<String, String>"))]
    pub args: Vec<(&'static str, String)>,
    /// The English wording.
    pub message: String,
    /// Why, when the kind is "cannot be read" and the reason is a kind of its own (a
    /// square that does not exist in a set-up position or a move): the page words it in the
    /// player's language into the argument `{reason}`, so no English reason is passed
    /// through. The English wording already includes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub reason: Option<Box<Problem>>,
}

fn args_as_map<S: serde::Serializer>(
    args: &[(&'static str, String)],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_map(args.iter().map(|(k, v)| (k, v)))
}

impl Problem {
    /// A problem of kind `key` with its arguments and English wording.
    pub fn new(
        key: &'static str,
        args: Vec<(&'static str, String)>,
        message: impl Into<String>,
    ) -> Self {
        Problem {
            key,
            args,
            message: message.into(),
            reason: None,
        }
    }

    /// A problem of kind `key` whose cause is `reason` (worded into `{reason}`); the
    /// English wording is `lead`, a colon, then the reason's own.
    pub fn because(
        key: &'static str,
        args: Vec<(&'static str, String)>,
        lead: &str,
        reason: Problem,
    ) -> Self {
        Problem {
            key,
            args,
            message: format!("{lead}: {}", reason.message),
            reason: Some(Box::new(reason)),
        }
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A move, chance outcome or record token that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NotationError(pub Problem);

impl NotationError {
    /// Text that is not a move of this game (kind `notAMove`), and why, as a kind of its
    /// own (`alquerque.move.noSuchPoint` with its arguments): the page words the reason
    /// into `{reason}` in the player's language; the English wording is "not a move: "
    /// and the reason's. There is no way to give the reason as English text alone.
    pub fn not_a_move(
        key: &'static str,
        args: Vec<(&'static str, String)>,
        message: impl Into<String>,
    ) -> Self {
        NotationError(Problem::because(
            "notAMove",
            vec![],
            "not a move",
            Problem::new(key, args, message),
        ))
    }

    /// A chance outcome written for a game that has none (kind `noChanceDue`); `game`
    /// names the game in the English wording.
    pub fn no_chance(game: &str) -> Self {
        NotationError::kind(
            "noChanceDue",
            vec![],
            format!("{game} has no chance events"),
        )
    }

    /// A family's own kind of notation error.
    pub fn kind(
        key: &'static str,
        args: Vec<(&'static str, String)>,
        message: impl Into<String>,
    ) -> Self {
        NotationError(Problem::new(key, args, message))
    }

    /// The kind and its arguments.
    pub fn problem(&self) -> &Problem {
        &self.0
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}
impl std::error::Error for NotationError {}

/// Why a move is not legal here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// A chance event (dice, a draw) is due, not a move.
    ChanceDue,
    /// The move (in notation) is not among the legal moves; no rule is named.
    NotLegal {
        /// The move as written.
        mv: String,
    },
    /// A family's own rule forbids it (`dam.mustCapture`).
    Rule(Problem),
}

impl Illegal {
    /// The kind and arguments the page words.
    pub fn problem(&self) -> Problem {
        match self {
            Illegal::GameOver => Problem::new("gameOver", vec![], "the game is over"),
            Illegal::ChanceDue => {
                Problem::new("chanceDue", vec![], "a chance event is due, not a move")
            }
            Illegal::NotLegal { mv } => Problem::new(
                "notLegal",
                vec![("mv", mv.clone())],
                format!("{mv} is not a legal move here"),
            ),
            Illegal::Rule(p) => p.clone(),
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.problem().message)
    }
}

/// An illegal move; carries the unchanged position back to the caller.
#[derive(Clone)]
pub struct PlayError<G> {
    /// The position as it was before the refused move.
    pub position: G,
    /// Why the move was refused, in English.
    pub reason: String,
    /// Why the move was refused, as a kind.
    pub kind: Illegal,
}

impl<G> fmt::Debug for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PlayError({:?})", self.reason)
    }
}
impl<G> fmt::Display for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}
impl<G> std::error::Error for PlayError<G> {}

/// A move that could not be read or played: what a table reports for one move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move.
    Notation(NotationError),
    /// The move is not legal here.
    Illegal(Illegal),
    /// A chance outcome entered by hand that cannot happen here.
    Chance(Problem),
}

impl MoveError {
    /// The kind and arguments the page words.
    pub fn problem(&self) -> Problem {
        match self {
            MoveError::Notation(e) => e.0.clone(),
            MoveError::Illegal(i) => i.problem(),
            MoveError::Chance(p) => p.clone(),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.problem().message)
    }
}
impl std::error::Error for MoveError {}

impl From<NotationError> for MoveError {
    fn from(e: NotationError) -> Self {
        MoveError::Notation(e)
    }
}

/// Settings (from a link, a record or a file) that do not make a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsError(pub Problem);

impl SettingsError {
    /// A settings error of kind `key`.
    pub fn new(
        key: &'static str,
        args: Vec<(&'static str, String)>,
        message: impl Into<String>,
    ) -> Self {
        SettingsError(Problem::new(key, args, message))
    }
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}
impl std::error::Error for SettingsError {}

/// What is wrong with a record (or a link carrying one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordProblem {
    /// The text does not start with a game id.
    NoGameId,
    /// The text is longer than any real game.
    TooLong,
    /// The seed is not a hexadecimal number.
    BadSeed {
        /// The seed as written.
        text: String,
    },
    /// No game has this id.
    UnknownGame {
        /// The id as written.
        id: String,
    },
    /// The settings query string cannot be read.
    BadSettings {
        /// The settings as written.
        text: String,
    },
    /// A settings key the game does not have.
    UnknownSetting {
        /// The key.
        key: String,
    },
    /// A settings key given twice (which one counts would be a guess).
    RepeatedSetting {
        /// The key.
        key: String,
    },
    /// The settings make another game than the id says.
    WrongGame {
        /// The record's id.
        id: String,
    },
    /// The settings are readable but do not make a game (a bad position).
    Settings(SettingsError),
    /// A move (or chance outcome) could not be read or played.
    Move(MoveError),
    /// A family's own format problem (a file, a position id).
    Format(Problem),
}

/// A game record (or a link carrying one) that could not be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// What is wrong.
    pub problem: RecordProblem,
    /// The 1-based index of the offending move, when one is to blame.
    pub move_index: Option<usize>,
}

impl RecordError {
    /// An error not tied to one move.
    pub fn new(problem: RecordProblem) -> Self {
        RecordError {
            problem,
            move_index: None,
        }
    }
    /// An error at move `index` (1-based).
    pub fn at(index: usize, e: MoveError) -> Self {
        RecordError {
            problem: RecordProblem::Move(e),
            move_index: Some(index),
        }
    }

    /// The kind and arguments the page words (the move number is the argument `move`).
    pub fn problem(&self) -> Problem {
        let p = match &self.problem {
            RecordProblem::NoGameId => Problem::new(
                "noGameId",
                vec![],
                "the record does not start with a game id",
            ),
            RecordProblem::TooLong => Problem::new(
                "tooLong",
                vec![("max", crate::record::MAX_RECORD_LEN.to_string())],
                format!(
                    "the record is too long (at most {} bytes)",
                    crate::record::MAX_RECORD_LEN
                ),
            ),
            RecordProblem::BadSeed { text } => Problem::new(
                "badSeed",
                vec![("text", text.clone())],
                format!("the seed '{text}' is not a hexadecimal number"),
            ),
            RecordProblem::UnknownGame { id } => Problem::new(
                "unknownGame",
                vec![("id", id.clone())],
                format!("unknown game '{id}'"),
            ),
            RecordProblem::BadSettings { text } => Problem::new(
                "badSettings",
                vec![("text", text.clone())],
                format!("the settings '{text}' cannot be read"),
            ),
            RecordProblem::UnknownSetting { key } => Problem::new(
                "unknownSetting",
                vec![("key", key.clone())],
                format!("unknown setting '{key}'"),
            ),
            RecordProblem::RepeatedSetting { key } => Problem::new(
                "repeatedSetting",
                vec![("key", key.clone())],
                format!("the setting '{key}' is given twice"),
            ),
            RecordProblem::WrongGame { id } => Problem::new(
                "wrongGame",
                vec![("id", id.clone())],
                format!("the settings do not fit the game '{id}'"),
            ),
            RecordProblem::Settings(e) => e.0.clone(),
            RecordProblem::Move(e) => e.problem(),
            RecordProblem::Format(p) => p.clone(),
        };
        match self.move_index {
            Some(i) => {
                let mut q = p;
                q.args.push(("move", i.to_string()));
                q.message = format!("move {i}: {}", q.message);
                q
            }
            None => p,
        }
    }

    /// The English wording.
    pub fn message(&self) -> String {
        self.problem().message
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.problem().message)
    }
}
impl std::error::Error for RecordError {}

impl From<SettingsError> for RecordError {
    fn from(e: SettingsError) -> Self {
        RecordError::new(RecordProblem::Settings(e))
    }
}

// English text where a caller only keeps a message (the terminal, internal formats).
impl From<MoveError> for String {
    fn from(e: MoveError) -> String {
        e.to_string()
    }
}
impl From<NotationError> for String {
    fn from(e: NotationError) -> String {
        e.to_string()
    }
}
impl From<Problem> for String {
    fn from(p: Problem) -> String {
        p.message
    }
}
impl From<RecordError> for String {
    fn from(e: RecordError) -> String {
        e.to_string()
    }
}
