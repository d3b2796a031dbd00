// The editor's end of the balance check: one Web Worker (Vite bundles
// ./worker.ts as its own chunk), requests out, state in (protocol.ts).
import type { World } from '../../../core/model/schema';
import { optNumber } from '../../../core/rules/options';
import { reduceBalance, startedState, type BalanceMessage, type BalanceRequest, type BalanceState } from './protocol';

export class BalanceRunner {
  private worker: Worker | null = null;
  private runId = 0;
  state: BalanceState = { phase: 'idle' };

  constructor(private readonly onState: (state: BalanceState) => void) {}

  start(scenario: World, games: number, firstSeed = 1): void {
    this.worker ??= this.spawn();
    const req: Extract<BalanceRequest, { type: 'start' }> = { type: 'start', runId: ++this.runId, scenario, games, firstSeed, maxRounds: optNumber(scenario, 'maxRounds') };
    this.set(startedState(req));
    this.worker.postMessage(req);
  }

  cancel(): void {
    if (this.state.phase !== 'running' || !this.worker) return;
    this.worker.postMessage({ type: 'cancel', runId: this.state.runId } satisfies BalanceRequest);
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }

  private spawn(): Worker {
    const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'grit-balance' });
    w.onmessage = (ev: MessageEvent<BalanceMessage>) => this.set(reduceBalance(this.state, ev.data));
    w.onerror = (ev) => {
      if (this.state.phase === 'running') this.set({ phase: 'error', runId: this.state.runId, message: ev.message || 'the balance worker failed' });
    };
    return w;
  }

  private set(state: BalanceState): void {
    if (state === this.state) return;
    this.state = state;
    this.onState(state);
  }
}
