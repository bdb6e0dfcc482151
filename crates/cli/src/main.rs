//! `spelbord`: the suite's native command line.
//!
//! ```text
//! spelbord games                        list the game ids
//! spelbord moves GAME [RECORD]          legal moves after the record, one per line
//! spelbord perft GAME DEPTH [RECORD]    count move paths (progress on stderr, limits)
//! spelbord play GAME [--red H|1-5] [--yellow H|1-5] [--seed N] [--time MS]
//! ```
//! RECORD is either a whole record (`fyra-i-rad|popout=true|0|4 4 p4`) or just the
//! moves in the game's notation (`4435`); for `dam` also PDN movetext or a FEN tag value.

use spelbord_ai::{native_clock, Level};
use spelbord_core::ToAct;
use spelbord_games::{family_of, games, new_session, open_record, Session};
use std::io::{BufRead, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  spelbord games
  spelbord catalog                      the game list's data (www/catalog.json)
  spelbord moves GAME [RECORD]
  spelbord moves backgammon --position GNUBG-POSITION-ID --dice 31
  spelbord perft GAME DEPTH [RECORD] [--max-nodes N] [--max-seconds S]
                                        (progress on standard error; DEPTH at most 64)
  spelbord play GAME [--seat0 h|1-5] [--seat1 h|1-5] ... [--seed N] [--time MS] [--settings QUERY]
  spelbord gomocup                              Luffarschack's engine as a Gomocup brain
                                                (Piskvork protocol on stdin/stdout)
  spelbord solve fyra-i-rad|fem-i-rad [MOVES] [--max-nodes N]
                                        exact scores (MOVES like 4453 or '4 4 5 3'; none:
                                        read positions from standard input, one a line,
                                        blank lines skipped)
RECORD: a full record text (GAME|SETTINGS|SEED|MOVES) or just the moves;
        for dam also PDN movetext (1. 11-15 23-19 ...) or a FEN tag value (W:W21,22,K30:B1,2).";

/// Writes one line to standard error, where a failure is no reason to stop.
macro_rules! note {
    ($($t:tt)*) => {
        let _ = writeln!(std::io::stderr(), $($t)*);
    };
}

/// Writes one line to standard output, or says why it cannot.
macro_rules! say {
    ($($t:tt)*) => {
        writeln!(std::io::stdout(), $($t)*).map_err(out_error)?
    };
}

fn main() -> ExitCode {
    // `std::env::args()` panics on an argument that is not UTF-8: read them as OS strings.
    let mut args = Vec::new();
    for (i, a) in std::env::args_os().skip(1).enumerate() {
        match a.into_string() {
            Ok(s) => args.push(s),
            Err(a) => {
                note!(
                    "spelbord: argument {} is not UTF-8 text: {}",
                    i + 1,
                    a.to_string_lossy()
                );
                return ExitCode::from(2);
            }
        }
    }
    let result = run(&args).and_then(|()| std::io::stdout().flush().map_err(out_error));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Standard error may be closed too: never panic over a message.
            let _ = writeln!(std::io::stderr(), "spelbord: {e}");
            ExitCode::from(2)
        }
    }
}

/// A failed write to standard output (closed pipe, full disk), as a message: `println!`
/// panics there.
fn out_error(e: std::io::Error) -> String {
    format!("cannot write the output: {e}")
}

/// Opens game `id` at `record`, which may be a whole record, a position in the
/// family's own notation (Dam's FEN or PDN, a GNU Backgammon Position ID), or only moves.
fn open(id: &str, record: Option<&str>) -> Result<Box<dyn Session>, String> {
    let Some(rec) = record.map(str::trim).filter(|r| !r.is_empty()) else {
        return Ok(new_session(id, "", 0, false)?);
    };
    if rec.contains('|') {
        let s = open_record(rec)?;
        if s.id() != id {
            return Err(format!("the record is a game of {}, not {id}", s.id()));
        }
        return Ok(s);
    }
    let family = family_of(id).ok_or_else(|| format!("unknown game '{id}'"))?;
    if let Some(opened) = (family.open_position)(rec) {
        return Ok(opened?);
    }
    Ok(open_record(&format!("{id}|||{rec}"))?)
}

