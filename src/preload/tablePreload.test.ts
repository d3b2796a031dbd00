// 17.2: the table window's preload exposes one function and calls no channel.
import { describe, expect, it, vi } from 'vitest';
import { GRIT_API_GLOBAL, GRIT_TABLE_API_GLOBAL, IPC_PUSH } from '../shared/ipc';

const fake = vi.hoisted(() => ({ exposed: new Map<string, Record<string, unknown>>(), invoked: [] as string[], listeners: new Map<string, (...a: unknown[]) => void>() }));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: Record<string, unknown>) => fake.exposed.set(name, api) },
  ipcRenderer: {
    invoke: (channel: string) => (fake.invoked.push(channel), Promise.resolve()),
    send: (channel: string) => fake.invoked.push(channel),
    on: (channel: string, fn: (...a: unknown[]) => void) => fake.listeners.set(channel, fn),
    removeListener: (channel: string) => fake.listeners.delete(channel),
  },
}));

describe('table window preload (17.2)', () => {
  it('exposes only onTableProjection, under its own name, and no GM API', async () => {
    await import('./tablePreload');
    expect([...fake.exposed.keys()]).toEqual([GRIT_TABLE_API_GLOBAL]);
    expect(fake.exposed.has(GRIT_API_GLOBAL)).toBe(false);
    const api = fake.exposed.get(GRIT_TABLE_API_GLOBAL)!;
    expect(Object.keys(api)).toEqual(['onTableProjection']);
    const got: unknown[] = [];
    const off = (api.onTableProjection as (cb: (p: unknown) => void) => () => void)((p) => got.push(p));
    fake.listeners.get(IPC_PUSH.tableProjection)!({}, { seq: 1 });
    expect(got).toEqual([{ seq: 1 }]);
    off();
    expect(fake.listeners.size).toBe(0);
    expect(fake.invoked).toEqual([]);
  });
});
