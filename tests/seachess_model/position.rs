//! The Seachess position as plain data — a 12x12 array with 16 holes, a mine map and a list of
//! submerged submarines — and its SeaFEN reader and writer (docs/variants/seachess.md, 1.1 and 7.1).

use std::collections::BTreeMap;

/// A square. Fields are in (rank, file) order so that the derived order is "rank, then file",
/// the order SeaFEN lists mines and submerged subs in.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Sq {
    /// Rank index: 0 = rank 1 … 11 = rank 12.
    pub y: i32,
    /// File index: 0 = a … 11 = l.
    pub x: i32,
}

/// Does the square (x, y) exist? Ranks 3-10 have all twelve files; ranks 1, 2, 11 and 12 only c-j.
pub fn exists(x: i32, y: i32) -> bool {
    (0..12).contains(&x) && (0..12).contains(&y) && ((2..=9).contains(&y) || (2..=9).contains(&x))
}

impl Sq {
    /// The square `(dx, dy)` away, if it exists.
    pub fn offset(self, dx: i32, dy: i32) -> Option<Sq> {
        let (x, y) = (self.x + dx, self.y + dy);
        exists(x, y).then_some(Sq { x, y })
    }

    /// Every existing square, rank 1 first.
    pub fn all() -> Vec<Sq> {
        let mut out = Vec::new();
        for y in 0..12 {
            for x in 0..12 {
                if exists(x, y) {
                    out.push(Sq { x, y });
                }
            }
        }
        out
    }

    pub fn name(self) -> String {
        format!("{}{}", (b'a' + self.x as u8) as char, self.y + 1)
    }

    /// Reads a square name such as `e5` or `l12`; the square must exist.
    pub fn parse(text: &str) -> Result<Sq, String> {
        let mut chars = text.chars();
        let file = chars.next().ok_or("empty square")?;
        let rank_text = chars.as_str();
        if !('a'..='l').contains(&file) {
            return Err(format!("bad file in square {text:?}"));
        }
        if rank_text.is_empty() || rank_text.starts_with('0') || !rank_text.chars().all(|c| c.is_ascii_digit()) {
            return Err(format!("bad rank in square {text:?}"));
        }
        let rank: i32 = rank_text.parse().map_err(|_| format!("bad rank in square {text:?}"))?;
        let (x, y) = (file as i32 - 'a' as i32, rank - 1);
        if !exists(x, y) {
            return Err(format!("square {text:?} does not exist"));
        }
        Ok(Sq { x, y })
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The rank step of "forward" for this side's boats.
    pub fn forward(self) -> i32 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// The torpedo boat's facing before its first move: toward the enemy.
    pub fn forward_facing(self) -> Facing {
        match self {
            Color::White => Facing::N,
            Color::Black => Facing::S,
        }
    }

    /// Is `sq` in this side's haven (White c1-j2, Black c11-j12)?
    pub fn in_own_haven(self, sq: Sq) -> bool {
        match self {
            Color::White => sq.y <= 1,
            Color::Black => sq.y >= 10,
        }
    }

    /// The rank index of this side's back rank (castling rank).
    pub fn back_rank(self) -> i32 {
        match self {
            Color::White => 0,
            Color::Black => 11,
        }
    }
}

/// A torpedo boat's facing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Facing {
    N,
    E,
    S,
    W,
}

impl Facing {
    /// The facing of a straight move by (dx, dy).
    pub fn of_move(dx: i32, dy: i32) -> Facing {
        match (dx.signum(), dy.signum()) {
            (0, 1) => Facing::N,
            (0, -1) => Facing::S,
            (1, 0) => Facing::E,
            (-1, 0) => Facing::W,
            _ => unreachable!("a torpedo boat only moves straight"),
        }
    }

    /// The two forward diagonals the torpedo runs along.
    pub fn diagonals(self) -> [(i32, i32); 2] {
        match self {
            Facing::N => [(1, 1), (-1, 1)],
            Facing::E => [(1, 1), (1, -1)],
            Facing::S => [(1, -1), (-1, -1)],
            Facing::W => [(-1, 1), (-1, -1)],
        }
    }

