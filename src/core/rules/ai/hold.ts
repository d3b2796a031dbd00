// G-GAME-3 computer player, holding a position: a defending side's figure
// with a ranged weapon that has no target does not walk out to meet the
// enemy; it waits in cover where it watches the way the enemy must come
// (moving along that way to the first such cell if it is not on one).
// A side defends when its objectives say so: a hold on a zone it stands in,
// or survive for the whole side (G-WIN-5; the old guess from the victory text is gone). So that a game cannot stall, nobody
// holds when every side defends, nor after `aiHoldRounds` rounds while no
// figure has been hurt yet (no contact). Stateless and deterministic: all
// of it is read from the World.
import type { RulesCache } from '../../spatial/rulesCache';
import type { Cell, Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { losBetween, weaponById } from '../deps';
import { checkAttack } from '../combat/modifiers';
import { dist } from '../deps/geom';
import { optNumber } from '../options';
import { canTakeTurn, isDown } from '../state';
import { cellCentre, coverCells, hasRangedWeapon, roomOf } from './cells';
import type { Route } from './advance';
import { zoneCells } from '../../model/zones';

/**
 * The side's objectives make it defend: the whole side surviving, or a hold
 * on a zone it stands in. A hold on a zone still to be taken (the Breach
 * team's server room) is an attack: counting it as defence made both sides
 * "defend", so nobody held and the crew walked out into the team's fire.
 */
export function sideDefends(world: World, sideId: string): boolean {
  return (world.scenario.objectives[sideId] ?? []).some((o) => {
    if (o.kind === 'survive') return !o.figures;
    if (o.kind !== 'hold') return false;
    const zone = world.scenario.zones[o.zone];
    if (!zone) return false;
    const keys = new Set(zoneCells(world, zone).map((c) => `${c.c},${c.r}`));
    return Object.values(world.figures).some((f) => f.sideId === sideId && !isDown(f) && f.hp > 0 && f.cell && keys.has(`${f.cell.c},${f.cell.r}`));
  });
}

/** Some figure has been hurt or put down: the sides have met. */
export function contactMade(world: World): boolean {
  return Object.values(world.figures).some((f) => isDown(f) || f.hp < f.stats.hp);
}

/** The side holds this round: it defends, no side it fights defends, and the hold has not run out. */
export function sideHolds(world: World, sideId: string): boolean {
  const rounds = optNumber(world, 'aiHoldRounds');
  if (rounds <= 0 || !sideDefends(world, sideId) || anEnemyDefends(world, sideId)) return false;
  return world.turn.round <= rounds || contactMade(world);
}

/** Some side this side fights defends too (then nobody holds, so that the game cannot stall). */
export function anEnemyDefends(world: World, sideId: string): boolean {
  const others = new Set(
    Object.values(world.figures)
      .filter((o) => o.sideId !== sideId && !isDown(o) && o.hp > 0)
      .map((o) => o.sideId),
  );
  for (const s of others) if (sideDefends(world, s)) return true;
  return false;
}

/** From `i`, some later cell of the path at least 3" away is in sight: the approach is watched. */
function watches(world: World, path: Cell[], i: number, cache: RulesCache): boolean {
  const p = cellCentre(world, path[i]!.c, path[i]!.r);
  for (let j = path.length - 1; j > i; j--) {
    const q = cellCentre(world, path[j]!.c, path[j]!.r);
    if (dist(p, q) >= 3 && losBetween(world, p, q, cache)) return true;
  }
  return false;
}

/** The figure holds this turn: a ranged weapon and its side holds. */
export function holds(world: World, f: Figure): boolean {
  return !!f.cell && hasRangedWeapon(f) && sideHolds(world, f.sideId);
}

/** Of the cells in reach, those in the figure's own room: a holding figure does not leave it. */
export function withinRoom(world: World, f: Figure, reach: Map<string, number>): Map<string, number> {
  const room = roomOf(world);
  const W = world.map.widthCells;
  const mine = room[f.cell!.r * W + f.cell!.c];
  const out = new Map<string, number>();
  for (const [k, ap] of reach) {
    const [c, r] = k.split(',').map(Number) as [number, number];
    if (room[r * W + c] === mine) out.set(k, ap);
  }
  return out;
}

/**
 * What a holding figure does when no enemy is in reach: a move to the first
 * cell of its route (within `reach`: this turn, in its own room) that is
 * in cover and watches the route; else, in cover, it stays: it passes while
 * an enemy may still act this round (so it gets a later chance to shoot),
 * or ends its turn. Null when it should not stay (it closes in instead).
 */
export function holdCommand(world: World, f: Figure, route: Route | null, reach: Map<string, number>, legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  if (!f.cell) return null;
  const cover = coverCells(world);
  const here = `${f.cell.c},${f.cell.r}`;
  let stay = cover.has(here);
  if (route && route.path.length > 1) {
    const path = route.path;
    for (let i = 0; i < path.length - 1; i++) {
      const k = `${path[i]!.c},${path[i]!.r}`;
      if (i > 0 && !reach.has(k)) break;
      if (!cover.has(k) || !watches(world, path, i, cache)) continue;
      if (i === 0) {
        stay = true;
        break;
      }
      const move: Command = { type: 'moveFigure', figureId: f.id, to: k };
      if (legal(move)) return move;
    }
  }
  if (!stay) return null;
  const enemyMayAct = Object.values(world.figures).some((o) => o.sideId !== f.sideId && o.cell && canTakeTurn(world, o));
  const pass: Command = { type: 'pass', figureId: f.id };
  return enemyMayAct && legal(pass) ? pass : { type: 'endTurn', figureId: f.id };
}

/** The enemy's held weapon (a plain one) could attack the figure where it stands. */
export function canAttack(world: World, e: Figure, f: Figure, cache: RulesCache): boolean {
  const lw = e.loadout.weapons[e.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  return !!spec && !spec.area && checkAttack(world, e, f, spec, cache).ok;
}

/**
 * A holding figure that an enemy can attack where it stands, with no shot of
 * its own from any cell in reach: the cell of its post (`reach`, its room or
 * zone) open to the fewest enemies, the cheapest of those. Waiting at a window
 * it cannot shoot through while the raiders shot in lost the Harlans nine in
 * ten games against the frozen baseline (G-LOS-2 samples the target's whole
 * square from the attacker's centre, so a figure beside a window's edge can
 * be seen without seeing). Null when no cell is open to fewer enemies.
 */
export function shelterCommand(world: World, f: Figure, enemies: Figure[], reach: Map<string, number>, legal: (c: Command) => boolean, cache: RulesCache): Command | null {
  if (!f.cell) return null;
  const threats = (w: World, me: Figure) => enemies.filter((e) => canAttack(w, e, me, cache)).length;
  const now = threats(world, f);
  if (!now) return null;
  let best: { k: string; n: number; ap: number } | null = null;
  for (const [k, ap] of reach) {
    const [c, r] = k.split(',').map(Number) as [number, number];
    if (c === f.cell.c && r === f.cell.r) continue;
    const moved: World = { ...world, figures: { ...world.figures, [f.id]: { ...f, cell: { c, r } } } };
    const n = threats(moved, moved.figures[f.id]!);
    if (n >= now) continue;
    if (!best || n < best.n || (n === best.n && (ap < best.ap || (ap === best.ap && k < best.k)))) best = { k, n, ap };
  }
  if (!best) return null;
  const move: Command = { type: 'moveFigure', figureId: f.id, to: best.k };
  return legal(move) ? move : null;
}
