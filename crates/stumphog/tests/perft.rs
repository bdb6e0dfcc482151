//! Move generation checked against a second, deliberately naive reading of the rules
//! written here from the rules text alone (its own tracks, its own arithmetic), over
//! every throw of many positions; and perft counts, cross-checked the same way. No
//! published Stumphög perft exists (nor any other program: OpenSpiel has no Stumphög),
//! so the counts are ours, confirmed by the two independent generators agreeing.

use spelbord_core::{perft, Game, Replay, Rng};
use spelbord_stumphog::*;
use std::collections::BTreeSet;

/// The naive reading: places as plain numbers.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Naive {
    heaps: [i32; 15], // 0..6 = H1..H7, 7..13 = B1..B7, 14 = Stumpen
    hog: [i32; 2],
    ute: [i32; 2],
    mover: usize,
}

/// The heaps each player's stones pass, from its own row's Stumpen end.
const TRACK: [[usize; 15]; 2] = [
    [6, 5, 4, 3, 2, 1, 0, 7, 8, 9, 10, 11, 12, 13, 14],
    [13, 12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5, 6, 14],
];

fn name(i: usize) -> String {
    match i {
        0..=6 => format!("H{}", i + 1),
        7..=13 => format!("B{}", i - 6),
        _ => "S".into(),
    }
}

fn naive_plays(p: &Naive, a: i32, b: i32) -> BTreeSet<(String, Naive)> {
    let me = p.mover;
    let op = 1 - me;
    let mut out = BTreeSet::new();
    for (stones, steps) in [(a, b), (b, a)] {
        for from in 0..14 {
            let hemma = from % 7 >= 4;
            if p.heaps[from] <= stones || (hemma && steps != 1) {
                continue;
            }
            let t = TRACK[me].iter().position(|&x| x == from).unwrap() + steps as usize;
            let mut q = *p;
            q.heaps[from] -= stones;
            if t < 14 {
                q.heaps[TRACK[me][t]] += stones;
            } else if t == 14 {
                q.heaps[14] += stones - 1;
                q.ute[me] += 1;
            } else {
                q.hog[op] += stones;
            }
            out.insert((format!("{stones}-{steps} {}", name(from)), q));
        }
    }
    let port = if me == 0 { 0 } else { 7 };
    let mut enter = |n: i32, order: &[(bool, usize)], label: String| {
        let mut q = *p;
        let mut left = n;
        for &(is_ute, who) in order {
            let pile = if is_ute {
                &mut q.ute[who]
            } else {
                &mut q.hog[who]
            };
            let k = left.min(*pile);
            *pile -= k;
            left -= k;
            q.heaps[port] += k;
        }
        if left < n {
            out.insert((label, q));
        }
    };
    if a == 6 || b == 6 {
        let other = if a == 6 { b } else { a };
        enter(
            other,
            &[(false, me), (true, op), (false, op)],
            format!("in {other}"),
        );
        if a == 6 && b == 6 {
            enter(6, &[(true, op), (false, op)], "in 6!".into());
        }
    }
    if a == b {
        let mut q = *p;
        let s = (2 * a).min(q.heaps[14] - 1);
        q.heaps[14] -= s;
        let h = (2 * a - s).min(q.hog[me]);
        q.hog[me] -= h;
        q.ute[me] += s + h;
        if s + h > 0 {
            out.insert((format!("out {}", 2 * a), q));
        }
    }
    if out.is_empty() {
        out.insert(("pass".into(), *p));
    }
    out
}

fn naive(p: &Pos) -> Naive {
    let mut heaps = [0; 15];
    for (i, h) in heaps.iter_mut().enumerate() {
        *h = p.heaps[i] as i32;
    }
    Naive {
        heaps,
        hog: [p.hogen[0] as i32, p.hogen[1] as i32],
        ute: [p.ute[0] as i32, p.ute[1] as i32],
        mover: p.mover.index(),
    }
}

fn ours(g: &Stumphog) -> BTreeSet<(String, Naive)> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v.iter()
        .map(|m| {
            let mut p = *g.pos();
            p.apply(m);
            (m.to_string(), naive(&p))
        })
        .collect()
}

