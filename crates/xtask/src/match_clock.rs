//! Equal time in a match against an external engine, as measured rather than as asked:
//! an engine may overrun its `movetime` (Sanmill's `tgf` at skill 30 took 1.5-3 s for
//! `go movetime 1000`), and our level stops early where its iterative deepening has
//! nothing left to gain. The runners record both sides' wall time here and, by the mode,
//! let one side's time follow the other's mean. Our turns played from an opening book
//! (no search) are not counted: the engine plays without a book.

/// How the two sides' time a turn is set.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TimeMode {
    /// Both are given MS.
    Fixed,
    /// Ours follows the engine's mean turn (`--equalise`).
    OursFollows,
    /// The engine's `movetime` follows our mean turn (`--match-time`).
    EngineFollows,
}

/// The wall time both sides used in a rule set so far, for the time modes.
pub struct Clock {
    pub mode: TimeMode,
    /// The time a turn asked for (`--ms`).
    ms: u64,
    our_ms: f64,
    our_turns: u64,
    their_ms: f64,
    their_turns: u64,
    /// The `movetime` asked of the engine, summed over its turns.
    asked_ms: f64,
}

impl Clock {
    /// A clock for `mode` with MS a turn asked.
    pub fn new(mode: TimeMode, ms: u64) -> Clock {
        Clock {
            mode,
            ms,
            our_ms: 0.0,
            our_turns: 0,
            their_ms: 0.0,
            their_turns: 0,
            asked_ms: 0.0,
        }
    }

    /// Our budget for the next turn.
    pub fn ours(&self) -> f64 {
        let ms = self.ms;
        match self.mode {
            TimeMode::OursFollows if self.their_turns > 0 => {
                (self.their_ms / self.their_turns as f64).max(ms as f64)
            }
            _ => ms as f64,
        }
    }

    /// The `movetime` to ask of the engine for its next turn.
    pub fn theirs(&self) -> u64 {
        let ms = self.ms;
        if self.mode != TimeMode::EngineFollows || self.our_turns == 0 || self.asked_ms <= 0.0 {
            return ms;
        }
        let target = self.our_ms / self.our_turns as f64;
        let per_asked = self.their_ms / self.asked_ms;
        ((target / per_asked.max(1e-3)).round() as u64).clamp(10, ms * 20)
    }

    /// Records one of our turns: `searched` is false for a move from the book.
    pub fn ours_took(&mut self, ms: f64, searched: bool) {
        if searched {
            self.our_ms += ms;
            self.our_turns += 1;
        }
    }

    /// Records one of the engine's turns, asked `asked` ms, taking `ms`.
    pub fn theirs_took(&mut self, ms: f64, asked: u64) {
        self.their_ms += ms;
        self.their_turns += 1;
        self.asked_ms += asked as f64;
    }

    /// The mean wall time a turn of each side and the mean `movetime` asked.
    pub fn means(&self) -> (f64, f64, f64) {
        let n = self.their_turns.max(1) as f64;
        (
            self.our_ms / self.our_turns.max(1) as f64,
            self.their_ms / n,
            self.asked_ms / n,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_is_asked_what_makes_its_wall_time_follow_ours() {
        let mut c = Clock::new(TimeMode::EngineFollows, 1000);
        assert_eq!(c.theirs(), 1000, "nothing measured yet: MS");
        // We took 700 ms a turn; it took 3000 ms for each 1000 asked.
        for _ in 0..10 {
            c.ours_took(700.0, true);
            c.theirs_took(3000.0, 1000);
        }
        c.ours_took(0.0, false);
        assert_eq!(c.theirs(), 233);
        assert_eq!(c.ours(), 1000.0, "our level keeps its own time");
        // Fixed time asks MS whatever was measured; --equalise moves our budget instead.
        c.mode = TimeMode::Fixed;
        assert_eq!(c.theirs(), 1000);
        c.mode = TimeMode::OursFollows;
        assert_eq!((c.theirs(), c.ours()), (1000, 3000.0));
    }
}
