// Editor bench (issue 13): on the frame bench's 200×200 map with 10 000
// walls and 300 figures, a brush stroke of 400 cells (100 pointer moves of 4
// new cells, one gesture = one undo step) and one wall added, each timed
// from Session.dispatch to the canvas layers updated from the change set
// (the terrain rows and wall chunks MapCanvas.applyChanges redraws), median
// and p95. Reference in the same run: the same layers redrawn from scratch
// (every terrain row, every wall chunk), once, and once per dispatch of the
// stroke. Pixi runs headless here (scene graph only, no GPU upload), so the
// figures are the layers' CPU work, as MapCanvas does it on the main thread.
// `node --import tsx test/bench/editor/index.ts` runs it alone.
import { performance } from 'node:perf_hooks';
import type { Cell, World } from '../../../src/core/model/schema';
import type { ChangeSet } from '../../../src/core/model/changes';
import { worldFromJson } from '../../../src/core/io/scenario';
import { createSession } from '../../../src/core/session';
import { generateFrameScene } from '../frame/scene.mjs';
import { isDirectRun, median } from '../lib';

const STROKES = 15;
const MOVES = 100;
const CELLS_PER_MOVE = 4;
const WALL_ADDS = 30;

function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! : NaN;
}

const f = (ms: number) => `${ms.toFixed(2)} ms`;

export async function runEditorBench(): Promise<void> {
  // Pixi's browser adapter reads `navigator` when its modules load; Node 20 has none.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  const { TerrainLayer } = await import('../../../src/renderer/canvas/layers/terrainLayer');
  const { WallLayer } = await import('../../../src/renderer/canvas/layers/wallLayer');

  console.log('\n== editor bench (issue 13): dispatch -> layers updated, 200×200, 10 000 walls, 300 figures ==');
  const parsed = worldFromJson(generateFrameScene(), []);
  if (!parsed.ok) throw new Error(`frame scene: ${JSON.stringify(parsed.issues[0])}`);
  const world: World = parsed.world;
  const session = createSession(world);
  const terrain = new TerrainLayer();
  const walls = new WallLayer();
  terrain.sync(world);
  walls.sync(world);
  // What MapCanvas.applyChanges does for these layers.
  session.subscribe((w: World, changes: ChangeSet) => {
    if (changes.terrainTypes.size > 0) terrain.sync(w);
    else if (changes.terrain) terrain.sync(w, terrain.changedRows(w));
    if (changes.walls.size > 0) walls.sync(w, changes.walls);
  });

  // 400 distinct cells in a 20×20 block, 4 per pointer move, one block per stroke.
  const strokeCells = (k: number): Cell[][] => {
    const c0 = 10 + (k % 8) * 22,
      r0 = 10 + Math.floor(k / 8) * 22;
    const cells: Cell[] = [];
    for (let r = 0; r < 20; r++) for (let c = 0; c < 20; c++) cells.push({ c: c0 + c, r: r0 + r } as Cell);
    return Array.from({ length: MOVES }, (_, m) => cells.slice(m * CELLS_PER_MOVE, (m + 1) * CELLS_PER_MOVE));
  };
  const stroke: number[] = [];
  for (let k = 0; k < STROKES + 2; k++) {
    const moves = strokeCells(k);
    const t0 = performance.now();
    session.beginGesture();
    for (const cells of moves) {
      const r = session.dispatch({ type: 'paintTerrain', cells, terrainTypeId: 'mud' });
      if (!r.ok) throw new Error(r.violation.message);
    }
    session.commitGesture();
    const ms = performance.now() - t0;
    if (k >= 2) stroke.push(ms);
  }
  if (!session.canUndo()) throw new Error('the stroke left no undo step');

  const wallAdd: number[] = [];
  for (let k = 0; k < WALL_ADDS + 2; k++) {
    const x = 3 + k * 5;
    const t0 = performance.now();
    const r = session.dispatch({ type: 'addWall', wall: { kind: 'wall', a: { x, y: 100 }, b: { x: x + 2, y: 100 } } });
    const ms = performance.now() - t0;
    if (!r.ok) throw new Error(r.violation.message);
    if (k >= 2) wallAdd.push(ms);
  }

  // Reference: the same layers redrawn from scratch.
  const w = session.world;
  const fullTerrain: number[] = [];
  const fullWalls: number[] = [];
  for (let k = 0; k < 9; k++) {
    const fresh = new TerrainLayer();
    let t0 = performance.now();
    fresh.sync(w);
    fullTerrain.push(performance.now() - t0);
    fresh.destroy();
    const freshWalls = new WallLayer();
    t0 = performance.now();
    freshWalls.sync(w);
    fullWalls.push(performance.now() - t0);
    freshWalls.destroy();
  }
  const strokeMed = median(stroke);
  const wallMed = median(wallAdd);
  console.log(`brush stroke, 400 cells in ${MOVES} dispatches (one undo step): median ${f(strokeMed)}, p95 ${f(p95(stroke))} (${STROKES} strokes); ${f(strokeMed / MOVES)} per dispatch`);
  console.log(`one wall added: median ${f(wallMed)}, p95 ${f(p95(wallAdd))} (${WALL_ADDS} walls)`);
  console.log(`reference, from scratch: terrain layer ${f(median(fullTerrain))}, wall layer (10 000 walls) ${f(median(fullWalls))}`);
  console.log(`ratio: terrain redrawn from scratch on each of the ${MOVES} dispatches / the stroke = ${((median(fullTerrain) * MOVES) / strokeMed).toFixed(1)}x`);
  console.log(`ratio: wall layer from scratch / one wall added (dispatch + chunk redraw) = ${(median(fullWalls) / wallMed).toFixed(1)}x`);
  terrain.destroy();
  walls.destroy();
}

if (isDirectRun(import.meta.url)) await runEditorBench();
