//! Generates opening books.
//! - `book GAME DEPTH OUT [--table LOG2]`: the book of DEPTH discs, e.g.
//!   `cargo run -p spelbord-connect-solver --release --bin book -- fyra-i-rad 8 fyra-i-rad.bin`.
//! - `book GAME DEPTH --list`: the book's positions, one move string a line.
//! - `book GAME --layers MAX DIR [--table LOG2]`: one long run with one table: the start
//!   position's score and its best first moves, then the books of 1, 2, … MAX discs, each
//!   written to `DIR/GAME-dN.bin` as soon as it is complete (the table filled by the
//!   shallower layers makes the deeper ones cheaper). Prints every step with its time.
//!
//!   With `--progress FILE`, every solved position is appended to FILE as `DEPTH MOVES
//!   SCORE` the moment it is solved, and positions already in FILE are not solved again,
//!   so a run that is stopped (a session ends) resumes where it stopped.
//!
//! - `book GAME --strategy MAX OUT [--table LOG2] [--progress FILE]`: the strategy book
//!   (see `Strategy`): every position of the strongest level's own lines up to MAX discs,
//!   as either colour, with its score and move, written to OUT. With `--progress FILE`
//!   each solved position is appended as `MOVES SCORE COLUMN` (`-` for the empty board)
//!   and skipped on a rerun.
//!
//! Run it under `nice`: it is single-threaded and long.

use std::time::Instant;

use std::collections::HashMap;
use std::io::Write;

use spelbord_connect_solver::{
    book_positions, generate_book, generate_strategy, strategy_roots, Book, Solver, Strategy,
    Variant,
};

fn main() {
    if let Err(e) = run() {
        eprintln!("book: {e}");
        std::process::exit(1);
    }
}

fn table_log2(args: &[String], usage: &str) -> Result<u32, String> {
    match args.iter().position(|a| a == "--table") {
        Some(i) => Ok(args
            .get(i + 1)
            .and_then(|s| s.parse().ok())
            .ok_or(usage.to_string())?),
        None => Ok(24),
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: book GAME DEPTH (OUT [--table LOG2] | --list) | book GAME (--layers MAX DIR | --strategy MAX OUT) [--table LOG2] [--progress FILE]";
    let variant: Variant = args.first().ok_or(usage)?.parse()?;
    if args.get(1).map(String::as_str) == Some("--layers") {
        let max: u8 = args.get(2).and_then(|d| d.parse().ok()).ok_or(usage)?;
        let dir = args.get(3).ok_or(usage)?;
        let progress = args
            .iter()
            .position(|a| a == "--progress")
            .map(|i| args.get(i + 1).cloned().ok_or(usage.to_string()))
            .transpose()?;
        return layers(variant, max, dir, table_log2(&args, usage)?, progress);
    }
    if args.get(1).map(String::as_str) == Some("--strategy") {
        let max: usize = args.get(2).and_then(|d| d.parse().ok()).ok_or(usage)?;
        let out = args.get(3).ok_or(usage)?;
        let progress = args
            .iter()
            .position(|a| a == "--progress")
            .map(|i| args.get(i + 1).cloned().ok_or(usage.to_string()))
            .transpose()?;
        return strategy(variant, max, out, table_log2(&args, usage)?, progress);
    }
    let depth: u8 = args.get(1).and_then(|d| d.parse().ok()).ok_or(usage)?;
    let out = args.get(2).ok_or(usage)?;
    if out == "--list" {
        for p in book_positions(variant, depth) {
            println!("{p}");
        }
        return Ok(());
    }
    let mut solver = Solver::with_table_log2(table_log2(&args, usage)?);
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

/// Scores already solved, from a progress file: `DEPTH MOVES SCORE` lines.
fn read_progress(path: &str) -> Result<HashMap<(u8, String), i32>, String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(format!("{path}: {e}")),
    };
    let mut out = HashMap::new();
    for (n, line) in text.lines().enumerate() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let parsed = match f.as_slice() {
            [d, m, s] => d
                .parse::<u8>()
                .ok()
                .zip(s.parse::<i32>().ok())
                .map(|(d, s)| (d, m.to_string(), s)),
            _ => None,
        };
        let (d, m, s) = parsed.ok_or(format!("{path}:{}: expected DEPTH MOVES SCORE", n + 1))?;
        out.insert((d, m), s);
    }
    Ok(out)
}

