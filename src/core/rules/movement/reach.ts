// Movement reach and planning for a figure (G-MOVE-1..4): adapts the World to
// the geometry reach kernels. Square grids use the typed-array kernel; hex
// grids (no diagonals, G-MOVE-2) use the generic callback search.
import type { Cell, Figure, World } from '../../model/schema';
import { cellCenter, cellKey, type CellKey, figureCells, hexNeighbours, hexCellCenter, hexOrientation, type DiagonalRule, DIAGONAL_RULES } from '../../geometry/grid';
import { reach as genericReach, reachSquare, createReachScratch, type ReachProblem, type ReachScratch, type SquareGraph, type SquareReachResult } from '../../geometry/reach';
import { optNumber, optString } from '../options';
import { crossLowWallAp, moveSegment, squareGraph, terrainCosts } from './graph';
import { objectCells } from './objects';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';

export interface ReachCell {
  readonly cell: Cell;
  readonly apCost: number;
  /** Start to this cell, both included; computed on first access. */
  readonly path: Cell[];
}

export interface FigureReach {
  /** Every cell the figure can end a move on (its own cell at 0 AP), keyed "c,r"; built on first access. */
  readonly cells: Map<CellKey, ReachCell>;
  /** AP to end a move on the cell, or null when it cannot (cheaper than `cells` for an overlay). */
  apCostAt(cell: Cell): number | null;
  /** The cheapest path to the cell (start and cell included), or null. */
  pathTo(cell: Cell): Cell[] | null;
}

class SquareFigureReach implements FigureReach {
  private map: Map<CellKey, ReachCell> | null = null;
  constructor(
    private readonly res: SquareReachResult,
    private readonly heightCells: number,
  ) {}
  get cells(): Map<CellKey, ReachCell> {
    if (!this.map) {
      const res = this.res;
      const W = res.widthCells;
      const m = new Map<CellKey, ReachCell>();
      for (let k = 0; k < res.cells.length; k++) {
        const i = res.cells[k]!;
        const cell = { c: i % W, r: (i - (i % W)) / W };
        m.set(cellKey(cell), new KernelCell(cell, res.apCosts[k]!, res, i));
      }
      this.map = m;
    }
    return this.map;
  }
  private index(cell: Cell): number {
    const W = this.res.widthCells;
    return cell.c < 0 || cell.r < 0 || cell.c >= W || cell.r >= this.heightCells ? -1 : cell.r * W + cell.c;
  }
  apCostAt(cell: Cell): number | null {
    const i = this.index(cell);
    const ap = i < 0 ? -1 : this.res.apCostAt(i);
    return ap < 0 ? null : ap;
  }
  pathTo(cell: Cell): Cell[] | null {
    const i = this.index(cell);
    const W = this.res.widthCells;
    const p = i < 0 ? null : this.res.pathTo(i);
    return p ? p.map((j) => ({ c: j % W, r: Math.floor(j / W) })) : null;
  }
}

class MapFigureReach implements FigureReach {
  constructor(readonly cells: Map<CellKey, ReachCell>) {}
  apCostAt(cell: Cell): number | null {
    return this.cells.get(cellKey(cell))?.apCost ?? null;
  }
  pathTo(cell: Cell): Cell[] | null {
    return this.cells.get(cellKey(cell))?.path ?? null;
  }
}

export type PlanResult = { ok: true; path: Cell[]; apCost: number } | { ok: false; reason: string };

export function diagonalRuleOf(world: World): DiagonalRule {
  let v: string;
  try {
    v = optString(world, 'diagonalRule');
  } catch {
    return 'alternate';
  }
  return (DIAGONAL_RULES as readonly string[]).includes(v) ? (v as DiagonalRule) : 'alternate';
}

const livingOnMap = (f: Figure) => f.cell !== null && !f.status.dead;