fn run(args: &[String]) -> Result<(), String> {
    let cmd = args.first().map(String::as_str).unwrap_or("");
    match cmd {
        "games" => {
            for (_, g) in games() {
                say!("{}", g.id);
            }
            Ok(())
        }
        "catalog" => {
            // What the game list reads (www/catalog.json), as the registry says.
            let c = spelbord_games::catalog::catalog();
            say!(
                "{}",
                serde_json::to_string_pretty(&c).map_err(|e| e.to_string())?
            );
            Ok(())
        }
        "moves"
            if args.get(1).map(String::as_str) == Some("backgammon")
                && args.iter().any(|a| a == "--position") =>
        {
            // gnubg's way of naming a position: its Position ID and the dice.
            let flag = |name: &str| {
                args.iter()
                    .position(|a| a == name)
                    .and_then(|i| args.get(i + 1))
            };
            let id = flag("--position").ok_or("--position needs a GNU Backgammon Position ID")?;
            let dice = flag("--dice").ok_or("--dice needs the two dice, like 31")?;
            for m in spelbord_backgammon::gnubg::moves_for_position(id, dice)? {
                say!("{m}");
            }
            Ok(())
        }
        "moves" => {
            let id = args.get(1).ok_or(USAGE)?;
            no_more(args, 3)?;
            let s = open(id, args.get(2).map(String::as_str))?;
            let n = s.len();
            if let ToAct::Over(o) = s.to_act(n) {
                // Nothing to list: say so (and why) rather than print nothing.
                let state = serde_json::to_value(&*s.state(n, None)).unwrap_or_default();
                let reason = &state["result"]["reason"];
                let why = if reason.is_null() {
                    String::new()
                } else {
                    format!(", {reason}")
                };
                return Err(format!("the game is over after {n} moves: {o:?}{why}"));
            }
            for m in s.legal(n) {
                say!("{m}");
            }
            Ok(())
        }
        "perft" => perft(args),
        "play" => play(args),
        // A Gomocup brain (the Piskvork protocol) on standard input and output, so other
        // gomoku programs and their managers can play Luffarschack's engine.
        "gomocup" => spelbord_luffarschack::gomocup::run(
            std::io::stdin().lock(),
            std::io::stdout().lock(),
            native_clock,
        )
        .map_err(|e| e.to_string()),
        "solve" => solve(args),
        "" | "help" | "--help" | "-h" => {
            say!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

/// Who sits in a seat at the terminal.
#[derive(Clone, Copy)]
enum Seat {
    Person,
    Computer(Level),
}

fn play(args: &[String]) -> Result<(), String> {
    let id = args.get(1).ok_or(USAGE)?;
    let mut seats = [Seat::Computer(Level::Medium); 4];
    let mut seed = 1u64;
    let mut time_ms: Option<f64> = None;
    let mut settings = String::new();
    let mut i = 2;
    while i < args.len() {
        let val = args
            .get(i + 1)
            .ok_or_else(|| format!("{} needs a value", args[i]))?;
        let flag = args[i].trim_start_matches('-');
        match flag {
            "seed" => seed = val.parse().map_err(|_| "--seed takes a number")?,
            // NaN, infinity or 1e308 ms left a computer seat thinking for ever.
            "time" => {
                time_ms = Some(match val.parse::<f64>() {
                    Ok(t) if t.is_finite() && t > 0.0 && t <= 3_600_000.0 => t,
                    _ => {
                        return Err(format!(
                            "--time takes milliseconds, more than 0 and at most 3600000 (an hour), not '{val}'"
                        ))
                    }
                })
            }
            "settings" => settings = val.clone(),
            f if f.starts_with("seat") || f == "red" || f == "yellow" => {
                let n = match f {
                    "red" => 0,
                    "yellow" => 1,
                    _ => f[4..]
                        .parse::<usize>()
                        .map_err(|_| format!("unknown seat '{f}'"))?,
                };
                if n >= 4 {
                    return Err(format!("no seat {n}"));
                }
                seats[n] = match val.as_str() {
                    "h" | "H" | "person" => Seat::Person,
                    l => Seat::Computer(Level::from_number(
                        l.parse().map_err(|_| "a seat is h or a level 1-5")?,
                    )),
                };
            }
            _ => return Err(format!("unknown option '{}'\n{USAGE}", args[i])),
        }
        i += 2;
    }
    let mut s = new_session(id, &settings, seed, false)?;
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    loop {
        let pos = s.len();
        say!("{}", s.ascii(pos));
        match s.to_act(pos) {
            ToAct::Over(o) => {
                say!("game over: {o:?}");
                say!("record: {}", s.record());
                return Ok(());
            }
            ToAct::Chance => return Err("a chance event was left unresolved".into()),
            ToAct::Seat(seat) => match seats[seat as usize] {
                Seat::Computer(level) => {
                    let t = time_ms.unwrap_or(300.0);
                    let a = s
                        .bot_move(level, seed.wrapping_add(pos as u64), t, native_clock)
                        .ok_or("the computer found no move")?;
                    say!(
                        "seat {seat} (level {}) plays {}  [score {:?}, depth {}, {} nodes, {:.0} ms]",
                        level.number(),
                        a.mv,
                        a.score,
                        a.depth,
                        a.nodes,
                        a.ms
                    );
                    s.play(&a.mv)?;
                }
                Seat::Person => loop {
                    write!(
                        std::io::stdout(),
                        "seat {seat}, your move ({}): ",
                        s.legal(pos).join(" ")
                    )
                    .and_then(|()| std::io::stdout().flush())
                    .map_err(out_error)?;
                    let Some(Ok(line)) = lines.next() else {
                        return Ok(());
                    };
                    match s.play(line.trim()) {
                        Ok(()) => break,
                        Err(e) => say!("{e}"),
                    }
                },
            },
        }
    }
}

/// Refuses arguments past the first `n` (they were silently ignored).
fn no_more(args: &[String], n: usize) -> Result<(), String> {
    match args.get(n) {
        Some(a) => Err(format!("unexpected argument '{a}'\n{USAGE}")),
        None => Ok(()),
    }
}

/// Plain arguments and `(name, value)` options.
type Parsed<'a> = (Vec<&'a str>, Vec<(&'a str, &'a str)>);

/// Splits the arguments from `from` on into plain ones and `--name VALUE` options, any
/// option not in `known` refused (they were silently ignored).
fn options<'a>(args: &'a [String], from: usize, known: &[&str]) -> Result<Parsed<'a>, String> {
    let mut plain = Vec::new();
    let mut opts = Vec::new();
    let mut i = from;
    while i < args.len() {
        let a = args[i].as_str();
        if let Some(name) = a.strip_prefix("--") {
            if !known.contains(&name) {
                return Err(format!("unknown option '{a}'\n{USAGE}"));
            }
            let v = args
                .get(i + 1)
                .ok_or_else(|| format!("{a} needs a value"))?;
            opts.push((name, v.as_str()));
            i += 2;
        } else {
            plain.push(a);
            i += 1;
        }
    }
    Ok((plain, opts))
}

