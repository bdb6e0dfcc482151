// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `surround`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<EndReason> | null, legal: Array<string>, ply: number } & SurroundView;

/** The family's board view (also the `view` of a steps answer). */
export type View = SurroundView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = number;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<number, SurroundView>;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * The two sides. White starts on row 1 and moves first.
 */
export type Colour = "white" | "black";

/**
 * Why a game ended; the winner is then whoever has more pieces.
 */
export type EndReason = "noPieces" | "noMoves" | "moveLimit" | "repetition";

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
 * A group of touching pieces and its openings.
 */
export type GroupView = { 
/**
 * Whose group.
 */
colour: Colour, 
/**
 * Its squares.
 */
squares: Array<number>, 
/**
 * The empty squares next to it: while it has one, it cannot be taken.
 */
openings: Array<number>, };

/**
 * The last move, for marking and for animating its captures.
 */
export type LastMoveView = { 
/**
 * The square the piece left.
 */
from: number, 
/**
 * The square it arrived on.
 */
to: number, 
/**
 * Who moved.
 */
by: Colour, 
/**
 * The squares of the pieces it captured.
 */
captured: Array<number>, };

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
 * The result, when the game is over.
 */
export type ResultView = { 
/**
 * The winner (more pieces left), or `None` for a draw.
 */
winner: Colour | null, 
/**
 * Why the game ended.
 */
reason: EndReason, };

/**
 * One square of the board.
 */
export type SquareView = { 
/**
 * Index 0–35 (a1 = 0, f6 = 35): what clicks name.
 */
index: number, 
/**
 * The name (`c3`).
 */
name: string, 
/**
 * Column 0–5 from the left (a–f).
 */
column: number, 
/**
 * Row 0–5 from the bottom (rows 1–6).
 */
row: number, 
/**
 * The piece on it.
 */
piece: Colour | null, };

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
 * Everything a canvas needs to draw a Surround position.
 */
export type SurroundView = { 
/**
 * The 36 squares, by index.
 */
squares: Array<SquareView>, 
/**
 * The side to move (`None` when over).
 */
toMove: Colour | null, 
/**
 * Whether the viewing seat may move now (any seat when viewed with `None`).
 */
myTurn: boolean, 
/**
 * The last move.
 */
lastMove: LastMoveView | null, 
/**
 * Squares holding a piece that may move now (empty unless `my_turn`).
 */
movable: Array<number>, 
/**
 * Every group on the board with its openings.
 */
groups: Array<GroupView>, 
/**
 * Pieces left: White, Black.
 */
pieces: [number, number], 
/**
 * Half-moves since the last capture.
 */
quietMoves: number, 
/**
 * The half-moves without a capture that end the game.
 */
quietLimit: number, 
/**
 * The result, when over. Not `result`: the page's state has its own.
 */
end: ResultView | null, };

/**
 * Who acts, as the page reads it: a seat number, `"chance"`, or nothing when over.
 */
export type Turn = number | string;
