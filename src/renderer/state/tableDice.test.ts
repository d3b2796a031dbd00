import { describe, expect, it } from 'vitest';
import { faceOfEntry, nextTableRoll, rollsAtTable } from './tableDice';
import type { Command, DiceRequest } from '../../core/rules';
import type { World } from '../../core/model/schema';

const command: Command = { type: 'attack', figureId: 'A', targetId: 'N' };
const request: DiceRequest = { purpose: 'attack 1/1', notation: '1d10', count: 1, sides: 10, sideId: 'red', figureId: 'A', target: 6, modifiers: [], faceIndex: 0 };

describe('the dice prompt (issue 16 fix 8)', () => {
  it('G-GAME-2 opens on "dice-needed", keeps the faces given and shows the reason on an impossible face; other refusals are the toast', () => {
    const asked = nextTableRoll(command, [], null, { ok: false, violation: { code: 'dice-needed', message: 'roll 1d10', roll: request } });
    expect(asked).toEqual({ roll: { command, faces: [], request, error: null }, toast: null });
    const bad = nextTableRoll(command, [11], asked.roll, { ok: false, violation: { code: 'impossible-face', message: 'faces[0…]: 11 is not…', roll: request } });
    expect(bad.roll).toEqual({ ...asked.roll, error: '11 is not a face of a d10 (it shows 1 to 10).' });
    const damage = { ...request, purpose: 'damage', target: undefined, faceIndex: 1 };
    expect(nextTableRoll(command, [3], asked.roll, { ok: false, violation: { code: 'dice-needed', message: '', roll: damage } }).roll).toMatchObject({ faces: [3], request: damage });
    expect(nextTableRoll(command, [3, 4], asked.roll, { ok: true })).toEqual({ roll: null, toast: null });
    const ap = { code: 'ap-short', message: 'not enough AP' };
    expect(nextTableRoll(command, [], null, { ok: false, violation: ap })).toEqual({ roll: null, toast: ap });
  });

  it('G-GAME-2 typed digits read as faces (a d10 may show 0 for 10); nothing typed is no face', () => {
    expect(faceOfEntry('7', 10)).toBe(7);
    expect(faceOfEntry('0', 10)).toBe(10);
    expect(faceOfEntry('0', 6)).toBe(0);
    expect(faceOfEntry('11', 10)).toBe(11);
    expect(faceOfEntry('', 10)).toBeNull();
  });

  it('G-GAME-3 only a side a person plays with dice "table" makes the app ask', () => {
    const sides = (dice: 'app' | 'table', controller: 'human' | 'computer') => ({ sides: { red: { id: 'red', name: 'Red', colour: '#cc3333', controller, player: true, dice } } }) as unknown as World;
    expect(rollsAtTable(sides('table', 'human'))).toBe(true);
    expect(rollsAtTable(sides('table', 'computer'))).toBe(false);
    expect(rollsAtTable(sides('app', 'human'))).toBe(false);
  });
});
