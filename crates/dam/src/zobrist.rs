//! Zobrist keys for repetition detection and the transposition table, computed at
//! compile time so that every build (native or WebAssembly) hashes alike.

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn build() -> [[u64; 32]; 4] {
    let mut t = [[0; 32]; 4];
    let mut k = 0;
    while k < 4 {
        let mut s = 0;
        while s < 32 {
            t[k][s] = splitmix(((k * 32 + s) as u64).wrapping_mul(0x1234_5678_9ABC_DEF1) ^ 7);
            s += 1;
        }
        k += 1;
    }
    t
}

/// `PIECE[colour * 2 + is_king][square]`.
pub const PIECE: [[u64; 32]; 4] = build();
/// Toggled when White is to move.
pub const WHITE_TO_MOVE: u64 = splitmix(0xDA11);
