//! The search against brute-force minimax on a game small enough to solve: tic-tac-toe,
//! with its end found by the `ended` hook, and a variant where a player with no move
//! loses, exercising `no_moves`. Every reachable position's value and the mate distance
//! must equal the brute force's, and every root score within the margin must be exact.

use spelbord_ai::{Limits, SearchContext};
use spelbord_search::{mate_in, Engine, Rules, WIN, WIN_BOUND};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Pos {
    cells: [u8; 9],
    turn: u8,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

fn won(p: &Pos, who: u8) -> bool {
    LINES.iter().any(|l| l.iter().all(|&c| p.cells[c] == who))
}

fn full(p: &Pos) -> bool {
    p.cells.iter().all(|&c| c != 0)
}

struct TicTacToe;

impl Rules for TicTacToe {
    type Pos = Pos;
    type Move = u8;
    const HISTORY: usize = 18;
    const ASPIRATION: i32 = 10;

    fn hash(&self, p: &Pos) -> u64 {
        let mut h = p.turn as u64;
        for c in p.cells {
            h = h * 3 + c as u64;
        }
        h.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1
    }
    fn generate(&self, p: &Pos, out: &mut Vec<u8>) {
        out.extend((0..9u8).filter(|&i| p.cells[i as usize] == 0));
    }
    fn play(&self, p: &Pos, m: &u8) -> Pos {
        let mut q = *p;
        q.cells[*m as usize] = p.turn;
        q.turn = 3 - p.turn;
        q
    }
    fn move_key(&self, m: &u8) -> u64 {
        *m as u64 + 1
    }
    fn history_slot(&self, p: &Pos, m: &u8) -> usize {
        (p.turn as usize - 1) * 9 + *m as usize
    }
    fn evaluate(&self, p: &Pos) -> i32 {
        // The centre is worth a little: a heuristic, so the search must prove the rest.
        match p.cells[4] {
            0 => 0,
            c if c == p.turn => 3,
            _ => -3,
        }
    }
    fn ended(&self, p: &Pos, _m: &u8, child: &Pos, ply: usize) -> Option<i32> {
        if won(child, p.turn) {
            Some(mate_in(false, ply))
        } else if full(child) {
            Some(0)
        } else {
            None
        }
    }
}

/// Brute force: the value for the side to move with the distance to the end.
fn solve(p: &Pos, ply: usize) -> i32 {
    let mut best = -WIN - 1;
    for m in 0..9u8 {
        if p.cells[m as usize] != 0 {
            continue;
        }
        let c = TicTacToe.play(p, &m);
        let v = match TicTacToe.ended(p, &m, &c, ply + 1) {
            Some(v) => -v,
            None => -solve(&c, ply + 1),
        };
        best = best.max(v);
    }
    best
}

fn positions() -> Vec<Pos> {
    let mut out = vec![];
    let mut stack = vec![Pos {
        cells: [0; 9],
        turn: 1,
    }];
    while let Some(p) = stack.pop() {
        if out.contains(&p) {
            continue;
        }
        out.push(p);
        for m in 0..9u8 {
            if p.cells[m as usize] == 0 {
                let c = TicTacToe.play(&p, &m);
                if TicTacToe.ended(&p, &m, &c, 1).is_none() {
                    stack.push(c);
                }
            }
        }
    }
    out
}

fn ctx() -> SearchContext<'static> {
    SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: None,
        },
        || 0.0,
    )
}

#[test]
fn every_position_gets_the_brute_force_value_and_distance() {
    let all = positions();
    assert_eq!(all.len(), 4520, "non-terminal positions of tic-tac-toe");
    let mut engine = Engine::new(TicTacToe, 12);
    for p in all {
        let exact = solve(&p, 0);
        let f = engine.search(&p, 0, &[], 12, 0, &mut ctx());
        // A single legal move is answered at once with the static value.
        let empty = p.cells.iter().filter(|&&c| c == 0).count();
        if empty > 1 || exact.abs() >= WIN_BOUND {
            assert_eq!(f.score, exact, "{p:?}");
        }
        let m = f.best.expect("a move");
        let c = TicTacToe.play(&p, &m);
        let after = match TicTacToe.ended(&p, &m, &c, 1) {
            Some(v) => -v,
            None => -solve(&c, 1),
        };
        assert_eq!(after, exact, "the best move keeps the value in {p:?}");
        // The principal variation is legal from the root.
        let mut q = p;
        for m in &f.pv {
            assert_eq!(q.cells[*m as usize], 0, "{p:?} {:?}", f.pv);
            q = TicTacToe.play(&q, m);
        }
    }
}

#[test]
fn root_scores_within_the_margin_are_exact() {
    let mut engine = Engine::new(TicTacToe, 12);
    let start = Pos {
        cells: [1, 0, 0, 0, 2, 0, 0, 0, 0],
        turn: 1,
    };
    let f = engine.search(&start, 0, &[], 12, i32::MAX, &mut ctx());
    assert_eq!(f.root_scores.len(), 7);
    for (m, s) in &f.root_scores {
        let c = TicTacToe.play(&start, m);
        assert_eq!(*s, -solve(&c, 1), "move {m}");
    }
}

#[test]
fn a_win_in_one_is_taken_at_once() {
    let mut engine = Engine::new(TicTacToe, 12);
    let p = Pos {
        cells: [1, 1, 0, 2, 2, 0, 0, 0, 0],
        turn: 1,
    };
    let f = engine.search(&p, 0, &[], 12, 0, &mut ctx());
    assert_eq!(f.best, Some(2));
    assert_eq!(f.score, WIN - 1);
}

#[test]
fn a_node_limit_stops_the_search_with_a_legal_move() {
    let mut engine = Engine::new(TicTacToe, 12);
    let p = Pos {
        cells: [0; 9],
        turn: 1,
    };
    let mut c = SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(300),
        },
        || 0.0,
    );
    let f = engine.search(&p, 0, &[], 12, 0, &mut c);
    assert!(f.best.is_some());
    assert!(f.depth < 9, "stopped early: depth {}", f.depth);
    assert!(c.nodes < 2_000, "{} nodes", c.nodes);
}
