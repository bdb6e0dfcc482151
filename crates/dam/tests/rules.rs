//! One test per rule of /work/shared/rules/dam.md (jeu forcé unless said otherwise).

use spelbord_core::{Game, Outcome, ToAct};
use spelbord_dam::board::{column, row};
use spelbord_dam::*;

fn setup(fen: &str) -> Dam {
    Dam::from_settings(DamSettings {
        huffing: false,
        fen: fen.into(),
    })
    .unwrap()
}

fn huffing(fen: &str) -> Dam {
    Dam::from_settings(DamSettings {
        huffing: true,
        fen: fen.into(),
    })
    .unwrap()
}

fn moves(g: &Dam) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

fn play(g: &mut Dam, m: &str) {
    let mv = g.parse_move(m).unwrap();
    g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut s: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    s.sort();
    s
}

#[test]
fn squares_are_numbered_as_in_pdn() {
    // 1 is b8, 4 is h8, 5 is a7, 29 is a1, 32 is g1 (column 0 = a, row 0 = rank 8).
    for (n, col, rank) in [(1, 1, 8), (4, 7, 8), (5, 0, 7), (29, 0, 1), (32, 6, 1)] {
        let sq = n - 1;
        assert_eq!((column(sq), 8 - row(sq)), (col, rank), "square {n}");
    }
}

#[test]
fn start_position_black_on_1_to_12_white_on_21_to_32_black_first() {
    let g = Dam::new(DamSettings::default());
    for n in 1..=32u8 {
        let want = match n {
            1..=12 => Some(Colour::Black),
            21..=32 => Some(Colour::White),
            _ => None,
        };
        assert_eq!(g.piece(n).map(|p| p.colour), want, "square {n}");
        if let Some(p) = g.piece(n) {
            assert_eq!(p.rank, Rank::Man);
        }
    }
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.turn(), Colour::Black);
}

#[test]
fn a_man_moves_one_square_diagonally_forward() {
    let g = Dam::new(DamSettings::default());
    assert_eq!(
        moves(&g),
        sorted(&["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"])
    );
    // A lone black man on 14 may not step back to 9 or 10.
    assert_eq!(moves(&setup("B:W32:B14")), sorted(&["14-17", "14-18"]));
    // White men move up the board.
    assert_eq!(moves(&setup("W:W23:B1")), sorted(&["23-18", "23-19"]));
}

#[test]
fn a_king_moves_one_step_both_ways() {
    assert_eq!(
        moves(&setup("B:W32:BK14")),
        sorted(&["14-9", "14-10", "14-17", "14-18"])
    );
}

#[test]
fn capturing_is_compulsory() {
    // Black could step 1-5 or 1-6, but the capture 14x23 must be made.
    let g = setup("B:W18,32:B1,14");
    assert_eq!(moves(&g), sorted(&["14x23"]));
    let step = g.parse_move("1-6").unwrap();
    assert!(!g.is_legal(&step));
    assert_eq!(g.why_illegal(&step), "a capture is compulsory");
}

#[test]
fn the_player_chooses_freely_among_captures() {
    // 9x18x25 takes two, 12x19 takes one: both are allowed (no rule of the majority).
    let g = setup("B:W14,16,22:B9,12");
    assert_eq!(moves(&g), sorted(&["9x18x25", "12x19"]));
}

#[test]
fn a_multi_jump_must_be_completed() {
    let g = setup("B:W14,23:B9");
    assert_eq!(moves(&g), sorted(&["9x18x27"]));
    let half = Move::Play("9x18".parse().unwrap());
    assert!(!g.is_legal(&half));
    assert_eq!(g.why_illegal(&half), "the capture must be completed");
    // The whole move removes both pieces at once and passes the turn.
    let mut g = g;
    play(&mut g, "9x18x27");
    assert_eq!(g.piece(14), None);
    assert_eq!(g.piece(23), None);
    assert_eq!(g.last_move(), vec![9, 18, 27]);
}

#[test]
fn men_capture_forward_only_kings_both_ways() {
    // The white man on 14 stands behind the black man on 18: a man cannot take it.
    assert_eq!(moves(&setup("B:W14,32:B18")), sorted(&["18-22", "18-23"]));
    // A king on 18 takes it.
    assert_eq!(moves(&setup("B:W14,32:BK18")), sorted(&["18x9"]));
    // A king can be captured by a man.
    assert_eq!(moves(&setup("W:W22:BK18")), sorted(&["22x15"]));
}

