//! A page that cannot fetch the endgame database hands over no bytes: the engine then
//! plays on without it (its own process, so that no tables are installed here).

use spelbord_dam::endgame;

#[test]
fn no_bytes_settle_the_engine_without_tables() {
    assert!(!endgame::file_settled());
    endgame::install_file(&[]).unwrap();
    assert!(endgame::file_settled());
    assert!(endgame::installed().is_none());
}
