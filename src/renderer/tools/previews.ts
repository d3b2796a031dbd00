// Tool previews (issue 6): what the player sees before committing, computed
// with the SAME pure functions the rules use (DESIGN "Core ideas"). Attack,
// area and crawl previews dry-run `resolve` on the very command a click would
// dispatch, so the chance, modifiers and refusal cannot drift from resolution;
// cover, range and the blast template come from coverOf / checkAttack / blastAt.
import type { RulesCache } from '../../core/spatial/rulesCache';
import type { Cell, Figure, FigureId, Point, World } from '../../core/model/schema';
import { optBool, optNumber } from '../../core/rules/options';
import { checkAttack, resolve, type Command, type GameEvent, type ManualModifier, type RollModifier } from '../../core/rules';
import { UNARMED, rangeFor, weaponById, type WeaponSpec } from '../../core/rules/catalogue';
import { planMove, reachForFigure, type FigureReach } from '../../core/rules/movement';
import { heavyLoadApPerSquare } from '../../core/rules/movement/reach';
import { blastAt, coverOf } from '../../core/rules/sight';
import type { AreaPreview, AttackPreview, MovePreview } from './previewTypes';
import { cellCenter, figureCells, gridDistance, hexOrientation, type GridKind } from '../../core/geometry/grid';

/** The loadout weapon at `index` (-1 = unarmed). */
export function weaponAt(f: Figure, index: number): WeaponSpec | null {
  if (index === -1) return UNARMED;
  const lw = f.loadout.weapons[index];
  return lw ? (weaponById(lw.catalogueId) ?? null) : null;
}

function firstRoll(events: GameEvent[]): Extract<GameEvent, { type: 'diceRolled' }> | undefined {
  return events.find((e): e is Extract<GameEvent, { type: 'diceRolled' }> => e.type === 'diceRolled' && e.target !== undefined);
}

function declared(events: GameEvent[]): Extract<GameEvent, { type: 'attackDeclared' }> | undefined {
  return events.find((e): e is Extract<GameEvent, { type: 'attackDeclared' }> => e.type === 'attackDeclared');
}

/** G-ROLL-1: success when 1d10 <= target, so the chance is the target clamped to 0..10 (x in 10). */
export function chanceInTen(target: number, natural1Hits: boolean): number {
  const c = Math.max(0, Math.min(10, target));
  if (!natural1Hits) return c;
  return Math.max(1, Math.min(9, c));
}

function natural1(world: World): boolean {
  return optBool(world, 'natural1Hits');
}

/** G-RNG-1 band name: within 1× range is short, 2× medium, and so on. */
export function rangeBandName(distanceInches: number, rangeInches: number, mode: string): string {
  if (mode === 'melee') return 'melee';
  if (rangeInches <= 0) return 'none';
  const k = Math.max(1, Math.ceil(distanceInches / rangeInches - 1e-9));
  const names = ['short', 'medium', 'long', 'extreme'];
  return `${names[k - 1] ?? `${k}×`} (≤${k * rangeInches}")`;
}

export interface AttackInput {
  attackerId: string;
  targetId: string;
  weaponIndex: number;
  shots: number;
  modifiers: ManualModifier[];
}

export function attackCommand(a: AttackInput): Command {
  return { type: 'attack', figureId: a.attackerId, targetId: a.targetId, weaponIndex: a.weaponIndex, shots: a.shots, ...(a.modifiers.length ? { modifiers: a.modifiers } : {}) };
}

/** `cache`: the session's rules cache (so a hover reuses its sight structures). */
export function attackPreview(world: World, a: AttackInput, cache?: RulesCache): AttackPreview | null {
  const attacker = world.figures[a.attackerId];
  const target = world.figures[a.targetId];
  if (!attacker || !target || !attacker.cell || !target.cell) return null;
  const spec = weaponAt(attacker, a.weaponIndex);
  const cov = coverOf(world, attacker.id, target.id, cache);
  const check = spec && !spec.area ? checkAttack(world, attacker, target, spec, cache) : null;
  const res = resolve(world, attackCommand(a), cache);
  let modifiers: RollModifier[] = check && check.ok ? [...check.modifiers, ...a.modifiers] : [...a.modifiers];
  let actionValue = attacker.stats.bod + modifiers.reduce((s, m) => s + m.value, 0);
  let apPerAttack = spec ? spec.apPerAttack.min : 0;
  let refusal: string | undefined;
  if ('violation' in res) refusal = res.violation.message;
  else {
    const roll = firstRoll(res.events);
    if (roll) {
      modifiers = roll.modifiers;
      actionValue = roll.target!;
    }
    apPerAttack = declared(res.events)?.apPerAttack ?? apPerAttack;
  }
  const mode = check && check.ok ? check.mode : 'shooting';
  const rangeInches = check && check.ok ? check.rangeInches : spec ? rangeFor(spec, 'shooting') : 0;
  return {
    attackerId: attacker.id,
    targetId: target.id,
    weaponIndex: a.weaponIndex,
    weaponName: spec?.name ?? '?',
    los: cov.los,
    hiddenFraction: cov.hiddenFraction,
    cover: cov.cover,
    concealment: cov.concealment,
    distanceInches: cov.distanceInches,
    rangeBand: rangeBandName(cov.distanceInches, rangeInches, mode),
    modifiers,
    actionValue,
    chanceInTen: refusal ? 0 : chanceInTen(actionValue, natural1(world)),
    apCost: apPerAttack * a.shots,
    shots: a.shots,
    ...(refusal ? { refusal } : {}),
  };
}

