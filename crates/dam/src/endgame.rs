//! Endgame databases: the win/loss/draw value of every position with few pieces, solved
//! here by retrograde fixpoint iteration over our own move generator, so they follow our
//! rules exactly (compulsory capture, a man crowned ends its move).
//!
//! The values are for perfect play without the 40-move rule or repetition (a database
//! win is a win that can be forced, not one inside 40 moves). Only positions with Black
//! to move are stored: a White-to-move position is the same as the board turned half
//! round with the colours swapped (square `n` becomes `33 - n`).
//!
//! Each material signature (black men, black kings, white men, white kings) has a table
//! indexed by the combinatorial ranks of its four piece sets over the 32 squares; entries
//! that do not describe a position (two pieces on a square, a man on its crowning row)
//! are marked invalid. Two bits an entry. The search asks [`probe`] once [`install`] has
//! been given tables, from [`Tables::generate`] or a file read by [`Tables::from_bytes`].

use crate::board::{Bits, Board, Colour, Play, BOTTOM_ROW, TOP_ROW};
use std::sync::OnceLock;

/// A score the search cannot reach by evaluation: a database win is worth this much,
/// plus the evaluation so that the winning side still makes progress.
pub const KNOWN_WIN: i32 = 20_000;

/// The value of a position for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value {
    /// The side to move can force a win.
    Win,
    /// The side to move loses against best play.
    Loss,
    /// Neither side can force a win.
    Draw,
}

const UNKNOWN: u8 = 0;
const WIN: u8 = 1;
const LOSS: u8 = 2;
const INVALID: u8 = 3;

/// Binomial coefficients C(n, k) for n ≤ 32, k ≤ 8.
const fn binomials() -> [[u32; 9]; 33] {
    let mut t = [[0u32; 9]; 33];
    let mut n = 0;
    while n <= 32 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 8 && k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    t
}
const C: [[u32; 9]; 33] = binomials();

/// The colex rank of a set of squares among all sets of its size.
#[inline]
fn rank(mut set: Bits) -> u32 {
    let mut r = 0;
    let mut i = 1;
    while set != 0 {
        let sq = set.trailing_zeros() as usize;
        set &= set - 1;
        r += C[sq][i];
        i += 1;
    }
    r
}

/// The set of `k` squares with colex rank `r`.
fn unrank(mut r: u32, k: usize) -> Bits {
    let mut set = 0;
    let mut sq = 32;
    for i in (1..=k).rev() {
        // The largest square s with C(s, i) <= r.
        sq -= 1;
        while C[sq][i] > r {
            sq -= 1;
        }
        r -= C[sq][i];
        set |= 1 << sq;
    }
    set
}

/// Men and kings of each colour: (black men, black kings, white men, white kings).
type Sig = [u8; 4];

fn sig_of(b: &Board) -> Sig {
    [
        (b.black & !b.kings).count_ones() as u8,
        (b.black & b.kings).count_ones() as u8,
        (b.white & !b.kings).count_ones() as u8,
        (b.white & b.kings).count_ones() as u8,
    ]
}

fn sig_len(s: Sig) -> usize {
    s.iter().map(|&k| C[32][k as usize] as usize).product()
}

/// The index of a Black-to-move board in its signature's table.
#[inline]
fn index(b: &Board, s: Sig) -> usize {
    let sets = [
        b.black & !b.kings,
        b.black & b.kings,
        b.white & !b.kings,
        b.white & b.kings,
    ];
    let mut i = 0usize;
    for g in 0..4 {
        i = i * C[32][s[g] as usize] as usize + rank(sets[g]) as usize;
    }
    i
}

/// The Black-to-move board at `i` in the table of `s`, if the entry is a position.
fn board_at(mut i: usize, s: Sig) -> Option<Board> {
    let mut sets = [0; 4];
    for g in (0..4).rev() {
        let n = C[32][s[g] as usize] as usize;
        sets[g] = unrank((i % n) as u32, s[g] as usize);
        i /= n;
    }
    let [bm, bk, wm, wk] = sets;
    let all = bm | bk | wm | wk;
    if all.count_ones() as usize != s.iter().map(|&k| k as usize).sum::<usize>() {
        return None;
    }
    if bm & BOTTOM_ROW != 0 || wm & TOP_ROW != 0 {
        return None;
    }
    Some(Board::from_parts(bm | bk, wm | wk, bk | wk, Colour::Black))
}

