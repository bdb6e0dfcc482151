//! The table settings: which of the three games, who starts, and flying in `kvarn`.
use serde::{Deserialize, Serialize};

/// Which game of the family is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Variant {
    /// `kvarn`: nine men's morris (the source's variant 1).
    #[default]
    #[serde(rename = "kvarn")]
    Kvarn,
    /// `kvarn-12`: twelve men, diagonals, side intervention and diagonal custody.
    #[serde(rename = "kvarn-12")]
    Kvarn12,
    /// `tre-i-rad`: nine markers, no captures while placing, flying with three.
    #[serde(rename = "tre-i-rad")]
    TreIRad,
}

impl Variant {
    /// All three games.
    pub const ALL: [Variant; 3] = [Variant::Kvarn, Variant::Kvarn12, Variant::TreIRad];

    /// The game id.
    pub fn id(self) -> &'static str {
        match self {
            Variant::Kvarn => "kvarn",
            Variant::Kvarn12 => "kvarn-12",
            Variant::TreIRad => "tre-i-rad",
        }
    }

    /// The variant a game id names.
    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id() == id)
    }

    /// Men (markers) each player starts with in hand.
    pub fn men(self) -> u8 {
        match self {
            Variant::Kvarn12 => 12,
            _ => 9,
        }
    }
}

/// Who makes the first move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum First {
    /// Drawn by lot when the game starts, as the source says (a chance event).
    #[default]
    Lot,
    /// Seat 0 starts: White (Yellow in `kvarn-12`).
    #[serde(alias = "yellow")]
    White,
    /// Seat 1 starts: Black (Blue in `kvarn-12`).
    #[serde(alias = "blue")]
    Black,
}

/// The settings of a table, flat for a URL query string (`variant=kvarn&first=white&flying=true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct MorrisSettings {
    /// The game.
    pub variant: Variant,
    /// Who starts.
    pub first: First,
    /// `kvarn` only: a player with exactly three men may move one to any empty point.
    /// (`tre-i-rad` always flies with three; `kvarn-12` never flies.)
    pub flying: bool,
}

impl MorrisSettings {
    /// The default table of `variant` (who starts drawn by lot, no flying).
    pub fn new(variant: Variant) -> Self {
        MorrisSettings {
            variant,
            ..Default::default()
        }
    }

    /// The same settings with a fixed starter.
    pub fn with_first(self, first: First) -> Self {
        MorrisSettings { first, ..self }
    }

    /// The same settings with flying on or off.
    pub fn with_flying(self, flying: bool) -> Self {
        MorrisSettings { flying, ..self }
    }

    /// Whether a player with exactly three men may fly in this game.
    pub fn flies(&self) -> bool {
        match self.variant {
            Variant::Kvarn => self.flying,
            Variant::Kvarn12 => false,
            Variant::TreIRad => true,
        }
    }

    /// Why these settings make no sense together, if they do not (`flying` means
    /// something only in `kvarn`).
    pub fn check(&self) -> Result<(), String> {
        if self.flying && self.variant != Variant::Kvarn {
            return Err(match self.variant {
                Variant::TreIRad => "tre-i-rad always lets the last three markers fly".into(),
                _ => "kvarn-12 has no flying".into(),
            });
        }
        Ok(())
    }

    /// Every table the tests cover: each game, and `kvarn` with flying.
    pub fn all() -> Vec<MorrisSettings> {
        vec![
            MorrisSettings::new(Variant::Kvarn),
            MorrisSettings::new(Variant::Kvarn).with_flying(true),
            MorrisSettings::new(Variant::Kvarn12),
            MorrisSettings::new(Variant::TreIRad),
        ]
    }
}
