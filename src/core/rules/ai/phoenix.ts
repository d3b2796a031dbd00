// G-GAME-3 computer player with module P on (RULES §9.1): a hurt figure in
// melee withdraws (P-RETREAT) rather than fleeing into free blows; a figure
// with a melee weapon charges (P-CHARGE) when that pays: its lance-like
// weapon doubles, or walking there and striking would not fit in its AP.
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import type { RulesCache } from '../../spatial/rulesCache';
import { reachCosts } from '../deps';
import { dist, figureCentre, footprintGap } from '../deps/geom';
import { heldWeapon } from '../combat/attack';
import { RuleViolation } from '../ctx';
import { isLanceLike } from '../modules/p/attackPlan';
import { planCharge } from '../modules/p/charge';
import { engagedEnemies } from '../modules/p/retreat';

/** Hurt: at a third of its HP or less. */
const hurt = (f: Figure) => f.hp * 3 <= f.stats.hp;

export function phoenixCommand(world: World, f: Figure, enemies: Figure[], legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  if (!f.cell) return null;
  const engaged = engagedEnemies(world, f);
  if (engaged.length) return hurt(f) ? withdrawCommand(world, f, enemies, legal, cache) : null;
  return chargeCommand(world, f, enemies, legal, cache);
}

function withdrawCommand(world: World, f: Figure, enemies: Figure[], legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  const grid = world.map.grid;
  const pts = enemies.map((e) => figureCentre(e, grid)!);
  const cands = [...reachCosts(world, f.id, Math.floor(f.apLeft / 3), cache).keys()]
    .map((k) => {
      const [c, r] = k.split(',').map(Number) as [number, number];
      const moved = { ...f, cell: { c, r } };
      const p = figureCentre(moved, grid)!;
      return { k, free: enemies.every((e) => footprintGap(moved, e, grid) > 1), d: Math.min(...pts.map((q) => dist(p, q))) };
    })
    .filter((x) => x.free)
    .sort((a, b) => b.d - a.d || (a.k < b.k ? -1 : 1));
  for (const x of cands.slice(0, 6)) {
    const c: Command = { type: 'withdraw', figureId: f.id, to: x.k };
    if (legal(c)) return c;
  }
  return null;
}

function chargeCommand(world: World, f: Figure, enemies: Figure[], legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  let w;
  try {
    w = heldWeapon(world, f, undefined);
  } catch (err) {
    if (err instanceof RuleViolation) return null;
    throw err;
  }
  if (!w.spec.categories.includes('melee') || w.spec.categories.some((c) => c === 'shooting' || c === 'hurling')) return null;
  const lance = isLanceLike(world, w.catalogueId);
  const from = figureCentre(f, world.map.grid)!;
  // Nearest first: a charge is at most 1.5x the squares the AP buys.
  const near = enemies.filter((e) => e.cell && dist(from, figureCentre(e, world.map.grid)!) <= 1.5 * f.apLeft + 1).sort((a, b) => a.hp - b.hp || (a.id < b.id ? -1 : 1));
  for (const e of near) {
    const plan = planCharge(world, f, e, null, cache);
    if ('reason' in plan) continue;
    const pays = lance || plan.ordinaryAp + w.apPerAttack > f.apLeft;
    if (!pays || plan.apCost + w.apPerAttack > f.apLeft) continue;
    const c: Command = { type: 'charge', figureId: f.id, targetId: e.id };
    if (legal(c)) return c;
  }
  return null;
}
