//! Evaluating positions: exact values at the end of a game and from the bearoff database,
//! otherwise the contact or race net.

use crate::bearoff::Bearoff;
use crate::board::{borne_off, contact, in_play, Side};
use crate::moves::Candidate;
use crate::net::{equity, features, flip, sanitize, Nets, Probs, QNets};
use std::sync::OnceLock;

/// The shipped weights (trained by `src/bin/train.rs`). Native builds carry them; the
/// browser's module does not (they are a third of its weight): the site serves the same
/// bytes as the file [`WEIGHTS_FILE`], which the worker fetches when the computer first
/// thinks and hands over with [`install_weights`].
#[cfg(not(target_arch = "wasm32"))]
static WEIGHTS: &[u8] = include_bytes!("../data/weights.bin");

/// The name of the weights file in the site (`data/<name>`, copied there by the build).
pub const WEIGHTS_FILE: &str = "backgammon-nets.bin";
/// Its length in bytes: a file of another length is not the one this module was built with.
pub const WEIGHTS_LEN: usize = include_bytes!("../data/weights.bin").len();
/// Its FNV-1a hash, computed at compile time (only the hash is in the module, not the
/// bytes): a stale file from an older site version or a damaged download is refused.
pub const WEIGHTS_HASH: u64 = fnv1a(include_bytes!("../data/weights.bin"));

/// FNV-1a over `bytes` (64 bits): cheap, and enough to tell two versions apart.
pub const fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
        i += 1;
    }
    h
}

static NETS: OnceLock<Nets> = OnceLock::new();

/// Installs the shipped weights from the bytes of [`WEIGHTS_FILE`] (the browser's worker
/// does this once before the first evaluation). Refuses bytes that are not exactly the
/// file this module was built with; installing them again is a no-op.
pub fn install_weights(bytes: &[u8]) -> Result<(), String> {
    if bytes.len() != WEIGHTS_LEN || fnv1a(bytes) != WEIGHTS_HASH {
        return Err(format!(
            "{WEIGHTS_FILE}: {} bytes that are not this version's weights ({WEIGHTS_LEN} bytes expected)",
            bytes.len()
        ));
    }
    let nets = Nets::from_bytes(bytes)?;
    let _ = NETS.set(nets);
    Ok(())
}

/// Whether the shipped nets are ready: always natively, in the browser once installed.
pub fn weights_ready() -> bool {
    cfg!(not(target_arch = "wasm32")) || NETS.get().is_some()
}

/// The shipped nets, read once.
pub fn shipped_nets() -> &'static Nets {
    NETS.get_or_init(|| {
        // Native tools (`cargo xtask bg-vs-gnubg`, the trainers) can try weights before
        // they are shipped; the page never reads this.
        #[cfg(not(target_arch = "wasm32"))]
        {
            if let Some(path) = std::env::var_os("SPELBORD_BG_WEIGHTS") {
                if let Ok(nets) = std::fs::read(&path)
                    .map_err(|e| e.to_string())
                    .and_then(|b| Nets::from_bytes(&b))
                {
                    return nets;
                }
                eprintln!(
                    "SPELBORD_BG_WEIGHTS: cannot read {}",
                    path.to_string_lossy()
                );
            }
            if let Ok(nets) = Nets::from_bytes(WEIGHTS) {
                return nets;
            }
        }
        // Never expected: natively the file is part of the crate, and the worker installs
        // the weights before it asks for a move (`weights_ready`). A fresh net keeps play
        // legal rather than failing.
        Nets {
            contact: crate::net::Net::random(8, 1),
            race: crate::net::Net::random(8, 2),
        }
    })
}

/// Which evaluator applies to a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    /// The game is over (the player who just moved has no checkers left).
    Over,
    /// Both sides in the bearoff database, no gammon possible: exact.
    Bearoff,
    /// No contact: the race net.
    Race,
    /// Contact: the contact net.
    Contact,
}

/// Classifies a position with `me` on roll.
pub fn classify(me: &Side, opp: &Side) -> Class {
    if in_play(me) == 0 || in_play(opp) == 0 {
        Class::Over
    } else if contact(me, opp) {
        Class::Contact
    } else if Bearoff::covers(me) && Bearoff::covers(opp) && borne_off(me) > 0 && borne_off(opp) > 0
    {
        Class::Bearoff
    } else {
        Class::Race
    }
}

/// Evaluates positions with a set of nets, counting evaluations.
#[derive(Debug)]
pub struct Evaluator<'a> {
    /// The nets.
    pub nets: &'a Nets,
    fast: std::borrow::Cow<'a, QNets>,
    feats: Vec<(u16, f32)>,
    acc: Vec<i32>,
    hid: Vec<f32>,
    /// Evaluations made so far.
    pub evals: u64,
}

impl<'a> Evaluator<'a> {
    /// An evaluator over `nets`. The shipped nets' integer form is made once per process
    /// (the computer makes an evaluator for every decision); other nets' on the spot.
    pub fn new(nets: &'a Nets) -> Self {
        static SHIPPED: OnceLock<QNets> = OnceLock::new();
        let fast = if std::ptr::eq(nets, shipped_nets()) {
            std::borrow::Cow::Borrowed(SHIPPED.get_or_init(|| QNets::new(nets)))
        } else {
            std::borrow::Cow::Owned(QNets::new(nets))
        };
        Evaluator {
            nets,
            fast,
            feats: Vec::with_capacity(128),
            acc: Vec::with_capacity(256),
            hid: Vec::with_capacity(128),
            evals: 0,
        }
    }

