// A pan frame shows the last drawing moved by CSS only when that is exactly
// the new frame (issue 16 pan): nothing drawn may lie in the uncovered strips.
import { describe, expect, it } from 'vitest';

// Pixi's browser adapter reads `navigator` when its modules load; Node 20 has none.
(globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
const { Container, Graphics, Rectangle } = await import('pixi.js');
const { drawsIn, exposedStrips } = await import('./slide');
const { footprintOf } = await import('./footprint');

/** A camera with a "figures" layer of one 10×10 token at (x, y) screen px. */
function scene(x: number, y: number) {
  const camera = new Container();
  const figures = new Container({ label: 'figures' });
  figures.addChild(new Graphics().rect(x, y, 10, 10).fill(0xffffff));
  figures.addChild(new Graphics().rect(500, 300, 10, 10).fill(0xffffff));
  camera.addChild(figures);
  return { camera, figures };
}

describe('pan by sliding the last drawing', () => {
  it('the strips a move uncovers: the trailing edges of the screen', () => {
    expect(exposedStrips(800, 600, -64, 0)).toEqual([{ x: 736, y: 0, width: 64, height: 600 }]);
    expect(exposedStrips(800, 600, 64, -32)).toEqual([
      { x: 0, y: 0, width: 64, height: 600 },
      { x: 0, y: 568, width: 800, height: 32 },
    ]);
    expect(exposedStrips(800, 600, 0, 0)).toEqual([]);
  });

  it('a picture drawn with a margin uncovers nothing until the move passes the margin (issue 16 zoomed-in pan)', () => {
    // The screen's top-left is at (256, 256) in a picture drawn 256 px beyond each edge.
    expect(exposedStrips(800, 600, 64, -256, 256)).toEqual([]);
    expect(exposedStrips(800, 600, 320, 0, 256)).toEqual([{ x: 256, y: 256, width: 64, height: 600 }]);
    expect(exposedStrips(800, 600, -320, -288, 256)).toEqual([
      { x: 256 + 736, y: 256, width: 64, height: 600 },
      { x: 256, y: 256 + 568, width: 800, height: 32 },
    ]);
  });

  it('a token entering a strip forces a drawing; tokens elsewhere (the layer as a whole reaching the strip) do not', () => {
    // Camera moved 64 px left: the right strip x 736..800 is uncovered.
    const strips = exposedStrips(800, 600, -64, 0);
    expect(drawsIn(scene(100, 100).camera, strips)).toBe(false);
    expect(drawsIn(scene(760, 100).camera, strips)).toBe(true);
    // The layer's union (100..510 and 900..910) spans the strip, but no token is in it.
    const { camera, figures } = scene(900, 100);
    expect(drawsIn(camera, strips)).toBe(false);
    // Hidden things never force a drawing.
    figures.addChild(new Graphics({ visible: false }).rect(770, 10, 10, 10).fill(0xffffff));
    expect(drawsIn(camera, strips)).toBe(false);
  });

  it('a line to a far square forces a drawing only in the strips the line itself crosses, not in all its box meets', () => {
    const camera = new Container();
    const overlays = new Container({ label: 'overlays' });
    camera.addChild(overlays);
    // From (700, 100) down-left to (-900, 1700): it leaves the 800×600 screen through the bottom edge, near x = 200.
    const line = new Graphics().moveTo(700, 100).lineTo(-900, 1700).stroke({ width: 4, color: 0xffffff });
    overlays.addChild(line);
    const left = exposedStrips(800, 600, 64, 0);
    const bottom = exposedStrips(800, 600, 0, -64);
    // Without a footprint its box decides: both strips.
    expect(drawsIn(camera, left)).toBe(true);
    expect(drawsIn(camera, bottom)).toBe(true);
    footprintOf(line).clear().segment(700, 100, -900, 1700, 2);
    expect(drawsIn(camera, left)).toBe(false);
    expect(drawsIn(camera, bottom)).toBe(true);
    // The camera's current transform applies (Pixi updates world transforms only when it draws): moved 300 px right and
    // up, the line now leaves the screen through the left edge near y = 200.
    camera.position.set(-300, -300);
    expect(drawsIn(camera, exposedStrips(800, 600, 64, 0))).toBe(true);
  });

  it('a token is tested by its cull box, and a layer of many tokens token by token (no union of all their bounds)', () => {
    const strips = exposedStrips(800, 600, -64, 0);
    const layerOf = (tokens: { x: number; y: number }[]) => {
      const camera = new Container();
      const figures = new Container({ label: 'figures' });
      for (const { x, y } of tokens) {
        // A token centred at (x, y): a 20 px base, its label and badges inside a 60 px cull box, as figureLayer sets it.
        const token = new Container({ cullable: true, cullableChildren: false });
        token.cullArea = new Rectangle(-30, -30, 60, 60);
        token.position.set(x, y);
        token.addChild(new Graphics().circle(0, 0, 10).fill(0xffffff));
        figures.addChild(token);
      }
      camera.addChild(figures);
      return camera;
    };
    const many = Array.from({ length: 40 }, (_, i) => ({ x: 100 + 10 * i, y: 300 }));
    expect(drawsIn(layerOf(many), strips)).toBe(false);
    // Its base is 20 px short of the strip; the cull box (what the culler draws it by) reaches 10 px into it.
    expect(drawsIn(layerOf([...many, { x: 716, y: 300 }]), strips)).toBe(true);
    // Under a camera that scales and moves: a token at world x 400 is at screen x 2 * 400 - 50 = 750, in the strip.
    const camera = layerOf([...many.map((p) => ({ x: p.x / 4, y: p.y })), { x: 400, y: 100 }]);
    camera.scale.set(2);
    camera.position.set(-50, 0);
    expect(drawsIn(camera, strips)).toBe(true);
    camera.position.set(-200, 0);
    expect(drawsIn(camera, strips)).toBe(false);
  });
});
