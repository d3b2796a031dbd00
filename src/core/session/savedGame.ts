// Saved game <-> Session: scenario + seed + command log (+ snapshot); the
// log replayed on the scenario is the game (DESIGN "Core ideas", "Files").
import { createRng } from '../dice';
import { SAVE_FORMAT, SAVE_VERSION, type LoggedCommandJson, type SavedGame } from '../io/save';
import { createSession, type PlayEngine, type Session, type SessionOptions, type Typed } from './session';

export function savedGameOf(session: Session, options: { snapshot?: boolean } = {}): SavedGame {
  const save: SavedGame = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    scenario: session.initialWorld,
    seed: seedOf(session.initialWorld),
    commands: session.log.map((c) => c as LoggedCommandJson),
  };
  if (options.snapshot ?? true) save.snapshot = session.world;
  return save;
}

function seedOf(world: { rng?: { seed: number } }): number {
  if (!world.rng) throw new Error('savedGameOf: the game has no dice seed; games start from seededWorld (G-GAME-2)');
  return world.rng.seed;
}

export type RestoreResult<C extends Typed> = { ok: true; session: Session<C>; warnings: string[] } | { ok: false; errors: string[] };

/**
 * Replays a saved game into a new Session, strictly as logged (a game's log
 * starts with the startEncounter it dispatched). A scenario without dice
 * state gets them from `save.seed`.
 */
export function restoreSession<C extends Typed, E extends Typed>(save: SavedGame, engine: PlayEngine<C, E>, options: SessionOptions & { fileLabel?: string } = {}): RestoreResult<C> {
  const label = options.fileLabel ?? 'saved game';
  const start = save.scenario.rng ? save.scenario : { ...save.scenario, rng: createRng(save.seed) };
  const session = createSession(start, engine, options);
  const r = session.replay(save.commands);
  if (!r.ok) return { ok: false, errors: [`${label}: $.commands[${r.index}]: cannot be replayed: ${r.violation.message}`] };
  const warnings: string[] = [];
  if (save.snapshot && canonicalJson(save.snapshot) !== canonicalJson(session.world)) warnings.push(`${label}: $.snapshot: differs from the replayed game; the replayed game is used`);
  return { ok: true, session, warnings };
}

/**
 * JSON with every object's keys sorted: the snapshot read back through the
 * schema has the schema's key order, the replayed World the order events set
 * them in (e.g. `status.trauma` before `status.apOwed`), and neither is a difference.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}
