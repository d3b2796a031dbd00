// Sight bench (issue 4): our kernels against visibility-polygon, rot-js
// Precise shadowcasting and brute-force LOS, in one process, on the frozen
// scenes of test/bench/scenes. Prints medians, ratios and met / not met.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import * as VP from 'visibility-polygon';
import { FOV } from 'rot-js';
import { SegmentIndex, bruteClear } from '../../../src/core/geometry/sight/segmentIndex';
import { candidateWalls, visibilityPolygon, visibilityPolygonCast } from '../../../src/core/geometry/sight/visibility';
import { fovCells } from '../../../src/core/geometry/sight/fov';
import { gridFovCells } from '../../../src/core/geometry/sight/gridFov';
import { CELL_PATTERN, DEFAULT_PATTERN, EDGE_PATTERN, sampledHiddenFraction } from '../../../src/core/geometry/sight/cover';
import { coverAccuracy, coverPairs } from './coverAccuracy';
import { loadScene, mulberry32, type Scene, type SceneName } from './scenes';
import { recordTarget } from '../lib';
import { coverOf } from '../../../src/core/rules/sight/los';
import { buildSightWorld, sightWorld } from '../../../src/core/rules/sight/sightWorld';
import { RulesCache } from '../../../src/core/spatial/rulesCache';
import { addSource, removeSource } from '../../../src/core/geometry/sight/segmentEdit';
import { World } from '../../../src/core/model/schema';
import { produce } from 'immer';
import { sceneWorld } from './world';

/** Process CPU time in ms: steadier than wall time on a shared, busy machine. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Median time per op in ns: warm-up, then `samples` runs of fn, each repeated until minMs. */
function measure(fn: () => void, opsPerCall: number, samples = 7, minMs = 20): number {
  return phase(fn, opsPerCall, samples, minMs);
}

// A full GC between phases, so garbage left by one kernel (the references
// allocate heavily) is not collected on the other's clock.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** Quartiles of a sample set (ns per op). */
interface Spread {
  median: number;
  q1: number;
  q3: number;
}

/** The spread of the last compare(), shown in the next row (both sides' quartiles). */
const pendingSpreads: string[] = [];

/** Every sample lasts at least this long, ours and the reference alike (a single ~1 ms call is not a sample). */
const MIN_SAMPLE_MS = 20;

/**
 * Medians of two kernels timed the same way: both warmed up, then their
 * samples interleaved (a, b, b, a, ...), each sample repeating its kernel for
 * at least MIN_SAMPLE_MS of CPU time. The reference used to be timed one call
 * per sample in a phase of its own, after ours: a load spike or a GC then fell
 * on one side only, and one row's reference swung from 0.63 ms to 7.8 ms
 * between runs (issue 16). Returns ns per op of each; the quartiles go to the
 * next row's spread column.
 */
function compare(a: () => void, opsA: number, b: () => void, opsB: number, samples = 7, minMsA = MIN_SAMPLE_MS, minMsB = MIN_SAMPLE_MS): [number, number] {
  const minMs = Math.max(minMsA, minMsB, MIN_SAMPLE_MS);
  collect();
  warm(a);
  warm(b);
  const ta: number[] = [],
    tb: number[] = [];
  for (let k = 0; k < Math.max(samples, 7); k++) {
    if (k % 2 === 0) {
      ta.push(sample(a, opsA, minMs));
      tb.push(sample(b, opsB, minMs));
    } else {
      tb.push(sample(b, opsB, minMs));
      ta.push(sample(a, opsA, minMs));
    }
  }
  const sa = spread(ta),
    sb = spread(tb);
  pendingSpreads.push(`IQR ours ${fmt(sa.q1)}–${fmt(sa.q3)}, ref ${fmt(sb.q1)}–${fmt(sb.q3)}`);
  return [sa.median, sb.median];
}

function spread(xs: number[]): Spread {
  const s = [...xs].sort((x, y) => x - y);
  const at = (p: number) => s[Math.round(p * (s.length - 1))];
  return { median: at(0.5), q1: at(0.25), q3: at(0.75) };
}

/** Runs fn until the JIT has settled (first calls are far slower). */
function warm(fn: () => void): void {
  const w0 = cpuMs();
  for (let k = 0; k < 3 || (cpuMs() - w0 < 150 && k < 2000); k++) fn();
}

/** One sample: ns per op over calls of fn lasting at least minMs of CPU time. */
function sample(fn: () => void, ops: number, minMs: number): number {
  let calls = 0;
  const t0 = cpuMs();
  let t1: number;
  do {
    fn();
    calls++;
    t1 = cpuMs();
  } while (t1 - t0 < minMs);
  return ((t1 - t0) * 1e6) / (calls * ops);
}

