//! Stumphög's side of the family contract: the board view, plays built in clicks (which
//! die is the stones, then the heap; or enter, knock out, pass), why a game ended,
//! dice entered by hand, set-up positions from text, and the speed figures.

use crate::game::{Settings, Stumphog};
use crate::pos::EndReason;
use crate::pos::{Move, Role};
use crate::steps::Step;
use crate::view::BoardView;
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat};
use spelbord_family::{Family, GameInfo, Steps, Words};

impl Family for Stumphog {
    const FAMILY: &'static str = "stumphog";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("stumphog")];
    const HAND_CHANCE: bool = true;
    type BoardView = BoardView;
    type Step = Step;
    type EndReason = EndReason;
    type Analysis = ();

    fn board_view(&self, seat: Option<Seat>) -> BoardView {
        Stumphog::board_view(self, seat)
    }

    /// The clicks that may follow; once they make a play, its notation (dice first) and
    /// the table after it, whose last play shows where every stone went.
    fn steps(&self, chosen: &[Step]) -> Steps<Step, BoardView> {
        let (next, complete) = self.next_steps(chosen);
        let view = complete.and_then(|m| {
            let mut after = self.clone();
            after.try_play(&m).ok()?;
            Some(Stumphog::board_view(&after, self.seat_to_move()))
        });
        Steps {
            next,
            complete: complete.map(|m| self.format_move(&m)),
            view,
        }
    }

    fn end_reason(&self) -> Option<EndReason> {
        Stumphog::end_reason(self)
    }

    /// Each row's heaps from its Port in, Stumpen, each player's Högen and Ute (with
    /// Stumpvarning), and the dice of the play due.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let v = Stumphog::board_view(self, None);
        let role = |r: Role| match r {
            Role::Hitom => "@stumphog.hitom",
            Role::Bortom => "@stumphog.bortom",
        };
        let mut out = Vec::new();
        for (r, row) in [
            (Role::Hitom, "@stumphog.rowHitom"),
            (Role::Bortom, "@stumphog.rowBortom"),
        ] {
            let stones: Vec<String> = v
                .heaps
                .iter()
                .filter(|h| h.row == r)
                .map(|h| format!("{} {}", h.heap, h.stones))
                .collect();
            out.push(Words::new(
                "stumphog.descRow",
                [("row", row.to_string()), ("heaps", stones.join(", "))],
            ));
        }
        out.push(Words::new(
            "stumphog.descStumpen",
            [("n", v.stumpen.to_string())],
        ));
        for pl in &v.players {
            let mut args = vec![
                ("r", role(pl.role).to_string()),
                ("hogen", pl.hogen.to_string()),
                ("ute", pl.ute.to_string()),
            ];
            let key = match pl.seat {
                Some(s) => {
                    args.push(("p", s.to_string()));
                    "stumphog.descPlayer"
                }
                None => "stumphog.descRole",
            };
            out.push(Words::new(key, args));
            if pl.stumpvarning {
                out.push(Words::new(
                    "stumphog.descWarning",
                    [("r", role(pl.role).to_string())],
                ));
            }
        }
        if let Some([a, b]) = v.dice {
            out.push(Words::new(
                "stumphog.descDice",
                [("a", a.to_string()), ("b", b.to_string())],
            ));
        }
        out
    }

    fn move_words(&self, m: &Move) -> Option<Words> {
        let role = |r: Role| match r {
            Role::Hitom => "@stumphog.hitom",
            Role::Bortom => "@stumphog.bortom",
        };
        let d = self.dice()?;
        let mut args = vec![
            ("r", role(self.mover()?).to_string()),
            ("a", d.0.to_string()),
            ("b", d.1.to_string()),
        ];
        let key = match *m {
            Move::Shift {
                stones,
                steps,
                from,
            } => {
                args.push(("n", stones.to_string()));
                args.push(("s", steps.to_string()));
                let row = match from.row() {
                    Some(Role::Hitom) => "@stumphog.rowHitom",
                    Some(Role::Bortom) => "@stumphog.rowBortom",
                    None => "@stumphog.stumpen",
                };
                args.push(("row", row.to_string()));
                args.push(("h", from.position().unwrap_or(0).to_string()));
                // The heap as the board labels it (`H3`).
                args.push(("heap", from.to_string()));
                if stones == 1 {
                    "stumphog.sayShiftOne"
                } else {
                    "stumphog.sayShift"
                }
            }
            Move::Enter(n) => {
                args.push(("n", n.to_string()));
                "stumphog.sayEnter"
            }
            Move::EnterFromOpponent => "stumphog.sayEnterSix",
            Move::KnockOut(n) => {
                args.push(("n", n.to_string()));
                "stumphog.sayOut"
            }
            Move::Pass => "stumphog.sayPass",
        };
        Some(Words::new(key, args))
    }

    fn ascii(&self) -> String {
        Stumphog::ascii(self)
    }

    /// Plays that fit the dice of seed 1 (the preview card's game), as a strong
    /// level played them (a test replays them).
    fn preview_moves(_id: &str) -> &'static [&'static str] {
        PREVIEW
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }

    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let (paths, ms) = crate::bot::perft_speed(clock);
        let (leaves, search_ms) = crate::bot::search_speed(clock, 500.0);
        vec![
            (
                "stumphog perft depth 3, paths/s".into(),
                paths as f64 * 1000.0 / ms.max(1e-9),
            ),
            (
                "stumphog expectimax leaves/s".into(),
                leaves as f64 * 1000.0 / search_ms.max(1e-9),
            ),
        ]
    }

    /// A position as [`Stumphog::position_text`] writes it,
    /// `1,1,1,1,1,1,1/1,1,1,1,1,1,1/1/27,28/0,0/h/0`; text without the two rows of seven
    /// is not one.
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let t = text.trim();
        let mut parts = t.split('/');
        let rows = [parts.next()?, parts.next()?];
        if rows.iter().any(|r| r.split(',').count() != 7) {
            return None;
        }
        let settings = Settings { start: t.into() };
        Some(Replay::try_new(settings, 0, false).map_err(|e| e.0))
    }
}

/// The preview card's opening (see [`Family::preview_moves`]).
pub const PREVIEW: &[&str] = &[
    "[2-5] pass",
    "[6-3] in 3",
    "[6-6] out 12",
    "[2-6] 2-6 B1",
    "[6-5] in 5",
    "[3-3] out 6",
    "[4-4] out 8",
    "[1-2] 2-1 H6",
];
