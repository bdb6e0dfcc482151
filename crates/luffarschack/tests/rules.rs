//! One scenario per rule and per Decision of `shared/rules/luffarschack.md`; each fails
//! if its rule breaks.

use spelbord_core::{Game, Outcome, Record, Replay, ToAct};
use spelbord_luffarschack::{Cell, EndReason, Luffarschack, LuffarschackSettings, Mark, Paper};

fn settings(board: Paper, exactly_five: bool, russian_opening: bool) -> LuffarschackSettings {
    LuffarschackSettings {
        board,
        exactly_five,
        russian_opening,
    }
}

fn endless() -> Luffarschack {
    Luffarschack::new(LuffarschackSettings::default())
}

/// Plays moves given in notation, panicking with the reason on a refusal.
fn play(mut g: Luffarschack, moves: &str) -> Luffarschack {
    for t in moves.split_whitespace() {
        let m = g.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        g.try_play(&m).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    g
}

fn c(x: i32, y: i32) -> Cell {
    Cell::new(x, y)
}

// ---- Board ----

#[test]
fn decision_the_paper_is_unbounded_and_grows_in_every_direction() {
    // Crosses wander off in all four directions; rings follow. Nothing is ever off the paper.
    let g = play(
        endless(),
        "0,0 1,1 -40,0 40,1 0,-40 0,41 -1000000,1000000 999999,-1000000",
    );
    let b = g.bounds().unwrap();
    assert_eq!(
        (b.min_x, b.max_x, b.min_y, b.max_y),
        (-1_000_000, 999_999, -1_000_000, 1_000_000)
    );
    assert_eq!(g.to_act(), ToAct::Seat(0));
    // The listed moves follow the marks, however far apart.
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(moves.contains(&c(-1_000_002, 999_998)));
    assert!(moves.contains(&c(1_000_001, -999_998)));
    // Any empty cell is legal, listed or not.
    assert!(g.is_legal(&c(123_456, -654_321)));
}

#[test]
fn decision_the_first_mark_on_endless_paper_is_the_origin() {
    let g = endless();
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves, vec![Cell::ORIGIN]);
    assert!(!g.is_legal(&c(3, 4)));
    let why = g.why_illegal(&c(3, 4));
    assert!(why.contains("origin") && why.contains("0,0"), "{why}");
    assert_eq!(
        g.refusal(&c(3, 4)).unwrap().key,
        "luffarschack.firstAtOrigin"
    );
    // After the origin, White may go anywhere.
    let g = play(g, "0,0");
    assert!(g.is_legal(&c(-7, 12)));
}

#[test]
fn no_cell_or_move_is_forbidden_the_first_move_included() {
    // On a bounded board (where the origin rule does not apply) the first mark may go in
    // a corner, and later marks anywhere empty.
    let g = Luffarschack::new(settings(Paper::Board15, false, false));
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert_eq!(moves.len(), 225);
    let g = play(g, "a1 o15 a15 o1");
    g.legal_moves(&mut moves);
    assert_eq!(moves.len(), 221);
}

#[test]
fn board_setting_bounds_the_paper_at_15_and_19() {
    for (paper, n) in [(Paper::Board15, 15), (Paper::Board19, 19)] {
        let g = Luffarschack::new(settings(paper, false, false));
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert_eq!(moves.len(), n * n);
        assert!(!g.is_legal(&c(n as i32, 0)));
        assert!(!g.is_legal(&c(-1, 3)));
        let why = g.why_illegal(&c(-1, 3));
        assert!(why.contains("off the"), "{why}");
        // Columns past the last letter and rows past the last number do not read.
        let last = (b'a' + n as u8) as char;
        assert!(g.parse_move(&format!("{last}1")).is_err());
        assert!(g.parse_move(&format!("a{}", n + 1)).is_err());
        assert!(g.parse_move(&format!("a{n}")).is_ok());
    }
}

#[test]
fn a_full_bounded_board_is_a_draw() {
    // A colouring of 15×15 without five in a row anywhere: 113 crosses, 112 rings.
    let colour = |x: i32, y: i32| (((x + ((y % 4 >= 2) as i32)) / 2 + y) % 2) == 1;
    let mut crosses = Vec::new();
    let mut rings = Vec::new();
    for y in 0..15 {
        for x in 0..15 {
            if colour(x, y) {
                crosses.push(c(x, y));
            } else {
                rings.push(c(x, y));
            }
        }
    }
    assert_eq!((crosses.len(), rings.len()), (113, 112));
    let mut g = Luffarschack::new(settings(Paper::Board15, false, false));
    for i in 0..225 {
        assert_eq!(g.outcome(), None, "over after {i} marks");
        let m = if i % 2 == 0 {
            crosses[i / 2]
        } else {
            rings[i / 2]
        };
        g.try_play(&m).unwrap();
    }
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
    assert_eq!(g.end_reason(), Some(EndReason::FullBoard));
    assert!(g.winning_lines().is_empty());
    g.check_invariants().unwrap();
}

