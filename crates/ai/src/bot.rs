use spelbord_core::Game;
use std::sync::atomic::{AtomicBool, Ordering};

/// Playing strength, from a beginner who makes human-like mistakes to the strongest
/// play the time budget allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Sees simple threats, misses deeper ideas and sometimes plays a plausible weaker move.
    Beginner = 1,
    /// Casual club strength.
    Easy = 2,
    /// A solid opponent.
    Medium = 3,
    /// Strong: full search within the budget.
    Hard = 4,
    /// The strongest the game offers (perfect play where a solver or book exists).
    Strongest = 5,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Strongest,
    ];

    /// The level numbered 1–5 (clamped).
    pub fn from_number(n: u8) -> Level {
        Level::ALL[(n.clamp(1, 5) - 1) as usize]
    }

    /// The level's number 1–5.
    pub fn number(self) -> u8 {
        self as u8
    }
}

/// How long a search may run.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Wall-clock budget in milliseconds.
    pub time_ms: f64,
    /// Deepest iteration (plies), if bounded.
    pub max_depth: Option<u32>,
    /// Node budget, if bounded (makes tests and benchmarks independent of machine speed).
    pub max_nodes: Option<u64>,
}

impl Limits {
    /// A time budget only.
    pub fn time(ms: f64) -> Self {
        Limits {
            time_ms: ms,
            max_depth: None,
            max_nodes: None,
        }
    }
    /// A fixed depth, no time limit.
    pub fn depth(d: u32) -> Self {
        Limits {
            time_ms: f64::INFINITY,
            max_depth: Some(d),
            max_nodes: None,
        }
    }
}

/// Milliseconds from a fixed point, on native targets. WebAssembly has no clock in std
/// (`Instant::now` panics there), so the web worker passes `performance.now` instead.
pub fn native_clock() -> f64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        use std::time::Instant;
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
    #[cfg(target_arch = "wasm32")]
    {
        0.0
    }
}

/// The running state of one search: limits, the clock, an optional stop flag, counts.
pub struct SearchContext<'a> {
    /// The limits of this search.
    pub limits: Limits,
    clock: fn() -> f64,
    start: f64,
    stop: Option<&'a AtomicBool>,
    stopped: bool,
    /// Nodes visited so far.
    pub nodes: u64,
    /// What the bot reports about its choice.
    pub thought: Thought,
}

impl<'a> SearchContext<'a> {
    /// A context with these limits and a clock in milliseconds.
    pub fn new(limits: Limits, clock: fn() -> f64) -> Self {
        SearchContext {
            limits,
            clock,
            start: clock(),
            stop: None,
            stopped: false,
            nodes: 0,
            thought: Thought::default(),
        }
    }

    /// Also stop when `flag` is set (the CLI's Ctrl-C, a native caller's cancel).
    pub fn with_stop(mut self, flag: &'a AtomicBool) -> Self {
        self.stop = Some(flag);
        self
    }

    /// Milliseconds since the search began.
    pub fn elapsed_ms(&self) -> f64 {
        (self.clock)() - self.start
    }

    /// Counts a node and says whether the search must stop now. The clock is read only
    /// every 1024 nodes: reading it costs more than a node in WebAssembly.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.stopped {
            return true;
        }
        if self.nodes & 1023 == 0 {
            self.stopped = self.out_of_budget();
        }
        self.stopped
    }

    /// Whether the budget is spent (reads the clock).
    pub fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let over = self.limits.max_nodes.is_some_and(|n| self.nodes >= n)
            || self.elapsed_ms() >= self.limits.time_ms
            || self.stop.is_some_and(|f| f.load(Ordering::Relaxed));
        self.stopped = over;
        over
    }

    /// Whether the search has been told to stop.
    pub fn stopped(&self) -> bool {
        self.stopped
    }
}

/// What a bot reports with its move (for hints, analysis and benchmarks).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Thought {
    /// Score from the mover's side, in the bot's own units, if it has one.
    pub score: Option<i32>,
    /// Deepest completed iteration.
    pub depth: u32,
    /// Principal variation in notation.
    pub pv: Vec<String>,
}

/// A computer player. It sees only what its seat may see ([`Game::view`]).
pub trait Bot<G: Game>: Send {
    /// Chooses a move for the seat to act in `view`, or `None` when there is none.
    fn choose(&mut self, view: &G::View, ctx: &mut SearchContext<'_>) -> Option<G::Move>;
}
