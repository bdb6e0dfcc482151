use crate::{Game, ToAct};

/// Counts the move paths of `depth` player moves from `g` (chance events are expanded
/// into every outcome and do not count as a ply; a finished game ends its paths early
/// and contributes nothing). This is the number the published perft tables give.
pub fn perft<G: Game>(g: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match g.to_act() {
        ToAct::Over(_) => 0,
        ToAct::Chance => {
            let mut outs = Vec::new();
            g.chance_outcomes(&mut outs);
            outs.iter()
                .map(|(c, _)| {
                    let mut h = g.clone();
                    h.apply_chance(c);
                    perft(&h, depth)
                })
                .sum()
        }
        ToAct::Seat(_) => {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            if depth == 1 {
                return moves.len() as u64;
            }
            moves
                .iter()
                .map(|m| {
                    let mut h = g.clone();
                    h.play_unchecked(m);
                    perft(&h, depth - 1)
                })
                .sum()
        }
    }
}

/// [`perft`] split by first move, in notation (for finding where two generators differ).
pub fn perft_divide<G: Game>(g: &G, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .iter()
        .map(|m| {
            let mut h = g.clone();
            h.play_unchecked(m);
            (g.format_move(m), perft(&h, depth.saturating_sub(1)))
        })
        .collect()
}
