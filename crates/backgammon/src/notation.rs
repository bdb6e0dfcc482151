//! Move notation: `24/18 13/8`, `bar/22`, `6/off`, `13/7*`, `8/5(2)`, `24/18*/13`, and the
//! cube words `roll`, `double`, `take`, `drop`; `pass` when the roll cannot be played.
//!
//! Reading resolves what a player writes to the one legal turn that leaves the same
//! position, so any valid order of the steps, combined steps (`24/13` for 6-5), GNU
//! Backgammon's numbers (`25/22`, `6/0`) and missing or extra hit marks are all accepted.

use crate::board::{apply_step, step_target, undo_step, Side, Step, StepError, BAR, OFF};
use crate::game::{Backgammon, Move, NextSteps, Phase};
use crate::moves::{sequences, Candidate, Turn};
use spelbord_core::{Game, Illegal, NotationError, Problem};

/// A kind of this family with its arguments and English wording.
fn kind(
    key: &'static str,
    args: Vec<(&'static str, String)>,
    message: impl Into<String>,
) -> Problem {
    Problem::new(key, args, message)
}

/// A step as written: `13/7`, `bar/22`, `6/off`.
pub fn step_name(from: u8, to: u8) -> String {
    format!("{}/{}", point_name(from), point_name(to))
}

fn point_name(p: u8) -> String {
    match p {
        BAR => "bar".into(),
        OFF => "off".into(),
        _ => p.to_string(),
    }
}

/// Writes a turn: steps of one checker joined (`24/13`, intermediate points shown only
/// where it hit: `24/18*/13`), identical moves counted (`8/5(2)`), hits marked `*`.
pub fn format_turn(t: &Turn) -> String {
    if t.is_pass() {
        return "pass".into();
    }
    let mut chains: Vec<Vec<(u8, bool)>> = Vec::new();
    for s in t.steps() {
        // A step from where a chain ends continues that checker's move.
        let open = chains
            .iter_mut()
            .find(|c| c[c.len() - 1].0 == s.from && s.from != OFF);
        match open {
            Some(c) => c.push((s.to, s.hit)),
            None => chains.push(vec![(s.from, false), (s.to, s.hit)]),
        }
    }
    let mut parts: Vec<(u8, u8, String)> = chains
        .iter()
        .map(|c| {
            let mut out = point_name(c[0].0);
            for (i, &(p, hit)) in c.iter().enumerate().skip(1) {
                if hit || i == c.len() - 1 {
                    out.push('/');
                    out.push_str(&point_name(p));
                    if hit {
                        out.push('*');
                    }
                }
            }
            (c[0].0, c[c.len() - 1].0, out)
        })
        .collect();
    parts.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        let mut n = 1;
        while i + n < parts.len() && parts[i + n].2 == parts[i].2 {
            n += 1;
        }
        if n > 1 {
            out.push(format!("{}({n})", parts[i].2));
        } else {
            out.push(parts[i].2.clone());
        }
        i += n;
    }
    out.join(" ")
}

/// The cube words and `pass`.
pub fn keyword(s: &str) -> Option<Move> {
    match s.trim().to_ascii_lowercase().as_str() {
        "roll" => Some(Move::Roll),
        "double" | "doubles" => Some(Move::Double),
        "take" | "takes" | "accept" => Some(Move::Take),
        "drop" | "drops" | "pass the cube" | "reject" => Some(Move::Drop),
        "pass" | "" | "cannot move" | "no move" => Some(Move::Play(Turn::PASS)),
        _ => None,
    }
}

/// One written move of a checker from a point to a point (may span several dice).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segment {
    /// From (25 = bar).
    pub from: u8,
    /// To (0 = off).
    pub to: u8,
    /// Marked with `*`.
    pub hit: bool,
}

