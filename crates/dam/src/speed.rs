//! Speed measurements that run anywhere, WebAssembly included: the caller passes the
//! clock (`performance.now` in the browser, [`spelbord_ai::native_clock`] natively).

use crate::board::Board;
use spelbord_ai::{Limits, SearchContext};

/// How much work was done in how long.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Speed {
    /// Nodes searched (engine) or leaves counted (perft).
    pub count: u64,
    /// Milliseconds taken.
    pub ms: f64,
}

impl Speed {
    /// Work per second.
    pub fn per_second(&self) -> f64 {
        if self.ms > 0.0 {
            self.count as f64 * 1000.0 / self.ms
        } else {
            0.0
        }
    }
}

/// Positions the speed test searches: the start and a few middle games.
const POSITIONS: [&str; 4] = [
    "",
    "B:W18,21,22,23,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,8,9,10,11,15",
    "W:W17,21,22,23,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,13,14",
    "B:W14,21,23,27,K30:B3,6,9,11,K26",
];

/// Searches a fixed set of positions for `ms_each` milliseconds each with the strongest
/// engine settings and reports the nodes searched.
pub fn engine_speed(ms_each: f64, clock: fn() -> f64) -> Speed {
    let mut engine = crate::search::engine(18);
    let mut nodes = 0;
    let start = clock();
    for fen in POSITIONS {
        let board = if fen.is_empty() {
            Board::start()
        } else {
            crate::parse_fen(fen).unwrap_or_default()
        };
        let mut ctx = SearchContext::new(Limits::time(ms_each), clock);
        engine.search(&board, 0, &[board.hash], 100, 0, &mut ctx);
        nodes += ctx.nodes;
    }
    Speed {
        count: nodes,
        ms: clock() - start,
    }
}

/// Counts perft leaves from the start to `depth` (bulk counting) and times it.
pub fn perft_speed(depth: u32, clock: fn() -> f64) -> Speed {
    let start = clock();
    let count = crate::perft::perft(&Board::start(), depth);
    Speed {
        count,
        ms: clock() - start,
    }
}
