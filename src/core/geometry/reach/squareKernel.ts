// The one entry point of square-grid reach (G-MOVE-1..4): reachSquare tries
// the paths of METHODS in order and the first that applies answers. Every
// path is exact and property-tested cell by cell against the reference
// search (./squareReference, ./squarePaths.test.ts). A path is kept only
// where `npm run bench` shows it worth it (figures at each case below, as
// speed-up over the general Dial search on the same 200x200 query, and over
// the path that would answer without it). How to add a movement rule: ./README.md.
import { anyInWindow, OpenResult, openWindowCost, uniformPassableCost } from './openGround';
import { reachHalf } from './squareHalfResult';
import { ShadowedOpenResult } from './openShadow';
import { reachParity } from './squareParitySearch';
import { reachSquareReference } from './squareReference';
import { diagonalSkipTable } from './squareParityDominance';
import { halfTable } from './squareHalfTables';
import { stepTables } from './squareStepTables';
import { dialSearch, offsets, type QueryContext } from './squareDialSearch';
import { createReachScratch, type ReachScratch } from './squareScratch';
import { EUCLID_UNITS_PER_AP, type SquareGraph, type SquareReachMethod, type SquareReachQuery, type SquareReachResult, type Window } from './squareTypes';

export { forgetPatchSources } from './squareTablePatch';
export { createReachScratch, ReachScratch } from './squareScratch';
export { EUCLID_DIAGONAL_UNITS, EUCLID_UNITS_PER_AP, unitsToAp, type SquareGraph, type SquareReachMethod, type SquareReachQuery, type SquareReachResult } from './squareTypes';

/**
 * Builds the per-graph tables the queries use (otherwise built by the first
 * query after a walls/terrain change): open-ground sums, parity step
 * tables and their diagonal-skip margins, and half-unit tables for every terrain cost present.
 */
export function prepareSquareReach(g: SquareGraph): void {
  openWindowCost(g, 0, 0, 0, 0);
  const tables = stepTables(g);
  if (tables !== null) diagonalSkipTable(tables.cost01, g.widthCells);
  for (const t of new Set(g.enterCostAp)) if (t !== 0) halfTable(g, t);
}

export interface SquareReachOptions {
  /** Caller-owned working memory reused across queries (default: a fresh one per query). */
  scratch?: ReachScratch;
}

/** Every cell the move can end on within the budget, with cost and cheapest path (see the file head). */
export function reachSquare(g: SquareGraph, q: SquareReachQuery, opts: SquareReachOptions = {}): SquareReachResult {
  const scratch = opts.scratch ?? createReachScratch();
  const ctx = queryContext(g, q);
  for (const method of METHODS) {
    const res = tryMethod(g, q, ctx, method, scratch);
    if (res !== null) return res;
  }
  throw new Error('reachSquare: the reference search always applies');
}

/** One path forced (tests, bench): null when it does not apply to the query. */
export function reachSquareBy(method: SquareReachMethod, g: SquareGraph, q: SquareReachQuery, scratch = createReachScratch()): SquareReachResult | null {
  return tryMethod(g, q, queryContext(g, q), method, scratch);
}

/** The paths in the order reachSquare tries them; the last always applies. */
export const METHODS: readonly SquareReachMethod[] = ['open', 'shadow', 'half', 'parity', 'dial', 'reference'];

function queryContext(g: SquareGraph, q: SquareReachQuery): QueryContext {
  const W = g.widthCells;
  const H = g.heightCells;
  const sc = q.startIndex % W;
  const sr = (q.startIndex - sc) / W;
  // Infinity = unbounded (planMove uses it to say how much AP a move would need).
  const unbounded = !Number.isFinite(q.budgetAp);
  const budget = unbounded ? Math.max(W, H) + 1 : Math.max(0, Math.floor(q.budgetAp));
  const euclid = q.diagonalRule === 'euclidean';
  const budgetUnits = unbounded ? 1 << 30 : euclid ? budget * EUCLID_UNITS_PER_AP + EUCLID_UNITS_PER_AP / 2 - 1 : budget;
  // Local window (every step costs at least 1 AP), clipped to the map.
  const c0 = Math.max(0, sc - budget - 1);
  const r0 = Math.max(0, sr - budget - 1);
  const c1 = Math.min(W - 1, sc + budget + 1);
  const r1 = Math.min(H - 1, sr + budget + 1);
  const win: Window = { W, c0, r0, c1, r1, ww: c1 - c0 + 1, n: (c1 - c0 + 1) * (r1 - r0 + 1) };
  return { win, sc, sr, unbounded, budget, budgetUnits, open: openWindowCost(g, c0, r0, c1, r1) };
}