/** Cells (for the mover's top-left anchor) blocked by other sides, and where it may not end (friends). */
function occupancy(world: World, mover: Figure): { blocked: number[]; noEnd: number[] } {
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  const n = mover.sizeCells;
  const blocked: number[] = [];
  const noEnd: number[] = [];
  const hex = world.map.grid !== 'square';
  for (const f of Object.values(world.figures)) {
    if (f.id === mover.id || !livingOnMap(f)) continue;
    const out = f.sideId === mover.sideId ? noEnd : blocked;
    if (hex) {
      // Hex movers are handled as one hex; others cover their hex footprint.
      for (const cell of figureCells(world.map.grid, f.cell!, f.sizeCells)) {
        if (cell.c >= 0 && cell.r >= 0 && cell.c < W && cell.r < H) out.push(cell.r * W + cell.c);
      }
      continue;
    }
    // Any anchor whose n x n footprint overlaps f's footprint.
    for (let r = f.cell!.r - n + 1; r < f.cell!.r + f.sizeCells; r++) {
      for (let c = f.cell!.c - n + 1; c < f.cell!.c + f.sizeCells; c++) {
        if (c >= 0 && r >= 0 && c < W && r < H) out.push(r * W + c);
      }
    }
  }
  return { blocked, noEnd };
}

/**
 * Reach working memory per movement graph, in the rules cache (reused by
 * every query on it, freed with it; a fresh one per query measured 1.2-1.8x
 * the time).
 */
function graphScratch(g: SquareGraph, cache: RulesCache): ReachScratch {
  return cache.memo('reach:scratch', g, createReachScratch);
}

/** The raw square-kernel result for a figure (what the bench measures); null on hex maps or off-map figures. */
export function squareReachForFigure(world: World, figureId: string, apBudget?: number, ignoreFigures = false, goal?: Cell, cache: RulesCache = freshRulesCache()): SquareReachResult | null {
  const f = world.figures[figureId];
  if (!f || f.cell === null || world.map.grid !== 'square') return null;
  const g = squareGraph(world, f.sizeCells, cache);
  const occ = ignoreFigures ? { blocked: [], noEnd: [] } : occupancy(world, f);
  return reachSquare(
    g,
    {
      startIndex: f.cell.r * world.map.widthCells + f.cell.c,
      budgetAp: apBudget ?? f.apLeft,
      diagonalRule: diagonalRuleOf(world),
      blockedCells: occ.blocked,
      noEndCells: occ.noEnd,
      goalIndex: goal ? goal.r * world.map.widthCells + goal.c : undefined,
    },
    { scratch: graphScratch(g, cache) },
  );
}

class KernelCell implements ReachCell {
  private cached: Cell[] | null = null;
  constructor(
    readonly cell: Cell,
    readonly apCost: number,
    private readonly res: SquareReachResult,
    private readonly index: number,
  ) {}
  get path(): Cell[] {
    if (!this.cached) {
      const W = this.res.widthCells;
      this.cached = (this.res.pathTo(this.index) ?? []).map((i) => ({ c: i % W, r: Math.floor(i / W) }));
    }
    return this.cached;
  }
}

function hexProblem(world: World, f: Figure, budgetAp: number, ignoreFigures: boolean, cache: RulesCache): ReachProblem {
  const o = hexOrientation(world.map.grid)!;
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  const terrain = terrainCosts(world, cache);
  const objs = objectCells(world);
  const wallAp = hexWallSteps(world, cache);
  const occ = ignoreFigures ? { blocked: [], noEnd: [] } : occupancy(world, { ...f, sizeCells: 1 });
  const blocked = new Set(occ.blocked);
  const noEnd = new Set(occ.noEnd);
  return {
    start: f.cell!,
    budgetAp,
    neighbours: (cell) => hexNeighbours(cell, o, W, H),
    stepCost(from, to) {
      const i = to.r * W + to.c;
      const enter = terrain.enterCostAp[i]!;
      if (enter === 0 || blocked.has(i) || (objs.highBlocks && objs.high[i])) return null;
      const wallExtra = wallAp(from, to);
      if (wallExtra === null) return null;
      return enter + (objs.low[i] ? objs.lowAp : 0) + wallExtra;
    },
    canEndOn: (cell) => !noEnd.has(cell.r * W + cell.c),
  };
}

/**
 * The wall part of a hex step's cost (G-MOVE-3, G-ACT-1): null when a
 * blocking wall meets the segment between the two hex centres (touching
 * counts), else the dearest crossing cost. The walls crossing a step come
 * from the rules cache's spatial index; answers are kept per walls record
 * and step, so later reaches on the same walls ask only about new steps.
 */
