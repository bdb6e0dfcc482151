use crate::Seat;
use serde::{Deserialize, Serialize};

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Outcome {
    /// One seat won; `points` is what the win is worth where the game scores wins
    /// (backgammon: 1, 2 or 3 times the cube), otherwise 1.
    Win {
        /// The winning seat.
        winner: Seat,
        /// Points won.
        points: u32,
    },
    /// Nobody won.
    Draw,
    /// Final scores by seat (games scored by points, 2–4 players): the highest score
    /// wins and equal highest scores share the win.
    Scores(Vec<i32>),
}

impl Outcome {
    /// A plain one-point win.
    pub fn win(winner: Seat) -> Self {
        Outcome::Win { winner, points: 1 }
    }

    /// The seats that won (several when they share the win; none on a draw).
    pub fn winners(&self) -> Vec<Seat> {
        match self {
            Outcome::Win { winner, .. } => vec![*winner],
            Outcome::Draw => vec![],
            Outcome::Scores(s) => {
                let Some(best) = s.iter().copied().max() else {
                    return vec![];
                };
                (0..s.len())
                    .filter(|&i| s[i] == best)
                    .map(|i| i as Seat)
                    .collect()
            }
        }
    }

    /// The result for one seat on the usual 1 / ½ / 0 scale, with a shared win split
    /// evenly (so that search and tournaments compare games of any kind alike).
    pub fn value_for(&self, seat: Seat, seats: usize) -> f64 {
        match self {
            Outcome::Draw => 1.0 / seats.max(1) as f64,
            _ => {
                let w = self.winners();
                if w.contains(&seat) {
                    1.0 / w.len() as f64
                } else {
                    0.0
                }
            }
        }
    }
}
