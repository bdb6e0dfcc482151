// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `morris`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<EndReason> | null, legal: Array<string>, ply: number } & BoardView;

/** The family's board view (also the `view` of a steps answer). */
export type View = BoardView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = number;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<number, BoardView>;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * Everything a canvas needs to draw a position of the morris games.
 */
export type BoardView = { 
/**
 * The game id.
 */
game: string, 
/**
 * The 24 points.
 */
points: Array<PointView>, 
/**
 * The segments to draw between neighbouring points (diagonals in `kvarn-12`).
 */
segments: Array<[number, number]>, 
/**
 * The colour of each seat.
 */
colours: [Colour, Colour], 
/**
 * The seat to move (`None` before the draw by lot and after the end).
 */
toMove: number | null, 
/**
 * What each seat is doing.
 */
phase: [Phase, Phase], 
/**
 * Men each seat has in hand, shown beside the board.
 */
inHand: [number, number], 
/**
 * Men each seat has on the board.
 */
onBoard: [number, number], 
/**
 * Men each seat has lost.
 */
lost: [number, number], 
/**
 * The seat that made the first move (`None` before the draw by lot).
 */
starter: number | null, 
/**
 * Whether who starts was drawn by lot.
 */
drawnByLot: boolean, 
/**
 * The lines standing filled by one colour.
 */
mills: Array<MillView>, 
/**
 * The points the seat to move may click first (empty when `seat` may not move now).
 */
selectable: Array<number>, 
/**
 * The last turn.
 */
last: LastView | null, 
/**
 * Half-moves of the moving phase since the last capture.
 */
quietMoves: number, 
/**
 * The half-moves without capture that draw the game.
 */
moveLimit: number, 
/**
 * The result, once the game is over (`end`, since the page's state has a `result`
 * of its own beside the view's fields).
 */
end: ResultView | null, };

/**
 * A man taken in the last turn.
 */
export type Capture = { 
/**
 * Where it stood.
 */
point: number, 
/**
 * Why it was taken.
 */
kind: CaptureKind, };

/**
 * How a man was taken.
 */
export type CaptureKind = "mill" | "sideIntervention" | "diagonalCustody";

/**
 * A colour of men.
 */
export type Colour = "white" | "black" | "yellow" | "blue";

/**
 * Why a game ended.
 */
export type EndReason = "twoPieces" | "noMoves" | "fullBoard" | "repetition" | "moveLimit";

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
 * The last turn played.
 */
export type LastView = { 
/**
 * Who played it.
 */
seat: number, 
/**
 * Where the man came from (`None`: placed from the hand).
 */
from: number | null, 
/**
 * Where it went.
 */
to: number, 
/**
 * Whether it closed a mill.
 */
mill: boolean, 
/**
 * The men it took, automatic captures first.
 */
captures: Array<Capture>, 
/**
 * The move in notation.
 */
notation: string, };

/**
 * A line filled by one colour.
 */
export type MillView = { 
/**
 * Whose men fill it.
 */
seat: number, 
/**
 * Its three points.
 */
points: [number, number, number], };

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
 * What a seat is doing this phase of the game.
 */
export type Phase = "placing" | "moving" | "flying";

/**
 * One point of the board.
 */
export type PointView = { 
/**
 * Its index, the step the UI sends back when it is clicked.
 */
index: number, 
/**
 * Its name (`d2`).
 */
name: string, 
/**
 * Column 0–6 (a–g) from the left.
 */
col: number, 
/**
 * Row 0–6 (1–7) from the bottom.
 */
row: number, 
/**
 * The seat whose man stands here.
 */
man: number | null, };

/**
 * How the game ended.
 */
export type ResultView = { 
/**
 * The winner (`None`: a draw).
 */
winner: number | null, 
/**
 * Why it ended.
 */
reason: EndReason | null, };

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
