// Table view bench (issue 7): time from a figure move to the table's new
// projection (players' fog + G-LOS-5 enemy filter + scrubbing) on the frozen
// dungeon scene, against the one-frame budget of 16.7 ms.
// `node --import tsx test/bench/table/index.ts` runs it alone.
import type { World } from '../../../src/core/model/schema';
import { buildTableProjection, playersVisibleCells } from '../../../src/renderer/table/projection';
import { projectionChanges } from '../../../src/renderer/table/projectionDiff';
import { RulesCache } from '../../../src/core/spatial/rulesCache';
import { planCounts, tableSyncPlan } from '../../../src/renderer/canvas/table/syncPlan';
import { emptyChangeSet } from '../../../src/core/model/changes';
import type { TableProjection } from '../../../src/shared/table';
import { loadScene } from '../sight/scenes';
import { sceneWorld } from '../sight/world';
import { isDirectRun, median, recordTarget } from '../lib';

const FRAME_MS = 1000 / 60;
const PLAYER_FIGURES = 6;

/** Dungeon world with 6 player (red) figures and 6 enemies (blue) on the scene's viewpoints. */
function dungeonWorld(): { world: World; spots: { c: number; r: number }[] } {
  const s = loadScene('dungeon');
  const spots: { c: number; r: number }[] = [];
  for (let i = 0; i + 1 < s.viewers.length; i += 2) spots.push({ c: Math.floor(s.viewers[i]), r: Math.floor(s.viewers[i + 1]) });
  const pairs = Array.from({ length: PLAYER_FIGURES }, (_, k) => [spots[k].c, spots[k].r, spots[k + PLAYER_FIGURES].c, spots[k + PLAYER_FIGURES].r] as [number, number, number, number]);
  const world = sceneWorld(s, pairs);
  world.sides.blue.player = false;
  return { world, spots };
}

/** Moves figure a0 to `spot` the way a Session does: a new World sharing unchanged records. */
function moved(world: World, spot: { c: number; r: number }): World {
  const a0 = world.figures.a0;
  return { ...world, figures: { ...world.figures, a0: { ...a0, cell: spot as typeof a0.cell } } };
}

export async function runTableBench(): Promise<void> {
  console.log('\n== table view bench (issue 7): move -> projection + fog, dungeon 100×100, 6 player figures, 6 enemies ==');
  const { world, spots } = dungeonWorld();
  const free = spots.slice(2 * PLAYER_FIGURES);
  // The session's rules cache, as the app passes it; warm its sight index (a real session has it after the first frame).
  const rulesCache = new RulesCache();
  buildTableProjection(world, { playerSideIds: ['red'], rulesCache });
  const fog: number[] = [];
  const whole: number[] = [];
  const diffMs: number[] = [];
  const rebuilt: number[] = [];
  const drawnAll: number[] = [];
  let w = world;
  let prev: TableProjection | null = null;
  for (let i = 0; i < 40; i++) {
    w = moved(w, free[i % free.length]);
    let t = performance.now();
    playersVisibleCells(w, ['red'], rulesCache);
    fog.push(performance.now() - t);
    t = performance.now();
    const next: TableProjection = buildTableProjection(w, { playerSideIds: ['red'], view: { showExplored: true }, seq: i + 1, explored: prev?.fog.explored, rulesCache });
    whole.push(performance.now() - t);
    // 11.8: the Session's change set of the move (a0 only) carried to the table.
    const touched = emptyChangeSet();
    touched.figures.add('a0');
    t = performance.now();
    const changes = projectionChanges(prev, next, touched);
    diffMs.push(performance.now() - t);
    if (changes) next.changes = changes;
    if (prev) {
      const views = (c: ReturnType<typeof planCounts>) => c.figures + c.walls + c.objects + c.areas;
      rebuilt.push(views(planCounts(tableSyncPlan(prev, next), next)));
      drawnAll.push(views(planCounts(tableSyncPlan(null, next), next)));
    }
    prev = next;
  }
  const m = median(whole);
  console.log(`  fog cells only (6 viewers)            median ${median(fog).toFixed(2)} ms`);
  console.log(`  whole projection after a move         median ${m.toFixed(2)} ms, worst ${Math.max(...whole).toFixed(2)} ms`);
  console.log(`  change set of the projection (11.8)   median ${median(diffMs).toFixed(3)} ms (${((100 * median(diffMs)) / m).toFixed(1)}% of the projection)`);
  console.log(`  views rebuilt per move: change set    median ${median(rebuilt)}, full redraw ${median(drawnAll)} (ratio ${(median(drawnAll) / Math.max(1, median(rebuilt))).toFixed(0)}×)`);
  console.log(`  target: within one frame (${FRAME_MS.toFixed(1)} ms): ${m <= FRAME_MS ? 'met' : 'NOT met'}`);
  recordTarget('table', `within one frame (${FRAME_MS.toFixed(1)} ms)`, m <= FRAME_MS, `${m.toFixed(1)} ms`);
}

if (isDirectRun(import.meta.url)) await runTableBench();