/// The board turned half round with the colours swapped: the same position for the
/// other side, so White-to-move positions are looked up as Black-to-move ones.
#[inline]
pub fn flipped(b: &Board) -> Board {
    Board::from_parts(
        b.white.reverse_bits(),
        b.black.reverse_bits(),
        b.kings.reverse_bits(),
        b.turn.other(),
    )
}

/// Every signature with 2..=`max` pieces and at least one piece each, in solving order:
/// captures lead to fewer pieces and crowning to fewer men, so both come earlier.
fn signatures(max: usize) -> Vec<Sig> {
    let mut v = Vec::new();
    for n in 2..=max {
        for bm in 0..=n {
            for bk in 0..=n - bm {
                for wm in 0..=n - bm - bk {
                    let wk = n - bm - bk - wm;
                    if bm + bk > 0 && wm + wk > 0 {
                        v.push([bm as u8, bk as u8, wm as u8, wk as u8]);
                    }
                }
            }
        }
    }
    v.sort_by_key(|s| {
        (
            s.iter().map(|&k| k as u32).sum::<u32>(),
            (s[0] + s[2]) as u32,
        )
    });
    v
}

/// Solved tables for every signature up to some number of pieces.
#[derive(Clone)]
pub struct Tables {
    max: usize,
    sigs: Vec<Sig>,
    /// Two bits an entry, four entries a byte.
    data: Vec<Vec<u8>>,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Tables({} pieces, {} bytes)", self.max, self.bytes())
    }
}

const MAGIC: &[u8; 8] = b"SPDAMEG1";

impl Tables {
    /// Solves every position with up to `max` pieces (2–5; 4 takes seconds, 5 minutes).
    pub fn generate(max: usize) -> Tables {
        let max = max.clamp(2, 5);
        let sigs = signatures(max);
        let mut solved: Vec<Vec<u8>> = Vec::with_capacity(sigs.len());
        let mut done = vec![false; sigs.len()];
        for i in 0..sigs.len() {
            if done[i] {
                continue;
            }
            let s = sigs[i];
            let swap = [s[2], s[3], s[0], s[1]];
            let j = sigs.iter().position(|&t| t == swap).unwrap_or(i);
            let group: Vec<usize> = if j == i { vec![i] } else { vec![i, j] };
            // Tables of this group start unknown; earlier ones are final.
            for &g in &group {
                while solved.len() <= g {
                    solved.push(Vec::new());
                }
                solved[g] = vec![UNKNOWN; sig_len(sigs[g])];
            }
            solve_group(&sigs, &mut solved, &group);
            for &g in &group {
                done[g] = true;
            }
        }
        let data = solved.iter().map(|t| pack(t)).collect();
        Tables { max, sigs, data }
    }

    /// The largest number of pieces covered.
    pub fn max_pieces(&self) -> usize {
        self.max
    }

    /// The size of the packed tables in bytes.
    pub fn bytes(&self) -> usize {
        self.data.iter().map(Vec::len).sum()
    }

    /// How many positions (Black to move) are won, lost and drawn.
    pub fn counts(&self) -> [u64; 3] {
        let mut c = [0u64; 3];
        for (t, &s) in self.data.iter().zip(&self.sigs) {
            for i in 0..sig_len(s) {
                match get(t, i) {
                    WIN => c[0] += 1,
                    LOSS => c[1] += 1,
                    UNKNOWN => c[2] += 1,
                    _ => {}
                }
            }
        }
        c
    }

