//! SAN helpers every 8x8 variant shares.

use shakmaty::Square;

/// What SAN writes after the piece letter so the move from `from` is told apart from the
/// same kind of piece on `rivals` reaching the same square: nothing, the file, the rank,
/// or the whole square.
pub fn disambiguation(from: Square, rivals: &[Square]) -> String {
    if rivals.is_empty() {
        String::new()
    } else if !rivals.iter().any(|r| r.file() == from.file()) {
        from.file().char().to_string()
    } else if !rivals.iter().any(|r| r.rank() == from.rank()) {
        from.rank().char().to_string()
    } else {
        from.to_string()
    }
}
