//! The speed figures of every family compiled in, measured with a clock passed in so
//! that the same code runs natively (`cargo xtask bench`) and in WebAssembly (each
//! family's module in Node), and the two can be compared in one run.

/// Runs every family's measurements; `(name, value)` pairs, rates end in `/s`.
pub fn run(clock: fn() -> f64) -> Vec<(String, f64)> {
    crate::families()
        .iter()
        .flat_map(|f| (f.bench)(clock))
        .collect()
}
