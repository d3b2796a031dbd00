// G-GAME-3 computer player, closing in: when no move brings an enemy into
// reach, the figure follows a route to the nearest enemy, planned as if
// closed (not locked) doors were open; it opens such a door when it stands
// within 1" of it, and among the cells that make progress it prefers the
// one the visible enemies see least of (moving to cover). Only when no enemy
// can be reached that way are locked doors on the route forced (G-TURN-3
// long task). Square and hex grids (hex: the generic reach search).
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import type { Cell, Figure, World } from '../../model/schema';
import { keyFor } from '../actions/carry';
import type { Command } from '../commands';
import { reachForFigure, squareReachForFigure } from '../movement';
import { segmentsTouch } from '../../geometry/reach';
import { coverOf } from '../deps';
import { cellCentre } from './cells';
import { dist, figureCentre } from '../deps/geom';
import { threatAt } from './threat';

/** Progress (AP) a cell may give up for cover or out of a line of fire. */
const ADVANCE_SLACK_AP = 4;
/** AP of progress one expected hit taken is worth giving up on the way in (./threat). */
const ADVANCE_THREAT_WEIGHT = 2;

/** Route costs from a figure with no budget, other figures ignored (they move): AP per cell (-1: no way) and the path there. */
export interface RouteField {
  apCostAt(c: number, r: number): number;
  pathTo(c: number, r: number): Cell[] | null;
}

function routeField(world: World, figureId: string, cache: RulesCache): RouteField | null {
  const W = world.map.widthCells;
  if (world.map.grid === 'square') {
    const res = squareReachForFigure(world, figureId, Infinity, true, undefined, cache);
    if (!res) return null;
    return {
      apCostAt: (c, r) => res.apCostAt(r * W + c),
      pathTo: (c, r) => res.pathTo(r * W + c)?.map((i) => ({ c: i % W, r: Math.floor(i / W) })) ?? null,
    };
  }
  const f = world.figures[figureId];
  if (!f?.cell) return null;
  // The generic reach has no "ignore figures" switch: plan on a World holding only this figure.
  const alone: World = { ...world, figures: { [figureId]: f } };
  const res = reachForFigure(alone, figureId, Infinity, cache);
  return {
    apCostAt: (c, r) => res.apCostAt({ c, r }) ?? -1,
    pathTo: (c, r) => res.pathTo({ c, r }),
  };
}

const openedCache = [new WeakMap<object, World['walls']>(), new WeakMap<object, World['walls']>()];

const shut = (w: World['walls'][string], locked: boolean) => w.kind === 'door' && ((w.door ?? 'closed') === 'closed' || (locked && w.door === 'locked'));

/** The walls with every closed door (and with `locked`, every locked one) open: the route planner's view. */
function doorsOpened(world: World, locked: boolean): World {
  const cache = openedCache[locked ? 1 : 0]!;
  let walls = cache.get(world.walls);
  if (!walls) {
    walls = { ...world.walls };
    for (const [id, w] of Object.entries(world.walls)) if (shut(w, locked)) walls[id] = { ...w, door: 'open' };
    cache.set(world.walls, walls);
  }
  return { ...world, walls };
}

/** The first shut door the step path crosses, with the index of the step's start cell. */
function firstShutDoor(world: World, path: Cell[]): { wallId: string; locked: boolean; at: number } | null {
  const doors = Object.values(world.walls).filter((w) => shut(w, true));
  if (!doors.length) return null;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!,
      b = path[i + 1]!;
    for (const d of doors) {
      const p = cellCentre(world, a.c, a.r),
        q = cellCentre(world, b.c, b.r);
      if (segmentsTouch(p.x, p.y, q.x, q.y, d.a.x, d.a.y, d.b.x, d.b.y)) return { wallId: d.id, locked: d.door === 'locked', at: i };
    }
  }
  return null;
}

export interface Route {
  /** The World as the planner saw it (closed doors open; with `locked`, locked ones too). */
  opened: World;
  target: Figure;
  /** Cells from the figure to the target, both included. */
  path: Cell[];
}

/** The route to the nearest enemy by AP, planned through closed doors and, failing that, locked ones. */
export function routeToNearest(world: World, f: Figure, enemies: Figure[], cache: RulesCache = freshRulesCache()): Route | null {
  if (!f.cell || !enemies.length) return null;
  for (const locked of [false, true]) {
    const opened = doorsOpened(world, locked);
    // Route costs from the figure (figures ignored: they move).
    const fromMe = routeField(opened, f.id, cache);
    if (!fromMe) return null;
    let target: Figure | null = null;
    let targetCost = Infinity;
    for (const e of enemies) {
      const cost = fromMe.apCostAt(e.cell!.c, e.cell!.r);
      if (cost >= 0 && cost < targetCost) [target, targetCost] = [e, cost];
    }
    if (!target) continue;
    const path = fromMe.pathTo(target.cell!.c, target.cell!.r)!;
    return { opened, target, path };
  }
  return null;
}

