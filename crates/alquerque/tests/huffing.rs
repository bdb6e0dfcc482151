//! Alquerque under huffing against the shared statement of the rule
//! (`spelbord-huffing`'s `check::position`, which Dam's tests run too): in every
//! position of seeded random games, the moves listed and the fault each one records.

use spelbord_alquerque::huffing::check;
use spelbord_alquerque::{Alquerque, AlquerqueSettings, Move};
use spelbord_core::{Game, Rng, ToAct};

#[test]
fn every_position_of_random_games_follows_the_shared_rule() {
    let mut checked = 0;
    let mut faults = 0;
    let mut insisted_seen = 0;
    for seed in 0..40u64 {
        let mut rng = Rng::new(seed + 1);
        let mut g = Alquerque::new(AlquerqueSettings {
            huffing: true,
            ..Default::default()
        });
        let mut v = Vec::new();
        let mut insisted = false;
        for _ in 0..150 {
            if !matches!(g.to_act(), ToAct::Seat(_)) {
                break;
            }
            g.legal_moves(&mut v);
            let plays: Vec<_> = v
                .iter()
                .filter_map(|m| match m {
                    Move::Play(p) => Some(*p),
                    _ => None,
                })
                .collect();
            if insisted {
                // After "insist" the offender must capture properly: jeu forcé, no fault.
                let mut proper = Vec::new();
                g.board().generate(&mut proper);
                assert_eq!(plays, proper, "seed {seed}: after insist");
                insisted_seen += 1;
            } else if g.fault().is_none() && !plays.is_empty() {
                let fault_of = |p: &_| {
                    let mut h = g.clone();
                    h.play_unchecked(&Move::Play(*p));
                    h.fault().map(|f| f.offence)
                };
                check::position(g.board(), &plays, fault_of)
                    .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                checked += 1;
                faults += plays.iter().filter(|p| fault_of(p).is_some()).count();
            }
            let m = v[rng.below(v.len() as u64) as usize];
            insisted = m == Move::Verdict(spelbord_alquerque::Verdict::Insist);
            g.play_unchecked(&m);
        }
    }
    // The games must reach positions where a capture could be missed.
    assert!(
        checked > 1000 && faults > 200 && insisted_seen > 5,
        "{checked} positions, {faults} faults, {insisted_seen} after insist"
    );
}
