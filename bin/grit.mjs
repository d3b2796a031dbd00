#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so the package's bin needs no build step.
import { register } from 'tsx/esm/api';
register();
// `grit info x | head` closes the pipe early: that is not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw err;
  });
}
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
