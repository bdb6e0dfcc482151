//! Fyra i rad and Fem i rad on the shared search ([`spelbord_search`]): a copyable
//! position of two bitboards, the family's move order (wins, blocks and threat-making
//! drops first) kept as generated, and the win in one and every defence against one seen
//! whatever the budget. With PopOut on, repetitions along the game and the search path
//! score as draws, and the strong levels search with the PopOut-aware evaluation and
//! order of [`crate::popout`].

use crate::board::{bottom, col_mask, has_line, top, Geometry};
use crate::eval::{evaluate_boards, hash_discs, order_moves};
use crate::game::Connect;
use crate::moves::{ConnectMove, PLAYABLE_COLUMNS};
use crate::popout::{eval_boards, order_popout, FORCED_PLIES};
use crate::settings::{ConnectSettings, Variant};
use spelbord_ai::{Bot, SearchContext, Thought};
use spelbord_core::{Game, Rng, Seat};
use spelbord_search::{mate_in, Engine, Rules};
pub use spelbord_search::{SearchConfig, WIN, WIN_BOUND};

/// How a position stands after the move that led to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    Playing,
    /// The seat that moved completed a line.
    MoverWon,
    /// The seat that moved popped a disc and completed only the opponent's line.
    MoverLost,
    /// The last cell was filled without a line (drops only).
    Drawn,
}

/// A position as the search sees it: the discs of each seat (edge discs included) and
/// the seat to move; copied for each child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pos {
    discs: [u64; 2],
    turn: Seat,
    end: End,
}

impl Pos {
    /// The position of a game (its end is not looked at: the search starts from a game
    /// that goes on).
    pub fn of(g: &Connect) -> Pos {
        Pos {
            discs: [g.bitboard(0), g.bitboard(1)],
            turn: g.turn(),
            end: End::Playing,
        }
    }
}

/// The rules of one variant as the search sees them, with the choice of evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConnectRules {
    geo: Geometry,
    variant: Variant,
    popout: bool,
    /// The PopOut-aware evaluation and order (only where PopOut is on).
    aware: bool,
    /// The cells of the playable columns.
    playable: u64,
}

impl ConnectRules {
    /// The rules of `settings`; `aware` picks the PopOut-aware evaluation when PopOut is
    /// on (with PopOut off both evaluations are the drop-only one).
    pub fn new(settings: &ConnectSettings, aware: bool) -> ConnectRules {
        let geo = Geometry::of(settings.variant);
        ConnectRules {
            geo,
            variant: settings.variant,
            popout: settings.popout,
            aware: aware && settings.popout,
            playable: geo.playable(),
        }
    }
}

impl Rules for ConnectRules {
    type Pos = Pos;
    type Move = ConnectMove;
    // No history: every quiet move shares one slot, so with a stable sort the family's
    // own order (which knows wins, blocks and threats) stands after the table's move and
    // the killers, as it did in the searcher before this one.
    const HISTORY: usize = 1;
    const STABLE_ORDER: bool = true;
    // No reductions: a drop that looks quiet may prepare a threat several plies deep.
    const LMR_FROM: usize = usize::MAX;
    const LMR_DEEP_FROM: usize = usize::MAX;
    // Every level sees a win in one and every defence against one, whatever the budget.
    const SURE_DEPTH: u32 = 2;

