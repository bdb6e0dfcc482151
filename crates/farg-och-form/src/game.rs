//! The game: the bag, the hands, whose turn, the compulsory first move, drawing back up,
//! trading, passing, the end bonus and the end.

use crate::board::{Board, Placed};
use crate::hand::{Hand, HAND_SIZE};
use crate::movegen;
use crate::moves::{Move, Placement, Trade};
use crate::notation::Draw;
use crate::refusal::Refusal;
use crate::rules::check_placement;
use crate::tile::{Tile, COPIES, KINDS, TOTAL_TILES};
use serde::{Deserialize, Serialize};
use spelbord_core::{Game, Outcome, Seat, SettingsError, ToAct};

/// The points for being the first to use up all tiles once the bag is empty.
pub const END_BONUS: i32 = 6;
/// The most players at the table.
pub const MAX_PLAYERS: usize = 4;

/// Table settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How many players, 2–4 (`Game::new` clamps other values; `Game::from_settings`,
    /// which reads what a person or a link gave, refuses them).
    pub players: u8,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { players: 2 }
    }
}

/// Where in the game we are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Hands are being dealt, one tile at a time, seat by seat.
    Dealing,
    /// Largest groups tie: a lot picks who starts among them.
    Lot,
    /// The seat in `turn` chooses a move.
    Turn,
    /// The seat in `turn` draws `left` more tiles (after placing or trading).
    Drawing { left: u8 },
    /// The game has ended.
    Over,
}

/// A game of Färg och form (the rules of Qwirkle) for 2–4 players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FargOchForm {
    pub(crate) settings: Settings,
    pub(crate) players: u8,
    pub(crate) board: Board,
    /// Copies of each kind left in the bag (a multiset: the bag has no order).
    pub(crate) bag: [u8; KINDS],
    pub(crate) bag_count: u8,
    pub(crate) hands: [Hand; MAX_PLAYERS],
    pub(crate) scores: [i32; MAX_PLAYERS],
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    /// Tiles the first move must place; 0 once the table has tiles.
    pub(crate) must_play: u8,
    /// Passes in a row.
    pub(crate) passes: u8,
    /// Traded tiles put aside until the trader has drawn.
    pub(crate) aside: Hand,
    /// The last move and who played it.
    pub(crate) last: Option<(Seat, Move)>,
    /// Each placement so far: who made it and how many tiles (the board lists the tiles
    /// in order), for recounting the scores.
    pub(crate) log: Vec<(Seat, u8)>,
    /// Who used up all tiles and ended the game, if anyone.
    pub(crate) went_out: Option<Seat>,
    /// Tiles that were on the table when a position was set up (not scored by anyone).
    pub(crate) preset: u16,
}

impl FargOchForm {
    /// The tiles on the table.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The tiles on the table with their cells, in the order placed.
    pub fn board_tiles(&self) -> &[Placed] {
        self.board.tiles()
    }

    /// The smallest and largest x and y of the tiles on the table.
    pub fn bounds(&self) -> Option<(i32, i32, i32, i32)> {
        self.board.bounds()
    }

    /// The tile at `x,y`.
    pub fn tile_at(&self, x: i32, y: i32) -> Option<Tile> {
        self.board.get(x, y)
    }

    /// The hand of `seat` (for the seat's own screen; others see only its size).
    pub fn hand(&self, seat: Seat) -> &[Tile] {
        self.hands
            .get(seat as usize)
            .map(|h| h.tiles())
            .unwrap_or(&[])
    }

    /// How many tiles each seat holds.
    pub fn hand_sizes(&self) -> Vec<u8> {
        self.hands[..self.players as usize]
            .iter()
            .map(|h| h.len() as u8)
            .collect()
    }

    /// The scores by seat.
    pub fn scores(&self) -> &[i32] {
        &self.scores[..self.players as usize]
    }

    /// How many tiles are left in the bag.
    pub fn bag_count(&self) -> usize {
        self.bag_count as usize
    }

