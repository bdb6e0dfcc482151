//! The yardstick: the shared search's generic adapter (`spelbord_search::generic`,
//! written once for every game, cloning the game for each child) searching Alquerque
//! through the plain [`Game`](spelbord_core::Game) interface with a material-only
//! evaluation. The benchmark plays the engine against it.

use crate::eval::material;
use crate::game::Alquerque;
use spelbord_ai::{Bot, Level};
use spelbord_search::{GameBot, SearchConfig, Searchable};

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

/// The generic bot with a material-only evaluation at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Alquerque>> {
    Box::new(GameBot::<Alquerque>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}
