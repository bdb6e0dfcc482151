//! `cargo xtask morris-vs ENGINE_PATH [options]`: Kvarn (nine men's morris) at the
//! strongest level against a UCI-like morris engine (Sanmill's `tgf`, built from its
//! public source outside this repository), with our rules as the referee.
//!
//! - Both sides get the same time a turn (`--ms`, default 1000): our level in-process
//!   through the crate's bot, the engine by `go movetime MS`. The engine answers one
//!   action at a time, so a turn that closes a mill asks it twice (the removal is a second
//!   `go`): it then gets up to twice the time, which favours the engine; the mean wall time
//!   a turn of each side is printed.
//! - Openings come from `--seed` (default 1): `--plies` random turns (default 4, two
//!   placements each) from the empty board; each opening is played twice, colours swapped.
//!   White moves first (Sanmill's fixed order; our `first` setting fixes it the same).
//! - `--flying on|off|both` (default both): with flying, a player with three men moves one
//!   to any empty point. The engine is set to the same rules: nine men, men in mills
//!   protected unless all are (`MayRemoveFromMillsAlways false`), one removal for a
//!   double mill, a player who cannot move loses, the 100-half-move rule in the moving
//!   phase (also with three men), threefold repetition; `SkillLevel 30`, one thread,
//!   `DeveloperMode false`, `DrawOnHumanExperience false`, no perfect database.
//! - Every engine turn is checked against our move list. A move our rules do not allow,
//!   or a draw the engine claims that our rules do not see, ends the game as *disputed*:
//!   printed with the game so far, counted apart and left out of the score.
//! - `--engine-arg A` (repeatable) passes A to the engine: Sanmill's `tgf` needs `uci`.
//! - `--equalise`: the engine may overrun its `movetime` (Sanmill's `tgf` at skill 30
//!   took 2-3 s for `go movetime 1000` on a loaded machine); with this flag our level
//!   thinks as long a turn as the engine's mean turn so far in the rule set (at least MS).
//! - `--match-time`: the other way round, our level plays as it ships (MS a turn, of
//!   which it uses what its iterative deepening needs) and the engine's `movetime` is
//!   set before each of its turns so that its mean wall time a turn follows ours: the
//!   next `movetime` is our mean turn so far divided by the engine's measured wall time
//!   per millisecond of `movetime` asked (which takes in its overrun and the second `go`
//!   of a turn that closes a mill). Equal time as measured, not as asked.
//! - `--games N` games per rule set (rounded up to whole pairs, default 12), `--out FILE`
//!   writes each game (rule set, our colour, result, reason, the moves in our notation).
//!
//! It prints wins, draws and losses from our side, the score with a 95 % interval (from
//! the games' own spread), both sides' mean time a turn, our mean depth and how many of
//! our turns came from the opening book, per rule set.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_morris::{First, Morris, MorrisBot, MorrisMove, MorrisSettings, Variant};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crate::match_clock::{Clock, TimeMode};

const USAGE: &str = "usage: cargo xtask morris-vs ENGINE_PATH [--engine-arg A]... [--games N] \
    [--ms MS] [--equalise | --match-time] [--seed S] [--plies P] [--flying on|off|both] [--out FILE]";

struct Options {
    engine: String,
    engine_args: Vec<String>,
    games: u64,
    ms: u64,
    seed: u64,
    plies: usize,
    flying: Vec<bool>,
    out: Option<String>,
    time: TimeMode,
}

fn parse(args: &[String]) -> Option<Options> {
    let mut o = Options {
        engine: args.first()?.clone(),
        engine_args: Vec::new(),
        games: 12,
        ms: 1000,
        seed: 1,
        plies: 4,
        flying: vec![true, false],
        out: None,
        time: TimeMode::Fixed,
    };
    let mut it = args[1..].iter();
    while let Some(a) = it.next() {
        if a == "--equalise" || a == "--match-time" {
            if o.time != TimeMode::Fixed {
                return None;
            }
            o.time = if a == "--equalise" {
                TimeMode::OursFollows
            } else {
                TimeMode::EngineFollows
            };
            continue;
        }
        let v = it.next()?;
        match a.as_str() {
            "--games" => o.games = v.parse().ok().filter(|&n| n > 0)?,
            "--ms" => o.ms = v.parse().ok().filter(|&n| n > 0)?,
            "--seed" => o.seed = v.parse().ok()?,
            "--plies" => o.plies = v.parse().ok()?,
            "--flying" => {
                o.flying = match v.as_str() {
                    "on" => vec![true],
                    "off" => vec![false],
                    "both" => vec![true, false],
                    _ => return None,
                }
            }
            "--out" => o.out = Some(v.clone()),
            "--engine-arg" => o.engine_args.push(v.clone()),
            _ => return None,
        }
    }
    Some(o)
}

