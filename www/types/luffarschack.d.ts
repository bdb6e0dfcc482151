// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `luffarschack`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<EndReason> | null, legal: Array<string>, ply: number } & BoardView;

/** The family's board view (also the `view` of a steps answer). */
export type View = BoardView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = Cell;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<Cell, BoardView>;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * The board as the renderer draws it.
 */
export type BoardView = { 
/**
 * The side of a bounded board, `None` for the endless paper.
 */
size: number | null, 
/**
 * Every mark, in move order.
 */
marks: Array<MarkView>, 
/**
 * The last move.
 */
lastMove: Cell | null, 
/**
 * The lines of the winning move (strike them through).
 */
winningLines: Array<Line>, 
/**
 * The rectangle the marks cover (`None` on empty paper): draw the paper round it.
 */
bounds: Bounds | null, 
/**
 * Whose turn it is (`None` once the game is over).
 */
toMove: Mark | null, 
/**
 * The seat the view is for, if any.
 */
seat: number | null, 
/**
 * Why the game ended.
 */
endReason: EndReason | null, 
/**
 * The fours and open threes on the paper.
 */
threats: Array<Threat>, 
/**
 * The opening rule limiting the next mark, if any (the first mark at the origin,
 * the Russian opening's centre and third mark).
 */
opening: OpeningLimit | null, };

/**
 * The smallest rectangle holding every mark.
 */
export type Bounds = { 
/**
 * Leftmost column with a mark.
 */
minX: number, 
/**
 * Lowest row with a mark.
 */
minY: number, 
/**
 * Rightmost column with a mark.
 */
maxX: number, 
/**
 * Highest row with a mark.
 */
maxY: number, };

/**
 * One cell of the paper: `x` grows to the right, `y` upwards. On a bounded board the
 * cells are `0..size` both ways, `a1` being `(0, 0)`. A move is the cell it marks.
 */
export type Cell = { 
/**
 * Column, to the right.
 */
x: number, 
/**
 * Row, upwards.
 */
y: number, };

/**
 * Why a finished game ended.
 */
export type EndReason = "fiveInARow" | "fullBoard";

/**
 * How a finished game ended, with why.
 */
export type GameResult<E> = { 
/**
 * The outcome.
 */
outcome: Outcome, 
/**
 * The seats that won (several on a shared win, none on a draw).
 */
winners: Array<number>, 
/**
 * Why the game ended (the family's reason, by name).
 */
reason: E | null, };

/**
 * A winning line: its cells in order along the line (five, or more when six or more win).
 */
export type Line = { 
/**
 * The mark that made it.
 */
mark: Mark, 
/**
 * The cells, from one end to the other.
 */
cells: Array<Cell>, };

/**
 * A player's mark. The one who starts is Black and draws crosses; White draws rings.
 */
export type Mark = "cross" | "ring";

/**
 * One mark on the paper.
 */
export type MarkView = { 
/**
 * Its cell.
 */
cell: Cell, 
/**
 * Cross or ring.
 */
mark: Mark, 
/**
 * The move that made it, from 1.
 */
number: number, 
/**
 * The cell in the game's notation (`3,-1`, `h8`).
 */
name: string, };

/**
 * An opening rule limiting where the next mark may go, as the page shows it.
 */
export type OpeningLimit = { 
/**
 * The rule, as the kind of the refusal a move breaking it gets
 * (`luffarschack.firstAtOrigin`, `luffarschack.russianCentre`,
 * `luffarschack.russianThird`).
 */
key: string, 
/**
 * The refusal's named arguments (`centre`).
 */
args: { [key in string]: string }, 
/**
 * The only cell the next mark may go on, when the rule names one.
 */
only: Cell | null, 
/**
 * The square the next mark must stay out of, when the rule names one.
 */
outside: Bounds | null, };

/**
 * How a finished game ended.
 */
export type Outcome = { "Win": { 
/**
 * The winning seat.
 */
winner: number, 
/**
 * Points won.
 */
points: number, } } | "Draw" | { "Scores": Array<number> };

/**
 * The answer of the partial-move interface: given the steps chosen so far, what may
 * come next. A turn built in several clicks (a multi-jump, both dice, the removal after
 * a mill, tiles placed one by one) is asked about step by step; the page only draws it.
 */
export type Steps<S, V> = { 
/**
 * The legal next steps (empty when the chosen steps lead nowhere or are complete
 * and nothing may be added).
 */
next: Array<S>, 
/**
 * The whole move in notation when the chosen steps already make one.
 */
complete: string | null, 
/**
 * The board with the chosen steps applied, where the family can show it (the
 * checkers moved and hit while a backgammon turn is built).
 */
view: V | null, };

/**
 * A threat: the cell where it would be carried out, and whose it is.
 */
export type Threat = { 
/**
 * Whose threat.
 */
mark: Mark, 
/**
 * A four or an open three.
 */
kind: ThreatKind, 
/**
 * The cell that carries it out.
 */
cell: Cell, 
/**
 * The cell in notation.
 */
name: string, };

/**
 * What a threat on the paper is.
 */
export type ThreatKind = "four" | "openThree";

/**
 * Who acts, as the page reads it: a seat number, `"chance"`, or nothing when over.
 */
export type Turn = number | string;
