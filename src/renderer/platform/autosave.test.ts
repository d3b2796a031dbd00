import { describe, expect, it } from 'vitest';
import { fakeAutosaveTimers } from '../../core/session/autosaveFakeTimers';
import { readFileSync } from 'node:fs';
import { autosaveRequestOf, createBrowserAutosave, type AutosaveStatus } from './autosave';
import { createWebRecovery, type FlagStore, type RecoveryKv } from './recovery';
import { importUvtt } from '../../core/io/uvtt/import';
import { parseSaveText, type SavedGame } from '../../core/io/save';

/** localStorage: about 5 MB in all, as browsers give (the old autosave threw QuotaExceededError here). */
function memoryFlags(limitChars = 5 * 1024 * 1024): FlagStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limitChars) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

/** IndexedDB stand-in: values kept by key, every set recorded with its size. */
function memoryKv(): RecoveryKv & { data: Map<string, unknown>; setSizes: number[] } {
  const data = new Map<string, unknown>();
  const setSizes: number[] = [];
  return {
    data,
    setSizes,
    get: async (k) => data.get(k),
    set: async (k, v) => {
      setSizes.push(JSON.stringify(v).length);
      data.set(k, v);
    },
    del: async (k) => void data.delete(k),
  };
}

const at = (minute: number) => () => new Date(Date.UTC(2026, 10, 30, 0, minute));

describe('browser autosave (wrapper; the scheduler is tested in core/session/autosave.test.ts)', () => {
  it('saves once after changes go quiet and reports saving -> saved', async () => {
    const { timers, advance } = fakeAutosaveTimers();
    const statuses: AutosaveStatus[] = [];
    let saves = 0;
    const a = createBrowserAutosave({ save: () => void saves++, debounceMs: 1000, intervalMs: 60_000, timers, onStatus: (s) => statuses.push(s) });
    a.markDirty();
    await advance(600);
    a.markDirty();
    await advance(900);
    expect(saves).toBe(0);
    await advance(200);
    expect(saves).toBe(1);
    expect(statuses).toEqual(['saving', 'saved']);
    await advance(5000);
    expect(saves).toBe(1);
    a.dispose();
  });

  it('a failing save reports error and stays dirty; a save finishing after dispose reports nothing', async () => {
    const statuses: AutosaveStatus[] = [];
    let release: () => void = () => {};
    let fail = true;
    const a = createBrowserAutosave({
      save: () => {
        if (fail) throw new Error('QuotaExceededError');
        return new Promise<void>((resolve) => (release = resolve));
      },
      timers: fakeAutosaveTimers().timers,
      onStatus: (s) => statuses.push(s),
    });
    a.markDirty();
    await a.flush();
    expect(statuses).toEqual(['saving', 'error']);
    expect(a.dirty).toBe(true);
    fail = false;
    const pending = a.flush();
    await Promise.resolve();
    await Promise.resolve();
    a.dispose();
    release();
    await pending;
    expect(statuses).toEqual(['saving', 'error', 'saving']);
  });
});

describe('web crash recovery', () => {
  it('a session that did not close cleanly leaves its game for the next start; a clean close does not', async () => {
    const kv = memoryKv();
    const flags = memoryFlags();
    const first = createWebRecovery(kv, flags, at(5));
    expect(await first.pending()).toBeNull();
    first.markOpen();
    await first.write({ label: 'Dusty Street Shootout', content: '{"format":"grit-save"}' });
    // Crash: no closeCleanly(). The next start finds it.
    const second = createWebRecovery(kv, flags);
    expect(await second.pending()).toEqual({ savedAt: '2026-11-30T00:05:00.000Z', label: 'Dusty Street Shootout', content: '{"format":"grit-save"}' });
    second.markOpen();
    second.closeCleanly();
    // A debounced autosave firing while the page unloads does not bring it back.
    await second.write({ label: 'late', content: '{}' });
    expect(await createWebRecovery(kv, flags).pending()).toBeNull();
  });

  it('clear() drops the offer; garbage in the store is not offered', async () => {
    const kv = memoryKv();
    const flags = memoryFlags();
    const a = createWebRecovery(kv, flags);
    a.markOpen();
    await a.write({ label: 'x', content: 'y' });
    const b = createWebRecovery(kv, flags);
    expect(await b.pending()).not.toBeNull();
    await b.clear();
    expect(await createWebRecovery(kv, flags).pending()).toBeNull();
    await kv.set('recovery', '{broken');
    expect(await createWebRecovery(kv, flags).pending()).toBeNull();
  });

  it('a 24 MB imported map autosaves (no quota error), keeps its image once, and comes back whole after a crash', async () => {
    // The cabin map with a 24 MB background image, as `grit import` makes from a big .dd2vtt.
    const cabin = importUvtt(readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8'), 'cabin.dd2vtt');
    if (!cabin.ok) throw new Error(cabin.errors.join('\n'));
    const image = 'data:image/png;base64,iVBORw0KGgo' + 'A'.repeat(24 * 1024 * 1024);
    const scenario = { ...cabin.world, map: { ...cabin.world.map, background: { src: image, originInches: { x: 0, y: 0 }, widthInches: 10, heightInches: 6 } } };
    const save = (moves: number): SavedGame => ({ format: 'grit-save', version: 1, scenario, seed: 7, commands: Array.from({ length: moves }, () => ({ type: 'endTurn' })) });
    const kv = memoryKv();
    const flags = memoryFlags();
    const session = createWebRecovery(kv, flags, at(9));
    session.markOpen();
    await session.write(autosaveRequestOf('Big cave', save(1)));
    await session.write(autosaveRequestOf('Big cave', save(2)));
    await session.write(autosaveRequestOf('Big cave', save(3)));
    // The image was stored once; each autosave's own text is small.
    expect(kv.setSizes.filter((n) => n > 1024 * 1024)).toHaveLength(1);
    expect(Math.max(...kv.setSizes.filter((n) => n <= 1024 * 1024))).toBeLessThan(100_000);
    // Crash, then the next start: the offered game is the last one, image and all.
    const recovered = await createWebRecovery(kv, flags).pending();
    expect(recovered?.label).toBe('Big cave');
    const back = parseSaveText(recovered!.content, 'recovery');
    if (!back.ok) throw new Error(back.errors.join('\n'));
    expect(back.save.commands).toHaveLength(3);
    expect(back.save.scenario.map.background?.src === image).toBe(true);
  });

  it('opening another map drops the old image from storage', async () => {
    const kv = memoryKv();
    const session = createWebRecovery(kv, memoryFlags());
    const cabin = importUvtt(readFileSync('test/fixtures/io/cabin.dd2vtt', 'utf8'), 'cabin.dd2vtt');
    if (!cabin.ok) throw new Error(cabin.errors.join('\n'));
    const withImage = (src: string): SavedGame => ({
      format: 'grit-save',
      version: 1,
      seed: 1,
      commands: [],
      scenario: { ...cabin.world, map: { ...cabin.world.map, background: { src, originInches: { x: 0, y: 0 }, widthInches: 10, heightInches: 6 } } },
    });
    await session.write(autosaveRequestOf('a', withImage('data:image/png;base64,AAAA')));
    await session.write(autosaveRequestOf('b', withImage('data:image/png;base64,BBBB')));
    expect([...kv.data.keys()].filter((k) => k.startsWith('image:'))).toHaveLength(1);
  });
});
