//! Move-path counts from the start: the published figures (which open_spiel's
//! `lines_of_action` also gives, see tests/open_spiel.rs), counted both by the fast
//! bitboard perft and by the generic one through the `Game` interface.

use spelbord_core::{perft, Game};
use spelbord_lines_of_action::board::Board;
use spelbord_lines_of_action::perft::perft as fast_perft;
use spelbord_lines_of_action::speed::POSITIONS;
use spelbord_lines_of_action::{parse_position, LinesOfAction, LoaSettings};

const START: [u64; 4] = [36, 1_244, 44_952, 1_563_208];

#[test]
fn perft_from_the_start_is_36_1244_44952_1563208() {
    for (d, &want) in START.iter().enumerate() {
        assert_eq!(
            fast_perft(&Board::start(), d as u32 + 1),
            want,
            "depth {}",
            d + 1
        );
    }
}

#[test]
fn perft_5_is_55963132_by_both_counts() {
    // Beyond the published table: the fast count and the generic one through the Game
    // interface (its own move list and end judging) agree (release builds only: ~2 s).
    if cfg!(debug_assertions) {
        return;
    }
    assert_eq!(fast_perft(&Board::start(), 5), 55_963_132);
    let g = LinesOfAction::new(LoaSettings::default());
    assert_eq!(perft(&g, 5), 55_963_132);
}

#[test]
fn the_generic_perft_through_the_game_agrees() {
    let g = LinesOfAction::new(LoaSettings::default());
    let deepest = if cfg!(debug_assertions) { 3 } else { 4 };
    for d in 1..=deepest {
        assert_eq!(perft(&g, d), START[d as usize - 1], "depth {d}");
    }
}

#[test]
fn fast_and_generic_perft_agree_in_middle_games() {
    for text in POSITIONS {
        let b = parse_position(text).unwrap();
        let g = LinesOfAction::new(LoaSettings {
            position: text.into(),
            ..Default::default()
        });
        for d in 1..=3 {
            assert_eq!(fast_perft(&b, d), perft(&g, d), "{text} depth {d}");
        }
    }
}
