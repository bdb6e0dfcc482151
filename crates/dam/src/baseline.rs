//! The yardstick: the suite's generic alpha-beta (`spelbord_ai::alphabeta`, written once
//! for every game) searching Dam through the plain [`Game`] interface with a
//! material-only evaluation. The benchmark plays the engine against it.

use crate::eval::material;
use crate::game::Dam;
use spelbord_ai::alphabeta::{AlphaBeta, SearchConfig, Searchable};
use spelbord_ai::{Bot, Level};

impl Searchable for Dam {
    fn hash_key(&self) -> u64 {
        self.board().hash
    }

    fn evaluate(&self) -> i32 {
        material(self.board())
    }

    fn repetition_keys(&self) -> Vec<u64> {
        self.game_keys().to_vec()
    }
}

/// The generic alpha-beta bot with material-only evaluation at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Dam>> {
    Box::new(AlphaBeta::<Dam>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}