    /// The probabilities for the player on roll (`me`, before the dice). Never inlined,
    /// for the reason [`best_after`] gives.
    #[inline(never)]
    pub fn on_roll(&mut self, me: &Side, opp: &Side) -> Probs {
        self.evals += 1;
        match classify(me, opp) {
            Class::Over => {
                if in_play(me) == 0 {
                    [1.0, 0.0, 0.0, 0.0, 0.0]
                } else {
                    flip(&final_probs(opp, me))
                }
            }
            Class::Bearoff => {
                let p = Bearoff::get().win_probability(me, opp).unwrap_or(0.5);
                [p, 0.0, 0.0, 0.0, 0.0]
            }
            c => {
                features(me, opp, &mut self.feats);
                let net = if c == Class::Race {
                    &self.fast.race
                } else {
                    &self.fast.contact
                };
                let mut p = net.forward(&self.feats, &mut self.acc, &mut self.hid);
                // A side that has borne off a checker can no longer be gammoned.
                if borne_off(me) > 0 {
                    p[3] = 0.0;
                    p[4] = 0.0;
                }
                if borne_off(opp) > 0 {
                    p[1] = 0.0;
                    p[2] = 0.0;
                }
                sanitize(&mut p);
                p
            }
        }
    }

    /// The probabilities for the player who just moved to `me` (the opponent is on roll).
    pub fn after_move(&mut self, me: &Side, opp: &Side) -> Probs {
        if in_play(me) == 0 {
            return final_probs(me, opp);
        }
        flip(&self.on_roll(opp, me))
    }
}

/// The outcome, as probabilities, for `winner` who has borne off everything.
pub fn final_probs(_winner: &Side, loser: &Side) -> Probs {
    if borne_off(loser) > 0 {
        [1.0, 0.0, 0.0, 0.0, 0.0]
    } else if loser[18..25].iter().any(|&n| n > 0) {
        [1.0, 1.0, 1.0, 0.0, 0.0]
    } else {
        [1.0, 1.0, 0.0, 0.0, 0.0]
    }
}

/// The best candidate by 1-ply equity for the mover, and its probabilities. Never
/// inlined: its callers in the family crate are optimised for size in the WebAssembly
/// build, and the evaluations inside it must keep this crate's speed.
#[inline(never)]
pub fn best_after(cands: &[Candidate], ev: &mut Evaluator) -> (usize, Probs) {
    let mut best = (0, [0.0; 5]);
    let mut best_eq = f32::NEG_INFINITY;
    for (i, c) in cands.iter().enumerate() {
        let p = ev.after_move(&c.me, &c.opp);
        let e = equity(&p);
        if e > best_eq {
            best_eq = e;
            best = (i, p);
        }
    }
    best
}

#[cfg(test)]
mod weights_file {
    use super::*;

    /// The file the site serves (`data/backgammon-nets.bin`, copied from `data/weights.bin`
    /// by www/tools/build-wasm.mjs) is accepted, and reads into the nets native builds use.
    #[test]
    fn the_shipped_file_installs_and_others_are_refused() {
        let bytes =
            std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/data/weights.bin")).unwrap();
        assert_eq!(bytes.len(), WEIGHTS_LEN);
        assert_eq!(fnv1a(&bytes), WEIGHTS_HASH);
        assert!(install_weights(&bytes).is_ok());
        assert!(weights_ready());
        // One byte short, one byte changed (a damaged or stale download), another file.
        assert!(install_weights(&bytes[..bytes.len() - 1]).is_err());
        let mut changed = bytes.clone();
        changed[WEIGHTS_LEN / 2] ^= 1;
        let e = install_weights(&changed).unwrap_err();
        assert!(e.contains(WEIGHTS_FILE), "{e}");
        assert!(install_weights(b"<!doctype html>").is_err());
        assert!(install_weights(&[]).is_err());
        // The file's nets evaluate exactly as the built-in ones (both on the float path:
        // neither is the shipped instance itself).
        let from_file = Nets::from_bytes(&bytes).unwrap();
        let built_in = shipped_nets().clone();
        let (me, opp) = (crate::board::START, crate::board::START);
        let a = Evaluator::new(&from_file).on_roll(&me, &opp);
        let b = Evaluator::new(&built_in).on_roll(&me, &opp);
        assert_eq!(format!("{a:?}"), format!("{b:?}"));
    }

    /// The build copies the file under the name the module asks for.
    #[test]
    fn the_build_copies_the_file_the_module_names() {
        let build = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../www/tools/build-wasm.mjs"
        ))
        .unwrap();
        assert!(
            build.contains(&format!(
                "['crates/backgammon-engine/data/weights.bin', '{WEIGHTS_FILE}']"
            )),
            "build-wasm.mjs must copy data/weights.bin as data/{WEIGHTS_FILE}"
        );
    }
}
