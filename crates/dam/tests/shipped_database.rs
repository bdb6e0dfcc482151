//! The endgame database the site ships (`data/endgame4.bin.gz`, fetched by the browser's
//! engine once few pieces are left) is exactly what our own solver computes, and the
//! engine takes only that file, or nothing.

use spelbord_dam::endgame::{self, Tables};

fn shipped() -> Vec<u8> {
    let out = std::process::Command::new("gzip")
        .arg("-dc")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/data/endgame4.bin.gz"))
        .output()
        .expect("gzip runs");
    assert!(out.status.success(), "the shipped file unpacks");
    out.stdout
}

#[test]
fn the_shipped_file_is_our_solvers_four_piece_tables_and_installs_once_checked() {
    let bytes = shipped();
    assert_eq!(endgame::FILE_PIECES, 4);
    assert!(
        bytes == Tables::generate(4).to_bytes(),
        "data/endgame4.bin.gz is not the solver's output: rebuild it with the endgame_build example"
    );
    // Not yet settled: the browser's engine would ask for the file.
    assert!(!endgame::file_settled());
    // Another size of database, a cut file and garbage are refused and change nothing.
    let three = Tables::generate(3).to_bytes();
    assert!(endgame::install_file(&three)
        .unwrap_err()
        .contains("4 pieces"));
    assert!(endgame::install_file(&bytes[..bytes.len() - 1]).is_err());
    assert!(endgame::install_file(b"not a database").is_err());
    assert!(!endgame::file_settled() && endgame::installed().is_none());
    endgame::install_file(&bytes).unwrap();
    assert!(endgame::file_settled());
    assert_eq!(endgame::installed().map(|t| t.max_pieces()), Some(4));
}
