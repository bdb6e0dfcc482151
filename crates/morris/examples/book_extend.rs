//! Extends a morris game's opening book (Kvarn's; `MORRIS_ONLY=tre-i-rad` for Tre i
//! rad's) along the strongest level's own lines to the end of the placing phase, by our
//! own search, offline, and learns from the games it loses:
//!
//! `cargo run --release -p spelbord-morris --example book_extend -- IN OUT [MS] [PART]
//! [PARTS] [VARY] [EPS]`, `book_extend --merge OUT IN...`, `book_extend --leaves IN MS
//! [OUT]` and `book_extend --drop IN OUT white|black "MOVES" [MS]`.
//!
//! From the empty board it follows every move the book `IN` holds for either side (less
//! those the strongest level's guard refuses, as it does in play) to the frontier: the
//! positions on those lines the book does not hold yet, with a man still to place. From
//! each frontier position (every PARTS-th from PART, so that one process a core shares
//! the work) it searches MS milliseconds (default 3000, about three times a move's
//! budget), with the guard, and follows the best move to the end of the placing phase,
//! adding each position to `OUT`; while fewer than VARY men (default 12) are placed, also
//! the next best move if within EPS (default 5 hundredths of a man), for variety. The
//! file is rewritten after every position, so a run cut short keeps what it found. `MS` 0
//! only counts the frontier. `--merge` joins books (the shipped one and the parts) into
//! one file. `--leaves` searches the end of every line and drops a book move whose line
//! ends lost where another holds. `--drop` takes a game the level lost against itself
//! (`examples/selfplay.rs` prints them) and moves the loser's last free choice on its
//! line: another book move if there is one, else the best other move, its line extended.
//!
//! Why: between equals, a game is decided in the placing phase (the loser's mistake
//! comes between the ninth and the seventeenth man placed, where a second's search
//! reaches 15–17 plies and misses a block or a double threat a few plies deeper), or
//! in a moving phase our search misjudges: a line the level has lost is not played
//! again.

use spelbord_ai::{native_clock, Limits, SearchContext};
use spelbord_core::Game;
use spelbord_morris::book::{canonical, names, Book};
use spelbord_morris::search::{engine, Engine};
use spelbord_morris::{guarded_moves, Morris, MorrisMove, MorrisSettings, Pos, Rules, Variant};
use std::collections::{HashMap, HashSet, VecDeque};
use std::time::Instant;

mod common;

/// The game whose book this is: `MORRIS_ONLY` (`kvarn`, the default, `tre-i-rad` or `kvarn-12`).
fn game() -> Variant {
    common::variant(Variant::Kvarn)
}

fn read_book(path: &str) -> Book {
    let bytes = std::fs::read(path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(1)
    });
    Book::parse(&bytes).unwrap_or_else(|| {
        eprintln!("{path} is no book");
        std::process::exit(1)
    })
}

fn write_book(path: &str, book: &Book) {
    if let Err(e) = std::fs::write(path, book.to_bytes()) {
        eprintln!("cannot write {path}: {e}");
        std::process::exit(1);
    }
}

/// The moves the strongest level's guard allows in `p` ([`guarded_moves`]): all of them
/// when the guard has no say.
fn guarded(p: &Pos, r: &Rules) -> Vec<MorrisMove> {
    let g = Morris::with_position(MorrisSettings::new(game()), *p);
    g.ok().and_then(|g| guarded_moves(&g)).unwrap_or_else(|| {
        let mut all = Vec::new();
        p.generate(r, &mut all);
        all
    })
}

/// The book's moves in `p` that the strongest level plays (those its guard allows).
fn book_moves(book: &Book, p: &Pos, r: &Rules) -> Vec<MorrisMove> {
    let safe = guarded(p, r);
    book.moves(p)
        .into_iter()
        .filter(|m| safe.contains(m))
        .collect()
}

/// Whether the man to move in `p` still has a man to place (the book's domain).
fn placing(p: &Pos) -> bool {
    p.hand[p.turn as usize & 1] > 0 && p.total(0) > 2 && p.total(1) > 2
}

/// `--leaves IN MS`: every line of the book's own moves (as the level plays them) to its
/// end, the position where the moving phase starts searched MS milliseconds, and each
/// book position's value backed up from those (negamax over the book's moves): a line
/// whose end is lost for one side shows where that side's book choice went wrong. With
/// OUT, the book less each move whose line is lost (more than 0.6 of a man down) where
/// the position has a book move that holds.
fn leaves(book: &Book, ms: f64, out: Option<&String>) {
    let rules = Rules::of(&MorrisSettings::new(game()));
    let mut w = Walk {
        book,
        rules,
        engine: engine(rules, 22),
        ms,
        memo: HashMap::new(),
        pruned: Vec::new(),
    };
    let v = w.value(&Pos::start(game().men(), 0), &mut Vec::new());
    println!("the start: {v}");
    if let Some(out) = out {
        let mut book = book.clone();
        for (p, good) in &w.pruned {
            book.insert(p, good);
        }
        write_book(out, &book);
        println!(
            "{} book positions lost a move that loses: {out}",
            w.pruned.len()
        );
    }
}

