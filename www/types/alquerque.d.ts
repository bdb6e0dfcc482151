// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `alquerque`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<EndReason> | null, legal: Array<string>, ply: number } & AlquerqueView;

/** The family's board view (also the `view` of a steps answer). */
export type View = AlquerqueView;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<Step, AlquerqueView>;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * Everything a canvas needs to draw an Alquerque position.
 */
export type AlquerqueView = { 
/**
 * The 25 points, by index.
 */
points: Array<PointView>, 
/**
 * The lines, as pairs of point indices.
 */
lines: Array<[number, number]>, 
/**
 * The colour to act (`None` when over). Not `toAct`: the page's state has its own.
 */
toMove: Colour | null, 
/**
 * What the seat to act is asked for.
 */
phase: Phase, 
/**
 * Whether the viewing seat may act now (any seat when viewed with `None`).
 */
myTurn: boolean, 
/**
 * The last piece move's points (start, then every landing), for drawing its path.
 */
lastMove: Array<number>, 
/**
 * The points of the pieces the last move captured.
 */
lastCaptured: Array<number>, 
/**
 * The point of the piece huffed last, if the last action was a huff.
 */
lastHuffed: number | null, 
/**
 * Points holding a piece that may move now (empty unless `my_turn`).
 */
movable: Array<number>, 
/**
 * Whether the side to move must capture (compulsory capture, a capture possible).
 */
captureRequired: boolean, 
/**
 * The huffing prompt, while a verdict is due.
 */
fault: FaultView | null, 
/**
 * Pieces left: Black, White.
 */
pieces: [number, number], 
/**
 * Half-moves since the last capture, and the limit that draws.
 */
quietMoves: number, 
/**
 * The draw limit of half-moves without a capture.
 */
quietLimit: number, 
/**
 * The result, when over. Not `result`: the page's state has its own.
 */
end: ResultView | null, };

/**
 * The two sides. Black starts at the bottom and moves first.
 */
export type Colour = "black" | "white";

/**
 * Why a game ended.
 */
export type EndReason = "noPieces" | "noMoves" | "repetition" | "moveLimit";

/**
 * The huffing prompt: the faulty move and what it exposes.
 */
export type FaultView = { 
/**
 * Whose move was faulty.
 */
offender: Colour, 
/**
 * The faulty move's points (start and landings).
 */
path: Array<number>, 
/**
 * It stopped a capture sequence early (otherwise it ignored a capture).
 */
stoppedEarly: boolean, 
/**
 * The offender's pieces that may be huffed.
 */
huffable: Array<number>, 
/**
 * The proper captures the offender had (each a path), to show what was missed.
 */
missed: Array<Array<number>>, };

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
 * What the seat to act is asked for.
 */
export type Phase = "move" | "verdict" | "over";

/**
 * One point of the board.
 */
export type PointView = { 
/**
 * Index 0–24 (a1 = 0, e5 = 24): what steps and clicks name.
 */
index: number, 
/**
 * The name (`c3`).
 */
name: string, 
/**
 * Column 0–4 from the left (a–e).
 */
column: number, 
/**
 * Row 0–4 from the bottom (rows 1–5).
 */
row: number, 
/**
 * Whether diagonal lines run through the point.
 */
diagonals: boolean, 
/**
 * The piece on it.
 */
piece: Colour | null, };

/**
 * The result, when the game is over.
 */
export type ResultView = { 
/**
 * The winner, or `None` for a draw.
 */
winner: Colour | null, 
/**
 * Why the game ended.
 */
reason: EndReason, };

/**
 * One click of a move being built: a point, or (answering a faulty move) insist or
 * allow. Huffing a piece is a click on its point.
 */
export type Step = { "point": number } | "insist" | "allow";

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
