//! Dam's own doors into the module: PDN files in and out of the page. A game on the
//! page is a record text (`dam|huffing=true&fen=…||11-15 23-19`); draughts players keep
//! their games as PDN, so the page converts between the two here, where the rules can
//! check every move.

use spelbord_core::{Game, Record, Replay};
use spelbord_dam::{parse_pdn, write_pdn, Dam, PdnGame};
use wasm_bindgen::prelude::*;

/// Reads a Dam record text into a replayed game; the error names the problem.
fn replay(record: &str) -> Result<Replay<Dam>, String> {
    let rec = Record::parse_for::<Dam>(record).map_err(|e| e.to_string())?;
    if rec.game != "dam" {
        return Err(format!("'{}' is not a game of Dam", rec.game));
    }
    Replay::<Dam>::from_record(&rec).map_err(|e| e.to_string())
}

/// The PDN file of a game: its record text plus the players' names and the date
/// (`YYYY.MM.DD`) for the tags; an empty name or date leaves PDN's `?` placeholder.
pub fn export_pdn(record: &str, black: &str, white: &str, date: &str) -> Result<String, String> {
    let r = replay(record)?;
    let mut pdn = PdnGame::from_texts(r.settings(), &r.moves()).map_err(|e| e.to_string())?;
    pdn.set_tag("Event", "Spelbord");
    for (tag, value) in [("Black", black), ("White", white), ("Date", date)] {
        if !value.trim().is_empty() {
            pdn.set_tag(tag, value.trim());
        }
    }
    Ok(write_pdn(&pdn))
}

/// The record text of the first game in a PDN text; the error names the line.
pub fn import_pdn(text: &str) -> Result<String, String> {
    let pdn = parse_pdn(text).map_err(|e| e.to_string())?;
    let mut r = Replay::<Dam>::new(pdn.settings(), 0);
    for (i, m) in pdn.moves.iter().enumerate() {
        // parse_pdn has checked every move already; this only guards a disagreement.
        r.play(&m.mv).map_err(|e| format!("move {}: {e}", i + 1))?;
    }
    let rec = r.record();
    debug_assert_eq!(rec.game, r.current().id());
    Ok(rec.to_text(<Dam as Game>::RECORD_SEPARATOR))
}

/// PDN export for the page (see [`export_pdn`]).
#[wasm_bindgen(js_name = damExportPdn)]
pub fn dam_export_pdn(
    record: &str,
    black: &str,
    white: &str,
    date: &str,
) -> Result<String, JsError> {
    export_pdn(record, black, white, date).map_err(|e| JsError::new(&e))
}

/// PDN import for the page (see [`import_pdn`]).
#[wasm_bindgen(js_name = damImportPdn)]
pub fn dam_import_pdn(text: &str) -> Result<String, JsError> {
    import_pdn(text).map_err(|e| JsError::new(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_travels_to_pdn_and_back_unchanged() {
        for rec in [
            "dam|||11-15 23-19 8-11 22-17",
            "dam|huffing=true|0|11-15 23-19 15-18 22-17 huff17 8-11",
            "dam|huffing=false&fen=B%3AW18%2C27%2C29%3AB14%2C1|0|14x23x32",
        ] {
            let pdn = export_pdn(rec, "Anna", "", "2026.11.30").expect("exports");
            assert!(pdn.contains("[Black \"Anna\"]"), "{pdn}");
            assert!(pdn.contains("[White \"?\"]"), "{pdn}");
            let back = import_pdn(&pdn).expect("imports");
            let a = Record::parse_for::<Dam>(rec).unwrap();
            let b = Record::parse_for::<Dam>(&back).unwrap();
            assert_eq!(a.moves, b.moves, "{pdn}");
            let (sa, sb) = (replay(rec).unwrap(), replay(&back).unwrap());
            // The FEN comes back in its canonical form: compare what it sets up.
            assert_eq!(sa.settings().huffing, sb.settings().huffing);
            assert_eq!(sa.position(0).board(), sb.position(0).board());
            assert_eq!(sa.current().board(), sb.current().board());
        }
    }

    #[test]
    fn bad_pdn_names_the_line() {
        let e = import_pdn("[Event \"x\"]\n1. 11-15 23-19\n2. 11-16 *").unwrap_err();
        assert!(e.starts_with("line 3:"), "{e}");
        assert!(import_pdn("").is_err());
        assert!(export_pdn("fyra-i-rad|||4", "", "", "").is_err());
        assert!(export_pdn("dam|||11-17", "", "", "").is_err());
    }
}
