//! Färg och form's side of the family contract: the table as one seat may see it (other
//! hands never leave Rust), turns built step by step (tiles put down one by one with
//! their score, or tiles chosen one by one for a trade), the game file, and why a game
//! ended.

use crate::{bot, default_time_ms, FargOchForm, Move, Placed, Placement, Tile, Trade};
use serde::{Deserialize, Serialize, Serializer};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Replay, Seat, ToAct};
use spelbord_family::{ExportMeta, Family, Field, Format, GameInfo, Steps, Words};

/// What the table draws.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FargOchFormView {
    /// The tiles on the table, `[x, y, "Gd"]`, in placing order.
    pub tiles: Vec<(i32, i32, String)>,
    /// The table's extent `(x0, y0, x1, y1)`.
    pub bounds: Option<(i32, i32, i32, i32)>,
    /// Every seat's score.
    pub scores: Vec<i32>,
    /// Every seat's hand size.
    pub hand_sizes: Vec<u8>,
    /// Tiles left in the bag.
    pub bag: usize,
    /// The seat to place.
    pub turn: Option<Seat>,
    /// Tiles the first placement must hold (0 after it).
    pub must_play: usize,
    /// The cells of the last move.
    pub last: Vec<(i32, i32)>,
    /// What the last move was, as everyone saw it (a trade's tiles stay hidden).
    pub last_move: Option<LastMove>,
    /// The seat that went out (and ended the game).
    pub went_out: Option<Seat>,
    /// Whose eyes the table is drawn for.
    pub seat: Option<Seat>,
    /// That seat's hand (no other hand is ever sent).
    pub hand: Option<Vec<String>>,
    /// For the seat to move, looking at its own hand: the pass, in notation, when it is
    /// the only thing left to do.
    pub pass: Option<String>,
    /// For the seat to move: how many tiles it may trade now (0: no trade).
    pub trade_max: usize,
    /// For the seat to move: why it may not trade, when it may not.
    pub no_trade: Option<NoTrade>,
    /// The final ranking, best first (empty until the game is over).
    pub ranking: Vec<Ranked>,
    /// The tiles of a placement being built (partial-move view).
    pub pending: Vec<StepTile>,
    /// What the placement being built would score, if it is legal as it stands.
    pub pending_score: Option<i32>,
    /// The tiles chosen for a trade being built (partial-move view).
    pub trading: Vec<String>,
}

/// The last move, as every seat saw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum LastMove {
    /// `seat` placed `tiles` tiles (the cells are in `last`).
    Place {
        /// Who.
        seat: Seat,
        /// How many tiles.
        tiles: usize,
    },
    /// `seat` traded `tiles` tiles (which ones only they know).
    Trade {
        /// Who.
        seat: Seat,
        /// How many tiles.
        tiles: usize,
    },
    /// `seat` passed.
    Pass {
        /// Who.
        seat: Seat,
    },
}

/// Why the seat to move may not trade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum NoTrade {
    /// The game's first move must place.
    FirstMove,
    /// The bag is empty.
    BagEmpty,
}

/// One seat's place in the final ranking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Ranked {
    /// The seat.
    pub seat: Seat,
    /// Its place, 1 first; tied scores share a place (1, 1, 3).
    pub place: u8,
    /// Its score.
    pub score: i32,
}

/// One tile put down while a placement is built.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StepTile {
    /// The tile, as notation (`Gd`).
    #[serde(with = "tile_text")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub t: Tile,
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
}

/// One step of a turn built by clicks: `{"kind": "place", "t": "Gd", "x": 1, "y": 0}`,
/// `{"kind": "trade", "t": "Gd"}`, or a whole move `{"kind": "move", "mv": "..."}`.
/// A turn is place steps only (a placement) or trade steps only (a trade).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum FargOchFormStep {
    /// Put this tile of the hand on this cell.
    Place(StepTile),
    /// Put this tile of the hand aside to trade it.
    Trade {
        /// The tile, as notation.
        #[serde(with = "tile_text")]
        #[cfg_attr(feature = "ts", ts(type = "string"))]
        t: Tile,
    },
    /// A whole move in notation (a hint): alone, its tiles become the pending placement
    /// (or trade) of the view, so the page draws them without reading the notation.
    Move {
        /// The move.
        mv: String,
    },
}

