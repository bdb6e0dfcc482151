// The dialogs of a game table: its settings before a game (from the catalog: the Rust
// side declares the fields) and opening a game from a file.
import { t, errText } from '../i18n/index.js';
import { h, toast } from '../dom.js';
import { showRouteDialog, formValues } from '../dialogs.js';
import { GAMES, gameInfo } from './catalog.js';
import { current, startGame, changeLang } from './screen.js';

/** The dialog before a game: the game of the family, its settings (from the catalog:
 *  the Rust side declares them) and who sits in each seat. */
export function settingsDialog(id, seats, table, chosen = null) {
  // One at a time: two routes racing to the same game page (a hash change while the
  // family loads) must not stack dialogs over the board.
  for (const d of /** @type {NodeListOf<HTMLDialogElement>} */ (document.querySelectorAll('dialog.settings:not(.confirm):not(.import)'))) { d.dataset.dropped = '1'; d.close(); d.remove(); }
  const { fam, wasm } = current;
  const variants = GAMES.filter((g) => g.family === gameInfo(id).family);
  const prev = new URLSearchParams(table ? table.settings() : '');
  const gameSel = h('select', { name: 'game' }, ...variants.map((g) => h('option', { value: g.id, selected: g.id === id }, t(`game.${g.id}`))));
  const value = (f) => prev.get(f.key) ?? f.default;
  seats = [...seats]; // the dialog's own copy: choices survive a change of game
  // Seats beyond the last game's default to the computer at the middle level.
  const seatOf = (i) => seats[i] || (i === 0 ? 'h' : 'c3');
  // The game's own part of the form (its settings, dice by hand, its seats named by its
  // colours) is rebuilt when another game of the family is chosen: Kvarn 12's seats are
  // not Kvarn's, and each game declares its own fields.
  let info; let fieldEls; let seatSels; let seatIdx;
  const opts = h('div', { class: 'game-opts' });
  const seatCount = () => (seatIdx >= 0 ? Number(fieldEls[seatIdx].querySelector('select').value) || info.maxSeats : info.maxSeats);
  const showSeats = () => seatSels.forEach((el, i) => { el.hidden = i >= seatCount(); });
  const build = (gid) => {
    // Choices already made in this dialog carry over to fields of the same name.
    for (const el of opts.querySelectorAll('select[name], input[name]')) {
      if (el.name.startsWith('seat')) continue;
      prev.set(el.name, el.type === 'checkbox' ? String(el.checked) : el.value);
    }
    if (seatSels) seatSels.forEach((el, i) => { seats[i] = el.querySelector('select').value; });
    info = gameInfo(gid);
    fieldEls = info.fields.map((f) => (f.kind.type === 'select'
      ? h('label', {}, t(f.label), ' ', h('select', { name: f.key },
        ...f.kind.options.map((o) => h('option', { value: o.value, selected: String(value(f)) === o.value }, t(o.label)))))
      : h('label', { class: 'check' },
        h('input', { type: 'checkbox', name: f.key, checked: value(f) === 'true' }), ' ', t(f.label))));
    // Dice thrown for real at the table are entered by hand: a table option, not a rule.
    const handEl = info.handChance ? h('label', { class: 'check' },
      h('input', { type: 'checkbox', name: 'manualChance', checked: !!(table && table.manualChance()) }), ' ', t('manualChance')) : null;
    seatSels = Array.from({ length: info.maxSeats }, (_, i) => h('label', {}, fam.seatName(i, gid), ' ',
      h('select', { name: `seat${i}` },
        h('option', { value: 'h', selected: seatOf(i) === 'h' }, t('person')),
        ...[1, 2, 3, 4, 5].map((l) => h('option', { value: `c${l}`, selected: seatOf(i) === `c${l}` }, `${t('computer')}: ${t('level.' + l)}`)))));
    // A field marked `seats` (a number of players) shows that many seat rows.
    seatIdx = info.fields.findIndex((f) => f.seats);
    if (seatIdx >= 0) fieldEls[seatIdx].querySelector('select').addEventListener('change', showSeats);
    opts.replaceChildren(...fieldEls, ...(handEl ? [handEl] : []), h('fieldset', {}, h('legend', {}, t('players')), ...seatSels));
    showSeats();
  };
  if (chosen && chosen.game && gameInfo(chosen.game)) gameSel.value = chosen.game;
  build(gameSel.value);
  gameSel.addEventListener('change', () => build(gameSel.value));
  // The computer waits while the dialog is open: it must not move on a board the player
  // has not yet set up (or is about to replace).
  const paused = current;
  if (paused) { paused.stopBot(); paused.paused = true; paused.update(); }
  const dlg = h('dialog', { class: 'settings' },
    h('form', { method: 'dialog' },
      h('h2', {}, t('tableSettings')),
      h('label', {}, t('game'), ' ', gameSel),
      opts,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'start' }, t('start')))));
  dlg.addEventListener('close', () => {
    dlg.remove();
    // Taken off for a change of language: the dialog comes back, the game stays paused.
    if (dlg.dataset.dropped) return;
    const resume = () => { if (paused && current === paused) { paused.paused = false; paused.maybeBot(); } };
    if (dlg.returnValue !== 'start') { resume(); return; }
    const gid = gameSel.value;
    const settings = new URLSearchParams();
    for (const f of info.fields) {
      const el = dlg.querySelector(`[name=${f.key}]`);
      settings.set(f.key, f.kind.type === 'select' ? el.value : el.checked ? 'true' : 'false');
    }
    const manual = !!dlg.querySelector('[name=manualChance]')?.checked;
    const newSeats = seatSels.slice(0, seatCount()).map((_, i) => dlg.querySelector(`[name=seat${i}]`).value);
    if (current) current.stopBot();
    let tbl;
    try {
      tbl = new wasm.Table(gid, settings.toString(), wasm.freshSeed(), manual);
    } catch (e) {
      toast(t('error', { e: errText(e) }), 'error');
      resume();
      return;
    }
    // A new game is the player's own, asked for: it takes the own slot.
    if (location.hash !== `#/play/${gid}`) history.replaceState(null, '', `#/play/${gid}`);
    startGame(gid, tbl, newSeats, { fam, wasm });
  });
  // The choices made so far, put back after a change of language.
  if (chosen) {
    for (const [name, v] of Object.entries(chosen)) {
      const el = opts.querySelector(`[name="${name}"]`);
      if (!el) continue;
      if (el.type === 'checkbox') el.checked = v === 'true'; else el.value = v;
    }
    showSeats();
  }
  showRouteDialog(dlg, {
    onLang: changeLang,
    snapshot: () => formValues(dlg),
    reopen: (snap) => { if (current) settingsDialog(current.id, current.seats, current.table, snap); },
  });
  return dlg;
}

