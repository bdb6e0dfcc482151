//! Prints the evaluation's parts per second natively (the same figures `cargo xtask
//! bench` prints for WebAssembly), for comparing one change quickly.
fn clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static T0: OnceLock<Instant> = OnceLock::new();
    T0.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}
fn main() {
    let (_, _, evals) = spelbord_backgammon::measure_evals(clock, 1000.0);
    let [i, n, g] = spelbord_backgammon::bot::measure_parts(clock, 300.0);
    println!(
        "evaluations/s {evals:.0}\ninputs/s {i:.0}\nforwards/s {n:.0}\nturn generations/s {g:.0}"
    );
}
