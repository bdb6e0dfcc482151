//! Speed figures: perft leaves per second and search nodes per second. Kept in the
//! library with the clock passed in, so the web layer can run the same code in
//! WebAssembly (where std has no clock) and compare it with native.
use crate::{searcher, Connect, ConnectMove, ConnectSettings, Variant};
use spelbord_ai::{Level, Limits, SearchContext};
use spelbord_core::{perft, Game};

/// Perft straight on the bitboards (no move lists, no history): the rules' raw speed.
pub fn bitboard_perft(g: &Connect, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    g.for_each_move(|m: ConnectMove| {
        if depth == 1 {
            n += 1;
        } else {
            let mut c = g.search_copy();
            c.play_move(m, false);
            if c.is_playing() {
                n += bitboard_perft(&c, depth - 1);
            }
        }
    });
    n
}

/// Runs the measurements with `clock` (milliseconds) and returns (name, value) pairs.
pub fn run(clock: fn() -> f64) -> Vec<(String, f64)> {
    let mut out = Vec::new();
    let fyra = Connect::new(ConnectSettings::new(Variant::Fyra));

    let t = clock();
    let leaves = perft(&fyra, 7);
    let ms = (clock() - t).max(1e-3);
    out.push((
        "perft fyra-i-rad depth 7 (generic), leaves".into(),
        leaves as f64,
    ));
    out.push((
        "perft fyra-i-rad depth 7 (generic), leaves/s".into(),
        leaves as f64 / ms * 1000.0,
    ));

    let t = clock();
    let leaves = bitboard_perft(&fyra, 8);
    let ms = (clock() - t).max(1e-3);
    out.push((
        "perft fyra-i-rad depth 8 (bitboard), leaves".into(),
        leaves as f64,
    ));
    out.push((
        "perft fyra-i-rad depth 8 (bitboard), leaves/s".into(),
        leaves as f64 / ms * 1000.0,
    ));

    let positions = [
        ("fyra-i-rad start", ConnectSettings::new(Variant::Fyra), ""),
        (
            "fyra-i-rad middle",
            ConnectSettings::new(Variant::Fyra),
            "4453343",
        ),
        ("fem-i-rad start", ConnectSettings::new(Variant::Fem), ""),
        (
            "fyra-i-rad popout",
            ConnectSettings::new(Variant::Fyra).with_popout(true),
            "4435",
        ),
    ];
    let mut total_nodes = 0u64;
    let mut total_ms = 0.0;
    for (name, settings, moves) in positions {
        let Ok(g) = Connect::from_moves(settings, moves) else {
            continue;
        };
        let depth = 11;
        let mut s = searcher(Level::Strongest, 1);
        let mut ctx = SearchContext::new(Limits::depth(depth), clock);
        let t = clock();
        let _ = s.search(&g, &mut ctx);
        let ms = (clock() - t).max(1e-3);
        total_nodes += ctx.nodes;
        total_ms += ms;
        out.push((
            format!("search {name} depth {depth}, nodes/s"),
            ctx.nodes as f64 / ms * 1000.0,
        ));
    }
    out.push((
        "search all positions, nodes/s".into(),
        total_nodes as f64 / total_ms * 1000.0,
    ));
    let _ = fyra.num_seats();
    out
}