/**
 * The window widened to full map rows (row stride W) for the level-list searches: a local index is the
 * map index minus r0*W, so the queue holds one number per entry and neighbours share the map's offsets.
 */
function fullRows(win: Window): Window {
  return { W: win.W, c0: 0, r0: win.r0, c1: win.W - 1, r1: win.r1, ww: win.W, n: win.W * (win.r1 - win.r0 + 1) };
}

function tryMethod(g: SquareGraph, q: SquareReachQuery, x: QueryContext, method: SquareReachMethod, scratch: ReachScratch): SquareReachResult | null {
  const { win, sc, sr, budget, unbounded } = x;
  const W = g.widthCells;
  const rule = q.diagonalRule;
  switch (method) {
    case 'open':
      // Uniform terrain, no walls, no other side's figure in the window (./openGround), every rule:
      // 10-14x the Dial search (open 200x200: 30 AP 22 µs vs 216 µs, 100 AP 169 µs vs 2.44 ms).
      if (!(rule === 'alternate' || rule === 'chebyshev' || rule === 'euclidean')) return null;
      if (x.open === 0 || anyInWindow(win, q.blockedCells)) return null;
      return new OpenResult(win, rule, x.open, x.budgetUnits, sc, sr, q.noEndCells ?? [], scratch);
    case 'shadow': {
      // Other sides' figures on open ground: analytic fill repaired behind them (./openShadow).
      // 10-14x the Dial search, 1.7-2.1x the half search that would answer without it (open + 2
      // figures: 30 AP 22 µs vs 45 µs, 100 AP 188 µs vs 326 µs).
      if (x.open === 0 || rule !== 'alternate') return null;
      const maxY = unbounded ? Infinity : 2 * Math.floor(budget / x.open) + 1;
      return new ShadowedOpenResult(win, x.open, maxY, sc, sr, q.blockedCells ?? [], q.noEndCells ?? [], scratch);
    }
    case 'half': {
      // G-MOVE-2 'alternate' on terrain of one cost: no parity dimension needed (./squareHalfSearch).
      // 5-6x the Dial search, 1.9-3.1x the parity search that would answer without it (walled:
      // 30 AP 54 µs vs 103 µs, 100 AP 0.80 ms vs 2.46 ms).
      if (rule !== 'alternate' || unbounded) return null;
      const t = uniformPassableCost(g, win.c0, win.r0, win.c1, win.r1);
      // t*floor(Y/2) <= budget  <=>  Y <= 2*floor(budget/t) + 1; Y+1 must fit the Uint16 costs.
      const maxY = t !== 0 ? 2 * Math.floor(budget / t) + 1 : 0;
      const half = t !== 0 && maxY < 0xfff0 ? halfTable(g, t) : null;
      if (half === null) return null;
      return reachHalf(q, fullRows(win), half, t, maxY, (sr - win.r0) * W + sc, offsets(W), scratch);
    }
    case 'parity': {
      // Mixed terrain: both parities, on level lists (./squareParitySearch). 2.3-3.7x the Dial search
      // (walled + 8% mud: 30 AP 113 µs vs 411 µs, 100 AP 2.68 ms vs 6.24 ms).
      const tables = rule === 'alternate' && !unbounded && budget < 0xfff0 ? stepTables(g) : null;
      if (tables === null) return null;
      const off = offsets(W);
      return reachParity(q, fullRows(win), tables.cost01, tables.maxStep, budget, (sr - win.r0) * W + sc, off, off, scratch);
    }
    case 'dial':
      // Every rule, any budget (chebyshev, euclidean, planMove's unbounded queries): ~100x the
      // reference (30 AP: 0.2-0.4 ms vs 22-31 ms). The Dial search on per-graph byte tables with its
      // 8 steps unrolled that used to serve these was dropped: 1.2-2.0x this one, on no benched
      // row, for 350 lines.
      return rule === 'alternate' || rule === 'chebyshev' || rule === 'euclidean' ? dialSearch(g, q, x, scratch) : null;
    case 'reference':
      // A rule no fast path knows yet (./README.md).
      return reachSquareReference(g, q);
    default:
      throw new Error(`reachSquare: unknown method "${method as string}"`);
  }
}
