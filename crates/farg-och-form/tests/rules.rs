//! One test (or more) per rule of /shared/rules/farg-och-form.md.
mod common;
use common::*;
use spelbord_ai::Level;
use spelbord_core::{Game, Outcome, Replay, ToAct};
use spelbord_farg_och_form::*;

// ---- Tiles ----

#[test]
fn the_bag_holds_108_tiles_three_of_each_of_36_kinds() {
    let g = FargOchForm::new(Settings::default());
    assert_eq!(g.bag_count(), 108);
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    assert_eq!(outs.len(), 36);
    assert!(outs.iter().all(|(_, w)| *w == 3));
    let kinds: std::collections::HashSet<String> =
        outs.iter().map(|(d, _)| d.to_string()).collect();
    assert_eq!(kinds.len(), 36);
    // Six colours and six shapes.
    assert_eq!(Colour::ALL.len() * Shape::ALL.len(), 36);
}

#[test]
fn each_player_draws_a_hidden_hand_of_six() {
    for players in 2..=4u8 {
        let r = Replay::<FargOchForm>::new(Settings { players }, 11);
        let g = r.current();
        assert_eq!(g.hand_sizes(), vec![6; players as usize]);
        assert_eq!(g.bag_count(), 108 - 6 * players as usize);
        for s in 0..players {
            let v = g.view(s);
            assert_eq!(v.hand.tiles(), g.hand(s));
            assert_eq!(v.hand_sizes, vec![6; players as usize]);
        }
    }
}

#[test]
fn bag_draws_are_weighted_by_the_copies_left() {
    let mut r = Replay::<FargOchForm>::with_manual_chance(Settings::default(), 0, true);
    for _ in 0..3 {
        r.play_chance_text("Gd").unwrap();
    }
    assert!(
        r.play_chance_text("Gd").is_err(),
        "only three green diamonds"
    );
    let mut outs = Vec::new();
    r.current().chance_outcomes(&mut outs);
    assert!(!outs.iter().any(|(d, _)| d.to_string() == "Gd"));
    assert_eq!(outs.iter().map(|(_, w)| *w).sum::<u32>(), 105);
}

// ---- Who starts ----

/// Deals these hands by hand (seat 0 first) and returns the replay.
fn deal(hands: &[&str]) -> Replay<FargOchForm> {
    let mut r = Replay::<FargOchForm>::with_manual_chance(
        Settings {
            players: hands.len() as u8,
        },
        0,
        true,
    );
    for h in hands {
        for t in h.split_whitespace() {
            r.play_chance_text(t).unwrap();
        }
    }
    r
}

#[test]
fn the_largest_group_starts_and_identical_tiles_count_once() {
    // Seat 0 holds three red circles: they count once, so its group is red {o, x} = 2;
    // seat 1 has three squares of different colours.
    let r = deal(&["Ro Ro Ro Rx Bd Gc", "Rs Bs Ys Oo Px Gd"]);
    let g = r.current();
    assert_eq!(g.largest_groups(), vec![2, 3]);
    assert_eq!(g.to_act(), ToAct::Seat(1));
    assert_eq!(g.must_play(), 3);
}

#[test]
fn a_tie_for_the_start_is_broken_by_lot() {
    let mut r = deal(&["Ro Rx Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"]);
    assert_eq!(r.current().largest_groups(), vec![2, 2]);
    assert_eq!(r.current().to_act(), ToAct::Chance);
    let mut outs = Vec::new();
    r.current().chance_outcomes(&mut outs);
    let lots: Vec<String> = outs.iter().map(|(d, _)| d.to_string()).collect();
    assert_eq!(lots, vec!["lot 0", "lot 1"]);
    assert!(outs.iter().all(|(_, w)| *w == 1));
    r.play_chance_text("lot 1").unwrap();
    assert_eq!(r.current().to_act(), ToAct::Seat(1));
    // A seat outside the tie cannot win the lot.
    let mut r3 = deal(&[
        "Ro Rx Bd Gc Y* Pc",
        "Bs Ys Oo Px Gd Rc",
        "Ro Bx Yd Gs O* Pc",
    ]);
    assert!(r3.play_chance_text("lot 2").is_err());
    // Seeded lots pick both seats over different seeds.
    let mut starters = std::collections::HashSet::new();
    for seed in 0..40 {
        let g = Replay::<FargOchForm>::new(Settings::default(), seed)
            .current()
            .clone();
        let groups = g.largest_groups();
        if groups[0] == groups[1] {
            starters.insert(g.turn().unwrap());
        }
    }
    assert_eq!(starters.len(), 2);
}

