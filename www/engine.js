// The computer player, in a Web Worker running the same family module as the page.
// A worker cannot be interrupted mid-search, so cancelling (undo, new game) terminates
// it and starts a fresh one; answers carry the request id so a late answer is ignored.

const files = new Map();
/** The bytes of `data/<name>` (fetched once a page; a failed fetch is tried again next time). */
function dataFile(name) {
  if (!/^[a-z0-9.-]+$/.test(name || '')) return Promise.reject(Object.assign(new Error(`bad data file ${name}`), { key: 'dataFile', args: { file: String(name) } }));
  if (!files.has(name)) {
    files.set(name, fetch(new URL(`../data/${name}`, import.meta.url)).then(async (r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      // A `.gz` file is unpacked here (Dam's database is a quarter the size packed, and a
      // static host may not compress a binary file itself).
      if (name.endsWith('.gz')) return new Uint8Array(await new Response(r.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
      return new Uint8Array(await r.arrayBuffer());
    }).catch((e) => {
      files.delete(name);
      throw Object.assign(new Error(`data/${name}: ${e.message}`), { key: 'dataFile', args: { file: name } });
    }));
  }
  return files.get(name);
}

export class Engine {
  constructor(family) {
    this.family = family;
    this.nextId = 1;
    this.pending = new Map();
    this.spawn();
  }

  spawn() {
    // The family travels as the worker's name: a query string would be lost when the
    // service worker answers offline with the cached worker.js.
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: this.family });
    // The worker says "ready" once its onmessage is set: earlier messages would be lost.
    this.ready = new Promise((resolve) => {
      this.worker.onmessage = (e) => {
        if (e.data === 'ready') { resolve(); return; }
        const p = this.pending.get(e.data.id);
        if (!p) return;
        this.pending.delete(e.data.id);
        if (e.data.error) p.reject(Object.assign(new Error(e.data.error.message), e.data.error)); else p.resolve(e.data.answer || e.data.analysis);
      };
    });
    this.worker.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error(e.message || 'worker failed'));
      this.pending.clear();
    };
  }

  /** Asks for a move: {record, level, timeMs?}. Resolves to {mv, score, depth, nodes, ms}. */
  async ask(req) {
    await this.ready;
    const worker = this.worker;
    try {
      return await this.post(req);
    } catch (e) {
      // The engine loads part of itself as a file of the site (Backgammon's nets) when
      // it first thinks: fetch it once (the service worker caches it), hand it over, ask again.
      if (e.key !== 'needData' || this.worker !== worker) throw e;
      // An optional file (Dam's endgame database) that cannot be fetched is handed over
      // as no bytes: the engine plays on without it rather than not at all.
      const file = dataFile(e.args && e.args.file);
      const bytes = await (e.args && e.args.optional ? file.catch(() => new Uint8Array(0)) : file);
      if (this.worker !== worker) throw new Error('cancelled');
      await this.post({ ...req, data: bytes });
      return this.post(req);
    }
  }

  /** One message to the worker, answered by its id. */
  post(req) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...req, id, seed: Math.floor(Math.random() * 2 ** 31) });
    });
  }

  get busy() { return this.pending.size > 0; }

  /** Ends the worker for good (another family's game is on screen). */
  stop() {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('cancelled'));
    this.pending.clear();
  }

  /** Stops whatever the worker is thinking about. */
  cancel() {
    if (!this.pending.size) return;
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('cancelled'));
    this.pending.clear();
    this.spawn();
  }
}
