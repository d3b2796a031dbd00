// Spatial bench (issue 11): each question the rules ask the rbush index
// (through the Session's rules cache) against a linear scan over the World's
// records with the same exact test, in the same run. Prints medians and
// ratios; the answers of both are checked equal first.
import { performance } from 'node:perf_hooks';
import type { Area, Figure, Point, Wall, World } from '../../../src/core/model/schema';
import { cellCenter, cellKey, figureCells } from '../../../src/core/geometry/grid/index';
import { distancePointToBox, figureCellBoxes, segmentsIntersect, segmentTouchesBox, type Box } from '../../../src/core/spatial/index';
import { RulesCache } from '../../../src/core/spatial/rulesCache';
import { bigScenario } from '../io/index';
import { isDirectRun, median, mulberry32 } from '../lib';

const ids = (xs: Array<{ id: string }>) =>
  xs
    .map((x) => x.id)
    .sort()
    .join(',');

/** Median ms of `reps` runs of fn after two warm-up runs. */
function timed(fn: () => number, reps = 7): number {
  fn();
  fn();
  const t: number[] = [];
  for (let k = 0; k < reps; k++) {
    const t0 = performance.now();
    fn();
    t.push(performance.now() - t0);
  }
  return median(t);
}

function withAreas(world: World, n: number, rand: () => number): World {
  const areas: Record<string, Area> = {};
  for (let k = 0; k < n; k++)
    areas[`ar${k}`] = {
      id: `ar${k}`,
      effect: 'smoke',
      center: { x: rand() * world.map.widthCells, y: rand() * world.map.heightCells },
      radiusInches: 1 + rand() * 4,
      roundsLeft: 3,
    } as unknown as Area;
  return { ...world, areas };
}

export async function runSpatialBench(): Promise<void> {
  const rand = mulberry32(11);
  const world = withAreas(bigScenario(), 200, rand);
  const W = world.map.widthCells,
    H = world.map.heightCells;
  const cache = new RulesCache(world);
  const q = cache.spatial(world);
  const walls = Object.values(world.walls),
    figures = Object.values(world.figures),
    areas = Object.values(world.areas);
  const grid = world.map.grid;
  const pts: Point[] = Array.from({ length: 500 }, () => ({ x: rand() * W, y: rand() * H }));
  const segs: Array<[Point, Point]> = pts.map((a) => [a, { x: a.x + (rand() - 0.5) * 24, y: a.y + (rand() - 0.5) * 24 }]);
  const cells = pts.map((p) => ({ c: Math.floor(p.x), r: Math.floor(p.y) }));
  const boxes: Box[] = pts.map((p) => ({ minX: p.x, minY: p.y, maxX: p.x + 6, maxY: p.y + 6 }));

  const scans = {
    figuresWithinRadius: (p: Point, r: number): Figure[] => figures.filter((f) => figureCellBoxes(grid, f).some((b) => distancePointToBox(p, b) <= r + 1e-9)),
    wallsCrossingSegment: (a: Point, b: Point): Wall[] => walls.filter((w) => segmentsIntersect(a, b, w.a, w.b)),
    figureAtCell: (c: { c: number; r: number }): Figure | undefined => figures.find((f) => f.cell !== null && figureCells(grid, f.cell, f.sizeCells).some((x) => cellKey(x) === cellKey(c))),
    areasAtPoint: (p: Point): Area[] => areas.filter((a) => Math.hypot(p.x - a.center.x, p.y - a.center.y) <= a.radiusInches + 1e-9),
    wallsInBox: (b: Box): Wall[] => walls.filter((w) => segmentTouchesBox(w.a, w.b, b)),
  };
  const rows: Array<[string, () => string, () => string]> = [
    ['figuresWithinRadius (blast 4", AI targets)', () => pts.map((p) => ids(q.figuresWithinRadius(p, 4))).join('|'), () => pts.map((p) => ids(scans.figuresWithinRadius(p, 4))).join('|')],
    [
      'wallsCrossingSegment (24" lines; hex move steps)',
      () => segs.map(([a, b]) => ids(q.wallsCrossingSegment(a, b))).join('|'),
      () => segs.map(([a, b]) => ids(scans.wallsCrossingSegment(a, b))).join('|'),
    ],
    ['figureAtCell (what is at a point)', () => cells.map((c) => q.figureAtCell(c)?.id ?? '').join('|'), () => cells.map((c) => scans.figureAtCell(c)?.id ?? '').join('|')],
    [
      'areasAtPoint (areas containing a cell centre)',
      () => cells.map((c) => ids(q.areasAtPoint(cellCenter(grid, c)))).join('|'),
      () => cells.map((c) => ids(scans.areasAtPoint(cellCenter(grid, c)))).join('|'),
    ],
    ['wallsInBox (6" boxes; G-LOS-3 low cover near a target)', () => boxes.map((b) => ids(q.wallsInBox(b))).join('|'), () => boxes.map((b) => ids(scans.wallsInBox(b))).join('|')],
  ];
  console.log(`\n== spatial bench (issue 11): rules-cache index vs linear scan, ${W}x${H}, ${walls.length} walls, ${figures.length} figures, ${areas.length} areas; 500 queries each ==`);
  for (const [name, viaIndex, viaScan] of rows) {
    const a = viaIndex(),
      b = viaScan();
    if (a !== b) throw new Error(`${name}: index and scan disagree`);
    const ti = timed(() => viaIndex().length),
      ts = timed(() => viaScan().length);
    console.log(`  ${name.padEnd(48)} index ${ti.toFixed(2)} ms  scan ${ts.toFixed(2)} ms  -> ${(ts / ti).toFixed(1)}x`);
  }
  // An older World (one figure moved): the cache builds its index sharing the unchanged trees.
  const [fid] = Object.keys(world.figures);
  const moved: World = { ...world, figures: { ...world.figures, [fid]: { ...world.figures[fid], cell: { c: 1, r: 1 } } } };
  const ready = Array.from({ length: 9 }, () => new RulesCache(world));
  const tView = timed(() => (ready.pop()!.spatial(moved) ? 1 : 0));
  const tFull = timed(() => (new RulesCache().spatial(moved) ? 1 : 0));
  console.log(`  index for another World (one figure moved): sharing the unchanged trees ${tView.toFixed(2)} ms vs full bulk load ${tFull.toFixed(2)} ms -> ${(tFull / tView).toFixed(1)}x`);
}

if (isDirectRun(import.meta.url)) await runSpatialBench();
