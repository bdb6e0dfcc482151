//! The solver: negamax with alpha-beta on exact scores, searched with null windows and a
//! binary search on the score (Pascal Pons's "iterative narrowing"), a transposition
//! table of bounds, threat-count move ordering and only moves that do not lose at once.
//!
//! Score of a position, from the side to move: 0 for a draw; for a win,
//! `22 - (discs the winner has dropped at the end)`, negated for a loss. Both games have
//! 42 playable cells, so both use the same scale (Fem i rad's edge discs are not counted).

use crate::board::{Board, Fem, Fyra, Geometry, CELLS, COLUMNS};
use crate::book::Book;
use crate::notation::{game_over, parse};
use crate::strategy::Strategy;
use crate::table::Table;
use crate::variant::Variant;

/// Playable columns (0-based) from the centre outwards: central columns take part in the
/// most lines, so they are tried first.
const ORDER: [usize; COLUMNS] = [3, 2, 4, 1, 5, 0, 6];

/// Enhanced transposition cutoffs are tried only with more than this many empty cells:
/// nearer the end a search is cheaper than the extra table probes.
const ETC_MARGIN: i32 = 6;

/// Default transposition table: 2^21 entries of 8 bytes (16 MiB), enough for the positions
/// past the opening book and small enough for a browser tab.
pub const DEFAULT_TABLE_LOG2: u32 = 21;

/// The exact value of a position and of every move in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The score for the side to move (positive: win, 0: draw, negative: loss).
    pub score: i32,
    /// The score of dropping into columns 1–7 (index 0–6), from the side to move's point of
    /// view; `None` for a full column.
    pub columns: [Option<i32>; COLUMNS],
    /// Search nodes visited.
    pub nodes: u64,
}

impl Analysis {
    /// The columns (1–7) that reach the best score, centre first.
    pub fn best_columns(&self) -> Vec<u8> {
        ORDER
            .iter()
            .filter(|&&c| self.columns[c] == Some(self.score))
            .map(|&c| c as u8 + 1)
            .collect()
    }
}

/// Why a search stopped without an answer.
const ABORTED: &str = "the search reached its node limit";

/// A solver for both games, keeping its transposition table (and opening books) between
/// calls so that the positions of one game are solved faster one after another.
#[derive(Debug)]
pub struct Solver {
    table: Table,
    /// The variant whose positions the table holds (keys of the two games can coincide).
    table_variant: Option<Variant>,
    books: [Option<Book>; 2],
    strategies: [Option<Strategy>; 2],
    nodes: u64,
    node_limit: u64,
    aborted: bool,
    /// Print every null-window probe of the root to stderr (long solves report progress).
    trace: bool,
}

impl Default for Solver {
    fn default() -> Self {
        Self::new()
    }
}

impl Solver {
    /// A solver with the default table size and no book.
    pub fn new() -> Solver {
        Solver::with_table_log2(DEFAULT_TABLE_LOG2)
    }

    /// A solver whose table has (just under) `2^log2` entries of 8 bytes (log2 in 10..=32).
    pub fn with_table_log2(log2: u32) -> Solver {
        Solver {
            table: Table::new(log2),
            table_variant: None,
            books: [None, None],
            strategies: [None, None],
            nodes: 0,
            node_limit: u64::MAX,
            aborted: false,
            trace: false,
        }
    }

    /// Uses `book` for the positions of its variant (replacing an earlier book of it).
    pub fn set_book(&mut self, book: Book) {
        let i = book.variant().index();
        self.books[i] = Some(book);
    }

    /// Uses `strategy` for the perfect moves of its variant (see [`Strategy`]).
    pub fn set_strategy(&mut self, strategy: Strategy) {
        let i = strategy.variant().index();
        self.strategies[i] = Some(strategy);
    }

    /// Uses the opening books and strategy books shipped with Spelbord (see
    /// [`crate::shipped_book`] and [`crate::shipped_strategy`]).
    pub fn use_shipped_books(&mut self) {
        for v in Variant::ALL {
            if let Some(b) = crate::book::shipped_book(v) {
                self.set_book(b);
            }
            if let Some(s) = crate::book::shipped_strategy(v) {
                self.set_strategy(s);
            }
        }
    }

    /// The strategy book in use for `variant`, if any.
    pub fn strategy(&self, variant: Variant) -> Option<&Strategy> {
        self.strategies[variant.index()].as_ref()
    }

    /// The book in use for `variant`, if any.
    pub fn book(&self, variant: Variant) -> Option<&Book> {
        self.books[variant.index()].as_ref()
    }

    /// Stops every later search after `limit` nodes with an error (`None`: no limit). The
    /// browser uses this to stay within its time budget; the table stays valid.
    pub fn set_node_limit(&mut self, limit: Option<u64>) {
        self.node_limit = limit.unwrap_or(u64::MAX);
    }

