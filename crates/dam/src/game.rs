//! Dam as a [`Game`]: the board plus everything the rules remember between moves —
//! repetitions and the 40-move count, a pending draw offer, and under huffing the
//! faulty move waiting for the opponent's verdict.

use crate::board::{Bits, Board, Colour, Piece, Play, BOTTOM_ROW, TOP_ROW};
use crate::fen::{parse_fen, FenError};
use crate::moves::{read_path, Move};
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, Illegal, NotationError, Outcome, Problem, Seat, SettingsError, ToAct};
use spelbord_huffing::{Offence, Points, Verdict};

/// Half-moves without a capture or a man moving after which the game is drawn (40 each).
pub const QUIET_LIMIT: u16 = 80;

/// The table's rule settings.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DamSettings {
    /// The older rule ("blåsning"): captures are not forced, and a faulty move may be
    /// insisted on, allowed, or punished by huffing a piece.
    pub huffing: bool,
    /// A set-up position in FEN (`W:W21,22,K30:B1,2`); empty for the standard start.
    /// A FEN that cannot be read falls back to the start (check it with
    /// [`Dam::from_settings`] first).
    pub fen: String,
}

/// A faulty move under huffing, waiting for the opponent's choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    /// The move that was made.
    pub play: Play,
    /// The offender's pieces the opponent may huff (0-based squares, as they stand now).
    pub huffable: Bits,
    /// Whether the move stopped a jump sequence early (rather than ignoring a capture).
    pub stopped_early: bool,
    before: Board,
    quiet_before: u16,
    history_before: Vec<u64>,
    last_before: Option<Play>,
}

impl Fault {
    /// The fault as the shared huffing rule states it.
    pub fn offence(&self) -> Offence {
        Offence {
            huffable: self.huffable as Points,
            stopped_early: self.stopped_early,
        }
    }
}

/// Where a draw offer stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawOffer {
    /// No offer is pending.
    None,
    /// `by` has offered and the other seat must answer.
    Pending {
        /// The seat that offered.
        by: Seat,
    },
    /// The offer was accepted: the game is drawn.
    Agreed,
}

/// A game of Dam (English draughts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dam {
    settings: DamSettings,
    board: Board,
    /// Half-moves since the last capture or man move.
    quiet: u16,
    /// Keys of the positions since the last capture or man move, current last.
    history: Vec<u64>,
    last: Option<Play>,
    fault: Option<Fault>,
    draw: DrawOffer,
    /// The seat to move has had an offer declined this turn (one offer per turn).
    declined: bool,
    /// After "insist" the offender must make a complete capture.
    forced: bool,
    /// The round as PDN numbers it (Black's move and White's answer; a set-up with White
    /// to move starts with White's half of round 1).
    round: u16,
    /// White has made a piece move in this round: Black's next piece move starts another.
    white_moved: bool,
    /// The last decision besides a piece move, while at most one piece move has
    /// followed it (the page says what the other side just decided).
    decided: Option<Decided>,
    status: ToAct,
}

/// A decision besides a piece move, as the page reports it afterwards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decided {
    /// Who decided.
    pub by: Seat,
    /// What: `Insist`, `Allow`, `Huff(square)` or `DeclineDraw`.
    pub mv: Move,
    /// Piece moves played since (it is forgotten at the second).
    pub age: u8,
}

impl Dam {
    /// A game from settings, or the reason the set-up FEN cannot be read.
    pub fn from_settings(settings: DamSettings) -> Result<Dam, FenError> {
        let board = if settings.fen.trim().is_empty() {
            Board::start()
        } else {
            parse_fen(&settings.fen)?
        };
        Ok(Dam::with_board(settings, board))
    }

