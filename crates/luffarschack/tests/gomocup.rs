//! The Gomocup brain driven through the Piskvork protocol: a whole game between two
//! brains refereed by the rules, and every command of the protocol.

use spelbord_ai::native_clock;
use spelbord_core::{Game, ToAct};
use spelbord_luffarschack::gomocup::{
    run, run_capped, Brain, Input, DEFAULT_MAX_TURN_MS, MAX_LINE,
};
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

/// Whether `stones` of one side hold a line of five (or, unless `exact`, more) through `c`.
fn wins_through(stones: &[(Cell, u8)], side: u8, c: Cell, exact: bool) -> bool {
    let has = |x: i32, y: i32| {
        stones
            .iter()
            .any(|&(d, s)| s == side && d == Cell::new(x, y))
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
        let run = |sign: i32| {
            (1..)
                .take_while(|&k| has(c.x + sign * k * dx, c.y + sign * k * dy))
                .count()
        };
        let n = 1 + run(1) + run(-1);
        if exact {
            n == 5
        } else {
            n >= 5
        }
    })
}

#[test]
fn a_whole_game_on_the_largest_board_from_a_corner() {
    // Two brains on 100×100 with fast turns; the game starts in a corner (set up by
    // BOARD), so lines run into the edge. Refereed here by counting lines.
    let mut brains = [Brain::new(native_clock), Brain::new(native_clock)];
    for b in &mut brains {
        assert_eq!(one(b, "START 100"), "OK");
        assert!(b.handle("INFO timeout_turn 30").is_empty());
        assert!(b.handle("INFO timeout_match 180000").is_empty());
        assert!(b.handle("INFO time_left 180000").is_empty());
    }
    // Brain 0 to move, with 0,0 its own and 1,1 the opponent's; brain 1 sees it mirrored.
    let mut stones: Vec<(Cell, u8)> = vec![(Cell::new(0, 0), 0), (Cell::new(1, 1), 1)];
    for line in ["BOARD", "0,0,1", "1,1,2"] {
        assert!(brains[0].handle(line).is_empty());
    }
    let mut last = one(&mut brains[0], "DONE");
    assert!(brains[1].handle("BOARD").is_empty());
    assert!(brains[1].handle("0,0,2").is_empty());
    assert!(brains[1].handle("1,1,1").is_empty());
    let mut turn = 0usize;
    let mut first = true;
    loop {
        let m = cell(&last);
        assert!(
            (0..100).contains(&m.x) && (0..100).contains(&m.y),
            "off the board: {last}"
        );
        assert!(stones.iter().all(|&(d, _)| d != m), "occupied: {last}");
        stones.push((m, turn as u8));
        if wins_through(&stones, turn as u8, m, false) || stones.len() >= 200 {
            break;
        }
        turn = 1 - turn;
        // The other brain still has its BOARD pending once: it answers DONE first.
        last = if first {
            first = false;
            assert!(brains[1].handle(&format!("{},{},2", m.x, m.y)).is_empty());
            one(&mut brains[1], "DONE")
        } else {
            one(&mut brains[turn], &format!("TURN {last}"))
        };
    }
    assert!(
        wins_through(&stones, turn as u8, stones.last().unwrap().0, false),
        "no five in {} stones",
        stones.len()
    );
    // Both brains hold every stone of the game, each from its own side.
    for (i, b) in brains.iter().enumerate() {
        let seen = b.stones().len();
        assert!(seen + 1 >= stones.len(), "brain {i} holds {seen} stones");
    }
}

#[test]
fn the_rule_setting_decides_which_line_wins() {
    // The brain's stones: 0,7 1,7 _ 3,7 4,7 5,7 (2,7 makes six) and 10,10..13,10 (9,10 or
    // 14,10 makes five). The opponent's stones are scattered.
    let setup = |rule: u32| {
        let mut b = Brain::new(native_clock);
        assert_eq!(one(&mut b, "START 20"), "OK");
        assert!(b.handle(&format!("INFO rule {rule}")).is_empty());
        assert!(b.handle("INFO timeout_turn 200").is_empty());
        assert!(b.handle("BOARD").is_empty());
        for (x, y) in [
            (0, 7),
            (1, 7),
            (3, 7),
            (4, 7),
            (5, 7),
            (10, 10),
            (11, 10),
            (12, 10),
        ] {
            assert!(b.handle(&format!("{x},{y},1")).is_empty());
        }
        for (x, y) in [
            (0, 0),
            (19, 0),
            (0, 19),
            (19, 19),
            (5, 15),
            (15, 5),
            (17, 12),
            (8, 1),
        ] {
            assert!(b.handle(&format!("{x},{y},2")).is_empty());
        }
        b
    };
    // Free style: 2,7 (six) and 13,10 (a four, not yet five) — six wins at once.
    let mut free = setup(0);
    assert!(!free.exactly_five());
    assert_eq!(one(&mut free, "DONE"), "2,7");
    // Exactly five (rule 1, also with the continuous-game bit 2): the six is no win; the
    // brain plays the row of four on to an open four instead.
    for rule in [1, 3] {
        let mut exact = setup(rule);
        assert!(exact.exactly_five());
        let m = one(&mut exact, "DONE");
        assert_ne!(m, "2,7", "rule {rule}: an overline wins nothing");
        assert!(["9,10", "13,10"].contains(&m.as_str()), "rule {rule}: {m}");
    }
}