#[test]
fn the_starter_must_play_exactly_their_largest_group_first() {
    let r = deal(&["Ro Rx Bd Gc Y* Pc", "Rs Bs Ys Oo Px Gd"]);
    let g = r.current().clone();
    let moves = legal(&g);
    assert!(!moves.is_empty());
    for m in &moves {
        let Move::Place(p) = m else {
            panic!("the first move must place, not {m}")
        };
        assert_eq!(p.len(), 3);
    }
    // 3! orders of Rs Bs Ys, in a row or a column.
    assert_eq!(moves.len(), 12);
    let two = mv(&g, "Rs@0,0 Bs@1,0");
    let err = g.clone().play(&two).unwrap_err();
    assert!(err.reason.contains("exactly 3"), "{}", err.reason);
    assert!(g.clone().play(&mv(&g, "trade Rs")).is_err());
    assert!(g.clone().play(&mv(&g, "pass")).is_err());
    let g2 = g.clone().play(&mv(&g, "Rs@0,0 Bs@1,0 Ys@2,0")).unwrap();
    assert_eq!(g2.scores(), &[0, 3]);
}

#[test]
fn the_first_tile_goes_at_0_0_and_the_rest_right_or_up() {
    let g = pos("", &["Rs Ro Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    assert_eq!(g.must_play(), 2);
    assert!(g.is_legal(&mv(&g, "Rs@0,0 Ro@1,0")));
    assert!(g.is_legal(&mv(&g, "Rs@0,0 Ro@0,1")));
    assert!(!g.is_legal(&mv(&g, "Rs@1,0 Ro@2,0")));
    assert!(!g.is_legal(&mv(&g, "Rs@0,0 Ro@-1,0")));
    let err = g.clone().play(&mv(&g, "Rs@5,5 Ro@6,5")).unwrap_err();
    assert!(err.reason.contains("0,0"), "{}", err.reason);
}

#[test]
fn play_goes_round_in_seat_order() {
    let mut r = Replay::<FargOchForm>::new(Settings { players: 3 }, 5);
    let first = r.current().turn().unwrap();
    for k in 1..=6u8 {
        let mut v = Vec::new();
        r.current().legal_moves(&mut v);
        r.play(&v[0]).unwrap();
        assert_eq!(r.current().turn(), Some((first + k) % 3));
    }
}

// ---- Lines and placing ----

const ROW: &str = "Ro@0,0 Rx@1,0 Rd@2,0";

#[test]
fn tiles_of_one_turn_lie_in_one_row_or_column() {
    let g = pos(ROW, &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    assert!(g.is_legal(&mv(&g, "Rs@3,0 R*@4,0")));
    let err = g.clone().play(&mv(&g, "Rs@3,0 R*@4,1")).unwrap_err();
    assert!(
        err.reason.contains("one row or one column"),
        "{}",
        err.reason
    );
}

#[test]
fn tiles_of_one_turn_share_one_attribute() {
    // Bd next to Rd makes a column of diamonds, but Rs and Bd do not share anything.
    let g = pos(ROW, &["Rs R* Bo Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    let err = g.clone().play(&mv(&g, "Rs@3,0 Bo@4,0")).unwrap_err();
    assert!(err.reason.contains("share one colour"), "{}", err.reason);
    // A line of one shape with different colours is fine.
    let g = pos(ROW, &["Bo Yo Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    assert!(g.is_legal(&mv(&g, "Bo@0,1 Yo@0,2")));
}

#[test]
fn placed_tiles_form_one_unbroken_line() {
    let g = pos(ROW, &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    let err = g.clone().play(&mv(&g, "Rs@3,0 R*@5,0")).unwrap_err();
    assert!(err.reason.contains("unbroken"), "{}", err.reason);
    // Both ends of an existing line, joined through it, are one line.
    assert!(g.is_legal(&mv(&g, "Rs@-1,0 R*@3,0")));
}

#[test]
fn a_placement_must_touch_the_table() {
    let g = pos(ROW, &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    let err = g.clone().play(&mv(&g, "Rs@10,10 R*@11,10")).unwrap_err();
    assert!(err.reason.contains("touch"), "{}", err.reason);
}

#[test]
fn a_line_holds_no_two_identical_tiles() {
    let g = pos(ROW, &["Ro Rs Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    let err = g.clone().play(&mv(&g, "Ro@3,0")).unwrap_err();
    assert!(err.reason.contains("identical"), "{}", err.reason);
    for m in legal(&g) {
        if let Move::Place(p) = m {
            assert!(
                !p.items()
                    .iter()
                    .any(|q| q.tile.to_string() == "Ro" && q.y == 0),
                "{m}"
            );
        }
    }
}

#[test]
fn a_line_holds_at_most_six_tiles() {
    let six = "Ro@0,0 Rx@1,0 Rd@2,0 Rs@3,0 R*@4,0 Rc@5,0";
    let g = pos(six, &["Ro Rs Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    let err = g.clone().play(&mv(&g, "Ro@6,0")).unwrap_err();
    assert!(
        err.reason.contains("six") || err.reason.contains("identical"),
        "{}",
        err.reason
    );
    // Every cell at the ends of a full line is closed along it.
    for m in legal(&g) {
        if let Move::Place(p) = m {
            assert!(p.items().iter().all(|q| q.y != 0), "{m}");
        }
    }
}

#[test]
fn a_tile_must_fit_both_lines_it_joins() {
    // Yx at 1,1 would sit under Rx (a column of crosses: fine) and beside Bo at 0,1
    // (a row of Bo Yx: no shared attribute).
    let g = pos(
        "Ro@0,0 Rx@1,0 Bo@0,1",
        &["Yx Rs Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"],
        0,
    );
    let err = g.clone().play(&mv(&g, "Yx@1,1")).unwrap_err();
    assert!(err.reason.contains("share one colour"), "{}", err.reason);
}

// ---- Drawing, trading, passing ----

#[test]
fn after_placing_the_player_draws_back_up_to_six() {
    let mut r = Replay::<FargOchForm>::new(Settings::default(), 3);
    let mut v = Vec::new();
    r.current().legal_moves(&mut v);
    let seat = r.current().turn().unwrap();
    let bag = r.current().bag_count();
    let n = match v[0] {
        Move::Place(p) => p.len(),
        _ => unreachable!(),
    };
    r.play(&v[0]).unwrap();
    assert_eq!(r.current().hand(seat).len(), 6);
    assert_eq!(r.current().bag_count(), bag - n);
}

#[test]
fn a_trade_draws_first_then_returns_the_tiles_and_scores_nothing() {
    let mut r = Replay::<FargOchForm>::new(Settings::default(), 3);
    let mut v = Vec::new();
    r.current().legal_moves(&mut v);
    r.play(&v[0]).unwrap();
    let g = r.current().clone();
    let seat = g.turn().unwrap();
    let traded: Vec<Tile> = g.hand(seat)[..2].to_vec();
    let text = format!("trade {} {}", traded[0], traded[1]);
    let scores = g.scores().to_vec();
    let bag = g.bag_count();
    r.play_text(&text).unwrap();
    let h = r.current();
    assert_eq!(h.scores(), scores.as_slice(), "trading scores nothing");
    assert_eq!(
        h.bag_count(),
        bag,
        "the traded tiles went back into the bag"
    );
    assert_eq!(h.hand(seat).len(), 6);
    assert_eq!(h.turn(), Some(1 - seat));
}

#[test]
fn traded_tiles_cannot_be_drawn_back_in_the_same_trade() {
    let g = pos(ROW, &["Gd Gd Gd Bo Yo Po", "Bs Ys Oo Px Gx Rc"], 0);
    let m = mv(&g, "trade Gd Gd Gd");
    let g = g.play(&m).unwrap();
    assert_eq!(g.to_act(), ToAct::Chance);
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    assert!(
        outs.iter().all(|(d, _)| d.to_string() != "Gd"),
        "the Gd are put aside"
    );
}

#[test]
fn no_more_tiles_can_be_traded_than_the_bag_holds() {
    // Play greedy games until the bag holds fewer than six tiles.
    let mut checked = false;
    let mut bots = vec![bot(Level::Medium, 1), bot(Level::Medium, 2)];
    play_game(Settings::default(), 9, &mut bots, |g, _| {
        let n = g.bag_count();
        if n == 0 || n >= 6 {
            return;
        }
        checked = true;
        let trades: Vec<Move> = legal(g)
            .into_iter()
            .filter(|m| matches!(m, Move::Trade(_)))
            .collect();
        assert!(!trades.is_empty());
        assert!(trades
            .iter()
            .all(|m| matches!(m, Move::Trade(t) if t.len() <= n)));
        let seat = g.turn().unwrap();
        let all: Vec<String> = g.hand(seat).iter().map(|t| t.to_string()).collect();
        let err = g
            .clone()
            .play(&mv(g, &format!("trade {}", all.join(" "))))
            .unwrap_err();
        assert!(err.reason.contains("bag holds"), "{}", err.reason);
    });
    assert!(checked);
}

#[test]
fn pass_only_when_neither_placing_nor_trading_is_possible() {
    // With tiles in the bag a player can always trade, so cannot pass.
    let g = pos(ROW, &["Ro Rx Rd Ro Rx Rd", "Bs Ys Oo Px Gx Rc"], 0);
    let err = g.clone().play(&Move::Pass).unwrap_err();
    assert!(err.reason.contains("trade"), "{}", err.reason);
    assert!(!legal(&g).contains(&Move::Pass));
    // With the bag empty and a tile that fits, still no pass.
    let six = "Ro@0,0 Rx@1,0 Rd@2,0 Rs@3,0 R*@4,0";
    let rest = block(10, 10, &[]) + " " + &block(20, 20, &[]);
    let mut table = format!("{six} {rest}");
    // The rest of the tiles on the table as one more block without its red row (the
    // reds are above) and without Po; seat 0 holds the last Rc, seat 1 the Po.
    let mut holes: Vec<(i32, i32)> = (0..6).map(|x| (30 + x, 30)).collect();
    holes.push((30, 35));
    table = format!("{table} {}", block(30, 30, &holes));
    let g = pos(&table, &["Rc", "Po"], 0);
    assert_eq!(g.bag_count(), 0);
    assert!(g
        .clone()
        .play(&Move::Pass)
        .unwrap_err()
        .reason
        .contains("place"));
    assert!(legal(&g).iter().all(|m| matches!(m, Move::Place(_))));
    // Stuck with the bag empty: pass is the only move.
    let g = stuck_position();
    assert_eq!(g.bag_count(), 0);
    assert_eq!(legal(&g), vec![Move::Pass]);
    assert!(g.is_legal(&Move::Pass));
}

#[test]
fn the_game_ends_when_every_player_passes_in_a_row() {
    let g = stuck_position();
    let m = mv(&g, "pass");
    let g = g.play(&m).unwrap();
    assert_eq!(g.to_act(), ToAct::Seat(1), "one pass does not end the game");
    let g = g.play(&m).unwrap();
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Scores(vec![0, 0])));
    assert_eq!(g.went_out(), None);
    // Equal highest scores share the win.
    assert_eq!(g.outcome().unwrap().winners(), vec![0, 1]);
}

// ---- Scoring ----

#[test]
fn a_line_scores_one_point_per_tile_including_tiles_already_there() {
    let g = pos(ROW, &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    assert_eq!(g.placement_score(&placed("Rs@3,0")), Ok(4));
    let m = mv(&g, "Rs@3,0 R*@4,0");
    let g = g.play(&m).unwrap();
    assert_eq!(g.scores(), &[5, 0]);
}

#[test]
fn a_tile_in_two_lines_counts_in_both() {
    // Table: row Ro@0,0 Rx@1,0 Rd@2,0; column Bs@3,1 Ys@3,2. Rs at 3,0 joins the row
    // (4 tiles) and the column Rs Bs Ys (3 tiles): 4 + 3 = 7.
    let g = pos(
        "Ro@0,0 Rx@1,0 Rd@2,0 Bs@3,1 Ys@3,2 B*@4,1",
        &["Rs R* Bd Gc Y* Pc", "Oo Px Gd Rc Gs G*"],
        0,
    );
    assert_eq!(g.placement_score(&placed("Rs@3,0")), Ok(7));
}

#[test]
fn a_completed_line_of_six_scores_twelve() {
    let five = "Ro@0,0 Rx@1,0 Rd@2,0 Rs@3,0 R*@4,0";
    let g = pos(five, &["Rc Bs Bd Gc Y* Pc", "Oo Px Gd Rc Gs G*"], 0);
    assert_eq!(g.placement_score(&placed("Rc@5,0")), Ok(12));
    assert_eq!(g.placement_score(&placed("Rc@-1,0")), Ok(12));
    // Completing a line of six with two tiles from the hand.
    let four = "Ro@0,0 Rx@1,0 Rd@2,0 Rs@3,0";
    let g = pos(four, &["Rc R* Bd Gc Y* Pc", "Oo Px Gd Yc Gs G*"], 0);
    let m = mv(&g, "R*@4,0 Rc@5,0");
    let g = g.play(&m).unwrap();
    assert_eq!(g.scores()[0], 12);
}

#[test]
fn a_lone_first_tile_scores_one() {
    let g = pos("", &["Ro Bx Yd Gs O* Pc", "Rc Bo Gx Yo Px Oc"], 0);
    assert_eq!(g.must_play(), 1);
    let moves = legal(&g);
    assert_eq!(moves.len(), 6, "one tile of six kinds at 0,0");
    let m = mv(&g, "Yd@0,0");
    let g = g.play(&m).unwrap();
    assert_eq!(g.scores(), &[1, 0]);
}

#[test]
fn a_first_move_of_several_tiles_scores_its_line() {
    let g = pos("", &["Ro Rx Rd Gs O* Pc", "Rc Bo Gx Yo Px Oc"], 0);
    let m = mv(&g, "Ro@0,0 Rx@0,1 Rd@0,2");
    let g = g.play(&m).unwrap();
    assert_eq!(g.scores(), &[3, 0]);
}

// ---- End ----

#[test]
fn the_first_to_use_up_their_tiles_with_the_bag_empty_scores_six_and_ends_the_game() {
    let mut seen = 0;
    for seed in 0..6 {
        let mut bots = vec![bot(Level::Medium, seed), bot(Level::Medium, seed + 7)];
        let mut before: Option<(FargOchForm, Move)> = None;
        let r = play_game(Settings::default(), seed, &mut bots, |g, m| {
            before = Some((g.clone(), *m))
        });
        let g = r.current();
        let Some(out) = g.went_out() else { continue };
        seen += 1;
        let (b, m) = before.unwrap();
        assert_eq!(b.bag_count(), 0);
        let Move::Place(p) = m else {
            panic!("went out without placing")
        };
        assert_eq!(p.len(), b.hand(out).len());
        let pts = b.placement_score(p.items()).unwrap();
        assert_eq!(g.scores()[out as usize], b.scores()[out as usize] + pts + 6);
        assert!(g.hand(out).is_empty());
        assert!(matches!(g.to_act(), ToAct::Over(_)));
        let mut v = Vec::new();
        g.legal_moves(&mut v);
        assert!(v.is_empty());
    }
    assert!(seen > 0);
}

#[test]
fn the_game_ends_when_no_tile_left_can_ever_be_placed() {
    // All eighteen squares, packed so that every cell beside them continues a line of
    // squares (found in a real game where both players then traded for ever).
    let squares = "Rs@0,0 Os@0,1 Gs@1,0 Rs@1,1 Ys@2,1 Rs@2,2 Gs@0,2 Ys@1,2 Os@2,0 Bs@1,-1 Gs@2,-1 Bs@3,0 Ps@0,-1 Ps@3,1 Ys@3,-1 Os@3,2 Ps@1,3 Bs@2,3";
    let g = pos(squares, &["Ro Rc R* Rd Rx Pc", "Oc Od Ox Oo Po Oc"], 0);
    assert!(g.table_is_dead());
    assert!(g.bag_count() > 0);
    assert!(legal(&g).iter().all(|m| matches!(m, Move::Trade(_))));
    let m = mv(&g, "trade Ro");
    let mut h = g.clone().play(&m).unwrap();
    let mut outs = Vec::new();
    h.chance_outcomes(&mut outs);
    h.apply_chance(&outs[0].0);
    assert_eq!(h.to_act(), ToAct::Over(Outcome::Scores(vec![0, 0])));
    assert_eq!(h.went_out(), None);
    // A table with room for some tile left is not dead.
    let g = pos(ROW, &["Rs R* Bd Gc Y* Pc", "Bs Ys Oo Px Gd Rc"], 0);
    assert!(!g.table_is_dead());
}

#[test]
fn the_highest_score_wins_and_ties_share_the_win() {
    let o = Outcome::Scores(vec![20, 31, 31]);
    assert_eq!(o.winners(), vec![1, 2]);
    // The game reports its final scores as Outcome::Scores.
    let mut bots = vec![bot(Level::Medium, 1), bot(Level::Medium, 2)];
    let r = play_game(Settings::default(), 4, &mut bots, |_, _| {});
    let g = r.current();
    assert_eq!(g.outcome(), Some(Outcome::Scores(g.scores().to_vec())));
}
