use crate::{Describe, Entry};
use serde_json::json;
use spelbord_ai::{Bot, Level};
use spelbord_backgammon::{Backgammon, WinKind};
use spelbord_core::Game;

impl Entry for Backgammon {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        spelbord_backgammon::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        spelbord_backgammon::default_time_ms(level)
    }
}

impl Describe for Backgammon {
    /// `points[i]` = [black, white] checkers on Black's point i+1 (White's 24-i); seat 0
    /// is Black, moving from 24 towards 1. `bar`, `off`, `pips` by seat; the cube, the
    /// dice of the turn being played, the phase, the match score.
    fn describe(&self, _seat: Option<u8>) -> serde_json::Value {
        let s = self.settings();
        let last = self.last_game().map(|r| {
            let kind = match r.kind {
                WinKind::Single => "single",
                WinKind::Gammon => "gammon",
                WinKind::Backgammon => "backgammon",
                WinKind::Dropped => "dropped",
            };
            json!({ "winner": r.winner, "points": r.points, "kind": kind })
        });
        json!({
            "family": "backgammon",
            "points": self.points().iter().map(|&(b, w)| [b, w]).collect::<Vec<_>>(),
            "bar": [self.bar(0), self.bar(1)],
            "off": [self.borne_off(0), self.borne_off(1)],
            "pips": [self.pip_count(0), self.pip_count(1)],
            "cube": { "value": self.cube_value(), "owner": self.cube_owner(), "on": s.cube },
            "dice": self.dice(),
            "phase": format!("{:?}", self.phase()),
            "turn": self.turn(),
            "score": self.match_score(),
            "matchLength": s.match_length,
            "crawford": self.is_crawford_game(),
            "game": self.game_number(),
            "lastGame": last,
        })
    }

    fn ascii(&self) -> String {
        let pts = self.points();
        let mut s = String::new();
        let cell = |(b, w): (u8, u8)| match (b, w) {
            (0, 0) => " . ".to_string(),
            (b, 0) => format!("{b:>2}x"),
            (_, w) => format!("{w:>2}o"),
        };
        s.push_str("13 14 15 16 17 18 | 19 20 21 22 23 24\n");
        for (i, &p) in pts.iter().enumerate().skip(12) {
            s.push_str(&cell(p));
            if i == 17 {
                s.push('|');
            }
        }
        s.push('\n');
        for (i, &p) in pts.iter().enumerate().take(12).rev() {
            s.push_str(&cell(p));
            if i == 6 {
                s.push('|');
            }
        }
        s.push_str("\n12 11 10  9  8  7 |  6  5  4  3  2  1\n");
        s.push_str(&format!(
            "bar x{} o{}  off x{} o{}  pips x{} o{}  cube {}  dice {:?}\n",
            self.bar(0),
            self.bar(1),
            self.borne_off(0),
            self.borne_off(1),
            self.pip_count(0),
            self.pip_count(1),
            self.cube_value(),
            self.dice()
        ));
        s
    }
}
