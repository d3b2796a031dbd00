// The canvas draws in world pixels: PX_PER_INCH world pixels per inch (one
// grid square) at camera zoom 1. Core works in inches and cells.
export const PX_PER_INCH = 48;

export const inchesToPx = (inches: number): number => inches * PX_PER_INCH;

/** Parses "#rrggbb" into a Pixi colour number. */
export function hexColour(css: string): number {
  return Number.parseInt(css.slice(1), 16);
}
