//! Strong against greedy over many two-player games, alternating seats (plain main:
//! `cargo bench --bench strength -- [games] [samples]`). Prints the average score
//! margin, wins, and the strong player's time per move.
use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Replay, ToAct};
use spelbord_farg_och_form::{bot, default_time_ms, FargOchForm, Greedy, Settings, Strong};

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let samples: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(48);
    let mut margin_sum = 0i64;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let mut strong_ms = 0.0;
    let mut strong_moves = 0u64;
    let mut worst_ms: f64 = 0.0;
    let mut margins = Vec::new();
    for i in 0..games {
        // Seats alternate: the strong player sits in seat 0 in even games.
        let strong_seat = (i % 2) as u8;
        let mut r = Replay::<FargOchForm>::new(Settings { players: 2 }, 1000 + i / 2);
        let mut strong = Strong::new(i, samples);
        // Weights may be overridden for tuning: STRONG=width,reply,next,leave.
        if let Ok(w) = std::env::var("STRONG") {
            let v: Vec<f64> = w.split(',').filter_map(|x| x.parse().ok()).collect();
            if v.len() == 4 {
                strong.width = v[0] as usize;
                strong.reply_weight = v[1];
                strong.next_weight = v[2];
                strong.leave_weight = v[3];
            }
        }
        let mut greedy = Greedy::new(i);
        loop {
            let g = r.current();
            let seat = match g.to_act() {
                ToAct::Seat(s) => s,
                _ => break,
            };
            let view = g.view(seat);
            let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), native_clock);
            let t0 = native_clock();
            let m = if seat == strong_seat {
                let m = strong.choose(&view, &mut ctx);
                let dt = native_clock() - t0;
                strong_ms += dt;
                worst_ms = worst_ms.max(dt);
                strong_moves += 1;
                m
            } else {
                greedy.choose(&view, &mut ctx)
            };
            let m = m.expect("a bot found no move");
            r.play(&m).expect("a bot's move was refused");
        }
        let s = r.current().scores();
        let margin = s[strong_seat as usize] - s[1 - strong_seat as usize];
        margin_sum += margin as i64;
        margins.push(margin as f64);
        match margin.signum() {
            1 => wins += 1,
            0 => draws += 1,
            _ => losses += 1,
        }
        if (i + 1) % 100 == 0 {
            println!(
                "{} games: average margin {:+.2}",
                i + 1,
                margin_sum as f64 / (i + 1) as f64
            );
        }
    }
    if games == 0 {
        return strongest(&args);
    }
    let n = games as f64;
    let mean = margin_sum as f64 / n;
    let var = margins.iter().map(|m| (m - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    println!(
        "strong ({samples} samples) vs greedy, {games} games, seats alternating: average margin {mean:+.2} points (± {:.2} at 95%), wins {wins}, draws {draws}, losses {losses}",
        1.96 * (var / n).sqrt()
    );
    println!(
        "strong: {:.1} ms per move on average, {:.1} ms at most ({strong_moves} moves)",
        strong_ms / strong_moves.max(1) as f64,
        worst_ms
    );

    strongest(&args);
}

/// The shipped Strongest level under its own time budget: how long it takes to answer.
fn strongest(args: &[String]) {
    let strongest_games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    let budget = default_time_ms(Level::Strongest);
    let (mut ms, mut worst, mut moves, mut margin) = (0.0, 0.0f64, 0u64, 0i64);
    for i in 0..strongest_games {
        let seat_s = (i % 2) as u8;
        let mut r = Replay::<FargOchForm>::new(Settings { players: 2 }, 5000 + i);
        let mut bots = [bot(Level::Strongest, i), bot(Level::Medium, i)];
        if seat_s == 1 {
            bots.swap(0, 1);
        }
        while let ToAct::Seat(seat) = r.current().to_act() {
            let view = r.current().view(seat);
            let mut ctx = SearchContext::new(Limits::time(budget), native_clock);
            let t0 = native_clock();
            let m = bots[seat as usize]
                .choose(&view, &mut ctx)
                .expect("no move");
            if seat == seat_s {
                let dt = native_clock() - t0;
                ms += dt;
                worst = worst.max(dt);
                moves += 1;
            }
            r.play(&m).expect("refused");
        }
        let s = r.current().scores();
        margin += (s[seat_s as usize] - s[1 - seat_s as usize]) as i64;
    }
    if strongest_games > 0 {
        println!(
            "strongest level ({budget} ms budget) vs greedy, {strongest_games} games: {:.1} ms per move on average, {:.1} ms at most; average margin {:+.1}",
            ms / moves.max(1) as f64,
            worst,
            margin as f64 / strongest_games as f64
        );
    }
}
