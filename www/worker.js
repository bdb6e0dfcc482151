// The computer player's worker: it loads the site's one WebAssembly module, whose
// `main` sees it runs in a worker, sets its message handler and posts "ready".
import init from '../spelbord_web.js';

await init();
