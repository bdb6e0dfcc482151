// A route that names nothing.
import { t } from '../../i18n/index.js';
import { h } from '../../dom.js';
import { app, header } from '../screen.js';

export function notFound() {
  app.replaceChildren(header(), h('main', {}, h('p', {}, t('notFound')), h('a', { href: '#/' }, t('home'))));
}
