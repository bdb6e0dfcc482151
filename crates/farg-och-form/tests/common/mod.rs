//! Helpers shared by the tests: positions written in notation.
#![allow(dead_code)]

use spelbord_ai::{Bot, Limits, SearchContext};
use spelbord_core::{Game, Replay, Seat, ToAct};
use spelbord_farg_och_form::{Colour, FargOchForm, Move, Placed, Settings, Shape, Tile};

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

/// A 6×6 block of tiles with its lower left at `x0,y0`: rows of one colour, columns of
/// one shape (every line a Qwirkle), leaving out the cells in `holes`.
pub fn block(x0: i32, y0: i32, holes: &[(i32, i32)]) -> String {
    let mut out = Vec::new();
    for (j, c) in Colour::ALL.iter().enumerate() {
        for (i, s) in Shape::ALL.iter().enumerate() {
            let (x, y) = (x0 + i as i32, y0 + j as i32);
            if !holes.contains(&(x, y)) {
                out.push(format!("{}@{x},{y}", Tile::new(*c, *s)));
            }
        }
    }
    out.join(" ")
}

/// A block as above without Ro at its corner `x0,y0`, and with three tiles that share
/// nothing with Ro moved out of its middle to stand beside the three cells where Ro
/// would fit (the hole, the open end of the red row, the open end of the circle
/// column): there they make any Ro a line with no shared attribute or of seven.
pub fn trap_block(x0: i32, y0: i32) -> String {
    let moved = [(2, 2, -1, 0), (3, 3, 7, 0), (4, 4, 0, 7)];
    let mut holes = vec![(x0, y0)];
    let mut extra = Vec::new();
    for (i, j, x, y) in moved {
        holes.push((x0 + i, y0 + j));
        let t = Tile::new(Colour::ALL[j as usize], Shape::ALL[i as usize]);
        extra.push(format!("{t}@{},{}", x0 + x, y0 + y));
    }
    format!("{} {}", block(x0, y0, &holes), extra.join(" "))
}

/// All 108 tiles out of the bag: one full block and two trap blocks; each seat holds an
/// Ro, which fits nowhere.
pub fn stuck_position() -> FargOchForm {
    let table = format!(
        "{} {} {}",
        trap_block(0, 0),
        trap_block(20, 0),
        block(40, 0, &[])
    );
    pos(&table, &["Ro", "Ro"], 0)
}
