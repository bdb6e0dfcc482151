//! The table itself: heaps, Stumpen, each player's Högen and Ute, the two tracks, and
//! the three plays on a small `Copy` position that the search clones freely.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use spelbord_core::Problem;
use std::fmt;

/// Stones in the game; every place together always holds exactly this many.
pub const STONES: u32 = 70;
/// A player wins with MORE than this many stones in their Ute.
pub const WIN_ABOVE: u8 = 40;
/// From this many stones in Ute on, the opponent is warned: "Stumpvarning!".
pub const WARNING_AT: u8 = 30;
/// Each row's heaps.
pub const ROW: u8 = 7;
/// Track positions on one track: 14 board heaps, then Stumpen at 14.
pub const TRACK_STUMPEN: u8 = 14;

/// The two players, named by the opening roll: Hitom threw higher and moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Role {
    /// Threw higher, lays the base of Stumpen, moves first; owns the row `H1`–`H7`.
    Hitom,
    /// The other player; owns the row `B1`–`B7`.
    Bortom,
}

impl Role {
    /// Both roles, Hitom first.
    pub const ALL: [Role; 2] = [Role::Hitom, Role::Bortom];
    /// How many roles.
    pub const NUM: usize = 2;

    /// 0 for Hitom, 1 for Bortom (the index of the per-player arrays).
    pub fn index(self) -> usize {
        self as usize
    }
    /// The opponent.
    pub fn other(self) -> Role {
        match self {
            Role::Hitom => Role::Bortom,
            Role::Bortom => Role::Hitom,
        }
    }
    /// The role's name as the rules write it.
    pub fn name(self) -> &'static str {
        match self {
            Role::Hitom => "Hitom",
            Role::Bortom => "Bortom",
        }
    }
}

/// A heap on the board: `H1`–`H7` (Hitom's row), `B1`–`B7` (Bortom's row) or `S`
/// (Stumpen). Position 1 of a row is its Port, 1–4 are Borta, 5–7 (next to Stumpen)
/// are Hemma.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Heap(u8);

impl Heap {
    /// Stumpen, the 15th heap shared by both.
    pub const STUMPEN: Heap = Heap(14);
    /// How many heaps, Stumpen included.
    pub const NUM: usize = 15;

    /// The heap at `position` (1–7) of `row`'s row, or `None` off the row.
    pub fn on_row(row: Role, position: u8) -> Option<Heap> {
        (1..=ROW)
            .contains(&position)
            .then(|| Heap(row.index() as u8 * ROW + position - 1))
    }
    /// The heap with this index (0–14: `H1`..`H7`, `B1`..`B7`, `S`).
    pub fn from_index(i: usize) -> Option<Heap> {
        (i < Self::NUM).then_some(Heap(i as u8))
    }
    /// Its index 0–14.
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// The fourteen heaps of the two rows (all but Stumpen), `H1` first.
    pub fn rows() -> impl Iterator<Item = Heap> {
        (0..14).map(Heap)
    }
    /// Whether this is Stumpen.
    pub fn is_stumpen(self) -> bool {
        self.0 == 14
    }
    /// The row it lies on (`None` for Stumpen).
    pub fn row(self) -> Option<Role> {
        match self.0 {
            0..=6 => Some(Role::Hitom),
            7..=13 => Some(Role::Bortom),
            _ => None,
        }
    }
    /// Its position 1–7 on its row (`None` for Stumpen).
    pub fn position(self) -> Option<u8> {
        (self.0 < 14).then_some(self.0 % ROW + 1)
    }
    /// Hemma: positions 5–7, the six heaps nearest Stumpen.
    pub fn is_hemma(self) -> bool {
        self.position().is_some_and(|p| p >= 5)
    }
    /// A Port: position 1, the heaps farthest from Stumpen.
    pub fn is_port(self) -> bool {
        self.position() == Some(1)
    }
    /// The Port of `role` (where that player enters stones).
    pub fn port(role: Role) -> Heap {
        Heap(role.index() as u8 * ROW)
    }
    /// The position of this heap on `role`'s track: 0 is the player's own position 7,
    /// 6 their Port, 7 the opponent's Port, 13 the opponent's position 7, 14 Stumpen.
    pub fn track_pos(self, role: Role) -> u8 {
        match (self.row(), self.position()) {
            (Some(r), Some(p)) if r == role => ROW - p,
            (Some(_), Some(p)) => ROW - 1 + p,
            _ => TRACK_STUMPEN,
        }
    }
    /// The heap at position `t` (0–14) of `role`'s track.
    pub fn at_track(role: Role, t: u8) -> Option<Heap> {
        match t {
            0..=6 => Heap::on_row(role, ROW - t),
            7..=13 => Heap::on_row(role.other(), t + 1 - ROW),
            14 => Some(Heap::STUMPEN),
            _ => None,
        }
    }
    /// Its name: `H1`–`H7`, `B1`–`B7`, `S`.
    pub fn name(self) -> String {
        self.to_string()
    }
    /// Reads `H3`, `b7`, `S` (or `Stumpen`).
    pub fn parse(s: &str) -> Option<Heap> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("s") || s.eq_ignore_ascii_case("stumpen") {
            return Some(Heap::STUMPEN);
        }
        let mut cs = s.chars();
        let row = match cs.next()?.to_ascii_uppercase() {
            'H' => Role::Hitom,
            'B' => Role::Bortom,
            _ => return None,
        };
        let rest = cs.as_str();
        if rest.len() != 1 {
            return None;
        }
        let p = rest.parse::<u8>().ok()?;
        Heap::on_row(row, p)
    }
}

