// The balance check's Web Worker: plays the games off the editor's thread
// (protocol.ts), yielding to its event loop between games so a cancel is seen.
import { balanceRun, type BalanceRequest } from './protocol';
import { simulateGame } from '../../../core/rules/sim';
import { headlessGame } from '../../../core/session';
import { summarizeGame } from '../../../core/rules/objectives/report';
import type { World } from '../../../core/model/schema';

const scope = self as unknown as { onmessage: ((ev: MessageEvent<BalanceRequest>) => void) | null; postMessage(msg: unknown): void };
const cancelled = new Set<number>();

function playOne(scenario: World, seed: number, maxRounds: number) {
  const res = simulateGame(scenario, seed, { open: headlessGame, maxRounds });
  return summarizeGame({ winner: res.winner, rounds: res.rounds, world: res.world });
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

scope.onmessage = (ev) => {
  const req = ev.data;
  if (req.type === 'cancel') {
    cancelled.add(req.runId);
    return;
  }
  void (async () => {
    let done = 0;
    for (const msg of balanceRun(req, playOne)) {
      if (cancelled.has(req.runId)) {
        scope.postMessage({ type: 'cancelled', runId: req.runId, done, total: req.games });
        return;
      }
      if (msg.type === 'progress') done = msg.done;
      scope.postMessage(msg);
      await nextTask();
    }
  })();
};
