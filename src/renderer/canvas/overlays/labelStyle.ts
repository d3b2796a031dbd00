// The overlay labels' look (bold Arial with a dark outline, in three sizes),
// shared by the overlay and by the fonts measured before the first hover.
import { CanvasTextMetrics, fontStringFromTextStyle, TextStyle } from 'pixi.js';
import { PX_PER_INCH } from '../units';

/** The path's AP and the sentence label. */
export const LABEL_SIZE = 0.4 * PX_PER_INCH;
/** The line of sight's read-out. */
export const LOS_LABEL_SIZE = 0.34 * PX_PER_INCH;
/** The name under the pointer. */
export const NAME_LABEL_SIZE = 0.3 * PX_PER_INCH;
/** The labels' outline (textStyle's stroke). */
export const LABEL_STROKE_PX = 4;

export function textStyle(size: number, fill: number) {
  return {
    fontFamily: 'Arial, Helvetica, sans-serif',
    fontWeight: 'bold' as const,
    fontSize: size,
    fill,
    stroke: { color: 0x000000, width: LABEL_STROKE_PX },
  };
}

/**
 * The labels' fonts, measured once as the map canvas is made: Pixi measures a
 * font's ascent and descent the first time a Text uses it (2-6 ms under
 * SwiftShader's page), which fell on the first pointer move showing each
 * kind of label, the slowest of the attack tool's hover (issue 16 hover tail).
 */
export function labelFonts(): string[] {
  return [LABEL_SIZE, LOS_LABEL_SIZE, NAME_LABEL_SIZE].map((size) => fontStringFromTextStyle(new TextStyle(textStyle(size, 0))));
}

/** Measures labelFonts() now (it needs a DOM canvas). */
export function warmLabelFonts(): void {
  for (const font of labelFonts()) CanvasTextMetrics.measureFont(font);
}
