//! The public API: scores, perfect moves, errors instead of panics, books.

use spelbord_connect_solver::{best_move, book_positions, solve, validate, Book, Solver, Variant};

#[test]
fn malformed_move_strings_are_errors() {
    for (variant, won) in [(Variant::Fyra, "1212121"), (Variant::Fem, "121212121")] {
        let after_the_win = format!("{won} 3");
        for bad in [
            "8",
            "0",
            "4a",
            "x",
            "4-4",
            "٣",
            "4444444",
            won,
            &after_the_win,
        ] {
            assert!(solve(variant, bad).is_err(), "{variant} {bad:?}");
            let mut s = Solver::with_table_log2(12);
            assert_eq!(best_move(variant, bad, &mut s), None, "{variant} {bad:?}");
        }
    }
    // A seventh disc in a full column.
    assert!(solve(Variant::Fyra, "4444444")
        .unwrap_err()
        .contains("column 4 is full"));
    // Red's vertical four ends Fyra i rad; another move is refused, and so is analysing
    // the finished game.
    assert!(solve(Variant::Fyra, "12121213")
        .unwrap_err()
        .contains("already won"));
    assert!(solve(Variant::Fyra, "1212121")
        .unwrap_err()
        .contains("game is over"));
}

/// A drawn game of Fyra i rad found by random play: no line anywhere in the full grid (so
/// none in Fem i rad either, which would need four dropped discs in a row next to an edge).
const DRAWN_GAME: &str = "656173566152215676422337377473141445425321";

#[test]
fn a_full_grid_is_over() {
    let moves = DRAWN_GAME;
    assert_eq!(moves.len(), 42);
    assert!(solve(Variant::Fyra, moves)
        .unwrap_err()
        .contains("grid is full"));
    // One disc before the end the last move is forced and draws.
    let a = solve(Variant::Fyra, &moves[..41]).unwrap();
    assert_eq!(a.score, 0);
    assert_eq!(a.columns.iter().flatten().count(), 1);
}

#[test]
fn immediate_win_and_forced_block() {
    // Red has three on the bottom row (columns 3, 4, 5) and both ends open: a win now.
    let a = solve(Variant::Fyra, "334455").unwrap();
    // Red's fourth disc wins: 22 - 4.
    assert_eq!(a.score, 18);
    assert_eq!(a.columns[1], Some(18));
    assert_eq!(a.columns[5], Some(18));
    let mut s = Solver::new();
    let m = best_move(Variant::Fyra, "334455", &mut s).unwrap();
    assert!(m == 2 || m == 6);
    // Yellow to move after Red's 3-4-5 on the bottom with 2 and 6 open has lost: Red wins
    // with its fourth disc whatever Yellow does.
    let a = solve(Variant::Fyra, "33445").unwrap();
    assert_eq!(a.score, -18);
    assert!(a.columns.iter().flatten().all(|&s| s == -18));
}

#[test]
fn fem_five_needed_and_edges_count() {
    // Red has 1-2-3 on the bottom row next to its own edge disc: dropping 4 makes five,
    // winning with Red's fourth dropped disc (edge discs are not counted): 22 - 4.
    let mut s = Solver::with_table_log2(16);
    assert_eq!(s.score(Variant::Fem, "112233"), Ok(18));
    assert_eq!(best_move(Variant::Fem, "112233", &mut s), Some(4));
    assert!(
        validate(Variant::Fem, "1122334").is_err(),
        "the game is over"
    );
    // On the right the bottom edge disc is Yellow's: Red's 4-5-6-7 is only four.
    assert!(validate(Variant::Fem, "5566774").is_ok());
    // Four in a row wins nothing in Fem i rad, while it ends Fyra i rad.
    assert!(validate(Variant::Fem, "2323232").is_ok());
    assert!(validate(Variant::Fyra, "2323232").is_err());
    assert!(validate(Variant::Fem, "23232324").is_ok());
    assert!(
        validate(Variant::Fem, "232323242").is_err(),
        "five stacked wins"
    );
}

