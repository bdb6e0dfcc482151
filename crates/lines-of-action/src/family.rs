//! Lines of Action's side of the family contract: the settings dialog (what a move that
//! connects both sides means), the board view, moves built by two clicks (the piece,
//! then its destination), why a game ended, set-up positions, and the speed figures.

use crate::board::square_name;
use crate::game::{parse_position, EndReason, LinesOfAction, LoaSettings};
use crate::moves::Move;
use crate::view::{BoardView, Step};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat};
use spelbord_family::{Family, Field, GameInfo, Steps, Words};

impl Family for LinesOfAction {
    const FAMILY: &'static str = "lines-of-action";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("lines-of-action")];
    type BoardView = BoardView;
    /// A square (0–63, a1 = 0): the piece, then its destination.
    type Step = Step;
    type EndReason = EndReason;
    type Analysis = ();

    fn fields(_id: &str) -> Vec<Field> {
        vec![Field::select(
            "simultaneous",
            "loa.simultaneousField",
            &[
                ("draw", "loa.simultaneousDraw"),
                ("mover-wins", "loa.simultaneousMoverWins"),
            ],
        )]
    }

    fn board_view(&self, seat: Option<Seat>) -> BoardView {
        LinesOfAction::board_view(self, seat)
    }

    fn steps(&self, chosen: &[Step]) -> Steps<Step, BoardView> {
        let (next, complete) = self.next_steps(chosen);
        Steps {
            next,
            complete: complete.map(|m| self.format_move(&m)),
            view: None,
        }
    }

    fn end_reason(&self) -> Option<EndReason> {
        LinesOfAction::end_reason(self)
    }

    fn ascii(&self) -> String {
        LinesOfAction::ascii(self)
    }

    /// Each side's pieces group by group (largest first), since joining them into one
    /// group is the aim: a player counts the groups and sees which piece stands apart.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let v = LinesOfAction::board_view(self, None);
        [v.black_groups, v.white_groups]
            .into_iter()
            .enumerate()
            .map(|(seat, groups)| {
                let n: usize = groups.iter().map(Vec::len).sum();
                let list: Vec<String> = groups
                    .iter()
                    .map(|g| {
                        g.iter()
                            .map(|&s| square_name(s))
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect();
                let key = if groups.len() == 1 {
                    "loa.descOneGroup"
                } else {
                    "loa.descGroups"
                };
                Words::new(
                    key,
                    [
                        ("p", seat.to_string()),
                        ("n", n.to_string()),
                        ("g", groups.len().to_string()),
                        ("groups", list.join("; ")),
                    ],
                )
            })
            .collect()
    }

    /// A slide names both squares (and says a capture); a pass says that no piece could
    /// move.
    fn move_words(&self, m: &Move) -> Option<Words> {
        let p = ("p", self.seat_to_move()?.to_string());
        Some(match m {
            Move::Pass => Words::new("loa.saidPass", [p]),
            Move::Slide(s) => {
                let key = if s.capture {
                    "loa.saidCapture"
                } else {
                    "loa.saidSlide"
                };
                Words::new(
                    key,
                    [p, ("from", square_name(s.from)), ("to", square_name(s.to))],
                )
            }
        })
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &["b1-d3", "a3-c5", "g8-e6", "h4-f4", "c1-c4", "a6-d6"]
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }

    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        crate::speed::run(clock)
    }

    /// A position like `1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b` (see
    /// [`parse_position`]); anything without eight rows is not one.
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let t = text.trim();
        if t.split_whitespace().next()?.split('/').count() != 8 {
            return None;
        }
        Some(match parse_position(t) {
            Ok(_) => {
                let settings = LoaSettings {
                    position: t.to_string(),
                    ..Default::default()
                };
                Replay::try_new(settings, 0, false).map_err(|e| e.0)
            }
            Err(e) => Err(crate::game::unreadable(e)),
        })
    }
}
