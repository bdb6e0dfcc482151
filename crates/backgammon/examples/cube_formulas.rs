//! Compares our match cube formulas with gnubg's, from the same probabilities: reads
//! lines `PID LEN S0 S1 CUBE OWNER CRAWFORD W WG WB LG LB OPT ND DT DP` (gnubg's 0-ply
//! probabilities and `cfevaluate` figures) on standard input.
use spelbord_backgammon::board::{contact, Board};
use spelbord_backgammon::cube;
use spelbord_backgammon::gnubg::sides_from_position_id;
use spelbord_backgammon::{Backgammon, Phase, Settings};

fn main() {
    let mut worst = [0.0f64; 3];
    let mut n = 0;
    for line in std::io::stdin().lines() {
        let line = line.unwrap();
        let t: Vec<&str> = line.split_whitespace().collect();
        let (me, opp) = sides_from_position_id(t[0]).unwrap();
        let i = |k: usize| t[k].parse::<i64>().unwrap();
        let f = |k: usize| t[k].parse::<f64>().unwrap();
        let s = Settings {
            match_length: i(1) as u32,
            cube: true,
            jacoby: i(1) == 0,
            ..Settings::default()
        };
        let owner = match i(5) {
            0 => Some(0),
            1 => Some(1),
            _ => None,
        };
        let g = Backgammon::from_parts(
            s,
            Board { sides: [me, opp] },
            0,
            Phase::BeforeRoll,
            [0, 0],
            i(4) as u32,
            owner,
            [i(2) as u32, i(3) as u32],
            i(6) == 1,
        );
        let p = [f(7), f(8), f(9), f(10), f(11)].map(|x| x as f32);
        let (nd, dt, dp) = if i(1) == 0 {
            cube::money_decision(&g, &p)
        } else {
            cube::match_cube_equities(&g, 0, &p)
        };
        let d = [nd - f(13), dt - f(14), dp - f(15)];
        let avail = owner != Some(1);
        let big = d[0].abs() > 0.002 || (avail && d[1].abs() > 0.002);
        if big {
            println!(
                "{} score {}-{} cube {} owner {:?} contact {} p {:?}: nd {nd:+.4} vs {:+.4}, dt {dt:+.4} vs {:+.4}, dp {dp:+.4} vs {:+.4}",
                t[0], t[2], t[3], t[4], owner, contact(&me, &opp), p, f(13), f(14), f(15)
            );
        }
        for k in 0..3 {
            if k != 1 || avail {
                worst[k] = worst[k].max(d[k].abs());
            }
        }
        n += 1;
    }
    println!(
        "{n} positions; largest differences nd {:.4} dt {:.4} dp {:.4}",
        worst[0], worst[1], worst[2]
    );
}
