// Electron main: the GM window, hardened per Electron's security checklist
// (DESIGN "Rooms of the code": main is thin; rules live in core).
import { app, BrowserWindow } from 'electron';
import { join } from 'node:path';
import { APP_ORIGIN } from '../shared/csp';
import { registerIpc } from './ipc';
import { registerRecoveryIpc } from './recoveryIpc';
import { registerAppScheme, serveAppProtocol } from './protocol';
import { hardenAllContents, hardenSession, secureWebPreferences } from './security';
import { registerTableIpc } from './tableWindow';

// Bundled to dist/main/main.cjs; the renderer is in dist/web, preload in dist/preload.
const DIST = join(__dirname, '..');
const APP_ROOT = app.getAppPath();
const PRELOAD = join(DIST, 'preload', 'preload.cjs');
/** The table window's own preload: it receives projections and can call nothing (17.2). */
const TABLE_PRELOAD = join(DIST, 'preload', 'table-preload.cjs');

registerAppScheme();
hardenAllContents();
// Crash recovery (DESIGN "Files"): the renderer autosaves through IPC; closing
// every window normally is a clean close and removes the copy; a crashed
// renderer (or a killed app) leaves it for the next start.
const recovery = registerRecoveryIpc();
let rendererCrashed = false;
app.on('render-process-gone', () => {
  rendererCrashed = true;
});

function createGmWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'GRIT Table',
    backgroundColor: '#202124',
    show: false,
    webPreferences: secureWebPreferences(PRELOAD),
  });
  win.once('ready-to-show', () => win.show());
  // Optional first scenario for smoke tests and shortcuts: --scenario=<file in maps/>.
  const arg = process.argv.find((a) => a.startsWith('--scenario='));
  const query = arg ? `?scenario=${encodeURIComponent(arg.slice('--scenario='.length))}` : '';
  void win.loadURL(`${APP_ORIGIN}/index.html${query}`);
  return win;
}

// A failed start has nothing to recover: let it reject loudly.
void app.whenReady().then(() => {
  hardenSession();
  serveAppProtocol(join(DIST, 'web'));
  registerIpc(join(APP_ROOT, 'maps'));
  registerTableIpc(TABLE_PRELOAD);
  createGmWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createGmWindow();
  });
});

app.on('window-all-closed', () => {
  if (!rendererCrashed) {
    try {
      recovery.clear();
    } catch (err) {
      console.warn('recovery:', err);
    }
  }
  if (process.platform !== 'darwin') app.quit();
});
