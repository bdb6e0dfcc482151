// Every game family the page knows, by the family name the Rust registry reports.
// A family module: { id, board, seatName(i), seatColour[], fields[], analysis?, preview,
//   strings?: {sv, en, da}, controls?(ctl) -> [elements], seatView?(ctl) -> seat|null,
//   actions?(legal, st, ctl) -> [{mv, label} | element] for moves made by a button, not on the board,
//   prepare?(ctl, st) adds board data, chanceInput?(ctl, st) -> [elements] asks for a chance
//   outcome entered by hand, newTable?(wasm, id, settings, seed, local) makes a special table,
//   afterUpdate?(ctl, st) after the page is drawn, moveRounds?(moves, table) groups the move
//   list into rounds, moveText?(mv) writes a move there;
//   fields: {key, type: 'bool'|'select', label, default?, options?, local?, seats?} }.
import { addStrings } from '../i18n/index.js';
import connect from './connect.js';
import dam from './dam.js';
import backgammon from './backgammon.js';
import fargOchForm from './farg-och-form.js';

export const FAMILIES = { connect, dam, backgammon, 'farg-och-form': fargOchForm };
for (const f of Object.values(FAMILIES)) addStrings(f.strings);
