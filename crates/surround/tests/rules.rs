//! One test per rule of /work/shared/rules/surround.md (all of it our reconstruction,
//! marked Decision there), then notation, the partial-move interface and the view.

use spelbord_core::{Game, Outcome, Rng, ToAct};
use spelbord_surround::*;

fn setup(position: &str) -> Surround {
    Surround::from_settings(SurroundSettings {
        position: position.into(),
    })
    .unwrap()
}

fn moves(g: &Surround) -> Vec<String> {
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    let mut s: Vec<String> = v.iter().map(|m| m.to_string()).collect();
    s.sort();
    s
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut s: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    s.sort();
    s
}

fn play(g: &mut Surround, m: &str) {
    let mv = g.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
}

fn sq(name: &str) -> u8 {
    parse_square(name).unwrap()
}

fn names(v: &[u8]) -> Vec<String> {
    v.iter().map(|&s| square_name(s)).collect()
}

// ---- board and setup ----

#[test]
fn board_six_by_six_white_on_row_1_black_on_row_6_white_first() {
    let g = Surround::new(SurroundSettings::default());
    for s in 0..36u8 {
        let want = match s / 6 {
            0 => Some(Colour::White),
            5 => Some(Colour::Black),
            _ => None,
        };
        assert_eq!(g.at(s), want, "{}", square_name(s));
    }
    assert_eq!(g.to_act(), ToAct::Seat(0));
    assert_eq!(g.turn(), Colour::White);
    assert_eq!(
        moves(&g),
        sorted(&["a1-a2", "b1-b2", "c1-c2", "d1-d2", "e1-e2", "f1-f2"])
    );
    assert!(parse_square("g1").is_err() && parse_square("a7").is_err());
}

// ---- moves ----

#[test]
fn a_piece_moves_one_square_horizontally_or_vertically_onto_an_empty_square() {
    let g = setup("B...../....../....../..W.../....../...... w");
    assert_eq!(moves(&g), sorted(&["c3-b3", "c3-c2", "c3-c4", "c3-d3"]));
    assert!("c3-d4".parse::<Step>().is_err(), "no diagonal moves");
    assert!("c3-c5".parse::<Step>().is_err(), "one square only");
    let g = setup("B...../....../..B.../..W.../....../...... w");
    let m = g.parse_move("c3-c4").unwrap();
    assert!(!g.is_legal(&m));
    assert_eq!(g.why_illegal(&m), "c4 is not empty");
    let m = g.parse_move("c4-c5").unwrap();
    assert_eq!(g.why_illegal(&m), "the piece on c4 is not yours");
}

#[test]
fn groups_are_touching_pieces_and_openings_are_their_empty_neighbours() {
    let g = setup("B...../....../...W../....../.W..../WW.... w");
    let gr = g.groups(Colour::White);
    assert_eq!(
        gr.len(),
        2,
        "a1, b1, b2 touch; d4 stands alone (diagonals do not join)"
    );
    let (squares, openings) = &gr[0];
    assert_eq!(names(squares), ["a1", "b1", "b2"]);
    assert_eq!(names(openings), ["c1", "a2", "c2", "b3"]);
    let (squares, openings) = &gr[1];
    assert_eq!(names(squares), ["d4"]);
    assert_eq!(names(openings), ["d3", "c4", "e4", "d5"]);
}

#[test]
fn an_enclosed_group_is_captured_after_the_move() {
    // Black c3 has one opening, c4; White fills it.
    let mut g = setup("....../..W.../....../.WBW../..W.../.....B w");
    play(&mut g, "c5-c4");
    assert_eq!(g.at(sq("c3")), None);
    assert_eq!(names(&squares_of(g.last_move().unwrap().captured)), ["c3"]);
    assert_eq!(g.quiet_moves(), 0);
}

