//! Every rule of /shared/rules/fyra-i-rad.md, each with a test that fails if it breaks.
use spelbord_connect::{Connect, ConnectMove, ConnectSettings, Variant, RED, YELLOW};
use spelbord_core::{merge_settings, Game, Outcome, Record, Replay, ToAct};

fn fyra() -> ConnectSettings {
    ConnectSettings::new(Variant::Fyra)
}
fn fem() -> ConnectSettings {
    ConnectSettings::new(Variant::Fem)
}
fn pos(settings: ConnectSettings, moves: &str) -> Connect {
    Connect::from_moves(settings, moves).unwrap_or_else(|e| panic!("{moves}: {e}"))
}
/// Plays `m` expecting a refusal; checks the position is unchanged and returns the reason.
fn refused(g: &Connect, m: ConnectMove) -> String {
    assert!(!g.is_legal(&m), "{m} should be illegal");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    assert!(!moves.contains(&m), "{m} is listed as legal");
    let err = g.clone().play(&m).expect_err("refused");
    assert_eq!(&err.position, g, "a refused move changed the position");
    let mut h = g.clone();
    assert!(h.try_play(&m).is_err());
    assert_eq!(&h, g);
    err.reason
}

// A full 42-drop game with no line, found by random play (see the test that checks it).
const FYRA_DRAW: &str = "547125662261271266215743771576315353334444";
const FEM_DRAW: &str = "617261156135261752732721572355443334447466";

#[test]
fn red_moves_first_then_yellow() {
    let g = Connect::new(fyra());
    assert_eq!(g.to_act(), ToAct::Seat(RED));
    let g = pos(fyra(), "4");
    assert_eq!(g.to_act(), ToAct::Seat(YELLOW));
    assert_eq!(g.cell(3, 0), Some(RED));
}

#[test]
fn a_disc_falls_to_the_lowest_empty_cell() {
    let g = pos(fyra(), "3");
    assert_eq!(g.cell(2, 0), Some(RED));
    let g = pos(fyra(), "33");
    assert_eq!(g.cell(2, 1), Some(YELLOW));
    assert_eq!(g.height(2), 2);
    for row in 2..6 {
        assert_eq!(g.cell(2, row), None);
    }
    // In fem-i-rad the playable column 1 is full-grid column 1.
    let g = pos(fem(), "11");
    assert_eq!(g.cell(1, 0), Some(RED));
    assert_eq!(g.cell(1, 1), Some(YELLOW));
    assert_eq!(g.last_move(), Some(ConnectMove::Drop(1)));
    assert_eq!(g.last_drop_cell(), Some((1, 1)));
    assert_eq!(Connect::new(fem()).last_drop_cell(), None);
}

#[test]
fn a_full_column_is_refused() {
    for s in [fyra(), fem()] {
        let g = pos(s, "444444");
        assert_eq!(refused(&g, ConnectMove::Drop(4)), "column 4 is full");
        assert!(!g.can_drop(4));
        assert!(g.can_drop(3));
    }
}

#[test]
fn four_in_a_row_wins_fyra_i_rad_in_every_direction() {
    let cases = [
        ("1212121", RED, "vertical"),
        ("1122334", RED, "horizontal"),
        ("71726354", YELLOW, "horizontal by Yellow"),
        ("12234334474", RED, "diagonal /"),
        ("76654554414", RED, "diagonal \\"),
    ];
    for (moves, winner, what) in cases {
        let n = moves.len();
        let before = pos(fyra(), &moves[..n - 1]);
        assert!(before.outcome().is_none(), "{what}: three is not a win");
        let g = pos(fyra(), moves);
        assert_eq!(g.outcome(), Some(Outcome::win(winner)), "{what}");
        assert_eq!(g.winning_cells().len(), 4, "{what}");
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        assert!(moves.is_empty());
    }
}

#[test]
fn the_winning_cells_are_the_line() {
    let g = pos(fyra(), "1122334");
    assert_eq!(g.winning_cells(), vec![(0, 0), (1, 0), (2, 0), (3, 0)]);
    // Five in a row (by the drop in the middle) wins and highlights all five.
    let g = pos(fyra(), "11225544");
    assert!(g.outcome().is_none());
    let g = pos(fyra(), "112255443");
    assert_eq!(g.winning_cells().len(), 5);
}

