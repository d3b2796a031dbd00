// G-GAME-3 computer player: throw area weapons where they hit most enemies
// and no friends, smoke where it cuts the enemy's better fire (./smoke),
// attack the best target it can see (./targets), otherwise move to cover
// that still sees an enemy; with no enemy in reach a defending side holds
// its positions (./hold) and the others close in by route, opening closed
// doors on the way (./advance); a brawler does not walk into a ready enemy's
// reach (./brawl); a shooter lies down to trade shots (./prone). A figure with nothing to fight with keeps
// away from the enemy (./retreat). Deterministic: no randomness outside the
// dice. It only proposes commands the rules allow (each is checked with
// resolve before it is returned).
import type { Figure, Point, World } from '../../model/schema';
import type { CellRef, Command } from '../commands';
import { freshRulesCache, type RulesCache } from '../../spatial/rulesCache';
import { blastAt, losBetween, reachCosts, weaponById, coverOf } from '../deps';
import { dist, figureCentre } from '../deps/geom';
import { resolve } from '../resolve';
import { checkAttack } from '../combat/modifiers';
import { apFromSpan } from '../combat/attack';
import { activeFigureId, canTakeTurn, isDown, livingSides } from '../state';
import { advanceCommand, routeToNearest } from './advance';
import { cellCentre, coverCells, harmfulArea, hasUsableWeapon, heldAttack, maxReachInches, standingAt } from './cells';
import { anEnemyDefends, canAttack, holdCommand, holds, shelterCommand, withinRoom } from './hold';
import { retreatCommand } from './retreat';
import { goalOf, inCells, pursueCommand, withinGoal } from './pursue';
import { blastThreatInches, crowding, inFire, spreadCommand } from './spread';
import { smokeChoices } from './smoke';
import { attackChoices } from './targets';
import { chooseAbortCommand } from './abort';
import { moduleOn } from '../../model/modules';
import { phoenixCommand } from './phoenix';
import { brawlFor } from './brawl';
import { duckCommand, firepowerAt, threatAt } from './threat';
import { optNumber } from '../options';
import { chooseWhileProne, dropBeforeShot } from './prone';

/** How much more a hit taken counts than a hit given when choosing where to stand (./threat). */
const THREAT_WEIGHT = 1.5;

const legal = (world: World, c: Command, cache: RulesCache) => !('violation' in resolve(world, c, cache));

function enemiesOf(world: World, f: Figure): Figure[] {
  return (
    Object.values(world.figures)
      // Below 1 HP a figure cannot act (G-HP-1) and no longer counts for its side: not a target.
      .filter((o) => o.sideId !== f.sideId && !isDown(o) && o.hp > 0 && o.cell)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
  );
}

/** `cache`: the session's rules cache (every what-if World shares its walls and objects, so their sight structures too). */
export function chooseCommand(world: World, figureId: string, cache: RulesCache = freshRulesCache()): Command {
  const f = world.figures[figureId];
  // A prone figure (./prone) chooses as if standing; a move becomes standing up first.
  if (f?.status.prone && !world.pendingAbort && activeFigureId(world) === figureId)
    return chooseWhileProne(
      world,
      f,
      (standing) => chooseStanding(standing, figureId, cache, false),
      (c) => legal(world, c, cache),
      (standing, move) => worthStanding(world, standing, f, move, cache),
    );
  return chooseStanding(world, figureId, cache, true);
}

/**
 * Standing up for `move` pays when the AP left after standing still reach its
 * cell, and, where an enemy gun sees the figure lying there, the cell is less
 * exposed standing than this one is lying down (G-MOD-1: prone is −1 to be
 * shot). A lawman who stood up with 1 AP to step aside was shot standing.
 */
function worthStanding(world: World, standing: World, f: Figure, move: Command, cache: RulesCache): boolean {
  if (move.type !== 'moveFigure' || !f.cell) return true;
  const to = cellKey(move.to);
  const apAfter = f.apLeft - optNumber(world, 'apStandUp');
  if (apAfter <= 0 || !reachCosts(standing, f.id, apAfter, cache).has(to)) return false;
  const enemies = enemiesOf(world, f);
  // No shot from here at anyone: lying here only holds the figure back (a stall, turn after turn).
  if (!enemies.some((e) => canAttack(world, f, e, cache))) return true;
  const now = threatAt(world, f, f.cell.c, f.cell.r, enemies, cache);
  if (now <= 0) return true;
  const [c, r] = to.split(',').map(Number) as [number, number];
  return threatAt(standing, standing.figures[f.id]!, c, r, enemies, cache) < now;
}

