// World -> movement graph (G-MOVE-2/3, G-ACT-1): per-cell terrain AP and
// per-step wall masks, memoised in the rules cache (spatial/rulesCache) by
// the identity of world.terrain and world.walls (immer gives a new object
// exactly when they change); map objects (./objects) are folded in per
// world.objects identity. A call without a cache builds everything afresh.
import type { Wall, World } from '../../model/schema';
import { SquareMoveIndex, type MoveSegment, type SquareGraph, type SquareMoveMasks } from '../../geometry/reach';
import { SQUARE_DIRS } from '../../geometry/grid';
import { optNumber } from '../options';
import { objectCells, type ObjectCells } from './objects';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';

/** How a wall affects movement (G-MOVE-3, G-ACT-1). */
export function wallMoveEffect(w: Wall): 'block' | 'cost' | 'pass' {
  switch (w.kind) {
    case 'wall':
      return 'block';
    case 'door':
      return w.door === 'open' ? 'pass' : 'block'; // a door without state is closed
    case 'window':
    case 'low-wall':
    case 'fence':
      return 'cost';
  }
}

export function moveSegments(world: World): MoveSegment[] {
  const crossAp = crossLowWallAp(world);
  const out: MoveSegment[] = [];
  for (const w of Object.values(world.walls)) {
    const seg = moveSegment(w, crossAp);
    if (seg) out.push(seg);
  }
  return out;
}

/** The movement segment of a wall, or null when it does not affect movement. */
export function moveSegment(w: Wall, crossAp: number): MoveSegment | null {
  const effect = wallMoveEffect(w);
  if (effect === 'pass') return null;
  return { ax: w.a.x, ay: w.a.y, bx: w.b.x, by: w.b.y, effect, costAp: effect === 'cost' ? crossAp : 0 };
}

/** AP to cross a low wall or fence (G-ACT-1; scenario option apCrossLowWall). */
export function crossLowWallAp(world: World): number {
  try {
    return Math.max(0, Math.round(optNumber(world, 'apCrossLowWall')));
  } catch {
    return 2; // G-ACT-1 table default
  }
}

export interface TerrainCosts {
  /** AP to enter each cell (r*width+c), 0 = impassable or no terrain. */
  enterCostAp: Uint8Array;
  /** Terrain type name per cell, for messages; '' when the cell has no terrain. */
  nameAt(cellIndex: number): string;
}

type TerrainEntry = { types: World['terrainTypes']; w: number; h: number; costs: TerrainCosts };

export function terrainCosts(world: World, cache: RulesCache = freshRulesCache()): TerrainCosts {
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  const terrainCache = cache.memo('move:terrain', cache, () => new WeakMap<object, TerrainEntry>());
  const hit = terrainCache.get(world.terrain);
  if (hit && hit.types === world.terrainTypes && hit.w === W && hit.h === H) return hit.costs;
  const enterCostAp = new Uint8Array(W * H);
  const typeIds: (string | undefined)[] = new Array(W * H);
  const { legend, rows } = world.terrain;
  for (let r = 0; r < H; r++) {
    const row = rows[r] ?? '';
    for (let c = 0; c < W; c++) {
      const id = legend[row[c] ?? ''];
      const t = id === undefined ? undefined : world.terrainTypes[id];
      typeIds[r * W + c] = t?.name;
      enterCostAp[r * W + c] = t && t.apCost !== null ? Math.min(255, t.apCost) : 0;
    }
  }
  const costs: TerrainCosts = { enterCostAp, nameAt: (i) => typeIds[i] ?? '' };
  terrainCache.set(world.terrain, { types: world.terrainTypes, w: W, h: H, costs });
  return costs;
}

type WallEntry = { w: number; h: number; crossAp: number; masks: SquareMoveMasks };
/**
 * Per cache, the index behind the most recent walls object. A new walls
 * object (immer makes one per edit) is diffed against it record by record,
 * so opening a door recomputes only the cells around that door instead of
 * the whole map. Its masks are copy-on-write: masks handed out never change.
 */
type LiveIndex = { walls: World['walls']; w: number; h: number; crossAp: number; index: SquareMoveIndex };

export function wallMasks(world: World, cache: RulesCache = freshRulesCache()): SquareMoveMasks {
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  const crossAp = crossLowWallAp(world);
  const wallCache = cache.memo('move:walls', cache, () => new WeakMap<object, WallEntry>());
  const holder = cache.memo('move:live', cache, () => ({ live: null as LiveIndex | null }));
  const live = holder.live;
  const hit = wallCache.get(world.walls);
  if (hit && hit.w === W && hit.h === H && hit.crossAp === crossAp) return hit.masks;
  let masks: SquareMoveMasks | null = null;
  if (live && live.w === W && live.h === H && live.crossAp === crossAp) {
    const changes: [string, MoveSegment | null][] = [];
    const prev = live.walls;
    const next = world.walls;
    const limit = Math.max(16, live.index.segmentCount >> 3);
    for (const id in next) {
      if (prev[id] !== next[id]) changes.push([id, moveSegment(next[id]!, crossAp)]);
      if (changes.length > limit) break;
    }
    if (changes.length <= limit) for (const id in prev) if (!(id in next)) changes.push([id, null]);
    if (changes.length <= limit) masks = live.index.update(changes);
  }
  if (!masks) {
    const index = new SquareMoveIndex(
      W,
      H,
      Object.entries(world.walls).flatMap(([id, w]) => {
        const seg = moveSegment(w, crossAp);
        return seg ? [[id, seg] as const] : [];
      }),
    );
    holder.live = { walls: world.walls, w: W, h: H, crossAp, index };
    masks = index.masks;
  } else live!.walls = world.walls;
  wallCache.set(world.walls, { w: W, h: H, crossAp, masks });
  return masks;
}

