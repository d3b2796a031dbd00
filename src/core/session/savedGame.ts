// Saved game <-> Session: scenario + seed + command log (+ snapshot); the
// log replayed on the scenario is the game (DESIGN "Core ideas", "Files").
import type { World } from '../model/schema';
import { SAVE_FORMAT, SAVE_VERSION, type LoggedCommandJson, type SavedGame } from '../io/save';
import { createSession, type PlayEngine, type Session, type SessionOptions, type Typed } from './session';

export function savedGameOf(session: Session, options: { snapshot?: boolean } = {}): SavedGame {
  const save: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: session.initialWorld,
    seed: session.initialWorld.rng?.seed ?? 0,
    commands: session.log.map((c) => c as LoggedCommandJson),
  };
  if (options.snapshot ?? true) save.snapshot = session.world;
  return save;
}

export type RestoreResult<C extends Typed> = { ok: true; session: Session<C>; warnings: string[] } | { ok: false; errors: string[] };

/**
 * Replays a saved game into a new Session. `seedWorld` gives a scenario
 * without dice state its PRNG from `save.seed` (rules' `seeded`).
 */
export function restoreSession<C extends Typed, E extends Typed>(
  save: SavedGame,
  engine: PlayEngine<C, E>,
  options: SessionOptions & { fileLabel?: string; seedWorld?: (world: World, seed: number) => World } = {},
): RestoreResult<C> {
  const label = options.fileLabel ?? 'saved game';
  const start = !save.scenario.rng && options.seedWorld ? options.seedWorld(save.scenario, save.seed) : save.scenario;
  const session = createSession(start, engine, options);
  const r = session.replay(save.commands);
  if (!r.ok) return { ok: false, errors: [`${label}: $.commands[${r.index}]: cannot be replayed: ${r.violation.message}`] };
  const warnings: string[] = [];
  if (save.snapshot && JSON.stringify(save.snapshot) !== JSON.stringify(session.world))
    warnings.push(`${label}: $.snapshot: differs from the replayed game; the replayed game is used`);
  return { ok: true, session, warnings };
}
