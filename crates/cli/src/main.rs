//! `spelbord`: the suite's native command line.
//!
//! ```text
//! spelbord games                        list the game ids
//! spelbord moves GAME [RECORD]          legal moves after the record, one per line
//! spelbord perft GAME DEPTH [RECORD]    count move paths (progress on stderr, limits)
//! spelbord play GAME [--seat0 h|1-5] ... [--seed N] [--time MS] [--machine]
//! ```
//! RECORD is either a whole record (`fyra-i-rad|popout=true|0|4 4 p4`) or just the
//! moves in the game's notation (`4435`); for `dam` also PDN movetext or a FEN tag value.
//!
//! Every argument is used or refused: unknown or repeated options, options written
//! without their `--`, plain arguments a command does not take. Exit status: 0 done,
//! 2 refused input (with a message on standard error), 141 (128 + SIGPIPE, as `cat`
//! gives) quietly when the reader of standard output has gone.

use spelbord_ai::{native_clock, Level};
use spelbord_core::{ToAct, MAX_RECORD_LEN};
use spelbord_games::{family_of, games, new_session, open_record, Session};
use spelbord_luffarschack::gomocup::{read_line, Input};
use std::io::{BufRead, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  spelbord games
  spelbord catalog                      the game list's data (www/catalog.json)
  spelbord moves GAME [RECORD]
  spelbord moves backgammon --position GNUBG-POSITION-ID --dice 31
  spelbord perft GAME DEPTH [RECORD] [--max-nodes N] [--max-seconds S]
                                        (progress on standard error; DEPTH at most 64)
  spelbord play GAME [--seat0 h|1-5] [--seat1 h|1-5] ... [--seed N] [--time MS]
                [--settings QUERY] [--machine]
                                        (h: a person at the terminal, 1-5: a computer
                                        level; --machine: one JSON object a line)
  spelbord gomocup [--max-turn-ms MS] [--style K=V,...]
                                       Luffarschack's engine as a Gomocup brain
                                        (Piskvork protocol on stdin/stdout; a move
                                        thinks at most 60000 ms unless told here)
  spelbord solve fyra-i-rad|fem-i-rad [MOVES] [--max-nodes N]
                                        exact scores (MOVES like 4453 or '4 4 5 3'; none:
                                        read positions from standard input, one a line,
                                        blank lines skipped)
RECORD: a full record text (GAME|SETTINGS|SEED|MOVES) or just the moves;
        for dam also PDN movetext (1. 11-15 23-19 ...) or a FEN tag value (W:W21,22,K30:B1,2).
Exit status: 0 done, 2 refused (the reason on standard error), 141 when standard output
is closed (quietly, as cat and head do).";

/// The error that stands for a closed standard output: no message, status 141.
const CLOSED: &str = "\0standard output closed";

/// The status for a closed pipe: 128 + SIGPIPE, what a shell reports for a program the
/// signal ended (Rust ignores the signal, so the write fails instead).
const CLOSED_STATUS: u8 = 141;

/// The longest line `play` reads as a move (a whole record is no longer).
const MAX_MOVE_LINE: usize = MAX_RECORD_LEN;

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
        Err(e) if e == CLOSED => ExitCode::from(CLOSED_STATUS),
        Err(e) => {
            // Standard error may be closed too: never panic over a message.
            let _ = writeln!(std::io::stderr(), "spelbord: {e}");
            ExitCode::from(2)
        }
    }
}

/// A failed write to standard output, as a message (a full disk) or as [`CLOSED`] (the
/// reader has gone, as `| head -1` does): `println!` panics there.
fn out_error(e: std::io::Error) -> String {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        return CLOSED.into();
    }
    format!("cannot write the output: {e}")
}

/// Refuses a game id no family plays, naming it shortened (it may be a megabyte long).
fn known_game(id: &str) -> Result<(), String> {
    match family_of(id) {
        Some(_) => Ok(()),
        None => Err(format!(
            "unknown game '{}' (spelbord games lists them)",
            shown(id)
        )),
    }
}

