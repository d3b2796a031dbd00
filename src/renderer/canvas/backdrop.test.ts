import { describe, expect, it } from 'vitest';
import { PX_PER_INCH } from './units';

// Pixi's browser adapter reads `navigator` when its modules load; Node 20 has none.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { mapOnPicture, scrollDue, BACKDROP_EVENT_FEATURES } = await import('./backdrop');
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

describe('the off-screen renderer takes no input (issue 16 hover)', () => {
  it("turns off every one of Pixi's event features, so its document-wide pointer-move handler returns at once", () => {
    const all = Object.keys(EventSystem.defaultEventFeatures);
    expect(all).toContain('move');
    for (const k of all) expect(BACKDROP_EVENT_FEATURES).toHaveProperty(k, false);
  });
});

describe('scrollDue: when the static picture scrolls during a pan (issue 16 zoomed-in pan)', () => {
  // A 1000×600 screen at scale 1, the picture drawn 320 px beyond each edge of the view at (0, 0), on a 10 000 px map.
  const baked = { scale: 1, x0: -320, y0: -320, widthPx: 1640, heightPx: 1240 };
  const view = (x: number, y: number) => ({ left: x, top: y, right: x + 1000, bottom: y + 600 });
  const MAP = 10_000;

  it('scrolls once the view leaves the picture, whether or not the map canvas draws', () => {
    expect(scrollDue(baked, view(320, 0), MAP, MAP, 320, false)).toBe(false);
    expect(scrollDue(baked, view(384, 0), MAP, MAP, 320, false)).toBe(true);
    expect(scrollDue(baked, view(0, 384), MAP, MAP, 320, true)).toBe(true);
    // Beyond the map's top edge there is only background: nothing to scroll for.
    expect(scrollDue(baked, view(0, -384), MAP, MAP, 320, false)).toBe(false);
  });

  it('in a frame the map canvas draws anyway, scrolls once past half the margin (the strip shares that slow frame)', () => {
    expect(scrollDue(baked, view(192, 0), MAP, MAP, 320, false)).toBe(false);
    expect(scrollDue(baked, view(192, 0), MAP, MAP, 320, true)).toBe(true);
    expect(scrollDue(baked, view(128, -128), MAP, MAP, 320, true)).toBe(false);
  });

  it('never for a view that holds the whole map: off the map there is only background', () => {
    const fitted = { scale: 1, x0: -320, y0: -320, widthPx: 1640, heightPx: 1240 };
    // An 800×500 map inside a view moved 200 px: the map part is still inside the picture, even widened.
    expect(scrollDue(fitted, view(-200, -50), 800, 500, 320, true)).toBe(false);
  });
});
