//! Dam's board seen by the shared huffing rule (`spelbord-huffing`, which Alquerque
//! plays too): the moves allowed under huffing and the fault a move commits come from
//! there, so the two families cannot drift apart.

use crate::board::{Board, Play};
use spelbord_huffing::{HuffingBoard, Points};

impl HuffingBoard for Board {
    type Play = Play;
    fn proper_plays(&self, out: &mut Vec<Play>) {
        self.generate(out);
    }
    fn all_steps(&self, out: &mut Vec<Play>) {
        self.generate_steps(out);
    }
    fn complete_captures(&self, out: &mut Vec<Play>) {
        self.generate_jumps(self.jumpers(), out);
    }
    fn capturers(&self) -> Points {
        self.jumpers() as Points
    }
    fn is_capture(p: &Play) -> bool {
        p.is_jump()
    }
    fn hops(p: &Play) -> usize {
        if p.is_jump() {
            p.path().len() - 1
        } else {
            0
        }
    }
    fn prefix(p: &Play, hops: usize) -> Play {
        p.prefix(hops)
    }
    fn origin(p: &Play) -> u8 {
        p.from()
    }
    fn destination(p: &Play) -> u8 {
        p.to()
    }
}
