//! The yardstick: the shared search's generic adapter (`spelbord_search::generic`,
//! written once for every game, cloning the game for each child) searching Luffarschack
//! through the plain [`Game`] interface, with a count of open five-cell windows as its
//! evaluation. The benchmark plays the engine against it.

use crate::game::{Luffarschack, Mark, DIRECTIONS};
use spelbord_ai::{Bot, Level};
use spelbord_search::{GameBot, SearchConfig, Searchable};
use std::collections::HashSet;

/// What a five-cell window holding k marks of one player only is worth to that player.
const WINDOW_VALUE: [i32; 6] = [0, 1, 6, 40, 300, 3_000];

impl Searchable for Luffarschack {
    fn hash_key(&self) -> u64 {
        Luffarschack::hash_key(self) ^ (self.mark_count() as u64 & 1)
    }

    fn evaluate(&self) -> i32 {
        let me = self.to_move();
        let mut seen = HashSet::new();
        let mut score = 0;
        for (c, _) in self.marks() {
            for (d, &(dx, dy)) in DIRECTIONS.iter().enumerate() {
                for back in 0..5 {
                    let Some(start) = c.step(-dx, -dy, back) else {
                        continue;
                    };
                    if !seen.insert((start, d)) {
                        continue;
                    }
                    let mut counts = [0usize; 2];
                    let mut inside = true;
                    for k in 0..5 {
                        match start.step(dx, dy, k) {
                            Some(cell) if self.on_board(cell) => {
                                if let Some(m) = self.mark_at(cell) {
                                    counts[m as usize] += 1;
                                }
                            }
                            _ => inside = false,
                        }
                    }
                    if !inside || (counts[0] > 0 && counts[1] > 0) {
                        continue;
                    }
                    let (side, k) = if counts[0] > 0 {
                        (Mark::Cross, counts[0])
                    } else {
                        (Mark::Ring, counts[1])
                    };
                    let v = WINDOW_VALUE[k.min(5)];
                    score += if side == me { v } else { -v };
                }
            }
        }
        score
    }
}

/// The generic bot with the window count, at its strongest setting.
pub fn baseline_bot(seed: u64) -> Box<dyn Bot<Luffarschack>> {
    Box::new(GameBot::<Luffarschack>::new(
        SearchConfig::for_level(Level::Strongest, 10),
        seed,
    ))
}

/// The window count of a position for the player to move (exposed for tests).
pub fn window_count(g: &Luffarschack) -> i32 {
    Searchable::evaluate(g)
}
