//! Self-play matches that tune the evaluation and check the levels' soundness.
//!
//! `MORRIS_MODE=tune` (default): player A (`MORRIS_A`, default the strongest level as
//! shipped) against player B (`MORRIS_B`, default the same level with the evaluation
//! before issue 31), over seeded openings (`MORRIS_PLIES` random turns, default 4) each
//! played with both colours; a spec overrides weights and the time shares, e.g.
//! `place_mobility=20,mobility=30` or `old,placing_time=150` (see `style_of`). Prints A's
//! score with a 95 % interval.
//!
//! `MORRIS_MODE=start`: a level (`MORRIS_LEVEL`, default 5) against itself from the
//! empty board, each game with other seeds: a sound level never loses a drawn game from
//! the start, so every decisive game is a flaw. Prints each decisive game (who won, how,
//! where the material came apart, from when the winner's search saw itself ahead), wins
//! by colour and draws, and how many games were move-for-move different (the seeds'
//! variety). `MORRIS_VERBOSE` prints every turn's depth, score and nodes; `MORRIS_FROM`
//! (moves from the start) starts every game there instead, `MORRIS_FROM_FILE` (one such
//! line a line) game `i` from line `i` modulo their number.
//!
//! `MORRIS_REPLAY="moves"` (with `MORRIS_SEED` and `MORRIS_GAME` of a `start` game):
//! replays the record with that game's two players searching every turn as they did,
//! and prints what each would play beside what was played; `MORRIS_FRESH` clears each
//! player's table before every turn (what a turn owes to the turns before it), here and
//! in `start`.
//!
//! `cargo run --release -p spelbord-morris --example selfplay` — environment:
//! `MORRIS_GAMES` (default 40), `MORRIS_MS` (per move, default 50), `MORRIS_ONLY` (game
//! id, default `kvarn`), `MORRIS_FLYING` (`on` or `off`, default off), `MORRIS_SEED`.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_morris::eval::Weights;
use spelbord_morris::{
    style, First, Morris, MorrisBot, MorrisMove, MorrisSettings, Style, Variant,
};
use std::collections::HashSet;

mod common;
use common::{env, variant, weight};
use std::time::Instant;

/// A player's style from a spec (`MORRIS_A`, `MORRIS_B`): the strongest level with the
/// shipped weights, `old` for the weights before issue 31, then `name=value` overrides of
/// weights, of `placing_time` / `moving_time` (percent of the move's budget), of
/// `book`, `guard`, `guard_moving` and `path_safe` (0 or 1) and of `draw_bias`
/// (hundredths of a man), comma separated: `old`, `mobility=30,place_fork=60`, `placing_time=160,moving_time=80`.
fn style_of(spec: &str) -> Style {
    let mut st = style(Level::Strongest);
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        if kv == "old" {
            st.weights = Weights::OLD;
            continue;
        }
        let (k, v) = kv.split_once('=').expect("spec: name=value");
        let v: i32 = v.parse().expect("spec: a number");
        match k {
            "placing_time" => st.placing_time = v as u32,
            "moving_time" => st.moving_time = v as u32,
            "book" => st.book = v != 0,
            "guard" => st.guard = v != 0,
            "guard_moving" => st.guard_moving = v != 0,
            "path_safe" => st.path_safe = v != 0,
            "draw_bias" => st.draw_bias = v,
            _ => *weight(&mut st.weights, k).unwrap_or_else(|| panic!("spec: no weight {k}")) = v,
        }
    }
    st
}

/// ` flying on` / ` flying off` for Kvarn, where it is a setting.
fn flying_label(v: Variant, flying: bool) -> &'static str {
    match (v, flying) {
        (Variant::Kvarn, true) => " flying on",
        (Variant::Kvarn, false) => " flying off",
        _ => "",
    }
}

fn play(g: &mut Morris, bots: &mut [MorrisBot; 2], ms: f64) -> Vec<String> {
    play_traced(g, bots, ms, |_, _, _| {})
}

/// Plays the game out; `trace` sees the game before each turn, the turn and the score
/// the mover's search gave it.
fn play_traced(
    g: &mut Morris,
    bots: &mut [MorrisBot; 2],
    ms: f64,
    mut trace: impl FnMut(&Morris, &MorrisMove, i32),
) -> Vec<String> {
    let verbose = std::env::var("MORRIS_VERBOSE").is_ok();
    let fresh = std::env::var("MORRIS_FRESH").is_ok();
    let mut moves = Vec::new();
    while let ToAct::Seat(seat) = g.to_act() {
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        if fresh {
            bots[seat as usize].forget();
        }
        let Some(m) = bots[seat as usize].choose(g, &mut ctx) else {
            break;
        };
        if verbose {
            println!(
                "  {:>3} {:<10} depth {:>2} score {:>6} nodes {:>8} {:.0} ms",
                g.plies(),
                m.to_string(),
                ctx.thought.depth,
                ctx.thought.score.unwrap_or(0),
                ctx.nodes,
                ctx.elapsed_ms()
            );
        }
        trace(g, &m, ctx.thought.score.unwrap_or(0));
        moves.push(m.to_string());
        g.try_play(&m).expect("a bot played an illegal move");
    }
    moves
}

