// Diagnostic for bench:frame: where the JS time of a case goes. Opens the
// frame scene from a built bundle (--dist DIR, build with minify off to read
// the names), runs the hover cases under the CDP sampling profiler and
// prints the functions with the most self time and total time.
// With --tail it also prints the same for the slowest twentieth of inputs
// alone (the p95 tail): each input's samples are the run of samples under
// the bench's `benchStep` frame, garbage collection between them included.
// Usage: node test/bench/frame/profile.mjs --dist DIR [--case move|attack|los|pan] [--zoom] [--tail] [--moves N] [--wait MS] [--callers NAME] [--under NAME]
// PROF_US=N in the environment samples every N µs (default 100): finer for the few slow inputs of the tail.
// The pan case's samples include the frames' drawing (the ticker's work runs outside benchStep).
import { around } from './around.mjs';
import { openFrameScene, zoomIn } from './openScene.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const DIST = opt('--dist', 'dist/web');
const CASE = opt('--case', 'move');
const MOVES = Number(opt('--moves', 160)) || 160;
// --wait MS before profiling: the bench's earlier cases give the idle warm-up (sight index) time to finish.
const WAIT_MS = Number(opt('--wait', 500));
const { server, browser, page } = await openFrameScene(args, DIST);
try {
  await page.keyboard.press('f');
  // --zoom: the bench's zoomed-in view.
  if (args.includes('--zoom')) {
    await zoomIn(page);
    await page.waitForTimeout(500);
  }
  await page.waitForTimeout(WAIT_MS);
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
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROF_US ?? 100) });
  await cdp.send('Profiler.start');
  const handler = await page.evaluate(
    ({ points, kind, moves }) =>
      new Promise((resolve) => {
        const canvas = document.querySelector('canvas.map-canvas');
        const times = [];
        let i = 0;
        // Named so the tail analysis finds each input's samples under it.
        const benchStep = () => {
          if (i++ >= moves) return resolve(times);
          const t = performance.now();
          if (kind === 'pan') window.dispatchEvent(new KeyboardEvent('keydown', { key: ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][Math.floor(i / 8) % 4], bubbles: true }));
          else {
            const p = points[i % points.length];
            canvas.dispatchEvent(new PointerEvent('pointermove', { clientX: p.x, clientY: p.y, bubbles: true, pointerType: 'mouse' }));
          }
          times.push(performance.now() - t);
          requestAnimationFrame(benchStep);
        };
        requestAnimationFrame(benchStep);
      }),
    { points, kind: CASE, moves: MOVES },
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
  /** Adds `ms` of sample `id` to the self and total tables. */
  const add = (self, total, id, ms) => {
    const n = byId.get(id);
    self.set(key(n), (self.get(key(n)) ?? 0) + ms);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const kk = key(byId.get(cur));
      if (seen.has(kk)) continue;
      seen.add(kk);
      total.set(kk, (total.get(kk) ?? 0) + ms);
    }
  };
  for (const [id, k] of counts) add(self, total, id, k * dt);
  const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  const print = (self, total, d = 0) => {
    console.log('-- self ms');
    for (const [k, v] of top(self, 25)) console.log(v.toFixed(d).padStart(7), k);
    console.log('-- total ms');
    for (const [k, v] of top(total, Number(opt('--top', 45)))) console.log(v.toFixed(d).padStart(7), k);
  };
  print(self, total);
  // --callers NAME: who calls the functions named NAME (a native like `remove` names no file), by total ms.
  if (args.includes('--callers')) {
    const name = opt('--callers');
    const by = new Map();
    for (const [id, k] of counts) {
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        if (byId.get(cur).callFrame.functionName !== name) continue;
        const chain = [];
        for (let up = parent.get(cur); up !== undefined && chain.length < 4; up = parent.get(up)) chain.push(key(byId.get(up)));
        by.set(chain.join(' < '), (by.get(chain.join(' < ')) ?? 0) + k * dt);
        break;
      }
    }
    console.log(`-- callers of ${name} (ms)`);
    for (const [k, v] of top(by, 12)) console.log(v.toFixed(1).padStart(7), k);
  }
  // --under NAME: self time of the functions run under the functions named NAME (what NAME's time is made of).
  if (args.includes('--under')) {
    const name = opt('--under');
    const by = new Map();
    for (const [id, k] of counts) {
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        if (byId.get(cur).callFrame.functionName !== name) continue;
        by.set(key(byId.get(id)), (by.get(key(byId.get(id))) ?? 0) + k * dt);
        break;
      }
    }
    console.log(`-- self ms under ${name}`);
    for (const [k, v] of top(by, 20)) console.log(v.toFixed(1).padStart(7), k);
  }
  if (args.includes('--tail')) {
    // Split the samples into inputs: a run of samples under benchStep, with GC samples inside the run counted with it.
    const inStep = new Map();
    const underStep = (id) => {
      if (inStep.has(id)) return inStep.get(id);
      const n = byId.get(id);
      const v = n.callFrame.functionName === 'benchStep' || (parent.has(id) && underStep(parent.get(id)));
      inStep.set(id, v);
      return v;
    };
    const isGc = (id) => byId.get(id).callFrame.functionName === '(garbage collector)';
    const inputs = [];
    let cur = null;
    let pendingGc = [];
    for (let k = 0; k < profile.samples.length; k++) {
      const id = profile.samples[k];
      // Each sample counts the mean interval (a sample before an idle gap would otherwise take the gap's length).
      const ms = dt;
      if (underStep(id)) {
        if (!cur) cur = { samples: [], ms: 0 };
        for (const g of pendingGc) {
          cur.samples.push(g);
          cur.ms += g[1];
        }
        pendingGc = [];
        cur.samples.push([id, ms]);
        cur.ms += ms;
      } else if (cur && isGc(id)) pendingGc.push([id, ms]);
      else if (cur) {
        inputs.push(cur);
        cur = null;
        pendingGc = [];
      }
    }
    if (cur) inputs.push(cur);
    inputs.sort((a, b) => b.ms - a.ms);
    const slow = inputs.slice(0, Math.max(1, Math.ceil(inputs.length / 20)));
    console.log(`-- the slowest ${slow.length} of ${inputs.length} inputs seen by the profiler: ${slow.map((x) => x.ms.toFixed(1)).join(', ')} ms`);
    const tSelf = new Map(),
      tTotal = new Map();
    for (const x of slow) for (const [id, ms] of x.samples) add(tSelf, tTotal, id, ms / slow.length);
    // Each slow input alone: where its time went, by the functions named below the handler with the most total time.
    const MARKS = [
      'preview',
      'outsideReach',
      'unboundedSquareReach',
      'render',
      'renderUi',
      'afterPlayRender',
      'setOverlay',
      'drawHover',
      'drawShapes',
      '_onPointerMove',
      'hitTest',
      '(garbage collector)',
      'attackPreview',
      'losPreview',
    ];
    for (const x of slow) {
      const s1 = new Map(),
        t1 = new Map();
      for (const [id, ms] of x.samples) add(s1, t1, id, ms);
      const marks = [...t1].filter(([k]) => MARKS.some((m) => k.startsWith(`${m} `))).map(([k, v]) => `${k.split(' ')[0]} ${v.toFixed(1)}`);
      console.log(
        `   ${x.ms.toFixed(1)} ms: ${marks.join(', ')} | self: ${top(s1, 4)
          .map(([k, v]) => `${k.split(' ')[0]} ${v.toFixed(1)}`)
          .join(', ')}`,
      );
    }
    console.log('(ms per slow input)');
    print(tSelf, tTotal, 2);
    // The same marks over every input and over the slow ones: what grows in the tail.
    const share = (list) => {
      const s1 = new Map(),
        t1 = new Map();
      for (const x of list) for (const [id, ms] of x.samples) add(s1, t1, id, ms / list.length);
      return MARKS.map((m) => [m, [...t1].filter(([k]) => k.startsWith(`${m} `)).reduce((a, [, v]) => Math.max(a, v), 0)]);
    };
    const all = share(inputs),
      tail = share(slow);
    console.log('-- ms per input, all inputs → slowest twentieth');
    for (let k = 0; k < MARKS.length; k++) console.log(`${all[k][1].toFixed(2).padStart(7)} → ${tail[k][1].toFixed(2).padStart(7)}  ${MARKS[k]}`);
    console.log(`${(inputs.reduce((a, x) => a + x.ms, 0) / inputs.length).toFixed(2).padStart(7)} → ${(slow.reduce((a, x) => a + x.ms, 0) / slow.length).toFixed(2).padStart(7)}  whole input`);
  }
} finally {
  await browser.close();
  server.close();
}
