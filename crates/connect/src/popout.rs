//! What the stronger computer levels know about PopOut. The drop-only evaluation of
//! [`crate::eval`] sees threats only where a drop lands; here a pop counts too: a pop
//! shifts its whole column down, so it can complete a line at once (for the mover, or
//! for the opponent), move threats onto or off the landing cells, and one's own bottom
//! discs are the resources for it.
//!
//! The strong levels ([`crate::bot`], [`crate::popout_searcher`]) search PopOut with this
//! knowledge (with PopOut off they search exactly like the drop-only searcher).
use crate::board::{bottom, col_mask, has_line, threat_cells, top, Geometry};
use crate::eval::{evaluate, landing_cells, line_score, order_moves, DECISIVE};
use crate::game::Connect;
use crate::moves::{ConnectMove, PLAYABLE_COLUMNS};
use crate::settings::Variant;
use spelbord_core::Seat;

/// The discs of one column after popping its bottom disc (`mask`: the column's cells).
#[inline]
fn pop_col(b: u64, mask: u64) -> u64 {
    (b & !mask) | ((b & mask) >> 1 & mask)
}

/// The two boards after `mover` plays `m` (`[mover, other]`), and whether the move ends
/// the game: `Some(true)` when the mover wins, `Some(false)` when the mover hands the
/// opponent a line (a pop that completes only the opponent's line).
#[inline]
fn after(geo: &Geometry, mover: u64, other: u64, m: ConnectMove) -> ([u64; 2], Option<bool>) {
    let col = geo.full_col(m.column());
    let mask = col_mask(col);
    let need = geo.need;
    match m {
        ConnectMove::Drop(_) => {
            let bit = ((mover | other) + bottom(col)) & mask;
            let a = mover | bit;
            ([a, other], has_line(a, need).then_some(true))
        }
        ConnectMove::Pop(_) => {
            let (a, b) = (pop_col(mover, mask), pop_col(other, mask));
            let end = if has_line(a, need) {
                Some(true)
            } else if has_line(b, need) {
                Some(false)
            } else {
                None
            };
            ([a, b], end)
        }
    }
}

/// The moves with which `mover` (to move, opposite `other`) wins at once, counted up to
/// two: drops onto a threat and pops that complete a line of the mover's (a pop that
/// completes lines for both colours wins for the mover).
#[inline]
fn wins_in_one(geo: &Geometry, mover: u64, other: u64) -> u32 {
    let occupied = mover | other;
    let empty = geo.playable() & !occupied;
    let landing = landing_cells(geo, occupied);
    let mut n = (threat_cells(mover, geo.need) & empty & landing).count_ones();
    if n >= 2 {
        return n;
    }
    let mut pops = mover & geo.playable_bottom();
    while pops != 0 {
        let b = pops & pops.wrapping_neg();
        pops ^= b;
        let mask = col_mask(b.trailing_zeros() / crate::board::STRIDE);
        if has_line(pop_col(mover, mask), geo.need) {
            n += 1;
            if n >= 2 {
                return n;
            }
        }
    }
    n
}

/// Every legal move of the seat to move (PopOut on), written into `out`; returns how many.
#[inline]
fn moves_of(geo: &Geometry, mine: u64, occupied: u64, out: &mut [ConnectMove; 14]) -> usize {
    let mut n = 0;
    for c in 1..=PLAYABLE_COLUMNS {
        let col = geo.full_col(c);
        if occupied & top(col) == 0 {
            out[n] = ConnectMove::Drop(c);
            n += 1;
        }
        if mine & bottom(col) != 0 {
            out[n] = ConnectMove::Pop(c);
            n += 1;
        }
    }
    n
}

/// How many of the mover's moves leave the opponent no win in one (and do not lose at
/// once), counted up to `cap`, and the boards (`[mover, other]`) after the first of them.
fn defences(geo: &Geometry, mine: u64, theirs: u64, cap: u32) -> (u32, [u64; 2]) {
    let mut list = [ConnectMove::Drop(1); 14];
    let n = moves_of(geo, mine, mine | theirs, &mut list);
    let mut found = 0;
    let mut first = [mine, theirs];
    for &m in &list[..n] {
        let (boards, end) = after(geo, mine, theirs, m);
        let ok = match end {
            Some(win) => win,
            None => wins_in_one(geo, boards[1], boards[0]) == 0,
        };
        if ok {
            if found == 0 {
                first = boards;
            }
            found += 1;
            if found >= cap {
                break;
            }
        }
    }
    (found, first)
}

