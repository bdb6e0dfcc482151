//! A strategy book: for every position the strongest level can meet when it plays from the
//! start with its own book moves (either colour) against any replies, up to a number of
//! discs, the exact score and the move it plays. Unlike a full book of one depth it grows
//! with 7 replies per move pair, not 49, so the opening, where a solve takes minutes,
//! costs nothing in play. Positions off its lines (a game loaded from a link, or the bot
//! taking over mid-game) still go to the solver and the full book.
//!
//! Format (`SBS1`): magic, variant index (1 byte), deepest disc count (1 byte), entry count
//! (u32 LE), then the entries sorted by key: key (u64 LE), score (i8), column 1–7 (u8).
//! Keys are canonical (the smaller of a position and its mirror image in Fyra i rad; the
//! column is stored for the canonical orientation).

use std::collections::HashSet;

use crate::board::{mirror_key, Board, Fem, Fyra, Geometry, MAX_SCORE, MIN_SCORE};
use crate::notation::{game_over, parse};
use crate::search::Solver;
use crate::variant::Variant;

const MAGIC: &[u8; 4] = b"SBS1";
const HEADER: usize = 4 + 1 + 1 + 4;
const ENTRY: usize = 8 + 1 + 1;

/// Moves and scores of the strongest level's own lines (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategy {
    variant: Variant,
    max_discs: u8,
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

    /// A strategy from solved positions: `(moves, score, column)` with the column (1–7) a
    /// perfect move of the position after `moves`.
    pub fn from_solved(variant: Variant, solved: &[(String, i32, u8)]) -> Result<Self, String> {
        fn of<G: Geometry>(
            variant: Variant,
            solved: &[(String, i32, u8)],
        ) -> Result<Strategy, String> {
            let mut entries = Vec::with_capacity(solved.len());
            let mut max_discs = 0;
            for (moves, score, col) in solved {
                let board = parse::<G>(moves)?;
                if let Some(why) = game_over(&board) {
                    return Err(format!("{moves}: {why}"));
                }
                if !(1..=7).contains(col) || board.column_move(*col as usize - 1) == 0 {
                    return Err(format!("{moves}: column {col} cannot be played"));
                }
                if !(MIN_SCORE - 3..=MAX_SCORE + 3).contains(score) {
                    return Err(format!("{moves}: score {score} out of range"));
                }
                let (key, flip) = canonical(&board);
                entries.push((key, *score as i8, mirrored(*col, flip)));
                max_discs = max_discs.max(board.moves() as u8);
            }
            entries.sort_unstable();
            entries.dedup_by_key(|e| e.0);
            Ok(Strategy {
                variant,
                max_discs,
                entries,
            })
        }
        match variant {
            Variant::Fyra => of::<Fyra>(variant, solved),
            Variant::Fem => of::<Fem>(variant, solved),
        }
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

    /// The strategy as bytes (the format in the module documentation).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + ENTRY * self.entries.len());
        out.extend_from_slice(MAGIC);
        out.push(self.variant.index() as u8);
        out.push(self.max_discs);
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for &(key, score, col) in &self.entries {
            out.extend_from_slice(&key.to_le_bytes());
            out.push(score as u8);
            out.push(col);
        }
        out
    }

    /// Reads a strategy written by [`Strategy::to_bytes`]; malformed bytes are an error.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, String> {
        let bad = |why: &str| Err(format!("not a strategy book: {why}"));
        if bytes.len() < HEADER || &bytes[..4] != MAGIC {
            return bad("wrong header");
        }
        let variant = match Variant::ALL.get(bytes[4] as usize) {
            Some(&v) => v,
            None => return bad("unknown game"),
        };
        let max_discs = bytes[5];
        let n = u32::from_le_bytes([bytes[6], bytes[7], bytes[8], bytes[9]]) as usize;
        if bytes.len() != HEADER + n.saturating_mul(ENTRY) {
            return bad("wrong length");
        }
        let mut entries = Vec::with_capacity(n);
        for chunk in bytes[HEADER..].chunks_exact(ENTRY) {
            let mut k = [0u8; 8];
            k.copy_from_slice(&chunk[..8]);
            let entry = (u64::from_le_bytes(k), chunk[8] as i8, chunk[9]);
            if !(1..=7).contains(&entry.2) {
                return bad("column out of range");
            }
            if entries
                .last()
                .is_some_and(|l: &(u64, i8, u8)| l.0 >= entry.0)
            {
                return bad("keys out of order");
            }
            entries.push(entry);
        }
        Ok(Strategy {
            variant,
            max_discs,
            entries,
        })
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
    struct Walk<'a> {
        variant: Variant,
        max_discs: usize,
        solver: &'a mut Solver,
        known: &'a dyn Fn(&str) -> Option<(i32, u8)>,
        on_solved: &'a mut dyn FnMut(&str, i32, u8),
        seen: HashSet<u64>,
        out: Vec<(String, i32, u8)>,
    }
    fn key_of<G: Geometry>(moves: &str) -> Option<u64> {
        let board = parse::<G>(moves).ok()?;
        game_over(&board).is_none().then(|| canonical(&board).0)
    }
    impl Walk<'_> {
        fn key(&self, moves: &str) -> Option<u64> {
            match self.variant {
                Variant::Fyra => key_of::<Fyra>(moves),
                Variant::Fem => key_of::<Fem>(moves),
            }
        }
        fn visit(&mut self, moves: &str) -> Result<(), String> {
            if moves.len() > self.max_discs {
                return Ok(());
            }
            // Finished games and positions met before (by transposition or mirror) stop.
            let Some(key) = self.key(moves) else {
                return Ok(());
            };
            if !self.seen.insert(key) {
                return Ok(());
            }
            let (score, col) = match (self.known)(moves) {
                Some(k) => k,
                None => {
                    let (s, c) = self.solver.perfect(self.variant, moves)?;
                    (self.on_solved)(moves, s, c);
                    (s, c)
                }
            };
            self.out.push((moves.to_string(), score, col));
            let after = format!("{moves}{col}");
            if after.len() + 1 > self.max_discs || self.key(&after).is_none() {
                return Ok(());
            }
            for reply in 1..=7 {
                self.visit(&format!("{after}{reply}"))?;
            }
            Ok(())
        }
    }
    let mut walk = Walk {
        variant,
        max_discs,
        solver,
        known,
        on_solved,
        seen: HashSet::new(),
        out: Vec::new(),
    };
    for root in roots {
        walk.visit(root)?;
    }
    Ok(walk.out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_bad_bytes_are_errors() {
        let solved = vec![
            ("".to_string(), 1, 4),
            ("1".to_string(), -1, 4),
            ("7".to_string(), -1, 4),
            ("2".to_string(), -1, 3),
        ];
        let s = Strategy::from_solved(Variant::Fyra, &solved).unwrap();
        // "1" and "7" are mirror images: one entry.
        assert_eq!(s.len(), 3);
        let back = Strategy::from_bytes(&s.to_bytes()).unwrap();
        assert_eq!(back, s);
        // The mirror image's move is mirrored back.
        let b6 = parse::<Fyra>("6").unwrap();
        assert_eq!(s.get(&b6), Some((-1, 5)));
        assert_eq!(s.get(&parse::<Fyra>("2").unwrap()), Some((-1, 3)));
        assert_eq!(s.get(&parse::<Fyra>("3").unwrap()), None);
        let bytes = s.to_bytes();
        for bad in [&bytes[..3], &bytes[..bytes.len() - 1], b"SBK1xxxxxx"] {
            assert!(Strategy::from_bytes(bad).is_err());
        }
        let mut unordered = bytes.clone();
        unordered[HEADER..HEADER + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(Strategy::from_bytes(&unordered).is_err());
        assert!(Strategy::from_solved(Variant::Fyra, &[("44".into(), 0, 9)]).is_err());
        assert!(Strategy::from_solved(Variant::Fyra, &[("x".into(), 0, 1)]).is_err());
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
            let book = Strategy::from_solved(variant, &solved).unwrap();
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
