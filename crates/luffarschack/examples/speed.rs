//! Rough speed of the window's make/unmake and move generation.
use spelbord_core::Game;
use spelbord_luffarschack::search::top_moves;
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{Luffarschack, LuffarschackSettings};
use std::time::Instant;

fn main() {
    let mut g = Luffarschack::new(LuffarschackSettings::default());
    for t in "0,0 1,1 1,0 -1,0 0,1 2,-1 0,-1 0,2 -1,1 2,2".split_whitespace() {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
    }
    let mut w = Window::of_game(&g);
    let cands: Vec<_> = w.candidates().collect();
    let t = Instant::now();
    let n = 1_000_000;
    for i in 0..n {
        w.make(cands[i % cands.len()]);
        w.unmake();
    }
    println!(
        "make+unmake: {:.0} ns",
        t.elapsed().as_secs_f64() * 1e9 / n as f64
    );
    let t = Instant::now();
    let mut s = 0;
    for _ in 0..100_000 {
        s += top_moves(&w, 12).len();
    }
    println!(
        "top_moves: {:.0} ns ({s})",
        t.elapsed().as_secs_f64() * 1e9 / 100_000.0
    );
    let t = Instant::now();
    for _ in 0..100_000 {
        s += w.cells_of_class(0, 7, 2).len();
    }
    println!(
        "cells_of_class: {:.0} ns ({s})",
        t.elapsed().as_secs_f64() * 1e9 / 100_000.0
    );
}
