// Electron main against a fake `electron` module (the real binary is not
// installed here): the GM window's hardening and the IPC sender checks.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dialog } from 'electron';
import { IPC, IPC_FROM_TABLE } from '../../src/shared/ipc';
import { CONTENT_SECURITY_POLICY } from '../../src/shared/csp';

type Handler = (...args: any[]) => any;
const fake = vi.hoisted(() => {
  const state = {
    appHandlers: new Map<string, Handler>(),
    windows: [] as { options: any; url: string }[],
    ipc: new Map<string, Handler>(),
    protocolHandler: null as Handler | null,
    headersHandler: null as Handler | null,
    permissionHandler: null as Handler | null,
    privileged: [] as unknown[],
    appPath: '',
  };
  return state;
});

vi.mock('electron', () => {
  class BrowserWindow {
    static all: BrowserWindow[] = [];
    record: { options: any; url: string };
    constructor(options: any) {
      this.record = { options, url: '' };
      fake.windows.push(this.record);
      BrowserWindow.all.push(this);
    }
    once() {}
    show() {}
    loadURL(url: string) {
      this.record.url = url;
      return Promise.resolve();
    }
    static getAllWindows() {
      return BrowserWindow.all;
    }
    static fromWebContents() {
      return null;
    }
  }
  return {
    app: {
      whenReady: () => Promise.resolve(),
      on: (name: string, h: Handler) => fake.appHandlers.set(name, h),
      getAppPath: () => fake.appPath,
      quit: () => {},
    },
    BrowserWindow,
    ipcMain: { handle: (channel: string, h: Handler) => fake.ipc.set(channel, h) },
    dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
    protocol: {
      registerSchemesAsPrivileged: (s: unknown) => fake.privileged.push(s),
      handle: (_scheme: string, h: Handler) => (fake.protocolHandler = h),
    },
    net: { fetch: () => Promise.resolve(new Response('x')) },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (h: Handler) => (fake.headersHandler = h) },
        setPermissionRequestHandler: (h: Handler) => (fake.permissionHandler = h),
        setPermissionCheckHandler: () => {},
      },
    },
  };
});

const appSender = { senderFrame: { url: 'app://grit/index.html' }, sender: {} };
const evilSender = { senderFrame: { url: 'https://evil.example/' }, sender: {} };

beforeAll(async () => {
  fake.appPath = fileURLToPath(new URL('../..', import.meta.url));
  await import('../../src/main/main');
  await new Promise((r) => setTimeout(r, 0));
});

describe('Electron main (with a fake electron module)', () => {
  it('opens one GM window with isolation, sandbox, no Node and web security, from app://', () => {
    expect(fake.windows).toHaveLength(1);
    const prefs = fake.windows[0].options.webPreferences;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
    expect(prefs.preload).toMatch(/preload[\\/]preload\.cjs$/);
    expect(fake.windows[0].url).toMatch(/^app:\/\/grit\/index\.html/);
    expect(fake.privileged).toHaveLength(1);
  });

  it('denies window.open, webviews and navigation away from the app', () => {
    const listeners = new Map<string, Handler>();
    let openHandler: Handler = () => ({ action: 'allow' });
    const contents = { on: (n: string, h: Handler) => listeners.set(n, h), setWindowOpenHandler: (h: Handler) => (openHandler = h) };
    fake.appHandlers.get('web-contents-created')!({}, contents);
    expect(openHandler({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    const away = { preventDefault: vi.fn() };
    listeners.get('will-navigate')!(away, 'https://example.com/');
    expect(away.preventDefault).toHaveBeenCalled();
    const inside = { preventDefault: vi.fn() };
    listeners.get('will-navigate')!(inside, 'app://grit/index.html?scenario=dusty-street.grit.json');
    expect(inside.preventDefault).not.toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    listeners.get('will-attach-webview')!(webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('puts the strict CSP on every response and grants no permissions', () => {
    let headers: any;
    fake.headersHandler!({ responseHeaders: { a: ['b'] } }, (r: any) => (headers = r.responseHeaders));
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    let granted: boolean | undefined;
    fake.permissionHandler!({}, 'media', (g: boolean) => (granted = g));
    expect(granted).toBe(false);
  });

  it('registers one handler per IPC message and refuses untrusted senders', async () => {
    // The GM's channels and the table window's one (IPC_FROM_TABLE, issue 16 fix 6).
    expect([...fake.ipc.keys()].sort()).toEqual([...Object.values(IPC), ...Object.values(IPC_FROM_TABLE)].sort());
    await expect(fake.ipc.get(IPC.listShippedScenarios)!(evilSender)).rejects.toThrow(/untrusted sender/);
    const list = await fake.ipc.get(IPC.listShippedScenarios)!(appSender);
    expect(list).toContainEqual({ fileName: 'dusty-street.grit.json', title: 'Dusty Street Shootout' });
    const file = await fake.ipc.get(IPC.readShippedScenario)!(appSender, 'dusty-street.grit.json');
    expect(JSON.parse(file.text).format).toBe('grit-scenario');
    await expect(fake.ipc.get(IPC.readShippedScenario)!(appSender, '../package.json')).rejects.toThrow(/not a shipped scenario/);
  });

  it('saveScenario writes the chosen file, keeping the previous one as .bak; cancel saves nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grit-save-'));
    const target = join(dir, 'mine.grit.json');
    writeFileSync(target, 'old');
    vi.mocked(dialog.showSaveDialog).mockResolvedValueOnce({ canceled: false, filePath: target } as never);
    const saved = await fake.ipc.get(IPC.saveScenario)!(appSender, { suggestedName: 'x.grit.json', text: 'new' });
    expect(saved).toEqual({ saved: true, fileName: 'mine.grit.json' });
    expect(readFileSync(target, 'utf8')).toBe('new');
    expect(readFileSync(`${target}.bak`, 'utf8')).toBe('old');
    vi.mocked(dialog.showSaveDialog).mockResolvedValueOnce({ canceled: true, filePath: '' } as never);
    expect(await fake.ipc.get(IPC.saveScenario)!(appSender, { suggestedName: 'x.grit.json', text: 'newer' })).toEqual({ saved: false });
    await expect(fake.ipc.get(IPC.saveScenario)!(evilSender, { suggestedName: 'x', text: 'y' })).rejects.toThrow(/untrusted/);
  });

  it('the app:// handler refuses paths escaping the bundle', async () => {
    const response: Response = await fake.protocolHandler!(new Request('app://grit/..%2F..%2Fpackage.json'));
    expect(response.status).toBe(403);
  });
});
