//! Luffarschack's side of the family contract: the settings dialog, the typed board view,
//! one-click partial moves on cells, why a game ended, the bots and the speed figures.

use crate::cell::Cell;
use crate::game::{EndReason, Luffarschack, Mark, ID};
use crate::search::Engine;
use crate::view::{BoardView, ThreatKind};
use crate::window::Window;
use spelbord_ai::{Bot, Level, Limits, SearchContext};
use spelbord_core::{perft, Game, Seat};
use spelbord_family::{Family, Field, GameInfo, Steps, Words};

impl Family for Luffarschack {
    const FAMILY: &'static str = "luffarschack";
    const GAMES: &'static [GameInfo] = &[GameInfo::two(ID)];
    type BoardView = BoardView;
    /// A step is a cell (`{"x": 3, "y": -1}`): a move is one click.
    type Step = Cell;
    type EndReason = EndReason;
    type Analysis = ();

    fn fields(_id: &str) -> Vec<Field> {
        vec![
            Field::select(
                "board",
                "luffarschack.board",
                &[
                    ("unbounded", "luffarschack.unbounded"),
                    ("15x15", "luffarschack.board15"),
                    ("19x19", "luffarschack.board19"),
                ],
            ),
            Field::bool("exactly-five", "luffarschack.exactlyFive"),
            Field::bool("russian-opening", "luffarschack.russianOpening"),
        ]
    }

    fn board_view(&self, seat: Option<Seat>) -> BoardView {
        Luffarschack::board_view(self, seat)
    }

    /// No cell chosen: the cells near the marks as suggestions (on the endless paper every
    /// empty cell is legal, so the page may offer any cell and ask); one legal cell: the
    /// complete move.
    fn steps(&self, chosen: &[Cell]) -> Steps<Cell, BoardView> {
        let (next, complete) = self.next_steps(chosen);
        Steps {
            next,
            complete: complete.map(|c| self.format_move(&c)),
            view: None,
        }
    }

    fn end_reason(&self) -> Option<EndReason> {
        Luffarschack::end_reason(self)
    }