#[test]
fn timeouts_set_the_time_a_move_takes() {
    let mut b = Brain::new(native_clock);
    assert_eq!(one(&mut b, "START 15"), "OK");
    assert_eq!(
        b.budget(),
        4_250.0,
        "the protocol's default turn of 5 s, less margin"
    );
    assert!(b.handle("INFO timeout_turn 1000").is_empty());
    assert_eq!(b.budget(), 850.0);
    // With a match clock, a twentieth of what is left.
    assert!(b.handle("INFO timeout_match 100000").is_empty());
    assert!(b.handle("INFO time_left 4000").is_empty());
    assert_eq!(b.budget(), 200.0);
    // timeout_turn 0: as fast as possible, and the answer comes at once.
    assert!(b.handle("INFO timeout_turn 0").is_empty());
    assert!(b.handle("INFO timeout_match 0").is_empty());
    assert!(b.budget() <= 5.0);
    let t = native_clock();
    assert!(one(&mut b, "BEGIN").contains(','));
    let m = one(&mut b, "TURN 0,0");
    assert!(m.contains(','), "{m}");
    assert!(native_clock() - t < 500.0, "took {} ms", native_clock() - t);
    // Unreadable values change nothing, and the manager's log says so.
    for bad in ["soon", "-5", "NaN", ""] {
        let m = one(&mut b, &format!("INFO timeout_turn {bad}"));
        assert!(m.starts_with("MESSAGE") && m.contains("ignored"), "{m}");
        assert!(b.budget() <= 5.0);
    }
}

#[test]
fn no_time_asked_keeps_a_move_past_the_cap() {
    for asked in [
        "INFO timeout_turn inf",
        "INFO timeout_turn 1e308",
        "INFO timeout_turn 99999999999999999999999",
        "INFO timeout_turn 86400000",
    ] {
        let mut b = Brain::new(native_clock);
        let m = one(&mut b, asked);
        assert!(
            m.starts_with("MESSAGE") && m.contains(&format!("at most {DEFAULT_MAX_TURN_MS:.0} ms")),
            "{asked}: {m}"
        );
        assert_eq!(b.budget(), DEFAULT_MAX_TURN_MS, "{asked}");
        // Said once, not again before every move.
        assert!(b.handle(asked).is_empty());
    }
    // A match clock that never runs out, and a turn without limit: the cap again.
    let mut b = Brain::with_max_turn(native_clock, 250.0);
    assert!(b.handle("INFO timeout_turn 100").is_empty());
    assert!(b.handle("INFO timeout_match 1").is_empty());
    assert!(b.handle("INFO time_left inf").is_empty());
    assert!(one(&mut b, "INFO timeout_turn inf").starts_with("MESSAGE"));
    assert_eq!(b.budget(), 250.0);
    // A real clock again lifts the cap: nothing to say.
    assert!(b.handle("INFO time_left 2000").is_empty());
    assert_eq!(b.budget(), 100.0);
    assert_eq!(one(&mut b, "START 20"), "OK");
    let t = native_clock();
    assert!(one(&mut b, "INFO time_left inf").starts_with("MESSAGE"));
    assert_eq!(b.budget(), 250.0);
    assert!(one(&mut b, "TURN 10,10").contains(','));
    assert!(
        native_clock() - t < 2_000.0,
        "took {} ms",
        native_clock() - t
    );
}

/// The answers of a whole stream of bytes.
fn answers(input: &[u8]) -> Vec<String> {
    let mut out = Vec::new();
    run_capped(input, &mut out, native_clock, 50.0).unwrap();
    String::from_utf8(out)
        .unwrap()
        .lines()
        .map(String::from)
        .collect()
}

