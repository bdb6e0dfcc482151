// The page's side of the contract, written by hand: the family hooks object (what
// www/games/<family>/index.js exports as default), the board renderer and the module's
// Table, typed with the declarations generated from the Rust types beside this file.
// `tsc --noEmit -p tsconfig.json` checks www/ against them (scripts/test.sh).
import type { Words, BotAnswer, Steps, Turn } from './contract';
import type * as Alquerque from './alquerque';
import type * as Backgammon from './backgammon';
import type * as Connect from './connect';
import type * as Dam from './dam';
import type * as FargOchForm from './farg-och-form';
import type * as LinesOfAction from './lines-of-action';
import type * as Luffarschack from './luffarschack';
import type * as Morris from './morris';
import type * as Stumphog from './stumphog';
import type * as Surround from './surround';

export type { Words, BotAnswer, Steps, Turn };

/** `Table.state()` of any family: what the shell reads is what they all have. */
export type AnyState = Alquerque.State | Backgammon.State | Connect.State | Dam.State | FargOchForm.State
  | LinesOfAction.State | Luffarschack.State | Morris.State | Stumphog.State | Surround.State;

/** The analysis of any family that has one (Fyra i rad's), or what the page shows meanwhile. */
export type AnalysisShown = Connect.Analysis | { pending: true } | { unavailable: true, timedOut?: boolean };

/** What `Table.steps()` gives in any family, as the shell's `memoSteps` passes it on. */
export type StepsAnswer = Steps<any, any>;

/** What the shell adds to a state before the board draws it (`GameCtl.update`). */
export interface PageData {
  /** The game id. */
  id?: string;
  /** Whether a person may move on the board now. */
  interactive?: boolean;
  /** A game list card's picture, not a board to play on (its text may be smaller). */
  preview?: boolean;
  /** The hinted move in notation, if any. */
  hint?: string | null;
  /** The analysis shown on the board, if any. */
  analysis?: AnalysisShown | null;
}

/** A state as a renderer receives it: the family's `State` and the shell's additions
 *  (`E`: what the family's `prepare` hook puts in, its `steps`, a hint's path). */
export type BoardData<S = AnyState, E = {}> = S & PageData & E;

/** A state as the shell and the hooks handle it: known fields typed, the family's own
 *  additions open. */
export type Loose<S = AnyState> = S & PageData & { [extra: string]: any };

/** A game in progress, owned by the family's WebAssembly module (crates/web/src/table.rs). */
export interface Table {
  id(): string;
  family(): string;
  seats(): number;
  len(): number;
  isEmpty(): boolean;
  manualChance(): boolean;
  settings(): string;
  play(mv: string): void;
  playChance(c: string): void;
  truncate(n: number): void;
  moves(): string[];
  record(): string;
  recordAt(ply: number): string;
  legal(ply: number): string[];
  state(ply: number, seat: number | null): Loose;
  steps(ply: number, chosen: any[]): StepsAnswer;
  moveWords(j: number): Words | null;
  wordsFor(ply: number, mv: string): Words | null;
  positionWords(ply: number, seat: number | null): Words[];
  exportAs(format: string, meta: { names: string[], date: string }): string;
}

/** A family's WebAssembly module (wasm/<family>.js). */
export interface FamilyModule {
  Table: {
    new (id: string, settings: string, seedHex: string, manualChance?: boolean): Table;
    fromRecord(text: string, manualChance?: boolean): Table;
    fromFile(id: string, format: string, text: string): Table;
    fromPosition(id: string, text: string): Table;
  };
  freshSeed(): string;
}

/** What a renderer's `key` answers: handled (redraw), with a move to play or not. */
export type KeyResult = { move?: string | null } | null;

/** A board renderer (www/games/<family>/board.js), in the chessground style: typed data
 *  in, intents out; it never knows the rules. `D` is the data it draws. */
export interface Renderer<D = BoardData> {
  initUi(): any;
  aspect(d: D): number;
  draw(ctx: CanvasRenderingContext2D, w: number, h: number, d: D, ui: any, now: number): boolean | void;
  hit(x: number, y: number, w: number, h: number, d: D, ui: any): any;
  intent(hit: any, d: D, ui: any): string | null | undefined;
  key(e: KeyboardEvent, d: D, ui: any): KeyResult | undefined;
  release?(hit: any, d: D, ui: any): string | null | undefined;
  onData?(prev: D | null, d: D, ui: any, now: number): void;
  attach?(canvas: HTMLCanvasElement, host: { ui: any, redraw(): void, [k: string]: any }): (() => void) | null | void;
  [extra: string]: any;
}

/** The game controller as a family's hooks see it (www/shell/controller.js). */
export type Ctl = import('../shell/controller.js').GameCtl & { [own: string]: any };

/** An action button: a move with its label, or a family's own element. */
export type Action = { mv: string, label: string } | Node;

/** The family hooks: what www/games/<family>/index.js exports as default. Only `board`,
 *  `seatName` and `seatColour` are required; the shell does without the rest. */
export interface FamilyHooks {
  /** The board renderer. */
  board: Renderer<any>;
  /** Seat `i`'s name in the player's language (in game `id` where the family's games differ). */
  seatName(i: number, id?: string): string;
  /** The swatch colour of each seat in the status line. */
  seatColour: string[];
  /** Adds what the board needs beyond the position (a turn being built, memoised steps). */
  prepare?(ctl: Ctl, st: Loose): void;
  /** Moves made with a button rather than on the board (a pass, a double). */
  actions?(legal: string[], st: Loose, ctl: Ctl): Action[];
  /** The outcome of a chance event entered by hand (dice thrown at the table). */
  chanceInput?(ctl: Ctl, st: Loose): Node[];
  /** The family's own controls beside the shell's. */
  controls?(ctl: Ctl): Node[];
  /** After the status is drawn: the family's panels and labels. */
  afterUpdate?(ctl: Ctl, st: Loose): void;
  /** The board in words where the module has no `positionWords` (one line each). */
  describe?(st: any, ctl: Ctl): string[] | string | null;
  /** The seat the board is drawn for (hidden hands), or null. */
  seatView?(ctl: Ctl, ply: number): number | null;
  /** A move as the move list shows it (text or an element). */
  moveText?(mv: string, j: number, ctl: Ctl): string | Node;
  /** A move in words where the module has none. */
  moveWords?(mv: string, j: number, ctl: Ctl): string | null;
  /** The hint in words. */
  hintText?(mv: string, ctl: Ctl): string | null;
  /** The move list's rounds, as lists of move indexes. */
  moveRounds?(moves: string[], table: Table): number[][];
  /** Arguments of the family's own for the result's wording. */
  endArgs?(st: any, ctl: Ctl): Record<string, string> | null;
  [extra: string]: any;
}

declare global {
  interface Window {
    /** The page's handles for tests and tools (www/app.js). */
    spelbord: {
      games: any[];
      readonly current: Ctl | null;
      readonly engine: any;
      resultText(family: string, result: any, seatName: (i: number) => string, extra?: Record<string, string> | null): Promise<string>;
      wasm(family: string): Promise<FamilyModule>;
    };
  }
}
