//! The engine's board: a rectangular window onto the paper, held as a flat array with a
//! five-cell wall round it, that keeps every empty cell's line patterns (for both
//! players, in four directions), their threat class, counts of each class and a running
//! evaluation up to date as marks are made and taken back.
//!
//! The endless paper has no edge, so the window covers the marks with a wide margin and
//! grows with each new search; marks spread wider than [`MAX_SPAN`] are seen through a
//! window round the latest move (the rules themselves never use the window).

use crate::cell::{Cell, LIMIT};
use crate::game::{cell_key, Luffarschack, Mark};
use crate::pattern::{self, cell_class, class, class_key, CLASS_OF, PATTERNS};

/// An empty cell.
pub const EMPTY: u8 = 0;
/// A cell outside the board (or the window).
pub const WALL: u8 = 3;
const PAD: i32 = 5;
/// Margin of empty paper the window keeps round the marks on the endless paper.
pub const MARGIN: i32 = 14;
/// The widest window (cells a side) the engine uses on the endless paper.
pub const MAX_SPAN: i32 = 160;

/// The line-code slot of each offset: offsets −4…−1, 1…4 in bits 0–15 (the pattern
/// key's order), −5 in bits 16–17 and +5 in bits 18–19.
const SLOTS: [(isize, u32); 10] = [
    (-4, 0),
    (-3, 2),
    (-2, 4),
    (-1, 6),
    (1, 8),
    (2, 10),
    (3, 12),
    (4, 14),
    (-5, 16),
    (5, 18),
];

/// Four raw cells (two bits each: empty, cross, ring, wall) as the base-3 digits of a
/// ternary pattern key for each side (0 empty, 1 mine, 2 blocked; the first cell is the
/// lowest digit).
const RELATIVE: [[u8; 256]; 2] = relative();

/// Both sides' digits of [`RELATIVE`] in one word (crosses in the low half), so that one
/// load and one multiply give the keys of both players.
const BOTH: [u32; 256] = both();

const fn both() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut raw = 0;
    while raw < 256 {
        t[raw] = RELATIVE[0][raw] as u32 | (RELATIVE[1][raw] as u32) << 16;
        raw += 1;
    }
    t
}

const fn relative() -> [[u8; 256]; 2] {
    let mut t = [[0u8; 256]; 2];
    let mut side = 0;
    while side < 2 {
        let mut raw = 0;
        while raw < 256 {
            let mut out = 0u8;
            let mut i = 3i32;
            while i >= 0 {
                let v = (raw >> (2 * i)) & 3;
                let code = if v == 0 {
                    0
                } else if v == side + 1 {
                    1
                } else {
                    2
                };
                out = out * 3 + code as u8;
                i -= 1;
            }
            t[side][raw] = out;
            raw += 1;
        }
        side += 1;
    }
    t
}

/// What each line pattern adds to a cell's worth for its owner (evaluation).
const PATTERN_VALUE: [i32; PATTERNS] = [0, 2, 8, 10, 36, 40, 150, 600];

/// A player as an index: 0 crosses (Black), 1 rings (White).
pub type Side = usize;

/// Index of a cell in the window's flat array.
pub type Idx = usize;

/// The window with its incremental threat bookkeeping.
#[derive(Clone)]
pub struct Window {
    stride: usize,
    cols: i32,
    rows: i32,
    /// The paper cell of window cell (0, 0).
    origin: Cell,
    cells: Vec<u8>,
    /// Per cell and direction, the raw contents of the ten cells round it along the
    /// line (two bits each: empty, cross, ring, wall), kept by bit operations as marks
    /// come and go; a pattern key is translated from it with two small tables
    /// ([`pattern::ternary_table`]).
    lines: Vec<[u32; 4]>,
    pat: Vec<[[u8; 4]; 2]>,
    class: Vec<[u8; 2]>,
    count: [[i32; class::COUNT]; 2],
    value: [i32; 2],
    near: Vec<u8>,
    cand: Vec<Idx>,
    cand_at: Vec<u32>,
    hash: u64,
    history: Vec<Idx>,
    side: Side,
    table: &'static [u8],
    dirs: [isize; 4],
    exact: bool,
}

impl std::fmt::Debug for Window {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Window")
            .field("origin", &self.origin)
            .field("cols", &self.cols)
            .field("rows", &self.rows)
            .field("marks", &self.history.len())
            .finish()
    }
}

