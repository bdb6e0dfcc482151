//! What the table draws: every place with its stones, the names of the places, each
//! player's track, the dice, the plays they allow with where the stones would go, the
//! last play, Stumpvarning and the end.

use crate::game::{Phase, Stumphog};
use crate::pos::{EndReason, Heap, Move, Role, Transfer, ROW};
use crate::steps::Step;
use serde::Serialize;
use spelbord_core::{Game, Seat};

/// Borta or Hemma.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Zone {
    /// Positions 1–4 of a row (position 1 is the Port).
    Borta,
    /// Positions 5–7, next to Stumpen.
    Hemma,
}

/// One heap of the two rows.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HeapView {
    /// Its name (`H1`).
    pub heap: Heap,
    /// Whose row it is on.
    pub row: Role,
    /// Position 1–7 from the Port.
    pub position: u8,
    /// Borta or Hemma.
    pub zone: Zone,
    /// Whether it is the row's Port.
    pub port: bool,
    /// Stones in it.
    pub stones: u8,
}

/// One player's side of the table.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// Hitom or Bortom.
    pub role: Role,
    /// The seat playing it (`None` before the opening roll).
    pub seat: Option<Seat>,
    /// Stones in Högen (Inne).
    pub hogen: u8,
    /// Stones in Ute.
    pub ute: u8,
    /// Whether this player has thirty or more in Ute, so the opponent is warned.
    pub stumpvarning: bool,
    /// Where this player enters stones.
    pub port: Heap,
    /// The player's track in order, ending in Stumpen (`H7 … H1 B1 … B7 S` for Hitom).
    pub track: Vec<Heap>,
}

/// One play the dice allow, with where its stones go.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PlayView {
    /// The play in notation (`3-5 H2`).
    pub notation: String,
    /// Its clicks.
    pub steps: Vec<Step>,
    /// The heap it takes from, for a shift.
    pub from: Option<Heap>,
    /// What would go where.
    pub transfers: Vec<Transfer>,
}

/// One way the dice due can land, as entered by hand (the opening roll's equal throws,
/// thrown again, are not among them).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ChanceView {
    /// The two dice (at the opening roll seat 0's die first).
    pub dice: [u8; 2],
    /// The outcome in notation, for `playChance` (`6-5`).
    pub text: String,
}

/// The last play made.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct LastPlayView {
    /// Who made it.
    pub role: Role,
    /// With which dice.
    pub dice: [u8; 2],
    /// In notation, dice first (`[6-5] in 5`).
    pub notation: String,
    /// What went where.
    pub transfers: Vec<Transfer>,
}

/// Everything the canvas needs to draw a position.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// Where in the turn the game is.
    pub phase: Phase,
    /// The fourteen heaps of the rows, `H1`..`H7` then `B1`..`B7`.
    pub heaps: Vec<HeapView>,
    /// Stones in Stumpen.
    pub stumpen: u8,
    /// Hitom, then Bortom.
    pub players: Vec<PlayerView>,
    /// The role to draw nearest the viewer (the viewing seat's; Hitom for onlookers).
    pub bottom: Role,
    /// Who throws or plays now.
    pub to_move: Option<Role>,
    /// The dice of the play being made.
    pub dice: Option<[u8; 2]>,
    /// The opening roll (seat 0's die first), once thrown.
    pub opening_roll: Option<[u8; 2]>,
    /// Every play the dice allow (empty unless a play is due; only `pass` when none).
    pub plays: Vec<PlayView>,
    /// The first clicks the page may offer (which die is the stones, enter, knock
    /// out, a heap, or pass).
    pub first_steps: Vec<Step>,
    /// Every way the dice due can land (empty unless dice are to be thrown).
    pub chances: Vec<ChanceView>,
    /// The last play.
    pub last_play: Option<LastPlayView>,
    /// Why the game ended.
    pub end_reason: Option<EndReason>,
    /// Who won.
    pub winner: Option<Role>,
    /// The winning seat.
    pub winner_seat: Option<Seat>,
}

