//! The engine: threat-space search as strong gomoku programs do it, on the incremental
//! [`Window`]. A VCF search (victory by continuous fours) and a VCT search (threes and
//! fours) prove forced wins and find the defences against them; on top, the suite's
//! shared principal-variation search ([`spelbord_search`]: iterative deepening and a
//! transposition table; its killers and late-move reductions are off, see [`Gomoku`])
//! over a few candidate moves near the marks, where every node first obeys the forcing rules (make five, block five, make
//! an open four, answer an open three) and every quiet leaf looks for a short VCF.

use crate::cell::Cell;
use crate::pattern::{self, class};
use crate::window::{Idx, Window};
use spelbord_ai::{Limits, SearchContext};
use spelbord_core::Rng;
use spelbord_search::mate_in;
pub use spelbord_search::{WIN, WIN_BOUND};
use std::cell::{Cell as StdCell, RefCell};

/// Most fours the VCF at the main search's leaves tries (it runs at every leaf, so short).
const LEAF_VCF_DEPTH: u32 = 6;
/// Most nodes of one leaf's VCF (a bound on the work of a leaf, which reads no clock).
const LEAF_VCF_NODES: u64 = 4_000;

/// The ply from which [`Style::deep_breadth`] applies.
pub const NARROW_FROM: usize = 4;

/// How one level searches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// Most fours in a VCF (0: no VCF search).
    pub vcf_depth: u32,
    /// Most threats in a VCT (0: no VCT search).
    pub vct_depth: u32,
    /// Node budget of the VCF search at the root.
    pub vcf_nodes: u64,
    /// Node budget of the VCT search at the root.
    pub vct_nodes: u64,
    /// Deepest alpha-beta iteration.
    pub max_depth: u32,
    /// Candidate moves searched at each inner node.
    pub breadth: usize,
    /// Candidate moves searched at inner nodes [`NARROW_FROM`] plies or more below the
    /// root (0: `breadth`). The likeliest moves by pattern carry almost all of a deep
    /// line's value; a narrower beam there buys plies near the root.
    pub deep_breadth: usize,
    /// Candidate moves searched at the root.
    pub root_breadth: usize,
    /// Root moves within this much of the best may be chosen instead.
    pub noise: i32,
    /// Percent chance of overlooking an open three (the beginner's mistake).
    pub overlook_three: u32,
    /// Whether root moves are checked against the opponent's VCF.
    pub defend_vcf: bool,
    /// Threats of the opponent's VCT that root moves are checked against (0: none).
    pub defend_vct: u32,
    /// Transposition table size, 2^bits entries.
    pub tt_bits: u32,
}

impl Style {
    /// This style with `key=value` pairs (comma-separated) changed: the knobs a match
    /// can try without a rebuild (`spelbord gomocup --style breadth=20,root_breadth=30`).
    /// Unknown keys and values that are not whole numbers are refused.
    pub fn tweak(mut self, spec: &str) -> Result<Style, String> {
        for pair in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("'{}' is not key=value", pair.escape_debug()))?;
            let n: u64 = value.trim().parse().map_err(|_| {
                format!(
                    "{}: '{}' is not a whole number",
                    key.escape_debug(),
                    value.escape_debug()
                )
            })?;
            let small = |n: u64| {
                u32::try_from(n).map_err(|_| format!("{}: {n} is too large", key.escape_debug()))
            };
            match key.trim() {
                "vcf_depth" => self.vcf_depth = small(n)?,
                "vct_depth" => self.vct_depth = small(n)?,
                "vcf_nodes" => self.vcf_nodes = n,
                "vct_nodes" => self.vct_nodes = n,
                "max_depth" => self.max_depth = small(n)?.clamp(1, 64),
                "breadth" => self.breadth = (n as usize).clamp(1, 225),
                "deep_breadth" => self.deep_breadth = (n as usize).min(225),
                "root_breadth" => self.root_breadth = (n as usize).clamp(1, 225),
                "defend_vct" => self.defend_vct = small(n)?,
                "tt_bits" => self.tt_bits = small(n)?.clamp(8, 24),
                other => {
                    return Err(format!(
                        "unknown style key '{}' (vcf_depth, vct_depth, vcf_nodes, vct_nodes, \
                         max_depth, breadth, deep_breadth, root_breadth, defend_vct, tt_bits)",
                        other.escape_debug()
                    ))
                }
            }
        }
        Ok(self)
    }
}

