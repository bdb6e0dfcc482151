//! Computer players: the threat-space engine at five levels.

use crate::cell::Cell;
use crate::game::Luffarschack;
use crate::search::{Engine, Found, How, Style};
use crate::window::Window;
use spelbord_ai::{Bot, Level, SearchContext, Thought};
use spelbord_core::{Game, Rng};

/// How each level plays. The beginner looks one move ahead with a noisy judgement and
/// now and then overlooks an open three, but always makes five, blocks a four and plays
/// an open four; the easy level sees short VCFs; the middle level short VCTs and four
/// plies; the top two search for their whole time, prove VCFs and VCTs and check their
/// move against the opponent's VCF.
pub fn style(level: Level) -> Style {
    match level {
        Level::Beginner => Style {
            vcf_depth: 0,
            vct_depth: 0,
            vcf_nodes: 0,
            vct_nodes: 0,
            max_depth: 1,
            breadth: 8,
            deep_breadth: 0,
            root_breadth: 8,
            noise: 120,
            overlook_three: 35,
            defend_vcf: false,
            defend_vct: 0,
            tt_bits: 12,
        },
        Level::Easy => Style {
            vcf_depth: 3,
            vct_depth: 0,
            vcf_nodes: 3_000,
            vct_nodes: 0,
            max_depth: 2,
            breadth: 8,
            deep_breadth: 0,
            root_breadth: 10,
            noise: 50,
            overlook_three: 10,
            defend_vcf: false,
            defend_vct: 0,
            tt_bits: 14,
        },
        Level::Medium => Style {
            vcf_depth: 8,
            vct_depth: 2,
            vcf_nodes: 30_000,
            vct_nodes: 30_000,
            max_depth: 4,
            breadth: 10,
            deep_breadth: 0,
            root_breadth: 12,
            noise: 12,
            overlook_three: 0,
            defend_vcf: false,
            defend_vct: 0,
            tt_bits: 16,
        },
        Level::Hard => Style {
            vcf_depth: 16,
            vct_depth: 4,
            vcf_nodes: 300_000,
            vct_nodes: 300_000,
            max_depth: 64,
            breadth: 10,
            deep_breadth: 8,
            root_breadth: 14,
            noise: 0,
            overlook_three: 0,
            defend_vcf: true,
            defend_vct: 0,
            tt_bits: 18,
        },
        Level::Strongest => Style {
            vcf_depth: 24,
            vct_depth: 7,
            vcf_nodes: 2_000_000,
            vct_nodes: 4_000_000,
            max_depth: 64,
            breadth: 12,
            deep_breadth: 8,
            root_breadth: 16,
            noise: 0,
            overlook_three: 0,
            defend_vcf: true,
            defend_vct: 5,
            tt_bits: 18,
        },
    }
}

/// Milliseconds a level thinks per move (the strongest stays near a second in the
/// browser, where WebAssembly runs at about half native speed).
pub fn default_time_ms(level: Level) -> f64 {
    match level {
        Level::Beginner => 100.0,
        Level::Easy => 200.0,
        Level::Medium => 400.0,
        Level::Hard => 700.0,
        Level::Strongest => 1000.0,
    }
}

/// The engine playing at one level.
pub struct LuffarschackBot {
    style: Style,
    engine: Engine,
    rng: Rng,
}

impl std::fmt::Debug for LuffarschackBot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LuffarschackBot")
            .field("style", &self.style)
            .finish()
    }
}

/// A computer player of `level`; `seed` drives the weaker levels' choices.
pub fn bot(level: Level, seed: u64) -> Box<dyn Bot<Luffarschack>> {
    Box::new(LuffarschackBot::new(level, seed))
}

impl LuffarschackBot {
    /// A player of `level`.
    pub fn new(level: Level, seed: u64) -> Self {
        Self::with_style(style(level), seed)
    }

    /// A player with an explicit style.
    pub fn with_style(style: Style, seed: u64) -> Self {
        LuffarschackBot {
            style,
            engine: Engine::new(style.tt_bits),
            rng: Rng::new(seed),
        }
    }

    /// The engine's answer in the window (for tests and the Gomocup brain).
    pub fn think(&mut self, w: &mut Window, ctx: &mut SearchContext<'_>) -> Found {
        self.engine.think(w, &self.style, &mut self.rng, ctx)
    }
}

/// A win in one or the block of a four anywhere on the paper, read from the rules
/// themselves: the safety net when the marks spread wider than the engine's window.
fn sparse_forced(g: &Luffarschack) -> Option<Cell> {
    let me = g.to_move();
    let near = g.nearby_cells(1);
    let legal = |c: &&Cell| g.is_legal(c);
    if let Some(c) = near
        .iter()
        .filter(legal)
        .find(|&&c| !g.lines_through(c, me).is_empty())
    {
        return Some(*c);
    }
    near.iter()
        .filter(legal)
        .find(|&&c| !g.lines_through(c, me.other()).is_empty())
        .copied()
}

impl Bot<Luffarschack> for LuffarschackBot {
    fn choose(&mut self, g: &Luffarschack, ctx: &mut SearchContext<'_>) -> Option<Cell> {
        let mut legal = Vec::new();
        g.legal_moves(&mut legal);
        if legal.is_empty() {
            return None;
        }
        if g.mark_count() == 0 {
            return Some(g.centre())
                .filter(|c| g.is_legal(c))
                .or(Some(legal[0]));
        }
        let mut w = Window::of_game(g);
        if w.stones() < g.mark_count() {
            if let Some(c) = sparse_forced(g) {
                return Some(c);
            }
        }
        let opening = g.settings().russian_opening && g.mark_count() == 2;
        let found = if opening {
            // The Russian opening's third mark: the engine does not know the rule, so
            // the best-looking legal cell near the marks is taken.
            let me = w.side();
            let mut best: Option<(i32, Cell)> = None;
            for &c in &legal {
                let Some(i) = w.index(c) else { continue };
                if c.distance(g.centre()) > 4 {
                    continue;
                }
                let s = w.move_score(i, me) + self.rng.below(8) as i32;
                if best.is_none_or(|(b, _)| s > b) {
                    best = Some((s, c));
                }
            }
            Found {
                best: best.and_then(|(_, c)| w.index(c)),
                ..Found::default()
            }
        } else {
            self.think(&mut w, ctx)
        };
        let chosen = found
            .best
            .map(|i| w.cell(i))
            .filter(|c| g.is_legal(c))
            .unwrap_or(legal[0]);
        ctx.thought = Thought {
            score: Some(found.score),
            depth: found.depth,
            pv: found
                .pv
                .iter()
                .map(|&i| g.format_move(&w.cell(i)))
                .collect(),
        };
        if found.how == How::Nothing {
            ctx.thought.pv = vec![g.format_move(&chosen)];
        }
        Some(chosen)
    }
}
