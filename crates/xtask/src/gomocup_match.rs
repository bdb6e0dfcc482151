//! `cargo xtask gomocup-vs BRAIN_A BRAIN_B [--games N] [--ms MS] [--ms-a MS] [--rule freestyle|exact5]
//! [--seed S] [--board SIZE] [--slack MS] [--jobs J]`: a referee of our own for two Gomocup
//! brains. `--jobs J` plays J games at once (each game alternates its two brains, so a
//! game keeps one core busy: J at most the number of cores keeps the time per move fair).
//!
//! Each BRAIN is a command line (split on spaces), e.g. `"target/release/spelbord gomocup"`
//! or the path of another engine's brain. Every game starts both brains afresh and speaks
//! the Piskvork protocol to them: `START SIZE`, then `INFO timeout_turn MS`,
//! `INFO timeout_match` (MS for every cell of the board, so it never binds),
//! `INFO max_memory` (64 MB: the machine is shared, and a brain clears its table on the clock) and `INFO rule` (0 five or more,
//! 1 exactly five); a brain's first move is asked with `BOARD` (the stones so far), the
//! later ones with `TURN x,y`.
//!
//! Openings come from the seed: three stones (black, white, black) in the 5×5 square
//! around the centre, so white moves first. Each opening is played twice, brain A black in
//! the first game and white in the second, so neither side profits from a lucky opening.
//! The referee keeps its own board and judges every answer: a move off the board, on a
//! stone, or that does not parse loses; so does a brain that dies or answers later than
//! MS + slack (default 300 ms, a shared machine delays a process now and then; answers
//! over MS but within the slack are counted and printed; a brain's first answer gets a
//! three seconds more, for setting up its tables). It detects the win itself: five
//! or more in a row, or exactly five under `exact5` (an overline is then an ordinary
//! move); a full board is a draw.
//!
//! It prints every game as it ends (and its stones in order, to study it), then brain A's
//! wins, draws and losses, its score with a 95 % interval (normal approximation over the
//! games' points), and its results as black and as white. Brains that reply to a command sent within a millisecond of their last
//! answer may drop it (Rapfi does, even an `INFO` right after its `OK`), so the referee
//! waits 10 ms after every answer before it sends anything. Times are measured from the
//! end of the command that asks for a move to its answer.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

const MAX_MEMORY: u64 = 64_000_000;
/// Extra milliseconds a brain's first answer may take.
const STARTUP_MS: u64 = 3000;
/// Milliseconds the referee stays silent after an answer (Rapfi drops what comes sooner).
const QUIET_MS: u64 = 10;

struct Options {
    brains: [String; 2],
    games: usize,
    ms: u64,
    /// Brain A's own time a move (`--ms-a`), for time-odds runs: does more time help?
    ms_a: Option<u64>,
    exact: bool,
    seed: u64,
    size: i32,
    slack: u64,
    jobs: usize,
}

impl Options {
    /// The time a move of brain `b` (0: A, 1: B).
    fn ms_of(&self, b: usize) -> u64 {
        match (b, self.ms_a) {
            (0, Some(ms)) => ms,
            _ => self.ms,
        }
    }
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut brains = Vec::new();
    let mut o = Options {
        brains: [String::new(), String::new()],
        games: 12,
        ms: 1000,
        ms_a: None,
        exact: false,
        seed: 1,
        size: 15,
        slack: 300,
        jobs: 1,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if !a.starts_with("--") {
            brains.push(a.clone());
            continue;
        }
        let v = it.next().ok_or(format!("{a} needs a value"))?;
        let num = || {
            v.parse::<u64>()
                .map_err(|_| format!("{a}: not a number: {v}"))
        };
        match a.as_str() {
            "--games" => o.games = num()?.max(1) as usize,
            "--ms" => o.ms = num()?.max(1),
            "--ms-a" => o.ms_a = Some(num()?.max(1)),
            "--seed" => o.seed = num()?,
            "--slack" => o.slack = num()?,
            "--jobs" => o.jobs = num()?.clamp(1, 64) as usize,
            "--board" => o.size = num()?.clamp(7, 100) as i32,
            "--rule" => {
                o.exact = match v.as_str() {
                    "freestyle" => false,
                    "exact5" => true,
                    _ => return Err(format!("--rule freestyle|exact5, not {v}")),
                }
            }
            _ => return Err(format!("unknown option {a}")),
        }
    }
    match <[String; 2]>::try_from(brains) {
        Ok(b) => o.brains = b,
        Err(_) => return Err("give exactly two brains".into()),
    }
    Ok(o)
}

