// Calibration screen (issue 7): a 5 × 5 inch square and an inch ruler drawn
// with the px/inch in use, so the GM can check them with a real ruler; the
// TV's diagonal and resolution, or a bar stretched to match a real ruler.
import { cssPxPerInch, pxPerInchFromDiagonal, pxPerInchFromRuler, type Calibration } from './calibration';

export interface CalibrationScreenOptions {
  pxPerInch: number;
  calibration: Calibration | null;
  devicePixelRatio: number;
  /** The page's size in CSS px (what the ruler and bar must fit in). */
  screenPx: { width: number; height: number };
  /** The display's native resolution, the default for the diagonal method. */
  nativePx: { width: number; height: number };
  onSave(cal: Calibration): void;
  onClose(): void;
}

export const SQUARE_INCHES = 5;

/** The app's theme (ui/theme.css); the table page has no stylesheet of its own, and CSP allows only CSSOM styles. */
const THEME = { bg: '#17181b', panel: '#1e1f23', line: '#3a3b41', text: '#ddd8cf', muted: '#8f8b84', accent: '#d9b46c', bad: '#e07a6e' };
const INPUT_CSS = `background:#26272c;color:${THEME.text};border:1px solid #4a4b52;border-radius:4px;padding:2px 4px;font:inherit`;
const BUTTON_CSS = `background:#3c3d42;color:${THEME.text};border:1px solid #55565c;border-radius:4px;padding:4px 10px;font:inherit;cursor:pointer;margin:2px 4px 2px 0`;
const RULER_BAR_INCHES_DEFAULT = 10;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> & { testid?: string } = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  const { testid, ...rest } = props;
  Object.assign(node, rest);
  if (testid) node.dataset.testid = testid;
  node.append(...children);
  return node;
}

