//! `cargo xtask book GAME DEPTH`: solves every position of Fyra i rad or Fem i rad up to
//! DEPTH plies and writes the opening book the site ships (`www/books/GAME.bin`).
//!
//! `cargo xtask bench`: the speed figures of the rules and the computer players, natively
//! and in WebAssembly (the release site's module run by Node), with their ratio.
//! The two runs happen one after the other on the same machine, so compare the ratio,
//! not the absolute numbers, across machines.

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("bench") => bench(),
        Some("book") => book(&args[1..]),
        _ => {
            eprintln!("usage: cargo xtask bench | cargo xtask book fyra-i-rad|fem-i-rad DEPTH");
            ExitCode::from(2)
        }
    }
}

fn bench() -> ExitCode {
    println!("native:");
    let native = spelbord_games::bench::run(spelbord_ai::native_clock);
    for (k, v) in &native {
        println!("  {k:<55} {v:>14.0}");
    }
    println!("wasm (dist/spelbord_web_bg.wasm in Node; build it with `trunk build --release`):");
    let out = match Command::new("node").arg("tests/bench-wasm.mjs").output() {
        Ok(o) if o.status.success() => o,
        Ok(o) => {
            eprintln!("wasm run failed: {}", String::from_utf8_lossy(&o.stderr));
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("cannot run node: {e}");
            return ExitCode::FAILURE;
        }
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let mut wasm = Vec::new();
    for line in text.lines() {
        if let Some((k, v)) = line.rsplit_once('\t') {
            if let Ok(v) = v.trim().parse::<f64>() {
                wasm.push((k.to_string(), v));
            }
        }
    }
    for (k, v) in &wasm {
        println!("  {k:<55} {v:>14.0}");
    }
    println!("native / wasm (per-second figures):");
    for (k, v) in &native {
        if !k.ends_with("/s") {
            continue;
        }
        if let Some((_, w)) = wasm.iter().find(|(wk, _)| wk == k) {
            println!("  {k:<55} {:>14.2}", v / w.max(1e-9));
        }
    }
    ExitCode::SUCCESS
}

fn book(args: &[String]) -> ExitCode {
    use spelbord_connect_solver::{generate_book, Solver, Variant};
    let (Some(game), Some(depth)) = (args.first(), args.get(1).and_then(|d| d.parse::<u8>().ok()))
    else {
        eprintln!("usage: cargo xtask book fyra-i-rad|fem-i-rad DEPTH");
        return ExitCode::from(2);
    };
    let variant: Variant = match game.parse() {
        Ok(v) => v,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut solver = Solver::with_table_log2(24);
    let t0 = spelbord_ai::native_clock();
    let book = generate_book(variant, depth, &mut solver, |done, total, _, _| {
        if done % 256 == 0 || done == total {
            eprintln!(
                "{done}/{total} positions, {:.0} s",
                (spelbord_ai::native_clock() - t0) / 1000.0
            );
        }
    });
    match book {
        Ok(b) => {
            let bytes = b.to_bytes();
            let path = format!("www/books/{}.bin", variant.name());
            if let Err(e) = std::fs::write(&path, &bytes) {
                eprintln!("cannot write {path}: {e}");
                return ExitCode::FAILURE;
            }
            println!("{path}: {} positions, {} bytes", b.len(), bytes.len());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
