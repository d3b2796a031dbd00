// Diagnostic for bench:frame: where the JS time of a case goes. Opens the
// frame scene from a built bundle (--dist DIR, build with minify off to read
// the names), runs the hover cases under the CDP sampling profiler and
// prints the functions with the most self time and total time.
// Usage: node test/bench/frame/profile.mjs --dist DIR [--case move|attack|los|pan]
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { generateFrameScene } from './scene.mjs';
import { around } from './around.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const DIST = opt('--dist', 'dist/web');
const CASE = opt('--case', 'move');
const CHROMIUM_ARGS = ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const { preview } = await import('vite');
const server = await preview({ logLevel: 'warn', build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 0, open: false } });
const url = `http://localhost:${server.httpServer.address().port}/`;
const sceneText = JSON.stringify(generateFrameScene({ seed: 1 }));
const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 });
  await page.route('**/maps/frame-bench.grit.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: sceneText }));
  await page.goto(`${url}?scenario=frame-bench.grit.json&seed=1&fast=1`);
  await page.waitForFunction(() => document.title.startsWith('Frame bench'), undefined, { timeout: 120_000 });
  await page.waitForTimeout(500);
  await page.keyboard.press('f');
  const info = await around(page);
  let cells = info.walk;
  if (CASE === 'move') await page.keyboard.press('m');
  if (CASE === 'attack') {
    await page.keyboard.press('a');
    cells = [];
    for (const c of info.near) cells.push(c, { c: Math.round((c.c + info.cell.c) / 2), r: Math.round((c.r + info.cell.r) / 2) });
  }
  const points = await page.evaluate((cs) => cs.map(({ c, r }) => window.grit.cellToClient(c, r)), cells);
  if (CASE === 'los') {
    await page.keyboard.press('v');
    const [from] = await page.evaluate((cs) => cs.map(({ c, r }) => window.grit.cellToClient(c, r)), [info.cell]);
    await page.evaluate(({ x, y }) => {
      const canvas = document.querySelector('canvas.map-canvas');
      for (const type of ['pointerdown', 'pointerup']) canvas.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, button: 0, bubbles: true, pointerType: 'mouse' }));
    }, from);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const handler = await page.evaluate(
    ({ points, kind }) =>
      new Promise((resolve) => {
        const canvas = document.querySelector('canvas.map-canvas');
        const times = [];
        let i = 0;
        const step = () => {
          if (i++ >= 160) return resolve(times);
          const t = performance.now();
          if (kind === 'pan') window.dispatchEvent(new KeyboardEvent('keydown', { key: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][Math.floor(i / 8) % 4], bubbles: true }));
          else {
            const p = points[i % points.length];
            canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: p.x, clientY: p.y, bubbles: true, pointerType: 'mouse' }));
          }
          times.push(performance.now() - t);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
    { points, kind: CASE },
  );
  const { profile } = await cdp.send('Profiler.stop');
  const s = [...handler].sort((a, b) => a - b);
  console.log(`${CASE}: handler median ${s[s.length >> 1].toFixed(2)} ms, p95 ${s[Math.floor(0.95 * (s.length - 1))].toFixed(2)} ms`);
  // Self and total time per function (sample counts × interval).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const dt = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
  const self = new Map(),
    total = new Map();
  const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
  for (const [id, k] of counts) {
    const n = byId.get(id);
    self.set(key(n), (self.get(key(n)) ?? 0) + k * dt);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const kk = key(byId.get(cur));
      if (seen.has(kk)) continue;
      seen.add(kk);
      total.set(kk, (total.get(kk) ?? 0) + k * dt);
    }
  }
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('-- self ms');
  for (const [k, v] of top(self, 25)) console.log(v.toFixed(0).padStart(7), k);
  console.log('-- total ms');
  for (const [k, v] of top(total, Number(opt('--top', 45)))) console.log(v.toFixed(0).padStart(7), k);
} finally {
  await browser.close();
  server.close();
}
