// Issue 17 item 15: package.json said Node 20+, but Electron 45 and its
// helpers want Node >= 22.12, so `npm install` printed engine warnings on the
// versions we claimed to support. The declared minimum must satisfy every
// installed package's `engines.node`. (semver is npm's own range parser,
// present in node_modules through many dependencies.)
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

// Untyped here (no @types/semver installed): the three calls used, typed by hand.
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
};

function installedEngines(dir: string, out: Array<{ name: string; node: string }> = []): Array<{ name: string; node: string }> {
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const full = join(dir, entry);
    if (entry.startsWith('@')) {
      installedEngines(full, out);
      continue;
    }
    const manifest = join(full, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; engines?: { node?: unknown } };
    if (typeof pkg.engines?.node === 'string') out.push({ name: pkg.name ?? entry, node: pkg.engines.node });
    if (existsSync(join(full, 'node_modules'))) installedEngines(join(full, 'node_modules'), out);
  }
  return out;
}

describe('Node version we declare', () => {
  it('the lowest Node that package.json engines allows satisfies every installed package (no EBADENGINE warnings)', () => {
    const ours = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;
    const lowest = semver.minVersion(ours)!.version;
    const unhappy = installedEngines('node_modules')
      .filter((p) => semver.validRange(p.node) && !semver.satisfies(lowest, p.node))
      .map((p) => `${p.name} wants ${p.node}`);
    expect(unhappy).toEqual([]);
  });
});
