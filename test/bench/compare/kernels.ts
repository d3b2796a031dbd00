// The kernels issue 11 must not slow down, built from the checkout at
// `root` (its own src and bench scenes, imported from there), so two
// checkouts can be timed row by row in one process (./run.ts,
// scripts/bench-compare.mjs). Only APIs present before and after the
// redesign are used: a cache argument the old code does not take is
// ignored by it.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Kernel {
  name: string;
  fn: () => void;
}

/** The kernel rows of the checkout at `root` (those whose name matches `only`). */
export async function loadKernels(root: string, only: RegExp | null = null): Promise<Kernel[]> {
  const load = (rel: string) => import(pathToFileURL(resolve(root, rel)).href) as Promise<Record<string, any>>;
  const reachBench = await load('test/bench/reach/index.ts');
  const movement = await load('src/core/rules/movement/index.ts');
  const reach = await load('src/core/geometry/reach/index.ts');
  const sightWorldMod = await load('src/core/rules/sight/sightWorld.ts');
  const los = await load('src/core/rules/sight/los.ts');
  const sightScenes = await load('test/bench/sight/scenes.ts');
  const sightWorldScene = await load('test/bench/sight/world.ts');
  let RulesCache: (new () => object) | null = null;
  try {
    RulesCache = (await load('src/core/spatial/rulesCache.ts')).RulesCache;
  } catch {
    // Before issue 11: caches were module state.
  }
  const newCache = () => (RulesCache ? new RulesCache() : undefined);

  type World = { walls: Record<string, { kind: string; door?: string }>; terrain: object };
  const rows: Kernel[] = [];
  const row = (name: string, fn: () => void) => {
    if (!only || only.test(name)) rows.push({ name, fn });
  };

  const scenes: Array<[string, World]> = [
    ['open', reachBench.scene(false, 0, false)],
    ['walled', reachBench.scene(true)],
    ['walled + 8% mud', reachBench.scene(true, 0.08)],
  ];
  for (const [label, world] of scenes) {
    // Fresh wall records and terrain: no cache (module or rules cache) can answer or patch, so this is a full build.
    const tiny = { ...world, map: { ...(world as unknown as { map: object }).map, widthCells: 2, heightCells: 2 }, walls: {} };
    row(`movement graph build, ${label}`, () => {
      // The old code diffs against its module-level last index: one of another size makes the next call a full build.
      movement.wallMasks({ ...tiny, walls: {} }, newCache());
      const walls: World['walls'] = {};
      for (const [id, w] of Object.entries(world.walls)) walls[id] = { ...w };
      movement.squareGraph({ ...world, walls, terrain: { ...world.terrain } }, 1, newCache());
    });
  }
  for (const [label, world] of scenes) {
    const g = movement.squareGraph(world, 1, newCache());
    row(`reach tables full build, ${label}`, () => {
      reach.forgetPatchSources();
      reach.prepareSquareReach({ ...g });
    });
  }
  for (const [label, world] of scenes.slice(1)) {
    const cache = newCache();
    for (const ap of [30, 100]) row(`reachForFigure ${ap} AP, ${label} (warm cache)`, () => movement.reachForFigure(world, 'hero', ap, cache));
  }
  {
    // Hex grid (the generic search; each step asks which walls cross it): 60x60 hex-pointy, 400 walls.
    const schema = await load('src/core/model/schema.ts');
    const rand = reachBench.mulberry32 ? reachBench.mulberry32(5) : (await load('test/bench/lib.ts')).mulberry32(5);
    const walls: Record<string, object> = {};
    for (let k = 0; k < 400; k++) {
      const x = rand() * 60,
        y = rand() * 52,
        a = rand() * Math.PI,
        len = 1 + rand() * 4;
      const kind = rand() < 0.2 ? 'low-wall' : 'wall';
      walls[`w${k}`] = { id: `w${k}`, kind, a: { x, y }, b: { x: x + Math.cos(a) * len, y: y + Math.sin(a) * len } };
    }
    const hex = schema.World.parse({
      format: 'grit-scenario',
      version: schema.SCENARIO_VERSION,
      map: { grid: 'hex-pointy', widthCells: 60, heightCells: 60 },
      terrainTypes: { open: { id: 'open', name: 'Open', colour: '#b08d57', apCost: 1 } },
      terrain: { legend: { '.': 'open' }, rows: Array.from({ length: 60 }, () => '.'.repeat(60)) },
      walls,
      figures: { hero: { id: 'hero', name: 'Hero', sideId: 'a', kind: 'PC', cell: { c: 30, r: 30 }, stats: { ap: 10, hp: 10, bod: 3, mnd: 3, mys: 0, rce: 3 }, hp: 10, apLeft: 10 } },
      sides: { a: { id: 'a', name: 'A', colour: '#cc3333' } },
      scenario: { title: 'hex 60x60' },
    }) as World;
    const cache = newCache();
    row('reachForFigure 10 AP, hex 60x60, 400 walls (warm cache)', () => movement.reachForFigure(hex, 'hero', 10, cache).cells.size);
    // After a wall edit, as a session sees it: the index is updated from the change set, step answers start afresh.
    const live = RulesCache ? new (RulesCache as unknown as new (w: World) => { advance(a: World, b: World, c: object): void })(hex) : undefined;
    const changes = RulesCache ? (await load('src/core/model/changes.ts')).emptyChangeSet() : null;
    if (changes) changes.walls.add('w0');
    let current = hex;
    row('reachForFigure 10 AP, hex 60x60, 400 walls (after a wall edit)', () => {
      const w0 = current.walls.w0!;
      const next = { ...current, walls: { ...current.walls, w0: { ...w0, kind: w0.kind === 'wall' ? 'low-wall' : 'wall' } } };
      live?.advance(current, next, changes!);
      current = next;
      movement.reachForFigure(current, 'hero', 10, live);
    });
  }
  {
    // One door toggled per call, one rules cache as a session keeps.
    const walled = scenes[1]![1];
    const doorId = Object.keys(walled.walls).find((id) => walled.walls[id]!.kind === 'door')!;
    const cache = newCache();
    let current = walled;
    const toggle = () => {
      const d = current.walls[doorId]!;
      current = { ...current, walls: { ...current.walls, [doorId]: { ...d, door: d.door === 'open' ? 'closed' : 'open' } } };
    };
    movement.wallMasks(current, cache);
    row('movement masks after one door edit, walled', () => {
      toggle();
      movement.wallMasks(current, cache);
    });
    reach.prepareSquareReach(movement.squareGraph(current, 1, cache));
    row('graph + reach tables after one door edit, walled', () => {
      toggle();
      reach.prepareSquareReach(movement.squareGraph(current, 1, cache));
    });
  }
  {
    const s = sightScenes.loadScene('dungeon');
    const rand = sightScenes.mulberry32(2000);
    const open: Array<[number, number]> = [];
    (s.cells as string[]).forEach((line, r) => [...line].forEach((ch, c) => ch === '.' && open.push([c, r])));
    const pairs: Array<[number, number, number, number]> = [];
    while (pairs.length < 2000) {
      const a = open[Math.floor(rand() * open.length)]!,
        b = open[Math.floor(rand() * open.length)]!;
      if (a !== b && Math.hypot(a[0] - b[0], a[1] - b[1]) <= 24) pairs.push([a[0], a[1], b[0], b[1]]);
    }
    const world = sightWorldScene.sceneWorld(s, pairs);
    row('sight index full rebuild, dungeon', () => sightWorldMod.buildSightWorld(world));
    // Queries on a warm cache (the session's): the per-call cost of reaching the cached structures.
    const cache = newCache();
    row('coverOf, 200 pairs, dungeon (warm cache)', () => {
      for (let k = 0; k < 200; k++) los.coverOf(world, `a${k}`, `t${k}`, cache);
    });
    row('losBetween, 200 pairs, dungeon (warm cache)', () => {
      for (let k = 0; k < 200; k++) los.losBetween(world, `a${k}`, `t${k}`, cache);
    });
    // G-LOS-3 low cover asked on a map with low walls (15% of 1000 walls): cell-to-cell pairs ≤ 24".
    const walled = scenes[1]![1];
    const prand = sightScenes.mulberry32(31);
    const cellPairs: Array<[{ c: number; r: number }, { c: number; r: number }]> = [];
    while (cellPairs.length < 200) {
      const a = { c: Math.floor(prand() * 200), r: Math.floor(prand() * 200) };
      const b = { c: Math.min(199, Math.max(0, a.c + Math.floor(prand() * 33) - 16)), r: Math.min(199, Math.max(0, a.r + Math.floor(prand() * 33) - 16)) };
      if (a.c !== b.c || a.r !== b.r) cellPairs.push([a, b]);
    }
    const wcache = newCache();
    row('coverOf, 200 cell pairs, walled 200x200 with low walls (warm cache)', () => {
      for (const [a, b] of cellPairs) los.coverOf(walled, a, b, wcache);
    });
  }
  return rows;
}
