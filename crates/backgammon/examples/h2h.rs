use spelbord_backgammon::board::{in_play, START};
use spelbord_backgammon::bot::best_after;
use spelbord_backgammon::eval::{final_probs, Evaluator};
use spelbord_backgammon::moves::TurnGen;
use spelbord_backgammon::net::Nets;
use spelbord_core::Rng;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let na = Nets::from_bytes(&std::fs::read(&a[1]).unwrap()).unwrap();
    let nb = Nets::from_bytes(&std::fs::read(&a[2]).unwrap()).unwrap();
    let games: usize = a[3].parse().unwrap();
    let mut rng = Rng::new(5);
    let mut gen = TurnGen::default();
    let mut c = Vec::new();
    let mut pts = 0f64;
    for g in 0..games {
        let (mut me, mut opp) = (START, START);
        let mut mover_is_a = g % 2 == 0;
        loop {
            let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
            gen.legal_turns(&me, &opp, dice, &mut c);
            let mut ev = Evaluator::new(if mover_is_a { &na } else { &nb });
            let (i, _) = best_after(&c, &mut ev);
            let x = c[i];
            if in_play(&x.me) == 0 {
                let f = final_probs(&x.me, &x.opp);
                let p = 1.0 + f[1] as f64 + f[2] as f64;
                pts += if mover_is_a { p } else { -p };
                break;
            }
            me = x.opp;
            opp = x.me;
            mover_is_a = !mover_is_a;
        }
    }
    println!("A vs B: {:+.3} ppg over {games}", pts / games as f64);
}
