// Generated from the Rust types by crates/web/tests/page_types.rs (ts-rs); do not
// edit: `SPELBORD_WRITE_TYPES=1 cargo test -p spelbord-web --test page_types`.
// What every family's module shares with the page.

/**
 * A computer player's answer.
 */
export type BotAnswer = { 
/**
 * The move in notation.
 */
mv: string, 
/**
 * Score from the mover's side, in the bot's units.
 */
score: number | null, 
/**
 * Deepest completed iteration.
 */
depth: number, 
/**
 * Nodes searched.
 */
nodes: number, 
/**
 * Milliseconds spent.
 */
ms: number, };

/**
 * One option of a [`FieldKind::Select`].
 */
export type Choice = { 
/**
 * The value in the query string.
 */
value: string, 
/**
 * Its label: a key of the family's strings.
 */
label: string, };

/**
 * One field of the table-settings dialog, over one key of the settings query string.
 * The dialog is built from these; its default comes from the family's default settings.
 */
export type Field = { 
/**
 * The settings key (`popout`).
 */
key: string, 
/**
 * Its label: a key of the family's strings.
 */
label: string, 
/**
 * A checkbox or a choice.
 */
kind: FieldKind, 
/**
 * When set, this field is the number of seats (Färg och form's 2–4 players).
 */
seats: boolean, };

/**
 * What a settings field looks like.
 */
export type FieldKind = { "type": "bool" } | { "type": "select", 
/**
 * The values with their labels (keys of the family's strings).
 */
options: Array<Choice>, };

/**
 * A file format a family reads or writes (PDN, gnubg's `.mat`).
 */
export type Format = { 
/**
 * Its name in the API (`pdn`).
 */
id: string, 
/**
 * The file extension, without the dot.
 */
extension: string, 
/**
 * The MIME type of a download.
 */
mime: string, 
/**
 * Whether the page can export a game in it.
 */
export: boolean, 
/**
 * Whether the page can open a game from it.
 */
import: boolean, };

/**
 * One game a family plays, as the game list shows it.
 */
export type GameInfo = { 
/**
 * The id used in links and records (`fyra-i-rad`).
 */
id: string, 
/**
 * Fewest seats.
 */
minSeats: number, 
/**
 * Most seats.
 */
maxSeats: number, };

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
 * Words for people: a key of the family's strings with named arguments, worded by the
 * page in the player's language (as errors are). By convention an argument `p` is a
 * seat number (the page names the seat) and a value starting with `@` is itself a key
 * of the strings (a role, a direction); anything else is said as it is.
 */
export type Words = { 
/**
 * The key (`stumphog.saidShift`).
 */
key: string, 
/**
 * The named arguments.
 */
args: { [key in string]: string }, };
