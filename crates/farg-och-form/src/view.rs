//! What one seat may see: the table, its own hand, the scores, how many tiles each
//! other player holds and how many are in the bag, and so the multiset of tiles it has
//! not seen (the bag and the other hands together, in no order).

use crate::board::Board;
use crate::game::{FargOchForm, Phase};
use crate::hand::Hand;
use crate::moves::{Move, Placement};
use crate::tile::{Tile, COPIES, KINDS};
use spelbord_core::{Determinize, Game, Rng, Seat, ToAct};

/// One seat's view of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    /// Whose view.
    pub seat: Seat,
    /// The tiles on the table.
    pub board: Board,
    /// The seat's own hand.
    pub hand: Hand,
    /// Scores by seat.
    pub scores: Vec<i32>,
    /// How many tiles each seat holds.
    pub hand_sizes: Vec<u8>,
    /// How many tiles are in the bag.
    pub bag_count: u8,
    /// Copies of each kind of tile this seat has not seen (bag and other hands).
    pub unseen: [u8; KINDS],
    /// Traded tiles put aside that this seat has not seen (mid-trade only).
    aside_hidden: u8,
    /// The game with everything hidden from this seat removed.
    public: FargOchForm,
}

impl View {
    pub(crate) fn of(g: &FargOchForm, seat: Seat) -> View {
        let mut public = g.clone();
        let mut unseen = [COPIES; KINDS];
        for p in g.board.tiles() {
            unseen[p.tile.index()] -= 1;
        }
        let own = g.hands.get(seat as usize).copied().unwrap_or_default();
        for &t in own.tiles() {
            unseen[t.index()] -= 1;
        }
        let aside_own = g.turn == seat;
        if aside_own {
            for &t in g.aside.tiles() {
                unseen[t.index()] -= 1;
            }
        }
        for (s, h) in public.hands.iter_mut().enumerate() {
            if s != seat as usize {
                *h = Hand::new();
            }
        }
        public.bag = [0; KINDS];
        let aside_hidden = if aside_own {
            0
        } else {
            public.aside = Hand::new();
            g.aside.len() as u8
        };
        View {
            seat,
            board: g.board.clone(),
            hand: own,
            scores: g.scores().to_vec(),
            hand_sizes: g.hand_sizes(),
            bag_count: g.bag_count,
            unseen,
            aside_hidden,
            public,
        }
    }

    /// The game as this seat sees it (hidden hands empty, the bag's content unknown).
    pub fn game(&self) -> &FargOchForm {
        &self.public
    }

    /// Who acts next.
    pub fn to_act(&self) -> ToAct {
        self.public.to_act()
    }

    /// The legal moves when this seat is to move (its own hand and the bag's size decide).
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.public.phase == Phase::Turn && self.public.turn == self.seat {
            self.public.legal_moves(out);
        }
    }

    /// The legal placements with their scores when this seat is to move.
    pub fn placements_with_scores(&self, out: &mut Vec<(Placement, i32)>) {
        out.clear();
        if self.public.turn == self.seat {
            self.public.placements_with_scores(out);
        }
    }

    /// The unseen tiles as a list (each copy once), in index order.
    pub fn unseen_tiles(&self) -> Vec<Tile> {
        let mut v = Vec::new();
        for t in Tile::all() {
            v.extend(std::iter::repeat_n(t, self.unseen[t.index()] as usize));
        }
        v
    }
}

impl Determinize for FargOchForm {
    fn determinize(view: &View, rng: &mut Rng) -> FargOchForm {
        let mut pool = view.unseen_tiles();
        rng.shuffle(&mut pool);
        let mut g = view.public.clone();
        let mut next = pool.into_iter();
        for s in 0..g.players as usize {
            if s == view.seat as usize {
                continue;
            }
            for _ in 0..view.hand_sizes[s] {
                if let Some(t) = next.next() {
                    g.hands[s].push(t);
                }
            }
        }
        for _ in 0..view.aside_hidden {
            if let Some(t) = next.next() {
                g.aside.push(t);
            }
        }
        g.bag = [0; KINDS];
        for t in next {
            g.bag[t.index()] += 1;
        }
        g.bag_count = g.bag.iter().sum();
        g
    }
}