/// What the engine found.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Found {
    /// The chosen move.
    pub best: Option<Idx>,
    /// Its score for the mover.
    pub score: i32,
    /// Deepest completed iteration (plies), or the length of a proven win.
    pub depth: u32,
    /// The expected line.
    pub pv: Vec<Idx>,
    /// How the move was found.
    pub how: How,
}

/// Which part of the engine chose the move.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum How {
    /// No move (nothing to play).
    #[default]
    Nothing,
    /// Completes five.
    Five,
    /// Blocks the opponent's five.
    Block,
    /// Makes an open four (or a double four).
    OpenFour,
    /// The first move of a proven victory by continuous fours.
    Vcf,
    /// The first move of a proven victory by threes and fours.
    Vct,
    /// Alpha-beta.
    Search,
}

/// The threat searches' state: the memo of failed proofs and their own budget.
pub struct Threats {
    /// Keys of positions where a threat search failed, with the depth it failed at.
    fails: Vec<(u64, u8)>,
    stopped: bool,
    nodes: u64,
    max_nodes: u64,
    deadline: f64,
    line: Vec<Idx>,
}

const FAIL_BITS: u32 = 18;

impl Threats {
    fn new() -> Threats {
        Threats {
            fails: vec![(0, 0); 1 << FAIL_BITS],
            stopped: false,
            nodes: 0,
            max_nodes: u64::MAX,
            deadline: f64::INFINITY,
            line: Vec::new(),
        }
    }

    fn budget(&mut self, ctx: &SearchContext<'_>, share_ms: f64, nodes: u64) {
        self.stopped = false;
        self.nodes = 0;
        self.max_nodes = nodes;
        self.deadline = ctx.elapsed_ms() + share_ms;
    }

