import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { balanceChartData, balanceRefusal, balanceRun, reduceBalance, startedState, type BalanceMessage, type BalanceState } from './protocol';
import { worldFromAscii } from '../../../core/rules/movement/testing/ascii';
import { simulateGame } from '../../../core/rules/sim';
import { headlessGame } from '../../../core/session';
import { summarizeGame, simReportOf, type GameSummary } from '../../../core/rules/objectives/report';
import type { World } from '../../../core/model/schema';

const SHEET = { ap: 8, hp: 8, bod: 6, mnd: 5, mys: 1, rce: 2, race: 'Human' };
const duel = (): World =>
  produce(
    worldFromAscii(`
    A . . N
  `),
    (d) => {
      for (const f of Object.values(d.figures)) {
        f.stats = { ...SHEET };
        f.hp = 8;
        f.apLeft = 8;
        f.loadout = { weapons: [{ catalogueId: 'knife', dvBonus: 0 }], drvBonus: 0, activeWeapon: 0 } as never;
      }
    },
  );
const start = (games: number, runId = 1, scenario = duel()) => ({ type: 'start' as const, runId, scenario, games, firstSeed: 7, maxRounds: 20 });

describe('balance check worker protocol', () => {
  it('plays game g with seed firstSeed + g, reports progress after each game, then the grit sim report', () => {
    const seeds: number[] = [];
    const fake = (_w: World, seed: number): GameSummary => {
      seeds.push(seed);
      return { winner: seed % 2 ? 'red' : 'blue', rounds: seed, decidedBy: 'last side standing', stalled: false };
    };
    const msgs = [...balanceRun(start(3), fake)];
    expect(seeds).toEqual([7, 8, 9]);
    expect(msgs.slice(0, 3)).toEqual([1, 2, 3].map((done) => ({ type: 'progress', runId: 1, done, total: 3 })));
    const done = msgs[3] as Extract<BalanceMessage, { type: 'done' }>;
    expect(done.type).toBe('done');
    expect(done.report.games).toBe(3);
    expect(done.report.sides.find((s) => s.sideId === 'red')?.wins).toBe(2);
    expect(done.report.averageRounds).toBe(8);
    expect(msgs).toHaveLength(4);
  });

  it('an engine failure becomes an error message naming it, not a dead worker', () => {
    const msgs = [
      ...balanceRun(start(2), () => {
        throw new Error('boom at seed 7');
      }),
    ];
    expect(msgs).toEqual([{ type: 'error', runId: 1, message: 'boom at seed 7' }]);
  });

  it("the worker's games are grit sim's games: the same seeds give the same report as simulateGame", () => {
    const w = duel();
    const play = (s: World, seed: number, maxRounds: number) => {
      const r = simulateGame(s, seed, { open: headlessGame, maxRounds });
      return summarizeGame({ winner: r.winner, rounds: r.rounds, world: r.world });
    };
    const msgs = [...balanceRun(start(2, 1, w), play)];
    const done = msgs.at(-1) as Extract<BalanceMessage, { type: 'done' }>;
    expect(done.report).toEqual(simReportOf(w, [play(w, 7, 20), play(w, 8, 20)]));
    expect(done.report.sides.reduce((n, s) => n + s.wins, 0) + done.report.draws).toBe(2);
  });

  it('the panel folds messages into its state and ignores those of another or a finished run', () => {
    let s: BalanceState = startedState(start(4, 2));
    expect(s).toEqual({ phase: 'running', runId: 2, done: 0, total: 4 });
    s = reduceBalance(s, { type: 'progress', runId: 1, done: 3, total: 4 });
    expect(s).toMatchObject({ done: 0 });
    s = reduceBalance(s, { type: 'progress', runId: 2, done: 1, total: 4 });
    expect(s).toMatchObject({ phase: 'running', done: 1 });
    s = reduceBalance(s, { type: 'cancelled', runId: 2, done: 1, total: 4 });
    expect(s).toEqual({ phase: 'cancelled', runId: 2, done: 1, total: 4 });
    expect(reduceBalance(s, { type: 'progress', runId: 2, done: 2, total: 4 })).toBe(s);
    expect(reduceBalance({ phase: 'idle' }, { type: 'progress', runId: 2, done: 2, total: 4 })).toEqual({ phase: 'idle' });
  });

  it('refuses to run what grit sim refuses: errors in the scenario, bad rule options, a bad game count', () => {
    expect(balanceRefusal(duel(), 10)).toBeNull();
    expect(balanceRefusal(duel(), 0)).toMatch(/whole number from 1/);
    const bad = produce(duel(), (d) => {
      d.scenario.rules['diagonalRule'] = 'sideways';
    });
    expect(balanceRefusal(bad, 10)).toMatch(/diagonalRule: expected one of/);
    const lonely = produce(duel(), (d) => {
      delete d.figures['N'];
    });
    expect(balanceRefusal(lonely, 10)).toMatch(/error\(s\) to fix first.*"blue" has no figures/);
  });

  it('chart data: win % of all games per side, stacked by the deciding objective', () => {
    const w = duel();
    const report = simReportOf(w, [
      { winner: 'red', rounds: 3, decidedBy: 'reach the gate', stalled: false },
      { winner: 'red', rounds: 3, decidedBy: 'last side standing', stalled: false },
      { winner: 'blue', rounds: 3, decidedBy: 'last side standing', stalled: false },
      { winner: null, rounds: 3, decidedBy: null, stalled: false },
    ]);
    const sides = report.sides.map((s) => s.sideId);
    const at = (id: string) => sides.indexOf(id);
    const chart = balanceChartData(report);
    expect(chart.labels).toEqual(report.sides.map((s) => s.name));
    expect(chart.datasets.map((d) => d.label)).toEqual(['last side standing', 'reach the gate']);
    expect(chart.datasets[0]!.data[at('red')]).toBe(25);
    expect(chart.datasets[0]!.data[at('blue')]).toBe(25);
    expect(chart.datasets[1]!.data[at('red')]).toBe(25);
    expect(chart.datasets[1]!.data[at('blue')]).toBe(0);
  });
});
