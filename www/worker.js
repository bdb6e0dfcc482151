// The computer player's worker: it loads its family's WebAssembly module (the page names
// the family as the worker's name), whose `main` sees it runs in a worker, sets its
// message handler and posts "ready".
const family = self.name;
if (!/^[a-z-]+$/.test(family || '')) throw new Error(`no family '${family}'`);
const m = await import(`../wasm/${family}.js`);
await m.default();

export {}; // a module (its top-level awaits), as the page starts it
