//! A Gomocup brain: the engine behind the Piskvork protocol (the one every Gomocup manager
//! speaks), so it can be matched against other gomoku engines. Commands arrive one a line
//! on standard input and answers go to standard output:
//! `START n`, `RECTSTART w,h` (square only), `RESTART`, `BEGIN`, `TURN x,y`,
//! `BOARD` … `x,y,who` … `DONE`, `INFO key value` (`timeout_turn`, `timeout_match`,
//! `time_left`, `rule`: 1 exactly five, 2 continuous, 4 renju), `TAKEBACK x,y`, `ABOUT`,
//! `END`. Boards go up to 100×100; `x` is the column and `y` the row, from 0.
//!
//! What the brain stands from a manager, however hostile: the time a move takes is capped
//! at [`DEFAULT_MAX_TURN_MS`] (or what the operator sets) whatever `INFO` asks, even
//! `inf` or `1e308`, and a `MESSAGE` says so; input is read as bytes, a line at most
//! [`MAX_LINE`] bytes long (the rest of a longer one is skipped unread into memory), and a
//! line that is longer or not UTF-8 gets an `ERROR` that does not repeat it; a `BOARD`
//! block is answered once, after `DONE` (a move, or an `ERROR` for a bad line or a board
//! where someone already has five). Echoed input is cut to [`SHOWN`] characters.
//!
//! The command line (`spelbord gomocup [--max-turn-ms MS]`) only wires [`run_capped`] to
//! the terminal.

use crate::bot::{style, LuffarschackBot};
use crate::cell::Cell;
use crate::window::{Side, Window};
use spelbord_ai::{Level, Limits, SearchContext};
use std::io::{BufRead, Write};

/// The largest board the brain accepts (the protocol's own limit).
pub const MAX_SIZE: i32 = 100;

/// The least time a move is given (and all of it under `timeout_turn 0`).
const FASTEST_MS: f64 = 5.0;

/// The longest line read, in bytes without the newline. The longest real command is
/// `INFO folder` with a path; a `BOARD` line is at most 9 bytes.
pub const MAX_LINE: usize = 4096;

/// The most time a move takes unless the operator says otherwise: a minute, twice the
/// usual tournament turn, so `INFO timeout_turn inf` cannot keep the brain thinking for
/// ever.
pub const DEFAULT_MAX_TURN_MS: f64 = 60_000.0;

/// The most of a refused line an `ERROR` repeats, in characters.
pub const SHOWN: usize = 40;

const OWN: Side = 0;
const THEIRS: Side = 1;

/// One line as read from the manager.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input<'a> {
    /// A line of text (without its newline).
    Text(&'a str),
    /// A line whose bytes are not UTF-8.
    NotUtf8,
    /// A line longer than the maximum ([`MAX_LINE`] bytes here; its bytes were skipped).
    TooLong,
}

/// A `BOARD` block being read: the stones so far and the first problem, which is
/// answered after `DONE` (the protocol expects no answer before it).
#[derive(Default)]
struct BoardInput {
    stones: Vec<(Cell, Side)>,
    lines: usize,
    problem: Option<String>,
}

/// The brain's state between commands.
pub struct Brain {
    size: i32,
    exact: bool,
    stones: Vec<(Cell, Side)>,
    timeout_turn: f64,
    timeout_match: f64,
    time_left: f64,
    max_turn_ms: f64,
    /// Whether the last `MESSAGE` said the time asked is capped (said once, not before
    /// every move when the manager repeats `time_left`).
    told_capped: bool,
    board_input: Option<BoardInput>,
    bot: LuffarschackBot,
    clock: fn() -> f64,
    done: bool,
}

impl std::fmt::Debug for Brain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Brain")
            .field("size", &self.size)
            .field("stones", &self.stones.len())
            .finish_non_exhaustive()
    }
}

/// `text` cut to [`SHOWN`] characters for an answer, with `…` where cut.
fn shown(text: &str) -> String {
    let mut out: String = text.chars().take(SHOWN).collect();
    if out.len() < text.len() {
        out.push('…');
    }
    out
}

