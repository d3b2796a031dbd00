// The table window (issue 7): a frameless fullscreen window on the TV,
// showing the projections the GM window sends. Main only forwards them
// (the GM's Session is the only writer) and refuses them from anyone but a
// trusted app page that is not the table window itself.
import { BrowserWindow, screen, type IpcMainInvokeEvent } from 'electron';
import { APP_ORIGIN } from '../shared/csp';
import { IPC, IPC_PUSH } from '../shared/ipc';
import { isTableProjection, type TableDisplay, type TableProjection } from '../shared/table';
import { chooseTableDisplay, describeDisplays, tableViewUrl } from './displays';
import { handleTrusted } from './ipcHandle';
import { secureWebPreferences } from './security';

let tableWindow: BrowserWindow | null = null;
let lastProjection: TableProjection | null = null;

export function openTableWindow(preloadPath: string, wantedDisplayId?: string): { displayId: string } {
  const displays = screen.getAllDisplays();
  const display = chooseTableDisplay(displays, screen.getPrimaryDisplay().id, wantedDisplayId);
  if (!display) throw new Error('table view: no display found');
  const displayId = String(display.id);
  if (tableWindow && !tableWindow.isDestroyed()) tableWindow.close();
  const win = new BrowserWindow({
    x: display.bounds.x,
    y: display.bounds.y,
    width: display.bounds.width,
    height: display.bounds.height,
    title: 'GRIT Table — table view',
    backgroundColor: '#000000',
    frame: false,
    fullscreen: true,
    autoHideMenuBar: true,
    show: false,
    webPreferences: secureWebPreferences(preloadPath),
  });
  win.setMenu(null);
  win.once('ready-to-show', () => win.show());
  // A freshly opened (or reloaded) table shows the current state at once.
  win.webContents.on('did-finish-load', () => {
    if (lastProjection && !win.isDestroyed()) win.webContents.send(IPC_PUSH.tableProjection, lastProjection);
  });
  win.on('closed', () => {
    if (tableWindow === win) tableWindow = null;
  });
  tableWindow = win;
  void win.loadURL(tableViewUrl(APP_ORIGIN, displayId));
  return { displayId };
}

function assertNotTableWindow(event: IpcMainInvokeEvent): void {
  if (tableWindow && !tableWindow.isDestroyed() && event.sender === tableWindow.webContents) {
    throw new Error('IPC refused: the table view is read-only');
  }
}

export function registerTableIpc(preloadPath: string): void {
  handleTrusted(IPC.tableSend, (event, projection: unknown): void => {
    assertNotTableWindow(event);
    if (!isTableProjection(projection)) throw new Error('table view: not a table projection');
    lastProjection = projection;
    if (tableWindow && !tableWindow.isDestroyed()) tableWindow.webContents.send(IPC_PUSH.tableProjection, projection);
  });
  handleTrusted(IPC.openTableWindow, (event, displayId: unknown): { displayId: string } => {
    assertNotTableWindow(event);
    return openTableWindow(preloadPath, typeof displayId === 'string' ? displayId : undefined);
  });
  handleTrusted(IPC.listDisplays, (): TableDisplay[] => describeDisplays(screen.getAllDisplays(), screen.getPrimaryDisplay().id));
}
