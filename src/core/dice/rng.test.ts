import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, nextFloat, rollDie, pickIndex, type RngState } from './index';
import { RngState as RngStateSchema } from '../model/schema';
import { numRuns } from '../rules/testing/runs';

function faces(rng: RngState, sides: number, n: number): { out: number[]; rng: RngState } {
  const out: number[] = [];
  let cur = rng;
  for (let i = 0; i < n; i++) {
    const r = rollDie(cur, sides);
    out.push(r.value);
    cur = r.rng;
  }
  return { out, rng: cur };
}

describe('seeded PRNG (sfc32)', () => {
  it('is deterministic: the same seed gives the same sequence', () => {
    expect(faces(createRng(7), 10, 50).out).toEqual(faces(createRng(7), 10, 50).out);
  });

  it('different seeds give different sequences', () => {
    expect(faces(createRng(1), 10, 30).out).not.toEqual(faces(createRng(2), 10, 30).out);
    expect(faces(createRng(1), 10, 30).out).not.toEqual(faces(createRng(2 ** 32 + 1), 10, 30).out);
  });

  it('is pure: the input state is not changed and can be reused', () => {
    const rng = Object.freeze(createRng(99));
    const frozenState = Object.freeze([...rng.state]);
    const a = nextFloat({ ...rng, state: frozenState as number[] });
    const b = nextFloat(rng);
    expect(a.value).toBe(b.value);
    expect(rng.state).toEqual(frozenState);
    expect(a.rng.state).not.toEqual(rng.state);
  });

  it('state round-trips through JSON and the World schema and continues identically', () => {
    let rng = createRng(12345);
    rng = faces(rng, 10, 17).rng;
    const restored = RngStateSchema.parse(JSON.parse(JSON.stringify(rng)));
    expect(faces(restored, 10, 40).out).toEqual(faces(rng, 10, 40).out);
  });

  it('nextFloat stays in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 50 }), (seed, skip) => {
        let rng = createRng(seed);
        for (let i = 0; i < skip; i++) rng = nextFloat(rng).rng;
        const v = nextFloat(rng).value;
        return v >= 0 && v < 1;
      }),
      { numRuns: numRuns(200) },
    );
  });

  it('d10 faces are uniform (chi-square, 9 d.f., 10 000 rolls)', () => {
    const { out } = faces(createRng(2026), 10, 10000);
    const counts = new Array(10).fill(0);
    for (const f of out) counts[f - 1]++;
    const expected = 1000;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    // 27.88 is the 0.999 quantile for 9 degrees of freedom.
    expect(chi2).toBeLessThan(27.88);
    expect(Math.min(...out)).toBe(1);
    expect(Math.max(...out)).toBe(10);
  });

  it('rollDie refuses a bad number of sides', () => {
    expect(() => rollDie(createRng(1), 0)).toThrow(/sides/);
    expect(() => rollDie(createRng(1), 2.5)).toThrow(/sides/);
  });

  it('refuses a corrupt state with a clear message', () => {
    expect(() => nextFloat({ seed: 1, state: [1, 2, 3] })).toThrow(/rng\.state.*4 unsigned 32-bit/);
    expect(() => createRng(1.5)).toThrow(/integer/);
  });

  it('pickIndex covers 0..n-1', () => {
    let rng = createRng(5);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const r = pickIndex(rng, 4);
      seen.add(r.value);
      rng = r.rng;
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3]);
  });
});
