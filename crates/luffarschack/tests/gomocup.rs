//! The Gomocup brain driven through the Piskvork protocol: a whole game between two
//! brains refereed by the rules, and every command of the protocol.

use spelbord_ai::native_clock;
use spelbord_core::{Game, ToAct};
use spelbord_luffarschack::gomocup::{run, Brain};
use spelbord_luffarschack::{Cell, Luffarschack, LuffarschackSettings, Paper};

fn cell(answer: &str) -> Cell {
    let (x, y) = answer
        .split_once(',')
        .unwrap_or_else(|| panic!("not a move: {answer}"));
    Cell::new(x.parse().unwrap(), y.parse().unwrap())
}

fn one(b: &mut Brain, line: &str) -> String {
    let mut a = b.handle(line);
    assert_eq!(a.len(), 1, "{line} answered {a:?}");
    a.remove(0)
}

#[test]
fn two_brains_play_a_whole_game_over_the_protocol() {
    for rule in [0, 1] {
        let mut referee = Luffarschack::new(LuffarschackSettings {
            board: Paper::Board15,
            exactly_five: rule == 1,
            russian_opening: false,
        });
        let mut brains = [Brain::new(native_clock), Brain::new(native_clock)];
        for b in &mut brains {
            assert_eq!(one(b, "START 15"), "OK");
            assert!(b.handle("INFO timeout_turn 40").is_empty());
            assert!(b.handle(&format!("INFO rule {rule}")).is_empty());
            assert!(b.handle("INFO timeout_match 100000").is_empty());
        }
        let mut last = one(&mut brains[0], "BEGIN");
        let mut turn = 0;
        loop {
            let m = cell(&last);
            assert!(
                referee.is_legal(&m),
                "brain {turn} played {last}: {}",
                referee.why_illegal(&m)
            );
            referee.play_unchecked(&m);
            if !matches!(referee.to_act(), ToAct::Seat(_)) {
                break;
            }
            turn = 1 - turn;
            last = one(&mut brains[turn], &format!("TURN {last}"));
        }
        assert!(referee.outcome().is_some());
        assert!(referee.mark_count() >= 9, "{}", referee.ascii());
        for b in &mut brains {
            assert!(b.handle("END").is_empty());
            assert!(b.finished());
        }
    }
}

#[test]
fn the_brain_answers_every_command() {
    let mut b = Brain::new(native_clock);
    assert!(one(&mut b, "ABOUT").contains("name=\"Spelbord Luffarschack\""));
    assert!(one(&mut b, "BEGIN").starts_with("ERROR"));
    assert!(one(&mut b, "START 3").starts_with("ERROR"));
    assert!(one(&mut b, "START 101").starts_with("ERROR"));
    assert!(one(&mut b, "RECTSTART 20,15").starts_with("ERROR"));
    assert_eq!(one(&mut b, "RECTSTART 20,20"), "OK");
    assert_eq!(one(&mut b, "START 100"), "OK");
    assert!(b.handle("INFO timeout_turn 30").is_empty());
    assert_eq!(one(&mut b, "BEGIN"), "50,50");
    assert_eq!(one(&mut b, "RESTART"), "OK");
    assert!(b.stones().is_empty());
    // A position with the opponent (2) threatening five at 14,10: the brain blocks.
    assert!(b.handle("BOARD").is_empty());
    for line in [
        "10,10,2", "11,10,2", "12,10,2", "13,10,2", "9,10,1", "40,40,1", "41,40,1",
    ] {
        assert!(b.handle(line).is_empty(), "{line}");
    }
    assert_eq!(
        b.handle("7,7"),
        vec!["ERROR bad BOARD line '7,7'".to_string()]
    );
    assert_eq!(one(&mut b, "DONE"), "14,10");
    // Occupied, off-board and unreadable cells are refused.
    assert!(one(&mut b, "TURN 12,10").starts_with("ERROR"));
    assert!(one(&mut b, "TURN 100,0").starts_with("ERROR"));
    assert!(one(&mut b, "TURN x,0").starts_with("ERROR"));
    let m = one(&mut b, "TURN 0,0");
    let c = cell(&m);
    assert_eq!(b.stones().iter().filter(|(d, _)| *d == c).count(), 1, "{m}");
    assert_eq!(b.stones().len(), 10);
    assert_eq!(one(&mut b, "TAKEBACK 0,0"), "OK");
    assert!(one(&mut b, "TAKEBACK 0,0").starts_with("ERROR"));
    assert!(one(&mut b, "HELLO").starts_with("UNKNOWN"));
    assert!(b.handle("").is_empty());
    assert!(b.handle("END").is_empty());
}

#[test]
fn the_stream_runner_stops_at_end() {
    let input = "START 15\nINFO timeout_turn 20\nBEGIN\nTURN 0,0\nEND\nBEGIN\n";
    let mut out = Vec::new();
    run(input.as_bytes(), &mut out, native_clock).unwrap();
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], "OK");
    assert_eq!(lines[1], "7,7");
    assert!(lines[2].contains(','));
}
