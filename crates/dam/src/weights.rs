//! The tuned evaluation's weights (see crate::eval::tuned), written by
//! `examples/tune_eval.rs` (lambda 0.3, 800 epochs, 345652 positions, teacher scale
//! 70): for each feature, its value with a full board (MG) and with an empty
//! one (EG), in hundredths of a man; the pattern tables (28356 values not zero) are
//! `patterns-mg.bin` and `patterns-eg.bin`, read by crate::eval.

/// Weights with 24 pieces on the board.
pub const MG: [i16; crate::eval::NF] = [
    179, 248, 93, 103, 98, 3, 26, 41, 42, -11, -20, 11, -19, 12, 18, -51, -26, -54, -93, -112, -62,
    -27, -10, -95, -138, -105, -49, -47, -32, -107, 3, -1, -1, 0, -1, 3, 1, -1, 4, 9, 5, -1, -1,
    10, 11, 1, 2, 10, 3, 1, 0, 2, 5, -7, -6, -3, -2, 2, -36, -4, -5, -3, 43, -334, 86, -30, -41,
    -61, 6, -4, 16, -32, 2, -15, 26,
];
/// Weights with no pieces on the board.
pub const EG: [i16; crate::eval::NF] = [
    321, 629, 199, 243, 221, 169, 107, 176, 177, 170, 175, 143, 158, 101, 74, 190, 188, 200, 211,
    213, 193, 91, 26, 221, 263, 202, 232, 252, 235, 94, 4, -4, -3, -1, -2, 6, 3, -3, 5, 15, 13, -3,
    -2, 19, 18, 2, 1, 11, 8, 2, -8, -2, 10, -8, -13, 0, -4, 0, -44, -9, -7, -2, -10, 164, -44, 39,
    164, -41, 8, -5, -18, 4, -3, 107, -5,
];
