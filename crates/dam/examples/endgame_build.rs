//! Solves Dam's endgame database and writes it as a file:
//! `cargo run --release -p spelbord-dam --example endgame_build -- PIECES OUT`
//! (e.g. `4 crates/dam/data/endgame4.bin`). Prints the size, the time, and how many
//! positions are won, lost and drawn for the side to move.

use spelbord_dam::endgame::Tables;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pieces: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(4);
    let out = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| format!("endgame{pieces}.bin"));
    let t0 = Instant::now();
    let tables = Tables::generate(pieces);
    let secs = t0.elapsed().as_secs_f64();
    let bytes = tables.to_bytes();
    if let Err(e) = std::fs::write(&out, &bytes) {
        eprintln!("cannot write {out}: {e}");
        std::process::exit(1);
    }
    let [w, l, d] = tables.counts();
    println!(
        "{pieces}-piece database: {} bytes in {out}, solved in {secs:.1} s; Black to move: {w} won, {l} lost, {d} drawn",
        bytes.len()
    );
}
