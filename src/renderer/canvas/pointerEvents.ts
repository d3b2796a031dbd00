// The map canvas's pointer input (split from mapCanvas.ts): the DOM events
// it listens to, pointer capture, and what counts as a click.
import type { MapPointerEvent } from './overlays/types';

/** A press and release this close together (CSS px) is a click, not a drag. */
const CLICK_SLOP_PX = 6;

/** Calls `emit` for each pointer event on `el` (with whether an `up` ends a click); returns a function that unbinds. */
export function bindPointerEvents(el: HTMLElement, emit: (kind: MapPointerEvent['kind'], e: PointerEvent, click: boolean) => void): () => void {
  let downAt: { x: number; y: number } | null = null;
  const onMove = (e: PointerEvent) => emit('move', e, false);
  const onDown = (e: PointerEvent) => {
    downAt = { x: e.clientX, y: e.clientY };
    // A drag that crosses a panel keeps panning (the panels overlay the map).
    try {
      el.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events (tests, benches) have no active pointer to capture.
    }
    emit('down', e, false);
  };
  const onUp = (e: PointerEvent) => {
    emit('up', e, !!downAt && Math.hypot(e.clientX - downAt.x, e.clientY - downAt.y) <= CLICK_SLOP_PX);
    downAt = null;
  };
  const onLeave = (e: PointerEvent) => emit('leave', e, false);
  // Right-click cancels the tool instead of opening the browser menu.
  const onMenu = (e: Event) => e.preventDefault();
  el.addEventListener('contextmenu', onMenu);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointerleave', onLeave);
  return () => {
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('contextmenu', onMenu);
  };
}

/** A client rectangle (CSS px). */
export interface ClientBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The map canvas's client box where it sits unslid, read from the DOM only
 * after the layout may have moved it (its host resized, the window resized).
 * Reading it on every pointer move forced the browser to lay out, inside the
 * handler, the panels the previous move had changed (issue 16 hover tail);
 * that layout now happens once per frame in the browser's rendering.
 */
export class CanvasBox {
  private box: ClientBox | null = null;
  private readonly observer: ResizeObserver | null;
  private readonly invalidate = (): void => {
    this.box = null;
  };

  /** `slide()` is the canvas's current CSS offset from its unslid place (slide.ts). */
  constructor(
    private readonly el: HTMLElement,
    private readonly slide: () => { x: number; y: number },
  ) {
    // The host fills the window below the top bar: a change of the bar's height or of the window resizes it.
    this.observer = typeof ResizeObserver === 'function' ? new ResizeObserver(this.invalidate) : null;
    this.observer?.observe(el);
    if (el.parentElement) this.observer?.observe(el.parentElement);
    window.addEventListener('resize', this.invalidate);
  }

  /** The canvas moved or changed size by script (the map canvas's margin): measure again on the next get(). */
  reset(): void {
    this.box = null;
  }

  get(): ClientBox {
    if (this.box && this.observer) return this.box;
    const r = this.el.getBoundingClientRect();
    const { x, y } = this.slide();
    this.box = { left: r.left - x, top: r.top - y, width: r.width, height: r.height };
    return this.box;
  }

  destroy(): void {
    this.observer?.disconnect();
    window.removeEventListener('resize', this.invalidate);
  }
}

/**
 * Pixi's event system serves only the camera's drag and pinch (the tools read
 * the DOM events, bindPointerEvents), so its pointer-move handling (mapping
 * the event, propagating it from the stage) runs only while a pointer is
 * pressed on `el`: it was about 3 ms of the slowest twentieth of hover moves
 * (issue 16 hover tail). `win` hears the releases, wherever they happen.
 * Returns a function that unbinds and turns the moves back on.
 */
export function pixiMovesWhilePressed(el: EventTarget, features: { move: boolean }, win: EventTarget): () => void {
  const pressed = new Set<number>();
  const CAPTURE = { capture: true };
  features.move = false;
  const onDown = (e: Event) => {
    pressed.add((e as PointerEvent).pointerId);
    features.move = true;
  };
  const onUp = (e: Event) => {
    pressed.delete((e as PointerEvent).pointerId);
    features.move = pressed.size > 0;
  };
  el.addEventListener('pointerdown', onDown, CAPTURE);
  win.addEventListener('pointerup', onUp, CAPTURE);
  win.addEventListener('pointercancel', onUp, CAPTURE);
  return () => {
    el.removeEventListener('pointerdown', onDown, CAPTURE);
    win.removeEventListener('pointerup', onUp, CAPTURE);
    win.removeEventListener('pointercancel', onUp, CAPTURE);
    features.move = true;
  };
}
