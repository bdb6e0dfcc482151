// The Fyra i rad / Fem i rad family on the page: its board, seats, table settings and
// strings. Every family module has this shape (see families/index.js).
import board from '../boards/connect.js';
import { t } from '../i18n/index.js';

export default {
  id: 'connect',
  board,
  seatName: (i) => t(`seat.connect.${i}`),
  seatColour: ['#d62839', '#f6c33b'],
  // Table settings offered before the start, as fields over the settings query string.
  fields: [{ key: 'popout', type: 'bool', label: 'popout' }],
  // A solver knows the exact value of every column: the page offers an analysis toggle.
  analysis: true,
  // Moves drawn on the preview card of the game list.
  preview: { 'fyra-i-rad': ['4', '4', '3', '5', '4'], 'fem-i-rad': ['4', '4', '3', '5', '5'] },
};
