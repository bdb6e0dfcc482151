//! Times the solver on a fixed set of positions (random games from fixed seeds, cut at
//! several depths), natively, with and without the opening books:
//! `bench [--books DIR] [--limit NODES] [--depths 10,14,18]`.
//! Prints every position and, per depth and overall, the median and worst time of a full
//! analysis (all seven columns) and of a best move.

use std::time::Instant;

use spelbord_connect_solver::{validate, Book, Solver, Variant};

fn positions(variant: Variant, depth: usize, count: usize, mut seed: u64) -> Vec<String> {
    let mut out = Vec::new();
    while out.len() < count {
        let mut moves = String::new();
        let mut tries = 0;
        while moves.len() < depth && tries < 1000 {
            tries += 1;
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let next = format!("{moves}{}", 1 + seed % 7);
            if validate(variant, &next).is_ok() {
                moves = next;
            }
        }
        if moves.len() == depth {
            out.push(moves);
        }
    }
    out
}

fn stats(times: &mut [f64]) -> String {
    if times.is_empty() {
        return "-".into();
    }
    times.sort_by(f64::total_cmp);
    format!(
        "median {:.1} ms, worst {:.1} ms",
        times[times.len() / 2] * 1e3,
        times[times.len() - 1] * 1e3
    )
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let books = arg("--books").unwrap_or_else(|| "www/books".to_string());
    let limit: u64 = arg("--limit")
        .and_then(|s| s.parse().ok())
        .unwrap_or(200_000_000);
    let depths: Vec<usize> = arg("--depths")
        .unwrap_or_else(|| "8,12,16,20,24".to_string())
        .split(',')
        .filter_map(|d| d.parse().ok())
        .collect();
    let per_depth: usize = arg("--count").and_then(|s| s.parse().ok()).unwrap_or(5);
    for variant in Variant::ALL {
        let path = format!("{books}/{}.bin", variant.name());
        let book = std::fs::read(&path)
            .ok()
            .and_then(|b| Book::from_bytes(&b).ok());
        let mut modes = vec![("no book", None)];
        if let Some(b) = book {
            println!(
                "{variant}: book {path}: depth {}, {} positions",
                b.depth(),
                b.len()
            );
            modes.push(("book", Some(b)));
        }
        for (mode, book) in modes {
            let (mut all_a, mut all_b) = (Vec::new(), Vec::new());
            for &depth in &depths {
                let (mut ta, mut tb) = (Vec::new(), Vec::new());
                for (i, p) in positions(variant, depth, per_depth, 0x5EED + depth as u64)
                    .iter()
                    .enumerate()
                {
                    // A fresh solver per position, as the web worker starts with one.
                    let mut solver = Solver::new();
                    solver.set_node_limit(Some(limit));
                    if let Some(b) = &book {
                        solver.set_book(b.clone());
                    }
                    let t = Instant::now();
                    let analysis = solver.analyze(variant, p);
                    let a = t.elapsed().as_secs_f64();
                    let mut solver2 = Solver::new();
                    solver2.set_node_limit(Some(limit));
                    if let Some(b) = &book {
                        solver2.set_book(b.clone());
                    }
                    let t = Instant::now();
                    let best = solver2.best_move(variant, p);
                    let b = t.elapsed().as_secs_f64();
                    match (&analysis, &best) {
                        (Ok(an), Ok(m)) => {
                            println!(
                                "{variant} [{mode}] {i} {p}: score {} best {m}; analyse {:.1} ms ({} nodes), best move {:.1} ms",
                                an.score,
                                a * 1e3,
                                an.nodes,
                                b * 1e3
                            );
                            ta.push(a);
                            tb.push(b);
                        }
                        _ => println!(
                            "{variant} [{mode}] {i} {p}: over the {limit}-node limit ({:.0} ms / {:.0} ms)",
                            a * 1e3,
                            b * 1e3
                        ),
                    }
                }
                all_a.extend_from_slice(&ta);
                all_b.extend_from_slice(&tb);
                println!(
                    "{variant} [{mode}] depth {depth}: analyse {}; best move {}",
                    stats(&mut ta),
                    stats(&mut tb)
                );
            }
            println!(
                "{variant} [{mode}] ALL: analyse {}; best move {}",
                stats(&mut all_a),
                stats(&mut all_b)
            );
        }
    }
}
