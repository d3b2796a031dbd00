// Pure display helpers for the table window (no electron import, so unit
// tests load them without the Electron binary).
import type { TableDisplay } from '../shared/table';

/** The part of Electron's Display the table window needs. */
export interface DisplayInfo {
  id: number;
  label?: string;
  bounds: { x: number; y: number; width: number; height: number };
  size: { width: number; height: number };
  scaleFactor: number;
}

export function describeDisplays(displays: readonly DisplayInfo[], primaryId: number): TableDisplay[] {
  return displays.map((d, i) => ({
    id: String(d.id),
    label: d.label || `Display ${i + 1}`,
    primary: d.id === primaryId,
    widthPx: Math.round(d.size.width * d.scaleFactor),
    heightPx: Math.round(d.size.height * d.scaleFactor),
    scaleFactor: d.scaleFactor,
  }));
}

/** The display asked for, else the first non-primary one (the TV), else the primary. */
export function chooseTableDisplay<D extends DisplayInfo>(displays: readonly D[], primaryId: number, wantedId?: string): D | undefined {
  if (wantedId !== undefined) {
    const wanted = displays.find((d) => String(d.id) === wantedId);
    if (wanted) return wanted;
  }
  return displays.find((d) => d.id !== primaryId) ?? displays.find((d) => d.id === primaryId) ?? displays[0];
}

/** The table page URL: same bundle, `?view=table`, with the display id for per-display calibration. */
export function tableViewUrl(origin: string, displayId: string): string {
  return `${origin}/index.html?view=table&display=${encodeURIComponent(displayId)}`;
}
