// npm run bench:frame — frame time of the play screen in headless Chromium
// (issue 6) on the 200×200 / 10k-wall / 300-figure scene of scene.mjs.
// Prints median and p95 of the interval between animation frames while
//   0. idle (no input): the canvas draws only when something changed, so
//      this is the browser's own frame interval (~16.7 ms) plus other load,
//   1. panning (arrow keys, one step per frame, in a small square loop) with
//      the whole map in view,
//   2. panning zoomed in (about 1 square = 1 inch on screen),
//   3. hovering with the move tool: reach shading + cheapest path + AP label
//      recomputed on every pointer move (a new square each frame),
//   4. hovering with the attack tool over figures: LOS line, cover, range and
//      the dry-run attack on every pointer move.
// Also the time spent in the pointer handler itself (the preview work).
// Numbers only: this is a report, not a pass/fail test. Software WebGL
// (SwiftShader) is much slower than a GPU; say so when quoting them.
//
// Options: --no-build (reuse the built bundle), --frames N (default 240),
// --no-panels (hide the DOM panels: how much of a frame is the map alone),
// --dist DIR (build the web bundle into DIR and serve it from there instead
// of the shared dist/web, so a bench run does not overwrite others' build).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serveWeb } from '../../../scripts/serve-web.mjs';
import { generateFrameScene } from './scene.mjs';

const args = process.argv.slice(2);
const FRAMES = Number(args[args.indexOf('--frames') + 1]) > 0 && args.includes('--frames') ? Number(args[args.indexOf('--frames') + 1]) : 240;
const SCENE_NAME = 'frame-bench.grit.json';
// Same flags as playwright.config.ts (DESIGN "Toolchain facts").
const CHROMIUM_ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const DIST = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : null;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
if (!args.includes('--no-build')) {
  if (DIST) {
    const { build } = await import('vite');
    await build({ logLevel: 'warn', build: { outDir: DIST, emptyOutDir: true } });
  } else {
    const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status || 1);
  }
}

/** Serves DIST with vite preview (same plugins as serveWeb), or dist/web via serveWeb. */
async function serve() {
  if (!DIST) return serveWeb();
  const { preview } = await import('vite');
  const server = await preview({ logLevel: 'warn', build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, open: false } });
  const address = server.httpServer.address();
  return { url: `http://localhost:${address.port}/`, close: () => server.close() };
}

