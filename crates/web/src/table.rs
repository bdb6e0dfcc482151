use spelbord_games::{new_session, open_record, Session, GAMES};
use wasm_bindgen::prelude::*;

/// A game in progress, owned by Rust; the page talks to it in notation.
#[wasm_bindgen]
pub struct Table {
    pub(crate) s: Box<dyn Session>,
}

fn js_err(msg: impl std::fmt::Display) -> JsError {
    JsError::new(&msg.to_string())
}

#[wasm_bindgen]
impl Table {
    /// A new game `id` with settings as a query string over the defaults and a hex seed.
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, settings: &str, seed_hex: &str) -> Result<Table, JsError> {
        let seed = u64::from_str_radix(seed_hex.trim(), 16).map_err(|_| js_err("bad seed"))?;
        Ok(Table {
            s: new_session(id, settings, seed).map_err(js_err)?,
        })
    }

    /// Reopens a game from its record text; the error names the problem.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<Table, JsError> {
        Ok(Table {
            s: open_record(text).map_err(js_err)?,
        })
    }

    /// The game id.
    pub fn id(&self) -> String {
        self.s.id().to_string()
    }

    /// Seats at the table.
    pub fn seats(&self) -> usize {
        self.s.seats()
    }

    /// Moves played.
    pub fn len(&self) -> usize {
        self.s.len()
    }

    /// Whether no move has been played.
    #[wasm_bindgen(js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        self.s.is_empty()
    }

    /// Plays a move in notation; on error nothing changes and the message says why.
    pub fn play(&mut self, mv: &str) -> Result<(), JsError> {
        self.s.play(mv).map_err(js_err)
    }

    /// Enters a chance outcome (dice thrown at the table).
    #[wasm_bindgen(js_name = playChance)]
    pub fn play_chance(&mut self, c: &str) -> Result<(), JsError> {
        self.s.play_chance(c).map_err(js_err)
    }

    /// Takes back to `n` moves.
    pub fn truncate(&mut self, n: usize) {
        self.s.truncate(n)
    }

    /// The moves in notation.
    pub fn moves(&self) -> Vec<String> {
        self.s.moves()
    }

    /// The record text (for the link and local storage).
    pub fn record(&self) -> String {
        self.s.record()
    }

    /// The record text of the first `ply` moves (to ask about an earlier position).
    #[wasm_bindgen(js_name = recordAt)]
    pub fn record_at(&self, ply: usize) -> String {
        self.s.record_at(ply)
    }

    /// Legal moves after `ply` moves.
    pub fn legal(&self, ply: usize) -> Vec<String> {
        self.s.legal(ply)
    }

    /// Everything the page needs to draw the position after `ply` moves: the board's
    /// own drawing data plus who acts, the outcome and the legal moves.
    pub fn state(&self, ply: usize, seat: Option<u8>) -> Result<JsValue, JsError> {
        let mut v = self.s.describe(ply, seat);
        let (to_act, outcome) = match self.s.to_act(ply) {
            spelbord_core::ToAct::Seat(s) => (serde_json::json!(s), serde_json::Value::Null),
            spelbord_core::ToAct::Chance => (serde_json::json!("chance"), serde_json::Value::Null),
            spelbord_core::ToAct::Over(o) => {
                let winners = o.winners();
                (
                    serde_json::Value::Null,
                    serde_json::json!({ "outcome": o, "winners": winners }),
                )
            }
        };
        if let Some(obj) = v.as_object_mut() {
            obj.insert("toAct".into(), to_act);
            obj.insert("result".into(), outcome);
            obj.insert("legal".into(), serde_json::json!(self.s.legal(ply)));
            obj.insert("ply".into(), serde_json::json!(ply.min(self.s.len())));
        }
        to_js(&v)
    }
}

/// A fresh seed for a new game, from the browser's secure random source, as hex.
#[wasm_bindgen(js_name = freshSeed)]
pub fn fresh_seed() -> String {
    let mut b = [0u8; 8];
    // Without a secure source we still need a game: fall back to the clock.
    if getrandom::fill(&mut b).is_err() {
        b = (js_sys::Date::now() as u64).to_le_bytes();
    }
    format!("{:x}", u64::from_le_bytes(b))
}

/// The games on offer, with their family (which names the board renderer).
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsError> {
    to_js(GAMES)
}

/// The speed figures of `cargo xtask bench`, measured here in WebAssembly.
#[wasm_bindgen]
pub fn benchmark() -> Result<JsValue, JsError> {
    let res = spelbord_games::bench::run(js_sys::Date::now);
    to_js(&res)
}

/// A high-resolution clock in milliseconds (`performance.now()` where there is one).
fn precise_now() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .ok()
            .and_then(|p| p.dyn_into::<web_sys::Performance>().ok());
        perf.map_or_else(js_sys::Date::now, |p| p.now())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        spelbord_ai::native_clock()
    }
}

/// The solver the two benchmarks time: a fresh one, as a worker starts with.
fn benchmark_solver(
    game: &str,
    books: bool,
) -> Result<
    (
        spelbord_connect_solver::Variant,
        spelbord_connect_solver::Solver,
    ),
    JsError,
> {
    let variant: spelbord_connect_solver::Variant = game.parse().map_err(js_err)?;
    let mut solver = spelbord_connect_solver::Solver::new();
    if books {
        solver.use_shipped_books();
    }
    Ok((variant, solver))
}

/// `v` as plain JavaScript objects and arrays (not `Map`s), as the page reads them.
fn to_js<T: serde::Serialize + ?Sized>(v: &T) -> Result<JsValue, JsError> {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    v.serialize(&ser).map_err(js_err)
}

/// The perfect-play solver's times on the fixed positions of `cargo xtask bench-solver`
/// (see `spelbord_connect_solver::bench`): `count` positions for each disc count in
/// `discs`, each search stopped after `limit` nodes; with the shipped opening books if
/// `books`. One record per position.
#[wasm_bindgen(js_name = solverBenchmark)]
pub fn solver_benchmark(
    game: &str,
    discs: Vec<u32>,
    count: u32,
    limit: f64,
    books: bool,
) -> Result<JsValue, JsError> {
    let (variant, mut solver) = benchmark_solver(game, books)?;
    let discs: Vec<usize> = discs.into_iter().map(|d| d as usize).collect();
    let rows = spelbord_connect_solver::bench::run(
        &mut solver,
        variant,
        &discs,
        count as usize,
        limit.max(1.0) as u64,
        precise_now,
    );
    let out: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({
                "discs": r.discs, "moves": r.moves, "score": r.score,
                "bestMs": r.best_ms, "analysisMs": r.analysis_ms, "nodes": r.nodes,
            })
        })
        .collect();
    to_js(&out)
}

/// The strongest level's time per move in games from the start against random replies
/// (see `spelbord_connect_solver::bench::lines`): one record per move of the level.
#[wasm_bindgen(js_name = solverLinesBenchmark)]
pub fn solver_lines_benchmark(
    game: &str,
    games: u32,
    limit: f64,
    books: bool,
) -> Result<JsValue, JsError> {
    let (variant, mut solver) = benchmark_solver(game, books)?;
    let rows = spelbord_connect_solver::bench::lines(
        &mut solver,
        variant,
        games.min(10_000) as usize,
        limit.max(1.0) as u64,
        precise_now,
    );
    let out: Vec<serde_json::Value> = rows
        .iter()
        .map(|r| serde_json::json!({ "discs": r.discs, "ms": r.ms, "nodes": r.nodes, "solved": r.solved }))
        .collect();
    to_js(&out)
}
