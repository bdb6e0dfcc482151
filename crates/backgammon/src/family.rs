//! Backgammon's side of the family contract: the board view, turns built step by step,
//! why a game ended, GNU Backgammon's IDs and `.mat` files.

use crate::gnubg::{game_from_start, match_id, position_id};
use crate::mat::{export_mat, import_mat};
use crate::{Backgammon, Phase, Settings, Step, WinKind, BAR};
use serde::{Deserialize, Serialize};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat, SettingsError, ToAct};
use spelbord_family::{ExportMeta, Family, Field, Format, GameInfo, Steps};

/// The doubling cube.
#[derive(Debug, Clone, Serialize)]
pub struct CubeView {
    /// Its value.
    pub value: u32,
    /// Who owns it (`None`: in the middle).
    pub owner: Option<Seat>,
    /// Whether the cube is used.
    pub on: bool,
}

/// The last finished game of a match.
#[derive(Debug, Clone, Serialize)]
pub struct LastGameView {
    /// Who won.
    pub winner: Seat,
    /// Points won.
    pub points: u32,
    /// How.
    pub kind: WinKindName,
}

/// How a game was won, by name.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum WinKindName {
    /// The loser had borne off.
    Single,
    /// The loser had borne off none.
    Gammon,
    /// The loser had borne off none and a checker back.
    Backgammon,
    /// The loser refused a double.
    Dropped,
}

impl From<WinKind> for WinKindName {
    fn from(k: WinKind) -> Self {
        match k {
            WinKind::Single => WinKindName::Single,
            WinKind::Gammon => WinKindName::Gammon,
            WinKind::Backgammon => WinKindName::Backgammon,
            WinKind::Dropped => WinKindName::Dropped,
        }
    }
}

/// Where in the turn cycle the game is, by name.
#[derive(Debug, Clone, Copy, Serialize)]
pub enum PhaseName {
    /// The opening roll is due.
    Opening,
    /// The mover may double before rolling.
    BeforeRoll,
    /// The mover's roll is due.
    Rolling,
    /// The mover plays the dice.
    Moving,
    /// A double awaits its answer.
    Doubled,
    /// The game or match is over.
    Over,
}

impl From<Phase> for PhaseName {
    fn from(p: Phase) -> Self {
        match p {
            Phase::Opening => PhaseName::Opening,
            Phase::BeforeRoll => PhaseName::BeforeRoll,
            Phase::Rolling => PhaseName::Rolling,
            Phase::Moving => PhaseName::Moving,
            Phase::Doubled => PhaseName::Doubled,
            Phase::Over => PhaseName::Over,
        }
    }
}

/// What the backgammon board draws.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BackgammonView {
    /// `points[i]` = [black, white] checkers on Black's point i+1 (White's 24-i); seat 0
    /// is Black, moving from 24 towards 1.
    pub points: Vec<[u8; 2]>,
    /// Checkers on the bar, by seat.
    pub bar: [u8; 2],
    /// Checkers borne off, by seat.
    pub off: [u8; 2],
    /// Pip counts, by seat.
    pub pips: [u32; 2],
    /// The cube.
    pub cube: CubeView,
    /// The dice of the turn being played.
    pub dice: Option<[u8; 2]>,
    /// The phase.
    pub phase: PhaseName,
    /// The seat whose turn it is.
    pub turn: Seat,
    /// The match score.
    pub score: [u32; 2],
    /// Points to win the match (0: a single game).
    pub match_length: u32,
    /// Whether this is the Crawford game.
    pub crawford: bool,
    /// The game's number in the match.
    pub game: u32,
    /// The last finished game.
    pub last_game: Option<LastGameView>,
    /// GNU Backgammon's Position ID of this position.
    pub position_id: String,
    /// GNU Backgammon's Match ID of this position.
    pub match_id: String,
}

/// One step of a turn being built: a checker from a point to a point, in the mover's
/// numbering (25 the bar, 0 borne off).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct StepView {
    /// Source point.
    pub from: u8,
    /// Destination point.
    pub to: u8,
    /// Whether it hits a blot (filled in by the rules; ignored when sent).
    #[serde(default)]
    pub hit: bool,
}

/// Why a game (or match) of backgammon ended.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum BackgammonEnd {
    /// The winner bore off all checkers: a single game, gammon or backgammon.
    BearOff {
        /// Single, gammon or backgammon.
        kind: WinKindName,
        /// Points won.
        points: u32,
    },
    /// The loser refused a double.
    Dropped {
        /// Points won.
        points: u32,
    },
}

impl Family for Backgammon {
    const FAMILY: &'static str = "backgammon";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("backgammon")];
    const HAND_CHANCE: bool = true;
    type BoardView = BackgammonView;
    type Step = StepView;
    type EndReason = BackgammonEnd;
    type Analysis = ();

    fn fields(_id: &str) -> Vec<Field> {
        vec![
            Field::select(
                "match_length",
                "bg.matchLength",
                &[
                    ("0", "bg.single"),
                    ("1", "bg.points1"),
                    ("3", "bg.points3"),
                    ("5", "bg.points5"),
                    ("7", "bg.points7"),
                    ("9", "bg.points9"),
                    ("11", "bg.points11"),
                ],
            ),
            Field::bool("cube", "bg.cube"),
            Field::bool("crawford", "bg.crawford"),
            Field::bool("jacoby", "bg.jacoby"),
        ]
    }

