//! Prints the strongest level's view of a match cube decision:
//! `cargo run --release -p spelbord-backgammon --example cube_check -- POSITION_ID LENGTH DOUBLER_SCORE TAKER_SCORE CUBE`.
use spelbord_ai::Level;
use spelbord_backgammon::board::Board;
use spelbord_backgammon::bot::{style, BackgammonBot};
use spelbord_backgammon::cube;
use spelbord_backgammon::eval::{shipped_nets, Evaluator};
use spelbord_backgammon::gnubg::sides_from_position_id;
use spelbord_backgammon::{Backgammon, Phase, Settings};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let (me, opp) = sides_from_position_id(&a[0]).expect("position id");
    let n = |i: usize| a[i].parse::<u32>().expect("number");
    let s = Settings {
        match_length: n(1),
        cube: true,
        ..Settings::default()
    };
    let g = Backgammon::from_parts(
        s,
        Board { sides: [me, opp] },
        0,
        Phase::BeforeRoll,
        [0, 0],
        n(4),
        None,
        [n(2), n(3)],
        false,
    );
    let mut b = BackgammonBot::new(style(Level::Strongest), 1);
    let mut ev = Evaluator::new(shipped_nets());
    let p1 = b.pre_roll(&me, &opp, true, &mut ev);
    let p2 = b.pre_roll_deep(&me, &opp, 4, &mut ev);
    let p0 = ev.on_roll(&me, &opp);
    for (name, p) in [("0-ply", p0), ("1-ply ahead", p1), ("2-ply ahead", p2)] {
        let (d, t) = cube::margins(&g, 0, &p);
        println!(
            "{name}: p {:?} double margin {d:+.3} take margin (dt-dp) {t:+.3} double {} take {}",
            p.map(|x| (x * 1000.0).round() / 1000.0),
            cube::should_double(&g, 0, &p),
            cube::should_take(&g, 1, &spelbord_backgammon::net::flip(&p))
        );
    }
}
