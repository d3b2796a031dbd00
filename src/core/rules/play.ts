// Small pure helpers for rule tests and tools: a seeded World, and events
// applied in a row. Games themselves run through the Session (core/session
// game.ts): the app, `grit play`, `grit sim` and the benches share that path.
import { produce } from 'immer';
import type { World } from '../model/schema';
import { applyEvent } from './apply';
import { createRng } from './deps';
import type { GameEvent } from './events';

export function seeded(world: World, seed: number): World {
  return { ...world, rng: createRng(seed) };
}

export function applyEvents(world: World, events: GameEvent[]): World {
  return produce(world, (d) => {
    for (const e of events) applyEvent(d, e);
  });
}
