//! One test per rule and per Decision of /work/shared/rules/stumphog.md.

use spelbord_core::{Game, Outcome, Record, Replay, Rng, ToAct};
use spelbord_stumphog::*;

/// A game from a position text (`HITOM ROW/BORTOM ROW/S/HÖGAR/UTE/MOVER`), Hitom at
/// seat 0, with `dice` thrown.
fn at(text: &str, dice: (u8, u8)) -> Stumphog {
    let pos = Pos::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut g = Stumphog::from_position(pos, 0);
    g.apply_chance(&Dice(dice.0, dice.1));
    assert_eq!(g.phase(), Phase::Moving);
    g
}

fn moves(g: &Stumphog) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

fn has(g: &Stumphog, m: &str) -> bool {
    moves(g).contains(&m.to_string())
}

fn play(g: &Stumphog, m: &str) -> Stumphog {
    let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    g.clone().play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"))
}

fn refused(g: &Stumphog, m: &str) -> Refusal {
    let mv: Move = m.parse().unwrap_or_else(|e| panic!("{m}: {e}"));
    let err = g.clone().play(&mv).expect_err(m);
    assert_eq!(&err.position, g, "a refused play changed the position");
    g.illegal_reason(&mv).expect("a reason")
}

fn h(name: &str) -> Heap {
    Heap::parse(name).unwrap()
}

const H: usize = 0;
const B: usize = 1;

// ---------------------------------------------------------------- material and setup

#[test]
fn setup_seven_single_stones_a_row_and_35_stones_each() {
    let g = Stumphog::new(Settings::default());
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.to_act(), ToAct::Chance);
    for heap in Heap::rows() {
        assert_eq!(g.pos().stones(heap), 1, "{heap}");
    }
    // Nobody has laid Stumpen's base yet: each holds 35 - 7 = 28.
    assert_eq!(g.pos().stumpen(), 0);
    assert_eq!(g.pos().hogen, [28, 28]);
    assert_eq!(g.pos().ute, [0, 0]);
    assert_eq!(g.pos().total(), 70);
    assert_eq!(Heap::rows().count(), 14);
}

#[test]
fn setup_higher_die_becomes_hitom_lays_stumpen_and_moves_first() {
    for (dice, hitom) in [((5, 2), 0u8), ((1, 6), 1u8)] {
        let mut g = Stumphog::new(Settings::default());
        g.apply_chance(&Dice(dice.0, dice.1));
        assert_eq!(g.hitom_seat(), Some(hitom));
        assert_eq!(g.role_of(hitom), Some(Role::Hitom));
        assert_eq!(g.role_of(1 - hitom), Some(Role::Bortom));
        // Hitom's stone is Stumpen's base: Högen 27 for Hitom, 28 for Bortom.
        assert_eq!(g.pos().stumpen(), 1);
        assert_eq!(g.pos().hogen, [27, 28]);
        // Hitom throws first, then plays.
        assert_eq!(g.to_act(), ToAct::Chance);
        assert_eq!(g.mover(), Some(Role::Hitom));
        g.apply_chance(&Dice(3, 4));
        assert_eq!(g.to_act(), ToAct::Seat(hitom));
        let g = play(&g, "pass");
        assert_eq!(g.mover(), Some(Role::Bortom), "turns alternate");
        assert_eq!(g.check_invariants(), Ok(()));
    }
}

#[test]
fn setup_equal_opening_throws_are_thrown_again() {
    let g = Stumphog::new(Settings::default());
    let mut outs = Vec::new();
    g.chance_outcomes(&mut outs);
    // Every unequal pair once: a tie is no outcome, it is thrown again, and each seat
    // becomes Hitom half the time.
    assert_eq!(outs.len(), 30);
    assert!(outs.iter().all(|(d, w)| d.0 != d.1 && *w == 1));
    assert_eq!(outs.iter().filter(|(d, _)| d.0 > d.1).count(), 15);
    let mut r = Replay::<Stumphog>::with_manual_chance(Settings::default(), 0, true);
    let e = r.play_chance_text("4-4").expect_err("a tie");
    assert!(e.to_string().contains("cannot happen"), "{e}");
    r.play_chance_text("2-5").unwrap();
    assert_eq!(r.current().hitom_seat(), Some(1));
}

// ---------------------------------------------------------------- names of places

