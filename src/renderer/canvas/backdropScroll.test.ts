import { describe, expect, it } from 'vitest';
import { type AxisSpan, axisShiftPx, SCROLL_MIN_LEAD_SCREEN_PX, spanUnion } from './backdropScroll';

/** The backdrop's margin on each side of the view (screen px), as BAKE_MARGIN_SCREEN_PX. */
const MARGIN_PX = 320;
const VIEW_PX = 1366;

/**
 * A pan along one axis through `positions` (the view's left edge, world px),
 * with the picture placed as Backdrop.update places it; returns how many
 * steps scrolled, checking at each step that the view lies inside.
 */
function walk(positions: number[], scale: number): number {
  const viewLen = VIEW_PX / scale;
  const pictureLen = (VIEW_PX + 2 * MARGIN_PX) / scale;
  let pictureLo = positions[0] - MARGIN_PX / scale;
  let visited: AxisSpan = { lo: positions[0], hi: positions[0] + viewLen };
  let scrolls = 0;
  for (const p of positions) {
    const need = { lo: p, hi: p + viewLen };
    visited = spanUnion(visited, need);
    const shiftPx = axisShiftPx(pictureLo, pictureLen, need, visited, scale);
    if (shiftPx !== 0) {
      scrolls++;
      pictureLo += shiftPx / scale;
      visited = need;
    }
    expect(need.lo).toBeGreaterThanOrEqual(pictureLo - 1e-9);
    expect(need.hi).toBeLessThanOrEqual(pictureLo + pictureLen + 1e-9);
  }
  return scrolls;
}

/** 64 px key steps from 0 to `endPx` screen px and back, `loops` times, at `scale`. */
function toAndFro(endPx: number, loops: number, scale: number): number[] {
  const out: number[] = [];
  for (let l = 0; l < loops; l++) {
    for (let p = 0; p < endPx; p += 64) out.push(p / scale);
    for (let p = endPx; p > 0; p -= 64) out.push(p / scale);
  }
  out.push(0);
  return out;
}

describe('axisShiftPx: where a backdrop picture goes when a pan leaves it (issue 16 zoomed-in pan)', () => {
  it('does not move while the view is inside', () => {
    expect(axisShiftPx(-320, 2006, { lo: 0, hi: 1366 }, { lo: 0, hi: 1366 }, 1)).toBe(0);
    expect(axisShiftPx(-320, 2006, { lo: 320, hi: 1686 }, { lo: 0, hi: 1686 }, 1)).toBe(0);
  });

  it("the frame bench's loop (512 px each way, to and fro): one scroll in four loops, where centring the picture scrolled twice a loop", () => {
    for (const scale of [1, 1.6, 2.3]) expect(walk(toAndFro(512, 4, scale), scale)).toBe(1);
  });

  it('a straight pan scrolls about every 320 px (no more often than every 256 px), never leaving the view outside', () => {
    const stepsPx = Array.from({ length: 100 }, (_, i) => i * 64);
    for (const scale of [1, 1.37, 2]) {
      const forward = walk(
        stepsPx.map((p) => p / scale),
        scale,
      );
      const backward = walk(
        stepsPx.map((p) => -p / scale),
        scale,
      );
      for (const n of [forward, backward]) {
        expect(n).toBeGreaterThanOrEqual(Math.floor((99 * 64) / (2 * MARGIN_PX)));
        expect(n).toBeLessThanOrEqual(Math.ceil((99 * 64) / 256));
      }
    }
  });

  it('leaves at least the minimum lead ahead, so the next step on does not scroll again', () => {
    // The view has been only where it is: its leading edge just past the picture's.
    const need = { lo: 704, hi: 704 + VIEW_PX };
    const shift = axisShiftPx(0, VIEW_PX + 2 * MARGIN_PX, need, need, 1);
    expect(shift + VIEW_PX + 2 * MARGIN_PX - need.hi).toBeGreaterThanOrEqual(SCROLL_MIN_LEAD_SCREEN_PX);
    const back = { lo: -64, hi: -64 + VIEW_PX };
    expect(back.lo - axisShiftPx(0, VIEW_PX + 2 * MARGIN_PX, back, back, 1)).toBeGreaterThanOrEqual(SCROLL_MIN_LEAD_SCREEN_PX);
  });
});
