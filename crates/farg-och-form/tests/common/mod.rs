//! Helpers shared by the tests: positions written in notation.
#![allow(dead_code)]

use spelbord_ai::{Bot, Limits, SearchContext};
use spelbord_core::{Game, Replay, Seat, ToAct};
use spelbord_farg_och_form::{FargOchForm, Move, Placed, Settings, Tile};

/// Tiles from notation: `"Gd Gs"`.
pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(|w| w.parse().unwrap()).collect()
}

/// Placements from notation: `"Gd@0,0 Gs@1,0"`.
pub fn placed(s: &str) -> Vec<Placed> {
    s.split_whitespace().map(|w| w.parse().unwrap()).collect()
}

/// A position: tiles on the table, hands, seat to move.
pub fn pos(table: &str, hands: &[&str], to_move: Seat) -> FargOchForm {
    let hs: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
    let refs: Vec<&[Tile]> = hs.iter().map(|h| h.as_slice()).collect();
    FargOchForm::from_position(hands.len() as u8, &placed(table), &refs, to_move).unwrap()
}

/// A move read in `g`.
pub fn mv(g: &FargOchForm, s: &str) -> Move {
    g.parse_move(s).unwrap()
}

/// The legal moves of `g`.
pub fn legal(g: &FargOchForm) -> Vec<Move> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

/// Plays a game with these bots from `seed`; calls `each` before every move.
pub fn play_game(
    settings: Settings,
    seed: u64,
    bots: &mut [Box<dyn Bot<FargOchForm>>],
    mut each: impl FnMut(&FargOchForm, &Move),
) -> Replay<FargOchForm> {
    let clock: fn() -> f64 = || 0.0;
    let mut r = Replay::<FargOchForm>::new(settings, seed);
    while let ToAct::Seat(s) = r.current().to_act() {
        let g = r.current().clone();
        let mut ctx = SearchContext::new(
            Limits {
                time_ms: f64::INFINITY,
                max_depth: None,
                max_nodes: Some(if cfg!(debug_assertions) { 300 } else { 2_000 }),
            },
            clock,
        );
        let m = bots[s as usize].choose(&g.view(s), &mut ctx).unwrap();
        each(&g, &m);
        r.play(&m).unwrap();
        assert!(r.len() < 1000, "game did not end");
    }
    r
}
