//! Surround on the shared search ([`spelbord_search`]): quiescence on captures (the side
//! to move may stand pat or try each capturing move, as no capture is compulsory). Game
//! ends score by the pieces left, as the rules do; a repetition along the path ends the
//! line the same way. The family brings its board and evaluation.

use crate::board::{Bits, Board, Step};
use crate::eval::evaluate;
use crate::game::QUIET_LIMIT;
pub use spelbord_search::{WIN, WIN_BOUND};

/// A step with the pieces it encloses (computed once, when the moves are generated).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    /// The step.
    pub step: Step,
    /// The opponent's pieces it captures.
    pub captured: Bits,
}

impl std::fmt::Display for Play {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.step.fmt(f)
    }
}

/// Surround's rules as the search sees them.
#[derive(Debug, Clone, Copy, Default)]
pub struct SurroundRules;

/// The searcher; keeps its table, killers and history between the moves of one game.
pub type Engine = spelbord_search::Engine<SurroundRules>;
/// What a search found.
pub type Found = spelbord_search::Found<Play>;

/// An engine with a table of 2^`tt_bits` entries.
pub fn engine(tt_bits: u32) -> Engine {
    Engine::new(SurroundRules, tt_bits)
}

/// The score of a finished game for the side to move, by pieces left, `ply` plies from
/// the root.
#[inline]
pub fn end_score(b: &Board, ply: usize) -> i32 {
    let me = b.pieces(b.turn).count_ones();
    let opp = b.pieces(b.turn.other()).count_ones();
    match me.cmp(&opp) {
        std::cmp::Ordering::Greater => spelbord_search::mate_in(true, ply),
        std::cmp::Ordering::Less => spelbord_search::mate_in(false, ply),
        std::cmp::Ordering::Equal => 0,
    }
}

impl spelbord_search::Rules for SurroundRules {
    type Pos = Board;
    type Move = Play;
    const HISTORY: usize = 2 * 36 * 36;
    const QUIET_LIMIT: u16 = QUIET_LIMIT;
    const QUIESCE: bool = true;
    const LMR_FROM: usize = 4;
    const ASPIRATION: i32 = 40;

    #[inline]
    fn hash(&self, b: &Board) -> u64 {
        b.hash
    }
    #[inline]
    fn generate(&self, b: &Board, out: &mut Vec<Play>) {
        b.for_each_capture_step(|step, captured| out.push(Play { step, captured }));
    }
    #[inline]
    fn play(&self, b: &Board, m: &Play) -> Board {
        b.apply(&m.step, m.captured)
    }
    #[inline]
    fn move_key(&self, m: &Play) -> u64 {
        m.step.from as u64 * 64 + m.step.to as u64 + 1
    }
    #[inline]
    fn history_slot(&self, b: &Board, m: &Play) -> usize {
        (b.turn as usize * 36 + m.step.from as usize) * 36 + m.step.to as usize
    }
    #[inline]
    fn evaluate(&self, b: &Board) -> i32 {
        evaluate(b)
    }
    #[inline]
    fn is_noisy(&self, _b: &Board, m: &Play) -> bool {
        m.captured != 0
    }
    #[inline]
    fn noisy_rank(&self, _b: &Board, m: &Play) -> i32 {
        m.captured.count_ones() as i32
    }
    #[inline]
    fn resets_quiet(&self, _b: &Board, m: &Play) -> bool {
        m.captured != 0
    }
    #[inline]
    fn ended(&self, _b: &Board, _m: &Play, child: &Board, ply: usize) -> Option<i32> {
        (child.white == 0 || child.black == 0).then(|| end_score(child, ply))
    }
    #[inline]
    fn no_moves(&self, b: &Board, ply: usize) -> i32 {
        end_score(b, ply)
    }
    #[inline]
    fn draw(&self, b: &Board, ply: usize) -> i32 {
        end_score(b, ply)
    }
}
