//! Lines of Action on the shared search ([`spelbord_search`]): null-move pruning (the
//! game has hardly any zugzwang), a side with no slide passes, and wins are found where
//! they happen: every move is tested for a connection as it is made, so a win in one is
//! seen at depth 1 and a defence against one at depth 2, and those two iterations always
//! complete. The family brings its board, evaluation and the rule for a move that
//! connects both sides.

use crate::board::{connected, Board, Colour, Slide};
use crate::eval::evaluate;
use crate::game::Simultaneous;
pub use spelbord_search::{WIN, WIN_BOUND};

/// The result for the mover of a move that ended the game, or `None` when it goes on.
/// The opponent's pieces change only by a capture, and they were not connected before
/// (else the game would be over), so only a capture can connect them.
#[inline]
pub fn decided(child: &Board, mover: Colour, capture: bool, sim: Simultaneous) -> Option<i32> {
    let me = connected(child.pieces(mover));
    let them = capture && connected(child.pieces(mover.other()));
    match (me, them) {
        (true, true) => Some(if sim == Simultaneous::MoverWins {
            WIN
        } else {
            0
        }),
        (true, false) => Some(WIN),
        (false, true) => Some(-WIN),
        (false, false) => None,
    }
}

/// Lines of Action's rules as the search sees them: what a move that connects both
/// sides means is the table's setting.
#[derive(Debug, Clone, Copy)]
pub struct LoaRules {
    /// What a move that connects both sides means.
    pub simultaneous: Simultaneous,
}

/// The searcher; keeps its table, killers and history between the moves of one game.
pub type Engine = spelbord_search::Engine<LoaRules>;
/// What a search found.
pub type Found = spelbord_search::Found<Slide>;

/// An engine with a table of 2^`tt_bits` entries (simultaneous connection a draw until
/// the table says otherwise).
pub fn engine(tt_bits: u32) -> Engine {
    Engine::new(
        LoaRules {
            simultaneous: Simultaneous::Draw,
        },
        tt_bits,
    )
}

impl spelbord_search::Rules for LoaRules {
    type Pos = Board;
    type Move = Slide;
    const HISTORY: usize = 2 * 4096;
    const NULL_MOVE: bool = true;
    const SURE_DEPTH: u32 = 2;

    #[inline]
    fn hash(&self, b: &Board) -> u64 {
        b.hash
    }
    #[inline]
    fn generate(&self, b: &Board, out: &mut Vec<Slide>) {
        b.for_each_slide(|m| out.push(m));
    }
    #[inline]
    fn play(&self, b: &Board, m: &Slide) -> Board {
        b.apply(*m)
    }
    #[inline]
    fn move_key(&self, m: &Slide) -> u64 {
        m.code() as u64
    }
    #[inline]
    fn history_slot(&self, b: &Board, m: &Slide) -> usize {
        b.turn as usize * 4096 + ((m.from as usize) << 6 | m.to as usize)
    }
    #[inline]
    fn evaluate(&self, b: &Board) -> i32 {
        evaluate(b)
    }
    #[inline]
    fn is_noisy(&self, _b: &Board, m: &Slide) -> bool {
        m.capture
    }
    #[inline]
    fn resets_quiet(&self, _b: &Board, m: &Slide) -> bool {
        m.capture
    }
    #[inline]
    fn ended(&self, b: &Board, m: &Slide, child: &Board, ply: usize) -> Option<i32> {
        // `decided` speaks for the mover; the search asks for the side to move next.
        decided(child, b.turn, m.capture, self.simultaneous).map(|v| match v {
            0 => 0,
            v => spelbord_search::mate_in(v < 0, ply),
        })
    }
    #[inline]
    fn pass(&self, b: &Board) -> Option<Board> {
        Some(b.pass())
    }
}
