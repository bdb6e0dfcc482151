//! The position and the rules: [`Luffarschack`] implements [`Game`].

use crate::cell::Cell;
use crate::settings::LuffarschackSettings;
use serde::Serialize;
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, ToAct};
use std::collections::{BTreeMap, BTreeSet};

/// The game id.
pub const ID: &str = "luffarschack";

/// A player's mark. The one who starts is Black and draws crosses; White draws rings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Mark {
    /// Black's mark (seat 0, moves first).
    Cross,
    /// White's mark (seat 1).
    Ring,
}

impl Mark {
    /// Both marks, in turn order.
    pub const ALL: [Mark; 2] = [Mark::Cross, Mark::Ring];

    /// The mark of `seat`.
    pub fn of_seat(seat: Seat) -> Mark {
        if seat == 0 {
            Mark::Cross
        } else {
            Mark::Ring
        }
    }

    /// The seat drawing this mark.
    pub fn seat(self) -> Seat {
        self as Seat
    }

    /// The other player's mark.
    pub fn other(self) -> Mark {
        match self {
            Mark::Cross => Mark::Ring,
            Mark::Ring => Mark::Cross,
        }
    }

    /// The player's name in the rules.
    pub fn player(self) -> &'static str {
        match self {
            Mark::Cross => "Black",
            Mark::Ring => "White",
        }
    }
}

/// The four line directions: horizontal, vertical and the two diagonals.
pub const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A winning line: its cells in order along the line (five, or more when six or more win).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Line {
    /// The mark that made it.
    pub mark: Mark,
    /// The cells, from one end to the other.
    pub cells: Vec<Cell>,
}

/// Why a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    /// A player made five in a row (exactly five under `exactly-five`).
    FiveInARow,
    /// A bounded board is full without a winner: a draw.
    FullBoard,
}

/// An opening rule limiting where the next mark may go, as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct OpeningLimit {
    /// The rule, as the kind of the refusal a move breaking it gets
    /// (`luffarschack.firstAtOrigin`, `luffarschack.russianCentre`,
    /// `luffarschack.russianThird`).
    pub key: &'static str,
    /// The refusal's named arguments (`centre`).
    pub args: BTreeMap<&'static str, String>,
    /// The only cell the next mark may go on, when the rule names one.
    pub only: Option<Cell>,
    /// The square the next mark must stay out of, when the rule names one.
    pub outside: Option<Bounds>,
}

/// The smallest rectangle holding every mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Bounds {
    /// Leftmost column with a mark.
    pub min_x: i32,
    /// Lowest row with a mark.
    pub min_y: i32,
    /// Rightmost column with a mark.
    pub max_x: i32,
    /// Highest row with a mark.
    pub max_y: i32,
}

impl Bounds {
    /// The rectangle holding exactly `c`.
    pub fn of(c: Cell) -> Bounds {
        Bounds {
            min_x: c.x,
            min_y: c.y,
            max_x: c.x,
            max_y: c.y,
        }
    }

    /// Grows to hold `c`.
    pub fn add(&mut self, c: Cell) {
        self.min_x = self.min_x.min(c.x);
        self.min_y = self.min_y.min(c.y);
        self.max_x = self.max_x.max(c.x);
        self.max_y = self.max_y.max(c.y);
    }

    /// Columns covered (saturating).
    pub fn width(&self) -> u32 {
        (self.max_x as i64 - self.min_x as i64 + 1).min(u32::MAX as i64) as u32
    }

    /// Rows covered (saturating).
    pub fn height(&self) -> u32 {
        (self.max_y as i64 - self.min_y as i64 + 1).min(u32::MAX as i64) as u32
    }
}

/// How far from a mark [`Game::legal_moves`] lists cells on the endless paper.
pub const NEAR: i32 = 2;

