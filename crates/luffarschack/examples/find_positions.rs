//! Searches random games for test positions: the shortest VCF of 5, 7 and 9 plies, and
//! positions where exactly one move stops the opponent's VCF. Prints their records.
use spelbord_ai::{Limits, SearchContext};
use spelbord_core::{Game, Rng, ToAct};
use spelbord_luffarschack::search::Engine;
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{Cell, Luffarschack, LuffarschackSettings};

fn ctx() -> SearchContext<'static> {
    SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(5_000_000),
        },
        || 0.0,
    )
}

fn vcf(g: &Luffarschack, depth: u32) -> Option<usize> {
    let mut w = Window::of_game(g);
    Engine::new(12)
        .vcf(&mut w, depth, 2_000_000, f64::INFINITY, &mut ctx())
        .map(|l| l.len())
}

fn main() {
    let mut rng = Rng::new(77);
    let mut moves = Vec::new();
    let mut wanted = vec![5usize, 7, 9, 11];
    let mut defences = 0;
    for _ in 0..20000 {
        let mut g = Luffarschack::new(LuffarschackSettings::default());
        let n = 16 + rng.below(20) as usize;
        for _ in 0..n {
            if !matches!(g.to_act(), ToAct::Seat(_)) {
                break;
            }
            g.legal_moves(&mut moves);
            let l = g.last_move();
            let near: Vec<Cell> = moves
                .iter()
                .copied()
                .filter(|c| l.is_none_or(|l| c.distance(l) <= 2))
                .collect();
            let pool = if near.is_empty() { &moves } else { &near };
            g.play_unchecked(&pool[rng.below(pool.len() as u64) as usize]);
        }
        if g.outcome().is_some() {
            continue;
        }
        let rec: Vec<String> = g.moves().iter().map(|c| c.to_string()).collect();
        // Shortest VCF.
        if let Some(len) = vcf(&g, 6) {
            let mut d = 0;
            while vcf(&g, d).is_none() {
                d += 1;
            }
            let len = vcf(&g, d).unwrap_or(len);
            if let Some(i) = wanted.iter().position(|&w| w == len) {
                wanted.remove(i);
                println!("VCF {len} plies (depth {d}): {}", rec.join(" "));
            }
            continue;
        }
        // Only one defence against the opponent's VCF.
        if defences < 3 {
            let mut h = g.clone();
            let _ = &mut h;
            let mut w = Window::of_game(&g);
            w.pass();
            let threat = Engine::new(12)
                .vcf(&mut w, 8, 500_000, f64::INFINITY, &mut ctx())
                .is_some();
            if !threat {
                continue;
            }
            g.legal_moves(&mut moves);
            let stopping: Vec<Cell> = moves
                .iter()
                .copied()
                .filter(|&m| {
                    let mut k = g.clone();
                    k.play_unchecked(&m);
                    k.outcome().is_none() && vcf(&k, 10).is_none()
                })
                .collect();
            if stopping.len() == 1 {
                defences += 1;
                println!("only defence {}: {}", stopping[0], rec.join(" "));
            }
        }
        if wanted.is_empty() && defences >= 3 {
            break;
        }
    }
}