#[test]
fn names_port_borta_hemma_and_stumpen() {
    let names: Vec<String> = Heap::rows().map(|x| x.to_string()).collect();
    assert_eq!(
        names,
        ["H1", "H2", "H3", "H4", "H5", "H6", "H7", "B1", "B2", "B3", "B4", "B5", "B6", "B7"]
    );
    assert_eq!(Heap::STUMPEN.to_string(), "S");
    for x in Heap::rows() {
        let p = x.position().unwrap();
        assert_eq!(x.is_port(), p == 1, "{x}");
        assert_eq!(x.is_hemma(), p >= 5, "{x}");
        assert_eq!(Heap::parse(&x.to_string()), Some(x));
    }
    assert_eq!(Heap::rows().filter(|x| x.is_hemma()).count(), 6);
    assert_eq!(Heap::port(Role::Hitom), h("H1"));
    assert_eq!(Heap::port(Role::Bortom), h("B1"));
    assert!(!Heap::STUMPEN.is_hemma() && !Heap::STUMPEN.is_port());
    assert_eq!(Heap::parse("H8"), None);
    assert_eq!(Heap::parse("X1"), None);
}

// ---------------------------------------------------------------- tracks

#[test]
fn tracks_run_out_through_own_port_and_back_along_the_other_row() {
    let track = |r: Role| -> Vec<String> {
        (0..=14)
            .map(|t| Heap::at_track(r, t).unwrap().to_string())
            .collect()
    };
    assert_eq!(
        track(Role::Hitom).join(" "),
        "H7 H6 H5 H4 H3 H2 H1 B1 B2 B3 B4 B5 B6 B7 S"
    );
    assert_eq!(
        track(Role::Bortom).join(" "),
        "B7 B6 B5 B4 B3 B2 B1 H1 H2 H3 H4 H5 H6 H7 S"
    );
    // The same move goes opposite ways for the two players on a row.
    let p = "1,5,1,1,1,1,1/1,1,1,1,1,1,1/1/23,28/0,0";
    let g = at(&format!("{p}/h"), (1, 2));
    let g = play(&g, "1-2 H2"); // Hitom: H2 -> H1 -> B1
    assert_eq!(g.pos().stones(h("B1")), 2);
    let g = at(&format!("{p}/b"), (1, 2));
    let g = play(&g, "1-2 H2"); // Bortom: H2 -> H3 -> H4
    assert_eq!(g.pos().stones(h("H4")), 2);
}

// ---------------------------------------------------------------- the move

const ROOMY: &str = "1,6,1,1,1,1,1/1,1,1,1,1,1,1/1/22,28/0,0/h";

#[test]
fn move_one_die_stones_the_other_steps_either_way_round() {
    let g = at(ROOMY, (3, 5));
    assert!(has(&g, "3-5 H2") && has(&g, "5-3 H2"));
    let three_five = play(&g, "3-5 H2"); // H2 -> 5 steps -> B4
    assert_eq!(three_five.pos().stones(h("H2")), 3);
    assert_eq!(three_five.pos().stones(h("B4")), 4);
    let five_three = play(&g, "5-3 H2"); // H2 -> 3 steps -> B2
    assert_eq!(five_three.pos().stones(h("H2")), 1);
    assert_eq!(five_three.pos().stones(h("B2")), 6);
    // Anything the dice do not show is refused.
    assert_eq!(
        refused(&g, "4-5 H2"),
        Refusal::DiceDoNotGive {
            stones: 4,
            steps: 5
        }
    );
}

#[test]
fn move_all_stones_from_one_heap_which_keeps_at_least_one() {
    let g = at("1,3,1,1,1,1,1/1,1,1,1,1,1,1/1/25,28/0,0/h", (2, 3));
    assert!(has(&g, "2-3 H2"));
    assert_eq!(
        refused(&g, "3-2 H2"),
        Refusal::HeapMustKeepOne {
            heap: h("H2"),
            has: 3,
            stones: 3
        }
    );
    // Single stones never move: only H2 can be used.
    assert_eq!(moves(&g), ["2-3 H2"]);
}

