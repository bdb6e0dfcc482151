// The computer player, in a Web Worker running the same family module as the page.
// A worker cannot be interrupted mid-search, so cancelling (undo, new game) terminates
// it and starts a fresh one; answers carry the request id so a late answer is ignored.

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