/// Opens game `id` at `record`, which may be a whole record, a position in the
/// family's own notation (Dam's FEN or PDN, a GNU Backgammon Position ID), or only moves.
fn open(id: &str, record: Option<&str>) -> Result<Box<dyn Session>, String> {
    known_game(id)?;
    let Some(rec) = record.map(str::trim).filter(|r| !r.is_empty()) else {
        return Ok(new_session(id, "", 0, false)?);
    };
    // Before any family reads it, so every game answers a huge text alike and none
    // repeats it in its error.
    if rec.len() > MAX_RECORD_LEN {
        return Err(format!(
            "the record is too long ({} bytes, at most {MAX_RECORD_LEN})",
            rec.len()
        ));
    }
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
            no_more(args, 1)?;
            for (_, g) in games() {
                say!("{}", g.id);
            }
            Ok(())
        }
        "catalog" => {
            no_more(args, 1)?;
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
            let (plain, opts) = options(args, 2, &["position", "dice"], &[])?;
            if let Some(a) = plain.first() {
                return Err(format!("unexpected argument '{}'\n{USAGE}", shown(a)));
            }
            let id = opts.get("position").copied().unwrap_or_default();
            let dice = opts
                .get("dice")
                .copied()
                .ok_or("--dice needs the two dice, like 31")?;
            // A Position ID is 14 characters and dice two: nothing longer is read or
            // repeated back.
            if id.len() > 64 || dice.len() > 64 {
                return Err("--position takes a GNU Backgammon Position ID (14 characters) and --dice two dice, like 31".into());
            }
            for m in spelbord_backgammon::gnubg::moves_for_position(id, dice)? {
                say!("{m}");
            }
            Ok(())
        }
        "moves" => {
            let id = args.get(1).ok_or(USAGE)?;
            let (plain, _) = options(args, 2, &[], &[])?;
            if plain.len() > 1 {
                return Err(format!(
                    "unexpected argument '{}'\n{USAGE}",
                    shown(plain[1])
                ));
            }
            let s = open(id, plain.first().copied())?;
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
        "gomocup" => {
            let (plain, opts) = options(args, 1, &["max-turn-ms", "style"], &[])?;
            if let Some(a) = plain.first() {
                return Err(format!("unexpected argument '{}'\n{USAGE}", shown(a)));
            }
            let cap = match opts.get("max-turn-ms") {
                Some(v) => match v.parse::<f64>() {
                    Ok(t) if (5.0..=3_600_000.0).contains(&t) => t,
                    _ => {
                        return Err(format!(
                        "--max-turn-ms takes milliseconds from 5 to 3600000 (an hour), not '{}'",
                        shown(v)
                    ))
                    }
                },
                None => spelbord_luffarschack::gomocup::DEFAULT_MAX_TURN_MS,
            };
            let strongest = spelbord_luffarschack::style(Level::Strongest);
            let style = match opts.get("style") {
                Some(spec) => strongest.tweak(spec).map_err(|e| format!("--style: {e}"))?,
                None => strongest,
            };
            spelbord_luffarschack::gomocup::run_styled(
                std::io::stdin().lock(),
                std::io::stdout().lock(),
                native_clock,
                cap,
                style,
            )
            .map_err(|e| match e.kind() {
                std::io::ErrorKind::BrokenPipe => CLOSED.into(),
                _ => format!("gomocup: {e}"),
            })
        }
        "solve" => solve(args),
        "" | "help" | "--help" | "-h" => {
            no_more(args, 1)?;
            say!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command '{}'\n{USAGE}", shown(other))),
    }
}

/// `text` cut to 60 characters for a message: an argument may be a megabyte long.
fn shown(text: &str) -> String {
    cut(text, 60)
}

/// `text` cut to `n` characters, with `…` where cut.
fn cut(text: &str, n: usize) -> String {
    let mut out: String = text.chars().take(n).collect();
    if out.len() < text.len() {
        out.push('…');
    }
    out
}