#[test]
fn move_from_hemma_only_one_step_with_a_die_showing_one() {
    // Hitom's H5 and Bortom's B6 are Hemma; H2 is Borta.
    let p = "1,6,1,1,6,1,1/1,1,1,1,1,6,1/1/12,28/0,0/h";
    let g = at(p, (4, 1));
    assert!(has(&g, "4-1 H5"), "Fyra-Ett from Hemma is allowed");
    assert!(has(&g, "4-1 B6"));
    assert_eq!(
        refused(&g, "1-4 H5"),
        Refusal::HemmaNeedsOne { heap: h("H5") }
    );
    assert_eq!(
        refused(&g, "1-4 B6"),
        Refusal::HemmaNeedsOne { heap: h("B6") }
    );
    assert!(has(&g, "1-4 H2") && has(&g, "4-1 H2"), "Borta either way");
    // Without a 1 nothing moves from Hemma.
    let g = at(p, (2, 3));
    assert!(
        moves(&g).iter().all(|m| m.ends_with("H2")),
        "{:?}",
        moves(&g)
    );
}

#[test]
fn move_landing_exactly_on_stumpen_knocks_one_out() {
    // Tre-Fem from B3 (five heaps from Stumpen on Hitom's track): three stones to
    // Stumpen, one at once out to Hitom's Ute, two stay.
    let g = at("1,1,1,1,1,1,1/1,1,6,1,1,1,1/1/22,28/0,0/h", (3, 5));
    let g = play(&g, "3-5 B3");
    assert_eq!(g.pos().stones(h("B3")), 3);
    assert_eq!(g.pos().stumpen(), 3);
    assert_eq!(g.pos().ute[H], 1);
    let t = g.last_play().unwrap().transfers.list();
    assert_eq!(
        t,
        [
            Transfer {
                from: Place::Heap(h("B3")),
                to: Place::Heap(Heap::STUMPEN),
                stones: 3
            },
            Transfer {
                from: Place::Heap(Heap::STUMPEN),
                to: Place::Ute(Role::Hitom),
                stones: 1
            }
        ]
    );
    // From Hemma next to Stumpen a 1 step lands there (Bortom: H7 is next to it).
    let g = at("1,1,1,1,1,1,5/1,1,1,1,1,1,1/1/23,28/0,0/b", (4, 1));
    let g = play(&g, "4-1 H7");
    assert_eq!((g.pos().stumpen(), g.pos().ute[B]), (4, 1));
}

#[test]
fn move_overshooting_stumpen_goes_to_the_opponents_hogen() {
    // B4 is four heaps from Stumpen for Hitom: six steps overshoot by two.
    let g = at("1,1,1,1,1,1,1/1,1,1,5,1,1,1/1/23,28/0,0/h", (2, 6));
    let g = play(&g, "2-6 B4");
    assert_eq!(g.pos().stones(h("B4")), 3);
    assert_eq!(g.pos().hogen, [23, 30]);
    assert_eq!(g.pos().stumpen(), 1);
    assert_eq!(g.pos().ute, [0, 0]);
}

#[test]
fn stones_in_stumpen_never_move_except_out() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/9/19,28/0,0/h", (1, 2));
    assert_eq!(refused(&g, "1-2 S"), Refusal::StumpenNeverMoves);
    assert_eq!(moves(&g), ["pass"]);
}

// ---------------------------------------------------------------- entering

#[test]
fn enter_with_a_six_the_other_die_from_own_hogen_onto_own_port() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h", (6, 5));
    assert_eq!(moves(&g), ["in 5"]);
    let g = play(&g, "in 5");
    assert_eq!(g.pos().stones(h("H1")), 6);
    assert_eq!(g.pos().hogen, [22, 28]);
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/b", (2, 6));
    let g = play(&g, "in 2");
    assert_eq!(g.pos().stones(h("B1")), 3, "Bortom enters at B1");
    assert_eq!(g.pos().hogen, [27, 26]);
    assert_eq!(refused(&g_with(1, 5), "in 5"), Refusal::EnterNeedsSix);
    assert_eq!(
        refused(&g_with(6, 5), "in 6"),
        Refusal::EnterOtherDie { allowed: 5 }
    );
}

fn g_with(a: u8, b: u8) -> Stumphog {
    at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h", (a, b))
}

#[test]
fn enter_shortfall_from_the_opponents_ute() {
    // Sex-Fem with only three in Högen: the other two come from the opponent's Ute.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/22/3,24/2,5/h", (6, 5));
    let g = play(&g, "in 5");
    assert_eq!(g.pos().hogen, [0, 24]);
    assert_eq!(g.pos().ute, [2, 3]);
    assert_eq!(g.pos().stones(h("H1")), 6);
}