mod tile_text {
    use crate::Tile;
    use serde::{Deserialize, Deserializer, Serializer};
    pub fn serialize<S: Serializer>(t: &Tile, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(t)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Why a game of Färg och form ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum FargOchFormEnd {
    /// A player used the last tile of their hand with the bag empty (and scored 6).
    WentOut {
        /// Who, named for the page as `seat0`..`seat3` (`end.farg-och-form.seat0`).
        #[serde(serialize_with = "seat_name")]
        #[cfg_attr(feature = "ts", ts(type = "`seat${number}`"))]
        seat: Seat,
    },
    /// No tile in the bag or any hand fits anywhere, or every player passed in turn.
    Blocked,
}

fn seat_name<S: Serializer>(seat: &Seat, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&format_args!("seat{seat}"))
}

/// What a turn being built holds so far.
#[derive(Default)]
struct Chosen {
    place: Vec<Placed>,
    trade: Vec<Tile>,
    whole: Option<String>,
}

impl Chosen {
    /// Sorts the steps into a placement, a trade or a whole move; `None` when they mix.
    fn of(steps: &[FargOchFormStep]) -> Option<Chosen> {
        let mut c = Chosen::default();
        for s in steps {
            match s {
                FargOchFormStep::Place(p) => c.place.push(Placed {
                    x: i16::try_from(p.x).ok()?,
                    y: i16::try_from(p.y).ok()?,
                    tile: p.t,
                }),
                FargOchFormStep::Trade { t } => c.trade.push(*t),
                FargOchFormStep::Move { mv } => c.whole = Some(mv.clone()),
            }
        }
        let kinds = [!c.place.is_empty(), !c.trade.is_empty(), c.whole.is_some()];
        let ok =
            kinds.iter().filter(|&&k| k).count() <= 1 && (c.whole.is_none() || steps.len() == 1);
        ok.then_some(c)
    }
}

impl FargOchForm {
    fn view_with(
        &self,
        seat: Option<Seat>,
        pending: &[Placed],
        trading: &[Tile],
    ) -> FargOchFormView {
        let hand = seat
            .filter(|&s| (s as usize) < self.num_seats())
            .map(|s| self.hand(s).iter().map(|t| t.to_string()).collect());
        // What only the seat to move, looking at its own hand, is told.
        let mover =
            seat.is_some() && seat == self.turn() && matches!(self.to_act(), ToAct::Seat(_));
        let over = matches!(self.to_act(), ToAct::Over(_));
        FargOchFormView {
            tiles: self
                .board_tiles()
                .iter()
                .map(|p| (p.x as i32, p.y as i32, p.tile.to_string()))
                .collect(),
            bounds: self.bounds(),
            scores: self.scores().to_vec(),
            hand_sizes: self.hand_sizes(),
            bag: self.bag_count(),
            turn: self.turn(),
            must_play: self.must_play(),
            last: self.last_move_cells(),
            last_move: self.last_move().map(|(seat, m)| match m {
                Move::Place(p) => LastMove::Place {
                    seat,
                    tiles: p.len(),
                },
                Move::Trade(t) => LastMove::Trade {
                    seat,
                    tiles: t.len(),
                },
                Move::Pass => LastMove::Pass { seat },
            }),
            went_out: self.went_out(),
            seat,
            hand,
            pass: (mover && self.is_legal(&Move::Pass)).then(|| self.format_move(&Move::Pass)),
            trade_max: if mover { self.trade_max() } else { 0 },
            no_trade: if !mover {
                None
            } else if self.must_play() > 0 {
                Some(NoTrade::FirstMove)
            } else if self.bag_count() == 0 {
                Some(NoTrade::BagEmpty)
            } else {
                None
            },
            ranking: if over { self.ranking() } else { Vec::new() },
            pending: pending
                .iter()
                .map(|p| StepTile {
                    t: p.tile,
                    x: p.x as i32,
                    y: p.y as i32,
                })
                .collect(),
            pending_score: (!pending.is_empty())
                .then(|| self.placement_score(pending).ok())
                .flatten(),
            trading: trading.iter().map(|t| t.to_string()).collect(),
        }
    }

    /// How many tiles the seat to move may trade now (0: none).
    fn trade_max(&self) -> usize {
        match self.turn() {
            Some(s) if self.must_play() == 0 => self.bag_count().min(self.hand(s).len()),
            _ => 0,
        }
    }

    /// Every seat by score, best first; tied scores share a place.
    pub fn ranking(&self) -> Vec<Ranked> {
        let scores = self.scores();
        let mut order: Vec<Seat> = (0..scores.len() as Seat).collect();
        order.sort_by_key(|&s| (std::cmp::Reverse(scores[s as usize]), s));
        order
            .iter()
            .map(|&s| Ranked {
                seat: s,
                place: 1 + scores.iter().filter(|&&o| o > scores[s as usize]).count() as u8,
                score: scores[s as usize],
            })
            .collect()
    }

