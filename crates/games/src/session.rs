use crate::Describe;
use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::{merge_settings, Game, Record, RecordError, Replay, ToAct};

/// What the registry needs of a game family beyond its rules.
pub trait Entry: Game + Describe {
    /// A computer player of this level.
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>>;
    /// Its thinking time per move in milliseconds.
    fn default_time_ms(level: Level) -> f64;
    /// A move from the family's perfect player (a solver with its book), given the whole
    /// game, where it has one for this position; `None` hands over to [`Entry::bot`].
    fn perfect_move(_game: &Replay<Self>, _time_ms: f64, _clock: fn() -> f64) -> Option<BotAnswer> {
        None
    }
    /// The exact value of every move (for the page's analysis), where a solver knows it
    /// within the time; `None` otherwise.
    fn analyze(
        _game: &Replay<Self>,
        _time_ms: f64,
        _clock: fn() -> f64,
    ) -> Option<serde_json::Value> {
        None
    }
}

/// A bot's answer.
#[derive(Debug, Clone, serde::Serialize)]
pub struct BotAnswer {
    /// The move in notation.
    pub mv: String,
    /// Score from the mover's side, in the bot's units.
    pub score: Option<i32>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub ms: f64,
}

/// One game in progress, of any family, spoken to in notation.
pub trait Session: Send {
    /// The game id.
    fn id(&self) -> &'static str;
    /// Seats at the table.
    fn seats(&self) -> usize;
    /// Player moves played so far.
    fn len(&self) -> usize;
    /// Whether no move has been played.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Takes back to `n` moves.
    fn truncate(&mut self, n: usize);
    /// Plays a move in notation at the end; on error nothing changes.
    fn play(&mut self, mv: &str) -> Result<(), String>;
    /// Enters a chance outcome by hand (dice thrown at the table).
    fn play_chance(&mut self, c: &str) -> Result<(), String>;
    /// The moves so far in notation.
    fn moves(&self) -> Vec<String>;
    /// The record text.
    fn record(&self) -> String;
    /// The record text of the game's first `ply` moves.
    fn record_at(&self, ply: usize) -> String;
    /// Legal moves after `ply` moves, in notation.
    fn legal(&self, ply: usize) -> Vec<String>;
    /// Who acts after `ply` moves.
    fn to_act(&self, ply: usize) -> ToAct;
    /// Drawing data for the board after `ply` moves (as seen by `seat`, if hidden
    /// information must be kept from other seats).
    fn describe(&self, ply: usize, seat: Option<u8>) -> serde_json::Value;
    /// A plain-text board for the terminal.
    fn ascii(&self, ply: usize) -> String;
    /// Move paths of `depth` moves from the current position.
    fn perft(&self, depth: u32) -> u64;
    /// Asks a computer player of `level` for a move in the current position.
    fn bot_move(
        &self,
        level: Level,
        seed: u64,
        time_ms: f64,
        clock: fn() -> f64,
    ) -> Option<BotAnswer>;
    /// Exact values of the moves now, where the family has a solver.
    fn analyze(&self, time_ms: f64, clock: fn() -> f64) -> Option<serde_json::Value>;
    /// The thinking time of a level in this game, in milliseconds.
    fn default_time_ms(&self, level: Level) -> f64;
}

