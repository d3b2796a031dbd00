import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { arena, act } from '../../core/rules/testing/world';
import { plotForSide } from '../../core/rules/ai/simultaneous';
import { baselineAnswering } from './simPool';

describe('grit sim --vs baseline on a module S scenario', () => {
  // N's long sword outhits A's machete and N strikes A: the computer steps A away (ai/plotAhead), the plain plot does not.
  const world = produce(
    arena(
      `
      . . . . . . .
      . A N . . . .
      . B . . . . .
    `,
      { A: { weapons: ['machete'] }, B: { weapons: ['machete'] }, N: { weapons: ['long-sword'] } },
    ),
    (d) => {
      d.scenario.rules.modules = ['S'];
    },
  );

  it('S-PLOT the baseline side plots with its own frozen plotter, not the improved one (the two shared ai/simultaneous.ts)', () => {
    const w = act(world, { type: 'startEncounter' }).world;
    const side = w.figures.A!.sideId;
    const moved = (cmds: ReturnType<typeof plotForSide>) => cmds.some((c) => c.type === 'plotMove' && c.figureId === 'A');
    expect(moved(plotForSide(w, side))).toBe(true);
    expect(moved(baselineAnswering.plot!(w, side))).toBe(false);
  });
});
