//! `cargo xtask book GAME DEPTH`: solves every position of Fyra i rad or Fem i rad with
//! DEPTH discs and writes the full book the site ships
//! (`crates/connect-solver/books/GAME.bin`). `cargo xtask book GAME --strategy MAX`: the
//! strategy book of the strongest level's lines to MAX discs
//! (`crates/connect-solver/books/GAME-strategy.bin`), resuming from its progress file.
//!
//! `cargo xtask popout-match GAMES MS [FACTOR]`: PopOut games (Fyra i rad) between the
//! strongest level with its PopOut-aware evaluation (FACTOR times the time, default 1) and
//! the old bot (the drop-only search at the Hard level, MS per move); every seeded opening
//! (two random moves) is played once with each colour. Prints the score with a 95 %
//! interval and the results per colour.
//!
//! `cargo xtask bench-solver [DISCS [COUNT [LIMIT [GAMES]]]]`: the perfect-play solver's time per
//! position on a fixed set (COUNT positions for each disc count in DISCS, e.g.
//! `0,4,8,12`), natively and in headless Chromium on the release site, without and with
//! the shipped opening books: median and worst per disc count, and how many positions
//! went over LIMIT nodes (the browser's budget for one second is ~3 M nodes). With GAMES,
//! also the strongest level's time per move in GAMES games from the start against random
//! replies (`cargo xtask bench-solver DISCS COUNT LIMIT GAMES`).
//!
//! `cargo xtask bench`: the speed figures of the rules and the computer players, natively
//! and in WebAssembly (the release site's module run by Node), with their ratio.
//! The two runs happen one after the other on the same machine, so compare the ratio,
//! not the absolute numbers, across machines. `--rounds N` keeps each figure's best of N
//! rounds and `--cpu-clock` times by CPU time (a shared machine's load moves single runs
//! a lot), `--compare FILE` sets the figures beside an earlier run's saved output, and
//! SPELBORD_DIST measures another build of the site than dist/.

mod bg_quiz;
mod bg_vs_gnubg;
mod checkers_match;
mod fuzz;
mod gomocup_match;
mod match_clock;
mod morris_match;

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("bench") => bench(&args[1..]),
        Some("book") => book(&args[1..]),
        Some("popout-match") => popout_match(&args[1..]),
        Some("bench-solver") => bench_solver(&args[1..]),
        Some("fuzz") => fuzz::fuzz(&args[1..]),
        Some("bg-vs-gnubg") => bg_vs_gnubg::run(&args[1..]),
        Some("bg-quiz") => bg_quiz::run(&args[1..]),
        Some("checkers-vs") => checkers_match::run(&args[1..]),
        Some("gomocup-vs") => gomocup_match::run(&args[1..]),
        Some("morris-vs") => morris_match::run(&args[1..]),
        _ => {
            eprintln!(
                "usage: cargo xtask bench | cargo xtask book fyra-i-rad|fem-i-rad (DEPTH | --strategy MAX) | cargo xtask popout-match GAMES MS | cargo xtask bench-solver [DISCS [COUNT [LIMIT]]] | cargo xtask bg-vs-gnubg [--games N] [--matches M] [--length L] [--plies P] [--jobs J] [--level L] | cargo xtask bg-quiz | cargo xtask fuzz [SECONDS] [SEED] | cargo xtask checkers-vs ENGINE [...] | cargo xtask gomocup-vs BRAIN_A BRAIN_B [...] | cargo xtask morris-vs ENGINE [...]"
            );
            ExitCode::from(2)
        }
    }
}

