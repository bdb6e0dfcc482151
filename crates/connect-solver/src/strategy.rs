//! A strategy book: for every position the strongest level can meet when it plays from the
//! start with its own book moves (either colour) against any replies, up to a number of
//! discs, the exact score and the move it plays. Unlike a full book of one depth it grows
//! with 7 replies per move pair, not 49, so the opening, where a solve takes minutes,
//! costs nothing in play. Positions off its lines (a game loaded from a link, or the bot
//! taking over mid-game) still go to the solver and the full book.
//!
//! Format (`SBS2`): magic, variant index (1 byte), deepest disc count (1 byte), the roots
//! (a count byte, then each as a length byte and its digits), the entry count (u32 LE),
//! then per entry its score (i8) and column (u8), in the order of the walk that visits the
//! lines (see [`generate_strategy`]). No keys are stored: reading the book repeats the walk,
//! which knows each position from the moves before it, so an entry costs 2 bytes.
//! In memory the entries are sorted by canonical key (the smaller of a position and its
//! mirror image in Fyra i rad, the column stored for that orientation).

use std::collections::HashSet;

use crate::board::{mirror_key, Board, Fem, Fyra, Geometry, MAX_SCORE, MIN_SCORE};
use crate::notation::{game_over, parse};
use crate::search::Solver;
use crate::variant::Variant;

const MAGIC: &[u8; 4] = b"SBS2";

/// Moves and scores of the strongest level's own lines (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    variant: Variant,
    max_discs: u8,
    roots: Vec<String>,
    entries: Vec<(u64, i8, u8)>,
}

/// The canonical key of `board` and whether the stored column must be mirrored.
fn canonical<G: Geometry>(board: &Board<G>) -> (u64, bool) {
    let key = board.key();
    if G::MIRROR {
        let m = mirror_key::<G>(key);
        if m < key {
            return (m, true);
        }
    }
    (key, false)
}

fn mirrored(col: u8, flip: bool) -> u8 {
    if flip {
        8 - col
    } else {
        col
    }
}

/// The canonical key and mirror flag after `moves`, `None` if malformed or finished.
fn key_of(variant: Variant, moves: &str) -> Option<(u64, bool)> {
    fn of<G: Geometry>(moves: &str) -> Option<(u64, bool)> {
        let board = parse::<G>(moves).ok()?;
        game_over(&board).is_none().then(|| canonical(&board))
    }
    match variant {
        Variant::Fyra => of::<Fyra>(moves),
        Variant::Fem => of::<Fem>(moves),
    }
}

/// Whether `moves` is a legal sequence of drops (its last may end the game).
fn legal(variant: Variant, moves: &str) -> bool {
    match variant {
        Variant::Fyra => parse::<Fyra>(moves).is_ok(),
        Variant::Fem => parse::<Fem>(moves).is_ok(),
    }
}

/// Where the walk gets a position's score and move (from the solver, a progress file or
/// the book's bytes).
type Answer<'a> = dyn FnMut(&str) -> Result<(i32, u8), String> + 'a;

/// Visits the lines from `roots` up to `max_discs` discs, depth first: each position not
/// met before (by transposition or mirror image) gets its answer from `answer`, then the
/// level's move is played and every reply visited. Returns the positions in visit order.
fn walk(
    variant: Variant,
    roots: &[String],
    max_discs: usize,
    answer: &mut Answer,
) -> Result<Vec<(String, i32, u8)>, String> {
    struct Walk<'a> {
        variant: Variant,
        max_discs: usize,
        answer: &'a mut Answer<'a>,
        seen: HashSet<u64>,
        out: Vec<(String, i32, u8)>,
    }
    impl Walk<'_> {
        fn visit(&mut self, moves: &str) -> Result<(), String> {
            if moves.len() > self.max_discs {
                return Ok(());
            }
            let Some((key, _)) = key_of(self.variant, moves) else {
                return Ok(());
            };
            if !self.seen.insert(key) {
                return Ok(());
            }
            let (score, col) = (self.answer)(moves)?;
            if !(1..=7).contains(&col) || !legal(self.variant, &format!("{moves}{col}")) {
                return Err(format!("{moves}: column {col} cannot be played"));
            }
            if !(MIN_SCORE - 3..=MAX_SCORE + 3).contains(&score) {
                return Err(format!("{moves}: score {score} out of range"));
            }
            self.out.push((moves.to_string(), score, col));
            let after = format!("{moves}{col}");
            if after.len() + 1 > self.max_discs || key_of(self.variant, &after).is_none() {
                return Ok(());
            }
            for reply in 1..=7 {
                self.visit(&format!("{after}{reply}"))?;
            }
            Ok(())
        }
    }
    let mut w = Walk {
        variant,
        max_discs,
        answer,
        seen: HashSet::new(),
        out: Vec::new(),
    };
    for root in roots {
        w.visit(root)?;
    }
    Ok(w.out)
}

