//! `cargo xtask bg-vs-gnubg`: our backgammon judged by GNU Backgammon itself.
//!
//! 1. Money games with the cube (Jacoby, no beavers) against gnubg at 0 ply (or at
//!    `--gnubg-ply N` / `BG_GNUBG_PLY=N`: 2 is its "world class"): gnubg's moves come from
//!    its own `findbestmove` at that depth with its default move filters, its cube actions
//!    from its cubeful `cfevaluate` at the same depth (one `gnubg -t -p` process per job
//!    answering over a pipe). Games come
//!    in pairs with the same dice and the seats swapped, which takes much of the luck
//!    out of the difference. A second figure also takes out each roll's luck as our net
//!    sees it (see `luck_of_roll`): unbiased whatever the net, with a narrower interval.
//! 2. Matches of our level against itself, exported as `.mat`, imported into gnubg and
//!    analysed by it (2-ply by default); its statistics give the error rates in mEMG.
//!
//! It prints points per game with a 95 % interval, and checker-play, cube and overall
//! error rates of both sides together with 95 % intervals between matches. Without gnubg
//! it says so and exits with status 2. `BG_MS=T` gives our side T ms a move instead of the
//! level's own; `BG_KEEP=DIR` keeps the matches' `.mat` files in DIR; `BG_GAMES=FILE`
//! appends each money game's seed, index, points and luck to FILE as it ends, for pooling
//! runs; `BG_CPU_CLOCK=1`
//! times our side's budget by its thread's CPU time instead of the wall clock.

use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_backgammon::board::Step;
use spelbord_backgammon::bot::{best_after, bot, default_time_ms, ROLLS};
use spelbord_backgammon::eval::{shipped_nets, Evaluator};
use spelbord_backgammon::gnubg::position_id;
use spelbord_backgammon::mat::export_mat;
use spelbord_backgammon::moves::legal_turns;
use spelbord_backgammon::net::equity;
use spelbord_backgammon::{Backgammon, Move, Phase, Settings};
use spelbord_core::{Game, Outcome, Replay};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// The gnubg program, if installed (Debian puts it in /usr/games, often not on PATH).
pub fn gnubg_path() -> Option<PathBuf> {
    std::env::var_os("PATH")
        .into_iter()
        .flat_map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .chain([PathBuf::from("/usr/games")])
        .map(|d| d.join("gnubg"))
        .find(|p| p.is_file())
}

const SERVER: &str = r#"
import gnubg, sys
for c in ['set player 0 human', 'set player 1 human', 'set threads 1', 'set beavers 0',
          'set jacoby on', 'new session',
          # The same depth as the calls below take, for anything that reads the defaults.
          'set evaluation chequerplay evaluation plies PLIES',
          'set evaluation cubedecision evaluation plies PLIES']:
    gnubg.command(c)
# Cubeful, PLIES deep, pruned (gnubg's defaults), deterministic, no noise; findbestmove
# applies gnubg's default move filters at that depth.
ec = gnubg.evalcontext(1, PLIES, 1, 1, 0.0)
for line in sys.stdin:
    w = line.split()
    if not w or w[0] == 'quit':
        break
    pid, cube, owner = w[1], int(w[2]), int(w[3])
    # The player on roll is player 1; the owner is -1 (centred), 1 (on roll) or 0.
    ci = gnubg.cubeinfo(cube, owner, 1, 0, (0, 0), 0, 0)
    try:
        if w[0] == 'move':
            gnubg.command('set board %s' % pid)
            gnubg.command('set dice %s %s' % (w[4], w[5]))
            m = gnubg.findbestmove(gnubg.board(), ci, ec)
            print('@@ ' + ' '.join(str(x) for x in m), flush=True)
        else:
            r = gnubg.cfevaluate(gnubg.positionfromid(pid), ci, ec)
            print('@@ ' + r[5], flush=True)
    except Exception as e:
        print('@@ error ' + str(e).replace('\n', ' '), flush=True)
"#;

/// One gnubg process answering questions over a pipe, one line each; a script's answer
/// line starts with "@@".
pub(crate) struct Gnubg {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Gnubg {
    fn start(path: &Path, home: &Path, plies: u32) -> Result<Gnubg, String> {
        Gnubg::with_script(path, home, &SERVER.replace("PLIES", &plies.to_string()))
    }

