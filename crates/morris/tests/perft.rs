//! Move-path counts. `kvarn` from the start against the published figures (a mill with
//! its removal is one move); `kvarn-12` and `tre-i-rad` from the start, and all three
//! from random positions of every phase, against an independent brute-force generator
//! written here from the board's geometry alone (arrays, no bitmasks, no shared tables).
use spelbord_core::{perft, Game, Rng, ToAct};
use spelbord_morris::{First, Morris, MorrisSettings, Pos, Variant};

/// The board as the picture shows it: point names and their grid positions.
const NAMES: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5",
    "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

fn xy(p: usize) -> (i32, i32) {
    let b = NAMES[p].as_bytes();
    ((b[0] - b'a') as i32, (b[1] - b'1') as i32)
}

/// The reference: lines are the runs of three points along a row, a column or (with
/// diagonals) a diagonal through the centre, broken at the empty centre d4.
struct Reference {
    lines: Vec<[usize; 3]>,
    adjacent: Vec<Vec<usize>>,
    /// Sides of the squares: lines whose two ends are corners (for side intervention).
    sides: Vec<[usize; 3]>,
    diagonals: Vec<[usize; 3]>,
    variant: Variant,
    flying: bool,
}

impl Reference {
    fn new(variant: Variant, flying: bool) -> Reference {
        let find = |x: i32, y: i32| (0..24).find(|&p| xy(p) == (x, y));
        let mut lines = Vec::new();
        let mut diagonals = Vec::new();
        let mut dirs = vec![(1, 0), (0, 1)];
        if variant == Variant::Kvarn12 {
            dirs.push((1, 1));
            dirs.push((1, -1));
        }
        for &(dx, dy) in &dirs {
            // Walk each ray of grid cells; consecutive points on it form runs, and the
            // centre (3, 3) breaks a run.
            for start in 0..24 {
                let (x0, y0) = xy(start);
                let mut run = vec![start];
                let (mut x, mut y) = (x0, y0);
                loop {
                    x += dx;
                    y += dy;
                    if !(0..7).contains(&x) || !(0..7).contains(&y) || (x, y) == (3, 3) {
                        break;
                    }
                    if let Some(q) = find(x, y) {
                        run.push(q);
                        if run.len() == 3 {
                            break;
                        }
                    }
                }
                if run.len() == 3 {
                    let diag = dx != 0 && dy != 0;
                    // Diagonal runs: only the corner diagonals of the three squares count.
                    let corner = |p: usize| {
                        let (x, y) = xy(p);
                        (x - 3).abs() == (y - 3).abs()
                    };
                    if diag && !run.iter().all(|&p| corner(p)) {
                        continue;
                    }
                    let l = [run[0], run[1], run[2]];
                    // No segment of the board holds more than three points, so a
                    // run of three is a whole line (a run from b4 stops at the centre).
                    if !lines.contains(&l) && !diagonals.contains(&l) {
                        if diag {
                            diagonals.push(l);
                        } else {
                            lines.push(l);
                        }
                    }
                }
            }
        }
        lines.extend(diagonals.iter().copied());
        let mut adjacent = vec![Vec::new(); 24];
        for l in &lines {
            for w in l.windows(2) {
                adjacent[w[0]].push(w[1]);
                adjacent[w[1]].push(w[0]);
            }
        }
        let is_corner = |p: usize| {
            let (x, y) = xy(p);
            (x - 3).abs() == (y - 3).abs()
        };
        let sides = lines
            .iter()
            .filter(|l| !diagonals.contains(l) && is_corner(l[0]) && is_corner(l[2]))
            .copied()
            .collect();
        Reference {
            lines,
            adjacent,
            sides,
            diagonals,
            variant,
            flying,
        }
    }
}

#[derive(Clone)]
struct RefState {
    board: [i8; 24], // -1 empty, 0 / 1 a seat's man
    hand: [u32; 2],
    turn: usize,
}

impl Reference {
    fn mill_through(&self, b: &[i8; 24], p: usize, who: i8) -> bool {
        self.lines
            .iter()
            .any(|l| l.contains(&p) && l.iter().all(|&q| b[q] == who))
    }

