//! Figures for Lines of Action: perft leaves per second from the start (bulk counting
//! on the bitboards), engine nodes per second, and a match of the strongest level
//! against the generic alpha-beta bot of `spelbord-search` (a concentration evaluation),
//! colours alternating, each opening (a few random moves) played with both colours.
//!
//! `cargo bench -p spelbord-lines-of-action` — environment: `LOA_PERFT` (deepest perft,
//! default 6), `LOA_GAMES` (default 200), `LOA_MS` (milliseconds per move, default 20),
//! `LOA_LEVEL` (the engine's level 1-5, default 5), `LOA_VERBOSE`.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_lines_of_action::board::{connected, connected_by_quads};
use spelbord_lines_of_action::{
    baseline_bot, bot, engine_speed, perft_speed, LinesOfAction, LoaSettings,
};
use std::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Four random plies from the start (two each), so that the games differ.
fn opening(seed: u64) -> LinesOfAction {
    let mut rng = Rng::new(seed * 7919 + 3);
    let mut g = LinesOfAction::new(LoaSettings::default());
    let mut moves = Vec::new();
    for _ in 0..4 {
        g.legal_moves(&mut moves);
        let m = moves[rng.below(moves.len() as u64) as usize];
        g.play_unchecked(&m);
    }
    g
}

fn main() {
    let deepest = env("LOA_PERFT", 6) as u32;
    for depth in 1..=deepest {
        let s = perft_speed(depth, native_clock);
        println!(
            "perft {depth}: {} leaves in {:.3} s = {:.1} M leaves/s",
            s.count,
            s.ms / 1000.0,
            s.per_second() / 1e6
        );
    }
    let s = engine_speed(1000.0, native_clock);
    println!(
        "engine: {} nodes in {:.2} s = {:.2} M nodes/s",
        s.count,
        s.ms / 1000.0,
        s.per_second() / 1e6
    );

    // Connection tests: the flood fill against the quad count first, on both sides'
    // pieces of the positions of random games (most are not connected, as in a search).
    let mut sets = Vec::new();
    let mut rng = Rng::new(5);
    let mut moves = Vec::new();
    while sets.len() < 20_000 {
        let mut g = LinesOfAction::new(LoaSettings::default());
        for _ in 0..60 {
            g.legal_moves(&mut moves);
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            g.play_unchecked(&moves[rng.below(moves.len() as u64) as usize]);
            let b = g.board();
            sets.extend([b.black, b.white]);
        }
    }
    for (name, test) in [
        ("flood fill", connected as fn(u64) -> bool),
        ("quad count, then flood fill", connected_by_quads),
    ] {
        let t = Instant::now();
        let mut n = 0u64;
        for _ in 0..50 {
            n += sets
                .iter()
                .filter(|&&p| test(std::hint::black_box(p)))
                .count() as u64;
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "connection test, {name}: {:.1} M sets/s ({} of {} connected)",
            (sets.len() * 50) as f64 / s / 1e6,
            n / 50,
            sets.len()
        );
    }

    let games = env("LOA_GAMES", 200);
    let ms = env("LOA_MS", 20) as f64;
    let level = Level::from_number(env("LOA_LEVEL", 5) as u8);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut plies_total = 0;
    let mut depth_sum = [0u64; 2];
    let mut nodes_sum = [0u64; 2];
    let t = Instant::now();
    for i in 0..games {
        let engine_seat = (i % 2) as u8;
        let mut g = opening(i / 2);
        let mut engine = bot(level, i);
        let mut base = baseline_bot(i);
        while let ToAct::Seat(seat) = g.to_act() {
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let player: &mut Box<dyn Bot<LinesOfAction>> = if seat == engine_seat {
                &mut engine
            } else {
                &mut base
            };
            let Some(m) = player.choose(&g, &mut ctx) else {
                break;
            };
            depth_sum[(seat == engine_seat) as usize] += ctx.thought.depth as u64;
            nodes_sum[(seat == engine_seat) as usize] += ctx.nodes;
            g.try_play(&m).expect("a bot played an illegal move");
            plies_total += 1;
        }
        let result = match g.to_act() {
            ToAct::Over(Outcome::Win { winner, .. }) if winner == engine_seat => {
                wins += 1;
                "win"
            }
            ToAct::Over(Outcome::Win { .. }) => {
                losses += 1;
                "loss"
            }
            _ => {
                draws += 1;
                "draw"
            }
        };
        if std::env::var("LOA_VERBOSE").is_ok() {
            println!(
                "game {i}: engine seat {engine_seat}, {result} ({:?})",
                g.end_reason()
            );
        }
    }
    println!(
        "match, {games} games at {ms} ms/move, {level:?} vs the generic alpha-beta \
         (concentration): +{wins} ={draws} -{losses} (score {:.1}%), {:.0} plies a game, in {:.0} s",
        100.0 * (wins as f64 + draws as f64 / 2.0) / games.max(1) as f64,
        plies_total as f64 / games.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
    println!(
        "mean depth: engine {:.1}, baseline {:.1}; mean nodes: engine {:.0}, baseline {:.0}",
        depth_sum[1] as f64 * 2.0 / plies_total.max(1) as f64,
        depth_sum[0] as f64 * 2.0 / plies_total.max(1) as f64,
        nodes_sum[1] as f64 * 2.0 / plies_total.max(1) as f64,
        nodes_sum[0] as f64 * 2.0 / plies_total.max(1) as f64,
    );
}
