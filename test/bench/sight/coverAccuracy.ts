// Accuracy of the G-LOS-2 3×3 sampling against the exact visible-area oracle,
// on partially covered attacker–target pairs, for the layouts of "3×3 points
// inset 10%" (cover.ts SamplePattern): the rotated lattice (default), the
// axis-aligned grid on the inset square's edges and centre lines (0.1 / 0.5 /
// 0.9) and the centres of a 3×3 subdivision of the inset square.
import { SegmentIndex } from '../../../src/core/geometry/sight/segmentIndex';
import { exactHiddenFraction, samplePoints, type SamplePattern } from '../../../src/core/geometry/sight/cover';
import { loadScene, mulberry32, type SceneName } from './scenes';

export interface Accuracy {
  partial: number;
  close: number;
}

function hiddenBy(idx: SegmentIndex, px: number, py: number, rect: { x: number; y: number; size: number }, pattern: SamplePattern): number {
  const s = samplePoints(rect, pattern);
  let hidden = 0;
  for (let k = 0; k < s.length; k += 2) if (!idx.clear(px, py, s[k], s[k + 1])) hidden++;
  return hidden / (s.length / 2);
}

/** Pairs of cell centres within 24" (a long weapon range), as the cover bench asks. */
export function coverPairs(name: SceneName, count: number, seed: number): Array<[number, number, number, number]> {
  const s = loadScene(name);
  const rand = mulberry32(seed);
  const open: Array<[number, number]> = [];
  if (s.cells)
    s.cells.forEach((row, r) =>
      [...row].forEach((ch, c) => {
        if (ch === '.') open.push([c, r]);
      }),
    );
  else for (let r = 0; r < s.height; r++) for (let c = 0; c < s.width; c++) open.push([c, r]);
  const pairs: Array<[number, number, number, number]> = [];
  while (pairs.length < count) {
    const a = open[Math.floor(rand() * open.length)],
      b = open[Math.floor(rand() * open.length)];
    if (a !== b && Math.hypot(a[0] - b[0], a[1] - b[1]) <= 24) pairs.push([a[0], a[1], b[0], b[1]]);
  }
  return pairs;
}

export function coverAccuracy(name: SceneName, pairs: Array<[number, number, number, number]>, patterns: SamplePattern[]): Accuracy[] {
  const s = loadScene(name);
  const idx = new SegmentIndex(s.segments, { bounds: { minX: 0, minY: 0, maxX: s.width, maxY: s.height } });
  const out = patterns.map(() => ({ partial: 0, close: 0 }));
  for (const [ac, ar, tc, tr] of pairs) {
    const rect = { x: tc, y: tr, size: 1 };
    const exact = exactHiddenFraction(idx, ac + 0.5, ar + 0.5, rect);
    if (exact <= 0.001 || exact >= 0.999) continue;
    patterns.forEach((p, k) => {
      out[k].partial++;
      if (Math.abs(hiddenBy(idx, ac + 0.5, ar + 0.5, rect, p) - exact) <= 0.12) out[k].close++;
    });
  }
  return out;
}