function phase(fn: () => void, ops: number, samples: number, minMs: number): number {
  // A full GC also drops compiled code, so it runs once before the warm-up,
  // which lasts until the JIT has settled (first calls are far slower).
  collect();
  const w0 = cpuMs();
  for (let k = 0; k < 3 || (cpuMs() - w0 < 150 && k < 2000); k++) fn();
  const out: number[] = [];
  for (let k = 0; k < samples; k++) {
    let calls = 0;
    const t0 = cpuMs();
    let t1: number;
    do {
      fn();
      calls++;
      t1 = cpuMs();
    } while (t1 - t0 < minMs);
    out.push(((t1 - t0) * 1e6) / (calls * ops));
  }
  out.sort((x, y) => x - y);
  return out[Math.floor(out.length / 2)];
}

// All times below are CPU time per call (medians).
const fmt = (ns: number) => (ns < 1e3 ? `${ns.toFixed(0)} ns` : ns < 1e6 ? `${(ns / 1e3).toFixed(1)} µs` : `${(ns / 1e6).toFixed(2)} ms`);
const rows: string[][] = [];
const targets: Array<{ name: string; met: boolean; detail: string }> = [];
function row(...cells: string[]) {
  // A row timed by compare() carries both sides' spread.
  while (cells.length < 5) cells.push('');
  const spreadText = pendingSpreads.shift();
  if (spreadText) cells.push(spreadText);
  rows.push(cells);
}
function target(name: string, met: boolean, detail: string) {
  targets.push({ name, met, detail });
  recordTarget('sight', name, met, detail);
}

function vpSegments(s: Scene): VP.Segments {
  const out: VP.Segments = [];
  for (let k = 0; k < s.segments.length; k += 4)
    out.push([
      [s.segments[k], s.segments[k + 1]],
      [s.segments[k + 2], s.segments[k + 3]],
    ]);
  return out;
}

function indexOf(s: Scene): SegmentIndex {
  return new SegmentIndex(s.segments, { bounds: { minX: 0, minY: 0, maxX: s.width, maxY: s.height } });
}

function viewers(s: Scene, n: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < n && i * 2 < s.viewers.length; i++) out.push([s.viewers[2 * i], s.viewers[2 * i + 1]]);
  return out;
}

function losBench(name: SceneName): void {
  const s = loadScene(name);
  const idx = indexOf(s);
  const rand = mulberry32(17);
  const n = 4096;
  const pts = new Float64Array(n * 4);
  // Cell centres and lattice points both: the latter put rays through vertices.
  for (let i = 0; i < n * 4; i += 2) {
    const lattice = name === 'degenerate' && rand() < 0.5;
    pts[i] = lattice ? Math.floor(rand() * s.width) : Math.floor(rand() * s.width) + 0.5;
    pts[i + 1] = lattice ? Math.floor(rand() * s.height) : Math.floor(rand() * s.height) + 0.5;
  }
  let sink = 0;
  const nb = Math.max(32, Math.min(n, Math.floor(2e6 / s.segments.length)));
  const [ours, brute] = compare(
    () => {
      for (let i = 0; i < n * 4; i += 4) if (idx.clear(pts[i], pts[i + 1], pts[i + 2], pts[i + 3])) sink++;
    },
    n,
    () => {
      for (let i = 0; i < nb * 4; i += 4) if (bruteClear(s.segments, pts[i], pts[i + 1], pts[i + 2], pts[i + 3])) sink++;
    },
    nb,
    5,
    20,
    20,
  );
  let mismatch = 0,
    asym = 0;
  for (let i = 0; i < nb * 4; i += 4) {
    const a = idx.clear(pts[i], pts[i + 1], pts[i + 2], pts[i + 3]);
    if (a !== bruteClear(s.segments, pts[i], pts[i + 1], pts[i + 2], pts[i + 3])) mismatch++;
  }
  for (let i = 0; i < n * 4; i += 4) if (idx.clear(pts[i], pts[i + 1], pts[i + 2], pts[i + 3]) !== idx.clear(pts[i + 2], pts[i + 3], pts[i], pts[i + 1])) asym++;
  row(
    `LOS point-to-point, ${name} (${s.segments.length / 4} segs)`,
    fmt(ours),
    `brute ${fmt(brute)}`,
    `${(brute / ours).toFixed(0)}×`,
    `mismatch ${mismatch}/${nb}, asymmetric ${asym}/${n}${sink < 0 ? '' : ''}`,
  );
  // ≈ 0.2 µs read as at most 0.25 µs: 401 ns was printed as met when only the ratio was checked.
  if (name === 'random10k') target('point-to-point LOS ≈ 0.2 µs (≤ 0.25 µs), ≥ 50× brute force at 10k walls', ours <= 250 && brute / ours >= 50, `${fmt(ours)}, ${(brute / ours).toFixed(0)}× brute`);
  if (name === 'dungeon') target('zero asymmetric LOS pairs on the dungeon (4096 sampled pairs)', asym === 0, `${asym} asymmetric`);
}