/// `cargo xtask bench [--cpu-clock] [--rounds N] [--compare FILE]`. The machine is often
/// shared, so one run's figures move with the others' load: `--cpu-clock` times both
/// sides by the CPU time they get instead of the wall clock (natively this thread's, from
/// /proc; in Node the process's), which a busy neighbour hardly moves; with N rounds
/// (native, then wasm, N times) each figure keeps its best round (the least disturbed
/// one: the highest rate, the lowest time). With FILE (an earlier run's saved output) it
/// also prints every figure's wasm value and native/wasm ratio then and now.
fn bench(args: &[String]) -> ExitCode {
    let usage = "usage: cargo xtask bench [--cpu-clock] [--rounds N] [--compare FILE]";
    let mut rounds = 1usize;
    let mut compare = None;
    let mut cpu = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--cpu-clock" {
            cpu = true;
            continue;
        }
        match (a.as_str(), it.next()) {
            ("--rounds", Some(n)) if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                rounds = n.parse().unwrap_or(1);
            }
            ("--compare", Some(f)) => compare = Some(f.clone()),
            _ => {
                eprintln!("{usage}");
                return ExitCode::from(2);
            }
        }
    }
    let then = match compare.as_deref().map(std::fs::read_to_string) {
        None => None,
        Some(Ok(text)) => Some(text),
        Some(Err(e)) => {
            eprintln!("cannot read the file to compare with: {e}");
            return ExitCode::FAILURE;
        }
    };
    let dist = std::env::var("SPELBORD_DIST").unwrap_or_else(|_| "dist".into());
    let mut native: Vec<(String, f64)> = Vec::new();
    let mut wasm: Vec<(String, f64)> = Vec::new();
    for round in 0..rounds {
        if rounds > 1 {
            eprintln!("round {} of {rounds} ...", round + 1);
        }
        let clock = if cpu {
            cpu_clock
        } else {
            spelbord_ai::native_clock
        };
        keep_best(&mut native, spelbord_games::bench::run(clock));
        let mut node = Command::new("node");
        node.arg("tests/bench-wasm.mjs");
        if cpu {
            node.env("SPELBORD_BENCH_CLOCK", "cpu");
        }
        let out = match node.output() {
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
        let figures = text
            .lines()
            .filter_map(|line| {
                let (k, v) = line.rsplit_once('\t')?;
                Some((k.to_string(), v.trim().parse::<f64>().ok()?))
            })
            .collect();
        keep_best(&mut wasm, figures);
    }
    let mut best = if rounds > 1 {
        format!(", best of {rounds} rounds")
    } else {
        String::new()
    };
    if cpu {
        best.push_str(", CPU time");
    }
    println!("native{best}:");
    for (k, v) in &native {
        println!("  {k:<55} {v:>14.0}");
    }
    println!(
        "wasm ({dist}/wasm/<family>_bg.wasm in Node{best}; build it with `trunk build --release`):"
    );
    for (k, v) in &wasm {
        println!("  {k:<55} {v:>14.0}");
    }
    println!("native / wasm (per-second figures):");
    let mut ratios = Vec::new();
    for (k, v) in &native {
        if !k.ends_with("/s") {
            continue;
        }
        if let Some((_, w)) = wasm.iter().find(|(wk, _)| wk == k) {
            let r = v / w.max(1e-9);
            println!("  {k:<55} {r:>14.2}");
            ratios.push((k.clone(), r));
        }
    }
    if let (Some(text), Some(file)) = (then, compare) {
        let wasm_then = section(&text, "wasm");
        let ratio_then = section(&text, "native / wasm");
        println!("compared with {file} (wasm figure then, now; native/wasm ratio then, now):");
        for (k, r) in &ratios {
            let get = |s: &[(String, f64)]| s.iter().find(|(sk, _)| sk == k).map(|(_, v)| *v);
            let w = wasm.iter().find(|(wk, _)| wk == k).map_or(0.0, |(_, v)| *v);
            let cell = |v: Option<f64>, prec: usize| {
                v.map_or_else(|| "-".to_string(), |v| format!("{v:.prec$}"))
            };
            println!(
                "  {k:<55} {:>12} {w:>12.0} {:>7} {r:>7.2}",
                cell(get(&wasm_then), 0),
                cell(get(&ratio_then), 2),
            );
        }
    }
    ExitCode::SUCCESS
}

