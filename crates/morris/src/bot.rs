//! Computer players: the engine at five levels, and the generic baseline it is
//! measured against.

use crate::book::Book;
use crate::endgame::{self, Table};
use crate::eval::Weights;
use crate::game::Morris;
use crate::moves::MorrisMove;
use crate::search::{mix, Engine, Found, MorrisRules, WIN_BOUND};
use crate::settings::Variant;
use spelbord_ai::{Bot, Level, SearchContext, Thought};
use spelbord_core::{Game, Rng};

/// How one level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Misjudgement added to each leaf, ± this much (hundredths of a man).
    pub noise: i32,
    /// Root moves within this much of the best may be chosen instead of it.
    pub margin: i32,
    /// Transposition table size, 2^bits entries.
    pub tt_bits: u32,
    /// Plays three flying men against three by the retrograde table ([`crate::endgame`]).
    pub endgame: bool,
    /// Never lets the opponent close a mill next turn when a move would stop it (see
    /// [`guarded_moves`]).
    pub guard: bool,
    /// Keeps the guard on once all men are placed (else it guards the placing only).
    pub guard_moving: bool,
    /// The evaluation's weights.
    pub weights: Weights,
    /// Share of the move's time budget used while placing, in percent (the rest of the
    /// game is played with `moving_time`): the placing phase decides most games.
    pub placing_time: u32,
    /// Share of the move's time budget used once all men are placed, in percent.
    pub moving_time: u32,
    /// Plays from the opening book while the position is in it ([`crate::book`]).
    pub book: bool,
    /// Keeps draws by repetition on the search's path out of its table
    /// ([`MorrisRules::path_safe`]).
    pub path_safe: bool,
    /// A draw's worth to the level ([`MorrisRules::draw_bias`]).
    pub draw_bias: i32,
}

/// The style of a level. The weak levels look a few turns ahead, misjudge positions a
/// little and sometimes settle for a nearly-as-good move: they miss deeper plans and
/// drift, like people, but always take a mill that wins and block one that loses.
pub fn style(level: Level) -> Style {
    let (max_depth, noise, margin, tt_bits) = match level {
        Level::Beginner => (2, 40, 45, 14),
        Level::Easy => (3, 20, 20, 15),
        Level::Medium => (5, 6, 6, 17),
        Level::Hard => (64, 0, 0, 19),
        Level::Strongest => (80, 0, 0, 20),
    };
    Style {
        max_depth,
        noise,
        margin,
        tt_bits,
        endgame: level == Level::Strongest,
        guard: level == Level::Strongest,
        // Without the guard once placed: 52.5 % at 100 ms, but 17 decisive self-play
        // games of 40 at 1000 ms from lost games' placing ends against 14 (README).
        guard_moving: true,
        weights: Weights::TUNED,
        placing_time: 100,
        moving_time: 100,
        book: level == Level::Strongest,
        // Measured no better from the start (9 decisive in 200 self-play games at
        // 1000 ms against 9 in 300 without it): the option stays for the matches.
        path_safe: false,
        // A draw worth 0.15 to the level: 3 decisive in about 26 self-play games from
        // the start at 1000 ms, the level as it is 10 in 100 beside it (README).
        draw_bias: 0,
    }
}

/// Milliseconds a level thinks per move (the strongest stays within a second in the
/// browser, where WebAssembly runs at about half native speed).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner => 150.0,
        Level::Easy => 250.0,
        Level::Medium => 400.0,
        Level::Hard => 700.0,
        Level::Strongest => 1000.0,
    }
}

/// Whether the table of three flying men against three is worth having for `g`: the
/// game flies, everything is placed and few enough men are left for the search to reach
/// three against three (it is built on the first such move, once per process or worker).
fn endgame_near(g: &Morris) -> bool {
    let p = g.pos();
    endgame::applies(g.rules())
        && (Table::built().is_some() || (p.hand == [0, 0] && p.on_board(0) + p.on_board(1) <= 9))
}

