// Where the overlay's sentence label goes (a refusal, a read-out), without
// measuring it when its size cannot change the answer (issue 16 hover tail).
// The label is kept inside the map's width and drawn above its point, or
// below when the map's top edge leaves no room; both need its size only near
// an edge. A refusal naming a number is a new string on most pointer moves,
// and Pixi measured each one inside the pointer's handler (the frame that
// draws the text measures it anyway). An upper bound of the size from the
// character count decides first; the label is measured only when the bound
// leaves the answer open, so the label lands exactly where measuring puts it.

/** A box in the overlay's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * At least the size Pixi measures for `text` in a bold sans-serif of
 * `fontSizePx` with a stroke of `strokePx`. No ASCII glyph of bold Arial
 * (or Liberation Sans, its stand-in on Linux) is wider than 1 em ('@',
 * 0.98 em), and a line's height is the font's ascent and descent (1.12 em):
 * the bound allows 1.25 em an ASCII character, 2 em any other (the per-ten-
 * thousand sign is 1.74 em), and 1.6 em a line.
 */
export function labelSizeBound(text: string, fontSizePx: number, strokePx: number): { width: number; height: number } {
  const lines = text.split('\n');
  let widestEm = 0;
  for (const line of lines) {
    let em = 0;
    for (let i = 0; i < line.length; i++) em += line.charCodeAt(i) < 127 ? 1.25 : 2;
    widestEm = Math.max(widestEm, em);
  }
  return { width: widestEm * fontSizePx + strokePx, height: lines.length * 1.6 * fontSizePx + strokePx };
}

/**
 * The label's anchor point and vertical anchor (1: its bottom at `y`, above
 * the point; 0: its top, below it): centred on `atX` but kept inside
 * `mapWidthPx`, above `aboveY` when the label fits between it and the map's
 * top edge, else at `belowY`. `size()` measures the label; it is called only
 * when `bound` (labelSizeBound) does not settle both questions.
 */
export function placeLabel(
  atX: number,
  aboveY: number,
  belowY: number,
  mapWidthPx: number,
  bound: { width: number; height: number },
  size: () => { width: number; height: number },
): { x: number; y: number; anchorY: 0 | 1 } {
  const halfBound = bound.width / 2;
  const inside = atX - halfBound >= 0 && atX + halfBound <= mapWidthPx;
  const fitsAbove = aboveY >= bound.height;
  if (inside && fitsAbove) return { x: atX, y: aboveY, anchorY: 1 };
  const { width, height } = size();
  const half = width / 2;
  const x = mapWidthPx > 2 * half ? Math.min(Math.max(atX, half), mapWidthPx - half) : atX;
  return aboveY >= height ? { x, y: aboveY, anchorY: 1 } : { x, y: belowY, anchorY: 0 };
}

/** Whether two boxes overlap. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of a label of `size` anchored at (x, y) by (0.5, anchorY). */
export function anchoredBox(x: number, y: number, anchorY: number, size: { width: number; height: number }): Box {
  return { x: x - size.width / 2, y: y - anchorY * size.height, width: size.width, height: size.height };
}
