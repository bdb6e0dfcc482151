//! A record of the longest length we accept costs little to open, in every game: memory
//! and time grow linearly with its length (a link of that size must not kill the tab).
//! The records are played here, each as long as the game allows (a game that ends sooner
//! is played until just before its end, choosing moves that keep it going and backing up
//! where every move ends it, for at most 1.5 s a game).
//!
//! Memory is the peak resident size while opening, read from `/proc/self/status` after
//! resetting the peak (`/proc/self/clear_refs`), so the test needs Linux; elsewhere it
//! only checks the time. Weakness: the allocator keeps the pages of the generation above,
//! so an opening that reuses them is under-counted. The page's own path is measured
//! without that weakness by `tests/hostile.test.mjs` (a 99 KB Lines of Action record of
//! 16,500 moves: the module's memory 7.8 MB after opening it; natively, in a fresh
//! process, 8.6 MB peak).
use spelbord_core::{Rng, ToAct, MAX_RECORD_LEN};
use spelbord_games::{games, new_session, open_record, Session};
use std::time::Instant;

/// The limit the issue set: under 50 MB for a record of the longest accepted length.
const MAX_BYTES: u64 = 50 << 20;

fn status_kb(field: &str) -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Plays seeded random moves that keep the game going, until the record is `len` long.
fn long_record(id: &str, settings: &str, len: usize) -> (String, usize) {
    let mut s: Box<dyn Session> = new_session(id, settings, 7, false).expect("opens");
    let mut rng = Rng::new(1);
    let mut size = 0;
    let started = Instant::now();
    'outer: while size < len && started.elapsed().as_secs_f64() < 1.5 {
        let n = s.len();
        let mut legal = s.legal(n);
        if legal.is_empty() || !matches!(s.to_act(n), ToAct::Seat(_)) {
            break;
        }
        rng.shuffle(&mut legal);
        for m in &legal {
            s.play(m).expect("legal");
            if !matches!(s.to_act(n + 1), ToAct::Over(_)) {
                size += m.len() + 1;
                continue 'outer;
            }
            s.truncate(n);
        }
        // Every move ends the game here: back up a few moves and take another way.
        let back = (1 + rng.below(8) as usize).min(n);
        if back == 0 {
            break;
        }
        s.truncate(n - back);
        size = s.record().len();
    }
    let mut text = s.record();
    // Keep within the limit (the last move may overshoot it).
    while text.len() > MAX_RECORD_LEN {
        let n = s.len();
        s.truncate(n - 1);
        text = s.record();
    }
    (text, s.len())
}

#[test]
fn the_longest_records_open_in_linear_memory_and_time() {
    let linux = status_kb("VmHWM:").is_some();
    for (_, info) in games() {
        // With PopOut a game need not end: its history of positions grows.
        let settings = if info.id.ends_with("-i-rad") && info.id != "tre-i-rad" {
            "popout=true"
        } else {
            ""
        };
        let (text, moves) = long_record(info.id, settings, MAX_RECORD_LEN);
        let before = status_kb("VmRSS:").unwrap_or(0);
        if linux {
            std::fs::write("/proc/self/clear_refs", "5").expect("resets the peak");
        }
        let t0 = Instant::now();
        let s = open_record(&text).unwrap_or_else(|e| panic!("{}: {e}", info.id));
        let ms = t0.elapsed().as_secs_f64() * 1e3;
        // Looking back at every 97th position replays from the nearest checkpoint.
        let t1 = Instant::now();
        for ply in (0..=s.len()).step_by(97) {
            assert!(!s.ascii(ply).is_empty());
        }
        let back_ms = t1.elapsed().as_secs_f64() * 1e3;
        let peak = status_kb("VmHWM:").unwrap_or(0).saturating_sub(before) * 1024;
        println!(
            "{:<14} {:>6} bytes, {:>6} moves: opened in {:>7.1} ms, +{:>5.1} MB peak; {} looks back in {:.1} ms",
            info.id,
            text.len(),
            moves,
            ms,
            peak as f64 / (1 << 20) as f64,
            s.len() / 97 + 1,
            back_ms
        );
        assert_eq!(s.len(), moves);
        assert!(peak < MAX_BYTES, "{}: {peak} bytes", info.id);
        drop(s);
    }
}