function visBench(): void {
  const s = loadScene('random10k');
  const idx = indexOf(s);
  const segs = vpSegments(s);
  const vs = viewers(s, 16);
  let i = 0;
  let j = 0;
  const [oursVp, refVp] = compare(
    () => {
      const [x, y] = vs[i++ % vs.length];
      visibilityPolygon(idx, x, y, { rangeInches: 30 });
    },
    1,
    () => {
      const [x, y] = vs[j++ % vs.length];
      VP.computeViewport([x, y], segs, [x - 30, y - 30], [x + 30, y + 30]);
    },
    1,
    9,
    5,
    0,
  );
  // The previous kernel (a grid ray cast per candidate vertex), same run.
  const castVp = measure(
    () => {
      const [x, y] = vs[i++ % vs.length];
      visibilityPolygonCast(idx, x, y, { rangeInches: 30 });
    },
    1,
    9,
    5,
  );
  row('visibility polygon r=30, random10k (sweep)', fmt(oursVp), `computeViewport ${fmt(refVp)}`, `${(refVp / oursVp).toFixed(1)}×`, `ray-cast kernel ${fmt(castVp)}: ${(refVp / castVp).toFixed(1)}×`);
  let cands = 0,
    verts = 0;
  for (const [x, y] of vs) {
    cands += candidateWalls(idx, x, y, { minX: x - 30, minY: y - 30, maxX: x + 30, maxY: y + 30 }).length;
    verts += visibilityPolygon(idx, x, y, { rangeInches: 30 }).length / 2;
  }
  const whyVp = `: needs ≤ ${fmt(refVp / 20)} per polygon, but ~${Math.round(cands / vs.length)} walls stay candidates (sightlines escape through gaps to the box edge; the polygons average ~${Math.round(verts / vs.length)} vertices) and sweeping them alone takes ~15 µs; see notes`;
  target(
    'visibility polygon r=30, 10k walls: ≥ 20× computeViewport',
    refVp / oursVp >= 20,
    `${(refVp / oursVp).toFixed(1)}× (ray-cast kernel before the sweep: ${(refVp / castVp).toFixed(1)}×)${refVp / oursVp >= 20 ? '' : whyVp}`,
  );
  const box = { minX: 0, minY: 0, maxX: s.width, maxY: s.height };
  const [oursFull, refFull] = compare(
    () => {
      const [x, y] = vs[i++ % vs.length];
      visibilityPolygon(idx, x, y, { box });
    },
    1,
    () => {
      const [x, y] = vs[j++ % vs.length];
      VP.compute([x, y], segs);
    },
    1,
    9,
    5,
    0,
  );
  const castFull = measure(
    () => {
      const [x, y] = vs[i++ % vs.length];
      visibilityPolygonCast(idx, x, y, { box });
    },
    1,
    9,
    5,
  );
  row(
    'visibility polygon full map, random10k (sweep)',
    fmt(oursFull),
    `compute ${fmt(refFull)}`,
    `${(refFull / oursFull).toFixed(1)}×`,
    `ray-cast kernel ${fmt(castFull)}: ${(refFull / castFull).toFixed(1)}×`,
  );
  target('visibility polygon full map, 10k walls: ≥ 10× compute', refFull / oursFull >= 10, `${(refFull / oursFull).toFixed(1)}×`);
  // Agreement: area of ours vs the reference polygon and vs the ray-cast kernel.
  let worst = 0,
    worstCast = 0;
  for (const [x, y] of vs.slice(0, 4)) {
    const a = Math.abs(area(visibilityPolygon(idx, x, y, { box })));
    const b = Math.abs(area(VP.compute([x, y], segs).flat()));
    worst = Math.max(worst, Math.abs(a - b) / Math.max(b, 1e-9));
  }
  for (const [x, y] of vs) {
    const a = Math.abs(area(visibilityPolygon(idx, x, y, { rangeInches: 30 })));
    const c = Math.abs(area(visibilityPolygonCast(idx, x, y, { rangeInches: 30 }, 1e-10)));
    worstCast = Math.max(worstCast, Math.abs(a - c) / Math.max(c, 1e-9));
  }
  row('  area agreement (sweep vs visibility-polygon, 4 viewers)', `max rel. diff ${(worst * 100).toFixed(3)}%`, '', '', '');
  row('  area agreement (sweep vs ray-cast kernel, 16 viewers r=30)', `max rel. diff ${worstCast.toExponential(1)}`, '', '', 'kernel side rays at 1e-10 rad');
}