impl Strategy {
    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Positions held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The most discs of a position held.
    pub fn max_discs(&self) -> u8 {
        self.max_discs
    }

    /// Where its lines start.
    pub fn roots(&self) -> &[String] {
        &self.roots
    }

    /// A strategy from solved positions: `(moves, score, column)` with the column (1–7) a
    /// perfect move of the position after `moves`. They must be exactly the positions of
    /// the lines from `roots` up to `max_discs` discs (what [`generate_strategy`] returns).
    pub fn from_solved(
        variant: Variant,
        roots: &[String],
        max_discs: usize,
        solved: &[(String, i32, u8)],
    ) -> Result<Self, String> {
        if max_discs > 42 || roots.len() > 255 || roots.iter().any(|r| r.len() > 42) {
            return Err("too many discs or roots".to_string());
        }
        let mut entries = Vec::with_capacity(solved.len());
        for (moves, score, col) in solved {
            let (key, flip) = key_of(variant, moves)
                .ok_or_else(|| format!("{moves}: not a position of a game in progress"))?;
            if !(1..=7).contains(col) {
                return Err(format!("{moves}: column {col} out of range"));
            }
            entries.push((key, *score as i8, mirrored(*col, flip)));
        }
        entries.sort_unstable();
        entries.dedup_by_key(|e| e.0);
        let strategy = Strategy {
            variant,
            max_discs: max_discs as u8,
            roots: roots.to_vec(),
            entries,
        };
        // The entries must be exactly the lines: each position of the walk, no other.
        let lines = walk(variant, roots, max_discs, &mut |m| {
            strategy
                .lookup(m)
                .ok_or_else(|| format!("{m}: on the lines but not solved"))
        })?;
        if lines.len() != strategy.entries.len() {
            return Err(format!(
                "{} positions off the lines",
                strategy.entries.len() - lines.len()
            ));
        }
        Ok(strategy)
    }

    /// The score and perfect move (column 1–7) of `board`, if it is on the strategy's lines.
    pub(crate) fn get<G: Geometry>(&self, board: &Board<G>) -> Option<(i32, u8)> {
        if board.moves() > self.max_discs as i32 {
            return None;
        }
        let (key, flip) = canonical(board);
        let i = self.entries.binary_search_by_key(&key, |e| e.0).ok()?;
        let (_, score, col) = self.entries[i];
        Some((score as i32, mirrored(col, flip)))
    }

    /// The score and perfect move after `moves`, if that position is on the strategy's
    /// lines (`None` also for a malformed move string).
    pub fn lookup(&self, moves: &str) -> Option<(i32, u8)> {
        match self.variant {
            Variant::Fyra => self.get(&parse::<Fyra>(moves).ok()?),
            Variant::Fem => self.get(&parse::<Fem>(moves).ok()?),
        }
    }

    /// The positions of the lines in walk order, with score and column.
    pub fn lines(&self) -> Vec<(String, i32, u8)> {
        let roots = self.roots.clone();
        // Every position of the walk is in the book (checked when it was made).
        walk(self.variant, &roots, self.max_discs as usize, &mut |m| {
            self.lookup(m).ok_or_else(|| m.to_string())
        })
        .unwrap_or_default()
    }