#[test]
fn the_board_edge_closes_as_well_as_pieces_do() {
    // Black a6 in the corner: the edge closes two sides, White b6 a third, a5 the last.
    let mut g = setup("BW..../....../W...../....../....../.....B w");
    play(&mut g, "a4-a5");
    assert_eq!(g.at(sq("a6")), None);
    // Along an edge: Black c1 with White b1, d1, and c2 arriving.
    let mut g = setup("B...../....../....../..W.../....../.WBW.. w");
    play(&mut g, "c3-c2");
    assert_eq!(g.at(sq("c1")), None);
}

#[test]
fn a_whole_group_goes_and_one_opening_saves_it() {
    // Black c3-d3 has openings e3 and d4; White fills d4: e3 is still open.
    let mut g = setup("B...../...W../..W.../.WBB../..WW../...... w");
    assert_eq!(names(&g.groups(Colour::Black)[0].1), ["e3", "d4"]);
    let before = g.board().black.count_ones();
    play(&mut g, "d5-d4");
    assert_eq!(
        g.board().black.count_ones(),
        before,
        "one opening left: not taken"
    );
    // With the last opening filled both pieces go.
    let mut g = setup("B...../....../..WW../.WBB.W/..WW../...... w");
    play(&mut g, "f3-e3");
    assert_eq!(g.at(sq("c3")), None);
    assert_eq!(g.at(sq("d3")), None);
    assert_eq!(g.last_move().unwrap().captured.count_ones(), 2);
}

#[test]
fn every_enclosed_opposing_group_is_captured() {
    // b5-b6 fills the last opening of Black a6 and of Black c6 at once.
    let mut g = setup("B.BW../WWW.../....../....../....../.....B w");
    play(&mut g, "b5-b6");
    assert_eq!(g.at(sq("a6")), None);
    assert_eq!(g.at(sq("c6")), None);
    assert_eq!(g.board().black.count_ones(), 1);
}

#[test]
fn self_enclosure_is_refused_unless_the_move_captures() {
    // With one-square steps the square a piece leaves is always an opening of its
    // group, so no step can enclose the mover's own group: the rule never bites, and
    // the engine of the rule is checked on the move it would judge (Board::effect):
    // a piece arriving on a1 between Black b1 and a2 with nothing captured would be
    // enclosed, and the same arrival that takes b1 is fine.
    let b = Board::from_position("....../....../....../W...../B...../.B...B w").unwrap();
    let fake = Step {
        from: sq("a3"),
        to: sq("a1"),
    };
    let e = b.effect(&fake);
    assert!(e.self_enclosed && e.captured == 0);
    let b = Board::from_position("....../....../....../W...../BW..../.BW..B w").unwrap();
    let e = b.effect(&fake);
    assert!(!e.self_enclosed);
    assert_eq!(names(&squares_of(e.captured)), ["b1"]);
    // And over many random games no real step is ever self-enclosing, and every legal
    // move list is exactly the steps onto empty squares.
    let mut rng = Rng::new(9);
    for _ in 0..200 {
        let mut g = Surround::new(SurroundSettings::default());
        while let ToAct::Seat(_) = g.to_act() {
            let b = *g.board();
            let mut all = 0;
            let mut p = b.pieces(b.turn);
            while p != 0 {
                let s = p.trailing_zeros() as u8;
                p &= p - 1;
                all += (board::neighbours(1 << s) & b.empty()).count_ones();
            }
            let mut v = Vec::new();
            g.legal_moves(&mut v);
            assert_eq!(v.len() as u32, all, "{}", b.to_position());
            let m = v[rng.below(v.len() as u64) as usize];
            g.play_unchecked(&m);
        }
    }
}

// ---- end ----

#[test]
fn the_game_ends_when_a_player_has_no_pieces_left() {
    let mut g = setup("BW..../....../W...../....../....../...... w");
    play(&mut g, "a4-a5");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::NoPieces));
    assert!(moves(&g).is_empty());
}

