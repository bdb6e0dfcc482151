//! Figures for Luffarschack: perft speed, engine nodes per second, VCF solve times on the
//! test positions, and a match of the strongest level against the generic baseline (the
//! suite's alpha-beta with a window count) and against a weaker level.
//!
//! `cargo bench -p spelbord-luffarschack` — environment: `LUFF_GAMES` (default 200),
//! `LUFF_MS` (milliseconds per move, default 30), `LUFF_VERBOSE` (print each game).

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{perft, Game, Outcome, Rng, ToAct};
use spelbord_luffarschack::positions::{DOUBLE_THREE, ONLY_DEFENCE, VCF};
use spelbord_luffarschack::search::Engine;
use spelbord_luffarschack::window::Window;
use spelbord_luffarschack::{baseline_bot, bot, Cell, Luffarschack, LuffarschackSettings};
use std::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn game(moves: &str) -> Luffarschack {
    let mut g = Luffarschack::new(LuffarschackSettings::default());
    for t in moves.split_whitespace() {
        let m = g.parse_move(t).unwrap();
        g.try_play(&m).unwrap();
    }
    g
}

/// A few random marks near the origin, so that no two games of a pair repeat.
fn opening(seed: u64) -> Luffarschack {
    let mut rng = Rng::new(seed * 7919 + 3);
    let mut g = game("0,0");
    for _ in 0..2 {
        loop {
            let c = Cell::new(rng.below(5) as i32 - 2, rng.below(5) as i32 - 2);
            if g.is_legal(&c) {
                g.play_unchecked(&c);
                break;
            }
        }
    }
    g
}

fn matchup(
    name: &str,
    games: u64,
    ms: f64,
    strong: impl Fn(u64) -> Box<dyn Bot<Luffarschack>>,
    weak: impl Fn(u64) -> Box<dyn Bot<Luffarschack>>,
) {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let t = Instant::now();
    let mut plies_total = 0;
    for i in 0..games {
        // Each opening is played twice, with colours swapped.
        let strong_seat = (i % 2) as u8;
        let mut g = opening(i / 2);
        let mut a = strong(i);
        let mut b = weak(i + 1000);
        let mut plies = 0;
        while let ToAct::Seat(seat) = g.to_act() {
            if plies > 400 {
                break;
            }
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let p = if seat == strong_seat { &mut a } else { &mut b };
            let Some(m) = p.choose(&g, &mut ctx) else {
                break;
            };
            g.try_play(&m).expect("a bot played an illegal move");
            plies += 1;
        }
        plies_total += plies;
        let result = match g.to_act() {
            ToAct::Over(Outcome::Win { winner, .. }) if winner == strong_seat => {
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
        if std::env::var("LUFF_VERBOSE").is_ok() {
            println!("{name} game {i}: strong seat {strong_seat}, {plies} plies, {result}");
            if result == "loss" {
                println!("{}", g.ascii());
            }
        }
    }
    let score = (wins as f64 + draws as f64 / 2.0) / games.max(1) as f64;
    println!(
        "{name}: +{wins} ={draws} -{losses} over {games} games at {ms} ms a move: score {:.1} % \
         ({:.1} plies a game, {:.0} s)",
        score * 100.0,
        plies_total as f64 / games.max(1) as f64,
        t.elapsed().as_secs_f64()
    );
}

fn main() {
    let start = Luffarschack::new(LuffarschackSettings::default());
    for depth in 3..=5 {
        let t = Instant::now();
        let n = perft(&start, depth);
        let s = t.elapsed().as_secs_f64();
        println!(
            "perft {depth} (endless paper, cells within 2 of a mark): {n} paths in {s:.2} s = {:.2} M/s",
            n as f64 / s / 1e6
        );
    }

    // Engine speed: the strongest level thinking for a second on quiet middle games
    // (the pattern tables are built before the clock starts).
    let _ = Window::of_game(&start);
    for moves in [
        "0,0 1,1 1,0 -1,0",
        "0,0 1,1 1,0 -1,0 0,1 2,-1 0,-1 0,2 -1,1 2,2",
    ] {
        let mid = game(moves);
        let mut b = bot(Level::Strongest, 1);
        let mut ctx = SearchContext::new(Limits::time(1000.0), native_clock);
        let t = Instant::now();
        let m = b.choose(&mid, &mut ctx);
        let s = t.elapsed().as_secs_f64();
        println!(
            "engine after {moves}: {} nodes in {s:.2} s = {:.0} k nodes/s, depth {}, score {:?}, move {:?}",
            ctx.nodes,
            ctx.nodes as f64 / s / 1e3,
            ctx.thought.depth,
            ctx.thought.score,
            m.map(|c| c.to_string())
        );
    }

    // VCF solve times on the test positions (src/positions.rs): the engine's shortest
    // proof, and the strongest level's whole think until it plays the win (or the only
    // defence), each from a fresh engine.
    for (plies, fours, moves) in VCF {
        let g = game(moves);
        let mut w = Window::of_game(&g);
        let mut e = Engine::new(16);
        let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), native_clock);
        let t = Instant::now();
        let line = e.vcf(&mut w, fours, u64::MAX, f64::INFINITY, &mut ctx);
        let vcf_ms = t.elapsed().as_secs_f64() * 1e3;
        let vcf_nodes = ctx.nodes;
        let mut b = bot(Level::Strongest, 1);
        let mut ctx = SearchContext::new(Limits::time(1000.0), native_clock);
        let t = Instant::now();
        let m = b.choose(&g, &mut ctx);
        println!(
            "VCF in {plies}: proof of {} plies in {vcf_ms:.2} ms ({vcf_nodes} nodes); strongest level plays {} in {:.1} ms, score {:?}",
            line.map_or(0, |l| l.len()),
            m.map_or("nothing".into(), |c| c.to_string()),
            t.elapsed().as_secs_f64() * 1e3,
            ctx.thought.score
        );
    }
    for (answer, moves) in ONLY_DEFENCE {
        let g = game(moves);
        let mut b = bot(Level::Strongest, 1);
        let mut ctx = SearchContext::new(Limits::time(1000.0), native_clock);
        let t = Instant::now();
        let m = b.choose(&g, &mut ctx).map(|c| c.to_string());
        println!(
            "only defence {answer}: strongest level plays {} in {:.1} ms",
            m.as_deref().unwrap_or("nothing"),
            t.elapsed().as_secs_f64() * 1e3
        );
    }
    {
        let g = game(DOUBLE_THREE);
        let mut w = Window::of_game(&g);
        let mut e = Engine::new(16);
        let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), native_clock);
        let t = Instant::now();
        let m = e.vct(&mut w, 4, 8, u64::MAX, f64::INFINITY, &mut ctx);
        println!(
            "VCT double three: {} in {:.2} ms, {} nodes",
            m.map_or("none".to_string(), |i| w.cell(i).to_string()),
            t.elapsed().as_secs_f64() * 1e3,
            ctx.nodes
        );
    }

    let games = env("LUFF_GAMES", 200);
    let ms = env("LUFF_MS", 30) as f64;
    matchup(
        "strongest vs baseline (generic alpha-beta)",
        games,
        ms,
        |s| bot(Level::Strongest, s),
        baseline_bot,
    );
    matchup(
        "strongest vs medium",
        games / 4,
        ms,
        |s| bot(Level::Strongest, s),
        |s| bot(Level::Medium, s),
    );
    matchup(
        "beginner vs baseline (generic alpha-beta)",
        games / 4,
        ms,
        |s| bot(Level::Beginner, s),
        baseline_bot,
    );
}
