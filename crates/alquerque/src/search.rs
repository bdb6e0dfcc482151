//! Alquerque on the shared search ([`spelbord_search`]): a capture due is always searched
//! past the horizon (with compulsory capture there is no standing pat while one is due),
//! forced single replies cost no depth, and repetitions and the 30-move rule score as
//! draws. The family brings its board and evaluation.

use crate::board::{Board, Play};
use crate::eval::evaluate;
use crate::game::QUIET_LIMIT;
pub use spelbord_search::{WIN, WIN_BOUND};

/// Alquerque's rules as the search sees them.
#[derive(Debug, Clone, Copy, Default)]
pub struct AlquerqueRules;

/// The searcher; keeps its table, killers and history between the moves of one game.
pub type Engine = spelbord_search::Engine<AlquerqueRules>;
/// What a search found.
pub type Found = spelbord_search::Found<Play>;

/// An engine with a table of 2^`tt_bits` entries.
pub fn engine(tt_bits: u32) -> Engine {
    Engine::new(AlquerqueRules, tt_bits)
}

impl spelbord_search::Rules for AlquerqueRules {
    type Pos = Board;
    type Move = Play;
    const HISTORY: usize = 2 * 25 * 25;
    const QUIET_LIMIT: u16 = QUIET_LIMIT;
    const SINGLE_REPLY_EXTENSION: bool = true;
    const LMR_DEEP_FROM: usize = 8;
    const ASPIRATION: i32 = 40;

    #[inline]
    fn hash(&self, b: &Board) -> u64 {
        b.hash
    }
    #[inline]
    fn generate(&self, b: &Board, out: &mut Vec<Play>) {
        b.generate(out);
    }
    #[inline]
    fn play(&self, b: &Board, m: &Play) -> Board {
        b.apply(m)
    }
    #[inline]
    fn move_key(&self, m: &Play) -> u64 {
        m.key()
    }
    #[inline]
    fn history_slot(&self, b: &Board, m: &Play) -> usize {
        (b.turn as usize * 25 + m.from() as usize) * 25 + m.to() as usize
    }
    #[inline]
    fn evaluate(&self, b: &Board) -> i32 {
        evaluate(b)
    }
    #[inline]
    fn is_noisy(&self, _b: &Board, m: &Play) -> bool {
        m.is_capture()
    }
    #[inline]
    fn noisy_rank(&self, _b: &Board, m: &Play) -> i32 {
        m.captured.count_ones() as i32
    }
    #[inline]
    fn resets_quiet(&self, _b: &Board, m: &Play) -> bool {
        m.is_capture()
    }
    #[inline]
    fn capture_due(&self, b: &Board) -> bool {
        b.jumpers() != 0
    }
}
