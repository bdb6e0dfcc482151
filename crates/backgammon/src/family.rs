//! Backgammon's side of the family contract: the board view, turns built step by step,
//! why a game ended, GNU Backgammon's IDs and `.mat` files.

use crate::board::step_target;
use crate::gnubg::{game_from_start, match_id, position_id};
use crate::mat::{export_mat, import_mat};
use crate::notation::{self, step_name};
use crate::{Backgammon, Dice, Move, NextSteps, Phase, Settings, Step, WinKind, BAR, OFF};
use serde::{Deserialize, Serialize};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Outcome, Problem, Replay, Seat, SettingsError, ToAct};
use spelbord_family::{ExportMeta, Family, Field, Format, GameInfo, Steps, Words};

/// The doubling cube.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LastGameView {
    /// Who won.
    pub winner: Seat,
    /// Points won.
    pub points: u32,
    /// How.
    pub kind: WinKindName,
}

/// How a game was won, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
    /// The dice not yet used in the turn being played (four faces for doubles; in a
    /// turn being built, after the chosen steps).
    pub dice_left: Vec<u8>,
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
    /// Black's points (1–24) where the last move's checkers landed, for a mark.
    pub last_to: Vec<u8>,
    /// The moves made with a button rather than on the board: the cube, the roll, and
    /// the pass of a roll that cannot be played.
    pub actions: Vec<ActionView>,
    /// When the dice are due: every way two dice can land, with the roll's notation
    /// (the first die is Black's at the opening roll).
    pub rolls: Vec<RollView>,
    /// In a turn being built: why a checker on a point cannot move with a die now, for
    /// every point of the mover's checkers and die left that has no step (higher die
    /// first).
    pub refusals: Vec<RefusalView>,
    /// In a turn being built: why the chosen steps are refused (the board is then the
    /// position before them).
    pub refused: Option<Problem>,
    /// GNU Backgammon's Position ID of this position.
    pub position_id: String,
    /// GNU Backgammon's Match ID of this position.
    pub match_id: String,
}

/// A move made with a button.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ActionView {
    /// What it is.
    pub kind: ActionKind,
    /// The move in notation.
    pub mv: String,
}

/// The kinds of button moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ActionKind {
    /// Roll without doubling.
    Roll,
    /// Offer the cube.
    Double,
    /// Accept a double.
    Take,
    /// Refuse a double.
    Drop,
    /// The roll cannot be played: the turn passes.
    Pass,
}

/// One way the dice can land when they are thrown at the table.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RollView {
    /// The two dice (at the opening roll Black's first, then White's).
    pub dice: [u8; 2],
    /// The outcome's notation, or `None` when these dice are thrown again (equal dice at
    /// the opening roll).
    pub text: Option<String>,
}

/// Why a checker cannot move with a die.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RefusalView {
    /// The mover's point (25 the bar).
    pub from: u8,
    /// The die.
    pub die: u8,
    /// Why, as a kind.
    pub why: Problem,
}

/// One step of a turn being built: a checker from a point to a point, in the mover's
/// numbering (25 the bar, 0 borne off).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StepView {
    /// Source point.
    pub from: u8,
    /// Destination point.
    pub to: u8,
    /// Whether it hits a blot (filled in by the rules; ignored when sent).
    #[serde(default)]
    pub hit: bool,
    /// The dice it can be played with, higher first (filled in by the rules; ignored
    /// when sent).
    #[serde(default)]
    pub dice: Vec<u8>,
}

/// Why a game (or match) of backgammon ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
    /// The last game of a match was won by bearing off, and with it the match.
    MatchBearOff {
        /// Single, gammon or backgammon.
        kind: WinKindName,
        /// Points won in the game.
        points: u32,
        /// The match winner's final score.
        score: u32,
        /// The loser's final score.
        against: u32,
        /// The match length.
        length: u32,
    },
    /// The last game of a match ended with a dropped double, and with it the match.
    MatchDropped {
        /// Points won in the game.
        points: u32,
        /// The match winner's final score.
        score: u32,
        /// The loser's final score.
        against: u32,
        /// The match length.
        length: u32,
    },
}