function chooseStanding(world: World, figureId: string, cache: RulesCache, mayDrop: boolean): Command {
  const f = world.figures[figureId];
  const end: Command = { type: 'endTurn', figureId };
  if (!f || activeFigureId(world) !== figureId) return end;
  // Module N (N-ABORT): a hit on this figure waits for its answer.
  if (world.pendingAbort) return chooseAbortCommand(world, figureId);
  if (livingSides(world).length < 2) return end;
  const enemies = enemiesOf(world, f);
  // G-AREA-3: no move of the computer ends in a burning area (Aldous walking into the oil lost the
  // Ford escort games against random play); one already standing in fire may move within it.
  const ok = (c: Command) => legal(world, c, cache) && !(c.type === 'moveFigure' && endsInFire(world, f, c.to));
  // G-WIN-5: a figure its objectives send somewhere goes there before fighting.
  const pursuit = pursueCommand(world, f, enemies, ok, cache);
  if (pursuit?.command && pursuit.shootFirst && hasUsableWeapon(f)) {
    // On its way to a zone: a shot it has now, else onward (never a detour to cover).
    for (const c of attackChoices(world, f, enemies, cache)) if (c.type === 'attack' && ok(c)) return c;
    return pursuit.command;
  }
  if (pursuit?.command && pursuit.duel && hasUsableWeapon(f)) {
    const shot = goodShot(world, f, enemies, cache);
    if (shot && ok(shot)) return shot;
  }
  if (pursuit?.command && !pursuit.fightFirst) return pursuit.command;
  const spread = spreadCommand(world, f, enemies, ok, cache, spreadLimits(world, f));
  if (spread) return spread;
  // Module P: charge when it pays, withdraw when hurt (./phoenix).
  const phoenix = moduleOn(world, 'P') && hasUsableWeapon(f) ? phoenixCommand(world, f, enemies, ok, cache) : null;
  if (phoenix) return phoenix;
  if (!hasUsableWeapon(f)) return retreatCommand(world, f, enemies, ok, cache) ?? end;
  const tries: Command[] = [];
  tries.push(...areaChoices(world, f, enemies, cache));
  tries.push(...smokeChoices(world, f, enemies, cache));
  tries.push(...attackChoices(world, f, enemies, cache));
  const moves = moveChoices(world, f, enemies, cache, ok);
  // A hold or protect goal waits while a move to cover brings an enemy into range: walking past
  // the enemy to the zone lost the Breach team its shootouts against the frozen baseline.
  if (moves.shot) tries.push(...moves.commands);
  if (pursuit?.command) tries.push(pursuit.command);
  tries.push(...moves.commands);
  // A brawler does not walk into a ready enemy's reach (./brawl).
  const brawl = brawlFor(world, f, enemies, cache);
  for (const c of tries) {
    if (!ok(c)) continue;
    if (brawl && c.type === 'moveFigure' && brawl.exposed(cellKey(c.to))) return brawl.instead(ok) ?? c;
    if (c.type === 'attack') {
      // G-MOD-1: lying down first (./prone); not on the way to a zone, not for a holder (it moves between
      // windows), not under module P (P-CHARGE riders).
      const drop = !mayDrop || pursuit?.command || moduleOn(world, 'P') || goalOf(world, f)?.kind === 'hold' ? null : dropBeforeShot(world, f, c, enemies, ok);
      if (drop) return drop;
      const aim = spareAim(world, f, enemies, cache);
      if (aim && ok(aim)) return aim;
    }
    return c;
  }
  return end;
}

/**
 * G-MOD-1 aimed +1: aim first when the AP it costs would be left over after the round's attacks
 * anyway (a rifle at 3 AP a shot with 8 AP: two shots either way), so the aim is free, and no ready
 * enemy can shoot the figure meanwhile (aiming first let the Dalton Gang's rifle shoot first).
 */