#[test]
fn decision_enter_shortfall_then_the_opponents_hogen_then_as_many_as_there_are() {
    // Högen 1, opponent's Ute 2: the last two come from the opponent's Högen.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/41/1,10/2,2/h", (6, 5));
    let g = play(&g, "in 5");
    assert_eq!((g.pos().hogen, g.pos().ute), ([0, 8], [2, 0]));
    assert_eq!(g.pos().stones(h("H1")), 6);
    // All short: as many enter as there are (and the opponent is dried out).
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/51/0,2/3,0/h", (6, 5));
    let after = play(&g, "in 5");
    assert_eq!(after.pos().stones(h("H1")), 3);
    assert_eq!((after.pos().hogen, after.pos().ute), ([0, 0], [3, 0]));
    assert_eq!(after.end_reason(), Some(EndReason::DriedOut));
    // Nothing to enter at all is no play (only reachable on a bare position).
    let p = Pos {
        hogen: [0, 0],
        ute: [5, 0],
        ..Pos::default()
    };
    assert_eq!(
        p.illegal([6, 3], &Move::Enter(3)),
        Some(Refusal::MovesNothing)
    );
}

#[test]
fn enter_double_six_six_from_the_opponent_ute_first_then_hogen() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/11/20,20/1,4/h", (6, 6));
    // Optional: entering six from one's own Högen and knocking out twelve remain.
    assert_eq!(moves(&g), ["in 6", "in 6!", "out 12"]);
    let g = play(&g, "in 6!");
    assert_eq!(g.pos().ute, [1, 0]);
    assert_eq!(g.pos().hogen, [20, 18]);
    assert_eq!(g.pos().stones(h("H1")), 7);
    assert_eq!(refused(&g_with(6, 5), "in 6!"), Refusal::NeedsDoubleSix);
}

// ---------------------------------------------------------------- knocking out

#[test]
fn knock_out_on_doubles_the_sum_from_stumpen_keeping_one_shortfall_from_hogen() {
    // Fyra-lika with three stones in Stumpen: two from Stumpen, six from Högen.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/3/23,28/2,0/h", (4, 4));
    let g = play(&g, "out 8");
    assert_eq!(g.pos().stumpen(), 1);
    assert_eq!(g.pos().hogen, [17, 28]);
    assert_eq!(g.pos().ute, [10, 0]);
    // Plenty in Stumpen: all eight from it.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/20/6,28/2,0/h", (4, 4));
    let g = play(&g, "out 8");
    assert_eq!(
        (g.pos().stumpen(), g.pos().hogen[H], g.pos().ute[H]),
        (12, 6, 10)
    );
    assert_eq!(
        refused(&g_with(4, 3), "out 8"),
        Refusal::KnockOutNeedsDoubles
    );
    assert_eq!(
        refused(&g_with(4, 4), "out 6"),
        Refusal::KnockOutSum { sum: 8 }
    );
}

#[test]
fn decision_knock_out_högen_short_too_as_many_as_there_are() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/3/2,39/12,0/h", (5, 5));
    let g = play(&g, "out 10");
    assert_eq!(g.pos().stumpen(), 1);
    assert_eq!(g.pos().hogen[H], 0);
    assert_eq!(g.pos().ute[H], 16);
}

#[test]
fn decision_a_play_that_moves_no_stones_is_no_play() {
    // Stumpen holds only its base and the Högen is empty: no knock-out.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/0,40/15,0/h", (3, 3));
    assert_eq!(moves(&g), ["pass"]);
    assert_eq!(refused(&g, "out 6"), Refusal::MovesNothing);
}

#[test]
fn a_double_may_be_used_as_any_play_it_allows() {
    let g = at("1,6,1,1,1,1,1/1,1,1,1,1,1,1/5/18,28/0,0/h", (4, 4));
    assert_eq!(moves(&g), ["4-4 H2", "out 8"]);
    let g = at("1,6,1,1,1,1,1/1,1,1,1,1,1,1/5/18,28/0,0/h", (6, 6));
    assert_eq!(moves(&g), ["in 6", "in 6!", "out 12"]);
}

// ---------------------------------------------------------------- the pass

