//! Builds the opening book of the placing phase (`crates/morris/src/book.rs`) by our own
//! deep search, offline:
//!
//! `cargo run --release -p spelbord-morris --example book_build -- OUT [MS] [PLIES]
//! [FULL] [MAX] [EPS] [GAME]`
//!
//! From the empty board, breadth first: every position gets a search of MS milliseconds
//! (default 8000) with exact scores for the moves near the best; the moves within EPS
//! (default 5 hundredths of a man) of the best are its book moves. Up to ply FULL
//! (default 1) every reply is followed, so any first move meets the book; after that only
//! the book moves, both sides' (the lines the strongest level itself plays), to PLIES
//! (default 8) men placed, at most MAX positions (default 200). Positions alike by
//! symmetry or colour are searched once. GAME is `kvarn` (default), `kvarn-12` or
//! `tre-i-rad`. The file is rewritten after every position, so a build cut short keeps
//! what it found; each position's line is printed.

use spelbord_ai::{native_clock, Limits, SearchContext};
use spelbord_morris::book::{canonical, names, Book};
use spelbord_morris::search::{engine, WIN_BOUND};
use spelbord_morris::{MorrisSettings, Pos, Rules, Variant};
use std::collections::{HashSet, VecDeque};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(out) = args.first() else {
        eprintln!("usage: book_build OUT [MS] [PLIES] [FULL] [MAX] [EPS] [GAME]");
        std::process::exit(2);
    };
    let num = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (ms, plies, full, max, eps) = (
        num(1, 8000) as f64,
        num(2, 8) as u32,
        num(3, 1) as u32,
        num(4, 200) as usize,
        num(5, 5) as i32,
    );
    let v = args
        .get(6)
        .and_then(|id| Variant::from_id(id))
        .unwrap_or(Variant::Kvarn);
    let rules = Rules::of(&MorrisSettings::new(v));
    let mut e = engine(rules, 22);
    let mut book = Book::default();
    let start = Pos::start(v.men(), 0);
    let mut queue = VecDeque::from([(start, 0u32)]);
    let mut seen = HashSet::from([canonical(&start).0]);
    let t0 = Instant::now();
    let mut moves = Vec::new();
    while let Some((p, ply)) = queue.pop_front() {
        if book.len() >= max {
            break;
        }
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        e.root_moves.clear();
        let found = e.search(&p, 0, &[p.key()], 80, eps.max(1), &mut ctx);
        let best = found
            .root_scores
            .iter()
            .map(|&(_, s)| s)
            .max()
            .unwrap_or(found.score);
        let chosen: Vec<_> = found
            .root_scores
            .iter()
            .filter(|&&(_, s)| s >= best - eps && (s < WIN_BOUND || s == best))
            .map(|&(m, _)| m)
            .collect();
        let chosen = if chosen.is_empty() {
            found.best.into_iter().collect()
        } else {
            chosen
        };
        if chosen.is_empty() {
            continue;
        }
        book.insert(&p, &chosen);
        println!(
            "ply {ply} men {} {}: depth {} score {best} moves {} ({} positions, {:.0} s)",
            names_of(&p.men[0]),
            names_of(&p.men[1]),
            found.depth,
            names(&chosen),
            book.len(),
            t0.elapsed().as_secs_f64()
        );
        if let Err(err) = std::fs::write(out, book.to_bytes()) {
            eprintln!("cannot write {out}: {err}");
            std::process::exit(1);
        }
        if ply + 1 >= plies {
            continue;
        }
        // Every reply while `full`, then the book's own moves.
        moves.clear();
        if ply < full {
            p.generate(&rules, &mut moves);
        } else {
            moves.extend(chosen.iter().copied());
        }
        for m in &moves {
            let mut c = p;
            c.apply(&rules, m);
            if c.hand[c.turn as usize & 1] == 0 || c.total(0) <= 2 || c.total(1) <= 2 {
                continue;
            }
            if seen.insert(canonical(&c).0) {
                queue.push_back((c, ply + 1));
            }
        }
    }
    println!(
        "{} positions, {} bytes, {:.0} s",
        book.len(),
        book.to_bytes().len(),
        t0.elapsed().as_secs_f64()
    );
}

fn names_of(bits: &u32) -> String {
    spelbord_morris::board::points_of(*bits)
        .map(|q| spelbord_morris::board::point_name(q).to_string())
        .collect::<Vec<_>>()
        .join(",")
}
