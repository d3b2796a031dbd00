// The balance check's message protocol between the editor and its Web Worker,
// and both ends' logic as pure functions: the worker plays games one at a
// time through `grit sim`'s engine (core/rules/sim via a headless game
// Session), so a cancel is seen between games; the panel folds the messages
// into a state. Messages of an older run are ignored (a cancelled run may
// still report).
import type { World } from '../../../core/model/schema';
import type { GameSummary, SimReport } from '../../../core/rules/objectives/report';
import { simReportOf } from '../../../core/rules/objectives/report';
import { scenarioProblems } from '../../../core/rules/problems/problems';
import { checkRuleOptions } from '../../../core/rules/options';

export type BalanceRequest = { type: 'start'; runId: number; scenario: World; games: number; firstSeed: number; maxRounds: number } | { type: 'cancel'; runId: number };

export type BalanceMessage =
  | { type: 'progress'; runId: number; done: number; total: number }
  | { type: 'done'; runId: number; report: SimReport }
  | { type: 'cancelled'; runId: number; done: number; total: number }
  | { type: 'error'; runId: number; message: string };

export type PlayOne = (scenario: World, seed: number, maxRounds: number) => GameSummary;

/** Worker side: game g has seed firstSeed + g, as in `grit sim`; a progress message after each game, then the report. */
export function* balanceRun(req: Extract<BalanceRequest, { type: 'start' }>, playOne: PlayOne): Generator<BalanceMessage, void, void> {
  const summaries: GameSummary[] = [];
  try {
    for (let g = 0; g < req.games; g++) {
      summaries.push(playOne(req.scenario, req.firstSeed + g, req.maxRounds));
      yield { type: 'progress', runId: req.runId, done: g + 1, total: req.games };
    }
    yield { type: 'done', runId: req.runId, report: simReportOf(req.scenario, summaries) };
  } catch (err) {
    yield { type: 'error', runId: req.runId, message: err instanceof Error ? err.message : String(err) };
  }
}

export const MAX_BALANCE_GAMES = 10000;

/** Why the balance check cannot run on this World, or null: the same refusals as `grit sim` (errors, bad rule options, G-WIN-6). */
export function balanceRefusal(world: World, games: number): string | null {
  if (!Number.isInteger(games) || games < 1 || games > MAX_BALANCE_GAMES) return `the number of games must be a whole number from 1 to ${MAX_BALANCE_GAMES}`;
  const bad = checkRuleOptions(world.scenario.rules);
  if (bad.length) return `rule option ${bad[0]!.path.slice(2).join('.')}: ${bad[0]!.message}`;
  const errors = scenarioProblems(world).filter((p) => p.level === 'error');
  if (errors.length) return `the scenario has ${errors.length} error(s) to fix first (see Problems): ${errors[0]!.message}`;
  return null;
}

export type BalanceState =
  | { phase: 'idle' }
  | { phase: 'running'; runId: number; done: number; total: number }
  | { phase: 'done'; runId: number; report: SimReport }
  | { phase: 'cancelled'; runId: number; done: number; total: number }
  | { phase: 'error'; runId: number; message: string };

/** Panel side: the state after a request was sent. */
export function startedState(req: Extract<BalanceRequest, { type: 'start' }>): BalanceState {
  return { phase: 'running', runId: req.runId, done: 0, total: req.games };
}

/** Panel side: fold one worker message into the state; messages of another run change nothing. */
export function reduceBalance(state: BalanceState, msg: BalanceMessage): BalanceState {
  if (state.phase === 'idle' || msg.runId !== state.runId) return state;
  // After a run ended, late messages of that run are ignored too.
  if (state.phase !== 'running') return state;
  switch (msg.type) {
    case 'progress':
      return { phase: 'running', runId: msg.runId, done: msg.done, total: msg.total };
    case 'done':
      return { phase: 'done', runId: msg.runId, report: msg.report };
    case 'cancelled':
      return { phase: 'cancelled', runId: msg.runId, done: msg.done, total: msg.total };
    case 'error':
      return { phase: 'error', runId: msg.runId, message: msg.message };
  }
}

export interface BalanceChartData {
  labels: string[];
  /** One stacked series per deciding objective (win % of all games), then draws. */
  datasets: Array<{ label: string; data: number[] }>;
}

/** Win rate per side split by the objective that decided the wins, in % of all games. */
export function balanceChartData(report: SimReport): BalanceChartData {
  const labels = report.sides.map((s) => s.name);
  const objectives = [...new Set(report.sides.flatMap((s) => Object.keys(s.byObjective)))].sort();
  const pct = (k: number) => (report.games ? Math.round((k / report.games) * 1000) / 10 : 0);
  const datasets = objectives.map((label) => ({ label, data: report.sides.map((s) => pct(s.byObjective[label] ?? 0)) }));
  return { labels, datasets };
}
