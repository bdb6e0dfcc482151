//! The tuned evaluation's weights (see crate::eval::tuned), written by
//! `examples/tune_eval.rs` (lambda 1, 2000 epochs, 282409 positions): for each
//! feature, its value with a full board (MG) and with an empty one (EG), in
//! hundredths of a man.

/// Weights with 24 pieces on the board.
pub const MG: [i16; crate::eval::NF] = [
    161, 336, 26, 95, 58, -12, 15, 50, 52, -7, -17, 16, -22, -17, -11, -50, -25, -67, -85, -77,
    -85, -18, 43, -85, -58, -103, 135, 96, 54, -117, 5, 1, 0, -11, 12, -4, 3, -12, 28, -12, 29, -2,
    -1, 23, 9, -14, 8, 13, -18, 9, 36, 21, -12, -31, -39, 18, -23, -3, -48, 10, 8, -14, 39, 25, 25,
    74, -61, -52, -4, 25, 10, -66, 4, -2, 38,
];
/// Weights with no pieces on the board.
pub const EG: [i16; crate::eval::NF] = [
    328, 586, 201, 209, 194, 177, 82, 130, 156, 182, 192, 157, 192, 105, 111, 209, 203, 219, 235,
    246, 233, 97, 47, 256, 254, 251, 186, 200, 221, 116, 0, -2, -14, -19, -11, 0, 5, -15, 6, 26,
    17, -9, 6, 25, 18, 5, -1, 12, 11, -1, -17, -4, 14, 8, 4, -9, 5, 8, -28, -17, -10, 2, -15, -58,
    -3, 3, 192, -32, 9, 10, 0, 13, -3, 117, -25,
];
