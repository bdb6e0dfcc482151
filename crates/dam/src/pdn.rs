//! Portable Draughts Notation: game files with tag pairs, movetext, comments and a
//! result. Reading checks every move against the rules and names the line of the first
//! problem; nothing a file contains can make it panic.
//!
//! Beyond standard PDN: a `[Huffing "1"]` tag marks a game under the huffing rule, and
//! the movetext may then hold the tokens `insist`, `allow`, `huffN` (answers to a
//! faulty move) and `offer`, `accept`, `decline` (draw offers). Variations `( … )` and
//! NAGs (`$1`) are skipped; move marks such as `!` or `?` are dropped.

use crate::fen::{parse_fen, write_fen, FenError};
use crate::game::{Dam, DamSettings};
use crate::moves::Move;
use crate::Colour;
use spelbord_core::{Game, Outcome, Problem, ToAct};
use std::fmt;

/// Longest PDN text we read: a guard against hostile input, far above a real file.
pub const MAX_PDN_LEN: usize = 4_000_000;

/// A PDN text that cannot be read: the line (1-based) and the problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnError {
    /// The line of the problem (1-based; 0 when it concerns the whole text).
    pub line: usize,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong as a kind (`dam.pdn…`, with the `line` among its arguments) for
    /// the page to word.
    pub problem: Problem,
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Lined(self.line, &self.message))
    }
}
impl std::error::Error for PdnError {}

/// A problem of kind `key` at `line` (0: the whole text, no `line` argument).
fn fail(
    line: usize,
    key: &'static str,
    mut args: Vec<(&'static str, String)>,
    message: impl Into<String>,
) -> PdnError {
    let message = message.into();
    if line > 0 {
        args.insert(0, ("line", line.to_string()));
    }
    PdnError {
        line,
        problem: Problem::new(key, args, format!("{}", Lined(line, &message))),
        message,
    }
}

fn err<T>(
    line: usize,
    key: &'static str,
    args: Vec<(&'static str, String)>,
    message: impl Into<String>,
) -> Result<T, PdnError> {
    Err(fail(line, key, args, message))
}

/// A set-up position that cannot be read, at `line` (kind `dam.pdnFen`; `dam.badFen`
/// when no line is to blame), with why as its reason.
fn fen_fail(line: usize, e: FenError) -> PdnError {
    let message = format!("the set-up position (FEN) cannot be read: {}", e.0.message);
    let key = if line > 0 { "dam.pdnFen" } else { "dam.badFen" };
    let mut args = Vec::new();
    if line > 0 {
        args.push(("line", line.to_string()));
    }
    PdnError {
        line,
        problem: Problem::because(
            key,
            args,
            &Lined(line, "the set-up position (FEN) cannot be read").to_string(),
            e.0,
        ),
        message,
    }
}

/// A message with its line in front, as [`PdnError`] shows it.
struct Lined<'a>(usize, &'a str);
impl fmt::Display for Lined<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            f.write_str(self.1)
        } else {
            write!(f, "line {}: {}", self.0, self.1)
        }
    }
}

/// How a game ended, as the `Result` tag writes it (`1-0` White won, `0-1` Black won).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdnResult {
    /// `1-0` (also read: `2-0`).
    WhiteWins,
    /// `0-1` (also read: `0-2`).
    BlackWins,
    /// `1/2-1/2` (also read: `1-1`).
    Draw,
    /// `*`: unfinished or unknown.
    Unknown,
}

impl PdnResult {
    /// The standard text.
    pub fn as_str(self) -> &'static str {
        match self {
            PdnResult::WhiteWins => "1-0",
            PdnResult::BlackWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unknown => "*",
        }
    }

    /// Reads a result token, if it is one.
    pub fn parse(s: &str) -> Option<PdnResult> {
        Some(match s {
            "1-0" | "2-0" => PdnResult::WhiteWins,
            "0-1" | "0-2" => PdnResult::BlackWins,
            "1/2-1/2" | "1-1" | "½-½" => PdnResult::Draw,
            "*" => PdnResult::Unknown,
            _ => return None,
        })
    }

    /// The result of a game as it stands.
    pub fn of(g: &Dam) -> PdnResult {
        match g.to_act() {
            ToAct::Over(Outcome::Win { winner, .. }) => {
                if Colour::of_seat(winner) == Colour::White {
                    PdnResult::WhiteWins
                } else {
                    PdnResult::BlackWins
                }
            }
            ToAct::Over(_) => PdnResult::Draw,
            _ => PdnResult::Unknown,
        }
    }
}

