//! Board geometry for boards that are not 8x8: a rectangular frame of files and ranks in which
//! only some cells exist (Seachess: 12x12 with 16 holes; Quake Chess: 46 cells in a larger
//! frame; Aquachess: one 8x8 level per grid). Cells are numbered rank-major (rank 1 first,
//! files left to right within a rank), counting only the cells that exist, so a bit set over
//! the cells needs exactly as many bits as the board has cells, and every straight line on
//! the board visits its cells in strictly increasing (or decreasing) index order: the first
//! blocker along a ray is one trailing- or leading-zeros count away.
//!
//! The grid also names cells (`a1` .. `x24`: files are letters, ranks 1-based numbers) and
//! builds the attack tables of leapers and the rays of sliders from (file, rank) offsets,
//! generic over the bit-set type a variant chooses ([`BitSet`]). Variant-specific tables
//! (which leaps a piece has, which squares are havens) stay in the variant.

/// A set of cell indices, one bit per cell: what attack tables are made of.
pub trait BitSet: Copy {
    /// The set with no cell.
    const EMPTY: Self;
    /// The number of cells the set can hold.
    const CAPACITY: usize;
    /// Adds cell `index` (below [`BitSet::CAPACITY`]).
    fn insert(&mut self, index: usize);
}

impl BitSet for u64 {
    const EMPTY: Self = 0;
    const CAPACITY: usize = 64;
    #[inline]
    fn insert(&mut self, index: usize) {
        *self |= 1 << index;
    }
}

impl BitSet for u128 {
    const EMPTY: Self = 0;
    const CAPACITY: usize = 128;
    #[inline]
    fn insert(&mut self, index: usize) {
        *self |= 1 << index;
    }
}

impl<const N: usize> BitSet for [u64; N] {
    const EMPTY: Self = [0; N];
    const CAPACITY: usize = 64 * N;
    #[inline]
    fn insert(&mut self, index: usize) {
        self[index / 64] |= 1 << (index % 64);
    }
}

/// A (file, rank) offset: positive file is east (towards `l`), positive rank is north.
pub type Offset = (i32, i32);

