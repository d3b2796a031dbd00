import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../main';
import { fakeContext } from '../context';
import { worldFromAscii } from '../../core/rules/movement/testing/ascii';
import { serializeScenario } from '../../core/io/scenario';

const dusty = readFileSync('test/fixtures/dusty-street.grit.json', 'utf8');

async function simJson(args: string[]): Promise<unknown> {
  const ctx = fakeContext({ 'dusty.grit.json': dusty });
  expect(await main(['sim', 'dusty.grit.json', ...args, '--json'], ctx)).toBe(0);
  expect(ctx.out).toHaveLength(1);
  return JSON.parse(ctx.out[0]!);
}

describe('grit sim on worker threads', () => {
  it('the report for a seed is the same with 1 and 2 workers (game g always plays seed + g)', async () => {
    const args = ['--games', '3', '--seed', '7', '--max-rounds', '2', '--vs', 'random'];
    const one = await simJson([...args, '--workers', '1']);
    const two = await simJson([...args, '--workers', '2']);
    expect(two).toEqual(one);
    // Both runs (the computer as each side) are there, each with all its games.
    const runs = (one as { runs: Array<{ computerSide: string; games: number }> }).runs;
    expect(runs.map((r) => [r.computerSide, r.games])).toEqual([
      ['law', 3],
      ['gang', 3],
    ]);
  }, 120_000);

  it('the progress line goes to stderr only, never into the --json output', async () => {
    const ctx = fakeContext({ 'dusty.grit.json': dusty });
    expect(await main(['sim', 'dusty.grit.json', '--games', '2', '--max-rounds', '2', '--workers', '1', '--progress', '--json'], ctx)).toBe(0);
    expect(ctx.out).toHaveLength(1);
    expect(() => JSON.parse(ctx.out[0]!)).not.toThrow();
    expect(ctx.err.at(-1)).toMatch(/^grit sim: 2\/2 games, [\d.]+ games\/s, 0 s left$/);
  }, 60_000);

  it('G-WIN-6 a scenario whose zone no figure of the side can reach is refused before any game, naming file, JSON path and objective', async () => {
    const w = worldFromAscii(`
      A .|.
      . .|N
    `);
    const scenario = {
      ...w,
      scenario: {
        ...w.scenario,
        zones: { vault: { id: 'vault', name: 'The vault', cells: [{ c: 2, r: 0 }], rects: [], exit: false } },
        objectives: { red: [{ id: 'crack-it', kind: 'reach', zone: 'vault', when: 'required' }] },
      },
    } as typeof w;
    const ctx = fakeContext({ 'walled.grit.json': serializeScenario(scenario) });
    expect(await main(['sim', 'walled.grit.json', '--games', '1', '--workers', '1'], ctx)).toBe(1);
    expect(ctx.out).toEqual([]);
    expect(ctx.err.join('\n')).toContain('walled.grit.json: $.scenario.objectives.red[0]');
    expect(ctx.err.join('\n')).toContain('reach objective "crack-it"');
  });

  it('N-ABORT a paused hit on the random or baseline side gets an answer: module N games go past round 1 (they all stalled at the first hit)', async () => {
    const ctx = fakeContext({ 'brawl.grit.json': readFileSync('maps/tavern-brawl.grit.json', 'utf8') });
    for (const vs of ['random', 'baseline']) {
      expect(await main(['sim', 'brawl.grit.json', '--games', '2', '--seed', '1', '--max-rounds', '3', '--workers', '1', '--vs', vs, '--json'], ctx)).toBe(0);
      const runs = (JSON.parse(ctx.out.at(-1)!) as { runs: Array<{ computerSide: string; averageRounds: number }> }).runs;
      for (const r of runs) expect(r.averageRounds, `${vs}, computer as ${r.computerSide}`).toBeGreaterThan(1);
    }
  }, 180_000);

  it('--vs takes only the known players', async () => {
    const ctx = fakeContext({ 'dusty.grit.json': dusty });
    expect(await main(['sim', 'dusty.grit.json', '--vs', 'oracle'], ctx)).toBe(1);
    expect(ctx.err.join('\n')).toContain('--vs takes computer, random or baseline');
  });
});
