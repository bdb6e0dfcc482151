//! GNU Backgammon's text match export (the Jellyfish `.mat` format): export of a game or
//! match played here, and import into a replay with the dice entered by hand.
//!
//! ```text
//!  5 point match
//!
//!  Game 1
//!  Black : 0                          White : 0
//!   1)                             31: 8/5 6/5
//!   2) 52: 13/8 13/11              Doubles => 2
//! ```
//! Player 0 (Black) writes in the left column (from column 6), player 1 (White) in the
//! right (from column 34); moves are written per die from the mover's side, the bar as
//! 25 and borne off as 0, hits marked `*`, as gnubg's export does.

use crate::board::{BAR, OFF};
use crate::game::{Backgammon, Move, Phase, Settings};
use crate::moves::Turn;
use spelbord_core::{Game, Problem, Replay};

const RIGHT: usize = 33;

fn plain_turn(t: &Turn) -> String {
    let name = |p: u8| match p {
        BAR => "25".to_string(),
        OFF => "0".to_string(),
        _ => p.to_string(),
    };
    t.steps()
        .iter()
        .map(|s| {
            format!(
                "{}/{}{}",
                name(s.from),
                name(s.to),
                if s.hit { "*" } else { "" }
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

struct Sheet {
    out: String,
    rows: Vec<[String; 2]>,
}

impl Sheet {
    fn act(&mut self, seat: u8, text: String) {
        let s = seat as usize & 1;
        match self.rows.last_mut() {
            Some(r) if s == 1 && r[1].is_empty() => r[1] = text,
            _ => {
                let mut r = [String::new(), String::new()];
                r[s] = text;
                self.rows.push(r);
            }
        }
    }
    fn flush(&mut self) {
        for (i, r) in self.rows.drain(..).enumerate() {
            let mut line = format!("{:>3}) {}", i + 1, r[0]);
            if !r[1].is_empty() {
                while line.len() < RIGHT {
                    line.push(' ');
                }
                // A long left cell (a double with hits runs to 28 characters and more)
                // still needs a space before the right one, as gnubg's own export has:
                // without it both programs read the two cells as one word.
                if !line.ends_with(' ') {
                    line.push(' ');
                }
                line.push_str(&r[1]);
            }
            self.out.push_str(line.trim_end());
            self.out.push('\n');
        }
    }

    /// The result of a game: beside the left player's drop when the right player wins
    /// that way (gnubg reads a result on the next line there as a new double and a
    /// resignation), else on a line of its own in the winner's column, as gnubg writes it.
    fn result(&mut self, seat: u8, text: &str) {
        if let Some(r) = self.rows.last_mut() {
            if seat == 1 && r[1].is_empty() {
                r[1] = format!(" {text}");
                self.flush();
                return;
            }
        }
        self.flush();
        let indent = if seat == 0 { 6 } else { RIGHT + 1 };
        self.out.push_str(&format!("{:indent$}{text}\n", ""));
    }
}

fn header(out: &mut String, game: u32, names: [&str; 2], score: [u32; 2]) {
    out.push_str(&format!("\n Game {game}\n"));
    let left = format!(" {} : {}", names[0], score[0]);
    out.push_str(&format!(
        "{left:<width$}{} : {}\n",
        names[1],
        score[1],
        width = RIGHT
    ));
}

/// Writes a game or match played here as a `.mat` text (names of seats 0 and 1).
pub fn export_mat(replay: &Replay<Backgammon>, names: [&str; 2]) -> String {
    let start = replay.position(0);
    let len = start.settings().match_length;
    let mut sheet = Sheet {
        out: format!(" {len} point match\n"),
        rows: Vec::new(),
    };
    header(&mut sheet.out, 1, names, [0, 0]);
    let moves = replay.moves();
    for (i, text) in moves.iter().enumerate() {
        let g = replay.position(i);
        let Ok(m) = g.parse_move(text) else {
            continue;
        };
        let seat = g.seat_to_move().unwrap_or(g.turn());
        match m {
            Move::Roll => {}
            Move::Double => sheet.act(seat, format!(" Doubles => {}", g.cube_value() * 2)),
            Move::Take => sheet.act(seat, " Takes".into()),
            Move::Drop => sheet.act(seat, " Drops".into()),
            Move::Play(t) => {
                // Rolls are written higher die first, as the opening mover's roll is.
                let d = g.dice().unwrap_or([0, 0]);
                let d = [d[0].max(d[1]), d[0].min(d[1])];
                let body = plain_turn(&t);
                let cell = if body.is_empty() {
                    format!("{}{}:", d[0], d[1])
                } else {
                    format!("{}{}: {body}", d[0], d[1])
                };
                sheet.act(seat, cell);
            }
        }
        let after = replay.position(i + 1);
        let ended = after.game_number() != g.game_number() || after.phase() == Phase::Over;
        if ended {
            if let Some(r) = after.last_game() {
                let pts = if r.points == 1 { "point" } else { "points" };
                let tail = if after.phase() == Phase::Over && len > 0 {
                    " and the match"
                } else {
                    ""
                };
                sheet.result(r.winner, &format!("Wins {} {pts}{tail}", r.points));
            }
            sheet.flush();
            if after.phase() != Phase::Over {
                header(
                    &mut sheet.out,
                    after.game_number(),
                    names,
                    after.match_score(),
                );
            }
        }
    }
    sheet.flush();
    sheet.out
}

/// A match read from a `.mat` text.
#[derive(Debug, Clone)]
pub struct MatImport {
    /// The players' names (seat 0 from the left column).
    pub names: [String; 2],
    /// The moves and dice replayed here (dice entered by hand).
    pub replay: Replay<Backgammon>,
}

/// Whether a word starts a cell: a roll (`52:`) or a cube action or result.
fn starts_cell(word: &str) -> bool {
    let b = word.as_bytes();
    if b.len() == 3 && b[0].is_ascii_digit() && b[1].is_ascii_digit() && b[2] == b':' {
        return true;
    }
    let w = word.to_ascii_lowercase();
    [
        "doubles", "takes", "drops", "wins", "beavers", "resigns", "raccoons",
    ]
    .iter()
    .any(|k| w.starts_with(k))
}

/// The cells of a move line and the seat of each. The words are read, not the columns:
/// a long left cell may push the right one past its column (gnubg writes one space
/// between them then), so a cell starts at a roll or a cube word and runs to the next.
/// A line with one cell gives it to the column where it starts (`split` is where the
/// right column begins).
fn cells(line: &str, split: usize) -> Result<Vec<(u8, String)>, Problem> {
    let chars: Vec<char> = line.chars().collect();
    let numbered = line.split_whitespace().next().is_some_and(|w| {
        w.len() > 1 && w.ends_with(')') && w[..w.len() - 1].bytes().all(|b| b.is_ascii_digit())
    });
    let body_start = if numbered {
        line.find(')').map_or(0, |i| line[..=i].chars().count())
    } else {
        0
    };
    // (column where the cell starts, its text)
    let mut found: Vec<(usize, String)> = Vec::new();
    let mut i = body_start;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() {
            i += 1;
        }
        let word: String = chars[start..i].iter().collect();
        match found.last_mut() {
            Some((_, cell)) if !starts_cell(&word) => {
                cell.push(' ');
                cell.push_str(&word);
            }
            _ => found.push((start, word)),
        }
    }
    match found.len() {
        0 => Ok(Vec::new()),
        1 => {
            let (col, cell) = found.pop().unwrap_or_default();
            let seat = u8::from(col + 4 >= split);
            Ok(vec![(seat, cell)])
        }
        2 => Ok(found
            .into_iter()
            .enumerate()
            .map(|(s, (_, c))| (s as u8, c))
            .collect()),
        _ => Err(mat(
            "backgammon.matCells",
            vec![("text", line.trim().to_string())],
            format!("'{}': more than two moves on one line", line.trim()),
        )),
    }
}

/// A problem of the file as a kind (`backgammon.mat…`).
fn mat(
    key: &'static str,
    args: Vec<(&'static str, String)>,
    message: impl Into<String>,
) -> Problem {
    Problem::new(key, args, message)
}

/// A problem on line `line` (1-based), in the cell `cell` when one is to blame: the
/// file's own kinds keep their key, a move or roll that cannot be played becomes
/// `backgammon.matMove` (its English reason stays in the message).
fn at_line(line: usize, cell: Option<&str>, p: Problem) -> Problem {
    let message = match cell {
        Some(c) => format!("line {line}: '{c}': {}", p.message),
        None => format!("line {line}: {}", p.message),
    };
    let (key, mut args, reason) = if p.key.starts_with("backgammon.mat") {
        (p.key, p.args, p.reason)
    } else {
        ("backgammon.matMove", Vec::new(), None)
    };
    args.push(("line", line.to_string()));
    if let Some(c) = cell {
        args.push(("cell", c.to_string()));
    }
    Problem {
        key,
        args,
        message,
        reason,
    }
}

/// Reads a `.mat` text (one game of money play, or a whole match) into a replay. Errors
/// name the line (the argument `line`).
pub fn import_mat(text: &str, base: Settings) -> Result<MatImport, Problem> {
    let mut settings = base;
    let mut names = [String::from("Player 0"), String::from("Player 1")];
    let mut replay: Option<Replay<Backgammon>> = None;
    let mut split = RIGHT;
    for (ln, raw) in text.lines().enumerate() {
        let err = |p: Problem| at_line(ln + 1, None, p);
        let line = raw.trim_end();
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        if let Some(tag) = t.strip_prefix(';') {
            if tag.contains("[Crawford") {
                settings.crawford = !tag.contains("Off");
            }
            continue;
        }
        if let Some(n) = t.strip_suffix("point match") {
            settings.match_length = n.trim().parse().map_err(|_| {
                err(mat(
                    "backgammon.matLength",
                    vec![("text", t.to_string())],
                    format!("'{t}': the match length is not a number"),
                ))
            })?;
            if settings.match_length > 0 {
                settings.cube = true;
            }
            continue;
        }
        if t.starts_with("Game ") {
            if replay.is_none() {
                replay = Some(Replay::with_manual_chance(settings.clone(), 0, true));
            } else if replay
                .as_ref()
                .is_some_and(|r| r.current().phase() != Phase::Opening)
            {
                // A money session continues only within one game here.
                if settings.match_length == 0 {
                    break;
                }
                return Err(err(mat(
                    "backgammon.matUnfinished",
                    vec![],
                    "a new game starts before the last one ended",
                )));
            }
            continue;
        }
        let Some(r) = replay.as_mut() else {
            return Err(err(mat(
                "backgammon.matBeforeGame",
                vec![("text", t.to_string())],
                format!("'{t}' comes before the first game"),
            )));
        };
        if !t.contains(')') && t.contains(" : ") {
            // The score line: two names with scores; the right name starts the column.
            let parts: Vec<&str> = t.split(" : ").collect();
            if parts.len() >= 2 {
                names[0] = parts[0].trim().to_string();
                let rest = parts[1].trim_start();
                let right_name = rest
                    .split_once(char::is_whitespace)
                    .map(|x| x.1.trim())
                    .unwrap_or("");
                if !right_name.is_empty() {
                    names[1] = right_name.to_string();
                    if let Some(pos) = line.rfind(right_name) {
                        // In characters: the cells are found by character column.
                        split = line[..pos].chars().count();
                    }
                }
            }
            continue;
        }
        let row = cells(line, split).map_err(err)?;
        for (seat, cell) in row.iter() {
            apply_cell(r, *seat, cell).map_err(|e| at_line(ln + 1, Some(cell), e))?;
        }
    }
    let replay = replay.ok_or_else(|| {
        mat(
            "backgammon.matNoGame",
            vec![],
            "no game found in the match file",
        )
    })?;
    Ok(MatImport { names, replay })
}

fn not_their_turn() -> Problem {
    mat(
        "backgammon.matNotTheirTurn",
        vec![],
        "it is not this player's turn",
    )
}

fn apply_cell(r: &mut Replay<Backgammon>, seat: u8, cell: &str) -> Result<(), Problem> {
    let moved = |e: spelbord_core::MoveError| e.problem();
    let low = cell.to_ascii_lowercase();
    if low.starts_with("wins") {
        // The result follows from the moves; check that a game did end.
        let g = r.current();
        if !matches!(g.phase(), Phase::Opening | Phase::Over) {
            // The game on the board has not ended: gnubg writes a resignation this way
            // (its computer players resign lost games), and the rules here have none.
            return Err(mat(
                "backgammon.matResignation",
                vec![],
                "the game ends by a resignation; resignations are not supported",
            ));
        }
        return match g.last_game() {
            Some(res) if res.winner == seat => Ok(()),
            _ => Err(mat(
                "backgammon.matResult",
                vec![],
                "the moves do not end the game this way",
            )),
        };
    }
    if low.starts_with("resign") {
        return Err(mat(
            "backgammon.matResignation",
            vec![],
            "resignations are not supported",
        ));
    }
    if low.starts_with("doubles")
        || low.starts_with("takes")
        || low.starts_with("drops")
        || low.starts_with("beavers")
    {
        let word = if low.starts_with("doubles") {
            "double"
        } else if low.starts_with("takes") {
            "take"
        } else if low.starts_with("drops") {
            "drop"
        } else {
            return Err(mat(
                "backgammon.matBeaver",
                vec![],
                "beavers are not played",
            ));
        };
        let g = r.current();
        if g.seat_to_move() != Some(seat) {
            return Err(not_their_turn());
        }
        return r.play_text(word).map_err(moved);
    }
    let (dice, moves) = cell.split_once(':').ok_or_else(|| {
        mat(
            "backgammon.matNoRoll",
            vec![],
            "expected a roll like '31: 8/5 6/5'",
        )
    })?;
    let dice: crate::Dice = dice
        .trim()
        .parse()
        .map_err(|e: spelbord_core::NotationError| e.0)?;
    let g = r.current().clone();
    match g.phase() {
        Phase::Opening => {
            // The opening roll: the mover threw the higher die.
            let (hi, lo) = (dice.0.max(dice.1), dice.0.min(dice.1));
            if hi == lo {
                return Err(mat(
                    "backgammon.matOpeningDouble",
                    vec![],
                    "an opening roll has two different dice",
                ));
            }
            let c = if seat == 0 {
                format!("{hi}{lo}")
            } else {
                format!("{lo}{hi}")
            };
            r.play_chance_text(&c).map_err(moved)?;
        }
        Phase::BeforeRoll => {
            if g.turn() != seat {
                return Err(not_their_turn());
            }
            r.play_text("roll").map_err(moved)?;
            r.play_chance_text(&dice.to_string()).map_err(moved)?;
        }
        Phase::Rolling => {
            if g.turn() != seat {
                return Err(not_their_turn());
            }
            r.play_chance_text(&dice.to_string()).map_err(moved)?;
        }
        _ => {
            return Err(mat(
                "backgammon.matRollNotDue",
                vec![],
                "a roll is not due here",
            ))
        }
    }
    let g = r.current().clone();
    if g.turn() != seat {
        return Err(mat(
            "backgammon.matOpeningWinner",
            vec![],
            "the other player won the opening roll",
        ));
    }
    let m = moves.trim();
    let m = if m.eq_ignore_ascii_case("cannot move") {
        ""
    } else {
        m
    };
    let mv = g.parse_move(m).map_err(|e| e.0)?;
    r.play(&mv).map_err(moved)?;
    Ok(())
}
