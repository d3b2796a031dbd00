// The objective judge (G-WIN-1…4): pure questions about a World. Whether each
// objective holds, who has won, and in plain words why. Called by the engine
// after every action and at each round's end (./engine), by the computer
// player to know what to pursue, and by `grit sim` to count wins by objective.
import type { Figure, World } from '../../model/schema';
import type { Objective, Outcome, Zone } from '../../model/objectives';
import { zoneIndexSet } from '../../model/zones';
import { canActPhysically, isDown } from '../state';

/** In the fight: not down and above 0 HP (as livingSides counts). */
export function isUp(f: Figure): boolean {
  return !isDown(f) && f.hp > 0;
}

export function holdKey(sideId: string, objectiveId: string): string {
  return `${sideId}:${objectiveId}`;
}

/** The last round whose end has been reached: the one just ended, else the one before the current. */
function lastEnded(world: World, roundEnded: number | null): number {
  return roundEnded ?? world.turn.round - 1;
}

function sideFigures(world: World, sideId: string): Figure[] {
  return Object.values(world.figures).filter((f) => f.sideId === sideId);
}

function inZone(world: World, f: Figure, zone: Set<number>): boolean {
  return !!f.cell && zone.has(f.cell.r * world.map.widthCells + f.cell.c);
}

/** G-WIN-1 hold: the side has a figure able to act in the zone and the enemy none. */
export function zoneHeldBy(world: World, sideId: string, zone: Zone): boolean {
  const cells = zoneIndexSet(world, zone);
  let mine = false;
  for (const f of Object.values(world.figures)) {
    if (!canActPhysically(f) || f.hp < 1 || !inZone(world, f, cells)) continue;
    if (f.sideId === sideId) mine = true;
    else return false;
  }
  return mine;
}

/** Does objective `o` of `sideId` hold now? `roundEnded` is the round whose end is being judged, if any. */
export function objectiveMet(world: World, sideId: string, o: Objective, roundEnded: number | null = null): boolean {
  switch (o.kind) {
    case 'eliminate': {
      const targets = o.figures ? o.figures.map((id) => world.figures[id]).filter((f): f is Figure => !!f) : Object.values(world.figures).filter((f) => f.sideId !== sideId);
      return targets.length > 0 && targets.every((f) => !isUp(f) || !f.cell);
    }
    case 'reach': {
      const zone = world.scenario.zones[o.zone];
      if (!zone) return false;
      const cells = zoneIndexSet(world, zone);
      const pool = o.figures ? o.figures.map((id) => world.figures[id]).filter((f): f is Figure => !!f) : sideFigures(world, sideId);
      const need = o.count ?? (o.figures ? o.figures.length : 1);
      return pool.filter((f) => isUp(f) && inZone(world, f, cells)).length >= need;
    }
    case 'hold': {
      const rounds = world.objectiveRounds?.[holdKey(sideId, o.id)] ?? 0;
      return rounds >= (o.forRounds ?? 1) && (o.atRound === undefined || lastEnded(world, roundEnded) >= o.atRound);
    }
    case 'survive': {
      const pool = o.figures ? o.figures.map((id) => world.figures[id]).filter((f): f is Figure => !!f) : sideFigures(world, sideId);
      const need = o.count ?? pool.length;
      return lastEnded(world, roundEnded) >= o.untilRound && pool.filter(isUp).length >= need;
    }
    case 'protect': {
      const f = world.figures[o.figure];
      return !!f && isUp(f);
    }
    case 'destroy': {
      const f = world.figures[o.figure];
      return !!f && !isUp(f);
    }
    case 'take': {
      const item = world.items[o.item];
      const zone = world.scenario.zones[o.zone];
      const carrier = item?.carriedBy ? world.figures[item.carriedBy] : undefined;
      return !!zone && !!carrier && carrier.sideId === sideId && isUp(carrier) && inZone(world, carrier, zoneIndexSet(world, zone));
    }
  }
}

function names(world: World, ids: string[] | undefined): string | null {
  return ids ? ids.map((id) => world.figures[id]?.name ?? id).join(' and ') : null;
}

