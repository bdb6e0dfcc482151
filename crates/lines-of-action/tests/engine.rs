//! The computer players: every level takes a win in one and defends against one, the
//! engine finds wins and agrees with the rules, and the strongest beats a random player.

use spelbord_ai::random::RandomBot;
use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_lines_of_action::search::{engine, WIN_BOUND};
use spelbord_lines_of_action::{bot, LinesOfAction, LoaSettings, Move};

fn limits() -> Limits {
    Limits {
        time_ms: f64::INFINITY,
        max_depth: None,
        max_nodes: Some(30_000),
    }
}

fn choose(level: Level, seed: u64, g: &LinesOfAction) -> Move {
    let mut b = bot(level, seed);
    let mut ctx = SearchContext::new(limits(), native_clock);
    b.choose(g, &mut ctx).expect("a move")
}

fn moves(g: &LinesOfAction) -> Vec<Move> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v
}

fn wins_at_once(g: &LinesOfAction, m: &Move) -> bool {
    let me = g.turn().seat();
    let c = g.clone().play(m).unwrap();
    c.to_act() == ToAct::Over(Outcome::win(me))
}

/// Whether the opponent, after `m`, wins at once (or `m` itself loses at once).
fn hands_a_win(g: &LinesOfAction, m: &Move) -> bool {
    let opp = 1 - g.turn().seat();
    let c = g.clone().play(m).unwrap();
    match c.to_act() {
        ToAct::Over(o) => o == Outcome::win(opp),
        _ => moves(&c).iter().any(|r| wins_at_once(&c, r)),
    }
}

/// Positions from seeded random games: ones with a win in one, and ones where some
/// moves hand the opponent a win in one and others do not.
fn sample_positions() -> (Vec<LinesOfAction>, Vec<LinesOfAction>) {
    let (mut wins, mut threats) = (Vec::new(), Vec::new());
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let mut g = LinesOfAction::new(LoaSettings::default());
        let mut ply = 0;
        while let ToAct::Seat(_) = g.to_act() {
            let ms = moves(&g);
            if ply % 2 == 1 && ply > 10 {
                if wins.len() < 6 && ms.iter().any(|m| wins_at_once(&g, m)) {
                    wins.push(g.clone());
                } else if threats.len() < 6 && !ms.iter().any(|m| wins_at_once(&g, m)) {
                    let bad = ms.iter().filter(|m| hands_a_win(&g, m)).count();
                    // A real defence: most moves lose at once, a few do not.
                    if bad * 2 > ms.len() && bad < ms.len() {
                        threats.push(g.clone());
                    }
                }
            }
            if wins.len() >= 6 && threats.len() >= 6 {
                return (wins, threats);
            }
            let m = ms[rng.below(ms.len() as u64) as usize];
            g.play_unchecked(&m);
            ply += 1;
        }
    }
    (wins, threats)
}

#[test]
fn every_level_takes_a_win_in_one() {
    // Black a1 and b3: b3-b2 or a1-a2 joins them; White is far apart.
    let g = LinesOfAction::set_up(LoaSettings {
        position: "7w/8/8/4w3/8/1b6/8/b7 b".into(),
        ..Default::default()
    })
    .unwrap();
    let (wins, _) = sample_positions();
    assert!(wins.len() >= 3, "too few sample positions");
    for level in Level::ALL {
        for seed in 0..3 {
            for p in std::iter::once(&g).chain(wins.iter()) {
                let m = choose(level, seed, p);
                assert!(
                    wins_at_once(p, &m),
                    "{level:?} missed the win, played {m}\n{}",
                    p.ascii()
                );
            }
        }
    }
}

#[test]
fn every_level_defends_against_a_win_in_one() {
    let (_, threats) = sample_positions();
    assert!(threats.len() >= 3, "too few sample positions");
    for level in Level::ALL {
        for seed in 0..3 {
            for p in &threats {
                let m = choose(level, seed, p);
                assert!(
                    !hands_a_win(p, &m),
                    "{level:?} allowed a win in one with {m}\n{}",
                    p.ascii()
                );
            }
        }
    }
}

#[test]
fn a_proven_win_is_a_real_win() {
    // Black a1 and d4 are apart and cannot join in one move, but can by force within
    // five plies: the engine proves it, and its principal variation played out wins.
    let mut g = LinesOfAction::set_up(LoaSettings {
        position: "7w/8/8/4w3/3b4/8/8/b6w b".into(),
        ..Default::default()
    })
    .unwrap();
    let mut e = engine(16);
    let mut ctx = SearchContext::new(Limits::depth(5), native_clock);
    let f = e.search(g.board(), 0, g.game_keys(), 5, 0, &mut ctx);
    assert!(f.score >= WIN_BOUND, "score {}", f.score);
    // Following the principal variation wins for Black.
    for m in &f.pv {
        g = g.play(&Move::Slide(*m)).unwrap();
    }
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)), "{}", g.ascii());
}

#[test]
fn a_bot_passes_when_it_must() {
    let g = LinesOfAction::set_up(LoaSettings {
        position: "6wb/6ww/8/8/8/8/ww6/bw6 b".into(),
        ..Default::default()
    })
    .unwrap();
    for level in Level::ALL {
        assert_eq!(choose(level, 1, &g), Move::Pass);
    }
}

#[test]
fn the_strongest_beats_a_random_player() {
    let mut score = 0.0;
    for game in 0..4u64 {
        let mut g = LinesOfAction::new(LoaSettings::default());
        let mut engine = bot(Level::Strongest, game);
        let mut random = RandomBot::new(game);
        let engine_seat = (game % 2) as u8;
        while let ToAct::Seat(s) = g.to_act() {
            let mut ctx = SearchContext::new(
                Limits {
                    max_nodes: Some(5_000),
                    ..limits()
                },
                native_clock,
            );
            let p: &mut dyn Bot<LinesOfAction> = if s == engine_seat {
                engine.as_mut()
            } else {
                &mut random
            };
            let m = p.choose(&g, &mut ctx).unwrap();
            g = g.play(&m).unwrap();
        }
        score += g.outcome().unwrap().value_for(engine_seat, 2);
    }
    assert_eq!(score, 4.0);
}
