//! Interop with OpenSpiel's `nine_mens_morris` (PyPI `open_spiel`, run through python3):
//! the same games replayed in both, every whole turn compared in every position, and
//! whole-turn perft from the start.
//!
//! Where OpenSpiel's rules differ from ours, and how the test allows for it:
//! - OpenSpiel always lets a player with three men fly; our `kvarn` does so with the
//!   `flying` setting, so the games are played with `flying` on.
//! - OpenSpiel's mill removal is a separate action of the same player; we count a mill
//!   with its removal as one move, so its actions are paired up here.
//! - Its mill protection is ours (men in mills only when all are in mills), and its
//!   losses (two men, no move) are ours.
//! - OpenSpiel has no draw by repetition or by 50 moves without a capture, but stops
//!   after a fixed number of turns; comparison ends where either game ends by those.
//! - White always starts in OpenSpiel: `first` is fixed to White.
//!
//! Needs `pip install open_spiel`; without it this test fails and says so.
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_morris::board::NAMES;
use spelbord_morris::{EndReason, First, Morris, MorrisMove, MorrisSettings, Variant};
use std::io::Write;
use std::process::{Command, Stdio};

/// OpenSpiel's point order: rows from the top, left to right.
const OPEN_SPIEL_POINTS: [&str; 24] = [
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4", "c3",
    "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
];

fn os(p: u8) -> u64 {
    OPEN_SPIEL_POINTS
        .iter()
        .position(|n| *n == NAMES[p as usize])
        .unwrap() as u64
}

/// A whole turn as OpenSpiel actions.
fn actions(m: &MorrisMove) -> Vec<u64> {
    let first = match m.from {
        None => os(m.to),
        Some(f) => 24 + os(f) * 24 + os(m.to),
    };
    std::iter::once(first).chain(m.remove.map(os)).collect()
}

fn text(m: &MorrisMove) -> String {
    actions(m)
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn open_spiel_nine_mens_morris_agrees_on_every_turn() {
    let settings = MorrisSettings::new(Variant::Kvarn)
        .with_first(First::White)
        .with_flying(true);
    let mut rng = Rng::new(31);
    let mut games: Vec<Vec<Morris>> = Vec::new();
    let mut turns: Vec<Vec<Vec<u64>>> = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..40 {
        let mut g = Morris::new(settings);
        let mut positions = vec![g.clone()];
        let mut acts = Vec::new();
        while let ToAct::Seat(_) = g.to_act() {
            g.legal_moves(&mut moves);
            // Mostly random, but take mills more often so that games reach the end.
            let mills: Vec<_> = moves.iter().filter(|m| m.remove.is_some()).collect();
            let m = if !mills.is_empty() && rng.below(3) > 0 {
                *mills[rng.below(mills.len() as u64) as usize]
            } else {
                moves[rng.below(moves.len() as u64) as usize]
            };
            acts.push(actions(&m));
            g.play_unchecked(&m);
            positions.push(g.clone());
        }
        games.push(positions);
        turns.push(acts);
    }
    let request = serde_json::json!({ "games": turns, "perft": 3 });
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/open_spiel_moves.py");
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 is needed for the OpenSpiel interop test");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(request.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        !stdout.contains("MISSING_OPEN_SPIEL"),
        "python3 has no OpenSpiel: install it with `pip install open_spiel`"
    );
    assert!(out.status.success(), "the OpenSpiel script failed");
    let reply: serde_json::Value = serde_json::from_str(&stdout).unwrap();

    assert_eq!(reply["perft"], serde_json::json!([24, 552, 12_144]));

    let mut compared = 0;
    let mut endings = 0;
    for (gi, positions) in games.iter().enumerate() {
        let rows = reply["games"][gi].as_array().unwrap();
        for (i, g) in positions.iter().enumerate() {
            let Some(row) = rows.get(i) else { break };
            let theirs_over = row["terminal"].as_bool().unwrap();
            match g.to_act() {
                ToAct::Seat(_) => {
                    if theirs_over {
                        // OpenSpiel's turn limit, which we do not have.
                        assert!(
                            g.plies() >= 200,
                            "game {gi} turn {i}: OpenSpiel ended early"
                        );
                        break;
                    }
                    g.legal_moves(&mut moves);
                    let mut ours: Vec<String> = moves.iter().map(text).collect();
                    ours.sort();
                    let theirs: Vec<String> = row["moves"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|v| v.as_str().unwrap().to_string())
                        .collect();
                    assert_eq!(ours, theirs, "game {gi} turn {i}\n{}", g.ascii());
                    compared += 1;
                }
                ToAct::Over(o) => {
                    match g.end_reason() {
                        Some(EndReason::Repetition) | Some(EndReason::MoveLimit) => {}
                        _ => {
                            assert!(theirs_over, "game {gi}: we ended, OpenSpiel goes on");
                            let returns = &row["returns"];
                            let winner = match o {
                                Outcome::Win { winner, .. } => winner as usize,
                                _ => panic!("a draw outside the draw rules"),
                            };
                            assert_eq!(returns[winner].as_f64(), Some(1.0), "game {gi}");
                            endings += 1;
                        }
                    }
                    break;
                }
                ToAct::Chance => unreachable!(),
            }
        }
    }
    println!("OpenSpiel agreed on {compared} positions and {endings} game endings");
    assert!(compared > 1000, "only {compared} positions compared");
    assert!(endings >= 10, "only {endings} games compared to their end");
}
