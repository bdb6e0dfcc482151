//! `cargo xtask checkers-vs ENGINE_PATH [--games N] [--ms MS] [--match-time] [--openings LIST]
//! [--jobs J] [--pdn FILE] [--endgame PIECES] [--endgame-file FILE]`: Dam's strongest level (in
//! process, compulsory capture, no huffing)
//! against an external checkers engine over the ACF three-move ballots, each ballot played
//! once with each colour, equal time per move, every engine move checked against our rules.
//! Prints wins/draws/losses, the score with a 95 % interval, and each game's record.
//! `--openings` takes ACF numbers (`1,22,46`) or `all`; without it, `--games N` spreads
//! N/2 ballots evenly over the list. `--jobs J` plays J games at once (one engine process
//! each). `--endgame P` solves our P-piece database first and installs it for the search;
//! `--endgame-file F` loads one written by the `endgame_build` example instead.
//! `--match-time`: our level plays as it ships (MS a move, of which it uses what its
//! iterative deepening needs) and the engine's `movetime` follows our mean wall time a
//! searched move over all games so far ([`crate::match_clock`]); both sides' mean wall
//! time a move is printed either way.
//!
//! The games follow /work/shared/rules/dam.md through [`Dam`] itself: a side without
//! pieces or moves loses; threefold repetition and 40 moves each without a capture or a
//! man move draw. No draw offers, no adjudication.
//!
//! # The engine protocol
//!
//! The runner starts `ENGINE_PATH` (working directory: the engine's own directory, so it
//! finds its data files) and talks to it in lines on stdin/stdout:
//!
//! - runner: `isready` — engine: `readyok` (once, after it has loaded).
//! - runner: `position fen FEN moves M1 M2 ...` — the game from its start position (PDN
//!   FEN as Spelbord writes it, e.g. `B:W21,...,32:B1,...,12`, without a closing period)
//!   and every move since, in PDN with all landing squares of a jump (`15x24x31`). The
//!   engine replies nothing; it should rebuild its repetition history from the moves.
//! - runner: `go movetime MS` — engine: any `info ...` lines (`info score S depth D`, S in
//!   its own units for the side to move, is shown in the records), then
//!   `bestmove M` in the same PDN form (`11-15`, `22x15`, `15x24x31`); the runner also
//!   accepts a jump with only its first and last squares when that names one move.
//! - runner: `quit`.
//!
//! Any other engine can be wrapped the same way in a few dozen lines around its search.
//! A move our rules refuse, or `bestmove none` while a move exists, is reported as a
//! disagreement and the game is left out of the score.

use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, ToAct};
use spelbord_dam::{write_fen, Board, Dam, DamSettings, BALLOTS};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};
use std::sync::{Arc, Mutex};

use crate::match_clock::{Clock, TimeMode};

/// A game this long is stopped and scored a draw (the 40-move rule ends real games first).
const MAX_PLIES: usize = 600;

struct Engine {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Engine {
    fn start(path: &str) -> Result<Engine, String> {
        let p = std::path::Path::new(path);
        let dir = p
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(std::path::Path::new("."));
        let mut child = Command::new(p.canonicalize().map_err(|e| format!("{path}: {e}"))?)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut e = Engine {
            child,
            stdin,
            stdout,
        };
        e.send("isready")?;
        while e.line()? != "readyok" {}
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|e| format!("engine closed its input: {e}"))
    }

    fn line(&mut self) -> Result<String, String> {
        let mut s = String::new();
        match self.stdout.read_line(&mut s) {
            Ok(0) => Err("engine exited".into()),
            Ok(_) => Ok(s.trim().to_string()),
            Err(e) => Err(format!("engine output: {e}")),
        }
    }