export interface AreaInput {
  attackerId: string;
  weaponIndex: number;
  at: Point;
  modifiers: ManualModifier[];
  /** Set the charge down (own or adjacent square) instead of throwing it. */
  placed?: boolean;
}

export function areaCommand(a: AreaInput): Command {
  return { type: 'throwArea', figureId: a.attackerId, weaponIndex: a.weaponIndex, at: a.at, ...(a.modifiers.length ? { modifiers: a.modifiers } : {}), ...(a.placed ? { placed: true } : {}) };
}

export function areaPreview(world: World, a: AreaInput, cache?: RulesCache): AreaPreview | null {
  const attacker = world.figures[a.attackerId];
  if (!attacker) return null;
  const spec = weaponAt(attacker, a.weaponIndex);
  const radiusInches = spec?.area?.radiusInches ?? 0;
  const blast = radiusInches > 0 ? blastAt(world, a.at, radiusInches, cache) : { affected: [], shielded: [] };
  const res = resolve(world, areaCommand(a), cache);
  let refusal: string | undefined;
  let target = 0;
  if ('violation' in res) refusal = res.violation.message;
  else target = firstRoll(res.events)?.target ?? 0;
  if (!spec?.area && !refusal) refusal = `the ${spec?.name ?? 'weapon'} is not an area weapon`;
  // A placed charge is not rolled for (G-AREA-5 table decision): it lands where it is set.
  const chance = refusal ? 0 : a.placed ? 10 : chanceInTen(target, natural1(world));
  const affected = blast.affected.filter((id) => !world.figures[id]?.status.dead);
  return {
    attackerId: attacker.id,
    weaponIndex: a.weaponIndex,
    weaponName: spec?.name ?? '?',
    at: a.at,
    radiusInches,
    affected: affected as FigureId[],
    shielded: blast.shielded as FigureId[],
    friendliesHit: affected.filter((id) => world.figures[id]?.sideId === attacker.sideId) as FigureId[],
    chanceInTen: chance,
    ...(refusal ? { refusal } : {}),
    ...(a.placed ? { placed: { fuseRounds: Math.max(0, Math.round(optNumber(world, 'placedFuseRounds'))) } } : {}),
  };
}

/**
 * Reach is cached per World and figure: hovering does not recompute it. It is
 * always built on the session's rules cache (given here or to `get`), so a
 * new World reuses the movement graph patched by the session instead of
 * building one from scratch (35-140 ms on the 10k-wall bench scene).
 */
export class ReachCache {
  private world: World | null = null;
  private figureId: string | null = null;
  private value: FigureReach | null = null;
  version = 0;

  constructor(private readonly rules?: RulesCache) {}

  /** `rules`: a rules cache for this call, when the cache was made without one. */
  get(world: World, figureId: string, rules?: RulesCache): FigureReach {
    if (world !== this.world || figureId !== this.figureId || !this.value) {
      this.world = world;
      this.figureId = figureId;
      this.value = reachForFigure(world, figureId, undefined, this.rules ?? rules);
      this.version++;
    }
    return this.value;
  }
}

export function movePreview(world: World, figureId: FigureId, to: Cell, reach: FigureReach, rules?: RulesCache): MovePreview | null {
  const f = world.figures[figureId];
  if (!f?.cell) return null;
  if (f.cell.c === to.c && f.cell.r === to.r) return null;
  const ap = reach.apCostAt(to);
  if (ap !== null && !f.status.prone) return { figureId, to, path: reach.pathTo(to) ?? [f.cell, to], apCost: ap };
  if (ap === null && !f.status.prone && world.map.grid === 'square') return outsideReach(world, f, to, rules);
  // Crawling (prone) costs and refusals: ask the resolver / planner for the exact answer.
  const res = resolve(world, { type: 'moveFigure', figureId, to }, rules);
  if (!('violation' in res)) {
    const moved = res.events.find((e): e is Extract<GameEvent, { type: 'figureMoved' }> => e.type === 'figureMoved');
    if (moved) return { figureId, to, path: moved.path, apCost: moved.apCost };
  }
  const plan = planMove(world, figureId, to, undefined, rules);
  const reason = plan.ok ? ('violation' in res ? res.violation.message : 'not allowed') : plan.reason;
  // Unbounded: the rules cache keeps one whole-map search per World for these (reach.ts), so a hover outside the reach stays cheap.
  const any = planMove(world, figureId, to, Infinity, rules);
  // Issue 16 fix 10: no way there at all is no path (a straight line to the square would read as one).
  return { figureId, to, path: any.ok ? any.path : [], apCost: any.ok ? any.apCost : 0, refusal: reason };
}

