// npm run bench:frame — the play screen in headless Chromium (issues 6, 16)
// on the 200×200 / 10k-wall / 300-figure scene of scene.mjs. For each case
// it reports, apart:
//   - JS handler time: the time spent inside the scripted input's handler
//     (the key or pointer event dispatched synchronously: camera move, tool
//     preview, panels, overlay), as wall time ("JS");
//   - for the hover cases also the main thread's own CPU time in that
//     handler ("CPU", from a Chrome trace; traceCpu.mjs says why it differs);
//   - frame time: the interval between animation frames while one input is
//     sent per frame (handler + Pixi drawing + the browser's compositing).
// Cases: idle; pan (arrow keys, one step per frame) with the whole map in
// view and zoomed in (~1 inch per square); hover with the move tool (reach +
// path + AP), the attack tool (LOS + cover + chance) and the LOS tool, a new
// square every frame. Also the time from navigation to the first drawn
// frame of the scene ("opened"). And the compositing floor: in the same
// browser, a page holding nothing but one viewport-sized WebGL canvas, drawn
// once and slid by CSS one step per frame, i.e. what a pan frame costs when
// no script and no drawing run at all (issue 16: a pan target below this is
// SwiftShader's compositing, not the app).
//
// --baseline DIR: also builds and serves another checkout (a worktree of
// main: `git worktree add ../base main`) and runs every case on both, in
// the same browser, interleaved round by round, printing old ÷ new ratios:
// the machine is shared and noisy, ratios from one run are what to quote.
// Numbers only: a report, not a pass/fail test. Software WebGL (SwiftShader)
// is much slower than a GPU; say so when quoting them.
//
// Options: --no-build (reuse the built bundles), --frames N per round per
// case (default 120), --rounds N (default 2), --no-panels (hide the DOM
// panels), --only LABELS (comma-separated parts of case labels to measure),
// --slowest N (print each round's N slowest inputs by index), --no-cpu (no trace, no CPU column), --dist DIR (where this checkout's bundle is built; default
// dist/bench-frame, so a bench run does not overwrite dist/web), --browser
// PATH (default: chromium-headless-shell when installed, see browser.mjs).
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { generateFrameScene } from './scene.mjs';
import { around } from './around.mjs';
import { launchBrowser } from './browser.mjs';
import { pointerMoveCpuMs } from './traceCpu.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const FRAMES = Number(opt('--frames', 120)) || 120;
const ROUNDS = Number(opt('--rounds', 2)) || 2;
const CPU_TRACE = !args.includes('--no-cpu');
const ONLY = (opt('--only', '') || '').split(',').filter(Boolean);
const SCENE_NAME = 'frame-bench.grit.json';
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';

/** The checkouts to measure: this one ("new") and, with --baseline, the old one. */
const targets = [{ name: 'new', root: process.cwd(), dist: resolve(opt('--dist', 'dist/bench-frame')) }];
if (args.includes('--baseline')) {
  const root = resolve(opt('--baseline'));
  targets.unshift({ name: 'old', root, dist: join(root, 'dist/bench-frame') });
}

const { build, preview } = await import('vite');
for (const t of targets) {
  if (args.includes('--no-build') && existsSync(t.dist)) continue;
  console.log(`  building ${t.name} (${t.root}) into ${t.dist}`);
  await build({ root: t.root, configFile: join(t.root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: t.dist, emptyOutDir: true } });
}

const sceneText = JSON.stringify(generateFrameScene({ seed: 1 }));
const servers = [];
const { browser, label: browserLabel } = await launchBrowser(args);
console.log(`  browser: ${browserLabel}`);

