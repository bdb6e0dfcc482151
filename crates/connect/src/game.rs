//! The position and the rules: [`Connect`] implements [`Game`] for both games and PopOut.
use crate::board::{bottom, cell_bit, col_mask, has_line, line_cells, top, Geometry, ROWS, STRIDE};
use crate::moves::{split_moves, ConnectMove, PLAYABLE_COLUMNS};
use crate::settings::{ConnectSettings, Variant};
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, ToAct};

/// Seat 0, who moves first.
pub const RED: Seat = 0;
/// Seat 1.
pub const YELLOW: Seat = 1;

/// The name of a seat's colour.
pub fn colour_name(seat: Seat) -> &'static str {
    if seat == RED {
        "Red"
    } else {
        "Yellow"
    }
}

/// How the game stands after the last move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Playing,
    Won(Seat),
    Drawn,
}

/// A position of fyra-i-rad or fem-i-rad (with or without PopOut).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Connect {
    settings: ConnectSettings,
    geo: Geometry,
    /// The discs of each seat (edge discs included), see [`crate::board`] for the layout.
    discs: [u64; 2],
    turn: Seat,
    plies: u32,
    last: Option<ConnectMove>,
    status: Status,
    /// PopOut only: every position so far (the discs; the seat to move follows from the
    /// number of discs), for the third-repetition draw. Empty when the search plays
    /// moves, because it detects repetitions along its own path.
    history: Vec<[u64; 2]>,
}

