import { describe, expect, it } from 'vitest';
import { PX_PER_INCH } from './units';

// Pixi's browser adapter reads `navigator` when its modules load; Node 20 has none.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { mapOnPicture, BACKDROP_EVENT_FEATURES } = await import('./backdrop');
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
