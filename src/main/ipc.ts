// IPC handlers, one per message of the shared contract. Every handler first
// checks the sender; file contents are returned as text and parsed (with
// full error reporting) by the renderer through core/io.
import { BrowserWindow, dialog, ipcMain } from 'electron';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { IPC, isShippedScenarioName, type OpenedFile, type SaveRequest, type SaveResult, type ShippedScenario } from '../shared/ipc';
import { atomicWrite } from './files/atomic';
import { assertTrustedSender } from './security';

const MAX_SCENARIO_BYTES = 50 * 1024 * 1024;
const SCENARIO_FILTERS = [{ name: 'GRIT scenario', extensions: ['grit.json', 'json'] }];

async function readScenarioFile(path: string): Promise<OpenedFile> {
  const info = await stat(path);
  if (info.size > MAX_SCENARIO_BYTES) throw new Error(`${basename(path)}: file is ${info.size} bytes, more than the ${MAX_SCENARIO_BYTES} allowed`);
  return { fileName: basename(path), text: await readFile(path, 'utf8') };
}

export function registerIpc(mapsDir: string): void {
  ipcMain.handle(IPC.openScenario, async (event): Promise<OpenedFile | null> => {
    assertTrustedSender(event);
    const owner = BrowserWindow.fromWebContents(event.sender);
    const options = { properties: ['openFile' as const], filters: SCENARIO_FILTERS };
    const picked = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
    if (picked.canceled || picked.filePaths.length === 0) return null;
    return readScenarioFile(picked.filePaths[0]);
  });

  ipcMain.handle(IPC.saveScenario, async (event, request: SaveRequest): Promise<SaveResult> => {
    assertTrustedSender(event);
    if (typeof request?.text !== 'string' || typeof request?.suggestedName !== 'string') throw new Error('saveScenario: bad request');
    const owner = BrowserWindow.fromWebContents(event.sender);
    const options = { defaultPath: basename(request.suggestedName), filters: SCENARIO_FILTERS };
    const picked = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options);
    if (picked.canceled || !picked.filePath) return { saved: false };
    // Temp file + rename, previous file kept as .bak (DESIGN "Files").
    await atomicWrite(picked.filePath, request.text);
    return { saved: true, fileName: basename(picked.filePath) };
  });

  ipcMain.handle(IPC.listShippedScenarios, async (event): Promise<ShippedScenario[]> => {
    assertTrustedSender(event);
    const names = (await readdir(mapsDir).catch(() => [])).filter(isShippedScenarioName).sort();
    return Promise.all(
      names.map(async (fileName) => {
        try {
          const json = JSON.parse(await readFile(join(mapsDir, fileName), 'utf8')) as { scenario?: { title?: unknown } };
          return { fileName, title: typeof json.scenario?.title === 'string' ? json.scenario.title : fileName };
        } catch {
          return { fileName, title: fileName };
        }
      }),
    );
  });

  ipcMain.handle(IPC.readShippedScenario, async (event, fileName: unknown): Promise<OpenedFile> => {
    assertTrustedSender(event);
    if (typeof fileName !== 'string' || !isShippedScenarioName(fileName)) throw new Error(`${String(fileName)}: not a shipped scenario name`);
    return readScenarioFile(join(mapsDir, fileName));
  });
}
