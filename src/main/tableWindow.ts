// The table window (issue 7): a frameless fullscreen window on the TV,
// showing the projections the GM window sends. Main only forwards them
// (the GM's Session is the only writer). 17.2: the window gets its own
// preload (receive projections, nothing else), every IPC channel refuses it
// (handleTrusted, tableSenders.ts), and it cannot navigate off its page.
import { BrowserWindow, screen, type WebContents } from 'electron';
import { APP_ORIGIN } from '../shared/csp';
import { IPC, IPC_FROM_TABLE, IPC_PUSH } from '../shared/ipc';
import { cleanTableStatus, isTableProjection, type TableDisplay, type TableProjection, type TableStatus } from '../shared/table';
import { chooseTableDisplay, describeDisplays, tableViewUrl } from './displays';
import { handleFromTable, handleTrusted } from './ipcHandle';
import { secureWebPreferences } from './security';
import { markTableContents } from './tableSenders';

let tableWindow: BrowserWindow | null = null;
let lastProjection: TableProjection | null = null;
/** The GM window that opened the table or last sent it a projection: the table's status goes there. */
let gmContents: WebContents | null = null;

function tellGm(status: TableStatus | null): void {
  if (gmContents && !gmContents.isDestroyed()) gmContents.send(IPC_PUSH.tableStatus, status);
}

/** `tablePreloadPath`: the table window's own preload (dist/preload/table-preload.cjs), not the GM's. */
export function openTableWindow(tablePreloadPath: string, wantedDisplayId?: string): { displayId: string } {
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
    webPreferences: secureWebPreferences(tablePreloadPath),
  });
  markTableContents(win.webContents);
  const url = tableViewUrl(APP_ORIGIN, displayId);
  // Only its own page (17.2): not the GM's page, nor any other app:// address.
  const stayOnTablePage = (event: { preventDefault(): void }, target: string) => {
    if (target !== url) event.preventDefault();
  };
  win.webContents.on('will-navigate', stayOnTablePage);
  win.webContents.on('will-redirect', stayOnTablePage);
  win.setMenu(null);
  win.once('ready-to-show', () => win.show());
  // A freshly opened (or reloaded) table shows the current state at once.
  win.webContents.on('did-finish-load', () => {
    if (lastProjection && !win.isDestroyed()) win.webContents.send(IPC_PUSH.tableProjection, lastProjection);
  });
  win.on('closed', () => {
    if (tableWindow !== win) return;
    tableWindow = null;
    // No table, no footprint on the GM map.
    tellGm(null);
  });
  tableWindow = win;
  void win.loadURL(url);
  return { displayId };
}

export function registerTableIpc(tablePreloadPath: string): void {
  // handleTrusted refuses the table window on every channel (17.2).
  handleTrusted(IPC.tableSend, (event, projection: unknown): void => {
    if (!isTableProjection(projection)) throw new Error('table view: not a table projection');
    gmContents = event.sender;
    lastProjection = projection;
    if (tableWindow && !tableWindow.isDestroyed()) tableWindow.webContents.send(IPC_PUSH.tableProjection, projection);
  });
  handleTrusted(IPC.openTableWindow, (event, displayId: unknown): { displayId: string } => {
    gmContents = event.sender;
    return openTableWindow(tablePreloadPath, typeof displayId === 'string' ? displayId : undefined);
  });
  // The one channel the table window may call: only its size, calibration and view centre, checked and copied.
  handleFromTable(IPC_FROM_TABLE.tableStatus, (_event, status: unknown): void => {
    const clean = cleanTableStatus(status);
    if (!clean) throw new Error('table view: not a table status');
    tellGm(clean);
  });
  handleTrusted(IPC.listDisplays, (): TableDisplay[] => describeDisplays(screen.getAllDisplays(), screen.getPrimaryDisplay().id));
}