    #[inline]
    fn tick(&mut self, ctx: &mut SearchContext<'_>) -> bool {
        self.nodes += 1;
        if self.stopped {
            return true;
        }
        // The clock is read every 512 nodes only: it costs more than a node in wasm.
        if ctx.tick()
            || self.nodes >= self.max_nodes
            || (self.nodes & 511 == 0 && ctx.elapsed_ms() > self.deadline)
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn failed(&self, key: u64, depth: u32) -> bool {
        let (k, d) = self.fails[(key as usize) & ((1 << FAIL_BITS) - 1)];
        k == key && d as u32 >= depth
    }

    fn fail(&mut self, key: u64, depth: u32) {
        if !self.stopped {
            self.fails[(key as usize) & ((1 << FAIL_BITS) - 1)] = (key, depth.min(255) as u8);
        }
    }

    /// A victory by continuous fours for the side to move within `depth` fours and the
    /// given budget: its moves (attacker and defender alternating), or `None`.
    fn vcf(
        &mut self,
        w: &mut Window,
        depth: u32,
        nodes: u64,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Vec<Idx>> {
        self.budget(ctx, share_ms, nodes);
        self.line.clear();
        let found = self.vcf_node(w, depth, ctx)?;
        let mut line = vec![found];
        line.extend(self.line.iter().rev());
        Some(line)
    }

    fn vcf_node(&mut self, w: &mut Window, depth: u32, ctx: &mut SearchContext<'_>) -> Option<Idx> {
        if self.tick(ctx) {
            return None;
        }
        let me = w.side();
        let opp = 1 - me;
        if let Some(f) = w.find_class(me, class::FIVE) {
            self.line.clear();
            return Some(f);
        }
        let moves = if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            // The block must itself be a four to keep the initiative.
            if blocks.len() > 1 || w.class(blocks[0], me) < class::FOUR {
                return None;
            }
            if w.class(blocks[0], me) >= class::OPEN_FOUR {
                // A block that makes an open four wins as surely.
                self.line.clear();
                return Some(blocks[0]);
            }
            blocks
        } else if let Some(f) = w.find_class(me, class::OPEN_FOUR) {
            self.line.clear();
            return Some(f);
        } else {
            let mut v: Vec<(i32, Idx)> = w
                .candidates()
                .filter(|&i| matches!(w.class(i, me), class::FOUR | class::FOUR_THREE))
                .map(|i| (-(w.class(i, me) as i32 * 1000 + w.move_score(i, me)), i))
                .collect();
            v.sort_unstable();
            v.into_iter().map(|(_, i)| i).collect()
        };
        if depth == 0 {
            return None;
        }
        let key = w.hash() ^ 0xF0F0;
        if self.failed(key, depth) {
            return None;
        }
        for m in moves {
            w.make(m);
            let reply = w.five_point_near(m, me);
            let mut won = None;
            if let Some(f) = reply {
                w.make(f);
                won = self.vcf_node(w, depth - 1, ctx);
                w.unmake();
            }
            w.unmake();
            if self.stopped {
                return None;
            }
            if let (Some(next), Some(f)) = (won, reply) {
                self.line.push(next);
                self.line.push(f);
                return Some(m);
            }
        }
        self.fail(key, depth);
        None
    }

    /// A victory by threes and fours for the side to move within `depth` threats, or
    /// `None`. Each three is proven against every defence (the blocks of the open four
    /// it threatens and the defender's own fours).
    fn vct(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        nodes: u64,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Idx> {
        self.budget(ctx, share_ms, nodes);
        self.vct_attack(w, depth, vcf_depth, ctx)
    }

    fn vct_attack(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Idx> {
        if self.tick(ctx) {
            return None;
        }
        let me = w.side();
        let opp = 1 - me;
        if let Some(f) = w.find_class(me, class::FIVE) {
            return Some(f);
        }
        if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            if blocks.len() > 1 {
                return None;
            }
            // The attacker's earlier threat still stands after the forced block.
            w.make(blocks[0]);
            let r = self.vct_defend(w, depth, vcf_depth, ctx);
            w.unmake();
            return r.then_some(blocks[0]);
        }
        if let Some(f) = w.find_class(me, class::OPEN_FOUR) {
            return Some(f);
        }
        if depth == 0 {
            return None;
        }
        let key = w.hash() ^ 0x0F0F;
        if self.failed(key, depth) {
            return None;
        }
        if let Some(m) = self.vcf_node(w, vcf_depth, ctx) {
            return Some(m);
        }
        if self.stopped {
            return None;
        }
        let only_fours = w.has_at_least(opp, class::OPEN_FOUR);
        let mut v: Vec<(i32, Idx)> = w
            .candidates()
            .filter(|&i| {
                let c = w.class(i, me);
                if only_fours {
                    matches!(c, class::FOUR | class::FOUR_THREE)
                } else {
                    matches!(
                        c,
                        class::OPEN_THREE | class::DOUBLE_THREE | class::FOUR | class::FOUR_THREE
                    )
                }
            })
            .map(|i| {
                let rank = match w.class(i, me) {
                    class::FOUR_THREE => 4,
                    class::DOUBLE_THREE => 3,
                    class::OPEN_THREE => 2,
                    _ => 1,
                };
                (-(rank * 100_000 + w.move_score(i, me)), i)
            })
            .collect();
        v.sort_unstable();
        v.truncate(16);
        for (_, m) in v {
            w.make(m);
            let r = self.vct_defend(w, depth - 1, vcf_depth, ctx);
            w.unmake();
            if self.stopped {
                return None;
            }
            if r {
                return Some(m);
            }
        }
        self.fail(key, depth);
        None
    }

    /// Whether the attacker (not to move) wins against every defence.
    fn vct_defend(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        ctx: &mut SearchContext<'_>,
    ) -> bool {
        if self.tick(ctx) {
            return false;
        }
        let def = w.side();
        let att = 1 - def;
        if w.count(def, class::FIVE) > 0 {
            return false;
        }
        if w.count(att, class::FIVE) > 0 {
            let blocks = w.cells_of_class(att, class::FIVE, 2);
            if blocks.len() > 1 {
                return true;
            }
            w.make(blocks[0]);
            let r = self.vct_attack(w, depth, vcf_depth, ctx).is_some();
            w.unmake();
            return r;
        }
        if !w.has_at_least(att, class::OPEN_FOUR) {
            return false;
        }
        let options = defences(w);
        for o in options {
            w.make(o);
            let r = self.vct_attack(w, depth, vcf_depth, ctx).is_some();
            w.unmake();
            if self.stopped || !r {
                return false;
            }
        }
        true
    }
}

/// A position as the shared search holds it: a handle onto the one incremental
/// [`Window`] of [`Gomoku`], not a copy of it. The window is 10–30 KB of pattern
/// bookkeeping that is updated by make and unmake; copying it for every child (the shared
/// search is copy-make) would cost far more than the node. The search visits positions
/// depth first, so any handle it uses is the window's current position or one of its
/// ancestors, and the window gets there by taking marks back ([`Gomoku::sync`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    /// Marks in the window at this position.
    len: u32,
    /// The window's key at this position (the side to move included).
    hash: u64,
}

/// Luffarschack's rules as the shared search ([`spelbord_search`]) sees them: the
/// window, the threat searches for its leaves, and the level's style. Every generated
/// move already obeys the forcing rules (block five, answer an open three, or the
/// likeliest candidates), and [`spelbord_search::Rules::ended`] reads the wins that need
/// no search from the threat classes (a five to make, two fives to block, an open four).
pub struct Gomoku {
    board: RefCell<Window>,
    threats: RefCell<Threats>,
    /// Marks in the window at the search's root (a node's ply is its marks beyond it).
    root_len: StdCell<u32>,
    /// Nodes of the quiet leaves' VCF searches not yet handed to the shared search
    /// (`Rules::spent`), which counts them and reads the clock.
    unspent: StdCell<u64>,
    /// Where the window lies on the paper, so a move's table key is its paper cell
    /// (the window changes between searches, the paper does not).
    origin: StdCell<(i32, i32, usize)>,
    /// The level being searched.
    pub style: Style,
}

impl Gomoku {
    /// Takes the window back to position `p` (an ancestor or `p` itself).
    #[inline]
    fn sync(&self, p: &Node) -> std::cell::RefMut<'_, Window> {
        let mut w = self.board.borrow_mut();
        while w.stones() > p.len as usize {
            w.unmake();
        }
        debug_assert_eq!(w.hash(), p.hash, "a handle off the search path");
        w
    }

