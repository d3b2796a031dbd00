// P-FALL (RULES §9.1, text 002 "Falling"): 1d6 per full 10 feet (2 squares)
// fallen, at most 20d6; armour does not apply and there is no minimum 1.
// Terrain and walls may carry a drop height (`dropFeet`): stepping from
// higher ground onto lower, or across a ledge wall, is a fall. Climbing up
// is the movement room's business (terrain cost, walls).
import type { Cell, World } from '../../../model/schema';
import type { Ctx } from '../../ctx';
import { terrainAt } from '../../deps/geom';
import { cellCenter } from '../../../geometry/grid';
import { applyDamage } from '../../combat/damage';

/** Number of d6 for a fall of `feet` (0 below 10 feet). */
export function fallDice(feet: number): number {
  return Math.min(20, Math.floor(Math.max(0, feet) / 10));
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  const d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
  const d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
  const d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/**
 * Feet fallen on one step from `a` to `b`: the drop between their grounds,
 * plus the drop of any ledge wall crossed downhill (onto lower elevation;
 * crossing it uphill is a climb, not a fall).
 */
export function stepDropFeet(world: World, a: Cell, b: Cell): number {
  const ta = terrainAt(world, a);
  const tb = terrainAt(world, b);
  let feet = Math.max(0, (ta?.dropFeet ?? 0) - (tb?.dropFeet ?? 0));
  if ((tb?.elevation ?? 0) >= (ta?.elevation ?? 0)) return feet;
  const pa = cellCenter(world.map.grid, a);
  const pb = cellCenter(world.map.grid, b);
  for (const w of Object.values(world.walls)) if (w.dropFeet && cross(pa.x, pa.y, pb.x, pb.y, w.a.x, w.a.y, w.b.x, w.b.y)) feet += w.dropFeet;
  return feet;
}

/** Falls along a move's path (path[0] is where it started). */
export function fallsOnPath(ctx: Ctx, figureId: string, path: Cell[]): void {
  for (let i = 1; i < path.length; i++) {
    const feet = stepDropFeet(ctx.world, path[i - 1], path[i]);
    const dice = fallDice(feet);
    if (!dice || ctx.world.figures[figureId]?.status.dead) continue;
    const r = ctx.roll(`fall of ${feet} feet at ${path[i].c},${path[i].r} (P-FALL)`, `${dice}d6`, figureId);
    applyDamage(ctx, figureId, r.total, `a fall of ${feet} feet (P-FALL)`, { bare: true });
  }
}