    /// The strategy as bytes (the format in the module documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let lines = self.lines();
        let mut out = Vec::with_capacity(16 + 2 * lines.len());
        out.extend_from_slice(MAGIC);
        out.push(self.variant.index() as u8);
        out.push(self.max_discs);
        out.push(self.roots.len() as u8);
        for r in &self.roots {
            out.push(r.len() as u8);
            out.extend_from_slice(r.as_bytes());
        }
        out.extend_from_slice(&(lines.len() as u32).to_le_bytes());
        for (_, score, col) in lines {
            out.push(score as i8 as u8);
            out.push(col);
        }
        out
    }

    /// Reads a strategy written by [`Strategy::to_bytes`]; malformed bytes are an error.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let bad = |why: &str| format!("not a strategy book: {why}");
        let mut at = 0usize;
        let mut take = |n: usize| -> Result<&[u8], String> {
            let slice = bytes.get(at..at + n).ok_or_else(|| bad("too short"))?;
            at += n;
            Ok(slice)
        };
        if take(4)? != MAGIC {
            return Err(bad("wrong header"));
        }
        let variant = *Variant::ALL
            .get(take(1)?[0] as usize)
            .ok_or_else(|| bad("unknown game"))?;
        let max_discs = take(1)?[0] as usize;
        let mut roots = Vec::new();
        for _ in 0..take(1)?[0] {
            let len = take(1)?[0] as usize;
            let root = std::str::from_utf8(take(len)?).map_err(|_| bad("root not text"))?;
            roots.push(root.to_string());
        }
        let n = take(4)?;
        let n = u32::from_le_bytes([n[0], n[1], n[2], n[3]]) as usize;
        let body = take(n.checked_mul(2).ok_or_else(|| bad("too long"))?)?;
        if at != bytes.len() {
            return Err(bad("wrong length"));
        }
        let mut next = body.chunks_exact(2);
        let solved = walk(variant, &roots, max_discs, &mut |_| {
            let e = next.next().ok_or_else(|| bad("too few entries"))?;
            Ok((e[0] as i8 as i32, e[1]))
        })?;
        if next.next().is_some() {
            return Err(bad("too many entries"));
        }
        Strategy::from_solved(variant, &roots, max_discs, &solved)
    }
}

/// Where the strongest level's lines start: the empty board (it plays Red) and each first
/// move (it plays Yellow).
pub fn strategy_roots() -> Vec<String> {
    std::iter::once(String::new())
        .chain((1..=7).map(|c| c.to_string()))
        .collect()
}

