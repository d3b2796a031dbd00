// `npm run bench`: every bench section in one process. Sections owned by
// other rooms are loaded if present, so a missing one prints "section missing".
import { runSightBench } from './sight/index';
import { metTargets, unmetTargets } from './lib';
import { loadavg, cpus } from 'node:os';

async function section(name: string, load: () => Promise<Record<string, unknown>>, fn: string): Promise<void> {
  let mod: Record<string, unknown>;
  try {
    mod = await load();
  } catch (err) {
    console.log(`\n== ${name} bench: section missing (${(err as Error).message.split('\n')[0]}) ==`);
    return;
  }
  const run = mod[fn];
  if (typeof run !== 'function') {
    console.log(`\n== ${name} bench: section missing (no ${fn}) ==`);
    return;
  }
  await (run as () => Promise<void>)();
}

await runSightBench();
await section('reach', () => import('./reach/index'), 'runReachBench');
await section('spatial', () => import('./spatial/index'), 'runSpatialBench');
await section('engine', () => import('./engine/index'), 'runEngineBench');
await section('io', () => import('./io/index'), 'runIoBench');
await section('table', () => import('./table/index'), 'runTableBench');
await section('sim', () => import('./sim/index'), 'runSimBench');
await section('editor', () => import('./editor/index'), 'runEditorBench');

// The closing summary: every target not met, from every section, so none
// hides in a section's notes (issue 16).
console.log(`\n== summary: ${metTargets.length} target(s) met, ${unmetTargets.length} not met ==`);
for (const line of unmetTargets) console.log(`  not met: ${line}`);
console.log(
  `machine: ${cpus().length} cores, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} at the end (other processes share the CPU: quote ratios)`,
);
