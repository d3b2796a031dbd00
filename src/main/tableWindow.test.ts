// The table window and its IPC against a fake `electron` (no binary here).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IPC, IPC_FROM_TABLE, IPC_PUSH } from '../shared/ipc';
import { TABLE_PROJECTION_KIND, TABLE_STATUS_KIND } from '../shared/table';

type Handler = (...args: any[]) => any;
const fake = vi.hoisted(() => ({ ipc: new Map<string, Handler>(), windows: [] as any[] }));

vi.mock('electron', () => {
  class BrowserWindow {
    options: any;
    url = '';
    destroyed = false;
    handlers = new Map<string, Handler>();
    webContents = {
      sent: [] as [string, unknown][],
      send(channel: string, payload: unknown) {
        this.sent.push([channel, payload]);
      },
      loadHandlers: new Map<string, Handler>(),
      on(name: string, h: Handler) {
        this.loadHandlers.set(name, h);
      },
    };
    constructor(options: any) {
      this.options = options;
      fake.windows.push(this);
    }
    once() {}
    on(name: string, h: Handler) {
      this.handlers.set(name, h);
    }
    setMenu() {}
    show() {}
    isDestroyed() {
      return this.destroyed;
    }
    close() {
      this.destroyed = true;
      this.handlers.get('closed')?.();
    }
    loadURL(url: string) {
      this.url = url;
      return Promise.resolve();
    }
  }
  const displays = [
    { id: 1, bounds: { x: 0, y: 0, width: 1440, height: 900 }, size: { width: 1440, height: 900 }, scaleFactor: 2 },
    { id: 7, label: 'TV', bounds: { x: 1440, y: 0, width: 3840, height: 2160 }, size: { width: 3840, height: 2160 }, scaleFactor: 1 },
  ];
  return {
    BrowserWindow,
    ipcMain: { handle: (channel: string, h: Handler) => fake.ipc.set(channel, h) },
    screen: { getAllDisplays: () => displays, getPrimaryDisplay: () => displays[0] },
    app: { on: () => {}, getPath: () => '/nonexistent' },
    dialog: {},
    session: {},
  };
});

const gmContents = {
  id: 'gm',
  sent: [] as [string, unknown][],
  send(channel: string, payload: unknown) {
    this.sent.push([channel, payload]);
  },
  isDestroyed: () => false,
};
const gm = { senderFrame: { url: 'app://grit/index.html' }, sender: gmContents };
const evil = { senderFrame: { url: 'https://evil.example/' }, sender: { id: 'evil' } };
const projection = { kind: TABLE_PROJECTION_KIND, version: 1, seq: 1, world: {}, fog: {}, view: {}, overlays: {}, playerSideIds: [] };

let recoveryDir = '';
beforeAll(async () => {
  const { registerTableIpc } = await import('./tableWindow');
  const { registerIpc } = await import('./ipc');
  const { registerRecoveryIpc } = await import('./recoveryIpc');
  const { createRecoveryStore } = await import('./files/recovery');
  registerTableIpc('/dist/preload/table-preload.cjs');
  registerIpc('/nonexistent-maps');
  recoveryDir = mkdtempSync(join(tmpdir(), 'grit-table-ipc-'));
  const store = createRecoveryStore(recoveryDir);
  await store.write({ label: 'Secret game', content: '{"gmNotes":"GM-ONLY"}' });
  registerRecoveryIpc(store);
});
afterAll(() => rmSync(recoveryDir, { recursive: true, force: true }));

describe('table window (issue 7)', () => {
  it('opens frameless and fullscreen on the first non-primary display, hardened like the GM window', async () => {
    const result = await fake.ipc.get(IPC.openTableWindow)!(gm, undefined);
    expect(result).toEqual({ displayId: '7' });
    const win = fake.windows.at(-1);
    expect(win.options).toMatchObject({ x: 1440, y: 0, frame: false, fullscreen: true });
    expect(win.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, preload: '/dist/preload/table-preload.cjs' });
    expect(win.url).toBe('app://grit/index.html?view=table&display=7');
  });

  it('forwards projections from the GM window to the table window, and replays the latest when the table loads', async () => {
    const win = fake.windows.at(-1);
    await fake.ipc.get(IPC.tableSend)!(gm, projection);
    expect(win.webContents.sent).toEqual([[IPC_PUSH.tableProjection, projection]]);
    win.webContents.loadHandlers.get('did-finish-load')!();
    expect(win.webContents.sent).toHaveLength(2);
  });

  it('refuses untrusted senders, the table window itself, and messages that are not projections', async () => {
    const win = fake.windows.at(-1);
    await expect(async () => fake.ipc.get(IPC.tableSend)!(evil, projection)).rejects.toThrow(/untrusted sender/);
    await expect(async () => fake.ipc.get(IPC.tableSend)!({ senderFrame: gm.senderFrame, sender: win.webContents }, projection)).rejects.toThrow(/table view may not call/);
    await expect(async () => fake.ipc.get(IPC.tableSend)!(gm, { kind: 'x' })).rejects.toThrow(/not a table projection/);
    await expect(async () => fake.ipc.get(IPC.listDisplays)!(evil)).rejects.toThrow(/untrusted/);
  });

  it('lists displays and opens on a chosen one, closing the previous table window', async () => {
    const list = await fake.ipc.get(IPC.listDisplays)!(gm);
    expect(list.map((d: { id: string; primary: boolean }) => [d.id, d.primary])).toEqual([
      ['1', true],
      ['7', false],
    ]);
    const before = fake.windows.at(-1);
    await fake.ipc.get(IPC.openTableWindow)!(gm, '1');
    expect(before.destroyed).toBe(true);
    expect(fake.windows.at(-1).options).toMatchObject({ x: 0, y: 0 });
  });
});

