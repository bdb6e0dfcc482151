//! Speed figures that run anywhere, WebAssembly included (the caller passes the clock:
//! `performance.now` in the browser, [`spelbord_ai::native_clock`] natively), so
//! `cargo xtask bench` prints the same figures natively and in the release module.

use crate::board::{Pos, Rules};
use crate::endgame::Table;
use crate::game::Morris;
use crate::search::engine;
use crate::settings::{First, MorrisSettings, Variant};
use spelbord_ai::{Limits, SearchContext};
use spelbord_core::{Game, Rng};

/// The start with `plies` random turns played (the same for a given seed).
pub fn opening(v: Variant, seed: u64, plies: usize) -> Morris {
    let mut rng = Rng::new(seed * 7919 + 1);
    let mut g = Morris::new(MorrisSettings::new(v).with_first(First::White));
    let mut moves = Vec::new();
    for _ in 0..plies {
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        g.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
    }
    g
}

/// Perft leaves from the start of `v` to `depth`, and the milliseconds taken.
pub fn perft_speed(v: Variant, depth: u32, clock: fn() -> f64) -> (u64, f64) {
    let s = MorrisSettings::new(v).with_first(First::White);
    let p = Pos::start(v.men(), 0);
    let t = clock();
    let n = crate::perft::perft(&p, &Rules::of(&s), depth);
    (n, clock() - t)
}

/// Engine nodes searched in `ms` milliseconds from a position of the moving phase (all
/// men placed by random turns), and the milliseconds taken.
pub fn engine_speed(v: Variant, ms: f64, clock: fn() -> f64) -> (u64, f64) {
    let g = opening(v, 3, if v == Variant::Kvarn12 { 24 } else { 18 });
    let mut e = engine(*g.rules(), 20);
    let mut ctx = SearchContext::new(Limits::time(ms), clock);
    let t = clock();
    e.search(g.pos(), 0, g.game_keys(), 60, 0, &mut ctx);
    (ctx.nodes, clock() - t)
}

/// The figures: perft leaves/s (depth 5 from the start) and engine nodes/s for each
/// game, and the milliseconds to build the table of three flying men against three.
pub fn run(clock: fn() -> f64) -> Vec<(String, f64)> {
    let mut out = Vec::new();
    for v in Variant::ALL {
        let (n, ms) = perft_speed(v, 5, clock);
        out.push((
            format!("morris {} perft 5 leaves/s", v.id()),
            n as f64 * 1000.0 / ms.max(1e-3),
        ));
        let (n, ms) = engine_speed(v, 1000.0, clock);
        out.push((
            format!("morris {} engine nodes/s", v.id()),
            n as f64 * 1000.0 / ms.max(1e-3),
        ));
    }
    let t = clock();
    let table = Table::build();
    out.push(("morris endgame 3v3 table build ms".into(), clock() - t));
    out.push((
        "morris endgame 3v3 longest win plies".into(),
        table.longest as f64,
    ));
    out
}
