// How long property tests run: a quick sample in `npm test`, the full count
// under `npm run test:long` (GRIT_LONG_TESTS=1, set by scripts/test-long.mjs).
// The one place that reads the switch (issue 17 item 14).

/** True under `npm run test:long`. */
export function isLongRun(): boolean {
  return Boolean(globalThis.process?.env?.GRIT_LONG_TESTS);
}

/** fast-check `numRuns`: `full` under test:long, otherwise at most `fast` (seeded runs still replay the same first cases). */
export function numRuns(full: number, fast = Math.min(full, 100)): number {
  return isLongRun() ? full : fast;
}
