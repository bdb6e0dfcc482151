//! The opening books shipped with Kvarn and Tre i rad: they read, their moves are legal
//! placements in their positions, the strongest level plays from them and its seed
//! chooses among the book's moves of equal value.

use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::Game;
use spelbord_morris::book::canonical;
use spelbord_morris::{
    book_moves, book_of, bot, guarded_moves, First, Morris, MorrisMove, MorrisSettings, Variant,
};
use std::collections::HashSet;

/// A search of at most `n` nodes, with no clock.
fn nodes(n: u64) -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(n),
    }
}

#[test]
fn the_books_read_and_hold_legal_placements() {
    for (v, least) in [(Variant::Kvarn, 200), (Variant::TreIRad, 100)] {
        the_book_reads_and_holds_legal_placements(v, least);
    }
    // Kvarn 12 has no book.
    assert!(book_of(Variant::Kvarn12).is_none());
    // The two books differ (Tre i rad's rows do not capture while placing): the same
    // position is not answered alike in both.
    let (kvarn, tre) = (
        book_of(Variant::Kvarn).unwrap(),
        book_of(Variant::TreIRad).unwrap(),
    );
    assert!(
        tre.entries().any(|(p, ms)| {
            let k = kvarn.moves(&p);
            !k.is_empty() && k != ms
        }),
        "no shared position is answered differently"
    );
}

fn the_book_reads_and_holds_legal_placements(v: Variant, least: usize) {
    let book = book_of(v).expect("the shipped book reads");
    assert!(book.len() >= least, "{v:?}: {} positions", book.len());
    let s = MorrisSettings::new(v);
    for (p, moves) in book.entries() {
        // Stored in canonical form, in the placing phase, with a legal position.
        assert_eq!(canonical(&p).0, p.key());
        assert!(p.hand[p.turn as usize] > 0);
        let g = Morris::with_position(s, p).expect("a book position is a position");
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        for m in moves {
            assert!(legal.contains(m), "{m} is not legal in a book position");
        }
    }
    // The empty board is in the book, with either colour to start.
    for first in [First::White, First::Black] {
        let g = Morris::new(s.with_first(first));
        assert!(!book_moves(&g).is_empty(), "{v:?} {first:?}");
    }
}

#[test]
fn the_strongest_level_plays_the_books_moves_and_its_seed_chooses_among_them() {
    let g = Morris::new(MorrisSettings::new(Variant::Kvarn).with_first(First::White));
    let moves: HashSet<String> = book_moves(&g).iter().map(|m| m.to_string()).collect();
    let mut chosen = HashSet::new();
    for seed in 0..16 {
        let mut b = bot(Level::Strongest, seed);
        // No nodes at all: a book move needs no search.
        let mut ctx = SearchContext::new(nodes(1), || 0.0);
        let m = b.choose(&g, &mut ctx).unwrap().to_string();
        assert!(moves.contains(&m), "{m} is not a book move");
        chosen.insert(m);
    }
    assert!(chosen.len() >= 3, "{chosen:?}");
}

#[test]
fn the_strongest_level_plays_no_book_move_that_leaves_a_mill_open() {
    // The book was searched without the mill guard: in some of its positions its moves
    // let the opponent close a mill that one move would stop. The level does not play
    // those (it searches the guarded moves instead).
    let book = book_of(Variant::Kvarn).unwrap();
    let s = MorrisSettings::new(Variant::Kvarn);
    let (mut threatened, mut overruled) = (0, 0);
    for (p, moves) in book.entries() {
        let g = Morris::with_position(s, p).unwrap();
        let Some(safe) = guarded_moves(&g) else {
            continue;
        };
        threatened += 1;
        overruled += moves.iter().any(|m| !safe.contains(m)) as usize;
        for seed in 0..4 {
            let mut b = bot(Level::Strongest, seed);
            let mut ctx = SearchContext::new(nodes(20_000), || 0.0);
            let m: MorrisMove = b.choose(&g, &mut ctx).unwrap();
            assert!(
                safe.contains(&m),
                "{m} leaves a mill open in a book position"
            );
        }
    }
    assert!(threatened > 0 && overruled > 0, "{threatened} {overruled}");
}

#[test]
fn the_level_s_own_lines_stay_in_the_book_to_the_end_of_the_placing_phase() {
    // Between equals a game is decided while placing: the book holds every line the
    // strongest level plays against itself, with either choice among its equal moves,
    // to the last man placed (`examples/book_extend.rs` extended and checked them).
    for v in [Variant::Kvarn, Variant::TreIRad] {
        own_lines_stay_in_the_book(v);
    }
}

fn own_lines_stay_in_the_book(v: Variant) {
    let s = MorrisSettings::new(v).with_first(First::White);
    let mut stack = vec![(Morris::new(s), String::new())];
    let mut seen = HashSet::new();
    let mut ends = 0;
    while let Some((g, line)) = stack.pop() {
        if !seen.insert(canonical(g.pos()).0) {
            continue;
        }
        let mut moves = book_moves(&g);
        if let Some(safe) = guarded_moves(&g) {
            moves.retain(|m| safe.contains(m));
        }
        if moves.is_empty() {
            let p = g.pos();
            assert_eq!(
                p.hand[p.turn as usize], 0,
                "{v:?}: a line of the level's leaves the book with men in hand:{line}"
            );
            ends += 1;
            continue;
        }
        for m in moves {
            let mut c = g.clone();
            c.try_play(&m).unwrap();
            stack.push((c, format!("{line} {m}")));
        }
    }
    assert!(ends >= 4, "{v:?}: {ends} lines");
}