#[test]
fn the_game_ends_when_the_player_to_move_cannot_move() {
    // Every group keeps an opening and a piece next to it can step in, so a player with
    // pieces can always move; the end by "cannot move" comes with having no pieces.
    // The rule is still checked: a position where Black has none is over at once and
    // scored by count.
    let g = setup("....../....../....../....../....../W..... b");
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(0)));
    assert_eq!(g.end_reason(), Some(EndReason::NoPieces));
    let mut rng = Rng::new(4);
    for _ in 0..200 {
        let mut g = Surround::new(SurroundSettings::default());
        while let ToAct::Seat(_) = g.to_act() {
            let mut v = Vec::new();
            g.legal_moves(&mut v);
            let m = v[rng.below(v.len() as u64) as usize];
            g.play_unchecked(&m);
        }
        assert_ne!(g.end_reason(), Some(EndReason::NoMoves));
    }
}

/// Walks quiet moves that capture nothing and never repeat a position, `n` plies.
fn quiet_walk(g: &Surround, n: usize, seen: &mut Vec<u64>, out: &mut Vec<Step>) -> bool {
    if out.len() == n {
        return true;
    }
    let mut v = Vec::new();
    g.legal_moves(&mut v);
    for m in v {
        if g.board().effect(&m).captured != 0 {
            continue;
        }
        let mut h = g.clone();
        h.play_unchecked(&m);
        if seen.contains(&h.board().hash) {
            continue;
        }
        seen.push(h.board().hash);
        out.push(m);
        if quiet_walk(&h, n, seen, out) {
            return true;
        }
        out.pop();
    }
    false
}

#[test]
fn thirty_moves_each_without_a_capture_end_the_game_and_more_pieces_win() {
    let start = setup("B...../....../....../....../....../W....W w");
    let mut path = Vec::new();
    assert!(quiet_walk(
        &start,
        60,
        &mut vec![start.board().hash],
        &mut path
    ));
    let mut g = start;
    for (i, m) in path.iter().enumerate() {
        assert!(matches!(g.to_act(), ToAct::Seat(_)), "over after {i}");
        g.try_play(m).unwrap();
    }
    assert_eq!(g.quiet_moves(), 60);
    assert_eq!(g.end_reason(), Some(EndReason::MoveLimit));
    assert_eq!(
        g.to_act(),
        ToAct::Over(Outcome::win(0)),
        "White has two pieces to one"
    );
}

#[test]
fn threefold_repetition_ends_the_game_and_equal_counts_draw() {
    let mut g = setup("B...../....../....../....../....../.....W w");
    let cycle = ["f1-f2", "a6-a5", "f2-f1", "a5-a6"];
    for m in cycle.iter().chain(&cycle[..3]) {
        play(&mut g, m);
    }
    assert!(matches!(g.to_act(), ToAct::Seat(_)));
    play(&mut g, cycle[3]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.end_reason(), Some(EndReason::Repetition));
    assert_eq!(g.to_act(), ToAct::Over(Outcome::Draw), "one piece each");
    // With Black a piece up the same repetition is Black's win.
    let mut g = setup("B....B/....../....../....../....../.....W w");
    for m in cycle.iter().chain(&cycle[..]) {
        play(&mut g, m);
    }
    assert_eq!(g.to_act(), ToAct::Over(Outcome::win(1)));
}

#[test]
fn the_player_with_more_pieces_wins() {
    assert_eq!(
        result_by_count(
            &Board::from_position("BB..../....../....../....../....../W..... w").unwrap()
        ),
        Outcome::win(1)
    );
    assert_eq!(result_by_count(&Board::start()), Outcome::Draw);
}

// ---- notation and the partial-move interface ----