impl fmt::Display for Heap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.row(), self.position()) {
            (Some(Role::Hitom), Some(p)) => write!(f, "H{p}"),
            (Some(Role::Bortom), Some(p)) => write!(f, "B{p}"),
            _ => f.write_str("S"),
        }
    }
}

impl Serialize for Heap {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

/// A heap crosses to the page by its name (`H1`, `P`, `S`), as `Serialize` writes it.
#[cfg(feature = "ts")]
impl ts_rs::TS for Heap {
    type WithoutGenerics = Self;
    type OptionInnerType = Self;
    fn name(_: &ts_rs::Config) -> String {
        "string".into()
    }
    fn inline(cfg: &ts_rs::Config) -> String {
        <Self as ts_rs::TS>::name(cfg)
    }
}

impl<'de> Deserialize<'de> for Heap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Heap, D::Error> {
        let s = String::deserialize(d)?;
        Heap::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("'{s}' is not a heap")))
    }
}

/// One play of a turn (the dice are the turn's chance event, not part of the play).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Move `stones` stones `steps` heaps along the mover's track from one heap
    /// (`3-5 H2`: stones first).
    Shift {
        /// How many stones (one die).
        stones: u8,
        /// How many heaps forward (the other die).
        steps: u8,
        /// The heap they come from.
        from: Heap,
    },
    /// Enter ("slå in") as many stones as the die beside a 6 shows onto the mover's Port
    /// (`in 5`); shortfalls from the opponent's Ute, then their Högen.
    Enter(u8),
    /// On double six: enter six stones taken from the opponent, their Ute first
    /// (`in 6!`).
    EnterFromOpponent,
    /// On doubles: knock out ("slå ut") the sum of the dice from Stumpen to the mover's
    /// Ute, the shortfall from their Högen (`out 8`).
    KnockOut(u8),
    /// No play is possible.
    Pass,
}

/// A place where stones lie: a heap (Stumpen included), or a player's Högen or Ute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Place {
    /// A board heap or Stumpen.
    Heap(Heap),
    /// A player's Högen (Inne), off the board.
    Hogen(Role),
    /// A player's Ute, off the board.
    Ute(Role),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Heap(h) => write!(f, "{h}"),
            Place::Hogen(r) => write!(f, "{}'s Högen", r.name()),
            Place::Ute(r) => write!(f, "{}'s Ute", r.name()),
        }
    }
}

/// Stones going from one place to another as part of a play (what the table animates).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Transfer {
    /// Where they come from.
    pub from: Place,
    /// Where they go.
    pub to: Place,
    /// How many.
    pub stones: u8,
}

/// The transfers of one play, in order (at most three).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Transfers {
    items: [Option<Transfer>; 3],
}

