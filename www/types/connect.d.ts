// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `connect`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<ConnectEnd> | null, legal: Array<string>, ply: number } & ConnectView;

/** The family's board view (also the `view` of a steps answer). */
export type View = ConnectView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = string;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<string, ConnectView>;

/** Why a game ended, by name. */
export type EndReason = ConnectEnd;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = ConnectAnalysis;

/**
 * One column's exact value in the analysis.
 */
export type ColumnValue = { "kind": "win", 
/**
 * The solver's score.
 */
score: number, 
/**
 * Own moves until the win, counting this one.
 */
in: number, } | { "kind": "draw", 
/**
 * The solver's score (0).
 */
score: number, } | { "kind": "loss", 
/**
 * The solver's score.
 */
score: number, 
/**
 * The opponent's moves until the loss.
 */
in: number, } | { "kind": "unknown" };

/**
 * The exact values of the position and of every column.
 */
export type ConnectAnalysis = { 
/**
 * The position's value.
 */
score: number, 
/**
 * Each playable column's value (`None`: full).
 */
columns: Array<ColumnValue | null>, 
/**
 * Whether values came from the shipped books (what the strongest level plays from).
 */
book: boolean, 
/**
 * The column (1–7) the book plays here, where the book holds the position.
 */
bookMove: number | null, };

/**
 * Why a game of Fyra i rad or Fem i rad ended.
 */
export type ConnectEnd = "line" | "full" | "repetition";

/**
 * What the board renderer draws.
 */
export type ConnectView = { 
/**
 * Columns of the whole grid (edge columns included).
 */
cols: number, 
/**
 * Rows.
 */
rows: number, 
/**
 * `cells[row][col]`: the seat whose disc is there, row 0 at the bottom.
 */
cells: Array<Array<number | null>>, 
/**
 * The number a person uses for each column (`None` for an edge column).
 */
labels: Array<number | null>, 
/**
 * Which columns are pre-filled edges.
 */
edge: Array<boolean>, 
/**
 * The legal drop in each column, in notation (`None`: none there).
 */
drop: Array<string | null>, 
/**
 * The legal pop in each column, in notation (`None`: none there).
 */
pop: Array<string | null>, 
/**
 * Whether PopOut is on.
 */
popout: boolean, 
/**
 * The last move's cell.
 */
last: LastMove | null, 
/**
 * The winning lines as segments `[c1, r1, c2, r2]`.
 */
win: Array<[number, number, number, number]>, };

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
 * Where the last move landed.
 */
export type LastMove = { 
/**
 * Column in the whole grid.
 */
col: number, 
/**
 * Row (0 at the bottom).
 */
row: number, 
/**
 * Whether it was a pop.
 */
pop: boolean, };

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
 * Who acts, as the page reads it: a seat number, `"chance"`, or nothing when over.
 */
export type Turn = number | string;
