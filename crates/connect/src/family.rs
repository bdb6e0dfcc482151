//! Fyra i rad and Fem i rad's side of the family contract: the board view the renderer
//! draws, the solver behind the strongest level and the analysis, and why a game ended.

use crate::{Connect, ConnectMove, Variant};
use serde::Serialize;
use spelbord_ai::{Bot, Level};
use spelbord_connect_solver::{Solver, Variant as SolverVariant};
use spelbord_core::{Game, Replay, Seat, ToAct};
use spelbord_family::{one_click_steps, BotAnswer, Family, Field, GameInfo, Steps, Words};
use std::cell::RefCell;

/// What the board renderer draws.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConnectView {
    /// Columns of the whole grid (edge columns included).
    pub cols: usize,
    /// Rows.
    pub rows: usize,
    /// `cells[row][col]`: the seat whose disc is there, row 0 at the bottom.
    pub cells: Vec<Vec<Option<Seat>>>,
    /// The number a person uses for each column (`None` for an edge column).
    pub labels: Vec<Option<u8>>,
    /// Which columns are pre-filled edges.
    pub edge: Vec<bool>,
    /// The legal drop in each column, in notation (`None`: none there).
    pub drop: Vec<Option<String>>,
    /// The legal pop in each column, in notation (`None`: none there).
    pub pop: Vec<Option<String>>,
    /// Whether PopOut is on.
    pub popout: bool,
    /// The last move's cell.
    pub last: Option<LastMove>,
    /// The winning lines as segments `[c1, r1, c2, r2]`.
    pub win: Vec<[i32; 4]>,
}

/// Where the last move landed.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LastMove {
    /// Column in the whole grid.
    pub col: usize,
    /// Row (0 at the bottom).
    pub row: usize,
    /// Whether it was a pop.
    pub pop: bool,
}

/// Why a game of Fyra i rad or Fem i rad ended.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ConnectEnd {
    /// A line of four (five) was made.
    Line,
    /// The grid is full and nobody has a line.
    Full,
    /// PopOut: the same position stood for the third time.
    Repetition,
}

/// One column's exact value in the analysis.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum ColumnValue {
    /// The mover wins with its `in`-th own disc from now.
    Win {
        /// The solver's score.
        score: i32,
        /// Own moves until the win, counting this one.
        #[serde(rename = "in")]
        moves: i32,
    },
    /// A draw with best play.
    Draw {
        /// The solver's score (0).
        score: i32,
    },
    /// The mover loses after the opponent's `in`-th disc from now.
    Loss {
        /// The solver's score.
        score: i32,
        /// The opponent's moves until the loss.
        #[serde(rename = "in")]
        moves: i32,
    },
    /// Not known within the time: the book names only the best column of a position it
    /// holds, and solving the others takes longer than a page may wait.
    Unknown,
}

/// The exact values of the position and of every column.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ConnectAnalysis {
    /// The position's value.
    pub score: i32,
    /// Each playable column's value (`None`: full).
    pub columns: Vec<Option<ColumnValue>>,
    /// Whether values came from the shipped books (what the strongest level plays from).
    pub book: bool,
    /// The column (1–7) the book plays here, where the book holds the position.
    pub book_move: Option<u8>,
}

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

impl Family for Connect {
    const FAMILY: &'static str = "connect";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("fyra-i-rad"), GameInfo::two("fem-i-rad")];
    const ANALYSIS: bool = true;
    type BoardView = ConnectView;
    type Step = String;
    type EndReason = ConnectEnd;
    type Analysis = ConnectAnalysis;

    fn fields(_id: &str) -> Vec<Field> {
        vec![Field::bool("popout", "popout")]
    }

    fn board_view(&self, _seat: Option<Seat>) -> ConnectView {
        let (cols, rows) = (self.columns(), self.rows());
        let cells = (0..rows)
            .map(|r| (0..cols).map(|c| self.cell(c, r)).collect())
            .collect();
        let labels: Vec<Option<u8>> = (0..cols).map(|c| self.column_number(c)).collect();
        let edge = labels.iter().map(Option::is_none).collect();
        let last = self.last_move().and_then(|m| {
            let col = self.full_column(m.column())?;
            let row = match m {
                ConnectMove::Drop(_) => self.height(col).saturating_sub(1),
                ConnectMove::Pop(_) => 0,
            };
            Some(LastMove {
                col,
                row,
                pop: m.is_pop(),
            })
        });
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let move_in = |col: usize, pop: bool| {
            legal
                .iter()
                .find(|m| m.is_pop() == pop && self.full_column(m.column()) == Some(col))
                .map(|m| self.format_move(m))
        };
        ConnectView {
            cols,
            rows,
            cells,
            drop: (0..cols).map(|c| move_in(c, false)).collect(),
            pop: (0..cols).map(|c| move_in(c, true)).collect(),
            labels,
            edge,
            popout: self.popout(),
            last,
            win: win_segments(&self.winning_cells(), self.line_length() as i32),
        }
    }

    fn steps(&self, chosen: &[String]) -> Steps<String, ConnectView> {
        one_click_steps(self, chosen)
    }

