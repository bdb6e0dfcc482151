//! Backgammon's own doors into the module: building a turn step by step on the board
//! (the rules say which steps may follow and why one is refused), GNU Backgammon's
//! Position and Match IDs, `.mat` match files, and a table whose dice are thrown at the
//! table and entered by hand.

use crate::table::Table;
use serde_json::json;
use spelbord_backgammon::gnubg::{game_from_start, match_id, position_id};
use spelbord_backgammon::mat::{export_mat, import_mat};
use spelbord_backgammon::{Backgammon, Settings, Step, BAR};
use spelbord_core::{merge_settings, Game, Record, Replay};
use wasm_bindgen::prelude::*;

/// Reads a backgammon record text into a replayed game; the error names the problem.
fn replay(record: &str) -> Result<Replay<Backgammon>, String> {
    let rec = Record::parse_for::<Backgammon>(record).map_err(|e| e.to_string())?;
    if rec.game != "backgammon" {
        return Err(format!("'{}' is not a game of backgammon", rec.game));
    }
    Replay::<Backgammon>::from_record(&rec).map_err(|e| e.to_string())
}

/// Steps as the page sends them: `[{"from": 24, "to": 18}, …]` in the mover's numbering
/// (25 the bar, 0 borne off).
fn parse_steps(json: &str) -> Result<Vec<Step>, String> {
    let v: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("bad steps: {e}"))?;
    let arr = v.as_array().ok_or("bad steps: not a list")?;
    if arr.len() > 4 {
        return Err("a turn has at most four steps".into());
    }
    arr.iter()
        .map(|s| {
            let num = |k: &str| {
                s.get(k)
                    .and_then(|x| x.as_u64())
                    .filter(|&x| x <= BAR as u64)
                    .map(|x| x as u8)
                    .ok_or_else(|| format!("bad steps: '{k}' must be a point 0-25"))
            };
            Ok(Step {
                from: num("from")?,
                to: num("to")?,
                hit: false,
            })
        })
        .collect()
}

fn step_json(s: &Step) -> serde_json::Value {
    json!({ "from": s.from, "to": s.to, "hit": s.hit })
}

/// What may follow `steps` of the turn being built at the end of `record`, as JSON
/// `{steps, diceLeft, complete}` (`complete`: the whole turn in notation, or null).
pub fn next_steps(record: &str, steps: &str) -> Result<String, String> {
    let r = replay(record)?;
    let partial = parse_steps(steps)?;
    let g = r.current();
    let n = g.next_steps(&partial)?;
    Ok(json!({
        "steps": n.steps.iter().map(step_json).collect::<Vec<_>>(),
        "diceLeft": n.dice_left,
        "complete": n.complete.map(|m| g.format_move(&m)),
    })
    .to_string())
}

/// The turn (in notation) that `steps` make at the end of `record`; the error says why
/// they are no legal turn.
pub fn turn_from_steps(record: &str, steps: &str) -> Result<String, String> {
    let r = replay(record)?;
    let g = r.current();
    let m = g.turn_from_steps(&parse_steps(steps)?)?;
    Ok(g.format_move(&m))
}

/// GNU Backgammon's IDs of the position after `ply` moves: `{position, match}`.
pub fn ids(record: &str, ply: usize) -> Result<String, String> {
    let r = replay(record)?;
    let g = r.position(ply);
    Ok(json!({ "position": position_id(g), "match": match_id(g) }).to_string())
}