    fn node(w: &Window) -> Node {
        Node {
            len: w.stones() as u32,
            hash: w.hash(),
        }
    }

    fn ply(&self, p: &Node) -> usize {
        p.len.saturating_sub(self.root_len.get()) as usize
    }
}

impl spelbord_search::Rules for Gomoku {
    type Pos = Node;
    type Move = Idx;
    const HISTORY: usize = 1;
    /// Forced blocks of a four cost no depth (as in a VCF), nor a single defence.
    const SINGLE_REPLY_EXTENSION: bool = true;
    /// The generated order is the pattern ordering, better than any history here.
    const STABLE_ORDER: bool = true;
    /// No late-move reductions and no killers: with a beam of a dozen moves ranked by
    /// their patterns, both lost games against the engine's own search before it moved
    /// here (35 % and about 42 % in 60 games at 200 ms a move).
    const LMR_FROM: usize = usize::MAX;
    const KILLERS: bool = false;

    #[inline]
    fn hash(&self, p: &Node) -> u64 {
        p.hash
    }

    fn generate(&self, p: &Node, out: &mut Vec<Idx>) {
        let mut w = self.sync(p);
        let me = w.side();
        let opp = 1 - me;
        if p.len == self.root_len.get() {
            // The root's moves are chosen by the caller (`root_moves`); every candidate
            // is offered so that any of them is found among these.
            out.extend(w.candidates());
            return;
        }
        if w.count(opp, class::FIVE) > 0 {
            out.extend(w.cells_of_class(opp, class::FIVE, 1));
        } else if w.has_at_least(opp, class::OPEN_FOUR) {
            // No defence (two open threes and no four to answer with) is a loss: see
            // `no_moves`.
            out.extend(defences(&mut w));
        } else {
            let n = if self.ply(p) >= NARROW_FROM && self.style.deep_breadth > 0 {
                self.style.deep_breadth
            } else {
                self.style.breadth
            };
            out.extend(top_moves(&w, n));
        }
    }

