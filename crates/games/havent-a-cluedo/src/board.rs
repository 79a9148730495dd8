//! The board as data (ruling HC-2): the text map format, its parser and validator
//! (errors name the row and column), and movement on it (ruling HC-4): which
//! squares and rooms a roll reaches. The built-in map is `content/boards/imperial-manor.txt`.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

/// The built-in map of Imperial Manor.
pub const IMPERIAL_MANOR: &str = include_str!("../content/boards/imperial-manor.txt");

/// What one square of the grid is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Wall,
    Corridor,
    /// Inside room `n` (index in declaration order).
    Room(u8),
    /// A door of room `n`: part of the room, on its edge, entered from the
    /// corridor squares beside it.
    Door(u8),
}

/// Where a token stands, as the engine stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pos {
    /// A corridor square, by cell index (`row * width + col`).
    Square(u16),
    /// Inside a room, by room index.
    Room(u8),
}

/// A square or a room as players name it in JSON: `{"square":{"row":6,"col":2}}`
/// or `{"room":"Bar"}`. Room names are parsed case-insensitively.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Square { row: u8, col: u8 },
    Room(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Room {
    pub letter: char,
    pub name: String,
    /// Door cells, in row-major order.
    pub doors: Vec<u16>,
    /// Corridor squares beside its doors: where a token leaving it takes its first step.
    pub exits: Vec<u16>,
    /// The room at the other end of its secret passage.
    pub passage: Option<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    pub digit: u8,
    pub person: String,
    pub square: u16,
}

/// A validated board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub width: usize,
    pub height: usize,
    cells: Vec<Cell>,
    /// In declaration order.
    pub rooms: Vec<Room>,
    /// By digit, from 1.
    pub starts: Vec<Start>,
    /// For each cell: bit `r` set if room `r` is entered from it through a door.
    enter: Vec<u32>,
}

/// The board as a UI draws it, sent once per match: the grid rows in the map's
/// symbols (legend in docs/games/havent-a-cluedo.md), the rooms with their doors and
/// passages, and the start squares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardLayout {
    pub width: usize,
    pub height: usize,
    pub rows: Vec<String>,
    pub rooms: Vec<RoomLayout>,
    pub starts: Vec<StartLayout>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomLayout {
    pub letter: char,
    pub name: String,
    /// Door squares as (row, col).
    pub doors: Vec<(usize, usize)>,
    /// The room at the other end of its secret passage.
    pub passage: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartLayout {
    pub digit: u8,
    pub person: String,
    pub row: usize,
    pub col: usize,
}

/// Why a map was refused. Rows and columns count from 0, lines from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("line {line}: {message}")]
    Syntax { line: usize, message: String },
    #[error("the map has no rows (a line \"map\" followed by the grid is required)")]
    NoMap,
    #[error("row {row} is {width} squares wide, row 0 is {expected}")]
    RaggedRow {
        row: usize,
        width: usize,
        expected: usize,
    },
    #[error("unknown symbol {symbol:?} at row {row}, column {col}")]
    UnknownSymbol {
        row: usize,
        col: usize,
        symbol: char,
    },
    #[error("room letter {letter:?} at row {row}, column {col} is not declared by a \"room\" line")]
    UndeclaredRoom {
        letter: char,
        row: usize,
        col: usize,
    },
    #[error("the {name} (letter {letter}) has no squares on the map")]
    RoomNotOnMap { letter: char, name: String },
    #[error("the {name} is split: its square at row {row}, column {col} is not joined to the rest")]
    RoomSplit {
        name: String,
        row: usize,
        col: usize,
    },
    #[error(
        "the door of the {name} at row {row}, column {col} is not on the room's edge (no square of the room beside it)"
    )]
    DoorNotOnRoomEdge {
        name: String,
        row: usize,
        col: usize,
    },
    #[error("the door of the {name} at row {row}, column {col} opens onto no corridor square")]
    DoorOpensNowhere {
        name: String,
        row: usize,
        col: usize,
    },
    #[error("start square {digit} at row {row}, column {col} is not declared by a \"start\" line")]
    UndeclaredStart { digit: u8, row: usize, col: usize },
    #[error("start square {digit} ({person}) is not on the map")]
    StartNotOnMap { digit: u8, person: String },
    #[error("start square {digit} appears twice, again at row {row}, column {col}")]
    DuplicateStart { digit: u8, row: usize, col: usize },
    #[error(
        "start square {digit} ({person}) at row {row}, column {col} is not on a corridor: no corridor square beside it"
    )]
    StartNotOnCorridor {
        digit: u8,
        person: String,
        row: usize,
        col: usize,
    },
    #[error("the {name} cannot be reached from start square {digit} at row {row}, column {col}")]
    RoomUnreachable {
        name: String,
        digit: u8,
        row: usize,
        col: usize,
    },
}