    fn letter(self) -> char {
        match self {
            Facing::N => 'n',
            Facing::E => 'e',
            Facing::S => 's',
            Facing::W => 'w',
        }
    }

    fn from_letter(c: char) -> Option<Facing> {
        match c {
            'n' => Some(Facing::N),
            'e' => Some(Facing::E),
            's' => Some(Facing::S),
            'w' => Some(Facing::W),
            _ => None,
        }
    }
}

/// A piece type with the state that type carries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Commando,
    Cruiser {
        loaded: bool,
    },
    Torpedo {
        loaded: bool,
        facing: Facing,
    },
    /// A surfaced submarine with its visible-turn counter V (0..=8).
    Sub {
        v: u8,
    },
    Destroyer,
    Carrier {
        aloft: bool,
    },
    Boat,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    /// A freshly created piece of the given promotion letter (c t s d a): loaded, facing forward,
    /// V = 0, aircraft at home.
    pub fn fresh(color: Color, letter: char) -> Piece {
        let kind = match letter {
            'c' => Kind::Cruiser { loaded: true },
            't' => Kind::Torpedo { loaded: true, facing: color.forward_facing() },
            's' => Kind::Sub { v: 0 },
            'd' => Kind::Destroyer,
            'a' => Kind::Carrier { aloft: false },
            _ => unreachable!("promotion letters are c t s d a"),
        };
        Piece { color, kind }
    }
}

/// A submarine under the board: owner, square and remaining invisible turns R.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Submerged {
    pub color: Color,
    pub sq: Sq,
    pub r: u8,
}

/// Castling rights, in SeaFEN order C T c t.
pub const CASTLING_LETTERS: [char; 4] = ['C', 'T', 'c', 't'];

/// Index into the castling flags of (side, partner is the cruiser?).
pub fn castling_index(color: Color, with_cruiser: bool) -> usize {
    match (color, with_cruiser) {
        (Color::White, true) => 0,
        (Color::White, false) => 1,
        (Color::Black, true) => 2,
        (Color::Black, false) => 3,
    }
}

/// The full open-mode state.
#[derive(Clone, Debug)]
pub struct Position {
    /// `board[y][x]`: the surface piece on each square (holes are always `None`).
    pub board: [[Option<Piece>; 12]; 12],
    pub stm: Color,
    pub castling: [bool; 4],
    pub ep: Option<Sq>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Mine square -> owner.
    pub mines: BTreeMap<Sq, Color>,
    pub subs: Vec<Submerged>,
}

impl Position {
    pub fn at(&self, sq: Sq) -> Option<Piece> {
        self.board[sq.y as usize][sq.x as usize]
    }

    pub fn set(&mut self, sq: Sq, piece: Option<Piece>) {
        self.board[sq.y as usize][sq.x as usize] = piece;
    }

    pub fn mined(&self, sq: Sq) -> bool {
        self.mines.contains_key(&sq)
    }

    /// No surface piece and no mine: a path may pass over this square.
    pub fn is_free(&self, sq: Sq) -> bool {
        self.at(sq).is_none() && !self.mined(sq)
    }

    /// Does `color` have a submerged sub on `sq`?
    pub fn has_submerged(&self, color: Color, sq: Sq) -> bool {
        self.subs.iter().any(|s| s.color == color && s.sq == sq)
    }

    /// Every surface piece with its square, rank 1 first.
    pub fn pieces(&self) -> Vec<(Sq, Piece)> {
        Sq::all().into_iter().filter_map(|sq| self.at(sq).map(|p| (sq, p))).collect()
    }

    /// Surface pieces plus submerged subs: a ply removed something iff this went down.
    pub fn piece_count(&self) -> usize {
        self.pieces().len() + self.subs.len()
    }