type GraphEntry = { masks: SquareMoveMasks; objs: ObjectCells; graph: SquareGraph };
const NO_WALL_EDGES = {};

/** Terrain entry costs with cells under a high object made impassable (G-MOVE-3 table default). */
function enterWithObjects(terrain: TerrainCosts, objs: ObjectCells, cache: RulesCache): Uint8Array {
  if (!objs.highBlocks || objs.highCount === 0) return terrain.enterCostAp;
  const enterCache = cache.memo('move:enter', cache, () => new WeakMap<object, { objs: ObjectCells; enter: Uint8Array }>());
  const hit = enterCache.get(terrain.enterCostAp);
  if (hit && hit.objs === objs) return hit.enter;
  const enter = terrain.enterCostAp.slice();
  for (let i = 0; i < enter.length; i++) if (objs.high[i]) enter[i] = 0;
  enterCache.set(terrain.enterCostAp, { objs, enter });
  return enter;
}

/**
 * Wall step costs plus apEnterLowObject on every step into a cell under a
 * low object (G-ACT-1 table default, "like a low wall"; added to a low wall
 * crossed on the same step). Each such cell entered pays it.
 */
function edgeWithObjects(W: number, H: number, masks: SquareMoveMasks, objs: ObjectCells, cache: RulesCache): Uint8Array | null {
  if (objs.lowAp === 0 || objs.lowCount === 0) return masks.edgeCostAp;
  const edgeCache = cache.memo('move:edge', cache, () => new WeakMap<object, { objs: ObjectCells; edge: Uint8Array | null }>());
  const key = masks.edgeCostAp ?? NO_WALL_EDGES;
  const hit = edgeCache.get(key);
  if (hit && hit.objs === objs) return hit.edge;
  const edge = masks.edgeCostAp ? masks.edgeCostAp.slice() : new Uint8Array(W * H * 8);
  for (let j = 0; j < W * H; j++) {
    if (!objs.low[j]) continue;
    const c = j % W,
      r = (j - c) / W;
    for (let d = 0; d < 8; d++) {
      const [dc, dr] = SQUARE_DIRS[d]!;
      const fc = c - dc,
        fr = r - dr;
      if (fc < 0 || fr < 0 || fc >= W || fr >= H) continue;
      const k = (fr * W + fc) * 8 + d;
      edge[k] = Math.min(255, edge[k]! + objs.lowAp);
    }
  }
  edgeCache.set(key, { objs, edge });
  return edge;
}

/**
 * The square movement graph for a figure of size N (anchored at its top-left
 * cell): a step is allowed only if every footprint cell may take it, entering
 * costs the dearest terrain under the new footprint.
 */
export function squareGraph(world: World, sizeCells = 1, cache: RulesCache = freshRulesCache()): SquareGraph {
  const terrain = terrainCosts(world, cache);
  const masks = wallMasks(world, cache);
  const objs = objectCells(world);
  const graphCache = cache.memo('move:graph', cache, () => new WeakMap<object, Map<number, GraphEntry>>());
  let bySize = graphCache.get(terrain.enterCostAp);
  if (!bySize) graphCache.set(terrain.enterCostAp, (bySize = new Map()));
  const hit = bySize.get(sizeCells);
  if (hit && hit.masks === masks && hit.objs === objs) return hit.graph;
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  let graph: SquareGraph = {
    widthCells: W,
    heightCells: H,
    enterCostAp: enterWithObjects(terrain, objs, cache),
    blockedDirs: masks.blockedDirs,
    edgeCostAp: edgeWithObjects(W, H, masks, objs, cache),
  };
  if (sizeCells > 1) graph = footprintGraph(graph, sizeCells);
  bySize.set(sizeCells, { masks, objs, graph });
  return graph;
}

function footprintGraph(g: SquareGraph, n: number): SquareGraph {
  const W = g.widthCells,
    H = g.heightCells;
  const enter = new Uint8Array(W * H);
  const blocked = new Uint8Array(W * H);
  const edge = g.edgeCostAp ? new Uint8Array(W * H * 8) : null;
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      const i = r * W + c;
      if (c + n > W || r + n > H) {
        enter[i] = 0;
        blocked[i] = 0xff;
        continue;
      }
      let cost = 0,
        mask = 0,
        passable = true;
      for (let dr = 0; dr < n; dr++)
        for (let dc = 0; dc < n; dc++) {
          const j = (r + dr) * W + c + dc;
          const t = g.enterCostAp[j]!;
          if (t === 0) passable = false;
          cost = Math.max(cost, t);
          mask |= g.blockedDirs[j]!;
          if (edge) for (let d = 0; d < 8; d++) edge[i * 8 + d] = Math.max(edge[i * 8 + d]!, g.edgeCostAp![j * 8 + d]!);
        }
      enter[i] = passable ? cost : 0;
      // Steps whose new footprint would leave the map.
      for (let d = 0; d < 8; d++) {
        const [dc, dr] = SQUARE_DIRS[d]!;
        const nc = c + dc,
          nr = r + dr;
        if (nc < 0 || nr < 0 || nc + n > W || nr + n > H) mask |= 1 << d;
      }
      blocked[i] = mask;
    }
  }
  return { widthCells: W, heightCells: H, enterCostAp: enter, blockedDirs: blocked, edgeCostAp: edge };
}