/// One decision of the movetext with the comment that follows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnMove {
    /// The decision (a piece move, or a huffing or draw-offer token).
    pub mv: Move,
    /// The comment written after it (`{…}`), if any.
    pub comment: Option<String>,
}

/// One game of a PDN file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnGame {
    /// Every tag pair in the order read (Event, Site, … and any others).
    pub tags: Vec<(String, String)>,
    /// The comment before the first move, if any.
    pub intro: Option<String>,
    /// The moves, each checked against the rules.
    pub moves: Vec<PdnMove>,
    /// The result (from the movetext's result token, else the `Result` tag).
    pub result: PdnResult,
}

impl PdnGame {
    /// A game record of `moves` played from `settings` (the result is taken from the
    /// final position); tags get the standard placeholders.
    pub fn from_moves(settings: &DamSettings, moves: &[Move]) -> PdnGame {
        let mut g = Dam::new(settings.clone());
        for m in moves {
            if g.try_play(m).is_err() {
                break;
            }
        }
        let mut tags = vec![
            ("Event".to_string(), "?".to_string()),
            ("Site".to_string(), "?".to_string()),
            ("Date".to_string(), "????.??.??".to_string()),
            ("Round".to_string(), "?".to_string()),
            ("White".to_string(), "?".to_string()),
            ("Black".to_string(), "?".to_string()),
        ];
        if !settings.fen.trim().is_empty() {
            tags.push(("FEN".into(), settings.fen.trim().to_string()));
        }
        if settings.huffing {
            tags.push(("Huffing".into(), "1".into()));
        }
        PdnGame {
            tags,
            intro: None,
            moves: moves
                .iter()
                .map(|m| PdnMove {
                    mv: *m,
                    comment: None,
                })
                .collect(),
            result: PdnResult::of(&g),
        }
    }