#[test]
fn pass_only_when_no_play_is_possible() {
    // The start with 4-2: every heap holds one stone, no 6, no double.
    let mut g = Stumphog::new(Settings::default());
    g.apply_chance(&Dice(5, 2));
    g.apply_chance(&Dice(4, 2));
    assert_eq!(moves(&g), ["pass"]);
    let g2 = play(&g, "pass");
    assert_eq!(g2.pos().heaps, g.pos().heaps);
    assert_eq!(g2.mover(), Some(Role::Bortom));
    assert_eq!(refused(&g_with(6, 2), "pass"), Refusal::MustPlay);
}

// ---------------------------------------------------------------- winning

#[test]
fn stumpvarning_from_thirty_in_ute() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/10,7/29,0/h", (2, 2));
    assert!(!g.stumpvarning(Role::Hitom));
    assert!(!g.board_view(None).players[H].stumpvarning);
    let g = play(&g, "out 4");
    assert_eq!(g.pos().ute[H], 33);
    assert!(g.stumpvarning(Role::Hitom) && !g.stumpvarning(Role::Bortom));
    assert!(g.board_view(Some(1)).players[H].stumpvarning);
    assert!(g.ascii().contains("Stumpvarning!"));
}

#[test]
fn win_more_than_forty_in_ute_the_opponent_threw_away_the_stumpen() {
    // Forty is not enough: the game goes on.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/5,1/39,1/h", (1, 1));
    let g = play(&g, "out 2");
    assert_eq!(g.pos().ute[H], 41);
    assert_eq!(g.end_reason(), Some(EndReason::ThrewAwayStumpen));
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert!(g.ascii().contains("thrown away the Stumpen"));
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/6,1/38,1/h", (1, 1));
    let g = play(&g, "out 2");
    assert_eq!(g.pos().ute[H], 40);
    assert_eq!(g.end_reason(), None);
    assert_eq!(g.to_act(), ToAct::Chance);
    // A finished game refuses every play.
    let mut over = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/5,1/39,1/h", (1, 1));
    over = play(&over, "out 2");
    assert_eq!(refused(&over, "pass"), Refusal::GameOver);
}

#[test]
fn dried_out_no_stones_in_hogen_or_ute_loses() {
    // Hitom has no Högen, so the entry takes the opponent's last two Ute stones.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/50/0,0/4,2/h", (6, 2));
    let g = play(&g, "in 2");
    assert_eq!(g.end_reason(), Some(EndReason::DriedOut));
    assert_eq!(g.winner(), Some(Role::Hitom));
}

#[test]
fn decision_dried_out_is_checked_for_both_players_after_every_play() {
    // Hitom enters his own last Högen stones with an empty Ute: Hitom dries himself out
    // and loses, though he made the play.
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/25/3,19/0,9/h", (6, 5));
    let g = play(&g, "in 5");
    assert_eq!((g.pos().hogen[H], g.pos().ute[H]), (0, 0));
    assert_eq!(g.end_reason(), Some(EndReason::DriedOut));
    assert_eq!(g.winner(), Some(Role::Bortom));
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
}

#[test]
fn decision_a_play_that_dries_out_both_wins_for_the_player_who_made_it() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/51/0,2/3,0/b", (5, 6));
    // Bortom's two Högen stones, then Hitom's three Ute stones, all onto B1.
    let g = play(&g, "in 5");
    assert!(g.pos().dried_out(Role::Hitom) && g.pos().dried_out(Role::Bortom));
    assert_eq!(g.end_reason(), Some(EndReason::BothDriedOut));
    assert_eq!(g.winner(), Some(Role::Bortom));
}

#[test]
fn all_seventy_stones_stay_in_the_game_after_every_play() {
    let games = if cfg!(debug_assertions) { 200 } else { 3000 };
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut r = Replay::<Stumphog>::new(Settings::default(), seed);
        let mut rng = Rng::new(seed ^ 77);
        while r.current().outcome().is_none() {
            let g = r.current();
            let p = g.pos();
            assert_eq!(p.total(), 70, "seed {seed}: {}", g.position_text());
            assert!(
                p.heaps.iter().all(|&n| n >= 1),
                "an empty heap: {}",
                g.position_text()
            );
            g.legal_moves(&mut moves);
            let m = moves[rng.below(moves.len() as u64) as usize];
            r.play(&m).unwrap();
        }
        let p = r.current().pos();
        assert_eq!(p.total(), 70);
        assert!(p.heaps.iter().all(|&n| n >= 1));
    }
}

