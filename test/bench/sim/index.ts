// `grit sim` throughput: games per second on one thread and on every core
// (worker_threads), measured in the same run so the ratio holds on a noisy
// machine. Computer against computer on Dusty Street (short games), the
// same games (seeds 1..GAMES) in both settings.
import { readFileSync } from 'node:fs';
import { parseGritFileText } from '../../../src/core/io/save';
import { defaultWorkers, playJobs, type SimJob } from '../../../src/cli/commands/simPool';
import { optNumber } from '../../../src/core/rules/options';
import { isDirectRun, median } from '../lib';

const GAMES = 16;
const REPEATS = 3;

export async function runSimBench(): Promise<void> {
  const parsed = parseGritFileText(readFileSync('maps/dusty-street.grit.json', 'utf8'), 'maps/dusty-street.grit.json');
  if (!parsed.ok || parsed.kind !== 'scenario') throw new Error(parsed.ok ? 'maps/dusty-street.grit.json: not a scenario' : parsed.errors.join('\n'));
  const world = parsed.world;
  const maxRounds = optNumber(world, 'maxRounds');
  const jobs: SimJob[] = Array.from({ length: GAMES }, (_, g) => ({ index: g, seed: 1 + g, newSide: null, vs: 'computer' }));
  const cores = defaultWorkers();
  console.log(`\n== sim bench: ${GAMES} games of Dusty Street (computer against computer), median of ${REPEATS}, ${cores} cores ==`);
  const rate = async (workers: number): Promise<number> => {
    const samples: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const t0 = performance.now();
      await playJobs(world, maxRounds, jobs, workers);
      samples.push(GAMES / ((performance.now() - t0) / 1000));
    }
    return median(samples);
  };
  const one = await rate(1);
  const all = await rate(cores);
  console.log(`  1 worker        ${one.toFixed(2)} games/s`);
  console.log(`  ${String(cores).padEnd(2)} workers      ${all.toFixed(2)} games/s   (${(all / one).toFixed(2)}× one worker; thread start-up included)`);
}

if (isDirectRun(import.meta.url)) await runSimBench();
