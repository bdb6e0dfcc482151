//! Move generation speed on crowded tables, measured with a caller's clock so that the
//! same figure can be taken natively and in WebAssembly.

use crate::bots::Greedy;
use crate::game::{FargOchForm, Settings};
use crate::movegen;
use spelbord_ai::{Bot, Limits, SearchContext};
use spelbord_core::{Game, Replay, ToAct};

/// Results of [`measure_placements`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MovegenFigures {
    /// Positions whose placements were generated (repeatedly).
    pub positions: usize,
    /// Average tiles on the table in those positions.
    pub tiles_on_table: f64,
    /// Placements found in total.
    pub placements: u64,
    /// Generations run.
    pub generations: u64,
    /// Milliseconds spent generating.
    pub ms: f64,
}

impl MovegenFigures {
    /// Placements found per second.
    pub fn placements_per_second(&self) -> f64 {
        self.placements as f64 * 1000.0 / self.ms.max(1e-9)
    }
    /// Full generations per second.
    pub fn generations_per_second(&self) -> f64 {
        self.generations as f64 * 1000.0 / self.ms.max(1e-9)
    }
}

/// Crowded tables (40 tiles or more) from greedy games with seeds from `seed`.
pub fn crowded_positions(count: usize, seed: u64) -> Vec<FargOchForm> {
    let mut out = Vec::new();
    let clock: fn() -> f64 = || 0.0;
    let mut s = seed;
    while out.len() < count && s < seed + 10 * count as u64 + 10 {
        let mut r = Replay::<FargOchForm>::new(Settings { players: 2 }, s);
        let mut bots = [Greedy::new(s), Greedy::new(s + 1)];
        // Every third position once the table is crowded.
        let mut k = 0u32;
        while let ToAct::Seat(seat) = r.current().to_act() {
            let g = r.current();
            k += 1;
            if g.board.len() >= 40 && out.len() < count && k.is_multiple_of(3) {
                out.push(g.clone());
            }
            let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), clock);
            let Some(m) = bots[seat as usize].choose(&g.view(seat), &mut ctx) else {
                break;
            };
            if r.play(&m).is_err() {
                break;
            }
        }
        s += 1;
    }
    out
}

/// Generates every placement of crowded positions again and again for about
/// `budget_ms` by `clock` (milliseconds), and reports the counts.
pub fn measure_placements(clock: fn() -> f64, budget_ms: f64) -> MovegenFigures {
    let positions = crowded_positions(40, 1);
    let tiles: usize = positions.iter().map(|g| g.board.len()).sum();
    let start = clock();
    let mut placements = 0u64;
    let mut generations = 0u64;
    while clock() - start < budget_ms || generations == 0 {
        for g in &positions {
            let seat = g.turn().unwrap_or(0);
            movegen::for_each_placement(&g.board, &g.hands[seat as usize], 0, |_, _| {
                placements += 1;
            });
            generations += 1;
        }
    }
    MovegenFigures {
        positions: positions.len(),
        tiles_on_table: tiles as f64 / positions.len().max(1) as f64,
        placements,
        generations,
        ms: clock() - start,
    }
}