impl Window {
    /// An empty window of `cols`×`rows` cells whose corner is paper cell `origin`; cells
    /// farther than [`LIMIT`] from the origin of the paper are walls.
    pub fn empty(origin: Cell, cols: i32, rows: i32, exact: bool) -> Window {
        let stride = (cols + 2 * PAD) as usize;
        let total = stride * (rows + 2 * PAD) as usize;
        let mut cells = vec![WALL; total];
        let mut playable = 0;
        for j in 0..rows {
            for i in 0..cols {
                let c = Cell::new(origin.x.saturating_add(i), origin.y.saturating_add(j));
                let far = (origin.x as i64 + i as i64).abs() > LIMIT as i64
                    || (origin.y as i64 + j as i64).abs() > LIMIT as i64;
                if !far && c.on_paper() {
                    cells[(j + PAD) as usize * stride + (i + PAD) as usize] = EMPTY;
                    playable += 1;
                }
            }
        }
        let s = stride as isize;
        let dirs = [1, s, s + 1, 1 - s];
        let mut lines = vec![[0u32; 4]; total];
        for (r, l) in lines.iter_mut().enumerate() {
            for (d, &off) in dirs.iter().enumerate() {
                for (k, shift) in SLOTS {
                    let at = r as isize + k * off;
                    let v = if (0..total as isize).contains(&at) {
                        cells[at as usize]
                    } else {
                        WALL
                    };
                    l[d] |= (v as u32) << shift;
                }
            }
        }
        let mut count = [[0; class::COUNT]; 2];
        count[0][class::NONE as usize] = playable;
        count[1][class::NONE as usize] = playable;
        Window {
            stride,
            cols,
            rows,
            origin,
            cells,
            lines,
            pat: vec![[[0; 4]; 2]; total],
            class: vec![[0; 2]; total],
            count,
            value: [0; 2],
            near: vec![0; total],
            cand: Vec::new(),
            cand_at: vec![u32::MAX; total],
            hash: 0,
            history: Vec::new(),
            side: 0,
            table: pattern::ternary_table(exact),
            dirs,
            exact,
        }
    }

    /// A bounded `size`×`size` board with `stones` on it (cells `0..size`), `side` to move.
    pub fn bounded(size: i32, exact: bool, stones: &[(Cell, Side)], side: Side) -> Window {
        let mut w = Window::empty(Cell::ORIGIN, size, size, exact);
        for &(c, s) in stones {
            if let Some(i) = w.index(c) {
                if w.cells[i] == EMPTY {
                    w.put(i, s);
                }
            }
        }
        w.side = side;
        w
    }

    /// The engine's window onto a game.
    pub fn of_game(g: &Luffarschack) -> Window {
        let exact = g.exactly_five();
        let side = g.to_move() as Side;
        let mut w = match g.size() {
            Some(n) => Window::empty(Cell::ORIGIN, n as i32, n as i32, exact),
            None => {
                let b = g.bounds().unwrap_or(crate::game::Bounds::of(Cell::ORIGIN));
                let (mut x0, mut y0) = (
                    b.min_x as i64 - MARGIN as i64,
                    b.min_y as i64 - MARGIN as i64,
                );
                let mut cols = b.width() as i64 + 2 * MARGIN as i64;
                let mut rows = b.height() as i64 + 2 * MARGIN as i64;
                let last = g.last_move().unwrap_or(Cell::ORIGIN);
                if cols > MAX_SPAN as i64 {
                    cols = MAX_SPAN as i64;
                    x0 = (last.x as i64 - MAX_SPAN as i64 / 2).clamp(
                        b.min_x as i64 - MARGIN as i64,
                        b.max_x as i64 + MARGIN as i64 - cols,
                    );
                }
                if rows > MAX_SPAN as i64 {
                    rows = MAX_SPAN as i64;
                    y0 = (last.y as i64 - MAX_SPAN as i64 / 2).clamp(
                        b.min_y as i64 - MARGIN as i64,
                        b.max_y as i64 + MARGIN as i64 - rows,
                    );
                }
                let clamp = |v: i64| v.clamp(-(LIMIT as i64) - MARGIN as i64, LIMIT as i64) as i32;
                Window::empty(
                    Cell::new(clamp(x0), clamp(y0)),
                    cols as i32,
                    rows as i32,
                    exact,
                )
            }
        };
        for (i, &c) in g.moves().iter().enumerate() {
            if let Some(idx) = w.index(c) {
                w.put(idx, i % 2);
            }
        }
        w.side = side;
        w
    }

