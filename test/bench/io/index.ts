// io/session/spatial bench: load + validate + index a 200x200 scenario with
// 10k wall segments and 300 figures; one figure move through the Session vs a
// full index rebuild; memory of that World. Prints medians and ratios.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { World, SCENARIO_VERSION } from '../../../src/core/model/schema';
import { parseScenarioText, serializeScenario } from '../../../src/core/io/scenario';
import { SpatialIndex, segmentsIntersect } from '../../../src/core/spatial/index';
import { findDuplicateKeys } from '../../../src/core/io/duplicateKeys';
import { createSession } from '../../../src/core/session/session';
import { isDirectRun, median, mulberry32, timeMs } from '../lib';

export function bigScenario(seed = 1, size = 200, wallCount = 10000, figureCount = 300): World {
  const rnd = mulberry32(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const walls: Record<string, unknown> = {};
  for (let i = 1; i <= wallCount; i++) {
    const x = int(size);
    const y = int(size);
    const horizontal = rnd() < 0.5;
    const len = 1 + int(3);
    const kind = i % 20 === 0 ? 'door' : i % 13 === 0 ? 'window' : 'wall';
    walls[`w${i}`] = {
      id: `w${i}`,
      kind,
      a: { x, y },
      b: horizontal ? { x: Math.min(size, x + len), y } : { x, y: Math.min(size, y + len) },
      ...(kind === 'door' ? { door: 'closed' } : {}),
    };
  }
  const figures: Record<string, unknown> = {};
  const taken = new Set<string>();
  for (let i = 1; figures[`f${figureCount}`] === undefined; i++) {
    const c = int(size);
    const r = int(size);
    if (taken.has(`${c},${r}`)) continue;
    taken.add(`${c},${r}`);
    const id = `f${Object.keys(figures).length + 1}`;
    figures[id] = {
      id,
      name: `Figure ${id}`,
      sideId: Object.keys(figures).length % 2 ? 'a' : 'b',
      kind: 'NPC',
      cell: { c, r },
      stats: { ap: 4, hp: 10, bod: 6, mnd: 6, mys: 4, rce: 6 },
      hp: 10,
      apLeft: 4,
    };
  }
  const rows = Array.from({ length: size }, () => Array.from({ length: size }, () => (rnd() < 0.1 ? 'm' : '.')).join(''));
  return World.parse({
    format: 'grit-scenario',
    version: SCENARIO_VERSION,
    map: { grid: 'square', widthCells: size, heightCells: size },
    terrainTypes: {
      open: { id: 'open', name: 'Open', colour: '#aaaaaa', apCost: 1 },
      mud: { id: 'mud', name: 'Mud', colour: '#554433', apCost: 2 },
    },
    terrain: { legend: { '.': 'open', m: 'mud' }, rows },
    walls,
    figures,
    sides: { a: { id: 'a', name: 'A', colour: '#ff0000' }, b: { id: 'b', name: 'B', colour: '#0000ff' } },
    scenario: { title: 'Bench 200x200' },
  });
}

const ms = (v: number) => `${v.toFixed(v < 1 ? 4 : 2)} ms`;

export async function runIoBench(): Promise<void> {
  console.log('io bench: 200x200 cells, 10k wall segments, 300 figures (seed 1)');
  const world = bigScenario();
  const text = serializeScenario(world);

  const parseTimes: number[] = [];
  const indexTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const [tParse, r] = timeMs(() => parseScenarioText(text, 'bench.grit.json'));
    if (!r.ok) throw new Error(r.errors.join('\n'));
    parseTimes.push(tParse);
    indexTimes.push(timeMs(() => new SpatialIndex(r.world))[0]);
  }
  console.log(`  load+validate (JSON.parse + duplicate keys + zod + refs): median ${ms(median(parseTimes))}`);
  const jsonTimes = Array.from({ length: 5 }, () => timeMs(() => JSON.parse(text))[0]);
  const dupTimes = Array.from({ length: 5 }, () => timeMs(() => findDuplicateKeys(text))[0]);
  console.log(`    of which JSON.parse ${ms(median(jsonTimes))}, duplicate-key scan ${ms(median(dupTimes))}`);
  console.log(`  index bulk load (rbush load): median ${ms(median(indexTimes))}`);
  console.log(`  total load+validate+index: ${ms(median(parseTimes) + median(indexTimes))}`);

  const session = createSession(world);
  const figIds = Object.keys(world.figures);
  const moveTimes: number[] = [];
  for (let i = 0; i < 200; i++) {
    const id = figIds[i % figIds.length];
    const f = session.world.figures[id];
    const to = { c: (f.cell!.c + 1) % 200, r: f.cell!.r };
    const [t, r] = timeMs(() => session.dispatch({ type: 'updateFigure', figureId: id, changes: { cell: to } }));
    if (!r.ok) continue; // occupied cells are allowed in the editor; a violation would only be out-of-map
    moveTimes.push(t);
  }
  const rebuildTimes: number[] = [];
  for (let i = 0; i < 7; i++) rebuildTimes.push(timeMs(() => new SpatialIndex(session.world))[0]);
  const move = median(moveTimes);
  const rebuild = median(rebuildTimes);
  console.log(`  one figure move via Session.dispatch (resolve+patches+change set+index update): median ${ms(move)}`);
  console.log(`  full index rebuild: median ${ms(rebuild)}  -> rebuild / move = ${(rebuild / move).toFixed(1)}x`);

  // Reference: a linear scan of all walls for one segment query.
  const rnd = mulberry32(7);
  const segs = Array.from({ length: 500 }, () => {
    const a = { x: rnd() * 200, y: rnd() * 200 };
    return [a, { x: a.x + (rnd() - 0.5) * 24, y: a.y + (rnd() - 0.5) * 24 }] as const;
  });
  const idx = session.query;
  const wallList = Object.values(session.world.walls);
  const viaIndex = () => segs.reduce((n, [a, b]) => n + idx.wallsCrossingSegment(a, b).length, 0);
  const viaScan = () => segs.reduce((n, [a, b]) => n + wallList.filter((w) => segmentsIntersect(a, b, w.a, w.b)).length, 0);
  const nIdx = viaIndex();
  const nScan = viaScan();
  const tIdx = median(Array.from({ length: 5 }, () => timeMs(viaIndex)[0]));
  const tScan = median(Array.from({ length: 5 }, () => timeMs(viaScan)[0]));
  if (nIdx !== nScan) throw new Error(`index and scan disagree: ${nIdx} vs ${nScan}`);
  console.log(`  500 wallsCrossingSegment (24" segments), median of 5: index ${ms(tIdx)} vs linear scan ${ms(tScan)} -> ${(tScan / tIdx).toFixed(1)}x`);

  // Without --expose-gc, turn it on at run time so the heap delta is not GC noise.
  v8.setFlagsFromString('--expose-gc');
  const g = (globalThis as { gc?: () => void }).gc ?? (runInNewContext('gc') as (() => void) | undefined);
  g?.();
  const before = process.memoryUsage().heapUsed;
  const copy = JSON.parse(text) as World;
  const index = new SpatialIndex(copy);
  g?.();
  const after = process.memoryUsage().heapUsed;
  console.log(
    `  memory: file ${(text.length / 1048576).toFixed(2)} MB JSON (${(JSON.stringify(world).length / 1048576).toFixed(2)} MB compact); ` +
      `World+index heap delta ~${((after - before) / 1048576).toFixed(1)} MB${g ? '' : ' (run node --expose-gc for a steadier figure)'}`,
  );
  void index;
}

if (isDirectRun(import.meta.url)) await runIoBench();