/** The objective in plain words, for the log, the panel and `grit sim`. */
export function describeObjective(world: World, o: Objective): string {
  if (o.label) return o.label;
  const zone = 'zone' in o ? world.scenario.zones[o.zone] : undefined;
  const zoneName = zone?.name ?? ('zone' in o ? o.zone : '');
  switch (o.kind) {
    case 'eliminate':
      return `put ${names(world, o.figures) ?? 'every enemy figure'} out of the fight`;
    case 'reach': {
      const who = names(world, o.figures) ?? (o.count && o.count > 1 ? `${o.count} figures` : 'a figure');
      return zone?.exit ? `get ${who} off the map through ${zoneName}` : `get ${who} to ${zoneName}`;
    }
    case 'hold':
      return `hold ${zoneName}${o.forRounds && o.forRounds > 1 ? ` for ${o.forRounds} rounds running` : ''}${o.atRound ? ` at the end of round ${o.atRound}` : ''}`;
    case 'survive':
      return `keep ${names(world, o.figures) ?? (o.count ? `${o.count} figures` : 'every figure')} up until the end of round ${o.untilRound}`;
    case 'protect':
      return `keep ${world.figures[o.figure]?.name ?? o.figure} up`;
    case 'destroy':
      return `put ${world.figures[o.figure]?.name ?? o.figure} down`;
    case 'take':
      return `carry ${world.items[o.item]?.name ?? o.item} to ${zoneName}`;
  }
}

/** The side's objectives that decide during play met: every required one and one of any any-of group (G-WIN-2). */
export function metInPlay(world: World, sideId: string, roundEnded: number | null): Objective[] | null {
  const list = world.scenario.objectives[sideId] ?? [];
  const required = list.filter((o) => o.when === 'required');
  const anyOf = list.filter((o) => o.when === 'any-of');
  if (!required.length && !anyOf.length) return null;
  if (!required.every((o) => objectiveMet(world, sideId, o, roundEnded))) return null;
  if (!anyOf.length) return required;
  const one = anyOf.find((o) => objectiveMet(world, sideId, o, roundEnded));
  return one ? [...required, one] : null;
}

const sideName = (world: World, id: string) => world.sides[id]?.name ?? id;
const sentence = (world: World, os: Objective[]) => os.map((o) => describeObjective(world, o)).join('; ');

/**
 * G-WIN-2/3/4: the outcome now, or null while play goes on. During play a
 * side wins when its required (and any-of) objectives hold; two at once is a
 * draw. At the end of the scenario's maxRounds the at-time-out objectives
 * decide, then victory points, else it is a draw.
 */
export function judge(world: World, roundEnded: number | null): Outcome | null {
  const sides = Object.keys(world.scenario.objectives).filter((s) => world.sides[s]);
  if (!sides.length || world.turn.round < 1) return null;
  const round = roundEnded ?? world.turn.round;
  const winners = sides.map((s) => ({ s, met: metInPlay(world, s, roundEnded) })).filter((x): x is { s: string; met: Objective[] } => !!x.met);
  if (winners.length === 1) {
    const [{ s, met }] = winners;
    return { result: 'won', sideId: s, objectiveIds: met.map((o) => o.id), round, reason: `${sideName(world, s)} wins: ${sentence(world, met)} (round ${round}).` };
  }
  if (winners.length > 1)
    return { result: 'drawn', round, reason: `Draw: ${winners.map((w) => `${sideName(world, w.s)} (${sentence(world, w.met)})`).join(' and ')} met their objectives at once (round ${round}).` };
  const limit = world.scenario.maxRounds;
  if (roundEnded === null || limit === undefined || roundEnded < limit) return null;
  const timeOut = sides
    .map((s) => ({ s, list: (world.scenario.objectives[s] ?? []).filter((o) => o.when === 'at-time-out') }))
    .filter((x) => x.list.length && x.list.every((o) => objectiveMet(world, x.s, o, roundEnded)));
  if (timeOut.length === 1) {
    const [{ s, list }] = timeOut;
    return { result: 'won', sideId: s, objectiveIds: list.map((o) => o.id), round, reason: `${sideName(world, s)} wins at the round limit (${limit}): ${sentence(world, list)}.` };
  }
  const scored = sides.some((s) => (world.scenario.objectives[s] ?? []).some((o) => o.points !== undefined));
  if (scored) {
    const points = sides.map((s) => {
      const met = (world.scenario.objectives[s] ?? []).filter((o) => o.points && objectiveMet(world, s, o, roundEnded));
      return { s, met, points: met.reduce((n, o) => n + (o.points ?? 0), 0) };
    });
    points.sort((a, b) => b.points - a.points);
    const tally = points.map((p) => `${sideName(world, p.s)} ${p.points}`).join(', ');
    if (points.length > 1 && points[0]!.points > points[1]!.points) {
      const top = points[0]!;
      return { result: 'won', sideId: top.s, objectiveIds: top.met.map((o) => o.id), round, reason: `${sideName(world, top.s)} wins on victory points at the round limit (${limit}): ${tally}.` };
    }
    return { result: 'drawn', round, reason: `Draw on victory points at the round limit (${limit}): ${tally}.` };
  }
  return { result: 'drawn', round, reason: `Draw: the round limit (${limit}) passed and no side met its objectives.` };
}
