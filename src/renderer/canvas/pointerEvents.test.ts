// The map canvas's client box is read from the DOM only after a resize
// (issue 16 hover tail: reading it per pointer move forced a layout of the
// panels inside the handler); a resize must not leave a stale box, or the
// pointer maps to the wrong square.
import { afterEach, describe, expect, it } from 'vitest';
import { CanvasBox } from './pointerEvents';

const callbacks: (() => void)[] = [];
class FakeResizeObserver {
  constructor(cb: () => void) {
    callbacks.push(cb);
  }
  observe(): void {}
  disconnect(): void {}
}
const g = globalThis as unknown as { ResizeObserver?: unknown; window?: unknown };
const saved = { ResizeObserver: g.ResizeObserver, window: g.window };
afterEach(() => {
  g.ResizeObserver = saved.ResizeObserver;
  g.window = saved.window;
  callbacks.length = 0;
});

describe('canvas box cache', () => {
  it('reads the DOM once, again after a resize, and gives the unslid box', () => {
    g.ResizeObserver = FakeResizeObserver;
    const resizeListeners: (() => void)[] = [];
    g.window = { addEventListener: (_: string, f: () => void) => resizeListeners.push(f), removeEventListener: () => {} };
    let reads = 0;
    let rect = { left: 10, top: 54, width: 800, height: 600 };
    const el = {
      parentElement: null,
      getBoundingClientRect: () => {
        reads++;
        return rect;
      },
    } as unknown as HTMLElement;
    const slide = { x: 64, y: 0 };
    const box = new CanvasBox(el, () => slide);
    // Read while slid by 64 px: the box is where the canvas sits unslid.
    rect = { left: 74, top: 54, width: 800, height: 600 };
    expect(box.get()).toEqual({ left: 10, top: 54, width: 800, height: 600 });
    slide.x = 0;
    rect = { left: 10, top: 54, width: 800, height: 600 };
    expect(box.get().left).toBe(10);
    expect(reads).toBe(1);
    // The top bar grew: the host moved down and shrank.
    rect = { left: 10, top: 86, width: 800, height: 568 };
    for (const cb of callbacks) cb();
    expect(box.get()).toEqual({ left: 10, top: 86, width: 800, height: 568 });
    expect(reads).toBe(2);
    rect = { left: 0, top: 86, width: 1000, height: 568 };
    for (const f of resizeListeners) f();
    expect(box.get().width).toBe(1000);
    box.destroy();
  });
});

describe('pixiMovesWhilePressed: Pixi handles pointer moves only while a pointer is down (issue 16 hover tail)', () => {
  const pointer = (type: string, pointerId: number) => Object.assign(new Event(type), { pointerId });

  it('is off while hovering, on from a press until its release, and stays on while a second finger is down (pinch)', async () => {
    const { pixiMovesWhilePressed } = await import('./pointerEvents');
    const el = new EventTarget(),
      win = new EventTarget();
    const features = { move: true };
    const unbind = pixiMovesWhilePressed(el, features, win);
    expect(features.move).toBe(false);
    el.dispatchEvent(pointer('pointerdown', 1));
    expect(features.move).toBe(true);
    el.dispatchEvent(pointer('pointerdown', 2));
    win.dispatchEvent(pointer('pointerup', 1));
    expect(features.move).toBe(true);
    win.dispatchEvent(pointer('pointercancel', 2));
    expect(features.move).toBe(false);
    unbind();
    expect(features.move).toBe(true);
    el.dispatchEvent(pointer('pointerdown', 3));
    win.dispatchEvent(pointer('pointerup', 3));
    expect(features.move).toBe(true);
  });
});