impl Transfers {
    fn push(&mut self, from: Place, to: Place, stones: u8) {
        if stones == 0 {
            return;
        }
        if let Some(slot) = self.items.iter_mut().find(|t| t.is_none()) {
            *slot = Some(Transfer { from, to, stones });
        }
    }
    /// The transfers in order.
    pub fn list(&self) -> Vec<Transfer> {
        self.items.iter().flatten().copied().collect()
    }
    /// Stones moved in all (a play that moves none is no play).
    pub fn total(&self) -> u32 {
        self.items.iter().flatten().map(|t| t.stones as u32).sum()
    }
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum EndReason {
    /// The winner got more than forty stones into their Ute: the loser "threw away the
    /// Stumpen".
    ThrewAwayStumpen,
    /// The loser has no stones in either Högen or Ute: "dried out".
    DriedOut,
    /// One play dried out both players; the player who made it wins (our Decision).
    BothDriedOut,
}

/// Why a play is not legal, naming the rule (the page words it from the kind: see
/// [`Refusal::problem`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The dice are not thrown yet.
    NotThrown,
    /// The dice do not give this many stones and steps.
    DiceDoNotGive {
        /// Stones asked for.
        stones: u8,
        /// Steps asked for.
        steps: u8,
    },
    /// Stones in Stumpen never move except out to an Ute.
    StumpenNeverMoves,
    /// The heap would be left empty: every heap keeps at least one stone.
    HeapMustKeepOne {
        /// The heap.
        heap: Heap,
        /// Stones in it.
        has: u8,
        /// Stones asked for.
        stones: u8,
    },
    /// From a Hemma heap stones move only one step (a die showing 1 gives the steps).
    HemmaNeedsOne {
        /// The heap.
        heap: Heap,
    },
    /// Entering needs a die showing 6.
    EnterNeedsSix,
    /// Entering puts as many stones as the other die shows.
    EnterOtherDie {
        /// What the other die allows.
        allowed: u8,
    },
    /// Entering six from the opponent needs a double six.
    NeedsDoubleSix,
    /// Knocking out needs equal dice.
    KnockOutNeedsDoubles,
    /// Knocking out moves the sum of the dice.
    KnockOutSum {
        /// The sum of the dice.
        sum: u8,
    },
    /// The play would move no stones, which is no play.
    MovesNothing,
    /// Passing is allowed only when no play is possible.
    MustPlay,
}

