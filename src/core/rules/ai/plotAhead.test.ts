import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import { arena, act } from '../testing/world';
import { plotForSide, sideToPlot } from './simultaneous';
import type { Command } from '../commands';

const sWorld = (map: string, figures: Parameters<typeof arena>[1], maxRounds = 15): World =>
  produce(arena(map, figures), (d) => {
    d.scenario.rules.modules = ['S'];
    d.scenario.maxRounds = maxRounds;
  });

/** The world in the first plot phase, and what the side of figure `id` plots there. */
function firstPlot(world: World, id: string): { side: string; plots: Command[] } {
  const w = act(world, { type: 'startEncounter' }).world;
  const side = w.figures[id]!.sideId;
  expect(sideToPlot(w)).not.toBeNull();
  return { side, plots: plotForSide(w, side) };
}

const plotOf = (plots: Command[], id: string, type: 'plotMove' | 'plotAction') => plots.find((c) => c.type === type && 'figureId' in c && c.figureId === id);

describe('module S computer player, one round ahead', () => {
  // N's long sword outhits A's machete; N strikes A (its best target), B stands beside N too.
  const map = `
    . . . . . . .
    . A N . . . .
    . B . . . . .
    . . . . . . .
  `;
  const figures = { A: { weapons: ['machete'] }, B: { weapons: ['machete'] }, N: { weapons: ['long-sword'] } };

  it('S-MOVE S-ACT the blade the enemy will strike steps away while its friend strikes that enemy (the plain plot traded blows)', () => {
    const { plots } = firstPlot(sWorld(map, figures), 'A');
    expect(plotOf(plots, 'A', 'plotMove')).toMatchObject({ goal: { kind: 'away', figureId: 'N' } });
    expect(plotOf(plots, 'B', 'plotAction')).toMatchObject({ action: { type: 'attack', targetId: 'N' } });
  });

  it('G-WIN-2 S-ACT a lone blade dodges a harder hitter early but trades blows in the last round (a game at the limit is a draw)', () => {
    const lone = `
      . . . . .
      . A N . .
      . . . . .
    `;
    const duel = { A: { weapons: ['machete'] }, N: { weapons: ['long-sword'] } };
    const early = firstPlot(sWorld(lone, duel, 15), 'A').plots;
    expect(plotOf(early, 'A', 'plotAction')).toBeUndefined();
    const last = firstPlot(sWorld(lone, duel, 1), 'A').plots;
    expect(plotOf(last, 'A', 'plotAction')).toMatchObject({ action: { type: 'attack', targetId: 'N' } });
  });

  it('G-WIN-2 S-PLOT a blade that would lose the exchange waits for the enemy early, but closes on it in the last rounds (it stood still until the limit against an enemy that never came)', () => {
    // A's knife barely scratches N's plate; N's long sword cuts A down.
    const far = `
      . . . . . . . . . . . .
      . A . . . . . . . . N .
      . . . . . . . . . . . .
    `;
    const duel = { A: { weapons: ['knife'] }, N: { weapons: ['long-sword'], armour: 'plate' } };
    const moveOf = (maxRounds: number) => plotOf(firstPlot(sWorld(far, duel, maxRounds), 'A').plots, 'A', 'plotMove');
    expect(moveOf(15)).not.toMatchObject({ goal: { kind: 'toward' } });
    expect(moveOf(2)).toMatchObject({ goal: { kind: 'toward', figureId: 'N' } });
  });
});
