//! `cargo xtask bg-quiz`: checker play judged by GNU Backgammon on a fixed set of
//! positions, so that two versions of the player can be compared on the same decisions.
//!
//! The match analysis of `bg-vs-gnubg` judges whatever positions a version's own games
//! reach, a new sample each time: over 1,300 moves its checker-play figure moves by about
//! a mEMG between runs of the same player, as much as the changes worth trying. Here the
//! positions stay the same and only the moves differ.
//!
//! - `cargo xtask bg-quiz make --out Q --positions N [--seed S]`: N positions with their
//!   dice from the strongest level's money games against itself (every fourth decision
//!   with a choice), each with gnubg's best move at 2 ply and that move's cubeless equity.
//!   `--collect-ms T` lets the games that supply the positions think T ms a move.
//! - `cargo xtask bg-quiz run --quiz Q --cache C [--deep N] [--deep3 K] [--margin M]`:
//!   plays every position with the strongest level (or with the search settings given)
//!   and prints the mean error against gnubg's 2-ply judgement in mEMG. Positions our
//!   moves leave are evaluated by gnubg once and kept in C, so a run costs gnubg only the
//!   moves it has not seen. SPELBORD_BG_WEIGHTS tries other weights.

use crate::bg_vs_gnubg::{gnubg_path, gnubg_steps, opt, Gnubg};
use spelbord_ai::{native_clock, Level, Limits, SearchContext};
use spelbord_backgammon::board::Side;
use spelbord_backgammon::bot::{default_time_ms, style, BackgammonBot};
use spelbord_backgammon::eval::{classify, shipped_nets, Class, Evaluator};
use spelbord_backgammon::gnubg::{position_id_of, sides_from_position_id};
use spelbord_backgammon::moves::{play_steps, TurnGen};
use spelbord_backgammon::{Backgammon, Phase, Settings};
use spelbord_core::{Game, Replay, Rng};
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;

const SERVER: &str = r#"
import gnubg, sys
for c in ['set player 0 human', 'set player 1 human', 'set threads 1', 'new session']:
    gnubg.command(c)
ci = gnubg.cubeinfo()
# Cubeless, PLIES deep (the judge's depth), pruned, deterministic, no noise.
ec = gnubg.evalcontext(0, PLIES, 1, 1, 0.0)
for line in sys.stdin:
    w = line.split()
    if not w or w[0] == 'quit':
        break
    try:
        if w[0] == 'best':
            gnubg.command('set board %s' % w[1])
            gnubg.command('set dice %s %s' % (w[2], w[3]))
            # gnubg as a player: its choice at the depth asked (2 unless given), with its
            # default move filters for that depth.
            pl = int(w[4]) if len(w) > 4 else 2
            m = gnubg.findbestmove(gnubg.board(), ci, gnubg.evalcontext(0, pl, 1, 1, 0.0))
            print('@@ ' + ' '.join(str(x) for x in m), flush=True)
        else:
            p = gnubg.evaluate(gnubg.positionfromid(w[1]), ci, ec)
            print('@@ %.6f %.6f %.6f %.6f %.6f' % tuple(p[:5]), flush=True)
    except Exception as e:
        print('@@ error ' + str(e).replace('\n', ' '), flush=True)
"#;

/// gnubg answering `best` and `eval` questions of [`SERVER`].
struct Judge(Gnubg);

impl Judge {
    /// A judge whose evaluations look `plies` deep.
    fn start(path: &Path, home: &Path, plies: u32) -> Result<Judge, String> {
        Gnubg::with_script(path, home, &SERVER.replace("PLIES", &plies.to_string())).map(Judge)
    }

    fn ask(&mut self, q: &str) -> Result<String, String> {
        self.0.ask(q)
    }

    /// gnubg's cubeless equity, at the judge's depth, for the player on roll in `key`.
    fn equity(&mut self, key: &str) -> Result<f64, String> {
        let r = self.ask(&format!("eval {key}"))?;
        let p: Vec<f64> = r
            .split_whitespace()
            .filter_map(|t| t.parse().ok())
            .collect();
        if p.len() != 5 {
            return Err(format!("gnubg's evaluation {r:?}"));
        }
        Ok(2.0 * p[0] - 1.0 + p[1] - p[3] + p[2] - p[4])
    }
}

