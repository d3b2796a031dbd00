import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { act, arena, started } from '../testing/world';
import { chooseCommand } from '.';
import { checkAttack } from '../combat/modifiers';
import { weaponById } from '../deps';
import type { World } from '../../model/schema';

// N holds the room (rows 3-4) beside the window's edge: A, outside, sees all of N's square from its
// centre, while from N's centre the window frame hides A (G-LOS-2 measures from the attacker's
// centre). The partition keeps every cell with a shot of N's own beyond this turn's AP.
const room = `
  . . . . . . . .
  . . . . . . . A
  . . . . . . . .
  - - - - w - - -
  . . . .|N . . .
  . . . . . . . .
  - - - - - - - -
`;

const holding = (w: World) =>
  produce(w, (d) => {
    d.scenario.zones = { room: { id: 'room', name: 'Room', sideId: 'blue', cells: [], rects: [{ c: 0, r: 3, widthCells: 8, heightCells: 2 }], exit: false } } as never;
    d.scenario.objectives = { blue: [{ id: 'room', kind: 'hold', zone: 'room', atRound: 8, when: 'required' }] } as never;
  });

const revolver = weaponById('revolver')!;
const attacks = (w: World, from: string, to: string) => checkAttack(w, w.figures[from]!, w.figures[to]!, revolver).ok;

describe('G-WIN-5 computer player: a holding figure shot at without a shot back', () => {
  const setup = () => holding(started(arena(room, { N: { stats: { mnd: 9 }, weapons: ['revolver'], apLeft: 3 }, A: { weapons: ['revolver'] } })));

  it('G-WIN-5 the map is as described: A can attack N, N cannot attack A', () => {
    const w = setup();
    expect(attacks(w, 'A', 'N')).toBe(true);
    expect(attacks(w, 'N', 'A')).toBe(false);
  });

  it('G-WIN-5 it steps, within its zone, to where no enemy can attack it instead of waiting at the window', () => {
    const w = setup();
    const c = chooseCommand(w, 'N');
    expect(c.type).toBe('moveFigure');
    const after = act(w, c).world;
    const cell = after.figures.N!.cell!;
    expect(cell.r).toBeGreaterThanOrEqual(3);
    expect(attacks(after, 'A', 'N')).toBe(false);
  });
});