    fn in_any_mill(&self, b: &[i8; 24], p: usize) -> bool {
        b[p] >= 0 && self.mill_through(b, p, b[p])
    }

    fn total(&self, s: &RefState, who: usize) -> u32 {
        s.board.iter().filter(|&&c| c == who as i8).count() as u32 + s.hand[who]
    }

    /// Every whole turn as the resulting state.
    fn children(&self, s: &RefState) -> Vec<RefState> {
        let me = s.turn;
        let opp = 1 - me;
        let mut out = Vec::new();
        let mut puts: Vec<(Option<usize>, usize)> = Vec::new();
        let empties: Vec<usize> = (0..24).filter(|&p| s.board[p] < 0).collect();
        if s.hand[me] > 0 {
            for &e in &empties {
                puts.push((None, e));
            }
        } else {
            let mine = s.board.iter().filter(|&&c| c == me as i8).count();
            let fly = self.flying && mine == 3;
            for f in 0..24 {
                if s.board[f] != me as i8 {
                    continue;
                }
                for &e in &empties {
                    if fly || self.adjacent[f].contains(&e) {
                        puts.push((Some(f), e));
                    }
                }
            }
        }
        for (from, to) in puts {
            let mut t = s.clone();
            if let Some(f) = from {
                t.board[f] = -1;
            } else {
                t.hand[me] -= 1;
            }
            t.board[to] = me as i8;
            t.turn = opp;
            if self.variant == Variant::Kvarn12 {
                // Side intervention, then diagonal custody, both judged on the board
                // before either takes.
                let before = t.board;
                for side in &self.sides {
                    if side[1] == to && before[side[0]] == opp as i8 && before[side[2]] == opp as i8
                    {
                        t.board[side[0]] = -1;
                        t.board[side[2]] = -1;
                    }
                }
                for d in &self.diagonals {
                    for (end, far) in [(d[0], d[2]), (d[2], d[0])] {
                        if end == to && before[d[1]] == opp as i8 && before[far] == me as i8 {
                            t.board[d[1]] = -1;
                        }
                    }
                }
            }
            let captures_now = from.is_some() || self.variant != Variant::TreIRad;
            let theirs: Vec<usize> = (0..24).filter(|&p| t.board[p] == opp as i8).collect();
            if captures_now && self.mill_through(&t.board, to, me as i8) && !theirs.is_empty() {
                let protect = self.variant != Variant::Kvarn12;
                let outside: Vec<usize> = theirs
                    .iter()
                    .copied()
                    .filter(|&p| !self.in_any_mill(&t.board, p))
                    .collect();
                let choices = if protect && !outside.is_empty() {
                    outside
                } else {
                    theirs
                };
                for r in choices {
                    let mut u = t.clone();
                    u.board[r] = -1;
                    out.push(u);
                }
            } else {
                out.push(t);
            }
        }
        out
    }

    fn over(&self, s: &RefState) -> bool {
        if self.total(s, 0) <= 2 || self.total(s, 1) <= 2 {
            return true;
        }
        let full = s.board.iter().all(|&c| c >= 0);
        if self.variant == Variant::Kvarn12 && s.hand == [0, 0] && full {
            return true;
        }
        self.children(s).is_empty()
    }

    fn perft(&self, s: &RefState, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over(s) {
            return 0;
        }
        let kids = self.children(s);
        if depth == 1 {
            return kids.len() as u64;
        }
        kids.iter().map(|k| self.perft(k, depth - 1)).sum()
    }
}

fn ref_state(p: &Pos) -> RefState {
    let mut board = [-1i8; 24];
    for (q, cell) in board.iter_mut().enumerate() {
        for s in 0..2 {
            if p.men[s] & (1 << q) != 0 {
                *cell = s as i8;
            }
        }
    }
    RefState {
        board,
        hand: [p.hand[0] as u32, p.hand[1] as u32],
        turn: p.turn as usize,
    }
}

fn start(s: MorrisSettings) -> Morris {
    Morris::new(s.with_first(First::White))
}