/// The walk of [`leaves`] over the book's lines.
struct Walk<'a> {
    book: &'a Book,
    rules: Rules,
    engine: Engine,
    ms: f64,
    /// Backed-up values by canonical key: a transposition is walked once.
    memo: HashMap<u64, i32>,
    /// Positions whose book moves lose some, with the moves that hold.
    pruned: Vec<(Pos, Vec<MorrisMove>)>,
}

impl Walk<'_> {
    /// The backed-up value of `p` for the side to move, printing each leaf.
    fn value(&mut self, p: &Pos, line: &mut Vec<MorrisMove>) -> i32 {
        let key = canonical(p).0;
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let r = self.rules;
        let moves = if placing(p) {
            book_moves(self.book, p, &r)
        } else {
            Vec::new()
        };
        let v = if moves.is_empty() {
            let mut ctx = SearchContext::new(Limits::time(self.ms), native_clock);
            self.engine.root_moves.clear();
            let found = self.engine.search(p, 0, &[p.key()], 80, 0, &mut ctx);
            println!(
                "leaf {}: depth {} score {} (side to move {})",
                names(line),
                found.depth,
                found.score,
                if p.turn == 0 { "white" } else { "black" }
            );
            found.score
        } else {
            let mut best = i32::MIN;
            let mut good = Vec::new();
            for m in &moves {
                let mut c = *p;
                c.apply(&r, m);
                line.push(*m);
                let v = -self.value(&c, line);
                line.pop();
                // The level chooses among its book moves by seed: each must hold.
                if v < -LOST {
                    println!(
                        "book move {m} after {}: {v} for the side that plays it",
                        names(line)
                    );
                } else {
                    good.push(*m);
                }
                best = best.max(v);
            }
            if !good.is_empty() && good.len() < moves.len() {
                self.pruned.push((*p, good));
            }
            best
        };
        self.memo.insert(key, v);
        v
    }
}

/// `--drop IN OUT LOSER MOVES`: a game the strongest level lost against itself from the
/// start (MOVES, its placing phase at least): where the loser last chose among book
/// moves on that line, the move it played, and those alike by symmetry, leave the book.
fn drop_line(book: &Book, out: &str, loser: u8, line: &str, ms: f64) {
    let s = MorrisSettings::new(game()).with_first(spelbord_morris::First::White);
    let r = Rules::of(&s);
    let mut g = Morris::new(s);
    let mut last = None;
    let mut only = None;
    for word in line.split_whitespace() {
        let p = *g.pos();
        if !placing(&p) {
            break;
        }
        let safe = guarded(&p, &r);
        let moves = book_moves(book, &p, &r);
        let played: Result<MorrisMove, String> = word.parse().map_err(|e| format!("{e:?}"));
        if let Err(e) = played.and_then(|m| g.try_play(&m).map_err(|e| format!("{e:?}"))) {
            eprintln!("{word}: {e}");
            std::process::exit(2);
        }
        let child = |m: &MorrisMove| {
            let mut c = p;
            c.apply(&r, m);
            canonical(&c).0
        };
        let played = canonical(g.pos()).0;
        let others: Vec<MorrisMove> = moves
            .iter()
            .copied()
            .filter(|m| child(m) != played)
            .collect();
        if p.turn == loser && !others.is_empty() && others.len() < moves.len() {
            last = Some((p, others, word.to_string()));
        }
        // A choice the guard leaves no other move for is no choice.
        if p.turn == loser && safe.iter().any(|m| child(m) != played) {
            only = Some((p, played));
        }
    }
    let mut book = book.clone();
    if let Some((p, others, word)) = last {
        book.insert(&p, &others);
        write_book(out, &book);
        println!("dropped {word}; the book keeps {}", names(&others));
        return;
    }
    // No other book move: the loser's last choice on the line is searched again without
    // the move it played (and those alike), and the new line extended as the book was.
    let Some((p, played)) = only else {
        eprintln!("the loser placed no man on this line");
        std::process::exit(1);
    };
    let mut e = engine(r, 22);
    let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
    e.root_moves = guarded(&p, &r)
        .into_iter()
        .filter(|m| {
            let mut c = p;
            c.apply(&r, m);
            canonical(&c).0 != played
        })
        .collect();
    let found = e.search(&p, 0, &[p.key()], 80, 0, &mut ctx);
    let Some(best) = found.best else {
        eprintln!("no other move");
        std::process::exit(1);
    };
    println!(
        "instead: {} (depth {} score {})",
        names(&[best]),
        found.depth,
        found.score
    );
    let mut added = Book::default();
    added.insert(&p, &[best]);
    let mut c = p;
    c.apply(&r, &best);
    extend(&r, &mut added, VecDeque::from([c]), ms, (0, 0), None);
    for (q, ms) in added.entries() {
        book.insert(&q, ms);
    }
    write_book(out, &book);
}