/// The steps as played one by one, with their hits marked.
fn replay_hits(g: &Backgammon, steps: &[Step]) -> Vec<Step> {
    let (me, opp) = g.sides();
    let (mut m, mut o) = (*me, *opp);
    steps
        .iter()
        .map(|s| Step {
            hit: crate::board::apply_step(&mut m, &mut o, s.from, s.to),
            ..*s
        })
        .collect()
}

/// The dice as the player uses them: four faces for doubles.
fn faces(d: [u8; 2]) -> Vec<u8> {
    if d[0] == d[1] {
        vec![d[0]; 4]
    } else {
        vec![d[0], d[1]]
    }
}

fn step_view(s: &Step, dice: Vec<u8>) -> StepView {
    StepView {
        from: s.from,
        to: s.to,
        hit: s.hit,
        dice,
    }
}

impl Backgammon {
    /// The board view with the checkers, pips and dice left of `shown` (this position
    /// with some steps of the turn played).
    fn view_of(&self, shown: &Backgammon, dice_left: Vec<u8>) -> BackgammonView {
        let mut v = self.board_view(None);
        v.points = shown.points().iter().map(|&(b, w)| [b, w]).collect();
        v.bar = [shown.bar(0), shown.bar(1)];
        v.off = [shown.borne_off(0), shown.borne_off(1)];
        v.pips = [shown.pip_count(0), shown.pip_count(1)];
        v.dice_left = dice_left;
        v
    }

