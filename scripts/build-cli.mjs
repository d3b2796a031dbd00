// Bundles the `grit` command to one ES module (dist/cli/grit.mjs) with
// esbuild, so `grit` starts without compiling TypeScript on every run.
// Part of `npm run build`; bin/grit.mjs also calls it when the bundle is
// missing or older than a file it was built from (a fresh clone, an edit).
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const CLI_BUNDLE = resolve(ROOT, 'dist/cli/grit.mjs');
/** The files the bundle was built from (repo-relative), for bin/grit.mjs's staleness check. */
export const CLI_INPUTS = resolve(ROOT, 'dist/cli/inputs.json');

export async function buildCli() {
  mkdirSync(resolve(ROOT, 'dist/cli'), { recursive: true });
  // Temp names + rename: tests spawn the CLI in parallel, and a reader must never see half a bundle.
  const tag = `${process.pid}-${Date.now()}`;
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/cli/main.ts'],
    outfile: `${CLI_BUNDLE}.tmp-${tag}`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    // Not minified: minifying saved no measurable start-up time and would garble internal-error traces.
    logLevel: 'warning',
    // Some bundled CommonJS packages call require(); give the ES module one.
    banner: { js: "import { createRequire as __gritRequire } from 'node:module'; const require = __gritRequire(import.meta.url);" },
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => relative(ROOT, resolve(ROOT, p)));
  writeFileSync(`${CLI_INPUTS}.tmp-${tag}`, JSON.stringify(inputs));
  renameSync(`${CLI_BUNDLE}.tmp-${tag}`, CLI_BUNDLE);
  renameSync(`${CLI_INPUTS}.tmp-${tag}`, CLI_INPUTS);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildCli();
  console.log('build-cli: dist/cli/grit.mjs');
}
