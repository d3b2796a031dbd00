// The balance check: N computer-against-computer games of the scenario as it
// is now, played by `grit sim`'s engine in a Web Worker (renderer/editor/
// balance), with a progress bar and Cancel; then each side's win rate with
// its 95% Wilson interval, wins by deciding objective as a Chart.js bar chart,
// draws and the average length.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { EditorPanelContext } from './contract';
import type { World } from '../../../../core/model/schema';
import type { SimReport } from '../../../../core/rules/objectives/report';
import { balanceChartData, balanceRefusal, type BalanceState } from '../../../editor/balance/protocol';
import { BalanceRunner } from '../../../editor/balance/client';
import { BalanceChart } from './BalanceChart';
import { ErrorLine, Field, NumberInput } from './fields';

/** What the panel needs of the runner (a fake in the panel's tests). */
export interface BalanceRunnerLike {
  readonly state: BalanceState;
  start(scenario: World, games: number, firstSeed?: number): void;
  cancel(): void;
  dispose(): void;
}

export type MakeRunner = (onState: (s: BalanceState) => void) => BalanceRunnerLike;
const workerRunner: MakeRunner = (onState) => new BalanceRunner(onState);

const pct = (x: number) => `${Math.round(x * 100)}%`;

export function BalancePanel({ ctx, makeRunner = workerRunner, chart = true }: { ctx: EditorPanelContext; makeRunner?: MakeRunner; chart?: boolean }) {
  const [state, setState] = useState<BalanceState>({ phase: 'idle' });
  const [games, setGames] = useState<number | undefined>(20);
  const [seed, setSeed] = useState<number | undefined>(1);
  const [refusal, setRefusal] = useState<string | null>(null);
  const runner = useRef<BalanceRunnerLike | null>(null);
  useEffect(() => () => runner.current?.dispose(), []);
  const run = () => {
    const n = games ?? 0;
    const why = balanceRefusal(ctx.world, n);
    setRefusal(why);
    if (why) return;
    runner.current ??= makeRunner(setState);
    runner.current.start(ctx.world, n, seed ?? 1);
  };
  const running = state.phase === 'running';
  return (
    <div class="ed-panel" data-testid="panel-balance">
      <p class="small">The computer plays every side, as grit sim does, on the scenario as it is now. Game g uses seed first seed + g.</p>
      <div class="ed-row">
        <Field label="Games">
          <NumberInput label="Games" testId="balance-games" value={games} min={1} max={10000} onCommit={setGames} />
        </Field>
        <Field label="First seed">
          <NumberInput label="First seed" testId="balance-seed" value={seed} onCommit={setSeed} />
        </Field>
        <button type="button" class="primary" data-testid="balance-run" disabled={running} onClick={run}>
          Run balance check
        </button>
        {running && (
          <button type="button" data-testid="balance-cancel" onClick={() => runner.current?.cancel()}>
            Cancel
          </button>
        )}
      </div>
      <ErrorLine error={refusal} testId="balance-refused" />
      {running && (
        <div data-testid="balance-progress-row">
          <progress data-testid="balance-progress" max={state.total} value={state.done} aria-label="Games played" />{' '}
          <span data-testid="balance-progress-text">
            {state.done} / {state.total} games
          </span>
        </div>
      )}
      {state.phase === 'cancelled' && (
        <p data-testid="balance-cancelled" role="status">
          Cancelled after {state.done} of {state.total} games.
        </p>
      )}
      <ErrorLine error={state.phase === 'error' ? `The balance check failed: ${state.message}` : null} testId="balance-error" />
      {state.phase === 'done' && <BalanceResult report={state.report} chart={chart} />}
    </div>
  );
}

function BalanceResult({ report, chart }: { report: SimReport; chart: boolean }) {
  return (
    <div data-testid="balance-result">
      <table class="ed-rules" data-testid="balance-table">
        <thead>
          <tr>
            <th>Side</th>
            <th>Wins</th>
            <th>Win rate</th>
            <th>95% interval</th>
          </tr>
        </thead>
        <tbody>
          {report.sides.map((s) => (
            <tr key={s.sideId} data-testid="balance-side" data-side-id={s.sideId}>
              <td>{s.name}</td>
              <td>{s.wins}</td>
              <td data-testid="balance-rate">{pct(s.winRate)}</td>
              <td title="Wilson score interval: the win rate lies in this range with 95% confidence">
                {pct(s.interval95[0])}–{pct(s.interval95[1])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="balance-summary">
        {report.games} games: {report.draws} draw{report.draws === 1 ? '' : 's'}
        {report.stalled ? ` (${report.stalled} stalled at the round cap)` : ''}, {report.averageRounds} rounds on average.
      </p>
      {chart && <BalanceChart data={balanceChartData(report)} />}
    </div>
  );
}
