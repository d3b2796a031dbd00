// The web-mode address switches, read once at start.

/**
 * URL switches (web mode and tests): ?scenario=<shipped file> opens it,
 * ?seed=N seeds the dice of a freshly opened scenario (deterministic e2e),
 * ?fast=1 turns token animations off, ?table=1 opens the Table TV panel.
 */
export function urlSettings(search: string = window.location.search) {
  const params = new URLSearchParams(search);
  const seedText = params.get('seed');
  const seed = seedText !== null && /^\d+$/.test(seedText) ? Number(seedText) : null;
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { scenario: params.get('scenario'), seed, fast: params.get('fast') === '1' || reducedMotion, tablePanel: params.get('table') === '1' };
}

export type UrlSettings = ReturnType<typeof urlSettings>;