function area(p: ArrayLike<number>): number {
  let a = 0;
  for (let i = 0, n = p.length; i < n; i += 2) {
    const j = (i + 2) % n;
    a += p[i] * p[j + 1] - p[j] * p[i + 1];
  }
  return a / 2;
}

function fogBench(): void {
  const s = loadScene('dungeon');
  const idx = indexOf(s);
  const segs = vpSegments(s);
  const vs = viewers(s, 6);
  const box = { minX: 0, minY: 0, maxX: s.width, maxY: s.height };
  const mask = new Uint8Array(s.width * s.height);
  const refFn = () => {
    for (const [x, y] of vs) VP.compute([x, y], segs);
  };
  const [oursPoly, ref] = compare(
    () => {
      for (const [x, y] of vs) visibilityPolygon(idx, x, y, { box });
    },
    1,
    refFn,
    1,
    7,
    10,
    0,
  );
  const [oursFog, ref2] = compare(
    () => {
      mask.fill(0);
      for (const [x, y] of vs) fovCells(idx, x, y, s.width, s.height, { box }, mask);
    },
    1,
    refFn,
    1,
    7,
    10,
    0,
  );
  row('fog, 6 viewers, dungeon: polygons', fmt(oursPoly), `6×compute ${fmt(ref)}`, `${(ref / oursPoly).toFixed(1)}×`, '');
  row('fog, 6 viewers, dungeon: polygons + cell union', fmt(oursFog), `6×compute ${fmt(ref2)}`, `${(ref2 / oursFog).toFixed(1)}×`, '');
  // What the table view pays per move: the mover's FOV, the other five from the cache.
  const cached = vs.slice(1).map(([x, y]) => fovCells(idx, x, y, s.width, s.height, { box }));
  let m = 0;
  const [oursMove, ref3] = compare(
    () => {
      mask.fill(0);
      const [x, y] = vs[m++ % vs.length];
      fovCells(idx, x, y, s.width, s.height, { box }, mask);
      for (const c of cached) for (let k = 0; k < mask.length; k++) mask[k] |= c[k];
    },
    1,
    refFn,
    1,
    7,
    10,
    0,
  );
  row('fog update after one of 6 viewers moves (5 cached)', fmt(oursMove), `6×compute ${fmt(ref3)}`, `${(ref3 / oursMove).toFixed(1)}×`, 'visibleCellsForSide caches FOV per viewpoint');
  target('fog for 6 viewers on the dungeon: ≥ 16× 6 × compute', ref2 / oursFog >= 16, `${(ref2 / oursFog).toFixed(1)}× with cells, ${(ref / oursPoly).toFixed(1)}× polygons only`);
}

