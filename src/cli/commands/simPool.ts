// `grit sim`'s games on every core (issue 12): game g of a run always plays
// with seed `seed + g`, whichever thread plays it, and results are put back
// in game order, so the report for a seed is the same for any `--workers`.
// The worker runs this very module: from the built CLI that is the bundle
// (dist/cli/grit.mjs), from the TypeScript (vitest, `--import tsx`) the
// source file through tsx, so nothing else needs building.
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { dirname, resolve as resolvePath } from 'node:path';
import { Worker, isMainThread, parentPort, workerData, type WorkerOptions } from 'node:worker_threads';
import type { World } from '../../core/model/schema';
import type { RulesCache } from '../../core/spatial/rulesCache';
import { simulateGame, type Player } from '../../core/rules/sim';
import { headlessGame } from '../../core/session';
import { summarizeGame, type GameSummary } from '../../core/rules/objectives/report';
import { randomPlayer } from '../../core/rules/ai/random';
import { chooseCommand as baselineChoose } from '../../core/rules/ai/baseline/index';
import { plotForSide as baselinePlot } from '../../core/rules/ai/baseline/simultaneous';

export type Opponent = 'computer' | 'random' | 'baseline';

/** One game to play: `newSide` is the side the computer player takes against `vs` (null: computer on every side). */
export interface SimJob {
  index: number;
  seed: number;
  newSide: string | null;
  vs: Opponent;
}

const WORKER_KIND = 'grit-sim-worker';

export function playJob(world: World, maxRounds: number, job: SimJob): GameSummary {
  let players: Record<string, Player> | undefined;
  if (job.newSide !== null && job.vs !== 'computer') {
    const other: Player = job.vs === 'random' ? randomPlayer(job.seed) : baselineAnswering;
    players = Object.fromEntries(
      Object.keys(world.sides)
        .filter((s) => s !== job.newSide)
        .map((s) => [s, other]),
    );
  }
  const res = simulateGame(world, job.seed, { open: headlessGame, maxRounds, players });
  return summarizeGame({ winner: res.winner, rounds: res.rounds, world: res.world });
}

/**
 * The frozen baseline predates module N and has no answer for a paused hit
 * (N-ABORT), so a game stalled at the first hit on its side. It answers as
 * GRIT Basic plays: it takes the hit. Every other choice is the baseline's own.
 */
export const baselineAnswering: Player = Object.assign(
  (world: World, figureId: string, cache?: RulesCache) => (world.pendingAbort ? { type: 'chooseAbort' as const, figureId, choice: 'take' as const } : baselineChoose(world, figureId, cache)),
  {
    // Module S (S-PLOT): the baseline's own frozen plotter, so improving ../simultaneous moves only the measured side.
    plot: baselinePlot,
  },
);

export const defaultWorkers = (): number => availableParallelism();

/**
 * Plays `jobs` on `workers` threads (1: this thread) and returns the
 * summaries in job order. `onDone(done)` after each finished game.
 */
export async function playJobs(world: World, maxRounds: number, jobs: readonly SimJob[], workers: number, onDone?: (done: number) => void): Promise<GameSummary[]> {
  const out: GameSummary[] = new Array(jobs.length);
  if (workers <= 1 || jobs.length <= 1) {
    jobs.forEach((job, i) => {
      out[i] = playJob(world, maxRounds, job);
      onDone?.(i + 1);
    });
    return out;
  }
  const data = { workerData: { kind: WORKER_KIND, world, maxRounds } };
  // Small batches keep every thread busy to the end without a message per game.
  const batch = Math.max(1, Math.min(8, Math.floor(jobs.length / (workers * 4))));
  let next = 0;
  let done = 0;
  const threads = Array.from({ length: Math.min(workers, jobs.length) }, () => startWorker(data));
  try {
    await Promise.all(
      threads.map(
        (t) =>
          new Promise<void>((resolveThread, rejectThread) => {
            const feed = () => {
              if (next >= jobs.length) return resolveThread();
              const slice = jobs.slice(next, next + batch).map((job, k) => ({ ...job, slot: next + k }));
              next += slice.length;
              t.postMessage(slice);
            };
            t.on('message', (msg: { results?: Array<{ slot: number; summary: GameSummary }>; error?: string }) => {
              if (msg.error) return rejectThread(new Error(msg.error));
              for (const r of msg.results ?? []) {
                out[r.slot] = r.summary;
                onDone?.(++done);
              }
              feed();
            });
            t.on('error', rejectThread);
            t.on('exit', (code) => (next < jobs.length || code !== 0 ? rejectThread(new Error(`grit sim: a worker thread stopped (exit ${code})`)) : undefined));
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
  return out;
}

/** This module in a new thread: the bundle as it is, or the TypeScript source through tsx (vitest, `node --import tsx`). */
function startWorker(options: WorkerOptions): Worker {
  const url = new URL(import.meta.url);
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  // A worker does not inherit the parent's module hooks: register tsx first, then load the source.
  // tsx registers itself on the main thread only; its ESM API registers anywhere.
  const tsxApi = pathToFileURL(resolvePath(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

if (!isMainThread && (workerData as { kind?: string } | null)?.kind === WORKER_KIND && parentPort) {
  const port = parentPort;
  const { world, maxRounds } = workerData as { world: World; maxRounds: number };
  port.on('message', (slice: Array<SimJob & { slot: number }>) => {
    try {
      port.postMessage({ results: slice.map((job) => ({ slot: job.slot, summary: playJob(world, maxRounds, job) })) });
    } catch (err) {
      port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  });
}
