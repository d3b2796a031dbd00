// Computer against computer (G-GAME-3): the loop behind `grit sim` and the bench.
import type { World } from '../model/schema';
import { chooseCommand } from './ai';
import type { Command } from './commands';
import { optNumber } from './options';
import { seeded, step } from './play';
import { activeFigureId, livingSides } from './state';

export interface GameResult {
  winner: string | null;
  rounds: number;
  commands: number;
  world: World;
}

export function simulateGame(scenario: World, seed: number, opts: { maxRounds?: number; onCommand?: (c: Command, ms: number) => void } = {}): GameResult {
  const maxRounds = opts.maxRounds ?? optNumber(scenario, 'maxRounds');
  let w = seeded(scenario, seed);
  const s = step(w, { type: 'startEncounter' });
  if ('violation' in s) throw new Error(`startEncounter refused: ${s.violation.message}`);
  w = s.world;
  let commands = 0;
  // Each round every figure ends after at most its AP worth of Actions; the cap only guards against a stall.
  const cap = maxRounds * Object.keys(w.figures).length * 40;
  while (!w.outcome && livingSides(w).length > 1 && w.turn.round <= maxRounds && commands < cap) {
    const id = activeFigureId(w);
    if (!id) break;
    const t0 = opts.onCommand ? performance.now() : 0;
    let c = chooseCommand(w, id);
    let r = step(w, c);
    if ('violation' in r) {
      c = { type: 'endTurn', figureId: id };
      r = step(w, c);
      if ('violation' in r) break;
    }
    opts.onCommand?.(c, performance.now() - t0);
    w = r.world;
    commands++;
  }
  const alive = livingSides(w);
  // G-WIN-2: the judged outcome decides; a world without objectives falls back on the last side standing.
  const winner = w.outcome ? (w.outcome.result === 'won' ? w.outcome.sideId : null) : alive.length === 1 ? alive[0]! : null;
  return { winner, rounds: w.turn.round, commands, world: w };
}
