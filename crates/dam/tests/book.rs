//! The opening book built into the module: every entry is a legal move of a position of
//! the first plies, it covers the start and every ballot, and the strong levels play it.

use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_core::Game;
use spelbord_dam::book::{self, key};
use spelbord_dam::{bot, Board, Dam, DamSettings, Move, Play, BALLOTS};
use std::collections::{HashMap, HashSet};

/// Every position up to `plies` from the start, by the book's key (each key once: two
/// positions under one key would make the book ambiguous).
fn opening_positions(plies: usize) -> HashMap<u64, Board> {
    let mut seen: HashMap<u64, Board> = HashMap::new();
    let mut layer: HashSet<Board> = HashSet::from([Board::start()]);
    let mut moves: Vec<Play> = Vec::new();
    for _ in 0..=plies {
        let mut next = HashSet::new();
        for b in &layer {
            if let Some(other) = seen.insert(key(b), *b) {
                assert_eq!(
                    other,
                    *b,
                    "two opening positions share the key {:016x}",
                    key(b)
                );
            }
            moves.clear();
            b.generate(&mut moves);
            next.extend(moves.iter().map(|m| b.apply(m)));
        }
        layer = next;
    }
    seen
}

fn after(moves: &str) -> Board {
    let mut g = Dam::new(DamSettings::default());
    for t in moves.split_whitespace() {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
    }
    *g.board()
}

#[test]
fn every_entry_is_a_legal_move_of_an_opening_position() {
    let entries = book::entries();
    assert!(
        entries.len() > 300,
        "the book has {} entries",
        entries.len()
    );
    let positions = opening_positions(8);
    for e in &entries {
        let b = positions
            .get(&e.key)
            .unwrap_or_else(|| panic!("entry {:016x} is no position of the first plies", e.key));
        let m = book::lookup(b).unwrap_or_else(|| panic!("no legal book move at {b:?}"));
        assert_eq!((m.from(), m.to()), (e.from, e.to));
    }
}

#[test]
fn the_book_covers_the_start_and_every_ballot() {
    assert!(book::lookup(&Board::start()).is_some(), "the start");
    for (acf, moves) in BALLOTS {
        assert!(
            book::lookup(&after(moves)).is_some(),
            "ballot {acf}: {moves}"
        );
    }
}

#[test]
fn the_strong_levels_play_the_book_and_the_weak_ones_think() {
    let g = Dam::new(DamSettings::default());
    let from_book = book::lookup(g.board()).unwrap();
    for level in [Level::Hard, Level::Strongest] {
        let mut ctx = SearchContext::new(Limits::depth(6), native_clock);
        let m = bot(level, 1).choose(&g, &mut ctx);
        assert_eq!(m, Some(Move::Play(from_book)), "{level:?}");
        assert_eq!(
            ctx.nodes, 0,
            "{level:?} answers from the book without searching"
        );
    }
    let mut ctx = SearchContext::new(Limits::depth(4), native_clock);
    bot(Level::Beginner, 1).choose(&g, &mut ctx);
    assert!(ctx.nodes > 0, "the beginner searches");
}
