// The table view page (`?view=table`): fills the window, no panels or
// menus, draws the projections the GM window sends at true scale. It never
// writes: the GM's Session is the only writer (issue 7).
//
// Test/standalone mode: `?view=table&scenario=<file>&sides=law[,x]` computes
// the projection itself from a shipped scenario until live ones arrive.
import { parseScenarioText } from '../../core/io/scenario';
import { TableCanvas } from '../canvas/table';
import { detectPlatform } from '../platform';
import { DEFAULT_TABLE_VIEW, type TableProjection, type TableRotation } from '../../shared/table';
import { cssPxPerInch, displayKey, loadCalibration, saveCalibration, UNCALIBRATED_CSS_PX_PER_INCH, type Calibration } from './calibration';
import { showCalibrationScreen } from './calibrationScreen';
import { createTableLink } from './link';
import { buildTableProjection, defaultPlayerSides } from './projection';

/** Read-only handle for end-to-end tests (window.gritTable). */
export interface GritTableHandle {
  lastProjection(): TableProjection | null;
  cellToClient(c: number, r: number): { x: number; y: number } | null;
  rendererName(): string;
  pxPerInch(): number;
  calibrating(): boolean;
  /** How many projections were drawn (received or computed locally). */
  drawnCount(): number;
  /** Milliseconds the last projection took to turn into Pixi objects (fog included). */
  lastDrawMs(): number;
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
  let live = false;
  onProjection = (p) => {
    live = true;
    draw(p);
  };
  const draw = (p: TableProjection) => {
    last = p;
    drawn++;
    const t0 = performance.now();
    canvas.show(p, ppi);
    drawMs = performance.now() - t0;
    syncCalibration();
  };

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

  live = pending !== null;
  if (pending) draw(pending);
  link.requestLatest();

  window.gritTable = Object.freeze({
    lastProjection: () => (last ? structuredClone(last) : null),
    cellToClient: (c: number, r: number) => canvas.cellToClient(c, r),
    rendererName: () => canvas.rendererName(),
    pxPerInch: () => ppi,
    calibrating: () => closeCalibration !== null,
    drawnCount: () => drawn,
    lastDrawMs: () => drawMs,
  });

  const scenario = params.get('scenario');
  if (scenario) {
    const file = await detectPlatform().readShippedScenario(scenario);
    const parsed = parseScenarioText(file.text, file.fileName);
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const sides = params.get('sides')?.split(',').filter(Boolean) ?? defaultPlayerSides(parsed.world);
    const rotation = Number(params.get('rotation') ?? 0);
    const view = { ...DEFAULT_TABLE_VIEW, rotation: ([0, 90, 180, 270].includes(rotation) ? rotation : 0) as TableRotation };
    if (!live) draw(buildTableProjection(parsed.world, { playerSideIds: sides, view }));
  }
  syncCalibration();
  root.dataset.ready = 'true';
}
