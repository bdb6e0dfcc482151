//! The command line never panics on what a person or a shell feeds it: bad arguments,
//! closed or full output, absurd limits; each gets a message and a non-zero status.
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn spelbord(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(args)
        .output()
        .expect("runs")
}

fn refused(args: &[&str], says: &str) {
    let o = spelbord(args);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(says), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

#[test]
fn an_argument_that_is_not_utf8_is_refused() {
    use std::os::unix::ffi::OsStrExt;
    let o = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .arg("moves")
        .arg("dam")
        .arg(std::ffi::OsStr::from_bytes(b"\xff"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("argument 3 is not UTF-8"));
}

#[test]
fn a_full_or_closed_output_is_a_message_or_a_quiet_141() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .arg("games")
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write the output"));
    // A reader that has gone: the pipe is closed before the first line is written
    // (`| head -0`), or after the first line (`| head -1`): status 141 and not a word.
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(["perft", "fyra-i-rad", "7"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(141));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        !err.contains("Broken pipe") && !err.contains("panicked"),
        "{err}"
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(["catalog"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.take().unwrap()),
        &mut first,
    )
    .unwrap();
    assert!(first.starts_with('{') || first.starts_with('['), "{first}");
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(141));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn limits_and_absurd_numbers() {
    refused(&["play", "fyra-i-rad", "--time", "NaN"], "--time takes");
    refused(&["play", "fyra-i-rad", "--time", "inf"], "--time takes");
    refused(&["play", "fyra-i-rad", "--time", "1e308"], "--time takes");
    refused(&["play", "fyra-i-rad", "--time", "-5"], "--time takes");
    refused(&["perft", "fyra-i-rad", "4294967295"], "at most 64");
    refused(
        &["perft", "dam", "30", "--max-nodes", "NaN"],
        "--max-nodes takes",
    );
    // Stopped by the limit: an error, never a wrong count.
    refused(
        &["perft", "dam", "30", "--max-nodes", "100000"],
        "stopped at the limit",
    );
    refused(
        &["perft", "farg-och-form", "2", "--max-seconds", "0.5"],
        "stopped at the limit",
    );
    refused(
        &["solve", "fyra-i-rad", "4", "--max-nodes", "10000"],
        "node limit",
    );
    let o = spelbord(&["perft", "fyra-i-rad", "4", "--max-nodes", "1e9"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout).trim(), "2401");
}

#[test]
fn unknown_flags_and_extra_arguments_are_refused() {
    refused(
        &["solve", "fem-i-rad", "4", "--probe", "0"],
        "unknown option '--probe'",
    );
    refused(&["solve", "fyra-i-rad", "4", "4"], "unexpected argument");
    refused(
        &["moves", "dam", "", "extra"],
        "unexpected argument 'extra'",
    );
    refused(&["perft", "dam", "2", "", "x"], "unexpected argument 'x'");
    refused(&["play", "dam", "--colour", "red"], "unknown option");
}

#[test]
fn solve_reads_moves_alike_everywhere() {
    let arg = spelbord(&["solve", "fyra-i-rad", "4 4 5 3"]);
    let joined = spelbord(&["solve", "fyra-i-rad", "4453"]);
    assert!(arg.status.success());
    assert_eq!(arg.stdout, joined.stdout);
    let score = String::from_utf8_lossy(&joined.stdout)
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("score ")
        .to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(["solve", "fyra-i-rad"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"4 4 5 3\r\n\n   \r\n4453\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    // Blank lines are no positions; both spellings are the same position.
    assert_eq!(out, format!("4453 {score}\n4453 {score}\n"));
}

#[test]
fn moves_of_a_finished_game_say_it_is_over_and_why() {
    refused(
        &["moves", "fyra-i-rad", "1212121"],
        "the game is over after 7 moves",
    );
    let o = spelbord(&["moves", "dam", "W:B1,2"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("over") && err.contains("noPieces"), "{err}");
    assert!(o.stdout.is_empty());
}

/// `spelbord ARGS` with `input` on standard input.
fn fed(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Written from a thread: the program's answers may fill the output pipe first.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    o
}

fn lines(o: &Output) -> Vec<String> {
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn the_gomocup_brain_answers_however_long_it_is_told_to_think() {
    for asked in ["inf", "1e308", "99999999999999999999999"] {
        let input = format!("INFO timeout_turn {asked}\nSTART 20\nTURN 10,10\nEND\n");
        let o = fed(&["gomocup", "--max-turn-ms", "100"], input.as_bytes());
        let a = lines(&o);
        assert_eq!(a.len(), 3, "{asked}: {a:?}");
        assert!(
            a[0].starts_with("MESSAGE") && a[0].contains("at most 100 ms"),
            "{a:?}"
        );
        assert_eq!(a[1], "OK");
        assert!(a[2].contains(','), "{a:?}");
    }
    // A match clock that never runs out, and the default cap of a minute.
    let o = fed(
        &["gomocup"],
        b"INFO timeout_match 1\nINFO time_left inf\nINFO timeout_turn inf\nEND\n",
    );
    let a = lines(&o);
    assert_eq!(a.len(), 1, "{a:?}");
    assert!(a[0].contains("at most 60000 ms"), "{a:?}");
    refused(&["gomocup", "--max-turn-ms", "inf"], "--max-turn-ms takes");
    refused(&["gomocup", "extra"], "unexpected argument 'extra'");
    // A changed search for a match still plays; a knob that does not exist is refused.
    let o = fed(
        &["gomocup", "--style", "breadth=20,root_breadth=30"],
        b"START 15\nINFO timeout_turn 50\nTURN 7,7\nEND\n",
    );
    let a = lines(&o);
    assert_eq!(a.len(), 2, "{a:?}");
    assert!(a[1].contains(','), "{a:?}");
    refused(
        &["gomocup", "--style", "width=3"],
        "unknown style key 'width'",
    );
    refused(
        &["gomocup", "--style", "breadth=x"],
        "is not a whole number",
    );
}

#[test]
fn the_gomocup_brain_reads_bytes_and_bounds_a_line() {
    let mut input = b"START 15\nINFO timeout_turn 50\nTURN 7,\xff7\n".to_vec();
    input.extend(std::iter::repeat_n(b'Q', 10_000_000));
    input.extend(b"\nTURN 7,7\nEND\n");
    let o = fed(&["gomocup"], &input);
    let a = lines(&o);
    assert_eq!(a.len(), 4, "{a:?}");
    assert_eq!(a[1], "ERROR the line is not UTF-8 text");
    assert_eq!(a[2], "ERROR the line is longer than 4096 bytes");
    assert!(a[3].contains(','), "the game goes on: {a:?}");
    assert!(
        o.stdout.len() < 200,
        "nothing echoed: {} bytes",
        o.stdout.len()
    );
}

#[test]
fn a_300_mb_line_costs_the_brain_no_memory() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .arg("gomocup")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let chunk = vec![b'A'; 1 << 20];
    for _ in 0..300 {
        stdin.write_all(&chunk).unwrap();
    }
    stdin.write_all(b"\nABOUT\n").unwrap();
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut out, &mut line).unwrap();
    assert_eq!(line, "ERROR the line is longer than 4096 bytes\n");
    line.clear();
    std::io::BufRead::read_line(&mut out, &mut line).unwrap();
    assert!(line.starts_with("name="), "{line}");
    // Still running, waiting for a command: its peak memory so far.
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak_kb: u64 = status
        .lines()
        .find(|l| l.starts_with("VmHWM"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        .unwrap();
    assert!(peak_kb < 64 * 1024, "peak {peak_kb} KB");
    stdin.write_all(b"END\n").unwrap();
    assert!(child.wait().unwrap().success());
}

#[test]
fn the_gomocup_brain_keeps_the_protocols_order() {
    // Bad lines and a won board inside BOARD: silence until DONE, then one ERROR.
    let o = fed(
        &["gomocup"],
        b"TURN 10,10\nSTART 15\nBOARD\n1,1,1\nnonsense\n\xc3\x28\nDONE\nBOARD\n0,0,2\n1,0,2\n2,0,2\n3,0,2\n4,0,2\nDONE\nEND\n",
    );
    let a = lines(&o);
    assert_eq!(a.len(), 4, "{a:?}");
    assert_eq!(a[0], "ERROR no board: send START first");
    assert_eq!(a[1], "OK");
    assert!(
        a[2].starts_with("ERROR BOARD refused, line 2 'nonsense'"),
        "{a:?}"
    );
    assert!(
        a[3].contains("the game is over") && a[3].contains("5 in a row"),
        "{a:?}"
    );
}

#[test]
fn perft_limits_stop_when_asked() {
    // Luffarschack's positions have hundreds of moves deep in the tree: the limits are
    // checked on the work done, not every 65,536 positions.
    let o = spelbord(&["perft", "luffarschack", "64", "--max-seconds", "0.05"]);
    let err = String::from_utf8_lossy(&o.stderr);
    let ms: f64 = err
        .split("after ")
        .nth(1)
        .and_then(|r| r.split(" ms").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{err}"));
    assert!(ms < 1_000.0, "asked 50 ms, stopped after {ms} ms");
    let o = spelbord(&["perft", "luffarschack", "5", "--max-nodes", "10"]);
    let err = String::from_utf8_lossy(&o.stderr);
    let leaves: u64 = err
        .split(" leaves")
        .next()
        .and_then(|r| r.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{err}"));
    assert!((10..5_000).contains(&leaves), "{leaves} leaves: {err}");
}

#[test]
fn a_long_text_is_refused_alike_and_never_echoed() {
    let long = "a".repeat(100_001);
    for game in ["backgammon", "dam", "fyra-i-rad", "luffarschack"] {
        let o = spelbord(&["moves", game, &long]);
        assert_eq!(o.status.code(), Some(2));
        assert!(o.stderr.len() < 200, "{game}: {} bytes", o.stderr.len());
        assert!(String::from_utf8_lossy(&o.stderr).contains("too long"));
    }
    let o = spelbord(&["moves", "backgammon", "--position", &long, "--dice", "31"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stderr.len() < 300, "{} bytes", o.stderr.len());
    let o = spelbord(&["moves", &long]);
    assert!(o.stderr.len() < 300, "{} bytes", o.stderr.len());
}

#[test]
fn every_argument_is_used_or_refused() {
    for (args, says) in [
        (&["play", "kvarn", "--seat0", "0"][..], "level 1-5, not '0'"),
        (&["play", "kvarn", "--seat0", "6"], "level 1-5, not '6'"),
        (&["play", "kvarn", "--seat1", "255"], "level 1-5, not '255'"),
        (&["play", "kvarn", "--seat2", "h"], "kvarn has 2 seats"),
        (&["play", "dam", "--seat3", "1"], "dam has 2 seats"),
        (
            &["play", "kvarn", "--seed", "3", "--seed", "4"],
            "--seed is given twice",
        ),
        (
            &[
                "moves",
                "backgammon",
                "--position",
                "4HPwATDgc/ABMA",
                "--dice",
                "31",
                "--dice",
                "42",
            ],
            "--dice is given twice",
        ),
        (
            &["perft", "dam", "3", "--max-nodes", "9", "--max-nodes", "10"],
            "--max-nodes is given twice",
        ),
        (
            &["play", "fyra-i-rad", "--red", "h", "--seat0", "1"],
            "name the same seat",
        ),
        (&["play", "dam", "--red", "h"], "colour of Fyra i rad"),
        (
            &[
                "play",
                "fyra-i-rad",
                "--settings",
                "popout=true&popout=false",
            ],
            "'popout' is given twice",
        ),
        (
            &[
                "play",
                "luffarschack",
                "--settings",
                "board=15x15&board=19x19",
            ],
            "'board' is given twice",
        ),
        (
            &[
                "moves",
                "luffarschack",
                "luffarschack|board=15x15&board=19x19||",
            ],
            "'board' is given twice",
        ),
        (
            &["play", "fyra-i-rad", "--settings", "&&&"],
            "cannot be read",
        ),
        (
            &["play", "fyra-i-rad", "--settings", ""],
            "--settings takes",
        ),
        (
            &[
                "play", "kvarn", "--seat0", "h", "--seat1", "h", "--time", "10",
            ],
            "every seat is a person",
        ),
        (&["games", "x"], "unexpected argument 'x'"),
        (&["catalog", "x"], "unexpected argument 'x'"),
        (&["gomocup", "x"], "unexpected argument 'x'"),
        (&["help", "x"], "unexpected argument 'x'"),
        (
            &["play", "kvarn", "seat0", "h", "seed", "3"],
            "'seat0' is written without its dashes",
        ),
        (
            &["perft", "kvarn", "3", "max-nodes", "10"],
            "'max-nodes' is written without its dashes",
        ),
        (&["play", "kvarn", "-seed", "3"], "options start with --"),
        (
            &["play", "kvarn", "--machine", "--machine"],
            "--machine is given twice",
        ),
        (&["play", "kvarn", "h"], "unexpected argument 'h'"),
    ] {
        refused(args, says);
    }
    // A negative-looking plain argument is still a plain argument (Luffarschack's paper).
    let o = spelbord(&["moves", "luffarschack", "0,0 -1,0"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn play_reads_bytes_and_lists_moves_a_program_can_split() {
    // Backgammon's moves hold blanks: one a line for a person, a JSON list for a program.
    let o = fed(
        &["play", "backgammon", "--seat0", "h", "--seat1", "h"],
        b"\xff\xfe\n",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("the line is not UTF-8 text"), "{text}");
    assert!(text.contains("stopped: standard input ended"), "{text}");
    let listed: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.contains("your move, one of"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(str::trim)
        .collect();
    assert!(
        listed.len() > 1 && listed.iter().any(|m| m.contains(' ')),
        "{text}"
    );
    let first = listed[0].to_string();
    let o = fed(
        &[
            "play",
            "backgammon",
            "--seat0",
            "h",
            "--seat1",
            "h",
            "--machine",
        ],
        &[&b"\xff\n"[..], first.as_bytes(), b"\n"].concat(),
    );
    let events: Vec<serde_json::Value> = lines(&o)
        .iter()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let kinds: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "board",
            "your_move",
            "refused",
            "your_move",
            "board",
            "your_move",
            "stopped"
        ]
    );
    let moves: Vec<&str> = events[1]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves, listed, "the same moves either way");
    assert_eq!(events[2]["error"], "the line is not UTF-8 text");
    assert!(events[6]["record"].as_str().unwrap().ends_with(&first));
}
