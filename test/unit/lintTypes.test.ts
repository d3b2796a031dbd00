// The type-aware promise rules run in oxlint (.oxlintrc.json) rather than in
// ESLint (issue 17 item 14). Here they are fed a planted file in a project of
// its own and must flag it, so a config that silently stops applying them (a
// wrong glob, a missing tsgolint binary) fails this test.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

const PLANTED = `export async function later(): Promise<number> {
  return 1;
}
export function unawaited(): void {
  later();
}
export function asCondition(): void {
  if (later()) console.log('always');
}
export async function fine(): Promise<void> {
  await later();
  void later();
}
`;

function lint(dir: string): string {
  try {
    return execFileSync(process.execPath, [join(REPO, 'node_modules/oxlint/bin/oxlint'), '--type-aware', '-c', join(REPO, '.oxlintrc.json'), '--format', 'unix', dir], {
      cwd: dir,
      encoding: 'utf8',
      // oxlint looks for tsgolint on PATH and under the working directory: neither holds it when the
      // tests are not started by npm (which puts node_modules/.bin on PATH) and the project is in a temp folder.
      env: { ...process.env, OXLINT_TSGOLINT_PATH: join(REPO, 'node_modules/.bin/tsgolint') },
    });
  } catch (err) {
    return String((err as { stdout?: string }).stdout ?? err);
  }
}

describe('type-aware lint (oxlint --type-aware)', () => {
  it('flags a promise nobody awaits and a promise used as a condition, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'grit-lint-'));
    try {
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler' }, include: ['*.ts'] }));
      writeFileSync(join(dir, 'planted.ts'), PLANTED);
      const found = lint(dir)
        .split('\n')
        .map((line) => /planted\.ts:(\d+):\d+: .*\b(no-floating-promises|no-misused-promises)\b/.exec(line))
        .filter((m) => m !== null)
        .map((m) => `${m[1]} ${m[2]}`);
      expect(found.sort()).toEqual(['5 no-floating-promises', '8 no-misused-promises']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