#[test]
fn endless_paper_never_fills() {
    // The same 225 marks on endless paper end nothing: there is always more paper.
    let g = play(endless(), "0,0 0,1 1,1 1,0 2,0 2,1");
    assert_eq!(g.end_reason(), None);
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(!moves.is_empty());
}

// ---- Play ----

#[test]
fn players_alternate_crosses_first() {
    let g = play(endless(), "0,0 5,5");
    assert_eq!(g.mark_at(c(0, 0)), Some(Mark::Cross));
    assert_eq!(g.mark_at(c(5, 5)), Some(Mark::Ring));
    assert_eq!(g.to_move(), Mark::Cross);
}

#[test]
fn an_occupied_cell_is_refused() {
    let g = play(endless(), "0,0 1,0");
    let why = g.why_illegal(&c(1, 0));
    assert!(why.contains("already holds White's mark"), "{why}");
    let err = g.clone().play(&c(0, 0)).unwrap_err();
    assert_eq!(err.position, g);
}

#[test]
fn five_in_a_row_wins_in_all_four_directions() {
    for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
        let mut g = endless();
        for k in 0..4 {
            g.try_play(&c(k * dx, k * dy)).unwrap();
            // Rings far off, never in the way.
            g.try_play(&c(100 + k, 100)).unwrap();
        }
        assert_eq!(g.outcome(), None);
        g.try_play(&c(4 * dx, 4 * dy)).unwrap();
        assert_eq!(g.outcome(), Some(Outcome::win(0)), "direction {dx},{dy}");
        assert_eq!(g.end_reason(), Some(EndReason::FiveInARow));
        let line = &g.winning_lines()[0];
        assert_eq!(line.mark, Mark::Cross);
        assert_eq!(line.cells.len(), 5);
    }
}

#[test]
fn the_second_player_wins_with_rings_too() {
    let g = play(endless(), "0,0 0,1 10,10 1,1 -10,-10 2,1 20,0 3,1 0,20 4,1");
    assert_eq!(g.outcome(), Some(Outcome::win(1)));
    assert_eq!(g.winning_lines()[0].mark, Mark::Ring);
}

#[test]
fn six_or_more_in_a_row_also_wins() {
    // X X X . X X: the gap makes six.
    let g = play(endless(), "0,0 0,5 1,0 1,5 2,0 2,5 4,0 9,9 5,0 -9,-9");
    assert_eq!(g.outcome(), None);
    let g = play(g, "3,0");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert_eq!(g.winning_lines()[0].cells.len(), 6);
}

#[test]
fn the_game_ends_the_moment_five_is_made() {
    let g = play(endless(), "0,0 0,1 1,0 1,1 2,0 2,1 3,0 3,1 4,0");
    assert!(matches!(g.to_act(), ToAct::Over(_)));
    // Ring's own five at 4,1 comes too late: the game is over.
    assert!(!g.is_legal(&c(4, 1)));
    assert_eq!(g.why_illegal(&c(4, 1)), "the game is over");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(moves.is_empty());
}

#[test]
fn one_move_completing_several_lines_wins_once() {
    // 2,2 completes a row and a column at once.
    let g = play(
        endless(),
        "0,0 9,9 0,2 9,8 1,2 9,7 3,2 -9,9 4,2 -9,8 2,0 -9,7 2,1 -5,-5 2,3 5,-5 2,4 20,20",
    );
    assert_eq!(g.outcome(), None, "{}", g.ascii());
    let g = play(g, "2,2");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert_eq!(g.winning_lines().len(), 2);
    assert!(g.winning_lines().iter().all(|l| l.cells.contains(&c(2, 2))));
}

#[test]
fn a_line_is_broken_by_an_empty_cell_or_the_other_mark() {
    // X X X X . X is no five ...
    let g = play(endless(), "0,0 9,9 1,0 9,8 2,0 9,7 3,0 -9,9 5,0");
    assert_eq!(g.outcome(), None);
    // ... nor is X X O X X X once the ring is in the way.
    let g = play(endless(), "0,0 2,0 1,0 9,8 3,0 9,7 4,0 -9,9 5,0");
    assert_eq!(g.outcome(), None);
    assert!(g.winning_lines().is_empty());
    // A ring completes nothing for the crosses.
    let g = play(endless(), "0,0 5,5 1,0 6,5 2,0 7,5 3,0 4,0");
    assert_eq!(g.outcome(), None);
}