/// Milliseconds of CPU time this thread has had (the first field of Linux's
/// /proc/thread-self/schedstat): the benchmarks run on one thread, and unlike the wall
/// clock this does not count the time other processes had the core. The kernel adds to
/// that figure only at its timer tick (4 ms here) or a switch, which is too coarse for the
/// shorter measurements, so between two steps the wall clock fills in, at most one tick,
/// and the result never goes back. A measurement of only a few ticks is still off by up
/// to a tick either way (Stumphog's perft and Luffarschack's VCF set natively read 1.5
/// to 7 times too fast once): for those, the wall clock on a quiet machine. Without /proc
/// (not Linux) it is the wall clock.
pub(crate) fn cpu_clock() -> f64 {
    use std::cell::Cell;
    const TICK_MS: f64 = 4.0;
    thread_local! {
        // (the last schedstat figure, the wall clock when it was first read, the last result)
        static LAST: Cell<(f64, f64, f64)> = const { Cell::new((f64::NAN, 0.0, 0.0)) };
    }
    let wall = spelbord_ai::native_clock();
    let Some(cpu) = std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map(|ns| ns / 1e6)
    else {
        return wall;
    };
    LAST.with(|last| {
        let (seen, since, out) = last.get();
        let (since, now) = if cpu == seen {
            (since, cpu + (wall - since).min(TICK_MS))
        } else {
            (wall, cpu)
        };
        let now = now.max(out);
        last.set((cpu, since, now));
        now
    })
}

/// Folds one round's figures into the best so far: rates (`/s`) keep the highest, times
/// (` ms`) the lowest, anything else (counts, which do not vary) the latest.
fn keep_best(best: &mut Vec<(String, f64)>, round: Vec<(String, f64)>) {
    for (k, v) in round {
        match best.iter_mut().find(|(bk, _)| *bk == k) {
            None => best.push((k, v)),
            Some((_, b)) if k.ends_with("/s") => *b = b.max(v),
            Some((_, b)) if k.ends_with(" ms") => *b = b.min(v),
            Some((_, b)) => *b = v,
        }
    }
}

/// The `name value` lines of one section of a saved `cargo xtask bench` output: the
/// section whose header line starts with `header` (the indented lines below it).
fn section(text: &str, header: &str) -> Vec<(String, f64)> {
    text.lines()
        .skip_while(|l| !l.starts_with(header))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| {
            let (k, v) = l.trim().rsplit_once(' ')?;
            Some((k.trim().to_string(), v.parse().ok()?))
        })
        .collect()
}

/// `cargo xtask book GAME DEPTH` (the full book of DEPTH discs) or `cargo xtask book GAME
/// --strategy MAX` (the strongest level's lines to MAX discs, resuming from the committed
/// progress file): runs the solver crate's `book` program with a 1 GiB table and writes
/// into `crates/connect-solver/books/`, where the build embeds the books.
fn book(args: &[String]) -> ExitCode {
    const DIR: &str = "crates/connect-solver/books";
    let usage = "usage: cargo xtask book fyra-i-rad|fem-i-rad (DEPTH | --strategy MAX)";
    let Some(game) = args
        .first()
        .filter(|g| matches!(g.as_str(), "fyra-i-rad" | "fem-i-rad"))
    else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let mut book_args: Vec<String> = vec![game.clone()];
    match (args.get(1).map(String::as_str), args.get(2)) {
        (Some("--strategy"), Some(max)) if max.parse::<u8>().is_ok() => {
            book_args.extend([
                "--strategy".into(),
                max.clone(),
                format!("{DIR}/{game}-strategy.bin"),
                "--progress".into(),
                format!("{DIR}/progress/{game}-strategy.txt"),
            ]);
        }
        (Some(depth), None) if depth.parse::<u8>().is_ok() => {
            book_args.extend([depth.to_string(), format!("{DIR}/{game}.bin")]);
        }
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    }
    book_args.extend(["--table".into(), "27".into()]);
    let status = Command::new("cargo")
        .args([
            "run",
            "--release",
            "-p",
            "spelbord-connect-solver",
            "--bin",
            "book",
            "--",
        ])
        .args(&book_args)
        .status();
    match status {
        Ok(s) if s.success() => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("cannot run cargo: {e}");
            ExitCode::FAILURE
        }
    }
}

