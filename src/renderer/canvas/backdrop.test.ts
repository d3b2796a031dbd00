import { describe, expect, it } from 'vitest';
import { PX_PER_INCH } from './units';

// Pixi's browser adapter reads `navigator` when its modules load; Node 20 has none.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { mapOnPicture, pictureRect, BACKDROP_EVENT_FEATURES, BAKE_MARGIN_SCREEN_PX } = await import('./backdrop');
const { EventSystem } = await import('pixi.js');

describe('mapOnPicture: which part of the static picture is map (tiles elsewhere are only filled)', () => {
  it('is empty before a map is shown, so no WebGL tile is drawn for the frames before it', () => {
    const on = mapOnPicture({ scale: 1, x0: -320, y0: -320 }, 0, 0);
    expect(on.right <= on.left || on.bottom <= on.top).toBe(true);
  });

  it('places a fitted map inside the margin, widened by one square on each side', () => {
    // A 24 × 16 square map at half scale, the picture starting 320 screen px (640 world px) up and left of it.
    const scale = 0.5;
    const on = mapOnPicture({ scale, x0: -640, y0: -640 }, 24 * PX_PER_INCH, 16 * PX_PER_INCH);
    const pad = PX_PER_INCH * scale;
    expect(on).toEqual({ left: 320 - pad, top: 320 - pad, right: 320 + 12 * PX_PER_INCH + pad, bottom: 320 + 8 * PX_PER_INCH + pad });
  });
});

describe('pictureRect: the static picture covers the whole map when that is smaller than the view and its margin (issue 17 item 14)', () => {
  const screen = { screenWidth: 1200, screenHeight: 800 };
  const map = { w: 24 * PX_PER_INCH, h: 16 * PX_PER_INCH };

  it('a fitted map: the map and a square around it, wherever the camera is (a pan never draws)', () => {
    const scale = 0.5;
    const want = { x0: -PX_PER_INCH, y0: -PX_PER_INCH, widthPx: Math.ceil(26 * PX_PER_INCH * scale), heightPx: Math.ceil(18 * PX_PER_INCH * scale) };
    expect(pictureRect({ ...screen, scale: { x: scale }, left: -300, top: -200 }, map.w, map.h)).toEqual(want);
    expect(pictureRect({ ...screen, scale: { x: scale }, left: 500, top: 100 }, map.w, map.h)).toEqual(want);
  });

  it('zoomed in: the view plus the margin, from the camera', () => {
    const scale = 2;
    const m = BAKE_MARGIN_SCREEN_PX;
    expect(pictureRect({ ...screen, scale: { x: scale }, left: 400, top: 300 }, map.w, map.h)).toEqual({ x0: 400 - m / scale, y0: 300 - m / scale, widthPx: 1200 + 2 * m, heightPx: 800 + 2 * m });
  });

  it('never more pixels than the view and its margin, and the view before a map is shown', () => {
    for (const scale of [0.25, 0.5, 0.8, 1, 1.3, 2]) {
      const r = pictureRect({ ...screen, scale: { x: scale }, left: 0, top: 0 }, map.w, map.h);
      expect(r.widthPx).toBeLessThanOrEqual(1200 + 2 * BAKE_MARGIN_SCREEN_PX);
      expect(r.heightPx).toBeLessThanOrEqual(800 + 2 * BAKE_MARGIN_SCREEN_PX);
    }
    expect(pictureRect({ ...screen, scale: { x: 1 }, left: 0, top: 0 }, 0, 0).widthPx).toBe(1200 + 2 * BAKE_MARGIN_SCREEN_PX);
  });
});

describe('the off-screen renderer takes no input (issue 16 hover)', () => {
  it("turns off every one of Pixi's event features, so its document-wide pointer-move handler returns at once", () => {
    const all = Object.keys(EventSystem.defaultEventFeatures);
    expect(all).toContain('move');
    for (const k of all) expect(BACKDROP_EVENT_FEATURES).toHaveProperty(k, false);
  });
});