    /// Why the mover's checkers cannot move with each die left after `partial` steps
    /// (`next` is the rules' answer for them).
    fn refusals(&self, partial: &[Step], next: &NextSteps) -> Vec<RefusalView> {
        let shown = self.with_steps(partial);
        let (me, opp) = shown.sides();
        let mut dice = next.dice_left.clone();
        dice.sort_unstable_by(|a, b| b.cmp(a));
        dice.dedup();
        let mut out = Vec::new();
        for from in (1..=BAR).rev() {
            if me[from as usize - 1] == 0 {
                continue;
            }
            for &d in &dice {
                let playable = next
                    .steps
                    .iter()
                    .zip(&next.step_dice)
                    .any(|(s, sd)| s.from == from && sd.contains(&d));
                if playable {
                    continue;
                }
                let why = match step_target(me, opp, from, d) {
                    Err(e) => e.problem(&step_name(from, from.saturating_sub(d))),
                    Ok(_) => notation::partial_refusal(self),
                };
                out.push(RefusalView { from, die: d, why });
            }
        }
        out
    }
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
        let last_to = match self.last_play() {
            Some((seat, t)) => {
                let mut v: Vec<u8> = t
                    .steps()
                    .iter()
                    .filter(|st| (1..=24).contains(&st.to))
                    .map(|st| if seat == 0 { st.to } else { 25 - st.to })
                    .collect();
                v.sort_unstable();
                v.dedup();
                v
            }
            None => Vec::new(),
        };
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let actions = legal
            .iter()
            .filter_map(|m| {
                let kind = match m {
                    Move::Roll => ActionKind::Roll,
                    Move::Double => ActionKind::Double,
                    Move::Take => ActionKind::Take,
                    Move::Drop => ActionKind::Drop,
                    Move::Play(t) if t.is_pass() => ActionKind::Pass,
                    Move::Play(_) => return None,
                };
                Some(ActionView {
                    kind,
                    mv: self.format_move(m),
                })
            })
            .collect();
        let mut rolls = Vec::new();
        if self.to_act() == ToAct::Chance {
            let mut outs = Vec::new();
            self.chance_outcomes(&mut outs);
            for a in 1..=6 {
                for b in 1..=6 {
                    let d = Dice(a, b);
                    rolls.push(RollView {
                        dice: [a, b],
                        text: outs
                            .iter()
                            .any(|(o, w)| *o == d && *w > 0)
                            .then(|| d.to_string()),
                    });
                }
            }
        }
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
            dice_left: self.dice().map(faces).unwrap_or_default(),
            phase: self.phase().into(),
            turn: self.turn(),
            // A game worth more than the match needs ends it at the match length: the
            // display says 3–1 in a 3-point match, not 32–1.
            score: self.match_score().map(|x| {
                let len = self.settings().match_length;
                if len > 0 {
                    x.min(len)
                } else {
                    x
                }
            }),
            match_length: s.match_length,
            // The match over, no game is the Crawford game any more.
            crawford: self.is_crawford_game() && self.outcome().is_none(),
            game: self.game_number(),
            last_game: self.last_game().map(|r| LastGameView {
                winner: r.winner,
                points: r.points,
                kind: r.kind.into(),
            }),
            last_to,
            actions,
            rolls,
            refusals: Vec::new(),
            refused: None,
            position_id: position_id(self),
            match_id: match_id(self),
        }
    }

    /// A turn built one die at a time: the steps so far in (checkers from a point to a
    /// point in the mover's numbering), the legal next steps with their dice out, and the
    /// board after the steps (hits on the bar, pips, dice left, and why each checker that
    /// cannot move cannot). Refused steps come back with no next step and the reason in
    /// the view.
    fn steps(&self, chosen: &[StepView]) -> Steps<StepView, BackgammonView> {
        let refused = |why: Problem| Steps {
            next: Vec::new(),
            complete: None,
            view: Some(BackgammonView {
                refused: Some(why),
                ..self.board_view(None)
            }),
        };
        if chosen.len() > 4 {
            return refused(notation::too_many_steps().0);
        }
        let partial: Vec<Step> = chosen
            .iter()
            .map(|s| Step {
                from: s.from,
                to: s.to,
                hit: false,
            })
            .collect();
        let n = match self.next_steps(&partial) {
            Ok(n) => n,
            Err(why) => return refused(why),
        };
        // The steps as chosen (in their order, which the canonical turn may not keep),
        // with their hits.
        let played = replay_hits(self, &partial);
        let shown = self.with_steps(&played);
        let mut view = self.view_of(&shown, n.dice_left.clone());
        view.refusals = self.refusals(&played, &n);
        Steps {
            next: n
                .steps
                .iter()
                .zip(&n.step_dice)
                .map(|(s, d)| step_view(s, d.clone()))
                .collect(),
            complete: n.complete.map(|m| self.format_move(&m)),
            view: Some(view),
        }
    }

    fn end_reason(&self) -> Option<BackgammonEnd> {
        let ToAct::Over(Outcome::Win { winner, .. }) = self.to_act() else {
            return None;
        };
        let r = self.last_game()?;
        let length = self.settings().match_length;
        let score = self.match_score();
        let (won, lost) = (score[winner as usize & 1], score[1 - (winner as usize & 1)]);
        // The winner's score shown is the match length, whatever the last game was worth.
        let won = if length > 0 { won.min(length) } else { won };
        Some(match (r.kind, length) {
            (WinKind::Dropped, 0) => BackgammonEnd::Dropped { points: r.points },
            (WinKind::Dropped, _) => BackgammonEnd::MatchDropped {
                points: r.points,
                score: won,
                against: lost,
                length,
            },
            (k, 0) => BackgammonEnd::BearOff {
                kind: k.into(),
                points: r.points,
            },
            (k, _) => BackgammonEnd::MatchBearOff {
                kind: k.into(),
                points: r.points,
                score: won,
                against: lost,
                length,
            },
        })
    }

    /// A turn as a player says it: the dice, then each checker's move from point to
    /// point in the mover's own numbers (from the bar, off the board), a hit, and how
    /// many checkers made the same move; the cube's decisions and the roll in words.
    fn move_words(&self, m: &Move) -> Option<Words> {
        let p = ("p", self.turn().to_string());
        Some(match m {
            Move::Roll => Words::new("bg.saidRoll", [p]),
            Move::Double => Words::new(
                "bg.saidDouble",
                [p, ("n", (self.cube_value() * 2).to_string())],
            ),
            Move::Take => Words::new("bg.saidTake", [p]),
            Move::Drop => Words::new("bg.saidDrop", [p]),
            Move::Play(t) => {
                let [a, b] = self.dice()?;
                let dice = [("a", a.to_string()), ("b", b.to_string())];
                let parts = turn_parts(t);
                let key = match parts.len() {
                    0 => "bg.saidPass",
                    1 => "bg.saidPlay1",
                    2 => "bg.saidPlay2",
                    3 => "bg.saidPlay3",
                    _ => "bg.saidPlay4",
                };
                let mut args: Vec<(&'static str, String)> = vec![p];
                args.extend(dice);
                const SLOTS: [[&str; 4]; 4] = [
                    ["f1", "t1", "h1", "n1"],
                    ["f2", "t2", "h2", "n2"],
                    ["f3", "t3", "h3", "n3"],
                    ["f4", "t4", "h4", "n4"],
                ];
                for (part, [f, to, h, n]) in parts.iter().zip(SLOTS) {
                    let point = |q: u8| match q {
                        BAR => "@bg.wBar".to_string(),
                        OFF => "@bg.wOff".to_string(),
                        q => q.to_string(),
                    };
                    args.push((f, point(part.from)));
                    args.push((to, point(part.to)));
                    // Nothing said (an empty argument) for no hit and for one checker.
                    args.push((h, if part.hit { "@bg.wHit" } else { "" }.into()));
                    let times = match part.count {
                        1 => "",
                        2 => "@bg.wTwo",
                        3 => "@bg.wThree",
                        _ => "@bg.wFour",
                    };
                    args.push((n, times.into()));
                }
                Words::new(key, args)
            }
        })
    }

    /// Each side's checkers on its own point numbers (as each player counts), the bar,
    /// those borne off and the pip counts; the dice, the cube and its owner, and the
    /// match score.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let v = <Self as Family>::board_view(self, None);
        let mut out = Vec::new();
        for seat in 0..2usize {
            let mut on: Vec<(usize, u8)> = v
                .points
                .iter()
                .enumerate()
                .map(|(i, p)| (if seat == 0 { i + 1 } else { 24 - i }, p[seat]))
                .filter(|&(_, n)| n > 0)
                .collect();
            on.sort_by_key(|&(pt, _)| std::cmp::Reverse(pt));
            let pts: Vec<String> = on
                .iter()
                .map(|(pt, n)| format!("{n} @bg.wOn {pt}"))
                .collect();
            let pts = if pts.is_empty() {
                "@bg.wNone".to_string()
            } else {
                pts.join(", ")
            };
            out.push(Words::new(
                "bg.desc",
                [
                    ("p", seat.to_string()),
                    ("pts", pts),
                    ("bar", v.bar[seat].to_string()),
                    ("off", v.off[seat].to_string()),
                    ("pips", v.pips[seat].to_string()),
                ],
            ));
        }
        if let Some([a, b]) = v.dice {
            out.push(Words::new(
                "bg.descDice",
                [("a", a.to_string()), ("b", b.to_string())],
            ));
        }
        if v.cube.on {
            out.push(match v.cube.owner {
                Some(o) => Words::new(
                    "bg.descCubeOwned",
                    [("p", o.to_string()), ("n", v.cube.value.to_string())],
                ),
                None => Words::new("bg.descCube", [("n", v.cube.value.to_string())]),
            });
        }
        if v.match_length > 0 {
            out.push(Words::new(
                "bg.descMatch",
                [
                    ("len", v.match_length.to_string()),
                    ("a", v.score[0].to_string()),
                    ("b", v.score[1].to_string()),
                ],
            ));
            if v.crawford {
                out.push(Words::new("bg.crawfordGame", []));
            }
        }
        out
    }

    fn engine_data() -> Option<&'static str> {
        Some(crate::eval::WEIGHTS_FILE)
    }
    fn engine_data_ready() -> bool {
        crate::eval::weights_ready()
    }
    fn install_engine_data(bytes: &[u8]) -> Result<(), Problem> {
        crate::eval::install_weights(bytes).map_err(|e| {
            Problem::new(
                "engineData",
                vec![("file", crate::eval::WEIGHTS_FILE.to_string())],
                e,
            )
        })
    }

    /// An opening on the game list's card (legal with the rolls of seed 1).
    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &["8/4 6/4", "13/11 13/8", "24/18 13/10", "13/7(2) 8/2(2)"]
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
        import_mat(text, Settings::default()).map(|m| m.replay)
    }

    /// GNU Backgammon's IDs as it shows them (`Position ID: 4HPwATDgc/ABMA Match ID:
    /// cAkAAAAAAAAA`, or `4HPwATDgc/ABMA:cAkAAAAAAAAA`, or a Position ID alone).
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let words: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ':' || c == ',' || c == ';')
            .filter(|w| !w.is_empty() && !matches!(*w, "Position" | "Match" | "ID" | "GNU"))
            .collect();
        let Some(pos) = words.iter().find(|w| w.chars().count() == 14) else {
            return Some(Err(Problem::new(
                "backgammon.noPositionId",
                vec![("text", text.trim().chars().take(40).collect())],
                format!(
                    "'{}' holds no Position ID (14 characters, like 4HPwATDgc/ABMA)",
                    text.trim()
                ),
            )));
        };
        let mut s = Settings {
            start: match words.iter().find(|w| w.chars().count() == 12) {
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
            Err(e) => Err(e),
        })
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let (_, _, evals) = crate::measure_evals(clock, 1000.0);
        let [inputs, nets, turns] = crate::bot::measure_parts(clock, 300.0);
        vec![
            ("backgammon network evaluations/s".into(), evals),
            ("backgammon contact-net inputs/s".into(), inputs),
            ("backgammon contact-net forwards/s".into(), nets),
            ("backgammon turn generations/s".into(), turns),
        ]
    }
}

