use crate::{BotAnswer, Describe, Entry};
use serde_json::json;
use spelbord_ai::{Bot, Level};
use spelbord_connect::{Connect, ConnectMove, Variant};
use spelbord_connect_solver::{Solver, Variant as SolverVariant};
use spelbord_core::{Game, Replay, ToAct};
use std::cell::RefCell;

thread_local! {
    // One solver per thread keeps its transposition table between the moves of a game.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// Solver nodes per millisecond we may assume in the browser: bounds a solve to its time
/// budget (the solver counts nodes, it has no clock).
const NODES_PER_MS: f64 = 3_000.0;

/// The solver's view of the game: plain drops only (PopOut is not solvable this way).
fn solver_position(game: &Replay<Connect>) -> Option<(SolverVariant, String)> {
    let g = game.current();
    if g.popout() {
        return None;
    }
    let variant = match g.variant() {
        Variant::Fyra => SolverVariant::Fyra,
        Variant::Fem => SolverVariant::Fem,
    };
    Some((variant, game.moves().concat()))
}

fn with_solver<T>(time_ms: f64, f: impl FnOnce(&mut Solver) -> T) -> T {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        // Positions before the shipped books' depth are answered from the books; between
        // the books and the easy endgame some exceed the node budget, and the caller falls
        // back to the search bot (see the README's perfect-play section).
        let solver = slot.get_or_insert_with(|| {
            let mut s = Solver::new();
            s.use_shipped_books();
            s
        });
        solver.set_node_limit(Some((time_ms * NODES_PER_MS) as u64));
        f(solver)
    })
}

impl Entry for Connect {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        spelbord_connect::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        spelbord_connect::default_time_ms(level)
    }

    fn perfect_move(game: &Replay<Connect>, time_ms: f64, clock: fn() -> f64) -> Option<BotAnswer> {
        let (variant, moves) = solver_position(game)?;
        let t0 = clock();
        // The score, then null-window tests column by column until one reaches it: far
        // cheaper than the exact score of every column, which only the analysis view needs.
        let (a, nodes) = with_solver(time_ms, |s| (s.perfect(variant, &moves), s.nodes()));
        let (score, col) = a.ok()?;
        Some(BotAnswer {
            mv: col.to_string(),
            score: Some(score),
            depth: 42,
            nodes,
            ms: clock() - t0,
        })
    }

    fn analyze(
        game: &Replay<Connect>,
        time_ms: f64,
        _clock: fn() -> f64,
    ) -> Option<serde_json::Value> {
        if !matches!(game.current().to_act(), ToAct::Seat(_)) {
            return None;
        }
        let (variant, moves) = solver_position(game)?;
        let a = with_solver(time_ms, |s| s.analyze(variant, &moves)).ok()?;
        // Own moves until the end, counting this one: a win scoring s comes with the
        // winner's (22 - s)-th disc; Red has dropped plies/2 discs before its move.
        let plies = game.current().plies() as i32;
        let (mine, theirs) = (plies / 2, plies - plies / 2);
        let cols: Vec<serde_json::Value> = a
            .columns
            .iter()
            .map(|c| match c {
                None => serde_json::Value::Null,
                Some(0) => json!({ "score": 0, "kind": "draw" }),
                Some(s) if *s > 0 => json!({ "score": s, "kind": "win", "in": 22 - s - mine }),
                Some(s) => json!({ "score": s, "kind": "loss", "in": 22 + s - theirs }),
            })
            .collect();
        Some(json!({ "score": a.score, "columns": cols }))
    }
}

impl Describe for Connect {
    fn describe(&self, _seat: Option<u8>) -> serde_json::Value {
        let (cols, rows) = (self.columns(), self.rows());
        let cells: Vec<Vec<Option<u8>>> = (0..rows)
            .map(|r| (0..cols).map(|c| self.cell(c, r)).collect())
            .collect();
        let labels: Vec<Option<u8>> = (0..cols).map(|c| self.column_number(c)).collect();
        let edge: Vec<bool> = labels.iter().map(Option::is_none).collect();
        let last = self.last_move().and_then(|m| {
            let col = self.full_column(m.column())?;
            let row = match m {
                ConnectMove::Drop(_) => self.height(col).saturating_sub(1),
                ConnectMove::Pop(_) => 0,
            };
            Some(json!({ "col": col, "row": row, "pop": m.is_pop() }))
        });
        json!({
            "family": "connect",
            "cols": cols,
            "rows": rows,
            "cells": cells,
            "labels": labels,
            "edge": edge,
            "popout": self.popout(),
            "last": last,
            "win": win_segments(&self.winning_cells(), self.line_length() as i32),
        })
    }

    fn ascii(&self) -> String {
        let mut s = self.diagram();
        let nums: String = (0..self.columns())
            .map(|c| self.column_number(c).map_or(' ', |n| char::from(b'0' + n)))
            .collect();
        s.push_str(&nums);
        s.push('\n');
        s
    }
}

/// The winning cells as line segments `[c1, r1, c2, r2]` for the renderer to stroke:
/// every maximal run of at least `need` winning cells along one of the four directions.
fn win_segments(cells: &[(usize, usize)], need: i32) -> Vec<[i32; 4]> {
    let has = |c: i32, r: i32| c >= 0 && r >= 0 && cells.contains(&(c as usize, r as usize));
    let mut out = Vec::new();
    for &(c, r) in cells {
        let (c, r) = (c as i32, r as i32);
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            if has(c - dc, r - dr) {
                continue; // not the start of a run
            }
            let mut n = 1;
            while has(c + dc * n, r + dr * n) {
                n += 1;
            }
            if n >= need {
                out.push([c, r, c + dc * (n - 1), r + dr * (n - 1)]);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn segments_follow_runs() {
        let cells = [(0, 0), (1, 0), (2, 0), (3, 0)];
        assert_eq!(win_segments(&cells, 4), vec![[0, 0, 3, 0]]);
        assert!(win_segments(&cells[..3], 4).is_empty());
    }
}
