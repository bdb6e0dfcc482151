//! The shipped strategy book: complete along the strongest level's lines, and its entries
//! are what a fresh solve gives.
use spelbord_connect_solver::{
    generate_strategy, shipped_strategy, strategy_roots, Solver, Variant,
};

#[test]
fn the_shipped_fyra_strategy_covers_every_reply_and_agrees_with_fresh_solves() {
    let book = shipped_strategy(Variant::Fyra).expect("a strategy book ships for Fyra i rad");
    // The published first move: the centre, a win (+1).
    assert_eq!(book.lookup(""), Some((1, 4)));
    // Walking the lines with the book as the only source: a position missing from it would
    // be solved, and the 1-node limit makes that an error at once.
    let mut solver = Solver::new();
    solver.set_node_limit(Some(1));
    let mut missing = Vec::new();
    let lines = generate_strategy(
        Variant::Fyra,
        &strategy_roots(),
        book.max_discs() as usize,
        &mut solver,
        &|m| book.lookup(m),
        &mut |m, _, _| missing.push(m.to_string()),
    )
    .expect("every position of the lines is in the book");
    assert!(missing.is_empty(), "{missing:?}");
    assert_eq!(lines.len(), book.len());
    // Fresh solves of two of the deepest entries (the cheapest), far apart on the lines.
    let deepest: Vec<_> = lines
        .iter()
        .filter(|(m, _, _)| m.len() == book.max_discs() as usize)
        .collect();
    assert!(!deepest.is_empty());
    let mut fresh = Solver::with_table_log2(24);
    for (moves, score, col) in deepest.iter().step_by(deepest.len().div_ceil(2)) {
        fresh.clear();
        assert_eq!(
            fresh.perfect(Variant::Fyra, moves).unwrap(),
            (*score, *col),
            "{moves}"
        );
    }
}

#[test]
#[ignore = "solves every entry afresh: as long as generating the book"]
fn every_shipped_strategy_entry_agrees_with_a_fresh_solve() {
    let book = shipped_strategy(Variant::Fyra).unwrap();
    let mut solver = Solver::with_table_log2(24);
    let lines = generate_strategy(
        Variant::Fyra,
        &strategy_roots(),
        book.max_discs() as usize,
        &mut Solver::new(),
        &|m| book.lookup(m),
        &mut |_, _, _| {},
    )
    .unwrap();
    for (moves, score, col) in lines {
        assert_eq!(
            solver.perfect(Variant::Fyra, &moves).unwrap(),
            (score, col),
            "{moves}"
        );
    }
}