    fn end_reason(&self) -> Option<ConnectEnd> {
        match self.to_act() {
            ToAct::Over(spelbord_core::Outcome::Win { .. }) => Some(ConnectEnd::Line),
            ToAct::Over(_) if self.popout() => Some(ConnectEnd::Repetition),
            ToAct::Over(_) => Some(ConnectEnd::Full),
            _ => None,
        }
    }

    /// Column by column from the left, each from the bottom up (how the discs fell),
    /// with the cells still free; the pre-filled edge columns of Fem i rad by their side.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let (cols, rows) = (self.columns(), self.rows());
        (0..cols)
            .map(|c| {
                let discs: Vec<String> = (0..rows)
                    .map_while(|r| self.cell(c, r))
                    .map(|s| format!("@seat.connect.{s}"))
                    .collect();
                let free = ("free", (rows - discs.len()).to_string());
                let list = ("discs", discs.join(", "));
                match self.column_number(c) {
                    Some(_) if discs.is_empty() => {
                        Words::new("connect.descColEmpty", [("col", col_label(self, c))])
                    }
                    Some(_) if discs.len() == rows => {
                        Words::new("connect.descColFull", [("col", col_label(self, c)), list])
                    }
                    Some(_) => {
                        Words::new("connect.descCol", [("col", col_label(self, c)), list, free])
                    }
                    None if c == 0 => Words::new("connect.descEdgeLeft", [list]),
                    None => Words::new("connect.descEdgeRight", [list]),
                }
            })
            .collect()
    }

    fn move_words(&self, m: &ConnectMove) -> Option<Words> {
        let p = ("p", self.seat_to_move()?.to_string());
        let col = (
            "col",
            self.format_move(m).trim_start_matches('p').to_string(),
        );
        let key = if m.is_pop() {
            "connect.saidPop"
        } else {
            "connect.saidDrop"
        };
        Some(Words::new(key, [p, col]))
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

    fn preview_moves(id: &str) -> &'static [&'static str] {
        match id {
            "fem-i-rad" => &["4", "4", "3", "5", "5"],
            _ => &["4", "4", "3", "5", "4"],
        }
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
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
    ) -> Option<ConnectAnalysis> {
        if !matches!(game.current().to_act(), ToAct::Seat(_)) {
            return None;
        }
        let (variant, moves) = solver_position(game)?;
        // Own moves until the end, counting this one: a win scoring s comes with the
        // winner's (22 - s)-th disc; Red has dropped plies/2 discs before its move.
        let plies = game.current().plies() as i32;
        let (mine, theirs) = (plies / 2, plies - plies / 2);
        let value = |s: i32| match s {
            0 => ColumnValue::Draw { score: 0 },
            s if s > 0 => ColumnValue::Win {
                score: s,
                moves: 22 - s - mine,
            },
            s => ColumnValue::Loss {
                score: s,
                moves: 22 + s - theirs,
            },
        };
        // The books first, as the strongest level plays: a position they hold has its
        // value and best column at once; a column whose reply they hold has its value.
        let known = with_solver(time_ms, |s| {
            let st = s.strategy(variant);
            let here = st.and_then(|st| st.lookup(&moves));
            let replies: Vec<Option<i32>> = (1..=7u8)
                .map(|c| {
                    st.and_then(|st| st.lookup(&format!("{moves}{c}")))
                        .map(|(v, _)| -v)
                })
                .collect();
            (here, replies)
        });
        let (here, replies) = known;
        let book = here.is_some() || replies.iter().any(Option::is_some);
        // Off the books the solver has the whole time; on them a short try at the rest,
        // so the answer is there as soon as the strongest level's move.
        let budget = if book { time_ms.min(400.0) } else { time_ms };
        if !book {
            let a = with_solver(budget, |s| s.analyze(variant, &moves)).ok()?;
            return Some(ConnectAnalysis {
                score: a.score,
                columns: a.columns.iter().map(|c| c.map(value)).collect(),
                book: false,
                book_move: None,
            });
        }
        let g = game.current();
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        let mut columns: Vec<Option<ColumnValue>> = vec![None; 7];
        let mut scores: Vec<Option<i32>> = vec![None; 7];
        let open: Vec<usize> = (0..7)
            .filter(|&c| {
                legal
                    .iter()
                    .any(|m| g.format_move(m) == (c + 1).to_string())
            })
            .collect();
        let per = budget / open.len().max(1) as f64;
        for &c in &open {
            let score = replies[c]
                .or_else(|| {
                    here.filter(|&(_, bc)| usize::from(bc) == c + 1)
                        .map(|(v, _)| v)
                })
                .or_else(|| {
                    let after = g
                        .clone()
                        .play(&g.parse_move(&(c + 1).to_string()).ok()?)
                        .ok()?;
                    match after.to_act() {
                        // This disc makes the line: a win with the mover's next disc.
                        ToAct::Over(spelbord_core::Outcome::Win { .. }) => Some(21 - mine),
                        ToAct::Over(_) => Some(0),
                        _ => with_solver(per, |s| s.score(variant, &format!("{moves}{}", c + 1)))
                            .ok()
                            .map(|v| -v),
                    }
                });
            scores[c] = score;
            columns[c] = Some(score.map_or(ColumnValue::Unknown, value));
        }
        let best_known = scores.iter().flatten().copied().max();
        let score = match (here, best_known) {
            (Some((v, _)), _) => v,
            (None, Some(b))
                if scores
                    .iter()
                    .zip(&columns)
                    .all(|(s, c)| c.is_none() || s.is_some()) =>
            {
                b
            }
            // Some columns unknown and the position not in the books: its value is not known.
            _ => return None,
        };
        Some(ConnectAnalysis {
            score,
            columns,
            book: true,
            book_move: here.map(|(_, c)| c),
        })
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        crate::bench::run(clock)
    }

    /// `solver` (args: variant 0 Fyra / 1 Fem, books 0/1, count, node limit, disc
    /// counts...): the solver on the fixed positions of `cargo xtask bench-solver`;
    /// `solverLines` (variant, books, games, node limit): the strongest level's moves in
    /// games from the start. A fresh solver each, as a worker starts with.
    fn measure(
        name: &str,
        args: &[f64],
        clock: fn() -> f64,
    ) -> Option<Vec<Vec<(&'static str, f64)>>> {
        use spelbord_connect_solver::bench;
        let arg = |i: usize| args.get(i).copied().unwrap_or(0.0);
        let variant = if arg(0) == 1.0 {
            SolverVariant::Fem
        } else {
            SolverVariant::Fyra
        };
        let mut solver = Solver::new();
        if arg(1) != 0.0 {
            solver.use_shipped_books();
        }
        let limit = arg(3).max(1.0) as u64;
        match name {
            "solver" => {
                let discs: Vec<usize> = args.iter().skip(4).map(|&d| d as usize).collect();
                let rows = bench::run(&mut solver, variant, &discs, arg(2) as usize, limit, clock);
                Some(
                    rows.iter()
                        .map(|r| {
                            vec![
                                ("discs", r.discs as f64),
                                ("score", r.score.map_or(f64::NAN, f64::from)),
                                ("bestMs", r.best_ms),
                                ("analysisMs", r.analysis_ms.unwrap_or(f64::NAN)),
                                ("nodes", r.nodes as f64),
                            ]
                        })
                        .collect(),
                )
            }
            "solverLines" => {
                let rows = bench::lines(
                    &mut solver,
                    variant,
                    (arg(2) as usize).min(10_000),
                    limit,
                    clock,
                );
                Some(
                    rows.iter()
                        .map(|r| {
                            vec![
                                ("discs", r.discs as f64),
                                ("ms", r.ms),
                                ("nodes", r.nodes as f64),
                                ("solved", f64::from(u8::from(r.solved))),
                            ]
                        })
                        .collect(),
                )
            }
            _ => None,
        }
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

#[cfg(test)]
mod analysis_tests {
    use super::*;
    use spelbord_connect_solver::shipped_strategy;

    fn replay(moves: &str) -> Replay<Connect> {
        let mut r = Replay::<Connect>::new(crate::ConnectSettings::new(Variant::Fyra), 1);
        for c in moves.chars() {
            let m = r.current().parse_move(&c.to_string()).expect("a column");
            r.play(&m).expect("legal");
        }
        r
    }

    #[test]
    fn analysis_answers_from_the_book_where_the_strongest_level_does() {
        let st = shipped_strategy(SolverVariant::Fyra).expect("a shipped strategy");
        // The deepest positions of the book: past the opening book, where the solver alone
        // runs out of nodes within the page's time.
        let (moves, score, col) = st
            .lines()
            .into_iter()
            .max_by_key(|(m, _, _)| m.len())
            .expect("lines");
        let a = Connect::analyze(&replay(&moves), 50.0, spelbord_ai::native_clock)
            .expect("an answer from the book");
        assert!(a.book, "the book was used");
        assert_eq!(a.score, score, "the book's value of {moves}");
        assert_eq!(a.book_move, Some(col));
        let v = a.columns[usize::from(col) - 1]
            .as_ref()
            .expect("an open column");
        let s = match v {
            ColumnValue::Win { score, .. } | ColumnValue::Loss { score, .. } => *score,
            ColumnValue::Draw { score } => *score,
            ColumnValue::Unknown => panic!("the book's own column is known"),
        };
        assert_eq!(s, score, "the book's column reaches the position's value");
        // One move earlier the other side is to move: every reply the book holds has its value.
        let before = &moves[..moves.len() - 1];
        if let Some(a) = Connect::analyze(&replay(before), 50.0, spelbord_ai::native_clock) {
            let last = moves.as_bytes()[moves.len() - 1] - b'0';
            assert!(a.book);
            assert!(
                !matches!(
                    a.columns[usize::from(last) - 1],
                    Some(ColumnValue::Unknown) | None
                ),
                "the reply into the book's line has its value"
            );
        }
    }
}

/// Column `c`'s number as a person calls it.
fn col_label(g: &Connect, c: usize) -> String {
    g.column_number(c)
        .map_or_else(String::new, |n| n.to_string())
}