function hexWallSteps(world: World, cache: RulesCache): (from: Cell, to: Cell) => number | null {
  const o = hexOrientation(world.map.grid)!;
  const W = world.map.widthCells;
  const N = W * world.map.heightCells;
  const crossAp = crossLowWallAp(world);
  // The map and crossing cost are part of the key: the same walls record may sit on another map.
  const slot = `${world.map.grid} ${W}x${world.map.heightCells} ${crossAp}`;
  const perSlot = cache.memo(HEX_STEPS, world.walls, () => new Map<string, Map<number, number>>());
  let known = perSlot.get(slot);
  if (!known) perSlot.set(slot, (known = inheritedSteps(world, cache, slot) ?? new Map()));
  const steps = known;
  const spatial = cache.spatial(world);
  return (from, to) => {
    // Both directions cross the same walls: one entry per unordered pair (-1 = blocked).
    const i = from.r * W + from.c,
      j = to.r * W + to.c;
    const key = i < j ? i * N + j : j * N + i;
    let v = steps.get(key);
    if (v === undefined) {
      v = 0;
      for (const w of spatial.wallsCrossingSegment(hexCellCenter(from, o), hexCellCenter(to, o))) {
        const seg = moveSegment(w, crossAp);
        if (!seg) continue;
        if (seg.effect === 'block') {
          v = -1;
          break;
        }
        v = Math.max(v, seg.costAp);
      }
      steps.set(key, v);
    }
    return v < 0 ? null : v;
  };
}

const HEX_STEPS = 'move:hexSteps';
/** Past this many changed wall records the step answers start afresh. */
const MAX_INHERITED_WALLS = 64;

/**
 * After a wall edit the session reported (a door opened): a copy of the
 * previous walls record's step answers without the steps whose segment box
 * meets a changed wall's box, before or after; the rest cannot have changed.
 * Null when there is nothing to start from.
 */
function inheritedSteps(world: World, cache: RulesCache, slot: string): Map<number, number> | null {
  const step = cache.stepTo(world);
  if (!step || step.before.walls === world.walls || step.changes.walls.size > MAX_INHERITED_WALLS) return null;
  const prev = cache.peek<Map<string, Map<number, number>>>(HEX_STEPS, step.before.walls)?.get(slot);
  if (!prev) return null;
  const boxes: number[] = [];
  for (const id of step.changes.walls) {
    for (const w of [step.before.walls[id], world.walls[id]]) if (w) boxes.push(Math.min(w.a.x, w.b.x), Math.min(w.a.y, w.b.y), Math.max(w.a.x, w.b.x), Math.max(w.a.y, w.b.y));
  }
  const o = hexOrientation(world.map.grid)!;
  const W = world.map.widthCells;
  const N = W * world.map.heightCells;
  const EPS = 1e-6;
  const out = new Map<number, number>();
  for (const [key, v] of prev) {
    const i = Math.floor(key / N),
      j = key - i * N;
    const a = hexCellCenter({ c: i % W, r: Math.floor(i / W) }, o),
      b = hexCellCenter({ c: j % W, r: Math.floor(j / W) }, o);
    const x0 = Math.min(a.x, b.x) - EPS,
      y0 = Math.min(a.y, b.y) - EPS,
      x1 = Math.max(a.x, b.x) + EPS,
      y1 = Math.max(a.y, b.y) + EPS;
    let near = false;
    for (let k = 0; k < boxes.length && !near; k += 4) near = boxes[k]! <= x1 && boxes[k + 2]! >= x0 && boxes[k + 1]! <= y1 && boxes[k + 3]! >= y0;
    if (!near) out.set(key, v);
  }
  return out;
}

/** G-WIN-7 heavy load: the extra AP per square the figure pays while it carries a heavy object (0 when it carries none). */
export function heavyLoadApPerSquare(world: World, figureId: string): number {
  const heavy = Object.values(world.items).some((i) => i.carriedBy === figureId && i.heavy);
  return heavy ? optNumber(world, 'heavyLoadExtraApPerSquare') : 0;
}

