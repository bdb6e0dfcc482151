//! The checkers on the board, seen from each side, and single steps of one die.
//!
//! Each side counts the points from its own view (its ace point is 1, the point where its
//! back checkers start is 24), exactly as GNU Backgammon's `anBoard[2][25]`: a side's array
//! holds its checkers on its own points 1–24 at indices 0–23 and its checkers on the bar
//! at index 24. My point `p` is the opponent's point `25 - p`.

/// Checkers per side.
pub const CHECKERS: u8 = 15;
/// The bar as a step's source (one beyond the 24-point).
pub const BAR: u8 = 25;
/// Borne off, as a step's destination.
pub const OFF: u8 = 0;

/// One side's checkers: `[i]` for its own point `i + 1` (`i < 24`), `[24]` the bar.
pub type Side = [u8; 25];

/// The standard start, in a side's own numbering: 2 on the 24-point, 5 on the 13, 3 on the
/// 8, 5 on the 6.
pub const START: Side = {
    let mut s = [0u8; 25];
    s[23] = 2;
    s[12] = 5;
    s[7] = 3;
    s[5] = 5;
    s
};

/// Both sides' checkers, indexed by seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// `sides[seat]`: that seat's checkers in its own numbering.
    pub sides: [Side; 2],
}

impl Default for Board {
    fn default() -> Self {
        Board {
            sides: [START, START],
        }
    }
}

/// Checkers of a side still in play (on points or the bar).
#[inline]
pub fn in_play(s: &Side) -> u8 {
    s.iter().sum()
}

/// Checkers a side has borne off.
#[inline]
pub fn borne_off(s: &Side) -> u8 {
    CHECKERS.saturating_sub(in_play(s))
}

/// Pip count: how far a side's checkers have to travel (the bar counts 25).
pub fn pips(s: &Side) -> u32 {
    s.iter()
        .enumerate()
        .map(|(i, &n)| (i as u32 + 1) * n as u32)
        .sum()
}

/// Whether all of a side's checkers in play are in its home board (points 1–6).
#[inline]
pub fn all_home(s: &Side) -> bool {
    s[6..25].iter().all(|&n| n == 0)
}

/// Opponent checkers on my point `p` (1–24).
#[inline]
pub fn opp_on(opp: &Side, p: u8) -> u8 {
    opp[24 - p as usize]
}

/// Whether the two sides' checkers can still meet: some checker of mine is behind some
/// checker of the opponent (counting the bars). Without contact the game is a pure race.
pub fn contact(me: &Side, opp: &Side) -> bool {
    // My rearmost checker, in my numbering (25 = bar).
    let my_back = (0..25).rev().find(|&i| me[i] > 0).map_or(0, |i| i + 1);
    // The opponent's rearmost checker, converted to my numbering.
    let opp_back = (0..25).rev().find(|&i| opp[i] > 0).map_or(0, |i| i + 1);
    if my_back == 0 || opp_back == 0 {
        return false;
    }
    // Opponent's point q is my point 25 - q; they are in contact if my back checker is
    // further back than their back checker's position in my numbering.
    my_back + opp_back > 25
}

/// One checker moved by one die: from a point (25 = the bar) to a point (0 = borne off),
/// in the mover's numbering; `hit` when it landed on an opposing blot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Step {
    /// Source point, 1–24, or [`BAR`].
    pub from: u8,
    /// Destination point, 1–24, or [`OFF`].
    pub to: u8,
    /// Whether an opposing blot was sent to the bar.
    pub hit: bool,
}

/// Why a single step cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepError {
    /// A checker on the bar must enter first.
    BarFirst,
    /// No checker of the mover on the source point.
    NoChecker,
    /// The landing point holds two or more opposing checkers.
    Blocked,
    /// Bearing off needs all fifteen checkers in the home board.
    NotAllHome,
    /// A die larger than needed may bear off only from the highest occupied point.
    HigherPointOccupied,
}

impl std::fmt::Display for StepError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            StepError::BarFirst => "a checker on the bar must enter before any other moves",
            StepError::NoChecker => "there is no checker of yours on that point",
            StepError::Blocked => "that point is held by two or more opposing checkers",
            StepError::NotAllHome => "bearing off needs all fifteen checkers in the home board",
            StepError::HigherPointOccupied => {
                "a die larger than the point bears off only from the highest occupied point"
            }
        })
    }
}

impl StepError {
    /// The kind's key (`err.<key>` in the page's strings).
    pub fn key(&self) -> &'static str {
        match self {
            StepError::BarFirst => "backgammon.barFirst",
            StepError::NoChecker => "backgammon.noChecker",
            StepError::Blocked => "backgammon.blocked",
            StepError::NotAllHome => "backgammon.notAllHome",
            StepError::HigherPointOccupied => "backgammon.higherPointOccupied",
        }
    }

    /// The refusal of step `step` (written `13/7`) as a kind with its argument.
    pub fn problem(&self, step: &str) -> spelbord_core::Problem {
        spelbord_core::Problem::new(
            self.key(),
            vec![("step", step.to_string())],
            format!("{step}: {self}"),
        )
    }
}

/// Where a checker on `from` lands with die `d`, or why it cannot move.
#[inline]
pub fn step_target(me: &Side, opp: &Side, from: u8, d: u8) -> Result<u8, StepError> {
    if me[24] > 0 && from != BAR {
        return Err(StepError::BarFirst);
    }
    if from == 0 || from > BAR || me[from as usize - 1] == 0 {
        return Err(StepError::NoChecker);
    }
    let t = from as i8 - d as i8;
    if t >= 1 {
        if opp_on(opp, t as u8) >= 2 {
            return Err(StepError::Blocked);
        }
        return Ok(t as u8);
    }
    if !all_home(me) {
        return Err(StepError::NotAllHome);
    }
    if t < 0 && me[from as usize..6].iter().any(|&n| n > 0) {
        return Err(StepError::HigherPointOccupied);
    }
    Ok(OFF)
}

/// Plays a step known to be legal (from [`step_target`]); returns whether it hit.
#[inline]
pub fn apply_step(me: &mut Side, opp: &mut Side, from: u8, to: u8) -> bool {
    me[from as usize - 1] -= 1;
    if to == OFF {
        return false;
    }
    me[to as usize - 1] += 1;
    let oi = 24 - to as usize;
    if opp[oi] == 1 {
        opp[oi] = 0;
        opp[24] += 1;
        true
    } else {
        false
    }
}

/// Takes back a step played with [`apply_step`].
#[inline]
pub fn undo_step(me: &mut Side, opp: &mut Side, from: u8, to: u8, hit: bool) {
    me[from as usize - 1] += 1;
    if to != OFF {
        me[to as usize - 1] -= 1;
        if hit {
            opp[24 - to as usize] = 1;
            opp[24] -= 1;
        }
    }
}