    /// A game record from moves in notation (a [`spelbord_core::Replay`]'s
    /// `moves()`), each checked in turn; the error names the move (as "line" 0).
    pub fn from_texts(settings: &DamSettings, moves: &[String]) -> Result<PdnGame, PdnError> {
        let mut g = Dam::from_settings(settings.clone()).map_err(|e| fen_fail(0, e))?;
        let mut played = Vec::with_capacity(moves.len());
        // A move's own kind, with its number as the argument `move`.
        let at = |i: usize, text: &str, p: &Problem| {
            let mut args = p.args.clone();
            args.push(("move", (i + 1).to_string()));
            fail(
                0,
                p.key,
                args,
                format!("move {} '{text}': {}", i + 1, p.message),
            )
        };
        for (i, text) in moves.iter().enumerate() {
            let m = g.parse_move(text).map_err(|e| at(i, text, e.problem()))?;
            g.try_play(&m).map_err(|e| at(i, text, &e.problem()))?;
            played.push(m);
        }
        Ok(PdnGame::from_moves(settings, &played))
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Sets (or adds) a tag.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(k, _)| k == name) {
            Some(t) => t.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The settings the game is played under (set-up from `FEN`, huffing from `Huffing`).
    pub fn settings(&self) -> DamSettings {
        DamSettings {
            huffing: self.tag("Huffing").is_some_and(|v| v.trim() == "1"),
            fen: self.tag("FEN").unwrap_or("").trim().to_string(),
        }
    }

    /// The game after all its moves.
    pub fn final_position(&self) -> Dam {
        let mut g = Dam::new(self.settings());
        for m in &self.moves {
            if g.try_play(&m.mv).is_err() {
                break;
            }
        }
        g
    }
}

/// A lexical piece of PDN with the line it starts on.
#[derive(Debug)]
enum Token {
    Tag(String, String),
    Comment(String),
    Word(String),
}

fn tokenize(text: &str) -> Result<Vec<(usize, Token)>, PdnError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '[' => {
                let start = line;
                let mut j = i + 1;
                let mut name = String::new();
                while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
                    name.push(chars[j]);
                    j += 1;
                }
                if name.is_empty() {
                    return err(
                        start,
                        "dam.pdnTag",
                        vec![("tag", String::new())],
                        "a tag '[' without a name",
                    );
                }
                while j < chars.len() && chars[j] != '"' && chars[j] != ']' && chars[j] != '\n' {
                    if !chars[j].is_whitespace() {
                        return err(
                            start,
                            "dam.pdnTag",
                            vec![("tag", name.clone())],
                            format!("tag {name}: expected a quoted value"),
                        );
                    }
                    j += 1;
                }
                if j >= chars.len() || chars[j] != '"' {
                    return err(
                        start,
                        "dam.pdnTag",
                        vec![("tag", name.clone())],
                        format!("tag {name}: the value must be in quotes"),
                    );
                }
                j += 1;
                let mut value = String::new();
                loop {
                    match chars.get(j) {
                        None => {
                            return err(
                                start,
                                "dam.pdnTag",
                                vec![("tag", name.clone())],
                                format!("tag {name}: the quote is not closed"),
                            )
                        }
                        Some('\\') if matches!(chars.get(j + 1), Some('"') | Some('\\')) => {
                            value.push(chars[j + 1]);
                            j += 2;
                        }
                        Some('"') => {
                            j += 1;
                            break;
                        }
                        Some('\n') => {
                            return err(
                                start,
                                "dam.pdnTag",
                                vec![("tag", name.clone())],
                                format!("tag {name}: the quote is not closed"),
                            )
                        }
                        Some(&ch) => {
                            value.push(ch);
                            j += 1;
                        }
                    }
                }
                while j < chars.len() && chars[j] != ']' {
                    if chars[j] == '\n' || !chars[j].is_whitespace() {
                        return err(
                            start,
                            "dam.pdnTag",
                            vec![("tag", name.clone())],
                            format!("tag {name}: ']' expected after the value"),
                        );
                    }
                    j += 1;
                }
                if j >= chars.len() {
                    return err(
                        start,
                        "dam.pdnTag",
                        vec![("tag", name.clone())],
                        format!("tag {name}: ']' expected after the value"),
                    );
                }
                out.push((start, Token::Tag(name, value)));
                i = j + 1;
            }
            '{' => {
                let start = line;
                let mut j = i + 1;
                let mut body = String::new();
                while j < chars.len() && chars[j] != '}' {
                    if chars[j] == '\n' {
                        line += 1;
                    }
                    body.push(chars[j]);
                    j += 1;
                }
                if j >= chars.len() {
                    return err(
                        start,
                        "dam.pdnUnclosed",
                        vec![("mark", "{".into())],
                        "a comment '{' is not closed",
                    );
                }
                out.push((start, Token::Comment(body.trim().to_string())));
                i = j + 1;
            }
            '(' => {
                let start = line;
                let mut depth = 0usize;
                let mut j = i;
                let mut in_comment = false;
                loop {
                    let Some(&ch) = chars.get(j) else {
                        return err(
                            start,
                            "dam.pdnUnclosed",
                            vec![("mark", "(".into())],
                            "a variation '(' is not closed",
                        );
                    };
                    match ch {
                        '\n' => line += 1,
                        '{' => in_comment = true,
                        '}' => in_comment = false,
                        '(' if !in_comment => depth += 1,
                        ')' if !in_comment => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
                i = j + 1;
            }
            ')' => {
                return err(
                    line,
                    "dam.pdnStray",
                    vec![("mark", ")".into())],
                    "')' without a variation to close",
                )
            }
            ']' => {
                return err(
                    line,
                    "dam.pdnStray",
                    vec![("mark", "]".into())],
                    "']' without a tag to close",
                )
            }
            '}' => {
                return err(
                    line,
                    "dam.pdnStray",
                    vec![("mark", "}".into())],
                    "'}' without a comment to close",
                )
            }
            ';' => {
                // A rest-of-line comment (as in PGN).
                let start = line;
                let mut j = i + 1;
                let mut body = String::new();
                while j < chars.len() && chars[j] != '\n' {
                    body.push(chars[j]);
                    j += 1;
                }
                out.push((start, Token::Comment(body.trim().to_string())));
                i = j;
            }
            _ => {
                let mut j = i;
                let mut word = String::new();
                while j < chars.len()
                    && !chars[j].is_whitespace()
                    && !matches!(chars[j], '[' | ']' | '{' | '}' | '(' | ')' | ';')
                {
                    word.push(chars[j]);
                    j += 1;
                }
                out.push((line, Token::Word(word)));
                i = j;
            }
        }
    }
    Ok(out)
}