/// The engine process, its input and a channel of its output lines.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start(path: &str, args: &[String], flying: bool) -> Result<Engine, String> {
        let mut child = Command::new(path)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {path}: {e}"))?;
        let input = child.stdin.take().ok_or("no engine stdin")?;
        let out = child.stdout.take().ok_or("no engine stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = Engine {
            child,
            input,
            lines,
        };
        e.send("uci")?;
        e.wait_for("uciok", 10_000)?;
        for (name, value) in [
            ("Threads", "1"),
            ("SkillLevel", "30"),
            ("DeveloperMode", "false"),
            ("DrawOnHumanExperience", "false"),
            ("UsePerfectDatabase", "false"),
            ("PiecesCount", "9"),
            ("HasDiagonalLines", "false"),
            ("MayFly", if flying { "true" } else { "false" }),
            ("flyPieceCount", "3"),
            ("PiecesAtLeastCount", "3"),
            ("MillFormationActionInPlacingPhase", "0"),
            ("MayMoveInPlacingPhase", "false"),
            ("IsDefenderMoveFirst", "false"),
            ("MayRemoveMultiple", "false"),
            ("MayRemoveFromMillsAlways", "false"),
            ("RestrictRepeatedMillsFormation", "false"),
            ("OneTimeUseMill", "false"),
            ("CustodianCaptureEnabled", "false"),
            ("InterventionCaptureEnabled", "false"),
            ("LeapCaptureEnabled", "false"),
            ("StalemateAction", "0"),
            ("NMoveRule", "100"),
            ("EndgameNMoveRule", "100"),
            ("ThreefoldRepetitionRule", "true"),
        ] {
            e.send(&format!("setoption name {name} value {value}"))?;
        }
        e.send("isready")?;
        e.wait_for("readyok", 10_000)?;
        Ok(e)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.input, "{line}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("engine input: {e}"))
    }

    /// The first line containing `word` (the lines before it are the engine's info).
    fn wait_for(&mut self, word: &str, ms: u64) -> Result<String, String> {
        let deadline = Instant::now() + Duration::from_millis(ms);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.split_whitespace().any(|w| w == word) => return Ok(l),
                Ok(l) if l.contains("unsupported setoption") => {
                    return Err(format!("engine refused an option: {l}"))
                }
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => return Err(format!("no `{word}` in {ms} ms")),
                Err(RecvTimeoutError::Disconnected) => return Err("engine exited".into()),
            }
        }
    }

    /// The engine's next action after `actions` from the start: a placement `d2`, a move
    /// `d2-d3`, a removal `xa1`, or `draw` / `none`.
    fn best(&mut self, actions: &[String], ms: u64) -> Result<String, String> {
        let pos = if actions.is_empty() {
            "position startpos".to_string()
        } else {
            format!("position startpos moves {}", actions.join(" "))
        };
        self.send(&pos)?;
        self.send(&format!("go movetime {ms}"))?;
        let line = self.wait_for("bestmove", ms * 20 + 10_000)?;
        let mut w = line.split_whitespace();
        w.find(|&t| t == "bestmove");
        Ok(w.next().unwrap_or("none").to_string())
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// Our notation of a whole turn as the engine's actions: `d2-d3xa1` is `d2-d3`, `xa1`.
fn actions_of(m: &MorrisMove) -> Vec<String> {
    let s = m.to_string();
    match s.split_once('x') {
        Some((a, r)) => vec![a.to_string(), format!("x{r}")],
        None => vec![s],
    }
}

enum End {
    Over(Option<Outcome>),
    Disputed(String),
}

struct Played {
    end: End,
    moves: Vec<String>,
    our_ms: f64,
    our_turns: u64,
    their_ms: f64,
    their_turns: u64,
    depth: u64,
    /// Our turns played from the opening book (no search).
    book: u64,
}

/// One game from `opening`, our level playing `ours`.
fn play(
    engine: &mut Engine,
    opening: &Morris,
    opening_moves: &[MorrisMove],
    ours: u8,
    seed: u64,
    clock: &mut Clock,
) -> Result<Played, String> {
    let mut g = opening.clone();
    let mut bot = MorrisBot::new(Level::Strongest, seed);
    let mut actions: Vec<String> = opening_moves.iter().flat_map(actions_of).collect();
    let mut p = Played {
        end: End::Over(None),
        moves: opening_moves.iter().map(|m| m.to_string()).collect(),
        our_ms: 0.0,
        our_turns: 0,
        their_ms: 0.0,
        their_turns: 0,
        depth: 0,
        book: 0,
    };
    engine.send("ucinewgame")?;
    let mut legal = Vec::new();
    while let ToAct::Seat(seat) = g.to_act() {
        let t = Instant::now();
        let m = if seat == ours {
            let budget = clock.ours();
            let mut ctx = SearchContext::new(Limits::time(budget), native_clock);
            let m = bot.choose(&g, &mut ctx).ok_or("our bot found no move")?;
            let took = t.elapsed().as_secs_f64() * 1000.0;
            p.our_ms += took;
            p.our_turns += 1;
            p.depth += ctx.thought.depth as u64;
            let from_book = ctx.thought.score.is_none() && ctx.thought.depth == 0;
            p.book += from_book as u64;
            clock.ours_took(took, !from_book);
            m
        } else {
            let asked = clock.theirs();
            let first = engine.best(&actions, asked)?;
            g.legal_moves(&mut legal);
            let candidates: Vec<MorrisMove> = legal
                .iter()
                .copied()
                .filter(|m| actions_of(m)[0] == first)
                .collect();
            let m = if candidates.len() == 1 && candidates[0].remove.is_none() {
                Some(candidates[0])
            } else if !candidates.is_empty() {
                let mut with = actions.clone();
                with.push(first.clone());
                let removal = engine.best(&with, asked)?;
                candidates
                    .iter()
                    .copied()
                    .find(|m| actions_of(m).get(1) == Some(&removal))
                    .ok_or_else(|| format!("{first} {removal}"))
                    .map(Some)
                    .unwrap_or_else(|bad| {
                        p.end = End::Disputed(format!("engine played {bad}, not ours"));
                        None
                    })
            } else {
                p.end = End::Disputed(format!("engine played `{first}`, not legal for us"));
                None
            };
            let took = t.elapsed().as_secs_f64() * 1000.0;
            p.their_ms += took;
            clock.theirs_took(took, asked);
            p.their_turns += 1;
            match m {
                Some(m) => m,
                None => return Ok(p),
            }
        };
        actions.extend(actions_of(&m));
        p.moves.push(m.to_string());
        g.try_play(&m)
            .map_err(|e| format!("our own move {m} was refused: {e:?}"))?;
    }
    p.end = End::Over(g.outcome());
    Ok(p)
}

/// The opening of game pair `k`: `plies` random turns from the empty board.
fn opening(s: MorrisSettings, seed: u64, k: u64, plies: usize) -> (Morris, Vec<MorrisMove>) {
    let mut rng = Rng::new(seed.wrapping_mul(1_000_003).wrapping_add(k * 7919 + 1));
    let mut g = Morris::new(s);
    let mut moves = Vec::new();
    let mut played = Vec::new();
    for _ in 0..plies {
        g.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        g.play_unchecked(&m);
        played.push(m);
    }
    (g, played)
}

/// Runs the match.
pub fn run(args: &[String]) -> ExitCode {
    let Some(o) = parse(args) else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let mut out = match o.out.as_ref().map(std::fs::File::create).transpose() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("cannot write the games: {e}");
            return ExitCode::from(2);
        }
    };
    let pairs = o.games.div_ceil(2);
    for &flying in &o.flying {
        let mut engine = match Engine::start(&o.engine, &o.engine_args, flying) {
            Ok(e) => e,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        };
        let s = MorrisSettings::new(Variant::Kvarn)
            .with_first(First::White)
            .with_flying(flying);
        let rules = if flying { "flying on" } else { "flying off" };
        let (mut w, mut d, mut l, mut disputed) = (0u64, 0u64, 0u64, 0u64);
        let (mut our_ms, mut our_turns, mut their_ms, mut their_turns, mut depth) =
            (0.0, 0u64, 0.0, 0u64, 0u64);
        let mut book = 0u64;
        let mut clock = Clock::new(o.time, o.ms);
        let start = Instant::now();
        for k in 0..pairs {
            let (g, moves) = opening(s, o.seed, k, o.plies);
            for ours in [0u8, 1] {
                let game_seed = o.seed ^ (k << 1 | ours as u64).wrapping_mul(0x9E37_79B9);
                let p = match play(&mut engine, &g, &moves, ours, game_seed, &mut clock) {
                    Ok(p) => p,
                    Err(e) => {
                        eprintln!("{rules}, opening {k}, we {}: {e}", ours);
                        return ExitCode::from(1);
                    }
                };
                our_ms += p.our_ms;
                our_turns += p.our_turns;
                their_ms += p.their_ms;
                their_turns += p.their_turns;
                depth += p.depth;
                book += p.book;
                let (result, why) = match &p.end {
                    End::Over(Some(Outcome::Win { winner, .. })) if *winner == ours => {
                        w += 1;
                        ("win", String::new())
                    }
                    End::Over(Some(Outcome::Win { .. })) => {
                        l += 1;
                        ("loss", String::new())
                    }
                    End::Over(_) => {
                        d += 1;
                        ("draw", String::new())
                    }
                    End::Disputed(why) => {
                        disputed += 1;
                        println!(
                            "DISPUTED ({rules}, opening {k}): {why}; game {}",
                            p.moves.join(" ")
                        );
                        ("disputed", why.clone())
                    }
                };
                let colour = if ours == 0 { "white" } else { "black" };
                println!(
                    "{rules} opening {k} we {colour}: {result} in {} turns ({:.0} s so far)",
                    p.moves.len(),
                    start.elapsed().as_secs_f64()
                );
                if let Some(f) = out.as_mut() {
                    let line = format!(
                        "{rules}\t{k}\t{colour}\t{result}\t{why}\t{}\n",
                        p.moves.join(" ")
                    );
                    if let Err(e) = f.write_all(line.as_bytes()) {
                        eprintln!("cannot write the games: {e}");
                        return ExitCode::from(1);
                    }
                }
            }
        }
        let n = (w + d + l).max(1) as f64;
        let mean = (w as f64 + d as f64 / 2.0) / n;
        let var = (w as f64 * (1.0 - mean).powi(2)
            + d as f64 * (0.5 - mean).powi(2)
            + l as f64 * mean.powi(2))
            / (n - 1.0).max(1.0);
        let half = 1.96 * (var / n).sqrt();
        println!(
            "kvarn {rules}, {} ms a turn, seed {}: +{w} ={d} -{l} (disputed {disputed}): {:.1} of {} = \
             {:.1} % (95 % interval {:.1}-{:.1} %); time a turn ours {:.0} ms, engine {:.0} ms (movetime asked {:.0} ms); \
             our mean depth {:.1}; our turns from the book {book}; {:.0} s",
            o.ms,
            o.seed,
            w as f64 + d as f64 / 2.0,
            w + d + l,
            100.0 * mean,
            100.0 * (mean - half).max(0.0),
            100.0 * (mean + half).min(1.0),
            our_ms / our_turns.max(1) as f64,
            their_ms / their_turns.max(1) as f64,
            clock.means().2,
            depth as f64 / our_turns.max(1) as f64,
            start.elapsed().as_secs_f64()
        );
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_time_modes_exclude_each_other() {
        let a = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(
            parse(&a(&["tgf", "--match-time"])).is_some_and(|o| o.time == TimeMode::EngineFollows)
        );
        assert!(parse(&a(&["tgf", "--equalise", "--match-time"])).is_none());
    }
}
