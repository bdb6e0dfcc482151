//! The Gomocup brain on standard input and output, as `spelbord gomocup` runs it, without
//! building the whole command line: `cargo run --release -p spelbord-luffarschack
//! --example gomocup`. `tests/pygomo_match.py` drives it with a third-party Gomocup
//! client library.

fn main() -> std::io::Result<()> {
    spelbord_luffarschack::gomocup::run(
        std::io::stdin().lock(),
        std::io::stdout().lock(),
        spelbord_ai::native_clock,
    )
}