fn parse_point(t: &str, first: bool, last: bool) -> Result<u8, NotationError> {
    let t = t.trim();
    let low = t.to_ascii_lowercase();
    if first && (low == "bar" || low == "b" || low == "25") {
        return Ok(BAR);
    }
    if last && !first && (low == "off" || low == "o" || low == "0") {
        return Ok(OFF);
    }
    match t.parse::<u8>() {
        Ok(n) if (1..=24).contains(&n) => Ok(n),
        _ => Err(NotationError::kind(
            "backgammon.notAPoint",
            vec![("text", t.to_string())],
            format!("'{t}' is not a point (1–24, bar or off)"),
        )),
    }
}

/// Reads the written segments of a turn, without a position.
pub fn parse_segments(s: &str) -> Result<Vec<Segment>, NotationError> {
    let mut out = Vec::new();
    for tok in s
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        let (body, count) = match tok.find('(') {
            Some(i) => {
                let inner = tok[i + 1..].trim_end_matches(')');
                let n: usize = inner.parse().map_err(|_| {
                    NotationError::kind(
                        "backgammon.badCount",
                        vec![("text", tok.to_string())],
                        format!("'{tok}': the count in brackets is not a number"),
                    )
                })?;
                if !(1..=4).contains(&n) {
                    return Err(NotationError::kind(
                        "backgammon.countTooLarge",
                        vec![("text", tok.to_string())],
                        format!("'{tok}': a move repeats at most four times, (4)"),
                    ));
                }
                (&tok[..i], n)
            }
            None => (tok, 1),
        };
        let pts: Vec<&str> = body.split('/').collect();
        if pts.len() < 2 {
            return Err(NotationError::kind(
                "backgammon.notAMove",
                vec![("text", tok.to_string())],
                format!("'{tok}' is not a move (write it like 24/18, bar/22 or 6/off)"),
            ));
        }
        let mut chain = Vec::new();
        for (i, p) in pts.iter().enumerate() {
            let hit = p.ends_with('*');
            let p = p.trim_end_matches('*');
            let n = parse_point(p, i == 0, i == pts.len() - 1)?;
            chain.push((n, hit));
        }
        for _ in 0..count {
            for w in chain.windows(2) {
                if w[1].0 >= w[0].0 {
                    return Err(NotationError::kind(
                        "backgammon.backwards",
                        vec![("step", tok.to_string())],
                        format!("{tok}: checkers move forward, to lower points"),
                    ));
                }
                out.push(Segment {
                    from: w[0].0,
                    to: w[1].0,
                    hit: w[1].1,
                });
            }
        }
        if out.len() > 8 {
            return Err(too_many_steps());
        }
    }
    Ok(out)
}

/// A turn has at most four steps (doubles).
pub(crate) fn too_many_steps() -> NotationError {
    NotationError::kind(
        "backgammon.tooManySteps",
        vec![],
        "a turn has at most four steps",
    )
}

/// Searches for a way to play the segments with the dice (steps of different segments
/// interleaved in any order, any dice split of a combined segment) that ends in a legal
/// turn's position.
struct Resolver<'a> {
    me: Side,
    opp: Side,
    cands: &'a [Candidate],
    segs: &'a [Segment],
    /// Where each segment's checker is now.
    at: Vec<u8>,
    dice: Vec<u8>,
    /// Hit marks must match: a written `*` hits, an unwritten intermediate point does
    /// not. Tried first, so that `24/21` and `24/22*/21` are told apart.
    strict: bool,
}