impl Refusal {
    /// The kind (`stumphog.<name>`) with its arguments and the English wording.
    pub fn problem(&self) -> Problem {
        let key = match self {
            Refusal::GameOver => "gameOver",
            Refusal::NotThrown => "chanceDue",
            Refusal::DiceDoNotGive { .. } => "stumphog.diceDoNotGive",
            Refusal::StumpenNeverMoves => "stumphog.stumpenNeverMoves",
            Refusal::HeapMustKeepOne { .. } => "stumphog.heapMustKeepOne",
            Refusal::HemmaNeedsOne { .. } => "stumphog.hemmaNeedsOne",
            Refusal::EnterNeedsSix => "stumphog.enterNeedsSix",
            Refusal::EnterOtherDie { .. } => "stumphog.enterOtherDie",
            Refusal::NeedsDoubleSix => "stumphog.needsDoubleSix",
            Refusal::KnockOutNeedsDoubles => "stumphog.knockOutNeedsDoubles",
            Refusal::KnockOutSum { .. } => "stumphog.knockOutSum",
            Refusal::MovesNothing => "stumphog.movesNothing",
            Refusal::MustPlay => "stumphog.mustPlay",
        };
        let args = match *self {
            Refusal::DiceDoNotGive { stones, steps } => {
                vec![("stones", stones.to_string()), ("steps", steps.to_string())]
            }
            Refusal::HeapMustKeepOne { heap, has, stones } => vec![
                ("heap", heap.to_string()),
                ("has", has.to_string()),
                ("stones", stones.to_string()),
            ],
            Refusal::HemmaNeedsOne { heap } => vec![("heap", heap.to_string())],
            Refusal::EnterOtherDie { allowed } => vec![("allowed", allowed.to_string())],
            Refusal::KnockOutSum { sum } => vec![("sum", sum.to_string())],
            _ => vec![],
        };
        Problem::new(key, args, self.to_string())
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Refusal::GameOver => f.write_str("the game is over"),
            Refusal::NotThrown => f.write_str("the dice are not thrown yet"),
            Refusal::DiceDoNotGive { stones, steps } => write!(
                f,
                "the dice do not give {stones} stones {steps} steps: one die is the stones, the other the steps"
            ),
            Refusal::StumpenNeverMoves => {
                f.write_str("stones in Stumpen never move except out to an Ute")
            }
            Refusal::HeapMustKeepOne { heap, has, stones } => write!(
                f,
                "{heap} holds {has}: moving {stones} would not leave a stone, and every heap keeps at least one"
            ),
            Refusal::HemmaNeedsOne { heap } => write!(
                f,
                "{heap} is Hemma: from Hemma stones move only one step, with a die showing 1"
            ),
            Refusal::EnterNeedsSix => f.write_str("entering (slå in) needs a die showing 6"),
            Refusal::EnterOtherDie { allowed } => write!(
                f,
                "entering puts as many stones as the other die shows: in {allowed}"
            ),
            Refusal::NeedsDoubleSix => {
                f.write_str("entering six from the opponent needs a double six")
            }
            Refusal::KnockOutNeedsDoubles => {
                f.write_str("knocking out (slå ut) needs equal dice")
            }
            Refusal::KnockOutSum { sum } => {
                write!(f, "knocking out moves as many stones as the dice sum: out {sum}")
            }
            Refusal::MovesNothing => f.write_str("that play would move no stones, which is no play"),
            Refusal::MustPlay => f.write_str("a player may pass only when no play is possible"),
        }
    }
}

/// The stones of a position and whose play it is (no dice, no history).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Pos {
    /// Stones in each heap: `H1`..`H7`, `B1`..`B7`, Stumpen (index by [`Heap::index`]).
    pub heaps: [u8; 15],
    /// Each player's Högen (Inne), by [`Role::index`].
    pub hogen: [u8; 2],
    /// Each player's Ute, by [`Role::index`].
    pub ute: [u8; 2],
    /// Whose play it is.
    pub mover: Role,
}

impl Default for Pos {
    /// The start after the opening roll: seven single stones a row, Stumpen's base laid
    /// by Hitom, Högen 27 for Hitom and 28 for Bortom, Hitom to play.
    fn default() -> Pos {
        let mut heaps = [1; 15];
        heaps[14] = 1;
        Pos {
            heaps,
            hogen: [27, 28],
            ute: [0, 0],
            mover: Role::Hitom,
        }
    }
}

impl Pos {
    /// Stones in `heap`.
    pub fn stones(&self, heap: Heap) -> u8 {
        self.heaps[heap.index()]
    }
    /// Stones in Stumpen.
    pub fn stumpen(&self) -> u8 {
        self.heaps[14]
    }
    /// All stones counted over every place (70 in a sound position).
    pub fn total(&self) -> u32 {
        self.heaps.iter().map(|&n| n as u32).sum::<u32>()
            + self.hogen.iter().map(|&n| n as u32).sum::<u32>()
            + self.ute.iter().map(|&n| n as u32).sum::<u32>()
    }
    /// Whether `role` has no stones in either Högen or Ute ("dried out").
    pub fn dried_out(&self, role: Role) -> bool {
        self.hogen[role.index()] == 0 && self.ute[role.index()] == 0
    }

    /// Whether the last play, made by `mover`, ended the game: the winner and why.
    /// Both players are checked after every play; a play that dries out both wins for
    /// the player who made it (Decision).
    pub fn decided(&self, mover: Role) -> Option<(Role, EndReason)> {
        let opp = mover.other();
        if self.ute[mover.index()] > WIN_ABOVE {
            return Some((mover, EndReason::ThrewAwayStumpen));
        }
        // Only the mover's Ute grows in a play, so the opponent cannot have passed 40 now;
        // checking anyway keeps a position set up by hand honest.
        if self.ute[opp.index()] > WIN_ABOVE {
            return Some((opp, EndReason::ThrewAwayStumpen));
        }
        match (self.dried_out(mover), self.dried_out(opp)) {
            (true, true) => Some((mover, EndReason::BothDriedOut)),
            (false, true) => Some((mover, EndReason::DriedOut)),
            (true, false) => Some((opp, EndReason::DriedOut)),
            (false, false) => None,
        }
    }

