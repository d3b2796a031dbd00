// A game of the rules engine in a Session: the one path behind the app,
// `grit play`, `grit sim`, the benches and the replay tests (issue 11), so a
// save written anywhere opens everywhere.
import type { World } from '../model/schema';
import { seeded } from '../rules/play';
import { playEngine, type Command, type GameEvent, type Violation } from '../rules/index';
import { createSession, type PlayEngine, type Session, type SessionOptions } from './session';

export type GameSession = Session<Command>;

/** The rules engine as the Session sees it: its own types, no casts (issue 11 item 5). */
export const gameEngine: PlayEngine<Command, GameEvent> = playEngine;

/** The scenario with its dice seeded (G-GAME-2): every new game starts from one. */
export const seededWorld: (scenario: World, seed: number) => World = seeded;

/**
 * A Session playing `world`, which must carry its dice (seededWorld); a World
 * without them is refused here rather than rolled with a made-up seed.
 */
export function createGameSession(world: World, options: SessionOptions = {}, engine: PlayEngine<Command, GameEvent> = gameEngine): GameSession {
  if (!world.rng) throw new Error('a game needs seeded dice: open it with a seed (seededWorld)');
  return createSession(world, engine, options);
}

/** A fresh game of a scenario with the given seed. */
export function newGame(scenario: World, seed: number, options: SessionOptions = {}): GameSession {
  return createGameSession(seededWorld(scenario, seed), options);
}

export type PlayCommandsResult = { ok: true } | { ok: false; commandIndex: number; command: Command; violation: Violation };

/**
 * Dispatches a command list as `grit play` and the benches take it. The one
 * rule for a list that does not start the encounter: `startEncounter` is
 * dispatched first, so it is in the Session's log and in every save made from
 * it; the loader then replays a log strictly as written. `onEvents` gets each
 * command's events with its index in `commands` (-1 for that implicit start).
 */
export function playCommands(session: GameSession, commands: readonly Command[], onEvents?: (commandIndex: number, events: readonly GameEvent[]) => void): PlayCommandsResult {
  const list: Array<{ i: number; c: Command }> = commands.map((c, i) => ({ i, c }));
  if (session.world.turn.round < 1 && commands[0]?.type !== 'startEncounter') list.unshift({ i: -1, c: { type: 'startEncounter' } });
  for (const { i, c } of list) {
    const r = session.dispatch(c);
    if (!r.ok) return { ok: false, commandIndex: i, command: c, violation: r.violation };
    onEvents?.(i, r.events as GameEvent[]);
  }
  return { ok: true };
}

/** Settings for games nobody undoes (`grit play`, `grit sim`, benches): no undo history, no spatial index kept up. */
export const HEADLESS: SessionOptions = { history: false, spatial: false };

/** A new headless game: the Session `grit sim` and the benches play through (rules' OpenTable). */
export function headlessGame(scenario: World, seed: number): GameSession {
  return newGame(scenario, seed, HEADLESS);
}
