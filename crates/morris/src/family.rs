//! The morris games' side of the family contract: the settings dialog (who starts, and
//! flying in `kvarn`), the board view, turns built point by point (the man, its
//! destination, then after a mill the man to remove, with the board shown as the turn
//! stands so the removable men light up), and why a game ended.

use crate::board::NAMES;
use crate::game::{EndReason, Morris, Step};
use crate::moves::MorrisMove;
use crate::settings::Variant;
use crate::view::{BoardView, Phase};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Seat};
use spelbord_family::{Family, Field, GameInfo, Steps, Words};

impl Family for Morris {
    const FAMILY: &'static str = "morris";
    const GAMES: &'static [GameInfo] = &[
        GameInfo::two("kvarn"),
        GameInfo::two("kvarn-12"),
        GameInfo::two("tre-i-rad"),
    ];
    type BoardView = BoardView;
    /// A point clicked, by index (see [`crate::board::NAMES`]).
    type Step = Step;
    type EndReason = EndReason;
    type Analysis = ();

    fn fields(id: &str) -> Vec<Field> {
        let twelve = id == Variant::Kvarn12.id();
        let first = Field::select(
            "first",
            "morris.first",
            &[
                ("lot", "morris.firstLot"),
                (
                    "white",
                    if twelve {
                        "morris.firstYellow"
                    } else {
                        "morris.firstWhite"
                    },
                ),
                (
                    "black",
                    if twelve {
                        "morris.firstBlue"
                    } else {
                        "morris.firstBlack"
                    },
                ),
            ],
        );
        let mut fields = vec![first];
        if id == Variant::Kvarn.id() {
            fields.push(Field::bool("flying", "morris.flying"));
        }
        fields
    }

    fn board_view(&self, seat: Option<Seat>) -> BoardView {
        Morris::board_view(self, seat)
    }

    /// The next points; once the man is put (the placement, or the move's destination)
    /// and a removal is still due, the view shows the board as the turn stands: the man on
    /// its new point, the men taken automatically gone, the new mill among the mills, the
    /// hands and counts after the turn so far, the removable men selectable.
    fn steps(&self, chosen: &[Step]) -> Steps<Step, BoardView> {
        let (next, complete) = self.next_steps(chosen);
        if next.is_empty() && complete.is_none() {
            return Steps::none();
        }
        let placing = self.pos().hand[self.turn() as usize] > 0;
        let put = if placing { 1 } else { 2 };
        let view = (chosen.len() == put && complete.is_none()).then(|| {
            let (from, to) = if placing {
                (None, chosen[0])
            } else {
                (Some(chosen[0]), chosen[1])
            };
            self.turn_view(from, to, next.clone())
        });
        Steps {
            next,
            complete: complete.map(|m| self.format_move(&m)),
            view,
        }
    }

    fn end_reason(&self) -> Option<EndReason> {
        Morris::end_reason(self)
    }

    fn ascii(&self) -> String {
        Morris::ascii(self)
    }

    /// Each side's men on the board by point name, the men still in hand and those
    /// lost, what the side is doing (placing, moving or flying), and the mills standing.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let v = Morris::board_view(self, None);
        let mut out = Vec::new();
        for seat in 0..2u8 {
            let at: Vec<&str> = v
                .points
                .iter()
                .filter(|q| q.man == Some(seat))
                .map(|q| q.name)
                .collect();
            let key = if at.is_empty() {
                "morris.descNoMen"
            } else {
                "morris.desc"
            };
            let phase = match v.phase[usize::from(seat)] {
                Phase::Placing => "@morris.phase.placing",
                Phase::Moving => "@morris.phase.moving",
                Phase::Flying => "@morris.phase.flying",
            };
            out.push(Words::new(
                key,
                [
                    ("p", seat.to_string()),
                    ("at", at.join(", ")),
                    ("phase", phase.to_string()),
                    ("hand", v.in_hand[usize::from(seat)].to_string()),
                    ("lost", v.lost[usize::from(seat)].to_string()),
                ],
            ));
        }
        for m in &v.mills {
            let at: Vec<&str> = m
                .points
                .iter()
                .map(|&i| NAMES[usize::from(i) % NAMES.len()])
                .collect();
            out.push(Words::new(
                "morris.descMill",
                [("p", m.seat.to_string()), ("at", at.join("–"))],
            ));
        }
        out
    }

    /// The man put from the hand or moved (both points named), and the man removed after
    /// a mill; the captures the rules make by themselves are the page's line beside the
    /// board to tell, as they follow from the position after the move.
    fn move_words(&self, m: &MorrisMove) -> Option<Words> {
        let name = |i: u8| NAMES.get(usize::from(i)).map(|n| n.to_string());
        let mut args = vec![("p", self.seat_to_move()?.to_string()), ("to", name(m.to)?)];
        if let Some(f) = m.from {
            args.push(("from", name(f)?));
        }
        if let Some(r) = m.remove {
            args.push(("x", name(r)?));
        }
        let key = match (m.from.is_some(), m.remove.is_some()) {
            (false, false) => "morris.saidPlace",
            (false, true) => "morris.saidPlaceTake",
            (true, false) => "morris.saidMove",
            (true, true) => "morris.saidMoveTake",
        };
        Some(Words::new(key, args))
    }

    fn preview_moves(id: &str) -> &'static [&'static str] {
        match id {
            "kvarn-12" => &["d2", "f4", "b4", "d6", "a1"],
            "tre-i-rad" => &["d2", "b4", "f4", "d6", "e4", "c4", "d5"],
            _ => &["d2", "f4", "b4", "d6", "d3"],
        }
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

    /// `endgame`: builds the table of three flying men against three once more and says
    /// how long it took and how many positions it decided, so its cost in the browser can
    /// be measured on its own.
    fn measure(
        name: &str,
        _args: &[f64],
        clock: fn() -> f64,
    ) -> Option<Vec<Vec<(&'static str, f64)>>> {
        (name == "endgame").then(|| {
            let t = clock();
            let table = crate::endgame::Table::build();
            vec![vec![
                ("ms", clock() - t),
                ("won", table.counts[0] as f64),
                ("lost", table.counts[1] as f64),
                ("drawn", table.counts[2] as f64),
                ("longest", table.longest as f64),
            ]]
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{First, MorrisSettings};

    #[test]
    fn steps_show_the_turn_as_it_stands_before_the_removal() {
        let s = MorrisSettings::new(Variant::Kvarn).with_first(First::White);
        let g = Morris::from_moves(s, "a1 b2 d1 f2").unwrap();
        let st = Family::steps(&g, &[2]); // g1 closes a1-d1-g1
        assert_eq!(st.next, vec![3, 5]);
        assert_eq!(st.complete, None);
        let v = st.view.expect("the board with g1 placed");
        assert_eq!(v.points[2].man, Some(0));
        assert_eq!(v.selectable, vec![3, 5]);
        assert_eq!(v.in_hand, [6, 7], "the man placed has left the hand");
        assert!(v.mills.iter().any(|m| m.seat == 0 && m.points == [0, 1, 2]));
        let last = v.last.expect("the turn so far");
        assert_eq!((last.from, last.to, last.mill), (None, 2, true));
        let done = Family::steps(&g, &[2, 5]);
        assert_eq!(done.complete.as_deref(), Some("g1xf2"));
        assert!(Family::steps(&g, &[0]).next.is_empty());
        // The dialog: who starts everywhere, flying only in kvarn.
        assert_eq!(Morris::fields("kvarn").len(), 2);
        assert_eq!(Morris::fields("kvarn-12").len(), 1);
        for id in ["kvarn", "kvarn-12", "tre-i-rad"] {
            let mut g = Morris::new(
                MorrisSettings::new(Variant::from_id(id).unwrap()).with_first(First::White),
            );
            for m in Morris::preview_moves(id) {
                let mv = g.parse_move(m).unwrap();
                g.try_play(&mv).unwrap();
            }
        }
    }
}