/// The error for a Position/Match ID that does not make a game.
pub(crate) fn bad_start(e: Problem) -> SettingsError {
    SettingsError(e)
}

/// One checker's move in a turn as a player says it: from where to where, whether it hit
/// on the way, and how many checkers made the same move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Part {
    from: u8,
    to: u8,
    hit: bool,
    count: u8,
}

/// The checkers' moves of a turn, highest point first: the steps of one checker joined
/// (as the notation joins them), identical moves counted.
fn turn_parts(t: &crate::Turn) -> Vec<Part> {
    let mut chains: Vec<Part> = Vec::new();
    for s in t.steps() {
        // A step from where a chain ends continues that checker's move.
        match chains.iter_mut().find(|c| c.to == s.from && s.from != OFF) {
            Some(c) => {
                c.to = s.to;
                c.hit |= s.hit;
            }
            None => chains.push(Part {
                from: s.from,
                to: s.to,
                hit: s.hit,
                count: 1,
            }),
        }
    }
    chains.sort_by(|a, b| {
        b.from
            .cmp(&a.from)
            .then(b.to.cmp(&a.to))
            .then(a.hit.cmp(&b.hit))
    });
    let mut out: Vec<Part> = Vec::new();
    for c in chains {
        match out.last_mut() {
            Some(l) if (l.from, l.to, l.hit) == (c.from, c.to, c.hit) => l.count += 1,
            _ => out.push(c),
        }
    }
    out
}
