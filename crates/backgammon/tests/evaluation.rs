//! The evaluation's parts: the hand-made inputs, the integer form of the nets, the
//! Janowski cube model and the published match equity table.

use spelbord_backgammon::board::{Side, START};
use spelbord_backgammon::cube::{janowski, match_equity, match_equity_at, Access, MET_SIZE};
use spelbord_backgammon::eval::shipped_nets;
use spelbord_backgammon::moves::TurnGen;
use spelbord_backgammon::net::{fast_sigmoid, judged, QNet};
use spelbord_core::Rng;

/// A side from (point, checkers) pairs in its own numbering; point 25 is the bar.
fn side(points: &[(usize, u8)]) -> Side {
    let mut s = [0u8; 25];
    for &(p, n) in points {
        s[p - 1] = n;
    }
    s
}

#[test]
fn a_blot_six_away_is_hit_by_17_rolls_of_36() {
    // x's blot on its 10-point; y's checker 6 pips behind it: y's point 21 is x's point 4.
    let x = side(&[(10, 1), (1, 14)]);
    let y = side(&[(21, 1), (1, 14)]);
    // Direct sixes 11, 5-1 and 4-2 twice each, 3-3 and 2-2: the classic 17.
    assert_eq!(judged(&x, &y)[0], 17.0 / 36.0);
    // A made 6-point stops the 2-2 (4, 6, 8, 10) and nothing else.
    let x6 = side(&[(10, 1), (6, 2), (1, 12)]);
    assert_eq!(judged(&x6, &y)[0], 16.0 / 36.0);
    // Seven away: only combinations, 6-1 5-2 4-3 both ways = 6 rolls.
    let y7 = side(&[(22, 1), (1, 14)]);
    assert_eq!(judged(&x, &y7)[0], 6.0 / 36.0);
    // Eight away (x's 3 to 11) with x's 5 and 9 made: 6-2 blocked both ways (9, 5), 5-3
    // open (8), 4-4 open (7), 2-2 blocked (5): 3 rolls.
    let xb = side(&[(11, 1), (5, 2), (9, 2), (1, 10)]);
    assert_eq!(judged(&xb, &y7)[0], 3.0 / 36.0);
    // No blot: no shots.
    assert_eq!(judged(&START, &START)[0], 0.0);
}

#[test]
fn the_hand_made_inputs_read_primes_anchors_and_blockades() {
    // x: a five-point prime 4..8, an anchor on 20 and 21, two back men on the bar.
    let x = side(&[
        (4, 2),
        (5, 2),
        (6, 2),
        (7, 2),
        (8, 2),
        (20, 2),
        (21, 1),
        (25, 2),
    ]);
    let y = START;
    let j = judged(&x, &y);
    assert_eq!(j[1], 5.0 / 6.0, "prime");
    assert_eq!(j[2], 3.0 / 6.0, "home points 4, 5, 6");
    assert_eq!(j[3], 1.0 / 2.0, "one anchor (20); 21 is a blot");
    assert_eq!(j[4], 5.0 / 5.0, "back men: 20, 20, 21 and two on the bar");
    // Ahead of the bar (x's 13..24): y's start has points made at its 13, 8, 6 → x's 12,
    // 17, 19: 17 and 19 are within 12 of the bar.
    assert_eq!(j[5], 2.0 / 6.0, "blockade");
}

#[test]
fn the_integer_nets_agree_with_the_float_nets() {
    let nets = shipped_nets();
    let mut rng = Rng::new(3);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let (mut me, mut opp) = (START, START);
    let q = QNet::new(&nets.contact);
    let (mut feats, mut acc, mut hid, mut hid2) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut worst = 0.0f32;
    for _ in 0..2000 {
        spelbord_backgammon::net::features(&me, &opp, &mut feats);
        let a = nets.contact.forward(&feats, &mut hid);
        let b = q.forward(&feats, &mut acc, &mut hid2);
        for k in 0..5 {
            worst = worst.max((a[k] - b[k]).abs());
        }
        let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
        gen.legal_turns(&me, &opp, dice, &mut cands);
        let c = cands[rng.below(cands.len() as u64) as usize];
        if spelbord_backgammon::board::in_play(&c.me) == 0 {
            (me, opp) = (START, START);
        } else {
            (me, opp) = (c.opp, c.me);
        }
    }
    assert!(worst < 0.003, "integer and float nets differ by {worst}");
    for x in [-20.0f32, -3.0, -0.5, 0.0, 0.7, 4.0, 30.0] {
        let exact = 1.0 / (1.0 + (-x).exp());
        assert!((fast_sigmoid(x) - exact).abs() < 2e-5, "sigmoid({x})");
    }
}

#[test]
fn janowski_gives_the_classic_points_of_a_live_cube() {
    // No gammons, a fully live cube (x = 1): take point 20 %, cash point 80 %.
    let dead = |p: f64| 2.0 * p - 1.0;
    let e = |p: f64, a| janowski(p, 1.0, 1.0, dead(p), 1.0, a);
    assert!((e(0.2, Access::Centred) + 1.0).abs() < 1e-9);
    assert!((e(0.8, Access::Centred) - 1.0).abs() < 1e-9);
    assert!((e(0.5, Access::Centred)).abs() < 1e-9);
    // The doubler at 80 %: the taker at its take point, the double/take worth the pass.
    assert!((2.0 * e(0.8, Access::Theirs) - 1.0).abs() < 1e-9);
    // Owning the cube is worth more than sharing it, sharing more than the opponent's.
    for p in [0.3, 0.5, 0.7] {
        assert!(e(p, Access::Own) > e(p, Access::Centred));
        assert!(e(p, Access::Centred) > e(p, Access::Theirs));
    }
    // With gammons for the doubler (W = 1.5), the take point rises: (L - ½)/(W + L + ½).
    let tp = (1.0 - 0.5) / (1.5 + 1.0 + 0.5);
    assert!((tp - 1.0 / 6.0f64).abs() < 1e-12);
    // A dead cube (x = 0) is the cubeless equity.
    assert_eq!(janowski(0.6, 1.2, 1.1, 0.33, 0.0, Access::Own), 0.33);
}

#[test]
fn the_match_equity_table_is_kazaross_xg2() {
    // Entries of the published table.
    assert_eq!(match_equity(1, 1), 0.5);
    assert_eq!(match_equity(1, 2), 0.67736);
    assert_eq!(match_equity(2, 2), 0.5);
    assert!((match_equity(3, 5) - 0.66).abs() < 0.02);
    // Post-Crawford: the trailer needing 2 has 48.8 %.
    assert_eq!(match_equity_at(2, 1, true), 0.48803);
    assert!((match_equity_at(1, 2, true) - (1.0 - 0.48803)).abs() < 1e-12);
    // The table is consistent: one side's chance and the other's sum to one.
    for a in 1..=MET_SIZE as i64 {
        for b in 1..=MET_SIZE as i64 {
            let s = match_equity(a, b) + match_equity(b, a);
            assert!((s - 1.0).abs() < 2e-4, "{a}-away vs {b}-away sums to {s}");
        }
        // Further from the goal is worse.
        for b in 1..MET_SIZE as i64 {
            assert!(match_equity(a, b) < match_equity(a, b + 1) + 1e-12);
        }
    }
    assert_eq!(match_equity(0, 3), 1.0);
    assert_eq!(match_equity(3, 0), 0.0);
}