function gridFovBench(name: 'dungeon' | 'open'): void {
  const s = loadScene(name);
  const idx = indexOf(s);
  const cells = s.cells ?? Array.from({ length: s.height }, () => '.'.repeat(s.width));
  const pass = (x: number, y: number) => x >= 0 && y >= 0 && x < s.width && y < s.height && cells[y][x] !== '#';
  const rot = new FOV.PreciseShadowcasting(pass, { topology: 8 });
  const vs = viewers(s, 16);
  const out = new Uint8Array(s.width * s.height);
  let i = 0,
    j = 0;
  const [ours, ref] = compare(
    () => {
      const [x, y] = vs[i++ % vs.length];
      out.fill(0);
      fovCells(idx, x, y, s.width, s.height, { rangeInches: 30 }, out);
    },
    1,
    () => {
      const [x, y] = vs[j++ % vs.length];
      rot.compute(Math.floor(x), Math.floor(y), 30, () => {});
    },
    1,
    9,
    20,
    20,
  );
  // Symmetry: viewer A sees B's cell iff B sees A's cell.
  const fovs = vs.map(([x, y]) => fovCells(idx, x, y, s.width, s.height, { rangeInches: 30 }));
  let asym = 0,
    pairs = 0;
  vs.forEach(([ax, ay], a) =>
    vs.forEach(([bx, by], b) => {
      if (a >= b) return;
      pairs++;
      if (fovs[a][Math.floor(by) * s.width + Math.floor(bx)] !== fovs[b][Math.floor(ay) * s.width + Math.floor(ax)]) asym++;
    }),
  );
  // Exhaustive check for one viewer: every cell in range equals the exact LOS predicate.
  const [vx, vy] = vs[0];
  let wrong = 0;
  for (let r = 0; r < s.height; r++)
    for (let c = 0; c < s.width; c++) {
      const inRange = (c + 0.5 - vx) ** 2 + (r + 0.5 - vy) ** 2 <= 900;
      const want = inRange && idx.clear(vx, vy, c + 0.5, r + 0.5);
      if ((fovs[0][r * s.width + c] === 1) !== want) wrong++;
    }
  row(
    `grid FOV r=30, ${name} (any walls: polygon + raster)`,
    fmt(ours),
    `rot-js Precise ${fmt(ref)}`,
    `${(ref / ours).toFixed(1)}×`,
    `asymmetric ${asym}/${pairs} viewer pairs, ${wrong} cells ≠ exact LOS`,
  );
  // Cell-native shadowcasting (gridFov.ts) for maps whose blockers are whole cells.
  const solid = new Uint8Array(s.width * s.height);
  for (let r = 0; r < s.height; r++) for (let c = 0; c < s.width; c++) if (cells[r][c] === '#') solid[r * s.width + c] = 1;
  let g = 0;
  const [cellNative, ref2] = compare(
    () => {
      const [x, y] = vs[g++ % vs.length];
      out.fill(0);
      gridFovCells(solid, s.width, s.height, Math.floor(x), Math.floor(y), 30, out);
    },
    1,
    () => {
      const [x, y] = vs[j++ % vs.length];
      rot.compute(Math.floor(x), Math.floor(y), 30, () => {});
    },
    1,
    9,
    20,
    20,
  );
  const gfovs = vs.map(([x, y]) => gridFovCells(solid, s.width, s.height, Math.floor(x), Math.floor(y), 30));
  let gAsym = 0,
    gWrong = 0;
  vs.forEach(([ax, ay], a) =>
    vs.forEach(([bx, by], b) => {
      if (a < b && gfovs[a][Math.floor(by) * s.width + Math.floor(bx)] !== gfovs[b][Math.floor(ay) * s.width + Math.floor(ax)]) gAsym++;
    }),
  );
  // Every viewer, every cell: equal to the exact segment LOS between centres.
  vs.forEach(([x, y], a) => {
    for (let r = 0; r < s.height; r++)
      for (let c = 0; c < s.width; c++) {
        const inRange = (c + 0.5 - x) ** 2 + (r + 0.5 - y) ** 2 <= 900;
        const want = (r === Math.floor(y) && c === Math.floor(x)) || (inRange && !solid[r * s.width + c] && idx.clear(x, y, c + 0.5, r + 0.5));
        if ((gfovs[a][r * s.width + c] === 1) !== want) gWrong++;
      }
  });
  row(
    `grid FOV r=30, ${name} (solid cells: gridFov)`,
    fmt(cellNative),
    `rot-js Precise ${fmt(ref2)}`,
    `${(ref2 / cellNative).toFixed(1)}×`,
    `asymmetric ${gAsym}/${pairs}, ${gWrong} cells ≠ exact LOS (${vs.length} viewers)`,
  );
  if (name === 'dungeon') {
    target(
      'grid FOV r=30: symmetric and ≥ 10× rot-js PreciseShadowcasting (solid-cell maps)',
      gAsym === 0 && gWrong === 0 && ref2 / cellNative >= 10,
      `solid-cell maps ${(ref2 / cellNative).toFixed(1)}× (${gAsym} asymmetric, ${gWrong} wrong cells)`,
    );
    // Maps with free walls (walls on cell edges, doors, windows) take the polygon + raster path: its own target, not a note.
    target(
      'grid FOV r=30 on maps with free walls: ≥ 10× rot-js PreciseShadowcasting',
      asym === 0 && wrong === 0 && ref / ours >= 10,
      `${(ref / ours).toFixed(1)}× rot-js (${asym} asymmetric, ${wrong} wrong cells)`,
    );
  }
}

