//! The real GNU Backgammon as the judge of our interop: it loads our Position and Match
//! IDs and its board must be ours, it imports every `.mat` file we export with no
//! complaint and the same moves and scores, and the `.mat` files it exports read back
//! here to exactly its moves.
//!
//! The tests drive `gnubg -t -q -p script.py` (its Python scripting: `gnubg.command`,
//! `gnubg.board`, `gnubg.match`, ...). Where gnubg is not installed they print a note and
//! pass; `scripts/setup.sh --test` installs Debian's gnubg, so CI runs them.

use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_backgammon::board::Side;
use spelbord_backgammon::gnubg::{match_id, position_id};
use spelbord_backgammon::mat::{export_mat, import_mat};
use spelbord_backgammon::{bot, Backgammon, Move, Phase, Settings};
use spelbord_core::{Game, Replay, Rng};
use std::collections::BTreeSet;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The gnubg program, if installed (Debian puts it in /usr/games, often not on PATH).
fn gnubg() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    dirs.push("/usr/games".into());
    let found = dirs
        .into_iter()
        .map(|d| d.join("gnubg"))
        .find(|p| p.is_file());
    if found.is_none() {
        eprintln!("note: GNU Backgammon (gnubg) is not installed; skipping this interop test");
    }
    found
}

static RUN: AtomicUsize = AtomicUsize::new(0);