/** Opens a game from a file (or pasted text) in a family's format; bad files say why. */
export function openFileDialog(id, fm) {
  const { fam, wasm } = current;
  const area = h('textarea', { name: 'text', rows: 8, 'aria-label': t('pasteFile') });
  const file = h('input', { type: 'file', accept: `.${fm.extension},text/plain`, 'aria-label': t('chooseFile') });
  const msg = h('p', { class: 'error-line', role: 'alert', hidden: true });
  file.addEventListener('change', async () => { if (file.files[0]) area.value = await file.files[0].text(); });
  const dlg = h('dialog', { class: 'settings import' },
    h('form', { method: 'dialog' },
      h('h2', {}, t('openFile', { f: fm.extension })),
      file, area, msg,
      h('div', { class: 'row' },
        h('button', { type: 'button', onclick: () => dlg.close() }, t('cancel')),
        h('button', { type: 'submit', class: 'primary', value: 'open' }, t('open')))));
  dlg.querySelector('form').addEventListener('submit', (e) => {
    let table;
    try {
      table = wasm.Table.fromFile(id, fm.id, area.value);
    } catch (err) {
      // The dialog stays open with the reason; the game on the table is untouched.
      e.preventDefault();
      msg.hidden = false;
      msg.textContent = t('badFile', { e: errText(err) });
      return;
    }
    dlg.close();
    current.stopBot();
    // The seats stay as they were where the file has as many; new ones are people.
    const seats = Array.from({ length: table.seats() }, (_, i) => current.seats[i] || 'h');
    startGame(table.id(), table, seats, { fam, wasm });
  });
  dlg.addEventListener('close', () => dlg.remove());
  showRouteDialog(dlg, {
    onLang: changeLang,
    snapshot: () => area.value,
    reopen: (text) => { if (current) openFileDialog(current.id, fm).querySelector('textarea').value = text || ''; },
  });
  return dlg;
}
