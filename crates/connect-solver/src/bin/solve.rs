//! Solves positions given on the command line or one per line on standard input:
//! `solve fyra-i-rad 4453` prints the score and the score of every column.
//! Options: `--table LOG2` (table size), `--book FILE`, `--score` (only the score),
//! `--trace` (print every root probe to stderr), `--probe S` (only whether the score is
//! greater than S: one null-window test).

use std::io::BufRead;
use std::time::Instant;

use spelbord_connect_solver::{Book, Solver, Variant};

fn main() {
    if let Err(e) = run() {
        eprintln!("solve: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut log2 = spelbord_connect_solver::DEFAULT_TABLE_LOG2;
    let mut book = None;
    let mut score_only = false;
    let mut trace = false;
    let mut probe = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--table" => {
                log2 = args
                    .get(i + 1)
                    .and_then(|s| s.parse().ok())
                    .ok_or("--table LOG2")?;
                args.drain(i..i + 2);
            }
            "--book" => {
                let path = args.get(i + 1).ok_or("--book FILE")?.clone();
                let bytes = std::fs::read(&path).map_err(|e| format!("{path}: {e}"))?;
                book = Some(Book::from_bytes(&bytes)?);
                args.drain(i..i + 2);
            }
            "--probe" => {
                probe = Some(
                    args.get(i + 1)
                        .and_then(|s| s.parse::<i32>().ok())
                        .ok_or("--probe SCORE")?,
                );
                args.drain(i..i + 2);
            }
            "--trace" => {
                trace = true;
                args.remove(i);
            }
            "--score" => {
                score_only = true;
                args.remove(i);
            }
            _ => i += 1,
        }
    }
    let variant: Variant = args
        .first()
        .ok_or("usage: solve GAME [MOVES...] [--table LOG2] [--book FILE] [--score]")?
        .parse()?;
    let mut solver = Solver::with_table_log2(log2);
    solver.set_trace(trace);
    if let Some(b) = book {
        solver.set_book(b);
    }
    let positions: Vec<String> = if args.len() > 1 {
        args[1..].to_vec()
    } else {
        std::io::stdin()
            .lock()
            .lines()
            .map_while(Result::ok)
            .collect()
    };
    for p in positions {
        let p = p.trim();
        let t = Instant::now();
        if let Some(bound) = probe {
            match solver.probe(variant, p, bound) {
                Ok(above) => println!(
                    "{p} score {} {bound} nodes={} {:.3}s",
                    if above { ">" } else { "<=" },
                    solver.nodes(),
                    t.elapsed().as_secs_f64()
                ),
                Err(e) => println!("{p} error: {e}"),
            }
            continue;
        }
        if score_only {
            let s = solver.score(variant, p);
            let secs = t.elapsed().as_secs_f64();
            match s {
                Ok(s) => println!("{p} {s} nodes={} {secs:.3}s", solver.nodes()),
                Err(e) => println!("{p} error: {e}"),
            }
            continue;
        }
        match solver.analyze(variant, p) {
            Ok(a) => {
                let cols: Vec<String> = a
                    .columns
                    .iter()
                    .map(|c| c.map_or("-".to_string(), |s| s.to_string()))
                    .collect();
                println!(
                    "{p} score={} columns=[{}] nodes={} {:.3}s",
                    a.score,
                    cols.join(","),
                    a.nodes,
                    t.elapsed().as_secs_f64()
                );
            }
            Err(e) => println!("{p} error: {e}"),
        }
    }
    Ok(())
}
