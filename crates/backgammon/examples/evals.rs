//! Times the parts of one evaluation natively: inputs, the hand-made inputs, the net.
use spelbord_backgammon::board::START;
use spelbord_backgammon::eval::shipped_nets;
use spelbord_backgammon::moves::TurnGen;
use spelbord_backgammon::net::{features, judged, QNet};
use std::time::Instant;
fn main() {
    let mut rng = spelbord_core::Rng::new(1);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let mut pos = Vec::new();
    let (mut me, mut opp) = (START, START);
    while pos.len() < 20000 {
        gen.legal_turns(
            &me,
            &opp,
            [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1],
            &mut cands,
        );
        let c = cands[rng.below(cands.len() as u64) as usize];
        if spelbord_backgammon::board::in_play(&c.me) == 0 {
            (me, opp) = (START, START);
        } else {
            (me, opp) = (c.opp, c.me);
        }
        pos.push((me, opp));
    }
    let q = QNet::new(&shipped_nets().contact);
    let (mut f, mut acc, mut hid) = (Vec::new(), Vec::new(), Vec::new());
    let t = Instant::now();
    let mut sink = 0.0;
    for _ in 0..5 {
        for (a, b) in &pos {
            sink += judged(a, b)[0] + judged(b, a)[0];
        }
    }
    let tj = t.elapsed().as_secs_f64() / 1e5;
    let t = Instant::now();
    for _ in 0..5 {
        for (a, b) in &pos {
            features(a, b, &mut f);
            sink += f.len() as f32;
        }
    }
    let tf = t.elapsed().as_secs_f64() / 1e5;
    let feats: Vec<Vec<(u16, f32)>> = pos
        .iter()
        .map(|(a, b)| {
            features(a, b, &mut f);
            f.clone()
        })
        .collect();
    let t = Instant::now();
    for _ in 0..5 {
        for x in &feats {
            sink += q.forward(x, &mut acc, &mut hid)[0];
        }
    }
    let tn = t.elapsed().as_secs_f64() / 1e5;
    println!(
        "judged x2 {:.0} ns, features (incl. judged) {:.0} ns, net {:.0} ns ({sink})",
        tj * 1e9,
        tf * 1e9,
        tn * 1e9
    );
}
