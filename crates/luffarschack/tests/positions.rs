//! Test positions with known answers (found by `examples/find_positions.rs` in random
//! games and confirmed here by the rules-only solver): the shortest VCF of 5, 7, 9 and 11
//! plies, and positions where exactly one move stops the opponent's VCF. The strongest
//! level solves each within a node budget of about its time in the browser.

mod common;

use common::*;
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Outcome};
use spelbord_luffarschack::positions::{DOUBLE_THREE, ONLY_DEFENCE, VCF};
use spelbord_luffarschack::search::{Engine, WIN_BOUND};
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{bot, Cell, Luffarschack, LuffarschackSettings};

fn game(record: &str) -> Luffarschack {
    let mut g = Luffarschack::new(LuffarschackSettings::default());
    for t in record.split_whitespace() {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
    }
    g
}

/// About the strongest level's second in the browser, as nodes.
const BUDGET: u64 = 1_500_000;

#[test]
fn the_shortest_vcf_is_found_and_sound() {
    for (plies, depth, record) in VCF {
        let g = game(record);
        let mut w = Window::of_game(&g);
        let line = Engine::new(14)
            .vcf(&mut w, depth, u64::MAX, f64::INFINITY, &mut nodes(u64::MAX))
            .unwrap_or_else(|| panic!("no VCF of {depth} fours\n{}", g.ascii()));
        assert_eq!(line.len(), plies);
        let cells: Vec<Cell> = line.iter().map(|&i| w.cell(i)).collect();
        check_vcf_line(&g, &cells).unwrap();
        // None shorter, by the engine and (for the short ones) by the rules alone.
        let mut w = Window::of_game(&g);
        let shorter = Engine::new(14).vcf(
            &mut w,
            depth - 1,
            u64::MAX,
            f64::INFINITY,
            &mut nodes(u64::MAX),
        );
        assert!(shorter.is_none(), "a shorter VCF exists");
        if plies <= 7 {
            assert!(
                naive_vcf(&g, depth),
                "the rules-only solver finds no VCF of {depth} fours"
            );
            assert!(
                !naive_vcf(&g, depth - 1),
                "the rules-only solver finds a shorter VCF"
            );
        }
    }
}

#[test]
fn the_strongest_level_solves_each_vcf_and_plays_it_to_the_end() {
    for (plies, _, record) in VCF {
        let g = game(record);
        let me = g.to_move();
        let mut b = bot(Level::Strongest, 1);
        let mut ctx = nodes(BUDGET);
        let first = b.choose(&g, &mut ctx).unwrap();
        assert!(
            ctx.thought.score.unwrap() >= WIN_BOUND,
            "{plies}: no win seen"
        );
        // Played out against the strongest defence, the win comes at the end of the line
        // (which stops at the open four: one block and the five follow).
        let mut defender = bot(Level::Strongest, 2);
        let mut h = after(&g, first);
        let mut n = 1;
        while h.outcome().is_none() {
            let p: &mut Box<dyn Bot<Luffarschack>> = if h.to_move() == me {
                &mut b
            } else {
                &mut defender
            };
            let m = p.choose(&h, &mut nodes(BUDGET)).unwrap();
            h.try_play(&m).unwrap();
            n += 1;
            assert!(
                n <= plies + 2,
                "the win of {plies} plies took {n}\n{}",
                h.ascii()
            );
        }
        assert_eq!(h.outcome(), Some(Outcome::win(me.seat())));
    }
}

#[test]
fn the_strongest_level_finds_the_only_defence() {
    for (answer, record) in ONLY_DEFENCE {
        let g = game(record);
        // Without an answer the opponent has a VCF ...
        let mut w = Window::of_game(&g);
        w.pass();
        assert!(Engine::new(14)
            .vcf(&mut w, 12, u64::MAX, f64::INFINITY, &mut nodes(u64::MAX))
            .is_some());
        // ... and one move alone stops it.
        let m = bot(Level::Strongest, 3)
            .choose(&g, &mut nodes(BUDGET))
            .unwrap();
        assert_eq!(m.to_string(), answer, "\n{}", g.ascii());
    }
}

#[test]
fn the_vct_finds_a_win_by_threes_where_no_vcf_exists_and_plays_it_out() {
    let g = game(DOUBLE_THREE);
    let me = g.to_move();
    let mut w = Window::of_game(&g);
    assert!(
        Engine::new(14)
            .vcf(&mut w, 12, u64::MAX, f64::INFINITY, &mut nodes(u64::MAX))
            .is_none(),
        "no fours to be had: no VCF"
    );
    let mut w = Window::of_game(&g);
    let first = Engine::new(14)
        .vct(&mut w, 4, 8, 2_000_000, f64::INFINITY, &mut nodes(u64::MAX))
        .map(|i| w.cell(i))
        .expect("a VCT");
    // The double three (or a three that leads to one): the win is real against the
    // strongest defence, by the rules.
    let mut b = bot(Level::Strongest, 4);
    let mut ctx = nodes(BUDGET);
    let m = b.choose(&g, &mut ctx).unwrap();
    assert!(
        ctx.thought.score.unwrap() >= WIN_BOUND,
        "the level sees the win"
    );
    let mut defender = bot(Level::Strongest, 5);
    for start in [first, m] {
        let mut h = after(&g, start);
        let mut n = 1;
        while h.outcome().is_none() {
            let p: &mut Box<dyn Bot<Luffarschack>> = if h.to_move() == me {
                &mut b
            } else {
                &mut defender
            };
            let c = p.choose(&h, &mut nodes(BUDGET)).unwrap();
            h.try_play(&c).unwrap();
            n += 1;
            assert!(
                n <= 15,
                "the VCT from {start} took {n} plies\n{}",
                h.ascii()
            );
        }
        assert_eq!(h.outcome(), Some(Outcome::win(me.seat())), "{start}");
    }
}

#[test]
fn the_vct_claims_no_win_where_the_defender_holds() {
    // Two crosses in a row and nothing else: every three is answered in time.
    let g = game("0,0 10,10 1,0 -10,10");
    let mut w = Window::of_game(&g);
    let mut ctx = nodes(u64::MAX);
    assert!(Engine::new(14)
        .vct(&mut w, 6, 8, 3_000_000, f64::INFINITY, &mut ctx)
        .is_none());
    assert!(
        ctx.nodes < 3_000_000,
        "the search ended by itself, not by its budget ({} nodes)",
        ctx.nodes
    );
}