    /// Whose turn it is (also while they draw), or None before the start and at the end.
    pub fn turn(&self) -> Option<Seat> {
        matches!(self.phase, Phase::Turn | Phase::Drawing { .. }).then_some(self.turn)
    }

    /// How many tiles the first move must place (0 once the table has tiles).
    pub fn must_play(&self) -> usize {
        self.must_play as usize
    }

    /// The largest group (one colour or one shape, identical tiles once) in each hand:
    /// what the players announce to decide who starts.
    pub fn largest_groups(&self) -> Vec<usize> {
        self.hands[..self.players as usize]
            .iter()
            .map(Hand::largest_group)
            .collect()
    }

    /// The last move and who played it.
    pub fn last_move(&self) -> Option<(Seat, Move)> {
        self.last
    }

    /// The cells of the last placement (empty after a trade or pass).
    pub fn last_move_cells(&self) -> Vec<(i32, i32)> {
        match self.last {
            Some((_, Move::Place(p))) => {
                p.items().iter().map(|q| (q.x as i32, q.y as i32)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Who used up all their tiles and ended the game (scoring the bonus), if anyone.
    pub fn went_out(&self) -> Option<Seat> {
        self.went_out
    }

    /// The score a placement would earn now, or which rule it breaks. A placement still
    /// being built may hold fewer tiles than the compulsory first move.
    pub fn placement_score(&self, items: &[Placed]) -> Result<i32, Refusal> {
        if self.phase != Phase::Turn {
            return Err(Refusal::NoTurn);
        }
        let hand = &self.hands[self.turn as usize];
        check_placement(
            &self.board,
            Some(hand),
            self.must_play as usize,
            items,
            false,
        )
    }

    /// For a placement being built tile by tile: the cells where `tile` (from the hand of
    /// the seat to move) could go next, so that the tiles so far plus it are part of some
    /// legal move.
    pub fn cells_for_next_tile(&self, partial: &[Placed], tile: Tile) -> Vec<(i32, i32)> {
        let mut out: Vec<(i32, i32)> = Vec::new();
        if self.phase != Phase::Turn {
            return out;
        }
        let hand = &self.hands[self.turn as usize];
        movegen::for_each_placement(&self.board, hand, self.must_play as usize, |items, _| {
            if items.len() <= partial.len() || !partial.iter().all(|p| items.contains(p)) {
                return;
            }
            for q in items {
                if q.tile == tile && !partial.iter().any(|p| (p.x, p.y) == (q.x, q.y)) {
                    let c = (q.x as i32, q.y as i32);
                    if !out.contains(&c) {
                        out.push(c);
                    }
                }
            }
        });
        out.sort_unstable();
        out
    }

    /// Every legal placement for the seat to move with its score.
    pub fn placements_with_scores(&self, out: &mut Vec<(Placement, i32)>) {
        out.clear();
        if self.phase != Phase::Turn {
            return;
        }
        let hand = &self.hands[self.turn as usize];
        movegen::for_each_placement(&self.board, hand, self.must_play as usize, |items, s| {
            if let Some(p) = Placement::new(items) {
                out.push((p, s));
            }
        });
    }

    /// A position in the middle of a game, for studies and tests: these tiles on the
    /// table (scored by nobody), these hands, `to_move` to move, the rest in the bag.
    /// With an empty table, `to_move` must make the compulsory first move of their
    /// largest group.
    pub fn from_position(
        players: u8,
        table: &[Placed],
        hands: &[&[Tile]],
        to_move: Seat,
    ) -> Result<FargOchForm, String> {
        let mut g = FargOchForm::new(Settings { players });
        if players as usize != hands.len() || !(2..=MAX_PLAYERS).contains(&hands.len()) {
            return Err("give one hand for each of 2-4 players".into());
        }
        if to_move >= players {
            return Err(format!("there is no seat {to_move}"));
        }
        let mut take = |t: Tile| -> Result<(), String> {
            if g.bag[t.index()] == 0 {
                return Err(format!("more than three {t}"));
            }
            g.bag[t.index()] -= 1;
            g.bag_count -= 1;
            Ok(())
        };
        for (s, h) in hands.iter().enumerate() {
            if h.len() > HAND_SIZE {
                return Err(format!("seat {s} holds more than six tiles"));
            }
            for &t in h.iter() {
                take(t)?;
                g.hands[s].push(t);
            }
        }
        for p in table {
            take(p.tile)?;
            if g.board.occupied(p.x as i32, p.y as i32) {
                return Err(format!("two tiles on {},{}", p.x, p.y));
            }
            g.board.place(*p);
        }
        for line in g.board.lines() {
            if !crate::line::Line::of(line.iter().map(|p| p.tile)).is_valid() {
                return Err(format!("invalid line at {}", line[0]));
            }
        }
        g.preset = table.len() as u16;
        g.begin_play(to_move);
        if !g.board.is_empty() {
            g.must_play = 0;
        }
        Ok(g)
    }

    /// The seats whose largest groups tie for the start.
    fn starters(&self) -> Vec<Seat> {
        let g = self.largest_groups();
        let best = g.iter().copied().max().unwrap_or(0);
        (0..self.players)
            .filter(|&s| g[s as usize] == best)
            .collect()
    }

    fn begin_play(&mut self, starter: Seat) {
        self.turn = starter;
        self.must_play = self.hands[starter as usize].largest_group() as u8;
        self.phase = Phase::Turn;
    }

    fn after_dealing(&mut self) {
        let s = self.starters();
        if s.len() == 1 {
            self.begin_play(s[0]);
        } else {
            self.phase = Phase::Lot;
        }
    }

    /// Ends the turn of the seat in `turn` once it has drawn: traded tiles go back into
    /// the bag, a player who used up all tiles ends the game, else play moves on.
    fn end_turn(&mut self) {
        for &t in self.aside.tiles() {
            self.bag[t.index()] += 1;
            self.bag_count += 1;
        }
        self.aside = Hand::new();
        let placed = matches!(self.last, Some((_, Move::Place(_))));
        if placed && self.hands[self.turn as usize].is_empty() {
            self.scores[self.turn as usize] += END_BONUS;
            self.went_out = Some(self.turn);
            self.phase = Phase::Over;
            return;
        }
        if self.table_is_dead() {
            self.phase = Phase::Over;
            return;
        }
        self.turn = (self.turn + 1) % self.players;
        self.phase = Phase::Turn;
    }

    /// Whether no tile left in the bag or any hand fits anywhere on the table: then
    /// nobody can ever place again and trading would go on for ever, so the game ends
    /// (**Decision**, not in the source).
    pub fn table_is_dead(&self) -> bool {
        if self.board.is_empty() {
            return false;
        }
        let mut left = 0u64;
        for t in Tile::all() {
            if self.bag[t.index()] > 0 {
                left |= 1 << t.index();
            }
        }
        for h in &self.hands[..self.players as usize] {
            for &t in h.tiles() {
                left |= 1 << t.index();
            }
        }
        self.board.accepted_anywhere() & left == 0
    }

    fn start_drawing(&mut self, n: usize) {
        let n = n.min(self.bag_count as usize);
        if n == 0 {
            self.end_turn();
        } else {
            self.phase = Phase::Drawing { left: n as u8 };
        }
    }

    /// The legal trades: every distinct multiset of hand tiles no larger than the bag.
    fn trades(&self, out: &mut Vec<Move>) {
        if self.must_play > 0 || self.bag_count == 0 {
            return;
        }
        let counts = self.hands[self.turn as usize].counts();
        let kinds: Vec<(Tile, u8)> = Tile::all()
            .filter(|t| counts[t.index()] > 0)
            .map(|t| (t, counts[t.index()]))
            .collect();
        let max = (self.bag_count as usize).min(HAND_SIZE);
        let mut pick = vec![0u8; kinds.len()];
        // Count through every choice of copies per kind (mixed radix).
        loop {
            let n: usize = pick.iter().map(|&c| c as usize).sum();
            if n > 0 && n <= max {
                let mut tiles = Vec::with_capacity(n);
                for (i, &(t, _)) in kinds.iter().enumerate() {
                    tiles.extend(std::iter::repeat_n(t, pick[i] as usize));
                }
                if let Some(tr) = Trade::new(&tiles) {
                    out.push(Move::Trade(tr));
                }
            }
            let mut i = 0;
            loop {
                if i == kinds.len() {
                    return;
                }
                if pick[i] < kinds[i].1 {
                    pick[i] += 1;
                    break;
                }
                pick[i] = 0;
                i += 1;
            }
        }
    }

    fn can_place(&self) -> bool {
        movegen::can_place(
            &self.board,
            &self.hands[self.turn as usize],
            self.must_play as usize,
        )
    }

    /// Recounts every seat's score from the placements on the table and the end bonus.
    pub fn recount_scores(&self) -> Result<Vec<i32>, String> {
        let mut scores = vec![0; self.players as usize];
        let mut b = Board::new();
        let mut at = self.preset as usize;
        for &p in self.board.tiles().get(..at).unwrap_or(&[]) {
            b.place(p);
        }
        for &(seat, n) in &self.log {
            let items = self
                .board
                .tiles()
                .get(at..at + n as usize)
                .ok_or("the placement log runs past the tiles on the table")?;
            let s = check_placement(&b, None, n as usize, items, true)
                .map_err(|e| format!("placement {} breaks a rule: {e}", at))?;
            scores[seat as usize] += s;
            for &p in items {
                b.place(p);
            }
            at += n as usize;
        }
        if at != self.board.len() {
            return Err("tiles on the table that no placement put there".into());
        }
        if let Some(s) = self.went_out {
            scores[s as usize] += END_BONUS;
        }
        Ok(scores)
    }
}

impl Game for FargOchForm {
    type Move = Move;
    type Chance = Draw;
    type Settings = Settings;
    type View = crate::view::View;

    const IDS: &'static [&'static str] = &["farg-och-form"];
    const RECORD_SEPARATOR: char = ';';

    fn default_settings(id: &str) -> Option<Settings> {
        (id == "farg-och-form").then(Settings::default)
    }

    fn new(settings: Settings) -> Self {
        FargOchForm {
            players: settings.players.clamp(2, MAX_PLAYERS as u8),
            settings,
            board: Board::new(),
            bag: [COPIES; KINDS],
            bag_count: TOTAL_TILES as u8,
            hands: [Hand::new(); MAX_PLAYERS],
            scores: [0; MAX_PLAYERS],
            turn: 0,
            phase: Phase::Dealing,
            must_play: 0,
            passes: 0,
            aside: Hand::new(),
            last: None,
            log: Vec::new(),
            went_out: None,
            preset: 0,
        }
    }

    fn from_settings(settings: Settings) -> Result<Self, SettingsError> {
        // A clamped count would play another table than the record says
        // (`players=200` kept in the record, two players at the table).
        if !(2..=MAX_PLAYERS as u8).contains(&settings.players) {
            let n = settings.players.to_string();
            return Err(SettingsError::new(
                "fof.fileBadPlayers",
                vec![("text", n.clone())],
                format!("{n} players cannot play: a game has 2, 3 or 4"),
            ));
        }
        Ok(Self::new(settings))
    }

    fn id(&self) -> &'static str {
        "farg-och-form"
    }

    fn settings(&self) -> &Settings {
        &self.settings
    }

    fn num_seats(&self) -> usize {
        self.players as usize
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Dealing | Phase::Lot | Phase::Drawing { .. } => ToAct::Chance,
            Phase::Turn => ToAct::Seat(self.turn),
            Phase::Over => ToAct::Over(Outcome::Scores(self.scores().to_vec())),
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.phase != Phase::Turn {
            return;
        }
        let hand = &self.hands[self.turn as usize];
        movegen::for_each_placement(&self.board, hand, self.must_play as usize, |items, _| {
            if let Some(p) = Placement::new(items) {
                out.push(Move::Place(p));
            }
        });
        let placed = out.len();
        self.trades(out);
        if placed == 0 && out.is_empty() {
            out.push(Move::Pass);
        }
    }

    fn is_legal(&self, m: &Move) -> bool {
        self.phase == Phase::Turn && self.why_not(m).is_none()
    }

    fn illegal(&self, m: &Move) -> spelbord_core::Illegal {
        use spelbord_core::Illegal;
        match self.phase {
            Phase::Over => Illegal::GameOver,
            Phase::Turn => match self.why_not(m) {
                Some(why) => Illegal::Rule(why.problem()),
                None => Illegal::NotLegal { mv: m.to_string() },
            },
            _ => Illegal::ChanceDue,
        }
    }

    fn play_unchecked(&mut self, m: &Move) {
        let seat = self.turn;
        let hand = &mut self.hands[seat as usize];
        self.last = Some((seat, *m));
        match m {
            Move::Place(p) => {
                let score =
                    check_placement(&self.board, None, p.len(), p.items(), false).unwrap_or(0);
                for q in p.items() {
                    hand.remove(q.tile);
                    self.board.place(*q);
                }
                self.scores[seat as usize] += score;
                self.log.push((seat, p.len() as u8));
                self.must_play = 0;
                self.passes = 0;
                self.start_drawing(p.len());
            }
            Move::Trade(t) => {
                for &x in t.tiles() {
                    if hand.remove(x) {
                        self.aside.push(x);
                    }
                }
                self.passes = 0;
                self.start_drawing(t.len());
            }
            Move::Pass => {
                self.passes += 1;
                if self.passes >= self.players {
                    self.phase = Phase::Over;
                } else {
                    self.turn = (self.turn + 1) % self.players;
                }
            }
        }
    }

    fn chance_outcomes(&self, out: &mut Vec<(Draw, u32)>) {
        out.clear();
        match self.phase {
            Phase::Dealing | Phase::Drawing { .. } => {
                for t in Tile::all() {
                    let c = self.bag[t.index()];
                    if c > 0 {
                        out.push((Draw::Tile(t), c as u32));
                    }
                }
            }
            Phase::Lot => out.extend(self.starters().into_iter().map(|s| (Draw::Lot(s), 1))),
            _ => {}
        }
    }

    fn apply_chance(&mut self, c: &Draw) {
        match (self.phase, *c) {
            (Phase::Dealing, Draw::Tile(t)) if self.bag[t.index()] > 0 => {
                let Some(seat) =
                    (0..self.players as usize).find(|&s| self.hands[s].len() < HAND_SIZE)
                else {
                    return;
                };
                self.bag[t.index()] -= 1;
                self.bag_count -= 1;
                self.hands[seat].push(t);
                if seat + 1 == self.players as usize && self.hands[seat].len() == HAND_SIZE {
                    self.after_dealing();
                }
            }
            (Phase::Lot, Draw::Lot(s)) if self.starters().contains(&s) => self.begin_play(s),
            (Phase::Drawing { left }, Draw::Tile(t)) if self.bag[t.index()] > 0 => {
                self.bag[t.index()] -= 1;
                self.bag_count -= 1;
                self.hands[self.turn as usize].push(t);
                if left <= 1 || self.bag_count == 0 {
                    self.end_turn();
                } else {
                    self.phase = Phase::Drawing { left: left - 1 };
                }
            }
            _ => {}
        }
    }

    fn view(&self, seat: Seat) -> crate::view::View {
        crate::view::View::of(self, seat)
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut count = self.bag;
        if self.bag.iter().map(|&c| c as usize).sum::<usize>() != self.bag_count as usize {
            return Err("the bag's count disagrees with its tiles".into());
        }
        let mut add = |t: Tile, what: &str| -> Result<(), String> {
            count[t.index()] += 1;
            if count[t.index()] > COPIES {
                return Err(format!("more than three {t} ({what})"));
            }
            Ok(())
        };
        for (s, h) in self.hands.iter().enumerate() {
            if s >= self.players as usize && !h.is_empty() {
                return Err(format!("seat {s} does not play but holds tiles"));
            }
            for &t in h.tiles() {
                add(t, "in a hand")?;
            }
        }
        for &t in self.aside.tiles() {
            add(t, "put aside")?;
        }
        for p in self.board.tiles() {
            add(p.tile, "on the table")?;
        }
        if let Some(t) = Tile::all().find(|t| count[t.index()] != COPIES) {
            return Err(format!(
                "{t}: {} copies accounted for, not three",
                count[t.index()]
            ));
        }
        for line in self.board.lines() {
            let l = crate::line::Line::of(line.iter().map(|p| p.tile));
            if !l.is_valid() {
                let cells: Vec<String> = line.iter().map(|p| p.to_string()).collect();
                return Err(format!("invalid line on the table: {}", cells.join(" ")));
            }
        }
        let recount = self.recount_scores()?;
        if recount != self.scores() {
            return Err(format!(
                "scores {:?} differ from a recount {:?}",
                self.scores(),
                recount
            ));
        }
        if self.phase == Phase::Turn {
            let h = self.hands[self.turn as usize].len();
            if h != HAND_SIZE && self.bag_count > 0 {
                return Err(format!(
                    "the seat to move holds {h} tiles with the bag not empty"
                ));
            }
        }
        Ok(())
    }
}

impl FargOchForm {
    /// Why `m` is not legal for the seat to move (None when it is).
    pub(crate) fn why_not(&self, m: &Move) -> Option<Refusal> {
        let hand = &self.hands[self.turn as usize];
        match m {
            Move::Place(p) => check_placement(
                &self.board,
                Some(hand),
                self.must_play as usize,
                p.items(),
                true,
            )
            .err(),
            Move::Trade(t) => {
                if self.must_play > 0 {
                    Some(Refusal::FirstMoveNoTrade(self.must_play as usize))
                } else if t.len() > self.bag_count as usize {
                    Some(Refusal::TradeMoreThanBag(self.bag_count as usize))
                } else if !hand.contains_all(t.tiles().iter().copied()) {
                    Some(Refusal::TradeNotInHand)
                } else {
                    None
                }
            }
            Move::Pass => {
                if self.bag_count > 0 && self.must_play == 0 {
                    Some(Refusal::PassCanTrade)
                } else if self.can_place() {
                    Some(Refusal::PassCanPlace)
                } else {
                    None
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spelbord_core::Replay;

    fn midgame() -> FargOchForm {
        let mut r = Replay::<FargOchForm>::new(Settings::default(), 2);
        let mut v = Vec::new();
        for _ in 0..6 {
            r.current().legal_moves(&mut v);
            r.play(&v[0]).unwrap();
        }
        r.current().clone()
    }

    #[test]
    fn the_invariant_check_catches_a_lost_tile_a_bad_line_and_a_wrong_score() {
        let g = midgame();
        g.check_invariants().unwrap();
        let mut lost = g.clone();
        let t = lost.hands[0].tiles()[0];
        lost.hands[0].remove(t);
        assert!(lost.check_invariants().unwrap_err().contains("accounted"));
        let mut score = g.clone();
        score.scores[1] += 1;
        assert!(score.check_invariants().unwrap_err().contains("recount"));
        let mut bad = g.clone();
        // Move a tile from the bag onto the table beside the first tile, breaking a line.
        let (x, y) = (bad.board.tiles()[0].x, bad.board.tiles()[0].y);
        let first = bad.board.tiles()[0].tile;
        let clash = Tile::all()
            .find(|u| {
                u.colour() != first.colour() && u.shape() != first.shape() && bad.bag[u.index()] > 0
            })
            .unwrap();
        let free = [(x - 1, y), (x, y - 1), (x + 1, y), (x, y + 1)]
            .into_iter()
            .find(|&(a, b)| !bad.board.occupied(a as i32, b as i32))
            .unwrap();
        bad.bag[clash.index()] -= 1;
        bad.bag_count -= 1;
        bad.board.place(Placed::new(clash, free.0, free.1));
        assert!(bad.check_invariants().unwrap_err().contains("invalid line"));
    }
}
