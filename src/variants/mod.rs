//! The variant registry: names, and a macro that runs generic code on the right position type.

pub mod aquachess;
pub mod board8;
pub mod chess;
pub mod quake;
pub mod seachess;
pub mod seirawan;
pub mod underworld;

use std::fmt;
use std::str::FromStr;

/// Every variant Nereid plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Standard chess.
    Chess,
    /// Chess960 (Fischer random chess).
    Chess960,
    /// Seirawan Chess (S-Chess).
    Seirawan,
    /// S-Chess with Chess960 start positions and castling.
    Seirawan960,
    /// Underworld Chess: a World and an Underworld board, Circe-like rebirths.
    Underworld,
    /// Seachess (open mode): a naval variant on 128 squares with mines and submarines.
    Seachess,
    /// Seachess with hidden moves: mines and submerged submarines unseen by the opponent.
    SeachessHidden,
    /// Aquachess: three stacked 8x8 boards (Sea, Waves, Air) and 21 piece kinds.
    Aquachess,
    /// Quake Chess with the hunter/carrier pieces: a 46-cell board the kings shift, drops.
    Quake,
    /// Quake Chess with orthodox pieces (rook, bishop, knight; no queen).
    QuakeDf,
}

impl Variant {
    /// All variants, in the order `nereid variants` lists them.
    pub const ALL: [Variant; 10] = [
        Variant::Seirawan,
        Variant::Seirawan960,
        Variant::Chess,
        Variant::Chess960,
        Variant::Underworld,
        Variant::Seachess,
        Variant::SeachessHidden,
        Variant::Aquachess,
        Variant::Quake,
        Variant::QuakeDf,
    ];

    /// The name used on the command line and in `UCI_Variant`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Chess960 => "chess960",
            Variant::Seirawan => "seirawan",
            Variant::Seirawan960 => "seirawan960",
            Variant::Underworld => "underworld",
            Variant::Seachess => "seachess",
            Variant::SeachessHidden => "seachess-hidden",
            Variant::Aquachess => "aquachess",
            Variant::Quake => "quake",
            Variant::QuakeDf => "quakedf",
        }
    }

    /// One line for `nereid variants`.
    pub fn description(self) -> &'static str {
        match self {
            Variant::Chess => "standard chess",
            Variant::Chess960 => "Chess960 / Fischer random chess",
            Variant::Seirawan => "Seirawan Chess (S-Chess): Hawk and Elephant gated from hand",
            Variant::Seirawan960 => "S-Chess960: S-Chess with Chess960 start positions",
            Variant::Underworld => "Underworld Chess: World and Underworld boards, captured pieces reborn below",
            Variant::Seachess => "Seachess (open mode): 128-square sea, mines, torpedoes, submarines, aircraft",
            Variant::SeachessHidden => {
                "Seachess with hidden moves: a referee keeps the secrets, each side sees its view"
            }
            Variant::Aquachess => "Aquachess: three stacked boards (Sea, Waves, Air), 21 piece kinds",
            Variant::Quake => "Quake Chess: 46 cells the kings shift, drops; hunter/carrier pieces",
            Variant::QuakeDf => "Quake Chess with orthodox pieces (rook, bishop, knight)",
        }
    }

    /// How XBoard 4.9.1 shows the variant when it does not know it (docs/protocols.md §4):
    /// None for the variants XBoard knows (chess, Chess960, S-Chess) and those it cannot show.
    pub fn xboard_setup(self) -> Option<XboardSetup> {
        match self {
            Variant::Seachess => Some(XboardSetup {
                name: "seachess",
                pieces: "BSDCAT......UK",
                files: 12,
                ranks: 12,
                fen: "**csdakdst**/**bbbbbbbb**/12/12/12/12/12/12/12/12/**BBBBBBBB**/**CSDAKDST** w - - 0 1",
            }),
            Variant::Aquachess => Some(XboardSetup {
                name: "aquachess",
                // XBoard's piece types by index: Pawn, Knight (Seahorse), Bishop (Ship), Rook
                // (Whale), Queen, Ferz (Sparrow), Alfil (Goose), Angel (Griffin), Marshall
                // (Raven), Man (Jellyfish), Cannon (Manta), Nightrider (Pegasus), Dragon,
                // Falcon, Lance (Fish), Cobra (Octopus), Sword (Swordfish), Amazon (Sphinx),
                // Dolphin, Claw (Crab); the last letter is the King.
                pieces: "PHSWQVEYR.JMN.G..LFO..X......A...........D.CK",
                files: 16,
                ranks: 16,
                fen: "********yrlaglry/********vvneenvv/********8/********8/********8/********8/********VVNEENVV/********YRLAGLRY/ohxmmxhowdsqksdw/jcffffcjpppppppp/16/16/16/16/JCFFFFCJPPPPPPPP/OHXMMXHOWDSQKSDW w - - 0 1",
            }),
            _ => None,
        }
    }

    /// Whether the variant's positions are written in a notation of Nereid's own (UWF, SeaFEN,
    /// AQF, QFEN), so that PGN always carries the start position in its `FEN` tag.
    pub fn own_notation(self) -> bool {
        matches!(
            self,
            Variant::Underworld
                | Variant::Seachess
                | Variant::SeachessHidden
                | Variant::Aquachess
                | Variant::Quake
                | Variant::QuakeDf
        )
    }

    /// Whether castling follows the Chess960 rules (king-takes-rook notation).
    pub fn is_960(self) -> bool {
        matches!(self, Variant::Chess960 | Variant::Seirawan960)
    }
}