/// PopOut games (Fyra i rad): the new strongest PopOut level (the PopOut-aware search)
/// against the old spine's bot (the Hard level with the drop-only evaluation), `MS` per
/// move each (times `FACTOR` for the new bot, default 1: equal time), colours alternating,
/// each opening (two random moves from a fixed seed) played once with each colour.
fn popout_match(args: &[String]) -> ExitCode {
    use spelbord_ai::{Bot, Level, Limits, SearchContext};
    use spelbord_connect::{legacy_searcher, popout_searcher, Connect, ConnectSettings, Variant};
    use spelbord_core::{Game, Outcome, Rng};
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let ms: f64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100.0);
    let factor: f64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1.0);
    // A game this long is scored a draw (the repetition rule normally ends it first).
    const MAX_PLIES: u32 = 400;
    let settings = ConnectSettings::new(Variant::Fyra).with_popout(true);
    let (mut wins, mut draws, mut losses, mut capped, mut plies) = (0, 0, 0, 0, 0u64);
    // Wins of the new bot playing Red, and losses to the old one playing Red.
    let (mut red_wins, mut red_losses) = (0, 0);
    let mut moves = Vec::new();
    for i in 0..games {
        let new_seat = (i % 2) as u8;
        let mut new = popout_searcher(Level::Strongest, i as u64);
        let mut old = legacy_searcher(Level::Hard, i as u64);
        let mut g = Connect::new(settings);
        let mut rng = Rng::new(1000 + (i / 2) as u64);
        let mut record = Vec::new();
        for _ in 0..2 {
            g.legal_moves(&mut moves);
            let m = moves[rng.below(moves.len() as u64) as usize];
            record.push(m.to_string());
            g.play_unchecked(&m);
        }
        while let Some(seat) = g.seat_to_move() {
            if g.plies() >= MAX_PLIES {
                capped += 1;
                break;
            }
            let m = if seat == new_seat {
                let mut ctx =
                    SearchContext::new(Limits::time(factor * ms), spelbord_ai::native_clock);
                new.search(&g, &mut ctx)
            } else {
                let mut ctx = SearchContext::new(Limits::time(ms), spelbord_ai::native_clock);
                Bot::<Connect>::choose(&mut old, &g, &mut ctx)
            };
            let Some(m) = m else {
                break;
            };
            record.push(m.to_string());
            g.play_unchecked(&m);
        }
        if std::env::var_os("POPOUT_RECORDS").is_some() {
            eprintln!(
                "game {i}: new bot {}: {:?} {}",
                if new_seat == 0 { "Red" } else { "Yellow" },
                g.outcome(),
                record.join(" ")
            );
        }
        plies += g.plies() as u64;
        match g.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == new_seat => {
                wins += 1;
                red_wins += usize::from(new_seat == 0);
            }
            Some(Outcome::Win { .. }) => {
                losses += 1;
                red_losses += usize::from(new_seat == 1);
            }
            _ => draws += 1,
        }
        if (i + 1) % 20 == 0 {
            eprintln!("{} games: +{wins} ={draws} -{losses}", i + 1);
        }
    }
    let n = (wins + draws + losses).max(1) as f64;
    let p = (wins as f64 + 0.5 * draws as f64) / n;
    // The 95% interval of the mean score per game (normal approximation).
    let var = (wins as f64 * (1.0 - p).powi(2)
        + draws as f64 * (0.5 - p).powi(2)
        + losses as f64 * p.powi(2))
        / n;
    let half = 1.96 * (var / n).sqrt();
    println!(
        "PopOut (fyra-i-rad), new strongest PopOut bot ({:.0} ms) vs the old spine's bot \
         (Hard, drop-only evaluation, {ms:.0} ms) over {games} games: +{wins} ={draws} -{losses}, \
         score {:.1}% (95% interval {:.1}%..{:.1}%), {:.0} plies a game on average; the new bot won {red_wins} \
         of its {} games as Red and {} as Yellow, the old bot {red_losses} as Red{}",
        factor * ms,
        100.0 * p,
        100.0 * (p - half).max(0.0),
        100.0 * (p + half).min(1.0),
        plies as f64 / n,
        games.div_ceil(2),
        wins - red_wins,
        if capped > 0 {
            format!(", {capped} stopped at {MAX_PLIES} plies and scored drawn")
        } else {
            String::new()
        }
    );
    ExitCode::SUCCESS
}

