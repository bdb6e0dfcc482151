//! Dam's side of the family contract: the board view, multi-jumps built square by square,
//! why a game ended, and PDN files in and out.

use crate::game::QUIET_LIMIT;
use crate::{parse_fen, parse_pdn, write_pdn, Colour, Dam, DrawOffer, Move, PdnGame, Rank};
use serde::Serialize;
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Problem, Replay, Seat, ToAct};
use spelbord_family::{ExportMeta, Family, Field, Format, GameInfo, Steps};

/// One piece on the board.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct PieceView {
    /// 0 Black, 1 White.
    pub c: u8,
    /// A king.
    pub k: bool,
}

/// What the Dam board draws.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DamView {
    /// `squares[n-1]`: the piece on PDN square n.
    pub squares: Vec<Option<PieceView>>,
    /// The last move's squares, in order.
    pub last: Vec<u8>,
    /// The squares of the pieces the last move took.
    pub captured: Vec<u8>,
    /// Pieces the seat to act may huff.
    pub huffable: Vec<u8>,
    /// A faulty move awaits its verdict.
    pub fault: bool,
    /// The faulty move stopped a jump early (rather than ignoring a capture).
    pub stopped_early: bool,
    /// Whether huffing is on.
    pub huffing: bool,
    /// The seat with a pending draw offer.
    pub offer: Option<Seat>,
    /// Whether the seat to move may offer a draw now.
    pub may_offer_draw: bool,
    /// Half-moves since the last capture or man move.
    pub quiet: u16,
    /// Half-moves without a capture or man move that end the game drawn.
    pub quiet_limit: u16,
}

/// Why a game of Dam ended.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum DamEnd {
    /// The loser has no pieces left.
    NoPieces,
    /// The loser cannot move.
    NoMoves,
    /// The same position for the third time with the same side to move.
    Repetition,
    /// Forty moves each without a capture or a man moving.
    MoveLimit,
    /// A draw offer was accepted.
    Agreement,
}

impl Family for Dam {
    const FAMILY: &'static str = "dam";
    const GAMES: &'static [GameInfo] = &[GameInfo::two("dam")];
    type BoardView = DamView;
    /// A square (1–32) clicked: the piece, then each landing square of its move.
    type Step = u8;
    type EndReason = DamEnd;
    type Analysis = ();

    fn fields(_id: &str) -> Vec<Field> {
        vec![Field::bool("huffing", "dam.huffingField")]
    }

    fn board_view(&self, _seat: Option<Seat>) -> DamView {
        DamView {
            squares: (1..=32u8)
                .map(|n| {
                    self.piece(n).map(|p| PieceView {
                        c: p.colour as u8,
                        k: p.rank == Rank::King,
                    })
                })
                .collect(),
            last: self.last_move(),
            captured: self.last_captured(),
            huffable: self.huffable_squares(),
            fault: self.fault().is_some(),
            stopped_early: self.fault().is_some_and(|f| f.stopped_early),
            huffing: self.settings().huffing,
            offer: match self.draw_offer() {
                DrawOffer::Pending { by } => Some(by),
                _ => None,
            },
            may_offer_draw: self.may_offer_draw(),
            quiet: self.quiet_moves(),
            quiet_limit: QUIET_LIMIT,
        }
    }