/// A position of Luffarschack (or of gomoku, with the settings).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Luffarschack {
    settings: LuffarschackSettings,
    marks: BTreeMap<Cell, Mark>,
    moves: Vec<Cell>,
    bounds: Option<Bounds>,
    /// Zobrist-style key of the marks (see [`cell_key`]).
    hash: u64,
    /// The lines completed by the winning move (empty while no one has won).
    won: Vec<Line>,
}

/// A 64-bit key for a mark on a cell, mixed from the coordinates (SplitMix64), so that the
/// endless paper needs no table of random numbers.
pub fn cell_key(c: Cell, m: Mark) -> u64 {
    let packed = ((c.x as u32 as u64) << 32) | c.y as u32 as u64;
    let mut z = packed
        .wrapping_mul(2)
        .wrapping_add(m as u64)
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Why a move is refused, as a kind with arguments (the page words it in the player's
/// language from `key`) and the English wording.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Refusal {
    /// The kind: `gameOver`, `luffarschack.occupied`, `luffarschack.offBoard`,
    /// `luffarschack.tooFar`, `luffarschack.firstAtOrigin`, `luffarschack.russianCentre`,
    /// `luffarschack.russianThird`.
    pub key: &'static str,
    /// Named arguments of the wording (`cell`, `centre`, `size`, `mark`).
    pub args: Vec<(&'static str, String)>,
    /// The English wording.
    pub message: String,
}

fn rule(key: &'static str, args: Vec<(&'static str, String)>, message: String) -> Refusal {
    Refusal { key, args, message }
}

impl Luffarschack {
    /// A new game with these settings.
    pub fn with_settings(settings: LuffarschackSettings) -> Self {
        Luffarschack {
            settings,
            marks: BTreeMap::new(),
            moves: Vec::new(),
            bounds: None,
            hash: 0,
            won: Vec::new(),
        }
    }

    /// The side of the bounded board, `None` on the endless paper.
    pub fn size(&self) -> Option<u32> {
        self.settings.board.size()
    }

    /// Whether only exact fives win.
    pub fn exactly_five(&self) -> bool {
        self.settings.exactly_five
    }

    /// The centre: the origin on the endless paper, the middle cell of a bounded board.
    pub fn centre(&self) -> Cell {
        match self.size() {
            None => Cell::ORIGIN,
            Some(n) => Cell::new(n as i32 / 2, n as i32 / 2),
        }
    }

    /// The mark on `c`, if any.
    pub fn mark_at(&self, c: Cell) -> Option<Mark> {
        self.marks.get(&c).copied()
    }

    /// Every mark on the paper, in cell order.
    pub fn marks(&self) -> impl Iterator<Item = (Cell, Mark)> + '_ {
        self.marks.iter().map(|(c, m)| (*c, *m))
    }

    /// How many marks are on the paper.
    pub fn mark_count(&self) -> usize {
        self.moves.len()
    }

    /// The moves played, in order (Black's are the even ones).
    pub fn moves(&self) -> &[Cell] {
        &self.moves
    }

    /// The last move, if any.
    pub fn last_move(&self) -> Option<Cell> {
        self.moves.last().copied()
    }

    /// The mark of the player to move (also after the end: who would move).
    pub fn to_move(&self) -> Mark {
        Mark::of_seat((self.moves.len() % 2) as Seat)
    }

    /// The rectangle holding every mark (`None` on empty paper).
    pub fn bounds(&self) -> Option<Bounds> {
        self.bounds
    }

    /// The lines of the winning move (several when one move completed several).
    pub fn winning_lines(&self) -> &[Line] {
        &self.won
    }

    /// The position's key: equal marks on equal cells, equal keys.
    pub fn hash_key(&self) -> u64 {
        self.hash
    }

    /// Why the game ended, once it is over.
    pub fn end_reason(&self) -> Option<EndReason> {
        if !self.won.is_empty() {
            Some(EndReason::FiveInARow)
        } else if self.is_full() {
            Some(EndReason::FullBoard)
        } else {
            None
        }
    }

    fn is_full(&self) -> bool {
        self.size()
            .is_some_and(|n| self.moves.len() as u64 >= n as u64 * n as u64)
    }

    fn is_over(&self) -> bool {
        !self.won.is_empty() || self.is_full()
    }

    /// Whether `c` is a cell of the paper (of the board when bounded).
    pub fn on_board(&self, c: Cell) -> bool {
        match self.size() {
            None => c.on_paper(),
            Some(n) => (0..n as i32).contains(&c.x) && (0..n as i32).contains(&c.y),
        }
    }

    /// The rule `c` breaks as the next move, if any (the cell being empty and on the
    /// paper aside): the origin rule and the Russian opening.
    fn opening_fault(&self, c: Cell) -> Option<Refusal> {
        let centre = self.centre();
        let name = self.format_move(&centre);
        match self.moves.len() {
            0 if c != centre && self.settings.russian_opening => Some(rule(
                "luffarschack.russianCentre",
                vec![("centre", name.clone())],
                format!("Russian opening: the first mark goes at the centre, {name}"),
            )),
            0 if c != centre && self.size().is_none() => Some(rule(
                "luffarschack.firstAtOrigin",
                vec![("centre", name.clone())],
                format!(
                    "the first mark on the endless paper is the origin, {name}: \
                     every cell is measured from it"
                ),
            )),
            2 if self.settings.russian_opening && c.distance(centre) < 3 => Some(rule(
                "luffarschack.russianThird",
                vec![("centre", name.clone())],
                format!(
                    "Russian opening: Black's second mark must lie outside the 5×5 square \
                     round the centre {name} (at least 3 cells from it along x or y)"
                ),
            )),
            _ => None,
        }
    }

    /// The opening rule that limits the next mark, if one does (for the page to show
    /// where a mark may not go, and why, before anyone clicks): the first mark at the
    /// centre (the endless paper's origin, or the Russian opening's centre), or the
    /// Russian opening's third mark outside the 5×5 square round the centre.
    pub fn opening_limit(&self) -> Option<OpeningLimit> {
        if self.is_over() {
            return None;
        }
        let c = self.centre();
        let limit = |r: Refusal, only, outside| OpeningLimit {
            key: r.key,
            args: r.args.into_iter().collect(),
            only,
            outside,
        };
        match self.moves.len() {
            // Any other cell than the centre shows whether the first mark is bound to it.
            0 => self
                .opening_fault(Cell::new(c.x.saturating_add(1), c.y))
                .map(|r| limit(r, Some(c), None)),
            2 => self.opening_fault(c).map(|r| {
                let outside = Bounds {
                    min_x: c.x - 2,
                    min_y: c.y - 2,
                    max_x: c.x + 2,
                    max_y: c.y + 2,
                };
                limit(r, None, Some(outside))
            }),
            _ => None,
        }
    }

    /// The empty cells within [`NEAR`] of a mark (the endless paper's listed moves).
    pub fn nearby_cells(&self, radius: i32) -> BTreeSet<Cell> {
        let mut out = BTreeSet::new();
        for &c in self.marks.keys() {
            for dy in -radius..=radius {
                for dx in -radius..=radius {
                    if let Some(n) = c.step(dx, dy, 1) {
                        if self.on_board(n) && !self.marks.contains_key(&n) {
                            out.insert(n);
                        }
                    }
                }
            }
        }
        out
    }

    /// The run of `m`'s marks through `c` along `(dx, dy)`, `c` counted as `m`'s.
    fn run(&self, c: Cell, m: Mark, (dx, dy): (i32, i32)) -> Vec<Cell> {
        let mut back = Vec::new();
        let mut k = 1;
        while let Some(n) = c.step(-dx, -dy, k) {
            if self.mark_at(n) != Some(m) {
                break;
            }
            back.push(n);
            k += 1;
        }
        back.reverse();
        back.push(c);
        let mut k = 1;
        while let Some(n) = c.step(dx, dy, k) {
            if self.mark_at(n) != Some(m) {
                break;
            }
            back.push(n);
            k += 1;
        }
        back
    }

    /// The lines `m` completes by marking `c` (none if `c` wins nothing).
    pub fn lines_through(&self, c: Cell, m: Mark) -> Vec<Line> {
        DIRECTIONS
            .iter()
            .map(|&d| self.run(c, m, d))
            .filter(|cells| {
                if self.settings.exactly_five {
                    cells.len() == 5
                } else {
                    cells.len() >= 5
                }
            })
            .map(|cells| Line { mark: m, cells })
            .collect()
    }

    /// Whether marking `c` now would win for the player to move.
    pub fn wins_at(&self, c: Cell) -> bool {
        !self.lines_through(c, self.to_move()).is_empty()
    }

    /// Why marking `c` is refused here, or `None` when it is legal.
    pub fn refusal(&self, c: &Cell) -> Option<Refusal> {
        if self.is_over() {
            return Some(rule("gameOver", vec![], "the game is over".into()));
        }
        let name = self.format_move(c);
        if !c.on_paper() {
            return Some(rule(
                "luffarschack.tooFar",
                vec![("cell", name.clone())],
                format!(
                    "{name} is farther than {} cells from the origin",
                    crate::cell::LIMIT
                ),
            ));
        }
        if let Some(n) = self.size() {
            if !self.on_board(*c) {
                return Some(rule(
                    "luffarschack.offBoard",
                    vec![("cell", c.to_string()), ("size", n.to_string())],
                    format!("{c} is off the {n}×{n} board"),
                ));
            }
        }
        if let Some(m) = self.mark_at(*c) {
            return Some(rule(
                "luffarschack.occupied",
                vec![
                    ("cell", name.clone()),
                    ("mark", format!("{m:?}").to_lowercase()),
                ],
                format!("{name} already holds {}'s mark", m.player()),
            ));
        }
        self.opening_fault(*c)
    }

    /// The partial-move interface. A move is one click, so a step is a cell: with no step
    /// chosen, the cells near the marks are suggested (every empty cell of the paper is
    /// legal, so the page lets any cell be clicked and asks about it); one chosen cell is
    /// the complete move when it is legal.
    pub fn next_steps(&self, chosen: &[Cell]) -> (Vec<Cell>, Option<Cell>) {
        match chosen {
            [] => {
                let mut v = Vec::new();
                self.legal_moves(&mut v);
                (v, None)
            }
            [c] if self.is_legal(c) => (Vec::new(), Some(*c)),
            _ => (Vec::new(), None),
        }
    }
}