// ---- Settings ----

fn exact() -> Luffarschack {
    Luffarschack::new(settings(Paper::Unbounded, true, false))
}

#[test]
fn exactly_five_an_overline_neither_wins_nor_is_forbidden() {
    let g = play(exact(), "0,0 0,5 1,0 1,5 2,0 2,5 4,0 9,9 5,0 -9,-9");
    assert!(g.is_legal(&c(3, 0)), "the overline is not forbidden");
    let g = play(g, "3,0");
    assert_eq!(g.outcome(), None, "six is no win under exactly five");
    // Play goes on, and an exact five elsewhere still wins.
    let g = play(g, "0,-1 20,0 0,-2 21,0 0,-3 22,0 0,-4 23,0 -5,-5 24,0");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    // The same overline wins freely.
    let g = play(endless(), "0,0 0,5 1,0 1,5 2,0 2,5 4,0 9,9 5,0 -9,-9 3,0");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
}

#[test]
fn exactly_five_wins_even_when_the_move_also_makes_an_overline() {
    // 3,0 joins the row into six (0..5,0) and the column into exactly five (3,-2..3,2).
    let g = play(
        exact(),
        "0,0 20,20 1,0 20,21 2,0 20,22 4,0 -20,20 5,0 -20,21 3,1 -20,22 3,2 20,-20 3,-1 21,-20 3,-2 22,-20",
    );
    assert_eq!(g.outcome(), None, "{}", g.ascii());
    let g = play(g, "3,0");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    assert_eq!(g.winning_lines().len(), 1);
    assert_eq!(g.winning_lines()[0].cells.len(), 5);
    assert!(g.winning_lines()[0].cells.iter().all(|c| c.x == 3));
}

fn russian(board: Paper) -> Luffarschack {
    Luffarschack::new(settings(board, false, true))
}

#[test]
fn russian_opening_the_first_mark_goes_at_the_centre() {
    for (paper, centre) in [
        (Paper::Unbounded, "0,0"),
        (Paper::Board15, "h8"),
        (Paper::Board19, "j10"),
    ] {
        let g = russian(paper);
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert_eq!(moves.len(), 1, "{paper:?}");
        assert_eq!(g.format_move(&moves[0]), centre);
        let off = if paper == Paper::Unbounded {
            c(1, 0)
        } else {
            c(0, 0)
        };
        let why = g.why_illegal(&off);
        assert!(
            why.contains("Russian opening") && why.contains(centre),
            "{why}"
        );
        assert_eq!(g.refusal(&off).unwrap().key, "luffarschack.russianCentre");
    }
}

