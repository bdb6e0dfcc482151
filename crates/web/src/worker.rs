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
        let reply = match serde_wasm_bindgen::from_value::<Request>(ev.data()) {
            Ok(req) => answer(&req),
            Err(e) => Reply {
                id: 0,
                error: Some(format!("bad request: {e}")),
                answer: None,
            },
        };
        let ser = serde_wasm_bindgen::Serializer::json_compatible();
        if let Ok(v) = serde::Serialize::serialize(&reply, &ser) {
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
}

/// The worker's answer.
#[derive(serde::Serialize)]
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub struct Reply {
    pub id: u32,
    pub error: Option<String>,
    pub answer: Option<spelbord_games::BotAnswer>,
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

/// Answers one request (pure, so it is tested natively too).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn answer(req: &Request) -> Reply {
    let session = match spelbord_games::open_record(&req.record) {
        Ok(s) => s,
        Err(e) => {
            return Reply {
                id: req.id,
                error: Some(e.to_string()),
                answer: None,
            }
        }
    };
    let level = spelbord_ai::Level::from_number(req.level);
    let time = req.time_ms.unwrap_or(1000.0).clamp(10.0, 30_000.0);
    let seed = req.seed.unwrap_or(0.0) as u64;
    match session.bot_move(level, seed, time, now_ms) {
        Some(a) => Reply {
            id: req.id,
            error: None,
            answer: Some(a),
        },
        None => Reply {
            id: req.id,
            error: Some("no move to make".into()),
            answer: None,
        },
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
        let r = ask("fyra-i-rad|||1 1 1 1 1 1 1", 3);
        assert!(r.error.expect("an error").contains("move 7"));
        let r = ask("no-such-game|||", 3);
        assert!(r.error.is_some());
        let r = ask("fyra-i-rad|||1 2 1 2 1 2 1", 3);
        assert_eq!(r.error.as_deref(), Some("no move to make"));
    }
}
