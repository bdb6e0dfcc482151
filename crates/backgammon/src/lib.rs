//! Backgammon for Spelbord: the exact rules with matches and the doubling cube, GNU
//! Backgammon interop (Position ID, Match ID, `.mat` match files) and a neural-network
//! engine trained by TD(λ) self-play.

pub mod bearoff;
pub mod board;
pub mod eval;
mod game;
pub mod heuristic;
pub mod moves;
pub mod net;
pub mod notation;

pub use board::{Board, Step, BAR, OFF};
pub use game::{Backgammon, Dice, GameResult, Move, NextSteps, Phase, Settings, WinKind, MAX_CUBE};
pub use moves::{Candidate, Turn};
pub mod bot;
pub mod cube;
pub mod gnubg;

pub use bot::{bot, default_time_ms, measure_evals};
pub mod mat;
