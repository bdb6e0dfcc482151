//! The retrograde table of three flying men against three: its values checked forward
//! move by move on sampled positions (the table is built backwards, by un-moves; the
//! check uses the rules' own move generator), against a plain exhaustive search for the
//! short distances and the draws, and played: the strongest level wins won positions in
//! exactly the table's number of plies against itself defending as long as it can, and
//! holds a drawn position.
use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_morris::board::{points_of, Bits, ALL_POINTS};
use spelbord_morris::endgame::{Table, ENTRIES};
use spelbord_morris::{bot, First, Morris, MorrisSettings, Pos, Rules, Variant};

/// Both games the table serves.
fn tables() -> [MorrisSettings; 2] {
    [
        MorrisSettings::new(Variant::Kvarn)
            .with_flying(true)
            .with_first(First::White),
        MorrisSettings::new(Variant::TreIRad).with_first(First::White),
    ]
}

/// Three random points among `free`.
fn three(rng: &mut Rng, free: Bits) -> Bits {
    let pts: Vec<u8> = points_of(free).collect();
    let mut out: Bits = 0;
    while out.count_ones() < 3 {
        out |= 1 << pts[rng.below(pts.len() as u64) as usize];
    }
    out
}

fn random_pos(rng: &mut Rng) -> Pos {
    let a = three(rng, ALL_POINTS);
    let b = three(rng, ALL_POINTS & !a);
    Pos {
        men: [a, b],
        hand: [0, 0],
        turn: rng.below(2) as u8,
    }
}

/// The plain search: can the side to move force a mill (the opponent down to two)
/// within `n` plies? No table, no pruning beyond the first refutation.
fn wins_within(p: &Pos, r: &Rules, n: u32) -> bool {
    let mut moves = Vec::new();
    p.generate(r, &mut moves);
    moves.iter().any(|m| {
        let mut c = *p;
        c.apply(r, m);
        c.total(c.turn) <= 2 || (n >= 3 && loses_within(&c, r, n - 1))
    })
}

/// Must the side to move lose within `n` plies whatever it does?
fn loses_within(p: &Pos, r: &Rules, n: u32) -> bool {
    let mut moves = Vec::new();
    p.generate(r, &mut moves);
    n >= 2
        && moves.iter().all(|m| {
            let mut c = *p;
            c.apply(r, m);
            c.total(c.turn) > 2 && wins_within(&c, r, n - 1)
        })
}

#[test]
fn the_table_counts_and_every_sampled_entry_follows_from_its_moves() {
    let t = Table::get();
    // 2024 × 1330 positions of two disjoint sets, the mover's first.
    assert_eq!(t.counts.iter().sum::<u32>(), 2024 * 1330);
    assert!(t.counts[2] > 0 && t.counts[1] > 0);
    assert_eq!(ENTRIES, 2024 * 2024);
    let r = Rules::of(&tables()[0]);
    let mut rng = Rng::new(7);
    let mut moves = Vec::new();
    for _ in 0..3000 {
        let p = random_pos(&mut rng);
        let d = t.probe(&p, &r).unwrap();
        moves.clear();
        p.generate(&r, &mut moves);
        // The value the moves give, from the children's entries: a mill wins in 1; else
        // the shortest win over children lost for the opponent, or the longest loss.
        let mut best_win = u8::MAX;
        let mut longest_loss = 0;
        let mut draw = false;
        for m in &moves {
            let mut c = p;
            c.apply(&r, m);
            if c.total(c.turn) <= 2 {
                best_win = 1;
                continue;
            }
            match t.probe(&c, &r).unwrap() {
                0 => draw = true,
                e if e % 2 == 0 => best_win = best_win.min(e + 1),
                e => longest_loss = longest_loss.max(e + 1),
            }
        }
        let expect = if best_win != u8::MAX {
            best_win
        } else if draw {
            0
        } else {
            longest_loss
        };
        assert_eq!(d, expect, "{p:?}");
    }
}

