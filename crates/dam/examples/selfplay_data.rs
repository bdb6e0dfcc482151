//! Positions for tuning the evaluation, from self-play of our own engine:
//! `cargo run --release -p spelbord-dam --example selfplay_data -- GAMES NODES SEED OUT`.
//!
//! Each game starts with four random plies, then both sides are the engine with a node
//! budget a move (independent of the machine's load); in its first 20 plies it may pick
//! any root move within 20 of the best, for variety. Games end by our rules (no pieces or
//! moves, repetition, 40 moves each) or, at 4 pieces or fewer, by our own 4-piece
//! database's exact value. Every quiet position (no capture due) from ply 4 on is written
//! as `black white kings turn result score`: the pieces as hex bitboards, `b`/`w` to
//! move, the game's result for Black (1, 0.5, 0) and the engine's search score for Black.

use spelbord_ai::{Bot, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_dam::endgame::{self, Tables, Value};
use spelbord_dam::{Colour, Dam, DamBot, DamSettings, Style};
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(100);
    let nodes: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let out = args
        .get(3)
        .cloned()
        .unwrap_or_else(|| "positions.txt".into());
    // `classic` as the fifth argument: play with the handcrafted evaluation.
    spelbord_dam::eval::set_classic(args.get(4).is_some_and(|a| a == "classic"));
    let tables = Tables::generate(4);
    endgame::install(tables);
    let tables = endgame::installed().expect("installed");
    let mut file = std::io::BufWriter::new(std::fs::File::create(&out).expect("output file"));
    let mut rng = Rng::new(seed);
    let style = |margin| Style {
        max_depth: 100,
        noise: 0,
        margin,
        tt_bits: 18,
        // Self-play data wants the openings varied, not the book's one line.
        book: false,
    };
    let (mut bw, mut dr, mut ww, mut written) = (0, 0, 0, 0usize);
    for game in 0..games {
        let mut g = Dam::new(DamSettings::default());
        let mut wide = DamBot::with_style(style(20), seed * 1_000_003 + game as u64);
        let mut narrow = DamBot::with_style(style(0), seed * 1_000_003 + game as u64);
        let mut rows: Vec<(spelbord_dam::Board, i32)> = Vec::new();
        let mut ply = 0;
        let result: f64 = loop {
            match g.to_act() {
                ToAct::Seat(_) => {}
                ToAct::Over(Outcome::Win { winner, .. }) => {
                    break if winner == 0 { 1.0 } else { 0.0 }
                }
                ToAct::Over(_) => break 0.5,
                _ => break 0.5,
            }
            let b = *g.board();
            if (b.black | b.white).count_ones() <= 4 {
                let v = tables.value(&b).expect("covered");
                let black_view = match (v, b.turn) {
                    (Value::Draw, _) => 0.5,
                    (Value::Win, Colour::Black) | (Value::Loss, Colour::White) => 1.0,
                    _ => 0.0,
                };
                break black_view;
            }
            if ply > 400 {
                break 0.5;
            }
            let m = if ply < 4 {
                let mut opts = Vec::new();
                g.legal_moves(&mut opts);
                opts[(rng.next_u64() % opts.len() as u64) as usize]
            } else {
                let mut ctx = SearchContext::new(
                    Limits {
                        time_ms: f64::INFINITY,
                        max_depth: None,
                        max_nodes: Some(nodes),
                    },
                    || 0.0,
                );
                let bot = if ply < 20 { &mut wide } else { &mut narrow };
                let m = bot.choose(&g, &mut ctx).expect("a move");
                let s = ctx.thought.score.unwrap_or(0);
                if b.jumpers() == 0 {
                    rows.push((b, if b.turn == Colour::Black { s } else { -s }));
                }
                m
            };
            g.play_unchecked(&m);
            ply += 1;
        };
        match result {
            r if r > 0.75 => bw += 1,
            r if r < 0.25 => ww += 1,
            _ => dr += 1,
        }
        for (b, s) in &rows {
            let t = if b.turn == Colour::Black { 'b' } else { 'w' };
            writeln!(
                file,
                "{:x} {:x} {:x} {t} {result} {s}",
                b.black, b.white, b.kings
            )
            .ok();
        }
        written += rows.len();
        if game % 50 == 49 {
            eprintln!(
                "{} games: +{bw} ={dr} -{ww} (Black), {written} positions",
                game + 1
            );
            file.flush().ok();
        }
    }
    eprintln!("done: {games} games, +{bw} ={dr} -{ww} (Black), {written} positions");
}
