// Lasting areas (G-AREA-3): they tick each round, smoke re-rolls its sight
// distance (G-LOS-4), napalm may keep burning, and burning areas hurt figures
// that start a turn in them or enter them.
import type { Area, World } from '../../model/schema';
import type { Ctx } from '../ctx';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import { weaponById } from '../deps';
import { dist, figureCentre } from '../deps/geom';
import { optBool } from '../options';
import { applyDamage } from '../combat/damage';

/** `fuse` says which areas are placed charges and sets them off when their rounds run out. */
export function tickAreas(ctx: Ctx, fuse?: { is: (a: Area) => boolean; detonate: (a: Area) => void }): void {
  for (const id of Object.keys(ctx.world.areas).sort()) {
    const a = ctx.world.areas[id];
    if (!a) continue; // an earlier charge's blast does not remove areas, but stay safe
    const left = a.roundsLeft - 1;
    if (left <= 0 && fuse?.is(a)) {
      fuse.detonate(a);
      continue;
    }
    if (left > 0) {
      const vis = smokeVisibility(ctx, a);
      ctx.emit({ type: 'areaTicked', areaId: id, roundsLeft: left, ...(vis !== undefined ? { visibilityInches: vis } : {}) });
      continue;
    }
    const keep = weaponById(a.kind)?.area?.keepsBurningChance;
    if (keep !== undefined && keep > 0) {
      // Napalm: after its rounds, each round an 80% chance it keeps burning.
      const r = ctx.roll(`${a.kind} keeps burning (d100 <= ${Math.round(keep * 100)})`, '1d100');
      if (r.total <= Math.round(keep * 100)) {
        ctx.emit({ type: 'areaTicked', areaId: id, roundsLeft: 1 });
        continue;
      }
    }
    ctx.emit({ type: 'areaRemoved', areaId: id });
  }
}

export function smokeVisibility(ctx: Ctx, a: Area): number | undefined {
  if (a.effect !== 'smoke') return undefined;
  const dice = weaponById(a.kind)?.area?.visibilityDice ?? '1d10';
  return ctx.roll(`${a.kind} sight distance (G-LOS-4)`, dice).total;
}

/** Burning areas containing the figure's centre, asked of the rules cache's index (areas at a point). */
export function burningAreasAt(world: World, figureId: string, cache: RulesCache = freshRulesCache()): Area[] {
  const f = world.figures[figureId];
  const p = f && figureCentre(f, world.map.grid);
  if (!p) return [];
  // The index's circle test has a 1e-9 slack: the exact G-AREA-3 test below keeps the answer of a scan.
  return cache
    .spatial(world)
    .areasAtPoint(p)
    .filter((a) => a.effect === 'fire' && a.damage && dist(a.center, p) <= a.radiusInches)
    .sort((x, y) => (x.id < y.id ? -1 : 1));
}

/**
 * G-AREA-3: a figure starting its turn in, or entering, a burning area takes
 * its damage; `status.burning` marks "already burnt this round" for the
 * once-per-round default and is cleared at the start of each round.
 */
export function burnIfInFire(ctx: Ctx, figureId: string, why: string): void {
  const once = optBool(ctx.world, 'fireDamageOncePerRound');
  for (const a of burningAreasAt(ctx.world, figureId, ctx.cache)) {
    const f = ctx.world.figures[figureId];
    if (f.status.dead) return;
    if (once && f.status.burning) return;
    const r = ctx.roll(`fire damage: ${why} in ${a.kind}`, a.damage!, figureId);
    if (!f.status.burning) ctx.emit({ type: 'statusChanged', figureId, status: { burning: true } });
    applyDamage(ctx, figureId, r.total, `fire (${a.kind})`);
  }
}