#[test]
fn short_distances_and_draws_agree_with_a_plain_search() {
    let t = Table::get();
    let r = Rules::of(&tables()[1]);
    let mut rng = Rng::new(11);
    // Positions of each kind: wins in 1 and 3, losses in 2 and 4, and draws.
    let mut want: Vec<(u8, u32)> = vec![(1, 6), (3, 6), (2, 6), (4, 3), (0, 3)];
    let mut tried = 0;
    while want.iter().any(|w| w.1 > 0) && tried < 2_000_000 {
        tried += 1;
        let p = random_pos(&mut rng);
        let d = t.probe(&p, &r).unwrap();
        let Some(w) = want.iter_mut().find(|w| w.0 == d && w.1 > 0) else {
            continue;
        };
        w.1 -= 1;
        match d {
            0 => {
                // No forced mill for either side within five plies.
                assert!(!wins_within(&p, &r, 3), "{p:?}");
                assert!(!loses_within(&p, &r, 4), "{p:?}");
            }
            d if d % 2 == 1 => {
                assert!(wins_within(&p, &r, d as u32), "{p:?} wins in {d}");
                assert!(
                    d < 3 || !wins_within(&p, &r, d as u32 - 2),
                    "{p:?} not sooner"
                );
            }
            d => {
                assert!(loses_within(&p, &r, d as u32), "{p:?} loses in {d}");
                assert!(
                    d < 4 || !loses_within(&p, &r, d as u32 - 2),
                    "{p:?} not sooner"
                );
            }
        }
    }
    assert!(want.iter().all(|w| w.1 == 0), "not found: {want:?}");
}

fn strongest_move(g: &Morris, seed: u64) -> spelbord_morris::MorrisMove {
    let mut b = bot(Level::Strongest, seed);
    let mut ctx = SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: Some(3),
            max_nodes: Some(200_000),
        },
        || 0.0,
    );
    b.choose(g, &mut ctx).unwrap()
}

#[test]
fn the_strongest_level_plays_the_table_in_both_games() {
    let t = Table::get();
    let mut rng = Rng::new(5);
    for s in tables() {
        let r = Rules::of(&s);
        // Long wins (the table's longest is its figure): search alone would not see them.
        let mut played = 0;
        let mut tries = 0;
        while played < 3 && tries < 2_000_000 {
            tries += 1;
            let p = random_pos(&mut rng);
            let d = t.probe(&p, &r).unwrap();
            if d.is_multiple_of(2) || d < 9 {
                continue;
            }
            played += 1;
            let mut g = Morris::with_position(s, p).unwrap();
            let winner = p.turn;
            let mut plies = 0u64;
            while let ToAct::Seat(_) = g.to_act() {
                let m = strongest_move(&g, plies);
                g = g.play(&m).unwrap();
                plies += 1;
                assert!(plies <= d as u64, "{s:?} {p:?}: past {d} plies");
            }
            assert_eq!(g.outcome(), Some(Outcome::win(winner)), "{s:?} {p:?}");
            assert_eq!(
                plies, d as u64,
                "{s:?} {p:?}: the win and the defence are exact"
            );
        }
        assert_eq!(played, 3, "{s:?}: found too few long wins");
        // A draw stays a draw: twelve moves of the strongest against itself keep every
        // position drawn.
        let p = loop {
            let p = random_pos(&mut rng);
            if t.probe(&p, &r) == Some(0) {
                break p;
            }
        };
        let mut g = Morris::with_position(s, p).unwrap();
        for k in 0..12 {
            if g.outcome().is_some() {
                break;
            }
            let m = strongest_move(&g, k);
            g = g.play(&m).unwrap();
            assert_eq!(t.probe(g.pos(), &r), Some(0), "{s:?}: a drawn move");
        }
        assert_ne!(g.outcome().map(|o| o != Outcome::Draw), Some(true));
    }
}