    /// The squares of every legal piece move are its path: the chosen squares must be a
    /// prefix of a path; the next squares continue one, and a whole path is a move.
    fn steps(&self, chosen: &[u8]) -> Steps<u8, DamView> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut next = Vec::new();
        let mut complete = None;
        for m in &moves {
            let Move::Play(p) = m else { continue };
            let path = p.squares();
            if !path.starts_with(chosen) {
                continue;
            }
            if path.len() == chosen.len() {
                complete = Some(self.format_move(m));
            } else if !next.contains(&path[chosen.len()]) {
                next.push(path[chosen.len()]);
            }
        }
        Steps {
            next,
            complete,
            view: None,
        }
    }

    fn end_reason(&self) -> Option<DamEnd> {
        let ToAct::Over(_) = self.to_act() else {
            return None;
        };
        if self.draw_offer() == DrawOffer::Agreed {
            return Some(DamEnd::Agreement);
        }
        let b = self.board();
        if b.pieces(Colour::Black) == 0 || b.pieces(Colour::White) == 0 {
            return Some(DamEnd::NoPieces);
        }
        if !b.has_moves() {
            return Some(DamEnd::NoMoves);
        }
        if self.repetitions() >= 3 {
            return Some(DamEnd::Repetition);
        }
        Some(DamEnd::MoveLimit)
    }

    fn ascii(&self) -> String {
        let mut s = String::new();
        for row in 0..8u8 {
            for col in 0..8u8 {
                // Dark squares: in row r (from the top) the dark squares are the odd
                // columns on even rows and the even columns on odd rows.
                if (row + col) % 2 == 1 {
                    let n = row * 4 + col / 2 + 1;
                    s.push(match self.piece(n) {
                        None => '.',
                        Some(p) => match (p.colour, p.rank) {
                            (Colour::Black, Rank::Man) => 'b',
                            (Colour::Black, Rank::King) => 'B',
                            (Colour::White, Rank::Man) => 'w',
                            (Colour::White, Rank::King) => 'W',
                        },
                    });
                } else {
                    s.push(' ');
                }
            }
            s.push('\n');
        }
        s
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &[
            "11-15", "23-19", "8-11", "22-17", "4-8", "17-13", "15-18", "24-20",
        ]
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        crate::default_time_ms(level)
    }

    fn formats() -> &'static [Format] {
        &[Format {
            id: "pdn",
            extension: "pdn",
            mime: "application/x-chess-pdn",
            export: true,
            import: true,
        }]
    }

    /// The PDN file of a game, with the players' names and the date in its tags (an
    /// empty name or date keeps PDN's `?`).
    fn export(game: &Replay<Self>, format: &str, meta: &ExportMeta) -> Result<String, Problem> {
        if format != "pdn" {
            return Err(spelbord_family::no_format(format));
        }
        let mut pdn = PdnGame::from_texts(game.settings(), &game.moves()).map_err(pdn_problem)?;
        pdn.set_tag("Event", "Spelbord");
        let name = |i: usize| meta.names.get(i).map(|s| s.trim()).unwrap_or("");
        let date = meta.date.trim().replace('-', ".");
        for (tag, value) in [
            ("Black", name(0)),
            ("White", name(1)),
            ("Date", date.as_str()),
        ] {
            if !value.is_empty() {
                pdn.set_tag(tag, value);
            }
        }
        Ok(write_pdn(&pdn))
    }

    /// The first game of a PDN text; the error names the line.
    fn import(format: &str, text: &str) -> Result<Replay<Self>, Problem> {
        if format != "pdn" {
            return Err(spelbord_family::no_format(format));
        }
        let pdn = parse_pdn(text).map_err(pdn_problem)?;
        let mut r = Replay::<Dam>::try_new(pdn.settings(), 0, false).map_err(|e| e.0)?;
        for m in &pdn.moves {
            // parse_pdn has checked every move already; this only guards a disagreement.
            r.play(&m.mv).map_err(|e| e.problem())?;
        }
        Ok(r)
    }

    /// A FEN tag value (`W:W21,22,K30:B1,2`) or PDN movetext (`1. 11-15 23-19`).
    fn open_position(text: &str) -> Option<Result<Replay<Self>, Problem>> {
        let fen = text
            .trim_start_matches("[FEN")
            .trim()
            .trim_matches(|c| c == '"' || c == ']');
        if fen.starts_with("W:") || fen.starts_with("B:") {
            return Some(match parse_fen(fen) {
                Ok(_) => {
                    let settings = crate::DamSettings {
                        fen: fen.to_string(),
                        ..Default::default()
                    };
                    Replay::try_new(settings, 0, false).map_err(|e| e.0)
                }
                Err(e) => Err(Problem::new(
                    "dam.badFen",
                    vec![("detail", e.to_string())],
                    format!("the set-up position (FEN) cannot be read: {e}"),
                )),
            });
        }
        if text.trim_start().starts_with('[') || text.trim_start().starts_with("1.") {
            return Some(Self::import("pdn", text));
        }
        None
    }

    fn bench(clock: fn() -> f64) -> Vec<(String, f64)> {
        let perft = crate::perft_speed(9, clock);
        let engine = crate::engine_speed(500.0, clock);
        vec![
            (
                "dam perft depth 9, leaves/s".into(),
                perft.count as f64 * 1000.0 / perft.ms.max(1e-9),
            ),
            (
                "dam engine, nodes/s".into(),
                engine.count as f64 * 1000.0 / engine.ms.max(1e-9),
            ),
        ]
    }
}

/// A PDN problem with its line (`line` argument; 0: the whole text).
fn pdn_problem(e: crate::PdnError) -> Problem {
    Problem::new(
        "dam.pdn",
        vec![("line", e.line.to_string()), ("detail", e.message.clone())],
        e.to_string(),
    )
}
