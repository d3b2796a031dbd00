import { describe, expect, it } from 'vitest';
import { Store } from './store';

describe('UI store', () => {
  it('notifies once per batch, after settle, and not for a patch that changes nothing', () => {
    const seen: number[] = [];
    let settled = 0;
    const store: Store<{ a: number; b: number }> = new Store({ a: 1, b: 0 }, () => {
      settled++;
      store.set({ b: store.get().a * 10 });
    });
    store.subscribe((s) => seen.push(s.b));
    store.set({ a: 1 });
    expect(seen).toEqual([]);
    store.batch(() => {
      store.set({ a: 2 });
      store.set({ a: 3 });
    });
    expect(seen).toEqual([30]);
    expect(settled).toBe(1);
    store.touch();
    expect(seen).toEqual([30, 30]);
  });
});
