// Module S (S-PLOT): the table view shows nothing of the plots.
import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, started } from '../../core/rules/testing/world';
import { buildTableProjection } from './projection';
import { createHandOverGate } from './handOver';

describe('module S and the table view', () => {
  const plotted = () => {
    let w = started(
      produce(arena(`A . . . . . . N`), (d) => {
        d.scenario.rules.modules = ['S'];
      }),
    );
    w = act(w, { type: 'plotMove', sideId: 'red', figureId: 'A', goal: { kind: 'cell', cell: { c: 3, r: 0 } } }).world;
    w = act(w, { type: 'plotAction', sideId: 'red', figureId: 'A', action: { type: 'customAction', name: 'secret-signal-7741', apCost: 1 } }).world;
    return act(w, { type: 'endPlotting', sideId: 'red' }).world;
  };

  it('S-PLOT the table projection carries no plot, no plot phase detail and no side that has plotted', () => {
    const w = plotted();
    expect(w.turn.plots?.A).toBeDefined();
    const p = buildTableProjection(w, { playerSideIds: ['red', 'blue'] });
    const text = JSON.stringify(p);
    expect(text).not.toContain('secret-signal-7741');
    expect(text).not.toContain('plots');
    expect(text).not.toContain('plotsDone');
    expect(p.world.turn).toEqual({ round: 1, order: [], tieBreaks: {}, activeIndex: 0, done: [] });
  });

  it('S-PLOT hotseat: the hand-over screen comes up when the plotting side changes', () => {
    const gate = createHandOverGate();
    let w = started(
      produce(arena(`A . . . . . . N`), (d) => {
        d.scenario.rules.modules = ['S'];
      }),
    );
    expect(gate.update(w, true)).toBeNull();
    w = act(w, { type: 'endPlotting', sideId: 'red' }).world;
    expect(gate.update(w, true)).toBe(w.sides.blue.name);
  });
});
