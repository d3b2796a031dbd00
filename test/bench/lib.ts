// Helpers shared by the bench sections: a seeded RNG (scenes are rebuilt
// identically every run), the median of samples, wall-clock timing, and the
// check for a section run on its own (`node --import tsx test/bench/<x>/index.ts`).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** mulberry32: a small, fast seeded PRNG giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The middle sample (the upper one of an even count); NaN for none. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
}

/** Wall-clock milliseconds of one call, and its result. */
export function timeMs<T>(fn: () => T): [number, T] {
  const t0 = performance.now();
  const v = fn();
  return [performance.now() - t0, v];
}

/** True when the module at `moduleUrl` (its import.meta.url) is the script node was started with. */
export function isDirectRun(moduleUrl: string): boolean {
  return !!process.argv[1] && fileURLToPath(moduleUrl) === resolve(process.argv[1]);
}

/** Targets not met so far in this process, "section: name: detail"; `npm run bench` repeats them at the end. */
export const unmetTargets: string[] = [];
/** Targets met so far in this process, "section: name" (the summary counts both). */
export const metTargets: string[] = [];

/** Records a target's outcome for the closing summary (a section still prints its own list). */
export function recordTarget(section: string, name: string, met: boolean, detail: string): void {
  if (!met) unmetTargets.push(`${section}: ${name}: ${detail}`);
  else metTargets.push(`${section}: ${name}`);
}
