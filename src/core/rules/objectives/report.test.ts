import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { arena } from '../testing/world';
import { simReport, wilson } from './report';

describe('grit sim report (G-WIN-1…4 as a balance check)', () => {
  it('Wilson 95% interval: 5 of 10 is about 24%–76%; 0 of 20 starts at 0 and is not empty', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    const [lo0, hi0] = wilson(0, 20);
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo(0.1611, 3);
  });

  it('G-WIN-2 counts wins by the objective that decided them, and draws', () => {
    const base = produce(arena(`A . N`), (d) => {
      d.scenario.objectives = { red: [{ id: 'go', kind: 'reach', zone: 'z', when: 'required' }] } as never;
      d.scenario.zones = { z: { id: 'z', name: 'the ford', cells: [{ c: 1, r: 0 }], rects: [], exit: false } } as never;
    });
    const won = produce(base, (d) => void (d.outcome = { result: 'won', sideId: 'red', reason: 'x', objectiveIds: ['go'], round: 2 }));
    const r = simReport(base, [
      { winner: 'red', rounds: 2, world: won },
      { winner: 'red', rounds: 4, world: won },
      { winner: null, rounds: 6, world: base },
    ]);
    expect(r.sides.find((s) => s.sideId === 'red')).toMatchObject({ wins: 2, byObjective: { 'get a figure to the ford': 2 } });
    expect(r.sides.find((s) => s.sideId === 'blue')).toMatchObject({ wins: 0, byObjective: {} });
    expect(r.draws).toBe(1);
    expect(r.averageRounds).toBe(4);
  });
});
