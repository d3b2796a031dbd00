// Computer against computer (G-GAME-3): the loop behind `grit sim` and the bench.
import type { World } from '../model/schema';
import { chooseCommand } from './ai';
import type { Command } from './commands';
import type { Violation } from './events';
import { optNumber } from './options';
import { activeFigureId, livingSides } from './state';
import type { RulesCache } from '../spatial/rulesCache';
import { plotForSide, sideToPlot } from './ai/simultaneous';
import type { Player } from './ai/random';

/**
 * What the loop plays through: a game Session (core/session `headlessGame`).
 * Rules may not import the Session (DESIGN rooms), so the caller hands it in,
 * and every game goes through the same dispatch as the app's.
 */
export interface GameTable {
  readonly world: World;
  /** The Session's rules cache, so the computer player reuses its sight structures. */
  readonly rulesCache?: RulesCache;
  dispatch(command: Command): { ok: true } | { ok: false; violation: Violation };
}
export type OpenTable = (scenario: World, seed: number) => GameTable;

/** The scenario cannot be played at all (no figures, …): a problem of the file, not of the engine. */
export class EncounterRefused extends Error {
  constructor(readonly violation: Violation) {
    super(`the encounter cannot start: ${violation.message}`);
  }
}

export interface GameResult {
  winner: string | null;
  rounds: number;
  commands: number;
  world: World;
}

/** Who chooses for a side: the computer player (./ai) unless `players` names another. */
export type { Player } from './ai/random';

export function simulateGame(
  scenario: World,
  seed: number,
  opts: { open: OpenTable; maxRounds?: number; onCommand?: (c: Command, ms: number) => void; players?: Readonly<Record<string, Player>> },
): GameResult {
  const maxRounds = opts.maxRounds ?? optNumber(scenario, 'maxRounds');
  const table = opts.open(scenario, seed);
  const s = table.dispatch({ type: 'startEncounter' });
  if (!s.ok) throw new EncounterRefused(s.violation);
  let commands = 0;
  // Each round every figure ends after at most its AP worth of Actions; the cap only guards against a stall.
  const cap = maxRounds * Object.keys(table.world.figures).length * 40;
  while (!table.world.outcome && livingSides(table.world).length > 1 && table.world.turn.round <= maxRounds && commands < cap) {
    const w = table.world;
    // Module S (S-PLOT): in the plot phase each side in turn plots (./ai/simultaneous); the last endPlotting resolves the round.
    const plotting = sideToPlot(w);
    if (plotting) {
      const plot = opts.players?.[plotting]?.plot ?? plotForSide;
      for (const c of plot(w, plotting, table.rulesCache)) if (table.dispatch(c).ok) commands++;
      if (sideToPlot(table.world) === plotting) break;
      continue;
    }
    const id = activeFigureId(w);
    if (!id) break;
    const t0 = opts.onCommand ? performance.now() : 0;
    const player = opts.players?.[w.figures[id]!.sideId] ?? chooseCommand;
    let c = player(w, id, table.rulesCache);
    if (!table.dispatch(c).ok) {
      c = { type: 'endTurn', figureId: id };
      if (!table.dispatch(c).ok) break;
    }
    opts.onCommand?.(c, performance.now() - t0);
    commands++;
  }
  const w = table.world;
  const alive = livingSides(w);
  // G-WIN-2: the judged outcome decides; a world without objectives falls back on the last side standing.
  const winner = w.outcome ? (w.outcome.result === 'won' ? w.outcome.sideId : null) : alive.length === 1 ? alive[0]! : null;
  return { winner, rounds: w.turn.round, commands, world: w };
}