function coverBench(): void {
  const s = loadScene('dungeon');
  const idx = indexOf(s);
  const rand = mulberry32(2000);
  const open: Array<[number, number]> = [];
  s.cells!.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      if (ch === '.') open.push([c, r]);
    }),
  );
  // Pairs within 24" (a long weapon range), as attack previews would ask.
  const pairs: Array<[number, number, number, number]> = [];
  while (pairs.length < 2000) {
    const a = open[Math.floor(rand() * open.length)],
      b = open[Math.floor(rand() * open.length)];
    if (a !== b && Math.hypot(a[0] - b[0], a[1] - b[1]) <= 24) pairs.push([a[0], a[1], b[0], b[1]]);
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the sum keeps the measured calls from being dead code
  let sink = 0;
  const geom = measure(() => {
    for (const [ac, ar, tc, tr] of pairs) sink += sampledHiddenFraction(idx, ac + 0.5, ar + 0.5, { x: tc, y: tr, size: 1 });
  }, 1);
  const world = sceneWorld(s, pairs);
  // The session's rules cache, as previews and the rules use it.
  const rulesCache = new RulesCache();
  const rules = measure(
    () => {
      for (let k = 0; k < pairs.length; k++) sink += coverOf(world, `a${k}`, `t${k}`, rulesCache).hiddenFraction;
    },
    1,
    5,
    20,
  );
  row('cover, 2000 pairs ≤ 24", dungeon: geometry (9 samples)', fmt(geom), '', '', '');
  row('cover, 2000 pairs ≤ 24", dungeon: rules coverOf (World)', fmt(rules), '', '', 'incl. symmetric LOS, low cover, smoke, concealment');
  target('cover for 2,000 pairs on the dungeon ≤ 4 ms', rules <= 4e6, `rules ${fmt(rules)}, geometry ${fmt(geom)}`);
  // Sampling error against the exact area oracle, partially covered pairs
  // only, for the three layouts that fit G-LOS-2's "3×3 inset 10%".
  const acc: string[] = [];
  let dungeonShare = 0;
  for (const name of ['dungeon', 'random1k', 'random10k'] as const) {
    const [rot, edges, cellsAcc] = coverAccuracy(name, name === 'dungeon' ? pairs : coverPairs(name, 2000, 2000), [DEFAULT_PATTERN, EDGE_PATTERN, CELL_PATTERN]);
    const pct = (a: { close: number; partial: number }) => `${((100 * a.close) / Math.max(1, a.partial)).toFixed(1)}%`;
    row(`  3×3 cover vs exact area, ${name} (partial pairs)`, `rotated (default) ${rot.close}/${rot.partial} ${pct(rot)}`, `edges ${pct(edges)}`, `cells ${pct(cellsAcc)}`, 'within 0.12');
    acc.push(`${name} ${pct(rot)} (edges ${pct(edges)}, cells ${pct(cellsAcc)})`);
    if (name === 'dungeon') dungeonShare = rot.close / Math.max(1, rot.partial);
  }
  target(
    'sampled cover within 0.12 of exact for ≥ 95% of partially covered cases (dungeon)',
    dungeonShare >= 0.95,
    acc.join(', ') + '; random10k is a stress scene of 10k walls at random angles where several shadow edges cross one square',
  );
  const t = measure(
    () => {
      buildSightWorld(world);
    },
    1,
    5,
    20,
  );
  row('sight index full rebuild (dungeon World)', fmt(t), '', '', 'what a wall edit cost before in-place edits');
  editBench(s, t);
}

/** Index update after one wall edit: in place (segmentEdit) and through sightWorld on a World of wall records. */
function editBench(s: Scene, rebuildNs: number): void {
  const idx = indexOf(s);
  const rand = mulberry32(77);
  const n = s.segments.length / 4;
  // One edit = a wall removed and put back (a door closing after opening is two).
  const src = Array.from({ length: 64 }, () => Math.floor(rand() * n));
  let k = 0;
  const geom = measure(
    () => {
      const i = k++ % src.length,
        id = src[i];
      const f = idx.srcFlat;
      const [x1, y1, x2, y2] = [f[4 * id], f[4 * id + 1], f[4 * id + 2], f[4 * id + 3]];
      removeSource(idx, id);
      src[i] = addSource(idx, x1, y1, x2, y2);
    },
    2,
    7,
    20,
  );
  row('index update, one wall removed or added (dungeon, in place)', fmt(geom), `rebuild ${fmt(rebuildNs)}`, `${(rebuildNs / geom).toFixed(0)}×`, 'segmentEdit add/removeSource');
  // World level: the dungeon's walls as wall records; a door among them opens and closes.
  const walls: Record<string, { id: string; kind: 'wall' | 'door'; a: { x: number; y: number }; b: { x: number; y: number }; door?: 'open' | 'closed' }> = {};
  for (let j = 0; j < n; j++) walls[`w${j}`] = { id: `w${j}`, kind: 'wall', a: { x: s.segments[4 * j], y: s.segments[4 * j + 1] }, b: { x: s.segments[4 * j + 2], y: s.segments[4 * j + 3] } };
  const base = World.parse({ ...sceneWorld({ ...s, cells: s.cells!.map((r) => '.'.repeat(r.length)) }, []), walls });
  const doors = Array.from({ length: 16 }, () => `w${Math.floor(rand() * n)}`);
  const worlds: World[] = [];
  for (const id of doors) {
    worlds.push(
      produce(base, (d) => {
        d.walls[id].kind = 'door';
        d.walls[id].door = 'open';
      }),
    );
    worlds.push(base);
  }
  // One rules cache, as a session has: each step patches the last index in place and moves it to the next World.
  const cache = new RulesCache();
  sightWorld(base, cache);
  let m = 0;
  const hinted = measure(
    () => {
      const k2 = m++ % worlds.length;
      sightWorld(worlds[k2], cache, { before: worlds[(k2 + worlds.length - 1) % worlds.length], wallIds: [doors[k2 >> 1]] });
    },
    1,
    7,
    20,
  );
  const scanned = measure(
    () => {
      sightWorld(worlds[m++ % worlds.length], cache);
    },
    1,
    7,
    20,
  );
  const tr = measure(
    () => {
      buildSightWorld(base);
    },
    1,
    5,
    20,
  );
  row('index update after one wall edit (sightWorld + change set)', fmt(hinted), `rebuild ${fmt(tr)}`, `${(tr / hinted).toFixed(0)}×`, '3.7k wall records; the session passes ChangeSet.walls');
  row('index update after one wall edit (sightWorld, record scan)', fmt(scanned), `rebuild ${fmt(tr)}`, `${(tr / scanned).toFixed(0)}×`, 'no change set: identity diff of 3.7k records');
  target(
    'index update after one wall edit ≤ 50 µs (sight index)',
    geom <= 50e3 && hinted <= 50e3,
    `in place ${fmt(geom)}, sightWorld with change set ${fmt(hinted)}, by record scan ${fmt(scanned)} (rebuild ${fmt(tr)})`,
  );
}

