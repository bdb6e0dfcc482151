// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `lines-of-action`.

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
 * Everything a canvas needs to draw a position of Lines of Action.
 */
export type BoardView = { 
/**
 * What stands on each square, index `row * 8 + column` (a1 = 0, h8 = 63).
 */
squares: Array<Colour | null>, 
/**
 * Every piece with its line counts and destinations.
 */
pieces: Array<PieceView>, 
/**
 * The side to move, `None` once the game is over.
 */
toMove: Colour | null, 
/**
 * The seat the view was made for (`None`: a spectator, who sees the moves of
 * whoever is to act).
 */
seat: number | null, 
/**
 * The side to move has no legal slide: its only move is to pass.
 */
mustPass: boolean, 
/**
 * The last move, if any.
 */
lastMove: LastMoveView | null, 
/**
 * Black's connected groups, each a list of squares (largest first).
 */
blackGroups: Array<Array<number>>, 
/**
 * White's connected groups, each a list of squares (largest first).
 */
whiteGroups: Array<Array<number>>, 
/**
 * How often the current position has occurred (the third time draws).
 */
repetitions: number, 
/**
 * The setting for a move that connects both sides.
 */
simultaneous: Simultaneous, 
/**
 * How the game ended, once it is over (winner, reason, winning group). Named `end`,
 * not `result`: the page's state puts the shell's own `result` beside the view's
 * fields, which would hide this one.
 */
end: ResultView | null, };

/**
 * The two sides. Black moves first.
 */
export type Colour = "black" | "white";

/**
 * The eight directions a piece may move in.
 */
export type Direction = "north" | "south" | "east" | "west" | "northEast" | "southWest" | "northWest" | "southEast";

/**
 * One direction from a piece: how many pieces are on the line (the distance it must
 * move), where that lands, and whether the move is legal.
 */
export type DirectionView = { 
/**
 * The direction.
 */
direction: Direction, 
/**
 * Pieces of both colours on the whole line this way runs along: the distance.
 */
count: number, 
/**
 * The square that distance reaches, `None` when it leaves the board.
 */
target: number | null, 
/**
 * Whether the piece's owner may make this move now (only ever true for the side to
 * move, while the game goes on).
 */
legal: boolean, 
/**
 * Whether the move would capture (it lands on an opposing piece).
 */
capture: boolean, };

/**
 * Why the game ended.
 */
export type EndReason = "connected" | "connectedByOpponent" | "bothConnected" | "repetition";

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
 * The last move, for marking.
 */
export type LastMoveView = { 
/**
 * Where the piece started (`None` for a pass).
 */
from: number | null, 
/**
 * Where it landed (`None` for a pass).
 */
to: number | null, 
/**
 * Whether it captured the piece that stood on `to`.
 */
capture: boolean, 
/**
 * Whether the move was a pass.
 */
pass: boolean, 
/**
 * The move in notation.
 */
notation: string, };

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
 * One piece on the board.
 */
export type PieceView = { 
/**
 * Its square (0–63, a1 = 0).
 */
square: number, 
/**
 * The square's name (`b1`).
 */
name: string, 
/**
 * Its colour.
 */
colour: Colour, 
/**
 * Which of its colour's groups it belongs to (an index into the view's groups).
 */
group: number, 
/**
 * All eight directions, in [`Direction::ALL`] order.
 */
directions: Array<DirectionView>, 
/**
 * The squares it may move to now (empty unless it belongs to the side to act).
 */
dests: Array<number>, };

/**
 * How the game ended.
 */
export type ResultView = { 
/**
 * The winner, `None` for a draw.
 */
winner: Colour | null, 
/**
 * Why it ended.
 */
reason: EndReason, 
/**
 * The winner's one group (empty on a draw), for highlighting.
 */
winningGroup: Array<number>, };

/**
 * What a move that leaves both players connected at once means.
 */
export type Simultaneous = "draw" | "mover-wins";

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
