// True scale (issue 7): one grid square = one physical inch on the TV.
// Two ways to know the screen's pixels per inch: the diagonal in inches with
// the native resolution, or a bar the user stretches to match a real ruler.
// Stored per display so a laptop screen and the TV keep their own numbers.

export type Calibration = { method: 'diagonal'; diagonalInches: number; widthPx: number; heightPx: number } | { method: 'ruler'; cssPxPerInch: number };

/** Device pixels per inch of a screen from its diagonal (aspect from the resolution). */
export function pxPerInchFromDiagonal(diagonalInches: number, widthPx: number, heightPx: number): number {
  if (!(diagonalInches > 0) || !(widthPx > 0) || !(heightPx > 0)) {
    throw new Error(`calibration: diagonal ${diagonalInches}" and resolution ${widthPx}×${heightPx} must all be positive`);
  }
  return Math.hypot(widthPx, heightPx) / diagonalInches;
}

/** Pixels per inch from a bar of `barPx` CSS pixels laid against `inches` of a real ruler. */
export function pxPerInchFromRuler(barPx: number, inches: number): number {
  if (!(barPx > 0) || !(inches > 0)) throw new Error(`calibration: bar ${barPx} px over ${inches}" must be positive`);
  return barPx / inches;
}

/**
 * CSS pixels per inch, what the page draws with. The diagonal method gives
 * device pixels, which the OS scale factor (devicePixelRatio) divides.
 */
export function cssPxPerInch(cal: Calibration, devicePixelRatio: number): number {
  if (cal.method === 'ruler') return cal.cssPxPerInch;
  return pxPerInchFromDiagonal(cal.diagonalInches, cal.widthPx, cal.heightPx) / (devicePixelRatio > 0 ? devicePixelRatio : 1);
}

/** Browsers assume 96 CSS px per inch; used until the user calibrates. */
export const UNCALIBRATED_CSS_PX_PER_INCH = 96;

export interface CalibrationStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Storage key: the Electron display id when known, else the screen's size. */
export function displayKey(displayId: string | null, screenWidth: number, screenHeight: number, devicePixelRatio: number): string {
  return displayId ? `grit-table-calibration:display-${displayId}` : `grit-table-calibration:screen-${screenWidth}x${screenHeight}@${devicePixelRatio}`;
}

export function loadCalibration(store: CalibrationStore, key: string): Calibration | null {
  const text = store.getItem(key);
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<Record<string, unknown>>;
    if (v.method === 'diagonal' && [v.diagonalInches, v.widthPx, v.heightPx].every((n) => typeof n === 'number' && n > 0)) {
      return { method: 'diagonal', diagonalInches: v.diagonalInches as number, widthPx: v.widthPx as number, heightPx: v.heightPx as number };
    }
    if (v.method === 'ruler' && typeof v.cssPxPerInch === 'number' && v.cssPxPerInch > 0) return { method: 'ruler', cssPxPerInch: v.cssPxPerInch };
  } catch {
    // A damaged entry is treated as "not calibrated".
  }
  return null;
}

export function saveCalibration(store: CalibrationStore, key: string, cal: Calibration): void {
  store.setItem(key, JSON.stringify(cal));
}
