//! Dam's side of the family contract: the board view, multi-jumps built square by square,
//! why a game ended, and PDN files in and out.

use crate::board::between;
use crate::game::QUIET_LIMIT;
use crate::{parse_fen, parse_pdn, write_pdn, Colour, Dam, DrawOffer, Move, PdnGame, Play, Rank};
use serde::Serialize;
use spelbord_ai::{Bot, Level};
use spelbord_core::{Game, Outcome, Problem, Replay, Seat, ToAct};
use spelbord_family::{ExportMeta, Family, Field, Format, GameInfo, Steps, Words};

/// One piece on the board.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PieceView {
    /// 0 Black, 1 White.
    pub c: u8,
    /// A king.
    pub k: bool,
}

/// A piece the seat to act may huff, with the move that does it.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HuffChoice {
    /// Its PDN square.
    pub sq: u8,
    /// The huff in notation.
    pub mv: String,
}

/// The decisions besides piece moves open to the seat to act, each as its move in
/// notation (`None`: not open now). The page shows them as buttons and never writes them.
#[derive(Debug, Clone, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Choices {
    /// Take the faulty move back and make its player capture.
    pub insist: Option<String>,
    /// Let the faulty move stand.
    pub allow: Option<String>,
    /// Huff one of the marked pieces.
    pub huff: Vec<HuffChoice>,
    /// Accept the pending draw offer.
    pub accept: Option<String>,
    /// Decline it.
    pub decline: Option<String>,
    /// Offer a draw (open on an ordinary turn, once a turn; not in the legal list).
    pub offer: Option<String>,
}

/// What a decision besides a piece move was, by name.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum DecisionKind {
    /// The faulty move was taken back.
    Insist,
    /// The faulty move was let stand.
    Allow,
    /// A piece was huffed.
    Huff,
    /// A draw offer was declined.
    Decline,
}

/// A decision the page reports after it was made (until the second piece move after it).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DecidedView {
    /// The seat that decided.
    pub by: Seat,
    /// What it decided.
    pub what: DecisionKind,
    /// The square of the huffed piece.
    pub sq: Option<u8>,
}

/// What the Dam board draws.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DamView {
    /// `squares[n-1]`: the piece on PDN square n.
    pub squares: Vec<Option<PieceView>>,
    /// The last move's squares, in order (in a view of [`Family::steps`]: the squares
    /// chosen so far).
    pub last: Vec<u8>,
    /// The squares of the pieces the last move took, in the order they were jumped.
    pub captured: Vec<u8>,
    /// Pieces on the board by seat (Black, White), kings included.
    pub pieces: [u8; 2],
    /// Kings on the board by seat.
    pub kings: [u8; 2],
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
    /// The decisions besides piece moves open now, as moves.
    pub choices: Choices,
    /// The last decision besides a piece move, shortly after it was made.
    pub decided: Option<DecidedView>,
    /// The round (PDN move number) the next move belongs to.
    pub round: u16,
    /// Moves each without a capture or a man moving.
    pub quiet: u16,
    /// Moves each without a capture or a man moving that end the game drawn.
    pub quiet_limit: u16,
}

/// A side, by name (the argument of an end reason).
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Side {
    /// Black (seat 0).
    Black,
    /// White (seat 1).
    White,
}

impl From<Colour> for Side {
    fn from(c: Colour) -> Side {
        match c {
            Colour::Black => Side::Black,
            Colour::White => Side::White,
        }
    }
}

/// Why a game of Dam ended.
#[derive(Debug, Clone, Copy, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum DamEnd {
    /// The loser has no pieces left.
    NoPieces {
        /// The side without pieces.
        loser: Side,
    },
    /// The loser cannot move.
    NoMoves {
        /// The side that cannot move.
        loser: Side,
    },
    /// The same position for the third time with the same side to move.
    Repetition,
    /// Forty moves each without a capture or a man moving.
    MoveLimit,
    /// A draw offer was accepted.
    Agreement,
}