/// The moves that leave the opponent no mill to close next turn (or take a man
/// themselves: a trade, or the threatening man), when there are such moves and others:
/// the strongest level chooses among these only, in all three games. A mill it could
/// stop in one move is thus never left open for a deeper plan the horizon misjudges;
/// `None` when the choice does not arise. In Kvarn 12 a block counts only if it leaves
/// the opponent no side intervention or diagonal custody either (`Pos::prevents_mill`):
/// the only block there often stands between two corners or in custody, and a guard that
/// blocked anyway lost one or two men to save one (27 % against the free search over 200
/// games at 100 ms a move, where this guard scores 41 %; see the README).
pub fn guarded_moves(g: &Morris) -> Option<Vec<MorrisMove>> {
    let (p, r) = (g.pos(), g.rules());
    let mut moves = Vec::new();
    p.generate(r, &mut moves);
    // Only a mill threat calls the guard: a side intervention or custody the opponent
    // threatens is the search's to weigh (a guard that forced their prevention too scored
    // 36 % against the free search in Kvarn 12, this one 41 %, over 200 games each).
    let threat = moves.iter().any(|m| {
        let mut c = *p;
        c.apply(r, m) == 0 && c.can_close_mill(r)
    });
    if !threat {
        return None;
    }
    let guarded: Vec<MorrisMove> = moves
        .iter()
        .copied()
        .filter(|m| p.prevents_mill(r, m))
        .collect();
    (!guarded.is_empty() && guarded.len() < moves.len()).then_some(guarded)
}

/// Kvarn's opening book (`crates/morris/data/kvarn.book`, built by
/// `examples/book_build.rs` and `examples/book_extend.rs`): the placing phase's
/// positions on the strongest level's own lines, searched deeply offline.
static KVARN_BOOK: &[u8] = include_bytes!("../data/kvarn.book");
/// Tre i rad's, built the same way under its own rules (no row captures while placing,
/// so its placing positions want other moves than Kvarn's). Kvarn 12 has none: a book
/// built the same way backed up to -11.2 men for the side placing first along its own
/// lines (its placing is a race of captures a 3-4 s search does not see to the end).
static TRE_BOOK: &[u8] = include_bytes!("../data/tre-i-rad.book");

/// The book of a game, read once (`None`: the game has none, or its file is damaged,
/// which the tests rule out).
pub fn book_of(variant: Variant) -> Option<&'static Book> {
    static KVARN: std::sync::OnceLock<Option<Book>> = std::sync::OnceLock::new();
    static TRE: std::sync::OnceLock<Option<Book>> = std::sync::OnceLock::new();
    match variant {
        Variant::Kvarn => KVARN.get_or_init(|| Book::parse(KVARN_BOOK)).as_ref(),
        Variant::TreIRad => TRE.get_or_init(|| Book::parse(TRE_BOOK)).as_ref(),
        Variant::Kvarn12 => None,
    }
}

/// The book's moves for `g` that are legal there (none outside the book). Kvarn's book
/// was searched without flying; while placing, flying is too far off to change its choice.
pub fn book_moves(g: &Morris) -> Vec<MorrisMove> {
    let Some(book) = book_of(g.variant()) else {
        return Vec::new();
    };
    if g.pos().hand[g.turn() as usize & 1] == 0 {
        return Vec::new();
    }
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    book.moves(g.pos())
        .into_iter()
        .filter(|m| legal.contains(m))
        .collect()
}

/// The engine playing at one level.
pub struct MorrisBot {
    style: Style,
    engine: Option<Engine>,
    rng: Rng,
}

impl std::fmt::Debug for MorrisBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MorrisBot")
            .field("style", &self.style)
            .finish()
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' choices.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Morris>> {
    Box::new(MorrisBot::new(level, seed))
}

impl MorrisBot {
    /// A player of `level`.
    pub fn new(level: Level, seed: u64) -> MorrisBot {
        Self::with_style(style(level), seed)
    }

    /// A player with an explicit style.
    pub fn with_style(style: Style, seed: u64) -> MorrisBot {
        MorrisBot {
            style,
            engine: None,
            rng: Rng::new(seed),
        }
    }

    /// Forgets what earlier searches left (the table, killers and history): a tool's
    /// way to see how much a move owes to the turns before it.
    pub fn forget(&mut self) {
        self.engine = None;
    }