/// Removes a move number (`12.` or `12...`) from the front of a word.
fn strip_move_number(w: &str) -> &str {
    let digits = w.chars().take_while(|c| c.is_ascii_digit()).count();
    if digits > 0 && w[digits..].starts_with('.') {
        w[digits..].trim_start_matches('.')
    } else {
        w
    }
}

fn add_comment(slot: &mut Option<String>, text: String) {
    if text.is_empty() {
        return;
    }
    match slot {
        Some(s) => {
            s.push(' ');
            s.push_str(&text);
        }
        None => *slot = Some(text),
    }
}

/// Reads the first game of a PDN text.
pub fn parse_pdn(text: &str) -> Result<PdnGame, PdnError> {
    let mut games = parse_pdn_games(text)?;
    if games.is_empty() {
        return err(0, "dam.pdnEmpty", vec![], "the text holds no game");
    }
    Ok(games.swap_remove(0))
}

/// Reads every game of a PDN file.
pub fn parse_pdn_games(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    if text.len() > MAX_PDN_LEN {
        return err(0, "dam.pdnTooLong", vec![], "the file is too long");
    }
    let tokens = tokenize(text)?;
    let mut games = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let (game, next) = parse_one(&tokens, i)?;
        i = next;
        if let Some(g) = game {
            games.push(g);
        }
    }
    Ok(games)
}

/// Reads one game starting at token `i`; returns it and where the next one starts.
fn parse_one(
    tokens: &[(usize, Token)],
    mut i: usize,
) -> Result<(Option<PdnGame>, usize), PdnError> {
    let mut tags: Vec<(String, String)> = Vec::new();
    let mut tag_result = None;
    while let Some((line, Token::Tag(name, value))) = tokens.get(i) {
        if name == "Result" {
            tag_result = Some(PdnResult::parse(value.trim()).ok_or_else(|| {
                fail(
                    *line,
                    "dam.pdnResult",
                    vec![("value", value.clone())],
                    format!("'{value}' is not a result (1-0, 0-1, 1/2-1/2 or *)"),
                )
            })?);
        }
        if name == "FEN" {
            if let Err(e) = parse_fen(value) {
                return Err(fen_fail(*line, e));
            }
        }
        if name == "GameType" {
            let kind = value.split(',').next().unwrap_or("").trim();
            if kind != "21" {
                return err(
                    *line,
                    "dam.pdnGameType",
                    vec![("kind", kind.to_string())],
                    format!("GameType {kind} is not English draughts (21)"),
                );
            }
        }
        if tags.iter().any(|(k, _)| k == name) {
            return err(
                *line,
                "dam.pdnTagTwice",
                vec![("tag", name.clone())],
                format!("the tag {name} is given twice"),
            );
        }
        tags.push((name.clone(), value.clone()));
        i += 1;
    }
    let mut game = PdnGame {
        tags,
        intro: None,
        moves: Vec::new(),
        result: tag_result.unwrap_or(PdnResult::Unknown),
    };
    let mut dam = match Dam::from_settings(game.settings()) {
        Ok(d) => d,
        Err(e) => return Err(fen_fail(tokens.get(i).map_or(0, |t| t.0), e)),
    };
    let mut anything = !game.tags.is_empty();
    while let Some((line, tok)) = tokens.get(i) {
        match tok {
            Token::Tag(..) => break,
            Token::Comment(c) => match game.moves.last_mut() {
                Some(m) => add_comment(&mut m.comment, c.clone()),
                None => add_comment(&mut game.intro, c.clone()),
            },
            Token::Word(w) => {
                anything = true;
                if let Some(r) = PdnResult::parse(w) {
                    game.result = r;
                    i += 1;
                    // Comments after the result still belong to this game.
                    while let Some((_, Token::Comment(c))) = tokens.get(i) {
                        match game.moves.last_mut() {
                            Some(m) => add_comment(&mut m.comment, c.clone()),
                            None => add_comment(&mut game.intro, c.clone()),
                        }
                        i += 1;
                    }
                    return Ok((Some(game), i));
                }
                let w = strip_move_number(w);
                let w = w.trim_end_matches(['!', '?']);
                if !(w.is_empty() || w.starts_with('$')) {
                    let m = dam.parse_move(w).map_err(|e| {
                        fail(
                            *line,
                            "dam.pdnMove",
                            vec![("mv", w.to_string())],
                            format!("'{w}': {e}"),
                        )
                    })?;
                    if let Err(reason) = dam.try_play(&m) {
                        return err(
                            *line,
                            "dam.pdnIllegal",
                            vec![("mv", w.to_string())],
                            format!("'{w}' cannot be played: {reason}"),
                        );
                    }
                    game.moves.push(PdnMove {
                        mv: m,
                        comment: None,
                    });
                }
            }
        }
        i += 1;
    }
    Ok((anything.then_some(game), i))
}

