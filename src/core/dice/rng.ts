// Seeded, serialisable PRNG: sfc32 (Chris Doty-Humphrey's Small Fast Counting
// generator, 4 × uint32 words) seeded through splitmix32. The whole state is
// four plain integers so it lives in the World (`rng`) and survives JSON, which
// is what makes a saved game replay exactly (DESIGN "Dice").
// Every function is pure: it returns a new state and never mutates its input,
// so immer-frozen Worlds can be passed in directly.
import type { RngState } from '../model/schema';

export type { RngState };

/** sfc32 is recommended to skip its first outputs after seeding. */
const WARM_UP_ROUNDS = 15;
const TWO_POW_32 = 4294967296;

function splitmix32(x: number): { value: number; next: number } {
  const next = (x + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return { value: z >>> 0, next };
}

/** One sfc32 step on a copy of the words; returns the uint32 output. */
function sfc32Step(words: readonly number[]): { out: number; words: number[] } {
  let [a, b, c, d] = words as [number, number, number, number];
  a |= 0;
  b |= 0;
  c |= 0;
  d |= 0;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { out: t >>> 0, words: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

function checkState(rng: RngState): void {
  const s = rng?.state;
  if (!Array.isArray(s) || s.length !== 4 || s.some((w) => !Number.isInteger(w) || w < 0 || w >= TWO_POW_32)) {
    throw new Error(`rng.state: expected 4 unsigned 32-bit integers (sfc32), got ${JSON.stringify(s)}`);
  }
}

export function createRng(seed: number): RngState {
  if (!Number.isInteger(seed)) throw new Error(`createRng: seed must be an integer, got ${seed}`);
  // Fold seeds beyond 32 bits in, so 1 and 2**32+1 differ.
  let x = (seed | 0) ^ Math.floor(seed / TWO_POW_32);
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    const r = splitmix32(x);
    words.push(r.value);
    x = r.next;
  }
  let state: number[] = words;
  for (let i = 0; i < WARM_UP_ROUNDS; i++) state = sfc32Step(state).words;
  return { seed, state };
}

/** A float in [0, 1) with 32 bits of randomness. */
export function nextFloat(rng: RngState): { value: number; rng: RngState } {
  checkState(rng);
  const { out, words } = sfc32Step(rng.state);
  return { value: out / TWO_POW_32, rng: { seed: rng.seed, state: words } };
}

/** An unsigned 32-bit integer; used for rejection sampling. */
export function nextUint32(rng: RngState): { value: number; rng: RngState } {
  checkState(rng);
  const { out, words } = sfc32Step(rng.state);
  return { value: out, rng: { seed: rng.seed, state: words } };
}

/** A fair die face 1..sides (rejection sampling, no modulo bias). */
export function rollDie(rng: RngState, sides: number): { value: number; rng: RngState } {
  if (!Number.isInteger(sides) || sides < 1 || sides > 1_000_000) {
    throw new Error(`rollDie: sides must be an integer from 1 to 1000000, got ${sides}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % sides);
  let cur = rng;
  for (;;) {
    const r = nextUint32(cur);
    cur = r.rng;
    if (r.value < limit) return { value: (r.value % sides) + 1, rng: cur };
  }
}

/** Uniform integer in [0, n): handy for picking from lists (names, scatter). */
export function pickIndex(rng: RngState, n: number): { value: number; rng: RngState } {
  const r = rollDie(rng, n);
  return { value: r.value - 1, rng: r.rng };
}