/// A random sound position: 70 stones thrown at random over the places, every heap
/// holding one, with empty Högar and Ute piles likely (to reach every shortfall).
fn random_pos(rng: &mut Rng) -> Pos {
    loop {
        let mut p = Pos {
            heaps: [1; 15],
            hogen: [0, 0],
            ute: [0, 0],
            mover: if rng.below(2) == 0 {
                Role::Hitom
            } else {
                Role::Bortom
            },
        };
        // A few places get most stones, so heaps of 2–7 and empty piles both occur.
        let favoured: Vec<u64> = (0..4).map(|_| rng.below(19)).collect();
        for _ in 0..55 {
            let k = if rng.below(3) == 0 {
                rng.below(19)
            } else {
                favoured[rng.below(4) as usize]
            };
            match k {
                0..=14 => p.heaps[k as usize] += 1,
                15 | 16 => p.hogen[k as usize - 15] += 1,
                _ => p.ute[k as usize - 17] += 1,
            }
        }
        if p.check().is_ok()
            && p.decided(p.mover.other()).is_none()
            && p.ute.iter().all(|&u| u <= 40)
        {
            return p;
        }
    }
}

#[test]
fn plays_agree_with_a_naive_reading_on_every_throw() {
    let mut rng = Rng::new(2024);
    let n = if cfg!(debug_assertions) { 150 } else { 800 };
    let mut positions: Vec<Pos> = (0..n).map(|_| random_pos(&mut rng)).collect();
    // And positions from real (random) games.
    for seed in 0..n as u64 / 10 {
        let mut r = Replay::<Stumphog>::new(Settings::default(), seed);
        let mut v = Vec::new();
        while r.current().outcome().is_none() {
            positions.push(*r.current().pos());
            r.current().legal_moves(&mut v);
            let m = v[rng.below(v.len() as u64) as usize];
            r.play(&m).unwrap();
        }
    }
    let mut checked = 0;
    for p in positions {
        for a in 1..=6u8 {
            for b in 1..=6u8 {
                let mut g = Stumphog::from_position(p, 0);
                g.apply_chance(&Dice(a, b));
                let want = naive_plays(&naive(&p), a as i32, b as i32);
                let got = ours(&g);
                assert_eq!(got, want, "{} with {a}-{b}", p.to_text());
                checked += 1;
            }
        }
    }
    assert!(checked > 10_000);
}

fn naive_perft(p: &Naive, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for a in 1..=6 {
        for b in 1..=6 {
            for (_, q) in naive_plays(p, a, b) {
                if depth == 1 {
                    n += 1;
                    continue;
                }
                let me = p.mover;
                let dried = |r: usize| q.hog[r] == 0 && q.ute[r] == 0;
                if q.ute[me] > 40 || dried(0) || dried(1) {
                    continue; // the game is over: the path ends
                }
                let mut q = q;
                q.mover = 1 - me;
                n += naive_perft(&q, depth - 1);
            }
        }
    }
    n
}

#[test]
fn perft_after_the_opening_roll() {
    // Hitom to throw at the start. Depth 1: 10 throws 6-x with one entry each, 6-6
    // with three plays, five other doubles knocking out, twenty passes = 38.
    let mut g = Stumphog::new(Settings::default());
    g.apply_chance(&Dice(4, 2));
    let expected: &[u64] = if cfg!(debug_assertions) {
        &[38, 1706]
    } else {
        &[38, 1706, 91454]
    };
    for (d, &n) in expected.iter().enumerate() {
        let d = d as u32 + 1;
        assert_eq!(perft(&g, d), n, "perft {d}");
        assert_eq!(naive_perft(&naive(g.pos()), d), n, "naive perft {d}");
    }
}

#[test]
fn perft_agrees_with_the_naive_reading_mid_game() {
    let mut rng = Rng::new(99);
    for _ in 0..if cfg!(debug_assertions) { 3 } else { 12 } {
        let p = random_pos(&mut rng);
        let g = Stumphog::from_position(p, 1);
        assert_eq!(perft(&g, 2), naive_perft(&naive(&p), 2), "{}", p.to_text());
    }
}
