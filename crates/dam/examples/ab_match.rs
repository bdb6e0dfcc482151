//! The tuned evaluation against the handcrafted one in self-play, equal time a move:
//! `cargo run --release -p spelbord-dam --example ab_match -- PAIRS MS SEED`.
//!
//! Each pair of games starts from the same four random plies, once with each colour.
//! Both sides use the strongest level's search and our 4-piece database, which also ends
//! a game at 4 pieces or fewer with its exact value. Prints the tuned side's
//! +wins =draws −losses and score with a 95 % interval.

use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_dam::endgame::{self, Tables, Value};
use spelbord_dam::eval::set_classic;
use spelbord_dam::{bot, Colour, Dam, DamSettings};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pairs: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(50);
    let ms: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(100.0);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(7);
    endgame::install(Tables::generate(4));
    let tables = endgame::installed().expect("installed");
    let mut rng = Rng::new(seed);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    for pair in 0..pairs {
        let mut opening = Dam::new(DamSettings::default());
        for _ in 0..4 {
            let mut opts = Vec::new();
            opening.legal_moves(&mut opts);
            let m = opts[(rng.next_u64() % opts.len() as u64) as usize];
            opening.play_unchecked(&m);
        }
        for tuned_black in [true, false] {
            let mut g = opening.clone();
            let mut tuned = bot(Level::Strongest, pair as u64);
            let mut classic = bot(Level::Strongest, pair as u64 + 1_000);
            let black_score: f64 = loop {
                match g.to_act() {
                    ToAct::Seat(_) => {}
                    ToAct::Over(Outcome::Win { winner, .. }) => {
                        break if winner == 0 { 1.0 } else { 0.0 }
                    }
                    _ => break 0.5,
                }
                let b = *g.board();
                if (b.black | b.white).count_ones() <= 4 {
                    break match (tables.value(&b).expect("covered"), b.turn) {
                        (Value::Draw, _) => 0.5,
                        (Value::Win, Colour::Black) | (Value::Loss, Colour::White) => 1.0,
                        _ => 0.0,
                    };
                }
                let tuned_moves = (b.turn == Colour::Black) == tuned_black;
                set_classic(!tuned_moves);
                let player = if tuned_moves {
                    &mut tuned
                } else {
                    &mut classic
                };
                let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
                let m = player.choose(&g, &mut ctx).expect("a move");
                g.play_unchecked(&m);
            };
            let mine = if tuned_black {
                black_score
            } else {
                1.0 - black_score
            };
            match mine {
                x if x > 0.75 => w += 1,
                x if x < 0.25 => l += 1,
                _ => d += 1,
            }
        }
        if pair % 10 == 9 || pair + 1 == pairs {
            let n = f64::from(w + d + l);
            let p = (f64::from(w) + 0.5 * f64::from(d)) / n;
            let var = (f64::from(w) * (1.0 - p).powi(2)
                + f64::from(d) * (0.5 - p).powi(2)
                + f64::from(l) * p.powi(2))
                / n;
            let half = 1.96 * (var / n).sqrt();
            println!(
                "{} games at {ms} ms: tuned +{w} ={d} -{l}, {:.1} % ({:.1}-{:.1})",
                w + d + l,
                100.0 * p,
                100.0 * (p - half),
                100.0 * (p + half)
            );
        }
    }
}