    /// gnubg running the Python `script` in its own home folder `home`.
    pub(crate) fn with_script(path: &Path, home: &Path, script: &str) -> Result<Gnubg, String> {
        std::fs::create_dir_all(home).map_err(|e| e.to_string())?;
        let file = home.join("server.py");
        std::fs::write(&file, script).map_err(|e| e.to_string())?;
        let script = file;
        let mut child = Command::new(path)
            .args(["-t", "-q", "-p"])
            .arg(&script)
            .env("HOME", home)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start gnubg: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(Gnubg {
            child,
            stdin,
            stdout,
        })
    }

    pub(crate) fn ask(&mut self, q: &str) -> Result<String, String> {
        if std::env::var_os("BG_TRACE").is_some() {
            eprintln!("ask {q}");
        }
        writeln!(self.stdin, "{q}").map_err(|e| format!("gnubg: {e}"))?;
        let mut line = String::new();
        loop {
            line.clear();
            if self
                .stdout
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err("gnubg stopped".into());
            }
            // A roll that cannot be played is an empty answer ("@@ ").
            if let Some(a) = line.trim_end().strip_prefix("@@") {
                let a = a.trim();
                if let Some(e) = a.strip_prefix("error") {
                    return Err(format!("gnubg: {e} (asked {q})"));
                }
                return Ok(a.to_string());
            }
        }
    }

    fn cube_args(g: &Backgammon) -> String {
        let on_roll = g.turn();
        let owner = match g.cube_owner() {
            None => -1,
            Some(s) if s == on_roll => 1,
            Some(_) => 0,
        };
        format!("{} {} {}", position_id(g), g.cube_value(), owner)
    }

    /// gnubg's action for the seat to move.
    fn choose(&mut self, g: &Backgammon) -> Result<Move, String> {
        match g.phase() {
            Phase::BeforeRoll => {
                if !g.may_double(g.turn()) {
                    return Ok(Move::Roll);
                }
                let r = self.ask(&format!("cube {}", Self::cube_args(g)))?;
                // "Double, take", "Redouble, pass", ...; "No double", "Too good" keep it.
                let double = r.starts_with("Double") || r.starts_with("Redouble");
                Ok(if double { Move::Double } else { Move::Roll })
            }
            Phase::Doubled => {
                // The doubler is on roll; gnubg's verdict on its double names the answer.
                let r = self.ask(&format!("cube {}", Self::cube_args(g)))?;
                let take = r.contains("take") || r.contains("beaver");
                Ok(if take { Move::Take } else { Move::Drop })
            }
            Phase::Moving => {
                let d = g.dice().ok_or("no dice")?;
                let r = self.ask(&format!("move {} {} {}", Self::cube_args(g), d[0], d[1]))?;
                let steps = gnubg_steps(&r)?;
                if steps.is_empty() {
                    let mut legal = Vec::new();
                    g.legal_moves(&mut legal);
                    return legal.first().copied().ok_or_else(|| "no move".into());
                }
                g.turn_from_steps(&steps)
                    .map_err(|e| format!("gnubg's move {r:?} is not legal here: {}", e.key))
            }
            _ => Err("nothing to decide".into()),
        }
    }
}

/// The steps of a move as `findbestmove` gives it: from and to points in pairs, gnubg's
/// numbering (the bar 25, off 0), unused pairs 0 0.
pub(crate) fn gnubg_steps(answer: &str) -> Result<Vec<Step>, String> {
    let nums: Vec<u8> = answer
        .split_whitespace()
        .map(|t| t.parse().map_err(|_| format!("gnubg move {answer:?}")))
        .collect::<Result<_, _>>()?;
    Ok(nums
        .chunks(2)
        .filter(|c| c.len() == 2 && !(c[0] == 0 && c[1] == 0))
        .map(|c| Step {
            from: c[0],
            to: c[1],
            hit: false,
        })
        .collect())
}

