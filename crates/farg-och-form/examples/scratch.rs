use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Replay, Rng, ToAct};
use spelbord_farg_och_form::*;
fn main() {
    for players in [2u8, 4] {
        for kind in 0..3 {
            let (mut passes, mut passends, mut outs) = (0, 0, 0);
            for seed in 0..300u64 {
                let mut r = Replay::<FargOchForm>::new(Settings { players }, seed);
                let mut bots: Vec<Box<dyn Bot<FargOchForm>>> = (0..players)
                    .map(|i| {
                        bot(
                            if kind == 0 {
                                Level::Medium
                            } else {
                                Level::Beginner
                            },
                            seed * 10 + i as u64,
                        )
                    })
                    .collect();
                let mut rng = Rng::new(seed ^ 0xabc);
                while let ToAct::Seat(s) = r.current().to_act() {
                    let g = r.current().clone();
                    let m = if kind == 2 {
                        let mut v = Vec::new();
                        g.legal_moves(&mut v);
                        let place: Vec<_> = v
                            .iter()
                            .filter(|m| matches!(m, Move::Place(_)))
                            .cloned()
                            .collect();
                        if place.is_empty() {
                            v[0]
                        } else {
                            place[rng.below(place.len() as u64) as usize]
                        }
                    } else {
                        let mut ctx = SearchContext::new(Limits::time(1e9), || 0.0);
                        bots[s as usize].choose(&g.view(s), &mut ctx).unwrap()
                    };
                    if m == Move::Pass {
                        passes += 1;
                    }
                    r.play(&m).unwrap();
                }
                if r.current().went_out().is_some() {
                    outs += 1
                } else {
                    passends += 1
                }
            }
            println!(
                "players {players} kind {kind}: passes {passes} pass-ends {passends} outs {outs}"
            );
        }
    }
}