    /// A game from a set-up board (FEN already read).
    pub fn with_board(settings: DamSettings, board: Board) -> Dam {
        let mut g = Dam {
            settings,
            board,
            quiet: 0,
            history: vec![board.hash],
            last: None,
            fault: None,
            draw: DrawOffer::None,
            declined: false,
            forced: false,
            round: 1,
            white_moved: false,
            decided: None,
            status: ToAct::Seat(0),
        };
        g.update_status();
        g
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// What stands on PDN square `n` (1–32); `None` for an empty or unknown square.
    pub fn piece(&self, n: u8) -> Option<Piece> {
        if n == 0 {
            return None;
        }
        self.board.piece_at(n - 1)
    }

    /// The colour whose turn it is on the board (Black moves first).
    pub fn turn(&self) -> Colour {
        self.board.turn
    }

    /// The path of the last piece move as PDN squares (empty before the first move).
    pub fn last_move(&self) -> Vec<u8> {
        self.last.map(|p| p.squares()).unwrap_or_default()
    }

    /// The last piece move (`None` before the first).
    pub fn last_play(&self) -> Option<Play> {
        self.last
    }

    /// The squares (PDN 1–32) of the pieces the last piece move captured, for drawing.
    pub fn last_captured(&self) -> Vec<u8> {
        self.last
            .map(|p| squares_of(p.captured))
            .unwrap_or_default()
    }

    /// The faulty move waiting for a verdict (huffing only).
    pub fn fault(&self) -> Option<&Fault> {
        self.fault.as_ref()
    }

    /// The pieces the opponent may huff now, as PDN squares (empty when nothing is pending).
    pub fn huffable_squares(&self) -> Vec<u8> {
        self.fault
            .as_ref()
            .map(|f| squares_of(f.huffable))
            .unwrap_or_default()
    }

    /// Keys of the positions since the last capture or man move, the current one last.
    pub fn game_keys(&self) -> &[u64] {
        &self.history
    }

    /// The state of draw offers.
    pub fn draw_offer(&self) -> DrawOffer {
        self.draw
    }

    /// Half-moves since the last capture or man move (the draw comes at [`QUIET_LIMIT`]).
    pub fn quiet_moves(&self) -> u16 {
        self.quiet
    }

    /// How often the current position has occurred (same pieces, same side to move).
    pub fn repetitions(&self) -> usize {
        let h = self.board.hash;
        self.history
            .iter()
            .rev()
            .step_by(2)
            .filter(|&&k| k == h)
            .count()
    }

    /// The legal moves as paths of PDN squares, for building a multi-jump hop by hop:
    /// keep the paths that start with the squares clicked so far.
    pub fn legal_paths(&self) -> Vec<Vec<u8>> {
        let mut v = Vec::new();
        self.legal_moves(&mut v);
        v.iter()
            .filter_map(|m| match m {
                Move::Play(p) => Some(p.squares()),
                _ => None,
            })
            .collect()
    }

    /// The round of PDN numbering the next piece move belongs to, with the decisions
    /// (huffs, verdicts, draw offers) played inside the round where they happen.
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The last decision besides a piece move, if at most one piece move followed it.
    pub fn decided(&self) -> Option<Decided> {
        self.decided
    }

    /// Whether the seat to move may offer a draw now.
    pub fn may_offer_draw(&self) -> bool {
        matches!(self.status, ToAct::Seat(_))
            && self.fault.is_none()
            && self.draw == DrawOffer::None
            && !self.declined
    }

    /// The piece moves legal under the compulsory-capture rule ("jeu forcé").
    pub fn forced_plays(&self, out: &mut Vec<Play>) {
        out.clear();
        self.board.generate(out);
    }

    /// Every piece move the rules allow now: with huffing also steps that ignore a
    /// capture and jump sequences stopped early (each such move is a fault).
    fn plays(&self, out: &mut Vec<Play>) {
        out.clear();
        if !self.settings.huffing || self.forced {
            self.board.generate(out);
            return;
        }
        spelbord_huffing::huffing_plays(&self.board, out);
    }

    fn update_status(&mut self) {
        self.status = self.compute_status();
    }

    fn compute_status(&self) -> ToAct {
        if self.draw == DrawOffer::Agreed {
            return ToAct::Over(Outcome::Draw);
        }
        let mover = self.board.turn.seat();
        if self.fault.is_some() {
            return ToAct::Seat(mover);
        }
        if let DrawOffer::Pending { by } = self.draw {
            return ToAct::Seat(1 - by);
        }
        let me = self.board.pieces(self.board.turn);
        let opp = self.board.pieces(self.board.turn.other());
        if opp == 0 {
            // Only after a huff can the side not to move be left without pieces.
            return ToAct::Over(Outcome::win(mover));
        }
        if me == 0 || !self.board.has_moves() {
            return ToAct::Over(Outcome::win(1 - mover));
        }
        if self.quiet >= QUIET_LIMIT || self.repetitions() >= 3 {
            return ToAct::Over(Outcome::Draw);
        }
        ToAct::Seat(mover)
    }

    /// Plays a piece move (legal under the current rules).
    fn play_piece(&mut self, p: &Play) {
        let mut fault = None;
        if self.settings.huffing && !self.forced {
            fault = spelbord_huffing::offence(&self.board, p).map(|o| Fault {
                play: *p,
                huffable: o.huffable as Bits,
                stopped_early: o.stopped_early,
                before: self.board,
                quiet_before: self.quiet,
                history_before: self.history.clone(),
                last_before: self.last,
            });
        }
        match self.board.turn {
            Colour::Black if self.white_moved => {
                self.round += 1;
                self.white_moved = false;
            }
            Colour::Black => {}
            Colour::White => self.white_moved = true,
        }
        self.decided = self.decided.and_then(|d| {
            (d.age == 0).then_some(Decided {
                age: d.age + 1,
                ..d
            })
        });
        let irreversible = p.is_jump() || self.board.moves_man(p);
        self.board = self.board.apply(p);
        if irreversible {
            self.quiet = 0;
            self.history.clear();
        } else {
            self.quiet += 1;
        }
        self.history.push(self.board.hash);
        self.last = Some(*p);
        self.fault = fault;
        self.forced = false;
        self.declined = false;
    }

    fn check_board(&self) -> Result<(), String> {
        let b = &self.board;
        if b.black & b.white != 0 {
            return Err("a square holds both colours".into());
        }
        if b.kings & !(b.black | b.white) != 0 {
            return Err("a king on an empty square".into());
        }
        if (b.black & !b.kings & BOTTOM_ROW) != 0 || (b.white & !b.kings & TOP_ROW) != 0 {
            return Err("an uncrowned man on its crowning row".into());
        }
        if b.black.count_ones() > 12 || b.white.count_ones() > 12 {
            return Err("more than twelve pieces of a colour".into());
        }
        if b.hash != b.compute_hash() {
            return Err("the position key is stale".into());
        }
        if self.history.last() != Some(&b.hash) {
            return Err("the repetition history does not end with this position".into());
        }
        Ok(())
    }
}

/// Dam has no chance events; this type has no values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChance {}

impl std::fmt::Display for NoChance {
    fn fmt(&self, _f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

impl std::str::FromStr for NoChance {
    type Err = NotationError;
    fn from_str(_s: &str) -> Result<Self, NotationError> {
        Err(NotationError::kind(
            "noChanceDue",
            vec![],
            "Dam has no chance events",
        ))
    }
}

/// PDN square numbers (1–32) of a set of squares.
pub fn squares_of(bits: Bits) -> Vec<u8> {
    (0..32u8)
        .filter(|s| bits & (1 << s) != 0)
        .map(|s| s + 1)
        .collect()
}

/// The colour a player plays in game `n` of a match (0-based) when they played
/// `first` in game 0: the players swap colours after every game ("byter pjäser").
pub fn colour_in_game(first: Colour, n: u32) -> Colour {
    if n & 1 == 0 {
        first
    } else {
        first.other()
    }
}

impl Game for Dam {
    type Move = Move;
    type Chance = NoChance;
    type Settings = DamSettings;
    type View = Dam;

    const IDS: &'static [&'static str] = &["dam"];

    fn default_settings(id: &str) -> Option<DamSettings> {
        (id == "dam").then(DamSettings::default)
    }

    fn new(settings: DamSettings) -> Self {
        let board = parse_fen(&settings.fen).unwrap_or_else(|_| Board::start());
        Dam::with_board(settings, board)
    }

    fn from_settings(settings: DamSettings) -> Result<Self, SettingsError> {
        Dam::from_settings(settings).map_err(|e| SettingsError(crate::fen::unreadable(e)))
    }

    fn id(&self) -> &'static str {
        "dam"
    }

