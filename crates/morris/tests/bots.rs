//! The computer players: every level takes a win in one and blocks a loss in one, and the
//! strong level beats the beginner (node-limited, so the result does not depend on the
//! machine's speed).
use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_morris::board::{parse_point, Bits};
use spelbord_morris::{bot, First, Morris, MorrisSettings, Pos, Variant};

fn bits(names: &str) -> Bits {
    names
        .split_whitespace()
        .map(|n| 1 << parse_point(n).unwrap())
        .fold(0, |a, b| a | b)
}

fn setup(v: Variant, white: &str, black: &str, turn: u8) -> Morris {
    Morris::with_position(
        MorrisSettings::new(v).with_first(First::White),
        Pos {
            men: [bits(white), bits(black)],
            hand: [0, 0],
            turn,
        },
    )
    .unwrap()
}

fn limits() -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(50_000),
    }
}

#[test]
fn every_level_takes_a_win_in_one() {
    for v in Variant::ALL {
        // Closing g1 leaves Black two men.
        let g = setup(v, "a1 d1 g4 c5", "b6 d6 f6", 0);
        for level in Level::ALL {
            for seed in 0..3 {
                let mut b = bot(level, seed);
                let mut ctx = SearchContext::new(limits(), || 0.0);
                let m = b.choose(&g, &mut ctx).unwrap();
                let after = g.clone().play(&m).unwrap();
                assert_eq!(
                    after.outcome(),
                    Some(Outcome::win(0)),
                    "{v:?} {level:?}: {m}"
                );
            }
        }
    }
}

#[test]
fn every_level_blocks_a_loss_in_one() {
    // Black threatens d1-d2, closing b2-d2-f2 and leaving White two men; only d3-d2 stops
    // it (and nothing else of Black's comes as fast).
    for v in [Variant::Kvarn, Variant::Kvarn12] {
        let g = setup(v, "d3 a7 g7", "b2 f2 d1 g4 c5", 0);
        for level in Level::ALL {
            for seed in 0..3 {
                let mut b = bot(level, seed);
                let mut ctx = SearchContext::new(limits(), || 0.0);
                let m = b.choose(&g, &mut ctx).unwrap();
                assert_eq!(m.to_string(), "d3-d2", "{v:?} {level:?}");
            }
        }
    }
}

#[test]
fn the_strong_level_beats_the_beginner() {
    let mut score = 0.0;
    let mut games = 0;
    for v in Variant::ALL {
        for i in 0..4u64 {
            let mut g = Morris::new(MorrisSettings::new(v).with_first(if i % 2 == 0 {
                First::White
            } else {
                First::Black
            }));
            // Seat 0 is the strong one in even games, seat 1 in odd ones.
            let strong_seat = (i % 2) as u8;
            let mut strong = bot(Level::Hard, i);
            let mut weak = bot(Level::Beginner, i);
            let mut rng = Rng::new(i);
            let mut moves = Vec::new();
            // Two random placements each for variety.
            for _ in 0..2 {
                g.legal_moves(&mut moves);
                g.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
            }
            while let ToAct::Seat(s) = g.to_act() {
                let mut ctx = SearchContext::new(
                    Limits {
                        max_nodes: Some(if s == strong_seat { 40_000 } else { 4_000 }),
                        ..limits()
                    },
                    || 0.0,
                );
                let b = if s == strong_seat {
                    &mut strong
                } else {
                    &mut weak
                };
                let m = b.choose(&g, &mut ctx).unwrap();
                g = g.play(&m).unwrap();
            }
            games += 1;
            score += match g.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == strong_seat => 1.0,
                Some(Outcome::Draw) => 0.5,
                _ => 0.0,
            };
        }
    }
    assert!(
        score >= 0.75 * games as f64,
        "strong scored {score} of {games}"
    );
}
