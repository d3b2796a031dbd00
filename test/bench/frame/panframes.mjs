// Diagnostic for bench:frame's pan cases: each pan frame's interval next to
// what the canvas did in it (drew the map canvas, slid it, scrolled or baked
// the backdrop), grouped, so the drawn work behind the p95 shows.
// Usage: node test/bench/frame/panframes.mjs --dist DIR [--zoom] [--frames N] [--rounds N]
// --rounds N walks N times, each walk restarting the loop where the last one
// left the camera, as bench:frame's rounds do (its long form is --frames 120
// --rounds 3).
import { openFrameScene, zoomIn } from './openScene.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const DIST = opt('--dist', 'dist/web');
const FRAMES = Number(opt('--frames', 120)) || 120;
const ROUNDS = Number(opt('--rounds', 1)) || 1;
const { server, browser, page } = await openFrameScene(args, DIST);
try {
  if (args.includes('--zoom')) await zoomIn(page);
  await page.waitForTimeout(1000);
  const rows = [];
  for (let round = 0; round < ROUNDS; round++) {
    const roundRows = await page.evaluate(
      (frames) =>
        new Promise((resolve) => {
          const out = [];
          let last = 0;
          let prev = window.__gritCanvasStats();
          let i = 0;
          const step = (now) => {
            const s = window.__gritCanvasStats();
            if (last)
              out.push({
                ms: now - last,
                drew: s.frames - prev.frames,
                slid: s.slides - prev.slides,
                strips: s.strips - prev.strips,
                bakes: s.bakes - prev.bakes,
                jsMs: s.stripMs + s.bakeMs - prev.stripMs - prev.bakeMs,
              });
            prev = s;
            last = now;
            if (i++ >= frames) return resolve(out);
            const key = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'][Math.floor(i / 8) % 4];
            window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
            requestAnimationFrame(step);
          };
          requestAnimationFrame(() => requestAnimationFrame(step));
        }),
      FRAMES,
    );
    for (const r of roundRows) r.round = round;
    rows.push(...roundRows);
  }
  const groups = new Map();
  for (const r of rows) {
    const k = `${r.drew ? 'drew' : r.slid ? 'slid' : 'none'}${r.strips ? '+strips' : ''}${r.bakes ? '+bake' : ''}`;
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(r);
  }
  const q = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1)))];
  };
  for (const [k, rs] of groups)
    console.log(
      `${k.padEnd(20)} n=${String(rs.length).padStart(3)} frame p50 ${q(
        rs.map((r) => r.ms),
        0.5,
      ).toFixed(1)} p95 ${q(
        rs.map((r) => r.ms),
        0.95,
      ).toFixed(1)} ms; backdrop JS p50 ${q(
        rs.map((r) => r.jsMs),
        0.5,
      ).toFixed(1)} ms`,
    );
  const all = rows.map((r) => r.ms);
  console.log(`all n=${all.length} p50 ${q(all, 0.5).toFixed(1)} p95 ${q(all, 0.95).toFixed(1)} ms`);
  if (args.includes('--list'))
    for (let round = 0; round < ROUNDS; round++) {
      const rs = rows.filter((r) => r.round === round);
      console.log(`round ${round}: ${rs.filter((r) => r.drew).length} drawn, ${rs.filter((r) => r.strips).length} with strips of ${rs.length}`);
      console.log(rs.map((r) => `${r.ms.toFixed(0)}${r.drew ? 'D' : r.slid ? 'S' : '-'}${'s'.repeat(r.strips)}`).join(' '));
    }
} finally {
  await browser.close();
  server.close();
}
