//! The hot core of Spelbord's backgammon: the board, turn generation, the contact and
//! race nets with their inputs, the evaluator, and the bearoff database. The family crate
//! (`spelbord-backgammon`) re-exports every module under its own name.

pub mod bearoff;
pub mod board;
pub mod eval;
pub mod measure;
pub mod moves;
pub mod net;
