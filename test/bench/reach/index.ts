// Reach bench (issue 4 targets): reach with 30 AP <= 40 µs and 100 AP <= 0.4 ms,
// on an open 200x200 field and on a walled 200x200 map (seeded, rebuilt
// identically every run). Prints medians and met / not met.
import { World, type WorldInput } from '../../../src/core/model/schema';
import { reachForFigure, squareGraph, squareReachForFigure, wallMasks } from '../../../src/core/rules/movement';
import { reachSquare } from '../../../src/core/geometry/reach';
import { isDirectRun, mulberry32 } from '../lib';

const SIZE = 200;

export function scene(walled: boolean, mudShare = 0, others = true): World {
  const rand = mulberry32(walled ? 4242 : 7);
  const walls: WorldInput['walls'] = {};
  let n = 0;
  const add = (ax: number, ay: number, bx: number, by: number, kind: 'wall' | 'low-wall' | 'door' = 'wall') => {
    const id = `w${++n}`;
    walls[id] = { id, kind, a: { x: ax, y: ay }, b: { x: bx, y: by }, ...(kind === 'door' ? { door: 'closed' as const } : {}) };
  };
  const rows: string[] = [];
  for (let r = 0; r < SIZE; r++) {
    let row = '';
    for (let c = 0; c < SIZE; c++) row += rand() < mudShare ? 'm' : '.';
    rows.push(row);
  }
  if (walled) {
    // Grid-edge room walls with gaps, some low walls and doors, plus 300 walls at random angles.
    for (let i = 0; i < 700; i++) {
      const x = Math.floor(rand() * SIZE), y = Math.floor(rand() * SIZE), len = 2 + Math.floor(rand() * 6);
      const kind = rand() < 0.15 ? 'low-wall' : rand() < 0.1 ? 'door' : 'wall';
      if (rand() < 0.5) add(x, y, Math.min(SIZE, x + len), y, kind);
      else add(x, y, x, Math.min(SIZE, y + len), kind);
    }
    for (let i = 0; i < 300; i++) {
      const x = rand() * SIZE, y = rand() * SIZE, a = rand() * Math.PI, len = 1 + rand() * 5;
      add(x, y, Math.min(SIZE, Math.max(0, x + Math.cos(a) * len)), Math.min(SIZE, Math.max(0, y + Math.sin(a) * len)));
    }
  }
  const input: WorldInput = {
    format: 'grit-scenario',
    version: 1,
    map: { grid: 'square', widthCells: SIZE, heightCells: SIZE },
    terrainTypes: {
      open: { id: 'open', name: 'Open', colour: '#b08d57', apCost: 1 },
      mud: { id: 'mud', name: 'Mud', colour: '#5e4b32', apCost: 2 },
    },
    terrain: { legend: { '.': 'open', m: 'mud' }, rows },
    walls,
    figures: {
      hero: { id: 'hero', name: 'Hero', sideId: 'a', kind: 'PC', cell: { c: 100, r: 100 }, stats: { ap: 10, hp: 10, bod: 3, mnd: 3, mys: 0, rce: 3 }, hp: 10, apLeft: 10 },
      ...(others ? {
        foe: { id: 'foe', name: 'Foe', sideId: 'b', kind: 'NPC', cell: { c: 104, r: 99 }, stats: { ap: 10, hp: 10, bod: 3, mnd: 3, mys: 0, rce: 3 }, hp: 10, apLeft: 10 },
        pal: { id: 'pal', name: 'Pal', sideId: 'a', kind: 'PC', cell: { c: 98, r: 102 }, stats: { ap: 10, hp: 10, bod: 3, mnd: 3, mys: 0, rce: 3 }, hp: 10, apLeft: 10 },
} : {}),
    },
    sides: { a: { id: 'a', name: 'A', colour: '#cc3333' }, b: { id: 'b', name: 'B', colour: '#3355cc' } },
    scenario: { title: `${walled ? 'walled' : 'open'} 200x200${mudShare ? ' with mud' : ''}` },
  };
  return World.parse(input);
}

/**
 * Median CPU time of one call in µs (process user+system time, so other
 * processes on a shared machine do not inflate it): samples of `batch` calls.
 */
