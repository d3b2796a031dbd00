// What is wrong or doubtful in a scenario being edited (a rules question, so
// not in rules/editor, whose commands depend on the model alone): the editor's problems
// panel lists these live, and `canPlay` keeps a scenario with errors from
// being played (it can still be saved as a draft). Pure; each problem names
// the place to show (a cell) and the JSON path in the scenario file.
import type { Cell, Figure, World } from '../../model/schema';
import type { JsonPath } from '../../model/issues';
import { checkObjectiveReferences } from '../../model/objectiveRefs';
import { zoneCells } from '../../model/zones';
import { cellCenter, figureCells } from '../../geometry/grid/index';
import { validateStats } from '../characters/stats';
import { checkLoadout } from '../catalogue/loadout';
import { unmeetableObjectives } from '../objectives/feasible';
import { optNumber } from '../options';
import { objectCells } from '../movement/objects';

export type ProblemLevel = 'error' | 'warning';

export type ProblemCode =
  | 'figure-in-wall'
  | 'figure-on-impassable'
  | 'figure-in-object'
  | 'side-without-figures'
  | 'figures-without-entry'
  | 'too-few-sides'
  | 'zone-unreachable'
  | 'objective-reference'
  | 'op-over-budget'
  | 'stats-not-sp'
  | 'side-without-objectives'
  | 'entry-on-impassable';

export interface Problem {
  code: ProblemCode;
  level: ProblemLevel;
  message: string;
  /** The place to show on the map, or null when the problem has none (a side with no figures). */
  cell: Cell | null;
  /** Where the problem sits in the scenario file. */
  path: JsonPath;
  /** The record the problem is about (figure, side, zone id), for selection. */
  recordId?: string;
}

/**
 * A wall through a figure's square, not along its edge: a wall on a grid line
 * is 0.5" from the centre (squares) or ~0.5" (hexes), so anything nearer than
 * this passes through the figure's space.
 */
const WALL_CLEARANCE_INCHES = 0.4;

function distanceToSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function terrainAt(world: World, cell: Cell) {
  const ch = world.terrain.rows[cell.r]?.[cell.c];
  const id = ch === undefined ? undefined : world.terrain.legend[ch];
  return id ? world.terrainTypes[id] : undefined;
}

function figureProblems(world: World, f: Figure, out: Problem[], highObject: (cell: Cell) => string | null): void {
  const at: JsonPath = ['figures', f.id];
  const spTotal = optNumber(world, 'spTotal');
  const stats = validateStats(f.stats, spTotal);
  if (!stats.ok) {
    // G-CHR-2 binds characters; an NCF (fodder, animals, G-CHR-3) may be drawn up freely, so only a warning.
    out.push({ code: 'stats-not-sp', level: f.kind === 'NCF' ? 'warning' : 'error', message: `${f.name}: ${stats.errors.join('; ')} (G-CHR-2)`, cell: f.cell, path: [...at, 'stats'], recordId: f.id });
  }
  const loadout = checkLoadout(f.loadout, world.scenario.opBudget);
  if (!loadout.ok) out.push({ code: 'op-over-budget', level: 'error', message: `${f.name}: ${loadout.errors.join('; ')} (G-OBJ-1)`, cell: f.cell, path: [...at, 'loadout'], recordId: f.id });
  if (!f.cell) return;
  const cells = figureCells(world.map.grid, f.cell, f.sizeCells);
  for (const c of cells) {
    const t = terrainAt(world, c);
    if (t && t.apCost === null) {
      out.push({ code: 'figure-on-impassable', level: 'error', message: `${f.name} stands on impassable ${t.name} at ${c.c},${c.r}`, cell: c, path: [...at, 'cell'], recordId: f.id });
      break;
    }
  }
  for (const c of cells) {
    const centre = cellCenter(world.map.grid, c);
    const wall = Object.values(world.walls).find((w) => distanceToSegment(centre, w.a, w.b) < WALL_CLEARANCE_INCHES);
    if (wall) {
      out.push({ code: 'figure-in-wall', level: 'error', message: `${f.name} stands inside ${wall.kind} "${wall.id}" at ${c.c},${c.r}`, cell: c, path: [...at, 'cell'], recordId: f.id });
      break;
    }
  }
  for (const c of cells) {
    const name = highObject(c);
    if (name !== null) {
      out.push({ code: 'figure-in-object', level: 'error', message: `${f.name} stands inside high object "${name}" at ${c.c},${c.r} (G-MOVE-3)`, cell: c, path: [...at, 'cell'], recordId: f.id });
      break;
    }
  }
}

