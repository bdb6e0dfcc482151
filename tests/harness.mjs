// Shared set-up for the end-to-end tests: serves the built release site (dist/) on
// 127.0.0.1 and drives Debian's Chromium through playwright-core (which never downloads
// a browser of its own).
import { chromium } from 'playwright-core';
import { mkdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// SPELBORD_DIST lets several people test their own builds side by side.
export const DIST = process.env.SPELBORD_DIST || join(here, '..', 'dist');
export const SHOTS = process.env.SPELBORD_SHOTS || join(here, '..', 'target', 'screenshots');

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export async function start() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('build the release site first: trunk build --release');
  mkdirSync(SHOTS, { recursive: true });
  const server = await serve(DIST, 0);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-quic'],
    // Playwright gives every launch a fresh, empty profile directory of its own.
  });
  return {
    base, browser,
    async page(viewport = DESKTOP, opts = {}) {
      const context = await browser.newContext({ viewport, locale: opts.locale || 'sv-SE', serviceWorkers: opts.serviceWorkers || 'block' });
      const page = await context.newPage();
      page.errors = [];
      page.on('pageerror', (e) => page.errors.push(String(e)));
      page.on('console', (m) => { if (m.type() === 'error') page.errors.push(m.text()); });
      return page;
    },
    async stop() { await browser.close(); server.close(); },
  };
}

/** Waits until the app has started (the wasm module is loaded and a page is drawn). */
export async function ready(page) {
  await page.waitForFunction(() => window.spelbord && document.querySelector('header.top, .game, .error-page'));
}

export async function shot(page, name) {
  await page.waitForTimeout(350); // let the disc animations finish
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Starts a game from the table settings dialog. seats: e.g. ['h', 'c1']. */
export async function newGame(page, base, id, seats, opts = {}) {
  await page.goto(`${base}#/play/${id}`);
  await ready(page);
  // The game page is up (and its dialog open, if it opens one) once its game is current:
  // the header alone may still be the page before.
  await page.waitForFunction((g) => window.spelbord.current && window.spelbord.current.id === g, id);
  if (!(await page.locator('dialog.settings').isVisible())) await page.click('[data-act="newGame"]');
  await page.selectOption('dialog.settings select[name=game]', id);
  if (opts.popout) await page.check('dialog.settings input[name=popout]');
  for (let i = 0; i < seats.length; i++) await page.selectOption(`dialog.settings select[name=seat${i}]`, seats[i]);
  await page.click('dialog.settings button[value=start]');
  await page.waitForFunction(() => window.spelbord.current && !document.querySelector('dialog.settings'));
}

/** The board canvas's box once it is laid out. Right after a settings dialog closes the
 * page can swap the canvas, and Playwright's boundingBox() then answers null for the
 * detached one (CI saw exactly that once); waiting for a visible canvas with a size
 * removes the race without hiding a board that never shows (the wait times out). */
export async function boardBox(page) {
  const canvas = page.locator('canvas.board');
  for (let i = 0; i < 100; i++) {
    await canvas.waitFor({ state: 'visible', timeout: 15000 });
    const box = await canvas.boundingBox();
    if (box && box.width > 0 && box.height > 0) return box;
    await page.waitForTimeout(50);
  }
  throw new Error('the board canvas never got a size');
}

/** Clicks the canvas at playable column `n` (1-7), computing where the renderer draws it. */
export async function clickColumn(page, n, opts = {}) {
  const box = await boardBox(page);
  const d = await page.evaluate(() => {
    const c = window.spelbord.current;
    const s = c.table.state(c.table.len(), null);
    return { cols: s.cols, rows: s.rows, labels: s.labels, popout: s.popout };
  });
  const tabs = d.popout ? 1 : 0;
  const cell = Math.min(box.width / d.cols, box.height / (d.rows + 1.4 + tabs * 0.85));
  const x0 = (box.width - cell * d.cols) / 2;
  const col = d.labels.indexOf(n);
  const x = box.x + x0 + (col + 0.5) * cell;
  const y = opts.pop ? box.y + cell + cell * d.rows + cell * 0.1 + cell * 0.27 : box.y + cell * 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.up();
}

export const moveCount = (page) => page.evaluate(() => window.spelbord.current.table.len());
export const record = (page) => page.evaluate(() => window.spelbord.current.table.record());
