// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// The family `backgammon`.

/** What `Table.state(ply, seat)` gives: the board view with who acts, the result, the legal moves and the ply. */
export type State = { family: string, toAct: Turn | null, result: GameResult<BackgammonEnd> | null, legal: Array<string>, ply: number } & BackgammonView;

/** The family's board view (also the `view` of a steps answer). */
export type View = BackgammonView;

/** One step of a turn built in several clicks (what `Table.steps` takes a list of). */
export type Step = StepView;

/** What `Table.steps(ply, chosen)` gives. */
export type StepsAnswer = Steps<StepView, BackgammonView>;

/** Why a game ended, by name. */
export type EndReason = BackgammonEnd;

/** What the analysis shows (`null`: the family has none). */
export type Analysis = null;

/**
 * The kinds of button moves.
 */
export type ActionKind = "roll" | "double" | "take" | "drop" | "pass";

/**
 * A move made with a button.
 */
export type ActionView = { 
/**
 * What it is.
 */
kind: ActionKind, 
/**
 * The move in notation.
 */
mv: string, };

/**
 * Why a game (or match) of backgammon ended.
 */
export type BackgammonEnd = { "bearOff": { 
/**
 * Single, gammon or backgammon.
 */
kind: WinKindName, 
/**
 * Points won.
 */
points: number, } } | { "dropped": { 
/**
 * Points won.
 */
points: number, } } | { "matchBearOff": { 
/**
 * Single, gammon or backgammon.
 */
kind: WinKindName, 
/**
 * Points won in the game.
 */
points: number, 
/**
 * The match winner's final score.
 */
score: number, 
/**
 * The loser's final score.
 */
against: number, 
/**
 * The match length.
 */
length: number, } } | { "matchDropped": { 
/**
 * Points won in the game.
 */
points: number, 
/**
 * The match winner's final score.
 */
score: number, 
/**
 * The loser's final score.
 */
against: number, 
/**
 * The match length.
 */
length: number, } };

/**
 * What the backgammon board draws.
 */
export type BackgammonView = { 
/**
 * `points[i]` = [black, white] checkers on Black's point i+1 (White's 24-i); seat 0
 * is Black, moving from 24 towards 1.
 */
points: Array<[number, number]>, 
/**
 * Checkers on the bar, by seat.
 */
bar: [number, number], 
/**
 * Checkers borne off, by seat.
 */
off: [number, number], 
/**
 * Pip counts, by seat.
 */
pips: [number, number], 
/**
 * The cube.
 */
cube: CubeView, 
/**
 * The dice of the turn being played.
 */
dice: [number, number] | null, 
/**
 * The dice not yet used in the turn being played (four faces for doubles; in a
 * turn being built, after the chosen steps).
 */
diceLeft: Array<number>, 
/**
 * The phase.
 */
phase: PhaseName, 
/**
 * The seat whose turn it is.
 */
turn: number, 
/**
 * The match score.
 */
score: [number, number], 
/**
 * Points to win the match (0: a single game).
 */
matchLength: number, 
/**
 * Whether this is the Crawford game.
 */
crawford: boolean, 
/**
 * The game's number in the match.
 */
game: number, 
/**
 * The last finished game.
 */
lastGame: LastGameView | null, 
/**
 * Black's points (1–24) where the last move's checkers landed, for a mark.
 */
lastTo: Array<number>, 
/**
 * The moves made with a button rather than on the board: the cube, the roll, and
 * the pass of a roll that cannot be played.
 */
actions: Array<ActionView>, 
/**
 * When the dice are due: every way two dice can land, with the roll's notation
 * (the first die is Black's at the opening roll).
 */
rolls: Array<RollView>, 
/**
 * In a turn being built: why a checker on a point cannot move with a die now, for
 * every point of the mover's checkers and die left that has no step (higher die
 * first).
 */
refusals: Array<RefusalView>, 
/**
 * In a turn being built: why the chosen steps are refused (the board is then the
 * position before them).
 */
refused: Problem | null, 
/**
 * GNU Backgammon's Position ID of this position.
 */
positionId: string, 
/**
 * GNU Backgammon's Match ID of this position.
 */
matchId: string, };

/**
 * The doubling cube.
 */
export type CubeView = { 
/**
 * Its value.
 */
value: number, 
/**
 * Who owns it (`None`: in the middle).
 */
owner: number | null, 
/**
 * Whether the cube is used.
 */
on: boolean, };

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
 * The last finished game of a match.
 */
export type LastGameView = { 
/**
 * Who won.
 */
winner: number, 
/**
 * Points won.
 */
points: number, 
/**
 * How.
 */
kind: WinKindName, };

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
 * Where in the turn cycle the game is, by name.
 */
export type PhaseName = "Opening" | "BeforeRoll" | "Rolling" | "Moving" | "Doubled" | "Over";

/**
 * One problem a person is told about: a key naming its kind (`notAMove`, `dam.mustCapture`)
 * and the arguments its wording needs, with the English wording alongside.
 */
export type Problem = { 
/**
 * The kind: `err.<key>` in the page's strings.
 */
key: string, 
/**
 * Named arguments for the wording (`{"mv": "4"}`).
 */
args: { [key in string]: string }, 
/**
 * The English wording.
 */
message: string, 
/**
 * Why, when the kind is "cannot be read" and the reason is a kind of its own (a
 * square that does not exist in a set-up position or a move): the page words it in the
 * player's language into the argument `{reason}`, so no English reason is passed
 * through. The English wording already includes it.
 */
reason?: Problem, };

/**
 * Why a checker cannot move with a die.
 */
export type RefusalView = { 
/**
 * The mover's point (25 the bar).
 */
from: number, 
/**
 * The die.
 */
die: number, 
/**
 * Why, as a kind.
 */
why: Problem, };

/**
 * One way the dice can land when they are thrown at the table.
 */
export type RollView = { 
/**
 * The two dice (at the opening roll Black's first, then White's).
 */
dice: [number, number], 
/**
 * The outcome's notation, or `None` when these dice are thrown again (equal dice at
 * the opening roll).
 */
text: string | null, };

/**
 * One step of a turn being built: a checker from a point to a point, in the mover's
 * numbering (25 the bar, 0 borne off).
 */
export type StepView = { 
/**
 * Source point.
 */
from: number, 
/**
 * Destination point.
 */
to: number, 
/**
 * Whether it hits a blot (filled in by the rules; ignored when sent).
 */
hit: boolean, 
/**
 * The dice it can be played with, higher first (filled in by the rules; ignored
 * when sent).
 */
dice: Array<number>, };

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

/**
 * How a game was won, by name.
 */
export type WinKindName = "single" | "gammon" | "backgammon" | "dropped";