/// The eight directions of queen lines: N, NE, E, SE, S, SW, W, NW.
pub const DIRECTIONS: [Offset; 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// A board shape: a `width` x `height` frame and the cells of it that exist.
#[derive(Debug, Clone)]
pub struct Grid {
    width: usize,
    height: usize,
    /// (file, rank) of each cell, by index.
    coords: Vec<(u8, u8)>,
    /// The index of each frame position (`rank * width + file`), if that cell exists.
    index: Vec<Option<u16>>,
}

impl Grid {
    /// A `width` x `height` frame (at most 26 files and 99 ranks) whose cell (file, rank),
    /// counted from 0, exists when `exists(file, rank)`.
    pub fn new(width: usize, height: usize, exists: impl Fn(usize, usize) -> bool) -> Grid {
        assert!(width <= 26 && height <= 99, "grid too large to name its cells");
        let mut coords = Vec::new();
        let mut index = vec![None; width * height];
        for rank in 0..height {
            for file in 0..width {
                if exists(file, rank) {
                    index[rank * width + file] = Some(coords.len() as u16);
                    coords.push((file as u8, rank as u8));
                }
            }
        }
        Grid { width, height, coords, index }
    }

    /// Number of files of the frame.
    pub fn width(&self) -> usize {
        self.width
    }
    /// Number of ranks of the frame.
    pub fn height(&self) -> usize {
        self.height
    }
    /// Number of cells that exist.
    pub fn len(&self) -> usize {
        self.coords.len()
    }
    /// Whether no cell exists.
    pub fn is_empty(&self) -> bool {
        self.coords.is_empty()
    }
    /// The cell at (file, rank), counted from 0, if it exists.
    pub fn cell(&self, file: i32, rank: i32) -> Option<usize> {
        if file < 0 || rank < 0 || file as usize >= self.width || rank as usize >= self.height {
            return None;
        }
        self.index[rank as usize * self.width + file as usize].map(usize::from)
    }
    /// (file, rank) of `cell`, counted from 0.
    pub fn coords(&self, cell: usize) -> (usize, usize) {
        let (f, r) = self.coords[cell];
        (f as usize, r as usize)
    }
    /// The cell `offset` away from `cell`, if it exists.
    pub fn step(&self, cell: usize, (df, dr): Offset) -> Option<usize> {
        let (f, r) = self.coords(cell);
        self.cell(f as i32 + df, r as i32 + dr)
    }
    /// The cells walked from `cell` (excluded) in `direction` until the board ends or a
    /// missing cell interrupts the line.
    pub fn ray(&self, cell: usize, direction: Offset) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(self.step(cell, direction), move |&c| self.step(c, direction))
    }
    /// The name of `cell`: file letter and 1-based rank, e.g. `l12`.
    pub fn name(&self, cell: usize) -> String {
        let (f, r) = self.coords(cell);
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }
    /// The cell named `text` (`a1`, `l12`), if the name is well formed and the cell exists.
    pub fn parse(&self, text: &str) -> Option<usize> {
        let mut chars = text.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let rank: i32 = digits.parse().ok()?;
        self.cell(file as i32 - 'a' as i32, rank - 1)
    }

    /// For each cell, the set of cells one of the `offsets` away (leaper attacks).
    pub fn leaper_table<B: BitSet>(&self, offsets: &[Offset]) -> Vec<B> {
        assert!(self.len() <= B::CAPACITY, "bit set too small for the grid");
        (0..self.len())
            .map(|cell| {
                let mut set = B::EMPTY;
                for &offset in offsets {
                    if let Some(to) = self.step(cell, offset) {
                        set.insert(to);
                    }
                }
                set
            })
            .collect()
    }
    /// For each cell, the set of cells on its ray in `direction` (slider attacks on an empty
    /// board).
    pub fn ray_table<B: BitSet>(&self, direction: Offset) -> Vec<B> {
        assert!(self.len() <= B::CAPACITY, "bit set too small for the grid");
        (0..self.len())
            .map(|cell| {
                let mut set = B::EMPTY;
                for to in self.ray(cell, direction) {
                    set.insert(to);
                }
                set
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holed() -> Grid {
        // 4x3 frame without its two lower corners.
        Grid::new(4, 3, |f, r| !(r == 0 && (f == 0 || f == 3)))
    }

    #[test]
    fn cells_are_rank_major_over_existing_cells() {
        let g = holed();
        assert_eq!(g.len(), 10);
        assert_eq!(g.cell(1, 0), Some(0));
        assert_eq!(g.cell(0, 1), Some(2));
        assert_eq!(g.cell(0, 0), None);
        assert_eq!(g.cell(4, 0), None);
        assert_eq!(g.coords(2), (0, 1));
        assert_eq!(g.name(9), "d3");
        assert_eq!(g.parse("d3"), Some(9));
        assert_eq!(g.parse("a1"), None);
        assert_eq!(g.parse("b01"), None);
        assert_eq!(g.parse("b"), None);
    }

    #[test]
    fn rays_stop_at_holes_and_increase_in_index() {
        let g = holed();
        let a2 = g.parse("a2").unwrap();
        let south_east: Vec<_> = g.ray(a2, (1, -1)).collect();
        assert_eq!(south_east, vec![g.parse("b1").unwrap()]);
        let a3 = g.parse("a3").unwrap();
        assert!(g.ray(a3, (0, -1)).collect::<Vec<_>>() == vec![a2]);
        let north_east: Vec<_> = g.ray(g.parse("b1").unwrap(), (1, 1)).collect();
        assert!(north_east.windows(2).all(|w| w[0] < w[1]));
        let table: Vec<u64> = g.ray_table((0, 1));
        assert_eq!(table[g.parse("c1").unwrap()], (1 << g.parse("c2").unwrap()) | (1 << g.parse("c3").unwrap()));
    }

    #[test]
    fn leapers_skip_missing_cells() {
        let g = holed();
        let knight: Vec<u128> =
            g.leaper_table(&[(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]);
        // From a3: b1 and c2 (the others fall off the frame).
        let a3 = g.parse("a3").unwrap();
        assert_eq!(knight[a3], (1 << g.parse("b1").unwrap()) | (1 << g.parse("c2").unwrap()));
        let wide: Vec<[u64; 2]> = g.leaper_table(&[(0, 1)]);
        assert_eq!(wide[0][0], 1 << g.parse("b2").unwrap());
    }
}