/// Runs the match; exit status 2 on bad arguments or a brain that cannot be started.
pub fn run(args: &[String]) -> ExitCode {
    let o = match parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}\nusage: cargo xtask gomocup-vs BRAIN_A BRAIN_B [--games N] [--ms MS] [--ms-a MS] [--rule freestyle|exact5] [--seed S] [--board SIZE] [--slack MS] [--jobs J]");
            return ExitCode::from(2);
        }
    };
    let rule = if o.exact { "exact5" } else { "freestyle" };
    println!(
        "gomocup-vs: A = {}, B = {}; {} games, {} ms a move (A {} ms), {rule}, {}x{}, seed {}",
        o.brains[0],
        o.brains[1],
        o.games,
        o.ms,
        o.ms_of(0),
        o.size,
        o.size,
        o.seed
    );
    let mut rng = o.seed ^ 0x9E37_79B9_7F4A_7C15;
    // Every opening drawn up front, so a game's opening does not depend on which job
    // plays it: the same seed gives the same games with any --jobs.
    let openings: Vec<Vec<(i32, i32)>> = (0..o.games.div_ceil(2))
        .map(|_| draw_opening(&mut rng, o.size))
        .collect();
    let next_game = std::sync::atomic::AtomicUsize::new(0);
    let (tx, rx) = channel::<(usize, Result<GameResult, String>)>();
    // Points of A per game, and per colour [black, white] as (wins, draws, losses).
    let mut points = Vec::new();
    let mut by_colour = [[0usize; 3]; 2];
    let failed = std::thread::scope(|scope| {
        for _ in 0..o.jobs.min(o.games) {
            let tx = tx.clone();
            let (o, openings, next_game) = (&o, &openings, &next_game);
            scope.spawn(move || loop {
                let g = next_game.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if g >= o.games {
                    break;
                }
                let r = play(o, &openings[g / 2], g % 2 == 0);
                let stop = r.is_err();
                if tx.send((g, r)).is_err() || stop {
                    // Later games are not started once one cannot be played.
                    next_game.store(o.games, std::sync::atomic::Ordering::SeqCst);
                    break;
                }
            });
        }
        drop(tx);
        let mut failed = false;
        for (g, r) in rx {
            let opening = &openings[g / 2];
            let a_black = g % 2 == 0;
            let r = match r {
                Ok(r) => r,
                Err(e) => {
                    eprintln!("game {}: {e}", g + 1);
                    failed = true;
                    continue;
                }
            };
            // r.winner: Some(0) black, Some(1) white.
            let a_colour = usize::from(!a_black);
            let p = match r.winner {
                None => 0.5,
                Some(c) if c == a_colour => 1.0,
                Some(_) => 0.0,
            };
            let slot = if p == 1.0 {
                0
            } else if p == 0.5 {
                1
            } else {
                2
            };
            by_colour[a_colour][slot] += 1;
            points.push(p);
            println!(
            "game {:>3}: A {} opening {} -> {} ({}) after {} stones; A {:.0} ms/move (max {:.0}, {} over), B {:.0} ms/move (max {:.0}, {} over)",
            g + 1,
            if a_black { "black" } else { "white" },
            opening.iter().map(|&(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" "),
            ["A wins", "draw", "B wins"][slot],
            r.reason,
            r.stones,
            r.time[usize::from(!a_black)].mean(),
            r.time[usize::from(!a_black)].max,
            r.time[usize::from(!a_black)].over,
            r.time[usize::from(a_black)].mean(),
            r.time[usize::from(a_black)].max,
            r.time[usize::from(a_black)].over,
        );
            println!(
                "           moves: {}",
                r.moves
                    .iter()
                    .map(|&(x, y)| format!("{x},{y}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            );
        }
        failed
    });
    if failed {
        return ExitCode::from(2);
    }
    let n = points.len() as f64;
    let mean = points.iter().sum::<f64>() / n;
    let var = points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    let total = [0, 1, 2].map(|i| by_colour[0][i] + by_colour[1][i]);
    println!(
        "A: {} wins, {} draws, {} losses in {} games; score {:.1} % ± {:.1} (95 %)",
        total[0],
        total[1],
        total[2],
        points.len(),
        100.0 * mean,
        100.0 * half
    );
    for (c, name) in ["black", "white"].iter().enumerate() {
        let [w, d, l] = by_colour[c];
        println!("A as {name}: {w}-{d}-{l}");
    }
    ExitCode::SUCCESS
}

fn next(rng: &mut u64) -> u64 {
    // splitmix64: reproducible from the seed on every platform.
    *rng = rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *rng;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn draw_opening(rng: &mut u64, size: i32) -> Vec<(i32, i32)> {
    let c = size / 2;
    let mut stones = Vec::new();
    while stones.len() < 3 {
        let x = c - 2 + (next(rng) % 5) as i32;
        let y = c - 2 + (next(rng) % 5) as i32;
        if !stones.contains(&(x, y)) {
            stones.push((x, y));
        }
    }
    stones
}

#[derive(Default, Clone, Copy)]
struct Times {
    total: f64,
    moves: usize,
    max: f64,
    over: usize,
}

impl Times {
    fn mean(&self) -> f64 {
        self.total / self.moves.max(1) as f64
    }
}

struct GameResult {
    winner: Option<usize>,
    reason: String,
    stones: usize,
    /// Answer times by colour: [black, white].
    time: [Times; 2],
    /// Every stone in order, the opening's first (to study a game afterwards).
    moves: Vec<(i32, i32)>,
}

struct Brain {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    started: bool,
    started_answering: bool,
    /// When the brain last answered: a command sent right after it may be lost.
    answered: Instant,
}

impl Brain {
    fn spawn(cmd: &str) -> Result<Brain, String> {
        let mut words = cmd.split_whitespace();
        let prog = words.next().ok_or("empty brain command")?;
        let mut child = Command::new(prog)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start {cmd}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Brain {
            child,
            stdin,
            lines: rx,
            started: false,
            started_answering: false,
            answered: Instant::now(),
        })
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        let quiet = Duration::from_millis(QUIET_MS);
        if let Some(wait) = quiet.checked_sub(self.answered.elapsed()) {
            std::thread::sleep(wait);
        }
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("brain closed its input: {e}"))
    }

    /// The next answer line that is not a message or debug output, within `limit`.
    fn answer(&mut self, limit: Duration) -> Result<String, String> {
        let deadline = Instant::now() + limit;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    let l = l.trim();
                    let word = l.split_whitespace().next().unwrap_or("");
                    if matches!(word, "MESSAGE" | "DEBUG" | "SUGGEST") || l.is_empty() {
                        continue;
                    }
                    self.answered = Instant::now();
                    return Ok(l.to_string());
                }
                Err(RecvTimeoutError::Timeout) => return Err("out of time".into()),
                Err(RecvTimeoutError::Disconnected) => return Err("the brain died".into()),
            }
        }
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        let _ = self.send("END");
        std::thread::sleep(Duration::from_millis(20));
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn parse_move(line: &str, size: i32) -> Option<(i32, i32)> {
    let (x, y) = line.split_once(',')?;
    let (x, y) = (x.trim().parse::<i32>().ok()?, y.trim().parse::<i32>().ok()?);
    ((0..size).contains(&x) && (0..size).contains(&y)).then_some((x, y))
}

/// The length of the line of `colour` through `(x, y)` along `(dx, dy)`.
fn run_length(
    board: &[Option<usize>],
    size: i32,
    (x, y): (i32, i32),
    (dx, dy): (i32, i32),
) -> usize {
    let at = |x: i32, y: i32| {
        ((0..size).contains(&x) && (0..size).contains(&y))
            .then(|| board[(y * size + x) as usize])
            .flatten()
    };
    let colour = at(x, y);
    let mut n = 1;
    for s in [1, -1] {
        let (mut cx, mut cy) = (x + s * dx, y + s * dy);
        while at(cx, cy) == colour {
            n += 1;
            cx += s * dx;
            cy += s * dy;
        }
    }
    n
}

fn wins(board: &[Option<usize>], size: i32, at: (i32, i32), exact: bool) -> bool {
    [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&d| {
        let n = run_length(board, size, at, d);
        if exact {
            n == 5
        } else {
            n >= 5
        }
    })
}

fn play(o: &Options, opening: &[(i32, i32)], a_black: bool) -> Result<GameResult, String> {
    // brains[colour]: black first.
    let order = if a_black { [0, 1] } else { [1, 0] };
    let mut brains = Vec::new();
    for &b in &order {
        let mut brain = Brain::spawn(&o.brains[b])?;
        brain.send(&format!("START {}", o.size))?;
        let ok = brain.answer(Duration::from_secs(30))?;
        if ok != "OK" {
            return Err(format!("{} answered START with {ok}", o.brains[b]));
        }
        let ms = o.ms_of(b);
        let match_ms = ms * (o.size * o.size) as u64;
        for info in [
            format!("INFO timeout_turn {ms}"),
            format!("INFO timeout_match {match_ms}"),
            format!("INFO time_left {match_ms}"),
            format!("INFO max_memory {MAX_MEMORY}"),
            format!("INFO rule {}", u8::from(o.exact)),
        ] {
            brain.send(&info)?;
        }
        brains.push(brain);
    }
    let size = o.size;
    let mut board = vec![None; (size * size) as usize];
    let mut moves: Vec<(i32, i32)> = Vec::new();
    for (i, &(x, y)) in opening.iter().enumerate() {
        board[(y * size + x) as usize] = Some(i % 2);
        moves.push((x, y));
    }
    let mut time = [Times::default(); 2];
    let limits = order.map(|b| o.ms_of(b));
    loop {
        let colour = moves.len() % 2;
        if moves.len() == (size * size) as usize {
            return Ok(GameResult {
                winner: None,
                reason: "full board".into(),
                stones: moves.len(),
                time,
                moves,
            });
        }
        let lose = |reason: String, time, moves: &[(i32, i32)]| GameResult {
            winner: Some(1 - colour),
            reason,
            stones: moves.len(),
            time,
            moves: moves.to_vec(),
        };
        let brain = &mut brains[colour];
        if brain.started {
            let &(x, y) = moves.last().unwrap_or(&(0, 0));
            brain.send(&format!("TURN {x},{y}"))?;
        } else {
            brain.started = true;
            brain.send("BOARD")?;
            for (i, &(x, y)) in moves.iter().enumerate() {
                let who = if i % 2 == colour { 1 } else { 2 };
                brain.send(&format!("{x},{y},{who}"))?;
            }
            brain.send("DONE")?;
        }
        let start = Instant::now();
        // A brain's first answer also pays for setting up its tables (Rapfi clears its
        // hash then), which a loaded machine can stretch past the slack.
        let first = !std::mem::replace(&mut brain.started_answering, true);
        let turn_ms = limits[colour];
        let limit = Duration::from_millis(turn_ms + o.slack + if first { STARTUP_MS } else { 0 });
        let line = match brain.answer(limit) {
            Ok(l) => l,
            Err(e) => return Ok(lose(e, time, &moves)),
        };
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let t = &mut time[colour];
        t.total += ms;
        t.moves += 1;
        t.max = t.max.max(ms);
        t.over += usize::from(ms > turn_ms as f64);
        let Some((x, y)) = parse_move(&line, size) else {
            return Ok(lose(format!("bad answer '{line}'"), time, &moves));
        };
        let cell = &mut board[(y * size + x) as usize];
        if cell.is_some() {
            return Ok(lose(format!("{x},{y} is taken"), time, &moves));
        }
        *cell = Some(colour);
        moves.push((x, y));
        if wins(&board, size, (x, y), o.exact) {
            return Ok(GameResult {
                winner: Some(colour),
                reason: format!("five at {x},{y}"),
                stones: moves.len(),
                time,
                moves,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_and_exact_five() {
        let size = 15;
        let mut board = vec![None; 225];
        for x in 2..7 {
            board[(7 * size + x) as usize] = Some(0);
        }
        assert!(wins(&board, size, (4, 7), false));
        assert!(wins(&board, size, (4, 7), true));
        board[(7 * size + 7) as usize] = Some(0);
        assert!(wins(&board, size, (4, 7), false));
        assert!(!wins(&board, size, (4, 7), true), "six is no exact five");
        board[(7 * size + 7) as usize] = Some(1);
        assert!(wins(&board, size, (6, 7), true));
        assert!(!wins(&board, size, (7, 7), false));
    }

    #[test]
    fn time_odds_give_brain_a_its_own_time_only() {
        let args = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let o = parse(&args(&["a", "b", "--ms", "1000", "--ms-a", "2000"])).unwrap();
        assert_eq!((o.ms_of(0), o.ms_of(1)), (2000, 1000));
        let o = parse(&args(&["a", "b", "--ms", "700"])).unwrap();
        assert_eq!((o.ms_of(0), o.ms_of(1)), (700, 700));
        assert!(parse(&args(&["a", "b", "--ms-a", "x"])).is_err());
    }

    #[test]
    fn openings_are_three_distinct_central_stones() {
        let mut rng = 7;
        for _ in 0..100 {
            let o = draw_opening(&mut rng, 15);
            assert_eq!(o.len(), 3);
            assert!(o
                .iter()
                .all(|&(x, y)| (5..=9).contains(&x) && (5..=9).contains(&y)));
            assert!(o[0] != o[1] && o[1] != o[2] && o[0] != o[2]);
        }
    }

    #[test]
    fn moves_parse_only_on_the_board() {
        assert_eq!(parse_move("3,14", 15), Some((3, 14)));
        assert_eq!(parse_move("15,0", 15), None);
        assert_eq!(parse_move("a,b", 15), None);
        assert_eq!(parse_move("-1,2", 15), None);
    }
}
