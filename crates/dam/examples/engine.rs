//! Dam's strongest level as an external checkers engine, speaking the line protocol of
//! `crates/xtask/src/checkers_match.rs`: `cargo run --release -p spelbord-dam --example
//! engine`. With it `cargo xtask checkers-vs` plays one build of our engine against
//! another (an evaluation against the one before it, at equal time over the ballots),
//! and other programs can play ours. `position fen FEN moves ...` takes the start
//! position's FEN only; `go movetime MS` answers `info score S depth D` and `bestmove M`.

use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_core::{Game, ToAct};
use spelbord_dam::{write_fen, Board, Dam, DamSettings};
use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let start = write_fen(&Board::start());
    let mut game = Dam::new(DamSettings::default());
    let mut bot = spelbord_dam::bot(Level::Strongest, 1);
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let mut w = line.split_whitespace();
        match w.next() {
            Some("isready") => writeln!(out, "readyok").ok(),
            Some("position") => {
                game = Dam::new(DamSettings::default());
                if w.next() != Some("fen") || w.next() != Some(start.as_str()) {
                    eprintln!("engine: only the start position is taken");
                }
                if w.next() == Some("moves") {
                    for text in w {
                        match game.parse_move(text) {
                            Ok(m) if game.is_legal(&m) => game.play_unchecked(&m),
                            _ => {
                                eprintln!("engine: cannot play {text}");
                                break;
                            }
                        }
                    }
                }
                None
            }
            Some("go") => {
                let mut ms = 1000.0;
                while let Some(t) = w.next() {
                    if t == "movetime" {
                        ms = w.next().and_then(|v| v.parse().ok()).unwrap_or(ms);
                    }
                }
                if !matches!(game.to_act(), ToAct::Seat(_)) {
                    writeln!(out, "bestmove none").ok();
                    continue;
                }
                let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
                match bot.choose(&game, &mut ctx) {
                    Some(m) => {
                        let t = &ctx.thought;
                        writeln!(
                            out,
                            "info score {} depth {}\nbestmove {m}",
                            t.score.unwrap_or(0),
                            t.depth
                        )
                        .ok()
                    }
                    None => writeln!(out, "bestmove none").ok(),
                }
            }
            Some("quit") => break,
            _ => None,
        };
        out.flush().ok();
    }
}
