//! A draw's worth to the level (`Style::draw_bias`): the search scores a draw by the move
//! limit (or by repetition) at the bias for the colour it plays for and the opposite for
//! the other, by colour rather than by distance from the root, so the table's scores hold
//! from one turn to the next.
use spelbord_ai::{Limits, SearchContext};
use spelbord_morris::board::{parse_point, Bits};
use spelbord_morris::search::engine;
use spelbord_morris::{First, Morris, MorrisSettings, Pos, Variant, MOVE_LIMIT};

fn bits(names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|n| 1 << parse_point(n).unwrap())
        .fold(0, |a, b| a | b)
}

/// The root score of a short search one half-move before the move limit, where every
/// move (none closes a mill) draws.
fn score_at_the_limit(turn: u8, bias: i32, side: usize) -> i32 {
    let g = Morris::with_position(
        MorrisSettings::new(Variant::Kvarn).with_first(First::White),
        Pos {
            men: [bits("a1 g7 d5 b4"), bits("g1 a7 d3 f4")],
            hand: [0, 0],
            turn,
        },
    )
    .unwrap();
    let mut e = engine(*g.rules(), 12);
    e.rules.draw_bias = bias;
    e.rules.side = side;
    let limits = Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(100_000),
    };
    let mut ctx = SearchContext::new(limits, || 0.0);
    e.search(g.pos(), MOVE_LIMIT - 1, &[], 4, 0, &mut ctx).score
}

#[test]
fn a_draw_is_worth_the_bias_to_the_side_the_search_plays_for() {
    assert_eq!(score_at_the_limit(0, 0, 0), 0);
    assert_eq!(score_at_the_limit(0, 15, 0), 15);
    assert_eq!(score_at_the_limit(1, 15, 1), 15);
    // Searching for the other colour, the side to move sees the draw as that colour's gain.
    assert_eq!(score_at_the_limit(0, 15, 1), -15);
    assert_eq!(score_at_the_limit(1, 15, 0), -15);
}