/// Reads pasted IDs, as GNU Backgammon shows them (`Position ID: 4HPwATDgc/ABMA Match
/// ID: cAkAAAAAAAAA`, or `4HPwATDgc/ABMA:cAkAAAAAAAAA`, or a Position ID alone), and
/// returns the settings query string of a game starting there (over `settings`).
pub fn start_settings(settings: &str, pasted: &str) -> Result<String, String> {
    let mut s = if settings.trim().is_empty() {
        Settings::default()
    } else {
        merge_settings::<Backgammon>(&Settings::default(), settings).map_err(|e| e.to_string())?
    };
    let words: Vec<&str> = pasted
        .split(|c: char| c.is_whitespace() || c == ':' || c == ',' || c == ';')
        .filter(|w| !w.is_empty() && !matches!(*w, "Position" | "Match" | "ID" | "GNU" | "ID:"))
        .collect();
    let pos = words.iter().find(|w| w.len() == 14);
    let mid = words.iter().find(|w| w.len() == 12);
    let Some(pos) = pos else {
        return Err(format!(
            "no Position ID (14 characters, like 4HPwATDgc/ABMA) in '{}'",
            pasted.trim()
        ));
    };
    s.start = match mid {
        Some(m) => format!("{pos}:{m}"),
        None => pos.to_string(),
    };
    let g = game_from_start(&s)?;
    // The Match ID decides the match length and whether the cube is in use.
    s.match_length = g.settings().match_length;
    s.cube = g.settings().cube;
    serde_urlencoded_settings(&s)
}

fn serde_urlencoded_settings(s: &Settings) -> Result<String, String> {
    // The record's own writer: a Replay writes its settings as the query string.
    let r = Replay::<Backgammon>::new(s.clone(), 0);
    Ok(r.record().settings)
}

/// The `.mat` file of the game or match of `record` (names of Black and White).
pub fn mat_of(record: &str, black: &str, white: &str) -> Result<String, String> {
    let r = replay(record)?;
    if !r.settings().start.is_empty() {
        return Err("a game set up from a position cannot be written as a .mat file (it always starts from the standard position)".into());
    }
    let name = |n: &str, d: &'static str| {
        let n = n.trim();
        if n.is_empty() {
            d.to_string()
        } else {
            n.replace(':', " ")
        }
    };
    let (b, w) = (name(black, "Black"), name(white, "White"));
    Ok(export_mat(&r, [&b, &w]))
}

/// The record text of a `.mat` file (the dice as thrown in it, entered by hand).
pub fn record_of_mat(text: &str) -> Result<String, String> {
    let imp = import_mat(text, Settings::default())?;
    Ok(imp
        .replay
        .record()
        .to_text(<Backgammon as Game>::RECORD_SEPARATOR))
}

fn js(e: String) -> JsError {
    JsError::new(&e)
}

/// See [`next_steps`].
#[wasm_bindgen(js_name = bgNextSteps)]
pub fn bg_next_steps(record: &str, steps: &str) -> Result<String, JsError> {
    next_steps(record, steps).map_err(js)
}

/// See [`turn_from_steps`].
#[wasm_bindgen(js_name = bgTurnFromSteps)]
pub fn bg_turn_from_steps(record: &str, steps: &str) -> Result<String, JsError> {
    turn_from_steps(record, steps).map_err(js)
}

/// See [`ids`].
#[wasm_bindgen(js_name = bgIds)]
pub fn bg_ids(record: &str, ply: usize) -> Result<String, JsError> {
    ids(record, ply).map_err(js)
}

/// See [`start_settings`].
#[wasm_bindgen(js_name = bgStartSettings)]
pub fn bg_start_settings(settings: &str, pasted: &str) -> Result<String, JsError> {
    start_settings(settings, pasted).map_err(js)
}

/// See [`mat_of`].
#[wasm_bindgen(js_name = bgExportMat)]
pub fn bg_export_mat(record: &str, black: &str, white: &str) -> Result<String, JsError> {
    mat_of(record, black, white).map_err(js)
}

/// See [`record_of_mat`].
#[wasm_bindgen(js_name = bgImportMat)]
pub fn bg_import_mat(text: &str) -> Result<String, JsError> {
    record_of_mat(text).map_err(js)
}