    fn board_view(&self, _seat: Option<Seat>) -> BackgammonView {
        let s = self.settings();
        BackgammonView {
            points: self.points().iter().map(|&(b, w)| [b, w]).collect(),
            bar: [self.bar(0), self.bar(1)],
            off: [self.borne_off(0), self.borne_off(1)],
            pips: [self.pip_count(0), self.pip_count(1)],
            cube: CubeView {
                value: self.cube_value(),
                owner: self.cube_owner(),
                on: s.cube,
            },
            dice: self.dice(),
            phase: self.phase().into(),
            turn: self.turn(),
            score: self.match_score(),
            match_length: s.match_length,
            crawford: self.is_crawford_game(),
            game: self.game_number(),
            last_game: self.last_game().map(|r| LastGameView {
                winner: r.winner,
                points: r.points,
                kind: r.kind.into(),
            }),
            position_id: position_id(self),
            match_id: match_id(self),
        }
    }

    fn steps(&self, chosen: &[StepView]) -> Steps<StepView, BackgammonView> {
        if chosen.len() > 4 || chosen.iter().any(|s| s.from > BAR || s.to > BAR) {
            return Steps::none();
        }
        let partial: Vec<Step> = chosen
            .iter()
            .map(|s| Step {
                from: s.from,
                to: s.to,
                hit: false,
            })
            .collect();
        match self.next_steps(&partial) {
            Ok(n) => Steps {
                next: n
                    .steps
                    .iter()
                    .map(|s| StepView {
                        from: s.from,
                        to: s.to,
                        hit: s.hit,
                    })
                    .collect(),
                complete: n.complete.map(|m| self.format_move(&m)),
                view: None,
            },
            Err(_) => Steps::none(),
        }
    }

    fn end_reason(&self) -> Option<BackgammonEnd> {
        if !matches!(self.to_act(), ToAct::Over(_)) {
            return None;
        }
        let r = self.last_game()?;
        Some(match r.kind {
            WinKind::Dropped => BackgammonEnd::Dropped { points: r.points },
            k => BackgammonEnd::BearOff {
                kind: k.into(),
                points: r.points,
            },
        })
    }

    fn ascii(&self) -> String {
        let pts = self.points();
        let mut s = String::new();
        let cell = |(b, w): (u8, u8)| match (b, w) {
            (0, 0) => " . ".to_string(),
            (b, 0) => format!("{b:>2}x"),
            (_, w) => format!("{w:>2}o"),
        };
        s.push_str("13 14 15 16 17 18 | 19 20 21 22 23 24\n");
        for (i, &p) in pts.iter().enumerate().skip(12) {
            s.push_str(&cell(p));
            if i == 17 {
                s.push('|');
            }
        }
        s.push('\n');
        for (i, &p) in pts.iter().enumerate().take(12).rev() {
            s.push_str(&cell(p));
            if i == 6 {
                s.push('|');
            }
        }
        s.push_str("\n12 11 10  9  8  7 |  6  5  4  3  2  1\n");
        s.push_str(&format!(
            "bar x{} o{}  off x{} o{}  pips x{} o{}  cube {}  dice {:?}\n",
            self.bar(0),
            self.bar(1),
            self.borne_off(0),
            self.borne_off(1),
            self.pip_count(0),
            self.pip_count(1),
            self.cube_value(),
            self.dice()
        ));
        s
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn formats() -> &'static [Format] {
        &[Format {
            id: "mat",
            extension: "mat",
            mime: "text/plain",
            export: true,
            import: true,
        }]
    }

    fn export(game: &Replay<Self>, format: &str, meta: &ExportMeta) -> Result<String, Problem> {
        if format != "mat" {
            return Err(spelbord_family::no_format(format));
        }
        if !game.settings().start.is_empty() {
            return Err(Problem::new(
                "backgammon.matFromPosition",
                vec![],
                "a game set up from a position cannot be written as a .mat file (it always starts from the standard position)",
            ));
        }
        let name = |i: usize, d: &'static str| {
            let n = meta.names.get(i).map(|s| s.trim()).unwrap_or("");
            if n.is_empty() {
                d.to_string()
            } else {
                n.replace(':', " ")
            }
        };
        let (b, w) = (name(0, "Black"), name(1, "White"));
        Ok(export_mat(game, [&b, &w]))
    }

    fn import(format: &str, text: &str) -> Result<Replay<Self>, Problem> {
        if format != "mat" {
            return Err(spelbord_family::no_format(format));
        }
        import_mat(text, Settings::default())
            .map(|m| m.replay)
            .map_err(|e| Problem::new("backgammon.mat", vec![("detail", e.clone())], e))
    }

    /// GNU Backgammon's IDs as it shows them (`Position ID: 4HPwATDgc/ABMA Match ID:
    /// cAkAAAAAAAAA`, or `4HPwATDgc/ABMA:cAkAAAAAAAAA`, or a Position ID alone).
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ':' || c == ',' || c == ';')
            .filter(|w| !w.is_empty() && !matches!(*w, "Position" | "Match" | "ID" | "GNU"))
            .collect();
        let pos = words.iter().find(|w| w.len() == 14)?;
        let mut s = Settings {
            start: match words.iter().find(|w| w.len() == 12) {
                Some(m) => format!("{pos}:{m}"),
                None => pos.to_string(),
            },
            ..Settings::default()
        };
        Some(match game_from_start(&s) {
            Ok(g) => {
                // The Match ID decides the match length and whether the cube is in use.
                s.match_length = g.settings().match_length;
                s.cube = g.settings().cube;
                Replay::try_new(s, 0, false).map_err(|e| e.0)
            }
            Err(e) => Err(Problem::new(
                "backgammon.badIds",
                vec![("detail", e.clone())],
                e,
            )),
        })
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let (_, _, evals) = crate::measure_evals(clock, 1000.0);
        vec![("backgammon network evaluations/s".into(), evals)]
    }
}

/// The error for a Position/Match ID that does not make a game.
pub(crate) fn bad_start(e: String) -> SettingsError {
    SettingsError::new("backgammon.badIds", vec![("detail", e.clone())], e)
}
