//! Times one move of every level from a middle-game position with its default budget:
//! `cargo run --release -p spelbord-dam --example think`.

use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_dam::{bot, default_time_ms, Dam, DamSettings};

fn main() {
    let g = Dam::from_settings(DamSettings {
        huffing: false,
        fen: "W:W17,21,22,23,25,26,27,29,30,31:B1,2,3,5,6,7,9,10,13,14".into(),
    })
    .expect("a valid FEN");
    for level in Level::ALL {
        let mut b = bot(level, 1);
        let ms = default_time_ms(level);
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        let t = native_clock();
        let m = b.choose(&g, &mut ctx);
        println!(
            "{level:?}: {} in {:.0} ms (budget {ms}), depth {}, score {:?}, {} nodes",
            m.map(|m| m.to_string()).unwrap_or_default(),
            native_clock() - t,
            ctx.thought.depth,
            ctx.thought.score,
            ctx.nodes
        );
    }
}