    /// Prints each null-window probe of a root search (window, result, nodes) to stderr,
    /// so that a solve that runs for hours shows how far it got.
    pub fn set_trace(&mut self, on: bool) {
        self.trace = on;
    }

    /// Search nodes visited since the last call that reset the count (each public call).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Bytes held by the transposition table.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    /// Forgets the transposition table.
    pub fn clear(&mut self) {
        self.table.clear();
        self.table_variant = None;
    }

    /// The exact score of the position after `moves`, for the side to move.
    pub fn score(&mut self, variant: Variant, moves: &str) -> Result<i32, String> {
        match variant {
            Variant::Fyra => self.score_of::<Fyra>(moves),
            Variant::Fem => self.score_of::<Fem>(moves),
        }
    }

    /// The exact score of the position after `moves` and of every move in it.
    pub fn analyze(&mut self, variant: Variant, moves: &str) -> Result<Analysis, String> {
        match variant {
            Variant::Fyra => self.analyze_of::<Fyra>(moves),
            Variant::Fem => self.analyze_of::<Fem>(moves),
        }
    }

    /// A perfect move (column 1–7) after `moves`: the fastest win, a draw that never risks
    /// a loss, or the slowest loss. Among equal moves the most central one.
    pub fn best_move(&mut self, variant: Variant, moves: &str) -> Result<u8, String> {
        match variant {
            Variant::Fyra => self.best_move_of::<Fyra>(moves),
            Variant::Fem => self.best_move_of::<Fem>(moves),
        }
    }

    fn start<G: Geometry>(&mut self, moves: &str) -> Result<Board<G>, String> {
        let board = parse::<G>(moves)?;
        if let Some(why) = game_over(&board) {
            return Err(why);
        }
        if self.table_variant != Some(G::VARIANT) {
            self.table.clear();
            self.table_variant = Some(G::VARIANT);
        }
        self.nodes = 0;
        self.aborted = false;
        Ok(board)
    }

    fn score_of<G: Geometry>(&mut self, moves: &str) -> Result<i32, String> {
        let board = self.start::<G>(moves)?;
        self.solve_board(&board)
    }

    fn analyze_of<G: Geometry>(&mut self, moves: &str) -> Result<Analysis, String> {
        let board = self.start::<G>(moves)?;
        let mut columns = [None; COLUMNS];
        for &col in &ORDER {
            let bit = board.column_move(col);
            if bit != 0 {
                columns[col] = Some(self.move_score(&board, bit)?);
            }
        }
        let score = columns.iter().flatten().copied().max().ok_or(ABORTED)?;
        Ok(Analysis {
            score,
            columns,
            nodes: self.nodes,
        })
    }

    fn best_move_of<G: Geometry>(&mut self, moves: &str) -> Result<u8, String> {
        self.perfect_of::<G>(moves).map(|(_, col)| col)
    }

    /// The score and the most central column reaching it: the columns are tested in order
    /// and the first that reaches the score ends the search, so a typical answer costs the
    /// score and one or two null-window tests, not one per column.
    fn perfect_of<G: Geometry>(&mut self, moves: &str) -> Result<(i32, u8), String> {
        let board = self.start::<G>(moves)?;
        if let Some(known) = self.strategies[G::VARIANT.index()]
            .as_ref()
            .and_then(|s| s.get(&board))
        {
            return Ok(known);
        }
        let best = self.solve_board(&board)?;
        for &col in &ORDER {
            if self.reaches::<G>(&board, col, best)? {
                return Ok((best, col as u8 + 1));
            }
        }
        Err("no move reaches the position's score (internal error)".to_string())
    }

    /// The exact score of the position after `moves` and a perfect move (as
    /// [`Solver::best_move`]): what the strongest level plays.
    pub fn perfect(&mut self, variant: Variant, moves: &str) -> Result<(i32, u8), String> {
        match variant {
            Variant::Fyra => self.perfect_of::<Fyra>(moves),
            Variant::Fem => self.perfect_of::<Fem>(moves),
        }
    }

    /// One null-window test: whether the score of the position after `moves` is greater
    /// than `s`. A long solve can be split over several processes this way (each proving
    /// one bound), and a win/draw/loss answer needs only the tests at -1 and 0.
    pub fn probe(&mut self, variant: Variant, moves: &str, s: i32) -> Result<bool, String> {
        fn of<G: Geometry>(sv: &mut Solver, moves: &str, s: i32) -> Result<bool, String> {
            let board = sv.start::<G>(moves)?;
            if board.can_win_next() {
                return Ok((CELLS + 1 - board.moves()) / 2 > s);
            }
            let r = sv.negamax(&board, s, s + 1);
            if sv.aborted {
                return Err(ABORTED.to_string());
            }
            Ok(r > s)
        }
        match variant {
            Variant::Fyra => of::<Fyra>(self, moves, s),
            Variant::Fem => of::<Fem>(self, moves, s),
        }
    }

