// Running a list of commands on a World: the headless loop behind `grit
// play`, `grit sim`, the replay tests and the bench.
import { freshRulesCache, type RulesCache } from '../spatial/rulesCache';
import { produce } from 'immer';
import type { World } from '../model/schema';
import { applyEvent } from './apply';
import type { Command } from './commands';
import { createRng } from './deps';
import type { GameEvent, Violation } from './events';
import { resolve } from './resolve';

export function seeded(world: World, seed: number): World {
  return { ...world, rng: createRng(seed) };
}

export function applyEvents(world: World, events: GameEvent[]): World {
  return produce(world, (d) => {
    for (const e of events) applyEvent(d as World, e);
  });
}

/** Resolves one command and applies its events; the World is unchanged on a violation. */
export function step(world: World, command: Command, cache?: RulesCache): { world: World; events: GameEvent[] } | { world: World; violation: Violation } {
  const res = resolve(world, command, cache);
  if ('violation' in res) return { world, violation: res.violation };
  return { world: applyEvents(world, res.events), events: res.events };
}

export interface PlayResult {
  world: World;
  log: Array<{ commandIndex: number; event: GameEvent }>;
  stoppedAt?: { commandIndex: number; command: Command; violation: Violation };
}

/** Runs commands in order, starting the encounter first when the list does not. */
export function runCommands(world: World, commands: Command[]): PlayResult {
  let w = world;
  const log: PlayResult['log'] = [];
  const cache = freshRulesCache();
  const list: Array<{ i: number; c: Command }> = commands.map((c, i) => ({ i, c }));
  if (w.turn.round < 1 && commands[0]?.type !== 'startEncounter') list.unshift({ i: -1, c: { type: 'startEncounter' } });
  for (const { i, c } of list) {
    const r = step(w, c, cache);
    if ('violation' in r) return { world: w, log, stoppedAt: { commandIndex: i, command: c, violation: r.violation } };
    w = r.world;
    for (const event of r.events) log.push({ commandIndex: i, event });
  }
  return { world: w, log };
}