/// Median / worst in ms and the number of positions over the node limit, as a table cell.
fn solver_cell(times: &[f64], over: usize) -> String {
    match spelbord_connect_solver::bench::median_worst(times) {
        Some((m, w)) if over == 0 => format!("{m:.0} / {w:.0}"),
        Some((m, w)) => format!("{m:.0} / {w:.0} ({over} over)"),
        None => format!("- ({over} over)"),
    }
}

fn bench_solver(args: &[String]) -> ExitCode {
    use spelbord_connect_solver::{bench, Solver, Variant};
    let discs_arg = args
        .first()
        .cloned()
        .unwrap_or_else(|| "0,2,4,6,8,10,12,16,20,24".to_string());
    let count: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let limit: u64 = args
        .get(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20_000_000);
    let games: usize = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0);
    let discs: Vec<usize> = discs_arg
        .split(',')
        .filter_map(|d| d.parse().ok())
        .collect();
    eprintln!("browser run (headless Chromium, dist/ must hold the release build) ...");
    let browser = match Command::new("node")
        .args([
            "tests/bench-solver.mjs",
            &discs_arg,
            &count.to_string(),
            &limit.to_string(),
            &games.to_string(),
        ])
        .output()
    {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).to_string(),
        Ok(o) => {
            eprintln!("browser run failed: {}", String::from_utf8_lossy(&o.stderr));
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("cannot run node: {e}");
            return ExitCode::FAILURE;
        }
    };
    let browser: Vec<serde_json::Value> = browser
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    println!("Solver time per position, ms: median / worst (positions over {limit} nodes); {count} positions per disc count");
    println!(
        "best = score and best move (the strongest level); analysis = every column's exact score"
    );
    for variant in Variant::ALL {
        for books in [false, true] {
            let mut solver = Solver::new();
            if books {
                solver.use_shipped_books();
                let full = solver.book(variant).map(|b| {
                    format!(
                        "full book of depth {} ({} positions, {} bytes)",
                        b.depth(),
                        b.len(),
                        b.to_bytes().len()
                    )
                });
                let strategy = solver.strategy(variant).map(|s| {
                    format!(
                        "strategy book to {} discs ({} positions, {} bytes)",
                        s.max_discs(),
                        s.len(),
                        s.to_bytes().len()
                    )
                });
                match (full, strategy) {
                    (None, None) => {
                        println!("\n{variant}: no shipped book");
                        continue;
                    }
                    (f, s) => println!(
                        "\n{variant}, with the shipped books: {}",
                        [f, s].into_iter().flatten().collect::<Vec<_>>().join(", ")
                    ),
                }
            } else {
                println!("\n{variant}, no book");
            }
            let native = bench::run(
                &mut solver,
                variant,
                &discs,
                count,
                limit,
                spelbord_ai::native_clock,
            );
            let web = browser
                .iter()
                .find(|v| v["game"] == variant.name() && v["books"] == books)
                .and_then(|v| v["rows"].as_array().cloned())
                .unwrap_or_default();
            println!(
                "{:>5} | {:>24} | {:>24} | {:>24} | {:>24}",
                "discs", "native best", "browser best", "native analysis", "browser analysis"
            );
            for &d in discs.iter().chain(std::iter::once(&usize::MAX)) {
                let pick = |d2: usize| d == usize::MAX || d2 == d;
                let mut cols = [Vec::new(), Vec::new(), Vec::new(), Vec::new()];
                let mut over = [0; 4];
                for r in native.iter().filter(|r| pick(r.discs)) {
                    match r.score {
                        Some(_) => cols[0].push(r.best_ms),
                        None => over[0] += 1,
                    }
                    match r.analysis_ms {
                        Some(ms) => cols[2].push(ms),
                        None => over[2] += 1,
                    }
                }
                for r in web
                    .iter()
                    .filter(|r| pick(r["discs"].as_u64().unwrap_or(0) as usize))
                {
                    match (r["score"].is_null(), r["bestMs"].as_f64()) {
                        (false, Some(ms)) => cols[1].push(ms),
                        _ => over[1] += 1,
                    }
                    match r["analysisMs"].as_f64() {
                        Some(ms) => cols[3].push(ms),
                        None => over[3] += 1,
                    }
                }
                let label = if d == usize::MAX {
                    "all".to_string()
                } else {
                    d.to_string()
                };
                println!(
                    "{label:>5} | {:>24} | {:>24} | {:>24} | {:>24}",
                    solver_cell(&cols[0], over[0]),
                    solver_cell(&cols[1], over[1]),
                    solver_cell(&cols[2], over[2]),
                    solver_cell(&cols[3], over[3])
                );
            }
            if games > 0 {
                solver_lines(&mut solver, variant, books, games, limit, &browser);
            }
            let within = web
                .iter()
                .filter(|r| {
                    !r["score"].is_null() && r["bestMs"].as_f64().is_some_and(|ms| ms <= 1000.0)
                })
                .count();
            println!(
                "browser: {within} of {} positions answered (score and best move) within 1 s",
                web.len()
            );
        }
    }
    ExitCode::SUCCESS
}