/** Opens the scene in a fresh context on `t`'s bundle; resolves once its first frame is drawn. */
async function open(t) {
  const server = await preview({ root: t.root, configFile: join(t.root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: t.dist }, preview: { host: '127.0.0.1', port: 0, open: false } });
  servers.push(server);
  const url = `http://localhost:${server.httpServer.address().port}/`;
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The bench scene is served as if it were shipped, without touching maps/.
  await page.route(`**/maps/${SCENE_NAME}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: sceneText }));
  // From navigation: when the scene's title shows (World loaded and wired) and
  // the first animation frame after it in which the map canvas has drawn.
  await page.addInitScript(() => {
    let framesAtLoad = -1;
    const poll = () => {
      const frames = window.__gritCanvasStats?.().frames ?? 0;
      if (framesAtLoad < 0 && document.title.startsWith('Frame bench')) {
        window.__benchLoadedMs = performance.now();
        framesAtLoad = frames;
      }
      // The canvas counts the frames it draws; an empty map may have drawn before the World arrived.
      if (framesAtLoad >= 0 && frames > framesAtLoad) window.__benchFirstFrameMs = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await page.goto(`${url}?scenario=${SCENE_NAME}&seed=1&fast=1`);
  await page.waitForFunction(() => window.__benchFirstFrameMs !== undefined, undefined, { timeout: 180_000 });
  const opened = await page.evaluate(() => ({ loadedMs: window.__benchLoadedMs, firstFrameMs: window.__benchFirstFrameMs }));
  await page.waitForTimeout(500);
  if (args.includes('--no-panels')) await page.addStyleTag({ content: '.ui-root { display: none !important; }' });
  return { ...t, page, errors, opened, renderer: await page.evaluate(() => window.grit.rendererName()) };
}

/** In-page: one scripted input per animation frame; returns frame intervals and handler times (ms). */
const run = (page, kind, points = []) =>
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
          if (kind === 'pan') {
            // A square loop of 8 steps per side (512 screen px) keeps the map under the camera.
            const key = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][Math.floor(i / 8) % 4];
            window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
          } else if (kind === 'hover') {
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

/** The compositing floor: frame intervals of a page that only slides a viewport-sized WebGL canvas by CSS. */
async function floor() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.setContent('<body style="margin:0;overflow:hidden;background:#202124"><canvas width="1366" height="768" style="position:relative;display:block"></canvas></body>');
  const r = await page.evaluate(
    (frames) =>
      new Promise((resolve) => {
        const canvas = document.querySelector('canvas');
        const gl = canvas.getContext('webgl', { antialias: false });
        gl.clearColor(0.4, 0.3, 0.2, 1);
        gl.clear(gl.COLOR_BUFFER_BIT);
        const intervals = [];
        let last = 0;
        let i = 0;
        const step = (now) => {
          if (last) intervals.push(now - last);
          last = now;
          if (i++ >= frames) return resolve(intervals);
          // The same square loop of 64 px steps as the pan case.
          const k = Math.floor(i / 8) % 4;
          const d = (i % 8) * 64;
          const [x, y] = [
            [d, 0],
            [512, d],
            [512 - d, 512],
            [0, 512 - d],
          ][k];
          canvas.style.transform = `translate(${x - 256}px, ${y - 256}px)`;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(() => requestAnimationFrame(step));
      }),
    FRAMES * ROUNDS,
  );
  await context.close();
  return r;
}

const toClient = (page, cells) => page.evaluate((cs) => cs.map(({ c, r }) => window.grit.cellToClient(c, r)), cells);

/** The cases in order; `setup` runs once per checkout before the case's first round and returns the input. */
const CASES = [
  { label: 'idle, whole map in view', setup: async () => ({ kind: 'idle' }) },
  { label: 'pan, whole map in view', setup: async () => ({ kind: 'pan' }) },
  {
    label: 'idle, zoomed in',
    setup: async (page) => {
      await page.mouse.move(683, 384);
      for (let k = 0; k < 9; k++) await page.keyboard.press('=');
      await page.keyboard.press('n'); // pass: the next figure is active, the camera centres on it
      await page.waitForTimeout(200);
      return { kind: 'idle' };
    },
  },
  { label: 'pan, zoomed in (~1 inch per square)', setup: async () => ({ kind: 'pan' }) },
  {
    label: 'hover, move tool (reach + path + AP)',
    setup: async (page, ctx) => {
      // Back to the active figure, move tool: its reach is shaded.
      await page.keyboard.press('Escape');
      await page.keyboard.press('f');
      ctx.info = await around(page);
      await page.keyboard.press('m');
      return { kind: 'hover', points: await toClient(page, ctx.info.walk) };
    },
  },
  {
    label: 'hover, attack tool (LOS + cover + chance)',
    setup: async (page, ctx) => {
      await page.keyboard.press('a');
      const { near, cell } = ctx.info;
      const targetCells = [];
      for (const c of near) targetCells.push(c, { c: Math.round((c.c + cell.c) / 2), r: Math.round((c.r + cell.r) / 2) });
      return { kind: 'hover', points: await toClient(page, targetCells) };
    },
  },
  {
    label: 'hover, LOS tool (cover between two cells)',
    setup: async (page, ctx) => {
      await page.keyboard.press('v');
      const [from] = await toClient(page, [ctx.info.cell]);
      // A click on the canvas itself (the point may lie under a panel).
      await page.evaluate(({ x, y }) => {
        const canvas = document.querySelector('canvas.map-canvas');
        for (const type of ['pointerdown', 'pointerup']) canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, pointerType: 'mouse' }));
      }, from);
      return { kind: 'hover', points: await toClient(page, ctx.info.walk) };
    },
  },
];

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))];
  return { median: q(0.5), p95: q(0.95) };
};
const fmt = (x, d = 1) => (Number.isFinite(x) ? +x.toFixed(d) : null);
const ratio = (oldMs, newMs) => (oldMs > 0 && newMs > 0 ? `${(oldMs / newMs).toFixed(1)}×` : '–');

try {
  const loadBefore = loadavg();
  // Interleaved from the start: the checkouts open one after the other.
  const pages = [];
  for (const t of targets) pages.push(await open(t));
  const rows = [];
  for (const p of pages) console.log(`  ${p.name}: world shown at ${Math.round(p.opened.loadedMs)} ms, first drawn frame at ${Math.round(p.opened.firstFrameMs)} ms after navigation (${p.renderer})`);
  for (const c of CASES) {
    const samples = new Map(pages.map((p) => [p.name, { intervals: [], handler: [], cpu: [] }]));
    const inputs = new Map();
    const ctx = new Map(pages.map((p) => [p.name, p.ctx ?? (p.ctx = {})]));
    for (const p of pages) inputs.set(p.name, await c.setup(p.page, ctx.get(p.name)));
    // --only a,b: measure only the cases whose label contains one of these (the others still set up: later cases build on them).
    if (ONLY.length && !ONLY.some((o) => c.label.includes(o))) continue;
    const before = await pages[pages.length - 1].page.evaluate(() => window.__gritCanvasStats?.() ?? null);
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which checkout goes first, so a load spike does not always fall on the same one.
      const order = round % 2 ? [...pages].reverse() : pages;
      for (const p of order) {
        const input = inputs.get(p.name);
        const traced = CPU_TRACE && input.kind === 'hover';
        if (traced) await browser.startTracing(p.page, { categories: ['devtools.timeline'] });
        const r = await run(p.page, input.kind, input.points);
        if (traced) samples.get(p.name).cpu.push(...pointerMoveCpuMs((await browser.stopTracing()).toString()));
        samples.get(p.name).intervals.push(...r.intervals);
        samples.get(p.name).handler.push(...r.handler);
        // --slowest N: this round's N slowest inputs, by index (which inputs make the tail).
        const slowest = Number(opt('--slowest', 0));
        if (slowest > 0)
          console.log(
            `    ${p.name} round ${round}: slowest inputs ${r.handler
              .map((ms, i) => [ms, i])
              .sort((a, b) => b[0] - a[0])
              .slice(0, slowest)
              .map(([ms, i]) => `#${i} ${ms.toFixed(1)}`)
              .join(', ')} ms`,
          );
      }
    }
    const after = await pages[pages.length - 1].page.evaluate(() => window.__gritCanvasStats?.() ?? null);
    const row = { case: c.label };
    // CPU (hover cases): one trace event per input, else the column would mix inputs.
    const cpuOf = (p) => {
      const { cpu, handler } = samples.get(p.name);
      if (cpu.length === 0) return null;
      if (cpu.length !== handler.length) console.log(`  ${p.name}: ${cpu.length} traced dispatches for ${handler.length} inputs`);
      return stats(cpu);
    };
    const s = Object.fromEntries(pages.map((p) => [p.name, { f: stats(samples.get(p.name).intervals), h: stats(samples.get(p.name).handler), c: cpuOf(p) }]));
    for (const p of pages) if (s[p.name].c) Object.assign(row, { [`${p.name} CPU p50`]: fmt(s[p.name].c.median, 2), [`${p.name} CPU p95`]: fmt(s[p.name].c.p95, 2) });
    if (s.old?.c && s.new?.c) row['CPU p95 old÷new'] = ratio(s.old.c.p95, s.new.c.p95);
    for (const p of pages) Object.assign(row, { [`${p.name} JS p50`]: fmt(s[p.name].h.median, 2), [`${p.name} JS p95`]: fmt(s[p.name].h.p95, 2) });
    for (const p of pages) Object.assign(row, { [`${p.name} frame p50`]: fmt(s[p.name].f.median), [`${p.name} frame p95`]: fmt(s[p.name].f.p95) });
    if (s.old) Object.assign(row, { 'JS p95 old÷new': ratio(s.old.h.p95, s.new.h.p95), 'frame p95 old÷new': ratio(s.old.f.p95, s.new.f.p95) });
    if (before && after)
      Object.assign(row, {
        drawn: after.frames - before.frames,
        slid: (after.slides ?? 0) - (before.slides ?? 0),
        bakes: after.bakes - before.bakes,
        strips: (after.strips ?? 0) - (before.strips ?? 0),
      });
    rows.push(row);
    console.log(
      `  ${c.label}: ${pages.map((p) => `${p.name} JS p95 ${fmt(s[p.name].h.p95, 2)} ms${s[p.name].c ? ` (CPU ${fmt(s[p.name].c.p95, 2)} ms)` : ''}, frame p95 ${fmt(s[p.name].f.p95)} ms`).join('; ')}`,
    );
  }
  if (!ONLY.length || ONLY.some((o) => 'floor'.includes(o) || o.includes('floor'))) {
    const f = stats(await floor());
    rows.push({ case: 'floor: empty page sliding one WebGL canvas by CSS', 'new frame p50': fmt(f.median), 'new frame p95': fmt(f.p95) });
    console.log(`  compositing floor (empty page, one canvas slid by CSS): frame p50 ${fmt(f.median)} ms, p95 ${fmt(f.p95)} ms`);
  }
  const openText = pages.map((p) => `${p.name} ${Math.round(p.opened.firstFrameMs)} ms`).join(', ');
  console.log(`open (navigation to the first drawn frame of the scene): ${openText}${pages.length > 1 ? ` (old÷new ${ratio(pages[0].opened.firstFrameMs, pages[1].opened.firstFrameMs)})` : ''}`);
  const fmtLoad = (l) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(`machine: ${cpus().length} cores, load average ${fmtLoad(loadBefore)} at the start, ${fmtLoad(loadavg())} at the end (other processes share the CPU)`);
  console.log(
    `frame bench: ${browserLabel}, ${pages[0].renderer}, 1366×768, scene 200×200, 10 000 walls, 300 figures; ${ROUNDS} rounds × ${FRAMES} frames per case and checkout${pages.length > 1 ? ', old and new interleaved' : ''}`,
  );
  console.log("JS = wall time inside the input handler; CPU = the main thread's CPU time in it (hover cases, from a trace); frame = interval between animation frames; p50/p95 in ms");
  console.table(rows);
  for (const p of pages) if (p.errors.length) console.log(`${p.name} page errors:`, p.errors);
} finally {
  await browser.close();
  for (const s of servers) s.close();
}
