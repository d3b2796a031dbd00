// The packaging configuration cannot be exercised here (electron-builder
// downloads Electron), so its key fields are checked against the build output.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import config from '../../electron.config';
import { CONTENT_SECURITY_POLICY } from '../../src/shared/csp';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { main: string; scripts: Record<string, string> };

const targetsOf = (t: unknown): string[] => (Array.isArray(t) ? t : [t]).map((x) => (typeof x === 'string' ? x : (x as { target: string }).target));

describe('electron.config.ts', () => {
  it('names the app', () => {
    expect(config.appId).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(config.productName).toBe('GRIT Table');
  });

  it('packs the built main, preload, renderer and shipped maps, with main matching package.json', () => {
    const files = config.files as string[];
    for (const needed of ['dist/main/**', 'dist/preload/**', 'dist/web/**', 'maps/*.grit.json']) expect(files).toContain(needed);
    expect((config.extraMetadata as { main: string }).main).toBe(pkg.main);
    expect(pkg.main).toBe('dist/main/main.cjs');
  });

  it('targets AppImage and deb on Linux, NSIS on Windows, DMG on macOS', () => {
    expect(targetsOf(config.linux?.target)).toEqual(['AppImage', 'deb']);
    expect(targetsOf(config.win?.target)).toEqual(['nsis']);
    expect(targetsOf(config.mac?.target)).toEqual(['dmg']);
  });

  it('is what `npm run package` passes to electron-builder', () => {
    expect(pkg.scripts.package).toContain('--config electron.config.ts');
  });

  it('fuses: no Node through env or CLI, asar only, and file:// gets no extra privileges', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});

describe('Content-Security-Policy', () => {
  it("allows no inline styles or scripts ('unsafe-inline' nowhere)", () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline');
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
  });
});
