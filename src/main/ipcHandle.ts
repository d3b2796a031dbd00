// One way to register an IPC handler: the sender is checked before anything
// else runs (DESIGN "Security": IPC only from our own app:// pages), and a
// refusal reaches the caller as a rejected promise, like any handler error.
import { BrowserWindow, dialog, ipcMain, type FileFilter, type IpcMainInvokeEvent } from 'electron';
import { basename } from 'node:path';
import type { SaveRequest, SaveResult } from '../shared/ipc';
import { atomicWrite } from './files/atomic';
import { moveImageBeside } from './files/imageBeside';
import { assertTrustedSender } from './security';
import { assertNotTableSender, assertTableSender } from './tableSenders';

export function handleTrusted<Args extends unknown[], Result>(channel: string, fn: (event: IpcMainInvokeEvent, ...args: Args) => Result | Promise<Result>): void {
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    assertTrustedSender(event);
    assertNotTableSender(event, channel);
    return fn(event, ...(args as Args));
  });
}

/** The table window's own channel (IPC_FROM_TABLE): our page, and the table window alone. */
export function handleFromTable<Args extends unknown[], Result>(channel: string, fn: (event: IpcMainInvokeEvent, ...args: Args) => Result | Promise<Result>): void {
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    assertTrustedSender(event);
    assertTableSender(event, channel);
    return fn(event, ...(args as Args));
  });
}

/**
 * Asks where to save (a dialog owned by the sender's window) and writes the
 * text there atomically: temp file + rename, previous file kept as .bak
 * (DESIGN "Files"). `what` names the request in the error for a bad shape.
 */
export async function saveTextWithDialog(event: IpcMainInvokeEvent, request: SaveRequest, filters: FileFilter[], what: string): Promise<SaveResult> {
  if (typeof request?.text !== 'string' || typeof request?.suggestedName !== 'string') throw new Error(`${what}: bad request`);
  const owner = BrowserWindow.fromWebContents(event.sender);
  const options = { defaultPath: basename(request.suggestedName), filters };
  const picked = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
  if (picked.canceled || !picked.filePath) return { saved: false };
  // A large background image goes in a file beside the save unless the user asked for one file.
  await atomicWrite(picked.filePath, await moveImageBeside(request.text, picked.filePath, { bundle: request.bundle === true }));
  return { saved: true, fileName: basename(picked.filePath) };
}