/// Who sits in a seat at the terminal.
#[derive(Clone, Copy)]
enum Seat {
    Person,
    Computer(Level),
}

/// A seat's value: `h` (a person) or a level 1–5; `0`, `6` or `255` name no level.
fn seat_value(flag: &str, v: &str) -> Result<Seat, String> {
    match v {
        "h" | "H" | "person" => Ok(Seat::Person),
        _ => match v.parse::<u8>() {
            Ok(n @ 1..=5) => Ok(Seat::Computer(Level::from_number(n))),
            _ => Err(format!(
                "--{flag} takes h (a person) or a computer level 1-5, not '{}'",
                shown(v)
            )),
        },
    }
}

/// What `play` writes: for a person at the terminal, or one JSON object a line.
struct Out {
    machine: bool,
}

impl Out {
    /// One event; `json` is the machine's line, `text` the person's.
    fn event(&self, json: serde_json::Value, text: impl FnOnce() -> String) -> Result<(), String> {
        if self.machine {
            say!("{json}");
        } else {
            say!("{}", text());
        }
        Ok(())
    }
}

fn play(args: &[String]) -> Result<(), String> {
    let id = args.get(1).ok_or(USAGE)?;
    let seat_flags = ["seat0", "seat1", "seat2", "seat3", "red", "yellow"];
    let mut known = vec!["seed", "time", "settings"];
    known.extend(seat_flags);
    let (plain, opts) = options(args, 2, &known, &["machine"])?;
    if let Some(a) = plain.first() {
        return Err(format!("unexpected argument '{}'\n{USAGE}", shown(a)));
    }
    let machine = opts.contains_key("machine");
    let seed = match opts.get("seed") {
        Some(v) => v.parse::<u64>().map_err(|_| {
            format!(
                "--seed takes a whole number 0-{}, not '{}'",
                u64::MAX,
                shown(v)
            )
        })?,
        None => 1,
    };
    // NaN, infinity or 1e308 ms left a computer seat thinking for ever.
    let time_ms = match opts.get("time") {
        Some(v) => Some(match v.parse::<f64>() {
            Ok(t) if t.is_finite() && t > 0.0 && t <= 3_600_000.0 => t,
            _ => {
                return Err(format!(
                "--time takes milliseconds, more than 0 and at most 3600000 (an hour), not '{}'",
                shown(v)
            ))
            }
        }),
        None => None,
    };
    let settings = opts.get("settings").copied().unwrap_or_default();
    if opts.contains_key("settings") && settings.trim().is_empty() {
        return Err(
            "--settings takes a query like first=black (leave it out for the defaults)".into(),
        );
    }
    known_game(id)?;
    let mut s = new_session(id, settings, seed, false)?;
    let n_seats = s.seats();
    let mut seats = vec![Seat::Computer(Level::Medium); n_seats];
    let mut given = vec![None; n_seats];
    for flag in seat_flags {
        let Some(v) = opts.get(flag) else { continue };
        let n = match flag {
            "red" | "yellow" if s.family() != "connect" => {
                return Err(format!(
                "--{flag} names a colour of Fyra i rad and Fem i rad; {id} has --seat0 to --seat{}",
                n_seats - 1
            ))
            }
            "red" => 0,
            "yellow" => 1,
            _ => flag[4..].parse::<usize>().unwrap_or(usize::MAX),
        };
        if n >= n_seats {
            return Err(format!(
                "{id} has {n_seats} seats, --seat0 to --seat{}: no --{flag}",
                n_seats - 1
            ));
        }
        if let Some(other) = given[n].replace(flag) {
            return Err(format!("--{other} and --{flag} name the same seat"));
        }
        seats[n] = seat_value(flag, v)?;
    }
    if time_ms.is_some() && seats.iter().all(|s| matches!(s, Seat::Person)) {
        return Err(
            "--time is the computer's thinking time, and every seat is a person (h)".into(),
        );
    }
    let out = Out { machine };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        let pos = s.len();
        out.event(
            serde_json::json!({"type": "board", "ply": pos, "board": s.ascii(pos)}),
            || s.ascii(pos),
        )?;
        match s.to_act(pos) {
            ToAct::Over(o) => {
                let record = s.record();
                return out.event(
                    serde_json::json!({"type": "over", "outcome": format!("{o:?}"), "record": record}),
                    || format!("game over: {o:?}\nrecord: {record}"),
                );
            }
            ToAct::Chance => return Err("a chance event was left unresolved".into()),
            ToAct::Seat(seat) => match seats.get(seat as usize).copied() {
                None => return Err(format!("seat {seat} is not at the table")),
                Some(Seat::Computer(level)) => {
                    let t = time_ms.unwrap_or(300.0);
                    let a = s
                        .bot_move(level, seed.wrapping_add(pos as u64), t, native_clock)
                        .ok_or("the computer found no move")?;
                    out.event(
                        serde_json::json!({"type": "played", "seat": seat, "level": level.number(),
                            "move": a.mv, "score": format!("{:?}", a.score), "depth": a.depth,
                            "nodes": a.nodes, "ms": a.ms.round()}),
                        || {
                            format!(
                                "seat {seat} (level {}) plays {}  [score {:?}, depth {}, {} nodes, {:.0} ms]",
                                level.number(),
                                a.mv,
                                a.score,
                                a.depth,
                                a.nodes,
                                a.ms
                            )
                        },
                    )?;
                    s.play(&a.mv)?;
                }
                Some(Seat::Person) => loop {
                    let legal = s.legal(pos);
                    if machine {
                        say!(
                            "{}",
                            serde_json::json!({"type": "your_move", "seat": seat, "moves": legal})
                        );
                    } else {
                        // One a line: backgammon's `24/18 13/11` and other moves with
                        // blanks stay whole.
                        say!("seat {seat}, your move, one of {}:", legal.len());
                        for m in &legal {
                            say!("  {m}");
                        }
                        write!(std::io::stdout(), "> ").map_err(out_error)?;
                    }
                    std::io::stdout().flush().map_err(out_error)?;
                    let line = read_line(&mut input, &mut buf, MAX_MOVE_LINE)
                        .map_err(|e| format!("cannot read standard input: {e}"))?;
                    let refused = |why: String| {
                        // The move's text is in the message: a long line is not repeated whole.
                        let why = cut(&why, 200);
                        out.event(
                            serde_json::json!({"type": "refused", "seat": seat, "error": why}),
                            || why.clone(),
                        )
                    };
                    match line {
                        None => {
                            // Nothing more to read: the game so far is not lost.
                            let record = s.record();
                            out.event(
                                serde_json::json!({"type": "stopped", "record": record}),
                                || format!("\nstopped: standard input ended\nrecord: {record}"),
                            )?;
                            return Ok(());
                        }
                        Some(Input::NotUtf8) => refused("the line is not UTF-8 text".into())?,
                        Some(Input::TooLong) => {
                            refused(format!("the line is longer than {MAX_MOVE_LINE} bytes"))?
                        }
                        Some(Input::Text(text)) => match s.play(text.trim()) {
                            Ok(()) => break,
                            Err(e) => refused(e.to_string())?,
                        },
                    }
                },
            },
        }
    }
}

