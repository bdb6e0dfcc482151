//! The table settings: which grid (fyra-i-rad or fem-i-rad) and whether PopOut is on.
use serde::{Deserialize, Serialize};

/// Which game of the family is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// `fyra-i-rad`: 7×6, four in a row wins.
    Fyra,
    /// `fem-i-rad`: 9×6 with pre-filled edge columns, five in a row wins.
    Fem,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Fyra, Variant::Fem];

    /// The game id of this variant.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Fyra => "fyra-i-rad",
            Variant::Fem => "fem-i-rad",
        }
    }

    /// The variant a game id names.
    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }
}

/// The settings of a table (flat, so they fit a URL query string: `variant=fem&popout=true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ConnectSettings {
    /// The grid and line length.
    pub variant: Variant,
    /// PopOut: a player may instead pop one of their own discs out of the bottom row.
    pub popout: bool,
}

impl ConnectSettings {
    /// The settings of `variant`, PopOut off (the default of both games).
    pub fn new(variant: Variant) -> Self {
        ConnectSettings {
            variant,
            popout: false,
        }
    }

    /// The same settings with PopOut on or off.
    pub fn with_popout(self, popout: bool) -> Self {
        ConnectSettings { popout, ..self }
    }

    /// All four tables: both variants, without and with PopOut.
    pub fn all() -> [ConnectSettings; 4] {
        [
            ConnectSettings::new(Variant::Fyra),
            ConnectSettings::new(Variant::Fyra).with_popout(true),
            ConnectSettings::new(Variant::Fem),
            ConnectSettings::new(Variant::Fem).with_popout(true),
        ]
    }
}
