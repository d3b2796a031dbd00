import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWriteSync, nodeAtomicFs, type AtomicFs } from './atomic';
import { fakeAutosaveTimers } from '../../core/session/autosaveFakeTimers';
import { createAutosave } from './autosave';
import { createRecoveryStore } from './recovery';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'grit-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('atomicWrite', () => {
  it('writes the file and keeps the previous one as .bak', () => {
    const p = join(dir, 'game.grit.json');
    atomicWriteSync(p, 'first');
    expect(readFileSync(p, 'utf8')).toBe('first');
    expect(existsSync(p + '.bak')).toBe(false);
    atomicWriteSync(p, 'second');
    expect(readFileSync(p, 'utf8')).toBe('second');
    expect(readFileSync(p + '.bak', 'utf8')).toBe('first');
  });

  it('a write that fails halfway leaves the previous file intact and no temp file', () => {
    const p = join(dir, 'game.grit.json');
    atomicWriteSync(p, 'the good old game');
    let written = 0;
    const failing: AtomicFs = {
      ...nodeAtomicFs,
      writeSync: (fd, buf, off, len) => {
        // Write half the bytes, then the disk "fills up".
        if (written > 0) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        const half = Math.ceil(len / 2);
        written += nodeAtomicFs.writeSync(fd, buf, off, half);
        return half;
      },
    };
    expect(() => atomicWriteSync(p, 'a much longer new game text that will not fit', { fs: failing })).toThrow(/ENOSPC/);
    expect(written).toBeGreaterThan(0);
    expect(readFileSync(p, 'utf8')).toBe('the good old game');
    expect(readdirSync(dir)).toEqual(['game.grit.json']);
  });

  it('a failing rename also leaves the previous file intact', () => {
    const p = join(dir, 'a.json');
    writeFileSync(p, 'old');
    const failing: AtomicFs = { ...nodeAtomicFs, renameSync: () => { throw new Error('EXDEV'); } };
    expect(() => atomicWriteSync(p, 'new', { fs: failing })).toThrow('EXDEV');
    expect(readFileSync(p, 'utf8')).toBe('old');
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});

describe('autosave (Node wrapper; the scheduler is tested in core/session/autosave.test.ts)', () => {
  it('debounces by 2 s by default, counts saves and passes save errors to onError', async () => {
    const { timers, advance } = fakeAutosaveTimers();
    const errors: string[] = [];
    let saves = 0;
    const a = createAutosave({
      save: () => {
        if (++saves === 2) throw new Error('disk gone');
      },
      clock: timers,
      onError: (e) => errors.push((e as Error).message),
    });
    a.markDirty();
    await advance(1900);
    expect(saves).toBe(0);
    await advance(200);
    expect([saves, a.saveCount, a.dirty]).toEqual([1, 1, false]);
    a.markDirty();
    await advance(2100);
    expect(errors).toEqual(['disk gone']);
    expect(a.dirty).toBe(true);
    a.dispose();
  });
});

describe('recovery store', () => {
  it('a written record is pending at the next start; clean close clears it', () => {
    const store = createRecoveryStore(join(dir, 'data'));
    expect(store.pendingRecovery()).toBeNull();
    store.write({ label: 'Dusty street', sourcePath: '/maps/d.grit.json', content: '{"format":"grit-save"}' }, new Date('2026-11-29T23:00:00Z'));
    const next = createRecoveryStore(join(dir, 'data'));
    expect(next.pendingRecovery()).toEqual({
      savedAt: '2026-11-29T23:00:00.000Z',
      label: 'Dusty street',
      sourcePath: '/maps/d.grit.json',
      content: '{"format":"grit-save"}',
    });
    next.clear();
    expect(createRecoveryStore(join(dir, 'data')).pendingRecovery()).toBeNull();
  });

  it('a corrupt recovery file is moved aside, not offered', () => {
    const store = createRecoveryStore(dir);
    writeFileSync(store.path, '{"savedAt": "x", "cont');
    expect(store.pendingRecovery()).toBeNull();
    expect(existsSync(store.path + '.corrupt')).toBe(true);
    expect(store.pendingRecovery()).toBeNull();
  });
});

describe('reading user files', () => {
  it('refuses a file over the cap by size, with file and path', async () => {
    const { readTextFileCapped } = await import('./read');
    const p = join(dir, 'big.grit.json');
    writeFileSync(p, 'x'.repeat(2000));
    await expect(readTextFileCapped(p, 'big.grit.json', 1000)).rejects.toMatchObject({ lines: ['big.grit.json: $: file is 0.0 MB; GRIT Table reads files up to 64 MB'] });
    expect(await readTextFileCapped(p, 'big.grit.json', 5000)).toHaveLength(2000);
    await expect(readTextFileCapped(join(dir, 'none.json'), 'none.json')).rejects.toMatchObject({ lines: ['none.json: $: file not found'] });
  });

  it('reports a missing background image by JSON path', async () => {
    const { backgroundImageProblems } = await import('./read');
    const world = { map: { background: { src: 'img/street.png' } } } as never;
    const p = join(dir, 's.grit.json');
    expect(backgroundImageProblems(p, world)).toEqual(['s.grit.json: $.map.background.src: image "img/street.png" not found next to the scenario']);
    await import('node:fs').then((fs) => {
      fs.mkdirSync(join(dir, 'img'));
      fs.writeFileSync(join(dir, 'img', 'street.png'), 'png');
    });
    expect(backgroundImageProblems(p, world)).toEqual([]);
  });
});
