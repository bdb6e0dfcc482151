//! The yardstick: the shared search's generic adapter (`spelbord_search::generic`,
//! written once for every game, cloning the game for each child) searching Dam through
//! the plain [`Game`] interface with a material-only evaluation. The benchmark plays the
//! engine against it.

use crate::eval::material;
use crate::game::Dam;
use spelbord_ai::{Bot, Level};
use spelbord_search::{GameBot, SearchConfig, Searchable};

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

/// The generic bot with material-only evaluation at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Dam>> {
    Box::new(GameBot::<Dam>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}
