use spelbord_ai::{Bot, Limits, SearchContext};
use spelbord_core::{Game, Replay, ToAct};
use spelbord_farg_och_form::*;
fn main() {
    let start: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(0);
    for i in start..start + 1 {
        let strong_seat = (i % 2) as u8;
        let mut r = Replay::<FargOchForm>::new(Settings { players: 2 }, 1000 + i / 2);
        let mut strong = Strong::new(i, 16);
        strong.next_weight = 0.0;
        let mut greedy = Greedy::new(i);
        let mut n = 0;
        while let ToAct::Seat(seat) = r.current().to_act() {
            let v = r.current().view(seat);
            let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), || 0.0);
            let m = if seat == strong_seat {
                strong.choose(&v, &mut ctx)
            } else {
                greedy.choose(&v, &mut ctx)
            }
            .unwrap();
            r.play(&m).unwrap();
            n += 1;
            if n > 300 {
                let mv = r.moves();
                println!(
                    "game {i} stuck: bag {} last {:?}",
                    r.current().bag_count(),
                    &mv[mv.len() - 10..]
                );
                println!("{:?}", r.current());
                return;
            }
        }
        if i % 10 == 0 {
            println!("{i} ok");
        }
    }
}
