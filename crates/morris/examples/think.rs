//! Shows what the strongest level thinks of one position: `cargo run --release -p
//! spelbord-morris --example think -- "a1 b6 d5" [MS] [flying]` (the moves from the
//! start, White first), printing each move's search (depth, score, principal variation);
//! `MORRIS_ONLY=tre-i-rad` or `kvarn-12` for the other games; `MORRIS_BOOK=0` searches
//! positions the opening book holds too.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_morris::{First, Morris, MorrisBot, MorrisSettings, Variant};

mod common;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let moves = args.get(1).cloned().unwrap_or_default();
    let ms: f64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1000.0);
    let flying = args.get(3).is_some_and(|s| s == "flying");
    // `MORRIS_ONLY`: the game's id (default `kvarn`).
    let v = common::variant(Variant::Kvarn);
    let mut s = MorrisSettings::new(v).with_first(First::White);
    if v == Variant::Kvarn {
        s = s.with_flying(flying);
    }
    let g = match Morris::from_moves(s, &moves) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    // `MORRIS_BOOK=0`: the search alone, also where the book has the position.
    let mut st = spelbord_morris::style(Level::Strongest);
    st.book = std::env::var("MORRIS_BOOK").map_or(true, |v| v != "0");
    // `MORRIS_SEED`: the seed that shuffles the root moves (default 1).
    let seed = std::env::var("MORRIS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut bot = MorrisBot::with_style(st, seed);
    let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
    let m = bot.choose(&g, &mut ctx);
    println!(
        "{:?}: depth {} score {:?} nodes {} pv {}",
        m.map(|m| m.to_string()),
        ctx.thought.depth,
        ctx.thought.score,
        ctx.nodes,
        ctx.thought.pv.join(" ")
    );
}
