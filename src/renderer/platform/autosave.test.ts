import { describe, expect, it } from 'vitest';
import { fakeAutosaveTimers } from '../../core/session/autosaveFakeTimers';
import { createBrowserAutosave, type AutosaveStatus } from './autosave';
import { createWebRecovery, type RecoveryKeyValueStore } from './recovery';

function memoryStore(): RecoveryKeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

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
  it('a session that did not close cleanly leaves its game for the next start; a clean close does not', () => {
    const store = memoryStore();
    const first = createWebRecovery(store, () => new Date(Date.UTC(2026, 10, 30, 0, 5)));
    expect(first.pending()).toBeNull();
    first.markOpen();
    first.write({ label: 'Dusty Street Shootout', content: '{"format":"grit-save"}' });
    // Crash: no closeCleanly(). The next start finds it.
    const second = createWebRecovery(store);
    expect(second.pending()).toEqual({ savedAt: '2026-11-30T00:05:00.000Z', label: 'Dusty Street Shootout', content: '{"format":"grit-save"}' });
    second.markOpen();
    second.closeCleanly();
    // A debounced autosave firing while the page unloads does not bring it back.
    second.write({ label: 'late', content: '{}' });
    expect(createWebRecovery(store).pending()).toBeNull();
  });

  it('clear() drops the offer; garbage in the store is not offered', () => {
    const store = memoryStore();
    const a = createWebRecovery(store);
    a.markOpen();
    a.write({ label: 'x', content: 'y' });
    const b = createWebRecovery(store);
    expect(b.pending()).not.toBeNull();
    b.clear();
    expect(b.pending()).toBeNull();
    expect(createWebRecovery(store).pending()).toBeNull();
    store.setItem('grit.recovery.v1', '{broken');
    expect(createWebRecovery(store).pending()).toBeNull();
  });
});
