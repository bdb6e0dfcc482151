//! Builds Dam's opening book with our own search, searching each position for many times
//! longer than a level thinks in play.
//!
//! `cargo run --release -p spelbord-dam --example opening_book -- search OUT.txt SECONDS
//! [MARGIN [FIRST LAST]]` searches, for each of the ballots FIRST..LAST (indices into the
//! list, default all): the ballot's position (White to move), asking for the exact score of
//! every White move within MARGIN (hundredths of a man, default 25) of the best; then, for
//! the best and up to two more of those moves, the position after it (Black to move).
//! `... search-start OUT.txt SECONDS` searches the start and every position one and two
//! plies on. Each result is appended to OUT.txt as soon as it is found (`FEN MOVE SCORE
//! DEPTH`, the score in hundredths of a man for the side to move), so a run may be stopped and the lines kept.
//!
//! `... pack OUT.bin IN.txt...` writes the book file (`crates/dam/src/book.bin`; the
//! lines it was packed from are `crates/dam/src/book.txt`). Pack with an empty
//! `book.bin` in place when the key format changes: this program is built with the book.

use spelbord_ai::{native_clock, Limits, SearchContext};
use spelbord_core::Game;
use spelbord_dam::book::{self, Entry};
use spelbord_dam::{search, write_fen, Board, Dam, DamSettings, Play, BALLOTS};
use std::io::Write;

fn think(engine: &mut search::Engine, b: &Board, seconds: f64, margin: i32) -> search::Found {
    let mut ctx = SearchContext::new(Limits::time(seconds * 1000.0), native_clock);
    engine.search(b, 0, &[b.hash], 100, margin, &mut ctx)
}

fn record(out: &mut std::fs::File, b: &Board, f: &search::Found) {
    let Some(m) = f.best else { return };
    let line = format!("{} {} {} {}", write_fen(b), m, f.score, f.depth);
    println!("{line}");
    writeln!(out, "{line}").expect("write the book text");
    out.flush().expect("flush");
}

fn after_ballot(moves: &str) -> Board {
    let mut g = Dam::new(DamSettings::default());
    for t in moves.split_whitespace() {
        let m = g.parse_move(t).expect("a ballot move");
        g.try_play(&m).expect("a legal ballot move");
    }
    *g.board()
}

fn children(b: &Board) -> Vec<Board> {
    let mut moves: Vec<Play> = Vec::new();
    b.generate(&mut moves);
    moves.iter().map(|m| b.apply(m)).collect()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map(String::as_str).unwrap_or("");
    let open = |p: &str| {
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(p)
            .expect("open the output")
    };
    match mode {
        "search" => {
            let mut out = open(&args[1]);
            let seconds: f64 = args[2].parse().expect("SECONDS");
            let margin: i32 = args.get(3).map_or(25, |s| s.parse().expect("MARGIN"));
            let first: usize = args.get(4).map_or(0, |s| s.parse().expect("FIRST"));
            let last: usize = args
                .get(5)
                .map_or(BALLOTS.len(), |s| s.parse().expect("LAST"));
            let mut engine = search::engine(22);
            for &(acf, moves) in &BALLOTS[first..last.min(BALLOTS.len())] {
                let b = after_ballot(moves);
                let f = think(&mut engine, &b, seconds, margin);
                eprintln!("ballot {acf}");
                record(&mut out, &b, &f);
                let mut near: Vec<(Play, i32)> = f
                    .root_scores
                    .iter()
                    .filter(|&&(_, s)| s >= f.score - margin)
                    .copied()
                    .collect();
                near.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
                if near.is_empty() {
                    near.extend(f.best.map(|m| (m, f.score)));
                }
                for (m, _) in near.into_iter().take(3) {
                    // A forced reply (a capture) is no decision: the book files the
                    // position after it, whoever is then to move.
                    let mut c = b.apply(&m);
                    while let [only] = children(&c)[..] {
                        c = only;
                    }
                    if c.has_moves() {
                        let f = think(&mut engine, &c, seconds, 0);
                        record(&mut out, &c, &f);
                    }
                }
            }
        }
        "search-start" => {
            let mut out = open(&args[1]);
            let seconds: f64 = args[2].parse().expect("SECONDS");
            let mut engine = search::engine(22);
            let start = Board::start();
            let mut todo = vec![start];
            for one in children(&start) {
                todo.push(one);
                todo.extend(children(&one));
            }
            for b in todo {
                if children(&b).len() < 2 {
                    continue;
                }
                let f = think(&mut engine, &b, seconds, 0);
                record(&mut out, &b, &f);
            }
        }
        "pack" => {
            let mut entries = Vec::new();
            for path in &args[2..] {
                let text = std::fs::read_to_string(path).expect("read the book text");
                for line in text.lines() {
                    let f: Vec<&str> = line.split_whitespace().collect();
                    let g = Dam::from_settings(DamSettings {
                        huffing: false,
                        fen: f[0].to_string(),
                    })
                    .expect("a FEN");
                    let m = g.parse_move(f[1]).expect("a move");
                    let spelbord_dam::Move::Play(p) = m else {
                        panic!("not a play: {line}")
                    };
                    entries.push(Entry {
                        key: book::key(g.board()),
                        from: p.from(),
                        to: p.to(),
                    });
                }
            }
            let bytes = book::write(&entries);
            std::fs::write(&args[1], &bytes).expect("write the book");
            eprintln!(
                "{} entries, {} bytes",
                bytes.len() / book::ENTRY,
                bytes.len()
            );
        }
        _ => eprintln!("usage: opening_book search OUT.txt SECONDS [MARGIN [FIRST LAST]] | search-start OUT.txt SECONDS | pack OUT.bin IN.txt..."),
    }
}