/** Builds the screen into `host`; returns a function that removes it. */
export function showCalibrationScreen(host: HTMLElement, opts: CalibrationScreenOptions): () => void {
  const ppi = opts.pxPerInch;
  const panel = el('div', { className: 'table-calibration', testid: 'table-calibration' });
  // Issue 16 fix 5: the app's dark theme (a dim room), not a white page.
  panel.style.cssText = `position:fixed;inset:0;background:${THEME.bg};color:${THEME.text};font:16px system-ui,sans-serif;overflow:hidden;z-index:10`;

  const square = el('div', { testid: 'calibration-square', title: `${SQUARE_INCHES} × ${SQUARE_INCHES} inches` });
  square.style.cssText = `position:absolute;left:${ppi}px;top:${ppi}px;width:${SQUARE_INCHES * ppi}px;height:${SQUARE_INCHES * ppi}px;box-sizing:border-box;border:2px solid ${THEME.accent};background:repeating-linear-gradient(90deg,transparent 0 ${ppi - 1}px,${THEME.line} ${ppi - 1}px ${ppi}px),repeating-linear-gradient(0deg,transparent 0 ${ppi - 1}px,${THEME.line} ${ppi - 1}px ${ppi}px)`;
  // The label sits under the square, never over its lines.
  const label = el('span', { textContent: `${SQUARE_INCHES}" × ${SQUARE_INCHES}"`, testid: 'calibration-square-label' });
  label.style.cssText = `position:absolute;left:0;top:100%;margin-top:4px;color:${THEME.muted};font-size:13px;white-space:nowrap`;
  square.append(label);

  // Ruler strip: inch ticks along the bottom edge of the screen.
  const inches = Math.max(1, Math.floor((opts.screenPx.width - 2 * ppi) / ppi));
  const ruler = el('div', { testid: 'calibration-ruler' });
  ruler.style.cssText = `position:absolute;left:${ppi}px;bottom:${ppi * 0.5}px;width:${inches * ppi}px;height:${ppi * 0.6}px;border-top:2px solid ${THEME.text}`;
  for (let i = 0; i <= inches; i++) {
    const tick = el('div', { textContent: String(i) });
    tick.style.cssText = `position:absolute;left:${i * ppi - 1}px;top:0;width:2px;height:${ppi * 0.35}px;background:${THEME.text};color:${THEME.text};font-size:12px;text-indent:4px;white-space:nowrap`;
    ruler.append(tick);
  }

  const info = el('div', { testid: 'calibration-info' });
  info.style.cssText = `position:absolute;left:${(SQUARE_INCHES + 2) * ppi}px;top:${ppi}px;max-width:520px;line-height:1.6;background:${THEME.panel};border:1px solid ${THEME.line};border-radius:6px;padding:8px 16px;box-shadow:0 4px 16px rgba(0,0,0,.4)`;
  const method = opts.calibration
    ? opts.calibration.method === 'diagonal'
      ? `from a ${opts.calibration.diagonalInches}" diagonal at ${opts.calibration.widthPx}×${opts.calibration.heightPx}`
      : 'from a ruler'
    : 'not calibrated (browser default)';
  const readout = el('p', { testid: 'calibration-ppi', textContent: `${ppi.toFixed(1)} px/inch in use (${method})` });

  const diag = el('input', { type: 'number', value: String(opts.calibration?.method === 'diagonal' ? opts.calibration.diagonalInches : 55), min: '1', step: '0.1', testid: 'calibration-diagonal' });
  const resW = el('input', { type: 'number', value: String(opts.calibration?.method === 'diagonal' ? opts.calibration.widthPx : opts.nativePx.width), min: '1', testid: 'calibration-width' });
  const resH = el('input', { type: 'number', value: String(opts.calibration?.method === 'diagonal' ? opts.calibration.heightPx : opts.nativePx.height), min: '1', testid: 'calibration-height' });
  for (const input of [diag, resW, resH]) input.style.cssText = `width:6em;${INPUT_CSS}`;
  const preview = el('span');
  const error = el('p', { testid: 'calibration-error' });
  error.style.color = THEME.bad;
  const update = () => {
    try {
      preview.textContent = ` = ${pxPerInchFromDiagonal(Number(diag.value), Number(resW.value), Number(resH.value)).toFixed(1)} device px/inch`;
      error.textContent = '';
    } catch (err) {
      preview.textContent = '';
      error.textContent = (err as Error).message;
    }
  };
  for (const input of [diag, resW, resH]) input.addEventListener('input', update);
  update();
  const applyDiagonal = el('button', { textContent: 'Use diagonal', testid: 'calibration-apply-diagonal' });
  applyDiagonal.addEventListener('click', () => {
    const cal: Calibration = { method: 'diagonal', diagonalInches: Number(diag.value), widthPx: Number(resW.value), heightPx: Number(resH.value) };
    try {
      cssPxPerInch(cal, opts.devicePixelRatio);
      opts.onSave(cal);
    } catch (err) {
      error.textContent = (err as Error).message;
    }
  });

  // The ruler bar: drag its right end until it spans N inches of a real ruler.
  // The bar starts at N inches as currently calibrated, N chosen so it fits on screen.
  const startInches = Math.max(1, Math.min(RULER_BAR_INCHES_DEFAULT, Math.floor((opts.screenPx.width - 3 * ppi) / ppi)));
  const barInches = el('input', { type: 'number', value: String(startInches), min: '1', testid: 'calibration-bar-inches' });
  barInches.style.cssText = `width:4em;${INPUT_CSS}`;
  const bar = el('div', { testid: 'calibration-bar' });
  let barPx = ppi * startInches;
  bar.style.cssText = `position:absolute;left:${ppi}px;top:${(SQUARE_INCHES + 1.5) * ppi}px;height:${Math.max(12, ppi * 0.3)}px;background:${THEME.accent};cursor:ew-resize;touch-action:none`;
  const handle = el('div', { testid: 'calibration-bar-handle' });
  handle.style.cssText = `position:absolute;right:-8px;top:-8px;bottom:-8px;width:16px;background:#f0d08f;border-radius:4px`;
  bar.append(handle);
  const setBar = (px: number) => {
    barPx = Math.max(20, px);
    bar.style.width = `${barPx}px`;
    barReadout.textContent = ` bar ${barPx.toFixed(0)} px = ${(barPx / Math.max(1, Number(barInches.value))).toFixed(1)} px/inch`;
  };
  const barReadout = el('span', { testid: 'calibration-bar-readout' });
  handle.addEventListener('pointerdown', (event) => {
    handle.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startPx = barPx;
    const move = (e: PointerEvent) => setBar(startPx + e.clientX - startX);
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  });
  barInches.addEventListener('input', () => setBar(barPx));
  setBar(barPx);
  const applyRuler = el('button', { textContent: 'Use bar', testid: 'calibration-apply-bar' });
  applyRuler.addEventListener('click', () => {
    try {
      opts.onSave({ method: 'ruler', cssPxPerInch: pxPerInchFromRuler(barPx, Number(barInches.value)) });
    } catch (err) {
      error.textContent = (err as Error).message;
    }
  });
  const close = el('button', { textContent: 'Close calibration', testid: 'calibration-close' });
  close.addEventListener('click', () => opts.onClose());

  info.append(
    el('h2', { textContent: 'Table calibration' }),
    readout,
    el('p', { textContent: 'Check the square and the ruler with a real ruler: every square is one inch.' }),
    el('p', {}, 'TV diagonal ', diag, '" at ', resW, ' × ', resH, ' px', preview, ' ', applyDiagonal),
    el('p', {}, 'Or stretch the gold bar to ', barInches, ' inches of a real ruler:', barReadout, ' ', applyRuler),
    error,
    close,
  );
  for (const b of [applyDiagonal, applyRuler, close]) b.style.cssText = BUTTON_CSS;
  const title = info.querySelector('h2');
  if (title) title.style.cssText = `margin:0 0 4px;color:${THEME.accent};font-size:18px`;
  panel.append(square, info, bar, ruler);
  host.append(panel);
  // At a low px/inch the info panel reaches below the square: the bar goes under the panel, never across it.
  const infoBottom = info.getBoundingClientRect().bottom - panel.getBoundingClientRect().top;
  bar.style.top = `${Math.max((SQUARE_INCHES + 1.5) * ppi, infoBottom + 24)}px`;
  return () => panel.remove();
}