// ---------------------------------------------------------------- notation

#[test]
fn notation_stones_steps_heap_in_out_pass_and_dice_before_each_play() {
    for text in ["3-5 H2", "1-1 B7", "in 5", "in 6!", "out 8", "pass"] {
        let m: Move = text.parse().unwrap();
        assert_eq!(m.to_string(), text);
    }
    assert_eq!(
        "3-5 h2".parse::<Move>().unwrap(),
        Move::Shift {
            stones: 3,
            steps: 5,
            from: h("H2")
        }
    );
    let g = g_with(6, 5);
    assert_eq!(g.format_move(&Move::Enter(5)), "[6-5] in 5");
    assert_eq!(g.parse_move("[6-5] in 5").unwrap(), Move::Enter(5));
    assert_eq!(g.parse_move("[5-6] in 5").unwrap(), Move::Enter(5));
    assert!(
        g.parse_move("[4-4] out 8").is_err(),
        "the dice must be the ones thrown"
    );
    for bad in [
        "",
        "7-1 H2",
        "0-1 H2",
        "3-5",
        "3-5 H9",
        "3-5 Q1",
        "in 7",
        "in",
        "out 7",
        "out 14",
        "[6-5",
        "[x] pass",
        "3-5 H2 B1",
        "-- H2",
        "3- H2",
        "ö",
        "in 6!!",
    ] {
        assert!(g.parse_move(bad).is_err(), "'{bad}' was read");
    }
    assert_eq!("6-5".parse::<Dice>().unwrap(), Dice(6, 5));
    assert_eq!("65".parse::<Dice>().unwrap(), Dice(6, 5));
    assert!("7-1".parse::<Dice>().is_err() && "6".parse::<Dice>().is_err());
}

#[test]
fn dice_come_from_the_records_seed_and_a_record_replays_exactly() {
    let mut r = Replay::<Stumphog>::new(Settings::default(), 0x5eed);
    let mut rng = Rng::new(3);
    let mut v = Vec::new();
    for _ in 0..40 {
        if r.current().outcome().is_some() {
            break;
        }
        r.current().legal_moves(&mut v);
        let m = v[rng.below(v.len() as u64) as usize];
        r.play(&m).unwrap();
    }
    let text = r.record().to_text(';');
    assert!(text.starts_with("stumphog||5eed|["), "{text}");
    let back =
        Replay::<Stumphog>::from_record(&Record::parse_for::<Stumphog>(&text).unwrap()).unwrap();
    assert_eq!(back.current(), r.current());
    // Another seed throws other dice, so the recorded dice no longer fit.
    let other = text.replacen("5eed", "5eee", 1);
    assert!(
        Replay::<Stumphog>::from_record(&Record::parse_for::<Stumphog>(&other).unwrap()).is_err()
    );
}

#[test]
fn dice_thrown_at_a_real_table_can_be_entered_by_hand() {
    let mut r = Replay::<Stumphog>::with_manual_chance(Settings::default(), 0, true);
    r.play_chance_text("3-5").unwrap(); // seat 1 threw higher: Hitom
    r.play_chance_text("5-6").unwrap(); // either order
    assert_eq!(r.current().to_act(), ToAct::Seat(1));
    r.play_text("in 5").unwrap();
    assert!(r.play_chance_text("9-9").is_err());
    r.play_chance_text("2 2").unwrap();
    r.play_text("[2-2] out 4").unwrap();
    let rec = r.record();
    assert_eq!(
        rec.moves,
        ["!3-5", "!5-6", "[5-6] in 5", "!2-2", "[2-2] out 4"]
    );
    let back = Replay::<Stumphog>::from_record(&rec).unwrap();
    assert_eq!(back.current(), r.current());
    assert_eq!(back.current().pos().ute, [0, 4]);
}