    /// The next tiles a placement begun with `partial` may take: every tile of the hand
    /// with every cell where it goes in some legal placement holding `partial`.
    fn place_steps(&self, partial: &[Placed]) -> Vec<FargOchFormStep> {
        let Some(seat) = self.turn() else {
            return Vec::new();
        };
        let hand = &self.hands[seat as usize];
        let mut found: Vec<(Tile, i16, i16)> = Vec::new();
        crate::movegen::for_each_placement(
            &self.board,
            hand,
            self.must_play as usize,
            |items, _| {
                if items.len() <= partial.len() || !partial.iter().all(|p| items.contains(p)) {
                    return;
                }
                for q in items {
                    if !partial.contains(q) {
                        found.push((q.tile, q.x, q.y));
                    }
                }
            },
        );
        found.sort_unstable();
        found.dedup();
        found
            .into_iter()
            .map(|(t, x, y)| {
                FargOchFormStep::Place(StepTile {
                    t,
                    x: x as i32,
                    y: y as i32,
                })
            })
            .collect()
    }

    /// The tiles a trade begun with `chosen` may take next (each kind once).
    fn trade_steps(&self, left: &[Tile], chosen: usize) -> Vec<FargOchFormStep> {
        if chosen >= self.trade_max() {
            return Vec::new();
        }
        let mut kinds = left.to_vec();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
            .into_iter()
            .map(|t| FargOchFormStep::Trade { t })
            .collect()
    }
}

/// `tiles` taken from `hand`, each copy once; `None` when the hand lacks one.
fn take_from(hand: &[Tile], tiles: &[Tile]) -> Option<Vec<Tile>> {
    let mut left = hand.to_vec();
    for t in tiles {
        let i = left.iter().position(|u| u == t)?;
        left.remove(i);
    }
    Some(left)
}

/// The game file: tags, then one move a line (`1. Bx@0,0 Gx@1,0`). The seed decides
/// every tile drawn, so the file replays the game exactly.
/// The longest game file read: far above any real game (a record of 108 tiles drawn
/// holds a few hundred moves), a guard against a pasted book.
const MAX_FILE_LEN: usize = 200_000;

const TEXT: Format = Format {
    id: "text",
    extension: "txt",
    mime: "text/plain",
    export: true,
    import: true,
};

fn file_problem(
    key: &'static str,
    args: Vec<(&'static str, String)>,
    english: String,
) -> spelbord_core::Problem {
    spelbord_core::Problem::new(key, args, english)
}

fn tag_value(v: &str) -> String {
    v.replace(['"', '\n', '\r'], "'")
}

impl Family for FargOchForm {
    const FAMILY: &'static str = "farg-och-form";
    const GAMES: &'static [GameInfo] = &[GameInfo {
        id: "farg-och-form",
        min_seats: 2,
        max_seats: 4,
    }];
    // The legal moves name the mover's tiles: the page gets them only for the mover's eyes.
    const HIDDEN_INFORMATION: bool = true;
    type BoardView = FargOchFormView;
    type Step = FargOchFormStep;
    type EndReason = FargOchFormEnd;
    type Analysis = ();

    fn fields(_id: &str) -> Vec<Field> {
        vec![Field::select(
            "players",
            "fof.playersField",
            &[
                ("2", "fof.players2"),
                ("3", "fof.players3"),
                ("4", "fof.players4"),
            ],
        )
        .seat_count()]
    }

    /// The table row by row from the top, each tile by colour, shape and column; every
    /// seat's score and how many tiles it holds; and the hand of `seat` alone (never
    /// another's: the words are built from the view `seat` may see).
    fn position_words(&self, seat: Option<Seat>) -> Vec<Words> {
        let v = self.view_with(seat, &[], &[]);
        // A tile by its words (`Rd`: a red diamond).
        let tile = |code: &str| {
            let mut c = code.chars();
            match (c.next(), c.next()) {
                (Some(colour), Some(shape)) => format!("@fof.colour.{colour} @fof.shape.{shape}"),
                _ => code.to_string(),
            }
        };
        let mut out = vec![Words::new(
            "fof.descTable",
            [("n", v.tiles.len().to_string()), ("bag", v.bag.to_string())],
        )];
        let mut rows: Vec<i32> = v.tiles.iter().map(|t| t.1).collect();
        rows.sort_unstable_by(|a, b| b.cmp(a));
        rows.dedup();
        for y in rows {
            let mut row: Vec<&(i32, i32, String)> = v.tiles.iter().filter(|t| t.1 == y).collect();
            row.sort_by_key(|t| t.0);
            let tiles: Vec<String> = row
                .iter()
                .map(|(x, _, code)| format!("{} ({x})", tile(code)))
                .collect();
            out.push(Words::new(
                "fof.descRow",
                [("y", y.to_string()), ("tiles", tiles.join(", "))],
            ));
        }
        for (s, score) in v.scores.iter().enumerate() {
            let held = v.hand_sizes.get(s).copied().unwrap_or(0);
            out.push(Words::new(
                "fof.descScore",
                [
                    ("p", s.to_string()),
                    ("n", score.to_string()),
                    ("h", held.to_string()),
                ],
            ));
        }
        if let Some(hand) = &v.hand {
            let tiles: Vec<String> = hand.iter().map(|c| tile(c)).collect();
            let tiles = if tiles.is_empty() {
                "@fof.descNone".to_string()
            } else {
                tiles.join(", ")
            };
            out.push(Words::new("fof.descHand", [("tiles", tiles)]));
        }
        out
    }

