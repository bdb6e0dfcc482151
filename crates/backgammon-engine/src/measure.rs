//! Speed figures of the evaluation (`cargo xtask bench` prints them natively and in
//! WebAssembly). Here, not in the family crate, so they run at this crate's optimisation
//! level in both builds.

use crate::eval::{best_after, shipped_nets, Evaluator};
use crate::moves::TurnGen;
use spelbord_core::Rng;

/// Measures evaluations per second for `ms` milliseconds with the given clock (pass
/// `performance.now` in WebAssembly): evaluates the replies to a set of positions.
/// Returns (evaluations, elapsed ms, evaluations per second).
pub fn measure_evals(clock: fn() -> f64, ms: f64) -> (u64, f64, f64) {
    let mut ev = Evaluator::new(shipped_nets());
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let mut rng = Rng::new(7);
    // The bearoff database is built at its first use: not part of an evaluation's cost.
    crate::bearoff::Bearoff::get();
    let start = clock();
    let (mut me, mut opp) = (crate::board::START, crate::board::START);
    let mut sink = 0.0f32;
    loop {
        let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
        gen.legal_turns(&me, &opp, dice, &mut cands);
        let (i, p) = best_after(&cands, &mut ev);
        sink += p[0];
        let c = cands[i];
        if crate::board::in_play(&c.me) == 0 {
            me = crate::board::START;
            opp = crate::board::START;
        } else {
            me = c.opp;
            opp = c.me;
        }
        let t = clock() - start;
        if t >= ms {
            std::hint::black_box(sink);
            return (ev.evals, t, ev.evals as f64 / (t / 1000.0));
        }
    }
}

/// Times the parts of an evaluation for `ms` milliseconds each with the given clock, on
/// positions from random play: the inputs alone (hand-made ones included), the contact
/// net alone on ready inputs, and turn generation. Returns per-second rates in that
/// order, so native and WebAssembly can be compared part by part.
pub fn measure_parts(clock: fn() -> f64, ms: f64) -> [f64; 3] {
    use crate::net::{features, QNet};
    let mut rng = Rng::new(1);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let mut pos = Vec::with_capacity(4096);
    let (mut me, mut opp) = (crate::board::START, crate::board::START);
    let mut rolls = Vec::with_capacity(4096);
    while pos.len() < 4096 {
        let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
        gen.legal_turns(&me, &opp, dice, &mut cands);
        rolls.push((me, opp, dice));
        let c = cands[rng.below(cands.len() as u64) as usize];
        if crate::board::in_play(&c.me) == 0 {
            (me, opp) = (crate::board::START, crate::board::START);
        } else {
            (me, opp) = (c.opp, c.me);
        }
        if crate::board::contact(&me, &opp) {
            pos.push((me, opp));
        }
    }
    let mut f = Vec::with_capacity(128);
    let feats: Vec<Vec<(u16, f32)>> = pos
        .iter()
        .map(|(a, b)| {
            features(a, b, &mut f);
            f.clone()
        })
        .collect();
    let q = QNet::new(&shipped_nets().contact);
    let (mut acc, mut hid) = (Vec::new(), Vec::new());
    let mut sink = 0.0f32;
    let mut rate = |work: &mut dyn FnMut(usize) -> f32| {
        let start = clock();
        let mut n = 0usize;
        loop {
            for _ in 0..256 {
                sink += work(n % 4096);
                n += 1;
            }
            let t = clock() - start;
            if t >= ms {
                return n as f64 / (t / 1000.0);
            }
        }
    };
    let r_in = rate(&mut |i| {
        features(&pos[i].0, &pos[i].1, &mut f);
        f.len() as f32
    });
    let r_net = rate(&mut |i| q.forward(&feats[i], &mut acc, &mut hid)[0]);
    let r_gen = rate(&mut |i| {
        let (a, b, d) = &rolls[i];
        gen.legal_turns(a, b, *d, &mut cands);
        cands.len() as f32
    });
    std::hint::black_box(sink);
    [r_in, r_net, r_gen]
}