impl Drop for Gnubg {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

/// Our time a move: the level's own, or BG_MS milliseconds. On a loaded machine the
/// strongest level can run out of its 700 ms before its 3-ply look is done (and falls
/// back to 2 ply), so measurements of its strength set a budget it never reaches.
fn budget_ms(level: Level) -> f64 {
    std::env::var("BG_MS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| default_time_ms(level))
}

/// The clock our side's budget runs on: the wall clock, or with `BG_CPU_CLOCK=1` this
/// thread's CPU time, so that on a busy machine the search gets the computing it would
/// have on a quiet one (the wall clock counts the other processes' turns).
fn our_clock() -> fn() -> f64 {
    if std::env::var_os("BG_CPU_CLOCK").is_some() {
        crate::cpu_clock
    } else {
        native_clock
    }
}

/// Points won by `us` (seat) in a finished game of the replay.
fn our_points(r: &Replay<Backgammon>, us: u8) -> f64 {
    match r.current().outcome() {
        Some(Outcome::Win { winner, points }) => {
            if winner == us {
                points as f64
            } else {
                -(points as f64)
            }
        }
        _ => 0.0,
    }
}

/// The luck of the roll just thrown in `g` (the mover to play it), for seat `us`, in
/// points at the present cube: the value of the best play of this roll less the mean
/// over all rolls, both by our net at 1 ply. Whatever the evaluator, a roll's luck has
/// mean zero given the position, so the sum over a game can be taken from its result
/// without bias (a control variate), and most of the dice's noise goes with it. The
/// opening roll's mean is zero exactly: the start is the same for both seats.
fn luck_of_roll(g: &Backgammon, us: u8, opening: bool, ev: &mut Evaluator) -> f64 {
    let Some(dice) = g.dice() else {
        return 0.0;
    };
    let (me, opp) = g.sides();
    let mut value = |d: [u8; 2]| equity(&best_after(&legal_turns(me, opp, d), ev).1) as f64;
    let rolled = value(dice);
    let mean = if opening {
        0.0
    } else {
        ROLLS.iter().map(|&(d, w)| value(d) * w as f64 / 36.0).sum()
    };
    let sign = if g.turn() == us { 1.0 } else { -1.0 };
    sign * g.cube_value() as f64 * (rolled - mean)
}

/// One money game, `us` in seat `us`, dice from `seed`: our points, the game's plies and
/// the sum of our luck (see [`luck_of_roll`]).
fn money_game(
    gnubg: &mut Gnubg,
    level: Level,
    seed: u64,
    us: u8,
) -> Result<(f64, usize, f64), String> {
    let settings = Settings {
        cube: true,
        jacoby: true,
        ..Settings::default()
    };
    let nets = shipped_nets();
    let mut ev = Evaluator::new(nets);
    let mut r = Replay::<Backgammon>::new(settings, seed);
    let mut ours = bot(level, seed);
    let mut plies = 0;
    let mut luck = luck_of_roll(r.current(), us, true, &mut ev);
    while r.current().outcome().is_none() {
        let g = r.current().clone();
        let Some(seat) = g.seat_to_move() else {
            return Err("no seat to move".into());
        };
        let m = if seat == us {
            let mut ctx = SearchContext::new(Limits::time(budget_ms(level)), our_clock());
            ours.choose(&g, &mut ctx).ok_or("our bot found no move")?
        } else {
            gnubg.choose(&g)?
        };
        r.play(&m).map_err(|e| format!("{e:?}"))?;
        // A roll was thrown when the play left the game moving, and not the same player
        // moving in the same phase (when the cube cannot be turned, dice are thrown at once).
        let now = r.current();
        if now.phase() == Phase::Moving && (g.phase() != Phase::Moving || g.turn() != now.turn()) {
            luck += luck_of_roll(r.current(), us, false, &mut ev);
        }
        plies += 1;
        if plies > 5000 {
            return Err("game too long".into());
        }
    }
    Ok((our_points(&r, us), plies, luck))
}

pub(crate) fn opt<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn level_of(name: &str) -> Option<Level> {
    Some(match name {
        "beginner" | "1" => Level::Beginner,
        "easy" | "2" => Level::Easy,
        "medium" | "3" => Level::Medium,
        "hard" | "4" => Level::Hard,
        "strongest" | "5" => Level::Strongest,
        _ => return None,
    })
}

/// Mean and half-width of the 95 % interval.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let m = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0).max(1.0);
    (m, 1.96 * (var / n).sqrt())
}

/// A ratio of sums over samples (error, decisions) and the half-width of its 95 %
/// interval: the samples are matches, whose decisions are not independent of each other,
/// so the spread is taken between matches (the delta method for a ratio estimate).
fn ratio_ci(samples: &[(f64, f64)]) -> (f64, f64) {
    let k = samples.len() as f64;
    let (e, n): (f64, f64) = samples
        .iter()
        .fold((0.0, 0.0), |a, s| (a.0 + s.0, a.1 + s.1));
    if n <= 0.0 || k < 2.0 {
        return (0.0, 0.0);
    }
    let r = e / n;
    let mean_n = n / k;
    let var = samples.iter().map(|s| (s.0 - r * s.1).powi(2)).sum::<f64>() / (k - 1.0);
    (r, 1.96 * (var / k).sqrt() / mean_n)
}

/// The figures gnubg's `show statistics match` gives for one player column.
#[derive(Debug, Default, Clone, Copy)]
struct Stats {
    /// Unforced checker-play decisions and their total error (EMG, normalised).
    moves: f64,
    move_err: f64,
    /// Close or actual cube decisions and their total error.
    cube: f64,
    cube_err: f64,
}

/// The two numbers of a statistics line's column: "  12.345 (  -6.789)" → (12.345, -6.789).
fn cols(line: &str) -> Vec<f64> {
    line.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == '+'))
        .filter_map(|t| t.parse().ok())
        .collect()
}

