import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, parseDice, rollDice, formatDice, addModifier, diceRange } from './index';
import { numRuns } from '../rules/testing/runs';

describe('dice notation', () => {
  it.each([
    ['1d10', 1, 10, 0, 1],
    ['3d10', 3, 10, 0, 1],
    ['1d10+2', 1, 10, 2, 1],
    ['1d10 -2', 1, 10, -2, 1],
    ['1d10 –2', 1, 10, -2, 1],
    ['1d10 −1', 1, 10, -1, 1],
    ['1d10÷2', 1, 10, 0, 2],
    ['1d10 ÷2', 1, 10, 0, 2],
    ['1d10/2', 1, 10, 0, 2],
    ['2d10 +3', 2, 10, 3, 1],
    ['1D6', 1, 6, 0, 1],
    ['1d10÷2+1', 1, 10, 1, 2],
    ['1', 0, 0, 1, 1],
  ])('parses %s', (notation, count, sides, modifier, divisor) => {
    expect(parseDice(notation)).toMatchObject({ count, sides, modifier, divisor });
  });

  it.each(['', 'd10', '1d', 'x', '1d10+', '1d10 HP', '0d10', '1d0', '1d10÷0', '1d10÷2÷2', '2d10 +3 +', '1.5d10'])('rejects bad notation %j with a clear message', (bad) => {
    expect(() => parseDice(bad)).toThrow(/dice notation/);
  });

  it('rolls: total = floor(sum / divisor) + modifier, within the expression range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 2, max: 20 }),
        fc.integer({ min: -5, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        (seed, count, sides, modifier, divisor) => {
          const expr = { count, sides, modifier, divisor, notation: '' };
          const r = rollDice(expr, createRng(seed));
          const sum = r.faces.reduce((a, b) => a + b, 0);
          const range = diceRange(expr);
          return r.faces.length === count && r.faces.every((f) => f >= 1 && f <= sides) && r.total === Math.floor(sum / divisor) + modifier && r.total >= range.min && r.total <= range.max;
        },
      ),
      { numRuns: numRuns(300) },
    );
  });

  it('G-OBJ-4 unarmed 1d10÷2 rounds down: 0..5 over many rolls', () => {
    let rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const r = rollDice('1d10÷2', rng);
      seen.add(r.total);
      expect(r.total).toBe(Math.floor(r.faces[0] / 2));
      rng = r.rng;
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a constant rolls no dice and does not advance the state', () => {
    const rng = createRng(8);
    const r = rollDice('1', rng);
    expect(r).toEqual({ total: 1, faces: [], rng });
  });

  it('formats canonically and re-parses to the same expression', () => {
    for (const n of ['1d10', '2d10 +3', '1d10 –2', '1d10 ÷2', '1', '1d10÷2+1']) {
      const e = parseDice(n);
      const again = parseDice(formatDice(e));
      expect({ ...again, notation: '' }).toEqual({ ...e, notation: '' });
    }
    expect(formatDice(parseDice('2d10 +3'))).toBe('2d10+3');
    expect(addModifier(parseDice('1d10 –2'), 3).notation).toBe('1d10+1');
  });
});
