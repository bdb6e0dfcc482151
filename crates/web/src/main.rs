//! The one WebAssembly module of the site. The page imports it for the rules (a
//! [`Table`] holds a game in progress behind an opaque handle, Game-of-Life style, and
//! only notation strings and small drawing records cross the boundary); the
//! computer-player worker loads the same module, and `main` notices it runs in a worker
//! and starts answering move requests. One module instead of two halves the download.

mod backgammon;
mod dam;
mod farg_och_form;
mod table;
mod worker;

pub use table::{benchmark, fresh_seed, games, solver_benchmark, Table};

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::start_if_worker();
}
