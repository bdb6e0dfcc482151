//! The published value of the empty 7×6 board: a first-player win with score +1 (Red wins
//! with its 21st disc), and the first moves score [-2, -1, 0, 1, 0, -1, -2] (only the
//! centre column wins). Solving the start position takes billions of nodes, far beyond a
//! test's budget, and no opening book has been generated yet, so the test is ignored by
//! default; run it with `cargo test --release -p spelbord-connect-solver -- --ignored`
//! on a free machine (hours of CPU). It uses the shipped book when one is present.

use spelbord_connect_solver::{Solver, Variant};

#[test]
#[ignore = "solves the empty board: hours of CPU without a book"]
fn empty_board_is_a_first_player_win_by_one() {
    let mut solver = Solver::with_table_log2(26);
    solver.use_shipped_books();
    let a = solver.analyze(Variant::Fyra, "").unwrap();
    assert_eq!(a.score, 1);
    assert_eq!(
        a.columns,
        [-2, -1, 0, 1, 0, -1, -2].map(Some),
        "published first-move scores"
    );
}
