//! The computer players (a win in one taken, a loss in one blocked, at every level),
//! the partial-move interface the page builds plays with, the board view and the text
//! drawing, and the measured size of the game.

use spelbord_ai::{native_clock, Bot, Level, Limits, SearchContext};
use spelbord_core::{Game, Replay};
use spelbord_stumphog::bot::GreedyBot;
use spelbord_stumphog::*;

fn at(text: &str, dice: (u8, u8)) -> Stumphog {
    let mut g = Stumphog::from_position(Pos::from_text(text).unwrap(), 0);
    g.apply_chance(&Dice(dice.0, dice.1));
    g
}

fn choose(level: Level, seed: u64, g: &Stumphog) -> String {
    let mut b = bot(level, seed);
    // Fixed node budget: the same answer on every machine.
    let mut ctx = SearchContext::new(
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(2_000_000),
        },
        native_clock,
    );
    b.choose(g, &mut ctx).expect("a play").to_string()
}

fn count(g: &Stumphog) -> usize {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    v.len()
}

#[test]
fn every_level_takes_a_win_in_one() {
    // Knocking out four takes Hitom from 38 to 42; the shifts do not win.
    let knock = at("1,4,1,1,1,1,1/1,1,3,1,1,1,1/5/5,1/38,2/h", (2, 2));
    // Three stones one step from B7 land on Stumpen: the 41st stone.
    let land = at("1,4,1,1,1,1,1/1,1,1,1,1,1,4/9/0,1/40,0/h", (3, 1));
    for (g, win) in [(&knock, "out 4"), (&land, "3-1 B7")] {
        assert!(count(g) >= 3, "{}", g.ascii());
        for level in Level::ALL {
            for seed in 0..3 {
                assert_eq!(
                    choose(level, seed, g),
                    win,
                    "level {level:?}\n{}",
                    g.ascii()
                );
            }
        }
    }
}

#[test]
fn every_level_blocks_a_loss_in_one() {
    // Bortom has 40 in Ute and wins with any landing or knock-out. Hitom's Högen is
    // empty, so entering with the 6 takes four stones from Bortom's Ute instead.
    let g = at("1,5,1,1,1,1,1/1,5,1,1,1,1,3/2/0,1/3,40/h", (6, 4));
    assert!(count(&g) >= 3, "{}", g.ascii());
    for level in Level::ALL {
        for seed in 0..3 {
            assert_eq!(choose(level, seed, &g), "in 4", "level {level:?}");
        }
    }
}

#[test]
fn the_greedy_player_puts_the_most_stones_out_now() {
    let g = at("1,4,1,1,1,1,1/1,1,3,1,1,1,1/5/5,1/30,10/h", (2, 2));
    let mut b = GreedyBot::new(1);
    let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
    assert_eq!(b.choose(&g, &mut ctx).unwrap().to_string(), "out 4");
}

#[test]
fn bots_play_whole_games_to_an_end() {
    for level in Level::ALL {
        let mut a = bot(level, 1);
        let mut b = bot(Level::Medium, 2);
        let mut r = Replay::<Stumphog>::new(Settings::default(), level.number() as u64);
        while let Some(s) = r.current().seat_to_move() {
            let mut ctx = SearchContext::new(Limits::time(1e9), native_clock);
            let p = if s == 0 { &mut a } else { &mut b };
            let m = p.choose(r.current(), &mut ctx).expect("a play");
            r.play(&m).expect("a legal play");
            assert!(r.len() < 5_000);
        }
        assert!(r.current().end_reason().is_some());
    }
}

// ---------------------------------------------------------------- building a play

const ROOMY: &str = "1,6,1,1,1,1,1/1,1,3,1,1,1,1/1/20,28/0,0/h";

fn st(s: &str) -> Step {
    s.parse().unwrap()
}

#[test]
fn steps_choose_which_die_is_stones_then_the_heap() {
    // 3-5: H2 (six stones) fits both ways; B3 (three) fits neither, as it must keep one.
    let g = at(ROOMY, (3, 5));
    let (first, done) = g.next_steps(&[]);
    assert_eq!(done, None);
    assert!(first.contains(&st("3-5")) && first.contains(&st("5-3")));
    assert!(first.contains(&st("H2")));
    assert!(!first.contains(&st("in")) && !first.contains(&st("out")));
    // Three stones five steps: H2 only (B3 holds three, and must keep one).
    let (next, done) = g.next_steps(&[st("3-5")]);
    assert_eq!(next, vec![st("H2")]);
    assert_eq!(done.map(|m| m.to_string()), Some("3-5 H2".into()));
    // The heap first: both splits still fit, so nothing is complete yet.
    let (next, done) = g.next_steps(&[st("H2")]);
    assert_eq!(next, vec![st("3-5"), st("5-3")]);
    assert_eq!(done, None);
    let (_, done) = g.next_steps(&[st("H2"), st("5-3")]);
    assert_eq!(done.map(|m| m.to_string()), Some("5-3 H2".into()));
    // A click that fits no play gives nothing.
    assert_eq!(g.next_steps(&[st("H3")]), (vec![], None));
    assert_eq!(g.next_steps(&[st("3-5"), st("3-5")]), (vec![], None));
    assert_eq!(g.next_steps(&[st("out")]), (vec![], None));
}

