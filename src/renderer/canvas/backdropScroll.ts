// Where a backdrop's picture goes when a pan leaves it (issue 16 zoomed-in
// pan). Each scroll copies the whole picture into itself and draws the
// exposed strips; under SwiftShader the compositor then takes one or more
// slow frames to show it. The picture used to be centred on the view at each
// scroll, so a pan that turns back (the frame bench's square loop of 512 px
// sides, a user panning to and fro) left it on every side of the loop: about
// one frame in ten scrolled, more than a p95 can hide. Placed to cover where
// the view has been since the last scroll on that axis, and what lies ahead
// of it, a to-and-fro pan within the picture's spare width (twice the margin)
// scrolls once, and a straight pan still scrolls every 320 px or so.

/** A range along one axis, in world pixels. */
export interface AxisSpan {
  lo: number;
  hi: number;
}

/**
 * After a scroll, at least this many screen pixels of picture lie ahead of
 * the view in the direction it left by: a pan going on in that direction
 * would otherwise scroll again on its next step.
 */
export const SCROLL_MIN_LEAD_SCREEN_PX = 128;

/**
 * How many screen pixels the picture's origin moves along one axis: 0 while
 * `need` (the part of the view on the map) lies inside the picture
 * [`pictureLo`, `pictureLo + pictureLen`]; else the picture covers `need` and
 * as much of `visited` (where `need` has been since the picture last moved
 * along this axis) as it can, with at least SCROLL_MIN_LEAD_SCREEN_PX ahead.
 * Whole screen pixels, never leaving part of `need` outside.
 */
export function axisShiftPx(pictureLo: number, pictureLen: number, need: AxisSpan, visited: AxisSpan, scale: number): number {
  const pictureHi = pictureLo + pictureLen;
  if (need.lo >= pictureLo && need.hi <= pictureHi) return 0;
  // Whole-pixel shifts that keep `need` inside (a rounding must not leave it a pixel out, which would scroll again).
  const minPx = Math.ceil((need.hi - pictureHi) * scale - 1e-6);
  const maxPx = Math.floor((need.lo - pictureLo) * scale + 1e-6);
  // The lead ahead, when the picture is long enough for it beside `need`.
  const lead = Math.min(SCROLL_MIN_LEAD_SCREEN_PX / scale, Math.max(0, pictureLen - (need.hi - need.lo)) / 2);
  // Left forward: keep what lies behind, back to where the view has been; left backward: what lies ahead of the way back.
  const lo = need.hi > pictureHi ? Math.max(visited.lo, need.hi + lead - pictureLen) : Math.min(visited.hi - pictureLen, need.lo - lead);
  return Math.max(minPx, Math.min(maxPx, Math.round((lo - pictureLo) * scale)));
}

/** `a` widened to take in `b`. */
export function spanUnion(a: AxisSpan, b: AxisSpan): AxisSpan {
  return { lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi) };
}