impl Resolver<'_> {
    fn done(&self) -> Option<usize> {
        self.cands
            .iter()
            .position(|c| c.me == self.me && c.opp == self.opp)
    }

    fn search(&mut self) -> Option<usize> {
        if (0..self.segs.len()).all(|i| self.at[i] == self.segs[i].to) {
            return self.done();
        }
        for i in 0..self.segs.len() {
            let seg = self.segs[i];
            let at = self.at[i];
            if at == seg.to {
                continue;
            }
            // Identical segments in the same state are interchangeable: try the first.
            if (0..i).any(|j| self.segs[j] == seg && self.at[j] == at) {
                continue;
            }
            for k in 0..self.dice.len() {
                let d = self.dice[k];
                if self.dice[..k].contains(&d) {
                    continue;
                }
                let Ok(t) = step_target(&self.me, &self.opp, at, d) else {
                    continue;
                };
                let arrived = t == seg.to;
                let onward = !arrived && t != OFF && t > seg.to;
                if !arrived && !onward {
                    continue;
                }
                self.dice.remove(k);
                let hit = apply_step(&mut self.me, &mut self.opp, at, t);
                let marks_ok = !self.strict || hit == (arrived && seg.hit);
                self.at[i] = t;
                let r = if marks_ok { self.search() } else { None };
                self.at[i] = at;
                undo_step(&mut self.me, &mut self.opp, at, t, hit);
                self.dice.insert(k, d);
                if r.is_some() {
                    return r;
                }
            }
        }
        None
    }
}

fn roll_dice(g: &Backgammon) -> Vec<u8> {
    let [a, b] = g.raw_dice();
    if a == b {
        vec![a; 4]
    } else {
        vec![a, b]
    }
}

/// Reads a move in the context of a position (see the module docs).
pub fn parse_move(g: &Backgammon, s: &str) -> Result<Move, NotationError> {
    if let Some(m) = keyword(s) {
        return Ok(m);
    }
    let segs = parse_segments(s)?;
    if g.phase() != Phase::Moving {
        // No dice to resolve against: read the steps as written (playing them is then
        // refused with the reason).
        return s.parse();
    }
    let cands = g.candidates();
    let (me, opp) = g.sides();
    let mut r = Resolver {
        me: *me,
        opp: *opp,
        cands: &cands,
        segs: &segs,
        at: segs.iter().map(|s| s.from).collect(),
        dice: roll_dice(g),
        strict: true,
    };
    let found = r.search().or_else(|| {
        r.strict = false;
        r.search()
    });
    match found {
        Some(i) => Ok(Move::Play(cands[i].turn)),
        None => {
            let [a, b] = g.raw_dice();
            Err(NotationError::kind(
                "backgammon.noSuchPlay",
                vec![("text", s.trim().to_string()), ("dice", format!("{a}-{b}"))],
                format!("'{}' is not a legal way to play {a}-{b}", s.trim()),
            ))
        }
    }
}

/// Plays steps one by one with the roll's dice, naming the first step that fails.
fn check_steps(g: &Backgammon, steps: &[Step]) -> Result<(Side, Side, Vec<u8>), Problem> {
    let (me, opp) = g.sides();
    let (mut m, mut o) = (*me, *opp);
    let mut dice = roll_dice(g);
    for s in steps {
        let name = step_name(s.from, s.to);
        if s.from == 0 || s.from > BAR || s.to >= s.from {
            return Err(kind(
                "backgammon.backwards",
                vec![("step", name.clone())],
                format!("{name}: checkers move forward, to lower points"),
            ));
        }
        let dist = s.from - s.to;
        // The exact die, or for bearing off a larger one.
        let mut chosen = None;
        let mut why: Option<StepError> = None;
        let mut dd: Vec<u8> = dice.clone();
        dd.sort_unstable();
        dd.dedup();
        for &d in &dd {
            if d < dist || (d > dist && s.to != OFF) {
                continue;
            }
            match step_target(&m, &o, s.from, d) {
                Ok(t) if t == s.to => {
                    chosen = Some(d);
                    break;
                }
                Ok(_) => {}
                Err(e) => why = Some(e),
            }
        }
        let Some(d) = chosen else {
            return Err(match why {
                Some(e) => e.problem(&name),
                None => {
                    let left = dice
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ");
                    kind(
                        "backgammon.noDie",
                        vec![("step", name.clone()), ("dice", left.clone())],
                        format!("{name}: no die left for that distance (dice left: {left})"),
                    )
                }
            });
        };
        if let Some(i) = dice.iter().position(|&x| x == d) {
            dice.remove(i);
        }
        apply_step(&mut m, &mut o, s.from, s.to);
    }
    Ok((m, o, dice))
}

