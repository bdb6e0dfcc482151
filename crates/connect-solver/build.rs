//! Embeds the opening books and strategy books that exist in `books/` (written by `cargo xtask book`), so the
//! solver, the CLI and the site's WebAssembly carry them without a download; a game with
//! no book file gets `None`.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("books");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut code = String::new();
    for (konst, file) in [
        ("FYRA", "fyra-i-rad.bin"),
        ("FEM", "fem-i-rad.bin"),
        ("FYRA_STRATEGY", "fyra-i-rad-strategy.bin"),
        ("FEM_STRATEGY", "fem-i-rad-strategy.bin"),
    ] {
        let path = dir.join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        if path.exists() {
            writeln!(
                code,
                "pub(crate) const {konst}: Option<&[u8]> = Some(include_bytes!({:?}));",
                path.display().to_string()
            )
            .unwrap();
        } else {
            writeln!(code, "pub(crate) const {konst}: Option<&[u8]> = None;").unwrap();
        }
    }
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("shipped_books.rs");
    std::fs::write(out, code).unwrap();
}