function medianMicros(fn: () => unknown, batch: number, samples: number): number {
  for (let i = 0; i < batch * 3; i++) fn(); // warm-up (JIT)
  const times: number[] = [];
  for (let s = 0; s < samples; s++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < batch; i++) fn();
    const dt = process.cpuUsage(t0);
    times.push((dt.user + dt.system) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);

export async function runReachBench(): Promise<void> {
  console.log('\n## reach (G-MOVE-1..4): 200x200 maps, median CPU time per call');
  const rows: string[][] = [['scene', 'AP', 'cells', 'kernel', 'target', 'met', 'reachForFigure (lazy cells map)']];
  const scenes: [string, World][] = [
    ['open', scene(false, 0, false)],
    ['open + 2 figures near', scene(false)],
    ['walled', scene(true)],
    ['walled + 8% mud', scene(true, 0.08)],
  ];
  for (const [label, world] of scenes) {
    const t0 = process.cpuUsage();
    squareGraph(world, 1);
    const used = process.cpuUsage(t0);
    const buildMs = (used.user + used.system) / 1000;
    const g = squareGraph(world, 1);
    const start = world.figures.hero!.cell!;
    for (const [ap, targetUs] of [
      [30, 40],
      [100, 400],
    ] as const) {
      const occ = squareReachForFigure(world, 'hero', ap)!;
      const foe = world.figures.foe?.cell, pal = world.figures.pal?.cell;
      const blockedCells = foe ? [foe.r * SIZE + foe.c] : [];
      const noEndCells = pal ? [pal.r * SIZE + pal.c] : [];
      const kernel = medianMicros(
        () => reachSquare(g, { startIndex: start.r * SIZE + start.c, budgetAp: ap, diagonalRule: 'alternate', blockedCells, noEndCells }),
        ap === 30 ? 50 : 10,
        15,
      );
      const full = medianMicros(() => reachForFigure(world, 'hero', ap), ap === 30 ? 20 : 5, 9);
      rows.push([label.startsWith('open') ? label : `${label} (${Object.keys(world.walls).length} walls)`, String(ap), String(occ.cells.length), fmt(kernel), `≤ ${fmt(targetUs)}`, kernel <= targetUs ? 'met' : 'not met', fmt(full)]);
    }
    console.log(`  ${label}: movement graph build (terrain + wall masks, once per walls/terrain change) ${buildMs.toFixed(1)} ms`);
  }
  // One door toggled per call: the walls record changes identity, the index diffs and patches.
  const walled = scenes.find(([label]) => label === 'walled')![1];
  const doorId = Object.keys(walled.walls).find((id) => walled.walls[id]!.kind === 'door')!;
  let current = walled;
  wallMasks(current);
  const toggle = () => {
    const d = current.walls[doorId]!;
    current = { ...current, walls: { ...current.walls, [doorId]: { ...d, door: d.door === 'open' ? 'closed' : 'open' } } };
    return wallMasks(current);
  };
  const edit = medianMicros(toggle, 20, 9);
  console.log(`  walled: movement masks after one door edit (diff ${Object.keys(walled.walls).length} walls + patch) ${fmt(edit)}`);
  console.log('  open: uniform terrain, no walls and no enemy inside the budget window take the O(1)-checked analytic path.');
  console.log('  otherwise: Dial bucket queue over (cell, diagonal parity) on per-graph byte tables of step costs');
  console.log('  (walls, terrain, edge costs folded), neighbours unrolled; on uniform terrain a state dominated by its');
  console.log('  parity twin is neither queued nor expanded, so each cell costs ~1 push, 1 pop, 8 neighbour checks.');
  console.log('  not met: that is ~25-45 ns per reached cell here (2.5k cells at 30 AP, 27k at 100 AP); the targets need');
  console.log('  ~15 ns. Mixed terrain (mud) has no exact parity dominance, so both parities are searched (2x).');
  console.log('  Meeting them needs less work per query (analytic fill plus local repair around figures, reuse of');
  console.log('  the last reach), not a faster queue.');
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log('  ' + r.map((x, i) => x.padEnd(widths[i]!)).join('  '));
}

// Direct run: node --import tsx test/bench/reach/index.ts
if (isDirectRun(import.meta.url) && !process.env.NOBENCH) await runReachBench();