    /// The score of the position after `moves` and every column (1–7, centre first) that
    /// reaches it: one null-window test per column instead of an exact score per column,
    /// which is far cheaper when a column loses (its exact loss need not be found).
    pub fn best_columns(
        &mut self,
        variant: Variant,
        moves: &str,
    ) -> Result<(i32, Vec<u8>), String> {
        fn of<G: Geometry>(s: &mut Solver, moves: &str) -> Result<(i32, Vec<u8>), String> {
            let board = s.start::<G>(moves)?;
            let best = s.solve_board(&board)?;
            let mut cols = Vec::new();
            for &col in &ORDER {
                if s.reaches::<G>(&board, col, best)? {
                    cols.push(col as u8 + 1);
                }
            }
            Ok((best, cols))
        }
        match variant {
            Variant::Fyra => of::<Fyra>(self, moves),
            Variant::Fem => of::<Fem>(self, moves),
        }
    }

    /// Whether dropping into `col` (0-based) reaches `best`, the position's exact score.
    fn reaches<G: Geometry>(
        &mut self,
        board: &Board<G>,
        col: usize,
        best: i32,
    ) -> Result<bool, String> {
        let bit = board.column_move(col);
        if bit == 0 {
            return Ok(false);
        }
        if board.is_winning_move(bit) {
            return Ok((CELLS + 1 - board.moves()) / 2 == best);
        }
        let mut child = *board;
        child.play(bit);
        if child.is_full() {
            return Ok(best == 0);
        }
        if child.can_win_next() {
            return Ok(-(CELLS + 1 - child.moves()) / 2 == best);
        }
        // One null-window test: is the opponent's score at most -best?
        let r = self.negamax(&child, -best, -best + 1);
        if self.aborted {
            return Err(ABORTED.to_string());
        }
        Ok(r <= -best)
    }

    /// The score of dropping on `bit`, for the side to move.
    pub(crate) fn move_score<G: Geometry>(
        &mut self,
        board: &Board<G>,
        bit: u64,
    ) -> Result<i32, String> {
        if board.is_winning_move(bit) {
            return Ok((CELLS + 1 - board.moves()) / 2);
        }
        let mut child = *board;
        child.play(bit);
        if child.is_full() {
            return Ok(0);
        }
        Ok(-self.solve_board(&child)?)
    }

    /// Prepares the table for `G` when a caller inside the crate skips [`Solver::start`].
    pub(crate) fn use_variant<G: Geometry>(&mut self) {
        if self.table_variant != Some(G::VARIANT) {
            self.table.clear();
            self.table_variant = Some(G::VARIANT);
        }
        self.aborted = false;
    }

    /// The exact score of a position that is not over.
    pub(crate) fn solve_board<G: Geometry>(&mut self, board: &Board<G>) -> Result<i32, String> {
        if board.can_win_next() {
            return Ok((CELLS + 1 - board.moves()) / 2);
        }
        let mut min = -(CELLS - board.moves()) / 2;
        let mut max = (CELLS + 1 - board.moves()) / 2;
        while min < max {
            // Probe near 0 first: most positions are close to a draw, and the probes that
            // are nearer zero prune more.
            let mut med = min + (max - min) / 2;
            if med <= 0 && min / 2 < med {
                med = min / 2;
            } else if med >= 0 && max / 2 > med {
                med = max / 2;
            }
            let started = self.trace.then(std::time::Instant::now);
            let r = self.negamax(board, med, med + 1);
            if self.aborted {
                return Err(ABORTED.to_string());
            }
            if let Some(t) = started {
                let verdict = if r <= med { "<=" } else { ">" };
                eprintln!(
                    "probe: score {verdict} {med} (window {min}..{max}), {} nodes so far, {:.1} s",
                    self.nodes,
                    t.elapsed().as_secs_f64()
                );
            }
            if r <= med {
                max = r;
            } else {
                min = r;
            }
        }
        Ok(min)
    }

