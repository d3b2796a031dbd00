// 17.2: the table window's preload receives projections and calls one channel only, its status (issue 16 fix 6).
import { describe, expect, it, vi } from 'vitest';
import { GRIT_API_GLOBAL, GRIT_TABLE_API_GLOBAL, IPC_FROM_TABLE, IPC_PUSH } from '../shared/ipc';
import { TABLE_STATUS_KIND } from '../shared/table';

const fake = vi.hoisted(() => ({ exposed: new Map<string, Record<string, unknown>>(), invoked: [] as [string, unknown][], listeners: new Map<string, (...a: unknown[]) => void>() }));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: Record<string, unknown>) => fake.exposed.set(name, api) },
  ipcRenderer: {
    invoke: (channel: string, payload: unknown) => (fake.invoked.push([channel, payload]), Promise.resolve()),
    send: (channel: string, payload: unknown) => fake.invoked.push([channel, payload]),
    on: (channel: string, fn: (...a: unknown[]) => void) => fake.listeners.set(channel, fn),
    removeListener: (channel: string) => fake.listeners.delete(channel),
  },
}));

describe('table window preload (17.2)', () => {
  it('exposes only onTableProjection and sendTableStatus, under its own name, and no GM API', async () => {
    await import('./tablePreload');
    expect([...fake.exposed.keys()]).toEqual([GRIT_TABLE_API_GLOBAL]);
    expect(fake.exposed.has(GRIT_API_GLOBAL)).toBe(false);
    const api = fake.exposed.get(GRIT_TABLE_API_GLOBAL)!;
    expect(Object.keys(api)).toEqual(['onTableProjection', 'sendTableStatus']);
    const got: unknown[] = [];
    const off = (api.onTableProjection as (cb: (p: unknown) => void) => () => void)((p) => got.push(p));
    fake.listeners.get(IPC_PUSH.tableProjection)!({}, { seq: 1 });
    expect(got).toEqual([{ seq: 1 }]);
    off();
    expect(fake.listeners.size).toBe(0);
    expect(fake.invoked).toEqual([]);
  });

  it('sendTableStatus invokes its one channel with the status copied field by field; garbage is not sent', async () => {
    await import('./tablePreload');
    const api = fake.exposed.get(GRIT_TABLE_API_GLOBAL)!;
    const send = api.sendTableStatus as (s: unknown) => void;
    const status = { kind: TABLE_STATUS_KIND, widthCss: 800, heightCss: 600, pxPerInch: 30, centreInches: null };
    send({ ...status, secret: 'GM-ONLY' });
    send({ kind: 'other' });
    expect(fake.invoked).toEqual([[IPC_FROM_TABLE.tableStatus, status]]);
  });
});
