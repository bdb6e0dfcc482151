//! The strongest Connect level plays the solver's perfect move when the solver settles
//! the position within half the budget, and the search otherwise; other levels never ask it.
use spelbord_ai::{native_clock, Level};
use spelbord_connect_solver::{Solver, Variant};

use spelbord_games::new_session;

fn session_after(id: &str, settings: &str, moves: &str) -> Box<dyn spelbord_games::Session> {
    let mut s = new_session(id, settings, 1, false).expect("opens");
    for c in moves.chars() {
        s.play(&c.to_string()).expect("legal");
    }
    s
}

#[test]
fn strongest_plays_the_solvers_move_where_it_finishes() {
    // Positions from the solver benchmark: 16 discs, settled in well under a second.
    for (id, variant, moves) in [
        ("fyra-i-rad", Variant::Fyra, "1624573512367733"),
        ("fyra-i-rad", Variant::Fyra, "4171164435"),
        ("fem-i-rad", Variant::Fem, "7633552166455371"),
    ] {
        let s = session_after(id, "", moves);
        let (score, col) = Solver::new().perfect(variant, moves).unwrap();
        let a = s
            .bot_move(Level::Strongest, 7, 4000.0, native_clock)
            .expect("a move");
        assert_eq!(a.depth, 42, "{id} {moves}: the solver answered");
        assert_eq!(a.score, Some(score), "{id} {moves}");
        assert_eq!(a.mv, col.to_string(), "{id} {moves}");
        // Hard searches: never the solver's mark.
        let h = s.bot_move(Level::Hard, 7, 100.0, native_clock).unwrap();
        assert_ne!(h.depth, 42, "{id} {moves}");
    }
}

#[test]
fn strongest_falls_back_to_the_search_when_the_solver_runs_out() {
    // Two discs: millions of nodes, far beyond 20 ms; the search still answers in time.
    let s = session_after("fyra-i-rad", "", "17");
    let a = s
        .bot_move(Level::Strongest, 7, 20.0, native_clock)
        .expect("a move");
    assert_ne!(a.depth, 42);
    assert!(s.legal(s.len()).contains(&a.mv));
    // PopOut is not solvable this way: always the search.
    let p = session_after("fyra-i-rad", "popout=true", "1624573512367733");
    let a = p
        .bot_move(Level::Strongest, 7, 200.0, native_clock)
        .expect("a move");
    assert_ne!(a.depth, 42);
}
