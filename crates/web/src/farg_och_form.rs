//! Färg och form's own doors into the module: building a placement tile by tile on the
//! page. The page knows no rules; for the tiles put down so far it asks here which
//! cells the next tile may go to (so it can light them) and what the placement would
//! score (so the player sees it before confirming). The finished move is then played
//! with the generic `Table::play` in notation.

use spelbord_core::{Game, Record, Replay};
use spelbord_farg_och_form::{FargOchForm, Placed, Tile};
use wasm_bindgen::prelude::*;

/// The position at the end of a record text; the error names the problem.
fn position(record: &str) -> Result<FargOchForm, String> {
    let rec = Record::parse_for::<FargOchForm>(record).map_err(|e| e.to_string())?;
    if !<FargOchForm as Game>::IDS.contains(&rec.game.as_str()) {
        return Err(format!("'{}' is not a game of Färg och form", rec.game));
    }
    let r = Replay::<FargOchForm>::from_record(&rec).map_err(|e| e.to_string())?;
    Ok(r.current().clone())
}

/// The tiles placed so far, from notation (`Gd@0,0 Gs@1,0`; empty for none).
fn partial(text: &str) -> Result<Vec<Placed>, String> {
    text.split_whitespace()
        .map(|s| s.parse::<Placed>().map_err(|e| e.to_string()))
        .collect()
}

/// The cells (`[x, y]`) where `tile` may go next after the tiles in `placed`, on the
/// position at the end of `record`, for the seat to move.
pub fn cells(record: &str, placed: &str, tile: &str) -> Result<Vec<[i32; 2]>, String> {
    let g = position(record)?;
    let items = partial(placed)?;
    let t: Tile = tile
        .trim()
        .parse()
        .map_err(|e: spelbord_core::NotationError| e.to_string())?;
    Ok(g.cells_for_next_tile(&items, t)
        .into_iter()
        .map(|(x, y)| [x, y])
        .collect())
}

/// What the tiles in `placed` would score now, or which rule they break.
pub fn score(record: &str, placed: &str) -> Result<i32, String> {
    let g = position(record)?;
    let items = partial(placed)?;
    if items.is_empty() {
        return Err("no tile placed".into());
    }
    g.placement_score(&items)
}

/// Lit cells for the next tile of a placement being built (see [`cells`]), as a flat
/// list `x0, y0, x1, y1, …`.
#[wasm_bindgen(js_name = fargOchFormCells)]
pub fn farg_och_form_cells(record: &str, placed: &str, tile: &str) -> Result<Vec<i32>, JsError> {
    cells(record, placed, tile)
        .map(|v| v.into_iter().flatten().collect())
        .map_err(|e| JsError::new(&e))
}

/// The score of a placement being built (see [`score`]); the error says which rule it
/// breaks so far.
#[wasm_bindgen(js_name = fargOchFormScore)]
pub fn farg_och_form_score(record: &str, placed: &str) -> Result<i32, JsError> {
    score(record, placed).map_err(|e| JsError::new(&e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_farg_och_form::Settings;

    /// A record after the first move of a seeded game, and the hand to move next.
    fn after_first_move(seed: u64) -> (String, Vec<Tile>) {
        let mut r = Replay::<FargOchForm>::new(Settings { players: 3 }, seed);
        let mut moves = Vec::new();
        r.current().legal_moves(&mut moves);
        r.play(&moves[0]).unwrap();
        let g = r.current().clone();
        let seat = g.turn().unwrap();
        let text = r.record().to_text(<FargOchForm as Game>::RECORD_SEPARATOR);
        (text, g.hand(seat).to_vec())
    }

    #[test]
    fn lit_cells_and_scores_agree_with_the_rules() {
        let (rec, hand) = after_first_move(11);
        let g = position(&rec).unwrap();
        // Every cell of every legal placement is lit for its tile, and the whole
        // placement scores what the rules say.
        let mut placements = Vec::new();
        g.placements_with_scores(&mut placements);
        assert!(!placements.is_empty());
        for (p, s) in placements.iter().take(40) {
            let first = p.items()[0];
            let lit = cells(&rec, "", &first.tile.to_string()).unwrap();
            assert!(
                lit.contains(&[first.x as i32, first.y as i32]),
                "{p:?} {lit:?}"
            );
            let text: Vec<String> = p.items().iter().map(|q| q.to_string()).collect();
            assert_eq!(score(&rec, &text.join(" ")), Ok(*s));
        }
        // Lit cells are always free.
        for [x, y] in hand
            .iter()
            .flat_map(|t| cells(&rec, "", &t.to_string()).unwrap())
        {
            assert!(g.tile_at(x, y).is_none());
        }
    }

    #[test]
    fn the_first_move_starts_at_the_centre() {
        let r = Replay::<FargOchForm>::new(Settings { players: 2 }, 3);
        let g = r.current().clone();
        let seat = g.turn().unwrap();
        let rec = r.record().to_text(<FargOchForm as Game>::RECORD_SEPARATOR);
        let t = g.hand(seat)[0];
        let c = cells(&rec, "", &t.to_string()).unwrap();
        assert!(c.is_empty() || c.contains(&[0, 0]), "{c:?}");
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let (rec, _) = after_first_move(5);
        assert!(cells("nonsense", "", "Gd").is_err());
        assert!(cells("dam|||11-15", "", "Gd").is_err());
        assert!(cells(&rec, "Zz@0,0", "Gd").is_err());
        assert!(cells(&rec, "", "Gq").is_err());
        assert!(score(&rec, "").is_err());
        assert!(score(&rec, "Gd@99999,0").is_err());
        // A cell already taken breaks a rule.
        let g = position(&rec).unwrap();
        let p = g.board_tiles()[0];
        assert!(score(&rec, &format!("{}@{},{}", p.tile, p.x, p.y)).is_err());
    }
}
