// `grit sim` throughput: games per second with one worker and with every core
// (worker_threads), measured in the same run so the ratio holds on a noisy
// machine. Runs the built CLI (bin/grit.mjs, rebuilt when stale) as a user
// does, so worker start-up from the bundle is counted; computer against
// computer on Dusty Street (short games), the same seeds in both settings.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { isDirectRun, median } from '../lib';

const GAMES = 64;
const REPEATS = 3;

function gamesPerSecond(workers: number): number {
  const t0 = performance.now();
  const out = execFileSync(process.execPath, ['bin/grit.mjs', 'sim', 'maps/dusty-street.grit.json', '--games', String(GAMES), '--seed', '1', '--workers', String(workers), '--json'], {
    encoding: 'utf8',
  });
  const s = (performance.now() - t0) / 1000;
  if (JSON.parse(out).games !== GAMES) throw new Error('grit sim played a different number of games');
  return GAMES / s;
}

export async function runSimBench(): Promise<void> {
  const cores = availableParallelism();
  gamesPerSecond(1); // builds the bundle if stale, warms the disk cache
  console.log(`\n== sim bench: grit sim, ${GAMES} games of Dusty Street (computer against computer), median of ${REPEATS}, ${cores} cores ==`);
  const one = median(Array.from({ length: REPEATS }, () => gamesPerSecond(1)));
  const all = median(Array.from({ length: REPEATS }, () => gamesPerSecond(cores)));
  console.log(`  1 worker    ${one.toFixed(2)} games/s`);
  console.log(`  ${cores} workers   ${all.toFixed(2)} games/s   (${(all / one).toFixed(2)}× one worker; process and thread start-up included)`);
}

if (isDirectRun(import.meta.url)) await runSimBench();
