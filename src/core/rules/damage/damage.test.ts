import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { absorbDamage } from './index';
import { numRuns } from '../testing/runs';

describe('G-DMG damage against armour', () => {
  it('G-DMG-3 bruise: 8 dmg vs DRV 6 loses 3 HP', () => {
    expect(absorbDamage(8, 6)).toEqual({ absorbed: 6, through: 2, bruise: 1, hpLoss: 3 });
  });

  it('G-DMG-1 a hit does at least 1 damage: 0 or negative rolls count as 1', () => {
    expect(absorbDamage(0, 0)).toEqual({ absorbed: 0, through: 1, bruise: 0, hpLoss: 1 });
    expect(absorbDamage(-3, 0).hpLoss).toBe(1);
    expect(absorbDamage(0, 2)).toEqual({ absorbed: 1, through: 0, bruise: 0, hpLoss: 0 });
  });

  it('G-DMG-2 damage up to DRV is absorbed, the rest goes through', () => {
    expect(absorbDamage(4, 6)).toEqual({ absorbed: 4, through: 0, bruise: 0, hpLoss: 0 });
    expect(absorbDamage(12, 0)).toEqual({ absorbed: 0, through: 12, bruise: 0, hpLoss: 12 });
  });

  it('G-DMG-3 one bruise per full 5 absorbed: 4 → 0, 5 → 1, 10 → 2', () => {
    expect(absorbDamage(4, 9).bruise).toBe(0);
    expect(absorbDamage(5, 9).bruise).toBe(1);
    expect(absorbDamage(20, 10)).toEqual({ absorbed: 10, through: 10, bruise: 2, hpLoss: 12 });
  });

  it('refuses a negative DRV', () => {
    expect(() => absorbDamage(5, -1)).toThrow(/DRV/);
  });

  it('G-DMG-1..3 property: hpLoss ≥ 0 and through + absorbed = max(raw, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 500 }), fc.integer({ min: 0, max: 100 }), (raw, drv) => {
        const r = absorbDamage(raw, drv);
        return r.hpLoss >= 0 && r.through + r.absorbed === Math.max(raw, 1) && r.absorbed <= drv && r.hpLoss === r.through + Math.floor(r.absorbed / 5);
      }),
      { numRuns: numRuns(300) },
    );
  });
});
