#!/usr/bin/env node
// The `grit` command runs the JavaScript bundle from `npm run build`
// (dist/cli/grit.mjs). In a checkout the bundle is rebuilt first when it is
// missing or older than any file it was built from, so `npm run grit`, tests
// that spawn the CLI and a fresh clone never run stale code.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const BUNDLE = resolve(ROOT, 'dist/cli/grit.mjs');
const INPUTS = resolve(ROOT, 'dist/cli/inputs.json');

function isStale() {
  if (!existsSync(BUNDLE) || !existsSync(INPUTS)) return true;
  const builtMs = statSync(BUNDLE).mtimeMs;
  try {
    for (const file of JSON.parse(readFileSync(INPUTS, 'utf8'))) {
      const full = resolve(ROOT, file);
      // A source that is gone (an installed package without src/) cannot make the bundle stale.
      if (existsSync(full) && statSync(full).mtimeMs > builtMs) return true;
    }
  } catch {
    return true;
  }
  return false;
}

if (isStale()) {
  let buildCli;
  try {
    ({ buildCli } = await import('../scripts/build-cli.mjs'));
  } catch (err) {
    if (!existsSync(BUNDLE)) {
      process.stderr.write(`grit: dist/cli/grit.mjs is missing and cannot be built here (${err.message}); run npm run build\n`);
      process.exit(1);
    }
  }
  if (buildCli) await buildCli();
}

// `grit info x | head` closes the pipe early: that is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}
const { main } = await import(pathToFileURL(BUNDLE).href);
process.exitCode = await main(process.argv.slice(2));
