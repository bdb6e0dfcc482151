//! The yardstick: the suite's generic alpha-beta (`spelbord_ai::alphabeta`, written once
//! for every game) searching Alquerque through the plain [`Game`](spelbord_core::Game)
//! interface with a material-only evaluation. The benchmark plays the engine against it.

use crate::eval::material;
use crate::game::Alquerque;
use spelbord_ai::alphabeta::{AlphaBeta, SearchConfig, Searchable};
use spelbord_ai::{Bot, Level};

impl Searchable for Alquerque {
    fn hash_key(&self) -> u64 {
        // A pending verdict is a different node from the same board with a move due.
        self.board().hash
            ^ if self.fault().is_some() {
                0xFA_u64 << 40
            } else {
                0
            }
    }

    fn evaluate(&self) -> i32 {
        material(self.board())
    }

    fn repetition_keys(&self) -> Vec<u64> {
        self.game_keys().to_vec()
    }
}

/// The generic alpha-beta bot with a material-only evaluation at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Alquerque>> {
    Box::new(AlphaBeta::<Alquerque>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}
