// The whole build (same as `npm run build`): renderer bundle, then Electron main/preload.
import { build } from 'vite';
import { buildMain } from './build-main.mjs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
await build({ logLevel: 'warn' });
await buildMain();
console.log('build: dist/web, dist/main/main.cjs, dist/preload/preload.cjs');
