// Opening a GRIT file for play (DESIGN "Files"): a scenario starts a new game,
// a saved game (scenario + seed + command log) is replayed into a Session with
// core's restoreSession. The events each replayed command produced are kept so
// the game log shows the whole game, not only what follows the load.
import type { World } from '../../core/model/schema';
import { parseGritFileText } from '../../core/io/save';
import { createSession, restoreSession, type Session } from '../../core/session';
import { createRng } from '../../core/dice';
import { playEngine, type Command, type GameEvent } from '../../core/rules';

export interface OpenedGame {
  session: Session<Command>;
  title: string;
  /** Events per logged command (replayed saves). */
  history: Map<object, readonly GameEvent[]>;
  /** A saved game (continue play) rather than a scenario (start the encounter). */
  restored: boolean;
  warnings: string[];
}

export type OpenGameResult = ({ ok: true } & OpenedGame) | { ok: false; errors: string[] };

/** `seed`: dice seed for a freshly opened scenario (?seed=N); a saved game keeps its own. */
export function openGameText(text: string, fileLabel: string, seed: number | null): OpenGameResult {
  const parsed = parseGritFileText(text, fileLabel);
  if (!parsed.ok) return parsed;
  const history = new Map<object, readonly GameEvent[]>();
  if (parsed.kind === 'scenario') {
    const world: World = seed !== null ? { ...parsed.world, rng: createRng(seed) } : parsed.world;
    const session = createSession<Command, GameEvent>(world, playEngine as never);
    return { ok: true, session, title: world.scenario.title, history, restored: false, warnings: [] };
  }
  // Record what each replayed command resolved to (the Session logs the same command objects).
  const engine = {
    ...playEngine,
    resolve: (w: World, command: Command, cache: Parameters<typeof playEngine.resolve>[2]) => {
      const r = playEngine.resolve(w, command, cache);
      if ('events' in r) history.set(command, r.events);
      return r;
    },
  };
  const restored = restoreSession<Command, GameEvent>(parsed.save, engine as never, {
    fileLabel,
    seedWorld: (w, s) => ({ ...w, rng: createRng(s) }),
  });
  if (!restored.ok) return restored;
  return { ok: true, session: restored.session, title: parsed.save.scenario.scenario.title, history, restored: true, warnings: restored.warnings };
}

/** "dusty-street.grit.json" -> "dusty-street.save.grit.json" (a save stays a save). */
export function saveNameFor(fileName: string): string {
  return fileName.replace(/(\.save)?\.grit\.json$|\.json$/, '') + '.save.grit.json';
}
