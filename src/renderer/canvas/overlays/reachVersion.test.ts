// The reach shading is drawn on its own canvas and drawn again only when
// OverlayLayer.reachVersion changes (issue 16 zoomed-in pan): a new reach
// (the World, the tool or the mover changed: a new key), or the reach shown
// or hidden, must change it, or the map keeps showing a stale reach; a
// pointer move that leaves the reach as it was must not, or every hover
// draws the reach canvas again.
import { describe, expect, it } from 'vitest';
import type { World } from '../../../core/model/schema';

// Pixi's browser adapter reads `navigator` when its modules load; Node 20 has none.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { OverlayLayer } = await import('./overlayLayer');

// Hex grids: the reach is drawn as polygons (no text to measure, which needs a DOM).
const world = { map: { grid: 'hex-pointy', widthCells: 4, heightCells: 3 }, figures: {} } as unknown as World;
function reach(key: string, reachable: (c: number, r: number) => boolean) {
  return { key, widthCells: 4, heightCells: 3, maxAp: 2, apCostAt: (c: number, r: number) => (reachable(c, r) ? c : null) };
}

describe('reach shading redrawn only when it changes', () => {
  it('a new reach, or the reach hidden or shown, bumps the version; the same reach again (a pointer move) does not', () => {
    const layer = new OverlayLayer();
    const v0 = layer.reachVersion;
    layer.set({ reach: reach('w1|f1', (c) => c < 2) }, world);
    const v1 = layer.reachVersion;
    expect(v1).not.toBe(v0);
    expect(layer.reach.visible).toBe(true);
    // A pointer move: a new spec object, the same reach, a path.
    layer.set({ reach: reach('w1|f1', (c) => c < 2), path: { cells: [{ c: 0, r: 0 }], label: '', ok: true } }, world);
    expect(layer.reachVersion).toBe(v1);
    // The World changed (a move was made): a new key.
    layer.set({ reach: reach('w2|f1', (c) => c < 3) }, world);
    const v2 = layer.reachVersion;
    expect(v2).not.toBe(v1);
    layer.set({}, world);
    expect(layer.reachVersion).not.toBe(v2);
    expect(layer.reach.visible).toBe(false);
    const v3 = layer.reachVersion;
    layer.set({ reach: reach('w2|f1', (c) => c < 3) }, world);
    expect(layer.reachVersion).not.toBe(v3);
    layer.destroy();
  });
});

describe('label fonts measured before the first hover (issue 16 hover tail)', () => {
  it('labelFonts() names the font of every kind of overlay label, so none is first measured on a pointer move', async () => {
    const { labelFonts } = await import('./labelStyle');
    const { fontStringFromTextStyle } = await import('pixi.js');
    type Shown = { style: Parameters<typeof fontStringFromTextStyle>[0] };
    const layer = new OverlayLayer() as unknown as Record<string, { show(text: string, fill: number): Shown }>;
    const fonts = labelFonts();
    // Each label cache makes a Text for a string (not measured or drawn until a frame shows it).
    for (const cache of ['pathLabel', 'nameLabel', 'losLabel', 'label']) expect(fonts, cache).toContain(fontStringFromTextStyle(layer[cache].show('3 AP', 0xffffff).style));
  });
});

describe('the move path drawn with few instructions (issue 16 hover tail)', () => {
  it("a path's dots are one fill, not one per square: the move tool redraws the path on every pointer move", () => {
    const layer = new OverlayLayer();
    const cells = [0, 1, 2, 3].map((c) => ({ c, r: 1 }));
    layer.set({ path: { cells, label: '', ok: true } }, world);
    const shapes = (layer as unknown as { shapes: { context: { instructions: { action: string }[] } } }).shapes;
    const actions = shapes.context.instructions.map((i) => i.action);
    // The line (dark under, coloured over) and the dots.
    expect(actions.filter((a) => a === 'stroke')).toHaveLength(2);
    expect(actions.filter((a) => a === 'fill')).toHaveLength(1);
    layer.destroy();
  });
});