impl Brain {
    /// A brain reading the time from `clock` (milliseconds), moves capped at
    /// [`DEFAULT_MAX_TURN_MS`].
    pub fn new(clock: fn() -> f64) -> Brain {
        Brain::with_max_turn(clock, DEFAULT_MAX_TURN_MS)
    }

    /// A brain whose moves take at most `max_turn_ms` whatever the manager asks (a
    /// non-finite or non-positive cap is read as the default).
    pub fn with_max_turn(clock: fn() -> f64, max_turn_ms: f64) -> Brain {
        let max_turn_ms = if max_turn_ms.is_finite() && max_turn_ms > 0.0 {
            max_turn_ms.max(FASTEST_MS)
        } else {
            DEFAULT_MAX_TURN_MS
        };
        Brain {
            size: 0,
            exact: false,
            stones: Vec::new(),
            timeout_turn: 5_000.0,
            timeout_match: 0.0,
            time_left: f64::INFINITY,
            max_turn_ms,
            told_capped: false,
            board_input: None,
            bot: LuffarschackBot::with_style(style(Level::Strongest), 1),
            clock,
            done: false,
        }
    }

    /// Whether `END` was received.
    pub fn finished(&self) -> bool {
        self.done
    }

    /// The stones on the board: the brain's own (side 0) and the opponent's (side 1).
    pub fn stones(&self) -> &[(Cell, Side)] {
        &self.stones
    }

    /// Answers one command line (no answer for `INFO`, `END` and the lines of `BOARD`).
    pub fn handle(&mut self, line: &str) -> Vec<String> {
        self.handle_input(Input::Text(line))
    }

    /// Answers one line as read: text, or a line that could not be read as text.
    pub fn handle_input(&mut self, input: Input<'_>) -> Vec<String> {
        if let Some(board) = self.board_input.as_mut() {
            board.lines += 1;
            let n = board.lines;
            let problem = match input {
                Input::NotUtf8 => Some(format!("line {n} is not UTF-8 text")),
                Input::TooLong => Some(format!("line {n} is longer than {MAX_LINE} bytes")),
                Input::Text(line) => {
                    let line = line.trim();
                    if line.eq_ignore_ascii_case("DONE") {
                        return vec![self.board_done()];
                    }
                    if line.eq_ignore_ascii_case("END") {
                        self.board_input = None;
                        self.done = true;
                        return Vec::new();
                    }
                    self.board_line(line)
                        .err()
                        .map(|why| format!("line {n} '{}' {why}", shown(line)))
                }
            };
            if let (Some(p), Some(board)) = (problem, self.board_input.as_mut()) {
                board.problem.get_or_insert(p);
            }
            return Vec::new();
        }
        let line = match input {
            Input::Text(line) => line.trim(),
            Input::NotUtf8 => return vec!["ERROR the line is not UTF-8 text".into()],
            Input::TooLong => {
                return vec![format!("ERROR the line is longer than {MAX_LINE} bytes")]
            }
        };
        let (cmd, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        let no_board = || vec!["ERROR no board: send START first".to_string()];
        match cmd.to_ascii_uppercase().as_str() {
            "" => Vec::new(),
            "START" => match rest.parse::<i32>() {
                Ok(n) => self.start(n, n),
                Err(_) => vec![format!(
                    "ERROR START needs a board size, not '{}'",
                    shown(rest)
                )],
            },
            "RECTSTART" => match parse_pair(rest) {
                Some((w, h)) => self.start(w, h),
                None => vec![format!(
                    "ERROR RECTSTART needs width,height, not '{}'",
                    shown(rest)
                )],
            },
            _ if self.size == 0
                && ["RESTART", "BEGIN", "TURN", "BOARD", "TAKEBACK"]
                    .iter()
                    .any(|c| cmd.eq_ignore_ascii_case(c)) =>
            {
                no_board()
            }
            "RESTART" => {
                self.stones.clear();
                vec!["OK".into()]
            }
            "BEGIN" => vec![self.reply()],
            "TURN" => vec![self.turn(rest)],
            "BOARD" => {
                self.board_input = Some(BoardInput::default());
                Vec::new()
            }
            "TAKEBACK" => match parse_pair(rest).map(|(x, y)| Cell::new(x, y)) {
                Some(c) if self.stones.iter().any(|(d, _)| *d == c) => {
                    self.stones.retain(|(d, _)| *d != c);
                    vec!["OK".into()]
                }
                _ => vec![format!("ERROR TAKEBACK {}: no stone there", shown(rest))],
            },
            "INFO" => self.info(rest),
            "ABOUT" => vec![
                "name=\"Spelbord Luffarschack\", version=\"0.1\", author=\"Spelbord\", \
                 country=\"SE\", www=\"https://github.com/spelbord/spelbord\""
                    .into(),
            ],
            "END" => {
                self.done = true;
                Vec::new()
            }
            _ => vec![format!("UNKNOWN command '{}'", shown(cmd))],
        }
    }

    /// Reads one `x,y,who` line of a `BOARD` block into it, or says what is wrong.
    fn board_line(&mut self, line: &str) -> Result<(), &'static str> {
        let parts: Vec<&str> = line.split(',').map(str::trim).collect();
        let [x, y, who] = parts.as_slice() else {
            return Err("is not x,y,who");
        };
        let (Ok(x), Ok(y), Ok(who)) = (x.parse::<i32>(), y.parse::<i32>(), who.parse::<u8>())
        else {
            return Err("is not x,y,who");
        };
        let side = match who {
            1 => OWN,
            2 => THEIRS,
            _ => return Err("has a who other than 1 or 2"),
        };
        let c = Cell::new(x, y);
        if !self.inside(c) {
            return Err("is off the board");
        }
        let board = self.board_input.as_mut().ok_or("is outside BOARD")?;
        if board.stones.iter().any(|(d, _)| *d == c) {
            return Err("repeats a cell");
        }
        board.stones.push((c, side));
        Ok(())
    }