    /// The window index of paper cell `c`, if the window holds it as a playable cell.
    pub fn index(&self, c: Cell) -> Option<Idx> {
        let i = c.x as i64 - self.origin.x as i64;
        let j = c.y as i64 - self.origin.y as i64;
        if !(0..self.cols as i64).contains(&i) || !(0..self.rows as i64).contains(&j) {
            return None;
        }
        let idx = (j as usize + PAD as usize) * self.stride + i as usize + PAD as usize;
        (self.cells[idx] != WALL).then_some(idx)
    }

    /// The paper cell at window index `idx`.
    pub fn cell(&self, idx: Idx) -> Cell {
        let i = (idx % self.stride) as i32 - PAD;
        let j = (idx / self.stride) as i32 - PAD;
        Cell::new(self.origin.x + i, self.origin.y + j)
    }

    /// The side to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// Cells per row of the flat array (walls included).
    pub fn stride(&self) -> usize {
        self.stride
    }

    /// Whether only exact fives win.
    pub fn exact(&self) -> bool {
        self.exact
    }

    /// The position key (the same as [`Luffarschack::hash_key`] for the marks in view).
    pub fn hash(&self) -> u64 {
        self.hash
            ^ if self.side == 1 {
                0x5bd1_e995_2c6e_1f37
            } else {
                0
            }
    }

    /// Marks made in the window.
    pub fn stones(&self) -> usize {
        self.history.len()
    }

    /// Whether `idx` is an empty playable cell.
    #[inline]
    pub fn is_empty(&self, idx: Idx) -> bool {
        self.cells[idx] == EMPTY
    }

    /// The class of `idx` for `side` (meaningful on empty cells).
    #[inline]
    pub fn class(&self, idx: Idx, side: Side) -> u8 {
        self.class[idx][side]
    }

    /// The pattern of `idx` for `side` in direction `d`.
    #[inline]
    pub fn pattern(&self, idx: Idx, side: Side, d: usize) -> u8 {
        self.pat[idx][side][d]
    }

    /// The four patterns of `idx` for `side` as one key ([`pattern::class_key`]).
    pub fn combo(&self, idx: Idx, side: Side) -> usize {
        class_key(self.pat[idx][side])
    }

    /// Number of cells in the window's array (walls included), for iterating them all.
    pub fn cells_len(&self) -> usize {
        self.cells.len()
    }

    /// How many empty cells are of class `c` for `side`.
    #[inline]
    pub fn count(&self, side: Side, c: u8) -> i32 {
        self.count[side][c as usize]
    }

    /// Whether `side` has a cell of class `c` or higher.
    pub fn has_at_least(&self, side: Side, c: u8) -> bool {
        (c as usize..class::COUNT).any(|k| self.count[side][k] > 0)
    }

    /// The running worth of all cells for `side`.
    pub fn value(&self, side: Side) -> i32 {
        self.value[side]
    }

