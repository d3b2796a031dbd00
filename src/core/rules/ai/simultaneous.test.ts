import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import { arena } from '../testing/world';
import { resolve } from '../resolve';
import { applyEvents, seeded } from '../play';
import { simulateGame, type GameTable } from '../sim';
import { plotForSide, sideToPlot } from './simultaneous';
import type { Command } from '../commands';
import { randomPlayer } from './random';

const sWorld = (map: string, figures: Parameters<typeof arena>[1]): World =>
  produce(arena(map, figures), (d) => {
    d.scenario.rules.modules = ['S'];
  });

function table(scenario: World): GameTable {
  let world = scenario;
  return {
    get world() {
      return world;
    },
    dispatch(c: Command) {
      const r = resolve(world, c);
      if ('violation' in r) return { ok: false, violation: r.violation };
      world = applyEvents(world, r.events);
      return { ok: true };
    },
  };
}

describe('module S computer player', () => {
  const map = `
    A . . . . . . N
    B . . . . . . O
  `;
  const figures = { A: { weapons: ['machete'] }, B: { weapons: [{ catalogueId: 'revolver', ammo: 6 }] }, N: { weapons: ['machete'] }, O: { weapons: [{ catalogueId: 'revolver', ammo: 6 }] } };

  it('S-PLOT the computer plots every figure of its side with legal commands, then ends plotting', () => {
    const t = table(sWorld(map, figures));
    t.dispatch({ type: 'startEncounter' });
    const side = sideToPlot(t.world)!;
    const cmds = plotForSide(t.world, side);
    expect(cmds[cmds.length - 1]).toEqual({ type: 'endPlotting', sideId: side });
    for (const c of cmds) expect(t.dispatch(c)).toEqual({ ok: true });
    const plotted = Object.keys(t.world.turn.plots ?? {});
    expect(plotted.sort()).toEqual(
      Object.values(t.world.figures)
        .filter((f) => f.sideId === side)
        .map((f) => f.id)
        .sort(),
    );
  });

  it('S-PLOT S-ACT computer against computer: the game ends with a winner (the sim loop plots for both sides)', () => {
    const r = simulateGame(sWorld(map, figures), 3, { open: (scenario, seed) => table(seeded(scenario, seed)), maxRounds: 30 });
    expect(r.rounds).toBeLessThanOrEqual(30);
    expect(r.winner).not.toBeNull();
  });

  it('S-PLOT grit sim --vs random: the random side plots its own legal commands (the loop played the computer plots for it)', () => {
    const t = table(sWorld(map, figures));
    t.dispatch({ type: 'startEncounter' });
    const side = sideToPlot(t.world)!;
    const computer = JSON.stringify(plotForSide(t.world, side));
    const plots = [1, 2, 3, 4, 5].map((seed) => randomPlayer(seed).plot!(t.world, side));
    expect(plots.some((p) => JSON.stringify(p) !== computer)).toBe(true);
    for (const p of plots) {
      const own = table(t.world);
      expect(p.at(-1)).toEqual({ type: 'endPlotting', sideId: side });
      for (const c of p) expect(own.dispatch(c)).toEqual({ ok: true });
    }
    // The loop asks the side's player for its plot: a game against it still ends.
    const other = side === 'red' ? 'blue' : 'red';
    let asked = 0;
    const random = randomPlayer(7);
    const counting = Object.assign((w: World, id: string) => random(w, id), { plot: (w: World, s: string) => (asked++, random.plot!(w, s)) });
    simulateGame(sWorld(map, figures), 3, { open: (scenario, seed) => table(seeded(scenario, seed)), maxRounds: 5, players: { [other]: counting } });
    expect(asked).toBeGreaterThan(0);
  });
});
