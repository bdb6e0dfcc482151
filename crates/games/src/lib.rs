//! The registry of Spelbord's games: one list of every family. Each family is its own
//! crate and implements [`spelbord_family::Family`] there; this crate lists them once
//! (with a Cargo feature each, so a WebAssembly module can hold exactly one family) and
//! puts them behind one object-safe [`Session`], so the CLI, the page and the worker
//! handle every game alike.

pub mod bench;
pub mod catalog;
mod session;

/// What `Table.state()` gives the page: the family's board view with who acts, the
/// result, the legal moves and the ply (named for the page's generated types).
#[cfg(feature = "ts")]
pub use session::OwnedState as PageState;
pub use session::{entry, FamilyEntry, GameResult, Opened, Session, Turn, Typed};
use spelbord_core::{Problem, Record, RecordError, RecordProblem};
pub use spelbord_family::{BotAnswer, ExportMeta, Family, GameInfo};

/// The registry: one line a family (its feature and its type). Adding a family is its
/// crate, a line here with its feature in Cargo.toml, and its folder `www/games/<family>/`.
macro_rules! registry {
    ($($feature:literal => $ty:ty),* $(,)?) => {
        /// Every family compiled in, in the order of the game list.
        // Each push is there only with its family's feature, so no `vec![]`.
        #[allow(unused_mut, clippy::vec_init_then_push)]
        pub fn families() -> Vec<FamilyEntry> {
            let mut out = Vec::new();
            $(
                #[cfg(feature = $feature)]
                out.push(entry::<$ty>());
            )*
            out
        }
    };
}

registry! {
    "connect" => spelbord_connect::Connect,
    "dam" => spelbord_dam::Dam,
    "backgammon" => spelbord_backgammon::Backgammon,
    "farg-och-form" => spelbord_farg_och_form::FargOchForm,
    "lines-of-action" => spelbord_lines_of_action::LinesOfAction,
    "morris" => spelbord_morris::Morris,
    "luffarschack" => spelbord_luffarschack::Luffarschack,
    "alquerque" => spelbord_alquerque::Alquerque,
    "surround" => spelbord_surround::Surround,
    "stumphog" => spelbord_stumphog::Stumphog,
}

/// Every game compiled in, in the order of the game list, with its family's name.
pub fn games() -> Vec<(&'static str, GameInfo)> {
    families()
        .iter()
        .flat_map(|f| f.games.iter().map(move |g| (f.name, *g)))
        .collect()
}

/// The family that plays game `id`.
pub fn family_of(id: &str) -> Option<FamilyEntry> {
    families()
        .into_iter()
        .find(|f| f.games.iter().any(|g| g.id == id))
}

fn unknown(id: &str) -> RecordError {
    RecordError::new(RecordProblem::UnknownGame { id: id.to_string() })
}

/// A new game `id` with settings given as a query string over its defaults; with
/// `manual_chance`, chance outcomes wait to be entered by hand (dice thrown at the table).
pub fn new_session(
    id: &str,
    settings: &str,
    seed: u64,
    manual_chance: bool,
) -> Result<Box<dyn Session>, RecordError> {
    let f = family_of(id).ok_or_else(|| unknown(id))?;
    (f.start)(id, settings, seed, manual_chance)
}

/// Reopens a game from its record text (as carried by a link).
pub fn open_record(text: &str) -> Result<Box<dyn Session>, RecordError> {
    reopen_record(text, false)
}

/// Reopens a game from its record text; `manual_chance` keeps its chance events for
/// entering by hand even before the first one is entered.
pub fn reopen_record(text: &str, manual_chance: bool) -> Result<Box<dyn Session>, RecordError> {
    let id = Record::peek_game(text)?;
    let f = family_of(id).ok_or_else(|| unknown(id))?;
    (f.reopen)(text, manual_chance)
}

/// Opens a game of `id` from a file in `format`.
pub fn import(id: &str, format: &str, text: &str) -> Result<Box<dyn Session>, Problem> {
    let f = family_of(id).ok_or_else(|| unknown(id).problem())?;
    (f.import)(format, text)
}

/// Installs an engine data file (its bytes) in the family of game `id`.
pub fn install_engine_data(id: &str, bytes: &[u8]) -> Result<(), Problem> {
    let f = family_of(id).ok_or_else(|| unknown(id).problem())?;
    (f.install_engine_data)(bytes)
}
