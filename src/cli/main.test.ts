import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { main } from './main';
import { fakeContext } from './context';

describe('grit without a command', () => {
  it('no arguments: usage on stderr, exit 1 (a script calling grit wrongly must notice)', async () => {
    const ctx = fakeContext();
    expect(await main([], ctx)).toBe(1);
    expect(ctx.err[0]).toBe('usage:');
    expect(ctx.err).toContain('  grit validate <file...>');
    expect(ctx.out).toEqual([]);
  });

  it('--help: usage on stdout, exit 0; an unknown command: exit 1', async () => {
    const help = fakeContext();
    expect(await main(['--help'], help)).toBe(0);
    expect(help.out[0]).toBe('usage:');
    const unknown = fakeContext();
    expect(await main(['frobnicate'], unknown)).toBe(1);
    expect(unknown.err[0]).toBe('grit: unknown command "frobnicate"');
  });
});

describe('the grit package', () => {
  it('runs the built JavaScript, so tsx is only a dev dependency', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
    expect(readFileSync('bin/grit.mjs', 'utf8')).not.toMatch(/from 'tsx/);
  });

  it('spawned with no arguments exits 1', () => {
    const r = spawnSync(process.execPath, ['bin/grit.mjs'], { encoding: 'utf8' });
    expect(r.stderr).toMatch(/^usage:/);
    expect(r.status).toBe(1);
  });
});
