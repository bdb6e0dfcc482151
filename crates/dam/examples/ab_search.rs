//! Dam's search settings against each other in self-play, equal time a move:
//! `cargo run --release -p spelbord-dam --example ab_search -- VARIANT OPPONENT PAIRS MS SEED`.
//!
//! Each is `base` (late-move reductions from the 4th move, two plies from the 9th, no
//! threat extension), `lmr5` (reductions from the 6th move, two plies from the 13th),
//! `nolmr` (none), `threat` (base, and a quiet horizon where the opponent threatens a
//! capture is searched one ply more: Dam's setting) or `threat-lmr5`. Each pair of games starts from the same four random
//! plies, once with each colour; both sides use our 4-piece database, which also ends a
//! game at 4 pieces or fewer with its exact value. Prints the variant's +wins =draws
//! −losses and score with a 95 % interval.

use spelbord_ai::{native_clock, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_dam::endgame::{self, Tables, Value};
use spelbord_dam::search::DamRules;
use spelbord_dam::{Board, Colour, Dam, DamSettings, Move, Play};
use spelbord_search::{Engine, Rules};

/// Dam's rules with other search settings.
#[derive(Clone, Copy, Default)]
struct Var<const LF: usize, const LD: usize, const THREAT: bool>(DamRules);

impl<const LF: usize, const LD: usize, const THREAT: bool> Rules for Var<LF, LD, THREAT> {
    type Pos = Board;
    type Move = Play;
    const HISTORY: usize = DamRules::HISTORY;
    const QUIET_LIMIT: u16 = DamRules::QUIET_LIMIT;
    const SINGLE_REPLY_EXTENSION: bool = DamRules::SINGLE_REPLY_EXTENSION;
    const LMR_FROM: usize = LF;
    const LMR_DEEP_FROM: usize = LD;
    const ASPIRATION: i32 = DamRules::ASPIRATION;
    const THREAT_EXTENSION: bool = THREAT;
    fn hash(&self, b: &Board) -> u64 {
        self.0.hash(b)
    }
    fn generate(&self, b: &Board, out: &mut Vec<Play>) {
        self.0.generate(b, out)
    }
    fn play(&self, b: &Board, m: &Play) -> Board {
        self.0.play(b, m)
    }
    fn move_key(&self, m: &Play) -> u64 {
        self.0.move_key(m)
    }
    fn history_slot(&self, b: &Board, m: &Play) -> usize {
        self.0.history_slot(b, m)
    }
    fn evaluate(&self, b: &Board) -> i32 {
        self.0.evaluate(b)
    }
    fn is_noisy(&self, b: &Board, m: &Play) -> bool {
        self.0.is_noisy(b, m)
    }
    fn noisy_rank(&self, b: &Board, m: &Play) -> i32 {
        self.0.noisy_rank(b, m)
    }
    fn resets_quiet(&self, b: &Board, m: &Play) -> bool {
        self.0.resets_quiet(b, m)
    }
    fn capture_due(&self, b: &Board) -> bool {
        self.0.capture_due(b)
    }
    fn threatened(&self, b: &Board) -> bool {
        self.0.threatened(b)
    }
    fn probe(&self, b: &Board, ply: usize, quiet: u16) -> Option<i32> {
        self.0.probe(b, ply, quiet)
    }
}

/// One side of the comparison.
trait Player {
    fn best(&mut self, g: &Dam, ms: f64) -> Play;
}

impl<R: Rules<Pos = Board, Move = Play>> Player for Engine<R> {
    fn best(&mut self, g: &Dam, ms: f64) -> Play {
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        let f = self.search(g.board(), g.quiet_moves(), g.game_keys(), 100, 0, &mut ctx);
        f.best.expect("a move")
    }
}

fn player(variant: &str) -> Box<dyn Player> {
    match variant {
        "lmr5" => Box::new(Engine::new(Var::<5, 12, false>::default(), 19)),
        "nolmr" => Box::new(Engine::new(Var::<99, 99, false>::default(), 19)),
        "threat" => Box::new(Engine::new(Var::<3, 8, true>::default(), 19)),
        "threat-lmr5" => Box::new(Engine::new(Var::<5, 12, true>::default(), 19)),
        _ => Box::new(Engine::new(Var::<3, 8, false>::default(), 19)),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().cloned().unwrap_or_else(|| "base".into());
    let opponent = args.get(1).cloned().unwrap_or_else(|| "base".into());
    let pairs: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(30);
    let ms: f64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(50.0);
    let seed: u64 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(7);
    endgame::install(Tables::generate(4));
    let tables = endgame::installed().expect("installed");
    let mut rng = Rng::new(seed);
    let (mut w, mut d, mut l) = (0u32, 0u32, 0u32);
    for pair in 0..pairs {
        let mut opening = Dam::new(DamSettings::default());
        for _ in 0..4 {
            let mut opts = Vec::new();
            opening.legal_moves(&mut opts);
            let m = opts[(rng.next_u64() % opts.len() as u64) as usize];
            opening.play_unchecked(&m);
        }
        for var_black in [true, false] {
            let mut g = opening.clone();
            let mut var = player(&variant);
            let mut base = player(&opponent);
            let black_score: f64 = loop {
                match g.to_act() {
                    ToAct::Seat(_) => {}
                    ToAct::Over(Outcome::Win { winner, .. }) => {
                        break if winner == 0 { 1.0 } else { 0.0 }
                    }
                    _ => break 0.5,
                }
                let b = *g.board();
                if (b.black | b.white).count_ones() <= 4 {
                    break match (tables.value(&b).expect("covered"), b.turn) {
                        (Value::Draw, _) => 0.5,
                        (Value::Win, Colour::Black) | (Value::Loss, Colour::White) => 1.0,
                        _ => 0.0,
                    };
                }
                let mover = if (b.turn == Colour::Black) == var_black {
                    &mut var
                } else {
                    &mut base
                };
                let p = mover.best(&g, ms);
                g.play_unchecked(&Move::Play(p));
            };
            let mine = if var_black {
                black_score
            } else {
                1.0 - black_score
            };
            match mine {
                x if x > 0.75 => w += 1,
                x if x < 0.25 => l += 1,
                _ => d += 1,
            }
        }
        if pair % 5 == 4 || pair + 1 == pairs {
            let n = f64::from(w + d + l);
            let p = (f64::from(w) + 0.5 * f64::from(d)) / n;
            let var = (f64::from(w) * (1.0 - p).powi(2)
                + f64::from(d) * (0.5 - p).powi(2)
                + f64::from(l) * p.powi(2))
                / n;
            let half = 1.96 * (var / n).sqrt();
            println!(
                "{variant} vs {opponent}: {} games at {ms} ms: +{w} ={d} -{l}, {:.1} % ({:.1}-{:.1})",
                w + d + l,
                100.0 * p,
                100.0 * (p - half),
                100.0 * (p + half)
            );
        }
    }
}
