//! The two games the solver plays.

use std::fmt;
use std::str::FromStr;

/// Which game: standard Fyra i rad (7×6, four wins) or Fem i rad (9×6 with full edge
/// columns, five wins).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// `fyra-i-rad`: the standard 7×6 game, four in a row wins.
    Fyra,
    /// `fem-i-rad`: 9×6 with the two outer columns full at the start, five in a row wins.
    Fem,
}

impl Variant {
    /// Both variants, in a fixed order.
    pub const ALL: [Variant; 2] = [Variant::Fyra, Variant::Fem];

    /// The game's id as used in records and file names (`fyra-i-rad`, `fem-i-rad`).
    pub fn name(self) -> &'static str {
        match self {
            Variant::Fyra => "fyra-i-rad",
            Variant::Fem => "fem-i-rad",
        }
    }

    /// Index 0 or 1, for per-variant tables.
    pub(crate) fn index(self) -> usize {
        match self {
            Variant::Fyra => 0,
            Variant::Fem => 1,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "fyra-i-rad" | "fyra" => Ok(Variant::Fyra),
            "fem-i-rad" | "fem" => Ok(Variant::Fem),
            _ => Err(format!(
                "unknown game {s:?}: expected fyra-i-rad or fem-i-rad"
            )),
        }
    }
}