/// How many forced replies in a row the evaluation follows (see [`eval_boards`]).
pub(crate) const FORCED_PLIES: u32 = 8;

/// The static value of a PopOut position for the seat to move (PopOut off: the drop-only
/// [`evaluate`]).
pub fn evaluate_popout(c: &Connect) -> i32 {
    if !c.popout() {
        return evaluate(c);
    }
    let me = c.turn();
    eval_boards(
        &c.geometry(),
        c.variant(),
        me,
        c.bitboard(me),
        c.bitboard(1 - me),
        FORCED_PLIES,
    )
}

/// The value for `seat` (to move, with discs `mine` against `theirs`). When the opponent
/// threatens to win and only one move meets it, that move is played and the position
/// after it valued instead, up to `forced` times in a row: a cheap look along the forced
/// line beyond the search's horizon.
#[inline]
pub(crate) fn eval_boards(
    geo: &Geometry,
    variant: Variant,
    seat: Seat,
    mine: u64,
    theirs: u64,
    forced: u32,
) -> i32 {
    // A win at once, by a drop or a pop.
    if wins_in_one(geo, mine, theirs) > 0 {
        return DECISIVE;
    }
    // The opponent threatens to win on their next move: see whether any move of mine
    // meets every such threat (a pop may meet two at once, or none may).
    let mut score = 0;
    if wins_in_one(geo, theirs, mine) > 0 {
        match defences(geo, mine, theirs, 2) {
            (0, _) => return -DECISIVE,
            (1, [a, b]) if forced > 0 => {
                return -eval_boards(geo, variant, 1 - seat, b, a, forced - 1);
            }
            (1, _) => score -= 40,
            _ => score -= 15,
        }
    }
    let me = seat;
    let geo = *geo;
    let occupied = mine | theirs;
    let empty = geo.playable() & !occupied;
    let need = geo.need;
    let landing = landing_cells(&geo, occupied);
    score += line_score(variant, need, mine, theirs);

    // Threats off the landing cells. Pops change the order in which a column fills, so
    // the odd/even rule of drop-only play holds only loosely: a smaller row bonus.
    let my_threats = threat_cells(mine, need) & empty & !landing;
    let their_threats = threat_cells(theirs, need) & empty & !landing;
    let odd = crate::eval::ODD_ROWS;
    let good = |seat: Seat| if seat == crate::game::RED { odd } else { !odd };
    let threat_value = |t: u64, seat: Seat| -> i32 {
        // A threat just above a landing cell binds the opponent: they may not drop below.
        let hot = t & (landing << 1);
        (t & good(seat)).count_ones() as i32 * 22
            + (t & !good(seat)).count_ones() as i32 * 14
            + hot.count_ones() as i32 * 10
    };
    score += threat_value(my_threats, me) - threat_value(their_threats, 1 - me);

    // The bottom discs: one's own are the only discs one may pop, and the opponent can
    // never shift the column under them. (Counting the threats one pop away as well cost
    // more search speed than it gained.)
    let bottoms = geo.playable_bottom();
    score += 6 * ((mine & bottoms).count_ones() as i32 - (theirs & bottoms).count_ones() as i32);

    score += crate::eval::centre_score(&geo, mine, theirs);
    score
}