/// A new game whose dice are thrown at the table: every roll waits for
/// `Table.playChance("31")`.
#[wasm_bindgen(js_name = bgManualTable)]
pub fn bg_manual_table(settings: &str, seed_hex: &str) -> Result<Table, JsError> {
    let seed = u64::from_str_radix(seed_hex.trim(), 16).map_err(|_| JsError::new("bad seed"))?;
    let s = if settings.trim().is_empty() {
        Settings::default()
    } else {
        merge_settings::<Backgammon>(&Settings::default(), settings)
            .map_err(|e| JsError::new(&e.to_string()))?
    };
    Ok(Table {
        s: Box::new(Replay::<Backgammon>::with_manual_chance(s, seed, true)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(j: &str) -> serde_json::Value {
        serde_json::from_str(j).unwrap()
    }

    #[test]
    fn a_turn_is_built_step_by_step() {
        // Seed 1's opening roll, whatever it is, gives some legal first steps.
        let rec = "backgammon||1|";
        let n = parsed(&next_steps(rec, "[]").unwrap());
        let steps = n["steps"].as_array().unwrap();
        assert!(!steps.is_empty());
        assert!(n["complete"].is_null());
        let first = &steps[0];
        let one = format!("[{{\"from\":{},\"to\":{}}}]", first["from"], first["to"]);
        let n1 = parsed(&next_steps(rec, &one).unwrap());
        assert_eq!(n1["diceLeft"].as_array().unwrap().len(), 1);
        let second = &n1["steps"][0];
        let two = format!(
            "[{{\"from\":{},\"to\":{}}},{{\"from\":{},\"to\":{}}}]",
            first["from"], first["to"], second["from"], second["to"]
        );
        let n2 = parsed(&next_steps(rec, &two).unwrap());
        let mv = n2["complete"].as_str().unwrap().to_string();
        assert_eq!(turn_from_steps(rec, &two).unwrap(), mv);
        // The turn plays on the table.
        let mut r = replay(rec).unwrap();
        r.play_text(&mv).unwrap();
    }

    #[test]
    fn refused_steps_say_why() {
        // 24/12 is no single step of any roll; a step from an empty point is refused.
        let e = next_steps("backgammon||1|", "[{\"from\":20,\"to\":15}]").unwrap_err();
        assert!(!e.is_empty());
        assert!(next_steps("backgammon||1|", "nonsense").is_err());
        assert!(next_steps("backgammon||1|", "[{\"from\":99,\"to\":1}]").is_err());
        assert!(next_steps("dam|||", "[]").is_err());
    }

    #[test]
    fn pasted_ids_start_a_game() {
        let s = start_settings(
            "cube=true",
            "Position ID: vzsAAFhu2xFABA Match ID: QYkqASAAIAAA",
        )
        .unwrap();
        assert!(s.contains("start=vzsAAFhu2xFABA%3AQYkqASAAIAAA"), "{s}");
        assert!(s.contains("match_length=9"), "{s}");
        let rec = format!("backgammon|{s}|1|");
        let v = parsed(&ids(&rec, 0).unwrap());
        assert_eq!(v["position"], "vzsAAFhu2xFABA");
        assert_eq!(v["match"], "QYkqASAAIAAA");
        assert!(start_settings("", "hello").is_err());
        assert!(start_settings("", "AAAAAAAAAAAAAA").is_err());
        // A game from a position is no .mat file.
        assert!(mat_of(&rec, "", "").is_err());
    }

    #[test]
    fn mat_export_and_import() {
        let mut r = replay("backgammon|match_length=3&cube=true|7|").unwrap();
        for _ in 0..6 {
            let g = r.current();
            let mut v = Vec::new();
            g.legal_moves(&mut v);
            let m = v[0];
            r.play(&m).unwrap();
        }
        let rec = r.record().to_text(';');
        let mat = mat_of(&rec, "Anna", "").unwrap();
        assert!(mat.starts_with(" 3 point match\n"), "{mat}");
        assert!(mat.contains(" Game 1\n"), "{mat}");
        assert!(mat.contains("Anna : 0"), "{mat}");
        let back = record_of_mat(&mat).unwrap();
        let b = replay(&back).unwrap();
        assert_eq!(b.current().board(), r.current().board());
    }
}
