//! Dam on the shared search ([`spelbord_search`]): forced captures searched past the
//! horizon (checkers has no stand-pat while a capture is due), an extension for forced
//! single replies, and the draw rules of the game (repetition, 40 moves each without a
//! capture or a man's move). The family brings its board, evaluation and knowledge.

use crate::board::{Board, Play};
use crate::eval::evaluate;
use crate::game::QUIET_LIMIT;
pub use spelbord_search::{WIN, WIN_BOUND};

/// ProbCut's margin for Dam, in hundredths of a man (see the shared search). 40 rather
/// than 60, with the two changes below, scored 52.2 % (48.0–56.4) over 160 games at
/// 100 ms a move against the build before them; 40 alone 54.4 % over 80.
const PROBCUT: i32 = 40;

/// Dam's rules as the search sees them.
#[derive(Debug, Clone, Copy, Default)]
pub struct DamRules;

/// The searcher; keeps its table, killers and history between the moves of one game.
pub type Engine = spelbord_search::Engine<DamRules>;
/// What a search found.
pub type Found = spelbord_search::Found<Play>;

/// An engine with a table of 2^`tt_bits` entries.
pub fn engine(tt_bits: u32) -> Engine {
    Engine::new(DamRules, tt_bits)
}

impl spelbord_search::Rules for DamRules {
    type Pos = Board;
    type Move = Play;
    const HISTORY: usize = 2 * 32 * 32;
    const QUIET_LIMIT: u16 = QUIET_LIMIT;
    const SINGLE_REPLY_EXTENSION: bool = true;
    const ASPIRATION: i32 = 40;
    // A man en prise at the horizon is no quiet position: self-play at 50 ms a move
    // scored 63.7 % (52.3–75.2, 40 games) for the extension against none.
    const THREAT_EXTENSION: bool = true;
    const PROBCUT_MARGIN: i32 = PROBCUT;
    // Two entries a key: a search of a second visits about ten times as many nodes as
    // the strongest level's table holds.
    const TT_TWO_WAY: bool = true;
    // Reductions that grow with depth and move number (ln d · ln i / 1.4): 54.4 % over
    // 80 games at 100 ms against the fixed one or two plies.
    const LMR_DIVISOR: f32 = 1.4;

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
        (b.turn as usize * 32 + m.from() as usize) * 32 + m.to() as usize
    }
    #[inline]
    fn evaluate(&self, b: &Board) -> i32 {
        evaluate(b)
    }
    #[inline]
    fn is_noisy(&self, _b: &Board, m: &Play) -> bool {
        m.is_jump()
    }
    #[inline]
    fn noisy_rank(&self, _b: &Board, m: &Play) -> i32 {
        m.captured.count_ones() as i32
    }
    #[inline]
    fn resets_quiet(&self, b: &Board, m: &Play) -> bool {
        m.is_jump() || b.moves_man(m)
    }
    #[inline]
    fn capture_due(&self, b: &Board) -> bool {
        b.jumpers() != 0
    }
    #[inline]
    fn threatened(&self, b: &Board) -> bool {
        let mut other = *b;
        other.turn = b.turn.other();
        other.jumpers() != 0
    }
    #[inline]
    fn probe(&self, b: &Board, _ply: usize, _quiet: u16) -> Option<i32> {
        // Only where tables were installed (the match runner's --endgame); the page and
        // the CLI carry none yet.
        crate::endgame::probe(b)
    }
}
