//! A move as XBoard 4.9.1 carries it (docs/protocols.md §4, §5): from, to, at most one kill
//! square, and an optional suffix letter. Engine-defined variants (Seachess) express every
//! move in these terms so that XBoard can relay it and keep its own board close to the real
//! one: a capture from afar is a kill square with the mover returning to its square.
//!
//! Squares are (file, rank) counted from 0 in XBoard's rectangular frame and written as a
//! file letter and a 1-based rank, which may have two digits (`l12`).

use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};

/// The number XBoard gives its first rank: 1, or 0 when XBoard runs with `-rankOffset 1`
/// (the only way through XBoard 4.9.1's bug with moves from a 16th rank, docs/protocols.md
/// §4.9). Set by the CECP option `Ranks from 0`; one XBoard session per process.
static FIRST_RANK: AtomicU8 = AtomicU8::new(1);

/// Sets the number of XBoard's first rank (0 or 1).
pub fn set_first_rank(first: u8) {
    FIRST_RANK.store(first.min(1), Ordering::Relaxed);
}

fn first_rank() -> u8 {
    FIRST_RANK.load(Ordering::Relaxed)
}

/// A square of XBoard's frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct XbSquare {
    /// File from 0 (`a`).
    pub file: u8,
    /// Rank from 0 (`1`).
    pub rank: u8,
}

impl XbSquare {
    /// The square at (file, rank), both from 0.
    pub fn new(file: u8, rank: u8) -> XbSquare {
        XbSquare { file, rank }
    }

    /// The square named exactly `text` (`e4`, `l12`).
    pub fn parse(text: &str) -> Option<XbSquare> {
        XbSquare::read(text).filter(|(_, rest)| rest.is_empty()).map(|(s, _)| s)
    }

    /// Reads a square name at the start of `text`; returns it and the rest. XBoard's frame
    /// is at most 16x16, so files run `a`-`p` and ranks 1-16.
    fn read(text: &str) -> Option<(XbSquare, &str)> {
        let file = text.bytes().next().filter(|b| (b'a'..=b'p').contains(b))? - b'a';
        let digits = text[1..].bytes().take_while(u8::is_ascii_digit).count().min(2);
        let rank = text[1..1 + digits].parse::<u8>().ok()?.checked_sub(first_rank())?;
        (rank < 16).then(|| (XbSquare::new(file, rank), &text[1 + digits..]))
    }
}

impl fmt::Display for XbSquare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + first_rank())
    }
}

/// One move in XBoard's terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct XbMove {
    /// The square of the piece that moves.
    pub from: XbSquare,
    /// Where it ends (its own square for a capture-and-return or a move in place).
    pub to: XbSquare,
    /// A square whose occupant XBoard removes on the way (the first leg's target).
    pub kill: Option<XbSquare>,
    /// A lower-case letter after the move: a promotion, or a variant's mark (Seachess `s`).
    pub suffix: Option<char>,
}

impl XbMove {
    /// A one-leg move.
    pub fn plain(from: XbSquare, to: XbSquare) -> XbMove {
        XbMove { from, to, kill: None, suffix: None }
    }

    /// A two-leg move: to `kill`, capturing there, then on to `to`.
    pub fn via(from: XbSquare, kill: XbSquare, to: XbSquare) -> XbMove {
        XbMove { from, to, kill: Some(kill), suffix: None }
    }

    /// The same move with a suffix letter.
    pub fn with_suffix(self, suffix: char) -> XbMove {
        XbMove { suffix: Some(suffix), ..self }
    }

    /// Reads the forms an engine receives from XBoard: `e2e4`, `e2e4q`, the two-leg
    /// `j5h7,h7j5`, and the form XBoard 4.9.1 relays when the kill square is empty or holds
    /// the mover's own colour ("castling kludge", backend.c SendMoveToProgram): the whole
    /// move first, then the kill square and a meaningless square, `i12i12,h11j12`.
    pub fn parse(text: &str) -> Option<XbMove> {
        let (a, rest) = XbSquare::read(text)?;
        let (b, rest) = XbSquare::read(rest)?;
        let (m, rest) = match rest.strip_prefix(',') {
            None => (XbMove::plain(a, b), rest),
            Some(second) => {
                let (c, rest) = XbSquare::read(second)?;
                if b == c {
                    let (d, rest) = XbSquare::read(rest)?;
                    (XbMove::via(a, b, d), rest)
                } else {
                    // The relayed form's last square is the target's file plus or minus one,
                    // which can fall off the board (a backquote): only its shape is checked.
                    let digits = rest.get(1..)?.bytes().take_while(u8::is_ascii_digit).count();
                    if !rest.as_bytes()[0].is_ascii_graphic() || !(1..=2).contains(&digits) || rest.len() != 1 + digits
                    {
                        return None;
                    }
                    (XbMove { from: a, to: b, kill: Some(c), suffix: None }, "")
                }
            }
        };
        match rest.as_bytes() {
            [] => Some(m),
            [c] if c.is_ascii_alphabetic() => Some(m.with_suffix(c.to_ascii_lowercase() as char)),
            _ => None,
        }
    }
}

/// One way to carry a move through XBoard, and how XBoard's board should look after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct XbForm {
    /// The move as XBoard takes it.
    pub mv: XbMove,
    /// The letter (upper case) of what the move's `to` square should show afterwards; None
    /// for nothing.
    pub shows: Option<char>,
    /// The kill square only makes a move in place possible (XBoard refuses a null move) and
    /// must be empty on XBoard's board.
    pub quiet_kill: bool,
}

impl XbForm {
    /// A form that shows `shows` on its target.
    pub fn new(mv: XbMove, shows: Option<char>) -> XbForm {
        XbForm { mv, shows, quiet_kill: false }
    }
}

impl fmt::Display for XbMove {
    /// The form an engine sends: `e2e4`, `c11c12a`, or two legs `j5h7,h7j5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kill {
            None => write!(f, "{}{}", self.from, self.to)?,
            Some(k) => write!(f, "{}{k},{k}{}", self.from, self.to)?,
        }
        match self.suffix {
            Some(s) => write!(f, "{s}"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> XbSquare {
        XbSquare::read(name).unwrap().0
    }

    #[test]
    fn reads_and_writes_every_form() {
        for text in ["e2e4", "c11c12a", "j5h7,h7j5", "l12a1", "d4e6,e6e3", "d5b4s"] {
            assert_eq!(XbMove::parse(text).unwrap().to_string(), text);
        }
        let relayed = XbMove::parse("i12i12,h11j12").unwrap();
        assert_eq!(relayed, XbMove { from: sq("i12"), to: sq("i12"), kill: Some(sq("h11")), suffix: None });
        assert_eq!(relayed.to_string(), "i12h11,h11i12");
        assert_eq!(XbMove::parse("a5a5,b5`5").unwrap().to_string(), "a5b5,b5a5");
        assert_eq!(XbMove::parse("E2E4"), None);
        assert_eq!(XbMove::parse("e2e4Q").unwrap().suffix, Some('q'));
    }

    #[test]
    fn refuses_malformed_text() {
        for text in [
            "",
            "e2",
            "e2e",
            "e2e4,",
            "e2e4,e4",
            "q1a1",
            "a0a1",
            "a17a1",
            "e2e4qq",
            "e2e4,e4e5,e5e6",
            "é2e4",
            "a5a5,b5`",
            "a5a5,b5`5q",
            "a5a5,b5é5",
        ] {
            assert_eq!(XbMove::parse(text), None, "{text}");
        }
    }
}