    /// Reads a SeaFEN (all eight fields).
    pub fn from_fen(fen: &str) -> Result<Position, String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.len() != 8 {
            return Err(format!("SeaFEN needs 8 fields, got {}", fields.len()));
        }
        let mut pos = Position {
            board: [[None; 12]; 12],
            stm: Color::White,
            castling: [false; 4],
            ep: None,
            halfmove: 0,
            fullmove: 1,
            mines: BTreeMap::new(),
            subs: Vec::new(),
        };
        parse_board(&mut pos, fields[0])?;
        pos.stm = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(format!("bad side to move {other:?}")),
        };
        if fields[2] != "-" {
            for c in fields[2].chars() {
                let i = CASTLING_LETTERS.iter().position(|&l| l == c).ok_or(format!("bad castling letter {c:?}"))?;
                if pos.castling[i] {
                    return Err(format!("castling letter {c:?} repeated"));
                }
                pos.castling[i] = true;
            }
        }
        pos.ep = if fields[3] == "-" { None } else { Some(Sq::parse(fields[3])?) };
        pos.halfmove = fields[4].parse().map_err(|_| format!("bad halfmove clock {:?}", fields[4]))?;
        pos.fullmove = fields[5].parse().map_err(|_| format!("bad move number {:?}", fields[5]))?;
        if fields[6] != "-" {
            for item in fields[6].split(',') {
                let color = match item.chars().next() {
                    Some('M') => Color::White,
                    Some('m') => Color::Black,
                    _ => return Err(format!("bad mine {item:?}")),
                };
                let sq = Sq::parse(&item[1..])?;
                if pos.mines.insert(sq, color).is_some() {
                    return Err(format!("two mines on {}", sq.name()));
                }
            }
        }
        if fields[7] != "-" {
            for item in fields[7].split(',') {
                let color = match item.chars().next() {
                    Some('S') => Color::White,
                    Some('s') => Color::Black,
                    _ => return Err(format!("bad submerged sub {item:?}")),
                };
                let (sq_text, r_text) = item[1..].split_once(':').ok_or(format!("bad submerged sub {item:?}"))?;
                let sq = Sq::parse(sq_text)?;
                let r: u8 = r_text.parse().map_err(|_| format!("bad R in {item:?}"))?;
                if r > 3 {
                    return Err(format!("R above 3 in {item:?}"));
                }
                if pos.has_submerged(color, sq) {
                    return Err(format!("two submerged subs of one side on {}", sq.name()));
                }
                if pos.mined(sq) {
                    return Err(format!("a mine and a submerged sub on {}", sq.name()));
                }
                pos.subs.push(Submerged { color, sq, r });
            }
        }
        Ok(pos)
    }

    /// Writes the canonical SeaFEN.
    pub fn to_fen(&self) -> String {
        let mut ranks = Vec::new();
        for y in (0..12).rev() {
            let mut text = String::new();
            let mut empty = 0;
            for x in (0..12).filter(|&x| exists(x, y)) {
                match self.at(Sq { x, y }) {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text += &empty.to_string();
                            empty = 0;
                        }
                        text += &piece_text(piece);
                    }
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            ranks.push(text);
        }
        let castling: String = (0..4).filter(|&i| self.castling[i]).map(|i| CASTLING_LETTERS[i]).collect();
        let mines: Vec<String> = [Color::White, Color::Black]
            .into_iter()
            .flat_map(|color| {
                let letter = if color == Color::White { 'M' } else { 'm' };
                self.mines
                    .iter()
                    .filter(move |(_, c)| **c == color)
                    .map(move |(sq, _)| format!("{letter}{}", sq.name()))
            })
            .collect();
        let mut subs = self.subs.clone();
        subs.sort_by_key(|s| (s.color == Color::Black, s.sq));
        let subs: Vec<String> = subs
            .iter()
            .map(|s| format!("{}{}:{}", if s.color == Color::White { 'S' } else { 's' }, s.sq.name(), s.r))
            .collect();
        let dash_if_empty = |s: String| if s.is_empty() { "-".to_string() } else { s };
        format!(
            "{} {} {} {} {} {} {} {}",
            ranks.join("/"),
            if self.stm == Color::White { 'w' } else { 'b' },
            dash_if_empty(castling),
            self.ep.map_or("-".to_string(), Sq::name),
            self.halfmove,
            self.fullmove,
            dash_if_empty(mines.join(",")),
            dash_if_empty(subs.join(","))
        )
    }
}

