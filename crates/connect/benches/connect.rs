//! Prints perft and search speed (`cargo bench -p spelbord-connect`).
fn main() {
    for (name, value) in spelbord_connect::bench::run(spelbord_ai::native_clock) {
        println!("{name:<50} {value:>16.0}");
    }
}
