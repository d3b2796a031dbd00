import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main';
import { fakeContext } from '../context';

describe('grit sim: Breach at Block 9', () => {
  it('G-GAME-3 the computer players close in through doors (and force the locked one): games end before the round cap', async () => {
    const ctx = fakeContext({ 'breach.grit.json': readFileSync('maps/building-breach.grit.json', 'utf8') });
    expect(await main(['sim', 'breach.grit.json', '--games', '3', '--seed', '1', '--workers', '1', '--json'], ctx)).toBe(0);
    const res = JSON.parse(ctx.out[0]!);
    expect(res.draws).toBe(0);
    expect(Object.values(res.wins as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
    expect(res.averageRounds).toBeLessThan(res.maxRounds);
  });

  it("G-WIN-3 the header gives the scenario's own round limit when it comes before the sim's cap (Night Watch ends after round 6)", async () => {
    const ctx = fakeContext({ 'night.grit.json': readFileSync('maps/night-watch.grit.json', 'utf8') });
    expect(await main(['sim', 'night.grit.json', '--games', '1', '--seed', '1', '--workers', '1'], ctx)).toBe(0);
    expect(ctx.out[0]).toContain("(at most 6 rounds each, the scenario's limit)");
  });
});
