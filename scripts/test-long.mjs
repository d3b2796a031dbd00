// `npm run test:long`: the unit tests with their long runs (GRIT_LONG_TESTS=1),
// e.g. 100 SIGKILLs of a save instead of 25. Node sets the variable so the
// script works the same on Windows.
import { spawnSync } from 'node:child_process';

const vitest = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const r = spawnSync(vitest, ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, GRIT_LONG_TESTS: '1' } });
process.exit(r.status ?? 1);