    fn settings(&self) -> &DamSettings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        self.status.clone()
    }

    /// Board moves, or the answers to a pending draw offer or faulty move. Offering a
    /// draw is legal on any ordinary turn (see [`Dam::may_offer_draw`]) but is not
    /// listed: it is a table action, not a move of the game, and listing it would put
    /// it into every search and perft count.
    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if !matches!(self.status, ToAct::Seat(_)) {
            return;
        }
        if let Some(f) = &self.fault {
            out.extend(Verdict::options(&f.offence()).into_iter().map(|v| match v {
                Verdict::Insist => Move::Insist,
                Verdict::Allow => Move::Allow,
                Verdict::Huff(s) => Move::Huff(s),
            }));
            return;
        }
        if let DrawOffer::Pending { .. } = self.draw {
            out.push(Move::AcceptDraw);
            out.push(Move::DeclineDraw);
            return;
        }
        let mut plays = Vec::new();
        self.plays(&mut plays);
        out.extend(plays.into_iter().map(Move::Play));
    }

    fn is_legal(&self, m: &Move) -> bool {
        match m {
            Move::OfferDraw => self.may_offer_draw(),
            Move::Play(p) => {
                let mut v = Vec::new();
                self.legal_moves(&mut v);
                v.contains(&Move::Play(*p))
            }
            _ => {
                let mut v = Vec::new();
                self.legal_moves(&mut v);
                v.contains(m)
            }
        }
    }

    fn illegal(&self, m: &Move) -> Illegal {
        let rule = |key, args: Vec<(&'static str, String)>, message: String| {
            Illegal::Rule(Problem::new(key, args, message))
        };
        let plain = |key, message: &str| Illegal::Rule(Problem::new(key, vec![], message));
        match self.status {
            ToAct::Over(_) => return Illegal::GameOver,
            ToAct::Chance => return Illegal::ChanceDue,
            ToAct::Seat(_) => {}
        }
        if self.fault.is_some() {
            return plain(
                "dam.answerFault",
                "first answer the faulty move: insist, allow or huff a piece",
            );
        }
        if let DrawOffer::Pending { .. } = self.draw {
            return plain("dam.answerOffer", "first accept or decline the draw offer");
        }
        match m {
            Move::OfferDraw => plain("dam.offerOnce", "a draw may be offered once per turn"),
            Move::AcceptDraw | Move::DeclineDraw => {
                plain("dam.noOffer", "no draw has been offered")
            }
            Move::Insist | Move::Allow | Move::Huff(_) => {
                plain("dam.noFault", "no faulty move to answer")
            }
            Move::Play(p) => {
                let from = p.from();
                let sq = vec![("sq", (from + 1).to_string())];
                match self.board.piece_at(from) {
                    None => rule(
                        "dam.noPiece",
                        sq,
                        format!("there is no piece on {}", from + 1),
                    ),
                    Some(pc) if pc.colour != self.board.turn => rule(
                        "dam.notYours",
                        sq,
                        format!("the piece on {} is not yours", from + 1),
                    ),
                    Some(_) => {
                        if self.board.jumpers() != 0
                            && (!self.settings.huffing || self.forced)
                            && !p.is_jump()
                        {
                            plain("dam.mustCapture", "a capture is compulsory")
                        } else if p.is_jump() {
                            let mut v = Vec::new();
                            self.board.generate(&mut v);
                            if v.iter()
                                .any(|q| q.is_jump() && q.path().starts_with(p.path()))
                            {
                                plain("dam.finishCapture", "the capture must be completed")
                            } else {
                                rule(
                                    "dam.noCapture",
                                    vec![("mv", p.to_string())],
                                    format!("{p} is not a possible capture"),
                                )
                            }
                        } else {
                            Illegal::NotLegal { mv: p.to_string() }
                        }
                    }
                }
            }
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        if matches!(
            m,
            Move::Insist | Move::Allow | Move::Huff(_) | Move::DeclineDraw
        ) {
            if let ToAct::Seat(by) = self.status {
                self.decided = Some(Decided { by, mv: *m, age: 0 });
            }
        }
        match m {
            Move::Play(p) => self.play_piece(p),
            Move::OfferDraw => {
                self.draw = DrawOffer::Pending {
                    by: self.board.turn.seat(),
                }
            }
            Move::AcceptDraw => self.draw = DrawOffer::Agreed,
            Move::DeclineDraw => {
                self.draw = DrawOffer::None;
                self.declined = true;
            }
            Move::Insist => {
                if let Some(f) = self.fault.take() {
                    self.board = f.before;
                    self.quiet = f.quiet_before;
                    self.history = f.history_before;
                    self.last = f.last_before;
                    self.forced = true;
                }
            }
            Move::Allow => self.fault = None,
            Move::Huff(s) => {
                self.fault = None;
                let b = self.board;
                let bit = 1 << s;
                self.board =
                    Board::from_parts(b.black & !bit, b.white & !bit, b.kings & !bit, b.turn);
                // Removing a piece is irreversible, like a capture.
                self.quiet = 0;
                self.history.clear();
                self.history.push(self.board.hash);
            }
        }
        self.update_status();
    }

    fn view(&self, _seat: Seat) -> Dam {
        self.clone()
    }

    /// Reads a move, also in the short PDN form of a capture that gives only the start
    /// and the end (`15x31`) when just one legal capture fits.
    fn parse_move(&self, s: &str) -> Result<Move, NotationError> {
        let direct: Result<Move, NotationError> = s.trim().parse();
        if let Ok(m) = direct {
            return Ok(m);
        }
        if let Ok((squares, true)) = read_path(s) {
            let mut v = Vec::new();
            self.legal_moves(&mut v);
            let fits: Vec<&Move> = v
                .iter()
                .filter(|m| match m {
                    Move::Play(p) => {
                        p.is_jump()
                            && p.from() == squares[0]
                            && p.to() == squares[squares.len() - 1]
                            && squares.iter().all(|s| p.path().contains(s))
                    }
                    _ => false,
                })
                .collect();
            match fits.len() {
                1 => return Ok(*fits[0]),
                0 => {}
                _ => {
                    let options: Vec<String> = fits.iter().map(|m| m.to_string()).collect();
                    return Err(NotationError::kind(
                        "dam.ambiguous",
                        vec![
                            ("mv", s.trim().to_string()),
                            ("options", options.join(", ")),
                        ],
                        format!(
                            "'{}' is ambiguous: write the whole path ({})",
                            s.trim(),
                            options.join(" or ")
                        ),
                    ));
                }
            }
        }
        direct
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_board()?;
        if self.status != self.compute_status() {
            return Err("the cached status is stale".into());
        }
        if let Some(f) = &self.fault {
            if f.huffable & !self.board.pieces(self.board.turn.other()) != 0 {
                return Err("a huffable square holds no piece of the offender".into());
            }
        }
        Ok(())
    }
}
