//! A Gomocup brain: the engine behind the Piskvork protocol (the one every Gomocup manager
//! speaks), so it can be matched against other gomoku engines. Commands arrive one a line
//! on standard input and answers go to standard output:
//! `START n`, `RECTSTART w,h` (square only), `RESTART`, `BEGIN`, `TURN x,y`,
//! `BOARD` … `x,y,who` … `DONE`, `INFO key value` (`timeout_turn`, `timeout_match`,
//! `time_left`, `rule`: 1 exactly five, 2 continuous, 4 renju), `TAKEBACK x,y`, `ABOUT`,
//! `END`. Boards go up to 100×100; `x` is the column and `y` the row, from 0.
//!
//! The command line (`spelbord gomocup`) only wires [`run`] to the terminal.

use crate::bot::{style, LuffarschackBot};
use crate::cell::Cell;
use crate::window::{Side, Window};
use spelbord_ai::{Level, Limits, SearchContext};
use std::io::{BufRead, Write};

/// The largest board the brain accepts (the protocol's own limit).
pub const MAX_SIZE: i32 = 100;

/// The least time a move is given (and all of it under `timeout_turn 0`).
const FASTEST_MS: f64 = 5.0;

const OWN: Side = 0;
const THEIRS: Side = 1;

/// The brain's state between commands.
pub struct Brain {
    size: i32,
    exact: bool,
    stones: Vec<(Cell, Side)>,
    timeout_turn: f64,
    timeout_match: f64,
    time_left: f64,
    /// Stones read so far after `BOARD`, until `DONE`.
    board_input: Option<Vec<(Cell, Side)>>,
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

impl Brain {
    /// A brain reading the time from `clock` (milliseconds).
    pub fn new(clock: fn() -> f64) -> Brain {
        Brain {
            size: 0,
            exact: false,
            stones: Vec::new(),
            timeout_turn: 5_000.0,
            timeout_match: 0.0,
            time_left: f64::INFINITY,
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
        let line = line.trim();
        if self.board_input.is_some() {
            if line.eq_ignore_ascii_case("DONE") {
                let stones = self.board_input.take().unwrap_or_default();
                self.stones = stones;
                return vec![self.think()];
            }
            let parts: Vec<&str> = line.split(',').map(str::trim).collect();
            let parsed = match parts.as_slice() {
                [x, y, who] => match (x.parse::<i32>(), y.parse::<i32>(), who.parse::<u8>()) {
                    (Ok(x), Ok(y), Ok(1)) => Some((Cell::new(x, y), OWN)),
                    (Ok(x), Ok(y), Ok(2)) => Some((Cell::new(x, y), THEIRS)),
                    _ => None,
                },
                _ => None,
            };
            let inside = parsed.is_some_and(|(c, _)| self.inside(c));
            if let (Some((c, s)), true, Some(stones)) = (parsed, inside, self.board_input.as_mut())
            {
                if !stones.iter().any(|(d, _)| *d == c) {
                    stones.push((c, s));
                    return Vec::new();
                }
            }
            return vec![format!("ERROR bad BOARD line '{line}'")];
        }
        let (cmd, rest) = match line.split_once(char::is_whitespace) {
            Some((c, r)) => (c, r.trim()),
            None => (line, ""),
        };
        match cmd.to_ascii_uppercase().as_str() {
            "" => Vec::new(),
            "START" => match rest.parse::<i32>() {
                Ok(n) => self.start(n, n),
                Err(_) => vec![format!("ERROR START needs a board size, not '{rest}'")],
            },
            "RECTSTART" => match parse_pair(rest) {
                Some((w, h)) => self.start(w, h),
                None => vec![format!("ERROR RECTSTART needs width,height, not '{rest}'")],
            },
            "RESTART" => {
                self.stones.clear();
                vec!["OK".into()]
            }
            "BEGIN" => {
                if self.size == 0 {
                    return vec!["ERROR no board: send START first".into()];
                }
                vec![self.think()]
            }
            "TURN" => match parse_pair(rest).map(|(x, y)| Cell::new(x, y)) {
                Some(c) if self.size > 0 && self.inside(c) && self.empty(c) => {
                    self.stones.push((c, THEIRS));
                    vec![self.think()]
                }
                _ => vec![format!(
                    "ERROR TURN {rest} is not an empty cell of the board"
                )],
            },
            "BOARD" => {
                if self.size == 0 {
                    return vec!["ERROR no board: send START first".into()];
                }
                self.board_input = Some(Vec::new());
                Vec::new()
            }
            "TAKEBACK" => match parse_pair(rest).map(|(x, y)| Cell::new(x, y)) {
                Some(c) if self.stones.iter().any(|(d, _)| *d == c) => {
                    self.stones.retain(|(d, _)| *d != c);
                    vec!["OK".into()]
                }
                _ => vec![format!("ERROR TAKEBACK {rest}: no stone there")],
            },
            "INFO" => {
                self.info(rest);
                Vec::new()
            }
            "ABOUT" => vec![
                "name=\"Spelbord Luffarschack\", version=\"0.1\", author=\"Spelbord\", \
                 country=\"SE\", www=\"https://github.com/spelbord/spelbord\""
                    .into(),
            ],
            "END" => {
                self.done = true;
                Vec::new()
            }
            _ => vec![format!("UNKNOWN command '{cmd}'")],
        }
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

    fn info(&mut self, rest: &str) {
        let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let num = value.trim().parse::<f64>().ok();
        match (key.to_ascii_lowercase().as_str(), num) {
            ("timeout_turn", Some(v)) => self.timeout_turn = v,
            ("timeout_match", Some(v)) => self.timeout_match = v,
            ("time_left", Some(v)) => self.time_left = v,
            ("rule", Some(v)) => self.exact = (v as u32) & 1 != 0,
            _ => {}
        }
    }

    fn inside(&self, c: Cell) -> bool {
        (0..self.size).contains(&c.x) && (0..self.size).contains(&c.y)
    }

    fn empty(&self, c: Cell) -> bool {
        !self.stones.iter().any(|(d, _)| *d == c)
    }

    /// The time for this move: most of a turn (the rest is margin for the manager's
    /// clock and the answer's way back), and no more than a twentieth of what is left of
    /// the match. `timeout_turn 0` asks for play as fast as possible: the sure iterations
    /// only (every win in one and every block of a four are still found).
    pub fn budget(&self) -> f64 {
        let mut ms = if self.timeout_turn > 0.0 {
            self.timeout_turn * 0.7
        } else {
            FASTEST_MS
        };
        if self.timeout_match > 0.0 && self.time_left.is_finite() {
            ms = ms.min(self.time_left / 20.0);
        }
        ms.max(FASTEST_MS)
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

/// Runs the brain over a protocol stream until `END` or the end of the input.
pub fn run(input: impl BufRead, mut output: impl Write, clock: fn() -> f64) -> std::io::Result<()> {
    let mut brain = Brain::new(clock);
    for line in input.lines() {
        for answer in brain.handle(&line?) {
            writeln!(output, "{answer}")?;
        }
        output.flush()?;
        if brain.finished() {
            break;
        }
    }
    Ok(())
}
