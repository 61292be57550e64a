//! Hidden-mode Seachess as the protocols see it (`UCI_Variant seachess-hidden`, §6.3 of
//! docs/variants/seachess.md): the engine holds no position, only the history it was told
//! (its own moves in full, the opponent's in public form, both with the announced events)
//! and the attempts the referee refused; from these it rebuilds its belief, and searches it
//! with the determinised player of `variants::seachess::hidden_player`.

use super::engine::{AnyGame, Done, Event, PerftProgress, SearchJob};
use crate::core::picture::{BoardMove, Draw, Picture};
use crate::core::{Color, Outcome, Rules, XbForm};
use crate::search::{Control, Report, Score};
use crate::variants::Variant;
use crate::variants::seachess::Seachess;
use crate::variants::seachess::belief::Belief;
use crate::variants::seachess::hidden::{Knowledge, seen_by, view_fen};
use crate::variants::seachess::hidden_player::choose;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// The last belief built for each side, to continue from (an engine process plays one game
/// at a time; the web board's referee follows both sides of its games).
struct Memo {
    start: String,
    me: Color,
    history: Vec<String>,
    refused: Vec<(usize, String)>,
    belief: Belief,
}

static MEMO: Mutex<[Option<Memo>; 2]> = Mutex::new([None, None]);

/// A hidden-mode game from one player's side.
#[derive(Clone)]
pub struct HiddenGame {
    start: Seachess,
    /// Every ply as told: own moves `e2e3!me3`, opponent moves `??!+`.
    history: Vec<String>,
    /// Refused attempts: (the ply they were tried at, token).
    refused: Vec<(usize, String)>,
    /// Whose game this is; None: the side to move's (an engine is asked only on its turn).
    owner: Option<Color>,
}

/// Whether `text` looks like a ply of the hidden-mode history (a token or public form, then
/// `!` events): letters, digits and `? ^ @ ! + x` only.
fn well_formed(text: &str) -> bool {
    !text.is_empty() && text.len() <= 64 && text.chars().all(|c| c.is_ascii_alphanumeric() || "?^@!+".contains(c))
}

impl HiddenGame {
    /// A game from the start position or `fen` (an open-mode SeaFEN both players know).
    pub fn new(fen: Option<&str>) -> Result<HiddenGame, String> {
        let start = match fen {
            Some(f) => Seachess::from_fen(Variant::Seachess, f).map_err(|e| e.to_string())?,
            None => Seachess::startpos(Variant::Seachess),
        };
        Ok(HiddenGame { start, history: Vec::new(), refused: Vec::new(), owner: None })
    }

    /// The game as one player knows it: from `fen`, the plies as it was `told` them, and its
    /// attempts the referee `refused` (the ply each was tried at, and its token).
    pub fn told(
        fen: Option<&str>,
        owner: Color,
        told: &[String],
        refused: &[(usize, String)],
    ) -> Result<HiddenGame, String> {
        let mut game = HiddenGame::new(fen)?;
        game.owner = Some(owner);
        game.history = told.to_vec();
        game.refused = refused.to_vec();
        game.belief()?;
        Ok(game)
    }

    /// The side to move: Seachess alternates strictly.
    fn turn(&self) -> Color {
        if self.history.len().is_multiple_of(2) { self.start.turn() } else { self.start.turn().other() }
    }

