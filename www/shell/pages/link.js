// A game from a link (`#/g/<record>`) and the embed of a game (`#/embed/...`).
// The game controller hands itself to screen.js as it loads.
import '../controller.js';
import { t, errText } from '../../i18n/index.js';
import { h } from '../../dom.js';
import { GAMES, gameInfo, family } from '../catalog.js';
import { loadSaved, parseSeats, inProgress } from '../save.js';
import { app, startGame } from '../screen.js';
import { routeGen, stale } from '../router.js';
import { homePage } from './home.js';

/** The longest record the rules accept (`MAX_RECORD_LEN` in crates/core). */
const MAX_RECORD_LEN = 100000;
/** Why a link cannot be opened, as a kind: a link cut short (by a chat program, a
 *  line break, a copy of part of it) is told apart from one that names no game. */
function linkProblem(text, decoded) {
  if (!decoded) return { key: 'linkCut', args: {} };
  const id = text.trim().split('|')[0];
  if (!id) return { key: 'linkEmpty', args: {} };
  if (!gameInfo(id)) {
    const cut = text.indexOf('|') < 0 && GAMES.some((g) => g.id.startsWith(id));
    return cut ? { key: 'linkCut', args: {} } : { key: 'unknownGame', args: { id } };
  }
  return null;
}

export async function linkPage(rest, embed) {
  const gen = routeGen;
  const [enc, query] = rest.split('?');
  const params = new URLSearchParams(query || '');
  let text = enc;
  let decoded = true;
  try { text = decodeURIComponent(enc); } catch { decoded = false; }
  // One message, in the player's language, in place of the page (never a pile of toasts).
  const fail = async (e) => {
    const line = t('badLink', { e: errText(e) });
    if (embed) { app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, line)); return; }
    await homePage();
    for (const old of document.querySelectorAll('.toast.error')) old.remove();
    app.querySelector('main').prepend(h('p', { class: 'error-line', role: 'alert' }, line));
  };
  // The game id comes first in a record; its family's module reads the rest.
  // A link longer than any record (crates/core's MAX_RECORD_LEN) is refused before its
  // family's module loads: a hostile megabyte link answers at once.
  if (text.length > MAX_RECORD_LEN) {
    await fail({ key: 'tooLong', args: { max: String(MAX_RECORD_LEN) }, message: 'the record is too long' });
    return;
  }
  const problem = linkProblem(text, decoded);
  if (problem) { await fail(problem); return; }
  const id = text.trim().split('|')[0];
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  // An embed of a given record keeps its own save of how it went on from there.
  const slot = embed ? `embed.g.${text.trim()}` : null;
  const resumed = embed ? loadSaved(id, slot) : null;
  let table;
  try {
    table = wasm.Table.fromRecord(text);
  } catch (e) {
    // A record with fewer than its four parts was cut short on the way.
    await fail(text.split('|').length < 4 ? { key: 'linkCut', args: {} } : e);
    return;
  }
  const seats = parseSeats(params.get('seats') || 'h,h', table.seats());
  if (embed) {
    let t2 = null;
    try { t2 = resumed ? wasm.Table.fromRecord(resumed.record, !!resumed.manualChance) : null; } catch { t2 = null; }
    startGame(id, t2 || table, t2 ? parseSeats(resumed.seats, t2.seats()) : seats, { embed, fam, wasm, slot });
    return;
  }
  // The player's own game is never overwritten by a link: the link's game goes beside
  // it unless there is nothing to lose (no own game, or the link continues it).
  const own = loadSaved(id);
  const rec = table.record();
  const conflict = inProgress(own) && !(rec === own.record || rec.startsWith(`${own.record} `));
  startGame(id, table, seats, { fam, wasm, slot: conflict ? 'link' : 'game' });
  history.replaceState(null, '', conflict ? `#/linked/${id}` : `#/play/${id}`);
}

export async function embedPage(rest) {
  const gen = routeGen;
  const [id, q] = rest.split('?');
  const params = new URLSearchParams(q || '');
  const { fam, wasm } = await family(id);
  if (stale(gen)) return;
  const saved = loadSaved(id, 'embed');
  const seats = parseSeats(params.get('seats') || (saved && saved.seats) || 'h,h', gameInfo(id).maxSeats);
  let table = null;
  try { table = saved ? wasm.Table.fromRecord(saved.record, !!saved.manualChance) : null; } catch { table = null; }
  try {
    table = table || new wasm.Table(id, params.get('settings') || '', wasm.freshSeed());
  } catch (e) {
    app.replaceChildren(h('p', { class: 'error-page', role: 'alert' }, t('badLink', { e: errText(e) })));
    return;
  }
  startGame(id, table, seats.slice(0, table.seats()), { embed: true, fam, wasm });
}