#[test]
fn best_move_holds_out_longest_when_lost() {
    // Yellow to move with Red's three on the bottom row: Yellow must block column 2 or 6.
    // Blocking 6 leaves Red the win at 2 at once, so every move loses in the same time,
    // and the solver still answers with a column.
    let mut s = Solver::new();
    assert!(best_move(Variant::Fyra, "33445", &mut s).is_some());
    // (Holding out longest in lost positions is checked against minimax in brute_force.rs.)
}

#[test]
fn node_limit_stops_with_an_error_and_the_solver_stays_usable() {
    let mut s = Solver::with_table_log2(16);
    s.set_node_limit(Some(1000));
    assert!(s
        .analyze(Variant::Fyra, "")
        .unwrap_err()
        .contains("node limit"));
    s.set_node_limit(None);
    let a = s.analyze(Variant::Fyra, &DRAWN_GAME[..24]).unwrap();
    let fresh = solve(Variant::Fyra, &DRAWN_GAME[..24]).unwrap();
    assert_eq!(a.columns, fresh.columns);
}

/// The mirror image of a move string of Fyra i rad.
fn mirror(moves: &str) -> String {
    moves
        .chars()
        .map(|c| char::from(b'8' - (c as u8 - b'0')))
        .collect()
}

#[test]
fn a_book_answers_like_a_fresh_search() {
    // A book holding only the children of one position (and so of its mirror image):
    // analysing that position with the book must equal a fresh analysis, which checks
    // keys, mirroring, the depth test and the byte format end to end.
    for (variant, discs) in [(Variant::Fyra, 12u8), (Variant::Fem, 16)] {
        let parent = &DRAWN_GAME[..discs as usize];
        let mut fresh = Solver::with_table_log2(20);
        let mut entries = Vec::new();
        for c in 1..=7u8 {
            let child = format!("{parent}{c}");
            if let Ok(score) = fresh.score(variant, &child) {
                entries.push((child, score));
            }
        }
        let book = Book::from_scores(variant, discs + 1, &entries).unwrap();
        let book = Book::from_bytes(&book.to_bytes()).unwrap();
        assert_eq!(book.depth(), discs + 1);
        assert_eq!(book.lookup(&format!("{parent}4")), Ok(entries[3].1));
        assert_eq!(book.variant(), variant);
        let mut with_book = Solver::with_table_log2(20);
        with_book.set_book(book);
        let expected = Solver::with_table_log2(20)
            .analyze(variant, parent)
            .unwrap();
        let got = with_book.analyze(variant, parent).unwrap();
        assert_eq!(got.columns, expected.columns, "{variant} {parent}");
        assert!(
            got.nodes < expected.nodes,
            "the book saves the search: {got:?} {expected:?}"
        );
        if variant == Variant::Fyra {
            let m = with_book.analyze(variant, &mirror(parent)).unwrap();
            let mut reversed = expected.columns;
            reversed.reverse();
            assert_eq!(m.columns, reversed);
        }
    }
}

#[test]
fn book_positions_are_counted_once_per_mirror_pair() {
    // Depth 1: Fyra i rad has 7 drops, 4 up to mirroring; Fem i rad has no symmetry.
    assert_eq!(book_positions(Variant::Fyra, 1).len(), 4);
    assert_eq!(book_positions(Variant::Fem, 1).len(), 7);
    // Depth 2: 49 distinct positions, of which only 44 is its own mirror image: (49+1)/2.
    assert_eq!(book_positions(Variant::Fyra, 2).len(), 25);
    assert_eq!(book_positions(Variant::Fem, 2).len(), 49);
}

#[test]
fn a_probe_answers_whether_the_score_exceeds_a_bound() {
    let mut solver = Solver::with_table_log2(18);
    for (variant, moves) in [
        (Variant::Fyra, "4453443355226611"),
        (Variant::Fyra, "434343"),
        (Variant::Fem, "44445555333366"),
    ] {
        let score = solver.score(variant, moves).unwrap();
        for s in -21..=21 {
            assert_eq!(
                solver.probe(variant, moves, s).unwrap(),
                score > s,
                "{variant} {moves} probe {s} (score {score})"
            );
        }
    }
    assert!(solver.probe(Variant::Fyra, "44x", 0).is_err());
}
