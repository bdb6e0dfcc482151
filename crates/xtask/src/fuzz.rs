//! `cargo xtask fuzz [SECONDS] [SEED]`: our own fuzzer, on stable Rust. A seeded mutator
//! over valid inputs of every registry entry — records from seeded random games, their
//! settings, every file format the family exports (PDN, gnubg `.mat`, Färg och form's
//! file), and the string literals of the family's tests (FENs, Position and Match IDs,
//! PDN, bad inputs that once mattered) — fed through the API the page and the CLI use
//! (`open_record`, `new_session`, `import`, `open_position`). For every input it asserts:
//! no panic (the release build aborts on one, so a panic hook prints the input first),
//! an accepted record replays from its own text to the same position, its legal moves
//! can all be played, and the process stays under a memory bound (peak resident size).
//! Prints inputs tried, the rate and what was accepted; exits non-zero on a failure.
//!
//! A sixth of the time goes to the Gomocup brain (`spelbord gomocup`): seeded sessions
//! of valid and hostile protocol lines (huge numbers, `inf`, `NaN`, lines past the
//! maximum, bytes that are not UTF-8, commands out of order, BOARD blocks with bad or
//! winning lines) through the same byte reader the command line uses. Every answer must
//! be one line of a known kind, short, and a move on the board; every session must end
//! within the brain's time cap per move it was asked for.

use spelbord_ai::native_clock;
use spelbord_core::{Rng, ToAct};
use spelbord_games::{families, games, new_session, open_record, ExportMeta, Session};
use spelbord_luffarschack::gomocup::{run_capped, MAX_LINE, MAX_SIZE};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Instant;

/// The input being tried, printed by the panic hook (the release build aborts).
static CURRENT: Mutex<String> = Mutex::new(String::new());

/// Peak resident memory we allow the whole run (a 100 KB record costs well under 50 MB).
const MAX_RSS_KB: u64 = 512 * 1024;

/// Inputs are capped a little above the record maximum, so that limit is crossed too.
const MAX_INPUT: usize = spelbord_core::MAX_RECORD_LEN + 20_000;

