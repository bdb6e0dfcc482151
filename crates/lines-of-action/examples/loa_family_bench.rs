//! The family's speed figures natively: the same code `cargo xtask bench` runs in the
//! release WebAssembly module, for a side-by-side ratio on one machine.

use spelbord_family::Family;

fn main() {
    for (name, value) in spelbord_lines_of_action::LinesOfAction::bench(spelbord_ai::native_clock) {
        println!("{name}\t{value:.0}");
    }
}