/// The strongest level's moves in games from the start, natively and in the browser, by
/// disc count in groups of four.
fn solver_lines(
    solver: &mut spelbord_connect_solver::Solver,
    variant: spelbord_connect_solver::Variant,
    books: bool,
    games: usize,
    limit: u64,
    browser: &[serde_json::Value],
) {
    use spelbord_connect_solver::bench;
    let native = bench::lines(solver, variant, games, limit, spelbord_ai::native_clock);
    let web: Vec<(usize, f64, bool)> = browser
        .iter()
        .find(|v| v["game"] == variant.name() && v["books"] == books && v["lines"].is_array())
        .and_then(|v| v["lines"].as_array().cloned())
        .unwrap_or_default()
        .iter()
        .map(|r| {
            (
                r["discs"].as_u64().unwrap_or(0) as usize,
                r["ms"].as_f64().unwrap_or(f64::INFINITY),
                r["solved"].as_bool().unwrap_or(false),
            )
        })
        .collect();
    println!(
        "the strongest level in {games} games from the start against random replies (ms per move)"
    );
    println!("{:>7} | {:>24} | {:>24}", "discs", "native", "browser");
    let native: Vec<(usize, f64, bool)> =
        native.iter().map(|m| (m.discs, m.ms, m.solved)).collect();
    let cell = |rows: &[(usize, f64, bool)], lo: usize, hi: usize| {
        let t: Vec<f64> = rows
            .iter()
            .filter(|r| r.0 >= lo && r.0 <= hi && r.2)
            .map(|r| r.1)
            .collect();
        let over = rows
            .iter()
            .filter(|r| r.0 >= lo && r.0 <= hi && !r.2)
            .count();
        solver_cell(&t, over)
    };
    for lo in (0..42).step_by(4) {
        let hi = lo + 3;
        println!(
            "{:>7} | {:>24} | {:>24}",
            format!("{lo}-{}", hi.min(41)),
            cell(&native, lo, hi),
            cell(&web, lo, hi)
        );
    }
    let within = web.iter().filter(|r| r.2 && r.1 <= 1000.0).count();
    println!(
        "browser: {within} of {} moves of the strongest level answered within 1 s",
        web.len()
    );
}
