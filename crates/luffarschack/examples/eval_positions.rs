//! Positions for fitting the evaluation: games of the strongest level against itself
//! from the match's three-stone openings (15×15), a few moves in ten taken at random
//! among the likeliest so the games spread, every position printed as its move list
//! (`x,y x,y …`, crosses first; the mover is the side whose turn it is):
//! `cargo run --release -p spelbord-luffarschack --example eval_positions -- GAMES MS SEED [exact]`.
use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_core::Rng;
use spelbord_luffarschack::cell::Cell;
use spelbord_luffarschack::pattern::class;
use spelbord_luffarschack::search::top_moves;
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{style, LuffarschackBot};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let games: u64 = a.get(1).and_then(|s| s.parse().ok()).unwrap_or(100);
    let ms: f64 = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(20.0);
    let seed: u64 = a.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let exact = a.get(4).is_some_and(|s| s == "exact");
    let mut rng = Rng::new(seed);
    for g in 0..games {
        let mut moves: Vec<(i32, i32)> = Vec::new();
        while moves.len() < 3 {
            let c = (5 + rng.below(5) as i32, 5 + rng.below(5) as i32);
            if !moves.contains(&c) {
                moves.push(c);
            }
        }
        let mut bot = LuffarschackBot::with_style(style(Level::Strongest), seed * 1000 + g);
        while moves.len() < 150 {
            let stones: Vec<(Cell, usize)> = moves
                .iter()
                .enumerate()
                .map(|(i, &(x, y))| (Cell::new(x, y), i % 2))
                .collect();
            let mut w = Window::bounded(15, exact, &stones, moves.len() % 2);
            let me = w.side();
            if w.count(me, class::FIVE) > 0 || w.count(1 - me, class::FIVE) > 1 {
                break;
            }
            let line: Vec<String> = moves.iter().map(|(x, y)| format!("{x},{y}")).collect();
            println!("{}", line.join(" "));
            let random = rng.below(10) == 0 && w.count(1 - me, class::FIVE) == 0;
            let idx = if random {
                let top = top_moves(&w, 6);
                top.get(rng.below(top.len() as u64) as usize).copied()
            } else {
                let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
                bot.think(&mut w, &mut ctx).best
            };
            let Some(i) = idx else { break };
            let c = w.cell(i);
            moves.push((c.x, c.y));
        }
    }
}
