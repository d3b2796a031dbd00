// `npm run bench`: every bench section in one process. Sections owned by
// other rooms are loaded if present, so a missing one prints "section missing".
import { runSightBench } from './sight/index';

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