#[test]
fn crowning_ends_the_move() {
    // The man lands on 31 and is crowned; as a king it could go on 31x24, but the move ends.
    let mut g = setup("B:W26,27:B22");
    assert_eq!(moves(&g), sorted(&["22x31"]));
    play(&mut g, "22x31");
    assert_eq!(g.piece(31).map(|p| p.rank), Some(Rank::King));
    assert_eq!(g.piece(27).map(|p| p.colour), Some(Colour::White));
    // A king already crowned continues.
    assert_eq!(moves(&setup("B:W26,27:BK22")), sorted(&["22x31x24"]));
    // Crowning by a step.
    let mut g = setup("B:W5:B27");
    play(&mut g, "27-32");
    assert_eq!(g.piece(32).map(|p| p.rank), Some(Rank::King));
}

#[test]
fn no_piece_is_jumped_twice_and_different_paths_are_different_moves() {
    // The king goes round the ring of four and is back on its (vacated) square; it
    // may not jump 14 a second time. The two directions round are two moves.
    let g = setup("B:W14,15,22,23:BK10");
    assert_eq!(moves(&g), sorted(&["10x17x26x19x10", "10x19x26x17x10"]));
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    for m in &v {
        if let Move::Play(p) = m {
            assert_eq!(p.captured.count_ones() as usize, p.path().len() - 1);
        }
    }
}

#[test]
fn captured_pieces_leave_the_board_when_the_move_is_complete() {
    // On this board a jumped piece's square can never be a landing square (landings
    // and jumped pieces lie on different diagonal lattices), so the timing shows only
    // in that a jumped piece stays in the way of being jumped again (tested above) and
    // in that all captured pieces disappear together at the end of the move.
    let mut g = setup("B:W14,15,22,23:BK10");
    play(&mut g, "10x17x26x19x10");
    for n in [14, 15, 22, 23] {
        assert_eq!(g.piece(n), None);
    }
    assert_eq!(g.piece(10).map(|p| p.rank), Some(Rank::King));
    // White has no pieces left and, to move, has lost.
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
}

#[test]
fn a_player_without_pieces_loses() {
    assert_eq!(setup("W:W:B1").to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(setup("B:W30:B").to_act(), ToAct::Over(Outcome::win(1)));
}

#[test]
fn a_player_who_cannot_move_loses() {
    // White's man on 29 is blocked by 25 and cannot jump it (22 is occupied).
    let g = setup("W:W29:B22,25");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert!(moves(&g).is_empty());
}

#[test]
fn draw_by_agreement() {
    let mut g = Dam::new(DamSettings::default());
    assert!(g.may_offer_draw());
    play(&mut g, "offer");
    assert_eq!(g.draw_offer(), DrawOffer::Pending { by: 0 });
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(moves(&g), sorted(&["accept", "decline"]));
    // Nothing else may happen while the offer stands.
    assert!(!g.is_legal(&g.parse_move("11-15").unwrap()));
    let mut accepted = g.clone();
    play(&mut accepted, "accept");
    assert_eq!(accepted.to_act(), ToAct::Over(Outcome::Draw));
    assert!(moves(&accepted).is_empty());
    play(&mut g, "decline");
    assert_eq!(g.to_act(), ToAct::Seat(0));
    // One offer per turn: Black must now move.
    assert!(!g.is_legal(&Move::OfferDraw));
    play(&mut g, "11-15");
    // White may offer on its own turn.
    assert!(g.is_legal(&Move::OfferDraw));
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut g = setup("B:WK29:BK4");
    let cycle = ["4-8", "29-25", "8-4", "25-29"];
    for m in cycle {
        play(&mut g, m);
    }
    assert_eq!(g.repetitions(), 2);
    assert!(matches!(g.to_act(), ToAct::Seat(0)));
    for m in &cycle[..3] {
        play(&mut g, m);
    }
    assert!(matches!(g.to_act(), ToAct::Seat(1)));
    play(&mut g, cycle[3]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
}

#[test]
fn forty_moves_each_without_capture_or_man_move_is_a_draw() {
    // Black walks two kings round a 4-cycle and a 6-cycle in turn and White shuttles a
    // king, so no position comes back within 80 half-moves; then the game is drawn.
    let mut g = setup("W:WK29,K32,30:BK6,K3");
    play(&mut g, "30-26");
    assert_eq!(g.quiet_moves(), 0, "a man's move resets the count");
    let a = ["6-10", "10-14", "14-9", "9-6"];
    let b = ["3-8", "8-12", "12-16", "16-11", "11-7", "7-3"];
    let w = ["29-25", "25-29"];
    let (mut bi, mut wi, mut n) = (0, 0, 0);
    while matches!(g.to_act(), ToAct::Seat(_)) {
        if g.turn() == Colour::Black {
            let m = if bi % 2 == 0 {
                a[(bi / 2) % 4]
            } else {
                b[(bi / 2) % 6]
            };
            play(&mut g, m);
            bi += 1;
        } else {
            play(&mut g, w[wi % 2]);
            wi += 1;
        }
        n += 1;
        assert!(g.repetitions() < 3, "repeated after {n}");
        assert!(n <= 80);
        assert_eq!(g.quiet_moves(), n);
    }
    assert_eq!(n, 80);
    assert_eq!(g.quiet_moves(), QUIET_LIMIT);
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw));
}