/// A limit given on the command line: a positive finite number.
fn limit(name: &str, v: &str) -> Result<f64, String> {
    match v.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x <= 1e15 => Ok(x),
        _ => Err(format!("--{name} takes a positive number, not '{v}'")),
    }
}

/// The deepest perft we accept: deeper counts overflow 64 bits in every game here.
const MAX_PERFT_DEPTH: u32 = 64;

/// `spelbord perft GAME DEPTH [RECORD] [--max-nodes N] [--max-seconds S]`: counts move
/// paths with progress on standard error (leaves, share done, time left at that pace).
fn perft(args: &[String]) -> Result<(), String> {
    let id = args.get(1).ok_or(USAGE)?;
    let (plain, opts) = options(args, 2, &["max-nodes", "max-seconds"])?;
    let depth: u32 = match plain.first().map(|d| d.parse::<u32>()) {
        Some(Ok(d)) if d <= MAX_PERFT_DEPTH => d,
        Some(Ok(_)) => return Err(format!("DEPTH is at most {MAX_PERFT_DEPTH}")),
        _ => return Err(format!("DEPTH must be a number\n{USAGE}")),
    };
    if plain.len() > 2 {
        return Err(format!("unexpected argument '{}'\n{USAGE}", plain[2]));
    }
    let mut max_nodes = f64::INFINITY;
    let mut max_ms = f64::INFINITY;
    for (name, v) in opts {
        match name {
            "max-nodes" => max_nodes = limit(name, v)?,
            _ => max_ms = limit(name, v)? * 1000.0,
        }
    }
    let s = open(id, plain.get(1).copied())?;
    let t0 = native_clock();
    let mut shown = t0;
    let mut reported = false;
    let mut watch = |leaves: u64, done: f64| {
        let now = native_clock();
        let ms = now - t0;
        if now - shown > 500.0 {
            shown = now;
            reported = true;
            let left = if done > 0.0 {
                format!(", about {:.0} s left", ms * (1.0 - done) / done / 1000.0)
            } else {
                String::new()
            };
            let _ = write!(
                std::io::stderr(),
                "\rperft {depth}: {leaves} leaves, {:.1} % done{left}   ",
                done * 100.0
            );
        }
        (leaves as f64) < max_nodes && ms < max_ms
    };
    let result = s.perft_watch(depth, &mut watch);
    if reported {
        note!();
    }
    let ms = native_clock() - t0;
    let n = result.ok_or_else(|| {
        format!(
            "stopped at the limit after {:.0} ms: the count is not complete",
            ms
        )
    })?;
    say!("{n}");
    note!(
        "{:.0} ms, {:.0} leaves/s",
        ms,
        n as f64 / (ms / 1000.0).max(1e-9)
    );
    Ok(())
}

