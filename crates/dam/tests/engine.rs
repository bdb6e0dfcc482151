//! The engine and the bots: legal answers at every level, sensible judgement, the
//! draw-offer policy and the answer to a faulty move.

use spelbord_ai::random::RandomBot;
use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_dam::*;

fn nodes(n: u64) -> SearchContext<'static> {
    SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(n),
        },
        || 0.0,
    )
}

fn setup(fen: &str, huffing: bool) -> Dam {
    Dam::from_settings(DamSettings {
        huffing,
        fen: fen.into(),
    })
    .unwrap()
}

#[test]
fn every_level_answers_legally_in_random_positions() {
    let mut rng = Rng::new(5);
    for level in Level::ALL {
        let mut b = bot(level, 11);
        for huff in [false, true] {
            let mut g = Dam::new(DamSettings {
                huffing: huff,
                fen: String::new(),
            });
            let mut moves = Vec::new();
            for _ in 0..30 {
                let ToAct::Seat(_) = g.to_act() else { break };
                let m = b.choose(&g, &mut nodes(3_000)).expect("a move");
                assert!(g.is_legal(&m), "{level:?} chose {m}");
                // Random replies keep the positions varied (faults included).
                let mut h = g.clone();
                h.play_unchecked(&m);
                if let ToAct::Seat(_) = h.to_act() {
                    h.legal_moves(&mut moves);
                    let r = moves[rng.below(moves.len() as u64) as usize];
                    h.play_unchecked(&r);
                }
                g = h;
            }
        }
    }
}

#[test]
fn the_engine_wins_a_free_piece_and_does_not_give_one_away() {
    // 14-18 would be taken by 23x14; the other moves are safe.
    let g = setup("B:W23,32:B1,14", false);
    for level in Level::ALL {
        for seed in 0..12 {
            let m = bot(level, seed).choose(&g, &mut nodes(20_000)).unwrap();
            assert_ne!(m.to_string(), "14-18", "{level:?} seed {seed} hangs a man");
        }
    }
}

#[test]
fn the_engine_finds_a_two_for_one_shot() {
    // Black gives a man with 14-18; after the forced 23x14, 9x18x25 takes two.
    // A one-move look sees only the lost man.
    let g = setup("B:W22,23,32:B5,9,14,15", false);
    let mut e = spelbord_dam::search::engine(16);
    let found = e.search(g.board(), 0, g.game_keys(), 8, 0, &mut nodes(500_000));
    assert_eq!(found.best.unwrap().to_string(), "14-18");
    assert!(found.score >= 150, "{}", found.score);
    let pv: Vec<String> = found.pv.iter().map(|p| p.to_string()).collect();
    assert_eq!(pv[..3], ["14-18", "23x14", "9x18x25"]);
}

#[test]
fn a_king_ahead_wins_the_ending() {
    // Two kings against one: the strongest level wins (the single king cannot hold the
    // double corner forever against correct play).
    let mut g = setup("B:WK28:BK1,K6", false);
    let mut b = bot(Level::Strongest, 1);
    let mut w = bot(Level::Strongest, 2);
    for _ in 0..80 {
        let ToAct::Seat(s) = g.to_act() else { break };
        let p = if s == 0 { &mut b } else { &mut w };
        let m = p.choose(&g, &mut nodes(200_000)).unwrap();
        g.try_play(&m).unwrap();
    }
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)), "{:?}", g.board());
}

#[test]
fn the_engine_beats_a_random_player() {
    for seed in 0..4 {
        let mut g = Dam::new(DamSettings::default());
        let mut engine = bot(Level::Medium, seed);
        let mut random = RandomBot::new(seed);
        let engine_seat = (seed % 2) as u8;
        while let ToAct::Seat(s) = g.to_act() {
            let m = if s == engine_seat {
                engine.choose(&g, &mut nodes(20_000))
            } else {
                Bot::<Dam>::choose(&mut random, &g, &mut nodes(1))
            }
            .unwrap();
            g.try_play(&m).unwrap();
        }
        assert_eq!(
            g.to_act(),
            ToAct::Over(Outcome::win(engine_seat)),
            "game {seed}"
        );
    }
}

#[test]
fn draw_offers_are_accepted_when_worse_and_declined_when_better() {
    // Black (to move) is two men up and offers; White, the bot, is worse: accept.
    let mut g = setup("B:W30:B1,2,3", false);
    g.try_play(&Move::OfferDraw).unwrap();
    let m = bot(Level::Strongest, 1)
        .choose(&g, &mut nodes(50_000))
        .unwrap();
    assert_eq!(m, Move::AcceptDraw);
    // The other way round: White is ahead and is offered a draw: decline.
    let mut g = setup("B:W21,22,23:B1", false);
    g.try_play(&Move::OfferDraw).unwrap();
    let m = bot(Level::Strongest, 1)
        .choose(&g, &mut nodes(50_000))
        .unwrap();
    assert_eq!(m, Move::DeclineDraw);
}

