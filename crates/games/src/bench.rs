//! The speed figures of every family, measured with a clock passed in so that the same
//! code runs natively (`cargo xtask bench`) and in WebAssembly (the site's module in
//! Node), and the two can be compared in one run.

/// Runs every family's measurements; `(name, value)` pairs, rates end in `/s`.
pub fn run(clock: fn() -> f64) -> Vec<(String, f64)> {
    let mut out = spelbord_connect::bench::run(clock);
    let perft = spelbord_dam::perft_speed(9, clock);
    out.push((
        "dam perft depth 9, leaves/s".into(),
        perft.count as f64 * 1000.0 / perft.ms.max(1e-9),
    ));
    let engine = spelbord_dam::engine_speed(500.0, clock);
    out.push((
        "dam engine, nodes/s".into(),
        engine.count as f64 * 1000.0 / engine.ms.max(1e-9),
    ));
    let (_, _, evals) = spelbord_backgammon::measure_evals(clock, 1000.0);
    out.push(("backgammon network evaluations/s".into(), evals));
    let q = spelbord_farg_och_form::measure_placements(clock, 1000.0);
    out.push((
        "farg-och-form placements/s".into(),
        q.placements_per_second(),
    ));
    out
}
