//! The WebAssembly glue, generic over families. Each family of the site is its own module:
//! this crate built with exactly one family of the registry (`--features
//! spelbord-games/<family>`, see `www/tools/build-wasm.mjs`), so a game page downloads only
//! its own rules and engine. The page imports the module for the rules (a [`Table`] per
//! game in progress); the computer-player worker loads the same module, and `main`
//! notices it runs in a worker and starts answering move requests.

mod table;
mod worker;

pub use table::{benchmark, fresh_seed, measure, Table};

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::start_if_worker();
}