    /// The empty cells near a mark (within two cells), in no particular order.
    pub fn candidates(&self) -> impl Iterator<Item = Idx> + '_ {
        self.cand
            .iter()
            .copied()
            .filter(|&i| self.cells[i] == EMPTY)
    }

    /// The empty cells of class `c` for `side` (at most `max`).
    pub fn cells_of_class(&self, side: Side, c: u8, max: usize) -> Vec<Idx> {
        let mut v = Vec::new();
        if self.count[side][c as usize] == 0 {
            return v;
        }
        for i in self.candidates() {
            if self.class[i][side] == c {
                v.push(i);
                if v.len() >= max {
                    break;
                }
            }
        }
        v
    }

    /// The first empty cell of class `c` for `side`.
    pub fn find_class(&self, side: Side, c: u8) -> Option<Idx> {
        self.cells_of_class(side, c, 1).first().copied()
    }

    /// The cell completing five for `side` on a line through `idx` (after a four there).
    pub fn five_point_near(&self, idx: Idx, side: Side) -> Option<Idx> {
        for &d in &self.dirs {
            for k in 1..=4isize {
                for r in [idx as isize + k * d, idx as isize - k * d] {
                    let r = r as usize;
                    if self.cells[r] == EMPTY && self.class[r][side] == class::FIVE {
                        return Some(r);
                    }
                }
            }
        }
        None
    }

    /// The empty cells on the lines through `idx` (up to five steps) in the directions
    /// where `side`'s pattern there is at least `min`.
    pub fn line_cells(&self, idx: Idx, side: Side, min: u8, out: &mut Vec<Idx>) {
        for (d, &off) in self.dirs.iter().enumerate() {
            if self.pat[idx][side][d] < min {
                continue;
            }
            for k in -5..=5isize {
                let r = (idx as isize + k * off) as usize;
                if self.cells[r] == EMPTY && !out.contains(&r) {
                    out.push(r);
                }
            }
        }
    }

    /// A heuristic worth of marking `idx` for `side`: its own threats and the other's it
    /// spoils (for move ordering).
    pub fn move_score(&self, idx: Idx, side: Side) -> i32 {
        const ATTACK: [i32; PATTERNS] = [0, 3, 12, 14, 60, 70, 400, 10_000];
        const DEFEND: [i32; PATTERNS] = [0, 2, 8, 10, 45, 50, 300, 8_000];
        const ATTACK_CLASS: [i32; class::COUNT] = [0, 0, 0, 300, 0, 700, 2_000, 20_000];
        const DEFEND_CLASS: [i32; class::COUNT] = [0, 0, 0, 200, 0, 500, 1_500, 15_000];
        let o = 1 - side;
        let p = &self.pat[idx];
        let mut s = ATTACK_CLASS[self.class[idx][side] as usize]
            + DEFEND_CLASS[self.class[idx][o] as usize];
        for d in 0..4 {
            s += ATTACK[p[side][d] as usize] + DEFEND[p[o][d] as usize];
        }
        s
    }

    /// Passes the turn without a mark (a null move: "what if the other side moved now?").
    pub fn pass(&mut self) {
        self.side = 1 - self.side;
    }

    /// Marks `idx` for the side to move and passes the turn.
    pub fn make(&mut self, idx: Idx) {
        let s = self.side;
        self.put(idx, s);
        self.side = 1 - s;
    }

    /// Takes back the last mark.
    pub fn unmake(&mut self) {
        if let Some(idx) = self.history.last().copied() {
            self.lift(idx);
            self.side = 1 - self.side;
        }
    }

    fn put(&mut self, idx: Idx, s: Side) {
        debug_assert_eq!(self.cells[idx], EMPTY);
        for c in 0..2 {
            self.value[c] -= self.cell_value(idx, c);
            self.count[c][self.class[idx][c] as usize] -= 1;
        }
        self.cells[idx] = s as u8 + 1;
        self.set_lines(idx, s as u32 + 1);
        self.hash ^= cell_key(self.cell(idx), Mark::ALL[s]);
        self.history.push(idx);
        self.update_lines(idx, s);
        let st = self.stride as isize;
        for dy in -2..=2isize {
            for dx in -2..=2isize {
                let r = (idx as isize + dy * st + dx) as usize;
                self.near[r] += 1;
                if self.near[r] == 1 {
                    self.cand_at[r] = self.cand.len() as u32;
                    self.cand.push(r);
                }
            }
        }
    }

    fn lift(&mut self, idx: Idx) {
        let s = (self.cells[idx] - 1) as usize;
        self.cells[idx] = EMPTY;
        self.set_lines(idx, EMPTY as u32);
        self.hash ^= cell_key(self.cell(idx), Mark::ALL[s]);
        self.history.pop();
        let st = self.stride as isize;
        for dy in -2..=2isize {
            for dx in -2..=2isize {
                let r = (idx as isize + dy * st + dx) as usize;
                self.near[r] -= 1;
                if self.near[r] == 0 {
                    let at = self.cand_at[r] as usize;
                    let last = self.cand.len() - 1;
                    self.cand.swap(at, last);
                    self.cand_at[self.cand[at]] = at as u32;
                    self.cand.pop();
                    self.cand_at[r] = u32::MAX;
                }
            }
        }
        // The cell's own patterns were frozen while it was marked: compute them afresh.
        for c in 0..2 {
            for d in 0..4 {
                self.pat[idx][c][d] = self.lookup(self.key(idx, d, c));
            }
            self.class[idx][c] = cell_class(self.pat[idx][c]);
            self.value[c] += self.cell_value(idx, c);
            self.count[c][self.class[idx][c] as usize] += 1;
        }
        self.update_lines(idx, s);
    }

    fn cell_value(&self, idx: Idx, c: Side) -> i32 {
        self.pat[idx][c]
            .iter()
            .map(|&p| PATTERN_VALUE[p as usize])
            .sum()
    }

    /// Refreshes the patterns of the empty cells on the four lines through `idx`, where
    /// `side` has just marked or lifted a mark.
    fn update_lines(&mut self, idx: Idx, side: Side) {
        for d in 0..4 {
            let off = self.dirs[d];
            let at = |k: isize| (idx as isize + k * off) as usize;
            for k in 1..=4isize {
                for r in [at(k), at(-k)] {
                    if self.cells[r] == EMPTY {
                        let keys = self.keys(r, d);
                        self.update(r, d, 0, keys & 0xFFFF);
                        self.update(r, d, 1, keys >> 16);
                    }
                }
            }
            // Five steps away a mark only tells an exact five from an overline, and
            // only for its owner's patterns (for the other side it blocks either way):
            // under free fives nothing there changes.
            if self.exact {
                for r in [at(5), at(-5)] {
                    if self.cells[r] == EMPTY {
                        self.update(r, d, side, self.key(r, d, side));
                    }
                }
            }
        }
    }

    #[inline(always)]
    fn update(&mut self, r: Idx, d: usize, c: Side, key: u32) {
        let new = self.lookup(key);
        let old = self.pat[r][c][d];
        if new != old {
            self.value[c] += PATTERN_VALUE[new as usize] - PATTERN_VALUE[old as usize];
            self.pat[r][c][d] = new;
            let nc = CLASS_OF[class_key(self.pat[r][c])];
            let oc = self.class[r][c];
            if nc != oc {
                self.count[c][oc as usize] -= 1;
                self.count[c][nc as usize] += 1;
                self.class[r][c] = nc;
            }
        }
    }

    /// Writes `v` as the contents of `idx` into the line codes of the cells round it.
    fn set_lines(&mut self, idx: Idx, v: u32) {
        for d in 0..4 {
            let off = self.dirs[d];
            for (k, shift) in SLOTS {
                // `idx` sits at offset -k from the cell k steps on.
                let r = idx as isize - k * off;
                if (0..self.lines.len() as isize).contains(&r) {
                    let l = &mut self.lines[r as usize][d];
                    *l = (*l & !(3 << shift)) | (v << shift);
                }
            }
        }
    }

    #[inline]
    fn lookup(&self, key: u32) -> u8 {
        self.table[key as usize]
    }

    /// The keys of both sides at `r` in direction `d` (crosses' in the low half).
    #[inline(always)]
    fn keys(&self, r: Idx, d: usize) -> u32 {
        let l = self.lines[r][d];
        let near = BOTH[(l & 0xFF) as usize] + 81 * BOTH[((l >> 8) & 0xFF) as usize];
        if !self.exact {
            return near;
        }
        let far = |shift: u32, me: u32| ((l >> shift) & 3 == me) as u32;
        near + 6561 * (far(16, 1) | far(16, 2) << 16) + 13122 * (far(18, 1) | far(18, 2) << 16)
    }

    #[inline]
    fn key(&self, r: Idx, d: usize, c: Side) -> u32 {
        let l = self.lines[r][d];
        let t = &RELATIVE[c];
        let near = t[(l & 0xFF) as usize] as u32 + 81 * t[((l >> 8) & 0xFF) as usize] as u32;
        if !self.exact {
            // Marks five steps away never change a free pattern.
            return near;
        }
        let me = c as u32 + 1;
        near + 6561 * (((l >> 16) & 3 == me) as u32) + 13122 * (((l >> 18) & 3 == me) as u32)
    }

    /// Recomputes everything from the marks and compares (for tests).
    pub fn check(&self) -> Result<(), String> {
        let mut fresh = Window::empty(self.origin, self.cols, self.rows, self.exact);
        let mut marks: Vec<(Idx, Side)> = Vec::new();
        for &i in &self.history {
            marks.push((i, (self.cells[i] - 1) as usize));
        }
        for &(i, s) in &marks {
            fresh.put(i, s);
        }
        for i in 0..self.cells.len() {
            if self.cells[i] == EMPTY
                && (self.pat[i] != fresh.pat[i] || self.class[i] != fresh.class[i])
            {
                return Err(format!("patterns differ at {}", self.cell(i)));
            }
        }
        if self.count != fresh.count || self.value != fresh.value || self.hash != fresh.hash {
            return Err("counts, values or key differ".into());
        }
        let mut a: Vec<Idx> = self.candidates().collect();
        let mut b: Vec<Idx> = fresh.candidates().collect();
        a.sort_unstable();
        b.sort_unstable();
        if a != b {
            return Err("candidates differ".into());
        }
        Ok(())
    }

    /// The marks in the window as a game would list them (for building sub-positions).
    pub fn marks(&self) -> Vec<(Cell, Side)> {
        self.history
            .iter()
            .map(|&i| (self.cell(i), (self.cells[i] - 1) as usize))
            .collect()
    }
}