#[test]
fn steps_for_enter_knock_out_and_pass() {
    let g = at("1,7,1,1,1,1,1/1,1,3,1,1,1,1/1/19,28/0,0/h", (6, 6));
    let (first, _) = g.next_steps(&[]);
    for s in ["6-6", "in", "in!", "out"] {
        assert!(first.contains(&st(s)), "{s}");
    }
    assert_eq!(g.next_steps(&[st("in!")]).1, Some(Move::EnterFromOpponent));
    assert_eq!(g.next_steps(&[st("out")]).1, Some(Move::KnockOut(12)));
    assert_eq!(g.next_steps(&[st("in")]).1, Some(Move::Enter(6)));
    // With a double the heap alone makes the play.
    assert_eq!(
        g.next_steps(&[st("H2")]).1.map(|m| m.to_string()),
        Some("6-6 H2".into())
    );
    let g = at(ROOMY, (4, 2));
    let g2 = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h", (4, 2));
    assert_eq!(g2.next_steps(&[]), (vec![Step::Pass], None));
    assert_eq!(g2.next_steps(&[Step::Pass]).1, Some(Move::Pass));
    assert!(!g.next_steps(&[]).0.contains(&Step::Pass));
    // Steps read and write.
    for s in ["3-5", "H2", "B7", "S", "in", "in!", "out", "pass"] {
        assert_eq!(st(s).to_string(), s);
    }
    assert!("7-1".parse::<Step>().is_err() && "x".parse::<Step>().is_err());
}

// ---------------------------------------------------------------- the view

#[test]
fn board_view_has_every_place_the_names_tracks_and_the_plays() {
    let g = at(ROOMY, (3, 5));
    let v = g.board_view(Some(1));
    assert_eq!(v.heaps.len(), 14);
    assert_eq!(v.stumpen, 1);
    assert_eq!(v.bottom, Role::Bortom, "seat 1 is Bortom here");
    let j = serde_json::to_value(&v).unwrap();
    assert_eq!(j["phase"], "moving");
    assert_eq!(j["toMove"], "hitom");
    assert_eq!(j["dice"], serde_json::json!([3, 5]));
    assert_eq!(j["heaps"][1]["heap"], "H2");
    assert_eq!(j["heaps"][1]["stones"], 6);
    assert_eq!(j["heaps"][4]["zone"], "hemma");
    assert_eq!(j["heaps"][0]["port"], true);
    assert_eq!(j["players"][0]["role"], "hitom");
    assert_eq!(j["players"][0]["hogen"], 20);
    assert_eq!(j["players"][1]["track"][0], "B7");
    assert_eq!(j["players"][1]["track"][14], "S");
    assert_eq!(j["players"][0]["port"], "H1");
    // Every play, with where its stones land.
    let plays: Vec<&str> = v.plays.iter().map(|p| p.notation.as_str()).collect();
    assert_eq!(plays, ["3-5 H2", "5-3 H2"]);
    assert_eq!(
        j["plays"][0]["transfers"][0],
        serde_json::json!({"from": {"heap": "H2"}, "to": {"heap": "B4"}, "stones": 3})
    );
    assert_eq!(
        j["firstSteps"][0],
        serde_json::json!({"kind": "split", "stones": 3, "steps": 5})
    );
    // After a play: the last play, dice first.
    let g = g.play(&"3-5 H2".parse().unwrap()).unwrap();
    let j = serde_json::to_value(g.board_view(None)).unwrap();
    assert_eq!(j["lastPlay"]["notation"], "[3-5] 3-5 H2");
    assert_eq!(j["phase"], "rolling");
    assert_eq!(j["plays"], serde_json::json!([]));
    assert!(j["endReason"].is_null());
}

#[test]
fn board_view_and_ascii_say_why_the_game_ended() {
    let g = at("1,1,1,1,1,1,1/1,1,1,1,1,1,1/10/5,1/39,1/h", (1, 1));
    let g = g.play(&"out 2".parse().unwrap()).unwrap();
    let j = serde_json::to_value(g.board_view(None)).unwrap();
    assert_eq!(j["endReason"], "threwAwayStumpen");
    assert_eq!(j["winner"], "hitom");
    assert_eq!(j["winnerSeat"], 0);
    assert!(g.ascii().contains("Hitom wins"));
    let start = Stumphog::new(Settings::default());
    let a = start.ascii();
    for word in [
        "Hitom", "Bortom", "Högen", "Ute", "Stumpen", "Hemma", "Borta", "Port", "B7", "H1",
    ] {
        assert!(a.contains(word), "{word} missing from\n{a}");
    }
    assert!(a.contains("opening roll"));
    let j = serde_json::to_value(start.board_view(None)).unwrap();
    assert_eq!(j["phase"], "opening");
    assert!(j["players"][0]["seat"].is_null());
}

#[test]
fn state_space_is_far_too_large_to_solve() {
    // 55 stones free over 19 places (14 heaps and Stumpen above their one stone, two
    // Högar, two Ute piles): C(73, 18) layouts, before who is to play is counted.
    let mut c: u128 = 1;
    for i in 0..18u128 {
        c = c * (73 - i) / (i + 1);
    }
    assert_eq!(c, 54_991_682_779_774_384);
}
