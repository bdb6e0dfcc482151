//! Figures for the morris games: perft leaves per second from the start, engine nodes per
//! second and depth from a middle-game position, and a match per game of the strongest
//! level against the generic alpha-beta bot of `spelbord-search` (with a material count).
//!
//! `cargo bench -p spelbord-morris` — environment: `MORRIS_GAMES` (games per game id,
//! default 200), `MORRIS_MS` (milliseconds per move, default 10), `MORRIS_PERFT`
//! (perft depth, default 5), `MORRIS_ONLY` (one game id).

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, ToAct};
use spelbord_morris::endgame::Table;
use spelbord_morris::search::engine;
use spelbord_morris::speed::opening;
use spelbord_morris::{baseline_bot, bot, perft, First, Morris, MorrisSettings, Variant};
use std::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let only = std::env::var("MORRIS_ONLY").ok();
    let variants: Vec<Variant> = Variant::ALL
        .into_iter()
        .filter(|v| only.as_deref().is_none_or(|o| o == v.id()))
        .collect();
    let depth = env("MORRIS_PERFT", 5) as u32;
    for &v in &variants {
        let g = Morris::new(MorrisSettings::new(v).with_first(First::White));
        let t = Instant::now();
        let n = perft::perft(g.pos(), g.rules(), depth);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{}: perft {depth} = {n} leaves in {s:.2} s = {:.1} M leaves/s",
            v.id(),
            n as f64 / s / 1e6
        );
    }

    for &v in &variants {
        // A position of the moving phase: 18 (24) turns of placing, then search.
        let g = opening(v, 3, if v == Variant::Kvarn12 { 24 } else { 18 });
        let mut e = engine(*g.rules(), 20);
        let mut ctx = SearchContext::new(Limits::time(1000.0), native_clock);
        let f = e.search(g.pos(), 0, g.game_keys(), 60, 0, &mut ctx);
        println!(
            "{}: engine {} nodes in {:.2} s = {:.2} M nodes/s, depth {}",
            v.id(),
            ctx.nodes,
            ctx.elapsed_ms() / 1000.0,
            ctx.nodes as f64 / ctx.elapsed_ms() / 1000.0,
            f.depth
        );
        let g = opening(v, 3, 0);
        let mut e = engine(*g.rules(), 20);
        let mut ctx = SearchContext::new(Limits::time(1000.0), native_clock);
        let f = e.search(g.pos(), 0, g.game_keys(), 60, 0, &mut ctx);
        println!(
            "{}: from the start, depth {} in 1 s ({} nodes)",
            v.id(),
            f.depth,
            ctx.nodes
        );
    }

    let t = Instant::now();
    let table = Table::build();
    println!(
        "endgame table, three flying men against three: built in {:.2} s; won {} lost {} drawn {} \
         (for the side to move), longest win {} plies; positions by distance {:?}",
        t.elapsed().as_secs_f64(),
        table.counts[0],
        table.counts[1],
        table.counts[2],
        table.longest,
        table.histogram()
    );

    let games = env("MORRIS_GAMES", 200);
    let ms = env("MORRIS_MS", 10) as f64;
    for &v in &variants {
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        let mut depths = 0u64;
        let mut searches = 0u64;
        let t = Instant::now();
        for i in 0..games {
            // Each opening (two random placements each) is played with both colours.
            let mut g = opening(v, i / 2, 4);
            let engine_seat = (i % 2) as u8;
            let mut engine = bot(Level::Strongest, i);
            let mut base = baseline_bot(i);
            while let ToAct::Seat(seat) = g.to_act() {
                let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
                let player: &mut Box<dyn Bot<Morris>> = if seat == engine_seat {
                    &mut engine
                } else {
                    &mut base
                };
                let Some(m) = player.choose(&g, &mut ctx) else {
                    break;
                };
                if seat == engine_seat {
                    depths += ctx.thought.depth as u64;
                    searches += 1;
                }
                g.try_play(&m).expect("a bot played an illegal move");
            }
            match g.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == engine_seat => wins += 1,
                Some(Outcome::Win { .. }) => losses += 1,
                _ => draws += 1,
            }
        }
        println!(
            "{}: {games} games at {ms} ms/move, strongest vs the generic alpha-beta bot of spelbord-search (material evaluation): \
             +{wins} ={draws} -{losses} (score {:.1}%), mean depth {:.1}, in {:.0} s",
            v.id(),
            100.0 * (wins as f64 + draws as f64 / 2.0) / games.max(1) as f64,
            depths as f64 / searches.max(1) as f64,
            t.elapsed().as_secs_f64()
        );
    }
}