    /// The tables as a file: a magic tag, the piece count, then each table packed.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        out.push(self.max as u8);
        for d in &self.data {
            out.extend_from_slice(d);
        }
        out
    }

    /// Tables from [`Tables::to_bytes`]'s file, or why the bytes are not one.
    pub fn from_bytes(bytes: &[u8]) -> Result<Tables, String> {
        if bytes.len() < 9 || &bytes[..8] != MAGIC {
            return Err("not a Dam endgame database".into());
        }
        let max = bytes[8] as usize;
        if !(2..=5).contains(&max) {
            return Err(format!("a database of {max} pieces is not supported"));
        }
        let sigs = signatures(max);
        let mut data = Vec::with_capacity(sigs.len());
        let mut at = 9;
        for &s in &sigs {
            let n = sig_len(s).div_ceil(4);
            let Some(chunk) = bytes.get(at..at + n) else {
                return Err("the database file is cut short".into());
            };
            data.push(chunk.to_vec());
            at += n;
        }
        if at != bytes.len() {
            return Err("the database file is longer than its tables".into());
        }
        Ok(Tables { max, sigs, data })
    }

    /// The value of `b` for the side to move, if these tables cover it.
    pub fn value(&self, b: &Board) -> Option<Value> {
        if b.black & b.white != 0 || b.kings & !(b.black | b.white) != 0 {
            return None;
        }
        let n = (b.black | b.white).count_ones() as usize;
        if n > self.max || b.black == 0 || b.white == 0 {
            return None;
        }
        let nb = if b.turn == Colour::White {
            flipped(b)
        } else {
            *b
        };
        let s = sig_of(&nb);
        let t = self.sigs.iter().position(|&x| x == s)?;
        match get(&self.data[t], index(&nb, s)) {
            WIN => Some(Value::Win),
            LOSS => Some(Value::Loss),
            UNKNOWN => Some(Value::Draw),
            _ => None,
        }
    }
}

#[inline]
fn get(packed: &[u8], i: usize) -> u8 {
    packed
        .get(i / 4)
        .map_or(INVALID, |b| (b >> ((i % 4) * 2)) & 3)
}

fn pack(t: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; t.len().div_ceil(4)];
    for (i, &v) in t.iter().enumerate() {
        out[i / 4] |= v << ((i % 4) * 2);
    }
    out
}

/// The value of a child (a White-to-move board after a Black move) for its side to
/// move, from the tables solved so far (unpacked: one byte an entry).
#[inline]
fn child_value(sigs: &[Sig], solved: &[Vec<u8>], child: &Board) -> u8 {
    if child.white == 0 {
        return LOSS;
    }
    let f = flipped(child);
    let s = sig_of(&f);
    match sigs.iter().position(|&x| x == s) {
        Some(t) => solved[t][index(&f, s)],
        None => UNKNOWN,
    }
}

/// Iterates the tables of `group` (a signature and its colour swap) to their fixpoint:
/// a position is won if a move reaches a lost child, lost if every move reaches a won
/// child (or there is no move); what never resolves is drawn.
fn solve_group(sigs: &[Sig], solved: &mut [Vec<u8>], group: &[usize]) {
    let mut moves: Vec<Play> = Vec::new();
    // Mark the entries that are no position, and the positions without a move.
    let mut open: Vec<Vec<u32>> = Vec::new();
    for &g in group {
        let s = sigs[g];
        let mut list = Vec::new();
        for i in 0..solved[g].len() {
            match board_at(i, s) {
                None => solved[g][i] = INVALID,
                Some(b) if !b.has_moves() => solved[g][i] = LOSS,
                Some(_) => list.push(i as u32),
            }
        }
        open.push(list);
    }
    loop {
        let mut changed = false;
        for (k, &g) in group.iter().enumerate() {
            let s = sigs[g];
            let mut still = Vec::with_capacity(open[k].len());
            for &i in &open[k] {
                let Some(b) = board_at(i as usize, s) else {
                    continue;
                };
                moves.clear();
                b.generate(&mut moves);
                let mut all_won = true;
                let mut win = false;
                for m in &moves {
                    match child_value(sigs, solved, &b.apply(m)) {
                        LOSS => {
                            win = true;
                            break;
                        }
                        WIN => {}
                        _ => all_won = false,
                    }
                }
                if win {
                    solved[g][i as usize] = WIN;
                    changed = true;
                } else if all_won {
                    solved[g][i as usize] = LOSS;
                    changed = true;
                } else {
                    still.push(i);
                }
            }
            open[k] = still;
        }
        if !changed {
            break;
        }
    }
}

