// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `farg-och-form`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<FargOchFormEnd> | null, legal: Array<string>, ply: number } & FargOchFormView;

/** The family's board view (also the `view` of a steps answer). */
export type View = FargOchFormView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = FargOchFormStep;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<FargOchFormStep, FargOchFormView>;

/** Why a game ended, by name. */
export type EndReason = FargOchFormEnd;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * Why a game of Färg och form ended.
 */
export type FargOchFormEnd = { "wentOut": { 
/**
 * Who, named for the page as `seat0`..`seat3` (`end.farg-och-form.seat0`).
 */
seat: `seat${number}`, } } | "blocked";

/**
 * One step of a turn built by clicks: `{"kind": "place", "t": "Gd", "x": 1, "y": 0}`,
 * `{"kind": "trade", "t": "Gd"}`, or a whole move `{"kind": "move", "mv": "..."}`.
 * A turn is place steps only (a placement) or trade steps only (a trade).
 */
export type FargOchFormStep = { "kind": "place" } & StepTile | { "kind": "trade", 
/**
 * The tile, as notation.
 */
t: string, } | { "kind": "move", 
/**
 * The move.
 */
mv: string, };

/**
 * What the table draws.
 */
export type FargOchFormView = { 
/**
 * The tiles on the table, `[x, y, "Gd"]`, in placing order.
 */
tiles: Array<[number, number, string]>, 
/**
 * The table's extent `(x0, y0, x1, y1)`.
 */
bounds: [number, number, number, number] | null, 
/**
 * Every seat's score.
 */
scores: Array<number>, 
/**
 * Every seat's hand size.
 */
handSizes: Array<number>, 
/**
 * Tiles left in the bag.
 */
bag: number, 
/**
 * The seat to place.
 */
turn: number | null, 
/**
 * Tiles the first placement must hold (0 after it).
 */
mustPlay: number, 
/**
 * The cells of the last move.
 */
last: Array<[number, number]>, 
/**
 * What the last move was, as everyone saw it (a trade's tiles stay hidden).
 */
lastMove: LastMove | null, 
/**
 * The seat that went out (and ended the game).
 */
wentOut: number | null, 
/**
 * Whose eyes the table is drawn for.
 */
seat: number | null, 
/**
 * That seat's hand (no other hand is ever sent).
 */
hand: Array<string> | null, 
/**
 * For the seat to move, looking at its own hand: the pass, in notation, when it is
 * the only thing left to do.
 */
pass: string | null, 
/**
 * For the seat to move: how many tiles it may trade now (0: no trade).
 */
tradeMax: number, 
/**
 * For the seat to move: why it may not trade, when it may not.
 */
noTrade: NoTrade | null, 
/**
 * The final ranking, best first (empty until the game is over).
 */
ranking: Array<Ranked>, 
/**
 * The tiles of a placement being built (partial-move view).
 */
pending: Array<StepTile>, 
/**
 * What the placement being built would score, if it is legal as it stands.
 */
pendingScore: number | null, 
/**
 * The tiles chosen for a trade being built (partial-move view).
 */
trading: Array<string>, };

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
 * The last move, as every seat saw it.
 */
export type LastMove = { "kind": "place", 
/**
 * Who.
 */
seat: number, 
/**
 * How many tiles.
 */
tiles: number, } | { "kind": "trade", 
/**
 * Who.
 */
seat: number, 
/**
 * How many tiles.
 */
tiles: number, } | { "kind": "pass", 
/**
 * Who.
 */
seat: number, };

/**
 * Why the seat to move may not trade.
 */
export type NoTrade = "firstMove" | "bagEmpty";

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
 * One seat's place in the final ranking.
 */
export type Ranked = { 
/**
 * The seat.
 */
seat: number, 
/**
 * Its place, 1 first; tied scores share a place (1, 1, 3).
 */
place: number, 
/**
 * Its score.
 */
score: number, };

/**
 * One tile put down while a placement is built.
 */
export type StepTile = { 
/**
 * The tile, as notation (`Gd`).
 */
t: string, 
/**
 * Column.
 */
x: number, 
/**
 * Row.
 */
y: number, };

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