#[test]
fn the_bot_punishes_a_faulty_move() {
    // Black ignored 14x23. Insisting would hand Black that capture; White does better
    // to huff the man on 14 or let the move stand and take it itself.
    let mut g = setup("B:W18,32:B1,14", true);
    g.try_play(&g.parse_move("1-6").unwrap()).unwrap();
    for level in [Level::Medium, Level::Strongest] {
        let m = bot(level, 3).choose(&g, &mut nodes(100_000)).unwrap();
        assert_ne!(m, Move::Insist, "{level:?}");
        assert!(g.is_legal(&m));
    }
}

#[test]
fn iterative_deepening_reports_depth_and_a_principal_variation() {
    let g = Dam::new(DamSettings::default());
    let mut e = spelbord_dam::search::engine(16);
    let f = e.search(g.board(), 0, g.game_keys(), 8, 0, &mut nodes(2_000_000));
    assert_eq!(f.depth, 8);
    assert!(f.pv.len() >= 2);
    assert_eq!(f.pv.first(), f.best.as_ref());
    // The principal variation is a legal line.
    let mut b = *g.board();
    for p in &f.pv {
        let mut v = Vec::new();
        b.generate(&mut v);
        assert!(v.contains(p));
        b = b.apply(p);
    }
}

/// The board turned half a turn with the colours swapped: the same position seen from
/// the other side.
fn turned(b: &Board) -> Board {
    let turn = match b.turn {
        Colour::Black => Colour::White,
        Colour::White => Colour::Black,
    };
    Board::from_parts(
        b.white.reverse_bits(),
        b.black.reverse_bits(),
        b.kings.reverse_bits(),
        turn,
    )
}

#[test]
fn the_evaluation_is_the_same_from_either_side() {
    // The tuned evaluation (features and pattern tables) values a position for the side
    // to move; seen from the other side of the board it must be the same number. A
    // pattern read from the wrong side, or a table used for one colour only, breaks this.
    // Positions of games the engine plays against itself (a few random plies first for
    // variety): the structures the pattern tables know.
    let mut rng = Rng::new(5);
    let (mut seen, mut patterned) = (0, 0);
    for game in 0..6 {
        let mut g = Dam::new(DamSettings::default());
        let mut bot = DamBot::new(Level::Easy, game);
        for ply in 0..70 {
            if !matches!(g.to_act(), ToAct::Seat(_)) {
                break;
            }
            let m = if ply < 4 {
                let mut moves = Vec::new();
                g.legal_moves(&mut moves);
                moves[(rng.next_u64() % moves.len() as u64) as usize]
            } else {
                bot.choose(&g, &mut nodes(2_000)).expect("a move")
            };
            g.play_unchecked(&m);
            let b = *g.board();
            let t = turned(&b);
            assert_eq!(eval::tuned(&b), eval::tuned(&t), "{}", write_fen(&b));
            assert_eq!(eval::classic(&b), eval::classic(&t), "{}", write_fen(&b));
            let (mg, eg) = eval::pattern_values(&b);
            assert_eq!((mg, eg), {
                let (m, e) = eval::pattern_values(&t);
                (-m, -e)
            });
            seen += 1;
            patterned += usize::from(mg != 0 || eg != 0);
        }
    }
    // The tables say something in these positions (else the test above proves nothing).
    assert!(
        seen > 300 && patterned * 10 > seen * 9,
        "{patterned} of {seen}"
    );
}

#[test]
fn patterns_are_read_from_each_sides_own_half() {
    use spelbord_dam::eval::{pattern_indices, REGIONS};
    // At the start each side has men on its first three rows: from its own side, the
    // top-left region (rows 1–4, columns a–d) holds its own men on rows 1–3 (6 squares,
    // digit 1) and nothing on row 4; both views are the same.
    let (black, white) = pattern_indices(&Board::start());
    assert_eq!(black, white);
    let own_rows_1_to_3 = 1 + 3 + 9 + 27 + 81 + 243;
    assert_eq!(black[0], own_rows_1_to_3);
    // The bottom-right region (rows 5–8) holds the opponent's men on rows 6–8 (digit 2).
    assert_eq!(black[REGIONS - 1], 2 * (9 + 27 + 81 + 243 + 729 + 2187));
    // The middle regions (rows 3–6) hold one row of each side's men.
    assert_eq!(black[4], 1 + 3 + 2 * (729 + 2187));
}