/// The database the site serves for the browser's engine (`data/`, gzip-compressed:
/// 2.41 MB of tables become 559 KB on the wire whatever the server does), fetched only
/// once a game is down to [`WANTED_AT`] pieces.
pub const FILE: &str = "dam-endgame4.bin.gz";
/// The pieces the shipped file covers.
pub const FILE_PIECES: usize = 4;
/// The most pieces on the board at which the browser's engine asks for the file: from
/// here a search of 15–20 plies with its forced captures starts to reach 4-piece endings.
pub const WANTED_AT: u32 = 10;

static INSTALLED: OnceLock<Tables> = OnceLock::new();
static DECLINED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Installs the shipped file's bytes (as [`FILE`] unpacked), or, given no bytes, records
/// that the page could not fetch it so that the engine plays on without it.
pub fn install_file(bytes: &[u8]) -> Result<(), String> {
    if bytes.is_empty() {
        DECLINED.store(true, std::sync::atomic::Ordering::Relaxed);
        return Ok(());
    }
    let tables = Tables::from_bytes(bytes)?;
    if tables.max_pieces() != FILE_PIECES {
        return Err(format!(
            "a {}-piece database where this build ships {FILE_PIECES} pieces",
            tables.max_pieces()
        ));
    }
    install(tables);
    Ok(())
}

/// Whether the engine has its database, or has been told to do without it.
pub fn file_settled() -> bool {
    INSTALLED.get().is_some() || DECLINED.load(std::sync::atomic::Ordering::Relaxed)
}

/// Makes `tables` the ones [`probe`] answers from (the first call wins; later ones are
/// ignored and return false).
pub fn install(tables: Tables) -> bool {
    INSTALLED.set(tables).is_ok()
}

/// The installed tables, if any.
pub fn installed() -> Option<&'static Tables> {
    INSTALLED.get()
}

/// An exact score for the side to move when the installed database covers `b`: a win
/// is [`KNOWN_WIN`] plus the evaluation (so that the search still makes progress
/// towards converting it), a loss the negative, a draw 0. `None` without tables or when
/// the position has too many pieces.
pub fn probe(b: &Board) -> Option<i32> {
    let v = INSTALLED.get()?.value(b)?;
    Some(score(v, b))
}