    /// The engine's move (and its score, if it said one) for the game so far.
    fn go(
        &mut self,
        start: &str,
        moves: &[String],
        ms: f64,
    ) -> Result<(String, Option<i32>), String> {
        let mut pos = format!("position fen {start}");
        if !moves.is_empty() {
            pos.push_str(" moves ");
            pos.push_str(&moves.join(" "));
        }
        self.send(&pos)?;
        self.send(&format!("go movetime {}", ms.round() as u64))?;
        let mut score = None;
        loop {
            let l = self.line()?;
            let mut w = l.split_whitespace();
            match w.next() {
                Some("bestmove") => return Ok((w.next().unwrap_or("none").to_string(), score)),
                Some("info") => {
                    let toks: Vec<&str> = l.split_whitespace().collect();
                    if let Some(i) = toks.iter().position(|t| *t == "score") {
                        score = toks.get(i + 1).and_then(|s| s.parse().ok());
                    }
                }
                Some("error") => return Err(l),
                _ => {}
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// How one game ended, from our side.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Result3 {
    Win,
    Draw,
    Loss,
}

struct Played {
    index: usize,
    acf: u16,
    ours_black: bool,
    result: Result<Result3, String>,
    plies: usize,
    record: String,
    /// The first ply at which the engine's own score for itself passed +50 and stayed
    /// positive to the end (None if it never did).
    turned: Option<usize>,
    our_ms: f64,
}

fn play_one(
    engine: &mut Engine,
    index: usize,
    acf: u16,
    ballot: &str,
    ours_black: bool,
    clock: &Mutex<Clock>,
) -> Played {
    let mut g = Dam::new(DamSettings::default());
    let start = write_fen(&Board::start());
    let mut moves: Vec<String> = Vec::new();
    let mut bot = spelbord_dam::bot(Level::Strongest, index as u64);
    let mut engine_scores: Vec<(usize, i32)> = Vec::new();
    let (mut our_time, mut our_moves) = (0.0, 0u32);
    let fail = |moves: &[String], msg: String| Played {
        index,
        acf,
        ours_black,
        result: Err(msg),
        plies: moves.len(),
        record: moves.join(" "),
        turned: None,
        our_ms: 0.0,
    };
    for text in ballot.split_whitespace() {
        match g
            .parse_move(text)
            .map_err(|e| format!("{e:?}"))
            .and_then(|m| {
                g.try_play(&m).map_err(|e| format!("{e:?}"))?;
                Ok(m)
            }) {
            Ok(m) => moves.push(m.to_string()),
            Err(e) => return fail(&moves, format!("ballot {acf} move {text}: {e}")),
        }
    }
    let result = loop {
        let seat = match g.to_act() {
            ToAct::Seat(s) => s,
            ToAct::Over(Outcome::Win { winner, .. }) => {
                break if (winner == 0) == ours_black {
                    Result3::Win
                } else {
                    Result3::Loss
                }
            }
            ToAct::Over(_) => break Result3::Draw,
            _ => return fail(&moves, "the game waits for a chance event".into()),
        };
        if moves.len() >= MAX_PLIES {
            break Result3::Draw;
        }
        let ours = (seat == 0) == ours_black;
        if ours {
            let t0 = spelbord_ai::native_clock();
            let budget = clock.lock().map_or(1000.0, |c| c.ours());
            let mut ctx = SearchContext::new(Limits::time(budget), spelbord_ai::native_clock);
            let Some(m) = bot.choose(&g, &mut ctx) else {
                return fail(&moves, "our bot found no move".into());
            };
            let took = spelbord_ai::native_clock() - t0;
            our_time += took;
            our_moves += 1;
            let from_book = ctx.thought.score.is_none() && ctx.thought.depth == 0;
            if let Ok(mut c) = clock.lock() {
                c.ours_took(took, !from_book);
            }
            moves.push(m.to_string());
            g.play_unchecked(&m);
        } else {
            let asked = clock.lock().map_or(1000, |c| c.theirs());
            let t0 = spelbord_ai::native_clock();
            let (text, score) = match engine.go(&start, &moves, asked as f64) {
                Ok(x) => x,
                Err(e) => return fail(&moves, format!("engine: {e}")),
            };
            if let Ok(mut c) = clock.lock() {
                c.theirs_took(spelbord_ai::native_clock() - t0, asked);
            }
            if let Some(s) = score {
                engine_scores.push((moves.len(), s));
            }
            let m = match g.parse_move(&text) {
                Ok(m) if g.is_legal(&m) => m,
                _ => {
                    return fail(
                        &moves,
                        format!(
                            "disagreement: the engine played {text} in {} (ply {}), which our rules refuse",
                            write_fen(g.board()),
                            moves.len() + 1
                        ),
                    )
                }
            };
            moves.push(m.to_string());
            g.play_unchecked(&m);
        }
    };
    // From the end backwards: the last stretch where the engine thought itself ahead.
    let mut turned = None;
    for &(ply, s) in engine_scores.iter().rev() {
        if s <= 0 {
            break;
        }
        if s > 50 {
            turned = Some(ply + 1);
        }
    }
    Played {
        index,
        acf,
        ours_black,
        result: Ok(result),
        plies: moves.len(),
        record: moves.join(" "),
        turned,
        our_ms: our_time / f64::from(our_moves.max(1)),
    }
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: cargo xtask checkers-vs ENGINE_PATH [--games N] [--ms MS] [--match-time] [--openings all|ACF,ACF,...] [--jobs J] [--pdn FILE] [--endgame PIECES] [--endgame-file FILE]"
    );
    ExitCode::from(2)
}

/// Runs the match; see the module doc.
pub fn run(args: &[String]) -> ExitCode {
    let Some(path) = args.first().cloned() else {
        return usage();
    };
    let mut games = 16usize;
    let mut ms = 1000.0f64;
    let mut jobs = 1usize;
    let mut openings: Option<Vec<u16>> = None;
    let mut pdn: Option<String> = None;
    let mut endgame = 0usize;
    let mut endgame_file: Option<String> = None;
    let mut mode = TimeMode::Fixed;
    let mut it = args[1..].iter();
    while let Some(a) = it.next() {
        if a == "--match-time" {
            mode = TimeMode::EngineFollows;
            continue;
        }
        let v = it.next();
        match (a.as_str(), v) {
            ("--games", Some(n)) if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                games = n.parse().unwrap_or(16)
            }
            ("--ms", Some(n)) if n.parse::<f64>().is_ok_and(|n| n > 0.0) => {
                ms = n.parse().unwrap_or(1000.0)
            }
            ("--jobs", Some(n)) if n.parse::<usize>().is_ok_and(|n| n > 0) => {
                jobs = n.parse().unwrap_or(1)
            }
            ("--openings", Some(list)) if list == "all" => {
                openings = Some(BALLOTS.iter().map(|b| b.0).collect())
            }
            ("--openings", Some(list)) => {
                let mut v = Vec::new();
                for n in list.split(',') {
                    match n.trim().parse::<u16>() {
                        Ok(n) if BALLOTS.iter().any(|b| b.0 == n) => v.push(n),
                        _ => {
                            eprintln!("'{n}' is not the ACF number of an unbarred ballot");
                            return ExitCode::from(2);
                        }
                    }
                }
                openings = Some(v)
            }
            ("--pdn", Some(f)) => pdn = Some(f.clone()),
            ("--endgame-file", Some(f)) => endgame_file = Some(f.clone()),
            ("--endgame", Some(n)) if n.parse::<usize>().is_ok_and(|n| n <= 5) => {
                endgame = n.parse().unwrap_or(0)
            }
            _ => return usage(),
        }
    }
    // Without a list: ballots spread evenly over the ACF list, one per colour pair.
    let chosen: Vec<(u16, &'static str)> = match openings {
        Some(list) => list
            .iter()
            .filter_map(|n| BALLOTS.iter().find(|b| b.0 == *n).copied())
            .collect(),
        None => {
            let pairs = games.div_ceil(2);
            (0..pairs)
                .map(|i| BALLOTS[i * BALLOTS.len() / pairs])
                .collect()
        }
    };
    let total = if args.iter().any(|a| a == "--openings") {
        chosen.len() * 2
    } else {
        games
    };
    let queue: Vec<(usize, u16, &'static str, bool)> = (0..total)
        .map(|i| {
            let (acf, b) = chosen[(i / 2) % chosen.len()];
            (i, acf, b, i % 2 == 0)
        })
        .collect();
    if let Some(f) = &endgame_file {
        // A database written by `endgame_build`: the 5-piece one takes minutes to solve,
        // which a match need not spend again.
        let tables = match std::fs::read(f)
            .map_err(|e| e.to_string())
            .and_then(|b| spelbord_dam::endgame::Tables::from_bytes(&b))
        {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cannot load the endgame database {f}: {e}");
                return ExitCode::from(2);
            }
        };
        eprintln!(
            "{}-piece endgame database loaded from {f} ({} bytes)",
            tables.max_pieces(),
            tables.bytes()
        );
        spelbord_dam::endgame::install(tables);
    } else if endgame >= 2 {
        let t0 = std::time::Instant::now();
        let tables = spelbord_dam::endgame::Tables::generate(endgame);
        eprintln!(
            "{endgame}-piece endgame database solved in {:.1} s ({} bytes)",
            t0.elapsed().as_secs_f64(),
            tables.bytes()
        );
        spelbord_dam::endgame::install(tables);
    }
    let queue = Arc::new(Mutex::new(queue.into_iter().rev().collect::<Vec<_>>()));
    let clock = Arc::new(Mutex::new(Clock::new(mode, ms.round() as u64)));
    let results = Arc::new(Mutex::new(Vec::<Played>::new()));
    eprintln!(
        "checkers-vs {path}: {total} games, {ms:.0} ms a move, {} ballots, {jobs} at a time",
        chosen.len()
    );
    let mut handles = Vec::new();
    for _ in 0..jobs {
        let queue = Arc::clone(&queue);
        let results = Arc::clone(&results);
        let clock = Arc::clone(&clock);
        let path = path.clone();
        handles.push(std::thread::spawn(move || {
            let mut engine = match Engine::start(&path) {
                Ok(e) => e,
                Err(e) => {
                    eprintln!("{e}");
                    return;
                }
            };
            while let Some((i, acf, ballot, black)) = queue.lock().ok().and_then(|mut q| q.pop()) {
                let p = play_one(&mut engine, i, acf, ballot, black, &clock);
                eprintln!(
                    "game {:>3} ACF {:>3} ours {}: {} in {} plies{}",
                    p.index + 1,
                    p.acf,
                    if p.ours_black { "Black" } else { "White" },
                    match &p.result {
                        Ok(Result3::Win) => "win".to_string(),
                        Ok(Result3::Draw) => "draw".to_string(),
                        Ok(Result3::Loss) => "loss".to_string(),
                        Err(e) => format!("not scored ({e})"),
                    },
                    p.plies,
                    p.turned
                        .map(|t| format!(", engine ahead from ply {t}"))
                        .unwrap_or_default()
                );
                if let Ok(mut r) = results.lock() {
                    r.push(p);
                }
            }
        }));
    }
    for h in handles {
        let _ = h.join();
    }
    let mut results = match Arc::try_unwrap(results).map(|m| m.into_inner()) {
        Ok(Ok(r)) => r,
        _ => return ExitCode::FAILURE,
    };
    results.sort_by_key(|p| p.index);
    if let Some(file) = pdn {
        let mut text = String::new();
        for p in &results {
            let res = match (&p.result, p.ours_black) {
                (Ok(Result3::Draw), _) => "1/2-1/2",
                (Ok(Result3::Win), true) | (Ok(Result3::Loss), false) => "1-0",
                (Ok(_), _) => "0-1",
                (Err(_), _) => "*",
            };
            let (b, w) = if p.ours_black {
                ("Spelbord Dam", "engine")
            } else {
                ("engine", "Spelbord Dam")
            };
            text.push_str(&format!(
                "[Event \"checkers-vs ACF {}\"]\n[Black \"{b}\"]\n[White \"{w}\"]\n[Result \"{res}\"]\n",
                p.acf
            ));
            for (k, m) in p.record.split_whitespace().enumerate() {
                if k % 2 == 0 {
                    text.push_str(&format!("{}. ", k / 2 + 1));
                }
                text.push_str(m);
                text.push(' ');
            }
            text.push_str(res);
            text.push_str("\n\n");
        }
        if let Err(e) = std::fs::write(&file, text) {
            eprintln!("cannot write {file}: {e}");
        }
    }
    let (mut w, mut d, mut l, mut bad) = (0usize, 0usize, 0usize, 0usize);
    let mut our_ms = 0.0;
    for p in &results {
        match p.result {
            Ok(Result3::Win) => w += 1,
            Ok(Result3::Draw) => d += 1,
            Ok(Result3::Loss) => l += 1,
            Err(_) => bad += 1,
        }
        our_ms += p.our_ms;
    }
    let means = clock.lock().map_or((0.0, 0.0, 0.0), |c| c.means());
    let n = (w + d + l).max(1) as f64;
    let p = (w as f64 + 0.5 * d as f64) / n;
    let var =
        (w as f64 * (1.0 - p).powi(2) + d as f64 * (0.5 - p).powi(2) + l as f64 * p.powi(2)) / n;
    let half = 1.96 * (var / n).sqrt();
    println!(
        "Dam level 5 vs {path}, {ms:.0} ms a move, {} ballots x 2 colours: +{w} ={d} -{l}{}, score {:.1}% (95% interval {:.1}%..{:.1}%), our mean time {:.0} ms a move; wall time a searched move ours {:.0} ms, engine {:.0} ms (movetime asked {:.0} ms)",
        chosen.len(),
        if bad > 0 { format!(" ({bad} not scored)") } else { String::new() },
        100.0 * p,
        100.0 * (p - half).max(0.0),
        100.0 * (p + half).min(1.0),
        our_ms / results.len().max(1) as f64,
        means.0,
        means.1,
        means.2
    );
    if bad > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
