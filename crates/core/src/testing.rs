//! The test suite every game runs (in the style of board-game-rs): over seeded random
//! playouts it checks that generated moves are legal and unique, that every move's
//! notation reads back, that a finished game refuses moves and stays as it was, that
//! chance events are well formed, that the game's invariants hold, that playouts end,
//! and that records round-trip. Call [`check_game`] from a game's tests.

use crate::{Game, Record, Replay, Rng, ToAct};
use std::collections::HashSet;

/// How much the suite does.
#[derive(Debug, Clone)]
pub struct SuiteOptions {
    /// Random games to play.
    pub playouts: usize,
    /// A playout longer than this many player moves fails (the game must end).
    pub max_moves: usize,
    /// First seed; playout `i` uses `seed + i`.
    pub seed: u64,
}

impl Default for SuiteOptions {
    fn default() -> Self {
        SuiteOptions {
            playouts: 50,
            max_moves: 2_000,
            seed: 1,
        }
    }
}

/// Runs the shared checks on game settings `settings`; panics with a message on failure.
pub fn check_game<G: Game>(settings: G::Settings, opts: &SuiteOptions) {
    let mut moves = Vec::new();
    for i in 0..opts.playouts {
        let seed = opts.seed.wrapping_add(i as u64);
        let mut rng = Rng::new(seed ^ 0x5eed);
        let mut replay = Replay::<G>::new(settings.clone(), seed);
        let mut played = 0usize;
        loop {
            let g = replay.current().clone();
            g.check_invariants()
                .unwrap_or_else(|e| panic!("invariant broken after {played} moves: {e}\n{g:?}"));
            for s in 0..g.num_seats() {
                let _ = g.view(s as crate::Seat);
            }
            match g.to_act() {
                ToAct::Over(outcome) => {
                    g.legal_moves(&mut moves);
                    assert!(
                        moves.is_empty(),
                        "a finished game ({outcome:?}) lists moves"
                    );
                    check_refuses_all(&g, &replay);
                    break;
                }
                ToAct::Chance => panic!("the driver left a chance event unresolved"),
                ToAct::Seat(seat) => {
                    assert!((seat as usize) < g.num_seats(), "seat {seat} out of range");
                    g.legal_moves(&mut moves);
                    assert!(!moves.is_empty(), "seat {seat} to move but no legal moves (a game must pass explicitly)\n{g:?}");
                    let mut seen = HashSet::new();
                    for m in &moves {
                        assert!(seen.insert(m.clone()), "move {m} generated twice");
                        assert!(g.is_legal(m), "generated move {m} is not legal");
                        let text = g.format_move(m);
                        let back = g.parse_move(&text).unwrap_or_else(|e| {
                            panic!("notation '{text}' does not read back: {e}")
                        });
                        assert_eq!(&back, m, "notation '{text}' reads back as another move");
                    }
                    let m = moves[rng.below(moves.len() as u64) as usize].clone();
                    replay
                        .play(&m)
                        .unwrap_or_else(|e| panic!("legal move {m} refused: {e}"));
                    played += 1;
                    assert!(
                        played <= opts.max_moves,
                        "playout {i} did not end within {} moves",
                        opts.max_moves
                    );
                }
            }
        }
        check_record_round_trip(&replay);
    }
}

/// A finished game must refuse every move seen in the game and stay unchanged.
fn check_refuses_all<G: Game>(g: &G, replay: &Replay<G>) {
    let before = format!("{g:?}");
    let mut tried = 0;
    for text in replay.moves().iter().rev().take(20) {
        if let Ok(m) = g.parse_move(text) {
            tried += 1;
            let err = g
                .clone()
                .play(&m)
                .expect_err("a finished game accepted a move");
            assert_eq!(
                format!("{:?}", err.position),
                before,
                "a refused move changed the position"
            );
            let mut h = g.clone();
            assert!(h.try_play(&m).is_err());
            assert_eq!(format!("{h:?}"), before);
        }
    }
    assert!(
        tried > 0 || replay.is_empty(),
        "no earlier move could be read back to test refusal"
    );
}

fn check_record_round_trip<G: Game>(replay: &Replay<G>) {
    let rec = replay.record();
    let text = rec.to_text(G::RECORD_SEPARATOR);
    let back = Record::parse_for::<G>(&text)
        .unwrap_or_else(|e| panic!("record '{text}' does not parse: {e}"));
    assert_eq!(back, rec, "record text does not round-trip");
    let again = Replay::<G>::from_record(&back)
        .unwrap_or_else(|e| panic!("record '{text}' does not replay: {e}"));
    assert_eq!(
        format!("{:?}", again.current()),
        format!("{:?}", replay.current()),
        "replay differs from the game"
    );
}

/// Checks that `text` is refused by `read` as not a move (kind `notAMove`, no arguments of
/// its own) because of the reason kind `key` with exactly the arguments `args`, and that
/// the English wording says so ("not a move: …"). For each family's notation tests.
pub fn assert_not_a_move<T: std::fmt::Debug>(
    read: impl Fn(&str) -> Result<T, crate::NotationError>,
    text: &str,
    key: &str,
    args: &[(&str, &str)],
) {
    let e = read(text).expect_err(text);
    let p = e.problem();
    assert_eq!(p.key, "notAMove", "{text}: {e}");
    assert!(p.args.is_empty(), "{text}: {:?}", p.args);
    assert!(p.message.starts_with("not a move: "), "{text}: {e}");
    let r = p
        .reason
        .as_deref()
        .unwrap_or_else(|| panic!("{text}: no reason"));
    assert_eq!(r.key, key, "{text}: {e}");
    let got: Vec<(&str, &str)> = r.args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    assert_eq!(got, args, "{text}: {e}");
    assert!(r.reason.is_none(), "{text}: a reason of a reason");
}