/// Sorts `moves` (of the seat to move in `c`, PopOut on) best-looking first: the
/// drop-only ordering (wins, blocks and threat-making drops first, pops last), then a pop
/// that wins at once to the front, and when the opponent threatens to win (by a drop or a
/// pop) the moves that stop every such threat before the rest. A richer ordering (scoring
/// the threats each move makes) saved no nodes and cost a third of the search's speed.
pub(crate) fn order_popout(geo: &Geometry, mine: u64, theirs: u64, moves: &mut [ConnectMove]) {
    order_moves(geo, mine, theirs, moves);
    if let Some(i) = moves.iter().position(|m| {
        m.is_pop() && has_line(pop_col(mine, col_mask(geo.full_col(m.column()))), geo.need)
    }) {
        moves[..=i].rotate_right(1);
        return;
    }
    if wins_in_one(geo, theirs, mine) == 0 {
        return;
    }
    // A stable partition: the moves that leave the opponent no win in one first.
    let mut front = 0;
    for i in 0..moves.len() {
        let ([a, b], end) = after(geo, mine, theirs, moves[i]);
        let stops = match end {
            Some(win) => win,
            None => wins_in_one(geo, b, a) == 0,
        };
        if stops {
            moves[front..=i].rotate_right(1);
            front += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::{ConnectSettings, Variant};
    use spelbord_ai::{native_clock, Level, Limits, SearchContext};
    use spelbord_core::Game;
    use spelbord_search::WIN_BOUND;

    fn popout(moves: &str) -> Connect {
        Connect::from_moves(ConnectSettings::new(Variant::Fyra).with_popout(true), moves)
            .unwrap_or_else(|e| panic!("{moves}: {e}"))
    }

    fn ordered(c: &Connect) -> Vec<ConnectMove> {
        let mut moves = Vec::new();
        c.legal_moves(&mut moves);
        let me = c.turn();
        order_popout(
            &c.geometry(),
            c.bitboard(me),
            c.bitboard(1 - me),
            &mut moves,
        );
        moves
    }

    /// A node budget: the same search on any machine, however busy.
    fn nodes(n: u64) -> Limits {
        Limits {
            time_ms: f64::INFINITY,
            max_depth: None,
            max_nodes: Some(n),
        }
    }

    /// The strong PopOut searcher's move at a fixed depth, and its score.
    fn strong_move(c: &Connect, depth: u32) -> (Option<ConnectMove>, Option<i32>) {
        let mut s = crate::popout_searcher(Level::Strongest, 1);
        let mut ctx = SearchContext::new(Limits::depth(depth), native_clock);
        let m = s.search(c, &mut ctx);
        (m, ctx.thought.score)
    }

    /// Positions where the one winning move is a pop (no drop wins), and whether the pop
    /// completes a line of the opponent's too (the mover wins all the same).
    const POP_WINS: [(&str, ConnectMove, bool); 2] = [
        (
            "4 7 5 6 5 p7 7 2 2 6 6 2 7 1 p5 4 5 p6 4 6",
            ConnectMove::Pop(4),
            false,
        ),
        (
            "3 6 6 3 p3 4 4 2 2 p6 5 p2 2 1 4 5 p6 1 7 6 p7 4 5 4 3 5",
            ConnectMove::Pop(5),
            true,
        ),
    ];

    #[test]
    fn the_one_win_by_a_pop_is_seen_ordered_first_and_played() {
        for (moves, want, both) in POP_WINS {
            let c = popout(moves);
            let me = c.turn() as usize;
            let mut all = Vec::new();
            c.legal_moves(&mut all);
            let wins: Vec<ConnectMove> = all
                .iter()
                .copied()
                .filter(|m| c.clone().play(m).unwrap().outcome().is_some())
                .collect();
            assert_eq!(wins, vec![want], "{moves}\n{}", c.diagram());
            let after = c.clone().play(&want).unwrap();
            assert_eq!(
                after.outcome(),
                Some(spelbord_core::Outcome::win(me as Seat))
            );
            assert_eq!(has_line(after.bitboard(1 - me as Seat), 4), both, "{moves}");
            // The drop-only evaluation does not see it; this one does.
            assert_ne!(evaluate(&c), DECISIVE);
            assert_eq!(evaluate_popout(&c), DECISIVE);
            assert_eq!(ordered(&c)[0], want);
            assert_eq!(strong_move(&c, 6).0, Some(want));
            for level in Level::ALL {
                let mut b = crate::bot(level, 3);
                let mut ctx = SearchContext::new(nodes(20_000), native_clock);
                assert_eq!(b.choose(&c, &mut ctx), Some(want), "{level:?} {moves}");
            }
        }
    }

    /// Positions where the opponent threatens to win by a pop: no drop can stop a pop (the
    /// opponent's line is made of their discs only), so only the given pops save the game.
    const POP_THREATS: [(&str, &[ConnectMove]); 2] = [
        (
            "4 3 2 4 4 3 6 5 p6 4 1 2 5 p3 6 4 7 4 1 5 7 3 7 5 2 7",
            &[ConnectMove::Pop(2)],
        ),
        (
            "1 7 3 4 7 4 3 1 6 7 p1 4 3 1 5 2 1 6 7 5 4 3 2 1",
            &[ConnectMove::Pop(5)],
        ),
    ];

    #[test]
    fn every_drop_that_lets_a_winning_pop_through_is_avoided() {
        for (moves, saving) in POP_THREATS {
            let c = popout(moves);
            let (mine, theirs) = (c.bitboard(c.turn()), c.bitboard(1 - c.turn()));
            let geo = c.geometry();
            assert_eq!(wins_in_one(&geo, mine, theirs), 0, "{moves}");
            assert!(wins_in_one(&geo, theirs, mine) > 0, "{moves}");
            // Every drop hands over a win in one; the saving pops do not.
            let mut all = Vec::new();
            c.legal_moves(&mut all);
            for m in &all {
                let child = c.clone().play(m).unwrap();
                let lost = evaluate_popout(&child) == DECISIVE;
                assert_eq!(lost, !saving.contains(m), "{moves}: {m}\n{}", c.diagram());
            }
            // The position is hard but not lost, and the saving moves come first.
            assert!(evaluate_popout(&c) > -DECISIVE);
            assert!(saving.contains(&ordered(&c)[0]));
            assert!(saving.contains(&strong_move(&c, 6).0.unwrap()));
            for level in Level::ALL {
                let mut b = crate::bot(level, 5);
                let mut ctx = SearchContext::new(nodes(20_000), native_clock);
                let m = b.choose(&c, &mut ctx).unwrap();
                assert!(saving.contains(&m), "{level:?} {moves}: {m}");
            }
        }
    }

    /// Positions where a natural drop (the one the drop-only searcher picks at depth 6)
    /// loses by force to a line with a winning pop.
    const POP_TRAPS: [(&str, ConnectMove); 3] = [
        ("3 6 2 p6 p3 3 4 2 p2 3 3 3 6 5", ConnectMove::Drop(2)),
        ("2 7 1 2 4 5 7 5 4 3 2", ConnectMove::Drop(4)),
        ("3 6 6 1 4 5 p3 2 2 4 2 3 4 p1 4", ConnectMove::Drop(4)),
    ];

    #[test]
    fn the_strong_popout_bot_steps_around_pop_traps() {
        for (moves, trap) in POP_TRAPS {
            let c = popout(moves);
            // The trap loses by force, and the line to the loss has a pop in it.
            let after = c.clone().play(&trap).unwrap();
            let mut s = crate::popout_searcher(Level::Strongest, 1);
            let mut ctx = SearchContext::new(Limits::depth(9), native_clock);
            s.search(&after, &mut ctx);
            let score = ctx.thought.score.unwrap_or(0);
            assert!(score >= WIN_BOUND, "{moves}: {trap} {:?}", ctx.thought);
            assert!(ctx.thought.pv.iter().any(|m| m.starts_with('p')));
            // The old searcher falls into it; the PopOut one does not, and its move holds.
            let mut old = crate::legacy_searcher(Level::Hard, 1);
            let mut ctx = SearchContext::new(Limits::depth(6), native_clock);
            assert_eq!(old.search(&c, &mut ctx), Some(trap), "{moves}");
            let (m, score) = strong_move(&c, 6);
            let m = m.unwrap();
            assert_ne!(m, trap, "{moves}");
            assert!(score.unwrap_or(0) > -WIN_BOUND, "{moves}: {m}");
            let mut b = crate::bot(Level::Strongest, 1);
            let mut ctx = SearchContext::new(nodes(300_000), native_clock);
            assert_ne!(b.choose(&c, &mut ctx), Some(trap), "{moves}");
        }
    }

    #[test]
    fn without_popout_the_popout_searcher_searches_like_the_drop_only_one() {
        use crate::search::{ConnectRules, Pos};
        use spelbord_search::Rules;
        for v in Variant::ALL {
            for moves in ["", "4453343", "1223433"] {
                let c = Connect::from_moves(ConnectSettings::new(v), moves).unwrap();
                assert_eq!(evaluate_popout(&c), evaluate(&c));
                let (drop, aware) = (
                    ConnectRules::new(c.settings(), false),
                    ConnectRules::new(c.settings(), true),
                );
                assert_eq!(drop, aware);
                let p = Pos::of(&c);
                assert_eq!(drop.evaluate(&p), evaluate(&c));
                let (mut a, mut b) = (Vec::new(), Vec::new());
                drop.generate(&p, &mut a);
                aware.generate(&p, &mut b);
                assert_eq!(a, b);
                let mut old = crate::searcher(Level::Strongest, 1);
                let mut ctx = SearchContext::new(Limits::depth(7), native_clock);
                let m1 = old.search(&c, &mut ctx);
                let t1 = ctx.thought.clone();
                let mut new = crate::popout_searcher(Level::Strongest, 1);
                let mut ctx = SearchContext::new(Limits::depth(7), native_clock);
                assert_eq!(new.search(&c, &mut ctx), m1);
                assert_eq!(ctx.thought, t1);
            }
        }
    }

    #[test]
    fn pops_and_wins_in_one_on_the_bitboards() {
        // Red (x) to move; her pop of column 4 brings her disc down from the third row into
        // the second, next to her three there: a line. No drop of hers wins.
        let c = popout(POP_WINS[0].0);
        assert_eq!(c.turn(), crate::game::RED);
        let geo = c.geometry();
        let (x, o) = (c.bitboard(0), c.bitboard(1));
        assert_eq!(wins_in_one(&geo, x, o), 1);
        let mask = col_mask(geo.full_col(4));
        assert_eq!(
            (pop_col(x, mask) | pop_col(o, mask)).count_ones(),
            (x | o).count_ones() - 1
        );
        let ([a, b], end) = after(&geo, x, o, ConnectMove::Pop(4));
        assert_eq!(end, Some(true));
        assert_eq!(a & b, 0);
        // The empty grid: no wins, and any move meets the (absent) threats.
        let e = popout("");
        let geo = e.geometry();
        assert_eq!(wins_in_one(&geo, 0, 0), 0);
        assert_eq!(defences(&geo, 0, 0, 2).0, 2);
        assert_eq!(evaluate_popout(&e), 0);
        // After Red's centre disc, Yellow (to move) stands worse in both grids.
        for v in Variant::ALL {
            let s = ConnectSettings::new(v).with_popout(true);
            let g = Connect::from_moves(s, "4").unwrap();
            assert!(evaluate_popout(&g) < 0, "{v:?}");
        }
    }

    #[test]
    fn no_position_makes_the_evaluation_panic() {
        // Finished games (a line on the grid), full grids and long random PopOut games.
        let won = popout("1212121");
        let _ = evaluate_popout(&won);
        let _ = ordered(&won);
        // Full grids: drops only, never completing a line, until no cell is left.
        let mut filled = 0;
        for seed in 0..50 {
            let mut rng = spelbord_core::Rng::new(seed);
            let mut g = popout("");
            let mut moves = Vec::new();
            loop {
                g.legal_moves(&mut moves);
                moves.retain(|m| !m.is_pop() && g.clone().play(m).unwrap().outcome().is_none());
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                g.play_unchecked(&m);
            }
            if (g.bitboard(0) | g.bitboard(1)).count_ones() == 42 {
                filled += 1;
                let _ = evaluate_popout(&g);
                assert!(!ordered(&g).is_empty());
            }
        }
        assert!(filled > 0);
        let mut rng = spelbord_core::Rng::new(7);
        for v in Variant::ALL {
            let mut g = Connect::new(ConnectSettings::new(v).with_popout(true));
            let mut moves = Vec::new();
            for _ in 0..300 {
                let _ = evaluate_popout(&g);
                let mut m = Vec::new();
                g.legal_moves(&mut m);
                let me = g.turn();
                order_popout(&g.geometry(), g.bitboard(me), g.bitboard(1 - me), &mut m);
                g.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                g.play_unchecked(&m);
            }
        }
    }
}
