use crate::{Describe, Entry};
use serde_json::json;
use spelbord_ai::{Bot, Level};
use spelbord_connect::{Connect, ConnectMove};

impl Entry for Connect {
    fn bot(level: Level, seed: u64) -> Box<dyn Bot<Self>> {
        spelbord_connect::bot(level, seed)
    }
    fn default_time_ms(level: Level) -> f64 {
        spelbord_connect::default_time_ms(level)
    }
}

impl Describe for Connect {
    fn describe(&self, _seat: Option<u8>) -> serde_json::Value {
        let (cols, rows) = (self.columns(), self.rows());
        let cells: Vec<Vec<Option<u8>>> = (0..rows)
            .map(|r| (0..cols).map(|c| self.cell(c, r)).collect())
            .collect();
        let labels: Vec<Option<u8>> = (0..cols).map(|c| self.column_number(c)).collect();
        let edge: Vec<bool> = labels.iter().map(Option::is_none).collect();
        let last = self.last_move().and_then(|m| {
            let col = self.full_column(m.column())?;
            let row = match m {
                ConnectMove::Drop(_) => self.height(col).saturating_sub(1),
                ConnectMove::Pop(_) => 0,
            };
            Some(json!({ "col": col, "row": row, "pop": m.is_pop() }))
        });
        json!({
            "family": "connect",
            "cols": cols,
            "rows": rows,
            "cells": cells,
            "labels": labels,
            "edge": edge,
            "popout": self.popout(),
            "last": last,
            "win": win_segments(&self.winning_cells(), self.line_length() as i32),
        })
    }

    fn ascii(&self) -> String {
        let mut s = self.diagram();
        let nums: String = (0..self.columns())
            .map(|c| self.column_number(c).map_or(' ', |n| char::from(b'0' + n)))
            .collect();
        s.push_str(&nums);
        s.push('\n');
        s
    }
}

/// The winning cells as line segments `[c1, r1, c2, r2]` for the renderer to stroke:
/// every maximal run of at least `need` winning cells along one of the four directions.
fn win_segments(cells: &[(usize, usize)], need: i32) -> Vec<[i32; 4]> {
    let has = |c: i32, r: i32| c >= 0 && r >= 0 && cells.contains(&(c as usize, r as usize));
    let mut out = Vec::new();
    for &(c, r) in cells {
        let (c, r) = (c as i32, r as i32);
        for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
            if has(c - dc, r - dr) {
                continue; // not the start of a run
            }
            let mut n = 1;
            while has(c + dc * n, r + dr * n) {
                n += 1;
            }
            if n >= need {
                out.push([c, r, c + dc * (n - 1), r + dr * (n - 1)]);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn segments_follow_runs() {
        let cells = [(0, 0), (1, 0), (2, 0), (3, 0)];
        assert_eq!(win_segments(&cells, 4), vec![[0, 0, 3, 0]]);
        assert!(win_segments(&cells[..3], 4).is_empty());
    }
}
