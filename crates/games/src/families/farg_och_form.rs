use crate::{Describe, Entry};
use serde_json::json;
use spelbord_ai::{Bot, Level};
use spelbord_core::Game;
use spelbord_farg_och_form::FargOchForm;

impl Entry for FargOchForm {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        spelbord_farg_och_form::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        spelbord_farg_och_form::default_time_ms(level)
    }
}

impl Describe for FargOchForm {
    /// The table (`tiles`: [x, y, "Gd"] in placing order), every seat's score and hand
    /// size, the bag count, and ONE hand: the hand of `seat`, when the page says whose
    /// eyes the board is for. Other hands never leave Rust.
    fn describe(&self, seat: Option<u8>) -> serde_json::Value {
        let tiles: Vec<serde_json::Value> = self
            .board_tiles()
            .iter()
            .map(|p| json!([p.x, p.y, p.tile.to_string()]))
            .collect();
        let hand = seat.filter(|&s| (s as usize) < self.num_seats()).map(|s| {
            self.hand(s)
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
        });
        json!({
            "family": "farg-och-form",
            "tiles": tiles,
            "bounds": self.bounds(),
            "scores": self.scores(),
            "handSizes": self.hand_sizes(),
            "bag": self.bag_count(),
            "turn": self.turn(),
            "mustPlay": self.must_play(),
            "last": self.last_move_cells(),
            "wentOut": self.went_out(),
            "seat": seat,
            "hand": hand,
        })
    }

    fn ascii(&self) -> String {
        let Some((x0, y0, x1, y1)) = self.bounds() else {
            return "(empty table)\n".into();
        };
        let mut s = String::new();
        for y in (y0..=y1).rev() {
            for x in x0..=x1 {
                match self.tile_at(x, y) {
                    Some(t) => s.push_str(&format!("{t} ")),
                    None => s.push_str(" . "),
                }
            }
            s.push('\n');
        }
        s.push_str(&format!(
            "scores {:?}  bag {}\n",
            self.scores(),
            self.bag_count()
        ));
        s
    }
}