/// No move is possible with the roll.
fn no_play() -> Problem {
    kind(
        "backgammon.noPlay",
        vec![],
        "no move is possible with this roll: the turn passes",
    )
}

/// The dice have not been rolled.
fn not_rolled() -> Problem {
    kind(
        "backgammon.notRolled",
        vec![],
        "the dice have not been rolled",
    )
}

/// The steps make no legal turn, for no rule we can name more precisely.
fn not_a_turn() -> Problem {
    kind("backgammon.notATurn", vec![], "that is not a legal turn")
}

/// Only one die can be played: the higher one where it can.
fn only_one_die() -> Problem {
    kind(
        "backgammon.onlyOneDie",
        vec![],
        "only one die can be played, and it must be the higher where possible",
    )
}

/// The reason a whole-turn move is refused, in the rules' words (`None`: it is legal).
fn turn_refusal(g: &Backgammon, steps: &[Step]) -> Option<Problem> {
    let (m, o, _) = match check_steps(g, steps) {
        Ok(x) => x,
        Err(e) => return Some(e),
    };
    let cands = g.candidates();
    if cands.iter().any(|c| c.me == m && c.opp == o) {
        return None;
    }
    let dice = g.raw_dice();
    let need = cands.first().map_or(0, |c| c.turn.steps().len());
    if need == 0 {
        return Some(no_play());
    }
    Some(if steps.len() < need {
        if dice[0] == dice[1] {
            kind(
                "backgammon.playDoubles",
                vec![("n", need.to_string())],
                format!("the roll must be played {need} times where possible"),
            )
        } else if need == 2 {
            kind(
                "backgammon.bothDice",
                vec![],
                "both dice must be used when possible",
            )
        } else {
            kind(
                "backgammon.higherDie",
                vec![],
                "the higher die must be played when only one can be",
            )
        }
    } else if need == 1 && dice[0] != dice[1] {
        only_one_die()
    } else {
        not_a_turn()
    })
}

/// Why a move is refused here, as a kind.
pub fn illegal(g: &Backgammon, m: &Move) -> Illegal {
    if g.game_over_phase() {
        return Illegal::GameOver;
    }
    let rule = |key: &'static str, english: &str| Illegal::Rule(kind(key, vec![], english));
    let legal = || Illegal::NotLegal { mv: m.to_string() };
    match (m, g.phase()) {
        (Move::Roll | Move::Double, Phase::BeforeRoll) => legal(),
        (Move::Double, _) => {
            if !g.settings().cube {
                rule("backgammon.noCube", "the cube is not used at this table")
            } else if g.is_crawford_game() {
                rule(
                    "backgammon.crawfordNoDouble",
                    "no doubling in the Crawford game",
                )
            } else if g.phase() != Phase::BeforeRoll {
                rule(
                    "backgammon.doubleBeforeRoll",
                    "a double is offered only before rolling",
                )
            } else {
                rule("backgammon.cubeOwned", "the cube belongs to the opponent")
            }
        }
        (Move::Roll, _) => rule("backgammon.noRollNow", "there is no roll to make now"),
        (Move::Take | Move::Drop, Phase::Doubled) => legal(),
        (Move::Take | Move::Drop, _) => {
            rule("backgammon.noDoubleOffered", "no double has been offered")
        }
        (Move::Play(_), Phase::Doubled) => rule(
            "backgammon.answerFirst",
            "answer the double first: take or drop",
        ),
        (Move::Play(_), Phase::BeforeRoll | Phase::Rolling | Phase::Opening) => {
            Illegal::Rule(not_rolled())
        }
        (Move::Play(t), _) => {
            if t.is_pass() {
                let c = g.candidates();
                if c.first().is_some_and(|c| !c.turn.is_pass()) {
                    return rule(
                        "backgammon.mayNotPass",
                        "a move is possible, so the turn may not pass",
                    );
                }
            }
            turn_refusal(g, t.steps()).map_or_else(legal, Illegal::Rule)
        }
    }
}

