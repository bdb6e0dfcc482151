use spelbord_ai::{Limits, SearchContext, Level};
use spelbord_core::{Game, Rng, ToAct, Outcome};
use spelbord_dam::*;
#[test]
fn show() {
    for i in 0..16u64 {
        let engine_colour = if i % 2 == 0 { Colour::Black } else { Colour::White };
        let mut g = Dam::new(DamSettings::default());
        let mut rng = Rng::new((i / 2) * 7919 + 1);
        let mut moves = Vec::new();
        for _ in 0..3 { g.legal_moves(&mut moves); let m = moves[rng.below(moves.len() as u64) as usize]; g.play_unchecked(&m); }
        let mut engine = bot(Level::Strongest, i);
        let mut base = baseline_bot(i);
        let mut scores = Vec::new();
        while let ToAct::Seat(seat) = g.to_act() {
            let mine = Colour::of_seat(seat) == engine_colour;
            let mut ctx = SearchContext::new(Limits::time(20.0), spelbord_ai::native_clock);
            let m = if mine { engine.choose(&g, &mut ctx) } else { base.choose(&g, &mut ctx) }.unwrap();
            if mine { scores.push(ctx.thought.score.unwrap_or(0)); }
            g.try_play(&m).unwrap();
        }
        let r = match g.to_act() { ToAct::Over(Outcome::Win{winner,..}) => if Colour::of_seat(winner)==engine_colour {"win"} else {"LOSS"}, _ => "draw" };
        let n = scores.len();
        println!("game {i}: {r} quiet={} reps={} fen={} scores: {:?}", g.quiet_moves(), g.repetitions(), write_fen(g.board()), &scores[n.saturating_sub(12)..]);
    }
}