const ORTHOGONAL: [(isize, isize); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
const DIAGONAL: [(isize, isize); 4] = [(-1, -1), (-1, 1), (1, 1), (1, -1)];

fn syntax(line: usize, message: impl Into<String>) -> BoardError {
    BoardError::Syntax {
        line,
        message: message.into(),
    }
}

impl Board {
    /// The built-in Imperial Manor board.
    pub fn imperial_manor() -> Board {
        Board::parse(IMPERIAL_MANOR).expect("the built-in board is valid")
    }

    /// Parses and validates a map (format in the header of `content/boards/imperial-manor.txt`).
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let mut rooms: Vec<Room> = Vec::new();
        let mut passages: Vec<(usize, char, char)> = Vec::new();
        let mut declared_starts: Vec<(u8, String)> = Vec::new();
        let mut grid: Option<Vec<&str>> = None;
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            if let Some(rows) = grid.as_mut() {
                if !raw.trim().is_empty() {
                    rows.push(raw.trim_end());
                }
                continue;
            }
            let line = raw.trim();
            if line.is_empty() || line.starts_with("//") {
                continue;
            }
            let (keyword, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
            let rest = rest.trim();
            match keyword {
                "map" if rest.is_empty() => grid = Some(Vec::new()),
                "room" => {
                    let (letter, name) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                    let mut chars = letter.chars();
                    let letter = match (chars.next(), chars.next()) {
                        (Some(c), None) if c.is_ascii_uppercase() => c,
                        _ => {
                            return Err(syntax(
                                line_no,
                                format!("a room letter is one of A-Z, not {letter:?}"),
                            ));
                        }
                    };
                    let name = name.trim();
                    if name.is_empty() {
                        return Err(syntax(line_no, format!("room {letter} has no name")));
                    }
                    if rooms.iter().any(|r| r.letter == letter) {
                        return Err(syntax(
                            line_no,
                            format!("room letter {letter} is declared twice"),
                        ));
                    }
                    if rooms.len() >= 26 {
                        return Err(syntax(line_no, "at most 26 rooms"));
                    }
                    rooms.push(Room {
                        letter,
                        name: name.to_owned(),
                        doors: Vec::new(),
                        exits: Vec::new(),
                        passage: None,
                    });
                }
                "passage" => {
                    let parts: Vec<&str> = rest.split_whitespace().collect();
                    let letters: Vec<char> =
                        parts.iter().filter_map(|p| p.chars().next()).collect();
                    if parts.len() != 2 || parts.iter().any(|p| p.chars().count() != 1) {
                        return Err(syntax(
                            line_no,
                            "a passage joins two room letters, e.g. \"passage A H\"",
                        ));
                    }
                    passages.push((line_no, letters[0], letters[1]));
                }
                "start" => {
                    let (digit, person) =
                        rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                    let digit = match digit.parse::<u8>() {
                        Ok(d @ 1..=9) => d,
                        _ => {
                            return Err(syntax(
                                line_no,
                                format!("a start square is a digit 1-9, not {digit:?}"),
                            ));
                        }
                    };
                    if person.trim().is_empty() {
                        return Err(syntax(
                            line_no,
                            format!("start square {digit} names no person"),
                        ));
                    }
                    if declared_starts.iter().any(|(d, _)| *d == digit) {
                        return Err(syntax(
                            line_no,
                            format!("start square {digit} is declared twice"),
                        ));
                    }
                    declared_starts.push((digit, person.trim().to_owned()));
                }
                _ => {
                    return Err(syntax(
                        line_no,
                        format!("expected room, passage, start or map, not {line:?}"),
                    ));
                }
            }
        }
        let rows = grid.filter(|g| !g.is_empty()).ok_or(BoardError::NoMap)?;
        for (line_no, x, y) in &passages {
            let find = |c: char| rooms.iter().position(|r| r.letter == c);
            let (Some(x), Some(y)) = (find(*x), find(*y)) else {
                return Err(syntax(
                    *line_no,
                    format!("passage {x} {y} names an undeclared room"),
                ));
            };
            if x == y {
                return Err(syntax(*line_no, "a passage joins two different rooms"));
            }
            if rooms[x].passage.is_some() || rooms[y].passage.is_some() {
                return Err(syntax(*line_no, "a room has at most one secret passage"));
            }
            rooms[x].passage = Some(y as u8);
            rooms[y].passage = Some(x as u8);
        }

        let width = rows[0].chars().count();
        let height = rows.len();
        if width * height > usize::from(u16::MAX) || width > 255 || height > 255 {
            return Err(syntax(0, "the map is too large (at most 255 x 255)"));
        }
        let mut cells = Vec::with_capacity(width * height);
        let mut start_cells: Vec<(u8, usize)> = Vec::new();
        for (row, line) in rows.iter().enumerate() {
            let w = line.chars().count();
            if w != width {
                return Err(BoardError::RaggedRow {
                    row,
                    width: w,
                    expected: width,
                });
            }
            for (col, symbol) in line.chars().enumerate() {
                let cell = match symbol {
                    '#' => Cell::Wall,
                    '.' => Cell::Corridor,
                    '1'..='9' => {
                        let digit = symbol as u8 - b'0';
                        if !declared_starts.iter().any(|(d, _)| *d == digit) {
                            return Err(BoardError::UndeclaredStart { digit, row, col });
                        }
                        if start_cells.iter().any(|(d, _)| *d == digit) {
                            return Err(BoardError::DuplicateStart { digit, row, col });
                        }
                        start_cells.push((digit, row * width + col));
                        Cell::Corridor
                    }
                    'A'..='Z' | 'a'..='z' => {
                        let letter = symbol.to_ascii_uppercase();
                        let Some(r) = rooms.iter().position(|r| r.letter == letter) else {
                            return Err(BoardError::UndeclaredRoom {
                                letter: symbol,
                                row,
                                col,
                            });
                        };
                        if symbol.is_ascii_uppercase() {
                            Cell::Room(r as u8)
                        } else {
                            Cell::Door(r as u8)
                        }
                    }
                    _ => return Err(BoardError::UnknownSymbol { row, col, symbol }),
                };
                cells.push(cell);
            }
        }
        declared_starts.sort();
        let mut starts = Vec::new();
        for (digit, person) in declared_starts {
            let Some(&(_, square)) = start_cells.iter().find(|(d, _)| *d == digit) else {
                return Err(BoardError::StartNotOnMap { digit, person });
            };
            starts.push(Start {
                digit,
                person,
                square: square as u16,
            });
        }
        let mut board = Board {
            width,
            height,
            cells,
            rooms,
            starts,
            enter: vec![0; width * height],
        };
        board.validate()?;
        Ok(board)
    }

    fn validate(&mut self) -> Result<(), BoardError> {
        let n = self.cells.len();
        // Doors on room edges, opening onto a corridor.
        for idx in 0..n {
            let Cell::Door(r) = self.cells[idx] else {
                continue;
            };
            let (row, col) = self.coords(idx);
            let name = self.rooms[usize::from(r)].name.clone();
            let own = self
                .orthogonal(idx)
                .any(|m| matches!(self.cells[m], Cell::Room(x) | Cell::Door(x) if x == r));
            if !own {
                return Err(BoardError::DoorNotOnRoomEdge { name, row, col });
            }
            let outside: Vec<usize> = self
                .orthogonal(idx)
                .filter(|m| self.cells[*m] == Cell::Corridor)
                .collect();
            if outside.is_empty() {
                return Err(BoardError::DoorOpensNowhere { name, row, col });
            }
            let room = &mut self.rooms[usize::from(r)];
            room.doors.push(idx as u16);
            for m in outside {
                self.enter[m] |= 1 << r;
                if !room.exits.contains(&(m as u16)) {
                    room.exits.push(m as u16);
                }
            }
        }
        for room in &mut self.rooms {
            room.exits.sort_unstable();
        }
        // Every room on the map and in one piece.
        for r in 0..self.rooms.len() {
            let in_room =
                |c: Cell| matches!(c, Cell::Room(x) | Cell::Door(x) if usize::from(x) == r);
            let members: Vec<usize> = (0..n).filter(|i| in_room(self.cells[*i])).collect();
            let Some(&first) = members.first() else {
                return Err(BoardError::RoomNotOnMap {
                    letter: self.rooms[r].letter,
                    name: self.rooms[r].name.clone(),
                });
            };
            let mut seen = vec![false; n];
            seen[first] = true;
            let mut queue = VecDeque::from([first]);
            while let Some(i) = queue.pop_front() {
                for m in self.orthogonal(i) {
                    if !seen[m] && in_room(self.cells[m]) {
                        seen[m] = true;
                        queue.push_back(m);
                    }
                }
            }
            if let Some(&cut) = members.iter().find(|i| !seen[**i]) {
                let (row, col) = self.coords(cut);
                return Err(BoardError::RoomSplit {
                    name: self.rooms[r].name.clone(),
                    row,
                    col,
                });
            }
        }
        // Start squares on corridors, and every room reachable from each of them.
        for start in &self.starts {
            let square = usize::from(start.square);
            let (row, col) = self.coords(square);
            if !self
                .orthogonal(square)
                .any(|m| self.cells[m] == Cell::Corridor)
            {
                return Err(BoardError::StartNotOnCorridor {
                    digit: start.digit,
                    person: start.person.clone(),
                    row,
                    col,
                });
            }
            let reached = self.reachable_rooms(square);
            if let Some(r) = (0..self.rooms.len()).find(|r| reached & (1 << r) == 0) {
                return Err(BoardError::RoomUnreachable {
                    name: self.rooms[r].name.clone(),
                    digit: start.digit,
                    row,
                    col,
                });
            }
        }
        Ok(())
    }

    /// Rooms reachable from a corridor square, ignoring tokens, as a bit set.
    fn reachable_rooms(&self, from: usize) -> u32 {
        let mut seen = vec![false; self.cells.len()];
        let mut rooms = 0u32;
        let mut queue = VecDeque::from([from]);
        seen[from] = true;
        while let Some(i) = queue.pop_front() {
            let mut entered = self.enter[i] & !rooms;
            rooms |= self.enter[i];
            // Leaving an entered room by its doors or its passage.
            while entered != 0 {
                let r = entered.trailing_zeros() as usize;
                entered &= entered - 1;
                if let Some(p) = self.rooms[r].passage
                    && rooms & (1 << p) == 0
                {
                    rooms |= 1 << p;
                    entered |= 1 << p;
                }
                for &e in &self.rooms[r].exits {
                    if !seen[usize::from(e)] {
                        seen[usize::from(e)] = true;
                        queue.push_back(usize::from(e));
                    }
                }
            }
            for m in self.orthogonal(i) {
                if !seen[m] && self.cells[m] == Cell::Corridor {
                    seen[m] = true;
                    queue.push_back(m);
                }
            }
        }
        rooms
    }

    /// The board for drawing.
    pub fn layout(&self) -> BoardLayout {
        let symbol = |idx: usize| match self.cells[idx] {
            Cell::Wall => '#',
            Cell::Corridor => match self.starts.iter().find(|s| usize::from(s.square) == idx) {
                Some(start) => char::from(b'0' + start.digit),
                None => '.',
            },
            Cell::Room(r) => self.rooms[usize::from(r)].letter,
            Cell::Door(r) => self.rooms[usize::from(r)].letter.to_ascii_lowercase(),
        };
        BoardLayout {
            width: self.width,
            height: self.height,
            rows: (0..self.height)
                .map(|row| {
                    (0..self.width)
                        .map(|col| symbol(row * self.width + col))
                        .collect()
                })
                .collect(),
            rooms: self
                .rooms
                .iter()
                .map(|room| RoomLayout {
                    letter: room.letter,
                    name: room.name.clone(),
                    doors: room
                        .doors
                        .iter()
                        .map(|d| self.coords(usize::from(*d)))
                        .collect(),
                    passage: room
                        .passage
                        .map(|p| self.rooms[usize::from(p)].name.clone()),
                })
                .collect(),
            starts: self
                .starts
                .iter()
                .map(|s| {
                    let (row, col) = self.coords(usize::from(s.square));
                    StartLayout {
                        digit: s.digit,
                        person: s.person.clone(),
                        row,
                        col,
                    }
                })
                .collect(),
        }
    }

    pub fn cell(&self, idx: usize) -> Cell {
        self.cells[idx]
    }

    pub fn coords(&self, idx: usize) -> (usize, usize) {
        (idx / self.width, idx % self.width)
    }

    /// The cell index of (row, col), if on the board.
    pub fn index(&self, row: usize, col: usize) -> Option<usize> {
        (row < self.height && col < self.width).then_some(row * self.width + col)
    }

    pub fn is_corridor(&self, idx: usize) -> bool {
        self.cells.get(idx) == Some(&Cell::Corridor)
    }

    fn step(&self, idx: usize, (dr, dc): (isize, isize)) -> Option<usize> {
        let (row, col) = self.coords(idx);
        let row = row.checked_add_signed(dr)?;
        let col = col.checked_add_signed(dc)?;
        self.index(row, col)
    }

    /// Orthogonal neighbours on the board.
    pub fn orthogonal(&self, idx: usize) -> impl Iterator<Item = usize> + '_ {
        ORTHOGONAL.iter().filter_map(move |d| self.step(idx, *d))
    }

    /// Diagonal neighbours a token may step to (ruling HC-8): a corridor square
    /// not reached by squeezing between two non-corridor squares.
    fn diagonal(&self, idx: usize) -> impl Iterator<Item = usize> + '_ {
        DIAGONAL.iter().filter_map(move |&(dr, dc)| {
            let to = self.step(idx, (dr, dc))?;
            let side_a = self.step(idx, (dr, 0)).is_some_and(|m| self.is_corridor(m));
            let side_b = self.step(idx, (0, dc)).is_some_and(|m| self.is_corridor(m));
            (self.is_corridor(to) && (side_a || side_b)).then_some(to)
        })
    }

    /// Rooms entered from this corridor square through a door, as a bit set.
    pub fn enter_mask(&self, idx: usize) -> u32 {
        self.enter.get(idx).copied().unwrap_or(0)
    }

    pub fn room_index(&self, name: &str) -> Option<u8> {
        if let Some(r) = self.rooms.iter().position(|r| r.name == name) {
            return Some(r as u8);
        }
        let wanted = crate::deck::normalize(name);
        self.rooms
            .iter()
            .position(|r| crate::deck::normalize(&r.name) == wanted)
            .map(|r| r as u8)
    }

    pub fn place(&self, pos: Pos) -> Place {
        match pos {
            Pos::Square(idx) => {
                let (row, col) = self.coords(usize::from(idx));
                Place::Square {
                    row: row as u8,
                    col: col as u8,
                }
            }
            Pos::Room(r) => Place::Room(self.rooms[usize::from(r)].name.clone()),
        }
    }

    /// The position a player names, if it is on this board.
    pub fn pos(&self, place: &Place) -> Option<Pos> {
        match place {
            Place::Square { row, col } => {
                let idx = self.index(usize::from(*row), usize::from(*col))?;
                self.is_corridor(idx).then_some(Pos::Square(idx as u16))
            }
            Place::Room(name) => self.room_index(name).map(Pos::Room),
        }
    }

    /// How a place is said in messages: "row 6, column 2" or "the Bar".
    pub fn describe(&self, place: &Place) -> String {
        match place {
            Place::Square { row, col } => format!("row {row}, column {col}"),
            Place::Room(name) => match self.room_index(name) {
                Some(r) => format!("the {}", self.rooms[usize::from(r)].name),
                None => format!("{name:?}"),
            },
        }
    }

    /// Can a token in room `r` take a first step out of it?
    pub fn can_leave(&self, r: u8, occupied: &[bool]) -> bool {
        self.rooms[usize::from(r)]
            .exits
            .iter()
            .any(|e| !occupied[usize::from(*e)])
    }

    /// Can a token on corridor square `idx` take any step (ruling HC-4)?
    pub fn can_step(&self, idx: usize, occupied: &[bool], diagonal: bool) -> bool {
        self.enter_mask(idx) != 0
            || self
                .orthogonal(idx)
                .any(|m| self.is_corridor(m) && !occupied[m])
            || (diagonal && self.diagonal(idx).any(|m| !occupied[m]))
    }

    /// Every destination of a roll (ruling HC-4): corridor squares reached in exactly
    /// `roll` steps, and rooms entered through a door after at most `roll` steps
    /// (entering ends the move). Steps are orthogonal (diagonal between corridor
    /// squares too if `diagonal`, ruling HC-8), never onto an occupied square, never
    /// twice onto the same square. A token in a room starts from one of its doors and
    /// may not re-enter the room it left. Sorted: squares in row-major order, then rooms.
    pub fn destinations(&self, from: Pos, roll: u8, occupied: &[bool], diagonal: bool) -> Vec<Pos> {
        let n = self.cells.len();
        let mut walk = Walk {
            board: self,
            roll,
            occupied,
            diagonal,
            visited: vec![false; n],
            squares: vec![false; n],
            rooms: 0,
        };
        let forbidden = match from {
            Pos::Square(idx) => {
                let idx = usize::from(idx);
                walk.visited[idx] = true;
                walk.walk(idx, 0);
                0
            }
            Pos::Room(r) => {
                for &e in &self.rooms[usize::from(r)].exits {
                    let e = usize::from(e);
                    if !occupied[e] {
                        walk.visited[e] = true;
                        walk.walk(e, 1);
                        walk.visited[e] = false;
                    }
                }
                1u32 << r
            }
        };
        let mut out: Vec<Pos> = (0..n)
            .filter(|i| walk.squares[*i])
            .map(|i| Pos::Square(i as u16))
            .collect();
        let rooms = walk.rooms & !forbidden;
        out.extend(
            (0..self.rooms.len())
                .filter(|r| rooms & (1 << r) != 0)
                .map(|r| Pos::Room(r as u8)),
        );
        out
    }

    /// Steps from each corridor square to the nearest square in front of a door
    /// of room `r` (0 there), ignoring tokens; `u16::MAX` if unreachable. For bots.
    pub fn distances_to_room(&self, r: u8) -> Vec<u16> {
        let mut dist = vec![u16::MAX; self.cells.len()];
        let mut queue = VecDeque::new();
        for &e in &self.rooms[usize::from(r)].exits {
            dist[usize::from(e)] = 0;
            queue.push_back(usize::from(e));
        }
        while let Some(i) = queue.pop_front() {
            for m in self.orthogonal(i) {
                if self.is_corridor(m) && dist[m] == u16::MAX {
                    dist[m] = dist[i] + 1;
                    queue.push_back(m);
                }
            }
        }
        dist
    }
}

