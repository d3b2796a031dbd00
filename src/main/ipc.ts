// IPC handlers, one per message of the shared contract. Every handler first
// checks the sender (handleTrusted); file contents are returned as text and
// parsed (with full error reporting) by the renderer through core/io.
import { BrowserWindow, dialog } from 'electron';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { IPC, isShippedScenarioName, type OpenedFile, type SaveRequest, type SaveResult, type ShippedScenario } from '../shared/ipc';
import { handleTrusted, saveTextWithDialog } from './ipcHandle';
import { readTextFileCapped } from './files/read';
import { inlineImageBeside } from './files/imageBeside';
const SCENARIO_FILTERS = [
  { name: 'GRIT scenario or Universal VTT map', extensions: ['grit.json', 'json', 'dd2vtt', 'uvtt', 'df2vtt'] },
  { name: 'GRIT scenario', extensions: ['grit.json', 'json'] },
];

/** The one size limit (core/io MAX_FILE_BYTES), the same as `grit` and autosave. */
async function readScenarioFile(path: string): Promise<OpenedFile> {
  // A background image kept beside the file comes back inside the text (the renderer reads no files).
  return { fileName: basename(path), text: await inlineImageBeside(await readTextFileCapped(path), path) };
}

export function registerIpc(mapsDir: string): void {
  handleTrusted(IPC.openScenario, async (event): Promise<OpenedFile | null> => {
    const owner = BrowserWindow.fromWebContents(event.sender);
    const options = { properties: ['openFile' as const], filters: SCENARIO_FILTERS };
    const picked = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options);
    if (picked.canceled || picked.filePaths.length === 0) return null;
    return readScenarioFile(picked.filePaths[0]);
  });

  handleTrusted(IPC.saveScenario, (event, request: SaveRequest): Promise<SaveResult> => saveTextWithDialog(event, request, SCENARIO_FILTERS, 'saveScenario'));

  handleTrusted(IPC.listShippedScenarios, async (): Promise<ShippedScenario[]> => {
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

  handleTrusted(IPC.readShippedScenario, async (_event, fileName: unknown): Promise<OpenedFile> => {
    if (typeof fileName !== 'string' || !isShippedScenarioName(fileName)) throw new Error(`${String(fileName)}: not a shipped scenario name`);
    return readScenarioFile(join(mapsDir, fileName));
  });
}
