// A game page: the player's own game of `id` (resumed, or a fresh board under the table
// settings), or a link's game kept beside it.
// The game controller hands itself to screen.js as it loads.
import '../controller.js';
import { t, errText } from '../../i18n/index.js';
import { toast } from '../../dom.js';
import { family } from '../catalog.js';
import { loadSaved, parseSeats } from '../save.js';
import { app, current, startGame } from '../screen.js';
import { settingsDialog } from '../table-dialogs.js';
import { routeGen, stale } from '../router.js';

export async function gamePage(id) {
  if (current && current.id === id && current.slot === 'game' && app.contains(current.root)) return;
  const gen = routeGen;
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  const saved = loadSaved(id);
  if (saved) {
    try {
      const table = wasm.Table.fromRecord(saved.record, !!saved.manualChance);
      startGame(id, table, parseSeats(saved.seats, table.seats()), { redo: Array.isArray(saved.redo) ? saved.redo.map(String) : [], fam, wasm });
      return;
    } catch (e) {
      toast(t('error', { e: errText(e) }), 'error');
    }
  }
  const table = new wasm.Table(id, '', wasm.freshSeed());
  startGame(id, table, parseSeats('h,c3', table.seats()), { fam, wasm, paused: true });
  settingsDialog(id, current.seats, table);
}

/** A link's game kept beside the player's own (`#/linked/<id>`, after a reload). */
export async function linkedPage(id) {
  const gen = routeGen;
  const saved = loadSaved(id, 'link');
  if (!saved) { location.replace(`#/play/${id}`); return; }
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  let table;
  try { table = wasm.Table.fromRecord(saved.record, !!saved.manualChance); } catch { location.replace(`#/play/${id}`); return; }
  startGame(id, table, parseSeats(saved.seats, table.seats()), { redo: Array.isArray(saved.redo) ? saved.redo.map(String) : [], fam, wasm, slot: 'link' });
}