/// Reads the checker-play and cube sections of gnubg's `show statistics match`, per
/// player (its two columns).
fn parse_stats(text: &str) -> Result<[Stats; 2], String> {
    let mut s = [Stats::default(); 2];
    let mut section = "";
    let mut found = 0;
    for line in text.lines() {
        if line.ends_with("statistics") {
            section = line.trim();
            continue;
        }
        let Some((label, rest)) = line.split_once("  ") else {
            continue;
        };
        let v = cols(rest);
        let pick = |i: usize, j: usize| -> Option<[f64; 2]> { Some([*v.get(i)?, *v.get(j)?]) };
        let (field, got): (fn(&mut Stats) -> &mut f64, _) = match (section, label.trim()) {
            ("Chequerplay statistics", "Unforced moves") => (|x| &mut x.moves, pick(0, 1)),
            ("Chequerplay statistics", "Error total EMG (MWC)") => {
                (|x| &mut x.move_err, pick(0, 2))
            }
            ("Cube statistics", "Close or actual cube decisions") => (|x| &mut x.cube, pick(0, 1)),
            ("Cube statistics", "Error total EMG (MWC)") => (|x| &mut x.cube_err, pick(0, 2)),
            _ => continue,
        };
        let got = got.ok_or_else(|| format!("gnubg's statistics line not understood: {line}"))?;
        for (k, st) in s.iter_mut().enumerate() {
            *field(st) = got[k];
        }
        found += 1;
    }
    if found < 4 {
        return Err(format!("gnubg's statistics were not understood:\n{text}"));
    }
    Ok(s)
}

/// A match of our level against itself, as a `.mat` file.
fn self_play_match(level: Level, length: u32, seed: u64) -> Result<String, String> {
    let settings = Settings {
        match_length: length,
        cube: true,
        ..Settings::default()
    };
    let mut r = Replay::<Backgammon>::new(settings, seed);
    let mut players = [bot(level, seed), bot(level, seed + 1)];
    let mut plies = 0;
    while r.current().outcome().is_none() {
        let g = r.current().clone();
        let seat = g.seat_to_move().ok_or("no seat")?;
        let mut ctx = SearchContext::new(Limits::time(budget_ms(level)), our_clock());
        let m = players[seat as usize]
            .choose(&g, &mut ctx)
            .ok_or("no move")?;
        r.play(&m).map_err(|e| format!("{e:?}"))?;
        plies += 1;
        if plies > 20000 {
            return Err("match too long".into());
        }
    }
    Ok(export_mat(&r, ["Spelbord A", "Spelbord B"]))
}