/**
 * The next command to close in on the nearest enemy by route (openDoor or
 * moveFigure), or null when there is none (no route, or no progress possible).
 * `reach` holds the cells the figure may end on this turn ("c,r" -> AP).
 */
export function advanceCommand(world: World, f: Figure, enemies: Figure[], reach: Map<string, number>, legal: (c: Command) => boolean, cache: RulesCache, planned?: Route | null): Command | null {
  if (!f.cell || !enemies.length) return null;
  const route = planned === undefined ? routeToNearest(world, f, enemies, cache) : planned;
  if (!route) return null;
  const { opened, target } = route;
  const door = firstShutDoor(world, route.path);
  if (door) {
    // G-WIN-7: a carried key unlocks the door in 1 AP instead of forcing it.
    const key = door.locked ? keyFor(world, f.id, door.wallId) : undefined;
    if (key) {
      const unlock: Command = { type: 'unlockDoor', figureId: f.id, wallId: door.wallId, itemId: key.id };
      if (legal(unlock)) return unlock;
    }
    const open: Command =
      door.locked && !key ? { type: 'longTask', figureId: f.id, name: `force door ${door.wallId}`, wallId: door.wallId } : { type: 'openDoor', figureId: f.id, wallId: door.wallId };
    if (legal(open)) return open;
  }
  // Distance field to the target (route costs from it, doors open).
  const field = routeField(opened, target.id, cache);
  if (!field) return null;
  const toTarget = (c: number, r: number) => {
    const v = field.apCostAt(c, r);
    return v < 0 ? Infinity : v;
  };
  const hereCost = toTarget(f.cell.c, f.cell.r);
  const cands: Array<{ k: string; c: number; r: number; left: number; ap: number }> = [];
  for (const [k, ap] of reach) {
    const [c, r] = k.split(',').map(Number) as [number, number];
    const left = toTarget(c, r);
    if (left < hereCost) cands.push({ k, c, r, left, ap });
  }
  if (!cands.length) return null;
  const best = Math.min(...cands.map((x) => x.left));
  // Slack of 2 AP of progress for a cell in cover; always strictly closer than now, so no back-and-forth.
  const near = cands
    .filter((x) => x.left <= best + ADVANCE_SLACK_AP)
    .sort((a, b) => a.left - b.left || a.ap - b.ap || (a.k < b.k ? -1 : 1))
    .slice(0, 12);
  let pick = near[0]!;
  const seen = enemies.filter((e) => coverOf(world, e.id, f.id, cache).los);
  let bestScore = -Infinity;
  for (const x of near) {
    // Lines of fire (./threat): a cell a ready enemy can shoot is paid for before the figure's next turn.
    const threat = threatAt(world, f, x.c, x.r, enemies, cache);
    let hidden = seen.length;
    if (seen.length) {
      const moved: World = { ...world, figures: { ...world.figures, [f.id]: { ...f, cell: { c: x.c, r: x.r } } } };
      hidden = 0;
      for (const e of seen) {
        const cov = coverOf(moved, e.id, f.id, cache);
        hidden += cov.los ? cov.hiddenFraction : 1;
      }
    }
    const score = (seen.length ? (hidden / seen.length) * 3 : 3) - (x.left - best) - ADVANCE_THREAT_WEIGHT * threat;
    if (score > bestScore) [bestScore, pick] = [score, x];
  }
  // The next best when the caller refuses a cell (the computer never ends a move in fire).
  for (const x of [pick, ...near.filter((y) => y !== pick)]) {
    const move: Command = { type: 'moveFigure', figureId: f.id, to: x.k };
    if (legal(move)) return move;
  }
  return null;
}

/**
 * The route to the nearest of `cells` (at most 64, the nearest by distance),
 * planned as to an enemy: the goal cells stand in as phantom figures.
 */
export function routeToCells(world: World, f: Figure, cells: Cell[], cache: RulesCache): Route | null {
  if (!f.cell || !cells.length) return null;
  const here = figureCentre(f, world.map.grid)!;
  const goals = [...cells].sort((a, b) => dist(here, { x: a.c + 0.5, y: a.r + 0.5 }) - dist(here, { x: b.c + 0.5, y: b.r + 0.5 })).slice(0, 64);
  const phantoms: Figure[] = goals.map((cell, i) => ({ ...f, id: `__goal${i}` as Figure['id'], cell: { ...cell } }));
  const goalWorld: World = { ...world, figures: { ...world.figures, ...Object.fromEntries(phantoms.map((p) => [p.id, p])) } };
  return routeToNearest(goalWorld, f, phantoms, cache);
}

/** Route costs (AP, doors open, figures ignored) from the nearest goal cell by route: how far each cell is from the goal. */
export function goalField(world: World, f: Figure, cells: Cell[], cache: RulesCache): RouteField | null {
  const route = routeToCells(world, f, cells, cache);
  return route ? routeField(route.opened, route.target.id, cache) : null;
}
