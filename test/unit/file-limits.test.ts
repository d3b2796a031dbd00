// Issue 17 item 6: the app, `grit` and autosave once had three size limits
// (50 MB, 64 MB, 64 Mi characters), so a game could pass `grit validate` and
// not open in the app. Now one constant, core/io/limits MAX_FILE_BYTES, used everywhere.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_FILE_BYTES } from '../../src/core/io/scenario';
import { MAX_AUTOSAVE_CHARS } from '../../src/shared/ipc';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('one file size limit', () => {
  it('no source file outside core/io/limits.ts sets a size limit of its own in megabytes', () => {
    const own = sourceFiles('src')
      .filter((f) => !f.endsWith(join('core', 'io', 'limits.ts')))
      .filter((f) => /\d+\s*\*\s*1024\s*\*\s*1024/.test(readFileSync(f, 'utf8')));
    expect(own).toEqual([]);
  });

  it('autosave accepts whatever a file may hold', () => {
    expect(MAX_AUTOSAVE_CHARS).toBe(MAX_FILE_BYTES);
  });

  it('the Electron and web readers use the shared limit', () => {
    expect(readFileSync('src/main/ipc.ts', 'utf8')).toMatch(/readTextFileCapped/);
    expect(readFileSync('src/renderer/platform/web.ts', 'utf8')).toMatch(/MAX_FILE_BYTES/);
  });
});
