//! Backgammon figures: turns generated per second, evaluations per second, time per
//! move of each level, and points per game of the engine against the heuristic bot.
//!
//! `cargo bench -p spelbord-backgammon` (env `BG_GAMES`, default 10000, for the 1-ply
//! match; `BG_DEEP_GAMES`, default 10000 (about 10 minutes), for the strongest level's 2-ply match).

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_backgammon::board::START;
use spelbord_backgammon::bot::{style, BackgammonBot, HeuristicBot};
use spelbord_backgammon::moves::TurnGen;
use spelbord_backgammon::{default_time_ms, measure_evals, Backgammon, Settings};
use spelbord_core::{Game, Outcome, Replay, Rng};
use std::time::Instant;

fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Plays `games` single games (no cube) engine vs heuristic, alternating who is Black.
/// Returns (engine points per game, engine win rate, average ms per engine move).
fn versus(level: Level, games: usize, seed: u64) -> (f64, f64, f64) {
    let mut heur = HeuristicBot;
    match_up(level, &mut heur, games, seed)
}

/// Like [`versus`] against any opponent.
fn match_up(
    level: Level,
    heur: &mut dyn Bot<Backgammon>,
    games: usize,
    seed: u64,
) -> (f64, f64, f64) {
    let mut points = 0i64;
    let mut wins = 0usize;
    let mut engine_ms = 0.0;
    let mut engine_moves = 0usize;
    let mut engine = BackgammonBot::new(style(level), seed);
    for i in 0..games {
        let engine_seat = (i % 2) as u8;
        let mut r = Replay::<Backgammon>::new(Settings::default(), seed.wrapping_add(i as u64));
        while r.current().outcome().is_none() {
            let g = r.current().clone();
            let seat = g.seat_to_move().unwrap_or(0);
            let mut ctx = SearchContext::new(Limits::time(default_time_ms(level)), native_clock);
            let t = Instant::now();
            let m = if seat == engine_seat {
                let m = engine.choose(&g, &mut ctx);
                engine_ms += t.elapsed().as_secs_f64() * 1000.0;
                engine_moves += 1;
                m
            } else {
                heur.choose(&g, &mut ctx)
            };
            r.play(&m.expect("a move")).expect("legal");
        }
        if let Some(Outcome::Win { winner, points: p }) = r.current().outcome() {
            if winner == engine_seat {
                points += p as i64;
                wins += 1;
            } else {
                points -= p as i64;
            }
        }
    }
    (
        points as f64 / games as f64,
        wins as f64 / games as f64,
        engine_ms / engine_moves.max(1) as f64,
    )
}

fn main() {
    let t = Instant::now();
    let db = spelbord_backgammon::bearoff::Bearoff::get();
    let _ = db.mean_rolls(&START);
    println!(
        "bearoff database (up to {} checkers) built in {:.0} ms",
        spelbord_backgammon::bearoff::MAX_CHECKERS,
        t.elapsed().as_secs_f64() * 1000.0
    );
    // Turns generated per second over positions from self-play.
    let mut rng = Rng::new(3);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let (mut me, mut opp) = (START, START);
    let start = Instant::now();
    let mut turns = 0u64;
    let mut calls = 0u64;
    while start.elapsed().as_secs_f64() < 2.0 {
        let dice = [rng.below(6) as u8 + 1, rng.below(6) as u8 + 1];
        gen.legal_turns(&me, &opp, dice, &mut cands);
        turns += cands.len() as u64;
        calls += 1;
        let c = cands[rng.below(cands.len() as u64) as usize];
        if spelbord_backgammon::board::in_play(&c.me) == 0 {
            me = START;
            opp = START;
        } else {
            me = c.opp;
            opp = c.me;
        }
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "move generation: {:.0} turns/s ({:.0} rolls/s, {:.1} distinct turns per roll)",
        turns as f64 / s,
        calls as f64 / s,
        turns as f64 / calls as f64
    );

    let (evals, ms, per_s) = measure_evals(native_clock, 2000.0);
    println!("evaluation: {evals} evaluations in {ms:.0} ms = {per_s:.0} evals/s");

    let games = env("BG_GAMES", 10_000);
    let t = Instant::now();
    let (ppg, win, ms) = versus(Level::Medium, games, 1);
    println!(
        "1-ply (Medium) vs heuristic over {games} games: {ppg:+.3} points/game, wins {:.1}%, {ms:.2} ms/move ({:.0} s)",
        win * 100.0,
        t.elapsed().as_secs_f64()
    );
    let deep = env("BG_DEEP_GAMES", 10_000);
    let t = Instant::now();
    let (ppg, win, ms) = versus(Level::Strongest, deep, 2);
    println!(
        "Strongest (2-ply top 16) vs heuristic over {deep} games: {ppg:+.3} points/game, wins {:.1}%, {ms:.2} ms/move ({:.0} s)",
        win * 100.0,
        t.elapsed().as_secs_f64()
    );
    let vs = env("BG_VS_GAMES", 500);
    let mut medium = BackgammonBot::new(style(Level::Medium), 77);
    let (ppg, win, _) = match_up(Level::Strongest, &mut medium, vs, 5);
    println!(
        "Strongest (2-ply) vs Medium (1-ply, same net) over {vs} games: {ppg:+.3} points/game, wins {:.1}%",
        win * 100.0
    );
    for level in Level::ALL {
        let (ppg, _, ms) = versus(level, 100, 9);
        println!("{level:?}: {ppg:+.2} points/game vs heuristic over 100 games, {ms:.2} ms/move");
    }
}