#[test]
fn a_bad_start_position_is_refused_with_a_reason() {
    // Each with its own kind and the arguments its wording needs (no English for the
    // page to pass through).
    for (bad, why, key, args) in [
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,1/h",
            "71 stones",
            "stumphog.pos.stones",
            vec![("count", "71")],
        ),
        (
            "0,1,1,1,1,1,2/1,1,1,1,1,1,1/1/27,28/0,0/h",
            "empty",
            "stumphog.pos.emptyHeap",
            vec![("heap", "H1")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/x",
            "h or b",
            "stumphog.pos.mover",
            vec![("text", "x")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0",
            "six parts",
            "stumphog.pos.parts",
            vec![("count", "5")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/0,14/41,0/b",
            "decided",
            "stumphog.pos.threwAway",
            vec![("r", "Hitom")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/0,55/0,0/b",
            "decided",
            "stumphog.pos.driedOut",
            vec![("r", "Hitom")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/55,0/0,0/h",
            "decided",
            "stumphog.pos.driedOut",
            vec![("r", "Bortom")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h/2",
            "seat",
            "stumphog.pos.seat",
            vec![("text", "2")],
        ),
        (
            "a/b/c/d/e/f",
            "numbers",
            "stumphog.pos.hitomRow",
            vec![("text", "a")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1/1/27,29/0,0/h",
            "numbers",
            "stumphog.pos.bortomRow",
            vec![("text", "1,1,1,1,1,1")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/x/27,28/0,0/h",
            "numbers",
            "stumphog.pos.stumpen",
            vec![("text", "x")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28,0/0,0/h",
            "numbers",
            "stumphog.pos.hogar",
            vec![("text", "27,28,0")],
        ),
        (
            "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,300/h",
            "numbers",
            "stumphog.pos.ute",
            vec![("text", "0,300")],
        ),
    ] {
        let e = Stumphog::try_from_settings(Settings { start: bad.into() }).expect_err(bad);
        assert!(e.message.contains(why), "{bad}: {e}");
        assert_eq!(e.key, key, "{bad}: {e}");
        let want: Vec<(&str, String)> = args.into_iter().map(|(k, v)| (k, v.to_string())).collect();
        assert_eq!(e.args, want, "{bad}: {e}");
        // Through the game's own settings check: the outer kind, this one its reason.
        let s = Stumphog::from_settings(Settings { start: bad.into() }).expect_err(bad);
        assert_eq!(s.0.key, "stumphog.badPosition");
        assert!(s.0.args.is_empty());
        assert_eq!(s.0.reason.as_deref(), Some(&e));
        assert_eq!(
            s.0.message,
            format!("the position cannot be read: {}", e.message)
        );
    }
    let g = Stumphog::try_from_settings(Settings {
        start: "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/b/1".into(),
    })
    .unwrap();
    assert_eq!(
        g.position_text(),
        "1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/b/1"
    );
    assert_eq!(g.to_act(), ToAct::Chance);
    assert_eq!(g.seat_of(Role::Bortom), Some(0));
}

#[test]
fn each_unreadable_move_says_why_as_a_kind_of_its_own() {
    use spelbord_core::testing::assert_not_a_move;
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h", (6, 5));
    let read = |t: &str| g.parse_move(t);
    for (text, key, args) in [
        (
            "[6-5 in 5",
            "stumphog.move.brackets",
            vec![("mv", "[6-5 in 5")],
        ),
        ("[6-7] in 5", "stumphog.move.dice", vec![("mv", "6-7")]),
        ("[6] in 5", "stumphog.move.dice", vec![("mv", "6")]),
        (
            "[4-4] out 8",
            "stumphog.move.otherDice",
            vec![("mv", "[4-4] out 8"), ("dice", "6-5"), ("written", "4-4")],
        ),
        (
            "in 7",
            "stumphog.move.die",
            vec![("text", "7"), ("mv", "in 7")],
        ),
        (
            "3-9 H2",
            "stumphog.move.die",
            vec![("text", "9"), ("mv", "3-9 H2")],
        ),
        ("out 7", "stumphog.move.out", vec![("mv", "out 7")]),
        ("3-5", "stumphog.move.notPlay", vec![("mv", "3-5")]),
        ("35 H2", "stumphog.move.split", vec![("mv", "35 H2")]),
        ("3-5 H9", "stumphog.move.noHeap", vec![("heap", "H9")]),
    ] {
        assert_not_a_move(read, text, key, &args);
    }
    assert_not_a_move(
        |t: &str| t.parse::<Step>(),
        " 7-1 ",
        "stumphog.move.notStep",
        &[("text", "7-1")],
    );
    assert_eq!(
        g.parse_move("3-5 H9").unwrap_err().to_string(),
        "not a move: 'H9' is not a heap: H1–H7 (Hitom's row), B1–B7 (Bortom's row) or S"
    );
}