    /// The one answer to a `BOARD` block: a move, or why the board is refused (the
    /// position before `BOARD` is kept).
    fn board_done(&mut self) -> String {
        let board = self.board_input.take().unwrap_or_default();
        if let Some(p) = board.problem {
            return format!("ERROR BOARD refused, {p}");
        }
        if let Some(why) = self.five(&board.stones) {
            return format!("ERROR BOARD refused: the game is over, {why}");
        }
        self.stones = board.stones;
        self.think()
    }

    /// `TURN x,y`: the opponent's stone, then the brain's move.
    fn turn(&mut self, rest: &str) -> String {
        let Some(c) = parse_pair(rest).map(|(x, y)| Cell::new(x, y)) else {
            return format!("ERROR TURN needs x,y, not '{}'", shown(rest));
        };
        if !self.inside(c) {
            return format!(
                "ERROR TURN {},{} is off the {n}x{n} board",
                c.x,
                c.y,
                n = self.size
            );
        }
        if !self.empty(c) {
            return format!("ERROR TURN {},{} is not an empty cell", c.x, c.y);
        }
        self.stones.push((c, THEIRS));
        if let Some(why) = self.five(&self.stones) {
            self.stones.pop();
            return format!(
                "ERROR TURN {},{} refused: the game is over, {why}",
                c.x, c.y
            );
        }
        self.think()
    }

    /// `BEGIN` (and a move wanted): none once someone has five.
    fn reply(&mut self) -> String {
        match self.five(&self.stones) {
            Some(why) => format!("ERROR the game is over, {why}"),
            None => self.think(),
        }
    }