/// What XBoard needs to show an engine-defined variant: its `setup` command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct XboardSetup {
    /// The name XBoard uses (`variant NAME`).
    pub name: &'static str,
    /// White's half of the piece-to-char table: the i-th letter takes the image of XBoard's
    /// i-th piece type (pawn, knight, bishop, rook, queen, ...), the last is the king. Black's
    /// half is the same in lower case.
    pub pieces: &'static str,
    /// Frame width.
    pub files: usize,
    /// Frame height.
    pub ranks: usize,
    /// The start position as an XBoard FEN (`*` = hole).
    pub fen: &'static str,
}

impl XboardSetup {
    /// The `setup` command for the start position.
    pub fn command(&self) -> String {
        let table = format!("{}{}", self.pieces, self.pieces.to_ascii_lowercase());
        format!("setup ({table}) {}x{}+0_fairy {}", self.files, self.ranks, self.fen)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name nobody knows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown variant {0:?} (known: seirawan, seirawan960, chess, chess960, underworld, seachess, aquachess, quake, quakedf)"
)]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "chess" | "standard" | "normal" => Ok(Variant::Chess),
            "chess960" | "fischerandom" | "fischerrandom" | "960" => Ok(Variant::Chess960),
            "seirawan" | "s-chess" | "schess" => Ok(Variant::Seirawan),
            "seirawan960" | "schess960" | "s-chess960" => Ok(Variant::Seirawan960),
            "underworld" | "underworld-chess" => Ok(Variant::Underworld),
            "seachess" | "sea-chess" => Ok(Variant::Seachess),
            "seachess-hidden" | "seachesshidden" => Ok(Variant::SeachessHidden),
            "aquachess" | "aqua-chess" => Ok(Variant::Aquachess),
            "quake" | "quake-chess" => Ok(Variant::Quake),
            "quakedf" => Ok(Variant::QuakeDf),
            _ => Err(UnknownVariant(s.to_string())),
        }
    }
}

/// Runs `$body` with `$P` bound to the position type of `$variant`, so generic code
/// (`perft::<$P>`, `Search<$P>`) is monomorphised per variant.
#[macro_export]
macro_rules! with_variant {
    ($variant:expr, $P:ident => $body:expr) => {
        match $variant {
            $crate::variants::Variant::Chess | $crate::variants::Variant::Chess960 => {
                type $P = $crate::variants::chess::Chess;
                $body
            }
            $crate::variants::Variant::Seirawan | $crate::variants::Variant::Seirawan960 => {
                type $P = $crate::variants::seirawan::Seirawan;
                $body
            }
            $crate::variants::Variant::Underworld => {
                type $P = $crate::variants::underworld::Underworld;
                $body
            }
            $crate::variants::Variant::Seachess | $crate::variants::Variant::SeachessHidden => {
                type $P = $crate::variants::seachess::Seachess;
                $body
            }
            $crate::variants::Variant::Aquachess => {
                type $P = $crate::variants::aquachess::Aquachess;
                $body
            }
            $crate::variants::Variant::Quake | $crate::variants::Variant::QuakeDf => {
                type $P = $crate::variants::quake::Quake;
                $body
            }
        }
    };
}