/// The search score of a database value in position `b`.
pub fn score(v: Value, b: &Board) -> i32 {
    let e = crate::eval::evaluate(b).clamp(-2_000, 2_000);
    match v {
        Value::Win => KNOWN_WIN + e,
        Value::Loss => -KNOWN_WIN + e,
        Value::Draw => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::parse_fen;

    /// Plain minimax over our own moves to `depth` plies: Some(true) when the side to
    /// move forces a win (the opponent without pieces or moves), Some(false) a loss.
    fn brute(b: &Board, depth: u32) -> Option<bool> {
        if b.pieces(b.turn) == 0 || !b.has_moves() {
            return Some(false);
        }
        if depth == 0 {
            return None;
        }
        let mut moves = Vec::new();
        b.generate(&mut moves);
        let mut all_lose = true;
        for m in &moves {
            match brute(&b.apply(m), depth - 1) {
                Some(false) => return Some(true),
                Some(true) => {}
                None => all_lose = false,
            }
        }
        if all_lose {
            Some(false)
        } else {
            None
        }
    }

    fn tables() -> &'static Tables {
        static T: OnceLock<Tables> = OnceLock::new();
        T.get_or_init(|| Tables::generate(3))
    }

    #[test]
    fn ranks_round_trip() {
        for (k, &count) in C[32].iter().enumerate().take(5) {
            for r in (0..count).step_by(997) {
                let set = unrank(r, k);
                assert_eq!(set.count_ones() as usize, k);
                assert_eq!(rank(set), r);
            }
        }
    }

    #[test]
    fn known_endings() {
        let t = tables();
        // Two kings beat one anywhere (here the lone king is in the double corner).
        let b = parse_fen("B:WK1:BK14,K18").unwrap();
        assert_eq!(t.value(&b), Some(Value::Win));
        assert_eq!(t.value(&flipped(&b)), Some(Value::Win));
        // The lone king to move loses too.
        let b = parse_fen("W:WK1:BK14,K18").unwrap();
        assert_eq!(t.value(&b), Some(Value::Loss));
        // A king against a king is a draw.
        let b = parse_fen("B:WK1:BK18").unwrap();
        assert_eq!(t.value(&b), Some(Value::Draw));
        // A capture that takes the last piece wins at once.
        let b = parse_fen("B:W14:BK10").unwrap();
        assert_eq!(t.value(&b), Some(Value::Win));
    }

    #[test]
    fn decided_values_agree_with_brute_force() {
        // A spread of 3-piece positions: where a 5-ply search decides one, the table
        // agrees; and a table draw is never decided by the search.
        let t = tables();
        let mut checked = 0;
        for s in signatures(3) {
            for i in (0..sig_len(s)).step_by(101) {
                let Some(b) = board_at(i, s) else { continue };
                let v = t.value(&b);
                if let Some(won) = brute(&b, 5) {
                    let expect = if won { Value::Win } else { Value::Loss };
                    assert_eq!(v, Some(expect), "{}", crate::fen::write_fen(&b));
                    checked += 1;
                }
            }
        }
        assert!(checked > 200, "only {checked} positions decided by search");
    }

    #[test]
    fn values_are_consistent_with_the_children() {
        // The fixpoint's own equations hold: a win has a losing child, a loss only
        // winning children, a draw a drawn child and no losing one.
        let t = tables();
        let mut moves = Vec::new();
        for s in signatures(3) {
            for i in (0..sig_len(s)).step_by(13) {
                let Some(b) = board_at(i, s) else { continue };
                moves.clear();
                b.generate(&mut moves);
                let kids: Vec<Option<Value>> = moves
                    .iter()
                    .map(|m| {
                        let c = b.apply(m);
                        if c.white == 0 {
                            Some(Value::Loss)
                        } else {
                            t.value(&c)
                        }
                    })
                    .collect();
                match t.value(&b) {
                    Some(Value::Win) => assert!(kids.contains(&Some(Value::Loss))),
                    Some(Value::Loss) => assert!(kids.iter().all(|k| *k == Some(Value::Win))),
                    Some(Value::Draw) => {
                        assert!(kids.contains(&Some(Value::Draw)));
                        assert!(!kids.contains(&Some(Value::Loss)));
                    }
                    None => panic!("a position without a value"),
                }
            }
        }
    }

    #[test]
    fn file_round_trip_and_bad_files() {
        let t = tables();
        let bytes = t.to_bytes();
        let back = Tables::from_bytes(&bytes).unwrap();
        let b = parse_fen("W:WK1:BK14,K18").unwrap();
        assert_eq!(back.value(&b), Some(Value::Loss));
        assert!(Tables::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Tables::from_bytes(b"nonsense").is_err());
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Tables::from_bytes(&longer).is_err());
    }

    #[test]
    fn probe_never_panics() {
        // Arbitrary bit patterns, overlapping colours, men on crowning rows, full boards.
        let t = tables();
        let mut x: u64 = 0x1234_5678_9ABC_DEF0;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..20_000 {
            let r = next();
            let sparse = (next() & next() & next()) as u32;
            let black = (r as u32) & sparse;
            let white = ((r >> 32) as u32) & (next() as u32 & next() as u32 & next() as u32);
            let kings = next() as u32;
            let turn = if r & 1 == 0 {
                Colour::Black
            } else {
                Colour::White
            };
            let b = Board {
                black,
                white,
                kings,
                turn,
                hash: 0,
            };
            let _ = t.value(&b);
            let _ = probe(&b);
        }
        assert_eq!(t.value(&Board::start()), None);
    }
}
