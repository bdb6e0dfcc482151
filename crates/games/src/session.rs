use serde::Serialize;
use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::{
    settings_for, MoveError, Outcome, Problem, Record, RecordError, RecordProblem, Replay, Seat,
    ToAct,
};
use spelbord_family::{BotAnswer, ExportMeta, Family, Format, Words};

/// A typed value on its way to the page (serde straight to a JS object) or the terminal.
pub type Typed<'a> = Box<dyn erased_serde::Serialize + 'a>;

/// Who acts, as the page reads it: a seat number, `"chance"`, or nothing when over.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Turn {
    /// A seat is to move.
    Seat(Seat),
    /// A chance event is due.
    Chance(&'static str),
}

/// How a finished game ended, with why.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult<'a, E> {
    /// The outcome.
    pub outcome: &'a Outcome,
    /// The seats that won (several on a shared win, none on a draw).
    pub winners: Vec<Seat>,
    /// Why the game ended (the family's reason, by name).
    pub reason: Option<E>,
}

/// One game in progress, of any family, spoken to in notation and typed views.
pub trait Session: Send {
    /// The game id.
    fn id(&self) -> &'static str;
    /// The family name.
    fn family(&self) -> &'static str;
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
    fn play(&mut self, mv: &str) -> Result<(), MoveError>;
    /// Enters a chance outcome by hand (dice thrown at the table).
    fn play_chance(&mut self, c: &str) -> Result<(), MoveError>;
    /// Whether chance outcomes wait to be entered by hand.
    fn manual_chance(&self) -> bool;
    /// The moves so far in notation.
    fn moves(&self) -> Vec<String>;
    /// The settings as a query string (empty for the defaults).
    fn settings(&self) -> String;
    /// The record text.
    fn record(&self) -> String;
    /// The record text of the game's first `ply` moves.
    fn record_at(&self, ply: usize) -> String;
    /// Legal moves after `ply` moves, in notation.
    fn legal(&self, ply: usize) -> Vec<String>;
    /// Who acts after `ply` moves.
    fn to_act(&self, ply: usize) -> ToAct;
    /// What the page draws after `ply` moves, as seen by `seat` (hidden information).
    fn state(&self, ply: usize, seat: Option<Seat>) -> Typed<'_>;
    /// Partial moves after `ply` moves: the legal next steps after the chosen ones,
    /// read from `chosen` (a list of the family's steps).
    fn steps(
        &self,
        ply: usize,
        chosen: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<Typed<'static>, Problem>;
    /// A plain-text board for the terminal.
    fn ascii(&self, ply: usize) -> String;
    /// Move `j` (0-based) in words for people, where the family has them.
    fn move_words(&self, j: usize) -> Option<Words>;
    /// A move not yet played (a hint, the computer's suggestion) in words, as it would
    /// be said after `ply` moves; `None` where the family has none or `mv` is not a move.
    fn words_for(&self, ply: usize, mv: &str) -> Option<Words>;
    /// The position after `ply` moves in words, as `seat` may see it.
    fn position_words(&self, ply: usize, seat: Option<Seat>) -> Vec<Words>;
    /// Move paths of `depth` moves from the current position.
    fn perft(&self, depth: u32) -> u64;
    /// [`Session::perft`] reporting `(leaves, share done)` to `watch` as it goes, stopped
    /// (`None`) when `watch` answers `false` (a node or time limit).
    fn perft_watch(&self, depth: u32, watch: &mut dyn FnMut(u64, f64) -> bool) -> Option<u64>;
    /// Asks a computer player of `level` for a move in the current position.
    fn bot_move(
        &self,
        level: Level,
        seed: u64,
        time_ms: f64,
        clock: fn() -> f64,
    ) -> Option<BotAnswer>;
    /// Exact values of the moves now, where the family has a solver.
    fn analyze(&self, time_ms: f64, clock: fn() -> f64) -> Option<Typed<'static>>;
    /// The thinking time of a level in this game, in milliseconds.
    fn default_time_ms(&self, level: Level) -> f64;
    /// The game in file format `format`.
    fn export(&self, format: &str, meta: &ExportMeta) -> Result<String, Problem>;
    /// The data file the engine needs before it thinks in the position now, if any, and
    /// whether it can do without it (see [`Family::engine_data_wanted`]).
    fn engine_data_missing(&self) -> Option<(&'static str, bool)>;
}

fn record_text<G: Family>(r: &Replay<G>) -> String {
    r.record().to_text(G::RECORD_SEPARATOR)
}

impl<G: Family> Session for Replay<G> {
    fn id(&self) -> &'static str {
        self.current().id()
    }
    fn family(&self) -> &'static str {
        G::FAMILY
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
    fn play(&mut self, mv: &str) -> Result<(), MoveError> {
        self.play_text(mv)
    }
    fn play_chance(&mut self, c: &str) -> Result<(), MoveError> {
        self.play_chance_text(c)
    }
    fn manual_chance(&self) -> bool {
        self.manual_chance
    }
    fn moves(&self) -> Vec<String> {
        Replay::moves(self)
    }
    fn settings(&self) -> String {
        Replay::record(self).settings
    }
    fn record(&self) -> String {
        record_text(self)
    }
    fn record_at(&self, ply: usize) -> String {
        let mut r = self.clone();
        r.truncate(ply);
        record_text(&r)
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
    fn state(&self, ply: usize, seat: Option<Seat>) -> Typed<'_> {
        let g = self.position(ply);
        let (to_act, result) = match g.to_act() {
            ToAct::Seat(s) => (Some(Turn::Seat(s)), None),
            ToAct::Chance => (Some(Turn::Chance("chance")), None),
            ToAct::Over(_) => (None, Some(())),
        };
        // The outcome borrows from a value that must outlive the state: keep it owned.
        Box::new(OwnedState {
            family: G::FAMILY,
            board: g.board_view(seat),
            to_act,
            over: result.and_then(|_| g.outcome()).map(|o| {
                let winners = o.winners();
                (o, winners, g.end_reason())
            }),
            // The legal moves would show a hidden hand to other eyes.
            legal: if G::HIDDEN_INFORMATION && seat != g.seat_to_move() {
                Vec::new()
            } else {
                self.legal(ply)
            },
            ply: ply.min(Replay::len(self)),
        })
    }
    fn steps(
        &self,
        ply: usize,
        chosen: &mut dyn erased_serde::Deserializer<'_>,
    ) -> Result<Typed<'static>, Problem> {
        // The page sends the steps it was given: a failure is the page's fault, and the
        // serde detail (English, for the console) stays in the message only.
        let chosen: Vec<G::Step> = erased_serde::deserialize(chosen).map_err(|e| {
            Problem::new("badSteps", vec![], format!("the steps cannot be read: {e}"))
        })?;
        Ok(Box::new(self.position(ply).steps(&chosen)))
    }
    fn ascii(&self, ply: usize) -> String {
        self.position(ply).ascii()
    }
    fn move_words(&self, j: usize) -> Option<Words> {
        let token = Replay::moves(self).into_iter().nth(j)?;
        let g = self.position(j);
        let m = g.parse_move(&token).ok()?;
        g.move_words(&m)
    }
    fn words_for(&self, ply: usize, mv: &str) -> Option<Words> {
        let g = self.position(ply);
        let m = g.parse_move(mv).ok()?;
        // Words for a move the position does not allow would describe something that
        // cannot happen.
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if !legal.contains(&m) {
            return None;
        }
        g.move_words(&m)
    }
    fn position_words(&self, ply: usize, seat: Option<Seat>) -> Vec<Words> {
        self.position(ply).position_words(seat)
    }
    fn perft(&self, depth: u32) -> u64 {
        spelbord_core::perft(self.current(), depth)
    }
    fn perft_watch(&self, depth: u32, watch: &mut dyn FnMut(u64, f64) -> bool) -> Option<u64> {
        spelbord_core::perft_with(self.current(), depth, watch)
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
    fn analyze(&self, time_ms: f64, clock: fn() -> f64) -> Option<Typed<'static>> {
        G::analyze(self, time_ms, clock).map(|a| Box::new(a) as Typed<'static>)
    }
    fn default_time_ms(&self, level: Level) -> f64 {
        G::default_time_ms(level)
    }
    fn export(&self, format: &str, meta: &ExportMeta) -> Result<String, Problem> {
        G::export(self, format, meta)
    }
    fn engine_data_missing(&self) -> Option<(&'static str, bool)> {
        let file = G::engine_data()?;
        (!G::engine_data_ready() && self.current().engine_data_wanted())
            .then_some((file, G::engine_data_optional()))
    }
}

/// Everything the page draws for one position: the family's typed board view (its
/// fields at the top level), with who acts, the result, the legal moves and the ply.
#[derive(Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
#[serde(bound(serialize = "V: Serialize, E: Serialize"))]
pub struct OwnedState<V, E> {
    family: &'static str,
    #[serde(flatten)]
    board: V,
    to_act: Option<Turn>,
    // The page reads what `ser_result` writes.
    #[serde(rename = "result", serialize_with = "ser_result")]
    #[cfg_attr(feature = "ts", ts(as = "Option<GameResult<'static, E>>"))]
    over: Option<(Outcome, Vec<Seat>, Option<E>)>,
    legal: Vec<String>,
    ply: usize,
}

fn ser_result<S: serde::Serializer, E: Serialize>(
    v: &Option<(Outcome, Vec<Seat>, Option<E>)>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match v {
        None => s.serialize_none(),
        Some((outcome, winners, reason)) => GameResult {
            outcome,
            winners: winners.clone(),
            reason: reason.as_ref(),
        }
        .serialize(s),
    }
}

/// A family's named measurement (see `Family::measure`).
pub type Measure = fn(&str, &[f64], fn() -> f64) -> Option<spelbord_family::Rows>;

/// A game opened from some text, or why not.
pub type Opened<E> = Result<Box<dyn Session>, E>;

/// What the registry knows of one family, without a game in progress.
pub struct FamilyEntry {
    /// The family name.
    pub name: &'static str,
    /// Its games.
    pub games: &'static [spelbord_family::GameInfo],
    /// Whether it can ask for chance outcomes by hand.
    pub hand_chance: bool,
    /// Whether it has an exact analysis.
    pub analysis: bool,
    /// Its file formats.
    pub formats: fn() -> &'static [Format],
    /// The settings dialog of a game.
    pub fields: fn(&str) -> Vec<spelbord_family::Field>,
    /// The default settings of a game as query pairs.
    pub defaults: fn(&str) -> Vec<(String, String)>,
    /// A new game from settings over the defaults.
    pub start: fn(&str, &str, u64, bool) -> Opened<RecordError>,
    /// A game from its record text.
    pub reopen: fn(&str, bool) -> Opened<RecordError>,
    /// A game from a file in one of its formats.
    pub import: fn(&str, &str) -> Opened<Problem>,
    /// A game from the family's position notation, if it has one.
    pub open_position: fn(&str) -> Option<Opened<Problem>>,
    /// The preview moves of a game.
    pub preview_moves: fn(&str) -> &'static [&'static str],
    /// The data file its engine loads at run time in the browser, if any.
    pub engine_data: fn() -> Option<&'static str>,
    /// Whether that data is in place.
    pub engine_data_ready: fn() -> bool,
    /// Installs that data from the file's bytes.
    pub install_engine_data: fn(&[u8]) -> Result<(), Problem>,
    /// The family's speed figures.
    pub bench: fn(fn() -> f64) -> spelbord_family::Figures,
    /// Runs the shared test suite (`check_game`) on every game of the family with its
    /// default settings; panics on a failure.
    pub check: fn(&spelbord_core::testing::SuiteOptions),
    /// The family's named measurements.
    pub measure: Measure,
}

