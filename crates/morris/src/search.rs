//! The morris games on the shared search ([`spelbord_search`]): a whole turn (the move
//! and the removal after a mill) is one move; mills and Kvarn 12's automatic captures are
//! the noisy moves, played out past the horizon (stopping before one misjudges the
//! position); a man put into the gap of the opponent's open mill is ordered first among
//! the quiet moves; placements and captures are irreversible (the repetition scan and the
//! 100-move count restart); three flying men against three come from the retrograde table.
//! The family brings its board, evaluation and knowledge.

use crate::board::{Pos, Rules, LINES_THROUGH};
use crate::endgame::Table;
use crate::eval::{evaluate_with, Weights};
use crate::game::MOVE_LIMIT;
use crate::moves::MorrisMove;
use crate::settings::Variant;
use spelbord_search::mate_in;
pub use spelbord_search::{WIN, WIN_BOUND};

/// A bijective mix of the exact key, so the table's low bits spread evenly (equal mixed
/// keys are equal positions).
#[inline]
pub fn mix(key: u64) -> u64 {
    let mut z = key.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A morris table's rules as the search sees them, with the evaluation's weights and the
/// endgame table the level plays with.
#[derive(Debug, Clone, Copy)]
pub struct MorrisRules {
    /// The rules of the table.
    pub rules: Rules,
    /// The evaluation's weights.
    pub weights: Weights,
    /// The retrograde table of three flying men against three: positions it covers are
    /// scored exactly (`None`: the search alone).
    pub endgame: Option<&'static Table>,
    /// Keeps draws by a repetition on the search's path out of the table
    /// ([`spelbord_search::Rules::path_safe_table`]); off in the levels (see
    /// [`crate::Style::path_safe`]).
    pub path_safe: bool,
    /// What a draw by repetition or the move limit is worth to `side` (hundredths of a
    /// man; to the other side the opposite).
    pub draw_bias: i32,
    /// The side the search plays for (0 or 1), whose draw is worth `draw_bias`.
    pub side: usize,
}

/// The searcher; keeps its table, killers and history between the moves of one game.
pub type Engine = spelbord_search::Engine<MorrisRules>;
/// What a search found.
pub type Found = spelbord_search::Found<MorrisMove>;

/// An engine for `rules` (tuned weights, no endgame table) with a table of 2^`tt_bits`
/// entries.
pub fn engine(rules: Rules, tt_bits: u32) -> Engine {
    Engine::new(
        MorrisRules {
            rules,
            weights: Weights::TUNED,
            endgame: None,
            path_safe: false,
            draw_bias: 0,
            side: 0,
        },
        tt_bits,
    )
}

/// The opposing men `m` takes: its removal and (Kvarn 12) the automatic captures.
#[inline]
fn takes(r: &Rules, p: &Pos, m: &MorrisMove) -> bool {
    m.remove.is_some() || (r.extra_captures && p.effect(r, m.from, m.to).automatic != 0)
}

/// Whether the point `q` lies on a line holding two of `theirs` and a gap.
#[inline]
fn on_open_pair(r: &Rules, q: u8, theirs: u32, empty: u32) -> bool {
    let n = if r.diagonals { 3 } else { 2 };
    LINES_THROUGH[q as usize][..n]
        .iter()
        .any(|&l| l != 0 && (theirs & l).count_ones() == 2 && empty & l != 0)
}

impl spelbord_search::Rules for MorrisRules {
    type Pos = Pos;
    type Move = MorrisMove;
    /// (side to move, from or the hand, to).
    const HISTORY: usize = 2 * 25 * 24;
    const QUIET_LIMIT: u16 = MOVE_LIMIT;
    const QUIESCE: bool = true;
    /// Mill closings followed past the horizon.
    const Q_DEPTH: usize = 4;

    #[inline]
    fn hash(&self, p: &Pos) -> u64 {
        // The exact key (men, men in hand, side to move), mixed.
        mix(p.key())
    }
    #[inline]
    fn generate(&self, p: &Pos, out: &mut Vec<MorrisMove>) {
        p.generate(&self.rules, out);
    }
    #[inline]
    fn play(&self, p: &Pos, m: &MorrisMove) -> Pos {
        let mut c = *p;
        c.apply(&self.rules, m);
        c
    }
    #[inline]
    fn move_key(&self, m: &MorrisMove) -> u64 {
        let f = m.from.map_or(31, u64::from);
        let r = m.remove.map_or(31, u64::from);
        1 + (f | (m.to as u64) << 5 | r << 10)
    }
    #[inline]
    fn history_slot(&self, p: &Pos, m: &MorrisMove) -> usize {
        ((p.turn as usize & 1) * 25 + m.from.map_or(24, usize::from)) * 24 + m.to as usize
    }
    #[inline]
    fn evaluate(&self, p: &Pos) -> i32 {
        evaluate_with(p, &self.rules, &self.weights)
    }
    #[inline]
    fn is_noisy(&self, p: &Pos, m: &MorrisMove) -> bool {
        // In Kvarn 12 side intervention and diagonal custody capture as surely as a mill:
        // a horizon before them misjudges a block that walks into one.
        takes(&self.rules, p, m)
    }
    #[inline]
    fn noisy_rank(&self, p: &Pos, m: &MorrisMove) -> i32 {
        // Taking a man that threatens a mill first.
        let theirs = p.men[1 - (p.turn as usize & 1)];
        m.remove.map_or(0, |x| {
            1 + on_open_pair(&self.rules, x, theirs, p.empty()) as i32
        })
    }
    #[inline]
    fn is_urgent(&self, p: &Pos, m: &MorrisMove) -> bool {
        // A block: the man goes into the gap of the opponent's open mill.
        let theirs = p.men[1 - (p.turn as usize & 1)];
        on_open_pair(&self.rules, m.to, theirs, p.empty())
    }
    #[inline]
    fn resets_quiet(&self, p: &Pos, m: &MorrisMove) -> bool {
        // A placement or a capture cannot be undone. (The game's own count stays 0
        // through the placing, so restarting it there agrees with the rules.)
        m.from.is_none() || takes(&self.rules, p, m)
    }
    #[inline]
    fn ended(&self, _p: &Pos, _m: &MorrisMove, c: &Pos, ply: usize) -> Option<i32> {
        if c.total(c.turn) <= 2 {
            return Some(mate_in(false, ply));
        }
        if self.rules.variant == Variant::Kvarn12 && c.moving_phase() && c.empty() == 0 {
            return Some(0);
        }
        (!c.has_move(&self.rules)).then(|| mate_in(false, ply))
    }
    /// Men shuffle to and fro in the moving phase, so a draw by repetition on one path
    /// may stand for the position on another unless this is on.
    #[inline]
    fn path_safe_table(&self) -> bool {
        self.path_safe
    }
    #[inline]
    fn draw(&self, p: &Pos, _ply: usize) -> i32 {
        // By colour, not by ply, so the table's scores hold from one turn to the next.
        if p.turn as usize & 1 == self.side {
            self.draw_bias
        } else {
            -self.draw_bias
        }
    }
    #[inline]
    fn probe(&self, p: &Pos, ply: usize, quiet: u16) -> Option<i32> {
        let d = self.endgame?.probe(p, &self.rules)? as i32;
        // A win needs d - 1 quiet moves before the mill: past the move limit it is a
        // draw (the table itself knows nothing of the limit).
        Some(if d == 0 || quiet as i32 + d > MOVE_LIMIT as i32 {
            0
        } else {
            mate_in(d % 2 == 1, ply + d as usize)
        })
    }
}