/**
 * G-WIN-7: a reach with the heavy-load surcharge on top of the cheapest path's
 * cost (squares moved x extra), the same sum planMove (and so the resolved
 * move) charges; cells whose total is over the budget drop out.
 */
class LoadedFigureReach implements FigureReach {
  private map: Map<CellKey, ReachCell> | null = null;
  constructor(
    private readonly inner: FigureReach,
    private readonly extraApPerSquare: number,
    private readonly budgetAp: number,
  ) {}
  get cells(): Map<CellKey, ReachCell> {
    if (!this.map) {
      const m = new Map<CellKey, ReachCell>();
      for (const [k, rc] of this.inner.cells) {
        const apCost = rc.apCost + this.extraApPerSquare * (rc.path.length - 1);
        if (apCost <= this.budgetAp) m.set(k, { cell: rc.cell, apCost, path: rc.path });
      }
      this.map = m;
    }
    return this.map;
  }
  apCostAt(cell: Cell): number | null {
    const base = this.inner.apCostAt(cell);
    if (base === null) return null;
    const apCost = base + this.extraApPerSquare * (this.inner.pathTo(cell)!.length - 1);
    return apCost <= this.budgetAp ? apCost : null;
  }
  pathTo(cell: Cell): Cell[] | null {
    return this.apCostAt(cell) === null ? null : this.inner.pathTo(cell);
  }
}

/** Every cell the figure can end a move on with apBudget (default: its AP left), with cost and cheapest path (heavy load included, G-WIN-7). */
export function reachForFigure(world: World, figureId: string, apBudget?: number, cache: RulesCache = freshRulesCache()): FigureReach {
  const f = world.figures[figureId];
  if (!f || f.cell === null) return new MapFigureReach(new Map());
  const budget = apBudget ?? f.apLeft;
  const plain =
    world.map.grid === 'square'
      ? new SquareFigureReach(squareReachForFigure(world, figureId, budget, false, undefined, cache)!, world.map.heightCells)
      : new MapFigureReach(genericReach(hexProblem(world, f, budget, false, cache)));
  const extra = heavyLoadApPerSquare(world, figureId);
  return extra > 0 ? new LoadedFigureReach(plain, extra, budget) : plain;
}

/**
 * The unbounded reach of a figure over the whole map, once per World (and
 * ignoreFigures): planMove's "how much AP would it need" and "blocked by
 * figures" questions name one square, but for a square no path reaches they
 * search the whole map. A pointer moving outside the reach asks them on every
 * move (the move preview, issue 16 speed), so one full search answers them all
 * until the World changes. Keyed by the World: nothing in it is edited.
 */
function unboundedSquareReach(world: World, figureId: string, ignoreFigures: boolean, cache: RulesCache): SquareReachResult {
  const byFigure = cache.memo('move:unbounded', world, () => new Map<string, SquareReachResult>());
  const key = `${figureId}|${ignoreFigures}`;
  let res = byFigure.get(key);
  if (!res) byFigure.set(key, (res = squareReachForFigure(world, figureId, Infinity, ignoreFigures, undefined, cache)!));
  return res;
}

/**
 * Builds, ahead of time, the whole-map searches planMove keeps per World for
 * this figure (both the figures-blocking and the figures-ignoring one), so a
 * pointer move outside the reach does not pay for them (issue 16 hover p95;
 * the play screen calls this when idle). Square maps only; no answer changes.
 */
export function warmMovePlanning(world: World, figureId: string, cache: RulesCache): void {
  const f = world.figures[figureId];
  if (world.map.grid !== 'square' || !f || f.cell === null) return;
  unboundedSquareReach(world, figureId, false, cache);
  unboundedSquareReach(world, figureId, true, cache);
}

