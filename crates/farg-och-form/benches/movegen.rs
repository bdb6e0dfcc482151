//! Placements per second on crowded tables (plain main: `cargo bench --bench movegen`).
use spelbord_ai::native_clock;
use spelbord_farg_och_form::measure_placements;

fn main() {
    let f = measure_placements(native_clock, 3000.0);
    println!(
        "move generation: {} positions, {:.1} tiles on the table on average",
        f.positions, f.tiles_on_table
    );
    println!(
        "{} generations, {} placements in {:.0} ms: {:.0} placements/s, {:.0} generations/s ({:.1} placements per position)",
        f.generations,
        f.placements,
        f.ms,
        f.placements_per_second(),
        f.generations_per_second(),
        f.placements as f64 / f.generations.max(1) as f64
    );
}