/// The positions of the strongest level's lines from `roots` up to `max_discs` discs, each
/// solved by `solver` (score and the most central perfect move) unless `known` has it:
/// the root, the level's move, then every reply, depth first so that one line's table
/// entries serve the next. `on_solved` sees each newly solved position (to append it to a
/// progress file).
pub fn generate_strategy(
    variant: Variant,
    roots: &[String],
    max_discs: usize,
    solver: &mut Solver,
    known: &dyn Fn(&str) -> Option<(i32, u8)>,
    on_solved: &mut dyn FnMut(&str, i32, u8),
) -> Result<Vec<(String, i32, u8)>, String> {
    walk(variant, roots, max_discs, &mut |moves| match known(moves) {
        Some(k) => Ok(k),
        None => {
            let (s, c) = solver.perfect(variant, moves)?;
            on_solved(moves, s, c);
            Ok((s, c))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_bad_bytes_are_errors() {
        // Made-up answers (not real scores) for the lines to 1 disc: the empty board and the
        // first moves 1–4 (5–7 are their mirror images).
        let roots = strategy_roots();
        let solved = vec![
            ("".to_string(), 1, 4),
            ("1".to_string(), -1, 4),
            ("2".to_string(), -1, 3),
            ("3".to_string(), 0, 4),
            ("4".to_string(), -1, 4),
        ];
        let s = Strategy::from_solved(Variant::Fyra, &roots, 1, &solved).unwrap();
        assert_eq!(s.len(), 5);
        let bytes = s.to_bytes();
        // Header, one root of length 0 and seven of length 1, count, 2 bytes an entry.
        assert_eq!(bytes.len(), 4 + 3 + 1 + 7 * 2 + 4 + 5 * 2);
        let back = Strategy::from_bytes(&bytes).unwrap();
        assert_eq!(back, s);
        // The mirror image's move is mirrored back.
        assert_eq!(s.lookup("6"), Some((-1, 5)));
        assert_eq!(s.lookup("7"), Some((-1, 4)));
        assert_eq!(s.lookup("2"), Some((-1, 3)));
        assert_eq!(s.lookup("44"), None);
        assert_eq!(s.lookup("x"), None);
        for bad in [&bytes[..3], &bytes[..bytes.len() - 1], b"SBK1xxxxxx"] {
            assert!(Strategy::from_bytes(bad).is_err());
        }
        let mut longer = bytes.clone();
        longer.extend_from_slice(&[0, 4]);
        assert!(Strategy::from_bytes(&longer).is_err());
        // An unplayable column in the bytes is refused.
        let mut wrong = bytes.clone();
        let last = wrong.len() - 1;
        wrong[last] = 9;
        assert!(Strategy::from_bytes(&wrong).is_err());
        // Missing or extra positions are refused.
        assert!(Strategy::from_solved(Variant::Fyra, &roots, 1, &solved[..4]).is_err());
        let mut extra = solved.clone();
        extra.push(("44".into(), 0, 4));
        assert!(Strategy::from_solved(Variant::Fyra, &roots, 1, &extra).is_err());
        assert!(Strategy::from_solved(Variant::Fyra, &roots, 1, &[("x".into(), 0, 1)]).is_err());
        // No input panics: every truncation and every single-byte change.
        for n in 0..bytes.len() {
            let _ = Strategy::from_bytes(&bytes[..n]);
            for v in [0u8, 1, 7, 8, 0x80, 0xFF] {
                let mut b = bytes.clone();
                b[n] = v;
                let _ = Strategy::from_bytes(&b);
            }
        }
    }

    #[test]
    fn generated_lines_hold_perfect_moves_and_every_reply() {
        for (variant, root) in [
            (Variant::Fyra, "1624573512367733"),
            (Variant::Fem, "7633552166455371"),
        ] {
            let roots = vec![root.to_string()];
            let max = root.len() + 4;
            let mut solver = Solver::new();
            let mut fresh = 0;
            let solved = generate_strategy(
                variant,
                &roots,
                max,
                &mut solver,
                &|_| None,
                &mut |_, _, _| fresh += 1,
            )
            .unwrap();
            assert_eq!(fresh, solved.len());
            assert!(solved.len() >= 8, "{variant}: {} positions", solved.len());
            let book = Strategy::from_solved(variant, &roots, max, &solved).unwrap();
            assert_eq!(Strategy::from_bytes(&book.to_bytes()).unwrap(), book);
            let mut check = Solver::new();
            for (moves, score, col) in &solved {
                // Each entry is the solver's perfect answer, computed afresh.
                check.clear();
                assert_eq!(
                    check.perfect(variant, moves).unwrap(),
                    (*score, *col),
                    "{moves}"
                );
                // Every reply to the level's move that keeps the game going, within the
                // depth, is on the lines too (unless it is the mirror image of one).
                let after = format!("{moves}{col}");
                if after.len() < max {
                    for r in 1..=7 {
                        let next = format!("{after}{r}");
                        let b = parse::<Fyra>(&next);
                        let over = match variant {
                            Variant::Fyra => b.map(|b| game_over(&b).is_some()).unwrap_or(true),
                            Variant::Fem => parse::<Fem>(&next)
                                .map(|b| game_over(&b).is_some())
                                .unwrap_or(true),
                        };
                        if !over {
                            let found = match variant {
                                Variant::Fyra => book.get(&parse::<Fyra>(&next).unwrap()),
                                Variant::Fem => book.get(&parse::<Fem>(&next).unwrap()),
                            };
                            assert!(found.is_some(), "{next} missing");
                        }
                    }
                }
            }
            // The known values are used instead of solving.
            let known: std::collections::HashMap<String, (i32, u8)> = solved
                .iter()
                .map(|(m, s, c)| (m.clone(), (*s, *c)))
                .collect();
            let mut again = 0;
            let same = generate_strategy(
                variant,
                &roots,
                max,
                &mut solver,
                &|m| known.get(m).copied(),
                &mut |_, _, _| again += 1,
            )
            .unwrap();
            assert_eq!(again, 0);
            assert_eq!(same, solved);
        }
    }
}
