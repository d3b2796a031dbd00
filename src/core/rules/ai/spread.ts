// G-GAME-3 computer player against area weapons (G-AREA-1..3): a figure
// standing in a burning area steps out of it, and while an enemy within a
// turn's walk of throwing range holds a hurting area weapon drawn, two
// figures of a side do not stand within one burst of each other (its radius
// plus a base and the usual scatter). Against random play nearly every loss of the
// computer was one area weapon taking two figures: the Dusty Street
// dynamite stick on both lawmen, burning oil on Aldous and his guard.
import type { Figure, Point, World } from '../../model/schema';
import type { Command } from '../commands';
import type { RulesCache } from '../../spatial/rulesCache';
import { reachCosts, weaponById } from '../deps';
import { dist, figureCentre } from '../deps/geom';
import { isUp } from '../objectives/judge';
import { cellCentre, coverCells, harmfulArea, maxReachInches } from './cells';

/**
 * Slack added to a burst's radius: half an inch of base (a burst takes a
 * figure it touches) and the 1–2" a failed throw most often scatters (G-AREA-5).
 */
export const SCATTER_INCHES = 2;

/** The point lies in a burning area (G-AREA-3 damage on entering or starting a turn there). */
export function inFire(world: World, p: Point): boolean {
  return Object.values(world.areas).some((a) => a.effect === 'fire' && !!a.damage && dist(a.center, p) <= a.radiusInches);
}

/**
 * The largest burst radius (inches) an enemy could throw at the figure next:
 * an area weapon that hurts (not smoke) with shots left, held in hand by an
 * enemy within its reach plus a turn's walk. 0: no such threat. Only a drawn
 * one counts: spreading out from every grenade in a belt cost the lawmen the
 * first shots, and the baseline gang won 62% instead of 43% of 60 games.
 */
export function blastThreatInches(world: World, f: Figure, enemies: Figure[]): number {
  const here = figureCentre(f, world.map.grid);
  if (!here) return 0;
  let radius = 0;
  for (const e of enemies) {
    const at = figureCentre(e, world.map.grid);
    if (!at) continue;
    const spec = harmfulArea(e.loadout.weapons[e.loadout.activeWeapon]);
    if (!spec) continue;
    if (dist(here, at) <= maxReachInches(world, spec) + e.stats.ap) radius = Math.max(radius, spec.area.radiusInches);
  }
  return radius;
}

/** Friends (up, on the map) within one burst of the point. */
export function crowding(world: World, f: Figure, p: Point, radius: number): number {
  let n = 0;
  for (const o of Object.values(world.figures)) {
    if (o.id === f.id || o.sideId !== f.sideId || !isUp(o) || !o.cell) continue;
    if (dist(p, figureCentre(o, world.map.grid)!) <= radius + SCATTER_INCHES) n++;
  }
  return n;
}

/**
 * A move out of a burning area, or away from friends one burst could take
 * together; null when the figure stands well. `allowed` limits the cells (a
 * holding figure stays in its zone); `keepAp` is kept for an attack when the
 * figure is not in fire. Among the cells that fix it: the cheapest, then one
 * from which an enemy is within its weapon's reach, then beside cover.
 */
export function spreadCommand(
  world: World,
  f: Figure,
  enemies: Figure[],
  legal: (c: Command) => boolean,
  cache: RulesCache,
  opts: { keepAp?: number; allowed?: (k: string) => boolean } = {},
): Command | null {
  if (!f.cell || !enemies.length) return null;
  const here = figureCentre(f, world.map.grid)!;
  const burning = inFire(world, here);
  const radius = blastThreatInches(world, f, enemies);
  const crowded = radius > 0 ? crowding(world, f, here, radius) : 0;
  if (!burning && !crowded) return null;
  const budget = !burning && opts.keepAp && f.apLeft > opts.keepAp ? f.apLeft - opts.keepAp : f.apLeft;
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  const reachInches = spec && !spec.area ? maxReachInches(world, spec) : 1.5;
  const enemyPts = enemies.map((e) => figureCentre(e, world.map.grid)!);
  const cover = coverCells(world);
  const cands: Array<{ k: string; ap: number; rank: number }> = [];
  for (const [k, ap] of reachCosts(world, f.id, budget, cache)) {
    if (opts.allowed && !opts.allowed(k)) continue;
    const [c, r] = k.split(',').map(Number) as [number, number];
    const p = cellCentre(world, c, r);
    if (inFire(world, p)) continue;
    // Out of fire, a crowd no worse than now is enough; else no friend within a burst.
    const n = radius > 0 ? crowding(world, f, p, radius) : 0;
    if (burning ? n > crowded : n > 0) continue;
    const shot = enemyPts.some((q) => dist(p, q) <= reachInches);
    cands.push({ k, ap, rank: n * 4 + (shot ? 0 : 2) + (cover.has(k) ? 0 : 1) });
  }
  // The cheapest fix first: every AP spent stepping aside is a shot the enemy gets first.
  cands.sort((a, b) => a.ap - b.ap || a.rank - b.rank || (a.k < b.k ? -1 : 1));
  for (const x of cands.slice(0, 8)) {
    const move: Command = { type: 'moveFigure', figureId: f.id, to: x.k };
    if (legal(move)) return move;
  }
  return null;
}