    #[inline]
    fn hash(&self, p: &Pos) -> u64 {
        // The discs fix the seat to move (see `Connect::history`).
        hash_discs(p.discs)
    }
    #[inline]
    fn generate(&self, p: &Pos, out: &mut Vec<ConnectMove>) {
        let occupied = p.discs[0] | p.discs[1];
        let mine = p.discs[p.turn as usize];
        for n in 1..=PLAYABLE_COLUMNS {
            if occupied & top(self.geo.full_col(n)) == 0 {
                out.push(ConnectMove::Drop(n));
            }
        }
        if self.popout {
            for n in 1..=PLAYABLE_COLUMNS {
                if mine & bottom(self.geo.full_col(n)) != 0 {
                    out.push(ConnectMove::Pop(n));
                }
            }
        }
        let theirs = p.discs[1 - p.turn as usize];
        if self.aware {
            order_popout(&self.geo, mine, theirs, out);
        } else {
            order_moves(&self.geo, mine, theirs, out);
        }
    }
    #[inline]
    fn play(&self, p: &Pos, m: &ConnectMove) -> Pos {
        let me = p.turn as usize;
        let col = self.geo.full_col(m.column());
        let mask = col_mask(col);
        let need = self.geo.need;
        let mut discs = p.discs;
        let end = match m {
            ConnectMove::Drop(_) => {
                let occupied = discs[0] | discs[1];
                let bit = (occupied + bottom(col)) & mask;
                discs[me] |= bit;
                if has_line(discs[me], need) {
                    End::MoverWon
                } else if !self.popout && (occupied | bit) & self.playable == self.playable {
                    End::Drawn
                } else {
                    End::Playing
                }
            }
            ConnectMove::Pop(_) => {
                for b in &mut discs {
                    *b = (*b & !mask) | ((*b & mask) >> 1 & mask);
                }
                // A pop that completes lines for both colours wins for the mover.
                if has_line(discs[me], need) {
                    End::MoverWon
                } else if has_line(discs[1 - me], need) {
                    End::MoverLost
                } else {
                    End::Playing
                }
            }
        };
        Pos {
            discs,
            turn: 1 - p.turn,
            end,
        }
    }
    #[inline]
    fn move_key(&self, m: &ConnectMove) -> u64 {
        match m {
            ConnectMove::Drop(n) => *n as u64,
            ConnectMove::Pop(n) => 16 + *n as u64,
        }
    }
    #[inline]
    fn history_slot(&self, _p: &Pos, _m: &ConnectMove) -> usize {
        0
    }
    #[inline]
    fn evaluate(&self, p: &Pos) -> i32 {
        let me = p.turn;
        let (mine, theirs) = (p.discs[me as usize], p.discs[1 - me as usize]);
        if self.aware {
            eval_boards(&self.geo, self.variant, me, mine, theirs, FORCED_PLIES)
        } else {
            evaluate_boards(&self.geo, self.variant, me, mine, theirs)
        }
    }
    #[inline]
    fn resets_quiet(&self, _p: &Pos, _m: &ConnectMove) -> bool {
        // Without PopOut no position can come back.
        !self.popout
    }
    #[inline]
    fn ended(&self, _p: &Pos, _m: &ConnectMove, child: &Pos, ply: usize) -> Option<i32> {
        match child.end {
            End::Playing => None,
            End::MoverWon => Some(mate_in(false, ply)),
            End::MoverLost => Some(mate_in(true, ply)),
            End::Drawn => Some(0),
        }
    }
    #[inline]
    fn no_moves(&self, _p: &Pos, _ply: usize) -> i32 {
        // A full PopOut grid whose bottom row is all the opponent's: the rules give the
        // seat to move nothing to do, and the game cannot go on: no one wins.
        0
    }
}

/// The searcher of one level: the shared search over [`ConnectRules`], keeping its table
/// between the moves of one game.
pub struct Searcher {
    engine: Engine<ConnectRules>,
    config: SearchConfig,
    aware: bool,
    rng: Rng,
}

impl std::fmt::Debug for Searcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher")
            .field("config", &self.config)
            .field("aware", &self.aware)
            .finish_non_exhaustive()
    }
}

impl Searcher {
    /// A searcher with this configuration; `aware` searches PopOut with the PopOut-aware
    /// evaluation; `seed` drives the weaker levels' choices.
    pub fn new(config: SearchConfig, aware: bool, seed: u64) -> Searcher {
        let rules = ConnectRules::new(&ConnectSettings::new(Variant::Fyra), aware);
        Searcher {
            engine: Engine::new(rules, config.tt_bits),
            config,
            aware,
            rng: Rng::new(seed),
        }
    }

    /// The configuration.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// Searches `g` within the context's limits and the level's depth; fills
    /// `ctx.thought` and returns the chosen move (`None` when the game is over).
    pub fn search(&mut self, g: &Connect, ctx: &mut SearchContext<'_>) -> Option<ConnectMove> {
        g.seat_to_move()?;
        let rules = ConnectRules::new(g.settings(), self.aware);
        if rules != self.engine.rules {
            // Another variant or setting: the table's positions mean something else.
            self.engine.rules = rules;
            self.engine.clear();
        }
        let mut depth = self.config.max_depth;
        let (quiet, keys): (u16, Vec<u64>) = if g.popout() {
            // The whole game's positions, for the repetitions.
            let keys: Vec<u64> = g.history().iter().map(|&d| hash_discs(d)).collect();
            (keys.len().min(u16::MAX as usize - 1) as u16, keys)
        } else {
            // Drops only: the game ends within as many plies as there are empty cells,
            // and a search that deep has solved it; deeper iterations would only repeat it.
            let occupied = g.bitboard(0) | g.bitboard(1);
            depth = depth.min((rules.playable & !occupied).count_ones().max(1));
            (0, Vec::new())
        };
        let found = self
            .engine
            .search(&Pos::of(g), quiet, &keys, depth, self.config.noise, ctx);
        let best = found.pick_near(self.config.noise, &mut self.rng)?;
        let pv = if Some(best) == found.best {
            found.pv.iter().map(|m| m.to_string()).collect()
        } else {
            vec![best.to_string()]
        };
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv,
        };
        Some(best)
    }
}

impl Bot<Connect> for Searcher {
    fn choose(&mut self, view: &Connect, ctx: &mut SearchContext<'_>) -> Option<ConnectMove> {
        self.search(view, ctx)
    }
}
