//! Speed measurements that run anywhere, WebAssembly included: the caller passes the
//! clock (`performance.now` in the browser, [`spelbord_ai::native_clock`] natively).

use crate::board::Board;
use crate::game::parse_position;
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

/// Positions the speed test searches: the start and three middle games (from random
/// play, 20, 30 and 40 plies in).
pub const POSITIONS: [&str; 4] = [
    "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    "1b1bww2/2w4w/b6w/3w4/3b1w1w/ww6/7b/1bw1bbb1 b",
    "4bw2/2w1w3/3bwwb1/wb6/2w2w2/b6w/wbbb4/5b2 b",
    "2bb1w2/3w4/1wb1bwbb/w7/4bww1/ww5w/1w6/1bb5 b",
];

/// Searches [`POSITIONS`] for `ms_each` milliseconds each with the strongest engine
/// settings and reports the nodes searched.
pub fn engine_speed(ms_each: f64, clock: fn() -> f64) -> Speed {
    let mut engine = crate::search::engine(19);
    let mut nodes = 0;
    let start = clock();
    for text in POSITIONS {
        let board = parse_position(text).unwrap_or_default();
        let mut ctx = SearchContext::new(Limits::time(ms_each), clock);
        engine.search(&board, 0, &[board.hash], 99, 0, &mut ctx);
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

/// The figures for the suite's benchmark, `(name, value)` pairs, rates ending in `/s`.
pub fn run(clock: fn() -> f64) -> Vec<(String, f64)> {
    let p = perft_speed(5, clock);
    let e = engine_speed(500.0, clock);
    vec![
        (
            "lines-of-action perft depth 5, leaves/s".into(),
            p.per_second(),
        ),
        ("lines-of-action engine, nodes/s".into(), e.per_second()),
    ]
}