/// A scratch folder of this test process.
fn scratch() -> PathBuf {
    let n = RUN.fetch_add(1, Ordering::SeqCst);
    let d = std::env::temp_dir().join(format!("spelbord-gnubg-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The lines gnubg's script printed with the `@@` mark, and everything it printed.
fn run(gnubg: &PathBuf, dir: &PathBuf, body: &str) -> (Vec<String>, String) {
    // Both players human: gnubg must not play on by itself after a position is set.
    let script = format!(
        "import gnubg\n\
         def out(*a):\n    print('@@ ' + ' '.join(str(x) for x in a), flush=True)\n\
         for c in ['set player 0 human', 'set player 1 human']:\n    gnubg.command(c)\n\
         {body}\n"
    );
    let path = dir.join("script.py");
    std::fs::write(&path, script).unwrap();
    // Its own HOME: gnubg writes its settings folder there, not in the user's.
    let o = Command::new(gnubg)
        .args(["-t", "-q", "-p"])
        .arg(&path)
        .env("HOME", dir)
        .stdin(Stdio::null())
        .output()
        .expect("gnubg runs");
    let text = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    let marked = text
        .lines()
        .filter_map(|l| l.strip_prefix("@@ "))
        .map(str::to_string)
        .collect();
    (marked, text)
}

/// A game played to its end by seeded players: random legal moves (which hit, dance and
/// double wildly, so the bar, borne-off checkers and big cubes all come up) or the
/// computer at an easy level.
fn play(settings: Settings, seed: u64, bots: bool, max_plies: usize) -> Replay<Backgammon> {
    let mut r = Replay::<Backgammon>::new(settings, seed);
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut players = [bot(Level::Easy, seed), bot(Level::Medium, seed + 1)];
    let mut moves = Vec::new();
    while r.current().outcome().is_none() && r.len() < max_plies {
        let g = r.current().clone();
        g.legal_moves(&mut moves);
        let m = if bots {
            let seat = g.seat_to_move().unwrap_or(0) as usize;
            let mut ctx = SearchContext::new(Limits::time(20.0), native_clock);
            players[seat].choose(&g, &mut ctx).expect("a move")
        } else {
            moves[rng.below(moves.len() as u64) as usize]
        };
        r.play(&m).unwrap();
    }
    r
}

fn money(cube: bool) -> Settings {
    Settings {
        cube,
        ..Settings::default()
    }
}

fn matchplay(len: u32) -> Settings {
    Settings {
        match_length: len,
        cube: true,
        ..Settings::default()
    }
}

fn nums(s: &str) -> Vec<u32> {
    s.split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

#[test]
fn gnubg_reads_our_position_and_match_ids_as_our_board() {
    let Some(gnubg) = gnubg() else { return };
    let mut positions: Vec<Backgammon> = Vec::new();
    let games = [
        (money(false), false),
        (money(true), false),
        (matchplay(5), false),
        (matchplay(7), false),
        (matchplay(3), true),
        (money(true), true),
    ];
    for (k, (s, bots)) in games.into_iter().enumerate() {
        for seed in 0..3u64 {
            let r = play(s.clone(), 40 + 7 * k as u64 + seed, bots, 400);
            for i in 0..=r.len() {
                let g = r.position(i).into_owned();
                if g.phase() != Phase::Opening && g.outcome().is_none() {
                    positions.push(g);
                }
            }
        }
    }
    let (mut bar, mut off, mut doubled, mut bar_on_roll) = (0, 0, 0, 0);
    let mut lines = String::from("gnubg.command('new game')\nfor i, (p, m) in enumerate([\n");
    for g in &positions {
        let mid = if g.phase() == Phase::Doubled {
            "-".to_string()
        } else {
            match_id(g)
        };
        lines.push_str(&format!("('{}', '{mid}'),\n", position_id(g)));
        let (me, opp) = g.sides();
        bar += usize::from(me[24] + opp[24] > 0);
        bar_on_roll += usize::from(me[24] > 0 && g.phase() == Phase::Moving);
        off += usize::from(me.iter().sum::<u8>() < 15 || opp.iter().sum::<u8>() < 15);
        doubled += usize::from(g.phase() == Phase::Doubled);
    }
    // gnubg's `set matchid` cannot set a double being offered (it steps back to before
    // the offer), so those positions are loaded by board and compared by board only.
    lines.push_str(
        "]):\n    if m != '-':\n        gnubg.command('set matchid ' + m)\n    \
         gnubg.command('set board ' + p)\n    \
         out(i, gnubg.positionid(), gnubg.matchid(), gnubg.board())\n",
    );
    let dir = scratch();
    let (out, all) = run(&gnubg, &dir, &lines);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        out.len(),
        positions.len(),
        "gnubg answered {} of {}:\n{all}",
        out.len(),
        positions.len()
    );
    assert!(bar > 50 && bar_on_roll > 20 && off > 50 && doubled > 10, "too few special positions: bar {bar}, on roll on the bar {bar_on_roll}, borne off {off}, doubled {doubled}");
    for (line, g) in out.iter().zip(&positions) {
        let f: Vec<&str> = line.splitn(4, ' ').collect();
        let (pid, mid) = (position_id(g), match_id(g));
        let n = nums(f[3]);
        assert_eq!(n.len(), 50, "{line}");
        // gnubg's board(): [0] the opponent's checkers, [1] those of the player on roll,
        // each in its own numbering with the bar at index 24, exactly as our sides.
        let (me, opp) = g.sides();
        let theirs: (Vec<u32>, Vec<u32>) = (n[25..].to_vec(), n[..25].to_vec());
        let ours: (Vec<u32>, Vec<u32>) = (
            me.iter().map(|&x| x as u32).collect(),
            opp.iter().map(|&x| x as u32).collect(),
        );
        assert_eq!(theirs, ours, "gnubg's board of {pid}:{mid}");
        assert_eq!(f[1], pid);
        if g.phase() != Phase::Doubled {
            assert_eq!(f[2], mid, "gnubg's Match ID after loading {pid}:{mid}");
        }
    }
    eprintln!(
        "gnubg agreed on {} positions ({bar} with a checker on the bar, {bar_on_roll} with the player on roll on it, {off} with checkers borne off, {doubled} doubles offered)",
        positions.len()
    );
}

/// The positions reached by a legal turn from `g`.
fn after(g: &Backgammon, m: &Move) -> (Side, Side) {
    let n = g.clone().play(m).unwrap();
    // Seen from the mover (who is no longer on roll).
    let b = n.board().sides;
    let s = g.turn() as usize;
    (b[s], b[1 - s])
}

#[test]
fn gnubg_lists_the_same_legal_moves() {
    let Some(gnubg) = gnubg() else { return };
    // GNU Backgammon's own ID with the player on roll on the bar (dice 24): gnubg's hint
    // is bar/23 13/9; reading the sides the wrong way round listed 13/11 13/9.
    let mut cases: Vec<(String, Backgammon)> = Vec::new();
    let g = spelbord_backgammon::gnubg::game_from_start(&Settings {
        start: "mOfgwQCYZ+EBUA:cAkKAAAAAAAA".into(),
        ..Settings::default()
    })
    .unwrap();
    assert_eq!(g.dice().map(|[a, b]| [a.max(b), a.min(b)]), Some([4, 2]));
    let bar23 = g.parse_move("bar/23 13/9").unwrap();
    assert!(g.is_legal(&bar23), "bar/23 13/9 must be legal");
    assert!(
        g.parse_move("13/11 13/9").is_err() || !g.is_legal(&g.parse_move("13/11 13/9").unwrap())
    );
    cases.push(("mOfgwQCYZ+EBUA:cAkKAAAAAAAA".into(), g));
    for seed in 0..4u64 {
        let r = play(money(false), 900 + seed, false, 300);
        for i in (0..r.len()).step_by(5) {
            let g = r.position(i).into_owned();
            if g.phase() == Phase::Moving {
                cases.push((format!("{}:{}", position_id(&g), match_id(&g)), g));
            }
        }
    }
    let mut body = String::from(
        "gnubg.command('new game')\n\
         gnubg.command('set evaluation chequerplay evaluation plies 0')\n\
         for i, (p, m) in enumerate([\n",
    );
    for (id, _) in &cases {
        let (p, m) = id.split_once(':').unwrap();
        body.push_str(&format!("('{p}', '{m}'),\n"));
    }
    body.push_str(
        "]):\n    gnubg.command('set matchid ' + m)\n    gnubg.command('set board ' + p)\n    \
         h = gnubg.hint(10000)\n    \
         out(i, '|'.join(x['move'] for x in h['hint']) if h and 'hint' in h else '')\n",
    );
    let dir = scratch();
    let (out, all) = run(&gnubg, &dir, &body);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out.len(), cases.len(), "{all}");
    for (line, (id, g)) in out.iter().zip(&cases) {
        let list = line.split_once(' ').map_or("", |x| x.1);
        let theirs: BTreeSet<(Side, Side)> = list
            .split('|')
            .filter(|s| !s.is_empty())
            .map(|s| {
                let m = g
                    .parse_move(s)
                    .unwrap_or_else(|e| panic!("{id}: gnubg's '{s}': {e:?}"));
                assert!(g.is_legal(&m), "{id}: gnubg's move {s} is not legal here");
                after(g, &m)
            })
            .collect();
        let mut ms = Vec::new();
        g.legal_moves(&mut ms);
        let ours: BTreeSet<(Side, Side)> = ms.iter().map(|m| after(g, m)).collect();
        if theirs.is_empty() {
            // gnubg gives no hint when the roll cannot be played.
            assert_eq!(ms.len(), 1, "{id}");
        } else {
            assert_eq!(theirs, ours, "{id}: gnubg's moves {list}");
        }
    }
    eprintln!("gnubg listed the same moves in {} positions", cases.len());
}

/// One line per game and per action of a replay: `G winner points`, and
/// `A seat action [dice] [Position ID before it]` (dice high first). A turn is known by
/// the position it leads to, which the next action's Position ID shows: the same turn
/// can be written by different steps (`13/12 12/9` or `13/10 10/9`).
fn actions_of(r: &Replay<Backgammon>) -> Vec<String> {
    let mut out = Vec::new();
    let moves = r.moves();
    for (i, text) in moves.iter().enumerate() {
        let g = r.position(i);
        let Ok(m) = g.parse_move(text) else { continue };
        let seat = g.seat_to_move().unwrap_or(g.turn());
        let id = position_id(&g);
        match m {
            Move::Roll => {}
            Move::Double => out.push(format!("A {seat} double {id}")),
            Move::Take => out.push(format!("A {seat} take")),
            Move::Drop => out.push(format!("A {seat} drop")),
            Move::Play(_) => {
                let d = g.dice().unwrap_or([0, 0]);
                out.push(format!(
                    "A {seat} move {}{} {id}",
                    d[0].max(d[1]),
                    d[0].min(d[1])
                ));
            }
        }
        let n = r.position(i + 1);
        if n.game_number() != g.game_number()
            || (n.phase() == Phase::Over && g.phase() != Phase::Over)
        {
            if let Some(res) = n.last_game() {
                out.push(format!("G {} {}", res.winner, res.points));
            }
        }
    }
    out
}

/// The Python that prints gnubg's match as `actions_of` does (X is player 0, the left
/// column).
const DUMP: &str = "\
m = gnubg.match(analysis=0, boards=1, statistics=0, verbose=0)
out('M', m['match-info']['match-length'])
for gm in m['games']:
    for a in gm['game']:
        seat = 0 if a['player'] == 'X' else 1
        act = a['action']
        if act == 'move':
            d = a['dice']
            out('A', seat, 'move', '%d%d' % (max(d), min(d)), a['board'])
        elif act == 'double':
            out('A', seat, act, a['board'])
        elif act in ('take', 'drop'):
            out('A', seat, act)
        else:
            out('A', seat, 'other', act)
    inf = gm['info']
    if inf.get('winner'):
        out('G', 0 if inf['winner'] == 'X' else 1, inf['points-won'])
";

/// Asserts that gnubg's actions are ours, naming the first that differs.
fn same(theirs: &[String], ours: &[String], text: &str) {
    let i = (0..theirs.len().max(ours.len())).find(|&i| theirs.get(i) != ours.get(i));
    if let Some(i) = i {
        panic!(
            "action {i} differs: gnubg {:?}, ours {:?} ({} and {} actions)\n{text}",
            &theirs[i.saturating_sub(4)..(i + 3).min(theirs.len())],
            &ours[i.saturating_sub(4)..(i + 3).min(ours.len())],
            theirs.len(),
            ours.len()
        );
    }
}

fn gnubg_actions(marked: &[String]) -> Vec<String> {
    marked
        .iter()
        .filter(|l| !l.starts_with("M "))
        .map(|l| l.trim_end().to_string())
        .collect()
}

#[test]
fn gnubg_imports_every_mat_file_we_export() {
    let Some(gnubg) = gnubg() else { return };
    let dir = scratch();
    let mut files = Vec::new();
    let mut longest = 0;
    let games = [
        (matchplay(5), false, 1),
        (matchplay(7), false, 2),
        (matchplay(3), false, 3),
        (matchplay(9), false, 4),
        (matchplay(3), true, 5),
        (matchplay(5), true, 6),
        (money(true), false, 7),
        (money(false), false, 8),
    ];
    for (s, bots, seed) in games {
        let r = play(s, seed, bots, 100_000);
        let text = export_mat(&r, ["Svart", "White"]);
        longest = longest.max(
            text.lines()
                .filter(|l| l.contains(')'))
                .map(|l| l[5..].split("  ").next().unwrap_or("").len())
                .max()
                .unwrap_or(0),
        );
        let path = dir.join(format!("m{seed}.mat"));
        std::fs::write(&path, &text).unwrap();
        files.push((path, r, text));
    }
    // Long left cells (doubles with hits) were the ones that ran into the right column.
    assert!(
        longest >= 28,
        "no long move in the files (longest {longest})"
    );
    for (path, r, text) in &files {
        let body = format!(
            // The file does not say whether the cube is used in money play or whether
            // Jacoby holds: gnubg is told ours.
            "gnubg.command('set cube use {}')\ngnubg.command('set jacoby {}')\n\
             out('START')\ngnubg.command('import mat {}')\nout('IMPORTED')\n{DUMP}",
            if r.settings().cube { "on" } else { "off" },
            if r.settings().cube && r.settings().jacoby {
                "on"
            } else {
                "off"
            },
            path.display()
        );
        let (out, all) = run(&gnubg, &dir, &body);
        let start = all.find("@@ START").unwrap();
        let end = all.find("@@ IMPORTED").unwrap();
        let said = &all[start + 8..end];
        for bad in ["garbage", "arning", "rror", "llegal", "nvalid", "annot"] {
            assert!(!said.contains(bad), "gnubg said {said:?} importing\n{text}");
        }
        let theirs = gnubg_actions(&out[2..]);
        let ours = actions_of(r);
        same(&theirs, &ours, text);
        assert_eq!(
            out[2],
            format!("M {}", r.settings().match_length),
            "match length"
        );
    }
    eprintln!(
        "gnubg imported {} files (longest left cell {longest} characters)",
        files.len()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A match gnubg plays through its Python hooks: its 0-ply best move every turn, and
/// seeded random cube actions (its own computer players resign lost games, which a
/// `.mat` file writes as a bare "Wins 2 points" that the rules here cannot replay).
const DRIVE: &str = "\
import random
random.seed(SEED)
for c in ['set evaluation chequerplay evaluation plies 0', 'set rng mersenne', 'set seed SEED', 'new match LEN']:
    gnubg.command(c)
def over():
    g = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)['games'][-1]['info']
    w = g.get('winner')
    return w and g['score-' + w] + g['points-won'] >= LEN
for step in range(20000):
    p = gnubg.posinfo()
    if p['gamestate'] != 1:
        if over():
            break
        gnubg.command('new game')
    elif p['doubled']:
        gnubg.command('take' if random.random() < 0.7 else 'drop')
    elif p['dice'][0] == 0:
        gnubg.command('double' if random.random() < 0.1 else 'roll')
    else:
        h = gnubg.hint(1)
        gnubg.command('move ' + h['hint'][0]['move'] if h and h.get('hint') else 'move')
gnubg.command('export match mat PATH')
";

#[test]
fn mat_files_gnubg_exports_read_back_exactly() {
    let Some(gnubg) = gnubg() else { return };
    let dir = scratch();
    let mut games = 0;
    for (len, seed) in [(5, 1), (7, 2), (3, 3), (9, 4)] {
        let path = dir.join(format!("g{seed}.mat"));
        let body = DRIVE
            .replace("SEED", &seed.to_string())
            .replace("LEN", &len.to_string())
            .replace("PATH", &path.display().to_string())
            + DUMP;
        let (out, all) = run(&gnubg, &dir, &body);
        assert!(out.len() > 10, "{all}");
        let text = std::fs::read_to_string(&path).unwrap();
        let names = text
            .lines()
            .find(|l| l.contains(" : "))
            .map(|l| l.split(" : ").next().unwrap_or("").trim().to_string());
        let back = import_mat(&text, Settings::default()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(Some(back.names[0].clone()), names);
        assert_eq!(back.replay.settings().match_length, len);
        same(&gnubg_actions(&out[1..]), &actions_of(&back.replay), &text);
        let g = back.replay.current();
        assert_eq!(g.phase(), Phase::Over, "{text}");
        assert!(g.match_score().iter().any(|&s| s >= len));
        games += out.iter().filter(|l| l.starts_with("G ")).count();
    }
    // gnubg's own computer players, which resign: such a file is refused by name.
    let path = dir.join("resigned.mat");
    let body = format!(
        "for c in ['set player 0 gnubg', 'set player 1 gnubg', \
         'set player 0 chequerplay evaluation plies 0', 'set player 1 chequerplay evaluation plies 0', \
         'set player 0 cubedecision evaluation plies 0', 'set player 1 cubedecision evaluation plies 0', \
         'set rng mersenne', 'set seed 11', 'new match 3', 'export match mat {}']:\n    gnubg.command(c)\n\
         m = gnubg.match(analysis=0, boards=0, statistics=0, verbose=0)\n\
         out('R', sum(1 for gm in m['games'] if gm['info'].get('resigned')))\n",
        path.display()
    );
    let (out, all) = run(&gnubg, &dir, &body);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    assert_ne!(
        out.first().map(String::as_str),
        Some("R 0"),
        "seed 11 no longer resigns\n{all}"
    );
    let e = import_mat(&text, Settings::default()).unwrap_err();
    assert_eq!(e.key, "backgammon.matResignation", "{e}");
    eprintln!(
        "4 gnubg match files ({games} games) read back exactly; a resignation is refused by name"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Our cube formulas are gnubg's: given gnubg's own 0-ply probabilities, our no double,
/// double/take and double/pass equities are the ones its `cfevaluate` prints at 0 ply.
/// Contact positions only: in the bearoff gnubg takes the cube efficiency (and for money
/// the equities) from its exact two-sided database, which we do not have.
fn compare_cube_equities(len: u32, cases: &[(u32, u32, u32, i32)], seed: u64) {
    use spelbord_backgammon::board::{contact, Board};
    use spelbord_backgammon::cube::{match_cube_equities, money_decision};
    let Some(gnubg) = gnubg() else { return };
    let mut sides: Vec<(Side, Side)> = Vec::new();
    for seed in seed..seed + 6 {
        let r = play(matchplay(7), seed, true, 400);
        for i in 0..=r.len() {
            let g = r.position(i).into_owned();
            let (me, opp) = g.sides();
            if g.phase() == Phase::BeforeRoll && contact(me, opp) && i % 3 == 0 {
                sides.push((*me, *opp));
            }
        }
    }
    assert!(sides.len() > 60, "{} positions", sides.len());
    let mut lines = Vec::new();
    for (k, (me, opp)) in sides.iter().enumerate() {
        let (a, b, cube, owner) = cases[k % cases.len()];
        lines.push(format!(
            "'{} {a} {b} {cube} {owner}'",
            spelbord_backgammon::gnubg::position_id_of(me, opp)
        ));
    }
    // Money games with Jacoby and without beavers, as `cargo xtask bg-vs-gnubg` plays them.
    let body = format!(
        "for c in ['set beavers 0', 'set jacoby on', 'new session']:\n    gnubg.command(c)\n\
         ec = gnubg.evalcontext(1, 0, 0, 1, 0.0)\n\
         for l in [{}]:\n    \
             pid, a, b, cube, owner = l.split()\n    \
             ci = gnubg.cubeinfo(int(cube), int(owner), 0, {len}, (int(a), int(b)), 0)\n    \
             pos = gnubg.positionfromid(pid)\n    \
             p = gnubg.evaluate(pos, ci, ec)\n    \
             r = gnubg.cfevaluate(pos, ci, ec)\n    \
             out(l, ' '.join('%.7f' % x for x in list(p[:5]) + list(r[1:4])))",
        lines.join(", ")
    );
    let (marked, text) = run(&gnubg, &scratch(), &body);
    assert_eq!(marked.len(), sides.len(), "{text}");
    let settings = if len == 0 {
        Settings {
            jacoby: true,
            ..money(true)
        }
    } else {
        matchplay(len)
    };
    for (line, (me, opp)) in marked.iter().zip(&sides) {
        let t: Vec<&str> = line.split_whitespace().collect();
        let n = |i: usize| t[i].parse::<i64>().unwrap();
        let f = |i: usize| t[i].parse::<f64>().unwrap();
        let owner = match n(4) {
            0 => Some(0),
            1 => Some(1),
            _ => None,
        };
        let g = Backgammon::from_parts(
            settings.clone(),
            Board { sides: [*me, *opp] },
            0,
            Phase::BeforeRoll,
            [0, 0],
            n(3) as u32,
            owner,
            [n(1) as u32, n(2) as u32],
            false,
        );
        let p = [f(5), f(6), f(7), f(8), f(9)].map(|x| x as f32);
        let (nd, dt, dp) = if len == 0 {
            money_decision(&g, &p)
        } else {
            match_cube_equities(&g, 0, &p)
        };
        let theirs = [f(10), f(11), f(12)];
        // Without access to the cube gnubg's double/take figure is not a double's.
        let checked = if owner == Some(1) { 1 } else { 3 };
        for (k, (ours, gnu)) in [nd, dt, dp].iter().zip(theirs).enumerate().take(checked) {
            assert!(
                (ours - gnu).abs() < 0.002,
                "{line}: figure {k} ours {ours:+.4}, gnubg {gnu:+.4}"
            );
        }
    }
}

/// In a 7-point match, at scores that bring in gammon-rich and gammonless leads,
/// post-Crawford, 2-away 2-away, cubes dead for one side and owned cubes.
#[test]
fn our_match_cube_equities_are_gnubgs_from_its_probabilities() {
    // (score on roll, score of the opponent, cube, owner: 0 on roll, 1 opponent, -1 centred).
    let cases = [
        (0, 0, 1, -1),
        (0, 5, 1, -1),
        (5, 0, 1, -1),
        (2, 4, 2, 0),
        (4, 4, 1, -1),
        (5, 5, 1, -1),
        (3, 5, 2, 1),
        (6, 3, 1, -1),
        (3, 6, 1, -1),
        (1, 3, 4, 0),
        (0, 2, 2, -1),
    ];
    compare_cube_equities(7, &cases, 300);
}

/// In money play with the Jacoby rule: a centred cube (where gammons do not count until
/// it is turned), an owned cube and the opponent's.
#[test]
fn our_money_cube_equities_are_gnubgs_from_its_probabilities() {
    compare_cube_equities(0, &[(0, 0, 1, -1), (0, 0, 2, 0), (0, 0, 4, 1)], 320);
}
