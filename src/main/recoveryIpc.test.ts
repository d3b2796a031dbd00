// Recovery IPC against a fake `electron` (no binary here) and a real folder.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IPC } from '../shared/ipc';
import { createRecoveryStore } from './files/recovery';

type Handler = (...args: any[]) => any;
const fake = vi.hoisted(() => ({ ipc: new Map<string, Handler>() }));

vi.mock('electron', () => ({
  app: { getPath: () => '/nonexistent' },
  BrowserWindow: { fromWebContents: () => null },
  dialog: {},
  ipcMain: { handle: (channel: string, fn: Handler) => fake.ipc.set(channel, fn) },
}));

const { registerRecoveryIpc, checkAutosaveRequest } = await import('./recoveryIpc');

const TRUSTED = { senderFrame: { url: 'app://grit/index.html' }, sender: {} };
const STRANGER = { senderFrame: { url: 'https://evil.example/' }, sender: {} };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'grit-recovery-'));
  fake.ipc.clear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('recovery IPC', () => {
  it('autosave writes the recovery file; pendingRecovery returns it; clearRecovery removes it', async () => {
    const store = registerRecoveryIpc(createRecoveryStore(dir));
    await fake.ipc.get(IPC.autosave)!(TRUSTED, { label: 'Dusty Street Shootout', content: '{"format":"grit-save"}' });
    expect(existsSync(store.path)).toBe(true);
    const pending = await fake.ipc.get(IPC.pendingRecovery)!(TRUSTED);
    expect(pending).toMatchObject({ label: 'Dusty Street Shootout', content: '{"format":"grit-save"}' });
    await fake.ipc.get(IPC.clearRecovery)!(TRUSTED);
    expect(await fake.ipc.get(IPC.pendingRecovery)!(TRUSTED)).toBeNull();
  });

  it('refuses untrusted senders and malformed requests', async () => {
    registerRecoveryIpc(createRecoveryStore(dir));
    // Handlers are async (handleTrusted): a refusal is a rejected promise, as the renderer sees it.
    await expect(fake.ipc.get(IPC.autosave)!(STRANGER, { label: 'x', content: 'y' })).rejects.toThrow(/untrusted sender/);
    await expect(fake.ipc.get(IPC.pendingRecovery)!(STRANGER)).rejects.toThrow(/untrusted sender/);
    expect(() => checkAutosaveRequest({ label: 'x' })).toThrow(/bad request/);
    expect(() => checkAutosaveRequest(null)).toThrow(/bad request/);
  });
});
