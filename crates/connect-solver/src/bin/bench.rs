//! Times the solver natively on the fixed positions of [`spelbord_connect_solver::bench`]
//! (random games from fixed seeds, cut at several disc counts), without and with the
//! shipped opening books: `bench [--limit NODES] [--depths 8,12,16] [--count N] [--games G] [--game GAME]
//! [--table LOG2]`
//! (G games of the strongest level from the start against random replies).
//! `cargo xtask bench-solver` runs the same positions in the browser beside these.

use spelbord_connect_solver::{bench, Solver, Variant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let limit: u64 = arg("--limit")
        .and_then(|s| s.parse().ok())
        .unwrap_or(200_000_000);
    let depths: Vec<usize> = arg("--depths")
        .unwrap_or_else(|| "8,12,16,20,24".to_string())
        .split(',')
        .filter_map(|d| d.parse().ok())
        .collect();
    let count: usize = arg("--count").and_then(|s| s.parse().ok()).unwrap_or(5);
    let clock = || {
        use std::sync::OnceLock;
        static T0: OnceLock<std::time::Instant> = OnceLock::new();
        T0.get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1e3
    };
    let table: u32 = arg("--table")
        .and_then(|s| s.parse().ok())
        .unwrap_or(spelbord_connect_solver::DEFAULT_TABLE_LOG2);
    // `--game fyra-i-rad` times one game only.
    let only: Option<Variant> = arg("--game").and_then(|g| g.parse().ok());
    for variant in Variant::ALL {
        if only.is_some_and(|o| o != variant) {
            continue;
        }
        for books in [false, true] {
            let mut solver = Solver::with_table_log2(table);
            let mode = if books {
                solver.use_shipped_books();
                match (solver.book(variant), solver.strategy(variant)) {
                    (None, None) => continue,
                    (b, s) => format!(
                        "books: full to {} discs, strategy to {} discs",
                        b.map_or(0, |b| b.depth()),
                        s.map_or(0, |s| s.max_discs())
                    ),
                }
            } else {
                "no book".to_string()
            };
            let rows = bench::run(&mut solver, variant, &depths, count, limit, clock);
            for r in &rows {
                match r.score {
                    Some(s) => println!(
                        "{variant} [{mode}] {}: score {s}, best move {:.1} ms ({} nodes), analysis {}",
                        r.moves,
                        r.best_ms,
                        r.nodes,
                        r.analysis_ms
                            .map_or("over the limit".to_string(), |ms| format!("{ms:.1} ms"))
                    ),
                    None => println!("{variant} [{mode}] {}: over the {limit}-node limit", r.moves),
                }
            }
            let games: usize = arg("--games").and_then(|s| s.parse().ok()).unwrap_or(0);
            if games > 0 {
                let moves = bench::lines(&mut solver, variant, games, limit, clock);
                for d in (0..42).step_by(4) {
                    let t: Vec<f64> = moves
                        .iter()
                        .filter(|m| m.solved && m.discs / 4 == d / 4)
                        .map(|m| m.ms)
                        .collect();
                    let over = moves
                        .iter()
                        .filter(|m| !m.solved && m.discs / 4 == d / 4)
                        .count();
                    if let Some((m, w)) = bench::median_worst(&t) {
                        println!("{variant} [{mode}] in play, {d}-{} discs: median {m:.1} ms, worst {w:.1} ms, {over} over the limit", d + 3);
                    } else if over > 0 {
                        println!(
                            "{variant} [{mode}] in play, {d}-{} discs: {over} over the limit",
                            d + 3
                        );
                    }
                }
            }
            for &d in &depths {
                let t: Vec<f64> = rows
                    .iter()
                    .filter(|r| r.discs == d && r.score.is_some())
                    .map(|r| r.best_ms)
                    .collect();
                if let Some((m, w)) = bench::median_worst(&t) {
                    println!("{variant} [{mode}] {d} discs: best move median {m:.1} ms, worst {w:.1} ms ({} of {count} within the limit)", t.len());
                }
            }
        }
    }
}
