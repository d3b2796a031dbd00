// Test helper: autosave timers that fire only when the test advances time.
import type { AutosaveTimers } from './autosave';

export function fakeAutosaveTimers(): { timers: AutosaveTimers; advance(ms: number): Promise<void> } {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void; every?: number }>();
  const timers: AutosaveTimers = {
    setTimeout: (fn, ms) => (pending.set(++seq, { at: now + ms, fn }), seq),
    clearTimeout: (h) => void pending.delete(h as number),
    setInterval: (fn, ms) => (pending.set(++seq, { at: now + ms, fn, every: ms }), seq),
    clearInterval: (h) => void pending.delete(h as number),
  };
  const advance = async (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...pending.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      const [id, t] = next;
      now = t.at;
      if (t.every) t.at += t.every;
      else pending.delete(id);
      t.fn();
      // Let the save's promise chain settle before the next timer fires.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
    now = end;
  };
  return { timers, advance };
}