/// The level of `start` and `replay` (`MORRIS_LEVEL`, default 5) and its style: the
/// level's own, or at level 5 the spec of `MORRIS_A` if given (see `style_of`).
fn level_style() -> (Level, Style) {
    let level = match env("MORRIS_LEVEL", 5) {
        1 => Level::Beginner,
        2 => Level::Easy,
        3 => Level::Medium,
        4 => Level::Hard,
        _ => Level::Strongest,
    };
    let st = match std::env::var("MORRIS_A") {
        Ok(spec) if level == Level::Strongest => style_of(&spec),
        _ => style(level),
    };
    (level, st)
}

/// The two players of `start`'s game `i` under `seed` (`replay` seeds them alike).
fn players(st: Style, seed: u64, i: u64) -> [MorrisBot; 2] {
    [
        MorrisBot::with_style(st, seed * 1000 + 2 * i),
        MorrisBot::with_style(st, seed * 1000 + 2 * i + 1),
    ]
}

/// `MORRIS_MODE=start`: the level (`MORRIS_LEVEL`, default 5; at 5 with the spec of
/// `MORRIS_A` if given) against itself from the
/// empty board, every game with other seeds. Between equals a decisive game is a flaw of
/// the loser's: for each one it prints who won and how (two men left or shut in), where
/// the material first came apart (the ply, and whether still placing), the first turn
/// from which the winner's own search saw itself ahead by a man or more, and the record.
fn start(s: MorrisSettings, v: Variant, flying: bool, games: u64, ms: f64, seed: u64) {
    let (level, st) = level_style();
    let t = Instant::now();
    let (mut wins, mut draws) = ([0u64; 2], 0u64);
    let mut placing_losses = 0u64;
    let mut seen = HashSet::new();
    // `MORRIS_FROM`: the games start after these moves (a line's end, to try it).
    // `MORRIS_FROM_FILE`: one start a line (say the positions a few turns before lost
    // games came apart), game `i` from line `i` modulo their number.
    let starts: Vec<String> = match std::env::var("MORRIS_FROM_FILE") {
        Ok(path) => std::fs::read_to_string(&path)
            .expect("MORRIS_FROM_FILE: a readable file")
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(str::to_string)
            .collect(),
        Err(_) => vec![std::env::var("MORRIS_FROM").unwrap_or_default()],
    };
    assert!(!starts.is_empty(), "MORRIS_FROM_FILE: no start in the file");
    for i in 0..games {
        let from = &starts[i as usize % starts.len()];
        let mut g = Morris::from_moves(s, from).expect("MORRIS_FROM: moves from the start");
        let mut bots = players(st, seed, i);
        // Per seat: the first ply its search scored a man or more up (None: never).
        let mut ahead: [Option<u32>; 2] = [None, None];
        let mut apart: Option<(u32, bool)> = None;
        let moves = play_traced(&mut g, &mut bots, ms, |g, _, score| {
            let seat = g.turn() as usize;
            if score >= 100 && ahead[seat].is_none() {
                ahead[seat] = Some(g.plies());
            }
            let p = g.pos();
            if apart.is_none() && p.total(0) != p.total(1) {
                apart = Some((g.plies(), !p.moving_phase()));
            }
        });
        match g.outcome() {
            Some(Outcome::Win { winner, .. }) => {
                wins[winner as usize & 1] += 1;
                let w = winner as usize & 1;
                if apart.is_some_and(|(_, placing)| placing) {
                    placing_losses += 1;
                }
                println!(
                    "decisive game {i}: {} won ({:?}) after {} turns; material apart at {}; \
                     the winner's search a man up from turn {}; {}",
                    g.colour(winner),
                    g.end_reason(),
                    moves.len(),
                    match apart {
                        Some((ply, true)) => format!("turn {ply} (placing)"),
                        Some((ply, false)) => format!("turn {ply} (moving)"),
                        None => "never".into(),
                    },
                    ahead[w].map_or("-".into(), |p| p.to_string()),
                    moves.join(" ")
                );
            }
            _ => draws += 1,
        }
        seen.insert(moves);
    }
    let decisive = wins[0] + wins[1];
    println!(
        "{}{}: {games} games from the start at {ms} ms/move, level {level:?} against \
         itself: white won {}, black won {}, draws {draws}; decisive {decisive} ({} with \
         the material apart already while placing); distinct games {}; {:.0} s",
        v.id(),
        flying_label(v, flying),
        wins[0],
        wins[1],
        placing_losses,
        seen.len(),
        t.elapsed().as_secs_f64()
    );
}