/// Refuses arguments past the first `n` (they were silently ignored).
fn no_more(args: &[String], n: usize) -> Result<(), String> {
    match args.get(n) {
        Some(a) => Err(format!("unexpected argument '{}'\n{USAGE}", shown(a))),
        None => Ok(()),
    }
}

/// Plain arguments and options by name (a switch's value is empty).
type Parsed<'a> = (Vec<&'a str>, std::collections::BTreeMap<&'a str, &'a str>);

/// Splits the arguments from `from` on into plain ones, `--name VALUE` options (`valued`)
/// and `--name` switches; an option not known, given twice, or written `-name` is refused
/// (they were silently ignored, or the last one won).
fn options<'a>(
    args: &'a [String],
    from: usize,
    valued: &[&str],
    switches: &[&str],
) -> Result<Parsed<'a>, String> {
    let mut plain = Vec::new();
    let mut opts = std::collections::BTreeMap::new();
    let mut i = from;
    while i < args.len() {
        let a = args[i].as_str();
        let name = if let Some(name) = a.strip_prefix("--") {
            name
        } else if a.starts_with('-') && a[1..].starts_with(|c: char| c.is_ascii_alphabetic()) {
            // `-seed`; a negative number or Luffarschack's `-1,0` is a plain argument.
            return Err(format!(
                "unknown option '{}' (options start with --)\n{USAGE}",
                shown(a)
            ));
        } else if valued.contains(&a) || switches.contains(&a) {
            return Err(format!("'{a}' is written without its dashes: --{a}"));
        } else {
            plain.push(a);
            i += 1;
            continue;
        };
        let value = if switches.contains(&name) {
            i += 1;
            ""
        } else if valued.contains(&name) {
            let v = args
                .get(i + 1)
                .ok_or_else(|| format!("{a} needs a value"))?;
            i += 2;
            v.as_str()
        } else {
            return Err(format!("unknown option '{}'\n{USAGE}", shown(a)));
        };
        if opts.insert(name, value).is_some() {
            return Err(format!("{a} is given twice"));
        }
    }
    Ok((plain, opts))
}

