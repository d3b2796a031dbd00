// Opening a GRIT file for play (DESIGN "Files"): a scenario starts a new game
// on its own dice seed, a saved game (scenario + seed + command log) is
// replayed into a Session with core's restoreSession. The events each
// replayed command produced are kept so the game log shows the whole game,
// not only what follows the load.
import { parseGritFileText } from '../../core/io/save';
import { createGameSession, gameEngine, restoreSession, seededWorld, type GameSession, type PlayEngine } from '../../core/session';
import type { Command, GameEvent } from '../../core/rules';
import { formatIssue } from '../../core/model/issues';
import { unmeetableObjectives } from '../../core/rules/objectives/feasible';

export interface OpenedGame {
  session: GameSession;
  title: string;
  /** Events per logged command (replayed saves). */
  history: Map<object, readonly GameEvent[]>;
  /** A saved game (continue play) rather than a scenario (start the encounter). */
  restored: boolean;
  warnings: string[];
}

export type OpenGameResult = ({ ok: true } & OpenedGame) | { ok: false; errors: string[] };

/** A fresh dice seed for a new game (G-GAME-2): every game of a scenario rolls differently. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
}

/**
 * `seed`: dice seed for a freshly opened scenario (?seed=N), or null for a
 * fresh random one; a saved game keeps its own. A scenario that already
 * carries dice state keeps it.
 */
export function openGameText(text: string, fileLabel: string, seed: number | null, newSeed: () => number = randomSeed): OpenGameResult {
  const parsed = parseGritFileText(text, fileLabel);
  if (!parsed.ok) return parsed;
  const history = new Map<object, readonly GameEvent[]>();
  if (parsed.kind === 'scenario') {
    // G-WIN-6: a scenario with an objective its side can never meet is refused, as `grit sim` and `grit validate` refuse it.
    const unmeetable = unmeetableObjectives(parsed.world);
    if (unmeetable.length) return { ok: false, errors: unmeetable.map((u) => formatIssue(fileLabel, u)) };
    const world = seed === null && parsed.world.rng ? parsed.world : seededWorld(parsed.world, seed ?? newSeed());
    const session = createGameSession(world);
    return { ok: true, session, title: world.scenario.title, history, restored: false, warnings: [] };
  }
  // Record what each replayed command resolved to (the Session logs the same command objects).
  const engine: PlayEngine<Command, GameEvent> = {
    ...gameEngine,
    resolve: (w, command, cache) => {
      const r = gameEngine.resolve(w, command, cache);
      if ('events' in r) history.set(command, r.events);
      return r;
    },
  };
  const restored = restoreSession(parsed.save, engine, { fileLabel });
  if (!restored.ok) return restored;
  return { ok: true, session: restored.session, title: parsed.save.scenario.scenario.title, history, restored: true, warnings: restored.warnings };
}

/** "dusty-street.grit.json" -> "dusty-street.save.grit.json" (a save stays a save). */
export function saveNameFor(fileName: string): string {
  return fileName.replace(/(\.save)?\.grit\.json$|\.json$/, '') + '.save.grit.json';
}
