//! A player that picks uniformly among the legal moves: the floor every bot must beat.
use crate::{Bot, SearchContext};
use spelbord_core::{Game, Rng};

/// Picks a uniformly random legal move.
#[derive(Debug, Clone)]
pub struct RandomBot {
    rng: Rng,
}

impl RandomBot {
    /// A random player with its own seed.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Rng::new(seed),
        }
    }
}

impl<G: Game<View = G>> Bot<G> for RandomBot {
    fn choose(&mut self, view: &G, _ctx: &mut SearchContext<'_>) -> Option<G::Move> {
        let mut moves = Vec::new();
        view.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        let i = self.rng.below(moves.len() as u64) as usize;
        Some(moves.swap_remove(i))
    }
}