impl Dam {
    /// The decisions besides piece moves open now, as moves in notation.
    fn choices(&self) -> Choices {
        let mut legal = Vec::new();
        self.legal_moves(&mut legal);
        let text = |m: Move| legal.contains(&m).then(|| self.format_move(&m));
        Choices {
            insist: text(Move::Insist),
            allow: text(Move::Allow),
            huff: legal
                .iter()
                .filter_map(|m| match m {
                    Move::Huff(s) => Some(HuffChoice {
                        sq: s + 1,
                        mv: self.format_move(m),
                    }),
                    _ => None,
                })
                .collect(),
            accept: text(Move::AcceptDraw),
            decline: text(Move::DeclineDraw),
            offer: self
                .may_offer_draw()
                .then(|| self.format_move(&Move::OfferDraw)),
        }
    }

    /// The legal piece moves whose paths start with `chosen` (PDN squares).
    fn plays_from(&self, chosen: &[u8]) -> Vec<(Move, Play)> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .into_iter()
            .filter_map(|m| match m {
                Move::Play(p) if p.squares().starts_with(chosen) => Some((m, p)),
                _ => None,
            })
            .collect()
    }
}

/// The squares (PDN) a jump path takes, hop by hop.
fn jumped(path: &[u8]) -> Vec<u8> {
    path.windows(2)
        .filter_map(|w| between(w[0], w[1]).map(|s| s + 1))
        .collect()
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
        let b = self.board();
        let count = |c: Colour| b.pieces(c).count_ones() as u8;
        let kings = |c: Colour| (b.pieces(c) & b.kings).count_ones() as u8;
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
            captured: self
                .last_play()
                .map(|p| jumped(p.path()))
                .unwrap_or_default(),
            pieces: [count(Colour::Black), count(Colour::White)],
            kings: [kings(Colour::Black), kings(Colour::White)],
            huffable: self.huffable_squares(),
            fault: self.fault().is_some(),
            stopped_early: self.fault().is_some_and(|f| f.stopped_early),
            huffing: self.settings().huffing,
            offer: match self.draw_offer() {
                DrawOffer::Pending { by } => Some(by),
                _ => None,
            },
            choices: self.choices(),
            decided: self.decided().and_then(|d| {
                let (what, sq) = match d.mv {
                    Move::Insist => (DecisionKind::Insist, None),
                    Move::Allow => (DecisionKind::Allow, None),
                    Move::Huff(s) => (DecisionKind::Huff, Some(s + 1)),
                    Move::DeclineDraw => (DecisionKind::Decline, None),
                    _ => return None,
                };
                Some(DecidedView { by: d.by, what, sq })
            }),
            round: self.round(),
            quiet: self.quiet_moves() / 2,
            quiet_limit: QUIET_LIMIT / 2,
        }
    }

    /// A piece move is built square by square: the piece, then each landing square. The
    /// chosen squares must start the path of a legal piece move; the next squares
    /// continue one, and a whole path is the move (under huffing a jump stopped early is
    /// a whole move that a longer one continues). The view shows the board with the hops
    /// so far made: the piece where it stands now, `last` the squares chosen, `captured`
    /// the pieces jumped so far (still on the board until the move is complete).
    fn steps(&self, chosen: &[u8]) -> Steps<u8, DamView> {
        let fits = self.plays_from(chosen);
        if fits.is_empty() {
            return Steps::none();
        }
        let mut next = Vec::new();
        let mut complete = None;
        for (m, p) in &fits {
            let path = p.squares();
            if path.len() == chosen.len() {
                complete = Some(self.format_move(m));
            } else if !next.contains(&path[chosen.len()]) {
                next.push(path[chosen.len()]);
            }
        }
        let view = (chosen.len() >= 2).then(|| {
            let mut v = self.board_view(None);
            let from = chosen[0] as usize - 1;
            let to = chosen[chosen.len() - 1] as usize - 1;
            let piece = v.squares[from].take();
            v.squares[to] = piece;
            v.last = chosen.to_vec();
            v.captured = jumped(&chosen.iter().map(|s| s - 1).collect::<Vec<_>>());
            v
        });
        Steps {
            next,
            complete,
            view,
        }
    }

    fn end_reason(&self) -> Option<DamEnd> {
        let ToAct::Over(outcome) = self.to_act() else {
            return None;
        };
        if self.draw_offer() == DrawOffer::Agreed {
            return Some(DamEnd::Agreement);
        }
        if let Outcome::Win { winner, .. } = outcome {
            let loser = Colour::of_seat(1 - winner);
            return Some(if self.board().pieces(loser) == 0 {
                DamEnd::NoPieces {
                    loser: loser.into(),
                }
            } else {
                DamEnd::NoMoves {
                    loser: loser.into(),
                }
            });
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

    fn move_words(&self, m: &Move) -> Option<Words> {
        let p = ("p", self.seat_to_move()?.to_string());
        let (key, arg) = match *m {
            // The path with a dash or a times sign, which the notation does not read.
            Move::Play(play) => {
                let sep = if play.is_jump() { "×" } else { "–" };
                let path: Vec<String> = play.path().iter().map(|s| (s + 1).to_string()).collect();
                let key = if play.is_jump() {
                    "dam.saidCapture"
                } else {
                    "dam.saidMove"
                };
                (key, Some(("m", path.join(sep))))
            }
            Move::OfferDraw => ("dam.saidOffer", None),
            Move::AcceptDraw => ("dam.saidAccept", None),
            Move::DeclineDraw => ("dam.decided.decline", None),
            Move::Insist => ("dam.decided.insist", None),
            Move::Allow => ("dam.decided.allow", None),
            Move::Huff(s) => ("dam.decided.huff", Some(("n", (s + 1).to_string()))),
        };
        Some(Words::new(key, std::iter::once(p).chain(arg)))
    }

    /// Each side's men and kings by PDN square number (as a player reads a diagram), and
    /// a draw offer waiting for its answer.
    fn position_words(&self, _seat: Option<Seat>) -> Vec<Words> {
        let mut out = Vec::new();
        for c in [Colour::Black, Colour::White] {
            for (key, none, king) in [
                ("dam.descMen", "dam.descNoMen", false),
                ("dam.descKings", "dam.descNoKings", true),
            ] {
                let sq: Vec<String> = (1..=32u8)
                    .filter(|&n| {
                        self.piece(n)
                            .is_some_and(|p| p.colour == c && (p.rank == Rank::King) == king)
                    })
                    .map(|n| n.to_string())
                    .collect();
                let p = ("p", (c as u8).to_string());
                out.push(if sq.is_empty() {
                    Words::new(none, [p])
                } else {
                    Words::new(key, [p, ("sq", sq.join(", "))])
                });
            }
        }
        if let DrawOffer::Pending { by } = self.draw_offer() {
            out.push(Words::new("dam.offerPending", [("p", by.to_string())]));
        }
        out
    }

    fn preview_moves(_id: &str) -> &'static [&'static str] {
        &[
            "11-15", "23-19", "8-11", "22-17", "4-8", "17-13", "15-18", "24-20",
        ]
    }

    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        crate::bot(level, seed)
    }

    fn engine_data() -> Option<&'static str> {
        Some(crate::endgame::FILE)
    }
    fn engine_data_ready() -> bool {
        crate::endgame::file_settled()
    }
    fn engine_data_optional() -> bool {
        true
    }
    fn engine_data_wanted(&self) -> bool {
        self.board().occupied().count_ones() <= crate::endgame::WANTED_AT
    }
    fn install_engine_data(bytes: &[u8]) -> Result<(), Problem> {
        crate::endgame::install_file(bytes).map_err(|e| {
            Problem::new(
                "engineData",
                vec![("file", crate::endgame::FILE.to_string())],
                e,
            )
        })
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
                Err(e) => Err(crate::fen::unreadable(e)),
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

/// A PDN problem as its kind (the `line` is among its arguments).
fn pdn_problem(e: crate::PdnError) -> Problem {
    e.problem
}