/// A piece letter with its state suffix, if any.
fn piece_text(piece: Piece) -> String {
    let (letter, suffix) = match piece.kind {
        Kind::Commando => ('k', String::new()),
        Kind::Cruiser { loaded } => ('c', if loaded { String::new() } else { "{-}".to_string() }),
        Kind::Torpedo { loaded, facing } => {
            let suffix = if loaded && facing == piece.color.forward_facing() {
                String::new()
            } else {
                format!("{{{}{}}}", facing.letter(), if loaded { "" } else { "-" })
            };
            ('t', suffix)
        }
        Kind::Sub { v } => ('s', if v > 0 { format!("{{{v}}}") } else { String::new() }),
        Kind::Destroyer => ('d', String::new()),
        Kind::Carrier { aloft } => ('a', if aloft { "{f}".to_string() } else { String::new() }),
        Kind::Boat => ('b', String::new()),
    };
    let letter = if piece.color == Color::White { letter.to_ascii_uppercase() } else { letter };
    format!("{letter}{suffix}")
}

/// Reads the board field: ranks 12 down to 1, each listing only its existing squares.
fn parse_board(pos: &mut Position, text: &str) -> Result<(), String> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 12 {
        return Err(format!("board needs 12 ranks, got {}", ranks.len()));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let y = 11 - i as i32;
        let files: Vec<i32> = (0..12).filter(|&x| exists(x, y)).collect();
        let mut next = 0; // index into `files`
        let chars: Vec<char> = rank_text.chars().collect();
        let mut j = 0;
        while j < chars.len() {
            let c = chars[j];
            if c.is_ascii_digit() {
                let start = j;
                while j < chars.len() && chars[j].is_ascii_digit() {
                    j += 1;
                }
                let run: usize = chars[start..j].iter().collect::<String>().parse().map_err(|_| "bad digit run")?;
                if run == 0 || run > 12 {
                    return Err(format!("bad run of {run} empty squares in rank {}", y + 1));
                }
                next += run;
                continue;
            }
            let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
            j += 1;
            let mut suffix = None;
            if j < chars.len() && chars[j] == '{' {
                let end = chars[j..].iter().position(|&c| c == '}').ok_or("unclosed '{'")? + j;
                suffix = Some(chars[j + 1..end].iter().collect::<String>());
                j = end + 1;
            }
            let kind = parse_piece(c.to_ascii_lowercase(), color, suffix.as_deref())?;
            if next >= files.len() {
                return Err(format!("rank {} is too long", y + 1));
            }
            pos.set(Sq { x: files[next], y }, Some(Piece { color, kind }));
            next += 1;
        }
        if next != files.len() {
            return Err(format!("rank {} has {} squares, not {}", y + 1, next, files.len()));
        }
    }
    Ok(())
}

fn parse_piece(letter: char, color: Color, suffix: Option<&str>) -> Result<Kind, String> {
    let bad = || format!("bad state {suffix:?} for piece {letter:?}");
    Ok(match (letter, suffix) {
        ('k', None) => Kind::Commando,
        ('d', None) => Kind::Destroyer,
        ('b', None) => Kind::Boat,
        ('c', None) => Kind::Cruiser { loaded: true },
        ('c', Some("-")) => Kind::Cruiser { loaded: false },
        ('t', None) => Kind::Torpedo { loaded: true, facing: color.forward_facing() },
        ('t', Some(s)) => {
            let mut chars = s.chars();
            let facing = chars.next().and_then(Facing::from_letter).ok_or_else(bad)?;
            let loaded = match chars.as_str() {
                "" => true,
                "-" => false,
                _ => return Err(bad()),
            };
            Kind::Torpedo { loaded, facing }
        }
        ('s', None) => Kind::Sub { v: 0 },
        ('s', Some(s)) => {
            let v: u8 = s.parse().map_err(|_| bad())?;
            if v > 8 || s.len() != 1 {
                return Err(bad());
            }
            Kind::Sub { v }
        }
        ('a', None) => Kind::Carrier { aloft: false },
        ('a', Some("f")) => Kind::Carrier { aloft: true },
        ('k' | 'd' | 'b' | 'c' | 'a', Some(_)) => return Err(bad()),
        _ => return Err(format!("unknown piece letter {letter:?}")),
    })
}
