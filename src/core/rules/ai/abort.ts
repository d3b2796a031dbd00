// G-GAME-3 with module N (N-ABORT): the computer answers a paused hit for its
// sides. An abort costs next round's AP, so it is taken only when it pays:
// Block when it is likely to stop the hit (and next round keeps enough AP to
// act), Roll with the Blow when it is expected to save at least a point; Dive
// for Cover when the BOD roll is more likely than not to save something.
import type { Figure, World } from '../../model/schema';
import type { Command } from '../commands';
import { abortOptions, type AbortOption } from '../modules/n/abort';
import { nextRoundAp } from '../modules/n/injury';

/** Keep at least this share of a round's AP for the figure's own turn. */
const KEEP_AP_SHARE = 0.5;

function affordable(f: Figure, o: AbortOption): boolean {
  return nextRoundAp(f) - o.apCost >= Math.ceil(f.stats.ap * KEEP_AP_SHARE) || o.apCost === 0;
}

export function chooseAbortCommand(world: World, figureId: string): Command {
  const p = world.pendingAbort!;
  const f = world.figures[figureId];
  const take: Command = { type: 'chooseAbort', figureId, choice: 'take' };
  if (!p || !f) return take;
  const options = abortOptions(world, p);
  // A blast (N-ABORT): Dive for Cover by the same rule the round-start charges use.
  const dive = options.find((o) => o.choice === 'dive');
  if (p.burst) return dive && shouldDive(f, dive) ? { type: 'chooseAbort', figureId, choice: 'dive' } : take;
  const open = options.filter((o) => o.available && o.choice !== 'take' && affordable(f, o));
  const block = open.find((o) => o.choice === 'block');
  if (block && block.chance >= 0.5) return { type: 'chooseAbort', figureId, choice: 'block' };
  const roll = open.find((o) => o.choice === 'roll');
  if (roll && (roll.expectedConverted ?? 0) >= 1) return { type: 'chooseAbort', figureId, choice: 'roll' };
  return take;
}

/** Dive for Cover against a blast: it more likely than not saves a point and leaves AP to act. */
export function shouldDive(f: Figure, o: AbortOption): boolean {
  return o.available && o.chance > 0.5 && affordable(f, o);
}
