import { describe, expect, it } from 'vitest';
import { createRecentFiles, type KeyValueStore } from './recent';

function memoryStore(limitChars = Infinity): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limitChars) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('recent files', () => {
  it('lists newest first, without duplicates, and reopens a kept text', () => {
    let t = 0;
    const recent = createRecentFiles(memoryStore(), () => new Date(Date.UTC(2026, 10, 29, 0, t++)));
    recent.remember({ fileName: 'a.grit.json', text: 'A' });
    recent.remember({ fileName: 'b.grit.json', text: 'B' });
    recent.remember({ fileName: 'a.grit.json', text: 'A2' });
    expect(recent.list().map((e) => e.fileName)).toEqual(['a.grit.json', 'b.grit.json']);
    expect(recent.open('a.grit.json')).toEqual({ fileName: 'a.grit.json', text: 'A2' });
  });

  it('keeps at most 8 entries', () => {
    const recent = createRecentFiles(memoryStore());
    for (let i = 0; i < 12; i++) recent.remember({ fileName: `m${i}.grit.json`, text: '{}' });
    expect(recent.list()).toHaveLength(8);
    expect(recent.list()[0].fileName).toBe('m11.grit.json');
  });

  it('remembers a big file by name only and says how to reopen it', () => {
    const recent = createRecentFiles(memoryStore());
    recent.remember({ fileName: 'huge.grit.json', text: 'x'.repeat(600 * 1024) });
    expect(recent.list()[0].canReopen).toBe(false);
    expect(() => recent.open('huge.grit.json')).toThrow(/huge\.grit\.json: too big to keep; pick it again/);
  });

  it('drops kept texts when the store is full instead of failing', () => {
    const recent = createRecentFiles(memoryStore(3000));
    recent.remember({ fileName: 'a.grit.json', text: 'a'.repeat(2000) });
    recent.remember({ fileName: 'b.grit.json', text: 'b'.repeat(2000) });
    const list = recent.list();
    expect(list.map((e) => e.fileName)).toEqual(['b.grit.json', 'a.grit.json']);
    expect(list.filter((e) => e.canReopen).length).toBeLessThan(2);
  });

  it('survives garbage in the store', () => {
    const store = memoryStore();
    store.setItem('grit.recentFiles.v1', '{not json');
    expect(createRecentFiles(store).list()).toEqual([]);
  });
});
