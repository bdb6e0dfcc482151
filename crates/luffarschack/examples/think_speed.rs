//! The strongest level's nodes per second and depth on 15×15 at the Gomocup brain's
//! 700 ms a move (its share of a 1,000 ms turn), over the seeded three-stone openings
//! of `cargo xtask gomocup-vs --seed 1` and a few middle-game positions, both rules:
//! `cargo run --release -p spelbord-luffarschack --example think_speed [MS]`.
use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_luffarschack::cell::Cell;
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{style, LuffarschackBot};

const POSITIONS: [&str; 6] = [
    "9,6 7,6 5,5",
    "6,5 7,9 7,5",
    "6,5 6,8 7,6",
    "6,8 7,9 5,7",
    "7,7 8,8 8,6 6,8 9,7 7,6 9,5 10,4 8,7",
    "7,7 7,8 8,7 6,7 8,8 8,6 9,9 10,10 6,6 5,5 9,8 9,7",
];

fn main() {
    let ms: f64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(700.0);
    for exact in [false, true] {
        let (mut nodes, mut time, mut depth) = (0u64, 0.0, 0u32);
        for p in POSITIONS {
            let stones: Vec<(Cell, usize)> = p
                .split_whitespace()
                .enumerate()
                .filter_map(|(i, t)| {
                    let (x, y) = t.split_once(',')?;
                    Some((Cell::new(x.parse().ok()?, y.parse().ok()?), i % 2))
                })
                .collect();
            let mut w = Window::bounded(15, exact, &stones, stones.len() % 2);
            let mut bot = LuffarschackBot::with_style(style(Level::Strongest), 1);
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let found = bot.think(&mut w, &mut ctx);
            let t = ctx.elapsed_ms();
            println!(
                "{} {p}: {} nodes in {t:.0} ms = {:.0} k/s, depth {} ({:?})",
                if exact { "exact5   " } else { "freestyle" },
                ctx.nodes,
                ctx.nodes as f64 / t.max(1e-3),
                found.depth,
                found.how
            );
            nodes += ctx.nodes;
            time += t;
            depth += found.depth;
        }
        println!(
            "{}: {:.0} k nodes/s, mean depth {:.1}",
            if exact { "exact5" } else { "freestyle" },
            nodes as f64 / time.max(1e-3),
            depth as f64 / POSITIONS.len() as f64
        );
    }
}
