//! `spelbord`: the suite's native command line.
//!
//! ```text
//! spelbord games                        list the game ids
//! spelbord moves GAME [RECORD]          legal moves after the record, one per line
//! spelbord perft GAME DEPTH [RECORD]    count move paths
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
  spelbord perft GAME DEPTH [RECORD]
  spelbord play GAME [--seat0 h|1-5] [--seat1 h|1-5] ... [--seed N] [--time MS] [--settings QUERY]
  spelbord gomocup                              Luffarschack's engine as a Gomocup brain
                                                (Piskvork protocol on stdin/stdout)
  spelbord solve fyra-i-rad|fem-i-rad [MOVES]   exact scores (MOVES like 4453; none: read
                                                positions from standard input, one per line)
RECORD: a full record text (GAME|SETTINGS|SEED|MOVES) or just the moves;
        for dam also PDN movetext (1. 11-15 23-19 ...) or a FEN tag value (W:W21,22,K30:B1,2).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("spelbord: {e}");
            ExitCode::from(2)
        }
    }
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
                println!("{}", g.id);
            }
            Ok(())
        }
        "catalog" => {
            // What the game list reads (www/catalog.json), as the registry says.
            let c = spelbord_games::catalog::catalog();
            println!(
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
                println!("{m}");
            }
            Ok(())
        }
        "moves" => {
            let id = args.get(1).ok_or(USAGE)?;
            let s = open(id, args.get(2).map(String::as_str))?;
            for m in s.legal(s.len()) {
                println!("{m}");
            }
            Ok(())
        }
        "perft" => {
            let id = args.get(1).ok_or(USAGE)?;
            let depth: u32 = args
                .get(2)
                .ok_or(USAGE)?
                .parse()
                .map_err(|_| "DEPTH must be a number")?;
            let s = open(id, args.get(3).map(String::as_str))?;
            let t0 = native_clock();
            let n = s.perft(depth);
            let ms = native_clock() - t0;
            println!("{n}");
            eprintln!(
                "{:.0} ms, {:.0} leaves/s",
                ms,
                n as f64 / (ms / 1000.0).max(1e-9)
            );
            Ok(())
        }
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
            println!("{USAGE}");
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
            "time" => time_ms = Some(val.parse().map_err(|_| "--time takes milliseconds")?),
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
        println!("{}", s.ascii(pos));
        match s.to_act(pos) {
            ToAct::Over(o) => {
                println!("game over: {o:?}");
                println!("record: {}", s.record());
                return Ok(());
            }
            ToAct::Chance => return Err("a chance event was left unresolved".into()),
            ToAct::Seat(seat) => match seats[seat as usize] {
                Seat::Computer(level) => {
                    let t = time_ms.unwrap_or(300.0);
                    let a = s
                        .bot_move(level, seed.wrapping_add(pos as u64), t, native_clock)
                        .ok_or("the computer found no move")?;
                    println!(
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
                    print!("seat {seat}, your move ({}): ", s.legal(pos).join(" "));
                    std::io::stdout().flush().ok();
                    let Some(Ok(line)) = lines.next() else {
                        return Ok(());
                    };
                    match s.play(line.trim()) {
                        Ok(()) => break,
                        Err(e) => println!("{e}"),
                    }
                },
            },
        }
    }
}

/// `spelbord solve GAME [MOVES]`: the exact score of a position and of every column, or,
/// without MOVES, `MOVES SCORE` for each position read from standard input.
fn solve(args: &[String]) -> Result<(), String> {
    use spelbord_connect_solver::{Solver, Variant};
    let variant: Variant = args.get(1).ok_or(USAGE)?.parse()?;
    // A larger table than the browser's: the command line has the memory to spare.
    let mut solver = Solver::with_table_log2(24);
    solver.use_shipped_books();
    if let Some(moves) = args.get(2) {
        let a = solver.analyze(variant, moves)?;
        println!("score {}", a.score);
        let cols: Vec<String> = a
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{}:{}", i + 1, c.map_or("-".to_string(), |v| v.to_string())))
            .collect();
        println!("columns {}", cols.join(" "));
        return Ok(());
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        let moves = line.split_whitespace().next().unwrap_or("");
        match solver.score(variant, moves) {
            Ok(score) => writeln!(out, "{moves} {score}"),
            Err(e) => writeln!(out, "{moves} error: {e}"),
        }
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}
