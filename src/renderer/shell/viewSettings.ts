// The play screen's view settings kept across sessions (web mode and the
// Electron renderer alike): small values in localStorage, read once at start.

const GRID_OPACITY_KEY = 'grit.view.gridOpacity';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved grid line opacity (0 to 1), or `fallback` when none is saved or it is not a number in range. */
export function loadGridOpacity(fallback: number): number {
  const text = store()?.getItem(GRID_OPACITY_KEY);
  const value = text == null ? NaN : Number(text);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : fallback;
}

export function saveGridOpacity(alpha: number): void {
  try {
    store()?.setItem(GRID_OPACITY_KEY, String(alpha));
  } catch {
    // A full or blocked storage keeps the setting for this session only.
  }
}
