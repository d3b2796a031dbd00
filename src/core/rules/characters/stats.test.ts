import { describe, expect, it } from 'vitest';
import { creatureObjectPoints, creatureStatBonus, initiativeValue, STAT_KEYS, validateStats } from './index';

const ok = { ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 2 };

describe('G-CHR-1/2 stats', () => {
  it('G-CHR-1 a sheet has six stats: AP, HP, BOD, MND, MYS, RCE', () => {
    expect(STAT_KEYS).toEqual(['ap', 'hp', 'bod', 'mnd', 'mys', 'rce']);
  });

  it('G-CHR-2 accepts exactly 30 SP with every stat in its limits', () => {
    expect(validateStats(ok)).toEqual({ ok: true });
    expect(validateStats({ ap: 1, hp: 1, bod: 9, mnd: 9, mys: 9, rce: 1 })).toEqual({ ok: true });
    // AP and HP have no upper limit other than the total.
    expect(validateStats({ ap: 24, hp: 1, bod: 1, mnd: 1, mys: 1, rce: 2 })).toEqual({ ok: true });
  });

  it('G-CHR-2 names the stat and the limit: "BOD 11 is over the limit of 9"', () => {
    const r = validateStats({ ap: 4, hp: 4, bod: 11, mnd: 5, mys: 3, rce: 3 });
    expect(r).toEqual({ ok: false, errors: ['BOD 11 is over the limit of 9'] });
  });

  it('G-CHR-2 every stat at least 1', () => {
    const r = validateStats({ ap: 10, hp: 10, bod: 5, mnd: 5, mys: 0, rce: 0 });
    expect(r).toEqual({ ok: false, errors: ['MYS 0 is under the minimum of 1', 'RCE 0 is under the minimum of 1'] });
  });

  it("G-CHR-2 the total must be exactly 30 SP, or the scenario's total", () => {
    expect(validateStats({ ...ok, ap: 9 })).toEqual({ ok: false, errors: ['stats total 31 SP, they must total exactly 30 SP'] });
    expect(validateStats({ ...ok, ap: 7 })).toEqual({ ok: false, errors: ['stats total 29 SP, they must total exactly 30 SP'] });
    expect(validateStats({ ...ok, ap: 18 }, 40)).toEqual({ ok: true });
  });

  it('G-CHR-2 non-integers are refused by name', () => {
    expect(validateStats({ ...ok, mnd: 4.5, ap: 8.5 })).toMatchObject({ ok: false, errors: ['AP 8.5 is not a whole number', 'MND 4.5 is not a whole number'] });
  });
});

describe('G-INIT-1 initiative value', () => {
  it('G-INIT-1 initiative value is BOD + MND', () => {
    expect(initiativeValue({ bod: 6, mnd: 5 })).toBe(11);
    expect(initiativeValue({ bod: 9, mnd: 1 })).toBe(10);
  });
});

describe('G-CHR-5 creatures facing humanoids', () => {
  it('G-CHR-5 each creature gets the total OP the humanoids spent', () => {
    expect(creatureObjectPoints([100, 150, 50], 2)).toEqual({ opEach: 300, opTotal: 300 });
  });

  it('G-CHR-5 or the total split between the creatures (rounded down)', () => {
    expect(creatureObjectPoints([100, 150, 50], 2, 'split')).toEqual({ opEach: 150, opTotal: 300 });
    expect(creatureObjectPoints([100], 3, 'split').opEach).toBe(33);
    expect(() => creatureObjectPoints([100], 0)).toThrow(/creatureCount/);
  });

  it('G-CHR-5 alternative: +1 BOD or RCE per full 300 OP others spent', () => {
    expect([0, 299, 300, 899, 900].map(creatureStatBonus)).toEqual([0, 0, 1, 2, 3]);
  });
});
