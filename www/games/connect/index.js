// The Fyra i rad / Fem i rad family on the page: its board and seats. Its settings,
// analysis and previews come from the catalog (the Rust side declares them); its words
// are in strings.js, its rules pages in rules.js.
import board from './board.js';
import { t } from '../../i18n/index.js';

/** @type {import('../../types/family').FamilyHooks} */
export default {
  board,
  seatName: (i) => t(`seat.connect.${i}`),
  seatColour: ['#d62839', '#f6c33b'],
  afterUpdate(ctl) {
    ctl.canvas.setAttribute('aria-label', t('connect.boardLabel'));
  },

  hintText(mv) {
    const pop = String(mv).startsWith('p');
    return t(pop ? 'connect.hintPop' : 'connect.hintDrop', { col: String(mv).replace('p', '') });
  },
};
