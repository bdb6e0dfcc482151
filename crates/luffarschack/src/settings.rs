//! The table settings: the paper (endless or a bounded gomoku board), exactly five, and
//! the Russian opening.

use serde::{Deserialize, Serialize};

/// The paper played on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Paper {
    /// **Decision:** endless squared paper that grows in every direction (the default).
    #[default]
    #[serde(rename = "unbounded")]
    Unbounded,
    /// The 15×15 tournament gomoku board.
    #[serde(rename = "15x15")]
    Board15,
    /// The 19×19 go board.
    #[serde(rename = "19x19")]
    Board19,
}

impl Paper {
    /// Every paper.
    pub const ALL: [Paper; 3] = [Paper::Unbounded, Paper::Board15, Paper::Board19];

    /// The side of a bounded board, `None` for the endless paper.
    pub fn size(self) -> Option<u32> {
        match self {
            Paper::Unbounded => None,
            Paper::Board15 => Some(15),
            Paper::Board19 => Some(19),
        }
    }

    /// The settings value (`unbounded`, `15x15`, `19x19`).
    pub fn name(self) -> &'static str {
        match self {
            Paper::Unbounded => "unbounded",
            Paper::Board15 => "15x15",
            Paper::Board19 => "19x19",
        }
    }
}

/// The settings of a table, flat for a URL query string
/// (`board=15x15&exactly-five=true&russian-opening=false`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct LuffarschackSettings {
    /// The paper: endless (default) or a bounded board.
    #[serde(default)]
    pub board: Paper,
    /// Gomoku's rule: only a line of exactly five wins; six or more neither wins nor is
    /// forbidden.
    #[serde(default)]
    pub exactly_five: bool,
    /// The first mark at the centre, the starter's second mark outside the 5×5 square
    /// round it.
    #[serde(default)]
    pub russian_opening: bool,
}

impl LuffarschackSettings {
    /// Every combination of the settings (12 tables).
    pub fn all() -> Vec<LuffarschackSettings> {
        let mut v = Vec::new();
        for board in Paper::ALL {
            for exactly_five in [false, true] {
                for russian_opening in [false, true] {
                    v.push(LuffarschackSettings {
                        board,
                        exactly_five,
                        russian_opening,
                    });
                }
            }
        }
        v
    }
}
