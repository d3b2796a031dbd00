import { describe, expect, it } from 'vitest';
import { createAutosaveScheduler } from './autosave';
import { fakeAutosaveTimers } from './autosaveFakeTimers';

describe('autosave scheduler', () => {
  it('saves once after changes go quiet (debounce)', async () => {
    const { timers, advance } = fakeAutosaveTimers();
    let saves = 0;
    const a = createAutosaveScheduler({ save: () => void saves++, debounceMs: 1000, intervalMs: 60000, timers });
    a.markDirty();
    await advance(500);
    a.markDirty();
    await advance(900);
    expect(saves).toBe(0);
    await advance(200);
    expect(saves).toBe(1);
    expect(a.saveCount).toBe(1);
    expect(a.dirty).toBe(false);
    await advance(5000);
    expect(saves).toBe(1);
    a.dispose();
  });

  it('the interval saves even while changes keep resetting the debounce', async () => {
    const { timers, advance } = fakeAutosaveTimers();
    let saves = 0;
    const a = createAutosaveScheduler({ save: () => void saves++, debounceMs: 1000, intervalMs: 3000, timers });
    for (let i = 0; i < 10; i++) {
      a.markDirty();
      await advance(500);
    }
    expect(saves).toBeGreaterThanOrEqual(1);
    a.dispose();
  });

  it('flush saves pending changes now; a failing save stays dirty and reports; hooks in order', async () => {
    const { timers } = fakeAutosaveTimers();
    const events: string[] = [];
    let fail = true;
    let saves = 0;
    const a = createAutosaveScheduler({
      save: () => {
        if (fail) throw new Error('disk gone');
        saves++;
      },
      debounceMs: 1000,
      intervalMs: 60000,
      timers,
      onSaving: () => events.push('saving'),
      onSaved: () => events.push('saved'),
      onError: (e) => events.push(`error: ${(e as Error).message}`),
    });
    a.markDirty();
    await a.flush();
    expect(events).toEqual(['saving', 'error: disk gone']);
    expect(a.dirty).toBe(true);
    fail = false;
    await a.flush();
    expect(saves).toBe(1);
    expect(a.dirty).toBe(false);
    expect(events).toEqual(['saving', 'error: disk gone', 'saving', 'saved']);
  });

  it('a change during a save is saved after it; nothing is saved after dispose', async () => {
    const { timers, advance } = fakeAutosaveTimers();
    let release: () => void = () => {};
    let saves = 0;
    const a = createAutosaveScheduler({
      save: () =>
        new Promise<void>((resolve) => {
          saves++;
          release = resolve;
        }),
      debounceMs: 1000,
      intervalMs: 60000,
      timers,
    });
    a.markDirty();
    const first = a.flush();
    await advance(0);
    a.markDirty();
    const second = a.flush();
    release();
    await first;
    await advance(0);
    release();
    await second;
    expect(saves).toBe(2);
    expect(a.dirty).toBe(false);
    a.markDirty();
    a.dispose();
    a.markDirty();
    await advance(120_000);
    await a.flush();
    expect(saves).toBe(2);
  });
});
