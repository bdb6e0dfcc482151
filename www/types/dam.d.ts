// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `dam`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<DamEnd> | null, legal: Array<string>, ply: number } & DamView;

/** The family's board view (also the `view` of a steps answer). */
export type View = DamView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = number;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<number, DamView>;

/** Why a game ended, by name. */
export type EndReason = DamEnd;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * The decisions besides piece moves open to the seat to act, each as its move in
 * notation (`None`: not open now). The page shows them as buttons and never writes them.
 */
export type Choices = { 
/**
 * Take the faulty move back and make its player capture.
 */
insist: string | null, 
/**
 * Let the faulty move stand.
 */
allow: string | null, 
/**
 * Huff one of the marked pieces.
 */
huff: Array<HuffChoice>, 
/**
 * Accept the pending draw offer.
 */
accept: string | null, 
/**
 * Decline it.
 */
decline: string | null, 
/**
 * Offer a draw (open on an ordinary turn, once a turn; not in the legal list).
 */
offer: string | null, };

/**
 * Why a game of Dam ended.
 */
export type DamEnd = { "noPieces": { 
/**
 * The side without pieces.
 */
loser: Side, } } | { "noMoves": { 
/**
 * The side that cannot move.
 */
loser: Side, } } | "repetition" | "moveLimit" | "agreement";

/**
 * What the Dam board draws.
 */
export type DamView = { 
/**
 * `squares[n-1]`: the piece on PDN square n.
 */
squares: Array<PieceView | null>, 
/**
 * The last move's squares, in order (in a view of [`Family::steps`]: the squares
 * chosen so far).
 */
last: Array<number>, 
/**
 * The squares of the pieces the last move took, in the order they were jumped.
 */
captured: Array<number>, 
/**
 * Pieces on the board by seat (Black, White), kings included.
 */
pieces: [number, number], 
/**
 * Kings on the board by seat.
 */
kings: [number, number], 
/**
 * Pieces the seat to act may huff.
 */
huffable: Array<number>, 
/**
 * A faulty move awaits its verdict.
 */
fault: boolean, 
/**
 * The faulty move stopped a jump early (rather than ignoring a capture).
 */
stoppedEarly: boolean, 
/**
 * Whether huffing is on.
 */
huffing: boolean, 
/**
 * The seat with a pending draw offer.
 */
offer: number | null, 
/**
 * The decisions besides piece moves open now, as moves.
 */
choices: Choices, 
/**
 * The last decision besides a piece move, shortly after it was made.
 */
decided: DecidedView | null, 
/**
 * The round (PDN move number) the next move belongs to.
 */
round: number, 
/**
 * Moves each without a capture or a man moving.
 */
quiet: number, 
/**
 * Moves each without a capture or a man moving that end the game drawn.
 */
quietLimit: number, };

/**
 * A decision the page reports after it was made (until the second piece move after it).
 */
export type DecidedView = { 
/**
 * The seat that decided.
 */
by: number, 
/**
 * What it decided.
 */
what: DecisionKind, 
/**
 * The square of the huffed piece.
 */
sq: number | null, };

/**
 * What a decision besides a piece move was, by name.
 */
export type DecisionKind = "insist" | "allow" | "huff" | "decline";

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
 * A piece the seat to act may huff, with the move that does it.
 */
export type HuffChoice = { 
/**
 * Its PDN square.
 */
sq: number, 
/**
 * The huff in notation.
 */
mv: string, };

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
 * 0 Black, 1 White.
 */
c: number, 
/**
 * A king.
 */
k: boolean, };

/**
 * A side, by name (the argument of an end reason).
 */
export type Side = "black" | "white";

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
