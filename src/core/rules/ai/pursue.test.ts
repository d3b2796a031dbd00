import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import type { World } from '../../model/schema';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from './index';
import { activeFigureId } from '../state';

const rifle = { weapons: [{ catalogueId: 'rifle', ammo: 15 }] };
const first = { stats: { mnd: 9 } };

function goals(w: World, red: unknown[], zone?: { c: number; r: number; widthCells: number; heightCells: number }): World {
  return produce(w, (d) => {
    if (zone) d.scenario.zones = { z: { id: 'z', name: 'Goal', sideId: 'red', cells: [], rects: [zone], exit: false } } as never;
    d.scenario.objectives = { red: red.map((o) => ({ when: 'required', ...(o as object) })) } as never;
  });
}
const moved = (w: World, id: string) => {
  const c = chooseCommand(w, id);
  expect(c.type).toBe('moveFigure');
  return act(w, c).world.figures[id]!.cell!;
};

describe('G-WIN-5 the computer pursues its objectives', () => {
  // A (red) in the middle, N (blue) with a rifle to the west; the goal lies east.
  const MAP = `
    N . . . . . A . . . . . . . . .
    . . . . . . . . . . . . . . . .
  `;

  it('G-WIN-5 reach: an unarmed figure heads for its zone instead of only keeping away', () => {
    const w = goals(started(arena(MAP, { A: first, N: rifle })), [{ id: 'go', kind: 'reach', zone: 'z', figures: ['A'] }], { c: 15, r: 0, widthCells: 1, heightCells: 2 });
    expect(activeFigureId(w)).toBe('A');
    expect(moved(w, 'A').c).toBeGreaterThan(6);
  });

  it('G-WIN-5 reach: an armed figure named in a reach objective moves on rather than shooting', () => {
    const w = goals(started(arena(MAP, { A: { ...first, ...rifle }, N: rifle })), [{ id: 'go', kind: 'reach', zone: 'z', figures: ['A'] }], { c: 15, r: 0, widthCells: 1, heightCells: 2 });
    expect(moved(w, 'A').c).toBeGreaterThan(6);
  });

  it('G-WIN-5 reach: a figure of a pooled reach objective (any of the side counts) takes the shot it has before moving on', () => {
    const w = goals(started(arena(MAP, { A: { ...first, ...rifle }, N: rifle })), [{ id: 'in', kind: 'reach', zone: 'z', count: 1 }], { c: 15, r: 0, widthCells: 1, heightCells: 2 });
    const c = chooseCommand(w, 'A');
    expect(c).toMatchObject({ type: 'attack', targetId: 'N' });
  });

  it('G-WIN-5 hold: a figure outside its zone with no target walks to the zone, away from the enemy', () => {
    // A wall hides N from A; the way round is open along the bottom row.
    const far = `
      N . .|. . . . . . . A . . . . . .
      . . .|. . . . . . . . . . . . . .
      . . . . . . . . . . . . . . . . .
    `;
    const w = goals(started(arena(far, { A: { ...first, ...rifle }, N: rifle })), [{ id: 'farm', kind: 'hold', zone: 'z', atRound: 6 }], { c: 15, r: 0, widthCells: 2, heightCells: 1 });
    expect(moved(w, 'A').c).toBeGreaterThan(10);
  });

  it('G-WIN-5 hold: in the last 2 rounds, a side whose required reach is lost (its named figure down) fights instead of holding', () => {
    // D must reach the street with the hold; D is down, so only putting N down can still win (G-WIN-2).
    const far = `
      N . .|. . . . . . . A . . . . . .
      . . .|. . . . . . . . . . . . . .
      . . . . . . . . . . . . . . . . D
    `;
    const objectives = [
      { id: 'farm', kind: 'hold', zone: 'z', atRound: 8 },
      { id: 'out', kind: 'reach', zone: 'z', figures: ['D'] },
    ];
    const at = (round: number) =>
      produce(goals(started(arena(far, { A: { ...first, ...rifle }, N: rifle, D: {} })), objectives, { c: 15, r: 0, widthCells: 2, heightCells: 1 }), (d) => {
        d.scenario.maxRounds = 8;
        d.turn.round = round;
        d.figures.D!.hp = 0;
        d.figures.D!.status.dead = true;
      });
    // Round 7 of 8: A goes for N (west) instead of walking to the zone (east).
    expect(moved(at(7), 'A').c).toBeLessThan(10);
    // Round 1 of 8: the hold still draws A east (the team's way into the building at Breach).
    expect(moved(at(1), 'A').c).toBeGreaterThan(10);
  });

  it('G-WIN-5 protect: a guard far from the figure it protects goes to it', () => {
    const far = `
      N . .|. . . . . . . A . . . . . B
      . . .|. . . . . . . . . . . . . .
      . . . . . . . . . . . . . . . . .
    `;
    const w = goals(started(arena(far, { A: { ...first, ...rifle }, N: rifle, B: {} })), [
      { id: 'guard', kind: 'protect', figure: 'B' },
      { id: 'kill', kind: 'eliminate' },
    ]);
    expect(moved(w, 'A').c).toBeGreaterThan(10);
  });

  it("G-WIN-5 survive: a named survivor in the enemy's sight moves out of it rather than trading shots", () => {
    const hide = `
      N . . . . . A . .|. .
      . . . . . . . . .|. .
      . . . . . . . . . . .
    `;
    const w = goals(started(arena(hide, { A: { ...first, ...rifle }, N: rifle })), [{ id: 'live', kind: 'survive', figures: ['A'], untilRound: 6 }]);
    expect(moved(w, 'A').c).toBeGreaterThanOrEqual(9);
  });
});
