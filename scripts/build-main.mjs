// Bundles Electron main and preload to CommonJS (dist/main/main.cjs,
// dist/preload/preload.cjs) with Vite's library mode: a sandboxed preload
// must be one CJS file, and main loads fastest as one. electron stays external.
import { build } from 'vite';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const external = ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

async function bundle(entry, outDir, fileName, emptyOutDir = true) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: resolve(ROOT, outDir),
      emptyOutDir,
      target: 'node20',
      minify: false,
      sourcemap: false,
      ssr: false,
      lib: { entry: resolve(ROOT, entry), formats: ['cjs'], fileName: () => fileName },
      rollupOptions: { external, output: { exports: 'auto' } },
    },
  });
}

export async function buildMain() {
  await bundle('src/main/main.ts', 'dist/main', 'main.cjs');
  await bundle('src/preload/preload.ts', 'dist/preload', 'preload.cjs');
  // The table window's own preload (17.2), beside the GM's: the folder is not emptied again.
  await bundle('src/preload/tablePreload.ts', 'dist/preload', 'table-preload.cjs', false);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildMain();
  console.log('build-main: dist/main/main.cjs, dist/preload/preload.cjs, dist/preload/table-preload.cjs');
}