/// Why a move is refused here, in English.
pub fn why_illegal(g: &Backgammon, m: &Move) -> String {
    illegal(g, m).to_string()
}

/// The legal turn that `steps` make (see [`Backgammon::turn_from_steps`]).
pub fn turn_from_steps(g: &Backgammon, steps: &[Step]) -> Result<Move, Problem> {
    if g.phase() != Phase::Moving {
        return Err(not_rolled());
    }
    let (m, o, _) = check_steps(g, steps)?;
    let cands = g.candidates();
    match cands.iter().find(|c| c.me == m && c.opp == o) {
        Some(c) => Ok(Move::Play(c.turn)),
        None => Err(turn_refusal(g, steps).unwrap_or_else(not_a_turn)),
    }
}

/// See [`Backgammon::next_steps`].
pub fn next_steps(g: &Backgammon, partial: &[Step]) -> Result<NextSteps, Problem> {
    if g.phase() != Phase::Moving {
        return Err(not_rolled());
    }
    let (me, opp) = g.sides();
    let seqs = sequences(me, opp, g.raw_dice(), true);
    let all = roll_dice(g);
    if seqs.is_empty() {
        if partial.is_empty() {
            return Ok(NextSteps {
                steps: Vec::new(),
                step_dice: Vec::new(),
                dice_left: all,
                complete: Some(Move::Play(Turn::PASS)),
            });
        }
        return Err(no_play());
    }
    let k = partial.len();
    let same = |a: &Step, b: &Step| a.from == b.from && a.to == b.to;
    let matching: Vec<_> = seqs
        .iter()
        .filter(|s| {
            let st = s.turn.steps();
            st.len() >= k && st[..k].iter().zip(partial).all(|(a, b)| same(a, b))
        })
        .collect();
    if matching.is_empty() {
        // Name the broken rule: a step that cannot be played at all, or one that would
        // leave a die unplayed.
        check_steps(g, partial)?;
        return Err(partial_refusal(g));
    }
    let mut steps: Vec<(Step, Vec<u8>)> = Vec::new();
    for s in &matching {
        if let Some(st) = s.turn.steps().get(k) {
            let die = s.dice[k];
            match steps.iter_mut().find(|(x, _)| same(x, st)) {
                Some((_, dice)) => {
                    if !dice.contains(&die) {
                        dice.push(die);
                    }
                }
                None => steps.push((*st, vec![die])),
            }
        }
    }
    steps.sort_by(|a, b| b.0.from.cmp(&a.0.from).then(b.0.to.cmp(&a.0.to)));
    for (_, dice) in steps.iter_mut() {
        dice.sort_unstable_by(|a, b| b.cmp(a));
    }
    let first = matching[0];
    let mut dice_left = all.clone();
    for d in &first.dice[..k] {
        if let Some(i) = dice_left.iter().position(|x| x == d) {
            dice_left.remove(i);
        }
    }
    let complete = if matching.iter().any(|s| s.turn.steps().len() == k) {
        turn_from_steps(g, partial).ok()
    } else {
        None
    };
    Ok(NextSteps {
        step_dice: steps.iter().map(|(_, d)| d.clone()).collect(),
        steps: steps.into_iter().map(|(s, _)| s).collect(),
        dice_left,
        complete,
    })
}

/// Why a step that can be played on its own leads to no legal turn.
pub(crate) fn partial_refusal(g: &Backgammon) -> Problem {
    let dice = g.raw_dice();
    if dice[0] != dice[1] {
        let (me, opp) = g.sides();
        let seqs = sequences(me, opp, dice, true);
        if seqs.iter().all(|s| s.turn.steps().len() == 1) {
            return only_one_die();
        }
        return kind(
            "backgammon.leavesDie",
            vec![],
            "that step would leave the other die unplayable: both dice must be used when possible",
        );
    }
    kind(
        "backgammon.leavesDoubles",
        vec![],
        "that step would leave a number unplayable: doubles must be played as far as possible",
    )
}