#[test]
fn kvarn_move_paths_from_the_start_match_the_published_counts() {
    let g = start(MorrisSettings::new(Variant::Kvarn));
    let published = [24u64, 552, 12_144, 255_024, 5_140_800];
    let deepest = if cfg!(debug_assertions) { 4 } else { 5 };
    for (d, &n) in published.iter().enumerate().take(deepest) {
        assert_eq!(perft(&g, d as u32 + 1), n, "kvarn perft {}", d + 1);
    }
}

#[test]
fn the_reference_generator_finds_the_board() {
    let plain = Reference::new(Variant::Kvarn, false);
    assert_eq!(plain.lines.len(), 16);
    assert_eq!(plain.sides.len(), 12);
    let twelve = Reference::new(Variant::Kvarn12, false);
    assert_eq!(twelve.lines.len(), 20);
    assert_eq!(twelve.diagonals.len(), 4);
    // The reference agrees with the published kvarn counts too.
    let s = ref_state(start(MorrisSettings::new(Variant::Kvarn)).pos());
    assert_eq!(plain.perft(&s, 3), 12_144);
}

#[test]
fn kvarn_12_and_tre_i_rad_counts_from_the_start_as_the_reference_counts_them() {
    // The figures of the independent generator above (its own geometry and rules, no
    // shared code with the engine), written out, and the engine's counts equal to them.
    let deepest = if cfg!(debug_assertions) { 3 } else { 5 };
    for (v, counts) in [
        (Variant::Kvarn12, [24u64, 552, 12_144, 255_032, 5_152_448]),
        (Variant::TreIRad, [24u64, 552, 12_144, 255_024, 5_100_480]),
    ] {
        let g = start(MorrisSettings::new(v));
        let r = Reference::new(v, g.rules().flying);
        for d in 1..=deepest {
            let n = counts[d as usize - 1];
            assert_eq!(
                r.perft(&ref_state(g.pos()), d),
                n,
                "{v:?} reference perft {d}"
            );
            assert_eq!(perft(&g, d), n, "{v:?} perft {d}");
        }
    }
    // Placing never captures in tre-i-rad: the counts are the bare placements. Kvarn 12's
    // exceed Kvarn's (24 / 552 / 12,144 / 255,024 / 5,140,800) from depth 4: custody and
    // intervention take men in the first turns (Blue a1, Yellow b2, Blue c3 takes b2),
    // which frees points, and the diagonals make 20 lines.
    assert_eq!(5_100_480, 24 * 23 * 22 * 21 * 20);
}

#[test]
fn every_phase_matches_the_reference_from_random_positions() {
    let mut rng = Rng::new(2024);
    let mut moves = Vec::new();
    let mut checked = [0u32; 4];
    for (k, s) in MorrisSettings::all().into_iter().enumerate() {
        let r = Reference::new(s.variant, s.flies());
        for game in 0..12 {
            let mut g = start(s);
            let plies = 10 + rng.below(90) as usize;
            for _ in 0..plies {
                g.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                g.play_unchecked(&m);
            }
            if !matches!(g.to_act(), ToAct::Seat(_)) {
                continue;
            }
            // A fresh game from the position: no repetition history to end lines early.
            let fresh = Morris::with_position(s, *g.pos()).unwrap();
            let depth = if game % 3 == 0 { 3 } else { 2 };
            assert_eq!(
                perft(&fresh, depth),
                r.perft(&ref_state(fresh.pos()), depth),
                "{s:?} from {:?}",
                fresh.pos()
            );
            checked[k] += 1;
        }
    }
    assert!(
        checked.iter().all(|&c| c >= 6),
        "too few positions: {checked:?}"
    );
}

#[test]
fn kvarn_12_takes_men_automatically_in_the_first_turns() {
    // Custody by Blue's second man: a1 (Blue), b2 (Yellow), c3 (Blue) takes b2.
    let g = Morris::from_moves(
        MorrisSettings::new(Variant::Kvarn12).with_first(First::White),
        "d1 a1 b2 c3",
    )
    .unwrap();
    assert_eq!(g.pos().on_board(0), 1);
    assert_eq!(perft(&g, 1), 21);
}
