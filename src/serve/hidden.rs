//! Hidden-mode Seachess on the web board: the session is the referee. It keeps the true game
//! (every token played) and works out from it what each side was told, so that the person
//! sees only their own view and Nereid searches only its own beliefs, as in `nereid match`.

use crate::core::{Color, Rules};
use crate::protocol::hidden_game::HiddenGame;
use crate::referee::hidden::{tell, view_allows};
use crate::variants::Variant;
use crate::variants::seachess::Seachess;

/// An attempt the referee refused: legal in its player's view, illegal in truth.
#[derive(Clone, Debug)]
pub struct Refusal {
    /// The ply it was tried at.
    pub ply: usize,
    /// Who tried it.
    pub by: Color,
    /// Its token.
    pub token: String,
}

/// The true position after `moves` from `start`, and what White and Black were told.
pub fn replay(start: Option<&str>, moves: &[String]) -> Result<(Seachess, [Vec<String>; 2]), String> {
    let mut pos = match start {
        Some(f) => Seachess::from_fen(Variant::Seachess, f).map_err(|e| e.to_string())?,
        None => Seachess::startpos(Variant::Seachess),
    };
    let mut told: [Vec<String>; 2] = Default::default();
    for text in moves {
        let m = pos.parse_move(text).map_err(|e| format!("{text}: {e}"))?;
        let after = pos.play(m);
        let [own, public] = tell(&pos, m, &after);
        let mover = usize::from(!pos.turn().is_white());
        told[mover].push(own);
        told[1 - mover].push(public);
        pos = after;
    }
    Ok((pos, told))
}

/// The game as `side` knows it after `moves`, with the attempts it had refused.
pub fn known_by(
    start: Option<&str>,
    moves: &[String],
    refusals: &[Refusal],
    side: Color,
) -> Result<HiddenGame, String> {
    let (_, told) = replay(start, moves)?;
    let refused: Vec<(usize, String)> =
        refusals.iter().filter(|r| r.by == side && r.ply <= moves.len()).map(|r| (r.ply, r.token.clone())).collect();
    HiddenGame::told(start, side, &told[usize::from(!side.is_white())], &refused)
}

/// What the referee makes of an attempt.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Legal: it is played.
    Legal,
    /// Legal in the mover's view only: refused, the mover tries again.
    Refused,
    /// Not even the mover's view allows it.
    Illegal,
}

/// Judges the attempt `text` in the true position `truth`.
pub fn judge(truth: &Seachess, text: &str) -> Verdict {
    if truth.parse_move(text).is_ok() {
        Verdict::Legal
    } else if view_allows(truth, text) {
        Verdict::Refused
    } else {
        Verdict::Illegal
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::engine::AnyGame;

    /// Black has a cruiser on e10 and a sub under h7, White a cruiser on e4; Black to move.
    const START: &str = "4k3/8/4c7/12/12/12/12/12/4C7/12/8/K7 b - - 0 1 - sh7:3";

    fn moves(list: &[&str]) -> Vec<String> {
        list.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn each_side_is_told_its_own_view() {
        let played = moves(&["M@e10", "c1d1", "e10b10"]);
        let (truth, told) = replay(Some(START), &played).expect("replay");
        assert_eq!(told[1], ["M@e10", "c1d1", "e10b10"], "Black knows its own plant");
        assert_eq!(told[0], ["??", "c1d1", "e10b10"], "White hears only that something was hidden");
        // The slide through the unseen mine is refused; a legal one is played; nonsense is illegal.
        assert_eq!(judge(&truth, "e4e11"), Verdict::Refused);
        assert_eq!(judge(&truth, "e4e9"), Verdict::Legal);
        assert_eq!(judge(&truth, "e4f5"), Verdict::Illegal);
        let white = known_by(Some(START), &played, &[], Color::White).expect("White's game");
        assert!(!white.fen().contains("me10"), "White's view shows no black mine: {}", white.fen());
        assert!(white.board_moves().iter().any(|m| m.token == "e4e11"), "White's view allows the slide");
        assert!(white.picture().panels[0].cells.iter().all(|c| c.marks.iter().all(|m| m.color == Color::White)));
        // After the refusal White knows where the mine is, and no longer offers the slide.
        let refused = [Refusal { ply: 3, by: Color::White, token: "e4e11".into() }];
        let white = known_by(Some(START), &played, &refused, Color::White).expect("White's game");
        assert!(white.board_moves().iter().all(|m| m.token != "e4e11"));
        assert!(white.picture().notes.iter().any(|n| n == "The position is known"), "{:?}", white.picture().notes);
        // Black's own view keeps its mine.
        let black = known_by(Some(START), &played, &refused, Color::Black).expect("Black's game");
        assert!(black.picture().panels[0].cells.iter().any(|c| c.marks.iter().any(|m| m.kind == "mine")));
    }
}
