//! Reading move strings: column digits `1`–`7` among the playable columns (`4453`),
//! spaces between moves allowed (`4 4 5 3`).

use crate::board::{Board, Geometry, COLUMNS};

/// Plays the drops of `moves` from the start position. Errors (never panics) on a
/// character that is not a column digit, a drop into a full column, or a drop after the
/// game is over.
pub(crate) fn parse<G: Geometry>(moves: &str) -> Result<Board<G>, String> {
    let mut board = Board::<G>::new();
    let mut won = false;
    for (i, ch) in moves.chars().filter(|c| !c.is_whitespace()).enumerate() {
        let n = i + 1;
        let col = match ch.to_digit(10) {
            Some(d) if (1..=COLUMNS as u32).contains(&d) => d as usize - 1,
            _ => {
                return Err(format!(
                    "move {n}: {ch:?} is not a column (expected a digit 1-{COLUMNS})"
                ))
            }
        };
        if won {
            return Err(format!("move {n}: the game was already won"));
        }
        let bit = board.column_move(col);
        if bit == 0 {
            return Err(format!("move {n}: column {} is full", col + 1));
        }
        won = board.is_winning_move(bit);
        board.play(bit);
    }
    Ok(board)
}

/// Why a parsed position has no moves to analyse, if it has none.
pub(crate) fn game_over<G: Geometry>(board: &Board<G>) -> Option<String> {
    if board.last_mover_has_line() {
        Some("the game is over: the last move made a line".to_string())
    } else if board.is_full() {
        Some("the game is over: the grid is full (draw)".to_string())
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Fem, Fyra};

    #[test]
    fn bad_input_is_an_error() {
        assert!(parse::<Fyra>("4x").unwrap_err().contains("not a column"));
        assert!(parse::<Fyra>("8").unwrap_err().contains("not a column"));
        assert!(parse::<Fyra>("0").unwrap_err().contains("not a column"));
        assert!(parse::<Fyra>("4444444").unwrap_err().contains("full"));
        // Red wins vertically in column 1 with its fourth drop; any further move errs.
        assert!(parse::<Fyra>("1212121").is_ok());
        assert!(parse::<Fyra>("12121213")
            .unwrap_err()
            .contains("already won"));
        assert!(parse::<Fyra>("4 4 5 3").is_ok());
        assert!(parse::<Fem>("é").is_err());
    }

    #[test]
    fn four_wins_nothing_in_fem() {
        // Four red discs in column 1 (bitboard column 1) next to a yellow edge bottom... a
        // vertical four is no win in fem-i-rad, so play may continue.
        let b = parse::<Fem>("1212121").unwrap();
        assert!(game_over(&b).is_none());
        // ...and a fifth makes the line.
        let b = parse::<Fem>("121212131").unwrap();
        assert!(game_over(&b).is_some());
    }

    #[test]
    fn fem_edge_discs_count_in_lines() {
        // Red owns the bottom-left edge cell; Red's drops in columns 1-4 on the bottom row
        // complete a line of five with it. Yellow answers on row 2.
        let b = parse::<Fem>("1121314").unwrap();
        assert!(game_over(&b).is_some(), "edge + four drops is five");
        // On the right the bottom edge disc is Yellow's: Red's 4-5-6-7 is only four.
        let b = parse::<Fem>("4454647").unwrap();
        assert!(
            game_over(&b).is_none(),
            "Yellow's edge disc does not help Red"
        );
    }
}