#[test]
fn fem_i_rad_edges_follow_the_decision() {
    let g = Connect::new(fem());
    assert_eq!(g.columns(), 9);
    assert_eq!(g.rows(), 6);
    for row in 0..6 {
        let (left, right) = if row % 2 == 0 {
            (RED, YELLOW)
        } else {
            (YELLOW, RED)
        };
        assert_eq!(g.cell(0, row), Some(left), "left edge row {row}");
        assert_eq!(g.cell(8, row), Some(right), "right edge row {row}");
        for col in 1..8 {
            assert_eq!(g.cell(col, row), None);
        }
    }
    assert_eq!(g.column_number(0), None);
    assert_eq!(g.column_number(8), None);
    assert_eq!(g.column_number(1), Some(1));
    assert_eq!(g.column_number(7), Some(7));
    assert_eq!(g.full_column(1), Some(1));
    assert_eq!(g.full_column(8), None);
    let f = Connect::new(fyra());
    assert_eq!(f.columns(), 7);
    assert_eq!(f.column_number(0), Some(1));
    assert_eq!(f.full_column(7), Some(6));
}

#[test]
fn fem_i_rad_four_wins_nothing_and_five_wins() {
    // Red's four vertical discs in column 1: no win; the fifth wins.
    let g = pos(fem(), "12121212");
    assert!(
        g.outcome().is_none(),
        "four in a row wins nothing in fem-i-rad"
    );
    let g = pos(fem(), "121212121");
    assert_eq!(g.outcome(), Some(Outcome::win(RED)));
    // Four in a row horizontally in the middle, no edge: nothing.
    let g = pos(fem(), "2233445");
    assert!(g.outcome().is_none());
    let g = pos(fem(), "223344556");
    assert_eq!(g.outcome(), Some(Outcome::win(RED)));
}

#[test]
fn fem_i_rad_edge_discs_count_in_lines() {
    // Red: left edge (red at the bottom) and columns 1-4 of the bottom row.
    let g = pos(fem(), "112233");
    assert!(g.outcome().is_none());
    let g = pos(fem(), "1122334");
    assert_eq!(g.outcome(), Some(Outcome::win(RED)));
    let cells = g.winning_cells();
    assert!(cells.contains(&(0, 0)), "the edge disc is part of the line");
    assert_eq!(cells.len(), 5);
    // Yellow: the right edge is yellow at the bottom; columns 4-7 with it make five.
    let g = pos(fem(), "1716152");
    assert!(g.outcome().is_none());
    let g = pos(fem(), "17161524");
    assert_eq!(g.outcome(), Some(Outcome::win(YELLOW)));
    assert!(g.winning_cells().contains(&(8, 0)));
    // The second row has Yellow on the left edge and Red on the right. Yellow's bottom
    // columns 1-4 meet the red edge and Red's second-row columns 1-4 the yellow edge:
    // fours, no win (the same moves win for Yellow in fyra-i-rad).
    let g = pos(fem(), "711223344");
    assert!(g.outcome().is_none(), "{}", g.diagram());
    assert_eq!(
        pos(fyra(), "71122334").outcome(),
        Some(Outcome::win(YELLOW))
    );
    // Red's second-row columns 4-7 with the red right edge make five.
    let g = pos(fem(), "45566771");
    assert!(g.outcome().is_none());
    let g = pos(fem(), "455667714");
    assert_eq!(g.outcome(), Some(Outcome::win(RED)), "{}", g.diagram());
    assert!(g.winning_cells().contains(&(8, 1)));
}

#[test]
fn fem_i_rad_edge_columns_have_no_number() {
    let g = Connect::new(fem());
    for text in ["0", "8", "9", "p0", "p8"] {
        let e = g.parse_move(text).expect_err(text);
        assert!(e.to_string().contains("1-7"), "{text}: {e}");
    }
    for m in [
        ConnectMove::Drop(0),
        ConnectMove::Drop(8),
        ConnectMove::Pop(8),
    ] {
        assert!(refused(&g, m).contains("no column"));
    }
    // Filling column 1 and 7 never spills into the edges.
    let g = pos(fem(), "117711771177");
    assert_eq!(g.height(0), 6);
    assert_eq!(g.height(1), 6);
    assert_eq!(g.height(8), 6);
    assert!(g.check_invariants().is_ok());
}

#[test]
fn a_full_grid_without_a_line_is_a_draw() {
    for (s, moves) in [(fyra(), FYRA_DRAW), (fem(), FEM_DRAW)] {
        assert_eq!(moves.len(), 42);
        let before = pos(s, &moves[..41]);
        assert!(before.outcome().is_none());
        let g = pos(s, moves);
        assert_eq!(g.outcome(), Some(Outcome::Draw), "{}", g.diagram());
        assert!(g.winning_cells().is_empty());
    }
}