    /// Where `stones` stones land moving `steps` from `from` on the mover's track.
    pub fn landing(&self, from: Heap, steps: u8) -> Place {
        let t = from.track_pos(self.mover) + steps;
        match Heap::at_track(self.mover, t) {
            Some(h) => Place::Heap(h),
            None => Place::Hogen(self.mover.other()),
        }
    }

    /// Why `m` is not a play with `dice`, or `None` when it is one. Pass is judged
    /// by [`Pos::plays`] (it needs every other play to be impossible).
    pub fn illegal(&self, dice: [u8; 2], m: &Move) -> Option<Refusal> {
        let [a, b] = dice;
        let me = self.mover.index();
        let opp = 1 - me;
        match *m {
            Move::Shift {
                stones,
                steps,
                from,
            } => {
                if !((stones, steps) == (a, b) || (stones, steps) == (b, a)) {
                    return Some(Refusal::DiceDoNotGive { stones, steps });
                }
                if from.is_stumpen() {
                    return Some(Refusal::StumpenNeverMoves);
                }
                let has = self.stones(from);
                if has <= stones {
                    return Some(Refusal::HeapMustKeepOne {
                        heap: from,
                        has,
                        stones,
                    });
                }
                if from.is_hemma() && steps != 1 {
                    return Some(Refusal::HemmaNeedsOne { heap: from });
                }
                None
            }
            Move::Enter(n) => {
                if a != 6 && b != 6 {
                    return Some(Refusal::EnterNeedsSix);
                }
                let other = if a == 6 { b } else { a };
                if n != other {
                    return Some(Refusal::EnterOtherDie { allowed: other });
                }
                let avail = self.hogen[me] as u32 + self.ute[opp] as u32 + self.hogen[opp] as u32;
                (avail == 0).then_some(Refusal::MovesNothing)
            }
            Move::EnterFromOpponent => {
                if dice != [6, 6] {
                    return Some(Refusal::NeedsDoubleSix);
                }
                (self.ute[opp] == 0 && self.hogen[opp] == 0).then_some(Refusal::MovesNothing)
            }
            Move::KnockOut(n) => {
                if a != b {
                    return Some(Refusal::KnockOutNeedsDoubles);
                }
                if n != a + b {
                    return Some(Refusal::KnockOutSum { sum: a + b });
                }
                (self.stumpen() <= 1 && self.hogen[me] == 0).then_some(Refusal::MovesNothing)
            }
            Move::Pass => {
                let mut v = Vec::new();
                self.plays(dice, &mut v);
                (v != [Move::Pass]).then_some(Refusal::MustPlay)
            }
        }
    }

    /// Every play with `dice` (each once), or just [`Move::Pass`] when none is possible.
    pub fn plays(&self, dice: [u8; 2], out: &mut Vec<Move>) {
        out.clear();
        let [a, b] = dice;
        let me = self.mover.index();
        let opp = 1 - me;
        let splits: &[(u8, u8)] = if a == b { &[(a, b)] } else { &[(a, b), (b, a)] };
        for &(stones, steps) in splits {
            for from in Heap::rows() {
                if self.heaps[from.index()] > stones && (steps == 1 || !from.is_hemma()) {
                    out.push(Move::Shift {
                        stones,
                        steps,
                        from,
                    });
                }
            }
        }
        if a == 6 || b == 6 {
            let other = if a == 6 { b } else { a };
            if self.hogen[me] as u32 + self.ute[opp] as u32 + self.hogen[opp] as u32 > 0 {
                out.push(Move::Enter(other));
            }
            if dice == [6, 6] && (self.ute[opp] > 0 || self.hogen[opp] > 0) {
                out.push(Move::EnterFromOpponent);
            }
        }
        if a == b && (self.stumpen() > 1 || self.hogen[me] > 0) {
            out.push(Move::KnockOut(a + b));
        }
        if out.is_empty() {
            out.push(Move::Pass);
        }
    }

