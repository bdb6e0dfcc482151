//! The page's side of the module: a [`Table`] holds a game in progress behind an opaque
//! handle (Game-of-Life style); typed views cross to the page as plain JS objects
//! (serde-wasm-bindgen), moves as notation, and errors as kinds with arguments.

use spelbord_core::{MoveError, Problem, RecordError, Seat};
use spelbord_family::ExportMeta;
use spelbord_games::{new_session, reopen_record, Session, Typed};
use wasm_bindgen::prelude::*;

/// An error for the page: a JS `Error` whose message is English, with `key` (the kind,
/// `err.<key>` in the page's strings) and `args` (named arguments) to word it in the
/// player's language, and `reason` (a problem of its own, worded into `{reason}`) where
/// the kind has one.
pub fn js_problem(p: &Problem) -> JsValue {
    let e = js_sys::Error::new(&p.message);
    let args = js_sys::Object::new();
    for (k, v) in &p.args {
        let _ = js_sys::Reflect::set(&args, &JsValue::from_str(k), &JsValue::from_str(v));
    }
    let _ = js_sys::Reflect::set(&e, &"key".into(), &JsValue::from_str(p.key));
    let _ = js_sys::Reflect::set(&e, &"args".into(), &args);
    if let Some(r) = &p.reason {
        let _ = js_sys::Reflect::set(&e, &"reason".into(), &js_problem(r));
    }
    e.into()
}

fn record_err(e: RecordError) -> JsValue {
    js_problem(&e.problem())
}

fn move_err(e: MoveError) -> JsValue {
    js_problem(&e.problem())
}

/// `v` as plain JavaScript objects and arrays (not `Map`s), as the page reads them.
pub fn to_js(v: &dyn erased_serde::Serialize) -> Result<JsValue, JsValue> {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    erased_serde::serialize(v, &ser).map_err(|e| JsValue::from(js_sys::Error::new(&e.to_string())))
}

fn typed(v: Typed<'_>) -> Result<JsValue, JsValue> {
    to_js(&*v)
}

fn seed_of(hex: &str) -> Result<u64, JsValue> {
    u64::from_str_radix(hex.trim(), 16).map_err(|_| {
        js_problem(&Problem::new(
            "badSeed",
            vec![("text", hex.to_string())],
            format!("the seed '{hex}' is not a hexadecimal number"),
        ))
    })
}

/// A game in progress, owned by Rust.
#[wasm_bindgen]
pub struct Table {
    pub(crate) s: Box<dyn Session>,
}

#[wasm_bindgen]
impl Table {
    /// A new game `id` with settings as a query string over the defaults and a hex seed;
    /// with `manual_chance` the dice are thrown at the table and entered by hand.
    #[wasm_bindgen(constructor)]
    pub fn new(
        id: &str,
        settings: &str,
        seed_hex: &str,
        manual_chance: Option<bool>,
    ) -> Result<Table, JsValue> {
        let s = new_session(
            id,
            settings,
            seed_of(seed_hex)?,
            manual_chance.unwrap_or(false),
        )
        .map_err(record_err)?;
        Ok(Table { s })
    }