    /// The marks row by row from the top, as one reads the paper: on the endless paper
    /// each row and column told from the first mark (which has no coordinates drawn), on a
    /// bounded board by its letters and numbers; then the fours and open threes.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let v = Luffarschack::board_view(self, None);
        if v.marks.is_empty() {
            return vec![Words::new("lf.descEmpty", [])];
        }
        let bounded = v.size.is_some();
        // A column in words: its letter, or its distance from the first mark's.
        let col = |x: i32| match (bounded, x) {
            (true, _) => u8::try_from(x)
                .ok()
                .filter(|x| *x < 26)
                .map_or_else(|| "?".to_string(), |x| char::from(b'a' + x).to_string()),
            (false, 0) => "@lf.descMidCol".to_string(),
            (false, x) if x < 0 => format!("{} @lf.descLeft", x.unsigned_abs()),
            (false, x) => format!("{x} @lf.descRight"),
        };
        let mut rows: Vec<i32> = v.marks.iter().map(|m| m.cell.y).collect();
        rows.sort_unstable_by(|a, b| b.cmp(a));
        rows.dedup();
        let mut out = Vec::new();
        if !bounded {
            out.push(Words::new("lf.descHead", []));
        }
        for y in rows {
            let mut marks: Vec<&crate::view::MarkView> =
                v.marks.iter().filter(|m| m.cell.y == y).collect();
            marks.sort_by_key(|m| m.cell.x);
            let of = |mark: Mark| {
                let cols: Vec<String> = marks
                    .iter()
                    .filter(|m| m.mark == mark)
                    .map(|m| col(m.cell.x))
                    .collect();
                if cols.is_empty() {
                    "@lf.descNone".to_string()
                } else {
                    cols.join(", ")
                }
            };
            let (x, o) = (("x", of(Mark::Cross)), ("o", of(Mark::Ring)));
            out.push(match (bounded, y) {
                (true, y) => Words::new("lf.descRowBounded", [("row", (y + 1).to_string()), x, o]),
                (false, 0) => Words::new("lf.descRowFirst", [x, o]),
                (false, y) => {
                    let vd = if y < 0 { "@lf.down" } else { "@lf.up" };
                    Words::new(
                        "lf.descRow",
                        [("v", y.unsigned_abs().to_string()), ("vd", vd.into()), x, o],
                    )
                }
            });
        }
        for t in &v.threats {
            // Where it is carried out, as the rows above name it.
            let at = match (bounded, t.cell.y) {
                (true, _) => t.name.clone(),
                (false, 0) => format!("{}, @lf.descOnFirstRow", col(t.cell.x)),
                (false, y) => format!(
                    "{}, {} {}",
                    col(t.cell.x),
                    y.unsigned_abs(),
                    if y < 0 { "@lf.down" } else { "@lf.up" }
                ),
            };
            let key = match (t.kind, bounded) {
                (ThreatKind::Four, false) => "lf.descFour",
                (ThreatKind::OpenThree, false) => "lf.descThree",
                (ThreatKind::Four, true) => "lf.descFourAt",
                (ThreatKind::OpenThree, true) => "lf.descThreeAt",
            };
            out.push(Words::new(
                key,
                [("p", t.mark.seat().to_string()), ("at", at)],
            ));
        }
        out
    }

    fn move_words(&self, c: &Cell) -> Option<Words> {
        let p = ("p", self.seat_to_move()?.to_string());
        if let Some(n) = self.size() {
            // A bounded sheet has its own columns and rows, as the coordinates show them.
            let col = char::from(b'a' + u8::try_from(c.x).ok().filter(|&x| u32::from(x) < n)?);
            return Some(Words::new(
                "lf.saidMarkBounded",
                [p, ("col", col.to_string()), ("row", (c.y + 1).to_string())],
            ));
        }
        // On the endless paper every cell is told from the first mark (the origin).
        let (h, v) = (c.x.unsigned_abs(), c.y.unsigned_abs());
        let hd = if c.x < 0 { "@lf.left" } else { "@lf.right" };
        let vd = if c.y < 0 { "@lf.down" } else { "@lf.up" };
        Some(match (h, v) {
            (0, 0) if self.moves().is_empty() => Words::new("lf.saidFirst", [p]),
            (0, 0) => Words::new("lf.saidOnFirst", [p]),
            (h, 0) => Words::new("lf.saidMarkH", [p, ("h", h.to_string()), ("hd", hd.into())]),
            (0, v) => Words::new("lf.saidMarkV", [p, ("v", v.to_string()), ("vd", vd.into())]),
            (h, v) => Words::new(
                "lf.saidMark",
                [
                    p,
                    ("h", h.to_string()),
                    ("hd", hd.into()),
                    ("v", v.to_string()),
                    ("vd", vd.into()),
                ],
            ),
        })
    }

    fn ascii(&self) -> String {
        Luffarschack::ascii(self)
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &["0,0", "1,1", "1,0", "-1,0", "0,1", "2,-1", "0,-1"]
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }

    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let start = Luffarschack::new(Default::default());
        let t = clock();
        let n = perft(&start, 4);
        let perft_ms = (clock() - t).max(1e-3);
        let mut g = start;
        for t in ["0,0", "1,1", "1,0", "-1,0"] {
            if let Ok(m) = g.parse_move(t) {
                g.play_unchecked(&m);
            }
        }
        let mut b = crate::bot(Level::Strongest, 1);
        let mut ctx = SearchContext::new(Limits::time(300.0), clock);
        let _ = b.choose(&g, &mut ctx);
        let ms = ctx.elapsed_ms().max(1e-3);
        // The VCF test positions, each proved from a fresh table, as proofs per second.
        let games: Vec<Luffarschack> = crate::positions::VCF
            .iter()
            .filter_map(|&(_, _, record)| {
                let mut g = Luffarschack::new(Default::default());
                for t in record.split_whitespace() {
                    let m = g.parse_move(t).ok()?;
                    g.try_play(&m).ok()?;
                }
                Some(g)
            })
            .collect();
        let t = clock();
        let mut proofs = 0u32;
        for (g, &(_, fours, _)) in games.iter().zip(crate::positions::VCF.iter()) {
            let mut w = Window::of_game(g);
            let mut ctx = SearchContext::new(Limits::time(f64::INFINITY), clock);
            let found = Engine::new(16).vcf(&mut w, fours, u64::MAX, f64::INFINITY, &mut ctx);
            proofs += found.is_some() as u32;
        }
        let vcf_ms = (clock() - t).max(1e-3);
        vec![
            ("perft 4 paths/s".into(), n as f64 / perft_ms * 1e3),
            ("engine nodes/s".into(), ctx.nodes as f64 / ms * 1e3),
            // Depth beside speed: a search that prunes more is deeper at fewer nodes/s.
            ("engine depth in 300 ms".into(), ctx.thought.depth as f64),
            (
                "VCF test positions (5/7/9/11 plies) proved/s".into(),
                proofs as f64 / vcf_ms * 1e3,
            ),
        ]
    }
}
