//! The computer player's side of the module: when loaded in a Web Worker it answers
//! move requests, so the page never blocks while a bot thinks. Cancelling is the page's
//! job: it terminates the worker and starts a fresh one (a worker cannot be interrupted
//! mid-computation without shared memory, which static hosting cannot enable).

#[cfg(target_arch = "wasm32")]
pub fn start_if_worker() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let data = ev.data();
        // The bytes of an engine data file the page fetched after a `needData` answer.
        let bytes = js_sys::Reflect::get(&data, &JsValue::from_str("data"))
            .ok()
            .and_then(|b| b.dyn_into::<js_sys::Uint8Array>().ok());
        let reply = match (bytes, serde_wasm_bindgen::from_value::<Request>(data)) {
            (Some(bytes), Ok(req)) => install(&req, &bytes.to_vec()),
            (None, Ok(req)) => answer(&req),
            (_, Err(e)) => Reply {
                id: 0,
                // The page's own message, not a person's input: the serde detail
                // (English, for the console) stays in the message only.
                error: Some(spelbord_core::Problem::new(
                    "badRequest",
                    vec![],
                    format!("bad request: {e}"),
                )),
                answer: None,
                analysis: None,
            },
        };
        if let Ok(v) = crate::table::to_js(&reply) {
            let _ = reply_scope.post_message(&v);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent before `onmessage` was set are lost: the page waits for this.
    let _ = scope.post_message(&JsValue::from_str("ready"));
}

/// A move request from the page.
#[derive(serde::Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub struct Request {
    pub id: u32,
    pub record: String,
    pub level: u8,
    #[serde(rename = "timeMs")]
    pub time_ms: Option<f64>,
    pub seed: Option<f64>,
    /// `"move"` (the default) or `"analyze"` (exact values of every move).
    pub kind: Option<String>,
}

/// The worker's answer: a move, an analysis, or an error as a kind with arguments.
#[derive(serde::Serialize)]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub struct Reply {
    pub id: u32,
    pub error: Option<spelbord_core::Problem>,
    pub answer: Option<spelbord_games::BotAnswer>,
    pub analysis: Option<spelbord_games::Typed<'static>>,
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        spelbord_ai::native_clock()
    }
}

/// Installs an engine data file for the game of `req.record` (a request with `data`).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn install(req: &Request, bytes: &[u8]) -> Reply {
    let error = spelbord_core::Record::peek_game(&req.record)
        .map_err(|e| e.problem())
        .and_then(|id| spelbord_games::install_engine_data(id, bytes))
        .err();
    Reply {
        id: req.id,
        error,
        answer: None,
        analysis: None,
    }
}

