// G-WIN-5 computer player, a precious runner: a figure that must reach a zone
// but cannot fight (no usable weapon), or whose fall wins the game for the
// enemy (a `destroy` objective names it), does not walk into fire. It moves
// toward its zone only through cells the enemy threatens no more than
// where it stands (hardly at all when it is safe there), else
// keeps away from the enemy (./retreat) letting its side clear the way, until the
// rounds left are barely enough to get there: then it goes by the shortest
// route. (Master Aldous walking into the ford under three bows lost the
// escort ~100% of games against the frozen baseline, where he stayed back.)
import type { Cell, Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import type { RulesCache } from '../../spatial/rulesCache';
import { coverOf, reachCosts, weaponById } from '../deps';
import { dist, figureCentre } from '../deps/geom';
import { cellCentre, harmfulArea, hasUsableWeapon, maxReachInches, roundsLeft, standingAt } from './cells';
import { goalField } from './advance';
import { retreatCommand } from './retreat';

/** Threat (./danger) a step may carry and still count as safe: a sliver of one shooter's view. */
const SAFE = 0.25;

/** The figure cannot fight, or an enemy side wins by putting it down. */
export function isPrecious(world: World, f: Figure): boolean {
  if (!hasUsableWeapon(f)) return true;
  return Object.entries(world.scenario.objectives).some(([sideId, list]) => sideId !== f.sideId && list.some((o) => o.kind === 'destroy' && o.figure === f.id));
}

/** The longest plain-weapon reach of the enemy, in inches (1.5: melee only). */
function enemyReachInches(world: World, e: Figure): number {
  let best = 0;
  for (const lw of e.loadout.weapons) {
    const spec = weaponById(lw.catalogueId);
    if (!spec || spec.area) continue;
    best = Math.max(best, maxReachInches(world, spec));
  }
  return best;
}

/** The longest throw of a harmful area weapon the enemy still has, in inches (0: none). */
function lobReachInches(world: World, e: Figure): number {
  let best = 0;
  for (const lw of e.loadout.weapons) {
    const spec = harmfulArea(lw);
    if (spec) best = Math.max(best, maxReachInches(world, spec));
  }
  return best;
}

/**
 * How much the enemies threaten the figure standing on `cell` next turn: an
 * enemy that could walk into melee counts 1, a shooter within its reach
 * counts the part of the figure it sees (G-COV-1), one that could walk
 * within reach 0.4.
 */
function danger(world: World, f: Figure, cell: Cell, enemies: Figure[], walks: Map<string, Set<string>>, cache: RulesCache): number {
  const moved = standingAt(world, f, cell.c, cell.r);
  const p = cellCentre(world, cell.c, cell.r);
  let sum = 0;
  for (const e of enemies) {
    const at = figureCentre(e, world.map.grid)!;
    const d = dist(p, at);
    const walk = walks.get(e.id)!;
    let melee = false;
    for (let dc = -1; dc <= 1 && !melee; dc++) for (let dr = -1; dr <= 1 && !melee; dr++) melee = walk.has(`${cell.c + dc},${cell.r + dr}`);
    if (melee) {
      sum += 1;
      continue;
    }
    // G-AREA-3: a thrown flask or stick within a throw (and a walk) burns or blasts the whole figure;
    // Master Aldous walking within Firebrand Mags's throw lost the escort its games against random play.
    const lob = lobReachInches(world, e);
    if (lob > 0 && d <= lob + e.stats.ap) {
      sum += d <= lob ? 1 : 0.4;
      continue;
    }
    const reach = enemyReachInches(world, e);
    if (reach < 6 || d > reach + e.stats.ap) continue;
    const cov = d <= reach ? coverOf(moved, e.id, f.id, cache) : null;
    // In its sight now: the part it sees; else a shooter that may walk into range and sight counts a little.
    sum += cov?.los ? 1 - cov.hiddenFraction : 0.4;
  }
  return sum;
}

/**
 * The runner's command toward `cells`, or null to fall back on the plain
 * shortest-route pursuit (time is short, or nothing to choose).
 */
export function runnerCommand(world: World, f: Figure, cells: Cell[], enemies: Figure[], legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  if (!f.cell || !cells.length || !enemies.length) return null;
  const field = goalField(world, f, cells, cache);
  if (!field) return null;
  const left = (c: number, r: number) => {
    const v = field.apCostAt(c, r);
    return v < 0 ? Infinity : v;
  };
  const hereLeft = left(f.cell.c, f.cell.r);
  if (world.scenario.maxRounds !== undefined && Number.isFinite(hereLeft)) {
    const turnsNeeded = Math.ceil(hereLeft / Math.max(1, f.stats.ap));
    // One round of slack for figures in the way: then it must go now.
    if (turnsNeeded + 1 >= roundsLeft(world)) return null;
  }
  // An enemy with nothing to fight with threatens nobody.
  const armed = enemies.filter(hasUsableWeapon);
  if (!armed.length) return null;
  const walks = new Map(armed.map((e) => [e.id, new Set(e.cell ? reachCosts(world, e.id, e.stats.ap, cache).keys() : [])]));
  walks.forEach((s, id) => {
    const e = world.figures[id]!;
    if (e.cell) s.add(`${e.cell.c},${e.cell.r}`);
  });
  const reach = reachCosts(world, f.id, f.apLeft, cache);
  const here = `${f.cell.c},${f.cell.r}`;
  reach.set(here, 0);
  // The most promising cells by progress (and the cheapest, to hide), then the costly danger test.
  const all = [...reach].map(([k, ap]) => {
    const [c, r] = k.split(',').map(Number) as [number, number];
    return { k, c, r, ap, left: left(c, r) };
  });
  const byProgress = [...all].sort((a, b) => a.left - b.left || a.ap - b.ap || (a.k < b.k ? -1 : 1)).slice(0, 24);
  const byCost = [...all].sort((a, b) => a.ap - b.ap || (a.k < b.k ? -1 : 1)).slice(0, 16);
  const cands = new Map([...byProgress, ...byCost].map((x) => [x.k, x]));
  // A step toward the zone that the enemy threatens no more than where the figure stands (and
  // hardly at all when it is safe there): take the one with the most progress.
  const limit = Math.max(SAFE, danger(world, f, f.cell, armed, walks, cache) + 1e-9);
  const onward = [...cands.values()].filter((x) => x.left < hereLeft);
  // No step makes progress (a shut door on the way): the plain pursuit opens or unlocks it.
  if (!onward.length) return null;
  const safe = onward.sort((a, b) => a.left - b.left || a.ap - b.ap || (a.k < b.k ? -1 : 1)).find((x) => danger(world, f, { c: x.c, r: x.r }, armed, walks, cache) <= limit);
  if (!safe) {
    // None: keep away from the enemy, near cover and friends (./retreat), or wait where it stands.
    const away = retreatCommand(world, f, enemies, legal, cache);
    if (away) return away;
    // End the turn, never pass: a holding enemy passes too, and two passers would stall the game.
    return { type: 'endTurn', figureId: f.id };
  }
  const best = safe;
  const move: Command = { type: 'moveFigure', figureId: f.id, to: best.k };
  return legal(move) ? move : null;
}