    /// Negamax with alpha-beta; the side to move must not be able to win at once.
    /// Returns a score `s` with: `s <= alpha` ⇒ true ≤ s, `s >= beta` ⇒ true ≥ s, else exact.
    fn negamax<G: Geometry>(&mut self, board: &Board<G>, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.node_limit {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let next = board.possible_non_losing_moves();
        if next == 0 {
            // Every move lets the opponent win with their next disc.
            return -(CELLS - board.moves()) / 2;
        }
        if board.moves() >= CELLS - 2 {
            // Two cells left and neither side can complete a line in them.
            return 0;
        }
        let mut min = -(CELLS - 2 - board.moves()) / 2;
        // A side whose every possible line is already blocked can at best draw. In Fem i
        // rad, where a line needs five, this settles many drawn endings early.
        let opponent_blocked = !board.opponent_can_still_win();
        if opponent_blocked {
            min = 0;
        }
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return alpha;
            }
        }
        let mut max = (CELLS - 1 - board.moves()) / 2;
        if !board.can_still_win() {
            if opponent_blocked {
                return 0;
            }
            max = 0;
        } else if board.claimeven_stops_mover() {
            max = 0;
        }
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        // Fyra i rad's table holds each mirror pair once: the opening's many mirror-image
        // transpositions then share one entry. A move stored under the mirror's key is
        // mirrored back.
        let plain = board.key();
        let key = board.canonical_key();
        let flipped = key != plain;
        let unflip = |mv: u8| {
            if flipped && mv != 0 {
                COLUMNS as u8 + 1 - mv
            } else {
                mv
            }
        };
        let entry = self.table.get(key);
        let tt_move = unflip(entry.mv);
        if let Some(lo) = entry.lo {
            if alpha < lo {
                alpha = lo;
                if alpha >= beta {
                    return alpha;
                }
            }
        }
        if let Some(hi) = entry.hi {
            if beta > hi {
                beta = hi;
                if alpha >= beta {
                    return beta;
                }
            }
        }
        if let Some(book) = &self.books[G::VARIANT.index()] {
            if board.moves() == book.depth() as i32 {
                return book.get(key);
            }
        }
        // Enhanced transposition cutoff: far from the end, a child already refuted in the
        // table (its score at most -beta) settles this node before any child is searched.
        if board.moves() < CELLS - ETC_MARGIN {
            let mut moves = next;
            while moves != 0 {
                let bit = moves & moves.wrapping_neg();
                moves ^= bit;
                let mut child = *board;
                child.play(bit);
                if let Some(hi) = self.table.get(child.canonical_key()).hi {
                    if -hi >= beta {
                        return -hi;
                    }
                }
            }
        }
        // Insertion-sort the moves by the number of line-completing cells they create, ties
        // to the centre (a history heuristic breaking the ties instead doubled the nodes);
        // the best move of an earlier search of this position (the null-window probes
        // search it again and again) goes first.
        let mut sorted = [(0u64, 0u32, 0u8); COLUMNS];
        let mut n = 0;
        for &col in ORDER.iter().rev() {
            let bit = next & board.column_move(col);
            if bit != 0 {
                let score = if tt_move as usize == col + 1 {
                    u32::MAX
                } else {
                    board.move_score(bit)
                };
                let mut pos = n;
                while pos > 0 && sorted[pos - 1].1 > score {
                    sorted[pos] = sorted[pos - 1];
                    pos -= 1;
                }
                sorted[pos] = (bit, score, col as u8 + 1);
                n += 1;
            }
        }
        let alpha0 = alpha;
        let mut best = 0;
        while n > 0 {
            n -= 1;
            let mut child = *board;
            child.play(sorted[n].0);
            let score = -self.negamax(&child, -beta, -alpha);
            if self.aborted {
                return 0;
            }
            if score >= beta {
                self.table.put(key, Some(score), None, unflip(sorted[n].2));
                return score;
            }
            if score > alpha {
                alpha = score;
                best = sorted[n].2;
            }
        }
        if alpha > alpha0 {
            // Inside the window: the exact score.
            self.table.put(key, Some(alpha), Some(alpha), unflip(best));
        } else {
            self.table.put(key, None, Some(alpha), unflip(best));
        }
        alpha
    }
}

/// Checks that `moves` is a well-formed move string whose game is not over (the positions
/// the solver accepts).
pub fn validate(variant: Variant, moves: &str) -> Result<(), String> {
    fn check<G: Geometry>(moves: &str) -> Result<(), String> {
        game_over(&parse::<G>(moves)?).map_or(Ok(()), Err)
    }
    match variant {
        Variant::Fyra => check::<Fyra>(moves),
        Variant::Fem => check::<Fem>(moves),
    }
}

/// The exact score of the position after `moves` and of each move in it, with a fresh
/// solver (no book). Errors on a malformed move string or a finished game.
pub fn solve(variant: Variant, moves: &str) -> Result<Analysis, String> {
    Solver::new().analyze(variant, moves)
}

/// A perfect move (column 1–7) after `moves`, or `None` if the string is malformed, the
/// game is over, or the solver's node limit stopped the search.
pub fn best_move(variant: Variant, moves: &str, solver: &mut Solver) -> Option<u8> {
    solver.best_move(variant, moves).ok()
}