impl Stumphog {
    /// The typed view of the table as `seat` sees it (`None`: an onlooker).
    pub fn board_view(&self, seat: Option<u8>) -> BoardView {
        let p = self.pos();
        let heaps = Heap::rows()
            .map(|h| HeapView {
                heap: h,
                row: h.row().unwrap_or(Role::Hitom),
                position: h.position().unwrap_or(1),
                zone: if h.is_hemma() {
                    Zone::Hemma
                } else {
                    Zone::Borta
                },
                port: h.is_port(),
                stones: p.stones(h),
            })
            .collect();
        let players = Role::ALL
            .iter()
            .map(|&r| PlayerView {
                role: r,
                seat: self.seat_of(r),
                hogen: p.hogen[r.index()],
                ute: p.ute[r.index()],
                stumpvarning: self.stumpvarning(r),
                port: Heap::port(r),
                track: (0..=14).filter_map(|t| Heap::at_track(r, t)).collect(),
            })
            .collect();
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let plays = moves
            .iter()
            .map(|m| PlayView {
                notation: m.to_string(),
                steps: Step::of(m),
                from: match m {
                    Move::Shift { from, .. } => Some(*from),
                    _ => None,
                },
                transfers: self.transfers(m).unwrap_or_default(),
            })
            .collect();
        let first_steps = if moves.is_empty() {
            Vec::new()
        } else {
            self.next_steps(&[]).0
        };
        BoardView {
            phase: self.phase(),
            heaps,
            stumpen: p.stumpen(),
            players,
            bottom: seat.and_then(|s| self.role_of(s)).unwrap_or(Role::Hitom),
            to_move: self.mover(),
            dice: self.dice().map(|d| d.values()),
            opening_roll: self.opening_roll().map(|d| d.values()),
            plays,
            first_steps,
            chances: {
                let mut out = Vec::new();
                self.chance_outcomes(&mut out);
                out.iter()
                    .map(|(d, _)| ChanceView {
                        dice: d.values(),
                        text: d.to_string(),
                    })
                    .collect()
            },
            last_play: self.last_play().map(|l| LastPlayView {
                role: l.role,
                dice: l.dice.values(),
                notation: format!("[{}] {}", l.dice, l.mv),
                transfers: l.transfers.list(),
            }),
            end_reason: self.end_reason(),
            winner: self.winner(),
            winner_seat: self.winner().and_then(|w| self.seat_of(w)),
        }
    }

    /// The table as text (Bortom's row on top, Hitom's below, Stumpen on the right).
    pub fn ascii(&self) -> String {
        let p = self.pos();
        let mut out = String::new();
        let player = |r: Role| {
            let seat = self
                .seat_of(r)
                .map_or(String::new(), |s| format!(" (seat {s})"));
            let warn = if self.stumpvarning(r) {
                "  Stumpvarning!"
            } else {
                ""
            };
            format!(
                "{}{seat}: Högen {}, Ute {}{warn}\n",
                r.name(),
                p.hogen[r.index()],
                p.ute[r.index()]
            )
        };
        let row = |r: Role| {
            let mut s = String::new();
            for pos in 1..=ROW {
                if pos == 5 {
                    s.push_str(" |");
                }
                let h = Heap::on_row(r, pos).unwrap_or(Heap::STUMPEN);
                s.push_str(&format!(" {:>2}", p.stones(h)));
            }
            s
        };
        let names = |c: char| {
            let mut s = String::new();
            for pos in 1..=ROW {
                if pos == 5 {
                    s.push_str(" |");
                }
                s.push_str(&format!(" {c}{pos}"));
            }
            s
        };
        out.push_str(&player(Role::Bortom));
        out.push_str(&names('B'));
        out.push_str("   (Borta 1-4 | Hemma 5-7, Port = 1)\n");
        out.push_str(&row(Role::Bortom));
        out.push_str(&format!("    Stumpen {}\n", p.stumpen()));
        out.push_str(&row(Role::Hitom));
        out.push('\n');
        out.push_str(&names('H'));
        out.push('\n');
        out.push_str(&player(Role::Hitom));
        match self.phase() {
            Phase::Opening => out.push_str("The opening roll is due.\n"),
            Phase::Rolling => {
                out.push_str(&format!("{} to throw.\n", p.mover.name()));
            }
            Phase::Moving => {
                if let Some(d) = self.dice() {
                    out.push_str(&format!("{} to play [{d}].\n", p.mover.name()));
                }
            }
            Phase::Over => {
                if let (Some(w), Some(why)) = (self.winner(), self.end_reason()) {
                    let why = match why {
                        EndReason::ThrewAwayStumpen => {
                            format!("{} has thrown away the Stumpen", w.other().name())
                        }
                        EndReason::DriedOut => format!("{} is dried out", w.other().name()),
                        EndReason::BothDriedOut => {
                            "both are dried out; the player who made the play wins".into()
                        }
                    };
                    out.push_str(&format!("{} wins: {why}.\n", w.name()));
                }
            }
        }
        out
    }
}