function spareAim(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Command | null {
  // Not under a ready enemy's gun: an aim is a turn, and the enemy's shot comes before the figure's.
  if (f.status.aimed || !f.cell || threatAt(world, f, f.cell.c, f.cell.r, enemies, cache) > 0) return null;
  // Nor beside a ready blade (G-ATK-3): its blow, too, comes before the aimed one.
  if (enemies.some((e) => canTakeTurn(world, e) && (heldAttack(world, e)?.ap ?? Infinity) <= e.apLeft && canAttack(world, e, f, cache))) return null;
  const held = heldAttack(world, f);
  if (!held) return null;
  const aimAp = optNumber(world, 'apAim');
  const shots = Math.floor(f.apLeft / held.ap);
  return shots >= 1 && Math.floor((f.apLeft - aimAp) / held.ap) === shots ? { type: 'aim', figureId: f.id } : null;
}

const cellKey = (to: CellRef) => (typeof to === 'string' ? to : `${to.c},${to.r}`);

/** A shot that hits at least 3 times in 10 (G-ROLL-1: AV ≥ 3) at an enemy that can shoot the figure back where it stands. */
const GOOD_SHOT_AV = 3;

/**
 * Walking to the strongbox under a lawman's rifle, with a 60% shot at him, lost the Dalton Gang its
 * games against the frozen baseline: the fetcher takes such a shot first (G-WIN-5 fetch). From 5 in
 * 10 down to 3 in 10 the gang went from 49.7% to 56.5% of 600 against the baseline.
 */
function goodShot(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Command | null {
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  if (!spec || spec.area) return null;
  for (const c of attackChoices(world, f, enemies, cache)) {
    if (c.type !== 'attack') continue;
    const e = world.figures[c.targetId]!;
    const check = checkAttack(world, f, e, spec, cache);
    const av = check.ok ? f.stats.bod + check.modifiers.reduce((s, m) => s + m.value, 0) : 0;
    return av >= GOOD_SHOT_AV && canAttack(world, e, f, cache) ? c : null;
  }
  return null;
}

/** A move to the cell ends in a burning area the figure does not stand in already. */
function endsInFire(world: World, f: Figure, to: CellRef): boolean {
  const [c, r] = typeof to === 'string' ? (to.split(',').map(Number) as [number, number]) : [to.c, to.r];
  return inFire(world, cellCentre(world, c, r)) && !inFire(world, figureCentre(f, world.map.grid)!);
}

/** For ./spread: AP kept for an attack with the held weapon, and a holding figure's zone. */
function spreadLimits(world: World, f: Figure): { keepAp: number; allowed?: (k: string) => boolean } {
  const keepAp = heldAttack(world, f)?.ap ?? 0;
  const goal = goalOf(world, f);
  if (goal?.kind !== 'hold' || !inCells(f, goal.cells)) return { keepAp };
  const keys = new Set(goal.cells.map((c) => `${c.c},${c.r}`));
  return { keepAp, allowed: (k) => keys.has(k) };
}

/** Area weapons: the enemy position whose burst catches most enemies and no friend. */
function areaChoices(world: World, f: Figure, enemies: Figure[], cache: RulesCache): Command[] {
  const out: Command[] = [];
  f.loadout.weapons.forEach((lw, index) => {
    const spec = harmfulArea(lw);
    if (!spec) return;
    const from = figureCentre(f, world.map.grid)!;
    let best: { at: Point; hits: number } | null = null;
    for (const e of enemies) {
      const at = figureCentre(e, world.map.grid)!;
      if (!losBetween(world, from, at, cache)) continue;
      // Keep the thrower out of its own burst, with a margin for scatter.
      if (dist(from, at) <= spec.area.radiusInches + 1) continue;
      const hit = blastAt(world, at, spec.area.radiusInches, cache)
        .affected.map((id) => world.figures[id])
        .filter((o) => o && !isDown(o));
      if (hit.some((o) => o.sideId === f.sideId)) continue;
      const n = hit.filter((o) => o.sideId !== f.sideId && o.hp > 0).length;
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

/**
 * Score a cell loses per friend within one burst of it (./spread) while an enemy holds a burst ready:
 * the Dusty Street lawmen stepped up beside each other in the bank to shoot, and the random Kid's one
 * stick took both (the Law against random play, seeds 1 / 5001 / 10001: 584 → 589 of 600 wins).
 */
const CROWD_PENALTY = 10;

/**
 * Move so that an enemy is in reach and the enemies see as little of the
 * figure as possible (G-GAME-3 "moving to cover"); keep AP for an attack when
 * possible. Staying put is a candidate too (then the figure ends its turn).
 */
function moveChoices(world: World, f: Figure, enemies: Figure[], cache: RulesCache, ok: (c: Command) => boolean): { commands: Command[]; shot: boolean } {
  if (!enemies.length || !f.cell) return { commands: [], shot: false };
  const lw = f.loadout.weapons[f.loadout.activeWeapon];
  const spec = lw ? weaponById(lw.catalogueId) : undefined;
  const attackAp = spec ? (lw.apPerAttack ?? apFromSpan(world, spec)) : 1;
  const budget = f.apLeft > attackAp ? f.apLeft - attackAp : f.apLeft;
  const holding = holds(world, f);
  // G-WIN-5: a figure standing in its side's hold zone never steps out of it, holding or not: after
  // aiHoldRounds quiet rounds the Harlans walked out of the farmhouse in round 6 and lost the hold
  // they had kept five rounds (draws against random play). Not when the enemy defends too (no stall).
  const goal = goalOf(world, f);
  const inHoldZone = goal?.kind === 'hold' && inCells(f, goal.cells) && !anEnemyDefends(world, f.sideId);
  // A holding figure looks for a shot, or a better post, only inside its own room.
  const all = reachCosts(world, f.id, budget, cache);
  const reach = holding || inHoldZone ? withinGoal(world, f, holding ? withinRoom(world, f, all) : all) : all;
  const here = `${f.cell.c},${f.cell.r}`;
  // Out of AP for another attack this round: out of the ready enemies' sight (./threat).
  const duck = duckCommand(world, f, enemies, reach, ok, cache);
  if (duck) return { commands: [duck], shot: false };
  reach.set(here, 0);
  const nearest = (p: Point) => Math.min(...enemies.map((e) => dist(p, figureCentre(e, world.map.grid)!)));
  const reachInches = spec ? maxReachInches(world, spec) : 1.5;
  const nearCover = coverCells(world);
  // Cheap ranking first (cells that may reach an enemy, beside an obstacle,
  // nearer the enemy), then the costly cover test for the best few.
  const ranked = [...reach.keys()]
    .map((k) => {
      const [c, r] = k.split(',').map(Number);
      const d = nearest(cellCentre(world, c!, r!));
      return { k, c, r, d, group: (d <= reachInches ? 0 : 2) + (nearCover.has(k) ? 0 : 1) };
    })
    .sort((a, b) => a.group - b.group || a.d - b.d || (a.k < b.k ? -1 : 1))
    .slice(0, 16);
  if (!ranked.some((x) => x.k === here)) ranked.push({ k: here, c: f.cell.c, r: f.cell.r, d: nearest(figureCentre(f, world.map.grid)!), group: 0 });
  const blastRadius = blastThreatInches(world, f, enemies);
  let best: { k: string; score: number; inRange: boolean } | null = null;
  for (const cand of ranked) {
    const moved = standingAt(world, f, cand.c, cand.r);
    // Cover: how much of the figure each enemy would not see from there (unseen = 1).
    let hiddenSum = 0;
    for (const e of enemies) {
      const cov = coverOf(moved, e.id, f.id, cache);
      hiddenSum += cov.los ? cov.hiddenFraction : 1;
    }
    const inRange = spec ? enemies.some((e) => checkAttack(moved, moved.figures[f.id], e, spec, cache).ok) : false;
    // Lines of fire (./threat): a cell in range is worth the hits the figure can expect from it with
    // the AP left, less the hits the ready enemies can expect on it there first.
    const apThere = f.apLeft - (reach.get(cand.k) ?? 0);
    const trade = inRange ? firepowerAt(world, f, cand.c!, cand.r!, apThere, enemies, cache) - THREAT_WEIGHT * threatAt(world, f, cand.c!, cand.r!, enemies, cache) : 0;
    // ./spread: a cell within one burst of a friend, while an enemy holds a burst ready, is a cell two die in.
    const crowded = blastRadius > 0 ? crowding(world, f, cellCentre(world, cand.c!, cand.r!), blastRadius) : 0;
    const score = (inRange ? 10 : 0) + trade + (hiddenSum / enemies.length) * 3 - cand.d * 0.2 - CROWD_PENALTY * crowded;
    if (!best || score > best.score || (score === best.score && cand.k === here)) best = { k: cand.k, score, inRange };
  }
  if (!best?.inRange) {
    // No cell in reach brings an enemy into range: hold (a defending side), or close in by route (doors, cover).
    const route = routeToNearest(world, f, enemies, cache);
    const shelter = holding ? shelterCommand(world, f, enemies, reach, ok, cache) : null;
    if (shelter) return { commands: [shelter], shot: false };
    const hold = holding ? holdCommand(world, f, route, reach, ok, cache) : null;
    if (hold) return { commands: [hold], shot: false };
    const adv = inHoldZone ? null : advanceCommand(world, f, enemies, reach, ok, cache, route);
    if (adv) return { commands: [adv], shot: false };
    // No progress possible: step into cover only when an enemy can attack the figure where it
    // stands; else stay (shuffling between cells wastes AP and can go on until the round limit).
    if (!enemies.some((e) => canAttack(world, e, f, cache))) return { commands: [], shot: false };
  }
  return { commands: best && best.k !== here ? [{ type: 'moveFigure', figureId: f.id, to: best.k }] : [], shot: !!best?.inRange && best.k !== here };
}
