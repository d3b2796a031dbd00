// G-GAME-3 computer player, lying down to shoot: a prone shooter is +1 with a
// shooting weapon and −1 to be shot at range (G-MOD-1) for one AP (G-ACT-1),
// for as long as it stays down; but it crawls at double cost, stands up for
// another AP, and is +1 to be struck in melee. So a figure about to trade
// shots from where it stands drops first when it still has AP for that shot
// afterwards, no blade can walk up to it, and no burst an enemy carries could
// take it and a friend together (the figures spread out from those, ./spread,
// and a prone one must stand first).
// Dropping costs a turn under a ready gun too: measured, the lasting +1/−1
// pays for the shot the enemy gets first (Dusty Street's gang against the
// frozen baseline: 48% of 600 games standing, 52% lying down; waiting until
// no ready gun sees it gained nothing). Staying on its feet whenever an enemy
// carried a burst kept the Law standing all game: 46.8% and 52.2% of 600 games
// against the baseline (seeds 1 and 5001), against 52.7% and 53.3% now.
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { dist, figureCentre } from '../deps/geom';
import { optNumber } from '../options';
import { harmfulArea, heldAttack, maxReachInches, MELEE_INCHES } from './cells';
import { crowding } from './spread';

/** An enemy holding a blade near enough to walk up and strike this round or the next (its AP in inches). */
function bladeNear(world: World, f: Figure, enemies: Figure[]): boolean {
  const at = figureCentre(f, world.map.grid);
  if (!at) return true;
  return enemies.some((e) => {
    const held = heldAttack(world, e);
    const other = figureCentre(e, world.map.grid);
    const melee = !held || maxReachInches(world, held.spec) <= MELEE_INCHES;
    return melee && other !== null && dist(at, other) <= e.stats.ap + MELEE_INCHES;
  });
}

/** An enemy carries a burst (drawn or not) that could take the figure and a friend together. */
function burstRisk(world: World, f: Figure, enemies: Figure[]): boolean {
  const radius = Math.max(0, ...enemies.flatMap((e) => e.loadout.weapons.map((lw) => harmfulArea(lw)?.area.radiusInches ?? 0)));
  if (radius <= 0) return false;
  const at = figureCentre(f, world.map.grid);
  return !at || crowding(world, f, at, radius) > 0;
}

/**
 * Drop prone before `chosen`, an attack with a shooting weapon from where the
 * figure stands, when the AP left after dropping still pays for that attack.
 */
export function dropBeforeShot(world: World, f: Figure, chosen: Command, enemies: Figure[], legal: (c: Command) => boolean): Command | null {
  if (chosen.type !== 'attack' || f.status.prone) return null;
  const held = heldAttack(world, f);
  if (!held || !held.spec.categories.includes('shooting')) return null;
  if (f.apLeft - optNumber(world, 'apDropProne') < held.ap) return null;
  if (bladeNear(world, f, enemies) || burstRisk(world, f, enemies)) return null;
  const drop: Command = { type: 'dropProne', figureId: f.id };
  return legal(drop) ? drop : null;
}

/**
 * A prone figure chooses as if standing (`choose` runs on that World); a move
 * it picks becomes standing up first (crawling costs double, G-ACT-1) when
 * `worthStanding` says the move pays for it, else it ends its turn lying
 * down; anything else is done lying down.
 */
export function chooseWhileProne(world: World, f: Figure, choose: (standing: World) => Command, legal: (c: Command) => boolean, worthStanding: (standing: World, move: Command) => boolean): Command {
  const standing: World = { ...world, figures: { ...world.figures, [f.id]: { ...f, status: { ...f.status, prone: false } } } };
  const c = choose(standing);
  const moves = c.type === 'moveFigure' || c.type === 'charge' || c.type === 'withdraw' || c.type === 'flee';
  if (!moves && legal(c)) return c;
  const up: Command = { type: 'standUp', figureId: f.id };
  const end: Command = { type: 'endTurn', figureId: f.id };
  if (moves && !worthStanding(standing, c)) return end;
  return legal(up) ? up : end;
}