    #[inline]
    fn play(&self, p: &Node, m: &Idx) -> Node {
        let mut w = self.sync(p);
        if w.is_empty(*m) {
            w.make(*m);
        }
        Gomoku::node(&w)
    }

    #[inline]
    fn move_key(&self, m: &Idx) -> u64 {
        let (x0, y0, stride) = self.origin.get();
        let x = x0 as i64 + (*m % stride) as i64;
        let y = y0 as i64 + (*m / stride) as i64;
        // Never zero: the table's "no move".
        ((x as u32 as u64) << 32 | y as u32 as u64) ^ 0x8000_0000_0000_0000
    }

    #[inline]
    fn history_slot(&self, _p: &Node, _m: &Idx) -> usize {
        0
    }

    fn evaluate(&self, p: &Node) -> i32 {
        let mut w = self.sync(p);
        let me = w.side();
        let depth = LEAF_VCF_DEPTH.min(self.style.vcf_depth);
        if depth > 0 && w.has_at_least(me, class::FOUR) {
            // A quiet leaf may still hide a forced win by fours: strong programs look for
            // it there, or the horizon hides every combination one ply away.
            let mut t = self.threats.borrow_mut();
            let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), no_clock);
            t.budget(&ctx, f64::INFINITY, LEAF_VCF_NODES);
            let won = t.vcf_node(&mut w, depth, &mut ctx).is_some();
            let plies = t.line.len() + 1;
            self.unspent.set(self.unspent.get() + ctx.nodes);
            if won {
                return mate_in(true, self.ply(p) + plies);
            }
        }
        evaluate(&w)
    }

    #[inline]
    fn is_urgent(&self, p: &Node, m: &Idx) -> bool {
        // Fours and double threats, and the blocks of the other side's, are never
        // searched shallower.
        let w = self.sync(p);
        let me = w.side();
        w.class(*m, me) >= class::DOUBLE_THREE || w.class(*m, 1 - me) >= class::FOUR_THREE
    }

    #[inline]
    fn resets_quiet(&self, _p: &Node, _m: &Idx) -> bool {
        // A mark is never taken back: no position repeats.
        true
    }

    #[inline]
    fn capture_due(&self, p: &Node) -> bool {
        // A four must be blocked before the position is judged.
        let w = self.sync(p);
        w.count(1 - w.side(), class::FIVE) > 0
    }

    fn ended(&self, _p: &Node, _m: &Idx, child: &Node, ply: usize) -> Option<i32> {
        let w = self.sync(child);
        let me = w.side();
        let opp = 1 - me;
        if w.count(me, class::FIVE) > 0 {
            Some(mate_in(true, ply + 1))
        } else if w.count(opp, class::FIVE) > 1 {
            Some(mate_in(false, ply + 2))
        } else if w.count(opp, class::FIVE) == 0 && w.has_at_least(me, class::OPEN_FOUR) {
            Some(mate_in(true, ply + 3))
        } else {
            None
        }
    }

    #[inline]
    fn spent(&self) -> u64 {
        // In batches: each answer above zero reads the clock.
        let n = self.unspent.get();
        if n < 512 {
            return 0;
        }
        self.unspent.set(0);
        n
    }

    fn no_moves(&self, p: &Node, ply: usize) -> i32 {
        let w = self.sync(p);
        if w.candidates().next().is_none() {
            0 // a full board
        } else {
            // Two open threes or worse and no four to answer with.
            mate_in(false, ply + 4)
        }
    }
}

