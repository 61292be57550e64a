//! The hidden-mode referee's secrets (§6.2-6.3 of docs/variants/seachess.md): the game loop
//! of `game::play` keeps the true position; this tells each engine only its own view of every
//! ply (its own moves in full, the opponent's in public form, both with the announced events)
//! and refuses attempts that were legal as far as their player could see.

use super::game::Telling;
use crate::core::{Color, Rules};
use crate::variants::seachess::belief::Belief;
use crate::variants::seachess::hidden::{announce, seen_by};
use crate::variants::seachess::{Move, Seachess};

/// What each engine has been told so far, and (for the record) what each could believe.
#[derive(Default)]
pub struct Hidden {
    /// By colour index: 0 = White, 1 = Black.
    told: [Vec<String>; 2],
    /// Each player's belief as the referee follows it: White's, Black's.
    beliefs: Option<[Belief; 2]>,
    /// The largest number of hypotheses each player had to consider.
    largest: [usize; 2],
}

/// What the mover and its opponent are told of the ply `m` that turned `before` into
/// `after`: the move in full with the announced events (`e2e3!me3`), and its public form
/// (`??!+`).
pub fn tell(before: &Seachess, m: Move, after: &Seachess) -> [String; 2] {
    let a = announce(before, m, after);
    let events: String = a.events.iter().map(|e| e.to_string()).collect();
    [format!("{}{events}", before.move_text(m)), a.to_string()]
}

/// Whether the attempt `text` is one the mover's view allows (so that, illegal in truth,
/// it is refused and the mover tries again).
pub fn view_allows(pos: &Seachess, text: &str) -> bool {
    seen_by(pos, pos.turn()).is_some_and(|view| view.parse_move(text).is_ok())
}

impl Telling<Seachess> for Hidden {
    fn moves(&self, i: usize) -> &[String] {
        &self.told[i]
    }
    fn record(&mut self, before: &Seachess, m: Move, after: &Seachess) {
        let [own, public] = tell(before, m, after);
        let mover = if before.turn().is_white() { 0 } else { 1 };
        self.told[mover].push(own.clone());
        self.told[1 - mover].push(public.clone());
        let beliefs = self.beliefs.get_or_insert_with(|| {
            [Belief::new(before.clone(), Color::White), Belief::new(before.clone(), Color::Black)]
        });
        beliefs[mover].own_move(&before.move_text(m), &own);
        beliefs[1 - mover].opponent_ply(&public);
        for (largest, b) in self.largest.iter_mut().zip(beliefs.iter()) {
            *largest = (*largest).max(b.states().len());
        }
    }
    fn summary(&self) -> Option<String> {
        let sampled = self.beliefs.as_ref().is_some_and(|b| b.iter().any(|b| b.sampled));
        Some(format!(
            "hypotheses a player had to consider: White up to {}, Black up to {}{}",
            self.largest[0],
            self.largest[1],
            if sampled { " (capped)" } else { "" }
        ))
    }
    fn refusable(&self, pos: &Seachess, text: &str) -> bool {
        view_allows(pos, text)
    }
}
