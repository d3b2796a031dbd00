import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, linkSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { atomicWrite, nodeAtomicFs, type AtomicFs } from './atomic';
import { fakeAutosaveTimers } from '../../core/session/autosaveFakeTimers';
import { createAutosave } from './autosave';
import { createRecoveryStore } from './recovery';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'grit-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('atomicWrite', () => {
  it('writes the file and keeps the previous one as .bak', async () => {
    const p = join(dir, 'game.grit.json');
    await atomicWrite(p, 'first');
    expect(readFileSync(p, 'utf8')).toBe('first');
    expect(existsSync(p + '.bak')).toBe(false);
    await atomicWrite(p, 'second');
    expect(readFileSync(p, 'utf8')).toBe('second');
    expect(readFileSync(p + '.bak', 'utf8')).toBe('first');
    await atomicWrite(p, 'third');
    expect([readFileSync(p, 'utf8'), readFileSync(p + '.bak', 'utf8')]).toEqual(['third', 'second']);
  });

  it('after a save killed between its renames (.bak and the target one file, two links) the next save leaves no temp file', async () => {
    const p = join(dir, 'game.grit.json');
    writeFileSync(p, 'old');
    linkSync(p, p + '.bak');
    await atomicWrite(p, 'new');
    expect([readFileSync(p, 'utf8'), readFileSync(p + '.bak', 'utf8')]).toEqual(['new', 'old']);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('a write that fails halfway leaves the previous file intact and no temp file', async () => {
    const p = join(dir, 'game.grit.json');
    await atomicWrite(p, 'the good old game');
    let written = 0;
    const failing: AtomicFs = {
      ...nodeAtomicFs,
      async writeNew(path, bytes) {
        // Write half the bytes, then the disk "fills up".
        await nodeAtomicFs.writeNew(path, bytes.subarray(0, Math.ceil(bytes.length / 2)));
        written = bytes.length;
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    };
    await expect(atomicWrite(p, 'a much longer new game text that will not fit', { fs: failing })).rejects.toThrow(/ENOSPC/);
    expect(written).toBeGreaterThan(0);
    expect(readFileSync(p, 'utf8')).toBe('the good old game');
    expect(readdirSync(dir)).toEqual(['game.grit.json']);
  });

  it('a failing rename also leaves the previous file and its .bak intact', async () => {
    const p = join(dir, 'a.json');
    writeFileSync(p, 'old');
    const failing: AtomicFs = {
      ...nodeAtomicFs,
      rename: async () => {
        throw new Error('EXDEV');
      },
    };
    await expect(atomicWrite(p, 'new', { fs: failing })).rejects.toThrow('EXDEV');
    expect(readFileSync(p, 'utf8')).toBe('old');
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('without hard links (FAT, some network drives) the backup is copied, still under a temp name first', async () => {
    const p = join(dir, 'a.json');
    writeFileSync(p, 'old');
    const renames: string[] = [];
    const noLinks: AtomicFs = {
      ...nodeAtomicFs,
      link: async () => {
        throw Object.assign(new Error('EPERM'), { code: 'EPERM' });
      },
      rename: async (a, b) => {
        renames.push(`${a.slice(dir.length + 1).replace(/\d+-\d+$/, 'N')} -> ${b.slice(dir.length + 1)}`);
        await nodeAtomicFs.rename(a, b);
      },
    };
    await atomicWrite(p, 'new', { fs: noLinks });
    expect([readFileSync(p, 'utf8'), readFileSync(`${p}.bak`, 'utf8')]).toEqual(['new', 'old']);
    expect(renames).toEqual(['a.json.bak.tmp-N -> a.json.bak', 'a.json.tmp-N -> a.json']);
  });

  it('is asynchronous: timers keep running while a big file is written (the window does not freeze)', async () => {
    const p = join(dir, 'big.grit.json');
    const text = 'x'.repeat(16 * 1024 * 1024);
    let done = false;
    let ticksWhileSaving = 0;
    const timer = setInterval(() => {
      if (!done) ticksWhileSaving++;
    }, 0);
    const saving = atomicWrite(p, text).then(() => (done = true));
    // A synchronous save has already renamed the file into place here.
    expect(existsSync(p)).toBe(false);
    await saving;
    clearInterval(timer);
    expect(ticksWhileSaving).toBeGreaterThan(0);
    expect(statSync(p).size).toBe(text.length);
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
  it('a written record is pending at the next start; clean close clears it', async () => {
    const store = createRecoveryStore(join(dir, 'data'));
    expect(store.pendingRecovery()).toBeNull();
    await store.write({ label: 'Dusty street', sourcePath: '/maps/d.grit.json', content: '{"format":"grit-save"}' }, new Date('2026-11-29T23:00:00Z'));
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

  it('a background image is written once beside the record, not inside every autosave, and comes back whole', async () => {
    const { IMAGE_REF, imageKey } = await import('../../core/io/imageRefs');
    // What the renderer sends (renderer/platform autosaveRequestOf): the image by key beside the text.
    const autosaveRequestOf = (label: string, game: ReturnType<typeof save>) => {
      const key = imageKey(image);
      const scenario = { ...game.scenario, map: { ...game.scenario.map, background: { ...game.scenario.map.background, src: IMAGE_REF + key } } };
      return { label, content: serializeSave({ ...game, scenario }), images: { [key]: image } };
    };
    const { parseSaveText, serializeSave } = await import('../../core/io/save');
    const { emptyWorld } = await import('../../core/model/empty');
    const image = 'data:image/png;base64,' + 'A'.repeat(3_000_000);
    const world = emptyWorld({ widthCells: 6, heightCells: 4 });
    const save = (moves: number) => ({
      format: 'grit-save' as const,
      version: 1 as const,
      seed: 7,
      scenario: { ...world, map: { ...world.map, background: { src: image, originInches: { x: 0, y: 0 }, widthInches: 6, heightInches: 4 } } },
      commands: Array.from({ length: moves }, () => ({ type: 'endTurn' })),
    });
    const store = createRecoveryStore(join(dir, 'data'));
    const first = autosaveRequestOf('Cave', save(1));
    await store.write(first);
    const imagesDir = join(dir, 'data', 'images');
    const [imageFile] = readdirSync(imagesDir);
    const stamp = statSync(join(imagesDir, imageFile!)).mtimeMs;
    // Later autosaves send no image: the record stays small and the image file is not rewritten.
    await store.write({ ...autosaveRequestOf('Cave', save(2)), images: {} });
    expect(statSync(store.path).size).toBeLessThan(50_000);
    expect(statSync(join(imagesDir, imageFile!)).mtimeMs).toBe(stamp);
    const back = createRecoveryStore(join(dir, 'data')).pendingRecovery()!;
    expect(back.content).toBe(serializeSave(save(2)));
    expect(parseSaveText(back.content, 'recovery.json').ok).toBe(true);
    // A clean close removes the image too; an autosave that then leaves the image out is refused, not written broken.
    store.clear();
    expect(existsSync(imagesDir)).toBe(false);
    await expect(store.write({ ...first, images: {} })).rejects.toThrow(/was not sent/);
    expect(store.pendingRecovery()).toBeNull();
  });

  it('a record whose image file is gone is moved aside, not offered with a dangling image', async () => {
    const store = createRecoveryStore(dir);
    await store.write({ label: 'x', content: '{"src":"grit-image:1a-2b"}', images: { '1a-2b': 'data:image/png;base64,AAAA' } });
    rmSync(join(dir, 'images', '1a-2b'));
    expect(store.pendingRecovery()).toBeNull();
    expect(existsSync(store.path + '.corrupt')).toBe(true);
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
