//! Figures for Alquerque: perft leaves per second, engine nodes per second, and a
//! match of the strongest level against the generic baseline (the suite's alpha-beta
//! with a material count), each opening played twice with colours swapped.
//!
//! `cargo bench -p spelbord-alquerque` — environment: `ALQ_GAMES` (default 200),
//! `ALQ_MS` (milliseconds per move, default 20), `ALQ_PERFT` (deepest perft, default
//! 14), `ALQ_VERBOSE` (one line a game).

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_alquerque::{
    baseline_bot, bot, engine_speed, perft_speed, Alquerque, AlquerqueSettings, Colour, EndReason,
};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use std::collections::HashMap;
use std::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Four random plies from the start, redrawn until a short search calls the position
/// roughly level, so that no game is decided by its opening.
fn opening(seed: u64) -> Alquerque {
    let mut rng = Rng::new(seed * 7919 + 1);
    let mut moves = Vec::new();
    loop {
        let mut g = Alquerque::new(AlquerqueSettings::default());
        for _ in 0..4 {
            g.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            g.play_unchecked(&m);
        }
        if g.outcome().is_some() {
            continue;
        }
        let mut e = spelbord_alquerque::search::engine(16);
        let mut ctx = SearchContext::new(Limits::depth(8), native_clock);
        let f = e.search(g.board(), 0, g.game_keys(), 8, 0, &mut ctx);
        if f.score.abs() < 60 {
            return g;
        }
    }
}

fn main() {
    for depth in [10, env("ALQ_PERFT", 14) as u32] {
        let s = perft_speed(depth, native_clock);
        println!(
            "perft {depth}: {} leaves in {:.2} s = {:.2} M leaves/s",
            s.count,
            s.ms / 1000.0,
            s.per_second() / 1e6
        );
    }
    let s = engine_speed(1000.0, native_clock);
    println!(
        "engine: {} nodes in {:.2} s = {:.2} M nodes/s (native)",
        s.count,
        s.ms / 1000.0,
        s.per_second() / 1e6
    );
    // How deep the strongest level gets in its browser budget from the start, natively.
    let g = Alquerque::new(AlquerqueSettings::default());
    let mut b = bot(Level::Strongest, 1);
    let mut ctx = SearchContext::new(
        Limits::time(spelbord_alquerque::default_time_ms(Level::Strongest)),
        native_clock,
    );
    b.choose(&g, &mut ctx);
    println!(
        "strongest level from the start: depth {} in {} ms ({} nodes)",
        ctx.thought.depth,
        spelbord_alquerque::default_time_ms(Level::Strongest),
        ctx.nodes
    );

    let games = env("ALQ_GAMES", 200);
    let ms = env("ALQ_MS", 20) as f64;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut reasons: HashMap<String, u32> = HashMap::new();
    let mut plies_total = 0;
    let t = Instant::now();
    for i in 0..games {
        let engine_colour = if i % 2 == 0 {
            Colour::Black
        } else {
            Colour::White
        };
        let mut g = opening(i / 2);
        let mut engine = bot(Level::Strongest, i);
        let mut base = baseline_bot(i);
        let mut plies = 0;
        while let ToAct::Seat(seat) = g.to_act() {
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let player: &mut Box<dyn Bot<Alquerque>> = if Colour::of_seat(seat) == engine_colour {
                &mut engine
            } else {
                &mut base
            };
            let Some(m) = player.choose(&g, &mut ctx) else {
                break;
            };
            g.try_play(&m).expect("a bot played an illegal move");
            plies += 1;
        }
        plies_total += plies;
        let reason = g.end_reason().unwrap_or(EndReason::NoMoves);
        *reasons.entry(format!("{reason:?}")).or_default() += 1;
        let result = match g.to_act() {
            ToAct::Over(Outcome::Win { winner, .. })
                if Colour::of_seat(winner) == engine_colour =>
            {
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
        if std::env::var("ALQ_VERBOSE").is_ok() {
            let b = g.board();
            println!(
                "game {i}: engine {engine_colour:?}, {plies} plies, {result} ({reason:?}), \
                 pieces left {}:{} (engine:baseline)",
                b.pieces(engine_colour).count_ones(),
                b.pieces(engine_colour.other()).count_ones()
            );
        }
    }
    let mut reasons: Vec<_> = reasons.into_iter().collect();
    reasons.sort();
    println!(
        "match, {games} games at {ms} ms/move, strongest vs generic material alpha-beta: \
         +{wins} ={draws} -{losses} (score {:.1}%), {:.0} plies a game, ends {:?}, in {:.0} s",
        100.0 * (wins as f64 + draws as f64 / 2.0) / games.max(1) as f64,
        plies_total as f64 / games.max(1) as f64,
        reasons,
        t.elapsed().as_secs_f64()
    );
}
