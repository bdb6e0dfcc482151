//! Plays two weight files against each other at 1 ply (cubeless single games, each
//! side moving first in half of them) and prints the first file's points per game.
//!
//! `cargo run -p spelbord-backgammon --release --bin compare -- A.bin B.bin 4000`

use spelbord_backgammon::board::{in_play, START};
use spelbord_backgammon::bot::best_after;
use spelbord_backgammon::eval::{final_probs, Evaluator};
use spelbord_backgammon::moves::TurnGen;
use spelbord_backgammon::net::Nets;
use spelbord_core::Rng;

fn load(path: &str) -> Result<Nets, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    Nets::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        return Err("usage: compare A.bin B.bin [games]".into());
    }
    let a = load(&args[1])?;
    let b = load(&args[2])?;
    let games: usize = args.get(3).and_then(|g| g.parse().ok()).unwrap_or(2000);
    let mut rng = Rng::new(5);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let mut points = 0f64;
    for g in 0..games {
        let (mut me, mut opp) = (START, START);
        let mut a_moves = g % 2 == 0;
        loop {
            let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
            gen.legal_turns(&me, &opp, dice, &mut cands);
            let mut ev = Evaluator::new(if a_moves { &a } else { &b });
            let c = cands[best_after(&cands, &mut ev).0];
            if in_play(&c.me) == 0 {
                let f = final_probs(&c.me, &c.opp);
                let p = 1.0 + f[1] as f64 + f[2] as f64;
                points += if a_moves { p } else { -p };
                break;
            }
            me = c.opp;
            opp = c.me;
            a_moves = !a_moves;
        }
    }
    println!(
        "{} vs {}: {:+.3} points per game over {games} games",
        args[1],
        args[2],
        points / games as f64
    );
    Ok(())
}