/// `MORRIS_REPLAY="moves"`: replays a game with the two players of `start`'s game
/// `MORRIS_GAME` (seeded as there), each searching every turn of its own with its
/// table, killers and history carried from turn to turn as in the game, and prints what
/// it would play beside what was played: where a lost game's move came from.
fn replay(s: MorrisSettings, record: &str, ms: f64, seed: u64) {
    let (_, st) = level_style();
    let mut bots = players(st, seed, env("MORRIS_GAME", 0));
    let mut g = Morris::new(s);
    for played in record.split_whitespace() {
        let ToAct::Seat(seat) = g.to_act() else {
            break;
        };
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        if std::env::var("MORRIS_FRESH").is_ok() {
            bots[seat as usize].forget();
        }
        let m = bots[seat as usize].choose(&g, &mut ctx);
        let m = m.map(|m| m.to_string()).unwrap_or_default();
        println!(
            "{:>3} played {:<10} search {:<10} {} depth {:>2} score {:>6}",
            g.plies(),
            played,
            m,
            if m == played { " " } else { "*" },
            ctx.thought.depth,
            ctx.thought.score.unwrap_or(0),
        );
        let played_ok = match g.parse_move(played) {
            Ok(m) => g.try_play(&m).map_err(|e| e.to_string()),
            Err(e) => Err(e.to_string()),
        };
        if let Err(e) = played_ok {
            println!("{played}: {e}");
            break;
        }
    }
}

fn main() {
    let v = variant(Variant::Kvarn);
    let games = env("MORRIS_GAMES", 40);
    let ms = env("MORRIS_MS", 50) as f64;
    let seed = env("MORRIS_SEED", 1);
    let flying = std::env::var("MORRIS_FLYING").is_ok_and(|s| s == "on");
    let start_mode = std::env::var("MORRIS_MODE").is_ok_and(|s| s == "start");
    let plies = env("MORRIS_PLIES", 4) as usize;
    let mut s = MorrisSettings::new(v).with_first(First::White);
    if v == Variant::Kvarn {
        s = s.with_flying(flying);
    }
    let t = Instant::now();
    if start_mode {
        start(s, v, flying, games, ms, seed);
        return;
    }
    if let Ok(record) = std::env::var("MORRIS_REPLAY") {
        replay(s, &record, ms, seed);
        return;
    }
    // Player A (`MORRIS_A`, or the older `MORRIS_W`) against player B (`MORRIS_B`,
    // default `old`).
    let spec_a = std::env::var("MORRIS_A")
        .or_else(|_| std::env::var("MORRIS_W"))
        .unwrap_or_default();
    let spec_b = std::env::var("MORRIS_B").unwrap_or_else(|_| "old".into());
    let (style_a, style_b) = (style_of(&spec_a), style_of(&spec_b));
    let (mut won, mut drawn, mut lost) = (0u64, 0u64, 0u64);
    for i in 0..games {
        let mut rng = Rng::new(seed * 7919 + i / 2 + 1);
        let mut g = Morris::new(s);
        let mut legal = Vec::new();
        for _ in 0..plies {
            g.legal_moves(&mut legal);
            if legal.is_empty() {
                break;
            }
            g.play_unchecked(&legal[rng.below(legal.len() as u64) as usize]);
        }
        let tuned_seat = (i % 2) as usize;
        let tuned = MorrisBot::with_style(style_a, i);
        let old = MorrisBot::with_style(style_b, i);
        let mut bots = if tuned_seat == 0 {
            [tuned, old]
        } else {
            [old, tuned]
        };
        play(&mut g, &mut bots, ms);
        match g.outcome() {
            Some(Outcome::Win { winner, .. }) if winner as usize == tuned_seat => won += 1,
            Some(Outcome::Win { .. }) => lost += 1,
            _ => drawn += 1,
        }
    }
    let n = games.max(1) as f64;
    let mean = (won as f64 + drawn as f64 / 2.0) / n;
    let var = (won as f64 * (1.0 - mean).powi(2)
        + drawn as f64 * (0.5 - mean).powi(2)
        + lost as f64 * mean.powi(2))
        / (n - 1.0).max(1.0);
    let half = 1.96 * (var / n).sqrt();
    println!(
        "{}{}: {games} games at {ms} ms/move, A {spec_a:?} against B {spec_b:?}: +{won} \
         ={drawn} -{lost} = {:.1} % (95 % interval {:.1}-{:.1} %), {:.0} s",
        v.id(),
        flying_label(v, flying),
        100.0 * mean,
        100.0 * (mean - half),
        100.0 * (mean + half),
        t.elapsed().as_secs_f64()
    );
}