    fn board_view(&self, seat: Option<Seat>) -> FargOchFormView {
        self.view_with(seat, &[], &[])
    }

    /// Place steps: the tiles put down so far; next, every tile of the hand not yet used
    /// with each cell it may go to; complete, the placement once legal. Trade steps: the
    /// tiles put aside so far; next, the kinds still in the hand while the bag allows
    /// more; complete, the trade. With nothing chosen, next holds both kinds of steps.
    fn steps(&self, chosen: &[FargOchFormStep]) -> Steps<FargOchFormStep, FargOchFormView> {
        let Some(seat) = self
            .turn()
            .filter(|_| matches!(self.to_act(), ToAct::Seat(_)))
        else {
            return Steps::none();
        };
        let Some(c) = Chosen::of(chosen) else {
            return Steps::none();
        };
        let hand = self.hand(seat);
        if let Some(mv) = c.whole {
            let Ok(m) = self.parse_move(&mv) else {
                return Steps::none();
            };
            let (place, trade): (Vec<Placed>, Vec<Tile>) = match m {
                Move::Place(p) => (p.items().to_vec(), Vec::new()),
                Move::Trade(t) => (Vec::new(), t.tiles().to_vec()),
                Move::Pass => (Vec::new(), Vec::new()),
            };
            return Steps {
                next: Vec::new(),
                complete: self.is_legal(&m).then(|| self.format_move(&m)),
                view: Some(self.view_with(Some(seat), &place, &trade)),
            };
        }
        if !c.trade.is_empty() {
            let Some(left) = take_from(hand, &c.trade) else {
                return Steps::none();
            };
            if c.trade.len() > self.trade_max() {
                return Steps::none();
            }
            let complete = Trade::new(&c.trade)
                .map(Move::Trade)
                .filter(|m| self.is_legal(m))
                .map(|m| self.format_move(&m));
            return Steps {
                next: self.trade_steps(&left, c.trade.len()),
                complete,
                view: Some(self.view_with(Some(seat), &[], &c.trade)),
            };
        }
        let placed = c.place;
        let tiles: Vec<Tile> = placed.iter().map(|p| p.tile).collect();
        let Some(left) = take_from(hand, &tiles) else {
            return Steps::none();
        };
        if placed.is_empty() {
            let mut next = self.place_steps(&[]);
            next.extend(self.trade_steps(&left, 0));
            return Steps {
                next,
                complete: None,
                view: Some(self.view_with(Some(seat), &[], &[])),
            };
        }
        let next = self.place_steps(&placed);
        let complete = Placement::new(&placed)
            .map(Move::Place)
            .filter(|m| self.is_legal(m))
            .map(|m| self.format_move(&m));
        if next.is_empty() && complete.is_none() {
            return Steps::none();
        }
        Steps {
            next,
            complete,
            view: Some(self.view_with(Some(seat), &placed, &[])),
        }
    }

    fn end_reason(&self) -> Option<FargOchFormEnd> {
        if !matches!(self.to_act(), ToAct::Over(_)) {
            return None;
        }
        Some(match self.went_out() {
            Some(seat) => FargOchFormEnd::WentOut { seat },
            None => FargOchFormEnd::Blocked,
        })
    }