#[test]
fn notation_reads_and_writes_moves() {
    let m: Step = "C1-c2".parse().unwrap();
    assert_eq!(m.to_string(), "c1-c2");
    for bad in [
        "", "c1", "c1-c3", "c1c2", "c1-", "-c2", "z1-z2", "c1-c2-c3", "c1xc2", "ä1-a2",
    ] {
        assert!(bad.parse::<Step>().is_err(), "'{bad}' should not read");
    }
    // A step too long is refused with the rule's own kind, which the page words.
    let e = "c1-c3".parse::<Step>().unwrap_err();
    assert_eq!(e.problem().key, "surround.oneSquare");
    let g = Surround::new(SurroundSettings::default());
    let mut rng = Rng::new(2);
    let alphabet: Vec<char> = "abcdefg-0123456 7x".chars().collect();
    for _ in 0..20_000 {
        let len = rng.below(8) as usize;
        let s: String = (0..len)
            .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
            .collect();
        if let Ok(m) = g.parse_move(&s) {
            let _ = g.why_illegal(&m);
            let _ = g.clone().play(&m);
        }
    }
    // A hand-made step off the board is refused, not a panic.
    let wild = Step { from: 200, to: 201 };
    assert!(!g.is_legal(&wild));
    assert!(g.why_illegal(&wild).contains("no piece"));
}

#[test]
fn a_move_is_built_from_two_clicks() {
    let g = Surround::new(SurroundSettings::default());
    let (pieces, done) = g.next_steps(&[]);
    assert_eq!(pieces, (0..6).collect::<Vec<u8>>());
    assert!(done.is_none());
    assert_eq!(g.next_steps(&[sq("c1")]), (vec![sq("c2")], None));
    assert_eq!(
        g.next_steps(&[sq("c1"), sq("c2")]).1.unwrap().to_string(),
        "c1-c2"
    );
    assert_eq!(g.next_steps(&[sq("c6")]), (vec![], None));
    assert_eq!(g.next_steps(&[sq("c1"), sq("c3")]), (vec![], None));
}

#[test]
fn the_view_shows_pieces_groups_and_captures() {
    let mut g = setup("BW..../....../W...../....../....../.....B w");
    let v = g.board_view(Some(0));
    assert_eq!(v.squares.len(), 36);
    assert!(v.my_turn);
    assert!(!g.board_view(Some(1)).my_turn);
    let black_corner = v.groups.iter().find(|gr| gr.squares == [sq("a6")]).unwrap();
    assert_eq!(black_corner.openings, vec![sq("a5")]);
    play(&mut g, "a4-a5");
    let v = g.board_view(None);
    let last = v.last_move.as_ref().unwrap();
    assert_eq!(
        (last.from, last.to, last.by),
        (sq("a4"), sq("a5"), Colour::White)
    );
    assert_eq!(last.captured, vec![sq("a6")]);
    let json = serde_json::to_string(&v).unwrap();
    for key in [
        "\"piece\":\"white\"",
        "\"lastMove\"",
        "\"openings\"",
        "\"quietLimit\":60",
    ] {
        assert!(json.contains(key), "{key} missing in {json}");
    }
    assert!(g.ascii().contains("a b c d e f"));
}

#[test]
fn each_unreadable_move_says_why_as_a_kind_of_its_own() {
    use spelbord_core::testing::assert_not_a_move;
    let g = Surround::new(Surround::default_settings("surround").unwrap());
    let read = |t: &str| g.parse_move(t);
    assert_not_a_move(read, "c1c2", "surround.move.notMove", &[("mv", "c1c2")]);
    assert_not_a_move(
        read,
        "c1-g2",
        "surround.move.noSuchSquare",
        &[("square", "g2")],
    );
    assert_not_a_move(
        read,
        " a7 - a6",
        "surround.move.noSuchSquare",
        &[("square", "a7")],
    );
    assert_eq!(
        g.parse_move("c1c2").unwrap_err().to_string(),
        "not a move: 'c1c2' is not a move (write c1-c2)"
    );
    assert_eq!(
        "x".parse::<NoChance>().unwrap_err().problem().key,
        "noChanceDue"
    );
}