function cheapest(world: World, f: Figure, to: Cell, budgetAp: number, ignoreFigures: boolean, cache: RulesCache): { path: Cell[]; apCost: number } | null {
  if (world.map.grid === 'square') {
    const res = budgetAp === Infinity ? unboundedSquareReach(world, f.id, ignoreFigures, cache) : squareReachForFigure(world, f.id, budgetAp, ignoreFigures, to, cache)!;
    const i = to.r * world.map.widthCells + to.c;
    const apCost = res.apCostAt(i);
    if (apCost < 0) return null;
    const W = world.map.widthCells;
    return { apCost, path: res.pathTo(i)!.map((j) => ({ c: j % W, r: Math.floor(j / W) })) };
  }
  const e = genericReach(hexProblem(world, f, budgetAp, ignoreFigures, cache)).get(cellKey(to));
  return e ? { path: e.path, apCost: e.apCost } : null;
}

/**
 * The cheapest legal move of a figure to `to` (its top-left cell for big
 * figures) within apBudget (default: its AP left), or why there is none.
 */
export function planMove(world: World, figureId: string, to: Cell, apBudget?: number, cache: RulesCache = freshRulesCache()): PlanResult {
  const f = world.figures[figureId];
  if (!f) return { ok: false, reason: `unknown figure "${figureId}"` };
  if (f.cell === null) return { ok: false, reason: `${f.name} is not on the map` };
  const W = world.map.widthCells;
  const H = world.map.heightCells;
  const n = world.map.grid === 'square' ? f.sizeCells : 1;
  if (!Number.isInteger(to.c) || !Number.isInteger(to.r) || to.c < 0 || to.r < 0 || to.c + n > W || to.r + n > H) {
    return { ok: false, reason: 'off the map' };
  }
  const budget = apBudget ?? f.apLeft;
  if (to.c === f.cell.c && to.r === f.cell.r) return { ok: true, path: [{ ...f.cell }], apCost: 0 };
  const terrain = terrainCosts(world, cache);
  const objs = objectCells(world);
  const spatial = cache.spatial(world);
  for (let r = to.r; r < to.r + n; r++) {
    for (let c = to.c; c < to.c + n; c++) {
      const i = r * W + c;
      const inside = objs.highBlocks ? objs.high[i]! : 0;
      if (inside) return { ok: false, reason: `blocked by ${objs.objects[inside - 1]!.name || 'a high object'}` };
      if (terrain.enterCostAp[i] === 0) {
        const name = terrain.nameAt(i);
        return { ok: false, reason: name ? `impassable terrain (${name})` : 'no terrain here' };
      }
      const o = occupantOf(world, spatial.figuresInBox(cellPointBox(world, { c, r })), f.id, c, r);
      if (o) return { ok: false, reason: `occupied by ${o.name}` };
    }
  }
  // G-WIN-7: the heavy-load surcharge is paid per square of the cheapest path, here as in the reach overlay.
  const extra = heavyLoadApPerSquare(world, figureId);
  const loaded = (p: { path: Cell[]; apCost: number }) => ({ path: p.path, apCost: p.apCost + extra * (p.path.length - 1) });
  const within = cheapest(world, f, to, budget, false, cache);
  if (within && loaded(within).apCost <= budget) return { ok: true, ...loaded(within) };
  const any = cheapest(world, f, to, Infinity, false, cache);
  if (any) return { ok: false, reason: `not enough AP: needs ${loaded(any).apCost}, has ${budget}${extra ? ' (heavy load)' : ''}` };
  if (cheapest(world, f, to, Infinity, true, cache)) return { ok: false, reason: 'path blocked by figures' };
  return { ok: false, reason: 'blocked by walls, high objects or impassable terrain' };
}

/** The point box of a cell's centre: every footprint covering the cell contains it. */
function cellPointBox(world: World, cell: Cell) {
  const p = cellCenter(world.map.grid, cell);
  return { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
}

/**
 * The living figure other than `moverId` whose footprint covers cell c,r,
 * among the index's candidates. Two such (an invalid World) name the first
 * in record order, as a scan of world.figures does.
 */
function occupantOf(world: World, candidates: Figure[], moverId: string, c: number, r: number): Figure | undefined {
  const covers = (o: Figure) => o.id !== moverId && livingOnMap(o) && figureCells(world.map.grid, o.cell!, o.sizeCells).some((x) => x.c === c && x.r === r);
  const hits = candidates.filter(covers);
  return hits.length > 1 ? Object.values(world.figures).find(covers) : hits[0];
}
