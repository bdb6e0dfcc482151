// Who sits in each seat, and the saved games in localStorage.
// ---------- seats ----------
// A seat is "h" (a person) or "c1".."c5" (the computer at a level).
import { store } from '../dom.js';
export const parseSeats = (s, n) => {
  const parts = String(s || '').split(',').map((x) => x.trim());
  return Array.from({ length: n }, (_, i) => (/^(h|c[1-5])$/.test(parts[i]) ? parts[i] : i === 0 ? 'h' : 'c3'));
};
export const isCpu = (seat) => seat && seat[0] === 'c';
export const cpuLevel = (seat) => Number(seat.slice(1));

// ---------- storage ----------
// Every game on screen has a slot of its own in localStorage: the player's own game
// (`game`), a game opened from a link while their own is in progress (`link`), the
// embed's (`embed`) and an embed of a given record (`embed.g.<record>`). A game only ever
// saves into its own slot, so opening a link or an embed never overwrites the player's game.
export const saveKey = (id, slot = 'game') => `spelbord.${slot}.${id}`;
export function loadSaved(id, slot = 'game') {
  try { return JSON.parse(store.get(saveKey(id, slot)) || 'null'); } catch { return null; }
}
/** Whether a saved game has any move in it (an empty board is nothing to lose). */
export const inProgress = (saved) => !!(saved && typeof saved.record === 'string' && (saved.record.split('|')[3] || '').trim());