fn quote(v: &str) -> String {
    v.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', " ")
}

/// Writes a game as PDN: the seven standard tags first (placeholders where unknown),
/// `GameType "21"`, `SetUp` and `FEN` when the game starts from a set-up, the movetext
/// with numbers, comments and the result.
pub fn write_pdn(game: &PdnGame) -> String {
    let mut out = String::new();
    let std_tags = ["Event", "Site", "Date", "Round", "White", "Black"];
    let defaults = ["?", "?", "????.??.??", "?", "?", "?"];
    for (name, default) in std_tags.iter().zip(defaults) {
        let v = game.tag(name).unwrap_or(default);
        out.push_str(&format!("[{name} \"{}\"]\n", quote(v)));
    }
    out.push_str(&format!("[Result \"{}\"]\n", game.result.as_str()));
    let settings = game.settings();
    if !settings.fen.is_empty() {
        out.push_str("[GameType \"21\"]\n[SetUp \"1\"]\n");
        // Written in the canonical form so other programs read it alike.
        let fen = parse_fen(&settings.fen)
            .map(|b| write_fen(&b))
            .unwrap_or(settings.fen.clone());
        out.push_str(&format!("[FEN \"{}\"]\n", quote(&fen)));
    }
    for (k, v) in &game.tags {
        let known = std_tags.contains(&k.as_str())
            || matches!(k.as_str(), "Result" | "GameType" | "SetUp" | "FEN");
        if !known {
            out.push_str(&format!("[{k} \"{}\"]\n", quote(v)));
        }
    }
    out.push('\n');

    let mut words: Vec<String> = Vec::new();
    if let Some(c) = &game.intro {
        words.push(format!("{{{}}}", c.replace('}', ")")));
    }
    let mut dam = Dam::new(settings);
    let mut number = 1;
    let mut need_number = true;
    for m in &game.moves {
        if let Move::Play(_) = m.mv {
            match dam.turn() {
                Colour::Black => {
                    words.push(format!("{number}."));
                }
                Colour::White if need_number => words.push(format!("{number}...")),
                Colour::White => {}
            }
        }
        let before = dam.turn();
        words.push(dam.format_move(&m.mv));
        let _ = dam.try_play(&m.mv);
        need_number = false;
        if let Some(c) = &m.comment {
            words.push(format!("{{{}}}", c.replace('}', ")")));
            need_number = true;
        }
        if let Move::Play(_) = m.mv {
            if before == Colour::White {
                number += 1;
                need_number = true;
            }
        } else {
            need_number = true;
        }
    }
    words.push(game.result.as_str().to_string());
    let mut line_len = 0;
    for w in words {
        if line_len > 0 && line_len + 1 + w.len() > 79 {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += w.len();
        out.push_str(&w);
    }
    out.push('\n');
    out
}