/// The registry entry of family `G`.
pub fn entry<G: Family>() -> FamilyEntry {
    FamilyEntry {
        name: G::FAMILY,
        games: G::GAMES,
        hand_chance: G::HAND_CHANCE,
        analysis: G::ANALYSIS,
        formats: G::formats,
        fields: G::fields,
        defaults: |id| {
            G::default_settings(id)
                .map(|s| spelbord_family::settings_pairs::<G>(&s))
                .unwrap_or_default()
        },
        start: start::<G>,
        reopen: reopen::<G>,
        import: |format, text| G::import(format, text).map(|r| Box::new(r) as Box<dyn Session>),
        open_position: |text| {
            G::open_position(text).map(|r| r.map(|r| Box::new(r) as Box<dyn Session>))
        },
        preview_moves: G::preview_moves,
        engine_data: G::engine_data,
        engine_data_ready: G::engine_data_ready,
        install_engine_data: G::install_engine_data,
        bench: G::bench,
        measure: G::measure,
        check: |opts| {
            for g in G::GAMES {
                if let Some(s) = G::default_settings(g.id) {
                    spelbord_core::testing::check_game::<G>(s, opts);
                }
            }
        },
    }
}

fn start<G: Family>(
    id: &str,
    settings: &str,
    seed: u64,
    manual_chance: bool,
) -> Opened<RecordError> {
    let s = settings_for::<G>(id, settings)?;
    let r = Replay::<G>::try_new(s, seed, manual_chance && G::HAND_CHANCE)?;
    if r.current().id() != id {
        return Err(RecordError::new(RecordProblem::WrongGame { id: id.into() }));
    }
    Ok(Box::new(r))
}

fn reopen<G: Family>(text: &str, manual_chance: bool) -> Opened<RecordError> {
    let rec = Record::parse_for::<G>(text)?;
    let manual = (manual_chance && G::HAND_CHANCE) || rec.moves.iter().any(|t| t.starts_with('!'));
    Ok(Box::new(Replay::<G>::from_record_with(&rec, manual)?))
}