fn analyse(path: &Path, home: &Path, file: &Path, plies: u32) -> Result<[Stats; 2], String> {
    let script = home.join("analyse.py");
    std::fs::write(
        &script,
        format!(
            "import gnubg\n\
             for c in ['set player 0 human', 'set player 1 human', 'set threads 1',\n\
                       'set analysis chequerplay evaluation plies {plies}',\n\
                       'set analysis cubedecision evaluation plies {plies}',\n\
                       'import mat {}', 'analyse match']:\n    gnubg.command(c)\n\
             print('@@STATS', flush=True)\n\
             gnubg.command('show statistics match')\n",
            file.display()
        ),
    )
    .map_err(|e| e.to_string())?;
    let o = Command::new(path)
        .args(["-t", "-q", "-p"])
        .arg(&script)
        .env("HOME", home)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&o.stdout).to_string();
    let stats = text
        .split_once("@@STATS")
        .map(|(_, s)| s)
        .ok_or_else(|| format!("gnubg did not analyse {}: {text}", file.display()))?;
    parse_stats(stats)
}

pub fn run(args: &[String]) -> ExitCode {
    let Some(gnubg) = gnubg_path() else {
        eprintln!("bg-vs-gnubg: GNU Backgammon (gnubg) is not installed (scripts/setup.sh --test installs it)");
        return ExitCode::from(2);
    };
    let games: usize = opt(args, "--games", 200);
    let matches: usize = opt(args, "--matches", 4);
    let length: u32 = opt(args, "--length", 7);
    let jobs: usize = opt(args, "--jobs", 2).max(1);
    let plies: u32 = opt(args, "--plies", 2);
    // The opponent's depth: 0 by default (the figures so far), 2 for its world class.
    let env_ply = std::env::var("BG_GNUBG_PLY")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let opp_ply: u32 = opt(args, "--gnubg-ply", env_ply);
    let seed: u64 = opt(args, "--seed", 1);
    let level_name: String = opt(args, "--level", "strongest".to_string());
    let Some(level) = level_of(&level_name) else {
        eprintln!("bg-vs-gnubg: --level is one of beginner, easy, medium, hard, strongest");
        return ExitCode::from(2);
    };
    // BG_KEEP=DIR keeps the matches (`DIR/analyse*/m*.mat`) for a closer look in gnubg.
    let keep = std::env::var_os("BG_KEEP").map(PathBuf::from);
    let work = keep.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("spelbord-bg-vs-gnubg-{}", std::process::id()))
    });
    println!(
        "backgammon, level {level_name}, against GNU Backgammon ({}): {games} money games against {opp_ply}-ply, {matches} self-play {length}-point matches analysed at {plies} ply",
        gnubg.display()
    );

    // 1. Money games, in pairs with the same dice and the seats swapped.
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, f64, f64)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let t0 = std::time::Instant::now();
    std::thread::scope(|s| {
        for j in 0..jobs {
            let (next, results, failure, gnubg, work) = (&next, &results, &failure, &gnubg, &work);
            s.spawn(move || {
                let mut g = match Gnubg::start(gnubg, &work.join(format!("job{j}")), opp_ply) {
                    Ok(g) => g,
                    Err(e) => {
                        *failure.lock().unwrap() = Some(e);
                        return;
                    }
                };
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= games || failure.lock().unwrap().is_some() {
                        break;
                    }
                    let pair_seed = seed * 1_000_003 + (i / 2) as u64;
                    match money_game(&mut g, level, pair_seed, (i % 2) as u8) {
                        Ok((p, _, luck)) => {
                            let mut res = results.lock().unwrap();
                            res.push((i, p, luck));
                            // Each game as it ends, so that a run stopped early still
                            // counts (pool whole pairs only).
                            if let Some(path) = std::env::var_os("BG_GAMES") {
                                if let Ok(mut f) = std::fs::OpenOptions::new()
                                    .create(true)
                                    .append(true)
                                    .open(path)
                                {
                                    let _ = writeln!(f, "{seed} {i} {p} {luck:.6}");
                                }
                            }
                            eprintln!("game {i}: {p:+} (luck {luck:+.3}), {} done", res.len());
                        }
                        Err(e) => *failure.lock().unwrap() = Some(format!("game {i}: {e}")),
                    }
                }
            });
        }
    });
    if let Some(e) = failure.lock().unwrap().take() {
        eprintln!("bg-vs-gnubg: {e}");
        return ExitCode::FAILURE;
    }
    let mut res = results.into_inner().unwrap();
    res.sort_by_key(|r| r.0);
    // A pair's mean is one sample: the two games share their dice.
    let pairs: Vec<f64> = res
        .chunks(2)
        .map(|c| c.iter().map(|r| r.1).sum::<f64>() / c.len() as f64)
        .collect();
    let (ppg, ci) = mean_ci(&pairs);
    // The same with each game's luck taken out: an unbiased figure with less noise.
    let adjusted: Vec<f64> = res
        .chunks(2)
        .map(|c| c.iter().map(|r| r.1 - r.2).sum::<f64>() / c.len() as f64)
        .collect();
    let (adj, adj_ci) = mean_ci(&adjusted);
    let won = res.iter().filter(|r| r.1 > 0.0).count();
    if games > 0 {
        println!(
            "money play vs gnubg {opp_ply}-ply (cube, Jacoby): {:+.3} points per game ± {ci:.3} (95 %, {} games in {} duplicate pairs; won {won}) in {:.0} s",
            ppg,
            res.len(),
            pairs.len(),
            t0.elapsed().as_secs_f64()
        );
        println!(
            "money play, luck-adjusted (each roll's luck by our net at 1 ply taken out): {adj:+.3} points per game ± {adj_ci:.3} (95 %)"
        );
    }

    // 2. Self-play matches analysed by gnubg.
    if matches == 0 {
        return ExitCode::SUCCESS;
    }
    let t1 = std::time::Instant::now();
    let next = AtomicUsize::new(0);
    let all: Mutex<Vec<[Stats; 2]>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for j in 0..jobs {
            let (next, all, failure, gnubg, work) = (&next, &all, &failure, &gnubg, &work);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= matches || failure.lock().unwrap().is_some() {
                    break;
                }
                let home = work.join(format!("analyse{j}"));
                let r = std::fs::create_dir_all(&home)
                    .map_err(|e| e.to_string())
                    .and_then(|_| self_play_match(level, length, seed * 7_919 + i as u64))
                    .and_then(|text| {
                        let file = home.join(format!("m{i}.mat"));
                        std::fs::write(&file, text).map_err(|e| e.to_string())?;
                        analyse(gnubg, &home, &file, plies)
                    });
                match r {
                    Ok(st) => all.lock().unwrap().push(st),
                    Err(e) => *failure.lock().unwrap() = Some(format!("match {i}: {e}")),
                }
            });
        }
    });
    if keep.is_none() {
        let _ = std::fs::remove_dir_all(&work);
    }
    if let Some(e) = failure.lock().unwrap().take() {
        eprintln!("bg-vs-gnubg: {e}");
        return ExitCode::FAILURE;
    }
    let all = all.into_inner().unwrap();
    // Per match, both sides together: (checker decisions, their error, cube decisions,
    // their error), errors in mEMG as positive numbers.
    let per_match: Vec<[f64; 4]> = all
        .iter()
        .map(|st| {
            st.iter().fold([0.0; 4], |a, s| {
                [
                    a[0] + s.moves,
                    a[1] + 1000.0 * s.move_err.abs(),
                    a[2] + s.cube,
                    a[3] + 1000.0 * s.cube_err.abs(),
                ]
            })
        })
        .collect();
    let pick =
        |f: fn(&[f64; 4]) -> (f64, f64)| -> Vec<(f64, f64)> { per_match.iter().map(f).collect() };
    let (checker, checker_ci) = ratio_ci(&pick(|m| (m[1], m[0])));
    let (cube, cube_ci) = ratio_ci(&pick(|m| (m[3], m[2])));
    let (overall, overall_ci) = ratio_ci(&pick(|m| (m[1] + m[3], m[0] + m[2])));
    let moves: f64 = per_match.iter().map(|m| m[0]).sum();
    let cubes: f64 = per_match.iter().map(|m| m[2]).sum();
    println!(
        "gnubg {plies}-ply analysis of {} self-play matches ({:.0} s): checker play {:+.1} ± {checker_ci:.1} mEMG/move over {moves:.0} unforced moves; cube {:+.1} ± {cube_ci:.1} mEMG per close decision over {cubes:.0}; overall {:+.1} ± {overall_ci:.1} mEMG per decision (95 %, over matches)",
        all.len(),
        t1.elapsed().as_secs_f64(),
        -checker,
        -cube,
        -overall,
    );
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::{luck_of_roll, ratio_ci};
    use spelbord_backgammon::board::{Board, START};
    use spelbord_backgammon::eval::{shipped_nets, Evaluator};
    use spelbord_backgammon::{Backgammon, Phase, Settings};

    fn moving(board: Board, turn: u8, dice: [u8; 2], cube: u32) -> Backgammon {
        let settings = Settings {
            cube: true,
            ..Settings::default()
        };
        Backgammon::from_parts(
            settings,
            board,
            turn,
            Phase::Moving,
            dice,
            cube,
            None,
            [0, 0],
            false,
        )
    }

    #[test]
    fn the_luck_of_a_roll_has_mean_zero_and_counts_the_cube() {
        let mut ev = Evaluator::new(shipped_nets());
        // A middle game: seat 0 has run a back checker, seat 1 is on the bar.
        let mut board = Board {
            sides: [START, START],
        };
        board.sides[0][23] -= 1;
        board.sides[0][12] += 1;
        board.sides[1][5] -= 1;
        board.sides[1][24] += 1;
        let all = |us: u8, cube: u32, ev: &mut Evaluator| -> Vec<f64> {
            (1..=6)
                .flat_map(|a| (1..=6).map(move |b| [a, b]))
                .map(|d| luck_of_roll(&moving(board, 1, d, cube), us, false, ev))
                .collect()
        };
        let lucks = all(0, 1, &mut ev);
        let mean = lucks.iter().sum::<f64>() / 36.0;
        assert!(mean.abs() < 1e-9, "mean luck {mean}");
        // Rolls differ: entering matters for the side on the bar.
        let spread = lucks.iter().cloned().fold(f64::MIN, f64::max)
            - lucks.iter().cloned().fold(f64::MAX, f64::min);
        assert!(spread > 0.1, "spread {spread}");
        // The other seat's luck is ours negated, and the cube multiplies it.
        for (a, b) in lucks.iter().zip(all(1, 4, &mut ev)) {
            assert!((b + 4.0 * a).abs() < 1e-9, "{a} {b}");
        }
        // The opening: the seat with the higher die moves, from the same start, so the
        // 30 opening rolls' values cancel and each roll's luck is its value alone.
        let start = Board {
            sides: [START, START],
        };
        let mut opening = 0.0;
        for a in 1..=6u8 {
            for b in (1..=6u8).filter(|&b| b != a) {
                let turn = if a > b { 0 } else { 1 };
                opening += luck_of_roll(&moving(start, turn, [a, b], 1), 0, true, &mut ev);
            }
        }
        assert!(opening.abs() < 1e-6, "opening luck sums to {opening}");
    }

    #[test]
    fn the_interval_of_a_ratio_is_the_spread_between_samples() {
        // The same rate in every match: no spread.
        let (r, h) = ratio_ci(&[(20.0, 10.0), (40.0, 20.0), (6.0, 3.0)]);
        assert!((r - 2.0).abs() < 1e-12 && h.abs() < 1e-12);
        // Rates 1 and 3 over equal decisions: mean 2, residuals ±10 over 10 decisions,
        // variance 200, so 1.96 * sqrt(200 / 2) / 10.
        let (r, h) = ratio_ci(&[(10.0, 10.0), (30.0, 10.0)]);
        assert!((r - 2.0).abs() < 1e-12);
        assert!((h - 1.96 * 10.0 / 10.0).abs() < 1e-9, "{h}");
    }
}