    /// Reopens a game from its record text; the error names the problem. With
    /// `manual_chance`, chance events wait to be entered by hand.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str, manual_chance: Option<bool>) -> Result<Table, JsValue> {
        let s = reopen_record(text, manual_chance.unwrap_or(false)).map_err(record_err)?;
        Ok(Table { s })
    }

    /// Opens a game of `id` from a file (or pasted text) in one of its formats.
    #[wasm_bindgen(js_name = fromFile)]
    pub fn from_file(id: &str, format: &str, text: &str) -> Result<Table, JsValue> {
        let s = spelbord_games::import(id, format, text).map_err(|p| js_problem(&p))?;
        Ok(Table { s })
    }

    /// Opens a game of `id` at a position in the family's own notation (a FEN, a GNU
    /// Backgammon Position ID).
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(id: &str, text: &str) -> Result<Table, JsValue> {
        let f = spelbord_games::family_of(id).ok_or_else(|| {
            js_problem(&Problem::new(
                "unknownGame",
                vec![("id", id.to_string())],
                format!("unknown game '{id}'"),
            ))
        })?;
        match (f.open_position)(text) {
            Some(Ok(s)) => Ok(Table { s }),
            Some(Err(p)) => Err(js_problem(&p)),
            None => Err(js_problem(&Problem::new(
                "noPosition",
                vec![("text", text.trim().to_string())],
                format!("'{}' is no position of this game", text.trim()),
            ))),
        }
    }

    /// The game id.
    pub fn id(&self) -> String {
        self.s.id().to_string()
    }

    /// The family (its folder under `www/games/`).
    pub fn family(&self) -> String {
        self.s.family().to_string()
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

    /// Whether chance outcomes wait to be entered by hand.
    #[wasm_bindgen(js_name = manualChance)]
    pub fn manual_chance(&self) -> bool {
        self.s.manual_chance()
    }

    /// The settings as a query string (empty for the defaults).
    pub fn settings(&self) -> String {
        self.s.settings()
    }

    /// Plays a move in notation; on error nothing changes and the error says why.
    pub fn play(&mut self, mv: &str) -> Result<(), JsValue> {
        self.s.play(mv).map_err(move_err)
    }

    /// Enters a chance outcome (dice thrown at the table).
    #[wasm_bindgen(js_name = playChance)]
    pub fn play_chance(&mut self, c: &str) -> Result<(), JsValue> {
        self.s.play_chance(c).map_err(move_err)
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

    /// Everything the page draws after `ply` moves, as seen by `seat`: the family's
    /// board view with who acts, the result (and why), the legal moves and the ply.
    pub fn state(&self, ply: usize, seat: Option<Seat>) -> Result<JsValue, JsValue> {
        typed(self.s.state(ply, seat))
    }

    /// Partial moves after `ply` moves: given the steps chosen so far (a list of the
    /// family's steps), `{next, complete, view}`.
    pub fn steps(&self, ply: usize, chosen: JsValue) -> Result<JsValue, JsValue> {
        let de = serde_wasm_bindgen::Deserializer::from(chosen);
        let mut erased = <dyn erased_serde::Deserializer>::erase(de);
        let steps = self.s.steps(ply, &mut erased).map_err(|p| js_problem(&p))?;
        typed(steps)
    }

    /// Move `j` (0-based) in words: `{key, args}` for the page to word in the player's
    /// language, or `null` where the family has none (the page shows the notation).
    #[wasm_bindgen(js_name = moveWords)]
    pub fn move_words(&self, j: usize) -> Result<JsValue, JsValue> {
        to_js(&self.s.move_words(j))
    }

    /// A move `mv` not yet played after `ply` moves (the hint) in words: `{key, args}`,
    /// or `null` where the family has none or `mv` is not legal there.
    #[wasm_bindgen(js_name = wordsFor)]
    pub fn words_for(&self, ply: usize, mv: &str) -> Result<JsValue, JsValue> {
        to_js(&self.s.words_for(ply, mv))
    }

    /// The position after `ply` moves in words, as `seat` may see it: a list of `{key, args}`.
    #[wasm_bindgen(js_name = positionWords)]
    pub fn position_words(&self, ply: usize, seat: Option<Seat>) -> Result<JsValue, JsValue> {
        to_js(&self.s.position_words(ply, seat))
    }

    /// The game as a file in `format`, with `{names: [...], date: 'YYYY-MM-DD'}`.
    #[wasm_bindgen(js_name = exportAs)]
    pub fn export_as(&self, format: &str, meta: JsValue) -> Result<String, JsValue> {
        let meta: ExportMeta = serde_wasm_bindgen::from_value(meta).unwrap_or_default();
        self.s.export(format, &meta).map_err(|p| js_problem(&p))
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

/// The speed figures of `cargo xtask bench` for this module's family, measured here in
/// WebAssembly.
#[wasm_bindgen]
pub fn benchmark() -> Result<JsValue, JsValue> {
    let res = spelbord_games::bench::run(precise_now);
    to_js(&res)
}

/// A named measurement of this module's family (see `Family::measure`): rows of named
/// numbers, or `null`.
#[wasm_bindgen]
pub fn measure(name: &str, args: Vec<f64>) -> Result<JsValue, JsValue> {
    let rows: Option<Vec<std::collections::BTreeMap<&str, f64>>> = spelbord_games::families()
        .iter()
        .find_map(|f| (f.measure)(name, &args, precise_now))
        .map(|rows| rows.into_iter().map(|r| r.into_iter().collect()).collect());
    to_js(&rows)
}

/// A high-resolution clock in milliseconds (`performance.now()` where there is one).
pub(crate) fn precise_now() -> f64 {
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
