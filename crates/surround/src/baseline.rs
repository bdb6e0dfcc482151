//! The yardstick: the shared search's generic adapter (`spelbord_search::generic`,
//! cloning the game for each child) searching Surround through the plain
//! [`Game`](spelbord_core::Game) interface with a material-only evaluation. The benchmark
//! plays the engine against it.

use crate::eval::material;
use crate::game::Surround;
use spelbord_ai::{Bot, Level};
use spelbord_search::{GameBot, SearchConfig, Searchable};

impl Searchable for Surround {
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

/// The generic bot with a material-only evaluation at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Surround>> {
    Box::new(GameBot::<Surround>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}