/// Searches each position of `queue` (and those its chosen moves lead to) to the end of
/// the placing phase, adding them to `added` (rewritten to `out` after each): the best
/// move, and while fewer than `vary.0` men are placed also the next best within
/// `vary.1` (at most two moves a position, each followed).
fn extend(
    rules: &Rules,
    added: &mut Book,
    mut queue: VecDeque<Pos>,
    ms: f64,
    vary: (u64, i32),
    out: Option<&str>,
) {
    let mut e = engine(*rules, 22);
    let t0 = Instant::now();
    while let Some(p) = queue.pop_front() {
        if !placing(&p) || !added.moves(&p).is_empty() {
            continue;
        }
        let placed = 2 * game().men() - p.hand[0] - p.hand[1];
        let margin = if (placed as u64) < vary.0 { vary.1 } else { 0 };
        let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
        e.root_moves = guarded(&p, rules);
        let found = e.search(&p, 0, &[p.key()], 80, margin, &mut ctx);
        let Some(best) = found.best else { continue };
        let mut near: Vec<(MorrisMove, i32)> = found
            .root_scores
            .iter()
            .copied()
            .filter(|&(m, s)| margin > 0 && m != best && s >= found.score - margin)
            .collect();
        near.sort_by_key(|&(_, s)| -s);
        let mut chosen = vec![best];
        chosen.extend(near.into_iter().take(1).map(|(m, _)| m));
        added.insert(&p, &chosen);
        if let Some(out) = out {
            write_book(out, added);
        }
        println!(
            "{placed} men placed: depth {} score {} moves {} ({} positions, {:.0} s)",
            found.depth,
            found.score,
            names(&chosen),
            added.len(),
            t0.elapsed().as_secs_f64()
        );
        for m in &chosen {
            let mut c = p;
            c.apply(rules, m);
            queue.push_back(c);
        }
    }
}

/// A line's end this far down (hundredths of a man) counts as lost.
const LOST: i32 = 60;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--merge") {
        let Some(out) = args.get(1) else {
            eprintln!("usage: book_extend --merge OUT IN...");
            std::process::exit(2);
        };
        let mut book = Book::default();
        for path in &args[2..] {
            for (p, ms) in read_book(path).entries() {
                book.insert(&p, ms);
            }
        }
        write_book(out, &book);
        println!("{} positions, {} bytes", book.len(), book.to_bytes().len());
        return;
    }
    if args.first().is_some_and(|a| a == "--drop") {
        let (Some(input), Some(out), Some(loser), Some(line)) =
            (args.get(1), args.get(2), args.get(3), args.get(4))
        else {
            eprintln!("usage: book_extend --drop IN OUT white|black \"MOVES\" [MS]");
            std::process::exit(2);
        };
        let ms = args.get(5).and_then(|s| s.parse().ok()).unwrap_or(3000.0);
        drop_line(&read_book(input), out, (loser == "black") as u8, line, ms);
        return;
    }
    if args.first().is_some_and(|a| a == "--leaves") {
        let (Some(input), ms) = (args.get(1), args.get(2).and_then(|s| s.parse().ok())) else {
            eprintln!("usage: book_extend --leaves IN MS [OUT]");
            std::process::exit(2);
        };
        leaves(&read_book(input), ms.unwrap_or(5000.0), args.get(3));
        return;
    }
    let (Some(input), Some(out)) = (args.first(), args.get(1)) else {
        eprintln!("usage: book_extend IN OUT [MS] [PART] [PARTS]");
        std::process::exit(2);
    };
    let num = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let (ms, part, parts) = (num(2, 3000) as f64, num(3, 0), num(4, 1).max(1));
    let (vary, eps) = (num(5, 12), num(6, 5) as i32);
    let book = read_book(input);
    let rules = Rules::of(&MorrisSettings::new(game()));

    // The frontier of the book's own lines.
    let start = Pos::start(game().men(), 0);
    let mut queue = VecDeque::from([start]);
    let mut seen = HashSet::from([canonical(&start).0]);
    let mut frontier = Vec::new();
    while let Some(p) = queue.pop_front() {
        let moves = book_moves(&book, &p, &rules);
        if moves.is_empty() {
            frontier.push(p);
            continue;
        }
        for m in &moves {
            let mut c = p;
            c.apply(&rules, m);
            if placing(&c) && seen.insert(canonical(&c).0) {
                queue.push_back(c);
            }
        }
    }
    frontier.sort_by_key(|p| canonical(p).0);
    println!(
        "{} book positions on the level's lines, frontier {}",
        seen.len() - frontier.len(),
        frontier.len()
    );
    if ms <= 0.0 {
        for p in &frontier {
            println!(
                "frontier: {} men placed",
                2 * game().men() - p.hand[0] - p.hand[1]
            );
        }
        return;
    }

    let queue: VecDeque<Pos> = frontier
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as u64 % parts == part)
        .map(|(_, &p)| p)
        .collect();
    let t0 = Instant::now();
    let mut added = Book::default();
    extend(&rules, &mut added, queue, ms, (vary, eps), Some(out));
    println!(
        "{} positions, {} bytes, {:.0} s",
        added.len(),
        added.to_bytes().len(),
        t0.elapsed().as_secs_f64()
    );
}