fn layers(
    variant: Variant,
    max: u8,
    dir: &str,
    log2: u32,
    progress: Option<String>,
) -> Result<(), String> {
    let mut solver = Solver::with_table_log2(log2);
    let start = Instant::now();
    let known = match &progress {
        Some(p) => read_progress(p)?,
        None => HashMap::new(),
    };
    let mut log = open_progress(progress.as_deref())?;
    if !known.contains_key(&(0, "-".to_string())) {
        solver.set_trace(true);
        let (score, best) = solver.best_columns(variant, "")?;
        solver.set_trace(false);
        println!(
            "{variant} start position: score {score}, best first moves {best:?}, {} nodes, {:.0} s",
            solver.nodes(),
            start.elapsed().as_secs_f64()
        );
        if let Some(f) = log.as_mut() {
            writeln!(f, "0 - {score}").map_err(|e| e.to_string())?;
        }
    }
    for depth in 1..=max {
        let t = Instant::now();
        let positions = book_positions(variant, depth);
        let mut scores = Vec::with_capacity(positions.len());
        for (i, moves) in positions.iter().enumerate() {
            let score = match known.get(&(depth, moves.clone())) {
                Some(&s) => s,
                None => {
                    let s = solver.score(variant, moves)?;
                    if let Some(f) = log.as_mut() {
                        writeln!(f, "{depth} {moves} {s}").map_err(|e| e.to_string())?;
                    }
                    println!(
                        "  depth {depth}: {}/{} {moves} {s} ({:.0} s)",
                        i + 1,
                        positions.len(),
                        start.elapsed().as_secs_f64()
                    );
                    s
                }
            };
            scores.push((moves.clone(), score));
        }
        let book = Book::from_scores(variant, depth, &scores)?;
        let bytes = book.to_bytes();
        let path = format!("{dir}/{}-d{depth}.bin", variant.name());
        std::fs::write(&path, &bytes).map_err(|e| format!("{path}: {e}"))?;
        println!(
            "{variant} depth {depth}: {} positions, {} bytes, {:.0} s for this layer, {:.0} s in all -> {path}",
            book.len(),
            bytes.len(),
            t.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

fn strategy(
    variant: Variant,
    max: usize,
    out: &str,
    log2: u32,
    progress: Option<String>,
) -> Result<(), String> {
    let mut known: HashMap<String, (i32, u8)> = HashMap::new();
    if let Some(p) = &progress {
        match std::fs::read_to_string(p) {
            Ok(text) => {
                for (n, line) in text.lines().enumerate() {
                    let f: Vec<&str> = line.split_whitespace().collect();
                    let parsed = match f.as_slice() {
                        [m, s, c] => s.parse::<i32>().ok().zip(c.parse::<u8>().ok()).map(|k| {
                            let m = if *m == "-" { "" } else { *m };
                            (m.to_string(), k)
                        }),
                        _ => None,
                    };
                    let (m, k) =
                        parsed.ok_or(format!("{p}:{}: expected MOVES SCORE COLUMN", n + 1))?;
                    known.insert(m, k);
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(format!("{p}: {e}")),
        }
    }
    let mut log = open_progress(progress.as_deref())?;
    let mut solver = Solver::with_table_log2(log2);
    // The shipped full book settles the positions of its depth at once.
    solver.use_shipped_books();
    let start = Instant::now();
    let mut count = 0;
    let mut failed = None;
    let roots = strategy_roots();
    // Deeper and deeper, with one table: each pass writes a complete book of its depth, so
    // a run stopped early still leaves the deepest finished one in OUT.
    for depth in 0..=max {
        let solved = generate_strategy(
            variant,
            &roots,
            depth,
            &mut solver,
            &|m| known.get(m).copied(),
            &mut |m, s, c| {
                count += 1;
                let m = if m.is_empty() { "-" } else { m };
                println!(
                    "{m} {s} {c} ({count} solved, {:.0} s)",
                    start.elapsed().as_secs_f64()
                );
                if let Some(f) = log.as_mut() {
                    if let Err(e) = writeln!(f, "{m} {s} {c}") {
                        failed = Some(e.to_string());
                    }
                }
            },
        )?;
        if let Some(e) = failed.take() {
            return Err(e);
        }
        for (m, s, c) in &solved {
            known.insert(m.clone(), (*s, *c));
        }
        let book = Strategy::from_solved(variant, &roots, depth, &solved)?;
        let bytes = book.to_bytes();
        std::fs::write(out, &bytes).map_err(|e| format!("{out}: {e}"))?;
        println!(
            "{variant} strategy to {depth} discs: {} positions, {} bytes, {:.0} s -> {out}",
            book.len(),
            bytes.len(),
            start.elapsed().as_secs_f64()
        );
    }
    Ok(())
}

/// The progress file opened for appending (created if missing), if one was given.
fn open_progress(path: Option<&str>) -> Result<Option<std::fs::File>, String> {
    path.map(|p| {
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(p)
            .map_err(|e| format!("{p}: {e}"))
    })
    .transpose()
}