/** Every problem of the scenario, errors first, each in the order of the file. */
export function scenarioProblems(world: World): Problem[] {
  const out: Problem[] = [];
  const oc = objectCells(world);
  const W = world.map.widthCells;
  const highObject = (c: Cell): string | null => {
    const k = oc.highBlocks ? oc.high[c.r * W + c.c] : 0;
    return k ? oc.objects[k - 1]!.name || oc.objects[k - 1]!.id : null;
  };
  const figures = Object.values(world.figures);
  for (const f of figures) figureProblems(world, f, out, highObject);

  const sides = Object.values(world.sides);
  if (sides.length < 2) out.push({ code: 'too-few-sides', level: 'error', message: `a game needs at least two sides; this scenario has ${sides.length}`, cell: null, path: ['sides'] });
  const anyObjectives = Object.values(world.scenario.objectives).some((l) => l.length > 0);
  for (const s of sides) {
    const mine = figures.filter((f) => f.sideId === s.id);
    if (mine.length === 0) {
      out.push({ code: 'side-without-figures', level: 'error', message: `side "${s.name}" has no figures`, cell: null, path: ['sides', s.id], recordId: s.id });
      continue;
    }
    const offMap = mine.filter((f) => !f.cell);
    const entries = world.scenario.entryPoints.filter((e) => e.sideId === s.id);
    if (offMap.length && !entries.length)
      out.push({
        code: 'figures-without-entry',
        level: 'error',
        message: `side "${s.name}" has ${offMap.length} figure(s) off the map and no entry point to bring them on (G-GAME-1)`,
        cell: null,
        path: ['scenario', 'entryPoints'],
        recordId: s.id,
      });
    if (anyObjectives && !(world.scenario.objectives[s.id]?.length ?? 0))
      out.push({
        code: 'side-without-objectives',
        level: 'warning',
        message: `side "${s.name}" has no objectives: it can win only as the last side standing (G-WIN-1)`,
        cell: null,
        path: ['scenario', 'objectives', s.id],
        recordId: s.id,
      });
  }
  world.scenario.entryPoints.forEach((e, i) => {
    const t = terrainAt(world, e.cell);
    if (t && t.apCost === null)
      out.push({
        code: 'entry-on-impassable',
        level: 'warning',
        message: `entry point ${e.name || i + 1} of side "${world.sides[e.sideId]?.name ?? e.sideId}" is on impassable ${t.name}`,
        cell: e.cell,
        path: ['scenario', 'entryPoints', i],
      });
  });

  const refs: Problem[] = [];
  checkObjectiveReferences(world, (path, message) => refs.push({ code: 'objective-reference', level: 'error', message, cell: null, path }));
  out.push(...refs);
  // G-WIN-6: only once the references hold (the reach check skips a missing zone).
  for (const u of unmeetableObjectives(world)) {
    const [, , sideId, index] = u.path as [string, string, string, number];
    const o = world.scenario.objectives[sideId]?.[index];
    const zone = o && 'zone' in o ? world.scenario.zones[o.zone] : undefined;
    out.push({
      code: 'zone-unreachable',
      level: 'error',
      message: `${u.message} (G-WIN-6)`,
      cell: zone ? (zoneCells(world, zone)[0] ?? null) : null,
      path: u.path,
      ...(zone ? { recordId: zone.id } : {}),
    });
  }
  return [...out.filter((p) => p.level === 'error'), ...out.filter((p) => p.level === 'warning')];
}

/** A scenario with errors may be saved as a draft but not played. */
export function canPlay(world: World): boolean {
  return !scenarioProblems(world).some((p) => p.level === 'error');
}
