// G-GAME-3 computer player: attack the best target it can see, throw area
// weapons where they hit most enemies and no friends, otherwise move to
// cover that still sees an enemy, or close in. It only proposes commands the
// rules allow (each is checked with resolve before it is returned).
import type { Figure, Point, World } from '../../model/schema';
import type { Command } from '../commands';
import { blastAt, losBetween, reachCosts, weaponById, coverOf } from '../deps';
import { dist, figureCentre } from '../deps/geom';
import { resolve } from '../resolve';
import { checkAttack } from '../combat/modifiers';
import { apFromSpan } from '../combat/attack';
import { activeFigureId, isDown, livingSides } from '../state';

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
 * Move so that an enemy is in sight and the enemies see as little of the
 * figure as possible; keep AP for at least one attack when possible.
 */
function moveChoices(world: World, f: Figure, enemies: Figure[]): Command[] {
  if (!enemies.length || !f.cell) return [];
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  const attackAp = spec ? lw.apPerAttack ?? apFromSpan(world, spec) : 1;
  const budget = f.apLeft > attackAp ? f.apLeft - attackAp : f.apLeft;
  const reach = reachCosts(world, f.id, budget);
  const here = `${f.cell.c},${f.cell.r}`;
  const nearest = (p: Point) => Math.min(...enemies.map((e) => dist(p, figureCentre(e, world.map.grid)!)));
  const candidates = [...reach.keys()].filter((k) => k !== here);
  // Score a handful of the cells nearest the enemy first (cheap), then cover for the best few.
  const ranked = candidates
    .map((k) => {
      const [c, r] = k.split(',').map(Number);
      return { k, c, r, d: nearest({ x: c + 0.5, y: r + 0.5 }) };
    })
    .sort((a, b) => a.d - b.d || (a.k < b.k ? -1 : 1))
    .slice(0, 12);
  let best: { k: string; score: number } | null = null;
  for (const cand of ranked) {
    const moved: World = { ...world, figures: { ...world.figures, [f.id]: { ...f, cell: { c: cand.c, r: cand.r } } } };
    // Cover: how much of the figure each enemy would not see from there (unseen = 1).
    let hiddenSum = 0;
    for (const e of enemies) {
      const cov = coverOf(moved, e.id, f.id);
      hiddenSum += cov.los ? cov.hiddenFraction : 1;
    }
    const inRange = spec ? enemies.some((e) => checkAttack(moved, { ...f, cell: { c: cand.c, r: cand.r } }, e, spec).ok) : false;
    const score = (inRange ? 10 : 0) + (hiddenSum / enemies.length) * 3 - cand.d * 0.2;
    if (!best || score > best.score) best = { k: cand.k, score };
  }
  return best ? [{ type: 'moveFigure', figureId: f.id, to: best.k }] : [];
}
