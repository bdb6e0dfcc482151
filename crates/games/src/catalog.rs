//! The catalog: what the game list, the settings dialog and the rules pages need to know
//! of every game without loading any game's WebAssembly module. It is data
//! (`www/catalog.json`), written by `cargo run -p spelbord-cli -- catalog` and checked
//! against the registry by a test, so it cannot drift from the code.

use crate::{families, Session, Typed};
use serde::Serialize;
use spelbord_family::{Field, Format};

/// One settings field with its default value.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CatalogField {
    /// The field.
    #[serde(flatten)]
    pub field: Field,
    /// Its default value in the settings query string.
    pub default: String,
}

/// One game of the catalog.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CatalogGame {
    /// The id.
    pub id: &'static str,
    /// Its family.
    pub family: &'static str,
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
    /// The settings dialog's fields.
    pub fields: Vec<CatalogField>,
    /// Whether chance outcomes may be entered by hand.
    pub hand_chance: bool,
    /// Whether the page offers the exact analysis.
    pub analysis: bool,
    /// The file formats.
    pub formats: &'static [Format],
    /// The preview card's board: the family's state after its preview moves.
    pub preview: Typed<'static>,
}

/// The catalog of every game compiled in.
pub fn catalog() -> Vec<CatalogGame> {
    let mut out = Vec::new();
    for f in families() {
        for g in f.games {
            let defaults = (f.defaults)(g.id);
            let fields = (f.fields)(g.id)
                .into_iter()
                .map(|field| CatalogField {
                    default: defaults
                        .iter()
                        .find(|(k, _)| k == field.key)
                        .map(|(_, v)| v.clone())
                        .unwrap_or_default(),
                    field,
                })
                .collect();
            out.push(CatalogGame {
                id: g.id,
                family: f.name,
                min_seats: g.min_seats,
                max_seats: g.max_seats,
                fields,
                hand_chance: f.hand_chance,
                analysis: f.analysis,
                formats: (f.formats)(),
                preview: preview(&f, g.id),
            });
        }
    }
    out
}

/// The state drawn on a game's preview card: a few opening moves, so it looks like a game.
fn preview(f: &crate::FamilyEntry, id: &str) -> Typed<'static> {
    let Ok(mut s) = (f.start)(id, "", 1, false) else {
        return Box::new(());
    };
    for m in (f.preview_moves)(id) {
        // A preview move that no longer fits the rules is a bug the catalog test shows.
        if s.play(m).is_err() {
            break;
        }
    }
    Box::new(SessionState(s))
}

/// A session serialized as its current state (owning the session it borrows from).
struct SessionState(Box<dyn Session>);

impl Serialize for SessionState {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let st = self.0.state(self.0.len(), None);
        erased_serde::serialize(&*st, s)
    }
}
