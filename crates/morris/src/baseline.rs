//! The yardstick: the shared search's generic adapter (`spelbord_search::generic`,
//! written once for every game, cloning the game for each child) searching the morris
//! games through the plain [`Game`] interface with a material-only evaluation. The
//! benchmark plays the engine against it.

use crate::eval::material;
use crate::game::Morris;
use crate::search::mix;
use spelbord_ai::{Bot, Level};
use spelbord_search::{GameBot, SearchConfig, Searchable};

impl Searchable for Morris {
    fn hash_key(&self) -> u64 {
        // The exact key, mixed by a bijection: equal keys are equal positions.
        mix(self.pos().key())
    }

    fn evaluate(&self) -> i32 {
        material(self.pos())
    }

    fn search_child(&self, m: &Self::Move) -> Self {
        let mut c = self.search_copy();
        c.play_move(m, false);
        c
    }

    fn repetition_keys(&self) -> Vec<u64> {
        self.game_keys().iter().map(|&k| mix(k)).collect()
    }
}

/// The generic bot with the material-only evaluation at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Morris>> {
    Box::new(GameBot::<Morris>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}
