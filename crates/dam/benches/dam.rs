//! Figures for Dam: perft 11–12 leaves per second (bulk counting, and with a table of
//! subtree counts), engine nodes per second, and a match of the strongest engine
//! against the generic baseline (the suite's alpha-beta with a material count).
//!
//! `cargo bench -p spelbord-dam` — environment: `DAM_GAMES` (default 100), `DAM_MS`
//! (milliseconds per move, default 20), `DAM_PERFT` (deepest perft, default 12).

use spelbord_ai::{native_clock, Bot, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_dam::perft::perft_hashed;
use spelbord_dam::{baseline_bot, bot, engine_speed, perft_speed, Board, Colour, Dam, DamSettings};
use std::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Three random plies from the start, redrawn until a short search calls the position
/// roughly level (|score| < 60), so that no game is decided by its opening.
fn opening(seed: u64) -> Dam {
    let mut rng = Rng::new(seed * 7919 + 1);
    let mut moves = Vec::new();
    loop {
        let mut g = Dam::new(DamSettings::default());
        for _ in 0..3 {
            g.legal_moves(&mut moves);
            let m = moves[rng.below(moves.len() as u64) as usize];
            g.play_unchecked(&m);
        }
        let mut e = spelbord_dam::search::engine(16);
        let mut ctx = SearchContext::new(Limits::depth(8), native_clock);
        let f = e.search(g.board(), 0, g.game_keys(), 8, 0, &mut ctx);
        if f.score.abs() < 60 {
            return g;
        }
    }
}

fn main() {
    let deepest = env("DAM_PERFT", 12) as u32;
    for depth in 11..=deepest {
        let s = perft_speed(depth, native_clock);
        println!(
            "perft {depth}: {} leaves in {:.2} s = {:.1} M leaves/s (bulk counting)",
            s.count,
            s.ms / 1000.0,
            s.per_second() / 1e6
        );
        let t = Instant::now();
        let n = perft_hashed(&Board::start(), depth, 22);
        let secs = t.elapsed().as_secs_f64();
        println!(
            "perft {depth}: {n} leaves in {secs:.2} s = {:.1} M leaves/s (hashed, 4M entries)",
            n as f64 / secs / 1e6
        );
        assert_eq!(n, s.count, "the hashed count disagrees");
    }

    let s = engine_speed(1000.0, native_clock);
    println!(
        "engine: {} nodes in {:.2} s = {:.2} M nodes/s",
        s.count,
        s.ms / 1000.0,
        s.per_second() / 1e6
    );

    let games = env("DAM_GAMES", 100);
    let ms = env("DAM_MS", 20) as f64;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let t = Instant::now();
    for i in 0..games {
        // Each opening is played twice, with colours swapped.
        let opening_seed = i / 2;
        let engine_colour = if i % 2 == 0 {
            Colour::Black
        } else {
            Colour::White
        };
        let g = opening(opening_seed);
        let mut g = g;
        let mut engine = bot(spelbord_ai::Level::Strongest, i);
        let mut base = baseline_bot(i);
        let mut plies = 0;
        while let ToAct::Seat(seat) = g.to_act() {
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let player: &mut Box<dyn Bot<Dam>> = if Colour::of_seat(seat) == engine_colour {
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
        if std::env::var("DAM_VERBOSE").is_ok() {
            println!("game {i}: engine {engine_colour:?}, {plies} plies, {result}");
        }
    }
    println!(
        "match, {games} games at {ms} ms/move, strongest vs generic material alpha-beta: \
         +{wins} ={draws} -{losses} (score {:.1}%) in {:.0} s",
        100.0 * (wins as f64 + draws as f64 / 2.0) / games.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
}
