//! Belief tracking for a hidden-mode player (§6.4 of docs/variants/seachess.md): the set of
//! true positions consistent with everything the player has seen. The visible board is
//! certain; what differs between hypotheses is the opponent's submerged subs, mines and
//! cruiser flags.
//!
//! Exact by construction: an opponent ply expands every hypothesis by every move whose
//! announcement ([`announce`]) would read exactly as the one received, and the player's own
//! plies and rejected attempts keep only the hypotheses in which they would have gone the way
//! they went. The set is capped: above the cap a uniform sample is kept (and the set is no
//! longer known to hold the truth).

use super::hidden::announce;
use super::position::Seachess;
use super::types::MoveKind;
use crate::core::{Color, MoveList, Rules};
use std::collections::HashSet;

/// The hypotheses kept at most (above this, a uniform sample).
pub const DEFAULT_CAP: usize = 10_000;

/// What a player believes the true position may be.
#[derive(Clone, Debug)]
pub struct Belief {
    me: Color,
    states: Vec<Seachess>,
    cap: usize,
    rng: u64,
    /// Whether a cap ever dropped hypotheses (the truth may have been among them).
    pub sampled: bool,
}

/// The kind of move an opponent's public form stands for.
enum Public<'a> {
    /// `??`: a mine plant or an underwater move.
    Hidden,
    /// `d5v??`: a dive from d5.
    Dive(&'a str),
    /// `??^f6`: emerging on f6.
    Emerge(&'a str),
    /// A visible move, in full.
    Visible(&'a str),
}

fn public_kind(public: &str) -> Public<'_> {
    if let Some(to) = public.strip_prefix("??^") {
        Public::Emerge(to)
    } else if public == "??" {
        Public::Hidden
    } else if let Some(from) = public.strip_suffix("v??") {
        Public::Dive(from)
    } else {
        Public::Visible(public)
    }
}

impl Belief {
    /// The belief of `me` at the start of a game from `start` (where nothing is hidden yet).
    pub fn new(start: Seachess, me: Color) -> Belief {
        Belief { me, states: vec![start], cap: DEFAULT_CAP, rng: 0x9E37_79B9_7F4A_7C15, sampled: false }
    }

    /// The same with another cap.
    pub fn with_cap(mut self, cap: usize) -> Belief {
        self.cap = cap.max(1);
        self
    }

    /// The player.
    pub fn me(&self) -> Color {
        self.me
    }
    /// The hypotheses.
    pub fn states(&self) -> &[Seachess] {
        &self.states
    }

    /// The player's own move `token` was played and told back as `heard` (the full token
    /// with the announced events, e.g. `e2e3!me3` or `M@c1!xc1`): keep the hypotheses in which it is legal and would be
    /// announced so. Returns false if none is left (the observations contradict each other).
    pub fn own_move(&mut self, token: &str, heard: &str) -> bool {
        self.states = std::mem::take(&mut self.states)
            .into_iter()
            .filter_map(|h| {
                let m = h.parse_move(token).ok()?;
                let next = h.play(m);
                let events: String = announce(&h, m, &next).events.iter().map(|e| e.to_string()).collect();
                (format!("{token}{events}") == heard).then_some(next)
            })
            .collect();
        self.dedup();
        !self.states.is_empty()
    }

    /// The referee refused the player's attempt `token`: keep the hypotheses where it is
    /// illegal.
    pub fn rejected(&mut self, token: &str) -> bool {
        self.states.retain(|h| h.parse_move(token).is_err());
        !self.states.is_empty()
    }

    /// The opponent played a move announced as `heard` (public form and events, e.g.
    /// `??!+`): every hypothesis is expanded by every move that would be announced so.
    pub fn opponent_ply(&mut self, heard: &str) -> bool {
        let public = heard.split('!').next().unwrap_or("");
        let kind = public_kind(public);
        let mut next_states = Vec::new();
        let mut seen = HashSet::new();
        let mut moves = MoveList::new();
        for h in &self.states {
            h.legal_moves(&mut moves);
            for &m in moves.iter() {
                let fits = match kind {
                    Public::Hidden => matches!(m.kind(), MoveKind::Plant | MoveKind::Underwater),
                    Public::Dive(from) => m.kind() == MoveKind::Dive && h.move_text(m).starts_with(from),
                    Public::Emerge(to) => m.kind() == MoveKind::Emerge && h.move_text(m).ends_with(&format!("^{to}")),
                    Public::Visible(token) => h.move_text(m) == token,
                };
                if !fits {
                    continue;
                }
                let next = h.play(m);
                if announce(h, m, &next).to_string() == heard && seen.insert(next.hash()) {
                    next_states.push(next);
                }
            }
        }
        self.states = next_states;
        self.trim();
        !self.states.is_empty()
    }

    fn dedup(&mut self) {
        let mut seen = HashSet::new();
        self.states.retain(|h| seen.insert(h.hash()));
    }

    /// Keeps a uniform sample of `cap` hypotheses when there are more.
    fn trim(&mut self) {
        if self.states.len() <= self.cap {
            return;
        }
        self.sampled = true;
        // Partial Fisher-Yates: the first `cap` entries become a uniform sample.
        for i in 0..self.cap {
            let j = i + (self.next_random() % (self.states.len() - i) as u64) as usize;
            self.states.swap(i, j);
        }
        self.states.truncate(self.cap);
    }

    fn next_random(&mut self) -> u64 {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng
    }

    /// Up to `n` hypotheses chosen uniformly without repetition (all of them if fewer).
    pub fn sample(&mut self, n: usize) -> Vec<Seachess> {
        let len = self.states.len();
        let mut idx: Vec<usize> = (0..len).collect();
        for i in 0..n.min(len) {
            let j = i + (self.next_random() % (len - i) as u64) as usize;
            idx.swap(i, j);
        }
        idx.into_iter().take(n).map(|i| self.states[i].clone()).collect()
    }
}
