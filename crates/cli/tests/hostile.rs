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
fn a_full_or_closed_output_is_a_message() {
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
    // A reader that has gone: the pipe is closed before the first line is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_spelbord"))
        .args(["perft", "fyra-i-rad", "7"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("Broken pipe") && !err.contains("panicked"),
        "{err}"
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