fn rss_kb(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// One input and where it goes.
#[derive(Clone)]
enum Input {
    Record(String),
    Settings(&'static str, String),
    Import(&'static str, &'static str, String),
    Position(&'static str, String),
}

impl Input {
    fn text(&self) -> &str {
        match self {
            Input::Record(t) | Input::Settings(_, t) | Input::Import(_, _, t) => t,
            Input::Position(_, t) => t,
        }
    }
    fn with_text(&self, t: String) -> Input {
        match self {
            Input::Record(_) => Input::Record(t),
            Input::Settings(id, _) => Input::Settings(id, t),
            Input::Import(id, f, _) => Input::Import(id, f, t),
            Input::Position(id, _) => Input::Position(id, t),
        }
    }
    fn describe(&self) -> String {
        let (kind, t) = match self {
            Input::Record(t) => ("record".to_string(), t),
            Input::Settings(id, t) => (format!("settings of {id}"), t),
            Input::Import(id, f, t) => (format!("{f} file of {id}"), t),
            Input::Position(id, t) => (format!("position of {id}"), t),
        };
        let shown: String = t.chars().take(400).collect();
        format!("{kind} ({} bytes): {shown:?}", t.len())
    }
}

/// String literals of a family's tests: positions, ids and files people wrote by hand.
fn literals(dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let Ok(text) = std::fs::read_to_string(e.path()) else {
            continue;
        };
        for (i, part) in text.split('"').enumerate() {
            if i % 2 == 1 && (4..400).contains(&part.len()) && !part.contains('{') {
                out.push(part.replace("\\n", "\n"));
            }
        }
    }
    out
}

/// Valid inputs of every game: short seeded games as records and files, settings.
fn corpus(rng: &mut Rng) -> Vec<Input> {
    let mut out = Vec::new();
    for f in families() {
        let tests = literals(&format!("crates/{}/tests", f.name));
        for g in f.games {
            let defaults = (f.defaults)(g.id);
            let q: Vec<String> = defaults.iter().map(|(k, v)| format!("{k}={v}")).collect();
            out.push(Input::Settings(g.id, q.join("&")));
            for field in (f.fields)(g.id) {
                out.push(Input::Settings(g.id, format!("{}=true", field.key)));
            }
            for seed in 0..4 {
                let Ok(mut s) = new_session(g.id, "", seed, false) else {
                    continue;
                };
                let n = rng.below(40);
                for _ in 0..n {
                    let legal = s.legal(s.len());
                    if legal.is_empty() {
                        break;
                    }
                    let m = legal[rng.below(legal.len() as u64) as usize].clone();
                    if s.play(&m).is_err() {
                        break;
                    }
                }
                out.push(Input::Record(s.record()));
                for fmt in (f.formats)() {
                    if let Ok(text) = s.export(fmt.id, &ExportMeta::default()) {
                        out.push(Input::Import(g.id, fmt.id, text));
                    }
                }
            }
            for t in &tests {
                out.push(Input::Position(g.id, t.clone()));
                out.push(Input::Record(format!("{}|||{t}", g.id)));
                for fmt in (f.formats)() {
                    out.push(Input::Import(g.id, fmt.id, t.clone()));
                }
            }
        }
    }
    out
}

const PIECES: &[&str] = &[
    "|",
    "||",
    "&",
    "=",
    "%",
    "%3A",
    ":",
    ",",
    "-",
    " ",
    "!",
    "\r",
    "\n",
    "0",
    "1",
    "9",
    "K",
    "W",
    "B",
    "x",
    "p",
    "/",
    "*",
    "@",
    ";",
    "ä",
    "\u{0}",
    "\u{feff}",
    "<b>",
    "\"",
    "[",
    "]",
    "4294967296",
    "-1",
    "NaN",
    "1e308",
    "99",
    "trade",
    "pass",
];

fn mutate(rng: &mut Rng, text: &str, other: &str) -> String {
    let mut b: Vec<char> = text.chars().collect();
    for _ in 0..=rng.below(4) {
        let len = b.len();
        let at = if len == 0 {
            0
        } else {
            rng.below(len as u64 + 1) as usize
        };
        match rng.below(9) {
            0 if len > 0 => {
                let end = (at + 1 + rng.below(8) as usize).min(len);
                b.drain(at.min(len)..end);
            }
            1 => {
                let p = PIECES[rng.below(PIECES.len() as u64) as usize];
                b.splice(at..at, p.chars());
            }
            2 if len > 0 && at < len => {
                b[at] = char::from_u32(rng.below(0x250) as u32).unwrap_or('?');
            }
            3 if len > 0 => {
                // Grow: repeat a piece of the text many times (long records).
                let start = at.min(len - 1);
                let end = (start + 1 + rng.below(12) as usize).min(len);
                let chunk: Vec<char> = b[start..end].to_vec();
                let most = if rng.below(8) == 0 { 20_000 } else { 20 };
                let times = 1 + rng.below(most) as usize;
                let extra: Vec<char> = chunk
                    .iter()
                    .cycle()
                    .take(chunk.len() * times)
                    .copied()
                    .collect();
                b.splice(end..end, extra);
            }
            4 => {
                let o: Vec<char> = other.chars().collect();
                if !o.is_empty() {
                    let cut = rng.below(o.len() as u64) as usize;
                    b.truncate(at);
                    b.extend_from_slice(&o[cut..]);
                }
            }
            5 => b.truncate(at),
            6 if len > 0 && at < len => {
                // Digits are where the numbers are: nudge one.
                if let Some(d) = b[at].to_digit(10) {
                    b[at] = char::from_digit((d + 1 + rng.below(9) as u32) % 10, 10).unwrap();
                }
            }
            _ => {}
        }
        if b.len() > MAX_INPUT {
            b.truncate(MAX_INPUT);
        }
    }
    b.into_iter().collect()
}

/// Checks an accepted game: its record reopens to the same position, and every legal
/// move (the first 24) plays there.
fn check_session(s: &dyn Session) -> Result<(), String> {
    let rec = s.record();
    // Reopened as the page does: with the table's own choice of dice thrown by hand.
    let back = spelbord_games::reopen_record(&rec, s.manual_chance())
        .map_err(|e| format!("its own record is refused: {e}"))?;
    if back.record() != rec || back.ascii(back.len()) != s.ascii(s.len()) {
        return Err(format!("its record replays elsewhere: {rec:.200}"));
    }
    let n = s.len();
    if n > 0 && back.ascii(n - 1) != s.ascii(n - 1) {
        return Err("the position before the last move differs on replay".into());
    }
    let legal = s.legal(n);
    if !legal.is_empty() && !matches!(s.to_act(n), ToAct::Seat(_)) {
        return Err("legal moves where no seat is to move".into());
    }
    let mut probe = back;
    for m in legal.iter().take(24) {
        probe
            .play(m)
            .map_err(|e| format!("legal move {m} refused: {e}"))?;
        probe.truncate(n);
    }
    let _ = serde_json::to_string(&*s.state(n, None));
    Ok(())
}

fn run_one(input: &Input) -> Result<bool, String> {
    let opened = match input {
        Input::Record(t) => open_record(t).map_err(|e| e.problem()),
        Input::Settings(id, t) => new_session(id, t, 3, false).map_err(|e| e.problem()),
        Input::Import(id, f, t) => spelbord_games::import(id, f, t),
        Input::Position(id, t) => {
            match spelbord_games::family_of(id).and_then(|f| (f.open_position)(t)) {
                Some(r) => r,
                None => return Ok(false),
            }
        }
    };
    match opened {
        Ok(s) => check_session(&*s).map(|()| true),
        Err(p) if p.key.is_empty() => Err("refused without a kind".into()),
        Err(_) => Ok(false),
    }
}

/// The brain's time cap in the fuzz: hostile `INFO` values are capped to it.
const BRAIN_CAP_MS: f64 = 10.0;

/// A hostile number for an `INFO` or a coordinate.
fn wild_number(rng: &mut Rng) -> String {
    const WILD: [&str; 12] = [
        "inf",
        "-inf",
        "NaN",
        "1e308",
        "-1",
        "0",
        "99999999999999999999999",
        "4294967296",
        "-2147483649",
        "0x10",
        "",
        "1.5",
    ];
    if rng.below(2) == 0 {
        WILD[rng.below(WILD.len() as u64) as usize].to_string()
    } else {
        rng.below(120).to_string()
    }
}

/// One protocol line, valid or hostile, as bytes.
fn brain_line(rng: &mut Rng) -> Vec<u8> {
    let xy = |rng: &mut Rng| format!("{},{}", rng.below(22), rng.below(22));
    let line = match rng.below(16) {
        0 => format!("START {}", [20, 15, 5, 100][rng.below(4) as usize]),
        1 => format!("START {}", wild_number(rng)),
        2 => format!("INFO timeout_turn {}", wild_number(rng)),
        3 => format!("INFO timeout_match {}", wild_number(rng)),
        4 => format!("INFO time_left {}", wild_number(rng)),
        5 => format!("INFO rule {}", wild_number(rng)),
        6..=8 => format!("TURN {}", xy(rng)),
        9 => format!("TURN {},{}", wild_number(rng), wild_number(rng)),
        10 => {
            // A BOARD block, sometimes with a bad line or a five in it.
            let mut b = String::from("BOARD\n");
            let (y, who) = (rng.below(20), 1 + rng.below(2));
            for k in 0..rng.below(8) {
                if rng.below(3) == 0 {
                    b += &format!("{k},{y},{who}\n");
                } else {
                    b += &format!("{},{}\n", xy(rng), 1 + rng.below(3));
                }
            }
            b + "DONE"
        }
        11 => ["BEGIN", "RESTART", "ABOUT", "DONE", "END"][rng.below(5) as usize].to_string(),
        12 => format!("TAKEBACK {}", xy(rng)),
        13 => {
            let n = [MAX_LINE - 1, MAX_LINE, MAX_LINE + 1, 3 * MAX_LINE][rng.below(4) as usize];
            "TURN ".to_string() + &"9".repeat(n)
        }
        14 => {
            let mut bad = b"TURN 1,\xff".to_vec();
            bad.extend((0..rng.below(20)).map(|_| rng.below(256) as u8));
            bad.retain(|&b| b != b'\n');
            return bad;
        }
        _ => (0..rng.below(30))
            .map(|_| (32 + rng.below(95) as u8) as char)
            .collect(),
    };
    line.into_bytes()
}

/// What is wrong with one brain answer to `session`, if anything.
fn bad_answer(a: &str) -> Option<&'static str> {
    if a.len() > 200 {
        return Some("an answer longer than 200 bytes (an echo?)");
    }
    let known = ["OK", "ERROR ", "UNKNOWN ", "MESSAGE ", "name="];
    if known.iter().any(|k| a.starts_with(k)) {
        return None;
    }
    match a
        .split_once(',')
        .map(|(x, y)| (x.parse::<i32>(), y.parse::<i32>()))
    {
        Some((Ok(x), Ok(y))) if (0..MAX_SIZE).contains(&x) && (0..MAX_SIZE).contains(&y) => None,
        _ => Some("an answer of no known kind"),
    }
}

/// Gomocup sessions until `seconds` have passed; failures are counted and printed.
fn fuzz_brain(rng: &mut Rng, seconds: f64) -> (u64, u64) {
    let t0 = Instant::now();
    let (mut sessions, mut failures) = (0u64, 0u64);
    while t0.elapsed().as_secs_f64() < seconds {
        let mut input = Vec::new();
        let n = 1 + rng.below(40);
        for _ in 0..n {
            input.extend(brain_line(rng));
            input.push(b'\n');
        }
        if let Ok(mut c) = CURRENT.lock() {
            *c = format!(
                "gomocup session ({} bytes): {:?}",
                input.len(),
                String::from_utf8_lossy(&input[..input.len().min(400)])
            );
        }
        sessions += 1;
        let mut out = Vec::new();
        let t = Instant::now();
        let ran = run_capped(&input[..], &mut out, native_clock, BRAIN_CAP_MS);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let text = String::from_utf8_lossy(&out);
        let moves = text
            .lines()
            .filter(|l| !l.contains(' ') && l.contains(','))
            .count();
        let why = if let Err(e) = ran {
            Some(format!("the brain stopped: {e}"))
        } else if let Some(w) = text.lines().find_map(bad_answer) {
            Some(w.to_string())
        } else if ms > (moves as f64 + 1.0) * (BRAIN_CAP_MS * 3.0 + 50.0) + 500.0 {
            Some(format!(
                "{ms:.0} ms for {moves} moves capped at {BRAIN_CAP_MS} ms"
            ))
        } else {
            None
        };
        if let Some(why) = why {
            failures += 1;
            let shown: String = text.chars().take(400).collect();
            eprintln!(
                "fuzz: FAILED gomocup: {why}\n  answers {shown:?}\n  on {}",
                CURRENT.lock().map(|c| c.clone()).unwrap_or_default()
            );
        }
    }
    (sessions, failures)
}

pub fn fuzz(args: &[String]) -> ExitCode {
    let seconds: f64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(30.0);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    std::panic::set_hook(Box::new(|info| {
        let input = CURRENT.lock().map(|s| s.clone()).unwrap_or_default();
        eprintln!("fuzz: PANIC {info}\n  on {input}");
    }));
    let mut rng = Rng::new(seed);
    let seeds = corpus(&mut rng);
    println!(
        "fuzz: {} games, {} valid inputs to mutate, {seconds} s, seed {seed}",
        games().len(),
        seeds.len()
    );
    let t0 = Instant::now();
    let (sessions, brain_failures) = fuzz_brain(&mut rng, seconds / 6.0);
    println!(
        "fuzz: {sessions} hostile Gomocup sessions in {:.1} s, {brain_failures} failures",
        t0.elapsed().as_secs_f64()
    );
    let (mut tried, mut accepted, mut failures) = (0u64, 0u64, brain_failures);
    while t0.elapsed().as_secs_f64() < seconds {
        let base = &seeds[rng.below(seeds.len() as u64) as usize];
        let other = seeds[rng.below(seeds.len() as u64) as usize]
            .text()
            .to_string();
        let input = if rng.below(10) == 0 {
            base.clone()
        } else {
            base.with_text(mutate(&mut rng, base.text(), &other))
        };
        if let Ok(mut c) = CURRENT.lock() {
            *c = input.describe();
        }
        tried += 1;
        match run_one(&input) {
            Ok(true) => accepted += 1,
            Ok(false) => {}
            Err(why) => {
                failures += 1;
                eprintln!("fuzz: FAILED {why}\n  on {}", input.describe());
            }
        }
        if tried % 512 == 0 && rss_kb("VmHWM:") > MAX_RSS_KB {
            eprintln!(
                "fuzz: FAILED memory: peak {} KB\n  near {}",
                rss_kb("VmHWM:"),
                input.describe()
            );
            failures += 1;
            break;
        }
    }
    let s = t0.elapsed().as_secs_f64();
    println!(
        "fuzz: {tried} inputs in {s:.1} s ({:.0}/s), {accepted} accepted and checked, {failures} failures, peak memory {} MB",
        tried as f64 / s,
        rss_kb("VmHWM:") / 1024
    );
    if failures == 0 {
        println!("fuzz: 1 passed, 0 failed");
        ExitCode::SUCCESS
    } else {
        println!("fuzz: 0 passed, 1 failed");
        ExitCode::FAILURE
    }
}
