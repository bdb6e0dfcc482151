//! Interop with OpenSpiel's `lines_of_action` (`pip install open_spiel`): the same
//! perft counts from the start, and the same legal moves and results along seeded
//! random games played by OpenSpiel and replayed here.
//!
//! Where OpenSpiel's end rules differ from ours, and how the comparison allows for it:
//! - A move connecting both sides: OpenSpiel gives the mover the win, which is our
//!   `mover-wins` setting, so the games are replayed under it.
//! - Repetition: OpenSpiel draws as soon as any earlier board comes back (whoever is to
//!   move); ours needs the same position with the same player to move a third time. A
//!   game is compared up to OpenSpiel's draw, where ours must still be going on.
//! - No legal move: OpenSpiel's player loses; ours passes. Compared up to that point.
//! - OpenSpiel stops at 1000 moves (a draw); the games here are shorter.
//!
//! Without the module this test fails and says how to install it.

use spelbord_core::{Game, Outcome, ToAct};
use spelbord_lines_of_action::board::Board;
use spelbord_lines_of_action::perft::perft;
use spelbord_lines_of_action::{LinesOfAction, LoaSettings, Simultaneous};
use std::process::Command;

fn run_open_spiel(games: u32, plies: u32) -> String {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/open_spiel_loa.py");
    let out = Command::new("python3")
        .arg(script)
        .arg(games.to_string())
        .arg(plies.to_string())
        .output()
        .expect("python3 could not be started: install Python 3 and `pip install open_spiel`");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        !text.contains("NO_PYSPIEL"),
        "python3 has no OpenSpiel module: run `pip install open_spiel`"
    );
    assert!(
        out.status.success(),
        "the OpenSpiel script failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

fn our_moves(g: &LinesOfAction) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

#[test]
fn open_spiel_agrees_on_perft_moves_and_results() {
    let text = run_open_spiel(40, 300);
    let mut perfts = 0;
    let mut positions = 0;
    let mut wins = 0;
    let mut theirs_only = 0;
    let settings = LoaSettings {
        simultaneous: Simultaneous::MoverWins,
        ..Default::default()
    };
    let mut g = LinesOfAction::new(settings.clone());
    for line in text.lines() {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("perft") => {
                let d: u32 = words.next().unwrap().parse().unwrap();
                let n: u64 = words.next().unwrap().parse().unwrap();
                assert_eq!(perft(&Board::start(), d), n, "perft {d}");
                perfts += 1;
            }
            Some("game") => {
                g = LinesOfAction::new(settings.clone());
            }
            Some("pos") => {
                let status = words.next().unwrap();
                let theirs: Vec<String> = words.map(str::to_string).collect();
                match status {
                    "play" => {
                        assert_eq!(g.to_act(), ToAct::Seat(g.turn().seat()), "{}", g.ascii());
                        assert_eq!(our_moves(&g), theirs, "moves differ in\n{}", g.ascii());
                        positions += 1;
                    }
                    "win0" | "win1" => {
                        let winner = (status == "win1") as u8;
                        if our_moves(&g) == ["pass"] {
                            // OpenSpiel: no move loses; ours: a pass.
                            theirs_only += 1;
                        } else {
                            assert_eq!(
                                g.to_act(),
                                ToAct::Over(Outcome::win(winner)),
                                "results differ in\n{}",
                                g.ascii()
                            );
                            wins += 1;
                        }
                    }
                    _ => {
                        // OpenSpiel's first-repetition draw: ours plays on.
                        assert!(
                            matches!(g.to_act(), ToAct::Seat(_)),
                            "OpenSpiel draws where ours ends: {:?}\n{}",
                            g.end_reason(),
                            g.ascii()
                        );
                        theirs_only += 1;
                    }
                }
            }
            Some("move") => {
                let m = g.parse_move(words.next().unwrap()).unwrap();
                match g.clone().play(&m) {
                    Ok(next) => g = next,
                    Err(e) => panic!("OpenSpiel's move {m} is illegal here: {e}\n{}", g.ascii()),
                }
            }
            _ => {}
        }
    }
    assert_eq!(perfts, 3);
    assert!(positions > 1000, "only {positions} positions compared");
    assert!(wins > 10, "only {wins} finished games compared");
    println!("{positions} positions and {wins} results agree; {theirs_only} OpenSpiel-only ends");
}
