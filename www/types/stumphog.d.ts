// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `stumphog`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<EndReason> | null, legal: Array<string>, ply: number } & BoardView;

/** The family's board view (also the `view` of a steps answer). */
export type View = BoardView;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<Step, BoardView>;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * Everything the canvas needs to draw a position.
 */
export type BoardView = { 
/**
 * Where in the turn the game is.
 */
phase: Phase, 
/**
 * The fourteen heaps of the rows, `H1`..`H7` then `B1`..`B7`.
 */
heaps: Array<HeapView>, 
/**
 * Stones in Stumpen.
 */
stumpen: number, 
/**
 * Hitom, then Bortom.
 */
players: Array<PlayerView>, 
/**
 * The role to draw nearest the viewer (the viewing seat's; Hitom for onlookers).
 */
bottom: Role, 
/**
 * Who throws or plays now.
 */
toMove: Role | null, 
/**
 * The dice of the play being made.
 */
dice: [number, number] | null, 
/**
 * The opening roll (seat 0's die first), once thrown.
 */
openingRoll: [number, number] | null, 
/**
 * Every play the dice allow (empty unless a play is due; only `pass` when none).
 */
plays: Array<PlayView>, 
/**
 * The first clicks the page may offer (which die is the stones, enter, knock
 * out, a heap, or pass).
 */
firstSteps: Array<Step>, 
/**
 * Every way the dice due can land (empty unless dice are to be thrown).
 */
chances: Array<ChanceView>, 
/**
 * The last play.
 */
lastPlay: LastPlayView | null, 
/**
 * Why the game ended.
 */
endReason: EndReason | null, 
/**
 * Who won.
 */
winner: Role | null, 
/**
 * The winning seat.
 */
winnerSeat: number | null, };

/**
 * One way the dice due can land, as entered by hand (the opening roll's equal throws,
 * thrown again, are not among them).
 */
export type ChanceView = { 
/**
 * The two dice (at the opening roll seat 0's die first).
 */
dice: [number, number], 
/**
 * The outcome in notation, for `playChance` (`6-5`).
 */
text: string, };

/**
 * Why a game ended.
 */
export type EndReason = "threwAwayStumpen" | "driedOut" | "bothDriedOut";

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
 * One heap of the two rows.
 */
export type HeapView = { 
/**
 * Its name (`H1`).
 */
heap: string, 
/**
 * Whose row it is on.
 */
row: Role, 
/**
 * Position 1–7 from the Port.
 */
position: number, 
/**
 * Borta or Hemma.
 */
zone: Zone, 
/**
 * Whether it is the row's Port.
 */
port: boolean, 
/**
 * Stones in it.
 */
stones: number, };

/**
 * The last play made.
 */
export type LastPlayView = { 
/**
 * Who made it.
 */
role: Role, 
/**
 * With which dice.
 */
dice: [number, number], 
/**
 * In notation, dice first (`[6-5] in 5`).
 */
notation: string, 
/**
 * What went where.
 */
transfers: Array<Transfer>, };

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
 * Where in the turn cycle the game is.
 */
export type Phase = "opening" | "rolling" | "moving" | "over";

/**
 * A place where stones lie: a heap (Stumpen included), or a player's Högen or Ute.
 */
export type Place = { "heap": string } | { "hogen": Role } | { "ute": Role };

/**
 * One play the dice allow, with where its stones go.
 */
export type PlayView = { 
/**
 * The play in notation (`3-5 H2`).
 */
notation: string, 
/**
 * Its clicks.
 */
steps: Array<Step>, 
/**
 * The heap it takes from, for a shift.
 */
from: string | null, 
/**
 * What would go where.
 */
transfers: Array<Transfer>, };

/**
 * One player's side of the table.
 */
export type PlayerView = { 
/**
 * Hitom or Bortom.
 */
role: Role, 
/**
 * The seat playing it (`None` before the opening roll).
 */
seat: number | null, 
/**
 * Stones in Högen (Inne).
 */
hogen: number, 
/**
 * Stones in Ute.
 */
ute: number, 
/**
 * Whether this player has thirty or more in Ute, so the opponent is warned.
 */
stumpvarning: boolean, 
/**
 * Where this player enters stones.
 */
port: string, 
/**
 * The player's track in order, ending in Stumpen (`H7 … H1 B1 … B7 S` for Hitom).
 */
track: Array<string>, };

/**
 * The two players, named by the opening roll: Hitom threw higher and moves first.
 */
export type Role = "hitom" | "bortom";

/**
 * One click of a play being built.
 */
export type Step = { "kind": "split", 
/**
 * Stones.
 */
stones: number, 
/**
 * Steps.
 */
steps: number, } | { "kind": "heap", 
/**
 * The heap.
 */
heap: string, } | { "kind": "enter" } | { "kind": "enterFromOpponent" } | { "kind": "knockOut" } | { "kind": "pass" };

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
 * Stones going from one place to another as part of a play (what the table animates).
 */
export type Transfer = { 
/**
 * Where they come from.
 */
from: Place, 
/**
 * Where they go.
 */
to: Place, 
/**
 * How many.
 */
stones: number, };

/**
 * Who acts, as the page reads it: a seat number, `"chance"`, or nothing when over.
 */
export type Turn = number | string;

/**
 * Borta or Hemma.
 */
export type Zone = "borta" | "hemma";
