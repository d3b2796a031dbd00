import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, facesProblem, parseDice, rollDice, totalOfFaces } from './index';
import { numRuns } from '../rules/testing/runs';

describe('faces typed at the table (issue 16 fix 8)', () => {
  it('G-GAME-2 typed faces total as a seeded roll that showed the same faces', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('1d10', '2d10+2', '1d10÷2', '3d6-1', '1d100'), (seed, notation) => {
        const r = rollDice(notation, createRng(seed));
        return facesProblem(notation, r.faces) === null && totalOfFaces(notation, r.faces) === r.total;
      }),
      { numRuns: numRuns(200) },
    );
  });

  it('G-GAME-2 refuses faces the dice cannot show and a wrong number of faces, saying why', () => {
    expect(facesProblem('1d10', [11])).toBe('11 is not a face of a d10 (it shows 1 to 10)');
    expect(facesProblem('2d6', [3, 0])).toBe('0 is not a face of a d6 (it shows 1 to 6)');
    expect(facesProblem('1d10', [2.5])).toMatch(/2\.5 is not a face/);
    expect(facesProblem('1d10', ['7'])).toMatch(/"7" is not a face/);
    expect(facesProblem(parseDice('2d10+2'), [4])).toBe('2d10+2 throws 2 dice, 1 face was given');
    expect(facesProblem('2d10+2', [4, 10])).toBeNull();
    expect(totalOfFaces('2d10+2', [4, 10])).toBe(16);
  });
});