fn no_clock() -> f64 {
    0.0
}

/// The searcher: the shared principal-variation search over [`Gomoku`], with the threat
/// searches before it at the root. Keeps its tables between moves.
pub struct Engine {
    main: spelbord_search::Engine<Gomoku>,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine").finish_non_exhaustive()
    }
}

impl Engine {
    /// An engine with a table of 2^`tt_bits` entries.
    pub fn new(tt_bits: u32) -> Engine {
        let rules = Gomoku {
            board: RefCell::new(Window::empty(Cell::ORIGIN, 1, 1, false)),
            threats: RefCell::new(Threats::new()),
            root_len: StdCell::new(0),
            unspent: StdCell::new(0),
            origin: StdCell::new((0, 0, 1)),
            style: crate::bot::style(spelbord_ai::Level::Strongest),
        };
        Engine {
            main: spelbord_search::Engine::new(rules, tt_bits.clamp(8, 24)),
        }
    }

    /// A victory by continuous fours for the side to move within `depth` fours and the
    /// given budget: its moves (attacker and defender alternating), or `None`.
    pub fn vcf(
        &mut self,
        w: &mut Window,
        depth: u32,
        nodes: u64,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Vec<Idx>> {
        self.main
            .rules
            .threats
            .get_mut()
            .vcf(w, depth, nodes, share_ms, ctx)
    }

    /// A victory by threes and fours for the side to move within `depth` threats, or
    /// `None`. Each three is proven against every defence (the blocks of the open four
    /// it threatens and the defender's own fours).
    pub fn vct(
        &mut self,
        w: &mut Window,
        depth: u32,
        vcf_depth: u32,
        nodes: u64,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) -> Option<Idx> {
        self.main
            .rules
            .threats
            .get_mut()
            .vct(w, depth, vcf_depth, nodes, share_ms, ctx)
    }

    /// If the opponent has a forced win were it to move now (a VCF, or with `vct_depth`
    /// a VCT of that many threats), keeps the root moves after which it has none, with
    /// the first move of its win added (taking the attacker's key cell is the classic
    /// defence); the roots stay as they are when none is safe or nothing threatens.
    fn defend(
        &mut self,
        w: &mut Window,
        roots: &mut Vec<Idx>,
        style: &Style,
        vct_depth: u32,
        share_ms: f64,
        ctx: &mut SearchContext<'_>,
    ) {
        let vcf_depth = style.vcf_depth;
        let wins = |e: &mut Engine, w: &mut Window, nodes: u64, ms: f64, ctx: &mut _| {
            if vct_depth == 0 {
                e.vcf(w, vcf_depth, nodes, ms, ctx).map(|line| line[0])
            } else {
                e.vct(w, vct_depth, vcf_depth.min(12), nodes, ms, ctx)
            }
        };
        let nodes = if vct_depth == 0 {
            style.vcf_nodes
        } else {
            style.vct_nodes
        };
        w.pass();
        let threat = wins(self, w, nodes / 4, share_ms * 0.3, ctx);
        w.pass();
        let Some(key) = threat else { return };
        if !roots.contains(&key) && w.is_empty(key) {
            roots.push(key);
        }
        let each = share_ms * 0.7 / roots.len() as f64;
        let mut safe = Vec::new();
        for &m in roots.iter() {
            w.make(m);
            let lost = wins(self, w, nodes / 8, each, ctx).is_some();
            w.unmake();
            if !lost {
                safe.push(m);
            }
        }
        if !safe.is_empty() {
            *roots = safe;
        }
    }

    /// Chooses a move for the side to move in `w`.
    pub fn think(
        &mut self,
        w: &mut Window,
        style: &Style,
        rng: &mut Rng,
        ctx: &mut SearchContext<'_>,
    ) -> Found {
        let me = w.side();
        let opp = 1 - me;
        let quick = |best: Idx, score: i32, how: How| Found {
            best: Some(best),
            score,
            depth: 1,
            pv: vec![best],
            how,
        };
        if let Some(f) = w.find_class(me, class::FIVE) {
            return quick(f, WIN - 1, How::Five);
        }
        if w.count(opp, class::FIVE) > 0 {
            let blocks = w.cells_of_class(opp, class::FIVE, 2);
            let score = if blocks.len() > 1 { -(WIN - 2) } else { 0 };
            return quick(blocks[0], score, How::Block);
        }
        if let Some(f) = w.find_class(me, class::OPEN_FOUR) {
            return quick(f, WIN - 3, How::OpenFour);
        }
        let total = ctx.limits.time_ms;
        let left = |ctx: &SearchContext<'_>| (total - ctx.elapsed_ms()).max(0.0);
        if style.vcf_depth > 0 {
            if let Some(line) = self.vcf(w, style.vcf_depth, style.vcf_nodes, total * 0.1, ctx) {
                let n = line.len() as i32;
                return Found {
                    best: Some(line[0]),
                    score: WIN - n,
                    depth: line.len() as u32,
                    pv: line,
                    how: How::Vcf,
                };
            }
        }
        if style.vct_depth > 0 {
            let share = left(ctx) * 0.35;
            if let Some(m) = self.vct(
                w,
                style.vct_depth,
                style.vcf_depth,
                style.vct_nodes,
                share,
                ctx,
            ) {
                return Found {
                    best: Some(m),
                    score: WIN_BOUND + 1,
                    depth: style.vct_depth,
                    pv: vec![m],
                    how: How::Vct,
                };
            }
        }

        // The root moves: the answers to an open three, or the likeliest candidates.
        let threatened = w.has_at_least(opp, class::OPEN_FOUR);
        let overlook =
            threatened && style.overlook_three > 0 && rng.below(100) < style.overlook_three as u64;
        let mut roots = if threatened && !overlook {
            let d = defences(w);
            if d.is_empty() {
                top_moves(w, style.root_breadth)
            } else {
                d
            }
        } else {
            top_moves(w, style.root_breadth)
        };
        if roots.is_empty() {
            return Found::default();
        }
        if style.defend_vcf && roots.len() > 1 {
            let share = left(ctx) * 0.3;
            self.defend(w, &mut roots, style, 0, share, ctx);
        }
        if style.defend_vct > 0 && roots.len() > 1 {
            let share = left(ctx) * 0.25;
            self.defend(w, &mut roots, style, style.defend_vct, share, ctx);
        }

        // The main search: the window goes into the rules for its length and comes back
        // at the root.
        let root_len = w.stones();
        let rules = &mut self.main.rules;
        rules.style = *style;
        rules.root_len.set(root_len as u32);
        rules.unspent.set(0);
        let o = w.cell(0);
        rules.origin.set((o.x, o.y, w.stride()));
        let root = Gomoku::node(w);
        let placeholder = Window::empty(Cell::ORIGIN, 1, 1, w.exact());
        *rules.board.get_mut() = std::mem::replace(w, placeholder);
        self.main.root_moves = roots;
        let margin = style.noise.max(0);
        let found = self
            .main
            .search(&root, 0, &[], style.max_depth.max(1), margin, ctx);
        let rules = &mut self.main.rules;
        {
            let mut back = rules.sync(&root);
            std::mem::swap(w, &mut back);
        }
        // The leaf nodes not yet handed over by `spent`.
        ctx.nodes += rules.unspent.replace(0);
        let mut best = found.best;
        let mut pv = found.pv.clone();
        if margin > 0 {
            let pick = found.pick_near(margin, rng);
            if pick != best {
                best = pick;
                pv = pick.into_iter().collect();
            }
        }
        Found {
            best,
            score: found.score,
            depth: found.depth,
            pv,
            how: How::Search,
        }
    }
}

/// The static value of a position for the side to move.
pub fn evaluate(w: &Window) -> i32 {
    let me = w.side();
    let opp = 1 - me;
    let mut s = w.value(me) * 5 / 4 - w.value(opp);
    // Threats the mover can play at once are nearly decisive when the other side has no
    // four to interrupt them with.
    if !w.has_at_least(opp, class::FOUR) {
        if w.count(me, class::FOUR_THREE) > 0 {
            s += 4_000;
        } else if w.count(me, class::DOUBLE_THREE) > 0 {
            s += 1_500;
        }
    }
    if w.has_at_least(opp, class::OPEN_FOUR) {
        // The mover must answer an open three: the tempo is the other side's.
        s -= 150;
    }
    s.clamp(-WIN_BOUND / 2, WIN_BOUND / 2)
}

/// The answers to the opponent's open three (or double threats): every cell that leaves
/// the opponent without an open four or five to make, and the mover's own fours.
pub fn defences(w: &mut Window) -> Vec<Idx> {
    let me = w.side();
    let opp = 1 - me;
    let mut lines = Vec::new();
    for q in w.cells_of_class(opp, class::OPEN_FOUR, 64) {
        w.line_cells(q, opp, pattern::FOUR, &mut lines);
    }
    let mut out = Vec::new();
    for r in lines {
        w.make(r);
        let ok = w.count(opp, class::FIVE) == 0 && !w.has_at_least(opp, class::OPEN_FOUR);
        w.unmake();
        if ok {
            out.push(r);
        }
    }
    let mut fours: Vec<Idx> = w
        .candidates()
        .filter(|&i| w.class(i, me) >= class::FOUR && !out.contains(&i))
        .collect();
    out.append(&mut fours);
    let mut scored: Vec<(i32, Idx)> = out.into_iter().map(|i| (-w.move_score(i, me), i)).collect();
    scored.sort_unstable();
    scored.into_iter().map(|(_, i)| i).collect()
}

/// The `n` likeliest moves near the marks, best first.
pub fn top_moves(w: &Window, n: usize) -> Vec<Idx> {
    let me = w.side();
    let mut v: Vec<(i32, Idx)> = w.candidates().map(|i| (-w.move_score(i, me), i)).collect();
    let n = n.max(1);
    // Only the best `n` are sorted (a node keeps a dozen of often a hundred).
    if v.len() > n {
        v.select_nth_unstable(n - 1);
        v.truncate(n);
    }
    v.sort_unstable();
    v.into_iter().map(|(_, i)| i).collect()
}

#[cfg(test)]
mod style_tests {
    use spelbord_ai::Level;

    #[test]
    fn tweak_changes_only_the_keys_given_and_refuses_the_rest() {
        let base = crate::bot::style(Level::Strongest);
        let s = base
            .tweak("breadth=20, root_breadth=30,deep_breadth=0")
            .unwrap();
        assert_eq!((s.breadth, s.root_breadth, s.deep_breadth), (20, 30, 0));
        assert_eq!(s.vct_depth, base.vct_depth);
        assert_eq!(base.tweak("").unwrap(), base);
        for bad in [
            "breadth",
            "breadth=x",
            "width=3",
            "vcf_depth=99999999999",
            "=3",
        ] {
            assert!(base.tweak(bad).is_err(), "{bad} accepted");
        }
    }
}
