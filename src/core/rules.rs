//! The rules trait: the one seam between a variant and everything that uses it
//! (search, protocols, referee, perft). Copy-make: `play` returns the next position,
//! so there is no undo to get wrong, and positions can be shared across threads.

use super::{Color, DrawReason, FenError, MoveError, MoveList, Outcome, WinReason, XbForm};
use crate::variants::Variant;
use std::fmt::Debug;
use std::hash::Hash;

/// The bound on [`Rules::piece_to_key`]: a colour, one of 8 roles and one of 64 squares.
pub const PIECE_TO_KEYS: usize = 1024;

/// The complete rules of one variant, implemented by its position type.
///
/// Nothing here assumes that the side to move alternates: a variant may give one player
/// several consecutive plies (Underworld Chess), so callers compare [`Rules::side_to_move`]
/// before and after a move instead of assuming a switch.
pub trait Rules: Clone + Send + Sync + Debug + 'static {
    /// One move (one ply) of this variant: small and copyable.
    type Move: Copy + Eq + Hash + Debug + Send + Sync + 'static;

    /// The start position of `variant` (one of those this type implements).
    fn startpos(variant: Variant) -> Self;
    /// Reads a position in the variant's FEN dialect.
    fn from_fen(variant: Variant, fen: &str) -> Result<Self, FenError>;
    /// Writes the position in the variant's canonical FEN.
    fn fen(&self) -> String;
    /// The variant this position belongs to.
    fn variant(&self) -> Variant;

    /// The full-move number people count (by default the FEN's last field, where every
    /// 8x8 dialect keeps it; variants whose FEN ends otherwise override this).
    fn fullmove_number(&self) -> u32 {
        self.fen().split_whitespace().last().and_then(|n| n.parse().ok()).unwrap_or(1)
    }
    /// The player who makes the next ply.
    fn side_to_move(&self) -> Color;
    /// Clears `moves` and fills it with every legal move.
    fn legal_moves(&self, moves: &mut MoveList<Self::Move>);
    /// Clears `moves` and fills it with the legal tactical moves (see `is_tactical`), in the
    /// order `legal_moves` gives them; variants may generate these without the quiet ones.
    fn tactical_moves(&self, moves: &mut MoveList<Self::Move>) {
        self.legal_moves(moves);
        moves.retain(|&m| self.is_tactical(m));
    }
    /// The number of legal moves (perft's bulk count); variants may count without listing.
    fn count_legal_moves(&self) -> u64 {
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves.len() as u64
    }
    /// The position after the legal move `m`.
    fn play(&self, m: Self::Move) -> Self;
    /// Whether the side to move is in check.
    fn in_check(&self) -> bool;
    /// Zobrist hash of everything that decides repetitions.
    fn hash(&self) -> u64;
    /// Plies since the last irreversible move (capture, pawn move...); positions further
    /// back cannot repeat.
    fn halfmove_clock(&self) -> u32;
    /// Plies without capture or pawn move after which the game is drawn.
    fn move_rule_plies() -> u32 {
        100
    }
    /// How often a position must occur for a draw by repetition.
    fn repetitions_for_draw() -> usize {
        3
    }
    /// The outcome decided by this position alone (mate, stalemate, move rule, material);
    /// repetitions need the game history: see [`crate::core::Game`]. By default, what every
    /// variant shares: [`mate_or_move_rule`].
    fn outcome(&self) -> Option<Outcome> {
        mate_or_move_rule(self)
    }

    /// Reads a move in coordinate notation (UCI/XBoard), checking that it is legal.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Writes a move in coordinate notation.
    fn move_text(&self, m: Self::Move) -> String;
    /// Reads a move in SAN, checking that it is legal.
    fn parse_san(&self, text: &str) -> Result<Self::Move, MoveError>;
    /// Writes a legal move in SAN, with `+`/`#` marks.
    fn san(&self, m: Self::Move) -> String;
    /// Whether the move captures something.
    fn is_capture(&self, m: Self::Move) -> bool;
    /// Whether the move changes material (captures, promotions): quiescence searches these.
    fn is_tactical(&self, m: Self::Move) -> bool;
    /// False only if `m` surely does not give check, so the search can prune it without
    /// making it; true when unsure (the default: always).
    fn may_give_check(&self, _m: Self::Move) -> bool {
        true
    }

    /// Whether XBoard 4.9.1 corrupts the game when an engine sends this move (S-Chess castling
    /// with gating on the rook's square); the CECP driver leaves such moves out unless asked.
    fn unsafe_for_xboard(&self, _m: Self::Move) -> bool {
        false
    }
    /// How XBoard carries `m` in an engine-defined variant (docs/protocols.md §4): the ways
    /// to write it, best first, each with the letter XBoard should show on the move's `to`
    /// square afterwards (None: nothing). Only variants with an XBoard `setup` use this.
    fn xboard_moves(&self, _m: Self::Move) -> Vec<XbForm> {
        Vec::new()
    }
    /// Reads the FEN XBoard sends in `setboard` (its own dialect for engine-defined variants).
    fn from_xboard_fen(variant: Variant, fen: &str) -> Result<Self, FenError> {
        Self::from_fen(variant, fen)
    }
    /// A board diagram for people (with hands and side to move).
    fn diagram(&self) -> String {
        self.fen()
    }

    // What the search needs beyond the rules.

    /// Static evaluation in centipawns from the side to move's view.
    fn evaluate(&self) -> i32;
    /// The static evaluation term by term, for people (UCI `eval`), where the variant has one.
    fn eval_table(&self) -> Option<String> {
        None
    }
    /// The same position with the turn passed (null-move pruning), where the variant allows it.
    fn null_move(&self) -> Option<Self> {
        None
    }
    /// A number that tells `m` apart from the other legal moves of this position (hash-move
    /// and history keys). Its low 12 bits should spread moves well (from and to squares).
    fn move_code(m: Self::Move) -> u32;
    /// The moving piece and its destination, below [`PIECE_TO_KEYS`]: the key of the
    /// continuation history, which learns which reply follows which move. By default the
    /// move code's low bits, for variants that do not say.
    fn piece_to_key(&self, m: Self::Move) -> usize {
        Self::move_code(m) as usize % PIECE_TO_KEYS
    }
    /// Material `m` wins at once: the captured piece plus any promotion gain.
    fn capture_gain(&self, m: Self::Move) -> i32;
    /// The value of the piece that moves (the "least valuable attacker" of MVV-LVA).
    fn mover_value(&self, m: Self::Move) -> i32;
    /// Static exchange evaluation: whether `m` wins at least `threshold` after the best
    /// sequence of recaptures on its square (https://www.chessprogramming.org/Static_Exchange_Evaluation).
    fn see_ge(&self, m: Self::Move, threshold: i32) -> bool {
        self.capture_gain(m) >= threshold
    }
    /// A key of the position's slow-changing structure (pawns, pieces in hand) under which
    /// the search learns how far off the static evaluation tends to be (correction history).
    fn correction_key(&self) -> Option<u64> {
        None
    }
    /// Whether the side to move has pieces besides king and pawns (a zugzwang guard).
    fn has_non_pawn_material(&self) -> bool {
        true
    }
}

/// Checkmate or stalemate when the side to move has no legal move, a draw by the move rule
/// when the clock has run out: the end every variant shares.
pub fn mate_or_move_rule<P: Rules>(pos: &P) -> Option<Outcome> {
    if pos.count_legal_moves() == 0 {
        return Some(if pos.in_check() {
            Outcome::Win { winner: pos.side_to_move().other(), reason: WinReason::Checkmate }
        } else {
            Outcome::Draw(DrawReason::Stalemate)
        });
    }
    (pos.halfmove_clock() >= P::move_rule_plies()).then_some(Outcome::Draw(DrawReason::MoveRule))
}

/// Counts the leaf nodes of the legal move tree to `depth` (https://www.chessprogramming.org/Perft).
pub fn perft<P: Rules>(pos: &P, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            moves.iter().map(|&m| perft(&pos.play(m), depth - 1)).sum()
        }
    }
}