    /// The belief of the owner (or the side to move), rebuilt from the history (continuing
    /// from the last one built when the history only grew since: a `position` command
    /// repeats it all).
    pub fn belief(&self) -> Result<Belief, String> {
        let me = self.owner.unwrap_or_else(|| self.turn());
        let start_fen = self.start.fen();
        let mut memos = MEMO.lock().unwrap_or_else(|e| e.into_inner());
        let memo = &mut memos[if me.is_white() { 0 } else { 1 }];
        let reusable = memo.as_ref().is_some_and(|m| {
            m.start == start_fen
                && m.me == me
                && self.history.starts_with(&m.history)
                && self.refused.iter().filter(|(at, _)| *at < m.history.len()).eq(m.refused.iter())
        });
        let (mut belief, from) = match memo.take() {
            Some(m) if reusable => (m.belief, m.history.len()),
            _ => (Belief::new(self.start.clone(), me), 0),
        };
        let mut side = if from.is_multiple_of(2) { self.start.turn() } else { self.start.turn().other() };
        for i in from..self.history.len() {
            let heard = &self.history[i];
            if side == me {
                for (_, token) in self.refused.iter().filter(|(at, _)| *at == i) {
                    if !belief.rejected(token) {
                        return Err(format!("the refusal of {token} contradicts what came before"));
                    }
                }
            }
            let ok = if side == me {
                belief.own_move(heard.split('!').next().unwrap_or(""), heard)
            } else {
                belief.opponent_ply(heard)
            };
            if !ok {
                return Err(format!("ply {} ({heard}) contradicts what came before", i + 1));
            }
            side = side.other();
        }
        *memo = Some(Memo {
            start: start_fen,
            me,
            history: self.history.clone(),
            refused: self.refused.iter().filter(|(at, _)| *at < self.history.len()).cloned().collect(),
            belief: belief.clone(),
        });
        for token in self.refused_now() {
            if !belief.rejected(&token) {
                return Err(format!("the refusal of {token} contradicts what came before"));
            }
        }
        Ok(belief)
    }

    /// The attempts refused at the current ply.
    fn refused_now(&self) -> Vec<String> {
        self.refused.iter().filter(|(at, _)| *at == self.history.len()).map(|(_, t)| t.clone()).collect()
    }

    /// The view of the side to move, with the enemy cruiser flags its hypotheses disagree on.
    fn view(&self, belief: &Belief) -> String {
        let me = belief.me();
        let states = belief.states();
        let Some(first) = states.first() else { return "-".into() };
        let cruisers = first.pieces(me.other(), crate::variants::seachess::Role::Cruiser);
        let unknown = crate::variants::seachess::squares(cruisers)
            .filter(|&sq| states.iter().any(|h| h.loaded(sq) != first.loaded(sq)))
            .fold(0, |set, sq| set | crate::variants::seachess::bit(sq));
        view_fen(first, me, &Knowledge { unknown_cruisers: unknown })
    }
}