const NOTES = `
notes (why a target may be missed, and what would meet it):
  - Times are this process's CPU time; each kernel runs in its own phase after a full GC and a
    150 ms warm-up. Wall-clock times on this shared machine swing 2-3x with load.
  - Visibility polygon: an angular sweep (sweep.ts) over the candidate walls only: their ends
    sorted by angle (counting sort), the walls crossing the current ray in an array ordered by
    distance, the G-LOS-1 corner rule at shared vertices, zero-width spikes where a ray passes
    vertices with walls on opposite sides. Candidates are the walls that an angular depth buffer
    (256 bins) cannot prove hidden, collected by a ring walk over the grid buckets: rings 1-11
    test every bucket of the ring, rings from 12 on visit only wedges of open bins
    (visibilityCull.test.ts: the candidates' polygon equals the sweep over every wall). A wall already beyond single nearer walls in every bin it touches
    is dropped when reached; bins closed only by two walls meeting at a vertex do not count
    there, since a grazing ray's spike ends at the next wall, which must stay. Outputs are
    bit-identical to the previous kernel (all six scenes, 216 polygons each, r = 30, r = 7 and
    full map). With 10k random walls and r = 30 per query: ~150 candidates, ~300 bucket visits
    (was ~570) of which ~75 hidden (was ~325), ~260 walls looked at, ~200 open runs; the
    sightlines escape through gaps to the box edge, so most of the remaining work is on
    visible buckets and walls. A/B in one process against the previous kernel, 3 runs:
    1.19-1.26x faster at r = 30, 1.27-1.30x on the full map; vs computeViewport ~8-9x on a quiet
    machine (6-8x while others load it; the reference allocates and suffers less; its samples
    are single calls, so under heavy load one run showed a spurious 44x: rerun when a ratio
    jumps). NOT MET, and
    not within reach of this design: 20x is ~25 us, while the sweep alone takes ~14-16 us for
    the ~150 candidates (~100 ns per wall: sort, ordered insert, outline) and the collection
    ~35-45 us (~50 ns per bucket visit, wall and occluder mark, all on visible geometry now).
    Meeting it needs both ~3x cheaper: e.g. an incremental polygon per viewer updated by the
    wall edits segmentEdit reports and by the viewer's step (a real table can use it, but the
    bench's 16 distinct viewpoints would not measure it honestly), or a precomputed visibility
    structure per bucket (portals / visibility complex), neither built. The polygons themselves
    average ~220 vertices at r = 30 and ~96 of the ~149 candidates show a stretch on the
    outline, so exact culling would still leave ~100 walls: the budget is ~110 ns per output
    vertex for collection and sweep together (now: sweep ~15 us, collection ~45 us). Tried
    later (A/B in one process in both load orders, since the module loaded second runs ~25%
    slower, and alternating single-copy processes; 3 runs each):
    visitSides (rings 3-11 visited only where runs of open bins cross them) with runs bridging
    16 closed bins instead of 2 (~4-5% faster), then dropped altogether for plain rings (another
    ~7% at r = 30, ~5% full map: testing every bucket of a near ring costs less than placing the
    runs; polygons bit-identical on all six scenes); the bucket and wall hidden tests looking at
    the first bin before the distance (kept, ~1-4%). Dropped: 128 or 512 bins (10% / 1.5%
    slower); re-testing the candidates against the final depth buffer before the sweep (drops
    ~3 of ~150: 5% slower); a max-over-bins hidden test (3% slower); wider or narrower wedge
    gaps, wedges from ring 8-16, 384 bins, fewer counting-sort buckets, local occluder counters
    (all within the +-2% noise). The ray-cast kernel stays
    as visibilityPolygonCast (oracle; viewers on the box edge); sweep.test.ts checks the sweep
    against it by area and against exact LOS by probes.
  - Grid FOV: on maps whose blockers are whole cells (blocking terrain, the dungeon) gridFov
    shadowcasts per octant with exact rational slopes and the G-LOS-1 corner rule as punctured
    slopes; it equals centre-to-centre segment LOS on every cell (checked above) and is symmetric,
    and fog uses it for such maps. Maps with free walls use the visibility polygon rasterised by
    scanlines (exact LOS near the outline): exact and symmetric too, but ~1x rot-js. In an open
    field gridFov visits every cell in range (~2.8k), where rot-js pays per cell as well: ~3-4x.
    Walls on cell edges (gridEdge, dd2vtt on grid lines) would need the same shadowcaster with
    edge blockers; not built.
  - Cover: clear() first tests the wall that blocked its previous query (a proper crossing
    blocks whatever the walk would find, so answers are unchanged; los.test.ts checks runs of
    G-LOS-2 queries against brute force). One wall usually hides all nine samples of a target
    and the nine of the G-LOS-1 look back, so most of the ~33k rays of 2,000 dungeon pairs
    cost one segment test: coverOf went from ~4.3-4.4 ms to ~2.4-2.7 ms (geometry, 9 rays per
    pair: ~2.2 -> ~1.2 ms; ray runs A/B in one process: 2.3-2.4x). It only remembers the last
    query, so repeating the bench's pairs gains nothing. Of coverOf's remaining time about half
    is the rules layer (footprintOf, sample points, options), outside the geometry. clear() also
    skips the clip when both ends are on the grid and keeps no per-query stamps (a wall tested
    twice answers the same): random LOS pairs cost what they did (~1-3% faster), and fog cells
    (exact LOS near the outline) got ~1.6x faster from both changes.
  - 3x3 sampling is a step function of a straight shadow edge: up to ~0.23 off the exact area,
    so ~85-92% of partial cases fall within 0.12. Both readings of "3x3 inset 10%" are measured:
    points at 0.1/0.5/0.9 (default) and centres of a 3x3 subdivision of the inset square
    (0.233/0.5/0.767). Most partial cases are thin shadow slivers, which the outer 0.1/0.9
    points catch and the subdivision centres miss, so the default is the closer one. The rule's
    nine points, not the code, bound this; 95% would need more points (e.g. coverSampling
    "5x5-inset-10"), which G-LOS-2's default does not say.
  - Wall edits patch the sight index in place (segmentEdit): the changed wall's buckets, and
    walls it crosses or that were cut where they met it. sightWorld finds the changed records by
    identity (immer keeps unchanged ones), so its cost includes one pass over the wall records.`;

