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

/// Positions the speed test searches: the start and two middle games.
const POSITIONS: [&str; 3] = [
    "",
    "WW.WW/W.WWW/B..W./BB.BB/B.BBB b",
    "W..W./.W.W./..B../B.B.W/...B. w",
];

/// Searches a fixed set of positions for `ms_each` milliseconds each with the strongest
/// engine settings and reports the nodes searched.
pub fn engine_speed(ms_each: f64, clock: fn() -> f64) -> Speed {
    let mut engine = crate::search::engine(18);
    let mut nodes = 0;
    let start = clock();
    for text in POSITIONS {
        let board = if text.is_empty() {
            Board::start()
        } else {
            Board::from_position(text).unwrap_or_default()
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

/// Counts perft leaves from the start to `depth` and times it.
pub fn perft_speed(depth: u32, clock: fn() -> f64) -> Speed {
    let start = clock();
    let count = crate::perft::perft(&Board::start(), depth);
    Speed {
        count,
        ms: clock() - start,
    }
}