impl Connect {
    /// The seat to move next (also after the game is over: the seat that would move).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Moves played so far.
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.settings.variant
    }

    /// Whether PopOut is on.
    pub fn popout(&self) -> bool {
        self.settings.popout
    }

    /// Discs in a line that win: 4 in fyra-i-rad, 5 in fem-i-rad.
    pub fn line_length(&self) -> u32 {
        self.geo.need
    }

    /// Columns of the full grid, edge columns included (7 or 9).
    pub fn columns(&self) -> usize {
        self.geo.width as usize
    }

    /// Rows of the grid (6).
    pub fn rows(&self) -> usize {
        ROWS as usize
    }

    /// The playable number 1–7 of full-grid column `col`, or `None` for an edge column
    /// (or a column off the grid).
    pub fn column_number(&self, col: usize) -> Option<u8> {
        let c = col as u32;
        (c >= self.geo.first && c < self.geo.first + PLAYABLE_COLUMNS as u32)
            .then(|| (c - self.geo.first + 1) as u8)
    }

    /// The full-grid column of playable column `number` (1–7).
    pub fn full_column(&self, number: u8) -> Option<usize> {
        (1..=PLAYABLE_COLUMNS)
            .contains(&number)
            .then(|| self.geo.full_col(number) as usize)
    }

    /// The disc in full-grid cell (`col`, `row`), row 0 at the bottom; `None` when the
    /// cell is empty or off the grid.
    pub fn cell(&self, col: usize, row: usize) -> Option<Seat> {
        if col >= self.columns() || row >= self.rows() {
            return None;
        }
        let bit = cell_bit(col as u32, row as u32);
        (0..2).find(|&s| self.discs[s as usize] & bit != 0)
    }

    /// Discs in full-grid column `col`.
    pub fn height(&self, col: usize) -> usize {
        if col >= self.columns() {
            return 0;
        }
        ((self.discs[0] | self.discs[1]) & col_mask(col as u32)).count_ones() as usize
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<ConnectMove> {
        self.last
    }

    /// The full-grid cell `(col, row)` where the last move's disc landed, if it was a drop
    /// (after a pop the whole column moved: see [`Connect::last_move`]).
    pub fn last_drop_cell(&self) -> Option<(usize, usize)> {
        match self.last? {
            ConnectMove::Drop(n) => {
                let col = self.geo.full_col(n) as usize;
                Some((col, self.height(col).checked_sub(1)?))
            }
            ConnectMove::Pop(_) => None,
        }
    }

    /// Whether the seat to move may drop into playable column `number` now.
    pub fn can_drop(&self, number: u8) -> bool {
        self.is_legal(&ConnectMove::Drop(number))
    }

    /// Whether the seat to move may pop out of playable column `number` now.
    pub fn can_pop(&self, number: u8) -> bool {
        self.is_legal(&ConnectMove::Pop(number))
    }

    /// The cells (full-grid `(col, row)`) of the winner's line(s) once the game is won;
    /// empty otherwise.
    pub fn winning_cells(&self) -> Vec<(usize, usize)> {
        let Status::Won(w) = self.status else {
            return Vec::new();
        };
        let cells = line_cells(self.discs[w as usize], self.geo.need);
        let mut out = Vec::new();
        for col in 0..self.geo.width {
            for row in 0..ROWS {
                if cells & cell_bit(col, row) != 0 {
                    out.push((col as usize, row as usize));
                }
            }
        }
        out
    }

    /// The discs of `seat` as a bitboard: bit `7 * col + row` (full-grid column, row 0 at
    /// the bottom; bit 6 of each column is always empty).
    pub fn bitboard(&self, seat: Seat) -> u64 {
        self.discs[(seat & 1) as usize]
    }

    /// Plays the moves of a record's move list (`4435`, `4 4 p3`) from the start.
    pub fn from_moves(settings: ConnectSettings, moves: &str) -> Result<Connect, String> {
        let mut g = Connect::new(settings);
        for (i, tok) in split_moves(moves).iter().enumerate() {
            let m = g
                .parse_move(tok)
                .map_err(|e| format!("move {}: {e}", i + 1))?;
            g.try_play(&m).map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        Ok(g)
    }

    /// A picture of the grid, top row first: `x` Red, `o` Yellow, `.` empty.
    pub fn diagram(&self) -> String {
        let mut s = String::new();
        for row in (0..self.rows()).rev() {
            for col in 0..self.columns() {
                s.push(match self.cell(col, row) {
                    Some(RED) => 'x',
                    Some(_) => 'o',
                    None => '.',
                });
            }
            s.push('\n');
        }
        s
    }

    pub(crate) fn geometry(&self) -> Geometry {
        self.geo
    }

    pub(crate) fn is_playing(&self) -> bool {
        self.status == Status::Playing
    }

    /// Plays a legal move; `remember` keeps the position for the repetition rule.
    #[inline]
    pub(crate) fn play_move(&mut self, m: ConnectMove, remember: bool) {
        let me = self.turn as usize;
        let col = self.geo.full_col(m.column());
        let need = self.geo.need;
        match m {
            ConnectMove::Drop(_) => {
                let occupied = self.discs[0] | self.discs[1];
                let bit = (occupied + bottom(col)) & col_mask(col);
                self.discs[me] |= bit;
                self.status = if has_line(self.discs[me], need) {
                    Status::Won(self.turn)
                } else if !self.settings.popout
                    && (occupied | bit) & self.geo.playable() == self.geo.playable()
                {
                    Status::Drawn
                } else {
                    Status::Playing
                };
            }
            ConnectMove::Pop(_) => {
                let mask = col_mask(col);
                for b in &mut self.discs {
                    // The bottom disc leaves; the rest of the column falls one cell (the
                    // bit shifted below the column lands in the guard bit and is masked).
                    *b = (*b & !mask) | ((*b & mask) >> 1 & mask);
                }
                // Decision: a move that completes lines for both colours wins for the mover.
                self.status = if has_line(self.discs[me], need) {
                    Status::Won(self.turn)
                } else if has_line(self.discs[1 - me], need) {
                    Status::Won(1 - self.turn)
                } else {
                    Status::Playing
                };
            }
        }
        self.turn = 1 - self.turn;
        self.plies += 1;
        self.last = Some(m);
        if self.settings.popout && remember {
            self.history.push(self.discs);
            if self.status == Status::Playing
                && self.history.iter().filter(|&&p| p == self.discs).count() >= 3
            {
                // Decision: the third time a position stands with the same seat to move
                // (the discs fix the seat, see `history`), the game is drawn.
                self.status = Status::Drawn;
            }
        }
    }

    /// The repetition history (PopOut), as disc pairs.
    pub(crate) fn history(&self) -> &[[u64; 2]] {
        &self.history
    }

    /// A copy for the search, without the repetition history (see `history`).
    pub(crate) fn search_copy(&self) -> Connect {
        Connect {
            settings: self.settings,
            geo: self.geo,
            discs: self.discs,
            turn: self.turn,
            plies: self.plies,
            last: self.last,
            status: self.status,
            history: Vec::new(),
        }
    }

    /// The legal moves straight from the bitboards, drops first.
    #[inline]
    pub(crate) fn for_each_move(&self, mut f: impl FnMut(ConnectMove)) {
        if self.status != Status::Playing {
            return;
        }
        let occupied = self.discs[0] | self.discs[1];
        for n in 1..=PLAYABLE_COLUMNS {
            if occupied & top(self.geo.full_col(n)) == 0 {
                f(ConnectMove::Drop(n));
            }
        }
        if self.settings.popout {
            let mine = self.discs[self.turn as usize];
            for n in 1..=PLAYABLE_COLUMNS {
                if mine & bottom(self.geo.full_col(n)) != 0 {
                    f(ConnectMove::Pop(n));
                }
            }
        }
    }
}

impl Game for Connect {
    type Move = ConnectMove;
    type Chance = NoChance;
    type Settings = ConnectSettings;
    type View = Connect;

    const IDS: &'static [&'static str] = &["fyra-i-rad", "fem-i-rad"];

    fn default_settings(id: &str) -> Option<ConnectSettings> {
        Variant::from_id(id).map(ConnectSettings::new)
    }

    fn new(settings: ConnectSettings) -> Self {
        let geo = Geometry::of(settings.variant);
        let discs = geo.edges();
        Connect {
            settings,
            geo,
            discs,
            turn: RED,
            plies: 0,
            last: None,
            status: Status::Playing,
            history: if settings.popout {
                vec![discs]
            } else {
                Vec::new()
            },
        }
    }

    fn id(&self) -> &'static str {
        self.settings.variant.id()
    }

    fn settings(&self) -> &ConnectSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.status {
            Status::Playing => ToAct::Seat(self.turn),
            Status::Won(w) => ToAct::Over(Outcome::win(w)),
            Status::Drawn => ToAct::Over(Outcome::Draw),
        }
    }

    fn legal_moves(&self, out: &mut Vec<ConnectMove>) {
        out.clear();
        self.for_each_move(|m| out.push(m));
    }

    fn is_legal(&self, m: &ConnectMove) -> bool {
        let n = m.column();
        if self.status != Status::Playing || !(1..=PLAYABLE_COLUMNS).contains(&n) {
            return false;
        }
        let col = self.geo.full_col(n);
        match m {
            ConnectMove::Drop(_) => (self.discs[0] | self.discs[1]) & top(col) == 0,
            ConnectMove::Pop(_) => {
                self.settings.popout && self.discs[self.turn as usize] & bottom(col) != 0
            }
        }
    }

    fn illegal(&self, m: &ConnectMove) -> Illegal {
        if self.status != Status::Playing {
            return Illegal::GameOver;
        }
        let n = m.column();
        let rule = |key, message: String| {
            Illegal::Rule(Problem::new(key, vec![("col", n.to_string())], message))
        };
        if !(1..=PLAYABLE_COLUMNS).contains(&n) {
            return rule(
                "connect.noColumn",
                format!("there is no column {n}: the columns are numbered 1-7"),
            );
        }
        let col = self.geo.full_col(n);
        let occupied = self.discs[0] | self.discs[1];
        match m {
            ConnectMove::Drop(_) if occupied & top(col) != 0 => {
                rule("connect.full", format!("column {n} is full"))
            }
            ConnectMove::Pop(_) if !self.settings.popout => rule(
                "connect.noPopout",
                "popping a disc out is only allowed with the PopOut setting".into(),
            ),
            ConnectMove::Pop(_) if occupied & bottom(col) == 0 => rule(
                "connect.emptyColumn",
                format!("column {n} is empty: there is no disc to pop out"),
            ),
            ConnectMove::Pop(_) if self.discs[self.turn as usize] & bottom(col) == 0 => rule(
                "connect.notOwnDisc",
                format!(
                    "the bottom disc of column {n} is {}'s: you may only pop out your own",
                    colour_name(1 - self.turn)
                ),
            ),
            _ => Illegal::NotLegal { mv: m.to_string() },
        }
    }

    fn play_unchecked(&mut self, m: &ConnectMove) {
        self.play_move(*m, true);
    }

    fn view(&self, _seat: Seat) -> Connect {
        self.clone()
    }

    fn split_record_moves(text: &str) -> Vec<String> {
        split_moves(text)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let [r, y] = self.discs;
        if r & y != 0 {
            return Err("a cell holds two discs".into());
        }
        let all = r | y;
        if all & !self.geo.all_cells() != 0 {
            return Err("a disc lies outside the grid".into());
        }
        for col in 0..self.geo.width {
            let c = (all & col_mask(col)) >> (col * STRIDE);
            if c & (c + 1) != 0 {
                return Err(format!("column {col} has a disc above an empty cell"));
            }
        }
        let edges = self.geo.edges();
        let edge_cells = edges[0] | edges[1];
        if r & edge_cells != edges[0] || y & edge_cells != edges[1] {
            return Err("the edge discs have changed".into());
        }
        // A drop adds a disc and a pop removes one, each passing the turn: so the parity of
        // the discs in the playable columns always tells whose turn it is.
        let open = (all & self.geo.playable()).count_ones();
        if open % 2 != self.turn as u32 {
            return Err(format!(
                "{open} discs on the grid but {} to move",
                colour_name(self.turn)
            ));
        }
        if !self.settings.popout {
            let diff = (r & self.geo.playable()).count_ones() as i32
                - (y & self.geo.playable()).count_ones() as i32;
            if diff != self.turn as i32 {
                return Err("drops alternate, but the disc counts do not".into());
            }
        }
        if self.status == Status::Playing {
            if has_line(r, self.geo.need) || has_line(y, self.geo.need) {
                return Err("a line stands but the game goes on".into());
            }
            let mut any = false;
            self.for_each_move(|_| any = true);
            if !any {
                return Err("the game goes on but there is no legal move".into());
            }
        }
        Ok(())
    }
}

/// The connection games have no chance events; this type has no values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChance {}

impl std::fmt::Display for NoChance {
    fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

impl std::str::FromStr for NoChance {
    type Err = NotationError;
    fn from_str(_: &str) -> Result<Self, Self::Err> {
        Err(NotationError::no_chance("Fyra i rad or Fem i rad"))
    }
}