    /// Who has a winning line among `stones` (five, or more unless only exact fives
    /// win), as words naming its ends.
    fn five(&self, stones: &[(Cell, Side)]) -> Option<String> {
        let n = self.size.max(0) as usize;
        let mut grid = vec![None; n * n];
        let at = |c: Cell| {
            (c.x >= 0 && c.y >= 0 && (c.x as usize) < n && (c.y as usize) < n)
                .then(|| c.y as usize * n + c.x as usize)
        };
        for &(c, s) in stones {
            if let Some(i) = at(c) {
                grid[i] = Some(s);
            }
        }
        let side_at = |c: Cell| at(c).and_then(|i| grid[i]);
        for &(c, s) in stones {
            for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                // Count each line once, from its first stone.
                if side_at(Cell::new(c.x - dx, c.y - dy)) == Some(s) {
                    continue;
                }
                let len = (1..)
                    .take_while(|&k| side_at(Cell::new(c.x + k * dx, c.y + k * dy)) == Some(s))
                    .count() as i32
                    + 1;
                if len == 5 || (len > 5 && !self.exact) {
                    let who = if s == OWN { "mine (1)" } else { "yours (2)" };
                    let (ex, ey) = (c.x + (len - 1) * dx, c.y + (len - 1) * dy);
                    return Some(format!(
                        "{who} already has {len} in a row from {},{} to {ex},{ey}",
                        c.x, c.y
                    ));
                }
            }
        }
        None
    }

    fn start(&mut self, w: i32, h: i32) -> Vec<String> {
        if w != h {
            return vec!["ERROR only square boards are supported".into()];
        }
        if !(5..=MAX_SIZE).contains(&w) {
            return vec![format!(
                "ERROR board size {w} is not supported (5 to {MAX_SIZE})"
            )];
        }
        self.size = w;
        self.stones.clear();
        vec!["OK".into()]
    }

    /// `INFO key value`: no answer, but a `MESSAGE` when a time cannot be read or the
    /// time asked is more than the cap.
    fn info(&mut self, rest: &str) -> Vec<String> {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let value = value.trim();
        let key = key.to_ascii_lowercase();
        let slot = match key.as_str() {
            "timeout_turn" => &mut self.timeout_turn,
            "timeout_match" => &mut self.timeout_match,
            "time_left" => &mut self.time_left,
            "rule" => {
                if let Ok(v) = value.parse::<u32>() {
                    self.exact = v & 1 != 0;
                    return Vec::new();
                }
                return vec![format!(
                    "MESSAGE INFO rule '{}' ignored: not a whole number",
                    shown(value)
                )];
            }
            // The protocol's other keys (max_memory, game_type, folder, …) change nothing.
            _ => return Vec::new(),
        };
        // Milliseconds: never negative or NaN; infinity and 1e308 are read, then capped.
        match value.parse::<f64>() {
            Ok(v) if v >= 0.0 => *slot = v,
            _ => {
                return vec![format!(
                    "MESSAGE INFO {key} '{}' ignored: not a number of milliseconds",
                    shown(value)
                )]
            }
        }
        let capped = self.wanted() > self.max_turn_ms;
        let told = std::mem::replace(&mut self.told_capped, capped);
        if capped && !told {
            return vec![format!(
                "MESSAGE INFO {key} {}: each move thinks at most {:.0} ms \
                 (spelbord gomocup --max-turn-ms)",
                shown(value),
                self.max_turn_ms
            )];
        }
        Vec::new()
    }

    fn inside(&self, c: Cell) -> bool {
        (0..self.size).contains(&c.x) && (0..self.size).contains(&c.y)
    }

    fn empty(&self, c: Cell) -> bool {
        !self.stones.iter().any(|(d, _)| *d == c)
    }

    /// The time the manager's clock allows a move, before the cap: most of a turn (the
    /// rest is margin for the manager's clock and the answer's way back), and no more
    /// than a twentieth of what is left of the match.
    fn wanted(&self) -> f64 {
        let mut ms = if self.timeout_turn > 0.0 {
            self.timeout_turn * 0.85
        } else {
            FASTEST_MS
        };
        if self.timeout_match > 0.0 && self.time_left.is_finite() {
            ms = ms.min(self.time_left / 20.0);
        }
        ms
    }

    /// The time for this move: what the clock allows, at most the cap. `timeout_turn 0`
    /// asks for play as fast as possible: the sure iterations only (every win in one and
    /// every block of a four are still found).
    pub fn budget(&self) -> f64 {
        self.wanted().min(self.max_turn_ms).max(FASTEST_MS)
    }

    /// Whether only exact fives win (`INFO rule` with bit 1 set).
    pub fn exactly_five(&self) -> bool {
        self.exact
    }

    /// Chooses, records and answers the brain's move.
    fn think(&mut self) -> String {
        let centre = Cell::new(self.size / 2, self.size / 2);
        let pick = if self.stones.is_empty() {
            Some(centre)
        } else {
            let mut w = Window::bounded(self.size, self.exact, &self.stones, OWN);
            let mut ctx = SearchContext::new(Limits::time(self.budget()), self.clock);
            let found = self.bot.think(&mut w, &mut ctx);
            found.best.map(|i| w.cell(i)).filter(|&c| self.empty(c))
        };
        let pick = pick.or_else(|| {
            (0..self.size)
                .flat_map(|y| (0..self.size).map(move |x| Cell::new(x, y)))
                .find(|&c| self.empty(c))
        });
        match pick {
            Some(c) => {
                self.stones.push((c, OWN));
                format!("{},{}", c.x, c.y)
            }
            None => "ERROR the board is full".into(),
        }
    }
}