/// Connect Four moves as every form of `solve` reads them: column digits, with or without
/// blanks between them (`4453`, `4 4 5 3`), a trailing `\r` ignored.
fn solve_moves(text: &str) -> String {
    text.split_whitespace().collect()
}

/// `spelbord solve GAME [MOVES] [--max-nodes N]`: the exact score of a position and of
/// every column, or, without MOVES, `MOVES SCORE` for each position read from standard
/// input (one a line; blank lines are skipped).
fn solve(args: &[String]) -> Result<(), String> {
    use spelbord_connect_solver::{Solver, Variant};
    let variant: Variant = args.get(1).ok_or(USAGE)?.parse()?;
    let (plain, opts) = options(args, 2, &["max-nodes"])?;
    if plain.len() > 1 {
        return Err(format!(
            "unexpected argument '{}' (give the moves as one argument, like 4453)\n{USAGE}",
            plain[1]
        ));
    }
    // A larger table than the browser's: the command line has the memory to spare.
    let mut solver = Solver::with_table_log2(24);
    solver.use_shipped_books();
    if let Some((name, v)) = opts.first() {
        solver.set_node_limit(Some(limit(name, v)? as u64));
    }
    let over = |e: String| {
        if e.contains("node limit") {
            format!("{e} (--max-nodes)")
        } else {
            e
        }
    };
    if let Some(moves) = plain.first() {
        // Progress of a long solve: each probe of the root search on standard error.
        solver.set_trace(true);
        let a = solver.analyze(variant, &solve_moves(moves)).map_err(over)?;
        say!("score {}", a.score);
        let cols: Vec<String> = a
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{}:{}", i + 1, c.map_or("-".to_string(), |v| v.to_string())))
            .collect();
        say!("columns {}", cols.join(" "));
        return Ok(());
    }
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| format!("cannot read standard input: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let moves = solve_moves(&line);
        match solver.score(variant, &moves) {
            Ok(score) => say!("{moves} {score}"),
            Err(e) => say!("{moves} error: {}", over(e)),
        }
    }
    Ok(())
}
