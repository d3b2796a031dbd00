// The whole build (same as `npm run build`): renderer bundle, Electron main/preload, the `grit` command.
import { build } from 'vite';
import { buildMain } from './build-main.mjs';
import { buildCli } from './build-cli.mjs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
await build({ logLevel: 'warn' });
await buildMain();
await buildCli();
console.log('build: dist/web, dist/main/main.cjs, dist/preload/preload.cjs, dist/cli/grit.mjs');