impl<G: Entry> Session for Replay<G> {
    fn id(&self) -> &'static str {
        self.current().id()
    }
    fn seats(&self) -> usize {
        self.current().num_seats()
    }
    fn len(&self) -> usize {
        Replay::len(self)
    }
    fn truncate(&mut self, n: usize) {
        Replay::truncate(self, n)
    }
    fn play(&mut self, mv: &str) -> Result<(), String> {
        self.play_text(mv)
    }
    fn play_chance(&mut self, c: &str) -> Result<(), String> {
        self.play_chance_text(c)
    }
    fn moves(&self) -> Vec<String> {
        Replay::moves(self)
    }
    fn record(&self) -> String {
        Replay::record(self).to_text(G::RECORD_SEPARATOR)
    }
    fn record_at(&self, ply: usize) -> String {
        let mut r = self.clone();
        r.truncate(ply);
        Replay::record(&r).to_text(G::RECORD_SEPARATOR)
    }
    fn legal(&self, ply: usize) -> Vec<String> {
        let g = self.position(ply);
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        v.iter().map(|m| g.format_move(m)).collect()
    }
    fn to_act(&self, ply: usize) -> ToAct {
        self.position(ply).to_act()
    }
    fn describe(&self, ply: usize, seat: Option<u8>) -> serde_json::Value {
        self.position(ply).describe(seat)
    }
    fn ascii(&self, ply: usize) -> String {
        self.position(ply).ascii()
    }
    fn perft(&self, depth: u32) -> u64 {
        spelbord_core::perft(self.current(), depth)
    }
    fn bot_move(
        &self,
        level: Level,
        seed: u64,
        time_ms: f64,
        clock: fn() -> f64,
    ) -> Option<BotAnswer> {
        let g = self.current();
        let ToAct::Seat(seat) = g.to_act() else {
            return None;
        };
        // The strongest level asks the family's solver first, with three quarters of the
        // time (a perfect answer is worth more than a deeper search); a position the
        // solver cannot settle within it goes to the search with the rest.
        let mut time_ms = time_ms;
        if level == Level::Strongest {
            let t0 = clock();
            if let Some(answer) = G::perfect_move(self, time_ms * 0.75, clock) {
                return Some(answer);
            }
            time_ms = (time_ms - (clock() - t0)).max(time_ms / 4.0);
        }
        let mut bot = G::bot(level, seed);
        let mut ctx = SearchContext::new(Limits::time(time_ms), clock);
        let view = g.view(seat);
        let m = bot.choose(&view, &mut ctx)?;
        if !g.is_legal(&m) {
            // A bot bug must not become an illegal move on the board.
            return None;
        }
        Some(BotAnswer {
            mv: g.format_move(&m),
            score: ctx.thought.score,
            depth: ctx.thought.depth,
            nodes: ctx.nodes,
            ms: ctx.elapsed_ms(),
        })
    }
    fn analyze(&self, time_ms: f64, clock: fn() -> f64) -> Option<serde_json::Value> {
        G::analyze(self, time_ms, clock)
    }
    fn default_time_ms(&self, level: Level) -> f64 {
        G::default_time_ms(level)
    }
}

/// A game the registry offers.
#[derive(Debug, Clone, Copy, serde::Serialize)]
pub struct GameInfo {
    /// The id used in links and records.
    pub id: &'static str,
    /// The family (crate) it belongs to, which also names its board renderer.
    pub family: &'static str,
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
}

/// Every playable game, in the order of the game list.
pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: "fyra-i-rad",
        family: "connect",
        min_seats: 2,
        max_seats: 2,
    },
    GameInfo {
        id: "fem-i-rad",
        family: "connect",
        min_seats: 2,
        max_seats: 2,
    },
    GameInfo {
        id: "dam",
        family: "dam",
        min_seats: 2,
        max_seats: 2,
    },
    GameInfo {
        id: "backgammon",
        family: "backgammon",
        min_seats: 2,
        max_seats: 2,
    },
    GameInfo {
        id: "farg-och-form",
        family: "farg-och-form",
        min_seats: 2,
        max_seats: 4,
    },
];

fn start<G: Entry>(id: &str, settings: &str, seed: u64) -> Result<Box<dyn Session>, String> {
    let base = G::default_settings(id).ok_or_else(|| format!("unknown game '{id}'"))?;
    let s = if settings.trim().is_empty() {
        base
    } else {
        merge_settings::<G>(&base, settings).map_err(|e| e.to_string())?
    };
    Ok(Box::new(Replay::<G>::new(s, seed)))
}

fn reopen<G: Entry>(text: &str) -> Result<Box<dyn Session>, RecordError> {
    let rec = Record::parse_for::<G>(text)?;
    Ok(Box::new(Replay::<G>::from_record(&rec)?))
}

/// Dispatches on the game id to the family that plays it.
macro_rules! by_family {
    ($id:expr, $f:ident ( $($arg:expr),* ), $err:expr) => {{
        let id: &str = $id;
        if <spelbord_connect::Connect as Game>::IDS.contains(&id) {
            $f::<spelbord_connect::Connect>($($arg),*)
        } else if <spelbord_dam::Dam as Game>::IDS.contains(&id) {
            $f::<spelbord_dam::Dam>($($arg),*)
        } else if <spelbord_backgammon::Backgammon as Game>::IDS.contains(&id) {
            $f::<spelbord_backgammon::Backgammon>($($arg),*)
        } else if <spelbord_farg_och_form::FargOchForm as Game>::IDS.contains(&id) {
            $f::<spelbord_farg_och_form::FargOchForm>($($arg),*)
        } else {
            Err($err)
        }
    }};
}

/// A new game `id` with settings given as a query string over its defaults.
pub fn new_session(id: &str, settings: &str, seed: u64) -> Result<Box<dyn Session>, String> {
    by_family!(
        id,
        start(id, settings, seed),
        format!("unknown game '{id}'")
    )
}

/// Reopens a game from its record text (as carried by a link).
pub fn open_record(text: &str) -> Result<Box<dyn Session>, RecordError> {
    let id = Record::peek_game(text)?;
    by_family!(
        id,
        reopen(text),
        RecordError::new(format!("unknown game '{id}'"))
    )
}