    fn ascii(&self) -> String {
        let Some((x0, y0, x1, y1)) = self.bounds() else {
            return "(empty table)\n".into();
        };
        let mut s = String::new();
        for y in (y0..=y1).rev() {
            for x in x0..=x1 {
                match self.tile_at(x, y) {
                    Some(t) => s.push_str(&format!("{t} ")),
                    None => s.push_str(" . "),
                }
            }
            s.push('\n');
        }
        s.push_str(&format!(
            "scores {:?}  bag {}\n",
            self.scores(),
            self.bag_count()
        ));
        s
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &[
            "Bx@0,0 Gx@1,0 Ox@2,0",
            "R*@-2,-1 P*@-1,-1 B*@0,-1",
            "Gx@2,-1 Ox@3,-1",
        ]
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        default_time_ms(level)
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let q = crate::measure_placements(clock, 1000.0);
        vec![(
            "farg-och-form placements/s".into(),
            q.placements_per_second(),
        )]
    }

    fn formats() -> &'static [Format] {
        &[TEXT]
    }

    /// `[Game "farg-och-form"]`, `[Players "3"]`, `[Seed "5eed3"]`, the date, the seats'
    /// names and the scores, then the moves, numbered, one a line.
    fn export(
        game: &Replay<Self>,
        format: &str,
        meta: &ExportMeta,
    ) -> Result<String, spelbord_core::Problem> {
        if format != TEXT.id {
            return Err(spelbord_family::no_format(format));
        }
        let g = game.current();
        let mut out = String::new();
        out.push_str("[Game \"farg-och-form\"]\n");
        out.push_str(&format!("[Players \"{}\"]\n", g.num_seats()));
        out.push_str(&format!("[Seed \"{:x}\"]\n", game.seed()));
        if !meta.date.is_empty() {
            out.push_str(&format!("[Date \"{}\"]\n", tag_value(&meta.date)));
        }
        for (i, name) in meta.names.iter().enumerate().take(g.num_seats()) {
            out.push_str(&format!("[Seat{} \"{}\"]\n", i + 1, tag_value(name)));
        }
        let scores: Vec<String> = g.scores().iter().map(|s| s.to_string()).collect();
        out.push_str(&format!("[Scores \"{}\"]\n\n", scores.join(" ")));
        for (i, m) in game.moves().iter().enumerate() {
            out.push_str(&format!("{}. {m}\n", i + 1));
        }
        Ok(out)
    }

    /// Reads the game file back: tags in any order (`Seed` is needed; unknown ones are
    /// skipped), then the moves, with or without their numbers.
    fn import(format: &str, text: &str) -> Result<Replay<Self>, spelbord_core::Problem> {
        if format != TEXT.id {
            return Err(spelbord_family::no_format(format));
        }
        if text.len() > MAX_FILE_LEN {
            return Err(file_problem(
                "tooLong",
                vec![],
                "the file is too long".into(),
            ));
        }
        let mut players = 2u8;
        let mut seed = None;
        let mut moves = Vec::new();
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
            if let Some(tag) = line.strip_prefix('[') {
                let tag = tag.strip_suffix(']').unwrap_or(tag);
                let (key, value) = tag.split_once(' ').unwrap_or((tag, ""));
                let value = value.trim().trim_matches('"');
                match key {
                    "Game" if value != "farg-och-form" => {
                        return Err(file_problem(
                            "fof.fileOtherGame",
                            vec![("id", value.to_string())],
                            format!("the file is a game of '{value}', not of Färg och form"),
                        ))
                    }
                    "Players" => {
                        players = value
                            .parse()
                            .ok()
                            .filter(|n| (2..=4).contains(n))
                            .ok_or_else(|| {
                                file_problem(
                                    "fof.fileBadPlayers",
                                    vec![("text", value.to_string())],
                                    format!("'{value}' players: a game has 2, 3 or 4"),
                                )
                            })?
                    }
                    "Seed" => {
                        seed = Some(u64::from_str_radix(value, 16).map_err(|_| {
                            file_problem(
                                "badSeed",
                                vec![("text", value.to_string())],
                                format!("the seed '{value}' is not a hexadecimal number"),
                            )
                        })?)
                    }
                    _ => {}
                }
                continue;
            }
            // A move, after its number if it has one (`12. pass`).
            let mv = match line.split_once(". ") {
                Some((n, rest)) if n.chars().all(|c| c.is_ascii_digit()) => rest.trim(),
                _ => line,
            };
            moves.push(mv.to_string());
        }
        let Some(seed) = seed else {
            return Err(file_problem(
                "fof.fileNoSeed",
                vec![],
                "the file names no seed ([Seed \"...\"]), so the tiles drawn are unknown".into(),
            ));
        };
        let mut r = Replay::<FargOchForm>::new(crate::Settings { players }, seed);
        for (i, mv) in moves.iter().enumerate() {
            r.play_text(mv)
                .map_err(|e| spelbord_core::RecordError::at(i + 1, e).problem())?;
        }
        Ok(r)
    }
}