fn parse_pair(s: &str) -> Option<(i32, i32)> {
    let (a, b) = s.split_once(',')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

/// Reads one line of at most `max` bytes into `buf` (`None` at the end of the input). The
/// bytes of a longer line are consumed, never held: memory stays bounded whatever the
/// other side sends. (`spelbord play` reads its moves with it too.)
pub fn read_line<'b>(
    input: &mut impl BufRead,
    buf: &'b mut Vec<u8>,
    max: usize,
) -> std::io::Result<Option<Input<'b>>> {
    buf.clear();
    let mut too_long = false;
    let mut any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            if !any {
                return Ok(None);
            }
            break;
        }
        any = true;
        let newline = chunk.iter().position(|&b| b == b'\n');
        let take = newline.unwrap_or(chunk.len());
        if !too_long {
            if buf.len() + take > max {
                too_long = true;
                buf.clear();
            } else {
                buf.extend_from_slice(&chunk[..take]);
            }
        }
        input.consume(take + usize::from(newline.is_some()));
        if newline.is_some() {
            break;
        }
    }
    if too_long {
        return Ok(Some(Input::TooLong));
    }
    Ok(Some(match std::str::from_utf8(buf) {
        Ok(text) => Input::Text(text),
        Err(_) => Input::NotUtf8,
    }))
}

/// Runs the brain over a protocol stream until `END` or the end of the input.
pub fn run(input: impl BufRead, output: impl Write, clock: fn() -> f64) -> std::io::Result<()> {
    run_capped(input, output, clock, DEFAULT_MAX_TURN_MS)
}

/// [`run`] with moves capped at `max_turn_ms` whatever the manager asks.
pub fn run_capped(
    input: impl BufRead,
    output: impl Write,
    clock: fn() -> f64,
    max_turn_ms: f64,
) -> std::io::Result<()> {
    run_styled(input, output, clock, max_turn_ms, style(Level::Strongest))
}

/// [`run_capped`] with the engine searching in `style` (the strongest level's, or a
/// variant for a match: [`crate::search::Style::tweak`]).
pub fn run_styled(
    mut input: impl BufRead,
    mut output: impl Write,
    clock: fn() -> f64,
    max_turn_ms: f64,
    style: crate::search::Style,
) -> std::io::Result<()> {
    let mut brain = Brain::with_max_turn(clock, max_turn_ms);
    brain.bot = LuffarschackBot::with_style(style, 1);
    let mut buf = Vec::with_capacity(MAX_LINE);
    while let Some(line) = read_line(&mut input, &mut buf, MAX_LINE)? {
        for answer in brain.handle_input(line) {
            writeln!(output, "{answer}")?;
        }
        output.flush()?;
        if brain.finished() {
            break;
        }
    }
    Ok(())
}