    /// Searches the game's position with this level's style.
    pub fn search(&mut self, g: &Morris, ctx: &mut SearchContext<'_>) -> Found {
        let rules = *g.rules();
        let style = self.style;
        let share = if g.pos().hand[g.turn() as usize & 1] > 0 {
            style.placing_time
        } else {
            style.moving_time
        };
        if ctx.limits.time_ms.is_finite() {
            ctx.limits.time_ms *= share as f64 / 100.0;
        }
        // One engine per table of rules; a new game of other rules gets a fresh one.
        let engine = match &mut self.engine {
            Some(e) if e.rules.rules == rules => e,
            slot => slot.insert(Engine::new(
                MorrisRules {
                    rules,
                    weights: style.weights,
                    endgame: None,
                    path_safe: style.path_safe,
                    draw_bias: style.draw_bias,
                    side: g.turn() as usize & 1,
                },
                style.tt_bits,
            )),
        };
        engine.noise = style.noise;
        engine.rules.weights = style.weights;
        engine.rules.path_safe = style.path_safe;
        let side = g.turn() as usize & 1;
        if style.draw_bias != 0 && engine.rules.side != side {
            // The table's draws were scored for the other colour.
            engine.clear();
        }
        engine.rules.draw_bias = style.draw_bias;
        engine.rules.side = side;
        engine.rules.endgame = if style.endgame && endgame_near(g) {
            let fresh = Table::built().is_none();
            let before = ctx.elapsed_ms();
            let table = Table::get();
            if fresh {
                // Building the table (once) is not thinking time: the move still gets its
                // whole budget for the search.
                ctx.limits.time_ms += ctx.elapsed_ms() - before;
            }
            Some(table)
        } else {
            None
        };
        let seed = self.rng.next_u64();
        engine.set_noise_seed(seed);
        let mut all = Vec::new();
        g.pos().generate(g.rules(), &mut all);
        let placing = g.pos().hand[g.turn() as usize & 1] > 0;
        let guarded = if style.guard && (placing || style.guard_moving) {
            guarded_moves(g)
        } else {
            None
        };
        let margin = style.margin.max(0);
        engine.root_moves = shuffled(guarded.unwrap_or_else(|| all.clone()), seed);
        let mut found = engine.search(
            g.pos(),
            g.quiet_moves(),
            g.game_keys(),
            style.max_depth,
            margin,
            ctx,
        );
        if engine.root_moves.len() < all.len() && found.score <= -WIN_BOUND && !ctx.stopped() {
            // Every guarded move loses by force: then any move may be the longest defence.
            engine.root_moves = shuffled(all, seed);
            found = engine.search(
                g.pos(),
                g.quiet_moves(),
                g.game_keys(),
                style.max_depth,
                margin,
                ctx,
            );
        }
        found
    }

    fn pick(&mut self, found: &Found) -> Option<MorrisMove> {
        found.pick_near(self.style.margin, &mut self.rng)
    }
}

/// Variety: the seed shuffles the root moves before the search's (stable) ordering, so
/// among moves of equal value the one searched first, and kept, differs by seed.
fn shuffled(mut moves: Vec<MorrisMove>, seed: u64) -> Vec<MorrisMove> {
    let mut h = seed;
    for i in (1..moves.len()).rev() {
        h = mix(h);
        moves.swap(i, (h % (i as u64 + 1)) as usize);
    }
    moves
}

impl Bot<Morris> for MorrisBot {
    fn choose(&mut self, g: &Morris, ctx: &mut SearchContext<'_>) -> Option<MorrisMove> {
        g.seat_to_move()?;
        if self.style.book {
            let mut moves = book_moves(g);
            // The book was searched without the guard: a book move that leaves the
            // opponent a mill the guard would stop is not played (the search decides).
            if let Some(safe) = guarded_moves(g).filter(|_| self.style.guard) {
                moves.retain(|m| safe.contains(m));
            }
            if !moves.is_empty() {
                // The seed chooses among the book's moves of equal value.
                let m = moves[self.rng.below(moves.len() as u64) as usize];
                ctx.thought = Thought {
                    score: None,
                    depth: 0,
                    pv: vec![m.to_string()],
                };
                return Some(m);
            }
        }
        let found = self.search(g, ctx);
        let chosen = self.pick(&found)?;
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv: if Some(chosen) == found.best {
                found.pv.iter().map(|m| m.to_string()).collect()
            } else {
                vec![chosen.to_string()]
            },
        };
        Some(chosen)
    }
}