#[test]
fn popout_pops_only_your_own_bottom_disc() {
    let po = fyra().with_popout(true);
    // Without PopOut a pop is refused.
    let g = pos(fyra(), "44");
    assert!(refused(&g, ConnectMove::Pop(4)).contains("PopOut"));
    // Red to move; the bottom of column 4 is Red's, of column 5 Yellow's, column 1 empty.
    let g = pos(po, "45");
    assert!(g.can_pop(4));
    assert!(refused(&g, ConnectMove::Pop(5)).contains("Yellow's"));
    assert!(refused(&g, ConnectMove::Pop(1)).contains("empty"));
    // Yellow may not pop Red's disc either.
    let g = pos(po, "4");
    assert!(refused(&g, ConnectMove::Pop(4)).contains("Red's"));
}

#[test]
fn popout_discs_above_fall_one_cell() {
    let po = fyra().with_popout(true);
    // Column 4 from the bottom: Red, Yellow, Red; Yellow drops in 1; Red pops 4.
    let g = pos(po, "4441");
    let g = g.play(&ConnectMove::Pop(4)).unwrap();
    assert_eq!(g.cell(3, 0), Some(YELLOW));
    assert_eq!(g.cell(3, 1), Some(RED));
    assert_eq!(g.cell(3, 2), None);
    assert_eq!(g.cell(0, 0), Some(YELLOW), "other columns stay");
    assert_eq!(g.last_move(), Some(ConnectMove::Pop(4)));
    assert_eq!(g.last_drop_cell(), None);
    assert_eq!(g.to_act(), ToAct::Seat(YELLOW));
    // In fem-i-rad the edges never move when column 1 is popped.
    let g = pos(fem().with_popout(true), "1121").play(&ConnectMove::Pop(1));
    let g = g.unwrap();
    assert_eq!(g.cell(1, 0), Some(YELLOW));
    assert_eq!(g.cell(1, 1), Some(YELLOW));
    assert_eq!(g.cell(0, 0), Some(RED));
    assert_eq!(g.cell(0, 5), Some(YELLOW));
    assert!(g.check_invariants().is_ok());
}

#[test]
fn popout_a_full_grid_does_not_end_the_game() {
    for s in [fyra(), fem()] {
        let moves = if s.variant == Variant::Fyra {
            FYRA_DRAW
        } else {
            FEM_DRAW
        };
        let g = pos(s.with_popout(true), moves);
        assert_eq!(g.to_act(), ToAct::Seat(RED), "{}", g.diagram());
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        assert!(!legal.is_empty());
        assert!(legal.iter().all(|m| m.is_pop()), "must pop: {legal:?}");
        for n in 1..=7 {
            assert!(!g.can_drop(n));
            let bottom = g.cell(g.full_column(n).unwrap(), 0);
            assert_eq!(g.can_pop(n), bottom == Some(RED));
        }
    }
}

#[test]
fn popout_a_pop_completing_both_lines_wins_for_the_mover() {
    // After 4 1 1 2 2 3 3 4 4 7, column 4 holds Red, Yellow, Red; row 1 has Yellow in
    // columns 1-3 and row 2 Red in columns 1-3. Red pops 4: both rows complete.
    let po = fyra().with_popout(true);
    let g = pos(po, "4112233447");
    assert!(g.outcome().is_none());
    let g = g.play(&ConnectMove::Pop(4)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(RED)));
    // The highlighted line is the winner's.
    assert!(g
        .winning_cells()
        .iter()
        .all(|&(c, r)| g.cell(c, r) == Some(RED)));
    // The same with colours swapped: Yellow pops and wins.
    let g = pos(po, "14412233746");
    assert_eq!(g.to_act(), ToAct::Seat(YELLOW));
    assert!(g.outcome().is_none());
    let g = g.play(&ConnectMove::Pop(4)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(YELLOW)));
}

#[test]
fn popout_a_pop_completing_only_the_opponents_line_loses() {
    // Column 4: Red, Yellow; Yellow has columns 1-3 of the bottom row. Red pops 4 and
    // Yellow's disc drops into the gap: Yellow's four.
    let po = fyra().with_popout(true);
    let g = pos(po, "44717263");
    assert!(g.outcome().is_none(), "{}", g.diagram());
    let g = g.play(&ConnectMove::Pop(4)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(YELLOW)), "{}", g.diagram());
}

