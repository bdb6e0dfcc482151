//! Labels tuning positions with an external checkers engine's judgement (a teacher for
//! the evaluation, as Backgammon's nets learn from gnubg's):
//! `cargo run --release -p spelbord-dam --example guinn_label -- ENGINE DEPTH IN OUT [SKIP STEP]`.
//!
//! ENGINE speaks the line protocol of `crates/xtask/src/checkers_match.rs` and takes
//! `go depth N` (the GuiNN wrapper in `crates/xtask/peers/guinn` does); IN is a file of
//! `selfplay_data` lines. Every STEP-th line from SKIP (default 0 and 1, so that two
//! processes can share a file) is searched to DEPTH plies and written to OUT with the
//! engine's score appended, turned to Black's view. A development tool, outside CI.

#[path = "common/data.rs"]
#[allow(dead_code)]
mod data;

use spelbord_dam::{write_fen, Colour};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: guinn_label ENGINE DEPTH IN OUT [SKIP STEP]");
        std::process::exit(2);
    }
    let depth: u32 = args[1].parse().expect("DEPTH");
    let skip: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(0);
    let step: usize = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(1);
    let input = std::fs::read_to_string(&args[2]).expect("IN");
    let mut out = std::io::BufWriter::new(std::fs::File::create(&args[3]).expect("OUT"));
    // GuiNN reads its nets and database from the working directory: run it in its own.
    let engine = std::path::Path::new(&args[0]);
    let dir = engine
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let mut child = Command::new(engine.canonicalize().expect("ENGINE"))
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("engine");
    let mut to = child.stdin.take().expect("stdin");
    let mut from = BufReader::new(child.stdout.take().expect("stdout"));
    let started = std::time::Instant::now();
    let mut done = 0usize;
    for (k, line) in input.lines().enumerate() {
        if k % step != skip {
            continue;
        }
        let Some(data::Line { board: b, .. }) = data::parse(line) else {
            continue;
        };
        let turn = b.turn;
        writeln!(to, "position fen {}\ngo depth {depth}", write_fen(&b)).expect("send");
        to.flush().expect("send");
        let mut score: Option<i32> = None;
        let mut reply = String::new();
        loop {
            reply.clear();
            if from.read_line(&mut reply).expect("read") == 0 {
                panic!("the engine stopped");
            }
            if let Some(rest) = reply.strip_prefix("info score ") {
                score = rest.split_whitespace().next().and_then(|s| s.parse().ok());
            }
            if reply.starts_with("bestmove") {
                break;
            }
        }
        let Some(s) = score else { continue };
        let black = if turn == Colour::Black { s } else { -s };
        writeln!(out, "{line} {black}").expect("write");
        done += 1;
        if done.is_multiple_of(5000) {
            out.flush().ok();
            eprintln!(
                "{done} positions, {:.2} ms each",
                started.elapsed().as_secs_f64() * 1e3 / done as f64
            );
        }
    }
    writeln!(to, "quit").ok();
    drop(to);
    child.wait().ok();
    eprintln!("done: {done} positions");
}