/// The depth-first search behind `Board::destinations`.
struct Walk<'a> {
    board: &'a Board,
    roll: u8,
    occupied: &'a [bool],
    diagonal: bool,
    visited: Vec<bool>,
    squares: Vec<bool>,
    rooms: u32,
}

impl Walk<'_> {
    /// At corridor square `at` after `taken` steps.
    fn walk(&mut self, at: usize, taken: u8) {
        if taken == self.roll {
            self.squares[at] = true;
            return;
        }
        self.rooms |= self.board.enter_mask(at);
        let board = self.board;
        let mut next: [usize; 8] = [usize::MAX; 8];
        let mut count = 0;
        for m in board.orthogonal(at) {
            next[count] = m;
            count += 1;
        }
        if self.diagonal {
            for m in board.diagonal(at) {
                next[count] = m;
                count += 1;
            }
        }
        for &m in &next[..count] {
            if board.is_corridor(m) && !self.occupied[m] && !self.visited[m] {
                self.visited[m] = true;
                self.walk(m, taken + 1);
                self.visited[m] = false;
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn with_map(rows: &str) -> String {
        let header = IMPERIAL_MANOR.split("\nmap\n").next().unwrap_or_default();
        format!("{header}\nmap\n{rows}")
    }

    fn imperial_rows() -> Vec<String> {
        IMPERIAL_MANOR
            .split("\nmap\n")
            .nth(1)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    fn edited(edits: &[(usize, usize, char)]) -> String {
        let mut rows = imperial_rows();
        for &(row, col, symbol) in edits {
            let mut chars: Vec<char> = rows[row].chars().collect();
            chars[col] = symbol;
            rows[row] = chars.into_iter().collect();
        }
        with_map(&rows.join("\n"))
    }

    #[test]
    fn imperial_manor_is_valid() {
        let board = Board::imperial_manor();
        assert_eq!((board.width, board.height), (24, 25));
        assert_eq!(board.rooms.len(), 8);
        assert_eq!(board.starts.len(), 6);
        assert_eq!(board.rooms[0].name, "Bar");
        assert_eq!(board.rooms[0].passage, Some(7));
        assert_eq!(board.rooms[2].passage, Some(5));
        assert!(board.rooms.iter().all(|r| !r.doors.is_empty()));
        // Kingston's start square is the top of the left corridor.
        assert_eq!(board.coords(usize::from(board.starts[0].square)), (0, 7));
    }

    #[test]
    fn the_layout_redraws_the_map() {
        let layout = Board::imperial_manor().layout();
        assert_eq!(layout.rows, imperial_rows());
        assert_eq!(layout.rooms[0].doors, vec![(2, 5), (5, 2)]);
        assert_eq!(layout.rooms[0].passage.as_deref(), Some("Wine Cellar"));
        assert_eq!((layout.starts[5].row, layout.starts[5].col), (17, 0));
        let json = serde_json::to_string(&layout).unwrap();
        assert_eq!(serde_json::from_str::<BoardLayout>(&json).unwrap(), layout);
    }

    #[test]
    fn the_unchanged_helper_map_parses() {
        assert!(Board::parse(&edited(&[])).is_ok());
    }

    #[test]
    fn door_in_the_middle_of_nowhere_is_refused() {
        // A door of the Bar alone in the corridor.
        let err = Board::parse(&edited(&[(6, 10, 'a')])).unwrap_err();
        assert_eq!(
            err,
            BoardError::DoorNotOnRoomEdge {
                name: "Bar".into(),
                row: 6,
                col: 10
            }
        );
        assert!(err.to_string().contains("row 6, column 10"), "{err}");
    }

    #[test]
    fn door_inside_a_room_is_refused() {
        let err = Board::parse(&edited(&[(2, 2, 'a')])).unwrap_err();
        assert_eq!(
            err,
            BoardError::DoorOpensNowhere {
                name: "Bar".into(),
                row: 2,
                col: 2
            }
        );
    }

    #[test]
    fn unreachable_room_is_refused() {
        // Wall up both doors of the Rector's Study and remove its passage.
        let text = edited(&[(3, 18, 'C'), (5, 21, 'C')]).replace("passage C F\n", "");
        let err = Board::parse(&text).unwrap_err();
        assert!(
            matches!(err, BoardError::RoomUnreachable { ref name, digit: 1, row: 0, col: 7 } if name == "Rector's Study"),
            "{err}"
        );
    }

    #[test]
    fn start_square_walled_in_is_refused() {
        // Start 1 at (0, 7): wall its only corridor neighbour (1, 7).
        let err = Board::parse(&edited(&[(1, 7, '#')])).unwrap_err();
        assert!(
            matches!(
                err,
                BoardError::StartNotOnCorridor {
                    digit: 1,
                    row: 0,
                    col: 7,
                    ..
                }
            ),
            "{err}"
        );
        // Start square inside a room.
        let err = Board::parse(&edited(&[(7, 23, '#'), (11, 20, '3')])).unwrap_err();
        assert!(
            matches!(
                err,
                BoardError::StartNotOnCorridor {
                    digit: 3,
                    row: 11,
                    col: 20,
                    ..
                }
            ),
            "{err}"
        );
    }

    #[test]
    fn other_broken_maps_are_refused() {
        let err = Board::parse(&edited(&[(10, 10, '?')])).unwrap_err();
        assert_eq!(
            err,
            BoardError::UnknownSymbol {
                row: 10,
                col: 10,
                symbol: '?'
            }
        );
        let err = Board::parse(&edited(&[(10, 10, 'Q')])).unwrap_err();
        assert_eq!(
            err,
            BoardError::UndeclaredRoom {
                letter: 'Q',
                row: 10,
                col: 10
            }
        );
        let err = Board::parse(&edited(&[(12, 10, 'B')])).unwrap_err();
        assert!(
            matches!(err, BoardError::RoomSplit { ref name, row: 12, col: 10 } if name == "Library"),
            "{err}"
        );
        let err = Board::parse(&edited(&[(6, 12, '1')])).unwrap_err();
        assert_eq!(
            err,
            BoardError::DuplicateStart {
                digit: 1,
                row: 6,
                col: 12
            }
        );
        let err = Board::parse(&edited(&[(0, 16, '#')])).unwrap_err();
        assert!(
            matches!(err, BoardError::StartNotOnMap { digit: 2, .. }),
            "{err}"
        );
        let mut rows = imperial_rows();
        rows[4].push('.');
        let err = Board::parse(&with_map(&rows.join("\n"))).unwrap_err();
        assert_eq!(
            err,
            BoardError::RaggedRow {
                row: 4,
                width: 25,
                expected: 24
            }
        );
        assert_eq!(Board::parse("room A Bar\n").unwrap_err(), BoardError::NoMap);
        let err = Board::parse("room a Bar\nmap\nA\n").unwrap_err();
        assert!(matches!(err, BoardError::Syntax { line: 1, .. }), "{err}");
        let err = Board::parse(&IMPERIAL_MANOR.replace("passage A H", "passage A Z")).unwrap_err();
        assert!(err.to_string().contains("undeclared room"), "{err}");
    }

    #[test]
    fn mangled_maps_never_panic() {
        let mut rng = sleuth_core::SleuthRng::from_seed(9);
        let symbols = [
            '#', '.', 'A', 'a', 'H', 'h', 'Z', '1', '6', '9', ' ', '?', '\n',
        ];
        let mut accepted = 0;
        for _ in 0..400 {
            let mut text: Vec<char> = IMPERIAL_MANOR.chars().collect();
            for _ in 0..1 + rng.index(4) {
                let at = rng.index(text.len());
                match rng.index(3) {
                    0 => text[at] = symbols[rng.index(symbols.len())],
                    1 => {
                        text.remove(at);
                    }
                    _ => text.insert(at, symbols[rng.index(symbols.len())]),
                }
            }
            let text: String = text.into_iter().collect();
            match Board::parse(&text) {
                Ok(_) => accepted += 1,
                Err(err) => assert!(!err.to_string().is_empty()),
            }
        }
        assert!(accepted < 400);
    }

    #[test]
    fn exact_counts_on_an_open_corridor() {
        let board = Board::imperial_manor();
        let free = vec![false; board.width * board.height];
        let at = board.index(17, 10).unwrap();
        for roll in 1..=6u8 {
            let dests = board.destinations(Pos::Square(at as u16), roll, &free, false);
            for d in &dests {
                if let Pos::Square(s) = d {
                    let (r, c) = board.coords(usize::from(*s));
                    let manhattan = r.abs_diff(17) + c.abs_diff(10);
                    // Parity: an exact walk of `roll` steps ends at this parity.
                    assert_eq!(
                        manhattan % 2,
                        usize::from(roll) % 2,
                        "roll {roll} reached ({r},{c})"
                    );
                    assert!(manhattan <= usize::from(roll));
                }
            }
            assert!(!dests.contains(&Pos::Square(at as u16)));
        }
    }
}