    /// Plays `m` for the mover (assumed legal) and says what went where. The mover
    /// does not change: the caller passes the turn.
    pub fn apply(&mut self, m: &Move) -> Transfers {
        let mut t = Transfers::default();
        let role = self.mover;
        let me = role.index();
        let opp = 1 - me;
        match *m {
            Move::Shift {
                stones,
                steps,
                from,
            } => {
                let take = stones.min(self.heaps[from.index()].saturating_sub(1));
                self.heaps[from.index()] -= take;
                match self.landing(from, steps) {
                    Place::Heap(h) if h.is_stumpen() => {
                        // Landing exactly on Stumpen: one stone is at once knocked out.
                        self.heaps[14] += take;
                        t.push(Place::Heap(from), Place::Heap(h), take);
                        let out = take.min(1);
                        self.heaps[14] -= out;
                        self.ute[me] += out;
                        t.push(Place::Heap(h), Place::Ute(role), out);
                    }
                    Place::Heap(h) => {
                        self.heaps[h.index()] += take;
                        t.push(Place::Heap(from), Place::Heap(h), take);
                    }
                    _ => {
                        // Overshooting Stumpen ("slå över"): to the opponent's Högen.
                        self.hogen[opp] += take;
                        t.push(Place::Heap(from), Place::Hogen(role.other()), take);
                    }
                }
            }
            Move::Enter(n) => {
                // Own Högen first, the shortfall from the opponent's Ute, then (Decision)
                // from the opponent's Högen; as many as there are.
                let sources = [
                    Place::Hogen(role),
                    Place::Ute(role.other()),
                    Place::Hogen(role.other()),
                ];
                self.enter(n, &sources, &mut t);
            }
            Move::EnterFromOpponent => {
                let sources = [Place::Ute(role.other()), Place::Hogen(role.other())];
                self.enter(6, &sources, &mut t);
            }
            Move::KnockOut(n) => {
                let from_s = n.min(self.heaps[14].saturating_sub(1));
                self.heaps[14] -= from_s;
                self.ute[me] += from_s;
                t.push(Place::Heap(Heap::STUMPEN), Place::Ute(role), from_s);
                let from_h = (n - from_s).min(self.hogen[me]);
                self.hogen[me] -= from_h;
                self.ute[me] += from_h;
                t.push(Place::Hogen(role), Place::Ute(role), from_h);
            }
            Move::Pass => {}
        }
        t
    }

    fn pile(&mut self, p: Place) -> &mut u8 {
        match p {
            Place::Heap(h) => &mut self.heaps[h.index()],
            Place::Hogen(r) => &mut self.hogen[r.index()],
            Place::Ute(r) => &mut self.ute[r.index()],
        }
    }

    /// Enters up to `n` stones onto the mover's Port from `sources` in order.
    fn enter(&mut self, n: u8, sources: &[Place], t: &mut Transfers) {
        let port = Place::Heap(Heap::port(self.mover));
        let mut left = n;
        for &src in sources {
            let pile = self.pile(src);
            let k = left.min(*pile);
            *pile -= k;
            left -= k;
            *self.pile(port) += k;
            t.push(src, port, k);
        }
    }

    /// Checks the rules' invariants: 70 stones, every heap holding at least one.
    pub fn check(&self) -> Result<(), String> {
        match self.fault() {
            Some(p) => Err(p.message),
            None => Ok(()),
        }
    }

    /// The first of the rules' invariants the position breaks, as a kind
    /// (`stumphog.pos.stones`, `stumphog.pos.emptyHeap`).
    pub fn fault(&self) -> Option<Problem> {
        let total = self.total();
        if total != STONES {
            return Some(Problem::new(
                "stumphog.pos.stones",
                vec![("count", total.to_string())],
                format!("{total} stones on the table, not {STONES}"),
            ));
        }
        (0..Heap::NUM).find(|&i| self.heaps[i] == 0).map(|i| {
            let heap = Heap(i as u8);
            Problem::new(
                "stumphog.pos.emptyHeap",
                vec![("heap", heap.to_string())],
                format!("heap {heap} is empty"),
            )
        })
    }