/// Answers one request (pure, so it is tested natively too).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn answer(req: &Request) -> Reply {
    let fail = |e: spelbord_core::Problem| Reply {
        id: req.id,
        error: Some(e),
        answer: None,
        analysis: None,
    };
    let session = match spelbord_games::open_record(&req.record) {
        Ok(s) => s,
        Err(e) => return fail(e.problem()),
    };
    // The page fetches the file, sends it and asks again.
    // An optional file the page could not fetch is installed as no bytes: the family
    // then plays without it.
    if let Some((file, optional)) = session.engine_data_missing() {
        let mut args = vec![("file", file.to_string())];
        if optional {
            args.push(("optional", "1".to_string()));
        }
        return fail(spelbord_core::Problem::new(
            "needData",
            args,
            format!("the engine needs data/{file}"),
        ));
    }
    let level = spelbord_ai::Level::from_number(req.level);
    let time = req
        .time_ms
        .unwrap_or_else(|| session.default_time_ms(level))
        .clamp(10.0, 30_000.0);
    if req.kind.as_deref() == Some("analyze") {
        return match session.analyze(time, now_ms) {
            Some(a) => Reply {
                id: req.id,
                error: None,
                answer: None,
                analysis: Some(a),
            },
            None => fail(spelbord_core::Problem::new(
                "noAnalysis",
                vec![],
                "no exact analysis for this position",
            )),
        };
    }
    let seed = req.seed.unwrap_or(0.0) as u64;
    match session.bot_move(level, seed, time, now_ms) {
        Some(a) => Reply {
            id: req.id,
            error: None,
            answer: Some(a),
            analysis: None,
        },
        None => fail(spelbord_core::Problem::new(
            "noMove",
            vec![],
            "no move to make",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(record: &str, level: u8) -> Reply {
        answer(&Request {
            id: 7,
            record: record.into(),
            level,
            time_ms: Some(200.0),
            seed: Some(1.0),
            kind: None,
        })
    }

    #[test]
    fn answers_a_legal_move_and_takes_a_win() {
        // Red has three in the bottom row (columns 1-3) and must complete four in column 4.
        let r = ask("fyra-i-rad|||1 1 2 2 3 3", 1);
        assert_eq!(r.id, 7);
        assert_eq!(r.answer.expect("a move").mv, "4");
    }

    #[test]
    fn bad_requests_get_messages() {
        let e = ask("fyra-i-rad|||1 1 1 1 1 1 1", 3)
            .error
            .expect("an error");
        assert_eq!(e.key, "connect.full");
        assert_eq!(
            e.arg("move"),
            Some("7"),
            "the move number travels as an argument"
        );
        assert!(e.message.contains("move 7"), "{}", e.message);
        let e = ask("no-such-game|||", 3).error.expect("an error");
        assert_eq!((e.key, e.arg("id")), ("unknownGame", Some("no-such-game")));
        let e = ask("fyra-i-rad|||1 2 1 2 1 2 1", 3)
            .error
            .expect("an error");
        assert_eq!(e.key, "noMove");
    }

    #[test]
    fn analysis_gives_exact_column_values() {
        let analyze = |moves: &str| {
            let req = Request {
                id: 1,
                record: format!("fyra-i-rad|||{moves}"),
                level: 5,
                time_ms: Some(20_000.0),
                seed: None,
                kind: Some("analyze".into()),
            };
            let a = answer(&req).analysis.expect("an analysis");
            // What the page receives: the analysis as plain data.
            serde_json::to_value(&*a).expect("serializable")
        };
        // Late in a game: every open column gets an exact value, and the position's value
        // is the best of them.
        let a = analyze("656173566152215676422337377473");
        let cols = a["columns"].as_array().expect("columns");
        let best = cols.iter().filter_map(|c| c["score"].as_i64()).max();
        assert_eq!(a["score"].as_i64(), best);
        for c in cols.iter().filter(|c| !c.is_null()) {
            let s = c["score"].as_i64().expect("a score");
            let kind = c["kind"].as_str().expect("a kind");
            assert_eq!(
                kind,
                if s > 0 {
                    "win"
                } else if s < 0 {
                    "loss"
                } else {
                    "draw"
                }
            );
            if s != 0 {
                assert!(c["in"].as_i64().expect("moves to the end") >= 1);
            }
        }
    }

    #[test]
    fn engine_data_is_checked_and_natively_never_needed() {
        let req = |record: &str| Request {
            id: 3,
            record: record.into(),
            level: 5,
            time_ms: Some(50.0),
            seed: Some(1.0),
            kind: None,
        };
        // Natively the nets are built in: the worker never asks for the file.
        let r = answer(&req("backgammon|||"));
        assert!(r.error.is_none(), "{:?}", r.error.map(|e| e.message));
        // A file that is not this build's nets is refused with a kind the page words.
        let e = install(&req("backgammon|||"), b"not the nets")
            .error
            .expect("refused");
        assert_eq!(
            (e.key, e.arg("file")),
            ("engineData", Some("backgammon-nets.bin"))
        );
        let nets = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../backgammon-engine/data/weights.bin"
        ))
        .unwrap();
        assert!(install(&req("backgammon|||"), &nets).error.is_none());
        // A family without a data file takes any bytes as nothing to do; a bad record is refused.
        assert!(install(&req("kvarn|||"), b"x").error.is_none());
        assert!(install(&req("no-such-game|||"), &nets).error.is_some());
    }

    #[test]
    fn dam_asks_for_its_database_only_late_and_can_do_without_it() {
        let req = |record: &str| Request {
            id: 4,
            record: record.into(),
            level: 5,
            time_ms: Some(50.0),
            seed: Some(1.0),
            kind: None,
        };
        // Three kings against two: few enough pieces to want the 4-piece database.
        let late = "dam|fen=B%3AWK18%2CK27%3ABK1%2CK5%2CK14||";
        // From the start (24 pieces) the engine plays without asking.
        let r = answer(&req("dam|||"));
        assert!(r.error.is_none(), "{:?}", r.error.map(|e| e.message));
        // Ten pieces is the threshold: eleven do not ask.
        let eleven = "dam|fen=B%3AW21%2C22%2C23%2C24%2C25%3AB1%2C2%2C3%2C4%2C5%2C6||";
        assert!(answer(&req(eleven)).error.is_none());
        let e = answer(&req(late)).error.expect("asks for the file");
        assert_eq!(
            (e.key, e.arg("file"), e.arg("optional")),
            ("needData", Some("dam-endgame4.bin.gz"), Some("1"))
        );
        // A file that is not the database is refused, and it still asks.
        let e = install(&req(late), b"SPDAMEG1garbage")
            .error
            .expect("refused");
        assert_eq!(
            (e.key, e.arg("file")),
            ("engineData", Some("dam-endgame4.bin.gz"))
        );
        assert!(answer(&req(late)).error.is_some());
        // The shipped file, unpacked as the page does, is taken; then the engine answers.
        let out = std::process::Command::new("gzip")
            .arg("-dc")
            .arg(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../dam/data/endgame4.bin.gz"
            ))
            .output()
            .expect("gzip runs");
        assert!(out.status.success());
        let r = install(&req(late), &out.stdout);
        assert!(r.error.is_none(), "{:?}", r.error.map(|e| e.message));
        let r = answer(&req(late));
        assert!(r.error.is_none(), "{:?}", r.error.map(|e| e.message));
        assert!(r.answer.is_some());
    }
}