#[test]
fn popout_third_repetition_is_a_draw() {
    let po = fyra().with_popout(true);
    // Drop 1, drop 2, pop 1, pop 2 returns to the empty grid with Red to move.
    let once = pos(po, "1 2 p1 p2");
    assert!(once.outcome().is_none(), "second occurrence");
    let almost = pos(po, "1 2 p1 p2 1 2 p1");
    assert!(almost.outcome().is_none());
    let g = almost.play(&ConnectMove::Pop(2)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::Draw), "third occurrence");
    // Without a third occurrence with the same player to move there is no draw: the grid
    // after "1" stands twice here.
    let g = pos(po, "1 2 p1 p2 1");
    assert!(g.outcome().is_none());
}

#[test]
fn notation_reads_drops_and_pops() {
    assert_eq!("4".parse::<ConnectMove>(), Ok(ConnectMove::Drop(4)));
    assert_eq!("p4".parse::<ConnectMove>(), Ok(ConnectMove::Pop(4)));
    assert_eq!(" P7 ".parse::<ConnectMove>(), Ok(ConnectMove::Pop(7)));
    assert_eq!(ConnectMove::Pop(3).to_string(), "p3");
    assert_eq!(ConnectMove::Drop(3).to_string(), "3");
    for bad in [
        "",
        "p",
        "0",
        "8",
        "44",
        "x",
        "p0",
        "4p",
        "99999999999999999999",
        "-1",
    ] {
        assert!(
            bad.parse::<ConnectMove>().is_err(),
            "'{bad}' should not read"
        );
    }
}

#[test]
fn a_record_of_drops_may_be_written_without_spaces() {
    assert_eq!(
        Connect::split_record_moves("4435"),
        vec!["4", "4", "3", "5"]
    );
    assert_eq!(
        Connect::split_record_moves("4 4 3 5 p4"),
        vec!["4", "4", "3", "5", "p4"]
    );
    assert_eq!(
        Connect::split_record_moves("44p35"),
        vec!["4", "4", "p3", "5"]
    );
    let rec = Record::parse_for::<Connect>("fyra-i-rad|||4435").unwrap();
    let r = Replay::<Connect>::from_record(&rec).unwrap();
    assert_eq!(r.current(), &pos(fyra(), "4 4 3 5"));
    // A bad token is named, not swallowed.
    let rec = Record::parse_for::<Connect>("fyra-i-rad|||44x5").unwrap();
    assert!(Replay::<Connect>::from_record(&rec).is_err());
    let rec = Record::parse_for::<Connect>("fyra-i-rad|||4444444").unwrap();
    let err = Replay::<Connect>::from_record(&rec).unwrap_err();
    assert_eq!(err.move_index, Some(7));
    assert!(err.message().contains("full"));
    assert_eq!(err.problem().key, "connect.full");
}

#[test]
fn settings_travel_in_records() {
    assert_eq!(Connect::default_settings("fyra-i-rad"), Some(fyra()));
    assert_eq!(Connect::default_settings("fem-i-rad"), Some(fem()));
    assert_eq!(Connect::default_settings("schack"), None);
    let s = merge_settings::<Connect>(&fem(), "popout=true").unwrap();
    assert_eq!(s, fem().with_popout(true));
    assert!(merge_settings::<Connect>(&fem(), "popout=maybe").is_err());
    assert!(merge_settings::<Connect>(&fem(), "variant=sex").is_err());
    let rec = Record::parse_for::<Connect>("fem-i-rad|popout=true|0|4 4 p4").unwrap();
    let r = Replay::<Connect>::from_record(&rec).unwrap();
    assert_eq!(r.current().id(), "fem-i-rad");
    assert!(r.current().popout());
    assert_eq!(r.current().cell(4, 0), Some(YELLOW));
}

#[test]
fn a_finished_game_refuses_moves() {
    let g = pos(fyra(), "1212121");
    assert_eq!(refused(&g, ConnectMove::Drop(5)), "the game is over");
}

#[test]
fn a_chance_outcome_is_refused_as_its_own_kind() {
    let e = "3".parse::<spelbord_connect::NoChance>().unwrap_err();
    assert_eq!(e.problem().key, "noChanceDue");
    assert!(e.problem().args.is_empty() && e.problem().reason.is_none());
}
