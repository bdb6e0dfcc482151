//! Färg och form's side of the family contract: the table as one seat may see it (other
//! hands never leave Rust), placements built tile by tile with their score, and why a
//! game ended.

use crate::{bot, default_time_ms, FargOchForm, Placed, Tile};
use serde::{Deserialize, Serialize};
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Seat, ToAct};
use spelbord_family::{Family, Field, GameInfo, Steps};

/// What the table draws.
#[derive(Debug, Clone, Serialize)]
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
    /// The seat that went out (and ended the game).
    pub went_out: Option<Seat>,
    /// Whose eyes the table is drawn for.
    pub seat: Option<Seat>,
    /// That seat's hand (no other hand is ever sent).
    pub hand: Option<Vec<String>>,
    /// The tiles of a placement being built (partial-move view).
    pub pending: Vec<StepTile>,
    /// What the placement being built would score, if it is legal as it stands.
    pub pending_score: Option<i32>,
}

/// One tile put down while a placement is built.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct StepTile {
    /// The tile, as notation (`Gd`).
    #[serde(with = "tile_text")]
    pub t: Tile,
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
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
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum FargOchFormEnd {
    /// A player used the last tile of their hand with the bag empty.
    WentOut {
        /// Who.
        seat: Seat,
    },
    /// No tile in the bag or any hand fits anywhere, or every player passed in turn.
    Blocked,
}

impl FargOchForm {
    fn view_with(&self, seat: Option<Seat>, pending: &[StepTile]) -> FargOchFormView {
        let hand = seat
            .filter(|&s| (s as usize) < self.num_seats())
            .map(|s| self.hand(s).iter().map(|t| t.to_string()).collect());
        let placed = to_placed(pending);
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
            went_out: self.went_out(),
            seat,
            hand,
            pending: pending.to_vec(),
            pending_score: placed
                .as_ref()
                .filter(|p| !p.is_empty())
                .and_then(|p| self.placement_score(p).ok()),
        }
    }
}

fn to_placed(steps: &[StepTile]) -> Option<Vec<Placed>> {
    steps
        .iter()
        .map(|s| {
            Some(Placed {
                x: i16::try_from(s.x).ok()?,
                y: i16::try_from(s.y).ok()?,
                tile: s.t,
            })
        })
        .collect()
}

impl Family for FargOchForm {
    const FAMILY: &'static str = "farg-och-form";
    const GAMES: &'static [GameInfo] = &[GameInfo {
        id: "farg-och-form",
        min_seats: 2,
        max_seats: 4,
    }];
    type BoardView = FargOchFormView;
    type Step = StepTile;
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

    fn board_view(&self, seat: Option<Seat>) -> FargOchFormView {
        self.view_with(seat, &[])
    }

    /// The tiles put down so far (from the mover's hand); next: every tile of the hand
    /// not yet used with each cell it may go to; complete: the placement, once legal.
    fn steps(&self, chosen: &[StepTile]) -> Steps<StepTile, FargOchFormView> {
        let Some(seat) = self
            .turn()
            .filter(|_| matches!(self.to_act(), ToAct::Seat(_)))
        else {
            return Steps::none();
        };
        let Some(placed) = to_placed(chosen) else {
            return Steps::none();
        };
        // The chosen tiles must come from the hand, each copy once.
        let mut left: Vec<Tile> = self.hand(seat).to_vec();
        for p in &placed {
            match left.iter().position(|t| *t == p.tile) {
                Some(i) => {
                    left.remove(i);
                }
                None => return Steps::none(),
            }
        }
        let mut kinds = left.clone();
        kinds.sort_unstable_by_key(|t| t.to_string());
        kinds.dedup();
        let mut next = Vec::new();
        for t in kinds {
            for (x, y) in self.cells_for_next_tile(&placed, t) {
                next.push(StepTile { t, x, y });
            }
        }
        let complete = if placed.is_empty() || self.placement_score(&placed).is_err() {
            None
        } else {
            let text: Vec<String> = placed.iter().map(|p| p.to_string()).collect();
            self.parse_move(&text.join(" "))
                .ok()
                .filter(|m| self.is_legal(m))
                .map(|m| self.format_move(&m))
        };
        if !chosen.is_empty() && next.is_empty() && complete.is_none() {
            return Steps::none();
        }
        Steps {
            next,
            complete,
            view: Some(self.view_with(Some(seat), chosen)),
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
}
