// A save killed at random points (SIGKILL, as a crash or a power cut looks to
// the file system) must leave the target and its .bak each a whole old or new file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { numRuns } from '../../core/rules/testing/runs';

// 100 kills under `npm run test:long`; 25 in the default run (today's copy-onto-.bak failed about 1 in 9).
const TRIALS = numRuns(100, 25);
/** Trials run this many children at once (each on its own file) to keep the test short. */
const PARALLEL = 4;
const VERSION_BYTES = 1024 * 1024;
/**
 * tmpfs where there is one: its fsync costs nothing, so a kill lands in each
 * step of a save in proportion to that step's own work (on a disk, waiting for
 * fsync would take nearly all of the time and the copy would rarely be hit).
 */
const CRASH_DIR = existsSync('/dev/shm') && statSync('/dev/shm').isDirectory() ? '/dev/shm' : tmpdir();

let dir: string;
let childScript: string;
beforeAll(async () => {
  dir = mkdtempSync(join(CRASH_DIR, 'grit-crash-'));
  // The child runs the real atomicWrite, bundled once so each spawn is a plain node start.
  childScript = join(dir, 'child.mjs');
  await build({
    stdin: {
      contents: `
        import { atomicWrite } from ${JSON.stringify(resolve('src/main/files/atomic.ts'))};
        const [path, first, bytes, once] = process.argv.slice(2);
        const version = (k) => \`<\${k}>\` + 'x'.repeat(Number(bytes)) + \`</\${k}>\`;
        for (let k = Number(first); ; k++) {
          await atomicWrite(path, version(k));
          process.stdout.write('saved\\n');
          if (once) break;
        }
      `,
      resolveDir: resolve('.'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: childScript,
    logLevel: 'error',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** "whole" = one complete version written by the child (or the starting one). */
function wholeVersion(text: string): number | null {
  const m = /^<(\d+)>x*<\/(\d+)>$/.exec(text);
  return m && m[1] === m[2] && text.length === VERSION_BYTES + m[1].length * 2 + 5 ? Number(m[1]) : null;
}

/**
 * Starts a child saving in a loop and kills it at a random point of its
 * saves: after the first save, within about two more (timed from the first).
 */
function killDuringSaves(path: string, first: number): Promise<void> {
  return new Promise((done, fail) => {
    const startedMs = performance.now();
    const child = spawn(process.execPath, [childScript, path, String(first), String(VERSION_BYTES)], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.once('data', () => {
      const oneSaveMs = performance.now() - startedMs;
      setTimeout(() => child.kill('SIGKILL'), Math.random() * 2 * Math.min(oneSaveMs, 200));
    });
    child.on('exit', () => done());
    child.on('error', fail);
  });
}

describe('atomicWrite under SIGKILL', () => {
  it(`${TRIALS} kills at random points: target and .bak are always whole files`, async () => {
    const broken: string[] = [];
    const runFile = async (lane: number) => {
      const path = join(dir, `game${lane}.grit.json`);
      const start = `<0>${'x'.repeat(VERSION_BYTES)}</0>`;
      writeFileSync(path, start);
      writeFileSync(`${path}.bak`, start);
      let next = 1;
      for (let trial = lane; trial < TRIALS; trial += PARALLEL) {
        await killDuringSaves(path, next);
        const target = wholeVersion(readFileSync(path, 'utf8'));
        const bak = existsSync(`${path}.bak`) ? wholeVersion(readFileSync(`${path}.bak`, 'utf8')) : null;
        if (target === null) broken.push(`trial ${trial}: target is not a whole file`);
        if (bak === null) broken.push(`trial ${trial}: .bak is not a whole file`);
        next += 1000;
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, (_, lane) => runFile(lane)));
    expect(broken).toEqual([]);
    // The first save of the next run sweeps the temp files the killed runs left behind.
    // A kill may land where no temp file is left: plant one from an older run so the sweep is always tested.
    const planted = join(dir, 'game0.grit.json.tmp-999999-1');
    writeFileSync(planted, 'half a file');
    utimesSync(planted, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const strays = readdirSync(dir).filter((f) => f.includes('.tmp-'));
    for (let lane = 0; lane < PARALLEL; lane++) {
      const next = spawn(process.execPath, [childScript, join(dir, `game${lane}.grit.json`), '1', '10', 'once'], { stdio: 'ignore' });
      await new Promise((done) => next.on('exit', done));
    }
    expect({ strays: strays.length > 0, after: readdirSync(dir).filter((f) => f.includes('.tmp-')) }).toEqual({ strays: true, after: [] });
  }, 300_000);
});
