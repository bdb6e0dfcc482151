//! Test positions with known answers, found by `examples/find_positions.rs` in random
//! games and confirmed by the tests (`tests/positions.rs`) with a solver that knows only
//! the rules: the shortest VCF of 5, 7, 9 and 11 plies, positions where exactly one move
//! stops the opponent's VCF, and a win by threes with no four in it. The benchmark times
//! the engine on them, natively and in WebAssembly.

/// `(plies of the shortest VCF, its fours, the game record)`.
pub const VCF: [(usize, u32, &str); 4] = [
    (5, 2, "0,0 1,-2 -1,-3 -3,-1 -3,-2 -2,0 0,-1 0,-3 1,-4 0,-4 2,-2 4,-1 5,-2 5,-4 3,-4 2,-3 4,-2 2,-1 3,0 4,0 4,2 3,2 2,2 4,4"),
    (7, 3, "0,0 1,-2 2,-3 4,-1 6,0 5,1 6,3 5,5 3,6 5,4 6,5 4,6 3,8 1,10 2,12 3,10 5,9 5,11 4,9 4,7 2,5 2,7 1,7 2,9 0,9"),
    (9, 4, "0,0 0,2 -1,2 0,4 1,5 2,3 3,3 5,5 4,6 6,8 7,6 6,7 8,7 7,5 8,5 9,6 9,4 7,3 5,1 4,-1 4,-3 5,-3 3,-1 3,1 2,1 4,2 2,2 4,4 4,5 3,7 1,8 0,6 -1,8 -2,10 -4,10"),
    (11, 5, "0,0 0,1 1,1 -1,3 0,3 -1,5 -3,4 -4,6 -5,4 -7,5 -8,6 -10,7 -9,8 -7,8 -6,9 -6,11 -4,12 -5,11 -7,12 -9,11 -7,10 -5,12 -3,12 -2,10 0,9 0,10 -1,11 1,11 0,11 -2,12 -2,11 -4,13"),
];

/// `(the only move that stops the opponent's VCF, the game record)`.
pub const ONLY_DEFENCE: [(&str, &str); 3] = [
    ("-20,-12", "0,0 0,-2 -2,-3 -2,-5 -4,-4 -3,-2 -4,0 -6,0 -7,-2 -5,-4 -3,-3 -5,-1 -6,-3 -8,-2 -10,-1 -12,-2 -12,-4 -13,-5 -15,-6 -17,-7 -18,-8 -18,-10 -19,-12 -19,-11 -18,-9 -19,-10 -20,-11 -21,-13 -23,-15 -22,-14"),
    ("-3,8", "0,0 -2,0 -4,1 -3,1 -5,-1 -4,0 -5,2 -5,4 -3,6 -4,7 -4,8 -4,9 -2,8 -2,10 0,8 1,6 0,4 2,5 0,7 -2,7 -1,7 -2,6 -3,7"),
    ("-7,-7", "0,0 0,-1 2,-3 3,-3 2,-2 1,-1 0,1 -2,1 -2,-1 -1,-1 0,-2 -2,-2 -4,-2 -6,-3 -5,-3 -4,-4 -4,-5 -5,-7 -5,-6 -6,-7 -6,-6 -4,-7 -6,-9 -8,-7 -10,-7 -11,-6 -12,-5 -13,-5 -14,-5 -14,-4 -15,-5 -13,-7 -15,-7 -15,-8"),
];

/// Crosses 0,0 1,0 and 2,1 2,2: 2,0 makes two open threes at once, a win by threats that
/// has no four in it; the rings stand far apart.
pub const DOUBLE_THREE: &str = "0,0 10,10 1,0 -10,10 2,1 10,-10 2,2 -10,-10";
