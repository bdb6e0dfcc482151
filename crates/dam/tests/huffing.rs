//! Dam under huffing against the shared statement of the rule (`spelbord-huffing`'s
//! `check::position`, which Alquerque's tests run too): in every position of seeded
//! random games, the moves listed and the fault each one records.

use spelbord_core::{Game, Rng, ToAct};
use spelbord_dam::{Dam, DamSettings, Move};
use spelbord_huffing::check;

#[test]
fn every_position_of_random_games_follows_the_shared_rule() {
    let mut checked = 0;
    let mut faults = 0;
    let mut insisted_seen = 0;
    for seed in 0..40u64 {
        let mut rng = Rng::new(seed + 1);
        let mut g = Dam::new(DamSettings {
            huffing: true,
            fen: String::new(),
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
                check::position(g.board(), &plays, |p| {
                    let mut h = g.clone();
                    h.play_unchecked(&Move::Play(*p));
                    h.fault().map(|f| f.offence())
                })
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
                checked += 1;
                faults += plays
                    .iter()
                    .filter(|p| {
                        let mut h = g.clone();
                        h.play_unchecked(&Move::Play(**p));
                        h.fault().is_some()
                    })
                    .count();
            }
            let m = v[rng.below(v.len() as u64) as usize];
            insisted = m == Move::Insist;
            g.play_unchecked(&m);
        }
    }
    // The games must reach positions where a capture could be missed.
    assert!(
        checked > 1000 && faults > 200 && insisted_seen > 5,
        "{checked} positions, {faults} faults, {insisted_seen} after insist"
    );
}
