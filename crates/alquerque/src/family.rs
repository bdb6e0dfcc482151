//! Alquerque's side of the family contract: the huffing checkbox, the board view, moves
//! built point by point (a capture hop by hop, its path drawn as it grows), the huffing
//! verdict as one click, why a game ended, set-up positions, and the speed figures.

use crate::board::{between, point_name, Board, Colour};
use crate::game::{Alquerque, AlquerqueSettings, EndReason, Step};
use crate::view::AlquerqueView;
use crate::{Move, Verdict};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat};
use spelbord_family::{Family, Field, GameInfo, Steps, Words};

impl Family for Alquerque {
    const FAMILY: &'static str = "alquerque";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("alquerque")];
    type BoardView = AlquerqueView;
    /// A point clicked (the piece, then each landing), or insist / allow answering a
    /// faulty move (a huff is a click on the piece).
    type Step = Step;
    type EndReason = EndReason;
    type Analysis = ();

    fn fields(_id: &str) -> Vec<Field> {
        vec![Field::bool("huffing", "alquerque.huffingField")]
    }

    fn board_view(&self, seat: Option<Seat>) -> AlquerqueView {
        Alquerque::board_view(self, seat)
    }

    /// The next clicks; with two or more points chosen the view shows the move so far:
    /// the piece on its latest point, the jumped pieces gone (they leave at once), and
    /// `lastMove` the points chosen, so the page draws the path hop by hop.
    fn steps(&self, chosen: &[Step]) -> Steps<Step, AlquerqueView> {
        let (next, complete) = self.next_steps(chosen);
        if next.is_empty() && complete.is_none() {
            return Steps::none();
        }
        let points: Vec<u8> = chosen
            .iter()
            .filter_map(|s| match s {
                Step::Point(p) => Some(*p),
                _ => None,
            })
            .collect();
        let view = (self.fault().is_none() && points.len() >= 2).then(|| {
            let mut v = Alquerque::board_view(self, None);
            let mover = self.turn();
            let jumped: Vec<u8> = points
                .windows(2)
                .filter_map(|w| between(w[0], w[1]))
                .collect();
            v.points[points[0] as usize].piece = None;
            for &j in &jumped {
                v.points[j as usize].piece = None;
            }
            v.points[points[points.len() - 1] as usize].piece = Some(mover);
            v.last_move = points.clone();
            v.last_captured = jumped;
            v
        });
        Steps {
            next,
            complete: complete.map(|m| self.format_move(&m)),
            view,
        }
    }

    fn end_reason(&self) -> Option<EndReason> {
        Alquerque::end_reason(self)
    }

    fn ascii(&self) -> String {
        Alquerque::ascii(self)
    }

    fn move_words(&self, m: &Move) -> Option<Words> {
        let p = ("p", self.seat_to_move()?.to_string());
        let (key, arg) = match *m {
            // The path with a dash or a times sign, which the notation does not read.
            Move::Play(play) => {
                let path: Vec<String> = play.path().iter().map(|&q| point_name(q)).collect();
                if play.is_capture() {
                    ("alquerque.saidCapture", Some(("m", path.join("×"))))
                } else {
                    ("alquerque.saidMove", Some(("m", path.join("–"))))
                }
            }
            Move::Verdict(Verdict::Insist) => ("alquerque.saidInsist", None),
            Move::Verdict(Verdict::Allow) => ("alquerque.saidAllow", None),
            Move::Verdict(Verdict::Huff(q)) => ("alquerque.huffed", Some(("n", point_name(q)))),
        };
        Some(Words::new(key, std::iter::once(p).chain(arg)))
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        // The opening of two Hard-level engines.
        &[
            "c2-c3", "c4xc2", "c1xc3", "e3xc1", "c3xe3", "d4-d3", "e3xc3", "b4xd2",
        ]
    }