#[test]
fn unreadable_and_overlong_lines_get_an_error_and_the_game_goes_on() {
    let mut input = b"START 15\n\xff\xfe TURN\n".to_vec();
    input.extend(std::iter::repeat_n(b'A', 3 * MAX_LINE));
    input.extend(b"\nTURN 7,7\n");
    input.extend(std::iter::repeat_n(b'x', MAX_LINE));
    input.extend(b"\nEND\n");
    let a = answers(&input);
    assert_eq!(a.len(), 5, "{a:?}");
    assert_eq!(a[0], "OK");
    assert_eq!(a[1], "ERROR the line is not UTF-8 text");
    assert_eq!(
        a[2],
        format!("ERROR the line is longer than {MAX_LINE} bytes")
    );
    assert!(a[3].contains(','), "the game goes on: {a:?}");
    // A line of exactly the maximum is read (an unknown command), and not echoed whole.
    assert!(a[4].starts_with("UNKNOWN") && a[4].len() < 100, "{}", a[4]);
    // A last line without its newline is still read.
    assert_eq!(answers(b"START 15"), ["OK"]);
}

#[test]
fn a_board_block_is_answered_once_after_done() {
    let mut b = Brain::new(native_clock);
    assert_eq!(one(&mut b, "START 15"), "OK");
    // Bad lines inside the block: silence until DONE, then one ERROR naming the first.
    assert!(b.handle("BOARD").is_empty());
    for line in ["3,3,1", "7,7", "99,0,2", "4,4,7"] {
        assert!(b.handle(line).is_empty(), "{line}");
    }
    assert!(b.handle_input(Input::NotUtf8).is_empty());
    let e = one(&mut b, "DONE");
    assert!(e.starts_with("ERROR") && e.contains("line 2 '7,7'"), "{e}");
    assert!(b.stones().is_empty(), "a refused board changes nothing");
    // A board where someone already has five is refused, for either side.
    for who in [1, 2] {
        assert!(b.handle("BOARD").is_empty());
        for x in 2..7 {
            assert!(b.handle(&format!("{x},5,{who}")).is_empty());
        }
        assert!(b.handle("0,0,1").is_empty());
        let e = one(&mut b, "DONE");
        assert!(e.starts_with("ERROR") && e.contains("5 in a row"), "{e}");
    }
    // Only exact fives win under rule 1: six in a row is a board to play on.
    assert!(b.handle("INFO rule 1").is_empty());
    assert!(b.handle("INFO timeout_turn 50").is_empty());
    assert!(b.handle("BOARD").is_empty());
    for x in 2..8 {
        assert!(b.handle(&format!("{x},5,2")).is_empty());
    }
    assert!(one(&mut b, "DONE").contains(','));
    // A TURN that completes the opponent's five ends the game: refused, not recorded.
    let mut b = Brain::new(native_clock);
    assert_eq!(one(&mut b, "START 15"), "OK");
    assert!(b.handle("INFO timeout_turn 50").is_empty());
    assert!(b.handle("BOARD").is_empty());
    for line in [
        "0,0,2", "1,0,2", "2,0,2", "3,0,2", "9,9,1", "9,12,1", "12,9,1",
    ] {
        assert!(b.handle(line).is_empty());
    }
    let m = one(&mut b, "DONE");
    assert_eq!(m, "4,0", "the brain blocks the four");
    assert!(one(&mut b, "TAKEBACK 4,0") == "OK");
    let stones = b.stones().len();
    let e = one(&mut b, "TURN 4,0");
    assert!(e.starts_with("ERROR") && e.contains("game is over"), "{e}");
    assert_eq!(b.stones().len(), stones);
}

#[test]
fn commands_before_start_say_so() {
    for cmd in ["TURN 10,10", "BEGIN", "BOARD", "RESTART", "TAKEBACK 1,1"] {
        let mut b = Brain::new(native_clock);
        assert_eq!(
            one(&mut b, cmd),
            "ERROR no board: send START first",
            "{cmd}"
        );
    }
    let mut b = Brain::new(native_clock);
    let long = "Z".repeat(1000);
    let e = one(&mut b, &long);
    assert!(e.starts_with("UNKNOWN") && e.len() < 100, "{e}");
    let e = one(&mut b, &format!("START {long}"));
    assert!(e.starts_with("ERROR") && e.len() < 100, "{e}");
}