impl Game for Luffarschack {
    type Move = Cell;
    type Chance = NoChance;
    type Settings = LuffarschackSettings;
    type View = Luffarschack;

    const IDS: &'static [&'static str] = &[ID];

    fn default_settings(id: &str) -> Option<LuffarschackSettings> {
        (id == ID).then(LuffarschackSettings::default)
    }

    fn new(settings: LuffarschackSettings) -> Self {
        Luffarschack::with_settings(settings)
    }

    fn id(&self) -> &'static str {
        ID
    }

    fn settings(&self) -> &LuffarschackSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        if let Some(line) = self.won.first() {
            ToAct::Over(Outcome::win(line.mark.seat()))
        } else if self.is_full() {
            ToAct::Over(Outcome::Draw)
        } else {
            ToAct::Seat(self.to_move().seat())
        }
    }

    /// Every legal move on a bounded board. The endless paper has infinitely many, so it
    /// lists the empty cells within [`NEAR`] cells of a mark (and the origin for the first
    /// mark); [`Game::is_legal`] accepts any empty cell.
    fn legal_moves(&self, out: &mut Vec<Cell>) {
        out.clear();
        if self.is_over() {
            return;
        }
        match self.size() {
            Some(n) => {
                for y in 0..n as i32 {
                    for x in 0..n as i32 {
                        let c = Cell::new(x, y);
                        if !self.marks.contains_key(&c) && self.opening_fault(c).is_none() {
                            out.push(c);
                        }
                    }
                }
            }
            None if self.moves.is_empty() => out.push(Cell::ORIGIN),
            None => out.extend(
                self.nearby_cells(NEAR)
                    .into_iter()
                    .filter(|&c| self.opening_fault(c).is_none()),
            ),
        }
    }

    fn is_legal(&self, c: &Cell) -> bool {
        !self.is_over()
            && self.on_board(*c)
            && !self.marks.contains_key(c)
            && self.opening_fault(*c).is_none()
    }

    fn illegal(&self, c: &Cell) -> Illegal {
        match self.refusal(c) {
            Some(r) if r.key == "gameOver" => Illegal::GameOver,
            Some(r) => Illegal::Rule(Problem::new(r.key, r.args, r.message)),
            None => Illegal::NotLegal {
                mv: self.format_move(c),
            },
        }
    }

    fn play_unchecked(&mut self, c: &Cell) {
        let m = self.to_move();
        let lines = self.lines_through(*c, m);
        self.marks.insert(*c, m);
        self.moves.push(*c);
        self.hash ^= cell_key(*c, m);
        match &mut self.bounds {
            Some(b) => b.add(*c),
            None => self.bounds = Some(Bounds::of(*c)),
        }
        self.won = lines;
    }

    fn view(&self, _seat: Seat) -> Luffarschack {
        self.clone()
    }

    fn parse_move(&self, s: &str) -> Result<Cell, NotationError> {
        match self.size() {
            None => Cell::parse_xy(s),
            Some(n) if s.contains(',') => Err(NotationError::not_a_move(
                "luffarschack.move.xyOnBoard",
                vec![("cell", s.trim().to_string()), ("size", n.to_string())],
                format!(
                    "on the {n}×{n} board write a cell as a column letter and a row (h8), not x,y"
                ),
            )),
            Some(n) => Cell::parse_board(s, n),
        }
    }

    fn format_move(&self, c: &Cell) -> String {
        match self.size() {
            None => c.to_string(),
            Some(n) => c.board_name(n).unwrap_or_else(|| c.to_string()),
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        if self.marks.len() != self.moves.len() {
            return Err(format!(
                "{} marks for {} moves",
                self.marks.len(),
                self.moves.len()
            ));
        }
        let mut hash = 0;
        let mut bounds: Option<Bounds> = None;
        for (i, c) in self.moves.iter().enumerate() {
            let m = Mark::of_seat((i % 2) as Seat);
            if self.mark_at(*c) != Some(m) {
                return Err(format!("move {} at {c} is not {m:?}'s mark", i + 1));
            }
            if !self.on_board(*c) {
                return Err(format!("move {} at {c} is off the board", i + 1));
            }
            hash ^= cell_key(*c, m);
            match &mut bounds {
                Some(b) => b.add(*c),
                None => bounds = Some(Bounds::of(*c)),
            }
        }
        if hash != self.hash {
            return Err("the key does not match the marks".into());
        }
        if bounds != self.bounds {
            return Err("the bounds do not match the marks".into());
        }
        // Only the last move may have made a line: the game ends at once.
        let last = self.moves.last().copied();
        let expected = match last {
            Some(c) => self.lines_through(c, self.to_move().other()),
            None => Vec::new(),
        };
        if expected != self.won {
            return Err("the winning lines do not match the last move".into());
        }
        for (&c, &m) in &self.marks {
            for line in self.lines_through(c, m) {
                if !last.is_some_and(|l| line.cells.contains(&l)) {
                    return Err(format!("a line through {c} was made before the last move"));
                }
            }
        }
        Ok(())
    }
}

/// Luffarschack has no chance events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChance {}

impl std::fmt::Display for NoChance {
    fn fmt(&self, _f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

impl std::str::FromStr for NoChance {
    type Err = NotationError;
    fn from_str(_s: &str) -> Result<Self, NotationError> {
        Err(NotationError::no_chance("Luffarschack"))
    }
}