    /// The position as text: `H1,..,H7/B1,..,B7/S/HÖGEN_H,HÖGEN_B/UTE_H,UTE_B/MOVER`
    /// with MOVER `h` or `b` (e.g. the start `1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h`).
    pub fn to_text(&self) -> String {
        let row = |r: usize| {
            self.heaps[r * 7..r * 7 + 7]
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{}/{}/{}/{},{}/{},{}/{}",
            row(0),
            row(1),
            self.heaps[14],
            self.hogen[0],
            self.hogen[1],
            self.ute[0],
            self.ute[1],
            if self.mover == Role::Hitom { 'h' } else { 'b' }
        )
    }

    /// Reads [`Pos::to_text`]; the position must account for 70 stones with every heap
    /// holding one, and must not be decided already. What is wrong comes as a kind of its
    /// own (`stumphog.pos.…`), for the page to word.
    pub fn from_text(s: &str) -> Result<Pos, Problem> {
        let parts: Vec<&str> = s.trim().split('/').map(str::trim).collect();
        if parts.len() != 6 {
            return Err(Problem::new(
                "stumphog.pos.parts",
                vec![("count", parts.len().to_string())],
                format!(
                    "a position has six parts separated by '/' (Hitom's row, Bortom's row, Stumpen, Högar, Ute, who plays), not {}",
                    parts.len()
                ),
            ));
        }
        let nums = |p: &str, n: usize, key: &'static str, what: &str| -> Result<Vec<u8>, Problem> {
            let v: Result<Vec<u8>, _> = p.split(',').map(|x| x.trim().parse::<u8>()).collect();
            match v {
                Ok(v) if v.len() == n && v.iter().all(|&x| x as u32 <= STONES) => Ok(v),
                _ => Err(Problem::new(
                    key,
                    vec![("text", p.to_string())],
                    format!("{what} must be {n} numbers 0–70 separated by commas: '{p}'"),
                )),
            }
        };
        let h = nums(parts[0], 7, "stumphog.pos.hitomRow", "Hitom's row")?;
        let b = nums(parts[1], 7, "stumphog.pos.bortomRow", "Bortom's row")?;
        let st = nums(parts[2], 1, "stumphog.pos.stumpen", "Stumpen")?;
        let hog = nums(parts[3], 2, "stumphog.pos.hogar", "the Högar")?;
        let ute = nums(parts[4], 2, "stumphog.pos.ute", "the Ute piles")?;
        let mover = match parts[5] {
            "h" | "H" => Role::Hitom,
            "b" | "B" => Role::Bortom,
            other => {
                return Err(Problem::new(
                    "stumphog.pos.mover",
                    vec![("text", other.to_string())],
                    format!("who plays must be h or b, not '{other}'"),
                ))
            }
        };
        let mut heaps = [0u8; 15];
        heaps[..7].copy_from_slice(&h);
        heaps[7..14].copy_from_slice(&b);
        heaps[14] = st[0];
        let p = Pos {
            heaps,
            hogen: [hog[0], hog[1]],
            ute: [ute[0], ute[1]],
            mover,
        };
        if let Some(f) = p.fault() {
            return Err(f);
        }
        if let Some((w, why)) = p.decided(mover.other()) {
            let r = w.name().to_string();
            let loser = w.other().name();
            return Err(match why {
                EndReason::ThrewAwayStumpen => Problem::new(
                    "stumphog.pos.threwAway",
                    vec![("r", r)],
                    format!(
                        "the position is already decided: {} has more than forty stones in Ute",
                        w.name()
                    ),
                ),
                EndReason::DriedOut => Problem::new(
                    "stumphog.pos.driedOut",
                    vec![("r", loser.to_string())],
                    format!(
                        "the position is already decided: {loser} has no stones in Högen or Ute"
                    ),
                ),
                EndReason::BothDriedOut => Problem::new(
                    "stumphog.pos.bothDriedOut",
                    vec![],
                    "the position is already decided: neither player has stones in Högen or Ute",
                ),
            });
        }
        Ok(p)
    }
}
