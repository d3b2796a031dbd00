// The table view page (`?view=table`): fills the window, no panels or
// menus, draws the projections the GM window sends at true scale. It never
// writes: the GM's Session is the only writer (issue 7). It never reads a
// scenario either (17.2): all it holds is what projections brought, so a
// `?scenario=` in its address is ignored.
import { TableCanvas } from '../canvas/table';
import { TABLE_STATUS_KIND, type TableProjection, type TableStatus } from '../../shared/table';
import { cssPxPerInch, displayKey, loadCalibration, saveCalibration, UNCALIBRATED_CSS_PX_PER_INCH, type Calibration } from './calibration';
import { showCalibrationScreen } from './calibrationScreen';
import { createTableLink } from './link';

/** Read-only handle for end-to-end tests (window.gritTable). */
export interface GritTableHandle {
  lastProjection(): TableProjection | null;
  cellToClient(c: number, r: number): { x: number; y: number } | null;
  rendererName(): string;
  pxPerInch(): number;
  calibrating(): boolean;
  /** How many projections were drawn (received or computed locally). */
  drawnCount(): number;
  /** Frames the canvas rendered (on demand: none while nothing changes). */
  framesDrawn(): number;
  /** Milliseconds the last projection took to turn into Pixi objects (fog included). */
  lastDrawMs(): number;
  /** The map point (inches) at the TV's centre as drawn, null before a projection. */
  viewCentreInches(): { x: number; y: number } | null;
  /** What this window last told the GM of itself (issue 16 fix 6). */
  lastStatus(): TableStatus | null;
  /** Views the last projection rebuilt, per layer (issue 11.8: only the ids its change set names). */
  lastSyncCounts(): { figures: number; walls: number; objects: number; areas: number; map: boolean; fog: boolean } | null;
}

declare global {
  interface Window {
    gritTable?: GritTableHandle;
  }
}

export function isTableViewUrl(search: string = window.location.search): boolean {
  return new URLSearchParams(search).get('view') === 'table';
}

export async function startTableView(root: HTMLElement): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  document.title = 'GRIT Table — table view';
  root.replaceChildren();
  root.style.cssText = 'position:fixed;inset:0;margin:0;background:#000;overflow:hidden';
  document.body.style.margin = '0';
  document.body.style.background = '#000';
  const host = document.createElement('div');
  host.className = 'table-host';
  // No mouse pointer on the TV; the calibration screen brings its own.
  host.style.cssText = 'position:absolute;inset:0;cursor:none';
  root.append(host);

  const dpr = window.devicePixelRatio || 1;
  const key = displayKey(params.get('display'), window.screen.width, window.screen.height, dpr);
  let calibration: Calibration | null = loadCalibration(window.localStorage, key);
  let ppi = calibration ? cssPxPerInch(calibration, dpr) : UNCALIBRATED_CSS_PX_PER_INCH;

  // Listen before the first await: in Electron, main replays the latest
  // projection as soon as the page has loaded, before Pixi is ready.
  let pending: TableProjection | null = null;
  let onProjection = (p: TableProjection) => {
    pending = p;
  };
  const link = createTableLink();
  link.subscribe((p) => onProjection(p));

  const canvas = await TableCanvas.create(host);
  let last: TableProjection | null = null;
  let drawn = 0;
  let drawMs = 0;
  onProjection = (p) => draw(p);
  const draw = (p: TableProjection) => {
    last = p;
    drawn++;
    const t0 = performance.now();
    canvas.show(p, ppi);
    drawMs = performance.now() - t0;
    syncCalibration();
  };

  // Issue 16 fix 6: the GM's map outlines what this TV shows, so tell it this
  // window's size, calibration and centre whenever one changes, and again for
  // each new GM stream (a GM window opened after this one has not heard it).
  let status: TableStatus | null = null;
  let statusKey = '';
  const reportStatus = () => {
    const info = canvas.viewInfo();
    const next: TableStatus = { kind: TABLE_STATUS_KIND, widthCss: info.widthCss, heightCss: info.heightCss, pxPerInch: ppi, centreInches: info.centreInches };
    const key = `${last?.stream ?? ''}|${JSON.stringify(next)}`;
    if (key === statusKey || !(info.widthCss > 0 && info.heightCss > 0)) return;
    statusKey = key;
    status = next;
    link.reportStatus(next);
  };
  canvas.onLayout(reportStatus);
  window.addEventListener('pagehide', () => link.reportStatus(null));

  let closeCalibration: (() => void) | null = null;
  let calibrationForced = params.get('calibrate') === '1';
  const openCalibration = () => {
    closeCalibration?.();
    closeCalibration = showCalibrationScreen(root, {
      pxPerInch: ppi,
      calibration,
      devicePixelRatio: dpr,
      screenPx: { width: window.innerWidth, height: window.innerHeight },
      nativePx: { width: Math.round(window.screen.width * dpr), height: Math.round(window.screen.height * dpr) },
      onSave: (cal) => {
        calibration = cal;
        saveCalibration(window.localStorage, key, cal);
        ppi = cssPxPerInch(cal, dpr);
        canvas.setPxPerInch(ppi);
        reportStatus();
        openCalibration();
      },
      onClose: () => {
        calibrationForced = false;
        closeCalibration?.();
        closeCalibration = null;
      },
    });
  };
  // The GM can switch the TV into calibration from the GM window (view.calibrate).
  const syncCalibration = () => {
    const wanted = calibrationForced || !!last?.view.calibrate;
    if (wanted && !closeCalibration) openCalibration();
    if (!wanted && closeCalibration) {
      closeCalibration();
      closeCalibration = null;
    }
  };
  window.addEventListener('keydown', (event) => {
    if (event.key === 'c' && !(event.target instanceof HTMLInputElement)) {
      calibrationForced = !closeCalibration;
      syncCalibration();
    }
  });

  if (pending) draw(pending);
  link.requestLatest();

  window.gritTable = Object.freeze({
    lastProjection: () => (last ? structuredClone(last) : null),
    cellToClient: (c: number, r: number) => canvas.cellToClient(c, r),
    rendererName: () => canvas.rendererName(),
    pxPerInch: () => ppi,
    calibrating: () => closeCalibration !== null,
    drawnCount: () => drawn,
    framesDrawn: () => canvas.framesDrawn,
    lastDrawMs: () => drawMs,
    lastSyncCounts: () => canvas.lastSyncCounts(),
    viewCentreInches: () => canvas.viewInfo().centreInches,
    lastStatus: () => (status ? structuredClone(status) : null),
  });

  syncCalibration();
  root.dataset.ready = 'true';
}
