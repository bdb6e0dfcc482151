// The computer players' workers: one for the moves of the game on screen, one for the
// analysis (so an analysis never delays the computer's move), each kept across games
// of the same family and replaced for another.
import { Engine } from '../engine.js';

let engine = null;
/** The worker of the moves, if one was started (for tests and tools). */
export const currentEngine = () => engine;
/** The computer player of a family: one worker with its module, replaced on cancel. */
export function engineFor(family) {
  if (!engine || engine.family !== family) { if (engine) engine.stop(); engine = new Engine(family); }
  return engine;
}
/** The analysis's own worker (families with an exact analysis), started with the page so
 *  the first analysis does not wait for a module to load, and kept across games. */
let analysisEngine = null;
export function analysisFor(family) {
  if (!analysisEngine || analysisEngine.family !== family) { if (analysisEngine) analysisEngine.stop(); analysisEngine = new Engine(family); }
  return analysisEngine;
}