#[test]
fn russian_opening_the_starters_second_mark_lies_outside_the_5x5_square() {
    let g = play(russian(Paper::Board15), "h8 i9");
    // Two cells away along both axes: inside the square.
    for t in ["j10", "f6", "h10", "j8"] {
        let m = g.parse_move(t).unwrap();
        assert!(!g.is_legal(&m), "{t}");
        let why = g.why_illegal(&m);
        assert!(why.contains("outside the 5×5 square"), "{why}");
    }
    // Three cells away along x or y: allowed.
    for t in ["k8", "e8", "h11", "k11", "e5"] {
        assert!(g.is_legal(&g.parse_move(t).unwrap()), "{t}");
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    // 225 cells, less the 25 of the square (the two marks are inside it).
    assert_eq!(moves.len(), 200);
    // White's second mark (the fourth) is free again.
    let g = play(g, "k11");
    assert!(g.is_legal(&g.parse_move("h9").unwrap()));
    // The same on endless paper.
    let g = play(russian(Paper::Unbounded), "0,0 1,0");
    assert!(!g.is_legal(&c(2, -2)));
    assert!(g.is_legal(&c(3, -2)));
    g.legal_moves(&mut moves);
    assert!(moves.iter().all(|m| m.x.abs() >= 3 || m.y.abs() >= 3));
    assert!(!moves.is_empty());
}

#[test]
fn without_the_russian_opening_the_third_mark_is_free() {
    let g = play(
        Luffarschack::new(settings(Paper::Board15, false, false)),
        "h8 i9",
    );
    assert!(g.is_legal(&g.parse_move("j10").unwrap()));
}

// ---- Notation ----

#[test]
fn notation_is_x_comma_y_on_endless_paper_and_letters_on_a_board() {
    let g = endless();
    assert_eq!(g.parse_move("1,-1").unwrap(), c(1, -1));
    assert_eq!(g.format_move(&c(-3, 12)), "-3,12");
    assert!(g.parse_move("h8").is_err());
    let b = Luffarschack::new(settings(Paper::Board15, false, false));
    assert_eq!(b.parse_move("h8").unwrap(), c(7, 7));
    assert_eq!(b.format_move(&c(7, 7)), "h8");
    assert_eq!(b.format_move(&c(0, 14)), "a15");
    let err = b.parse_move("7,7").unwrap_err().to_string();
    assert!(err.contains("h8"), "{err}");
    for bad in ["", ",", "x,1", "1,2,3", "1.5,2", "--1,0", "h", "8h", "Z1"] {
        assert!(g.parse_move(bad).is_err(), "'{bad}' read");
    }
}

#[test]
fn a_game_record_is_the_moves_separated_by_spaces() {
    let mut r = Replay::<Luffarschack>::new(LuffarschackSettings::default(), 0);
    for t in ["0,0", "1,-1", "-2,3"] {
        r.play_text(t).unwrap();
    }
    let text = r.record().to_text(' ');
    assert_eq!(text, "luffarschack||0|0,0 1,-1 -2,3");
    let back =
        Replay::<Luffarschack>::from_record(&Record::parse_for::<Luffarschack>(&text).unwrap())
            .unwrap();
    assert_eq!(back.current(), r.current());
}

#[test]
fn far_coordinates_travel_in_records_and_links() {
    let far = "0,0 1000000,-1000000 -1000000,1000000 999999,-999999 -999999,999999 1000000,-999999";
    let text = format!("luffarschack||0|{far}");
    let r = Replay::<Luffarschack>::from_record(&Record::parse_for::<Luffarschack>(&text).unwrap())
        .unwrap();
    assert_eq!(r.len(), 6);
    assert_eq!(r.record().to_text(' '), text);
    let g = r.current();
    assert_eq!(g.mark_at(c(-1_000_000, 1_000_000)), Some(Mark::Cross));
    g.check_invariants().unwrap();
    // Play goes on out there, five wins there as at home.
    let g = play(
        g.clone(),
        "-1000001,1000000 5,5 -1000002,1000000 6,6 -1000003,1000000 7,7",
    );
    assert_eq!(g.outcome(), None);
    let g = play(g, "-1000004,1000000");
    assert_eq!(g.outcome(), Some(Outcome::win(0)));
    // The edge of the representable paper is refused with a reason, never a panic.
    let e = endless();
    assert!(e.parse_move("1000000001,0").is_err());
    assert!(e.parse_move("99999999999999999999,0").is_err());
    let g = play(endless(), "0,0");
    assert!(!g.is_legal(&c(i32::MAX, 0)));
    assert!(g.why_illegal(&c(i32::MAX, 0)).contains("farther"));
}

#[test]
fn each_unreadable_move_says_why_as_a_kind_of_its_own() {
    use spelbord_core::testing::assert_not_a_move;
    let paper = endless();
    let board = Luffarschack::new(settings(Paper::Board15, false, false));
    let on_paper = |t: &str| paper.parse_move(t);
    let on_board = |t: &str| board.parse_move(t);
    assert_not_a_move(on_paper, "h8", "luffarschack.move.notXy", &[("cell", "h8")]);
    assert_not_a_move(
        on_paper,
        "3, y",
        "luffarschack.move.notNumber",
        &[("text", "y"), ("cell", "3, y")],
    );
    assert_not_a_move(
        on_paper,
        "0,-2000000000",
        "luffarschack.tooFar",
        &[("cell", "0,-2000000000")],
    );
    assert_not_a_move(
        on_board,
        "8h",
        "luffarschack.move.notCell",
        &[("cell", "8h")],
    );
    assert_not_a_move(
        on_board,
        "h8x",
        "luffarschack.move.notRow",
        &[("text", "8x"), ("cell", "h8x")],
    );
    assert_not_a_move(
        on_board,
        "p1",
        "luffarschack.offBoard",
        &[("cell", "p1"), ("size", "15")],
    );
    assert_not_a_move(
        on_board,
        "a16",
        "luffarschack.offBoard",
        &[("cell", "a16"), ("size", "15")],
    );
    assert_not_a_move(
        on_board,
        "3,4",
        "luffarschack.move.xyOnBoard",
        &[("cell", "3,4"), ("size", "15")],
    );
    assert_eq!(
        board.parse_move("a16").unwrap_err().to_string(),
        "not a move: there is no row 16 on a 15×15 board (rows 1–15)"
    );
    assert_eq!(
        "x".parse::<spelbord_luffarschack::NoChance>()
            .unwrap_err()
            .problem()
            .key,
        "noChanceDue"
    );
}
