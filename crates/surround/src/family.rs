//! Surround's side of the family contract: the board view (groups and their openings
//! for the page to show on demand, the last move's captures to animate), moves by two
//! clicks (the piece, then its square), why a game ended, set-up positions and the
//! speed figures. Surround has no settings to choose.

use crate::board::{square_name, Board, Step};
use crate::game::{Click, EndReason, Surround, SurroundSettings};
use crate::view::SurroundView;
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat};
use spelbord_family::{Family, GameInfo, Steps, Words};

impl Family for Surround {
    const FAMILY: &'static str = "surround";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("surround")];
    type BoardView = SurroundView;
    /// A square (0–35, a1 = 0): the piece, then where it goes.
    type Step = Click;
    type EndReason = EndReason;
    type Analysis = ();

    fn board_view(&self, seat: Option<Seat>) -> SurroundView {
        Surround::board_view(self, seat)
    }

    fn steps(&self, chosen: &[Click]) -> Steps<Click, SurroundView> {
        let (next, complete) = self.next_steps(chosen);
        Steps {
            next,
            complete: complete.map(|m| self.format_move(&m)),
            view: None,
        }
    }

    fn end_reason(&self) -> Option<EndReason> {
        Surround::end_reason(self)
    }

    fn ascii(&self) -> String {
        Surround::ascii(self)
    }

    /// Each side's pieces by square, and every group down to its last opening (the one
    /// square that, once taken, encloses it).
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let v = Surround::board_view(self, None);
        let mut out = Vec::new();
        for seat in 0..2u8 {
            let at: Vec<&str> = v
                .squares
                .iter()
                .filter(|q| q.piece.is_some_and(|c| c.seat() == seat))
                .map(|q| q.name.as_str())
                .collect();
            let p = ("p", seat.to_string());
            out.push(if at.is_empty() {
                Words::new("surround.descNoPieces", [p])
            } else {
                Words::new("surround.descPieces", [p, ("at", at.join(", "))])
            });
        }
        for g in v.groups.iter().filter(|g| g.openings.len() == 1) {
            out.push(Words::new(
                "surround.lastOpening",
                [
                    ("p", g.colour.seat().to_string()),
                    ("n", g.squares.len().to_string()),
                    ("sq", square_name(g.openings[0])),
                ],
            ));
        }
        out
    }

    fn move_words(&self, m: &Step) -> Option<Words> {
        let p = ("p", self.seat_to_move()?.to_string());
        let mut after = self.clone();
        after.play_unchecked(m);
        let took = after.last_move().map_or(0, |l| l.captured.count_ones());
        let mut args = vec![p, ("from", square_name(m.from)), ("to", square_name(m.to))];
        let key = if took > 0 {
            args.push(("n", took.to_string()));
            "surround.saidCapture"
        } else {
            "surround.saidMove"
        };
        Some(Words::new(key, args))
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &["c1-c2", "d6-d5", "d1-d2", "c6-c5", "c2-c3", "d5-d4"]
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }

    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let perft = crate::perft_speed(7, clock);
        let engine = crate::engine_speed(500.0, clock);
        vec![
            (
                "surround perft depth 7, leaves/s".into(),
                perft.per_second(),
            ),
            ("surround engine, nodes/s".into(), engine.per_second()),
        ]
    }

    /// A position like `BBBBBB/....../....../....../....../WWWWWW w` (row 6 first, then
    /// the side to move); anything without six rows is not one.
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let t = text.trim();
        if t.split_whitespace().next()?.split('/').count() != 6 {
            return None;
        }
        Some(match Board::from_position(t) {
            Ok(_) => Replay::try_new(
                SurroundSettings {
                    position: t.to_string(),
                },
                0,
                false,
            )
            .map_err(|e| e.0),
            Err(e) => Err(crate::game::unreadable(e)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_and_positions() {
        let g = Surround::new(SurroundSettings::default());
        let s = Family::steps(&g, &[2]);
        assert_eq!(s.next, vec![8]);
        assert_eq!(
            Family::steps(&g, &[2, 8]).complete.as_deref(),
            Some("c1-c2")
        );
        assert!(Surround::open_position("c1-c2").is_none());
        assert!(
            Surround::open_position("BW..../....../W...../....../....../.....B w")
                .unwrap()
                .is_ok()
        );
        let e = Surround::open_position("BW..../W...../....../....../....../...... w").unwrap();
        let p = e.err().unwrap();
        assert_eq!(p.key, "surround.badPosition");
        let why = p.reason.expect("the reason as a kind");
        assert_eq!(why.key, "surround.pos.blackEnclosed");
        assert_eq!(why.arg("sq"), Some("a6"));
        assert!(p
            .message
            .starts_with("the set-up position cannot be read: the black group on a6"));
        // The same reason when the position comes in the settings of a link.
        let e = Surround::from_settings(SurroundSettings {
            position: "BBBBBB/....../....../....../....../WWWWWW x".into(),
        })
        .err()
        .unwrap();
        assert_eq!(e.0.key, "surround.badPosition");
        assert_eq!(e.0.reason.unwrap().key, "surround.pos.badSide");
    }

    #[test]
    fn preview_moves_are_legal() {
        let mut g = Surround::new(SurroundSettings::default());
        for m in Surround::preview_moves("surround") {
            let mv = g.parse_move(m).unwrap();
            g.try_play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }
}
