// G-GAME-3 computer player: attack the best target it can see, throw area
// weapons where they hit most enemies and no friends, otherwise move to
// cover that still sees an enemy, or close in by route, opening closed doors
// on the way (./advance). Deterministic: no randomness outside the dice. It only proposes commands the
// rules allow (each is checked with resolve before it is returned).
import type { Figure, Point, World } from '../../model/schema';
import type { Command } from '../commands';
import { blastAt, losBetween, reachCosts, weaponById, coverOf, type WeaponSpec } from '../deps';
import { optNumber, optNumberList } from '../options';
import { dist, figureCentre } from '../deps/geom';
import { resolve } from '../resolve';
import { checkAttack } from '../combat/modifiers';
import { apFromSpan } from '../combat/attack';
import { activeFigureId, isDown, livingSides } from '../state';
import { advanceCommand } from './advance';

const legal = (world: World, c: Command) => !('violation' in resolve(world, c));

function enemiesOf(world: World, f: Figure): Figure[] {
  return Object.values(world.figures)
    .filter((o) => o.sideId !== f.sideId && !isDown(o) && o.cell)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

export function chooseCommand(world: World, figureId: string): Command {
  const f = world.figures[figureId];
  const end: Command = { type: 'endTurn', figureId };
  if (!f || activeFigureId(world) !== figureId) return end;
  if (livingSides(world).length < 2) return end;
  const enemies = enemiesOf(world, f);
  const tries: Command[] = [];
  tries.push(...areaChoices(world, f, enemies));
  tries.push(...attackChoices(world, f, enemies));
  tries.push(...moveChoices(world, f, enemies));
  for (const c of tries) if (legal(world, c)) return c;
  return end;
}

/** Area weapons: the enemy position whose burst catches most enemies and no friend. */
function areaChoices(world: World, f: Figure, enemies: Figure[]): Command[] {
  const out: Command[] = [];
  f.loadout.weapons.forEach((lw, index) => {
    const spec = weaponById(lw.catalogueId);
    if (!spec?.area || (lw.ammo !== undefined && lw.ammo <= 0) || spec.area.effect === 'smoke') return;
    const from = figureCentre(f, world.map.grid)!;
    let best: { at: Point; hits: number } | null = null;
    for (const e of enemies) {
      const at = figureCentre(e, world.map.grid)!;
      if (!losBetween(world, from, at)) continue;
      // Keep the thrower out of its own burst, with a margin for scatter.
      if (dist(from, at) <= spec.area.radiusInches + 1) continue;
      const hit = blastAt(world, at, spec.area.radiusInches).affected.map((id) => world.figures[id]).filter((o) => o && !isDown(o));
      if (hit.some((o) => o.sideId === f.sideId)) continue;
      const n = hit.filter((o) => o.sideId !== f.sideId).length;
      if (n && (!best || n > best.hits)) best = { at, hits: n };
    }
    if (!best || best.hits < 2) return;
    if (f.loadout.activeWeapon !== index) {
      if (f.apLeft >= 1 + apFromSpan(world, spec)) out.push({ type: 'swapWeapon', figureId: f.id, weaponIndex: index });
      return;
    }
    out.push({ type: 'throwArea', figureId: f.id, weaponIndex: index, at: best.at });
  });
  return out;
}

/** The target with the best chance to hit, then the weakest. */
function attackChoices(world: World, f: Figure, enemies: Figure[]): Command[] {
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  const out: Command[] = [];
  if (!spec || spec.area) {
    // Holding an area weapon with no good throw: go back to a plain weapon.
    const other = f.loadout.weapons.findIndex((w) => !weaponById(w.catalogueId)?.area);
    if (other >= 0 && other !== f.loadout.activeWeapon) out.push({ type: 'swapWeapon', figureId: f.id, weaponIndex: other });
    return out;
  }
  if (spec.ammo !== null && spec.ammo > 1 && (lw.ammo ?? spec.ammo) === 0) {
    out.push({ type: 'reload', figureId: f.id });
    return out;
  }
  const ap = lw.apPerAttack ?? apFromSpan(world, spec);
  if (ap > f.apLeft) return out;
  const scored = enemies
    .map((e) => ({ e, c: checkAttack(world, f, e, spec) }))
    .filter((x) => x.c.ok)
    .map((x) => ({ e: x.e, av: f.stats.bod + (x.c.ok ? x.c.modifiers.reduce((s, m) => s + m.value, 0) : 0) }))
    .sort((a, b) => b.av - a.av || a.e.hp - b.e.hp);
  if (!scored.length || scored[0].av < 1) return out;
  const maxShots = Math.min(spec.attacksPerTurn.max, Math.floor(f.apLeft / ap), spec.ammo === null ? Infinity : lw.ammo ?? spec.ammo);
  const shots = spec.attacksPerTurn.choices ? Math.max(...spec.attacksPerTurn.choices.filter((c) => c <= maxShots), 1) : Math.max(1, maxShots);
  out.push({ type: 'attack', figureId: f.id, targetId: scored[0].e.id, shots });
  if (shots > 1) out.push({ type: 'attack', figureId: f.id, targetId: scored[0].e.id, shots: 1 });
  return out;
}

/**
 * Move so that an enemy is in reach and the enemies see as little of the
 * figure as possible (G-GAME-3 "moving to cover"); keep AP for an attack when
 * possible. Staying put is a candidate too (then the figure ends its turn).
 */
function moveChoices(world: World, f: Figure, enemies: Figure[]): Command[] {
  if (!enemies.length || !f.cell) return [];
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  const attackAp = spec ? lw.apPerAttack ?? apFromSpan(world, spec) : 1;
  const budget = f.apLeft > attackAp ? f.apLeft - attackAp : f.apLeft;
  const reach = reachCosts(world, f.id, budget);
  const here = `${f.cell.c},${f.cell.r}`;
  reach.set(here, 0);
  const nearest = (p: Point) => Math.min(...enemies.map((e) => dist(p, figureCentre(e, world.map.grid)!)));
  const reachInches = spec ? maxReachInches(world, spec) : 1.5;
  const nearCover = coverCells(world);
  // Cheap ranking first (cells that may reach an enemy, beside an obstacle,
  // nearer the enemy), then the costly cover test for the best few.
  const ranked = [...reach.keys()]
    .map((k) => {
      const [c, r] = k.split(',').map(Number);
      const d = nearest({ x: c + 0.5, y: r + 0.5 });
      return { k, c, r, d, group: (d <= reachInches ? 0 : 2) + (nearCover.has(k) ? 0 : 1) };
    })
    .sort((a, b) => a.group - b.group || a.d - b.d || (a.k < b.k ? -1 : 1))
    .slice(0, 16);
  if (!ranked.some((x) => x.k === here)) ranked.push({ k: here, c: f.cell.c, r: f.cell.r, d: nearest(figureCentre(f, world.map.grid)!), group: 0 });
  let best: { k: string; score: number; inRange: boolean } | null = null;
  for (const cand of ranked) {
    const moved: World = { ...world, figures: { ...world.figures, [f.id]: { ...f, cell: { c: cand.c, r: cand.r } } } };
    // Cover: how much of the figure each enemy would not see from there (unseen = 1).
    let hiddenSum = 0;
    for (const e of enemies) {
      const cov = coverOf(moved, e.id, f.id);
      hiddenSum += cov.los ? cov.hiddenFraction : 1;
    }
    const inRange = spec ? enemies.some((e) => checkAttack(moved, moved.figures[f.id], e, spec).ok) : false;
    const score = (inRange ? 10 : 0) + (hiddenSum / enemies.length) * 3 - cand.d * 0.2;
    if (!best || score > best.score || (score === best.score && cand.k === here)) best = { k: cand.k, score, inRange };
  }
  if (!best?.inRange) {
    // No square in reach brings an enemy into range: close in by route (doors, cover).
    const adv = advanceCommand(world, f, enemies, reach, (c) => legal(world, c));
    if (adv) return [adv];
  }
  return best && best.k !== here ? [{ type: 'moveFigure', figureId: f.id, to: best.k }] : [];
}

/** Farthest distance the weapon may attack at (G-RNG-1 bands; thrown 1x; melee adjacent). */
function maxReachInches(world: World, spec: WeaponSpec): number {
  if (spec.categories.length === 1 && spec.categories[0] === 'melee') return 1.5;
  const bands = optNumberList(world, 'rangeBands').length;
  const thrownOnly = !spec.categories.includes('shooting') && !spec.categories.includes('hurling');
  const multiple = thrownOnly ? Math.min(bands, optNumber(world, 'thrownMaxRangeMultiple')) : bands;
  return Math.max(1.5, spec.rangeInches * multiple);
}

const coverCache = new WeakMap<object, WeakMap<object, Set<string>>>();

/** Cells touching a wall, low wall, fence or object: where cover is likely. */
function coverCells(world: World): Set<string> {
  let inner = coverCache.get(world.walls);
  if (!inner) coverCache.set(world.walls, (inner = new WeakMap()));
  const hit = inner.get(world.objects);
  if (hit) return hit;
  const out = new Set<string>();
  const mark = (x0: number, y0: number, x1: number, y1: number) => {
    for (let r = Math.floor(Math.min(y0, y1)) - 1; r <= Math.ceil(Math.max(y0, y1)); r++)
      for (let c = Math.floor(Math.min(x0, x1)) - 1; c <= Math.ceil(Math.max(x0, x1)); c++) if (c >= 0 && r >= 0) out.add(`${c},${r}`);
  };
  for (const w of Object.values(world.walls)) mark(w.a.x, w.a.y, w.b.x, w.b.y);
  for (const o of Object.values(world.objects)) {
    if (o.shape.kind === 'circle') mark(o.shape.center.x - o.shape.radiusInches, o.shape.center.y - o.shape.radiusInches, o.shape.center.x + o.shape.radiusInches, o.shape.center.y + o.shape.radiusInches);
    else {
      const xs = o.shape.points.map((p) => p.x), ys = o.shape.points.map((p) => p.y);
      mark(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
    }
  }
  inner.set(world.objects, out);
  return out;
}