impl AnyGame for HiddenGame {
    fn variant(&self) -> Variant {
        Variant::SeachessHidden
    }
    fn fen(&self) -> String {
        self.belief().map_or_else(|e| format!("- ({e})"), |b| self.view(&b))
    }
    fn side_to_move(&self) -> Color {
        self.turn()
    }
    fn plies(&self) -> usize {
        self.history.len()
    }
    fn play(&mut self, text: &str) -> Result<String, String> {
        if !well_formed(text) {
            return Err(format!("{text:?} is not a move or public form"));
        }
        self.history.push(text.to_string());
        Ok(text.to_string())
    }
    fn try_pass(&mut self, _fen: &str) -> bool {
        false
    }
    fn undo(&mut self) -> bool {
        self.history.pop().is_some()
    }
    fn refuse(&mut self, token: &str) -> bool {
        if !well_formed(token) {
            return false;
        }
        self.refused.push((self.history.len(), token.to_string()));
        if self.belief().is_err() {
            self.refused.pop();
            return false;
        }
        true
    }
    fn legal_moves(&self) -> Vec<String> {
        let Ok(belief) = self.belief() else { return Vec::new() };
        let refused = self.refused_now();
        let mut moves = crate::core::MoveList::new();
        let mut all = Vec::new();
        for h in belief.states() {
            h.legal_moves(&mut moves);
            all.extend(moves.iter().map(|&m| h.move_text(m)).filter(|t| !refused.contains(t)));
        }
        all.sort();
        all.dedup();
        all
    }
    fn unsafe_for_xboard(&self) -> Vec<String> {
        Vec::new()
    }
    fn picture(&self) -> Picture {
        let Ok(belief) = self.belief() else { return Picture::default() };
        let Some(seen) = belief.states().first().and_then(|h| seen_by(h, belief.me())) else {
            return Picture::default();
        };
        let mut picture = seen.picture();
        let n = belief.states().len();
        picture.notes.push(if n == 1 {
            "The position is known".to_string()
        } else {
            format!("{n} positions fit what you have seen{}", if belief.sampled { " (sampled)" } else { "" })
        });
        picture
    }
    fn legend(&self) -> Vec<(&'static str, &'static str)> {
        self.start.legend()
    }
    fn board_moves(&self) -> Vec<BoardMove> {
        let Ok(belief) = self.belief() else { return Vec::new() };
        let refused = self.refused_now();
        let mut moves = crate::core::MoveList::new();
        let mut all: Vec<BoardMove> = Vec::new();
        for h in belief.states() {
            h.legal_moves(&mut moves);
            for &m in moves.iter() {
                let token = h.move_text(m);
                if refused.contains(&token) || all.iter().any(|b| b.token == token) {
                    continue;
                }
                let (from, to) = h.move_ends(m);
                all.push(BoardMove { token, san: h.san(m), from, to });
            }
        }
        all
    }
    fn move_ends(&self, text: &str) -> Option<(String, String)> {
        let belief = self.belief().ok()?;
        let token = text.split('!').next().unwrap_or(text);
        belief.states().iter().find_map(|h| h.parse_move(token).ok().map(|m| h.move_ends(m)))
    }
    fn line_san(&self, line: &[String]) -> Vec<String> {
        line.to_vec()
    }
    fn xboard_moves(&self) -> Vec<(String, Vec<XbForm>)> {
        Vec::new()
    }
    fn outcome(&self) -> Option<Outcome> {
        let belief = self.belief().ok()?;
        let first = belief.states().first()?.outcome()?;
        belief.states().iter().all(|h| h.outcome() == Some(first)).then_some(first)
    }
    fn eval_table(&self) -> Option<String> {
        None // the evaluation would tell what the player cannot see
    }
    fn diagram(&self) -> String {
        match self.belief() {
            Ok(b) => {
                // The board as the player sees it: one hypothesis without the opponent's secrets.
                let board = b.states().first().and_then(|h| seen_by(h, b.me())).map_or(String::new(), |v| {
                    v.diagram()
                        .lines()
                        .filter(|l| !l.starts_with("FEN") && !l.starts_with("State:"))
                        .map(|l| format!("{l}\n"))
                        .collect()
                });
                format!(
                    "Hidden-mode Seachess, {} to move; {} {}{}\n{board}View: {}\n",
                    if self.turn().is_white() { "White" } else { "Black" },
                    b.states().len(),
                    if b.states().len() == 1 { "hypothesis (the position is known)" } else { "hypotheses" },
                    if b.sampled { " (sampled)" } else { "" },
                    self.view(&b)
                )
            }
            Err(e) => format!("Hidden-mode Seachess: {e}\n"),
        }
    }
    fn san(&self, text: &str) -> Option<String> {
        Some(text.to_string())
    }
    fn spawn_perft(
        &self,
        id: u64,
        _depth: u32,
        _threads: usize,
        _control: Arc<Control>,
        events: Sender<Event>,
    ) -> JoinHandle<()> {
        // Perft needs a position; a hidden-mode player only has beliefs.
        std::thread::spawn(move || {
            let _ = events.send(Event::Perft(id, PerftProgress::Done(None)));
        })
    }
    fn spawn_search(&self, job: SearchJob) -> JoinHandle<()> {
        let game = self.clone();
        std::thread::Builder::new()
            .name("hidden search".into())
            .stack_size(64 << 20)
            .spawn(move || {
                let started = std::time::Instant::now();
                let mut done = Done::default();
                if let Ok(mut belief) = game.belief() {
                    let seed = belief.states().len() as u64
                        ^ (game.history.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        ^ std::time::SystemTime::now()
                            .duration_since(std::time::UNIX_EPOCH)
                            .map_or(0, |d| d.subsec_nanos() as u64);
                    let choice = choose(
                        &mut belief,
                        &game.refused_now(),
                        &job.limits,
                        &job.options,
                        &job.control,
                        seed,
                        started,
                    );
                    let report = Report::<String> {
                        depth: choice.depth,
                        seldepth: choice.depth,
                        multipv: 1,
                        score: choice.score as Score,
                        bound: crate::search::Bound::Exact,
                        nodes: choice.nodes,
                        elapsed: started.elapsed(),
                        hashfull: 0,
                        pv: choice.best.iter().cloned().collect(),
                    };
                    let _ = job.events.send(Event::Info(job.id, report));
                    done = Done {
                        best: choice.best,
                        ponder: None,
                        score: choice.score,
                        depth: choice.depth,
                        nodes: choice.nodes,
                    };
                }
                let _ = job.events.send(Event::Done(job.id, done));
            })
            .expect("spawn search thread")
    }
}