describe('the table window has no API but receiving projections (17.2)', () => {
  it('every IPC channel refuses the table window: recovery, saves, scenarios, table control', async () => {
    await fake.ipc.get(IPC.openTableWindow)!(gm, '7');
    const win = fake.windows.at(-1);
    const fromTable = { senderFrame: { url: win.url }, sender: win.webContents };
    expect(
      Object.values(IPC).every((channel) => fake.ipc.has(channel)),
      'every channel is registered here',
    ).toBe(true);
    for (const channel of Object.values(IPC)) {
      await expect(
        Promise.resolve().then(() => fake.ipc.get(channel)!(fromTable, 'x.grit.json')),
        channel,
      ).rejects.toThrow(/IPC refused: the table view may not call/);
    }
    // The GM window still gets the recovered game: the refusal is the table's alone.
    expect(await fake.ipc.get(IPC.pendingRecovery)!(gm)).toMatchObject({ label: 'Secret game' });
  });

  it('a table page that changed its address (history.pushState) is still refused by its window; the table page anywhere else too', async () => {
    const win = fake.windows.at(-1);
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC.pendingRecovery)!({ senderFrame: { url: 'app://grit/index.html' }, sender: win.webContents }))).rejects.toThrow(/table view/);
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC.pendingRecovery)!({ senderFrame: { url: 'app://grit/index.html?view=table' }, sender: { id: 'other' } }))).rejects.toThrow(/table view/);
  });

  it('the table window navigates only to its own page', () => {
    const win = fake.windows.at(-1);
    const navigate = (name: string, target: string) => {
      let prevented = false;
      win.webContents.loadHandlers.get(name)!({ preventDefault: () => (prevented = true) }, target);
      return prevented;
    };
    expect(navigate('will-navigate', 'app://grit/index.html')).toBe(true);
    expect(navigate('will-navigate', 'app://grit/index.html?view=table&display=7&scenario=building-breach.grit.json')).toBe(true);
    expect(navigate('will-redirect', 'https://evil.example/')).toBe(true);
    expect(navigate('will-navigate', win.url)).toBe(false);
  });
});

describe('the table window tells the GM its size and view, on its one channel (issue 16 fix 6)', () => {
  const status = { kind: TABLE_STATUS_KIND, widthCss: 1920, heightCss: 1080, pxPerInch: 40, centreInches: { x: 12, y: 8 } };

  it('is not one of the channels the GM window uses, so the refusal of all of those still holds', () => {
    expect(Object.values(IPC)).not.toContain(IPC_FROM_TABLE.tableStatus);
  });

  it('a status from the table window reaches the GM window checked and copied: unknown fields dropped', async () => {
    await fake.ipc.get(IPC.openTableWindow)!(gm, '7');
    const win = fake.windows.at(-1);
    gmContents.sent.length = 0;
    await fake.ipc.get(IPC_FROM_TABLE.tableStatus)!({ senderFrame: { url: win.url }, sender: win.webContents }, { ...status, gmNotes: 'x', world: {} });
    expect(gmContents.sent).toEqual([[IPC_PUSH.tableStatus, status]]);
  });

  it('refuses it from the GM window, any other page, and a status that is not one', async () => {
    const win = fake.windows.at(-1);
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC_FROM_TABLE.tableStatus)!(gm, status))).rejects.toThrow(/only the table view may call/);
    // The table page's address without the table window's contents is not the table window.
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC_FROM_TABLE.tableStatus)!({ senderFrame: { url: win.url }, sender: { id: 'other' } }, status))).rejects.toThrow(/only the table view/);
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC_FROM_TABLE.tableStatus)!(evil, status))).rejects.toThrow(/untrusted/);
    const fromTable = { senderFrame: { url: win.url }, sender: win.webContents };
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC_FROM_TABLE.tableStatus)!(fromTable, { ...status, pxPerInch: 'NaN' }))).rejects.toThrow(/not a table status/);
    await expect(Promise.resolve().then(() => fake.ipc.get(IPC_FROM_TABLE.tableStatus)!(fromTable, { ...status, centreInches: { x: Infinity, y: 0 } }))).rejects.toThrow(/not a table status/);
  });

  it('the GM hears null when the table window closes (no footprint left on its map)', () => {
    const win = fake.windows.at(-1);
    gmContents.sent.length = 0;
    win.close();
    expect(gmContents.sent).toEqual([[IPC_PUSH.tableStatus, null]]);
  });
});