    /// Each side's pieces by point name, and a huffing verdict waiting to be given.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let mut out: Vec<Words> = [Colour::Black, Colour::White]
            .into_iter()
            .map(|c| {
                let at: Vec<String> = (0..25u8)
                    .filter(|&q| self.at(q) == Some(c))
                    .map(point_name)
                    .collect();
                let p = ("p", c.seat().to_string());
                if at.is_empty() {
                    Words::new("alquerque.descNoPieces", [p])
                } else {
                    Words::new("alquerque.descPieces", [p, ("at", at.join(", "))])
                }
            })
            .collect();
        // The faulty move that waits for its verdict, as the prompt says it.
        if let Some(f) = Alquerque::board_view(self, None).fault {
            let key = if f.stopped_early {
                "alquerque.faultStopped"
            } else {
                "alquerque.faultIgnored"
            };
            out.push(Words::new(key, [("p", f.offender.seat().to_string())]));
        }
        out
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }

    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let perft = crate::perft_speed(11, clock);
        let engine = crate::engine_speed(500.0, clock);
        vec![
            (
                "alquerque perft depth 11, leaves/s".into(),
                perft.per_second(),
            ),
            ("alquerque engine, nodes/s".into(), engine.per_second()),
        ]
    }

    /// A position like `WWWWW/WWWWW/BB.WW/BBBBB/BBBBB b` (row 5 first, then the side to
    /// move); anything without five rows is not one.
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let t = text.trim();
        if t.split_whitespace().next()?.split('/').count() != 5 {
            return None;
        }
        Some(match Board::from_position(t) {
            Ok(_) => {
                let settings = AlquerqueSettings {
                    position: t.to_string(),
                    ..Default::default()
                };
                Replay::try_new(settings, 0, false).map_err(|e| e.0)
            }
            Err(e) => Err(crate::game::unreadable(e)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_in_progress_is_drawn_hop_by_hop() {
        let g = Alquerque::set_up(AlquerqueSettings {
            huffing: false,
            position: "W..../...W./...W./.W.../B.... b".into(),
        })
        .unwrap();
        let p = |n: &str| Step::Point(crate::parse_point(n).unwrap());
        let s = Family::steps(&g, &[p("a1"), p("c3")]);
        assert_eq!(s.next.len(), 2);
        assert!(s.complete.is_none());
        let v = s.view.unwrap();
        assert_eq!(v.points[12].piece, Some(crate::Colour::Black));
        assert_eq!(v.points[0].piece, None);
        assert_eq!(v.points[6].piece, None, "b2 was jumped");
        assert_eq!(v.last_captured, vec![6]);
        let s = Family::steps(&g, &[p("a1"), p("c3"), p("e3"), p("c5")]);
        assert_eq!(s.complete.as_deref(), Some("a1xc3xe3xc5"));
        assert!(Family::steps(&g, &[p("e5")]).next.is_empty());
    }

    #[test]
    fn positions_open_from_text() {
        assert!(Alquerque::open_position("not a position").is_none());
        let r = Alquerque::open_position("W..../...W./...W./.W.../B.... b")
            .unwrap()
            .unwrap();
        assert_eq!(r.current().board().white.count_ones(), 4);
        let e = Alquerque::open_position("W..../...W./...W./.W.../B...x b").unwrap();
        let p = e.err().unwrap();
        assert_eq!(p.key, "alquerque.badPosition");
        let why = p.reason.expect("the reason as a kind");
        assert_eq!(why.key, "alquerque.pos.badChar");
        assert_eq!(why.arg("ch"), Some("x"));
        assert_eq!(
            p.message,
            "the set-up position cannot be read: 'x' in row 1: only B, W and . may be used"
        );
        // The same reason when the position comes in the settings of a link.
        let e = Alquerque::from_settings(AlquerqueSettings {
            position: "WWWWW/WWWWW/BB.WW/BBBBB/BBBBB q".into(),
            ..Default::default()
        })
        .err()
        .unwrap();
        assert_eq!(e.0.key, "alquerque.badPosition");
        assert_eq!(e.0.reason.unwrap().key, "alquerque.pos.badSide");
    }

    #[test]
    fn preview_moves_are_legal() {
        let mut g = Alquerque::new(AlquerqueSettings::default());
        for m in Alquerque::preview_moves("alquerque") {
            let mv = g.parse_move(m).unwrap();
            g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }
}
