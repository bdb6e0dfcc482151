//! Generates an opening book: `book GAME DEPTH OUT [--table LOG2]`, e.g.
//! `cargo run -p spelbord-connect-solver --release --bin book -- fyra-i-rad 8 fyra-i-rad.bin`.
//! `book GAME DEPTH --list` prints the book's positions (one move string a line) instead.
//! Run it under `nice`: it is single-threaded and long.

use std::time::Instant;

use spelbord_connect_solver::{book_positions, generate_book, Solver, Variant};

fn main() {
    if let Err(e) = run() {
        eprintln!("book: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: book GAME DEPTH (OUT [--table LOG2] | --list)";
    let variant: Variant = args.first().ok_or(usage)?.parse()?;
    let depth: u8 = args.get(1).and_then(|d| d.parse().ok()).ok_or(usage)?;
    let out = args.get(2).ok_or(usage)?;
    if out == "--list" {
        for p in book_positions(variant, depth) {
            println!("{p}");
        }
        return Ok(());
    }
    let log2 = match args.iter().position(|a| a == "--table") {
        Some(i) => args.get(i + 1).and_then(|s| s.parse().ok()).ok_or(usage)?,
        None => 24,
    };
    let mut solver = Solver::with_table_log2(log2);
    let start = Instant::now();
    let book = generate_book(variant, depth, &mut solver, |done, total, moves, score| {
        if total < 1000 || done % 256 == 0 {
            eprintln!(
                "{done}/{total} {moves} {score} {:.0} s",
                start.elapsed().as_secs_f64()
            );
        }
    })?;
    let bytes = book.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("{out}: {e}"))?;
    println!(
        "{variant} depth {depth}: {} positions, {} bytes ({:.2} bits per position), {:.0} s",
        book.len(),
        bytes.len(),
        bytes.len() as f64 * 8.0 / book.len() as f64,
        start.elapsed().as_secs_f64()
    );
    Ok(())
}