const sceneText = JSON.stringify(generateFrameScene({ seed: 1 }));
const server = await serve();
const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The bench scene is served as if it were shipped, without touching maps/.
  await page.route(`**/maps/${SCENE_NAME}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: sceneText }));
  const t0 = Date.now();
  await page.goto(`${server.url}?scenario=${SCENE_NAME}&seed=1&fast=1`);
  await page.waitForFunction(() => document.title.startsWith('Frame bench'), undefined, { timeout: 120_000 });
  await page.waitForTimeout(500);
  const openMs = Date.now() - t0;
  console.log(`  opened in ${openMs} ms`);
  const renderer = await page.evaluate(() => window.grit.rendererName());
  if (args.includes('--no-panels')) {
    // Diagnostic: how much of the frame is the DOM panels rather than the map.
    await page.addStyleTag({ content: '.ui-root { display: none !important; }' });
  }

  /** In-page: one scripted input per animation frame; returns frame intervals and handler times (ms). */
  const run = (kind, points = []) =>
    page.evaluate(
      ({ kind, points, frames }) =>
        new Promise((resolve) => {
          const canvas = document.querySelector('canvas.map-canvas');
          const intervals = [];
          const handler = [];
          let last = 0;
          let i = 0;
          const input = () => {
            const t = performance.now();
            if (kind === 'idle') {
              // nothing: the frame cost of drawing the scene alone
            } else if (kind === 'pan') {
              // A square loop of 8 steps per side (512 screen px) keeps the map under the camera.
              const key = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][Math.floor(i / 8) % 4];
              window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
            } else {
              const p = points[i % points.length];
              canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: p.x, clientY: p.y, bubbles: true, pointerType: 'mouse' }));
            }
            handler.push(performance.now() - t);
          };
          const step = (now) => {
            if (last) intervals.push(now - last);
            last = now;
            if (i++ >= frames) return resolve({ intervals, handler });
            input();
            requestAnimationFrame(step);
          };
          requestAnimationFrame(() => requestAnimationFrame(step));
        }),
      { kind, points, frames: FRAMES },
    );

  const stats = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const q = (p) => s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))];
    return { median: q(0.5), p95: q(0.95), max: s[s.length - 1] };
  };
  const results = [];
  // Canvas diagnostics when the build has them (MapCanvas.drawStats): frames
  // drawn, whole backdrop drawings and scroll strips during the case.
  const canvasStats = () => page.evaluate(() => window.__gritCanvasStats?.() ?? null);
  const measure = async (label, go) => {
    const before = await canvasStats();
    const r = await go();
    const after = await canvasStats();
    const f = stats(r.intervals),
      h = stats(r.handler);
    console.log(`  ${label}: median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms`);
    const row = { label, frameMedianMs: +f.median.toFixed(1), frameP95Ms: +f.p95.toFixed(1), frameMaxMs: +f.max.toFixed(1), inputMedianMs: +h.median.toFixed(2), inputP95Ms: +h.p95.toFixed(2) };
    if (before && after) Object.assign(row, { drawn: after.frames - before.frames, bakes: after.bakes - before.bakes, strips: after.strips - before.strips });
    results.push(row);
  };

  // 0. Baseline: no input at all (the map canvas renders on demand: nothing to draw).
  await measure('idle, whole map in view', () => run('idle'));

  // 1. Pan with the whole map in view (the camera fits the map: every wall and figure drawn).
  await measure('pan, whole map in view', () => run('pan'));

  // 2. Zoom in (keys +) and pass once so the camera follows the new active figure.
  const zoomIn = async (steps) => {
    for (let k = 0; k < steps; k++) await page.keyboard.press('=');
  };
  await page.mouse.move(683, 384);
  await zoomIn(9);
  await page.keyboard.press('n'); // pass: the next figure is active, the camera centres on it
  await page.waitForTimeout(200);
  await measure('idle, zoomed in', () => run('idle'));
  await measure('pan, zoomed in (~1 inch per square)', () => run('pan'));

  // Back to the active figure, select tool: its reach is shaded.
  await page.keyboard.press('Escape');
  await page.keyboard.press('f');
  const info = await page.evaluate(() => {
    const v = window.grit.view();
    const w = v.world;
    const me = w.figures[v.activeFigureId];
    const near = Object.values(w.figures)
      .filter((f) => f.id !== me.id && f.cell)
      .sort((a, b) => Math.hypot(a.cell.c - me.cell.c, a.cell.r - me.cell.r) - Math.hypot(b.cell.c - me.cell.c, b.cell.r - me.cell.r))
      .slice(0, 24)
      .map((f) => f.cell);
    return { cell: me.cell, ap: me.apLeft, near };
  });
  // 3. Hover walk around the active figure: a new square every frame (inside and outside its reach).
  const walk = [];
  for (let k = 0; k < 64; k++) {
    const angle = (k / 64) * Math.PI * 2;
    const radius = 2 + (k % 8);
    walk.push({ c: Math.max(0, Math.min(199, Math.round(info.cell.c + radius * Math.cos(angle)))), r: Math.max(0, Math.min(199, Math.round(info.cell.r + radius * Math.sin(angle)))) });
  }
  const toClient = (cells) => page.evaluate((cs) => cs.map(({ c, r }) => window.grit.cellToClient(c, r)), cells);
  await page.keyboard.press('m');
  await measure('hover, move tool (reach + path + AP)', async () => run('hover', await toClient(walk)));

  // 4. Attack tool over the nearest figures and the squares between them.
  await page.keyboard.press('a');
  const targets = [];
  for (const cell of info.near) targets.push(cell, { c: Math.round((cell.c + info.cell.c) / 2), r: Math.round((cell.r + info.cell.r) / 2) });
  await measure('hover, attack tool (LOS + cover + chance)', async () => run('hover', await toClient(targets)));

  // 5. LOS tool anchored on the active figure, hovering the walk.
  await page.keyboard.press('v');
  const from = await toClient([info.cell]);
  // A click on the canvas itself (the point may lie under a panel).
  await page.evaluate(({ x, y }) => {
    const canvas = document.querySelector('canvas.map-canvas');
    for (const type of ['pointerdown', 'pointerup']) canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, pointerType: 'mouse' }));
  }, from[0]);
  await measure('hover, LOS tool (cover between two cells)', async () => run('hover', await toClient(walk)));

  const { loadavg, cpus } = await import('node:os');
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} (other processes share the CPU)`,
  );
  console.log(`frame-time bench: ${renderer}, 1366×768, scene 200×200, 10 000 walls, 300 figures; opened in ${openMs} ms; ${FRAMES} frames per case`);
  console.table(results);
  if (errors.length) console.log('page errors:', errors);
} finally {
  await browser.close();
  await server.close();
}