#[test]
fn players_swap_colours_for_the_next_game() {
    assert_eq!(colour_in_game(Colour::Black, 0), Colour::Black);
    assert_eq!(colour_in_game(Colour::Black, 1), Colour::White);
    assert_eq!(colour_in_game(Colour::White, 1), Colour::Black);
    assert_eq!(colour_in_game(Colour::White, 2), Colour::White);
}

// ---- huffing ----

#[test]
fn without_huffing_illegal_moves_are_refused_and_the_position_stays() {
    let g = setup("B:W18,32:B1,14");
    let before = g.clone();
    let e = g.play(&Move::Play("1-6".parse().unwrap())).unwrap_err();
    assert_eq!(e.position, before);
}

#[test]
fn huffing_allows_ignoring_a_capture_then_the_opponent_chooses() {
    let mut g = huffing("B:W18,32:B1,14");
    assert_eq!(moves(&g), sorted(&["1-5", "1-6", "14-17", "14x23"]));
    play(&mut g, "1-6");
    // White answers before its own move: insist, allow, or huff the piece on 14 (the
    // one that could have captured).
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(moves(&g), sorted(&["allow", "huff14", "insist"]));
    assert_eq!(g.huffable_squares(), vec![14]);
}

#[test]
fn huffing_the_moved_piece_follows_it_to_its_new_square() {
    let mut g = huffing("B:W18,32:B1,14");
    play(&mut g, "14-17");
    assert_eq!(g.huffable_squares(), vec![17]);
}

#[test]
fn insist_takes_the_move_back_and_forces_the_capture() {
    let mut g = huffing("B:W18,32:B1,14");
    play(&mut g, "1-6");
    play(&mut g, "insist");
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.piece(1).map(|p| p.colour), Some(Colour::Black));
    assert_eq!(g.piece(6), None);
    // Now only the proper capture is allowed (no second fault).
    assert_eq!(moves(&g), sorted(&["14x23"]));
    assert!(g.last_move().is_empty());
}

#[test]
fn allow_lets_the_move_stand_and_the_opponent_moves() {
    let mut g = huffing("B:W18,32:B1,14");
    play(&mut g, "1-6");
    play(&mut g, "allow");
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.piece(6).map(|p| p.colour), Some(Colour::Black));
    assert!(moves(&g).iter().all(|m| m.contains('-') || m.contains('x')));
    assert!(g.fault().is_none());
}

#[test]
fn huff_removes_the_piece_and_is_not_a_move() {
    let mut g = huffing("B:W18,32:B1,14");
    play(&mut g, "1-6");
    play(&mut g, "huff14");
    assert_eq!(g.piece(14), None);
    assert_eq!(g.piece(6).map(|p| p.colour), Some(Colour::Black));
    // White, having huffed, now makes its own move.
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.turn(), Colour::White);
    assert!(moves(&g).contains(&"18-15".to_string()));
}

#[test]
fn huffing_allows_stopping_a_sequence_early_and_the_stopper_may_be_huffed() {
    let mut g = huffing("B:W14,23,32:B9");
    assert_eq!(moves(&g), sorted(&["9-13", "9x18", "9x18x27"]));
    play(&mut g, "9x18");
    assert_eq!(g.fault().map(|f| f.stopped_early), Some(true));
    assert_eq!(moves(&g), sorted(&["allow", "huff18", "insist"]));
    let mut insisted = g.clone();
    play(&mut insisted, "insist");
    assert_eq!(moves(&insisted), sorted(&["9x18x27"]));
    play(&mut g, "huff18");
    assert_eq!(g.piece(18), None);
    assert_eq!(
        g.piece(14),
        None,
        "the piece taken before stopping stays taken"
    );
}

#[test]
fn a_proper_move_under_huffing_is_no_fault() {
    let mut g = huffing("B:W14,23,32:B9");
    play(&mut g, "9x18x27");
    assert!(g.fault().is_none());
    assert_eq!(g.to_act(), ToAct::Seat(1));
}

#[test]
fn a_huff_that_takes_the_last_piece_wins() {
    let mut g = huffing("B:W18:B14");
    play(&mut g, "14-17");
    play(&mut g, "huff17");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
}
