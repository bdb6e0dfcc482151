use crate::{Describe, Entry};
use serde_json::json;
use spelbord_ai::{Bot, Level};
use spelbord_core::Game;
use spelbord_dam::{Colour, Dam, DrawOffer, Rank};

impl Entry for Dam {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        spelbord_dam::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        spelbord_dam::default_time_ms(level)
    }
}

impl Describe for Dam {
    /// `squares[n-1]` for PDN square n: null, or {c: 0 Black / 1 White, k: king};
    /// `paths`: every legal move as its PDN squares (the board builds a multi-jump hop by
    /// hop by prefix); `last`/`captured`: the last move; `huffable`: pieces the seat to
    /// act may huff; `fault`/`stoppedEarly`: a faulty move awaits its verdict, and whether it
    /// stopped a jump early (rather than ignoring a capture); `offer`: the seat with a
    /// pending draw offer.
    fn describe(&self, _seat: Option<u8>) -> serde_json::Value {
        let squares: Vec<serde_json::Value> = (1..=32u8)
            .map(|n| match self.piece(n) {
                None => serde_json::Value::Null,
                Some(p) => json!({ "c": p.colour as u8, "k": p.rank == Rank::King }),
            })
            .collect();
        let offer = match self.draw_offer() {
            DrawOffer::Pending { by } => json!(by),
            _ => serde_json::Value::Null,
        };
        json!({
            "family": "dam",
            "squares": squares,
            "paths": self.legal_paths(),
            "last": self.last_move(),
            "captured": self.last_captured(),
            "huffable": self.huffable_squares(),
            "fault": self.fault().is_some(),
            "stoppedEarly": self.fault().is_some_and(|f| f.stopped_early),
            "huffing": self.settings().huffing,
            "offer": offer,
            "mayOfferDraw": self.may_offer_draw(),
            "quiet": self.quiet_moves(),
        })
    }

    fn ascii(&self) -> String {
        let mut s = String::new();
        for row in 0..8u8 {
            for col in 0..8u8 {
                // Dark squares: in row r (from the top) the dark squares are the odd
                // columns on even rows and the even columns on odd rows.
                if (row + col) % 2 == 1 {
                    let n = row * 4 + col / 2 + 1;
                    s.push(match self.piece(n) {
                        None => '.',
                        Some(p) => match (p.colour, p.rank) {
                            (Colour::Black, Rank::Man) => 'b',
                            (Colour::Black, Rank::King) => 'B',
                            (Colour::White, Rank::Man) => 'w',
                            (Colour::White, Rank::King) => 'W',
                        },
                    });
                } else {
                    s.push(' ');
                }
            }
            s.push('\n');
        }
        s
    }
}
