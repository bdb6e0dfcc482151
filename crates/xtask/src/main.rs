//! `cargo xtask book GAME DEPTH`: solves every position of Fyra i rad or Fem i rad up to
//! DEPTH plies and writes the opening book the site ships (`www/books/GAME.bin`).
//!
//! `cargo xtask popout-match GAMES MS`: PopOut games (Fyra i rad) between the strongest
//! level with a larger table and twice the time, and the spine's bot (the same search at
//! the Hard level), colours alternating, openings varied by two random moves.
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
        Some("popout-match") => popout_match(&args[1..]),
        _ => {
            eprintln!(
                "usage: cargo xtask bench | cargo xtask book fyra-i-rad|fem-i-rad DEPTH | cargo xtask popout-match GAMES MS"
            );
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

fn popout_match(args: &[String]) -> ExitCode {
    use spelbord_ai::{AlphaBeta, Bot, Level, Limits, SearchConfig, SearchContext};
    use spelbord_connect::{Connect, ConnectSettings, Variant, EVAL_UNIT};
    use spelbord_core::{Game, Outcome, Rng};
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let ms: f64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100.0);
    let settings = ConnectSettings::new(Variant::Fyra).with_popout(true);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut moves = Vec::new();
    for i in 0..games {
        let strong_seat = (i % 2) as u8;
        let strong_cfg = SearchConfig {
            tt_bits: 20,
            ..SearchConfig::for_level(Level::Strongest, EVAL_UNIT)
        };
        let mut strong = AlphaBeta::<Connect>::new(strong_cfg, i as u64);
        let mut spine = AlphaBeta::<Connect>::for_level(Level::Hard, EVAL_UNIT, i as u64);
        let mut g = Connect::new(settings);
        let mut rng = Rng::new(1000 + (i / 2) as u64);
        for _ in 0..2 {
            g.legal_moves(&mut moves);
            let m = moves[rng.below(moves.len() as u64) as usize];
            g.play_unchecked(&m);
        }
        while let Some(seat) = g.seat_to_move() {
            let (bot, budget): (&mut dyn Bot<Connect>, f64) = if seat == strong_seat {
                (&mut strong, 2.0 * ms)
            } else {
                (&mut spine, ms)
            };
            let mut ctx = SearchContext::new(Limits::time(budget), spelbord_ai::native_clock);
            let Some(m) = bot.choose(&g, &mut ctx) else {
                break;
            };
            g.play_unchecked(&m);
        }
        match g.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == strong_seat => wins += 1,
            Some(Outcome::Win { .. }) => losses += 1,
            _ => draws += 1,
        }
    }
    println!("PopOut, strongest ({:.0} ms, 2^20 table) vs the spine's bot (Hard, {ms:.0} ms) over {games} games: +{wins} ={draws} -{losses}", 2.0 * ms);
    ExitCode::SUCCESS
}