/**
 * A square outside the reach of a standing figure: what `resolve` and a
 * bounded `planMove` would say, from the one whole-map search the rules cache
 * keeps per World (issue 16 speed: the bounded search to a square the reach
 * already excludes cost 3–27 ms per pointer move on a 200×200 map). The reach
 * is planMove's own bounded search (reachForFigure), so no path within the AP
 * left exists: the static refusals (occupied, impassable, off the map) and
 * "no way at all" read the same unbounded, and a square a longer path reaches
 * lacks AP (G-MOVE-1, G-WIN-7 heavy load). Equal answers: previewCache.test.ts.
 */
function outsideReach(world: World, f: Figure, to: Cell, rules?: RulesCache): MovePreview {
  const figureId = f.id as FigureId;
  const any = planMove(world, figureId, to, Infinity, rules);
  if (!any.ok) return { figureId, to, path: [], apCost: 0, refusal: any.reason };
  const heavy = heavyLoadApPerSquare(world, figureId) > 0;
  return { figureId, to, path: any.path, apCost: any.apCost, refusal: `not enough AP: needs ${any.apCost}, has ${f.apLeft}${heavy ? ' (heavy load)' : ''}` };
}

/** Centre-to-centre distance in inches and feet (1" = 5 ft on the table), and the steps: squares (8 neighbours) or hexes. */
export function measureText(a: Cell, b: Cell, grid: GridKind): string {
  const p = cellCenter(grid, a),
    q = cellCenter(grid, b);
  const inches = Math.hypot(p.x - q.x, p.y - q.y);
  const steps = hexOrientation(grid) ? gridDistance(grid, a, b) : Math.max(Math.abs(a.c - b.c), Math.abs(a.r - b.r));
  return `${inches.toFixed(1)}" (${Math.round(inches * 5)} ft), ${steps} ${cellWord(grid, steps !== 1)}`;
}

/** Centre of a cell in inches on the map's grid. */
export function cellCentre(cell: Cell, grid: GridKind): Point {
  return cellCenter(grid, cell);
}

/** "square" or "hex" (with `plural`, "squares" / "hexes"): the map's cell word for UI text. */
export function cellWord(grid: GridKind, plural = false): string {
  if (hexOrientation(grid)) return plural ? 'hexes' : 'hex';
  return plural ? 'squares' : 'square';
}

/** Per figures record (and map width): the figure on each covered square, the living first. */
const figureIndexes = new WeakMap<object, { width: number; byCell: Map<number, Figure> }>();

/**
 * figureAt on a square map without a scan of every figure (the attack and
 * select tools ask it on each pointer move; 300 figures cost ~0.5 ms, issue 16
 * speed). Same answer as the scan: the first living figure in record order
 * covering the square, else the first dead one.
 */
function squareFigureIndex(world: World): Map<number, Figure> {
  const W = world.map.widthCells;
  const hit = figureIndexes.get(world.figures);
  if (hit && hit.width === W) return hit.byCell;
  const byCell = new Map<number, Figure>();
  for (const f of Object.values(world.figures)) {
    if (!f.cell) continue;
    for (let r = f.cell.r; r < f.cell.r + f.sizeCells; r++)
      for (let c = f.cell.c; c < f.cell.c + f.sizeCells; c++) {
        if (c < 0 || c >= W) continue;
        const had = byCell.get(r * W + c);
        if (!had || (had.status.dead && !f.status.dead)) byCell.set(r * W + c, f);
      }
  }
  figureIndexes.set(world.figures, { width: W, byCell });
  return byCell;
}

/**
 * Builds figureAt's index for `world` ahead of the pointer (the idle warm-up,
 * state/warmUp.ts): the first pointer move after a World change built it,
 * 300 figures about 1-5 ms of that move (issue 16 hover tail). Returns
 * whether the World has one (square maps).
 */
export function warmFigureIndex(world: World): boolean {
  if (world.map.grid !== 'square') return false;
  squareFigureIndex(world);
  return true;
}

/** Whether figureAt's index for `world` is built (tests of the warm-up). */
export function figureIndexBuilt(world: World): boolean {
  return figureIndexes.get(world.figures)?.width === world.map.widthCells;
}

/** The figure standing on a cell (any cell of its footprint: a square block, or hexes around its centre), if any; the living first. */
export function figureAt(world: World, cell: Cell): Figure | null {
  const grid = world.map.grid;
  if (grid === 'square' && cell.c >= 0 && cell.c < world.map.widthCells) return squareFigureIndex(world).get(cell.r * world.map.widthCells + cell.c) ?? null;
  const covers = (f: Figure) => {
    if (!f.cell) return false;
    if (grid === 'square') return cell.c >= f.cell.c && cell.c < f.cell.c + f.sizeCells && cell.r >= f.cell.r && cell.r < f.cell.r + f.sizeCells;
    return figureCells(grid, f.cell, f.sizeCells).some((x) => x.c === cell.c && x.r === cell.r);
  };
  for (const f of Object.values(world.figures)) if (covers(f) && !f.status.dead) return f;
  for (const f of Object.values(world.figures)) if (covers(f)) return f;
  return null;
}