export async function runSightBench(): Promise<void> {
  const t0 = performance.now();
  console.log('\n== sight bench (issue 4) ==');
  // SIGHT_BENCH=los,vis,fog,fov,cover runs only those parts (default: all).
  const only = (process.env.SIGHT_BENCH ?? '').split(',').filter(Boolean);
  const on = (part: string) => only.length === 0 || only.includes(part);
  if (on('los')) for (const name of ['open', 'dungeon', 'random1k', 'random10k', 'gridEdge', 'degenerate'] as const) losBench(name);
  if (on('vis')) visBench();
  if (on('fog')) fogBench();
  if (on('fov')) {
    gridFovBench('dungeon');
    gridFovBench('open');
  }
  if (on('cover')) coverBench();
  const widths = [0, 1, 2, 3, 4, 5].map((k) => Math.max(...rows.map((r) => (r[k] ?? '').length)));
  for (const r of rows)
    console.log(
      r
        .map((c, k) => (c ?? '').padEnd(widths[k]))
        .join('  ')
        .trimEnd(),
    );
  console.log('\ntargets:');
  for (const t of targets) console.log(`  ${t.met ? 'met    ' : 'not met'}  ${t.name}: ${t.detail}`);
  console.log(NOTES);
  console.log(`(sight bench took ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
