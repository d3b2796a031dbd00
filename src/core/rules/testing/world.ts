// Test worlds for the engine: the movement room's ASCII maps plus figure
// stats, kinds and loadouts, a seed, and helpers that fail loudly.
import { produce } from 'immer';
import type { Figure, World } from '../../model/schema';
import { worldFromAscii } from '../movement/testing/ascii';
import { createRng, rollDie } from '../../dice';
import type { Command } from '../commands';
import type { GameEvent, Violation } from '../events';
import { resolve } from '../resolve';
import { applyEvents } from '../play';

export interface FigureSetup {
  sideId?: string;
  kind?: Figure['kind'];
  name?: string;
  stats?: Partial<Figure['stats']>;
  hp?: number;
  apLeft?: number;
  weapons?: Array<string | { catalogueId: string; ammo?: number; apPerAttack?: number }>;
  activeWeapon?: number;
  armour?: string | string[];
  status?: Partial<Figure['status']>;
  cell?: Figure['cell'];
}

/** A World from an ASCII map; figures default to AP 10, HP 10, BOD 5, MND 5, NPC. */
export function arena(map: string, figures: Record<string, FigureSetup> = {}, rules: Record<string, string | number | boolean> = {}, seed = 1, grid: World['map']['grid'] = 'square'): World {
  const base = worldFromAscii(map, { rules, grid, figures: Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, { sideId: v.sideId }])) });
  return produce(base, (d) => {
    d.rng = createRng(seed);
    for (const f of Object.values(d.figures)) {
      const s = figures[f.id] ?? {};
      f.stats = { ...f.stats, ap: 10, hp: 10, bod: 5, mnd: 5, mys: 1, rce: 1, ...s.stats };
      f.hp = s.hp ?? f.stats.hp;
      f.apLeft = s.apLeft ?? f.stats.ap;
      f.kind = s.kind ?? 'NPC';
      if (s.name) f.name = s.name;
      if (s.cell !== undefined) f.cell = s.cell;
      f.loadout.weapons = (s.weapons ?? []).map((w) => (typeof w === 'string' ? { catalogueId: w, dvBonus: 0 } : { dvBonus: 0, ...w }));
      f.loadout.activeWeapon = s.activeWeapon ?? 0;
      if (s.armour) f.loadout.armour = s.armour;
      Object.assign(f.status, s.status ?? {});
    }
  });
}

export function withSeed(world: World, seed: number): World {
  return { ...world, rng: createRng(seed) };
}

/** Applies one command; throws with the violation text if the rules refuse it. */
export function act(world: World, command: Command): { world: World; events: GameEvent[] } {
  const r = resolve(world, command);
  if ('violation' in r) throw new Error(`${command.type} refused: ${r.violation.message}`);
  return { world: applyEvents(world, r.events), events: r.events };
}

export function refused(world: World, command: Command): Violation {
  const r = resolve(world, command);
  if (!('violation' in r)) throw new Error(`${command.type} was allowed, expected a refusal`);
  return r.violation;
}

export function started(world: World): World {
  return act(world, { type: 'startEncounter' }).world;
}

export const rolls = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'diceRolled' }> => e.type === 'diceRolled');
export const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/**
 * A seed whose first dice give these faces, as [sides, face] pairs in roll
 * order; lets a test force a hit or a miss without a fake random source.
 */
export function seedFor(faces: Array<[number, number]>, from = 1): number {
  for (let seed = from; seed < from + 2_000_000; seed++) {
    let rng = createRng(seed);
    let ok = true;
    for (const [sides, face] of faces) {
      const r = rollDie(rng, sides);
      rng = r.rng;
      if (r.value !== face) {
        ok = false;
        break;
      }
    }
    if (ok) return seed;
  }
  throw new Error(`no seed gives ${JSON.stringify(faces)}`);
}

/** The encounter started, then the dice re-seeded so the next rolls are the ones the test chose. */
export function startedWithRolls(world: World, faces: Array<[number, number]>): World {
  return withSeed(started(world), seedFor(faces));
}