/// A limit given on the command line: a positive finite number.
fn limit(name: &str, v: &str) -> Result<f64, String> {
    match v.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x <= 1e15 => Ok(x),
        _ => Err(format!(
            "--{name} takes a positive number, at most 1e15, not '{}'",
            shown(v)
        )),
    }
}

/// The deepest perft we accept: deeper counts overflow 64 bits in every game here.
const MAX_PERFT_DEPTH: u32 = 64;

/// `spelbord perft GAME DEPTH [RECORD] [--max-nodes N] [--max-seconds S]`: counts move
/// paths with progress on standard error (leaves, share done, time left at that pace).
fn perft(args: &[String]) -> Result<(), String> {
    let id = args.get(1).ok_or(USAGE)?;
    let (plain, opts) = options(args, 2, &["max-nodes", "max-seconds"], &[])?;
    let depth: u32 = match plain.first().map(|d| d.parse::<u32>()) {
        Some(Ok(d)) if d <= MAX_PERFT_DEPTH => d,
        Some(Ok(_)) => return Err(format!("DEPTH is at most {MAX_PERFT_DEPTH}")),
        _ => return Err(format!("DEPTH must be a number\n{USAGE}")),
    };
    if plain.len() > 2 {
        return Err(format!(
            "unexpected argument '{}'\n{USAGE}",
            shown(plain[2])
        ));
    }
    let max_nodes = match opts.get("max-nodes") {
        Some(v) => limit("max-nodes", v)?,
        None => f64::INFINITY,
    };
    let max_ms = match opts.get("max-seconds") {
        Some(v) => limit("max-seconds", v)? * 1000.0,
        None => f64::INFINITY,
    };
    let s = open(id, plain.get(1).copied())?;
    let t0 = native_clock();
    let mut last_shown = t0;
    let mut reported = false;
    let mut counted = 0;
    let mut watch = |leaves: u64, done: f64| {
        let now = native_clock();
        let ms = now - t0;
        counted = leaves;
        if now - last_shown > 500.0 {
            last_shown = now;
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
            "stopped at the limit after {ms:.0} ms and {counted} leaves: the count is not complete"
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
    let (plain, opts) = options(args, 2, &["max-nodes"], &[])?;
    if plain.len() > 1 {
        return Err(format!(
            "unexpected argument '{}' (give the moves as one argument, like 4453)\n{USAGE}",
            shown(plain[1])
        ));
    }
    // A larger table than the browser's: the command line has the memory to spare.
    let mut solver = Solver::with_table_log2(24);
    solver.use_shipped_books();
    if let Some(v) = opts.get("max-nodes") {
        solver.set_node_limit(Some(limit("max-nodes", v)? as u64));
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