/// Asks `f` of every item, over `jobs` gnubg processes; the answers with their items'
/// places, in order.
fn ask_all<I: Sync, T: Send>(
    gnubg: &Path,
    plies: u32,
    jobs: usize,
    items: &[I],
    f: impl Fn(&mut Judge, &I) -> Result<T, String> + Sync,
) -> Result<Vec<(usize, T)>, String> {
    let out: Mutex<Vec<(usize, T)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let work = std::env::temp_dir().join(format!("spelbord-bg-quiz-{}", std::process::id()));
    std::thread::scope(|s| {
        for j in 0..jobs {
            let (out, failure, work, f) = (&out, &failure, &work, &f);
            s.spawn(move || {
                let mut judge = match Judge::start(gnubg, &work.join(format!("job{j}")), plies) {
                    Ok(g) => g,
                    Err(e) => {
                        *failure.lock().unwrap() = Some(e);
                        return;
                    }
                };
                for (i, item) in items.iter().enumerate().skip(j).step_by(jobs) {
                    match f(&mut judge, item) {
                        Ok(t) => out.lock().unwrap().push((i, t)),
                        Err(e) => {
                            *failure.lock().unwrap() = Some(e);
                            return;
                        }
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&work);
    if let Some(e) = failure.into_inner().unwrap() {
        return Err(e);
    }
    let mut out = out.into_inner().unwrap();
    out.sort_by_key(|o| o.0);
    Ok(out)
}

/// The position the opponent faces after the mover leaves (`me`, `opp`), as a key.
fn after_key(me: &Side, opp: &Side) -> String {
    position_id_of(opp, me)
}

/// Positions with a choice, from the strongest level's money games against itself.
fn collect(n: usize, seed: u64, ms: f64) -> Result<Vec<(String, [u8; 2])>, String> {
    let settings = Settings {
        cube: false,
        ..Settings::default()
    };
    let level = Level::Strongest;
    let mut rng = Rng::new(seed ^ 0x5eed);
    let mut out = Vec::new();
    let mut game_seed = seed * 10_007;
    while out.len() < n {
        game_seed += 1;
        let mut r = Replay::<Backgammon>::new(settings.clone(), game_seed);
        let mut players = [
            spelbord_backgammon::bot::bot(level, game_seed),
            spelbord_backgammon::bot::bot(level, game_seed + 1),
        ];
        while r.current().outcome().is_none() && out.len() < n {
            let g = r.current().clone();
            let seat = g.seat_to_move().ok_or("no seat")?;
            if g.phase() == Phase::Moving && g.candidates().len() >= 2 && rng.below(4) == 0 {
                let (me, opp) = g.sides();
                out.push((position_id_of(me, opp), g.dice().ok_or("no dice")?));
            }
            let mut ctx = SearchContext::new(Limits::time(ms), native_clock);
            let m = players[seat as usize]
                .choose(&g, &mut ctx)
                .ok_or("no move")?;
            r.play(&m).map_err(|e| format!("{e:?}"))?;
        }
    }
    Ok(out)
}

fn make(args: &[String], gnubg: &Path) -> Result<(), String> {
    let out: String = opt(args, "--out", String::new());
    if out.is_empty() {
        return Err("--out FILE is needed".into());
    }
    let n: usize = opt(args, "--positions", 2000);
    let seed: u64 = opt(args, "--seed", 1);
    let jobs: usize = opt(args, "--jobs", 2).max(1);
    let t0 = std::time::Instant::now();
    // The games only supply positions: a shorter think (`--collect-ms`) gives positions
    // of the same kind sooner.
    let ms: f64 = opt(args, "--collect-ms", default_time_ms(Level::Strongest));
    let positions = collect(n, seed, ms)?;
    eprintln!(
        "{} positions in {:.0} s",
        positions.len(),
        t0.elapsed().as_secs_f64()
    );
    let lines = ask_all(gnubg, 2, jobs, &positions, |judge, (pid, dice)| {
        let (me, opp) = sides_from_position_id(pid).map_err(|e| e.key)?;
        let a = judge.ask(&format!("best {pid} {} {}", dice[0], dice[1]))?;
        let steps = gnubg_steps(&a)?;
        let (m, o) = play_steps(&me, &opp, &steps)
            .ok_or_else(|| format!("gnubg's move {a:?} does not play in {pid}"))?;
        let key = after_key(&m, &o);
        let eq = -judge.equity(&key)?;
        Ok(format!("{pid} {} {} {key} {eq:.6}", dice[0], dice[1]))
    })?;
    let text: String = lines.into_iter().map(|l| l.1 + "\n").collect();
    std::fs::write(&out, text).map_err(|e| format!("{out}: {e}"))?;
    eprintln!(
        "wrote {out}: {n} positions with gnubg's 2-ply best move, in {:.0} s",
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// gnubg's judgement of the position `key` at `ply` in the cache: the key alone at 2 ply
/// (the depth caches had before it was an option), `key@PLY` otherwise.
fn cache_key(key: &str, ply: u32) -> String {
    if ply == 2 {
        key.to_string()
    } else {
        format!("{key}@{ply}")
    }
}

/// The cache line of gnubg's own `ply`-ply choice in a quiz position: its first word.
fn best_key(pid: &str, dice: [u8; 2], ply: u32) -> String {
    format!("best{ply}:{pid}:{}{}", dice[0], dice[1])
}

/// The errors of two players' moves (equities for the mover, by one judge) against the
/// best move the judge has seen in the position: the better of the two, or `best` (the
/// judge's value of a third move) if that is better. Their difference is the difference of
/// the two moves' values whatever the reference.
fn errors(ours: f64, theirs: f64, best: Option<f64>) -> (f64, f64) {
    let r = best.unwrap_or(f64::NEG_INFINITY).max(ours).max(theirs);
    (r - ours, r - theirs)
}

/// Mean and half-width of the 95 % interval.
fn mean_ci(xs: &[f64]) -> (f64, f64) {
    let n = xs.len().max(1) as f64;
    let m = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1.0).max(1.0);
    (m, 1.96 * (var / n).sqrt())
}

/// The judge's options: its depth, and whether gnubg's own choice at that depth joins the
/// reference.
#[derive(Debug, PartialEq)]
struct JudgeOpts {
    ply: u32,
    with_best: bool,
    limit: usize,
}

fn judge_opts(args: &[String]) -> Result<JudgeOpts, String> {
    let ply: u32 = match args.iter().position(|a| a == "--judge-ply") {
        None => 2,
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .filter(|p| (1..=4).contains(p))
            .ok_or("--judge-ply takes a depth from 1 to 4")?,
    };
    let limit = match args.iter().position(|a| a == "--limit") {
        None => usize::MAX,
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or("--limit takes a number of positions")?,
    };
    Ok(JudgeOpts {
        ply,
        with_best: args.iter().any(|a| a == "--judge-best"),
        limit,
    })
}

fn run_quiz(args: &[String], gnubg: &Path) -> Result<(), String> {
    let quiz: String = opt(args, "--quiz", String::new());
    let cache_path: String = opt(args, "--cache", String::new());
    if quiz.is_empty() || cache_path.is_empty() {
        return Err("--quiz FILE and --cache FILE are needed".into());
    }
    let jo = judge_opts(args)?;
    let jp = jo.ply;
    let mut st = style(Level::Strongest);
    st.deep = opt(args, "--deep", st.deep);
    st.deep3 = opt(args, "--deep3", st.deep3);
    st.margin3 = opt(args, "--margin", st.margin3);
    st.blend = opt(args, "--blend", st.blend);
    let budget: f64 = opt(args, "--ms", default_time_ms(Level::Strongest));
    let text = std::fs::read_to_string(&quiz).map_err(|e| format!("{quiz}: {e}"))?;
    let mut cache: HashMap<String, f64> = HashMap::new();
    // gnubg's own choices at a depth: "bestN:PID:DICE AFTER".
    let mut chosen: HashMap<String, String> = HashMap::new();
    if let Ok(c) = std::fs::read_to_string(&cache_path) {
        for l in c.lines() {
            let mut w = l.split_whitespace();
            let (Some(k), Some(v)) = (w.next(), w.next()) else {
                continue;
            };
            if k.starts_with("best") {
                chosen.insert(k.to_string(), v.to_string());
            } else if let Ok(v) = v.parse() {
                cache.insert(k.to_string(), v);
            }
        }
    }
    // Our choices first (all of them, timed), then gnubg for the positions not yet seen.
    let t0 = std::time::Instant::now();
    let mut bot = BackgammonBot::new(st, 1);
    let mut gen = TurnGen::default();
    let mut cands = Vec::new();
    let mut rows = Vec::new();
    // `--cpu-clock`: the budget and the times are this thread's CPU time, which other
    // processes on a busy machine hardly move (the wall clock counts their turns).
    let cpu = args.iter().any(|a| a == "--cpu-clock");
    let clock: fn() -> f64 = if cpu { crate::cpu_clock } else { native_clock };
    let mut times: Vec<f64> = Vec::new();
    for l in text.lines().take(jo.limit) {
        let w: Vec<&str> = l.split_whitespace().collect();
        if w.len() != 5 {
            continue;
        }
        let (me, opp) = sides_from_position_id(w[0]).map_err(|e| e.key)?;
        let dice = [w[1].parse().unwrap_or(1), w[2].parse().unwrap_or(1)];
        let best_key = w[3].to_string();
        let best_eq: f64 = w[4].parse().unwrap_or(0.0);
        gen.legal_turns(&me, &opp, dice, &mut cands);
        let mut ev = Evaluator::new(shipped_nets());
        let mut ctx = SearchContext::new(Limits::time(budget), clock);
        let t = clock();
        let ranked = bot.rank(&cands, &mut ev, &mut ctx);
        times.push(clock() - t);
        let c = &cands[ranked[0].0];
        let class = classify(&me, &opp);
        rows.push(Row {
            pid: w[0].to_string(),
            dice,
            ours: after_key(&c.me, &c.opp),
            gnubg2: best_key,
            gnubg2_eq: best_eq,
            class,
            evals: ev.evals,
        });
    }
    let ours_s = t0.elapsed().as_secs_f64();
    times.sort_by(f64::total_cmp);
    let mut per_move: Vec<u64> = rows.iter().map(|r| r.evals).collect();
    per_move.sort_unstable();
    let jobs: usize = opt(args, "--jobs", 2).max(1);
    let mut f = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&cache_path)
        .map_err(|e| format!("{cache_path}: {e}"))?;
    // With --judge-best, gnubg's own choice at the judge's depth (cached as a move).
    if jo.with_best {
        let missing: Vec<&Row> = rows
            .iter()
            .filter(|r| !chosen.contains_key(&best_key(&r.pid, r.dice, jp)))
            .collect();
        let found = ask_all(gnubg, jp, jobs, &missing, |judge, r| {
            let (me, opp) = sides_from_position_id(&r.pid).map_err(|e| e.key)?;
            let a = judge.ask(&format!("best {} {} {} {jp}", r.pid, r.dice[0], r.dice[1]))?;
            let steps = gnubg_steps(&a)?;
            let (m, o) = play_steps(&me, &opp, &steps)
                .ok_or_else(|| format!("gnubg's move {a:?} does not play in {}", r.pid))?;
            Ok((best_key(&r.pid, r.dice, jp), after_key(&m, &o)))
        })?;
        for (_, (k, v)) in found {
            writeln!(f, "{k} {v}").map_err(|e| e.to_string())?;
            chosen.insert(k, v);
        }
    }
    // The positions the judge must value: at 2 ply gnubg's move is the quiz's own
    // reference, so only ours where it differs; deeper, both moves where they differ (where
    // they agree both errors are zero against the better of the two), and gnubg's own.
    let mut missing: Vec<String> = Vec::new();
    for r in &rows {
        let third = chosen
            .get(&best_key(&r.pid, r.dice, jp))
            .filter(|_| jo.with_best);
        if jp == 2 {
            if r.ours != r.gnubg2 {
                missing.push(r.ours.clone());
            }
        } else if r.ours != r.gnubg2 || third.is_some_and(|t| *t != r.ours) {
            missing.push(r.ours.clone());
            missing.push(r.gnubg2.clone());
            missing.extend(third.cloned());
        }
    }
    missing.retain(|k| !cache.contains_key(&cache_key(k, jp)));
    missing.sort();
    missing.dedup();
    let t1 = std::time::Instant::now();
    let found: Vec<(String, f64)> = ask_all(gnubg, jp, jobs, &missing, |judge, k| {
        judge.equity(k).map(|e| (cache_key(k, jp), e))
    })?
    .into_iter()
    .map(|f| f.1)
    .collect();
    let judge_s = t1.elapsed().as_secs_f64();
    for (k, e) in &found {
        writeln!(f, "{k} {e:.6}").map_err(|e| e.to_string())?;
        cache.insert(k.clone(), *e);
    }
    // A move's equity for its mover is minus the opponent's, who is on roll after it.
    let value = |k: &str| -> f64 { -cache[&cache_key(k, jp)] };
    let mut sum = [0.0f64; 2];
    let mut n = [0usize; 2];
    let mut agree = 0;
    let mut big = 0;
    let mut evals = 0u64;
    let mut errs = Vec::new();
    let mut theirs_errs = Vec::new();
    for r in &rows {
        evals += r.evals;
        let third = chosen
            .get(&best_key(&r.pid, r.dice, jp))
            .filter(|_| jo.with_best);
        let (err, theirs) = if r.ours == r.gnubg2 && third.is_none_or(|t| *t == r.ours) {
            (0.0, 0.0)
        } else if jp == 2 {
            errors(value(&r.ours), r.gnubg2_eq, None)
        } else {
            errors(value(&r.ours), value(&r.gnubg2), third.map(|t| value(t)))
        };
        if r.ours == r.gnubg2 {
            agree += 1;
        }
        if err > 0.08 {
            big += 1;
        }
        let k = usize::from(r.class == Class::Race);
        sum[k] += err;
        n[k] += 1;
        errs.push(err);
        theirs_errs.push(theirs);
    }
    let total = rows.len().max(1) as f64;
    let (mean, ci) = mean_ci(&errs);
    println!(
        "quiz {quiz}: {} positions, deep {} deep3 {} margin {:.3} blend {:.2}, judged by gnubg {jp}-ply: error {:.2} mEMG/move (± {:.2} at 95 %), contact {:.2} over {}, race {:.2} over {}; gnubg 2-ply's move {:.1} %, errors over 80 mEMG {}; our moves {:.1} s ({:.0} evaluations a move), {} new for gnubg ({judge_s:.0} s)",
        rows.len(),
        st.deep,
        st.deep3,
        st.margin3,
        st.blend,
        1000.0 * mean,
        1000.0 * ci,
        1000.0 * sum[0] / n[0].max(1) as f64,
        n[0],
        1000.0 * sum[1] / n[1].max(1) as f64,
        n[1],
        100.0 * agree as f64 / total,
        big,
        ours_s,
        evals as f64 / total,
        found.len()
    );
    if jp != 2 {
        let (theirs, theirs_ci) = mean_ci(&theirs_errs);
        let diff: Vec<f64> = errs.iter().zip(&theirs_errs).map(|(a, b)| a - b).collect();
        let (d, d_ci) = mean_ci(&diff);
        println!(
            "judged by gnubg {jp}-ply against the best move it valued ({}): ours {:.2} ± {:.2}, gnubg 2-ply's own {:.2} ± {:.2}, ours less gnubg's {:+.2} ± {:.2} mEMG/move (95 %, paired over {} positions, {} with different moves)",
            if jo.with_best { format!("ours, gnubg 2-ply's, gnubg {jp}-ply's") } else { "the better of ours and gnubg 2-ply's".into() },
            1000.0 * mean,
            1000.0 * ci,
            1000.0 * theirs,
            1000.0 * theirs_ci,
            1000.0 * d,
            1000.0 * d_ci,
            rows.len(),
            rows.len() - agree
        );
    }
    if !times.is_empty() {
        println!(
            "time a move ({} clock): median {:.0} ms, 90th percentile {:.0} ms, slowest {:.0} ms; evaluations a move: median {}, slowest {}",
            if cpu { "CPU" } else { "wall" },
            times[times.len() / 2],
            times[times.len() * 9 / 10],
            times[times.len() - 1],
            per_move[per_move.len() / 2],
            per_move[per_move.len() - 1]
        );
    }
    // Per position, for paired comparisons between runs.
    if let Some(p) = args
        .iter()
        .position(|a| a == "--errors")
        .and_then(|i| args.get(i + 1))
    {
        let text: String = errs.iter().map(|e| format!("{e:.6}\n")).collect();
        std::fs::write(p, text).map_err(|e| format!("{p}: {e}"))?;
    }
    Ok(())
}

/// One quiz position as played: our move and gnubg 2-ply's (the quiz's), as the keys of
/// the positions they leave.
struct Row {
    pid: String,
    dice: [u8; 2],
    ours: String,
    gnubg2: String,
    gnubg2_eq: f64,
    class: Class,
    evals: u64,
}

pub fn run(args: &[String]) -> ExitCode {
    let Some(gnubg) = gnubg_path() else {
        eprintln!("bg-quiz: GNU Backgammon (gnubg) is not installed (scripts/setup.sh --test installs it)");
        return ExitCode::from(2);
    };
    let r = match args.first().map(String::as_str) {
        Some("make") => make(&args[1..], &gnubg),
        Some("run") => run_quiz(&args[1..], &gnubg),
        _ => Err("usage: cargo xtask bg-quiz make --out Q [--positions N] [--seed S] | cargo xtask bg-quiz run --quiz Q --cache C [--deep N] [--deep3 K] [--margin M] [--ms T] [--cpu-clock] [--judge-ply P] [--judge-best] [--limit N] [--errors FILE]".into()),
    };
    match r {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bg-quiz: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{cache_key, errors, judge_opts, mean_ci, JudgeOpts};

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_judge_options_are_read_and_bad_ones_refused() {
        assert_eq!(
            judge_opts(&args("--quiz q")).unwrap(),
            JudgeOpts {
                ply: 2,
                with_best: false,
                limit: usize::MAX
            }
        );
        assert_eq!(
            judge_opts(&args("--judge-ply 3 --judge-best --limit 150")).unwrap(),
            JudgeOpts {
                ply: 3,
                with_best: true,
                limit: 150
            }
        );
        for bad in [
            "--judge-ply",
            "--judge-ply x",
            "--judge-ply 0",
            "--judge-ply 9",
            "--limit -1",
        ] {
            assert!(judge_opts(&args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn deeper_judgements_have_their_own_cache_keys() {
        // Caches written before the option (2 ply) stay valid.
        assert_eq!(cache_key("4HPwATDgc/ABMA", 2), "4HPwATDgc/ABMA");
        assert_eq!(cache_key("4HPwATDgc/ABMA", 3), "4HPwATDgc/ABMA@3");
        assert_ne!(cache_key("k", 3), cache_key("k", 4));
    }

    #[test]
    fn errors_are_taken_from_the_best_move_the_judge_valued() {
        // Ours better by 0.03: gnubg's error is 0.03, ours nothing.
        let (a, b) = errors(0.10, 0.07, None);
        assert!(a.abs() < 1e-12 && (b - 0.03).abs() < 1e-12);
        // A third move better than both: both errors from it, the difference unchanged.
        let (a, b) = errors(0.10, 0.07, Some(0.15));
        assert!((a - 0.05).abs() < 1e-12 && (b - 0.08).abs() < 1e-12);
        // A worse third move changes nothing.
        assert_eq!(errors(0.10, 0.07, Some(-1.0)), errors(0.10, 0.07, None));
        let (m, h) = mean_ci(&[1.0, 3.0]);
        assert!((m - 2.0).abs() < 1e-12 && (h - 1.96).abs() < 1e-9, "{h}");
    }
}
