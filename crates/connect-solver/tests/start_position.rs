//! The published value of the empty 7×6 board: a first-player win with score +1 (Red wins
//! with its 21st disc), and the first moves score [-2, -1, 0, 1, 0, -1, -2] (only the
//! centre column wins). Solving the start position from scratch takes billions of nodes
//! (2.35·10^9 and 703 s on the development machine, see RESULTS.md), so the test reads the
//! shipped opening book: its entries must give exactly the published values.

use spelbord_connect_solver::{book_positions, shipped_book, Solver, Variant};

#[test]
fn empty_board_is_a_first_player_win_by_one() {
    let mut solver = Solver::with_table_log2(22);
    solver.use_shipped_books();
    assert!(
        solver.book(Variant::Fyra).is_some(),
        "the Fyra i rad book ships"
    );
    let a = solver.analyze(Variant::Fyra, "").unwrap();
    assert_eq!(a.score, 1);
    assert_eq!(
        a.columns,
        [-2, -1, 0, 1, 0, -1, -2].map(Some),
        "published first-move scores"
    );
    assert_eq!(
        solver.best_columns(Variant::Fyra, "").unwrap(),
        (1, vec![4]),
        "the centre is the only winning first move"
    );
}

/// Re-solves every entry of each shipped book from scratch (no book, a fresh table) and
/// checks the book gives the same score. The Fyra book's entries after one disc take
/// 10^8–10^9 nodes each (minutes), so this runs on request:
/// `cargo test --release -p spelbord-connect-solver --test start_position -- --ignored`.
/// In CI the book is checked against the published first-move values above.
#[test]
#[ignore = "minutes of CPU per book entry"]
fn the_shipped_books_agree_with_a_fresh_solve() {
    for variant in Variant::ALL {
        let Some(book) = shipped_book(variant) else {
            continue;
        };
        for moves in book_positions(variant, book.depth()) {
            let score = Solver::with_table_log2(26).score(variant, &moves).unwrap();
            assert_eq!(book.lookup(&moves).unwrap(), score, "{variant} {moves}");
        }
    }
}

/// Fem i rad's start position is a draw (score 0), solved in this project: two
/// null-window proofs, "score > −1" (Red can hold the draw: 11.4·10^9 nodes, 5061 s) and
/// "score ≤ 0" (Red cannot force a win: 6.8·10^9 nodes, 3311 s), each on one core of the
/// development machine with a 2^27-entry table (RESULTS.md). Hours of CPU, so on request:
/// `cargo test --release -p spelbord-connect-solver --test start_position -- --ignored`.
#[test]
#[ignore = "hours of CPU"]
fn fem_i_rad_start_position_is_a_draw() {
    let mut solver = Solver::with_table_log2(27);
    assert!(
        solver.probe(Variant::Fem, "", -1).unwrap(),
        "Red holds the draw"
    );
    assert!(
        !solver.probe(Variant::Fem, "", 0).unwrap(),
        "Red cannot win"
    );
}

/// Fem i rad's first moves in columns 4 and 3 keep the draw: after either, Yellow cannot
/// win (score ≤ 0 for Yellow). With the start's value 0 this makes them best first moves.
/// Column 4: 11,008,558,864 nodes, 3172 s; column 3: 2,823,977,002 nodes, 1077 s; each on
/// one core with a 1 GiB table (`solve fem-i-rad C --probe 0 --table 27`).
#[test]
#[ignore = "over an hour of CPU"]
fn fem_i_rad_first_moves_in_columns_4_and_3_keep_the_draw() {
    for first in ["4", "3"] {
        let mut solver = Solver::with_table_log2(27);
        assert!(!solver.probe(Variant::Fem, first, 0).unwrap(), "{first}");
    }
}

/// The shipped Fem i rad strategy opens with that proven move.
#[test]
fn the_shipped_fem_strategy_opens_in_the_centre_for_the_draw() {
    let book = spelbord_connect_solver::shipped_strategy(Variant::Fem).expect("ships");
    assert_eq!(book.lookup(""), Some((0, 4)));
    let mut solver = Solver::new();
    solver.use_shipped_books();
    solver.set_node_limit(Some(1));
    assert_eq!(solver.perfect(Variant::Fem, "").unwrap(), (0, 4));
}
